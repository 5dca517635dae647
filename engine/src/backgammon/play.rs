//! A legal play with its moves, for the interface and the log: every distinct
//! result of a roll with one way of reaching it, and the standard notation
//! (`24/18 13/11*`, `bar/22`, `6/off`, `8/5(2)`; in Plakoto `*` marks a
//! pin).

use super::movegen::{generate, generate_pinning, generate_with, Move, Sink};
use super::position::{Position, BAR};
use super::rules::RuleSet;
use super::stepgen::{self, FastMode, RESERVE};
use crate::Roll;

/// One legal play: the position after it (still seen from the mover) and its
/// moves in the order played (none when the roll cannot be played).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    after: Position,
    moves: [Move; 4],
    len: u8,
}

impl Play {
    /// The resulting position, seen from the mover (before the opponent is on
    /// roll).
    #[inline]
    pub fn after(&self) -> &Position {
        &self.after
    }

    /// The moves in the order played.
    pub fn moves(&self) -> &[Move] {
        &self.moves[..self.len as usize]
    }

    /// The play in standard notation (see [`notation`]).
    pub fn notation(&self) -> String {
        notation(self.moves())
    }
}

impl Sink for Vec<Play> {
    fn clear(&mut self) {
        Vec::clear(self);
    }
    fn push(&mut self, after: &Position, moves: &[Move]) {
        let mut m = [Move::default(); 4];
        m[..moves.len()].copy_from_slice(moves);
        Vec::push(
            self,
            Play {
                after: *after,
                moves: m,
                len: moves.len() as u8,
            },
        );
    }
}

/// Every distinct legal play of `roll` in `pos` (one per resulting position),
/// with its moves.
pub fn legal_plays(pos: &Position, roll: Roll) -> Vec<Play> {
    let mut out = Vec::new();
    legal_plays_into(pos, roll, &mut out);
    out
}

/// [`legal_plays`] into `out` (cleared first), reusing its memory.
pub fn legal_plays_into(pos: &Position, roll: Roll, out: &mut Vec<Play>) {
    generate(pos, roll, out);
}

/// The legal plays of `roll` in `pos` under `rules`, into `out`: ordinary
/// backgammon's fast generator when it applies, else the step-by-step one.
pub fn legal_plays_for(rules: &RuleSet, pos: &Position, roll: Roll, out: &mut Vec<Play>) {
    generate_for(rules, pos, roll, out);
}

/// The distinct results of `roll` in `pos` under `rules` (seen from the
/// mover), into `out`.
pub fn resulting_positions_for(
    rules: &RuleSet,
    pos: &Position,
    roll: Roll,
    out: &mut Vec<Position>,
) {
    generate_for(rules, pos, roll, out);
}

fn generate_for<S: Sink>(rules: &RuleSet, pos: &Position, roll: Roll, sink: &mut S) {
    match stepgen::fast_mode(rules, pos, roll) {
        Some(FastMode::Hitting) => generate_with(pos, roll, true, sink),
        Some(FastMode::Blocking) => generate_with(pos, roll, false, sink),
        Some(FastMode::Pinning) => generate_pinning(pos, roll, sink),
        None => stepgen::generate(rules, pos, roll, sink),
    }
}

fn point(p: u8) -> String {
    match p {
        RESERVE => "in".to_string(),
        p if p as usize == BAR => "bar".to_string(),
        0 => "off".to_string(),
        n => n.to_string(),
    }
}

/// The standard notation of moves (points from the mover's side): highest
/// starting point first; one checker moving on without hitting on the way is
/// written once (`24/13`), with its hits marked where they happen
/// (`24/18*/13`; in Plakoto the same `*` marks a pin); the same move made by
/// several checkers is counted (`8/5(2)`); no moves at all is `(no play)`.
pub fn notation(moves: &[Move]) -> String {
    if moves.is_empty() {
        return "(no play)".to_string();
    }
    // Chain each checker's moves: a move starting where an earlier one landed
    // continues that checker (the earliest such chain first).
    let mut chains: Vec<Vec<Move>> = Vec::new();
    for &m in moves {
        match chains
            .iter_mut()
            .find(|c| c.last().is_some_and(|l| l.to == m.from && l.to != 0))
        {
            Some(c) => c.push(m),
            None => chains.push(vec![m]),
        }
    }
    let mut parts: Vec<(u8, u8, String)> = chains
        .iter()
        .map(|c| {
            let mut s = point(c[0].from);
            for (i, m) in c.iter().enumerate() {
                let last = i + 1 == c.len();
                if m.hit || last {
                    s.push('/');
                    s.push_str(&point(m.to));
                    if m.hit {
                        s.push('*');
                    }
                }
            }
            (c[0].from, c.last().map_or(0, |m| m.to), s)
        })
        .collect();
    parts.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < parts.len() {
        let mut n = 1;
        while i + n < parts.len() && parts[i + n].2 == parts[i].2 {
            n += 1;
        }
        out.push(if n > 1 {
            format!("{}({n})", parts[i].2)
        } else {
            parts[i].2.clone()
        });
        i += n;
    }
    out.join(" ")
}
