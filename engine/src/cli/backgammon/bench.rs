//! `tables backgammon bench`: how fast the engine generates legal plays and
//! plays random games — with checks, so that fast-but-wrong cannot pass.
//!
//! The movegen figure runs over a FIXED set of reachable positions: every
//! position where a side was about to roll in random games with fixed seeds
//! ([`positions`]), times the 21 rolls; every timed pass checks its total of
//! results against [`EXPECTED_RESULTS`], recorded from the engine after the
//! generator matched GNU Backgammon's fixtures and the step-by-step validator.
//! Update it only for a deliberate change of the rules or of the set.

use std::hint::black_box;
use std::io::Write;
use std::time::Duration;

use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::playout::{opening_roll, play_out};
use crate::backgammon::{movegen, Position, RuleSet, Variant};
use crate::cli::measure::{best_rate, finish};
use crate::cli::Failure;
use crate::dice::{Rng, SeededDice};
use crate::Roll;

/// Positions in the fixed set.
pub const BENCH_POSITIONS: usize = 2_000;
/// Seed of the games that give the fixed set, and of the timed games.
pub const BENCH_SEED: u64 = 20_261_201;
/// Total legal results over the fixed positions × 21 rolls.
pub const EXPECTED_RESULTS: u64 = 985_354;

/// The fixed positions (each seen from the side about to roll): every such
/// position of random backgammon games seeded from [`BENCH_SEED`], the first
/// [`BENCH_POSITIONS`].
pub fn positions() -> Vec<Position> {
    drawn_positions(Variant::Backgammon.rules(), false)
}

/// The same for any rule set, the plays drawn among the results sorted by
/// their packed form, so that the positions do not change with a
/// generator's order (as they would with the rule sets the fast and the
/// step-by-step generators share).
pub fn positions_of(rules: &RuleSet) -> Vec<Position> {
    drawn_positions(rules, true)
}

fn drawn_positions(rules: &RuleSet, sorted_draw: bool) -> Vec<Position> {
    let mut out = Vec::with_capacity(BENCH_POSITIONS);
    let mut game = 0u64;
    while out.len() < BENCH_POSITIONS {
        let mut dice = SeededDice::new(BENCH_SEED.wrapping_add(game));
        let mut rng = Rng::new(BENCH_SEED ^ game);
        game += 1;
        let (first, _) = opening_roll(&mut dice);
        play_out(
            rules,
            &rules.start(),
            Some(first),
            &mut dice,
            10_000,
            |pos, _, results| {
                if out.len() < BENCH_POSITIONS {
                    out.push(*pos);
                }
                let k = rng.below(results.len());
                if !sorted_draw {
                    return k;
                }
                let mut sorted: Vec<usize> = (0..results.len()).collect();
                sorted.sort_by_key(|&i| results[i].packed());
                sorted[k]
            },
        );
    }
    out
}

fn movegen_pass(positions: &[Position], buf: &mut Vec<Position>) -> u64 {
    let mut total = 0u64;
    for pos in positions {
        for roll in Roll::ALL_21 {
            movegen::resulting_positions(pos, roll, buf);
            total += black_box(buf.len()) as u64;
        }
    }
    total
}

/// The rule sets' target: at least a million generations a second each.
pub const VARIANT_TARGET: f64 = 1_000_000.0;

/// `bench --variant V` (or `all`): the move generation of each rule set over
/// its own fixed positions, checked against its own reference pass.
///
/// # Errors
/// Status 1 when a timed pass disagrees with the reference pass.
pub fn run_variants(quick: bool, variants: &[Variant], out: &mut dyn Write) -> Result<(), Failure> {
    let dur = Duration::from_millis(if quick { 100 } else { 1000 });
    let mut report = String::new();
    let mut problems = Vec::new();
    // A smaller set for quick checks (the CLI's tests): BG_BENCH_POSITIONS.
    let n = std::env::var("BG_BENCH_POSITIONS")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(BENCH_POSITIONS);
    for &v in variants {
        let rules = v.rules();
        let mut positions = positions_of(rules);
        positions.truncate(n.max(1));
        let mut buf = Vec::with_capacity(256);
        let pass = |buf: &mut Vec<Position>| -> u64 {
            let mut total = 0u64;
            for pos in &positions {
                for roll in Roll::ALL_21 {
                    resulting_positions_for(rules, pos, roll, buf);
                    total += black_box(buf.len()) as u64;
                }
            }
            total
        };
        let total = pass(&mut buf);
        let calls = (positions.len() * Roll::ALL_21.len()) as u64;
        let (per_s, _, ok) = best_rate(dur, || (calls, pass(&mut buf) == total));
        if !ok {
            problems.push(format!(
                "bench: {}: a timed pass gave another total",
                v.name()
            ));
        }
        report.push_str(&format!(
            "{}: positions {} results_total {total} bg_movegen_per_s {per_s:.0} target {}\n",
            v.name(),
            positions.len(),
            if per_s >= VARIANT_TARGET {
                "ok"
            } else {
                "BELOW 1000000"
            }
        ));
    }
    finish(out, &report, problems)
}

/// Runs the benchmark and prints its figures.
///
/// # Errors
/// Status 1 when a total differs from the recorded constant.
pub fn run(quick: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let dur = Duration::from_millis(if quick { 200 } else { 2000 });
    let build = if cfg!(debug_assertions) {
        "debug (figures are only meaningful with --release)"
    } else {
        "release"
    };
    let positions = positions();
    let mut buf = Vec::with_capacity(256);
    let total = movegen_pass(&positions, &mut buf);
    let mut problems = Vec::new();
    if total != EXPECTED_RESULTS {
        problems.push(format!(
            "bench: the legal results over the fixed positions total {total}, expected {EXPECTED_RESULTS}: the engine changed (if on purpose, update EXPECTED_RESULTS in engine/src/cli/backgammon/bench.rs)"
        ));
    }
    let calls = (positions.len() * Roll::ALL_21.len()) as u64;
    let (movegen_per_s, _, ok) = best_rate(dur, || {
        let t = movegen_pass(&positions, &mut buf);
        (calls, t == total)
    });
    if !ok {
        problems.push("bench: a timed pass gave another total than the reference pass".to_string());
    }

    let rules = Variant::Backgammon.rules();
    let start = rules.start();
    let mut game = 0u64;
    let mut rolls = 0u64;
    let mut unfinished = 0u64;
    let (games_per_s, games, _) = best_rate(dur, || {
        let mut dice = SeededDice::new(BENCH_SEED ^ 0xB6 ^ game.wrapping_mul(0x9E37_79B9));
        let mut rng = Rng::new(game);
        game += 1;
        let (first, _) = opening_roll(&mut dice);
        match play_out(rules, &start, Some(first), &mut dice, 10_000, |_, _, r| {
            rng.below(r.len())
        }) {
            Some(o) => rolls += u64::from(black_box(o).rolls),
            None => unfinished += 1,
        }
        (1, true)
    });
    if unfinished > 0 {
        problems.push(format!("bench: {unfinished} random games did not end"));
    }
    let report = format!(
        "build: {build}\npositions: {}\nrolls_per_position: 21\nresults_total: {total}\nresults_expected: {EXPECTED_RESULTS}\nbg_movegen_per_s: {movegen_per_s:.0}\nns_per_movegen: {:.1}\ngames_played: {games}\nmean_rolls: {:.1}\nbg_games_per_s: {games_per_s:.0}\ncheck: {}\n",
        positions.len(),
        1e9 / movegen_per_s,
        rolls as f64 / games.max(1) as f64,
        if problems.is_empty() { "ok" } else { "FAILED" },
    );
    finish(out, &report, problems)
}
