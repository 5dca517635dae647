//! A person entering his play: picking a checker, moving it, taking back,
//! confirming; the play just made marked on the board.

use super::Store;
use crate::backgammon::model::{self, to_mover};
use crate::backgammon::texts::refusal;
use crate::kit::i18n::t;
use leptos::prelude::*;
use tables::backgammon::{Action, Entry, Move, Position};
use tables::Side;

impl Store {
    /// A click on a place (the viewer's numbering; see [`model`]).
    pub fn click(&self, place: u8) {
        let Some(entry) = self.entry.get_untracked() else {
            return;
        };
        let (route, same) = self.mover_map();
        let at = to_mover(route, same, place);
        // the bar clicked means the mover's own bar; the tray, off
        let at = if place == model::BAR { 25 } else { at };
        let selected = self.ui.with_untracked(|u| u.selected);
        let movable = entry.movable();
        match selected {
            None if movable.contains(&at) => self.select(at),
            None => {
                if let Some(r) = stuck(&entry, at) {
                    self.say(refusal(r));
                    return;
                }
                let why = if entry.complete().is_some() {
                    t("bg-all-played")
                } else {
                    t("bg-none-moves-from-there")
                };
                self.say(why);
            }
            Some(from) if from == at => self.ui.update(|u| u.selected = None),
            Some(from) => self.move_checker(from, at, &movable),
        }
    }

    /// A drag lifts the checker at `place` (the viewer's numbering): it is
    /// picked, whatever was picked before, if it can move; `None` puts the
    /// picked checker down.
    pub fn lift(&self, place: Option<u8>) {
        let Some(place) = place else {
            self.ui.update(|u| u.selected = None);
            return;
        };
        let Some(entry) = self.entry.get_untracked() else {
            return;
        };
        let (route, same) = self.mover_map();
        let at = if place == model::BAR {
            25
        } else {
            to_mover(route, same, place)
        };
        if entry.movable().contains(&at) {
            self.select(at);
        }
    }

    pub(super) fn select(&self, at: u8) {
        self.ui.update(|u| {
            u.selected = Some(at);
            u.message = None;
        });
    }

    pub(super) fn move_checker(&self, from: u8, to: u8, movable: &[u8]) {
        let mut result = None;
        self.entry.update(|e| {
            if let Some(e) = e {
                result = Some(e.try_move(from, to));
            }
        });
        match result {
            Some(Ok(moves)) => {
                let side = self.game.with_untracked(|g| g.on_roll());
                self.mark_play(side, &moves);
                self.ui.update(|u| {
                    u.selected = None;
                    u.message = None;
                    u.arrows.clear();
                });
            }
            Some(Err(r)) => {
                if movable.contains(&to) && to != 0 {
                    self.select(to);
                } else {
                    // the checker is put down, the rule said
                    self.ui.update(|u| {
                        u.selected = None;
                        u.message = Some(refusal(r));
                    });
                }
            }
            None => {}
        }
    }

    /// Takes back the last move entered.
    pub fn undo(&self) {
        self.entry.update(|e| {
            if let Some(e) = e {
                e.undo();
            }
        });
        self.ui.update(|u| {
            u.selected = None;
            u.message = None;
        });
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        self.entry
            .with(|e| e.as_ref().is_some_and(|e| !e.played().is_empty()))
    }

    /// The play entered, once complete.
    pub fn complete(&self) -> Option<tables::backgammon::Play> {
        self.entry.with(|e| e.as_ref().and_then(Entry::complete))
    }

    /// Confirms the play entered.
    pub fn confirm(&self) {
        if let Some(play) = self.entry.get_untracked().and_then(|e| e.complete()) {
            let moves: Vec<Move> = play.moves().to_vec();
            let side = self.game.with_untracked(|g| g.on_roll());
            if self.act(Action::Play(*play.after())) {
                self.mark_play(side, &moves);
            }
        }
    }

    /// Plays `play`'s result for the side on roll (the bot, a forced play).
    pub fn play_position(&self, after: Position, moves: &[Move]) {
        let side = self.game.with_untracked(|g| g.on_roll());
        if self.act(Action::Play(after)) {
            self.mark_play(side, moves);
        }
    }

    /// Keeps the arrows of the play just made, in the viewer's numbering.
    pub fn mark_play(&self, side: Side, moves: &[Move]) {
        let viewer = self.viewer();
        let route = self.game.with_untracked(|g| g.position().route());
        let same = side == viewer;
        let arrows: Vec<(u8, u8)> = moves
            .iter()
            .map(|m| model::arrow_of(route, same, m))
            .collect();
        self.ui.update(|u| {
            u.arriving = (arrows.clone(), !u.arriving.1);
            u.arrows = arrows;
        });
    }

    /// The mover's numbering against the viewer's: the route and whether
    /// the viewer is the mover.
    pub(super) fn mover_map(&self) -> (tables::backgammon::Route, bool) {
        let viewer = self.viewer();
        self.game
            .with_untracked(|g| (g.position().route(), g.on_roll() == viewer))
    }
}

/// Why the mover's checker on `at` cannot move now (the rule that holds
/// it), when he has one there.
fn stuck(entry: &Entry, at: u8) -> Option<tables::backgammon::explain::Refusal> {
    let pos = entry.position();
    let has = match at {
        1..=25 => {
            pos.mine(usize::from(at)) > 0
                || pos.is_pinned(tables::backgammon::Player::OnRoll, usize::from(at))
        }
        _ => false,
    };
    if !has {
        return None;
    }
    entry
        .dice_left()
        .into_iter()
        .map(|d| at.saturating_sub(d))
        .find_map(|to| entry.check(at, to).err())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::explain::Refusal;

    #[test]
    fn a_checker_held_by_the_bar_says_why() {
        let g = crate::backgammon::save::open_position("backgammon", "2zbABwDgc/ADQA:cAkAAAAAAAAA")
            .unwrap();
        let mut g = g;
        g.act(Action::Roll(tables::Roll::new(6, 2).unwrap()))
            .unwrap();
        let (dice, _) = g.part().unwrap();
        let e = Entry::new(
            g.rules(),
            *g.position(),
            g.dice().unwrap(),
            dice,
            g.legal_plays(),
        );
        assert_eq!(stuck(&e, 13), Some(Refusal::EnterFirst));
        assert_eq!(stuck(&e, 12), None);
    }
}
