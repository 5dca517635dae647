//! `tables backgammon bench --bot`'s errors: each level's choice in each
//! position of the benchmark file ([`super::benchfile`]) scored against
//! the file's equities, in mEMG a move (thousandths of a point of cubeless
//! money equity lost against the file's best candidate), per class.
//!
//! A choice that is not among the file's candidates is charged the last
//! (worst) candidate's error, a lower bound, and counted as `outside`.

use super::benchfile::Entry;
use crate::backgammon::bot::classes::Class;
use crate::backgammon::bot::{choose_among, Judge, Level};
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::rules::RuleSet;

/// A level's errors over one class (or all positions).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Score {
    /// Positions scored.
    pub count: usize,
    /// Mean error a move, mEMG.
    pub mean: f64,
    /// Half-width of the mean's 95 % interval.
    pub interval95: f64,
    /// Choices not among the candidates.
    pub outside: usize,
}

impl Score {
    fn of(errors: &[f64], outside: usize) -> Score {
        let n = errors.len();
        if n == 0 {
            return Score::default();
        }
        let mean = errors.iter().sum::<f64>() / n as f64;
        let var = if n > 1 {
            errors.iter().map(|e| (e - mean) * (e - mean)).sum::<f64>() / (n - 1) as f64
        } else {
            0.0
        };
        Score {
            count: n,
            mean,
            interval95: 1.96 * (var / n as f64).sqrt(),
            outside,
        }
    }
}

/// The error in mEMG of the choice `chosen` (a result) in `entry`, and
/// whether it was among the candidates.
pub fn error_of(entry: &Entry, chosen: &crate::backgammon::Position) -> (f64, bool) {
    let best = entry.candidates[0].1;
    match entry.candidates.iter().find(|(p, _)| p == chosen) {
        Some(&(_, e)) => (1000.0 * f64::from((best - e).max(0.0)), true),
        None => {
            let worst = entry.candidates[entry.candidates.len() - 1].1;
            (1000.0 * f64::from((best - worst).max(0.0)), false)
        }
    }
}

/// `level`'s score on `entries` per class ([`Class::ALL`]'s order) and
/// over all, playing on `judge` (the choice of entry `i` seeded with `i`).
pub fn score(entries: &[Entry], rules: &RuleSet, judge: &Judge, level: Level) -> [Score; 4] {
    let mut errors: [Vec<f64>; 4] = Default::default();
    let mut outside = [0usize; 4];
    let mut buf = Vec::with_capacity(64);
    for (i, entry) in entries.iter().enumerate() {
        resulting_positions_for(rules, &entry.position, entry.roll, &mut buf);
        if buf.is_empty() {
            continue;
        }
        let chosen = buf[choose_among(judge, rules, &buf, level, i as u64)];
        let (e, among) = error_of(entry, &chosen);
        let k = Class::ALL
            .iter()
            .position(|&c| c == entry.class)
            .unwrap_or(0);
        for slot in [k, 3] {
            errors[slot].push(e);
            outside[slot] += usize::from(!among);
        }
    }
    [0, 1, 2, 3].map(|k| Score::of(&errors[k], outside[k]))
}

/// The benchmark file's path in the repository.
pub const FILE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/bg_bot_bench.txt"
);

/// The lines of `levels`' scores on the benchmark `text` (backgammon, the
/// installed network).
///
/// # Errors
/// A line of `text` that is not an entry.
pub fn run(text: &str, levels: &[Level]) -> Result<String, super::benchfile::BenchFileError> {
    let entries = super::benchfile::parse(text)?;
    let rules = crate::backgammon::Variant::Backgammon.rules();
    let judge = Judge::of(crate::backgammon::Variant::Backgammon);
    let mut out = format!("bench_positions: {}\n", entries.len());
    for &level in levels {
        out += &self::text(level, &score(&entries, rules, &judge, level));
    }
    Ok(out)
}

/// The `key: value` lines of a level's scores.
pub fn text(level: Level, scores: &[Score; 4]) -> String {
    let names = [
        Class::ALL[0].name(),
        Class::ALL[1].name(),
        Class::ALL[2].name(),
        "all",
    ];
    let mut out = String::new();
    for (name, s) in names.iter().zip(scores) {
        let l = level.name();
        out += &format!(
            "bench_{l}_{name}_positions: {}\nbench_{l}_{name}_memg: {:.2}\nbench_{l}_{name}_interval95: {:.2}\nbench_{l}_{name}_outside: {}\n",
            s.count, s.mean, s.interval95, s.outside
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{error_of, Score};
    use crate::backgammon::bot::classes::Class;
    use crate::backgammon::rules::Variant;
    use crate::cli::backgammon::benchfile::Entry;
    use crate::Roll;

    #[test]
    fn errors_are_against_the_best_candidate_and_a_stranger_pays_the_worst() {
        let start = Variant::Backgammon.rules().start();
        let other = crate::bg!(x 6:5 8:3 13:5 24:1 23:1; o 6:5 8:3 13:5 24:2);
        let entry = Entry {
            position: start,
            roll: Roll::new(3, 1).unwrap(),
            class: Class::Contact,
            candidates: vec![(start, 0.25), (other, 0.125)],
        };
        assert_eq!(error_of(&entry, &start), (0.0, true));
        assert_eq!(error_of(&entry, &other), (125.0, true));
        let stranger = crate::bg!(x 6:5 8:3 13:5 24:1 22:1; o 6:5 8:3 13:5 24:2);
        assert_eq!(error_of(&entry, &stranger), (125.0, false));
        let s = Score::of(&[0.0, 125.0], 1);
        assert_eq!((s.count, s.mean, s.outside), (2, 62.5, 1));
        // sample deviation 88.388…, / √2, × 1.96
        assert!(
            (s.interval95 - 1.96 * 62.5).abs() < 1e-9,
            "{}",
            s.interval95
        );
    }
}
