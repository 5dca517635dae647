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
//!
//! The capture games ([`Capture::Remove`]) step round the board by
//! [`circuit::step`] and have their own search ([`circuitgen`]): their
//! steps never commute (a checker goes on past the 1-point, a capture
//! changes what the next step may take), and the Icelandic last checker's
//! jump, a play of no dice, joins the results ([`Used::jump`]).

use rustc_hash::FxHashMap;

use super::movegen::{self, Move, Sink};
use super::position::{Player, Position, BAR};
use super::rules::rolls::Dice;
use super::rules::{
    blocks, dutch, fevga, jacquet, long_nardy, BlockTiming, Capture, Entering, Hook, RuleSet,
};
use super::{circuit, circuitgen};
use crate::Roll;

/// The point a checker of the reserve (not yet entered) starts from, in a
/// [`Move`].
pub const RESERVE: u8 = 26;

/// One step of the mover: `die` from `from` (a point, [`BAR`] or
/// [`RESERVE`]) if the rules allow it, with the position after it.
pub fn step(rules: &RuleSet, pos: &Position, from: usize, die: usize) -> Option<(Position, Move)> {
    if rules.capture == Capture::Remove {
        return circuit::step(rules, pos, from, die);
    }
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
            Capture::Block | Capture::Remove => false,
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
/// applies; `None` when only the step-by-step search will do (a hook that
/// may refuse a step this turn, or checkers to enter from a reserve while
/// others are on the bar or a hook is at work). A reserve with nobody on the
/// bar is played by the fast generator from the bar ([`super::play`]). The
/// route does not matter: the fast generator plays the mover's steps alone,
/// and only [`Position::flip`] reads the route.
pub fn fast_mode(rules: &RuleSet, pos: &Position, roll: Roll) -> Option<FastMode> {
    if rules.capture == Capture::Remove {
        // Round the board, capturing for good: the search alone.
        return None;
    }
    if pos.reserve[0] != 0 && (pos.pips[BAR] != 0 || rules.hook != Hook::None) {
        return None;
    }
    let free = match rules.capture {
        Capture::Hit => FastMode::Hitting,
        Capture::Block => FastMode::Blocking,
        Capture::Pin => FastMode::Pinning,
        Capture::Remove => return None,
    };
    match rules.hook {
        Hook::None => Some(free),
        Hook::DutchHitting if rules.capture == Capture::Hit => {
            if dutch::may_hit(pos) {
                // A home checker already: every hit of the turn is allowed.
                Some(FastMode::Hitting)
            } else if !dutch::may_come_home(pos, roll) || !dutch::may_reach_blot(pos, roll) {
                // No checker can come home this turn, or none can reach a
                // blot: no hit at all.
                Some(FastMode::Blocking)
            } else {
                None
            }
        }
        // The courier has arrived for good: the rule refuses nothing.
        Hook::Courier if jacquet::courier_settled(pos) => Some(free),
        _ => None,
    }
}

/// A hook whose rules, in a given turn, judge only the whole play (not the
/// order of its steps): the fast generator's results filtered by it are the
/// legal plays when any keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WholePlayRule {
    /// Long nardy: the checkers gone from the head are counted, the blocks
    /// read on the result.
    LongNardy {
        /// A first 3-3 lets two leave the head.
        three_three: bool,
    },
    /// Fevga once its first checker is past: only the block rules are left.
    FevgaBlocks,
}

impl WholePlayRule {
    /// The play from `before` to `after` keeps the rule.
    pub fn allows(self, rules: &RuleSet, before: &Position, roll: Roll, after: &Position) -> bool {
        match self {
            WholePlayRule::LongNardy { three_three } => {
                long_nardy::play_allows(three_three, rules, before, roll, after)
            }
            WholePlayRule::FevgaBlocks => fevga::blocks_allowed(after),
        }
    }
}

/// The [`WholePlayRule`] of `rules` in `pos`, if its hook judges only the
/// whole play this turn (and nothing is to be entered).
pub fn whole_play_rule(rules: &RuleSet, pos: &Position) -> Option<WholePlayRule> {
    if pos.reserve[0] != 0 {
        return None;
    }
    if rules.block_timing() == Some(BlockTiming::EachLanding) {
        // The blocks are judged at each landing: the search alone.
        return None;
    }
    match rules.hook {
        Hook::LongNardy { three_three, .. } => Some(WholePlayRule::LongNardy { three_three }),
        // No hitting in Fevga: a checker past the goal stays past, so the
        // start rule refuses nothing for the rest of the game.
        Hook::Fevga { pass_start, .. }
            if rules.capture == Capture::Block
                && fevga::first_checker_arrived(pos, fevga::goal(pass_start, pos)) =>
        {
            Some(WholePlayRule::FevgaBlocks)
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
        Hook::LongNardy { three_three, .. } => long_nardy::head_allows(three_three, turn, m),
        Hook::Fevga { pass_start, .. } => fevga::start_allows(pass_start, pos, m),
        Hook::Courier => jacquet::courier_allows(pos, m),
        Hook::None | Hook::DutchHitting | Hook::Chase | Hook::Icelandic => true,
    }
}

pub use super::rules::blocks::landing_allowed;

/// The hook allows the play whose steps are `turn.steps`, ending in `after`
/// (its block rules, [`blocks::allowed`]).
pub fn play_allowed(turn: &Turn, after: &Position) -> bool {
    blocks::allowed(turn.rules, after)
}

/// Whether the hook's rules are the same in whatever order a turn's steps
/// come (so a doublet's steps may be tried from non-increasing points only).
/// Dutch hitting depends on a checker brought home earlier in the turn,
/// Fevga's start rule and jacquet's courier on a checker gone far enough;
/// blocks judged at each landing on the positions between the steps.
fn steps_commute(hook: Hook) -> bool {
    !matches!(
        hook,
        Hook::Fevga { .. }
            | Hook::DutchHitting
            | Hook::Courier
            | Hook::LongNardy {
                blocks: BlockTiming::EachLanding,
                ..
            }
    )
}

/// A play found: the result, its moves and the dice it used.
#[derive(Clone, Copy)]
struct Found {
    after: Position,
    moves: [Move; 4],
    used: u8,
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
    seen: FxHashMap<([u64; 5], u8), bool>,
    /// The dice and pips of the best plays found so far.
    best: (u8, u8),
}

/// The points a step may start from, in the order a doublet's steps take
/// them: the bar, the reserve (both enter; the bar's checkers first), then
/// the points from 24 down.
const SOURCES: [usize; 26] = {
    let mut s = [0usize; 26];
    s[0] = BAR;
    s[1] = RESERVE as usize;
    let mut i = 2;
    while i < 26 {
        s[i] = 26 - i; // 24, ..., 1
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
        first_source: usize,
        depth: usize,
        pips: u8,
    ) -> bool {
        // A doublet's state: the position and how many of its dice are left.
        let memo = self.prune && depth > 0;
        let key = if memo {
            let key = (pos.packed(), dice.len() as u8);
            if let Some(&found) = self.seen.get(&key) {
                return found;
            }
            Some(key)
        } else {
            None
        };
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
            for (k, &from) in SOURCES.iter().enumerate() {
                // A doublet's steps in the order of SOURCES.
                if self.same && k < first_source {
                    continue;
                }
                // Only points with a checker of the mover (and the reserve).
                if from <= BAR && pos.pips[from] <= 0 {
                    continue;
                }
                let Some((next, m)) = step(self.rules, pos, from, d as usize) else {
                    continue;
                };
                if !step_allowed(&self.turn(depth), pos, &m) || !landing_allowed(self.rules, &next)
                {
                    continue;
                }
                self.moves[depth] = m;
                found |= self.dfs(&next, rest, k, depth + 1, pips + d);
            }
        }
        if !found && play_allowed(&self.turn(depth), pos) {
            // Only the plays using the most dice (then pips) are kept.
            let rank = (depth as u8, pips);
            if rank > self.best {
                self.best = rank;
                self.found.clear();
            }
            if rank == self.best {
                self.found.push(Found {
                    after: *pos,
                    moves: self.moves,
                    used: depth as u8,
                });
            }
            found = true;
        }
        if let Some(key) = key {
            self.seen.insert(key, found);
        }
        found
    }
}

/// Every distinct legal result of `roll` in `pos` under `rules`, pushed to
/// `sink` (seen from the mover, before flipping); a roll with no legal play
/// gives the unchanged position (also when the hook refuses every play,
/// which the rule sets here never do from a reachable position).
///
/// The roll's dice are those its rule set plays at once
/// ([`super::rules::RollRule::first_part`]: in the chase only the numbers
/// that count).
pub fn generate<S: Sink>(rules: &RuleSet, pos: &Position, roll: Roll, sink: &mut S) {
    generate_dice(rules, pos, roll, &rules.rolls.first_part(roll, pos), sink);
}

/// The dice a play of [`generate_dice`] used: how many, and their sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Used {
    /// How many dice.
    pub dice: u8,
    /// Their numbers' sum.
    pub pips: u8,
    /// The result of a play that uses none of the dice, when it is one of
    /// the plays: Icelandic backgammon's last checker jumping to a corner
    /// whatever the dice (the numbers then pass to the opponent). Not the
    /// result of any play of the dice.
    pub jump: Option<Position>,
}

/// Every distinct legal result of playing `dice` (a part of a turn that
/// began with `roll`, [`super::rules::rolls`]) in `pos`, pushed to `sink`
/// as [`generate`] does; returns the dice every result uses (all use the
/// same).
pub fn generate_dice<S: Sink>(
    rules: &RuleSet,
    pos: &Position,
    roll: Roll,
    dice: &Dice,
    sink: &mut S,
) -> Used {
    if rules.capture == Capture::Remove {
        return circuitgen::generate(rules, pos, dice, sink);
    }
    sink.clear();
    let values = dice.values();
    let same_numbers = values.len() > 1 && values.iter().all(|&d| d == values[0]);
    let prune = same_numbers && !steps_commute(rules.hook);
    let mut search = Search {
        rules,
        before: pos,
        roll,
        same: same_numbers && steps_commute(rules.hook),
        prune,
        moves: [Move::default(); 4],
        found: Vec::with_capacity(64),
        seen: if prune {
            FxHashMap::with_capacity_and_hasher(256, Default::default())
        } else {
            FxHashMap::default()
        },
        best: (0, 0),
    };
    if !search.dfs(pos, values, 0, 0, 0) {
        // Nothing allowed, not even standing still: the roll is not played.
        search.found.push(Found {
            after: *pos,
            moves: search.moves,
            used: 0,
        });
    }
    let most = search.best;
    let mut kept = search.found;
    // A doublet searched from non-increasing points finds each result once;
    // otherwise sort by a packed key (cheaper to compare than the fields),
    // stably: of equal results the first found is kept, its moves the
    // notation shown.
    if !search.same {
        crate::common::sort::sort_by_cached_key(&mut kept, |f| f.after.packed());
        kept.dedup_by(|a, b| a.after == b.after);
    }
    for f in &kept {
        sink.push(&f.after, &f.moves[..f.used as usize]);
    }
    Used {
        dice: most.0,
        pips: most.1,
        jump: None,
    }
}
