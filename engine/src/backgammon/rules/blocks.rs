//! The block rules of the same-direction games (long nardy, Fevga), read
//! along the opponent's route, as every source words them: "no block of six
//! points in a row in front of all the opponent's checkers" (the digest's
//! Fevga line), "unless an opposing checker is already ahead of it" (its
//! long nardy line, after Wikipedia), "an insurmountable barrier in front of
//! the opponent's stones".
//!
//! Both sides go round the same way from starts facing each other
//! ([`Route::Parallel`](crate::backgammon::position::Route::Parallel)), so the opponent's route does not break where the
//! mover's does: the mover's 24|1 corner is the middle of the opponent's
//! way (his 12|13), and the mover's 12|13 is the opponent's 24|1, where his
//! route begins and ends. Six points in a row are therefore counted in the
//! opponent's own numbering ([`Route::opponent_point`](crate::backgammon::position::Route::opponent_point)), his 24 down to his
//! 1: six of his points `q - 5 ..= q` held by the mover make a six-point
//! block. It is forbidden when no opposing checker is ahead of it (on his
//! points below `q - 5`, or borne off): then every one of his checkers still
//! has it to pass (none can stand on it, a point held being closed). A
//! block with one opposing checker already past it is allowed, and so is
//! one with all of them past it.
//!
//! When it is judged ([`BlockTiming`]): the sources do not say whether a
//! block made for a moment within a turn (a checker touching down and moving
//! on) counts. The default reads the position after the whole play; the
//! option reads it after each die's landing as well.

use super::{fevga, long_nardy, Hook, RuleSet};
use crate::backgammon::position::{Player, Position, BAR, OPPONENT_BAR};

/// When the block rules are judged.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BlockTiming {
    /// On the position after the whole play (the default): a block made and
    /// broken within one turn is none.
    #[default]
    AfterPlay,
    /// After each die's landing too: no step may make a forbidden block,
    /// even one the rest of the turn would break.
    EachLanding,
}

impl BlockTiming {
    /// The timing of an option's value: `true` = [`Self::EachLanding`].
    pub const fn of(each_landing: bool) -> BlockTiming {
        if each_landing {
            BlockTiming::EachLanding
        } else {
            BlockTiming::AfterPlay
        }
    }
}

/// The opponent's own points (bit `q` for his point `q`, 1..=24) held by the
/// mover.
pub fn held_on_opponent_route(pos: &Position) -> u32 {
    let route = pos.route();
    (1..=24)
        .filter(|&q| pos.mine(route.mover_point(q)) > 0)
        .fold(0, |m, q| m | 1 << q)
}

/// The opponent's most advanced checker: the lowest of his own points with
/// one of his checkers; 25 when none is on the board (all on his bar or to
/// enter, or none left).
pub fn opponent_front(pos: &Position) -> usize {
    let route = pos.route();
    (1..=24)
        .find(|&q| pos.theirs(route.mover_point(q)) > 0)
        .unwrap_or(25)
}

/// The highest point `q` (the opponent's own numbering) of a six-point
/// block the mover holds that the block rule forbids: his points `q - 5
/// ..= q` held by the mover, none of his checkers ahead of them (below `q -
/// 5`) nor borne off, one at least still to pass them.
pub fn forbidden_block(pos: &Position) -> Option<usize> {
    if pos.off(Player::Opponent) > 0 || !opponent_has_checkers(pos) {
        return None;
    }
    let held = held_on_opponent_route(pos);
    let run = held & held >> 1 & held >> 2 & held >> 3 & held >> 4 & held >> 5;
    // Bit `lo` of `run`: points lo..=lo+5 held; forbidden when lo + 5 is
    // below the opponent's most advanced checker.
    let front = opponent_front(pos);
    (1..=19)
        .rev()
        .find(|&lo| run >> lo & 1 != 0 && lo + 5 < front)
        .map(|lo| lo + 5)
}

fn opponent_has_checkers(pos: &Position) -> bool {
    pos.reserve(Player::Opponent) > 0 || (OPPONENT_BAR..BAR).any(|p| pos.theirs(p) > 0)
}

/// Fevga's second block rule: the mover holds all six points of the
/// opponent's starting quarter (his own 19 to 24).
pub fn holds_starting_quarter(pos: &Position) -> bool {
    let route = pos.route();
    (19..=24).all(|q| pos.mine(route.mover_point(q)) > 0)
}

/// The block rules of `rules` allow `after` (a position within or after the
/// turn, the mover still on roll): long nardy's and Fevga's; every other
/// rule set has none.
pub fn allowed(rules: &RuleSet, after: &Position) -> bool {
    match rules.hook {
        Hook::LongNardy { .. } => long_nardy::blocks_allowed(after),
        Hook::Fevga { .. } => fevga::blocks_allowed(after),
        Hook::None | Hook::DutchHitting | Hook::Courier | Hook::Chase | Hook::Icelandic => true,
    }
}

/// A step's landing in `next` is allowed: always when the block rules are
/// judged after the play, else if they allow `next`
/// ([`BlockTiming::EachLanding`]).
pub fn landing_allowed(rules: &RuleSet, next: &Position) -> bool {
    rules.block_timing() != Some(BlockTiming::EachLanding) || allowed(rules, next)
}
