//! Replaying a partie in the Grand Trictrac's store: a past moment shown,
//! and going on from it.

use super::Store;
use leptos::prelude::*;
use tables::trictrac::Game;

impl Store {
    /// The game as it was after its first `n` actions.
    pub fn game_at(&self, n: usize) -> Option<Game> {
        self.game.with(|g| {
            let mut past = match g.start() {
                Some(start) => start.clone(),
                None => Game::new(*g.options()),
            };
            for a in g.actions().iter().take(n) {
                past.act(*a).ok()?;
            }
            Some(past)
        })
    }

    /// Number of actions in the game.
    pub fn action_count(&self) -> usize {
        self.game.with_untracked(|g| g.actions().len())
    }
}

impl crate::kit::replay::Replayable for Store {
    crate::replay_of_store!();

    fn mid_turn(self) -> bool {
        self.can_undo() || self.ui.with_untracked(|u| u.selected.is_some())
    }

    /// Shows the game after `n` actions (clamped), or the live game when `n`
    /// reaches its end.
    fn replay_to(self, n: usize) {
        let total = self.action_count();
        self.ui.update(|u| {
            u.replay = (n < total).then_some(n);
            u.highlight = Default::default();
        });
    }

    /// Continues the game from the moment shown: the later actions are
    /// dropped from this game (the whole game is kept in this browser
    /// first; its name is returned). The dice are those of that moment.
    fn play_from_here(self) -> Option<String> {
        let n = self.ui.with_untracked(|u| u.replay)?;
        let past = self.game_at(n)?;
        let text = self
            .game
            .with_untracked(crate::trictrac::persist::save_text);
        let kept = text.as_deref().and_then(|t| {
            crate::kit::storage::keep(
                crate::trictrac::persist::KEPT_SCOPE,
                crate::kit::kept::Kind::Game,
                t,
            )?;
            crate::trictrac::persist::kept_name(t)
        });
        self.game.set(past);
        self.ui.update(|u| {
            u.replay = None;
            u.last_move.clear();
        });
        self.clear_entry();
        kept
    }
}
