//! Timing for the benchmarks: the best of a few rounds, with a check of each
//! unit's result so that a fast-but-wrong run cannot pass for fast.

use std::io::Write;
use std::time::{Duration, Instant};

use super::{write_out, Failure, EXIT_FAILED};

/// Rounds of each measurement; the best round is reported, which filters out
/// the time lost to other processes on a busy machine.
pub const ROUNDS: u32 = 5;

/// Runs `unit` (returning the work it did and whether its result was right)
/// in [`ROUNDS`] rounds of `total / ROUNDS` each (at least one unit a round).
/// Returns the best rate (work per second), the units run, and whether every
/// unit was right.
pub fn best_rate(total: Duration, mut unit: impl FnMut() -> (u64, bool)) -> (f64, u64, bool) {
    let round = total / ROUNDS;
    let (mut best, mut units, mut ok) = (0f64, 0u64, true);
    for _ in 0..ROUNDS {
        let start = Instant::now();
        let mut work = 0u64;
        loop {
            let (w, right) = unit();
            work += w;
            units += 1;
            ok &= right;
            if start.elapsed() >= round {
                break;
            }
        }
        best = best.max(work as f64 / start.elapsed().as_secs_f64());
    }
    (best, units, ok)
}

/// Writes a benchmark's report, then fails with status 1 if a check found
/// `problems`.
///
/// # Errors
/// The problems (status 1), or a failed write.
pub fn finish(out: &mut dyn Write, report: &str, problems: Vec<String>) -> Result<(), Failure> {
    write_out(out, report)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Failure {
            messages: problems,
            status: EXIT_FAILED,
        })
    }
}
