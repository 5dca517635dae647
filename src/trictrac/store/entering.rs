//! The person's entry of a turn in the Grand Trictrac's store: a click
//! (or Enter) on a field picks a checker up or puts it down, a refused move
//! says which rule forbids it, and the moves entered can be taken back.

use super::{own_pos, Store};
use crate::trictrac::play;
use leptos::prelude::*;
use tables::trictrac::{Phase, Turn};

impl Store {
    /// A click or Enter on a field (absolute; 25 = off the board).
    pub fn click_field(&self, abs: u8) {
        if self.ui.with_untracked(|u| u.replay.is_some()) {
            return;
        }
        if !self.human_to_play()
            || self.game.with_untracked(|g| g.phase()) != Phase::Move
            || self.marking().is_some()
        {
            return;
        }
        let side = self.game.with_untracked(|g| g.to_play());
        let p = own_pos(side, abs);
        let seqs = self.sequences();
        let ui = self.ui.get_untracked();
        if let Some(sel) = ui.selected {
            if sel == p {
                return;
            }
            let dests = play::destinations(&seqs, &ui.partial, sel);
            if let Some(d) = dests.iter().find(|d| d.to == p) {
                self.ui.update(|u| {
                    // the person moves: the bot's last move is no longer marked
                    u.last_move.clear();
                    u.partial.extend(d.steps.iter().copied());
                    u.last_added = d.steps.len();
                    u.selected = None;
                    u.message = None;
                    u.message_rule = None;
                });
                self.auto_select();
                return;
            }
        }
        if play::sources(&seqs, &ui.partial).contains(&p) {
            self.ui.update(|u| {
                u.selected = Some(p);
                u.message = None;
                u.message_rule = None;
            });
            return;
        }
        self.ui.update(|u| u.selected = None);
        let mut rule = None;
        let msg = match ui.selected {
            Some(from) => {
                let why = self.game.with_untracked(|g| {
                    g.current_roll().and_then(|r| {
                        tables::trictrac::why_not(
                            g.board(),
                            side,
                            r,
                            g.options(),
                            &ui.partial,
                            from,
                            p,
                        )
                    })
                });
                match why {
                    Some(r) => {
                        rule = Some(crate::trictrac::reference::section_for_refusal(&r));
                        crate::trictrac::texts::refusal(&r)
                    }
                    None => crate::kit::i18n::t("tt-cannot-go-there"),
                }
            }
            None => crate::kit::i18n::t("tt-cannot-move-from-there"),
        };
        self.ui.update(|u| {
            u.message = Some(msg);
            u.message_rule = rule;
        });
    }

    /// When only one checker can move next, pick it up.
    fn auto_select(&self) {
        let seqs = self.sequences();
        let partial = self.ui.with_untracked(|u| u.partial.clone());
        let src = play::sources(&seqs, &partial);
        if src.len() == 1 && play::completed(&seqs, &partial).is_none() {
            self.ui.update(|u| u.selected = Some(src[0]));
        }
    }

    /// The turn the entered moves complete, ready to confirm.
    pub fn ready_turn(&self) -> Option<Turn> {
        if self.marking().is_some() {
            return None;
        }
        let seqs = self.sequences();
        if seqs.len() == 1 && seqs[0].is_empty() {
            return Some(seqs[0]);
        }
        let partial = self.ui.with_untracked(|u| u.partial.clone());
        play::completed(&seqs, &partial)
    }

    /// Puts the picked checker down (Escape).
    pub fn put_down(&self) {
        if self.ui.with_untracked(|u| u.selected.is_some()) {
            self.ui.update(|u| u.selected = None);
        }
    }

    /// Whether there are moves of the person's to take back: entered, not
    /// yet confirmed (the bot's moves, shown one at a time, are not his).
    pub fn can_undo(&self) -> bool {
        self.human_to_play()
            && self.marking().is_none()
            && self
                .ui
                .with_untracked(|u| !u.partial.is_empty() && u.replay.is_none())
    }

    /// Takes back the person's entered moves (never the bot's in progress).
    pub fn undo(&self) {
        if !self.can_undo() {
            return;
        }
        self.clear_entry();
    }

    /// Forgets the entered moves, the picked checker and the message.
    pub fn clear_entry(&self) {
        self.ui.update(|u| {
            u.partial.clear();
            u.selected = None;
            u.message = None;
            u.message_rule = None;
        });
    }
}
