//! Dutch backgammon: all fifteen checkers start off the board and enter into
//! the opponent's home board, as from the bar; none moves on until all are
//! in; then ordinary backgammon, except that (the default option) a blot may
//! be hit only by a player who has a checker in his own home board.

use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::position::{Position, Route};
use crate::common::side::BySide;

const ALL_OFF: Start = Start {
    board: board(&[]),
    reserve: 15,
};

/// Dutch backgammon with the default options.
pub const DUTCH: RuleSet = RuleSet {
    name: "dutch",
    checkers: 15,
    starts: BySide::new(ALL_OFF, ALL_OFF),
    route: Route::Opposite,
    capture: Capture::Hit,
    entering: Entering::First,
    hook: Hook::DutchHitting,
    opening: Opening::PlayOpeningDice,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::ORDINARY,
    cube: true,
    worth: BySide::splat(1),
    mother_rule: false,
    text: [
        "Dutch backgammon: all 15 checkers start off the board and enter into the \
         opponent's home board as from the bar; no checker moves on until all 15 are in. \
         Then the rules of backgammon, but a blot may be hit only by a player who has a \
         checker in his own home board (an option allows hitting at any time).",
        "Backgammon hollandais : les 15 dames partent hors du tablier et entrent dans le \
         jan intérieur adverse comme depuis la barre ; aucune ne poursuit sa route avant \
         que les 15 soient entrées. Ensuite les règles du backgammon, sauf qu'une dame \
         seule ne peut être frappée que par un joueur ayant une dame dans son propre jan \
         intérieur (une option permet de frapper à tout moment).",
    ],
};

/// The default hitting rule: the mover has a checker in his home board
/// (points 1 to 6) when he hits.
pub fn may_hit(pos: &Position) -> bool {
    (1..=6).any(|p| pos.mine(p) > 0)
}

/// Whether a checker of the mover could reach his home board during a turn
/// of `roll` (his lowest checker within the roll's pips of point 6): only
/// then can the hitting rule change within the turn.
pub fn may_come_home(pos: &Position, roll: crate::Roll) -> bool {
    let pips = if roll.is_doublet() {
        4 * usize::from(roll.high())
    } else {
        usize::from(roll.high() + roll.low())
    };
    (7..=6 + pips.min(19)).any(|p| p <= 25 && pos.mine(p) > 0)
}

/// Whether a checker of the mover could land on an opposing blot during a
/// turn of `roll` (one within the roll's pips behind it): if not, no hit
/// can happen, and the hitting rule refuses nothing.
pub fn may_reach_blot(pos: &Position, roll: crate::Roll) -> bool {
    let pips = if roll.is_doublet() {
        4 * usize::from(roll.high())
    } else {
        usize::from(roll.high() + roll.low())
    };
    (1..=24).any(|b| pos.pips()[b] == -1 && (b + 1..=(b + pips).min(25)).any(|p| pos.pips()[p] > 0))
}
