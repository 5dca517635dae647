//! `trictrac selfplay`: full parties to 12 holes between two bots, and their
//! totals.

use std::time::Instant;

use super::args::parse_flags;
use super::Failure;
use crate::bot::{play_partie, PartieResult, Player};
use crate::dice::Rng;
use crate::options::Options;
use crate::side::Side;

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
            help: false,
        }
    }
}

impl SelfplayArgs {
    /// Parses `--matches N --seed S --white P --black P`.
    ///
    /// # Errors
    /// Unknown flags or bad values, one message each.
    pub fn from_args(args: &[String]) -> Result<SelfplayArgs, Failure> {
        let flags = parse_flags(
            "selfplay",
            args,
            &[],
            &["--matches", "--seed", "--white", "--black"],
        )?;
        let mut a = SelfplayArgs {
            help: flags.help,
            ..SelfplayArgs::default()
        };
        let mut errs = Vec::new();
        if let Some(v) = flags.value("--matches") {
            match v.parse::<u32>() {
                Ok(n) if n >= 1 => a.matches = n,
                _ => errs.push(format!(
                    "usage: selfplay: --matches needs a whole number ≥ 1, not {v:?}"
                )),
            }
        }
        if let Some(v) = flags.value("--seed") {
            match v.parse::<u64>() {
                Ok(s) => a.seed = s,
                Err(_) => errs.push(format!(
                    "usage: selfplay: --seed needs a whole number 0..=2^64-1, not {v:?}"
                )),
            }
        }
        for (flag, slot) in [("--white", &mut a.white), ("--black", &mut a.black)] {
            if let Some(v) = flags.value(flag) {
                match Player::parse(v) {
                    Some(p) => *slot = p,
                    None => errs.push(format!(
                        "usage: selfplay: {flag} takes random or greedy, not {v:?}"
                    )),
                }
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
    const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;
    Rng::new(seed.wrapping_add(i.wrapping_mul(GOLDEN))).next_u64()
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
    /// Adds one partie.
    pub fn add(&mut self, r: &PartieResult) {
        self.matches += 1;
        match r.winner {
            Side::White => self.white_wins += 1,
            Side::Black => self.black_wins += 1,
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

    /// The lines printed by `selfplay`, `key: value` one per line.
    pub fn report(&self) -> String {
        let rate = if self.matches == 0 {
            0.0
        } else {
            f64::from(self.white_wins) / f64::from(self.matches)
        };
        format!(
            "matches: {}\nwhite_wins: {}\nblack_wins: {}\nwhite_win_rate: {:.4}\nmean_rolls: {:.2}\nmean_releves: {:.3}\nmean_stake: {:.4}\nseconds: {:.3}\n",
            self.matches,
            self.white_wins,
            self.black_wins,
            rate,
            self.mean(self.rolls),
            self.mean(self.releves),
            self.mean(self.stake_halves) / 2.0,
            self.seconds
        )
    }
}

/// Plays the parties of `args` with the default options.
pub fn run(args: &SelfplayArgs) -> Totals {
    let start = Instant::now();
    let mut t = Totals::default();
    let opts = Options::default();
    for i in 0..args.matches {
        let r = play_partie(
            args.white,
            args.black,
            opts,
            partie_seed(args.seed, u64::from(i)),
        );
        t.add(&r);
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
    fn bad_values_are_reported_each() {
        let args: Vec<String> = ["--matches", "0", "--white", "clever", "--seed", "x"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let e = SelfplayArgs::from_args(&args).unwrap_err();
        assert_eq!(e.messages.len(), 3, "{:?}", e.messages);
    }
}
