//! `tables backgammon bench --bearoff`: the time to build the one-sided
//! bear-off database and the memory it holds.

use std::io::Write;
use std::time::Instant;

use crate::backgammon::bot::bearoff::{Database, POSITIONS};
use crate::cli::{write_out, Failure};

/// Builds the database twice (the best time counts) and prints
/// `bearoff_build_ms`, `bearoff_positions`, `bearoff_bytes` and the mean
/// rolls of 15 checkers on the 6-point and of the standard bear-off of
/// 3-3-3-2-2-2 (a check of the figures).
///
/// # Errors
/// Only a failed write.
pub fn run(out: &mut dyn Write) -> Result<(), Failure> {
    let mut best = f64::INFINITY;
    let mut db = None;
    for _ in 0..2 {
        let t = Instant::now();
        let built = Database::build();
        best = best.min(t.elapsed().as_secs_f64() * 1000.0);
        db = Some(built);
    }
    let db = db.expect("built");
    let build = if cfg!(debug_assertions) {
        "debug (figures are only meaningful with --release)"
    } else {
        "release"
    };
    write_out(
        out,
        &format!(
            "build: {build}\nbearoff_build_ms: {best:.0}\nbearoff_positions: {POSITIONS}\nbearoff_bytes: {}\nbearoff_mean_rolls_15_on_6: {:.4}\nbearoff_mean_rolls_3_3_3_2_2_2: {:.4}\n",
            db.bytes(),
            db.mean_rolls(&[0, 0, 0, 0, 0, 15]),
            db.mean_rolls(&[2, 2, 2, 3, 3, 3]),
        ),
    )
}
