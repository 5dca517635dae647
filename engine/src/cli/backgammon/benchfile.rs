//! The bot benchmark's file (`engine/tests/fixtures/bg_bot_bench.txt`):
//! positions from self-play, each with a roll and the equities of its
//! candidate plays, written by the `bench_positions` example and read by
//! `tables backgammon bench --bot`.
//!
//! # Format
//! Lines starting with `#` are the header (how the equities were computed);
//! every other line is one position:
//! `<Position ID> <high><low> <class> <after ID>=<equity> ...` — the
//! position before the roll (gnubg's Position ID, the player on roll
//! first), the roll, its class ([`Class`]), then the candidate plays best
//! first, each the Position ID of the result seen from the mover (as
//! [`crate::backgammon::bot::plies`] sees a result) and the mover's
//! cubeless money equity after it.

use std::fmt;

use crate::backgammon::bot::classes::Class;
use crate::backgammon::ids::position_id::{decode, encode};
use crate::backgammon::position::Position;
use crate::Roll;

/// One position of the benchmark.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    /// The position, its player on roll.
    pub position: Position,
    /// The roll to play.
    pub roll: Roll,
    /// Its class.
    pub class: Class,
    /// The candidate plays' results and equities, best first.
    pub candidates: Vec<(Position, f32)>,
}

/// A line the benchmark file cannot hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchFileError {
    /// The line (from 1).
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for BenchFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.what)
    }
}

impl std::error::Error for BenchFileError {}

impl Entry {
    /// Its line (without the newline), equities to 5 decimals.
    pub fn line(&self) -> String {
        let mut s = format!(
            "{} {}{} {}",
            encode(&self.position),
            self.roll.high(),
            self.roll.low(),
            self.class.name()
        );
        for (after, e) in &self.candidates {
            s += &format!(" {}={e:.5}", encode(after));
        }
        s
    }
}

/// The entries of a benchmark file's text (its header skipped).
///
/// # Errors
/// The first line that is not an entry: a bad ID, roll, class or equity,
/// or no candidate.
pub fn parse(text: &str) -> Result<Vec<Entry>, BenchFileError> {
    let mut out = Vec::new();
    for (i, l) in text.lines().enumerate() {
        if l.starts_with('#') || l.trim().is_empty() {
            continue;
        }
        out.push(entry(l).map_err(|what| BenchFileError { line: i + 1, what })?);
    }
    Ok(out)
}

fn entry(l: &str) -> Result<Entry, String> {
    let mut parts = l.split_whitespace();
    let mut next = |what: &str| parts.next().ok_or(format!("no {what}"));
    let id = next("position")?;
    let position = decode(id, 15).map_err(|e| format!("position {id:?}: {e}"))?;
    let dice = next("roll")?.as_bytes();
    let roll = match dice {
        [a, b] => Roll::new(a.wrapping_sub(b'0'), b.wrapping_sub(b'0')).ok(),
        _ => None,
    }
    .ok_or("a roll is two digits 1 to 6, e.g. 31")?;
    let name = next("class")?;
    let class = Class::parse(name).ok_or(format!("unknown class {name:?}"))?;
    let mut candidates = Vec::new();
    for c in parts {
        let (id, e) = c
            .split_once('=')
            .ok_or(format!("a candidate is ID=equity, not {c:?}"))?;
        let after = decode(id, 15).map_err(|e| format!("candidate {id:?}: {e}"))?;
        let e: f32 = e.parse().map_err(|_| format!("equity {e:?}"))?;
        candidates.push((after, e));
    }
    if candidates.is_empty() {
        return Err("no candidate play".to_string());
    }
    Ok(Entry {
        position,
        roll,
        class,
        candidates,
    })
}

#[cfg(test)]
mod tests {
    use super::{parse, Entry};
    use crate::backgammon::bot::classes::Class;
    use crate::backgammon::rules::Variant;
    use crate::Roll;

    #[test]
    fn an_entry_reads_back_from_its_line_and_bad_lines_are_refused() {
        let start = Variant::Backgammon.rules().start();
        let e = Entry {
            position: start,
            roll: Roll::new(3, 1).unwrap(),
            class: Class::Contact,
            candidates: vec![(start, 0.25), (start, -0.125)],
        };
        let line = e.line();
        assert_eq!(
            line,
            "4HPwATDgc/ABMA 31 contact 4HPwATDgc/ABMA=0.25000 4HPwATDgc/ABMA=-0.12500"
        );
        assert_eq!(parse(&format!("# header\n{line}\n")), Ok(vec![e]));
        let err = parse("# h\n4HPwATDgc/ABMA 71 contact 4HPwATDgc/ABMA=0.1\n").unwrap_err();
        assert_eq!(err.line, 2);
        assert!(parse("4HPwATDgc/ABMA 31 prime 4HPwATDgc/ABMA=0.1").is_err());
        assert!(parse("4HPwATDgc/ABMA 31 race").is_err());
        assert!(parse("4HPwATDgc/ABMA 31 race 4HPwATDgc/ABMA=x").is_err());
    }
}
