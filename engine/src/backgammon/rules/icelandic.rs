//! Icelandic backgammon (seed 002, **thin**: the seed's paragraph read
//! literally, nothing added from elsewhere).
//!
//! What the seed says: the checkers stand on the right side; the players
//! draw lots or agree who takes the upper-right quarter and who the
//! lower-right; the position of the checkers decides who attacks and who
//! evades; they go anticlockwise; a checker that lands on fleeing checkers
//! beats them and takes their point, and the beaten checkers leave the game;
//! the upper-right checkers flee until, gone round the board, they catch up
//! with the opponent's and attack them; a player down to one checker may,
//! whatever the dice, move it to a corner (points 24, 19, 18, 13, 12, 7, 6,
//! 1), the numbers he rolled then going to the opponent, who plays them; the
//! last checker then goes between corners, where 1s and 6s matter most; the
//! game goes on until a player has no checker left.
//!
//! How the engine plays it:
//! - The board and the way are the chase's ([`super::chase`]; the seed
//!   opens the chase with "Icelandic backgammon: six white checkers on 1–6
//!   and six black on I–VI"): White takes the lower-right quarter, his
//!   points 1–6, Black the upper-right, his 19–24, both sides numbered
//!   alike ([`Route::Parallel`]`(0)`), each going from 24 down to 1 and
//!   round again ([`crate::backgammon::circuit`]); nothing is borne off.
//! - Every number counts, doublets four times, as in backgammon.
//! - A checker may land anywhere: on his own (they stack) or on opposing
//!   checkers, which it captures, all of them; captured checkers leave the
//!   game.
//! - A player with one checker left may, instead of playing his roll, jump
//!   it to the nearest corner ahead whatever the dice; his roll's numbers
//!   then pass to the opponent, who plays them (as much of them as he can)
//!   before his own turn. Once on a corner, the last checker moves only to
//!   corners, by the dice as usual: from any corner a 6 reaches the corner
//!   after next, a 1 or a 5 the next one from half of them.
//! - The player who captures the opponent's last checker wins 1 point.
//!
//! Choices where the sources are silent:
//! - Six checkers each, one a point of the quarter (the seed gives no
//!   count for this game; its chase, "Icelandic backgammon" too, has six).
//! - Attackers and evaders are not a state of their own: all go the same
//!   way, so a checker only ever lands on an opposing one from behind — the
//!   lander is the attacker, the one taken the evader. The upper-right
//!   checkers start just ahead of the lower-right ones and flee; once round
//!   the board they come up behind them and attack: the seed's roles, read
//!   off the position.
//! - The jump goes to the nearest corner ahead (the seed: "to a corner"),
//!   not from a corner; when the dice can bring the checker there too, that
//!   play is the ordinary one (the numbers are played, not passed on). The
//!   numbers passed to the opponent are played by him as the rest of a turn
//!   (the gul bara's way); he may not jump with them.
//! - The last checker on a corner, however it came there (a jump or the
//!   dice), moves only to corners; off the corners it moves as any checker
//!   (or jumps).
//! - The higher opening die plays both numbers (backgammon's opening); a
//!   win counts 1 (the seed scores nothing); no cube; one stake a game
//!   ([`Stakes::PerGame`]).
//! - No move cap: every number of every roll can be played by a side with
//!   two checkers or more (nothing blocks), each capture brings the end
//!   nearer, and the last checker is caught in time; random games end.
//!
//! Readings along the routes: "the nearest corner" is counted in the
//! checker's direction of travel round the circuit (one track, both the
//! same way). No block rule.

use super::chase::{LOWER_RIGHT, SINGLE_ONLY, UPPER_RIGHT};
use super::{Capture, Entering, Hook, Opening, RollRule, RuleSet};
use crate::backgammon::circuit::{ahead, corner_ahead, is_corner, land, Sides};
use crate::backgammon::matchplay::Stakes;
use crate::backgammon::movegen::Move;
use crate::backgammon::position::{Position, Route};
use crate::common::side::BySide;

/// Icelandic backgammon.
pub const ICELANDIC: RuleSet = RuleSet {
    name: "icelandic",
    checkers: super::chase::CHECKERS,
    starts: BySide::new(LOWER_RIGHT, UPPER_RIGHT),
    route: Route::Parallel(0),
    capture: Capture::Remove,
    entering: Entering::First,
    hook: Hook::Icelandic,
    opening: Opening::PlayOpeningDice,
    rolls: RollRule::Ordinary,
    stakes: Some(Stakes::PerGame),
    results: SINGLE_ONLY,
    cube: false,
    worth: BySide::splat(1),
    mother_rule: false,
};

/// Where a step of Icelandic backgammon lands: `die` points on, onto
/// anything (his own checkers join, opposing ones are captured); his last
/// checker, from a corner, only onto a corner (`None`: refused).
#[inline]
pub fn landing(_pos: &Position, sides: Sides, from: usize, die: usize) -> Option<usize> {
    let to = ahead(from, die);
    if sides.lone && is_corner(from) && !is_corner(to) {
        return None;
    }
    Some(to)
}

/// The mover's checker on `from` is his last and stands on a corner.
pub fn last_on_corner(pos: &Position, from: usize) -> bool {
    pos.checkers() == 1 && is_corner(from)
}

/// The last checker's jump: the mover has one checker left, off the
/// corners; it goes to the nearest corner ahead whatever the dice
/// (capturing what is there). The position after it and the move.
pub fn jump(pos: &Position) -> Option<(Position, Move)> {
    if pos.checkers() != 1 {
        return None;
    }
    let from = (1..=24).find(|&p| pos.pips()[p] > 0)?;
    if is_corner(from) {
        return None;
    }
    Some(land(pos, from, corner_ahead(from, 1)))
}
