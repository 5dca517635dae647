//! A game's screen playing by link, kept after each change — written once
//! for every game: a game's store tells what it holds through [`Screen`];
//! [`open`], [`save`] and [`resume`] do the rest (what the address opens,
//! the session and its game kept, the game by link left when another
//! opponent is chosen or another game replaces it).

use super::{is_link, keep, LinkError, Received, Session};
use leptos::prelude::*;

/// What play by link needs of a game's screen (its store).
pub trait Screen: Copy + Send + Sync + 'static {
    /// The localStorage key of the id of its game by link in progress.
    fn active_key(self) -> String;
    /// Its session by link, if it plays one (read untracked).
    fn session(self) -> Option<Session>;
    /// Its game's text, when the game can be written (read untracked).
    fn game_text(self) -> Option<String>;
    /// Whether the game on screen goes on from the session's kept game.
    fn goes_on(self, s: &Session) -> bool;
    /// Plays `s` from now on (the friend becomes the opponent).
    fn join(self, s: Session);
    /// Leaves the game by link for a game against the bot (the game by
    /// link stays kept as it was).
    fn leave(self);
    /// Tracks the game, the session and the opponent; true when another
    /// opponent than the friend has been chosen.
    fn track_opponent(self) -> bool;
    /// Forgets the session (the game on screen stays).
    fn drop_session(self);
    /// Tells what the link opened: `refused` says it stays until closed.
    fn tell(self, text: String, refused: bool);
}

/// The part of [`Screen`] that is the same for every game's store: a store
/// with `game: RwSignal<Game>` and `ui: RwSignal<Ui>` whose `Ui` has
/// `remote: Option<Session>` and `opponent` (an `Opponent` with `Remote(side)`
/// and `Bot(side)`), where `format_game`, `parse_game`, `keep`, `Opponent`
/// and `Side` are in scope. Written inside `impl Screen for Store`.
#[macro_export]
macro_rules! screen_of_store {
    () => {
        fn session(self) -> Option<Session> {
            self.ui.with_untracked(|u| u.remote.clone())
        }

        fn game_text(self) -> Option<String> {
            self.game.with_untracked(|g| format_game(g).ok())
        }

        fn goes_on(self, s: &Session) -> bool {
            self.game
                .with_untracked(|g| keep::goes_on(s, g, parse_game))
        }

        fn leave(self) {
            self.ui.update(|u| {
                u.remote = None;
                u.opponent = Opponent::Bot(Side::Black);
            });
        }

        fn track_opponent(self) -> bool {
            self.game.track();
            self.ui
                .with(|u| u.remote.is_some() && !matches!(u.opponent, Opponent::Remote(_)))
        }

        fn drop_session(self) {
            self.ui.update(|u| u.remote = None);
        }
    };
}

/// Keeps this copy's part and its game by link (after every change); a game
/// that does not go on from it (an import, a replay played from an earlier
/// moment, a lesson's game) is not the friend's: the screen leaves the game
/// by link, which stays kept as it was.
pub fn save(screen: impl Screen) {
    let active = screen.active_key();
    let Some(s) = screen.session() else {
        crate::kit::storage::storage_remove(&active);
        return;
    };
    if !screen.goes_on(&s) {
        screen.leave();
        crate::kit::storage::storage_remove(&active);
        return;
    }
    keep::save(&s, screen.game_text(), &active);
}

/// The game by link in progress comes back with its session after a
/// reload, when the game on screen is it.
pub fn resume(screen: impl Screen) {
    if let Some(s) = keep::resume(&screen.active_key(), screen.game_text()) {
        screen.join(s);
    }
}

/// What the address opens at start: a play-by-link address `hash`, opened
/// by `open_link` (then the fragment is dropped; a refused link leaves the
/// game on screen and its game by link as they were), else the game by
/// link in progress. Then keeps each change.
pub fn open<S: Screen>(
    screen: S,
    hash: &str,
    open_link: impl FnOnce(S, &str) -> Result<Received, LinkError>,
) {
    if is_link(hash) {
        let got = open_link(screen, hash);
        if got.is_err() {
            resume(screen);
        }
        screen.tell(keep::opened_text(&got), got.is_err());
        crate::kit::web::clear_hash();
    } else {
        resume(screen);
    }
    Effect::new(move |_| {
        if screen.track_opponent() {
            // another opponent chosen: this copy leaves the game by link
            screen.drop_session();
        }
        save(screen);
    });
}
