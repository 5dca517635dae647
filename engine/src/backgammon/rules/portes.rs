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
    text: [
        "Portes: backgammon's setup and moves, lone checkers hit to the bar. The winner \
         of the opening roll rolls both dice again for his first move (a doublet \
         counts). A game counts 1, or 2 if the loser has borne off no checker (an option: \
         if he still has a checker in his starting quarter, the winner's home board); \
         never 3. No cube.",
        "Portes : le placement et la marche du backgammon, les dames seules frappées vont \
         sur la barre. Le gagnant du tirage relance les deux dés pour son premier coup (un \
         doublé compte). Une partie vaut 1, ou 2 si le perdant n'a sorti aucune dame \
         (une option : s'il lui reste une dame dans son premier quart, le jan intérieur du \
         gagnant) ; jamais 3. Pas de videau.",
    ],
    ..BACKGAMMON
};
