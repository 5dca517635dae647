//! Which screen an address opens: the home screen, a game at `#/<slug>`
//! (with what follows it for that game: a shared position or game), or the
//! Grand Trictrac's own links (`#g=`, `#p=`, `#lesson-…`, `#rule-…`,
//! `#start-here`, and a query such as `?dice=…`), which existed before there
//! were several games and keep working.

use crate::kit::games::{by_slug, GameInfo};

/// The localStorage key of the game last opened (its slug).
pub const LAST_GAME_KEY: &str = "tables.last-game";

/// What to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of games.
    Home,
    /// A game, and the rest of the address after `#/<slug>` (`/g=…`,
    /// `/p=…`; empty for none).
    Game(&'static GameInfo, &'static str),
}

/// A problem with the address, said on the home screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownGame(pub String);

/// Reads the address: `hash` (with its `#`), whether the query is empty, and
/// the game last opened. A first visit (nothing in the address, no game
/// opened before) shows the home screen; a returning player lands in his
/// last game.
pub fn route(
    hash: &'static str,
    query_empty: bool,
    last: Option<&str>,
) -> (Route, Option<UnknownGame>) {
    let trictrac = || by_slug("trictrac").map(|g| Route::Game(g, ""));
    let h = hash.trim_start_matches('#');
    if let Some(path) = h.strip_prefix('/') {
        let (slug, rest) = path.split_once('/').unwrap_or((path, ""));
        if slug.is_empty() || slug == "home" {
            return (Route::Home, None);
        }
        return match by_slug(slug) {
            Some(g) => (Route::Game(g, rest), None),
            None => (Route::Home, Some(UnknownGame(slug.to_string()))),
        };
    }
    let legacy = ["g=", "p=", "lesson-", "rule-", "start-here"];
    if legacy.iter().any(|p| h.starts_with(p)) || !query_empty {
        return (trictrac().unwrap_or(Route::Home), None);
    }
    match last.and_then(by_slug) {
        Some(g) => (Route::Game(g, ""), None),
        None => (Route::Home, None),
    }
}

/// Whether a query asks the Grand Trictrac for something (its dice, seed,
/// opponent, points…): the only query there was before there were several
/// games. The language alone asks nothing of a game.
pub fn query_asks(search: &str) -> bool {
    search
        .trim_start_matches('?')
        .split('&')
        .filter(|kv| !kv.is_empty())
        .any(|kv| kv.split('=').next() != Some("lang"))
}

impl Route {
    /// The game's slug, or `None` for the home screen: an address change
    /// within the same game is that game's business; another one reloads.
    pub fn slug(self) -> Option<&'static str> {
        match self {
            Route::Home => None,
            Route::Game(g, _) => Some(g.slug),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slug(hash: &'static str, query_empty: bool, last: Option<&str>) -> Option<&'static str> {
        route(hash, query_empty, last).0.slug()
    }

    #[test]
    fn a_first_visit_shows_the_home_screen_a_return_the_last_game() {
        assert_eq!(slug("", true, None), None);
        assert_eq!(slug("", true, Some("plakoto")), Some("plakoto"));
        assert_eq!(slug("", true, Some("no-such-game")), None);
    }

    #[test]
    fn a_game_address_opens_it_with_the_rest() {
        assert_eq!(
            slug("#/backgammon", true, Some("trictrac")),
            Some("backgammon")
        );
        let (r, _) = route("#/backgammon/p=4HPwATDgc/ABMAAAAAAAAA", true, None);
        assert!(matches!(r, Route::Game(g, "p=4HPwATDgc/ABMAAAAAAAAA") if g.slug == "backgammon"));
        assert_eq!(slug("#/", true, Some("backgammon")), None);
        assert_eq!(slug("#/home", true, Some("backgammon")), None);
    }

    #[test]
    fn the_trictrac_links_of_before_keep_working() {
        for h in [
            "#g=abc",
            "#p=xyz",
            "#lesson-sortie",
            "#rule-jans",
            "#start-here",
        ] {
            assert_eq!(slug(h, true, Some("backgammon")), Some("trictrac"), "{h}");
        }
        assert_eq!(slug("", false, Some("backgammon")), Some("trictrac"));
        // a query with a game address is that game's (test hooks: dice, seed)
        assert_eq!(slug("#/fevga", false, None), Some("fevga"));
    }

    #[test]
    fn only_a_query_that_asks_a_game_for_something_is_the_trictracs() {
        assert!(query_asks("?dice=6,5&seed=1"));
        assert!(query_asks("?lang=fr&opponent=hotseat"));
        assert!(!query_asks("?lang=fr"));
        assert!(!query_asks(""));
        assert!(!query_asks("?"));
    }

    #[test]
    fn an_unknown_game_is_said_on_the_home_screen() {
        let (r, problem) = route("#/chess", true, Some("backgammon"));
        assert_eq!(r, Route::Home);
        assert_eq!(problem, Some(UnknownGame("chess".into())));
    }
}
