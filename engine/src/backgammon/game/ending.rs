//! Where a game's end is decided by play: after each play (the last checker
//! borne off, or the rule set's own end: Plakoto's mother rule, won or
//! drawn) and, with the draw option, on the other side's last roll.
//!
//! The draw option ([`crate::backgammon::Options::last_roll_draw`]): when the
//! side who moved first in the game bears off his last checker, the game does
//! not end yet; the other side has one more turn ([`Event::LastRoll`], no
//! double). If that play bears off his last checker too, the game is drawn;
//! otherwise (or if the roll cannot be played) the first mover wins, the
//! result counted on the board as it stands after that roll. In a rule set
//! whose turns have parts ([`crate::backgammon::rules::rolls`]) the last
//! roll is its first part.

use super::{Event, Game};
use crate::backgammon::matchplay::{game_end, EndKind, GameEnd};
use crate::backgammon::position::{Player, Position};
use crate::backgammon::result::{ending, result, Ending, GameResult};

impl Game {
    /// The play that gave `after` (seen from the side on roll, who made it)
    /// ends the game: it is then finished. Otherwise (and when it starts the
    /// draw option's last roll) `false`: the turn passes.
    pub(super) fn end_after_play(&mut self, after: &Position) -> bool {
        let ended = ending(&self.rules, after);
        if self.last_roll {
            // His last checker off too draws; else the first mover wins.
            self.position = *after;
            let end = match ended {
                Some(Ending::Won {
                    how: EndKind::PlayedOut,
                    ..
                }) => GameEnd::drawn(self.cube, self.stake, EndKind::PlayedOut),
                _ => self.first_mover_wins(after),
            };
            self.finish(end);
            return true;
        }
        let Some(e) = ended else {
            return false;
        };
        // The draw option follows a last checker borne off (not captured).
        let borne_off = after.off(Player::OnRoll) == self.rules.checkers
            && matches!(
                e,
                Ending::Won {
                    how: EndKind::PlayedOut,
                    ..
                }
            );
        if borne_off && self.options.last_roll_draw && self.on_roll == self.first {
            self.last_roll = true;
            self.log(Event::LastRoll {
                side: self.on_roll.opponent(),
            });
            return false;
        }
        self.position = *after;
        let end = match e {
            Ending::Won { result, how } => game_end(
                self.on_roll,
                result,
                self.rules.results,
                self.jacoby_in_use(),
                self.cube,
                self.stake_for(self.on_roll),
                how,
            ),
            Ending::Drawn { how } => GameEnd::drawn(self.cube, self.stake, how),
        };
        self.finish(end);
        true
    }

    /// A roll that cannot be played ends the game when it is the draw
    /// option's last roll (the first mover wins): whether it did.
    pub(super) fn end_without_play(&mut self) -> bool {
        if !self.last_roll {
            return false;
        }
        let pos = self.position;
        let end = self.first_mover_wins(&pos);
        self.finish(end);
        true
    }

    /// The first mover's win after the other's last roll, `pos` seen from
    /// the side who had it.
    fn first_mover_wins(&self, pos: &Position) -> GameEnd {
        let full = result(&self.rules, &pos.flip()).unwrap_or(GameResult::Single);
        game_end(
            self.on_roll.opponent(),
            full,
            self.rules.results,
            self.jacoby_in_use(),
            self.cube,
            self.stake_for(self.on_roll.opponent()),
            EndKind::PlayedOut,
        )
    }
}
