//! Keeping games: what to open at start (a shared `#p=` position or `#g=`
//! game in the address, else the autosaved game) and what to say when a text
//! cannot be read. Pure: the browser glue (localStorage, location) is in
//! `lib.rs`; nothing the user had is ever dropped silently.

use tables::notation::{format_game, parse_game, Position};
use tables::Game;

/// localStorage key of the game in progress (the value is the versioned game
/// notation, so an old or foreign value is detected when read).
pub const SAVE_KEY: &str = "trictrac.game";
/// Prefix of the keys where unreadable saves are kept aside.
pub const ASIDE_PREFIX: &str = "trictrac.unreadable.";

/// What to start with.
#[derive(Debug, Default)]
pub struct Opening {
    /// The game to show, when one was read.
    pub game: Option<Game>,
    /// A message for the player (what was opened, or what could not be read).
    pub message: Option<String>,
    /// A saved text that could not be read, to keep aside under a new key.
    pub keep_aside: Option<String>,
}

/// Whether a fragment holds a shared position or game.
pub fn is_shared(hash: &str) -> bool {
    let h = hash.trim_start_matches('#');
    h.starts_with("p=") || h.starts_with("g=")
}

/// Chooses the game to open from the address's fragment (`#p=...` or
/// `#g=...`) and the autosaved text.
pub fn open(hash: &str, saved: Option<&str>) -> Opening {
    let hash = hash.trim_start_matches('#');
    if let Some(text) = hash.strip_prefix("p=") {
        return match text.parse::<Position>() {
            Ok(p) => Opening {
                game: Some(p.to_game()),
                message: Some("Opened the shared position.".into()),
                keep_aside: None,
            },
            Err(e) => Opening {
                message: Some(format!(
                    "The address holds a position that cannot be read: {e}"
                )),
                ..Opening::default()
            },
        };
    }
    if let Some(text) = hash.strip_prefix("g=") {
        return match parse_game(text) {
            Ok(g) => Opening {
                game: Some(g),
                message: Some("Opened the shared game.".into()),
                keep_aside: None,
            },
            Err(e) => Opening {
                message: Some(format!("The address holds a game that cannot be read: {e}")),
                ..Opening::default()
            },
        };
    }
    // any other fragment is an anchor in the page (e.g. a rule section)
    match saved {
        None => Opening::default(),
        Some(text) => match parse_game(text) {
            Ok(g) => Opening {
                game: Some(g),
                ..Opening::default()
            },
            Err(e) => Opening {
                message: Some(format!(
                    "Your saved game could not be restored ({e}). It is kept aside in this browser; a new partie starts."
                )),
                keep_aside: Some(text.to_string()),
                ..Opening::default()
            },
        },
    }
}

/// The text to autosave for a game (`None` when the game cannot be written,
/// which the notation's tests rule out for games the app plays).
pub fn save_text(game: &Game) -> Option<String> {
    format_game(game).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::{Options, Phase, Roll};

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
    fn a_corrupt_save_is_kept_aside_with_a_message() {
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
        assert_eq!(o.game.unwrap().to_play(), tables::Side::Black);
        assert!(o.keep_aside.is_none());
        let o = open(&format!("#g={text}"), None);
        assert_eq!(o.game.unwrap().actions(), g.actions());
    }

    #[test]
    fn bad_addresses_say_what_is_wrong() {
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
