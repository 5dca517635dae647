//! `tables backgammon bench --bot`: the time the bot's levels take a
//! decision, over the bench's fixed positions (each with a roll drawn from
//! a fixed seed), with the rule set's network when one is shipped.

use std::io::Write;
use std::time::Instant;

use super::bench::positions_of;
use crate::backgammon::bot::{choose_among, Judge, Level};
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::{Position, RuleSet, Variant};
use crate::cli::{write_out, Failure};
use crate::dice::{DiceSource, SeededDice};

/// Decisions timed a level (the positions with a choice among the first
/// fixed ones).
pub const DECISIONS: usize = 400;

/// Times each level on `variants`, printing `key: value` lines.
///
/// # Errors
/// Writing fails.
pub fn run(variants: &[Variant], out: &mut dyn Write) -> Result<(), Failure> {
    let mut text = String::new();
    for &variant in variants {
        let rules = variant.rules();
        let judge = Judge::of(variant);
        let cases = cases(rules);
        let name = match judge {
            Judge::Net(_) => "net",
            Judge::Heuristic => "heuristic",
        };
        text += &format!("{}_judge: {name}\n", rules.name);
        for level in Level::ALL {
            let mut worst = 0f64;
            let t = Instant::now();
            for (i, results) in cases.iter().enumerate() {
                let one = Instant::now();
                std::hint::black_box(choose_among(&judge, rules, results, level, i as u64));
                worst = worst.max(one.elapsed().as_secs_f64());
            }
            let secs = t.elapsed().as_secs_f64();
            let n = cases.len().max(1) as f64;
            text += &format!(
                "{}_{}_decisions_per_second: {:.0}\n{}_{}_mean_ms: {:.3}\n{}_{}_max_ms: {:.3}\n",
                rules.name,
                level.name(),
                n / secs,
                rules.name,
                level.name(),
                1000.0 * secs / n,
                rules.name,
                level.name(),
                1000.0 * worst
            );
        }
    }
    write_out(out, &text)
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
