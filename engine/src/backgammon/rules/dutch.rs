//! Dutch backgammon: all fifteen checkers start off the board and enter into
//! the opponent's home board, as from the bar; none moves on until all are
//! in; then ordinary backgammon, except that (the default option) a blot may
//! be hit only by a player who has a checker in his own home board.
//!
//! Readings along the routes: "a checker in his own home board" is one on
//! the hitter's own 1-6, whatever the opponent's route; the checkers enter
//! "into the opponent's home board" onto the mover's own 24-19. No block
//! rule.

use super::standard::{board, BACKGAMMON};
use super::{Hook, RuleSet, Start};
use crate::backgammon::movegen::Move;
use crate::backgammon::position::Position;
use crate::backgammon::stepgen;
use crate::common::side::BySide;

const ALL_OFF: Start = Start {
    board: board(&[]),
    reserve: 15,
};

/// Dutch backgammon with the default options.
pub const DUTCH: RuleSet = RuleSet {
    name: "dutch",
    starts: BySide::new(ALL_OFF, ALL_OFF),
    hook: Hook::DutchHitting,
    ..BACKGAMMON
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

/// Whether a play found without the hitting rule (`moves` from `before`,
/// reaching `after`) can be played in an order that keeps it: each hit
/// after a checker of the mover is home. `None` when this cannot tell (a
/// checker borne off): the search must decide. When it can, `order` holds
/// the play's moves in such an order.
///
/// A play's result fixes its steps but for one checker moving both numbers
/// of a roll (either number first): the orders of its steps, and that
/// checker's other way, are all the ways to reach it.
pub fn some_order_keeps_the_rule(
    rules: &RuleSet,
    before: &Position,
    moves: &[Move],
    after: &Position,
    order: &mut [Move; 4],
) -> Option<bool> {
    if !moves.iter().any(|m| m.hit) {
        order[..moves.len()].copy_from_slice(moves);
        return Some(true);
    }
    if moves.iter().any(|m| m.to == 0) {
        return None;
    }
    let mut steps = [(0usize, 0usize); 4];
    for (s, m) in steps.iter_mut().zip(moves) {
        *s = (usize::from(m.from), usize::from(m.from - m.to));
    }
    let steps = &steps[..moves.len().min(4)];
    if any_order_reaches(rules, before, steps, 0, after, order) {
        return Some(true);
    }
    // One checker moving both numbers: the other number first.
    Some(match *steps {
        [(p, a), (q, b)] if q + a == p && a != b => {
            any_order_reaches(rules, before, &[(p, b), (p - b, a)], 0, after, order)
        }
        _ => false,
    })
}

/// Some order of the steps of `way` not yet played (`used`) is legal step
/// by step from `pos` and reaches `after`; its moves go to `order`.
fn any_order_reaches(
    rules: &RuleSet,
    pos: &Position,
    way: &[(usize, usize)],
    used: u8,
    after: &Position,
    order: &mut [Move; 4],
) -> bool {
    let depth = used.count_ones() as usize;
    if depth == way.len() {
        return pos == after;
    }
    (0..way.len()).any(|i| {
        let (from, die) = way[i];
        let repeat = (0..i).any(|j| used & 1 << j == 0 && way[j] == way[i]);
        if used & 1 << i != 0 || repeat {
            return false;
        }
        stepgen::step(rules, pos, from, die).is_some_and(|(next, m)| {
            order[depth] = m;
            any_order_reaches(rules, &next, way, used | 1 << i, after, order)
        })
    })
}
