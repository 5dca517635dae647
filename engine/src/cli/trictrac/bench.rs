//! `trictrac bench`: how fast the engine plays parties, generates legal turns
//! and scores rolls — with checks, so that fast-but-wrong cannot pass for fast.
//!
//! The movegen and score figures run over a FIXED set of positions: every
//! position where a side was about to roll in self-played parties with fixed
//! seeds (see [`positions`]), times the 21 rolls.
//! Every timed pass checks its totals against [`EXPECTED_LEGAL_TURNS`] and
//! [`EXPECTED_POINTS`]. Those constants were recorded from the engine after the
//! checks described at their definition; when the rules change on purpose
//! (legal turns, jans, or the random play that picks the positions), run
//! `trictrac bench --quick`, check the change is the intended one, and update
//! them.

use std::hint::black_box;
use std::io::Write;
use std::time::Duration;

use super::selfplay::partie_seed;
use crate::cli::measure::{best_rate, finish};
use crate::cli::Failure;
use crate::common::dice::{Rng, Roll};
use crate::common::side::Side;
use crate::trictrac::board::Board;
use crate::trictrac::bot::{play_partie, Player};
use crate::trictrac::game::{Choice, Game, Phase};
use crate::trictrac::jans::{analyze_into, Jans, RollContext};
use crate::trictrac::movegen::legal_turns_into;
use crate::trictrac::options::Options;
use crate::trictrac::turn::Turn;

/// Positions of the fixed set taken from random parties.
pub const RANDOM_POSITIONS: usize = 400;
/// Positions of the fixed set taken from greedy parties.
pub const GREEDY_POSITIONS: usize = 200;
/// Number of positions in the fixed set.
pub const BENCH_POSITIONS: usize = RANDOM_POSITIONS + GREEDY_POSITIONS;
/// Base seed of the parties that give the fixed positions and of the timed
/// parties.
pub const BENCH_SEED: u64 = 20_240_601;
/// Total legal turns over the fixed positions × 21 rolls. Recorded from the
/// engine; it agrees between debug and release builds, between
/// `legal_turns_into` and `analyze`, and with the turns the game itself offered
/// while the positions were collected. Update it only for a deliberate rules
/// change.
pub const EXPECTED_LEGAL_TURNS: u64 = 122_028;
/// Total points of every jan (both sides) over the fixed positions × 21 rolls.
/// Same provenance and update rule as [`EXPECTED_LEGAL_TURNS`].
pub const EXPECTED_POINTS: u64 = 34_744;

/// A position of the fixed set: the board, the side about to roll, and the
/// rolls he made in the relevé before.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BenchPosition {
    /// The checkers.
    pub board: Board,
    /// The side about to roll.
    pub side: Side,
    /// His rolls so far in the relevé.
    pub ctx: RollContext,
    /// The roll he made there in the partie.
    pub played: Roll,
}

/// The fixed positions: every position where a side was about to roll, in
/// parties with the seeds `partie_seed(BENCH_SEED, i)`: the first
/// [`RANDOM_POSITIONS`] from parties of uniform random turns, then the first
/// [`GREEDY_POSITIONS`] from parties between greedy players. Both always hold
/// (tenir): with random s'en aller half the relevés end at the first hole and
/// no position ever reaches the sortie; and only the greedy player fills jans
/// often enough for the set to contain fillings and conservations. Also
/// returns the number of legal turns the game offered for the rolls actually
/// made there (checked against the generator called directly).
pub fn positions() -> (Vec<BenchPosition>, u64) {
    let mut out = Vec::with_capacity(BENCH_POSITIONS);
    let mut offered = 0u64;
    collect(Player::Random, RANDOM_POSITIONS, &mut out, &mut offered);
    collect(Player::Greedy, BENCH_POSITIONS, &mut out, &mut offered);
    (out, offered)
}

/// Plays parties of `player` against himself, pushing positions into `out`
/// until it holds `until`.
fn collect(player: Player, until: usize, out: &mut Vec<BenchPosition>, offered: &mut u64) {
    let opts = Options::default();
    let die = |rng: &mut Rng| 1 + rng.below(6) as u8;
    let mut i = 0u64;
    while out.len() < until {
        let mut rng = Rng::new(partie_seed(BENCH_SEED, i));
        i += 1;
        let mut game = Game::new(opts).without_log();
        while out.len() < until {
            let res = match game.phase() {
                Phase::Primacy => game.primacy(die(&mut rng), die(&mut rng)).map(|_| ()),
                Phase::Roll => {
                    let side = game.to_play();
                    let r = Roll::new(die(&mut rng), die(&mut rng)).unwrap_or(Roll::ALL_21[0]);
                    out.push(BenchPosition {
                        board: *game.board(),
                        side,
                        ctx: RollContext {
                            rolls_before: game.rolls_in_releve()[side],
                        },
                        played: r,
                    });
                    let res = game.roll(r);
                    *offered += game.legal_turns().len() as u64;
                    res
                }
                Phase::Choose => game.choose(Choice::Tenir),
                Phase::Move => {
                    let t = player.choose_turn(&game, &mut rng);
                    game.play(&t)
                }
                Phase::Over => break,
            };
            if res.is_err() {
                break;
            }
        }
    }
}

/// One pass of legal-turn generation over the positions × 21 rolls: the total
/// number of legal turns.
pub fn movegen_pass(positions: &[BenchPosition], buf: &mut Vec<Turn>) -> u64 {
    let opts = Options::default();
    let mut total = 0u64;
    for p in positions {
        for roll in Roll::ALL_21 {
            let info = legal_turns_into(black_box(&p.board), p.side, roll, &opts, buf);
            black_box(info);
            total += buf.len() as u64;
        }
    }
    total
}

/// One pass of analysis (generation + scoring) over the positions × 21 rolls:
/// the total legal turns and the total points of all jans.
pub fn score_pass(positions: &[BenchPosition], buf: &mut Vec<Turn>) -> (u64, u64) {
    let opts = Options::default();
    let (mut turns, mut points) = (0u64, 0u64);
    let mut jans = Jans::default();
    for p in positions {
        for roll in Roll::ALL_21 {
            analyze_into(
                black_box(&p.board),
                p.side,
                roll,
                &p.ctx,
                &opts,
                buf,
                &mut jans,
            );
            let jans = black_box(&jans);
            turns += buf.len() as u64;
            points += u64::from(jans.points_for(Side::White) + jans.points_for(Side::Black));
        }
    }
    (turns, points)
}

/// Runs the benchmark and prints its figures; each figure is measured for
/// ~2 s (`quick`: ~0.2 s), the best of [`ROUNDS`](crate::cli::measure::ROUNDS) rounds.
///
/// # Errors
/// Status 1 when a total differs from the recorded constants.
pub fn run(quick: bool, out: &mut dyn Write) -> Result<(), Failure> {
    let dur = Duration::from_millis(if quick { 200 } else { 2000 });
    let build = if cfg!(debug_assertions) {
        "debug (figures are only meaningful with --release)"
    } else {
        "release"
    };
    let (positions, offered) = positions();
    let mut buf = Vec::with_capacity(64);

    // Reference totals, computed once outside the timed loops.
    let turns_total = movegen_pass(&positions, &mut buf);
    let (turns_again, points_total) = score_pass(&positions, &mut buf);
    let mut problems = Vec::new();
    if turns_total != EXPECTED_LEGAL_TURNS {
        problems.push(format!(
            "bench: the legal turns over the fixed positions total {turns_total}, expected {EXPECTED_LEGAL_TURNS}: the engine changed (if on purpose, update EXPECTED_LEGAL_TURNS in engine/src/cli/trictrac/bench.rs)"
        ));
    }
    if points_total != EXPECTED_POINTS {
        problems.push(format!(
            "bench: the jans over the fixed positions total {points_total} points, expected {EXPECTED_POINTS}: the engine changed (if on purpose, update EXPECTED_POINTS in engine/src/cli/trictrac/bench.rs)"
        ));
    }
    let direct: u64 = positions
        .iter()
        .map(|p| {
            legal_turns_into(&p.board, p.side, p.played, &Options::default(), &mut buf);
            buf.len() as u64
        })
        .sum();
    if direct != offered {
        problems.push(format!(
            "bench: the game offered {offered} legal turns for the rolls made, legal_turns_into gives {direct}"
        ));
    }
    if turns_again != turns_total {
        problems.push(format!(
            "bench: analyze_into gives {turns_again} legal turns but legal_turns_into {turns_total}"
        ));
    }

    // Random full parties, single thread.
    let mut rolls = 0u64;
    let mut i = 0u64;
    let (matches_per_s, parties, _) = best_rate(dur, || {
        let seed = partie_seed(BENCH_SEED ^ 0xBE7C, i);
        i += 1;
        let r = play_partie(Player::Random, Player::Random, Options::default(), seed);
        rolls += u64::from(black_box(r).rolls);
        (1, true)
    });

    let calls_per_pass = (positions.len() * Roll::ALL_21.len()) as u64;
    let (movegen_per_s, _, ok_m) = best_rate(dur, || {
        let t = movegen_pass(&positions, &mut buf);
        (calls_per_pass, t == turns_total)
    });
    let (score_per_s, _, ok_s) = best_rate(dur, || {
        let t = score_pass(&positions, &mut buf);
        (calls_per_pass, t == (turns_total, points_total))
    });
    if !(ok_m && ok_s) {
        problems.push("bench: a timed pass gave other totals than the reference pass".to_string());
    }

    let report = format!(
        "build: {build}\npositions: {}\nrolls_per_position: 21\nlegal_turns_total: {turns_total}\nlegal_turns_expected: {EXPECTED_LEGAL_TURNS}\npoints_total: {points_total}\npoints_expected: {EXPECTED_POINTS}\nmatches_played: {parties}\nmean_rolls: {:.1}\nmatches_per_s: {matches_per_s:.1}\nmovegen_per_s: {movegen_per_s:.0}\nscore_per_s: {score_per_s:.0}\nns_per_position: {:.1}\ncheck: {}\n",
        positions.len(),
        rolls as f64 / parties as f64,
        1e9 / score_per_s,
        if problems.is_empty() { "ok" } else { "FAILED" },
    );
    finish(out, &report, problems)
}
