//! `trictrac selfplay`: full parties to 12 holes between two bots, and their
//! totals (win rate with its Wilson interval, stake), sides fixed or
//! alternated.

use std::time::Instant;

use crate::cli::args::parse_flags;
use crate::cli::Failure;
use crate::common::dice::Rng;
use crate::common::side::Side;
use crate::trictrac::bot::{play_partie, PartieResult, Player};
use crate::trictrac::options::Options;

/// The arguments of `selfplay`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelfplayArgs {
    /// Parties to play (at least 1).
    pub matches: u32,
    /// Base seed; partie `i` uses [`partie_seed`]`(seed, i)`.
    pub seed: u64,
    /// Who plays White.
    pub white: Player,
    /// Who plays Black.
    pub black: Player,
    /// `--alternate`: the players swap colours every other partie (partie
    /// `i` odd: `white` plays Black), and the report adds `p1_win_rate` for
    /// the `--white` player.
    pub alternate: bool,
    /// Threads to play on (`--threads`, default: the machine's cores, at most
    /// 8); the totals do not depend on it.
    pub threads: u32,
    /// `--help` was given.
    pub help: bool,
}

impl Default for SelfplayArgs {
    fn default() -> Self {
        SelfplayArgs {
            matches: 100,
            seed: 1,
            white: Player::Random,
            black: Player::Random,
            alternate: false,
            threads: 0,
            help: false,
        }
    }
}

impl SelfplayArgs {
    /// Parses `--matches N --seed S --white P --black P [--alternate]
    /// [--threads T]`.
    ///
    /// # Errors
    /// Unknown flags or bad values, one message each.
    pub fn from_args(args: &[String]) -> Result<SelfplayArgs, Failure> {
        let flags = parse_flags(
            "selfplay",
            args,
            &["--alternate"],
            &["--matches", "--seed", "--white", "--black", "--threads"],
        )?;
        let mut a = SelfplayArgs {
            help: flags.help,
            alternate: flags.has("--alternate"),
            ..SelfplayArgs::default()
        };
        let mut errs = Vec::new();
        if let Some(n) = flags.number("selfplay", "--matches", 1, u32::MAX, &mut errs) {
            a.matches = n;
        }
        if let Some(s) = flags.number("selfplay", "--seed", 0, u64::MAX, &mut errs) {
            a.seed = s;
        }
        if let Some(n) = flags.number("selfplay", "--threads", 1, 256, &mut errs) {
            a.threads = n;
        }
        for (flag, slot) in [("--white", &mut a.white), ("--black", &mut a.black)] {
            let expected = "random, greedy or bot:LEVEL (beginner, club, strong)";
            if let Some(p) = flags.parsed("selfplay", flag, Player::parse, expected, &mut errs) {
                *slot = p;
            }
        }
        if errs.is_empty() {
            Ok(a)
        } else {
            Err(Failure::usage(errs))
        }
    }
}

/// The seed of partie `i` of a run with base seed `seed`: the `i`-th output
/// (from 0) of SplitMix64 seeded with `seed`, computed directly so that any
/// partie can be replayed alone.
pub fn partie_seed(seed: u64, i: u64) -> u64 {
    Rng::nth(seed, i)
}

/// Totals of a self-play run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// Parties played.
    pub matches: u32,
    /// Parties won by White.
    pub white_wins: u32,
    /// Parties won by Black.
    pub black_wins: u32,
    /// Parties won by the `--white` player, whatever colour he had.
    pub p1_wins: u32,
    /// The colours alternated (`p1_win_rate` is reported).
    pub alternate: bool,
    /// Stake multipliers in halves, counted for White when he won and
    /// against him when he lost, summed.
    pub white_stake_halves: i64,
    /// The same for the `--white` player, whatever colour he had.
    pub p1_stake_halves: i64,
    /// Rolls over all parties.
    pub rolls: u64,
    /// Relevés over all parties.
    pub releves: u64,
    /// Stake multipliers in halves, summed.
    pub stake_halves: u64,
    /// Wall-clock time of the run.
    pub seconds: f64,
}

impl Totals {
    /// Adds one partie (the `--white` player had White).
    pub fn add(&mut self, r: &PartieResult) {
        self.add_partie(r, false);
    }

    /// Adds one partie; `swapped`: the `--white` player had Black.
    pub fn add_partie(&mut self, r: &PartieResult, swapped: bool) {
        self.matches += 1;
        match r.winner {
            Side::White => {
                self.white_wins += 1;
                self.white_stake_halves += i64::from(r.stake_halves);
            }
            Side::Black => {
                self.black_wins += 1;
                self.white_stake_halves -= i64::from(r.stake_halves);
            }
        }
        if (r.winner == Side::White) != swapped {
            self.p1_wins += 1;
            self.p1_stake_halves += i64::from(r.stake_halves);
        } else {
            self.p1_stake_halves -= i64::from(r.stake_halves);
        }
        self.rolls += u64::from(r.rolls);
        self.releves += u64::from(r.releves);
        self.stake_halves += u64::from(r.stake_halves);
    }

    fn mean(&self, total: u64) -> f64 {
        if self.matches == 0 {
            0.0
        } else {
            total as f64 / f64::from(self.matches)
        }
    }

    /// The lines printed by `selfplay`, `key: value` one per line:
    /// `white_mean_stake` is White's mean net stake per partie (the stake
    /// multiplier, counted against him when he lost); `mean_stake` the mean stake of all parties; with
    /// `--alternate`, `p1_win_rate` and its interval are for the `--white`
    /// player.
    pub fn report(&self) -> String {
        let n = self.matches;
        let rate = |wins: u32| {
            if n == 0 {
                0.0
            } else {
                f64::from(wins) / f64::from(n)
            }
        };
        let net = |halves: i64| {
            if n == 0 {
                0.0
            } else {
                halves as f64 / f64::from(n) / 2.0
            }
        };
        let (lo, hi) = wilson95(self.white_wins, n);
        let mut out = format!(
            "matches: {n}\nwhite_wins: {}\nblack_wins: {}\nwhite_win_rate: {:.4}\nwhite_win_rate_ci95: [{lo:.4}, {hi:.4}]\nwhite_mean_stake: {:.4}\n",
            self.white_wins,
            self.black_wins,
            rate(self.white_wins),
            net(self.white_stake_halves),
        );
        if self.alternate {
            let (lo, hi) = wilson95(self.p1_wins, n);
            out += &format!(
                "p1_wins: {}\np1_win_rate: {:.4}\np1_win_rate_ci95: [{lo:.4}, {hi:.4}]\np1_mean_stake: {:.4}\n",
                self.p1_wins,
                rate(self.p1_wins),
                net(self.p1_stake_halves)
            );
        }
        out += &format!(
            "mean_rolls: {:.2}\nmean_releves: {:.3}\nmean_stake: {:.4}\nseconds: {:.3}\n",
            self.mean(self.rolls),
            self.mean(self.releves),
            self.mean(self.stake_halves) / 2.0,
            self.seconds
        );
        out
    }
}

/// The Wilson score interval at 95% for `wins` out of `n` (`[0, 1]` when
/// `n` is 0).
pub fn wilson95(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    const Z: f64 = 1.959_963_984_540_054;
    let (n, p) = (f64::from(n), f64::from(wins) / f64::from(n));
    let z2 = Z * Z;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Whether partie `i` has the players' colours swapped.
fn swapped(args: &SelfplayArgs, i: u32) -> bool {
    args.alternate && i % 2 == 1
}

fn play_one(args: &SelfplayArgs, opts: Options, i: u32) -> PartieResult {
    let (w, b) = if swapped(args, i) {
        (args.black, args.white)
    } else {
        (args.white, args.black)
    };
    play_partie(w, b, opts, partie_seed(args.seed, u64::from(i)))
}

/// Plays the parties of `args` with the default options, on several threads
/// (each partie has its own seed, so the totals are the same on any number).
pub fn run(args: &SelfplayArgs) -> Totals {
    let start = Instant::now();
    let opts = Options::default();
    let threads = if args.threads > 0 {
        args.threads
    } else {
        std::thread::available_parallelism().map_or(1, |n| n.get().min(8) as u32)
    }
    .min(args.matches)
    .max(1);
    let next = std::sync::atomic::AtomicU32::new(0);
    let mut results: Vec<(u32, PartieResult)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= args.matches {
                            break mine;
                        }
                        mine.push((i, play_one(args, opts, i)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_default())
            .collect()
    });
    results.sort_by_key(|r| r.0);
    let mut t = Totals {
        alternate: args.alternate,
        ..Totals::default()
    };
    for (i, r) in &results {
        t.add_partie(r, swapped(args, *i));
    }
    t.seconds = start.elapsed().as_secs_f64();
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partie_seeds_are_the_splitmix_stream_of_the_base_seed() {
        let mut rng = Rng::new(42);
        for i in 0..5 {
            assert_eq!(partie_seed(42, i), rng.next_u64());
        }
        assert_ne!(partie_seed(1, 0), partie_seed(2, 0));
    }

    #[test]
    fn wilson_intervals_match_the_textbook_values() {
        // 8 of 10: the Wilson 95% interval is about [0.490, 0.943]
        let (lo, hi) = wilson95(8, 10);
        assert!(
            (lo - 0.4902).abs() < 1e-3 && (hi - 0.9433).abs() < 1e-3,
            "{lo} {hi}"
        );
        let (lo, hi) = wilson95(0, 40);
        assert!(lo == 0.0 && (hi - 0.0876).abs() < 1e-3, "{hi}");
        assert_eq!(wilson95(0, 0), (0.0, 1.0));
    }

    #[test]
    fn alternated_parties_credit_the_first_player_on_either_colour() {
        let args: Vec<String> = ["--white", "greedy", "--black", "random", "--alternate"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut a = SelfplayArgs::from_args(&args).unwrap();
        assert_eq!(a.black, Player::Random);
        a.matches = 4;
        a.threads = 2;
        let t = run(&a);
        assert_eq!(t.matches, 4);
        // greedy beats random nearly always, on both colours
        assert!(t.p1_wins >= 3, "{t:?}");
        assert!(t.white_wins >= 1 && t.black_wins >= 1, "{t:?}");
        assert!(t.report().contains("p1_win_rate: "));
    }

    #[test]
    fn bad_values_are_reported_each() {
        let args: Vec<String> = ["--matches", "0", "--white", "clever", "--seed", "x"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let e = SelfplayArgs::from_args(&args).unwrap_err();
        assert_eq!(e.messages.len(), 3, "{:?}", e.messages);
    }
}
