//! Battre le coin (§6.2): hitting the opponent's empty rest corner.

use super::{Jan, JanKind, Jans, Way, WayMove};
use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{Board, CORNER, OPP_CORNER};

/// I hold my corner, his is empty, and two checkers could go onto it, one with
/// each number; of my corner only the surcases may contribute.
pub(super) fn score(board: &Board, roller: Side, roll: Roll, jans: &mut Jans) {
    if !board.holds_corner(roller) || board.opp_count(roller, OPP_CORNER) > 0 {
        return;
    }
    let mine = board.side(roller);
    let available = |p: u8| -> u8 {
        let n = mine[p as usize];
        if p == CORNER {
            n.saturating_sub(2)
        } else {
            n
        }
    };
    let (a, b) = (roll.high(), roll.low());
    let (s1, s2) = (OPP_CORNER - a, OPP_CORNER - b);
    let ok = if roll.is_doublet() {
        available(s1) >= 2
    } else {
        available(s1) >= 1 && available(s2) >= 1
    };
    if ok {
        let mut j =
            Jan::new(roller, roller, JanKind::BattreLeCoin, roll.pick(4, 6)).with_field(OPP_CORNER);
        let m1 = WayMove {
            from: s1,
            to: OPP_CORNER,
            number: a,
            via: 0,
        };
        let m2 = WayMove {
            from: s2,
            to: OPP_CORNER,
            number: b,
            via: 0,
        };
        j.add_way(Way::new(roll.sum(), &[m1, m2]));
        jans.push(j);
    }
}
