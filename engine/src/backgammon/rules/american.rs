//! American (seed 002, first section "Amerika"; the digest's American line
//! follows it): White starts with two checkers on each of the points 1, 2
//! and 3 of the lower-left quarter and nine beside the board, which he
//! enters gradually; Black with all fifteen in the lower-right quarter, 2,
//! 5, 3 and 5 on its points 9, 10, 11 and 12; nobody is ever hit; White
//! moves first; the first to bear off all wins, 1 stake for Black, 3 for
//! White.
//!
//! The board, read from the seed alone. Its points 1 to 12 run along the
//! bottom from the left (1-6 the lower-left quarter, 7-12 the lower-right):
//! that is where it puts White's 1, 2, 3 ("lower-left") and Black's 9 to
//! 12 ("lower-right"). "The movement in the game is anticlockwise": along
//! the bottom to the right, up the right side, along the top to the left,
//! down the left side, for both. "Black moves to the upper left, then to
//! the lower left, to his home": from the lower right up through the top
//! to the lower-left quarter, where he bears off. "White also circles the
//! board and gathers in his home, the upper left": from the lower left all
//! the way round to the upper-left quarter. Numbering the circle 1 to 24
//! anticlockwise from the lower-left corner (13-24 along the top from the
//! right), each side's own points (24 where his route starts, 1 his ace
//! point) are:
//! - White: his own `w` is the circle's `25 - w`: he starts on his 24, 23,
//!   22 (the circle's 1, 2, 3), enters his nine as from the bar onto his 24
//!   to 19 (the circle's 1 to 6, Black's home), and bears off from his 6 to
//!   1 (the circle's 19 to 24, the upper left).
//! - Black: his route begins on the circle's 7 (his 24) and ends on its 6
//!   (his 1): he starts on his 22, 21, 20, 19 (the circle's 9 to 12) and
//!   bears off from the lower-left quarter (the circle's 6 to 1, his 1 to
//!   6).
//!
//! Both go round the same way, the starts 6 points apart: Black's own
//! point `q` is White's `((q + 17) % 24) + 1` ([`Route::Parallel`]`(18)`
//! seen by White, `Parallel(6)` by Black, [`RuleSet::route_for`]). Black
//! needs 304 pips; White 363 (138 on the board, the nine to enter 25 each).
//!
//! The rules:
//! - No checker is ever hit ("there are no dead checkers"): any opposing
//!   checker closes its point, a lone one included; moves pass over them.
//! - Six points in a row may be held ("you may lock the opponent's
//!   checkers, building a chain of six in their way"): no block rule, so no
//!   reading of "in front of" to make.
//! - White enters his nine "gradually": whenever he likes, one checker a
//!   number, as from the bar; he may move the others meanwhile.
//! - White rolls first: no opening roll.
//! - The first to bear off all his checkers wins: 1 stake for Black, 3 for
//!   White ([`RuleSet::worth`]). The seed names no gammon: every game is
//!   single. No cube: the seed has none in a game of agreed stakes.
//!
//! An earlier reading put the two sides on backgammon's opposite routes
//! (White from Black's 1, 2, 3 points round to his home, Black from his
//! outer board, 161 pips against 363); it kept the seed's quarters but not
//! its one direction for both, and no source describes it: it is gone.

use super::snake::WHITE_START;
use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::position::Route;
use crate::common::side::BySide;

/// American.
pub const AMERICAN: RuleSet = RuleSet {
    name: "american",
    checkers: 15,
    starts: BySide::new(
        WHITE_START,
        Start {
            board: board(&[(22, 2), (21, 5), (20, 3), (19, 5)]),
            reserve: 0,
        },
    ),
    route: Route::Parallel(18),
    capture: Capture::Block,
    entering: Entering::Free,
    hook: Hook::None,
    opening: Opening::WhiteFirst,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results {
        gammons: false,
        backgammons: false,
        ..Results::ORDINARY
    },
    cube: false,
    worth: BySide::new(3, 1),
    mother_rule: false,
};
