//! Backgammon, Nackgammon and Hypergammon: ordinary movement and results,
//! different setups.
//!
//! Readings along the routes ("in front of", "ahead", "behind"): the two
//! routes run opposite ways, the opponent's own point `q` being the mover's
//! `25 - q`. A backgammon's "checker still in the winner's home board" is
//! one on the winner's 1-6 (the loser's own 19-24) or on the bar. There is
//! no block rule: a six-point prime may be held anywhere.

use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::position::Route;
use crate::common::side::BySide;

/// Own-side counts from (point, checkers) pairs.
pub(crate) const fn board(pairs: &[(usize, u8)]) -> [u8; 25] {
    let mut s = [0u8; 25];
    let mut i = 0;
    while i < pairs.len() {
        s[pairs[i].0 - 1] = pairs[i].1;
        i += 1;
    }
    s
}

/// Both sides starting alike, on the board, from (point, checkers) pairs.
const fn both(pairs: &[(usize, u8)]) -> BySide<Start> {
    let start = Start {
        board: board(pairs),
        reserve: 0,
    };
    BySide::new(start, start)
}

/// Backgammon: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
pub const BACKGAMMON: RuleSet = RuleSet {
    name: "backgammon",
    checkers: 15,
    starts: both(&[(24, 2), (13, 5), (8, 3), (6, 5)]),
    route: Route::Opposite,
    capture: Capture::Hit,
    entering: Entering::First,
    hook: Hook::None,
    opening: Opening::PlayOpeningDice,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::ORDINARY,
    cube: true,
    worth: BySide::splat(1),
    mother_rule: false,
};

/// Nackgammon (Nack Ballard's): 2 on the 24, 2 on the 23, 4 on the 13, 3 on
/// the 8, 4 on the 6.
pub const NACKGAMMON: RuleSet = RuleSet {
    name: "nackgammon",
    starts: both(&[(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)]),
    ..BACKGAMMON
};

/// Hypergammon: 3 checkers each, on the opponent's 1, 2 and 3 points.
pub const HYPERGAMMON_3: RuleSet = RuleSet {
    name: "hypergammon",
    checkers: 3,
    starts: both(&[(24, 1), (23, 1), (22, 1)]),
    ..BACKGAMMON
};

/// Hypergammon with 2 checkers (gnubg's "hypergammon2"): on the 24 and 23.
pub const HYPERGAMMON_2: RuleSet = RuleSet {
    name: "hypergammon2",
    checkers: 2,
    starts: both(&[(24, 1), (23, 1)]),
    ..BACKGAMMON
};

/// Hypergammon with 1 checker (gnubg's "hypergammon1"): on the 24.
pub const HYPERGAMMON_1: RuleSet = RuleSet {
    name: "hypergammon1",
    checkers: 1,
    starts: both(&[(24, 1)]),
    ..BACKGAMMON
};
