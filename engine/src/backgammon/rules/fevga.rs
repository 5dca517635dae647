//! Fevga (the third game of Greek Tavli; the digest's Tavli and Fevga lines):
//! fifteen checkers each on the own start point (the 24-point, the starts
//! facing each other: [`Route::Parallel`]`(12)`, as in long nardy), both
//! going round the same way, no hitting (a single checker closes a point).
//! A player's first checker must pass the opponent's start point (the
//! default option; else only reach the opponent's starting quarter) before a
//! second one leaves the start; no block of six points in a row in front of
//! all the opponent's checkers; never all six points of the opponent's
//! starting quarter held. A game is won single (1) or, the loser having
//! borne off none, double (2).
//!
//! Choices where the sources are silent:
//! - The start rule is judged step by step (a checker may leave the start
//!   within the turn in which the first one gets past).
//! - The six-point block is read along the opponent's route, as in long
//!   nardy ([`blocks`]): it may run across the mover's 24|1 corner (the
//!   middle of the opponent's way), not across his 12|13 (where the
//!   opponent's way begins and ends).
//! - Both block rules are judged on the position after the whole play, as
//!   in long nardy; the option `block_each_landing` judges them after each
//!   die's landing too.
//! - The winner of the opening roll rolls again (the digest's Portes rule,
//!   taken for the whole of Tavli); no cube (the digest's Tavli line).

use super::blocks::{self, BlockTiming};
use super::long_nardy::ON_THE_HEAD;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet};
use crate::backgammon::movegen::Move;
use crate::backgammon::position::{Player, Position, Route, BAR};
use crate::common::side::BySide;

/// The start point: each side's 24-point.
pub const START: usize = 24;

/// Fevga with the default options.
pub const FEVGA: RuleSet = RuleSet {
    name: "fevga",
    checkers: 15,
    starts: BySide::new(ON_THE_HEAD, ON_THE_HEAD),
    route: Route::Parallel(12),
    capture: Capture::Block,
    entering: Entering::First,
    hook: Hook::Fevga {
        pass_start: true,
        blocks: BlockTiming::AfterPlay,
    },
    opening: Opening::RollAgain,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::NO_TRIPLE,
    cube: false,
    worth: BySide::splat(1),
    mother_rule: false,
};

/// The start rule: a step from the start is allowed once a checker has got
/// past the opponent's start point (`pass_start`; else into his starting
/// quarter), or while no other checker is on its way there.
pub fn start_allows(pass_start: bool, pos: &Position, m: &Move) -> bool {
    first_checker_allows(pos, m, goal(pass_start, pos))
}

/// Where the first checker must get to: past the opponent's start (the
/// mover's 12 on route Parallel(12)) with `pass_start`, else onto it (his
/// starting quarter is the mover's 12 to 7).
pub fn goal(pass_start: bool, pos: &Position) -> usize {
    let their_start = pos.route().mover_point(START);
    if pass_start {
        their_start - 1
    } else {
        their_start
    }
}

/// The first-checker rule of Fevga and of jacquet's courier
/// ([`super::jacquet`]): a step from the start (the 24-point) is allowed
/// once the rule is met ([`first_checker_arrived`]: a checker on `goal` or
/// below), or while no other checker is on its way there (points `goal + 1`
/// to 23: the first checker leaving, or going on).
pub fn first_checker_allows(pos: &Position, m: &Move, goal: usize) -> bool {
    usize::from(m.from) != START
        || first_checker_arrived(pos, goal)
        || !(goal + 1..START).any(|p| pos.mine(p) > 0)
}

/// The first-checker rule is met: a checker of the mover is on his point
/// `goal` or below, or borne off, or two or more are away from the start.
/// Without hitting the last is met only after the first (a second checker
/// leaves only then, and a checker past the goal stays past it); with
/// hitting (jacquet's option) it keeps the rule met when the first checker
/// has been hit after the others left, as Ludii's jacquet has it.
pub fn first_checker_arrived(pos: &Position, goal: usize) -> bool {
    if pos.off(Player::OnRoll) > 0 || (1..=goal).any(|p| pos.mine(p) > 0) {
        return true;
    }
    let away: u32 = (goal + 1..START)
        .chain([BAR])
        .map(|p| u32::from(pos.mine(p)))
        .sum();
    away >= 2
}

/// The block rules on `after` (a position within or after the turn, the
/// mover still on roll): no six points in a row of the opponent's route held
/// with all his checkers still to pass them (as in long nardy,
/// [`blocks::forbidden_block`]), never all six points of his starting
/// quarter ([`blocks::holds_starting_quarter`]).
pub fn blocks_allowed(after: &Position) -> bool {
    blocks::forbidden_block(after).is_none() && !blocks::holds_starting_quarter(after)
}
