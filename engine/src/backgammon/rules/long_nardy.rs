//! Long nardy (seed 002 and Wikipedia): all fifteen checkers start on the
//! "head" (each side's own 24-point; the heads face each other, so the
//! route is [`Route::Parallel`]`(12)`), both sides go round the same way, no
//! hitting (a single checker closes a point); only one checker leaves the
//! head a turn, except on a player's first roll of 6-6, 4-4 or (the default
//! option) 3-3, when two may; no block of six consecutive points unless an
//! opposing checker is already ahead of it; mars (gammon) counts 2, there is
//! no coke (backgammon); the winner of the opening roll rolls again.
//!
//! Choices where the sources are silent:
//! - A player's first roll is known from the position: all his checkers are
//!   still on the head before the turn (no hook needs the game's history;
//!   a player always has a legal move on his first roll, so no later turn
//!   starts with the head full).
//! - The six-block rule is read along the opponent's route ([`blocks`]): six
//!   of his points in a row held, none of his checkers past them (nor borne
//!   off). The mover's 24|1 corner is the middle of that route, so a block
//!   may run across it; his 12|13 is where the opponent's route begins and
//!   ends, so six points across it are no block.
//! - It is judged on the position after the whole play (a block made and
//!   broken within one turn is none); the option `block_each_landing`
//!   judges it after each die's landing too.
//! - The cube is used: seed 002 multiplies tournament points by the cube's
//!   value in long as in short backgammon; as in backgammon it may not be
//!   turned before the first move (the first mover's second roll).

use super::blocks::{self, BlockTiming};
use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::movegen::Move;
use crate::backgammon::position::{Position, Route};
use crate::backgammon::stepgen::Turn;
use crate::common::dice::Roll;
use crate::common::side::BySide;

/// The head: each side's 24-point, where all its checkers start.
pub const HEAD: usize = 24;

pub(crate) const ON_THE_HEAD: Start = Start {
    board: board(&[(HEAD, 15)]),
    reserve: 0,
};

/// Long nardy with the default options.
pub const LONG_NARDY: RuleSet = RuleSet {
    name: "long-nardy",
    checkers: 15,
    starts: BySide::new(ON_THE_HEAD, ON_THE_HEAD),
    route: Route::Parallel(12),
    capture: Capture::Block,
    entering: Entering::First,
    hook: Hook::LongNardy {
        three_three: true,
        blocks: BlockTiming::AfterPlay,
    },
    opening: Opening::RollAgain,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::NO_TRIPLE,
    cube: true,
    worth: BySide::splat(1),
    mother_rule: false,
};

/// The head rule: step `m` may leave the head if fewer checkers than the
/// turn allows have left it so far.
pub fn head_allows(three_three: bool, turn: &Turn, m: &Move) -> bool {
    if usize::from(m.from) != HEAD {
        return true;
    }
    let left = turn
        .steps
        .iter()
        .filter(|s| usize::from(s.from) == HEAD)
        .count();
    left < head_limit(three_three, turn)
}

/// Checkers that may leave the head this turn: two on a first roll of 6-6,
/// 4-4 (or 3-3 with `three_three`), else one.
pub fn head_limit(three_three: bool, turn: &Turn) -> usize {
    limit(three_three, turn.rules, turn.before, turn.roll)
}

fn limit(three_three: bool, rules: &RuleSet, before: &Position, roll: Roll) -> usize {
    let first = before.mine(HEAD) == rules.checkers;
    let special = roll.is_doublet()
        && match roll.high() {
            6 | 4 => true,
            3 => three_three,
            _ => false,
        };
    if first && special {
        2
    } else {
        1
    }
}

/// Both rules on a whole play, from `before` to `after`: no more checkers
/// have left the head than the turn allows (nothing ever comes back to the
/// head, so the counts tell), and no forbidden block. A play that keeps them
/// can be played in an order that keeps them step by step.
pub fn play_allows(
    three_three: bool,
    rules: &RuleSet,
    before: &Position,
    roll: Roll,
    after: &Position,
) -> bool {
    let left = usize::from(before.mine(HEAD) - after.mine(HEAD));
    left <= limit(three_three, rules, before, roll) && blocks_allowed(after)
}

/// The six-block rule on `after` (a position within or after the turn, the
/// mover still on roll): no six points in a row of the opponent's route held
/// by the mover with all the opponent's checkers still to pass them
/// ([`blocks::forbidden_block`]).
pub fn blocks_allowed(after: &Position) -> bool {
    blocks::forbidden_block(after).is_none()
}
