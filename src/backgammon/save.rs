//! Keeping and sharing a backgammon-family game: the autosave (the engine's
//! game notation, one key per game of the home screen), and what an address
//! opens after `#/<slug>/`: `g=<game notation>` (a whole session),
//! `p=<Position ID>:<Match ID>` or `x=<XGID>` (a backgammon position, as
//! gnubg and eXtreme Gammon write them). Pure: the browser glue is in
//! `kit::storage`; an unreadable save is kept aside, never dropped.

use crate::kit::i18n::Worded;
use crate::kit::opening::{restore, Opening};
use tables::backgammon::ids::game_ids::{self, open_ids, open_xgid};
use tables::backgammon::notation::{format_game, parse_game};
use tables::backgammon::{Game, Options, Variant};

/// The localStorage key of a game's autosave.
pub fn key(slug: &str) -> String {
    format!("tables.{slug}.game")
}

/// The localStorage key of the seed of a game's dice, kept with its
/// autosave.
pub fn seed_key(slug: &str) -> String {
    format!("tables.{slug}.seed")
}

/// The scope of a game's kept texts (`tables.<slug>.kept.N`,
/// `tables.<slug>.unreadable.N`: see `crate::kit::kept`).
pub fn scope(slug: &str) -> String {
    format!("tables.{slug}")
}

/// The name of a kept session in the list of kept games: its game, the
/// score and its length (`None`: it cannot be read).
pub fn kept_name(text: &str) -> Option<String> {
    let g = parse_game(text).ok()?;
    let game = crate::kit::games::of_variant(g.variant())
        .map_or_else(|| g.variant().name().to_string(), |i| i.name());
    let score = g.score();
    let n = g.actions().len();
    Some(crate::t!(
        "bg-kept-name",
        game = game,
        white = score[tables::Side::White],
        black = score[tables::Side::Black],
        n = n
    ))
}

/// A kept session's text read back (`None`: it cannot be read).
pub fn parse(text: &str) -> Option<Game> {
    parse_game(text).ok()
}

/// The text to autosave.
pub fn save_text(game: &Game) -> Option<String> {
    format_game(game).ok()
}

/// The variant and options a shared position opens with: the game's own.
fn base(slug: &str) -> (Variant, Options) {
    let info = crate::kit::games::by_slug(slug);
    info.map_or((Variant::Backgammon, Options::money()), super::start_of)
}

/// A position given as gnubg's `PositionID:MatchID` or as an XGID.
///
/// # Errors
/// What is wrong with it, in words.
pub fn open_position(slug: &str, text: &str) -> Result<Game, String> {
    let (variant, options) = base(slug);
    let text = text.trim();
    if text.starts_with("XGID=") {
        return open_xgid(variant, options, text).map_err(|e| e.worded());
    }
    let (pos, mid) = text
        .split_once(':')
        .ok_or_else(|| crate::kit::i18n::t("bg-position-form"))?;
    open_ids(variant, options, pos.trim(), mid.trim()).map_err(|e| e.worded())
}

/// The position's gnubg Position ID and Match ID, and its XGID (when the
/// rule set has them: 15 or fewer checkers on opposite routes).
pub fn ids(game: &Game) -> (String, String, Option<String>) {
    (
        game_ids::position_id(game),
        game_ids::match_id(game),
        game_ids::xgid(game).ok(),
    )
}

/// What to open: the address's shared game or position (`rest`, after
/// `#/<slug>/`), else the autosave `saved`.
pub fn open(slug: &str, rest: &str, saved: Option<&str>) -> Opening<Game> {
    let shared = |r: Result<Game, String>, what: &str| match r {
        Ok(g) => Opening {
            game: Some(g),
            message: Some(crate::t!("bg-opened-shared", what = what)),
            ..Opening::default()
        },
        Err(e) => Opening {
            message: Some(crate::t!("bg-shared-unreadable", what = what, error = e)),
            ..Opening::default()
        },
    };
    if let Some(text) = rest.strip_prefix("g=") {
        // `&n=K` (the moment to show) may follow: `&` is not in the
        // notation's alphabet (URL-safe Base64)
        let (text, moment) = match text.split_once("&n=") {
            Some((t, n)) => (t, Some(n)),
            None => (text, None),
        };
        let mut o = shared(parse_game(text).map_err(|e| e.worded()), "game");
        let actions = o.game.as_ref().map_or(0, |g| g.actions().len());
        let (at, wrong) = moment_of(moment, actions);
        o.replay_at = at;
        if let (Some(wrong), Some(m), true) = (wrong, o.message.as_mut(), o.game.is_some()) {
            m.push(' ');
            m.push_str(&wrong);
        }
        return o;
    }
    if let Some(text) = rest.strip_prefix("p=").or_else(|| rest.strip_prefix("x=")) {
        return shared(open_position(slug, &decode(text)), "position");
    }
    restore(saved, parse_game, |why| {
        crate::t!("bg-restore-failed", why = why)
    })
}

/// The moment `&n=K` of a shared game of `actions` actions: the moment to
/// show, and what is wrong with `K` when it cannot be shown (the game then
/// opens as it stands).
fn moment_of(n: Option<&str>, actions: usize) -> (Option<usize>, Option<String>) {
    let Some(n) = n else {
        return (None, None);
    };
    match n.parse::<usize>() {
        Ok(k) if k < actions => (Some(k), None),
        Ok(k) => (None, Some(crate::t!("bg-moment-past", k = k, n = actions))),
        Err(_) => (
            None,
            Some(crate::t!("bg-moment-not-a-number", k = format!("{n:?}"))),
        ),
    }
}

/// Undoes the address's percent-encoding of `=`, `:` and spaces.
fn decode(s: &str) -> String {
    s.replace("%3D", "=")
        .replace("%3A", ":")
        .replace("%20", " ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::Phase;

    #[test]
    fn a_saved_game_comes_back_and_a_broken_one_is_kept_aside() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let g = Game::new(Variant::Plakoto, Options::money()).unwrap();
        let text = save_text(&g).unwrap();
        let o = open("plakoto", "", Some(&text));
        assert_eq!(o.game.map(|g| g.variant()), Some(Variant::Plakoto));
        assert!(o.message.is_none());
        let o = open("plakoto", "", Some("not a game"));
        assert!(o.game.is_none());
        assert_eq!(o.keep_aside.as_deref(), Some("not a game"));
        assert!(o.message.unwrap().contains("kept aside"));
    }

    #[test]
    fn a_game_link_may_name_its_moment() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
        g.act(tables::backgammon::Action::Opening { white: 3, black: 1 })
            .unwrap();
        let text = save_text(&g).unwrap();
        let o = open("backgammon", &format!("g={text}&n=0"), None);
        assert_eq!(o.replay_at, Some(0));
        assert_eq!(o.game.map(|g| g.actions().len()), Some(1));
        // a moment past the end is now
        let o = open("backgammon", &format!("g={text}&n=9"), None);
        assert_eq!(o.replay_at, None);
        assert!(o.game.is_some());
        assert_eq!(
            o.message.as_deref(),
            Some("Opened the shared game. Its moment n=9 is past its 1 action: it is shown as it stands.")
        );
        let o = open("backgammon", &format!("g={text}&n=x2"), None);
        assert_eq!(o.replay_at, None);
        assert!(o.message.unwrap().ends_with(
            "Its moment n=\"x2\" is not a number of actions: it is shown as it stands."
        ));
        let o = open("backgammon", &format!("g={text}&n=0"), None);
        assert_eq!(o.message.as_deref(), Some("Opened the shared game."));
    }

    #[test]
    fn gnubg_ids_and_xgid_open_the_same_position() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        // the starting position, White... gnubg's own IDs of the opening with 3-1 to play
        let by_ids = open_position("backgammon", "4HPwATDgc/ABMA:cAkAAAAAAAAA").unwrap();
        assert_eq!(by_ids.phase(), Phase::BeforeRoll);
        let (pid, mid, x) = ids(&by_ids);
        assert_eq!(pid, "4HPwATDgc/ABMA");
        assert_eq!(mid, "cAkAAAAAAAAA");
        let by_x = open_position("backgammon", &x.unwrap()).unwrap();
        assert_eq!(by_x.position(), by_ids.position());
        assert!(open_position("backgammon", "nonsense")
            .unwrap_err()
            .contains("PositionID:MatchID"));
        let o = open("backgammon", "p=4HPwATDgc/ABMA%3AcAkAAAAAAAAA", None);
        assert!(o.game.is_some(), "{:?}", o.message);
        let o = open("backgammon", "p=garbage:alsogarbage", None);
        assert!(o.game.is_none() && o.message.unwrap().contains("cannot be read"));
    }
}
