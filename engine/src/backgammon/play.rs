//! A legal play with its moves, for the interface and the log: every distinct
//! result of a roll with one way of reaching it, and the standard notation
//! (`24/18 13/11*`, `bar/22`, `6/off`, `8/5(2)`; in Plakoto `*` marks a
//! pin).

use super::movegen::{generate, generate_from, generate_pinning, generate_with, Move, Sink};
use super::position::{Position, BAR};
use super::rules::rolls::{Dice, Rest};
use super::rules::{dutch, Capture, Entering, Hook, RuleSet};
use super::stepgen::{self, FastMode, Used, RESERVE};
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

/// The legal plays of `dice`, a part of the turn that began with `roll`
/// ([`super::rules::rolls`]), in `pos` under `rules`, into `out`; returns
/// the dice they use.
pub fn legal_plays_of_dice(
    rules: &RuleSet,
    pos: &Position,
    roll: Roll,
    dice: &Dice,
    out: &mut Vec<Play>,
) -> Used {
    // The fast paths tell how many dice a play used, not always which of
    // two: when the opponent plays what is left, the search says (and in
    // the capture games, which have no fast path, whether a play jumped).
    if *dice == Dice::of_roll(roll)
        && rules.rolls.rest() == Rest::Lost
        && rules.capture != Capture::Remove
    {
        generate_for(rules, pos, roll, out);
        return used_by(roll, out);
    }
    stepgen::generate_dice(rules, pos, roll, dice, out)
}

/// The dice the plays of `roll` use (all use as many; of two numbers with
/// one played, the higher unless only the lower's distance fits: a guess
/// when both could bear the checker off).
fn used_by(roll: Roll, plays: &[Play]) -> Used {
    let moves = plays.first().map_or(&[][..], Play::moves);
    let pips = match moves {
        [] => 0,
        // One of two numbers: the higher, unless only the lower's distance
        // fits (a bearing off may use a number above the distance).
        [m] if !roll.is_doublet() => {
            let from = if m.from == RESERVE { BAR as u8 } else { m.from };
            if m.to != 0 && from - m.to == roll.low() {
                roll.low()
            } else {
                roll.high()
            }
        }
        ms => ms.len() as u8 * roll.high(),
    };
    let pips = if moves.len() == 2 && !roll.is_doublet() {
        roll.sum()
    } else {
        pips
    };
    Used {
        dice: moves.len() as u8,
        pips,
        jump: None,
    }
}

fn generate_for<S: Sink>(rules: &RuleSet, pos: &Position, roll: Roll, sink: &mut S) {
    if pos.reserve[0] > 0 && rules.entering == Entering::First {
        // Checkers to enter before any other move enter as the bar's do,
        // after them: the fast generator plays them as more on the bar.
        let mut merged = *pos;
        merged.pips[BAR] += pos.reserve[0] as i8;
        merged.reserve[0] = 0;
        let mode = stepgen::fast_mode(rules, &merged, roll);
        if let Some(mode @ (FastMode::Hitting | FastMode::Blocking)) = mode {
            let mut sink = FromReserve {
                inner: sink,
                bar: pos.pips[BAR],
                reserve: pos.reserve[0],
            };
            generate_with(&merged, roll, mode == FastMode::Hitting, &mut sink);
            return;
        }
    }
    if let Some(rule) = stepgen::whole_play_rule(rules, pos) {
        // The rules judge only the whole play this turn: the fast
        // generator's results that keep them are the legal plays, when
        // there are any (else shorter plays may be legal: the search
        // decides).
        let mut all: Vec<Play> = Vec::with_capacity(32);
        generate_with(pos, roll, rules.capture == Capture::Hit, &mut all);
        all.retain(|p| rule.allows(rules, pos, roll, p.after()));
        if !all.is_empty() {
            sink.clear();
            for p in &all {
                sink.push(p.after(), p.moves());
            }
            return;
        }
    }
    let mode = stepgen::fast_mode(rules, pos, roll);
    if mode.is_none() && rules.hook == Hook::DutchHitting && pos.reserve[0] == 0 {
        // Dutch hitting: the results found without its rule, kept when some
        // order of their steps hits only once a checker is home.
        let mut all: Vec<Play> = Vec::with_capacity(32);
        generate_with(pos, roll, true, &mut all);
        let mut known = true;
        let mut order = [Move::default(); 4];
        all.retain_mut(|p| {
            let keeps =
                dutch::some_order_keeps_the_rule(rules, pos, p.moves(), p.after(), &mut order);
            known &= keeps.is_some();
            if keeps == Some(true) {
                // Its moves in an order that keeps the rule.
                p.moves = order;
            }
            keeps.unwrap_or(false)
        });
        if known && !all.is_empty() {
            sink.clear();
            for p in &all {
                sink.push(p.after(), p.moves());
            }
            return;
        }
    }
    match mode {
        Some(mode) if pos.reserve[0] > 0 && mode != FastMode::Pinning => {
            // The reserve on the (empty) bar: first, or as one more point.
            let mut entering = *pos;
            entering.pips[BAR] = pos.reserve[0] as i8;
            entering.reserve[0] = 0;
            let first = rules.entering == Entering::First;
            let mut sink = FromReserve {
                inner: sink,
                bar: 0,
                reserve: pos.reserve[0],
            };
            let hits = mode == FastMode::Hitting;
            generate_from(&entering, roll, hits, first, &mut sink);
        }
        Some(FastMode::Hitting) if pos.reserve[0] == 0 => generate_with(pos, roll, true, sink),
        Some(FastMode::Blocking) if pos.reserve[0] == 0 => generate_with(pos, roll, false, sink),
        Some(FastMode::Pinning) if pos.reserve[0] == 0 => generate_pinning(pos, roll, sink),
        _ => stepgen::generate(rules, pos, roll, sink),
    }
}

/// Turns the results of a position whose reserve was played as more
/// checkers on the bar back into bar and reserve: the bar's `bar` checkers
/// entered first, the reserve's after them.
struct FromReserve<'a, S> {
    inner: &'a mut S,
    bar: i8,
    reserve: u8,
}

impl<S: Sink> Sink for FromReserve<'_, S> {
    fn clear(&mut self) {
        self.inner.clear();
    }

    fn push(&mut self, after: &Position, moves: &[Move]) {
        let mut a = *after;
        let waiting = a.pips[BAR];
        let entered = self.bar + self.reserve as i8 - waiting;
        let bar_after = (self.bar - entered).max(0);
        a.pips[BAR] = bar_after;
        a.reserve[0] = (waiting - bar_after) as u8;
        let mut relabelled = [Move::default(); 4];
        let mut from_bar = 0;
        for (m, o) in relabelled.iter_mut().zip(moves) {
            *m = *o;
            if usize::from(o.from) == BAR {
                if from_bar >= self.bar {
                    m.from = RESERVE;
                }
                from_bar += 1;
            }
        }
        self.inner.push(&a, &relabelled[..moves.len()]);
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
    crate::common::sort::sort_by(&mut parts, |a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
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
