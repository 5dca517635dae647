//! Passage to the jeu de retour (§3.6): where a checker may stop on the
//! opponent's side, decided by whether the opponent can still fill his jans.

use crate::common::side::Side;
use crate::trictrac::board::{Board, Quarter, OPP_CORNER};
use crate::trictrac::options::PassageRule;

/// Whether `owner` can still fill his quarter `q` (Q1 = petit jan, Q2 = grand
/// jan), by the digest's convention: none of the other side's checkers stands in
/// it, and for each of its fields in his order (i = 1..=6 from his talon side) he
/// has at least 2·i checkers on that field or behind it.
pub fn can_still_fill(board: &Board, owner: Side, q: Quarter) -> bool {
    debug_assert!(matches!(q, Quarter::Q1 | Quarter::Q2));
    let other = owner.opponent();
    let c = board.side(owner);
    let first = q.first();
    let mut cum: u32 = c[1..first as usize].iter().map(|&n| u32::from(n)).sum();
    for i in 0..6u8 {
        let pos = first + i;
        if board.count(other, 25 - pos) > 0 {
            return false;
        }
        cum += u32::from(c[pos as usize]);
        if cum < 2 * u32::from(i + 1) {
            return false;
        }
    }
    true
}

/// The positions (bits of `mover`'s numbering) where `mover` may not stop a
/// checker this turn: always the opponent's rest corner, plus the quarters the
/// opponent can still fill.
pub fn forbidden_stops(board: &Board, mover: Side, rule: PassageRule) -> u32 {
    let opp = mover.opponent();
    let petit = can_still_fill(board, opp, Quarter::Q1); // my Q4
    let grand = can_still_fill(board, opp, Quarter::Q2); // my Q3
    let mut m = 1u32 << OPP_CORNER;
    match rule {
        PassageRule::PerQuarter => {
            if grand {
                m |= Quarter::Q3.mask();
            }
            if petit {
                m |= Quarter::Q4.mask();
            }
        }
        PassageRule::Literal => {
            if petit {
                m |= Quarter::Q3.mask() | Quarter::Q4.mask();
            } else if grand {
                m |= Quarter::Q3.mask();
            }
        }
    }
    m
}
