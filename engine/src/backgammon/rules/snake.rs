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
    text: [
        "Snake (\"Ular\", from Indonesia, where it is described in two lines): Black sets up as in backgammon; White has two \
         checkers on each of Black's 1, 2 and 3 points (White's own 24, 23 and 22) and nine \
         off the board, which he must enter, into Black's home board, before moving \
         anything else; then the rules of backgammon. The source describes it in two \
         lines: these are the rules played here.",
        "Serpent (« Ular », d'Indonésie, où il est décrit en deux lignes) : Noir se place comme au backgammon ; Blanc a deux \
         dames sur chacun des points 1, 2 et 3 de Noir (ses propres points 24, 23 et 22) \
         et neuf hors du tablier, qu'il doit entrer, dans le jan intérieur de Noir, avant \
         de jouer quoi que ce soit d'autre ; ensuite les règles du backgammon. La source \
         le décrit en deux lignes : ce sont les règles jouées ici.",
    ],
    ..BACKGAMMON
};
