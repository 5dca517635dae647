//! The rare jans (§6.1): six tables, deux tables and mézéas (and their
//! contre-jans). They depend on the position early in a relevé.

use super::{Jan, JanKind, Jans, RollContext, Way, WayMove};
use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{Board, CHECKERS, CORNER, OPP_CORNER, TALON};

pub(super) fn score(board: &Board, roller: Side, roll: Roll, ctx: &RollContext, jans: &mut Jans) {
    let mine = board.side(roller);
    let opp_holds_corner = board.opp_count(roller, OPP_CORNER) >= 2;
    let on_talon = mine[TALON as usize];
    let ppw = roll.pick(4, 6);
    let (a, b) = (roll.high(), roll.low());

    // Jan de six tables: within the first three rolls, the two numbers could
    // give one checker on each of 2..=7.
    if ctx.rolls_before < 3 && !roll.is_doublet() {
        if let Some(moves) = six_tables(board, roller, roll) {
            let mut j = Jan::new(roller, roller, JanKind::SixTables, 4).with_field(2);
            j.add_way(Way::new(roll.sum(), &moves));
            jans.push(j);
        }
    }

    if on_talon != CHECKERS - 2 {
        return;
    }
    let (to, deux, mezeas) = if opp_holds_corner {
        (
            roller.opponent(),
            JanKind::ContreDeuxTables,
            JanKind::ContreMezeas,
        )
    } else {
        (roller, JanKind::DeuxTables, JanKind::Mezeas)
    };

    // Jan de mézéas: the corner held by exactly two, nothing else off the talon,
    // and an ace (or two).
    if mine[CORNER as usize] == 2 {
        if b == 1 {
            let mut j = Jan::new(roller, to, mezeas, ppw).with_field(CORNER);
            j.add_way(Way::new(1, &[]));
            jans.push(j);
        }
        return;
    }

    // Jan de deux tables: the only two checkers off the talon can go one to each
    // rest corner, one with each number.
    let mut others = [0u8; 2];
    let mut k = 0;
    for p in 2..=24u8 {
        for _ in 0..mine[p as usize] {
            if k < 2 {
                others[k] = p;
            }
            k += 1;
        }
    }
    if k != 2 {
        return;
    }
    let [p1, p2] = others;
    let fits = |x: u8, y: u8| {
        p1 + x == CORNER && p2 + y == OPP_CORNER || p2 + x == CORNER && p1 + y == OPP_CORNER
    };
    let (x, y) = if fits(a, b) {
        (a, b)
    } else if fits(b, a) {
        (b, a)
    } else {
        return;
    };
    let (to_mine, to_his) = if p1 + x == CORNER { (p1, p2) } else { (p2, p1) };
    let m1 = WayMove {
        from: to_mine,
        to: CORNER,
        number: x,
        via: 0,
    };
    let m2 = WayMove {
        from: to_his,
        to: OPP_CORNER,
        number: y,
        via: 0,
    };
    let mut j = Jan::new(roller, to, deux, ppw).with_field(CORNER);
    j.add_way(Way::new(roll.sum(), &[m1, m2]));
    jans.push(j);
}

/// The moves by which the roll's two numbers could complete one checker on each
/// of positions 2..=7, if any (whether or not the player plays them).
fn six_tables(board: &Board, roller: Side, roll: Roll) -> Option<[WayMove; 2]> {
    let mine = board.side(roller);
    const FIELDS: u32 = 0b1111_1100; // positions 2..=7
    let have = board.mask(roller, 1) & FIELDS;
    let missing = (FIELDS & !have).count_ones();
    if missing > 2 {
        return None;
    }
    let blocked = board.opp_mask(roller, 1);
    let mut c = *mine;
    let (a, b) = (roll.high(), roll.low());
    let sources = board.mask(roller, 1);
    for (x, y) in [(a, b), (b, a)] {
        let mut m1 = sources;
        while m1 != 0 {
            let p = m1.trailing_zeros() as u8;
            m1 &= m1 - 1;
            let t = p + x;
            if t > 24 || blocked & (1 << t) != 0 {
                continue;
            }
            c[p as usize] -= 1;
            c[t as usize] += 1;
            let mut m2 = sources | 1 << t;
            while m2 != 0 {
                let q = m2.trailing_zeros() as u8;
                m2 &= m2 - 1;
                let u = q + y;
                if c[q as usize] == 0 || u > 24 || blocked & (1 << u) != 0 {
                    continue;
                }
                c[q as usize] -= 1;
                c[u as usize] += 1;
                let all = (2..=7).all(|f| c[f] >= 1);
                c[u as usize] -= 1;
                c[q as usize] += 1;
                if all {
                    let m1 = WayMove {
                        from: p,
                        to: t,
                        number: x,
                        via: 0,
                    };
                    let m2 = WayMove {
                        from: q,
                        to: u,
                        number: y,
                        via: 0,
                    };
                    return Some([m1, m2]);
                }
            }
            c[t as usize] -= 1;
            c[p as usize] += 1;
        }
    }
    None
}
