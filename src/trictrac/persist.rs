//! Keeping games: what to open at start (a shared `#p=` position or `#g=`
//! game in the address, else the autosaved game) and what to say when a text
//! cannot be read. Pure: the browser glue (localStorage, location) is in
//! `kit`; nothing the user had is ever dropped silently.

use crate::kit::i18n::{t, Worded};
use crate::kit::opening::{restore, Opening, MAX_LINK};
use tables::trictrac::notation::{format_game, parse_game, Position};
use tables::trictrac::{Game, Side};

/// localStorage key of the game in progress (the value is the versioned game
/// notation, so an old or foreign value is detected when read).
pub const SAVE_KEY: &str = "trictrac.game";
/// localStorage key of the seed of the dice, kept with the game in progress.
pub const SEED_KEY: &str = "trictrac.seed";
/// The scope of the Trictrac's kept games (`trictrac.kept.N`,
/// `trictrac.unreadable.N`: see `kept`).
pub const KEPT_SCOPE: &str = "trictrac";

/// Whether a fragment holds a shared position or game.
pub fn is_shared(hash: &str) -> bool {
    let h = hash.trim_start_matches('#');
    h.starts_with("p=") || h.starts_with("g=")
}

/// Chooses the game to open from the address's fragment (`#p=...` or
/// `#g=...`) and the autosaved text.
pub fn open(hash: &str, saved: Option<&str>) -> Opening<Game> {
    let hash = hash.trim_start_matches('#');
    if let Some(text) = hash.strip_prefix("p=") {
        return match text.parse::<Position>() {
            Ok(p) => Opening {
                game: Some(p.to_game()),
                message: Some(t("tt-opened-position")),
                ..Opening::default()
            },
            Err(e) => Opening {
                message: Some(tk!(
                    key("tt-address-position-unreadable"),
                    reason = e.worded()
                )),
                ..Opening::default()
            },
        };
    }
    if let Some(rest) = hash.strip_prefix("g=") {
        // `&n=K` (the moment to show) may follow: `&` is not in the record's alphabet
        let (text, at) = match rest.split_once("&n=") {
            Some((t, n)) => (t, n.parse::<usize>().ok()),
            None => (rest, None),
        };
        return match parse_game(text) {
            Ok(g) => Opening {
                replay_at: at.filter(|&n| n < g.actions().len()),
                game: Some(g),
                message: Some(t("tt-opened-game")),
                keep_aside: None,
            },
            Err(e) => Opening {
                message: Some(tk!(key("tt-address-game-unreadable"), reason = e.worded())),
                ..Opening::default()
            },
        };
    }
    // any other fragment is an anchor in the page (e.g. a rule section)
    restore(saved, parse_game, |why| {
        crate::t!("tt-restore-failed", why = why)
    })
}

/// The text to autosave for a game (`None` when the game cannot be written,
/// which the notation's tests rule out for games the app plays).
pub fn save_text(game: &Game) -> Option<String> {
    format_game(game).ok()
}

/// Whether a game is worth keeping when another replaces it: a turn has been
/// played (a fresh partie holds nothing to lose).
pub fn worth_keeping(game: &Game) -> bool {
    game.actions()
        .iter()
        .any(|a| matches!(a, tables::trictrac::Action::Play(..)))
}

/// What a text kept in this browser holds, for the list of kept games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// A game the notation reads.
    Game {
        /// Holes of each side.
        holes: tables::trictrac::BySide<u8>,
        /// Actions played.
        actions: usize,
        /// The partie is over.
        over: bool,
    },
    /// A save that could not be read (kept so that nothing is lost).
    Unreadable {
        /// Its length in characters.
        chars: usize,
    },
}

/// Reads a kept text.
pub fn kept(text: &str) -> Kept {
    match parse_game(text) {
        Ok(g) => Kept::Game {
            holes: g.scoreboard().holes,
            actions: g.actions().len(),
            over: g.phase() == tables::trictrac::Phase::Over,
        },
        Err(_) => Kept::Unreadable {
            chars: text.chars().count(),
        },
    }
}

/// The name of a kept Trictrac text in the list of kept games (`None`:
/// it cannot be read), in the language on screen.
pub fn kept_name(text: &str) -> Option<String> {
    match kept(text) {
        Kept::Game {
            holes,
            actions,
            over,
        } => Some(tk!(
            key("tt-kept-name"),
            white = holes[Side::White],
            black = holes[Side::Black],
            actions = actions,
            over = if over { "yes" } else { "no" }
        )),
        Kept::Unreadable { .. } => None,
    }
}

/// What the Share panel offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The address of the whole game (`base#g=...`), when short enough.
    pub game_link: Option<String>,
    /// The same, opening at the moment shown by a replay (`&n=K`).
    pub moment_link: Option<String>,
    /// The game record itself (always offered).
    pub game_text: String,
    /// The address of the position now (`base#p=...`).
    pub position_link: Option<String>,
    /// The position in the notation, when the game is past its primacy.
    pub position_text: Option<String>,
}

/// The links and texts to share a game from the page at `base` (its address
/// without fragment).
pub fn share(game: &Game, base: &str, moment: Option<usize>) -> Option<Shared> {
    let game_text = format_game(game).ok()?;
    let position_text = Position::from_game(game).ok().map(|p| p.to_string());
    let link = |kind: &str, text: &str| {
        Some(format!("{base}#{kind}={text}")).filter(|l| l.len() <= MAX_LINK)
    };
    Some(Shared {
        game_link: link("g", &game_text),
        moment_link: moment.and_then(|n| link("g", &format!("{game_text}&n={n}"))),
        position_link: position_text.as_deref().and_then(|t| link("p", t)),
        game_text,
        position_text,
    })
}

/// Reads a pasted text: a game record, a position, or an address holding
/// either. The error says what is wrong.
pub fn import(text: &str) -> Result<Game, String> {
    let text = text.trim();
    let frag = text.rsplit_once('#').map_or(text, |(_, f)| f);
    if let Some(g) = frag.strip_prefix("g=") {
        return parse_game(g)
            .map_err(|e| tk!(key("tt-import-game-unreadable"), reason = e.worded()));
    }
    if let Some(p) = frag.strip_prefix("p=") {
        return p
            .parse::<Position>()
            .map(|p| p.to_game())
            .map_err(|e| tk!(key("tt-import-position-unreadable"), reason = e.worded()));
    }
    // bare text: a position has dots between its parts; a game record is its
    // version and one word (then `~` and a position for a game from a position)
    if !frag.contains('~') && frag.matches('.').count() >= 2 {
        frag.parse::<Position>()
            .map(|p| p.to_game())
            .map_err(|e| tk!(key("tt-import-position-unreadable"), reason = e.worded()))
    } else {
        parse_game(frag).map_err(|e| tk!(key("tt-import-game-unreadable"), reason = e.worded()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::trictrac::{Options, Phase, Roll};

    fn played() -> Game {
        let mut g = Game::new(Options::default());
        g.primacy(5, 2).unwrap();
        g.roll(Roll::new(6, 5).unwrap()).unwrap();
        let t = g.legal_turns()[0];
        g.play(&t).unwrap();
        g
    }

    #[test]
    fn the_autosaved_game_comes_back_as_it_was() {
        let g = played();
        let text = save_text(&g).unwrap();
        let o = open("", Some(&text));
        let back = o.game.unwrap();
        assert_eq!(back.board(), g.board());
        assert_eq!(back.actions(), g.actions());
        assert_eq!(back.phase(), Phase::Roll);
        assert!(o.message.is_none() && o.keep_aside.is_none());
    }

    #[test]
    fn kept_texts_are_summarised_and_named() {
        let g = played();
        assert_eq!(
            kept(&save_text(&g).unwrap()),
            Kept::Game {
                holes: tables::trictrac::BySide::splat(0),
                actions: 3,
                over: false
            }
        );
        assert_eq!(kept("1.garbage!"), Kept::Unreadable { chars: 10 });
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        assert_eq!(
            kept_name(&save_text(&g).unwrap()).as_deref(),
            Some("White 0 – Black 0 holes · 3 actions")
        );
        assert_eq!(kept_name("1.garbage!"), None);
        // a fresh partie is not worth keeping, one with a played turn is
        let mut fresh = Game::new(Options::default());
        fresh.primacy(5, 2).unwrap();
        assert!(!worth_keeping(&fresh));
        assert!(worth_keeping(&g));
    }

    #[test]
    fn a_corrupt_save_is_kept_aside_with_a_message() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let o = open("", Some("1.garbage!"));
        assert!(o.game.is_none());
        assert_eq!(o.keep_aside.as_deref(), Some("1.garbage!"));
        assert!(o
            .message
            .unwrap()
            .starts_with("Your saved game could not be restored"));
        let o = open("", Some("9.AAAA"));
        assert!(o.keep_aside.is_some());
    }

    #[test]
    fn a_shared_position_or_game_in_the_address_wins_over_the_save() {
        let g = played();
        let text = save_text(&g).unwrap();
        let o = open("#p=1.M4AA97o.b.0-0-1.0-0-0.m", Some(&text));
        assert_eq!(o.game.unwrap().to_play(), tables::trictrac::Side::Black);
        assert!(o.keep_aside.is_none());
        let o = open(&format!("#g={text}"), None);
        assert_eq!(o.game.unwrap().actions(), g.actions());
    }

    #[test]
    fn a_game_is_shared_as_a_link_and_as_text_and_read_back() {
        let g = played();
        let s = share(&g, "https://example.test/trictrac/", Some(2)).unwrap();
        let moment = s.moment_link.clone().unwrap();
        let o = open(&moment[moment.find('#').unwrap()..], None);
        assert_eq!(o.replay_at, Some(2));
        assert_eq!(o.game.unwrap().actions(), g.actions());
        let link = s.game_link.unwrap();
        assert!(link.starts_with("https://example.test/trictrac/#g=1."));
        assert_eq!(import(&link).unwrap().actions(), g.actions());
        assert_eq!(import(&s.game_text).unwrap().actions(), g.actions());
        let pos = s.position_text.unwrap();
        assert_eq!(import(&pos).unwrap().board(), g.board());
        assert_eq!(
            import(&s.position_link.unwrap()).unwrap().board(),
            g.board()
        );
    }

    #[test]
    fn imports_say_what_is_wrong() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        assert!(import("1.M4AA97o.b.0-0-1.0-0-0")
            .unwrap_err()
            .starts_with("This position cannot be read"));
        assert!(import("hello")
            .unwrap_err()
            .starts_with("This game record cannot be read"));
        assert!(import("https://x.test/#p=2.O994o.w.0-0-0.0-0-0.m")
            .unwrap_err()
            .contains("position"));
    }

    #[test]
    fn bad_addresses_say_what_is_wrong() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let o = open("#p=1.PPPP.w.0-0-0.0-0-0.m", None);
        assert!(o.game.is_none());
        assert!(o
            .message
            .unwrap()
            .starts_with("The address holds a position that cannot be read"));
        let o = open("#g=zzz", None);
        assert!(o
            .message
            .unwrap()
            .starts_with("The address holds a game that cannot be read"));
        // another fragment is an anchor in the page: the save is opened as usual
        let o = open("#rule-battre-a-vrai", Some("1.garbage!"));
        assert!(o.keep_aside.is_some());
    }
}
