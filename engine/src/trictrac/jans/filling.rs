//! Jans de remplissage (§6.4): making a petit jan, grand jan or jan de retour,
//! counted by number (by a, by b, by a+b tout d'une), and conserving one.

use super::{Jan, JanKind, Jans, Way, WayMove};
use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{Board, Quarter, CORNER};
use crate::trictrac::movegen::TurnsInfo;
use crate::trictrac::turn::Turn;

fn kinds(q: Quarter) -> (JanKind, JanKind) {
    match q {
        Quarter::Q1 => (JanKind::PetitJan, JanKind::ConserverPetitJan),
        Quarter::Q2 => (JanKind::GrandJan, JanKind::ConserverGrandJan),
        _ => (JanKind::JanDeRetour, JanKind::ConserverJanDeRetour),
    }
}

/// Scores making and conserving for each fillable quarter.
pub(super) fn score(
    board: &Board,
    roller: Side,
    roll: Roll,
    info: &TurnsInfo,
    turns: &[Turn],
    jans: &mut Jans,
) {
    let ppw = roll.pick(4, 6);
    for q in Quarter::FILLABLE {
        let (make, keep) = kinds(q);
        let possible = info.fillable & q.bit() != 0;
        if !possible {
            continue;
        }
        if board.is_filled(roller, q) {
            // Conserving: some legal play keeps it whole (also by impuissance).
            let mut j = Jan::new(roller, roller, keep, ppw).with_field(q.first());
            j.add_way(Way::new(0, &[]));
            jans.push(j);
            continue;
        }
        let mut j = Jan::new(roller, roller, make, ppw).with_field(q.first());
        make_ways(board, roller, roll, q, &mut j);
        if j.n_ways() == 0 {
            // Two fields to cover (or an empty one, or the corner): one way at most.
            let moves = turns
                .iter()
                .find(|t| t.filled & q.bit() != 0)
                .map(turn_moves)
                .unwrap_or_default();
            j.add_way(Way::new(roll.sum(), &moves[..moves_len(&moves)]));
        }
        jans.push(j);
    }
}

fn turn_moves(t: &Turn) -> [WayMove; 2] {
    let mut out = [WayMove::default(); 2];
    for (o, s) in out.iter_mut().zip(t.steps()) {
        *o = WayMove {
            from: s.from,
            to: s.to,
            number: s.die,
            via: 0,
        };
    }
    out
}

fn moves_len(m: &[WayMove; 2]) -> usize {
    m.iter().filter(|w| w.from != 0).count()
}

/// With exactly one demi-case left to cover, each number (a, b, a+b; doublet d,
/// 2d) that some checker can play onto it, without uncovering a field of the
/// quarter (or leaving one of the last two checkers of the corner), is a way.
fn make_ways(board: &Board, roller: Side, roll: Roll, q: Quarter, jan: &mut Jan) {
    let mine = board.side(roller);
    let mut target = 0u8;
    let mut need = 0u8;
    for p in q.positions() {
        let n = mine[p as usize];
        if n < 2 {
            need += 2 - n;
            target = p;
        }
    }
    if need != 1 {
        return;
    }
    let blocked = board.opp_mask(roller, 1);
    let free = |p: u8| blocked & (1 << p) == 0;
    let (a, b) = (roll.high(), roll.low());
    let numbers: [(u8, bool); 3] = if roll.is_doublet() {
        [(a, false), (2 * a, true), (0, false)]
    } else {
        [(a, false), (b, false), (a + b, true)]
    };
    for (n, is_sum) in numbers {
        if n == 0 || target <= n {
            continue;
        }
        let p = target - n;
        let c = mine[p as usize];
        if c == 0 {
            continue;
        }
        let in_quarter = q.positions().contains(&p);
        if (in_quarter || p == CORNER) && c == 2 {
            continue; // would uncover a field of the quarter / break the corner
        }
        let via = if !is_sum {
            0
        } else if roll.is_doublet() {
            if free(p + a) {
                p + a
            } else {
                continue;
            }
        } else if free(p + a) {
            p + a
        } else if free(p + b) {
            p + b
        } else {
            continue;
        };
        let mv = WayMove {
            from: p,
            to: target,
            number: n,
            via,
        };
        jan.add_way(Way::new(n, &[mv]));
    }
}
