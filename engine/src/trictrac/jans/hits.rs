//! Hits (§6.2, §6.3): battre à vrai (for the roller) and battre à faux (for the
//! opponent). Hitting is virtual: the hitting checker does not move.

use super::{Jan, JanKind, Jans, Way, WayMove};
use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{Board, Table};

/// Scores every lone opposing checker the roll can reach.
pub(super) fn score(board: &Board, roller: Side, roll: Roll, jans: &mut Jans) {
    let mine = board.side(roller);
    let lone = board.opp_mask(roller, 1) & !board.opp_mask(roller, 2);
    if lone == 0 {
        return;
    }
    let closed = board.opp_mask(roller, 2); // a passage holding 2+ opposing checkers
    let (a, b) = (roll.high(), roll.low());
    let doublet = roll.is_doublet();
    let sum = roll.sum();
    let mut m = lone;
    while m != 0 {
        let t = m.trailing_zeros() as u8;
        m &= m - 1;
        let table = Table::of(t);
        let (ppw_vrai, ppw_faux) = match table {
            Table::Grand => (roll.pick(2, 4), roll.pick(2, 4)),
            Table::Petit => (roll.pick(4, 6), roll.pick(4, 6)),
        };
        let mut vrai = Jan::new(roller, roller, JanKind::BattreAVrai, ppw_vrai)
            .with_field(t)
            .with_table(table);
        let numbers: &[u8] = if doublet { &[a] } else { &[a, b] };
        for &n in numbers {
            if t > n && mine[(t - n) as usize] > 0 {
                let mv = WayMove {
                    from: t - n,
                    to: t,
                    number: n,
                    via: 0,
                };
                vrai.add_way(Way::new(n, &[mv]));
            }
        }
        let mut faux = None;
        if t > sum && mine[(t - sum) as usize] > 0 {
            let p = t - sum;
            let open = |via: u8| closed & (1 << via) == 0;
            let via = if doublet {
                Some(p + a).filter(|&v| open(v))
            } else if open(p + a) {
                Some(p + a)
            } else {
                Some(p + b).filter(|&v| open(v))
            };
            match via {
                Some(v) => {
                    let mv = WayMove {
                        from: p,
                        to: t,
                        number: sum,
                        via: v,
                    };
                    vrai.add_way(Way::new(sum, &[mv]));
                }
                None => {
                    let mv = WayMove {
                        from: p,
                        to: t,
                        number: sum,
                        via: p + a,
                    };
                    faux = Some(mv);
                }
            }
        }
        if vrai.n_ways() > 0 {
            jans.push(vrai);
        } else if let Some(mv) = faux {
            let mut j = Jan::new(roller, roller.opponent(), JanKind::BattreAFaux, ppw_faux)
                .with_field(t)
                .with_table(table);
            j.add_way(Way::new(sum, &[mv]));
            jans.push(j);
        }
    }
}
