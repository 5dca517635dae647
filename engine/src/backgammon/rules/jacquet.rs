//! Jacquet, the French game of the 19th century (the digest's Matador and
//! Jacquet lines; Ludii's `Jacquet.lud` after Moulidars 1840; French rule
//! pages): fifteen checkers each on the own start, both going round the same
//! way, and a courier ("postillon") that must reach the home board before a
//! second checker leaves the start.
//!
//! The board. Each player's fifteen start on one corner point, diagonally
//! opposite the other's: "the leftmost point on the opponent's side" (Ludii,
//! Moulidars), "the point at the far left in front of oneself" (French pages
//! that go round anticlockwise) — the same picture mirrored. Both go round
//! the same way, so each start is the other's 12-point and the route is
//! [`Route::Parallel`]`(12)`, as in long nardy and Fevga (Ludii's two tracks:
//! the second starts on the first's 13th point). In the engine's numbering
//! each side's checkers start on his 24-point and he bears off from his 1 to
//! 6, the last quarter of his way.
//!
//! The rules (the digest's default, the French rules):
//! - No hitting: a point with any opposing checker is closed, a lone one
//!   included. The option `blocking` off plays Ludii's rules instead: a lone
//!   checker is hit to the bar and re-enters at the start of its way (its
//!   first quarter), the bar first, as in backgammon.
//! - The courier: while no checker of a player has reached his home board
//!   (points 1 to 6), no second checker may leave his start. It is Fevga's
//!   first-checker rule with the home board as the goal
//!   ([`super::fevga::first_checker_allows`]), judged step by step: the
//!   others may leave in the turn the courier arrives.
//! - Doublets are played four times (Ludii's "the throw twice" is the same).
//! - The first to bear off all his checkers wins.
//!
//! Choices where the sources are thin or silent:
//! - A game counts 1: no source counts a double game. No cube (the French
//!   pages: jacquet has none).
//! - The higher opening die begins and rolls again (a French page; Ludii has
//!   no opening roll).
//! - The courier rule is judged on the position: it is met by a checker in
//!   the home board or borne off, or by two checkers away from the start.
//!   Without hitting the last follows from the first; with hitting it keeps
//!   the rule met after the courier is hit (Ludii's condition), but a hit
//!   checker that re-enters on the start counts as never having left.
//! - Some French pages forbid a six-point prime until the player holds the
//!   last two points of his way; the digest does not have it: it is not
//!   played.
//!
//! Matador (seed 002, thin) is jacquet with a rule on 4-3: a rule set built
//! as `RuleSet { name: "matador", hook: ..., ..JACQUET }`, its hook calling
//! [`courier_allows`] as well as its own.
//!
//! Readings along the routes: the courier's goal, "the home board" (the
//! digest's "last quarter"), is the mover's own 1-6 on his own route; the
//! opponent's route (his 24 on the mover's 12) plays no part in it. No block
//! rule (the French pages' restriction on a six-point prime is not played).

use super::fevga;
use super::long_nardy::ON_THE_HEAD;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet};
use crate::backgammon::movegen::Move;
use crate::backgammon::position::{Position, Route, BAR};
use crate::common::side::BySide;

/// The courier's goal: the mover's home board, his points 1 to 6.
pub const HOME: usize = 6;

/// Jacquet with the default options (the French rules).
pub const JACQUET: RuleSet = RuleSet {
    name: "jacquet",
    checkers: 15,
    starts: BySide::new(ON_THE_HEAD, ON_THE_HEAD),
    route: Route::Parallel(12),
    capture: Capture::Block,
    entering: Entering::First,
    hook: Hook::Courier,
    opening: Opening::RollAgain,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results {
        gammons: false,
        backgammons: false,
        ..Results::ORDINARY
    },
    cube: false,
    worth: BySide::splat(1),
    mother_rule: false,
};

/// The courier rule: step `m` may leave the start (the 24-point) once a
/// checker has reached the home board, or while no other is on its way.
pub fn courier_allows(pos: &Position, m: &Move) -> bool {
    fevga::first_checker_allows(pos, m, HOME)
}

/// The courier rule is met and stays met whatever the mover plays this turn
/// (no checker on the bar, which could re-enter onto the start): the
/// ordinary generator may play the turn.
pub fn courier_settled(pos: &Position) -> bool {
    pos.mine(BAR) == 0 && fevga::first_checker_arrived(pos, HOME)
}
