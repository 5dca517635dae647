//! Replaying a session: a past moment shown, and going on from it.

use super::Store;
use leptos::prelude::*;
use tables::backgammon::Game;

impl Store {
    /// Whether a past moment is shown.
    pub fn replaying(&self) -> bool {
        self.ui.with_untracked(|u| u.replay.is_some())
    }

    /// The session after its first `n` actions.
    pub fn game_at(&self, n: usize) -> Option<Game> {
        self.game.with_untracked(|g| {
            let mut r = g.record();
            r.actions.truncate(n);
            Game::replay(&r).ok()
        })
    }
}

impl crate::kit::replay::Replayable for Store {
    crate::replay_of_store!();

    fn mid_turn(self) -> bool {
        self.can_undo() || self.ui.with_untracked(|u| u.selected.is_some())
    }

    /// Shows the moment after `n` actions (`n` past the end: now).
    fn replay_to(self, n: usize) {
        let total = self.game.with_untracked(|g| g.actions().len());
        let shown = (n < total).then(|| self.game_at(n)).flatten();
        self.ui.update(|u| {
            u.replay = shown.as_ref().map(|_| n);
            u.selected = None;
            u.arrows.clear();
            u.hint = None;
        });
        self.past.set(shown);
    }

    /// Goes on from the moment shown: the later actions are dropped (the
    /// whole session is kept in this browser first); its dice are the same
    /// as they were at that moment.
    fn play_from_here(self) -> Option<String> {
        let past = self.past.get_untracked()?;
        let kept = self
            .game
            .with_untracked(crate::backgammon::save::save_text)
            .and_then(|t| self.keep(&t));
        self.past.set(None);
        self.ui.update(|u| u.replay = None);
        self.game.set(past);
        self.refresh_entry();
        kept
    }
}
