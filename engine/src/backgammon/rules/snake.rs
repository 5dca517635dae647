//! Snake ("Ular", seed 002; thin): Black sets up as in backgammon; White has
//! two checkers on each of Black's 1, 2 and 3 points (his own 24, 23 and 22)
//! and nine off the board, which he must enter before anything else; then the
//! rules of backgammon. Seed 002's list for Black is a garbled copy of the
//! usual 2/5/3/5: the usual one is played.
//!
//! Readings along the routes: White enters "into Black's home board", his
//! own 24-19 (Black's 1-6 on the opposite routes). No block rule.

use super::standard::{board, BACKGAMMON};
use super::{RuleSet, Start};
use crate::common::side::BySide;

/// White's start in Snake and in American ([`super::american`]): two on
/// each of Black's 1, 2 and 3 points (White's 24, 23 and 22), nine to enter.
pub const WHITE_START: Start = Start {
    board: board(&[(24, 2), (23, 2), (22, 2)]),
    reserve: 9,
};

/// Snake.
pub const SNAKE: RuleSet = RuleSet {
    name: "snake",
    starts: BySide::new(
        WHITE_START,
        Start {
            board: board(&[(24, 2), (13, 5), (8, 3), (6, 5)]),
            reserve: 0,
        },
    ),
    ..BACKGAMMON
};
