//! Prime-rich positions for the rule sets with a block rule (long nardy,
//! Fevga): random reachable positions seldom hold five points in a row, so
//! a reading of the block rule is seldom put to the test on them. Here the
//! mover holds a run of 5 to 7 points in a row of the opponent's route, near
//! a corner of the board (where the two routes' numberings part: the
//! mover's 24|1 and 12|13), with spare checkers a die or two behind the run
//! to lengthen it, and the opponent's checkers mostly behind the run (the
//! block rule then binds), now and then one past it (then it does not).
//!
//! Built from the reading's own numbering ([`super::their_point_on_mine`]),
//! not the engine's routes.

use super::{their_point_on_mine, Reading};
use tables::backgammon::{Position, PositionSetup, Route};
use tables::dice::Rng;

/// A random prime-rich position of a facing-starts game (`r` long nardy's
/// or Fevga's reading), 15 checkers a side, all on the board.
pub fn prime_rich(rng: &mut Rng, r: &Reading) -> Position {
    let mut mine = [0u8; 25];
    let mut theirs = [0u8; 25];
    // The run's lowest point on the opponent's route: round his 12|13 (the
    // mover's 24|1), his 24|1 end (the mover's 12|13), or one of his own
    // quarter corners.
    let len = 5 + rng.below(3);
    let corner = [13, 1, 7, 19][rng.below(4)];
    let lo = (corner + 24 - len + rng.below(len + 1)).clamp(1, 25 - len);
    let run: Vec<usize> = (lo..lo + len).map(|q| their_point_on_mine(r, q)).collect();
    let mut left = 15u8;
    for &m in &run {
        mine[m] += 1;
        left -= 1;
    }
    // Spares one to twelve pips behind a point of the run (the mover's
    // higher points), able to land next to it.
    while left > 0 {
        let base = run[rng.below(run.len())];
        let p = base + 1 + rng.below(12);
        let p = if p > 24 || rng.below(5) == 0 {
            1 + rng.below(24)
        } else {
            p
        };
        mine[p] += 1;
        left -= 1;
    }
    // The opponent: behind the run on his route (his points above it),
    // sometimes one checker past it (below it).
    let mut left = 15u8;
    if lo > 1 && rng.below(4) == 0 {
        let q = 1 + rng.below(lo - 1);
        if mine[their_point_on_mine(r, q)] == 0 {
            theirs[q] += 1;
            left -= 1;
        }
    }
    let top = lo + len;
    let mut tries = 0;
    while left > 0 {
        tries += 1;
        let q = if top <= 24 && tries < 200 {
            top + rng.below(25 - top)
        } else {
            1 + rng.below(24)
        };
        if mine[their_point_on_mine(r, q)] == 0 {
            theirs[q] += 1;
            left -= 1;
        }
    }
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.route = Route::Parallel(12);
    // Index 0 of the setup is point 1 (24 its last point; 25 the bar).
    s.on_roll[..24].copy_from_slice(&mine[1..]);
    s.opponent[..24].copy_from_slice(&theirs[1..]);
    s.validate().expect("a valid prime-rich position")
}
