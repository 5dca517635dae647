//! The step-by-step generator for rule sets with their own movement (a route,
//! a capture rule — hitting, blocking or Plakoto's pinning —, a reserve to
//! enter, a [`Hook`]): every distinct legal result of a roll, found by trying
//! each checker step by step and keeping the plays that use the most dice
//! (and, one die only, the higher).
//!
//! It is slower than [`super::movegen`] (which plays ordinary backgammon) but
//! general: a doublet's steps go from non-increasing points when the steps
//! of a turn commute (a result fixes its steps' multiset, so each is found
//! once), else in every order (a state searched once); a mixed roll tries
//! both orders; the results are sorted to drop the repeats.
//!
//! A [`Hook`] may refuse a step given the turn so far ([`Turn`]) and refuse
//! a finished play; "as many dice as possible" is then counted over the
//! plays it allows: a shorter play is legal when every longer one is
//! refused (a node of the search is a play when none of its continuations
//! gives one).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::movegen::{self, Move, Sink};
use super::position::{Player, Position, BAR};
use super::rules::{dutch, fevga, long_nardy, Capture, Entering, Hook, RuleSet};
use crate::Roll;

/// The point a checker of the reserve (not yet entered) starts from, in a
/// [`Move`].
pub const RESERVE: u8 = 26;

/// One step of the mover: `die` from `from` (a point, [`BAR`] or
/// [`RESERVE`]) if the rules allow it, with the position after it.
pub fn step(rules: &RuleSet, pos: &Position, from: usize, die: usize) -> Option<(Position, Move)> {
    let pips = &pos.pips;
    let on_bar = pips[BAR] > 0;
    let start = match from {
        f if f == RESERVE as usize => {
            if pos.reserve[0] == 0 || on_bar {
                return None;
            }
            BAR
        }
        BAR => {
            if !on_bar {
                return None;
            }
            BAR
        }
        f => {
            if pips[f] <= 0 || on_bar || (pos.reserve[0] > 0 && rules.entering == Entering::First) {
                return None;
            }
            f
        }
    };
    if start > die {
        let to = start - die;
        let occupant = pips[to];
        let hit = match rules.capture {
            Capture::Hit if occupant <= -2 => return None,
            Capture::Hit => occupant == -1,
            Capture::Block if occupant < 0 => return None,
            Capture::Block => false,
            // A lone opposing checker pinning one of the mover's holds its
            // point as two would.
            Capture::Pin if occupant <= -2 || pos.is_pinned(Player::OnRoll, to) => return None,
            Capture::Pin => occupant == -1,
        };
        if hit && !hit_allowed(rules, pos) {
            return None;
        }
    } else {
        // Bearing off: all home (nothing outside, nothing to enter, none of
        // the mover's checkers pinned), then the exact number or, from the
        // highest point, a higher one.
        if pos.reserve[0] > 0 || pos.pinned(Player::OnRoll) != 0 || (7..=BAR).any(|p| pips[p] > 0) {
            return None;
        }
        if start < die && (start + 1..=6).any(|p| pips[p] > 0) {
            return None;
        }
    }
    let mut after = *pos;
    if from == RESERVE as usize {
        // A checker of the reserve enters as from the bar.
        after.reserve[0] -= 1;
        after.pips[BAR] += 1;
    }
    let moved = if rules.capture == Capture::Pin {
        movegen::step_as::<true>(&mut after, start, die)
    } else {
        movegen::step(&mut after, start, die)
    };
    let m = Move {
        from: from as u8,
        ..moved
    };
    Some((after, m))
}

/// The modes of the fast generator of [`super::movegen`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FastMode {
    /// Ordinary backgammon ([`movegen::generate_with`] with hits).
    Hitting,
    /// The same without hitting: every opposing checker closes its point.
    Blocking,
    /// Plakoto's pinning ([`movegen::generate_pinning`]).
    Pinning,
}

/// How `rules` play `pos` when the fast generator of [`super::movegen`]
/// applies; `None` when only the step-by-step search will do (something to
/// enter, a route or hook the fast one does not know).
pub fn fast_mode(rules: &RuleSet, pos: &Position, roll: Roll) -> Option<FastMode> {
    if rules.route != super::position::Route::Opposite || pos.reserve[0] != 0 {
        return None;
    }
    match (rules.capture, rules.hook) {
        (Capture::Block, Hook::None) => Some(FastMode::Blocking),
        (Capture::Hit, Hook::None) => Some(FastMode::Hitting),
        (Capture::Pin, Hook::None) => Some(FastMode::Pinning),
        (Capture::Hit, Hook::DutchHitting) => {
            if dutch::may_hit(pos) {
                // A home checker already: every hit of the turn is allowed.
                Some(FastMode::Hitting)
            } else if !dutch::may_come_home(pos, roll) {
                // No checker can come home this turn: no hit at all.
                Some(FastMode::Blocking)
            } else {
                None
            }
        }
        _ => None,
    }
}

fn hit_allowed(rules: &RuleSet, pos: &Position) -> bool {
    match rules.hook {
        Hook::DutchHitting => dutch::may_hit(pos),
        _ => true,
    }
}

/// What a [`Hook`] may know of the turn being played.
#[derive(Clone, Copy, Debug)]
pub struct Turn<'a> {
    /// The rule set.
    pub rules: &'a RuleSet,
    /// The position before the turn's first step.
    pub before: &'a Position,
    /// The roll.
    pub roll: Roll,
    /// The steps played so far this turn.
    pub steps: &'a [Move],
}

/// The hook allows step `m` from `pos` (a position within the turn), the
/// step being legal by the data of the rule set.
pub fn step_allowed(turn: &Turn, pos: &Position, m: &Move) -> bool {
    match turn.rules.hook {
        Hook::LongNardy { three_three } => long_nardy::head_allows(three_three, turn, m),
        Hook::Fevga { pass_start } => fevga::start_allows(pass_start, pos, m),
        Hook::None | Hook::DutchHitting => true,
    }
}

/// The hook allows the play whose steps are `turn.steps`, ending in `after`.
pub fn play_allowed(turn: &Turn, after: &Position) -> bool {
    match turn.rules.hook {
        Hook::LongNardy { .. } => long_nardy::blocks_allowed(after),
        Hook::Fevga { .. } => fevga::blocks_allowed(after),
        Hook::None | Hook::DutchHitting => true,
    }
}

/// Whether the hook's rules are the same in whatever order a turn's steps
/// come (so a doublet's steps may be tried from non-increasing points only).
/// Dutch hitting depends on a checker brought home earlier in the turn,
/// Fevga's start rule on a checker gone past the opponent's start.
fn steps_commute(hook: Hook) -> bool {
    !matches!(hook, Hook::Fevga { .. } | Hook::DutchHitting)
}

/// A cheap hasher for the search's states (positions and dice left: no
/// adversary chooses them), eight bytes at a time, each mixed in by a
/// rotation and a multiplication by an odd constant (2^64 / the golden ratio).
#[derive(Default)]
struct StateHasher(u64);

impl StateHasher {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;

    #[inline]
    fn mix(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(Self::K);
    }
}

impl Hasher for StateHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.mix(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut last = [0u8; 8];
            last[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(last));
        }
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A play found: the result, its moves, the dice it used and their pips.
#[derive(Clone, Copy)]
struct Found {
    after: Position,
    moves: [Move; 4],
    used: u8,
    pips: u8,
}

struct Search<'a> {
    rules: &'a RuleSet,
    /// The position before the turn.
    before: &'a Position,
    roll: Roll,
    /// Steps from non-increasing points only (a doublet whose steps
    /// commute).
    same: bool,
    /// The steps so far.
    moves: [Move; 4],
    found: Vec<Found>,
    /// A doublet whose steps are tried in every order: the states already
    /// searched (the position and the dice left) are skipped.
    prune: bool,
    seen: HashMap<(Position, [u8; 4]), bool, BuildHasherDefault<StateHasher>>,
}

/// The points a step may start from, highest first.
const SOURCES: [usize; 26] = {
    let mut s = [0usize; 26];
    s[0] = RESERVE as usize;
    let mut i = 1;
    while i < 26 {
        s[i] = 26 - i; // 25 (the bar), 24, ..., 1
        i += 1;
    }
    s
};

impl Search<'_> {
    fn turn(&self, depth: usize) -> Turn<'_> {
        Turn {
            rules: self.rules,
            before: self.before,
            roll: self.roll,
            steps: &self.moves[..depth],
        }
    }

    /// Plays the dice left from `pos`, the steps so far in
    /// `self.moves[..depth]`; whether it found a play (here or further on).
    fn dfs(
        &mut self,
        pos: &Position,
        dice: &[u8],
        max_from: usize,
        depth: usize,
        pips: u8,
    ) -> bool {
        let key = (*pos, {
            let mut left = [0u8; 4];
            left[..dice.len()].copy_from_slice(dice);
            left
        });
        if self.prune && depth > 0 {
            if let Some(&found) = self.seen.get(&key) {
                return found;
            }
        }
        let mut found = false;
        let mut tried = [false; 7];
        for (i, &d) in dice.iter().enumerate() {
            if tried[d as usize] {
                continue;
            }
            tried[d as usize] = true;
            let mut rest = [0u8; 4];
            let mut n = 0;
            for (j, &x) in dice.iter().enumerate() {
                if j != i {
                    rest[n] = x;
                    n += 1;
                }
            }
            let rest = &rest[..n];
            for &from in &SOURCES {
                // A doublet's steps from non-increasing points (the reserve
                // counts as the highest).
                if self.same && from > max_from {
                    continue;
                }
                // Only points with a checker of the mover (and the reserve).
                if from <= BAR && pos.pips[from] <= 0 {
                    continue;
                }
                let Some((next, m)) = step(self.rules, pos, from, d as usize) else {
                    continue;
                };
                if !step_allowed(&self.turn(depth), pos, &m) {
                    continue;
                }
                self.moves[depth] = m;
                found |= self.dfs(&next, rest, from, depth + 1, pips + d);
            }
        }
        if !found && play_allowed(&self.turn(depth), pos) {
            self.found.push(Found {
                after: *pos,
                moves: self.moves,
                used: depth as u8,
                pips,
            });
            found = true;
        }
        if self.prune && depth > 0 {
            self.seen.insert(key, found);
        }
        found
    }
}

/// Every distinct legal result of `roll` in `pos` under `rules`, pushed to
/// `sink` (seen from the mover, before flipping); a roll with no legal play
/// gives the unchanged position (also when the hook refuses every play,
/// which the rule sets here never do from a reachable position).
pub fn generate<S: Sink>(rules: &RuleSet, pos: &Position, roll: Roll, sink: &mut S) {
    sink.clear();
    let four = [roll.high(); 4];
    let two = [roll.high(), roll.low()];
    let dice: &[u8] = if roll.is_doublet() { &four } else { &two };
    let mut search = Search {
        rules,
        before: pos,
        roll,
        same: roll.is_doublet() && steps_commute(rules.hook),
        prune: roll.is_doublet() && !steps_commute(rules.hook),
        moves: [Move::default(); 4],
        found: Vec::with_capacity(64),
        seen: HashMap::default(),
    };
    if !search.dfs(pos, dice, RESERVE as usize, 0, 0) {
        // Nothing allowed, not even standing still: the roll is not played.
        search.found.push(Found {
            after: *pos,
            moves: search.moves,
            used: 0,
            pips: 0,
        });
    }
    let most = search
        .found
        .iter()
        .map(|f| (f.used, f.pips))
        .max()
        .unwrap_or((0, 0));
    let mut kept: Vec<Found> = search
        .found
        .into_iter()
        .filter(|f| (f.used, f.pips) == most)
        .collect();
    // A doublet searched from non-increasing points finds each result once;
    // otherwise sort by a packed key (cheaper to compare than the fields),
    // stably: of equal results the first found is kept, its moves the
    // notation shown.
    if !search.same {
        kept.sort_by_key(|f| f.after.packed());
        kept.dedup_by(|a, b| a.after == b.after);
    }
    for f in &kept {
        sink.push(&f.after, &f.moves[..f.used as usize]);
    }
}
