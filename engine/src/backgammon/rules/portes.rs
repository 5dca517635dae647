//! Portes (the first game of Greek Tavli): backgammon's setup and movement,
//! hitting included; a game counts 1, or 2 (no triple) when the loser has
//! borne off no checker (the default, after Wikipedia) or, as an option, when
//! he still has a checker in his starting quarter (the winner's home board)
//! or on the bar. The winner of the opening roll rolls both dice again
//! (doublets possible). No cube (the digest's Tavli line).
//!
//! Readings along the routes: the option's "checker in his starting
//! quarter" is one on the loser's own 19-24 (or on the bar), which on the
//! opposite routes is the winner's home board, his 1-6. No block rule.

use super::standard::BACKGAMMON;
use super::{Opening, Results, RuleSet};

/// Portes with the default options.
pub const PORTES: RuleSet = RuleSet {
    name: "portes",
    opening: Opening::RollAgain,
    results: Results::NO_TRIPLE,
    cube: false,
    ..BACKGAMMON
};
