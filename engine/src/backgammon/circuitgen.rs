//! The legal plays of the capture games ([`Capture::Remove`]: the chase,
//! Icelandic backgammon), fast: every distinct result of a part's dice, the
//! plays using as many dice as possible (of two numbers with one playable,
//! the higher), found layer by layer — each layer the distinct positions
//! after one more die, a small hash table dropping the repeats — so that a
//! doublet's steps are tried in every order (a checker goes on past the
//! 1-point, a capture changes what the next step may take) without
//! searching a position twice.
//!
//! In Icelandic backgammon a side with two checkers or more may play every
//! step, and a play's result does not depend on the order of its steps
//! (nothing blocks, captures are where checkers land): a doublet's plays
//! are then the ways of sharing its steps among the checkers, each found
//! once, and two numbers' plays any checker's higher number then any
//! checker's lower (and one checker's lower then its higher, landing on
//! another point on the way). The Icelandic last checker's jump, a play of no dice, joins the
//! results when the dice cannot give the same position ([`Used::jump`]).
//!
//! [`Capture::Remove`]: super::rules::Capture::Remove

use super::circuit::{self, ahead, Sides};
use super::movegen::{Move, Sink};
use super::position::Position;
use super::rules::rolls::Dice;
use super::rules::{icelandic, Hook, RuleSet};
use super::stepgen::Used;

/// A position reached by some of the dice, the moves that reach it and
/// what the rules need to know of it.
#[derive(Clone, Copy)]
struct State {
    /// The points' counts packed, 8 a word: the key of the position (all
    /// else is the same through a turn: nothing borne off, nothing to
    /// enter, one route).
    key: [u64; 4],
    pos: Position,
    sides: Sides,
    moves: [Move; 4],
}

impl State {
    fn new(pos: Position, sides: Sides, moves: [Move; 4]) -> State {
        let mut key = [0u64; 4];
        for (i, &v) in pos.pips().iter().enumerate() {
            key[i / 8] |= u64::from(v as u8) << (8 * (i % 8));
        }
        State {
            key,
            pos,
            sides,
            moves,
        }
    }

    /// The key of this state's position with `from` holding `at_from` and
    /// `to` holding `at_to`.
    #[inline]
    fn key_with(&self, from: usize, at_from: i8, to: usize, at_to: i8) -> [u64; 4] {
        let mut key = self.key;
        for (p, v) in [(from, at_from), (to, at_to)] {
            let shift = 8 * (p % 8);
            key[p / 8] = key[p / 8] & !(0xFF << shift) | u64::from(v as u8) << shift;
        }
        key
    }
}

/// Slots of the table that keeps a layer's positions distinct.
const SLOTS: usize = 1024;

/// The distinct states of a layer: the states, and an open-addressing table
/// of their indices by key (past half full, the repeats are sorted out at
/// the end instead).
struct Layer {
    states: Vec<State>,
    slots: [u16; SLOTS],
}

impl Layer {
    fn new() -> Layer {
        Layer {
            states: Vec::with_capacity(64),
            slots: [0; SLOTS],
        }
    }

    fn clear(&mut self) {
        self.states.clear();
        self.slots = [0; SLOTS];
    }

    fn hash(key: &[u64; 4]) -> usize {
        let h = key[0] ^ key[1].rotate_left(21) ^ key[2].rotate_left(42) ^ key[3];
        (h.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize
    }

    /// Whether the position of `key` is new here; if so, the next state
    /// pushed is taken as its (the first found is kept, its moves the
    /// notation shown).
    #[inline]
    fn is_new(&mut self, key: &[u64; 4]) -> bool {
        if self.states.len() >= SLOTS / 2 {
            return true;
        }
        let mut i = Layer::hash(key);
        loop {
            match self.slots[i] {
                0 => {
                    self.slots[i] = self.states.len() as u16 + 1;
                    return true;
                }
                k if self.states[usize::from(k) - 1].key == *key => return false,
                _ => i = (i + 1) % SLOTS,
            }
        }
    }

    /// The states, each position once.
    fn finish(&mut self) -> &[State] {
        if self.states.len() > SLOTS / 2 {
            crate::common::sort::sort_by(&mut self.states, |a, b| a.key.cmp(&b.key));
            self.states.dedup_by(|a, b| a.key == b.key);
        }
        &self.states
    }
}

/// Adds to `out` every result of one more step of `die` from `layer`, the
/// step being the `depth`-th of the play (from 0).
fn expand(rules: &RuleSet, layer: &[State], die: u8, depth: usize, out: &mut Layer) {
    for s in layer {
        for from in (1..=24).rev() {
            if s.pos.pips()[from] <= 0 {
                continue;
            }
            let Some(to) = circuit::landing(rules, &s.pos, s.sides, from, usize::from(die)) else {
                continue;
            };
            push_step(out, s, from, to, depth);
        }
    }
}

/// The step `from` → `to` on the counts of `t` (as [`circuit::land`]
/// does), its `depth`-th move, its key being `key`.
#[inline]
fn apply(t: &mut State, from: usize, to: usize, depth: usize, key: [u64; 4]) {
    let before_to = t.pos.pips[to];
    let hit = before_to < 0;
    t.key = key;
    t.pos.pips[from] -= 1;
    t.pos.pips[to] = if hit { 1 } else { before_to + 1 };
    t.sides.theirs = t.sides.theirs.saturating_sub((-before_to).max(0) as u8);
    t.moves[depth] = Move {
        from: from as u8,
        to: to as u8,
        hit,
    };
}

/// The key of `s` after the step `from` → `to`.
#[inline]
fn key_after(s: &State, from: usize, to: usize) -> [u64; 4] {
    let before_to = s.pos.pips()[to];
    let at_to = if before_to < 0 { 1 } else { before_to + 1 };
    s.key_with(from, s.pos.pips()[from] - 1, to, at_to)
}

/// Adds the state after the step `from` → `to` of `s` to `out` if new,
/// written in place: the new state is not copied after its bytes change
/// (a copy then would stall the processor, as [`Sink`] says).
#[inline]
fn push_step(out: &mut Layer, s: &State, from: usize, to: usize, depth: usize) {
    let key = key_after(s, from, to);
    if !out.is_new(&key) {
        return;
    }
    out.states.push(*s);
    let n = out.states.len() - 1;
    apply(&mut out.states[n], from, to, depth, key);
}

/// A checker in [`share`]: the point it is on, the point it started the
/// turn on, the steps it has made.
type Slot = (usize, usize, u8);

/// The results of `left` more steps of `die` from `s` when every step is
/// legal and their order does not matter: each way of sharing them among
/// the checkers (`slots`, from `first` on: a checker once passed moves no
/// more; of checkers that started on one point, a later one makes no more
/// steps than the one before it), into `out`.
#[allow(clippy::too_many_arguments)]
fn share(
    rules: &RuleSet,
    s: &State,
    slots: &mut [Slot],
    first: usize,
    depth: usize,
    left: usize,
    die: u8,
    out: &mut Layer,
) {
    for j in first..slots.len() {
        let (now, origin, steps) = slots[j];
        if j > 0 && slots[j - 1].1 == origin && slots[j - 1].2 <= steps {
            continue;
        }
        if circuit::landing(rules, &s.pos, s.sides, now, usize::from(die)).is_none() {
            continue;
        }
        let to = ahead(now, usize::from(die));
        if left == 1 {
            push_step(out, s, now, to, depth);
            continue;
        }
        let mut t = *s;
        apply(&mut t, now, to, depth, key_after(s, now, to));
        slots[j] = (to, origin, steps + 1);
        share(rules, &t, slots, j, depth + 1, left - 1, die, out);
        slots[j] = (now, origin, steps);
    }
}

/// The results of one step of `die` from each state of `layer`.
fn next_layer(rules: &RuleSet, layer: &[State], die: u8, depth: usize) -> Vec<State> {
    let mut out = Layer::new();
    expand(rules, layer, die, depth, &mut out);
    out.finish();
    out.states
}

/// Every distinct legal result of playing `dice` in `pos` under `rules` (a
/// capture game), pushed to `sink`; the dice the plays use (see
/// [`super::stepgen::generate_dice`]).
pub fn generate<S: Sink>(rules: &RuleSet, pos: &Position, dice: &Dice, sink: &mut S) -> Used {
    sink.clear();
    let start = State::new(*pos, Sides::of(pos), [Move::default(); 4]);
    let values = dice.values();
    // Icelandic, two checkers or more: every step legal, in any order.
    let free = rules.hook == Hook::Icelandic && pos.checkers() >= 2;
    let mut layer = vec![start];
    let (mut used, mut pips) = (0u8, 0u8);
    match *values {
        [] => {}
        [high, low, ..] if high != low && free => {
            // Any checker the higher, any the lower; one checker both in
            // the other order too (another point landed on on the way).
            let first = next_layer(rules, &layer, high, 0);
            let mut both = Layer::new();
            expand(rules, &first, low, 1, &mut both);
            for from in (1..=24).rev() {
                if pos.mine(from) == 0 {
                    continue;
                }
                let on = ahead(from, usize::from(low));
                let mut t = start;
                apply(&mut t, from, on, 0, key_after(&start, from, on));
                push_step(&mut both, &t, on, ahead(on, usize::from(high)), 1);
            }
            both.finish();
            (layer, used, pips) = (both.states, 2, high + low);
        }
        [high, low, ..] if high != low => {
            // Both orders of two numbers, else the higher alone, else the lower.
            let first = next_layer(rules, &layer, high, 0);
            let second = next_layer(rules, &layer, low, 0);
            let mut both = Layer::new();
            expand(rules, &first, low, 1, &mut both);
            expand(rules, &second, high, 1, &mut both);
            both.finish();
            if !both.states.is_empty() {
                (layer, used, pips) = (both.states, 2, high + low);
            } else if !first.is_empty() {
                (layer, used, pips) = (first, 1, high);
            } else if !second.is_empty() {
                (layer, used, pips) = (second, 1, low);
            }
        }
        [die, ..] if values.len() > 1 && free => {
            // Every step legal, in any order: the ways of sharing them.
            let mut slots: Vec<Slot> = Vec::with_capacity(16);
            for p in (1..=24).rev() {
                for _ in 0..pos.mine(p) {
                    slots.push((p, p, 0));
                }
            }
            let mut out = Layer::new();
            share(rules, &start, &mut slots, 0, 0, values.len(), die, &mut out);
            out.finish();
            if !out.states.is_empty() {
                used = values.len() as u8;
                pips = used * die;
                layer = out.states;
            }
        }
        _ => {
            // One number, or a doublet's: as many as can be played.
            let mut next = Layer::new();
            for (depth, &die) in values.iter().enumerate() {
                next.clear();
                expand(rules, &layer, die, depth, &mut next);
                if next.finish().is_empty() {
                    break;
                }
                std::mem::swap(&mut layer, &mut next.states);
                used += 1;
                pips += die;
            }
        }
    }
    // The Icelandic jump after the plays of the dice: of equal results the
    // first is kept, so a jump the dice can make too is that play.
    let jump = match rules.hook {
        Hook::Icelandic => icelandic::jump(pos),
        _ => None,
    };
    let mut jumped = None;
    if let Some((after, m)) = jump {
        if layer.iter().all(|s| s.pos != after) {
            jumped = Some(after);
            let mut moves = [Move::default(); 4];
            moves[0] = m;
            layer.push(State::new(after, start.sides, moves));
        }
    }
    for s in &layer {
        let n = if Some(s.pos) == jumped { 1 } else { used };
        sink.push(&s.pos, &s.moves[..usize::from(n)]);
    }
    Used {
        dice: used,
        pips,
        jump: jumped,
    }
}
