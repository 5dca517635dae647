//! `tables backgammon bench --bot`: the time the bot's levels take a
//! decision, over the bench's fixed positions (each with a roll drawn from
//! a fixed seed), with the rule set's network when one is shipped: the
//! mean, median, 90th percentile and longest (no timed assertion anywhere:
//! a report).

use std::io::Write;
use std::time::Instant;

use super::bench::positions_of;
use crate::backgammon::bot::net::Activations;
use crate::backgammon::bot::plies::{cube_plies, on_roll_chances};
use crate::backgammon::bot::{choose_among, Judge, Level};
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::{Position, RuleSet, Variant};
use crate::cli::{write_out, Failure};
use crate::dice::{DiceSource, SeededDice};

/// Decisions timed a level (the positions with a choice among the first
/// fixed ones).
pub const DECISIONS: usize = 400;
/// Cube decisions timed a level: the chances before the roll at the
/// level's depth in the first fixed positions.
pub const CUBE_DECISIONS: usize = 100;

/// Times each of `levels` on `variants`, printing `key: value` lines.
///
/// # Errors
/// Writing fails.
pub fn run(variants: &[Variant], levels: &[Level], out: &mut dyn Write) -> Result<(), Failure> {
    let mut text = String::new();
    for &variant in variants {
        let rules = variant.rules();
        let judge = Judge::of(variant);
        let cases = cases(rules);
        let cube_positions: Vec<Position> = positions_of(rules)
            .into_iter()
            .take(CUBE_DECISIONS)
            .collect();
        let name = match judge {
            Judge::Net(_) => "net",
            Judge::Heuristic => "heuristic",
        };
        text += &format!("{}_judge: {name}\n", rules.name);
        for &level in levels {
            let mut each = Vec::with_capacity(cases.len());
            let t = Instant::now();
            for (i, results) in cases.iter().enumerate() {
                let one = Instant::now();
                std::hint::black_box(choose_among(&judge, rules, results, level, i as u64));
                each.push(1000.0 * one.elapsed().as_secs_f64());
            }
            let secs = t.elapsed().as_secs_f64();
            text += &lines(rules.name, level.name(), secs, &mut each);
            let mut each = Vec::with_capacity(CUBE_DECISIONS);
            let mut a = Activations::default();
            let t = Instant::now();
            for pos in &cube_positions {
                let one = Instant::now();
                let plies = cube_plies(level);
                std::hint::black_box(on_roll_chances(&judge, rules, pos, plies, &mut a));
                each.push(1000.0 * one.elapsed().as_secs_f64());
            }
            let secs = t.elapsed().as_secs_f64();
            let cube = format!("{}_cube", level.name());
            text += &lines(rules.name, &cube, secs, &mut each);
        }
    }
    write_out(out, &text)
}

/// A level's lines: decisions a second, the mean, median, 90th percentile
/// and longest milliseconds a decision.
fn lines(rules: &str, level: &str, secs: f64, ms: &mut [f64]) -> String {
    ms.sort_by(f64::total_cmp);
    let n = ms.len().max(1) as f64;
    let at = |q: f64| {
        ms.get(((ms.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    format!(
        "{rules}_{level}_decisions_per_second: {:.0}\n{rules}_{level}_mean_ms: {:.3}\n\
         {rules}_{level}_median_ms: {:.3}\n{rules}_{level}_p90_ms: {:.3}\n{rules}_{level}_max_ms: {:.3}\n",
        n / secs,
        1000.0 * secs / n,
        at(0.5),
        at(0.9),
        at(1.0),
    )
}

/// The results of a roll in each fixed position that has two or more.
fn cases(rules: &RuleSet) -> Vec<Vec<Position>> {
    let mut dice = SeededDice::new(7);
    let mut out = Vec::with_capacity(DECISIONS);
    for pos in positions_of(rules) {
        let mut results = Vec::new();
        resulting_positions_for(rules, &pos, dice.roll(), &mut results);
        if results.len() > 1 {
            out.push(results);
            if out.len() == DECISIONS {
                break;
            }
        }
    }
    out
}
