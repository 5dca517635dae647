//! A second reading of the rule sets, written from their rules texts alone
//! (the rule files' `text` and the digest, `shared/rules/variants.md`): a
//! step-by-step generator that tries every order of the dice, checker by
//! checker, and keeps the plays that use the most dice (then the higher
//! die). It shares nothing with the engine's move generators: not its
//! routes (each side's own points are laid on the board here from where the
//! texts put the starts), nor its steps, nor its block rules. It reads a
//! position only through its counts from each side's own side
//! ([`Position::setup`]).
//!
//! Here: every rule set whose checkers are hit, blocked or pinned, on any
//! dice of a part of a turn (a roll's, a complement's, a cascade's, a
//! chosen doublet's, an opponent's rest). The capture games (the chase,
//! Icelandic backgammon) are read in [`circuit`], the parts of a turn in
//! [`turns`]; [`primes`] makes the prime-rich positions the block rules
//! are tried on.
#![allow(dead_code)]

pub mod circuit;
pub mod primes;
pub mod turns;

use std::collections::BTreeMap;

use tables::backgammon::{Position, Variant, VariantOptions};
use tables::{Roll, Side};

/// What the texts say of a rule set, as far as one part of a turn goes.
#[derive(Clone, Copy, Debug)]
pub struct Reading {
    /// A lone opposing checker is hit (else any opposing checker closes
    /// its point).
    pub hitting: bool,
    /// Plakoto: a lone opposing checker landed on is pinned under the lander.
    pub pinning: bool,
    /// Dutch: a blot may be hit only with a checker in one's home board.
    pub hit_after_home: bool,
    /// Checkers off the board all enter before any other move.
    pub enter_all_first: bool,
    /// Where the opponent's 24-point (his route's first point) is, on the
    /// mover's own numbering; `None`: the routes run opposite ways, his
    /// point q being the mover's 25 - q.
    pub their_start: Option<usize>,
    /// Long nardy's head rule (`Some(three_three)`).
    pub head: Option<bool>,
    /// The first-checker rule: a second checker leaves the 24-point only
    /// once one has reached the mover's point `goal` or below (Fevga: past
    /// the opponent's start; jacquet: the home board).
    pub first_checker_goal: Option<usize>,
    /// No six points in a row of the opponent's route held with none of
    /// his checkers past them.
    pub prime_rule: bool,
    /// Fevga: never all six points of the opponent's starting quarter.
    pub quarter_rule: bool,
    /// The block rules are judged at each landing too.
    pub each_landing: bool,
}

/// The reading of `v` with `o`, the side `on_roll` to move (American's
/// starts lie differently from each side); `None` for the rule sets not
/// covered.
pub fn reading(v: Variant, o: &VariantOptions, on_roll: Side) -> Option<Reading> {
    let plain = Reading {
        hitting: true,
        pinning: false,
        hit_after_home: false,
        enter_all_first: true,
        their_start: None,
        head: None,
        first_checker_goal: None,
        prime_rule: false,
        quarter_rule: false,
        each_landing: false,
    };
    // "The heads face each other across the board": his 24 is my 12.
    let facing = Some(12);
    Some(match v {
        Variant::Backgammon
        | Variant::Nackgammon
        | Variant::Hypergammon(_)
        | Variant::Portes
        | Variant::Snake => plain,
        Variant::Dutch => Reading {
            hit_after_home: o.dutch_hit_after_home,
            ..plain
        },
        Variant::AceyDeucey => Reading {
            enter_all_first: false,
            ..plain
        },
        // "All checkers enter into White's home; both move the same way":
        // one track, his 24 is my 24.
        Variant::Russian => Reading {
            hitting: o.russian_hitting,
            enter_all_first: o.russian_enter_all_first,
            their_start: Some(24),
            ..plain
        },
        Variant::LongNardy => Reading {
            hitting: false,
            their_start: facing,
            head: Some(o.nardy_first_three_three),
            prime_rule: true,
            each_landing: o.nardy_block_each_landing,
            ..plain
        },
        Variant::Fevga => Reading {
            hitting: false,
            their_start: facing,
            // Past his start (my 12), or into his starting quarter.
            first_checker_goal: Some(if o.fevga_pass_start { 11 } else { 12 }),
            prime_rule: true,
            quarter_rule: true,
            each_landing: o.fevga_block_each_landing,
            ..plain
        },
        Variant::GulBara => Reading {
            hitting: false,
            their_start: facing,
            ..plain
        },
        Variant::Jacquet | Variant::Matador => Reading {
            hitting: !o.jacquet_blocking,
            their_start: facing,
            first_checker_goal: Some(6),
            ..plain
        },
        // White starts on the circle's 1 (his 24), Black's route begins on
        // its 7 (his 24): Black's 24 is White's 18, White's 24 Black's 6.
        Variant::American => Reading {
            hitting: false,
            enter_all_first: false,
            their_start: Some(if on_roll == Side::White { 18 } else { 6 }),
            ..plain
        },
        // "Nothing is hit: a checker landing on a lone opposing checker pins
        // it"; opposite routes, all fifteen on the own 24.
        Variant::Plakoto => Reading {
            hitting: false,
            pinning: true,
            ..plain
        },
        Variant::Chase | Variant::Icelandic => return None,
    })
}

/// A position as this reading holds it: the mover's checkers on his points
/// (25 his bar), the opponent's on the mover's points (25 his bar), the
/// checkers still to enter, and how many each side has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Board {
    pub mine: [u8; 26],
    pub theirs: [u8; 26],
    pub reserve: [u8; 2],
    pub checkers: u8,
    /// Plakoto: bit `p` for the mover's point `p` where a checker of his
    /// lies pinned (under the opponent's), and where one of the opponent's
    /// lies pinned under his.
    pub pinned_mine: u32,
    pub pinned_theirs: u32,
}

/// The mover's point of the opponent's own point `q`.
pub fn their_point_on_mine(r: &Reading, q: usize) -> usize {
    match r.their_start {
        None => 25 - q,
        Some(s) => (q + s + 23) % 24 + 1,
    }
}

impl Board {
    /// From the engine's position (through its own-side counts only).
    pub fn of(r: &Reading, pos: &Position) -> Board {
        let s = pos.setup();
        let mut b = Board {
            mine: [0; 26],
            theirs: [0; 26],
            reserve: s.reserve,
            checkers: s.checkers,
            pinned_mine: s.pinned[0],
            pinned_theirs: 0,
        };
        for q in 1..=24 {
            b.mine[q] = s.on_roll[q - 1];
            b.theirs[their_point_on_mine(r, q)] += s.opponent[q - 1];
            if s.pinned[1] >> q & 1 == 1 {
                b.pinned_theirs |= 1 << their_point_on_mine(r, q);
            }
        }
        b.mine[25] = s.on_roll[24];
        b.theirs[25] = s.opponent[24];
        b
    }

    /// Each side's counts from its own side (bar last), the reserves and
    /// the pinned checkers by own point: what the engine's
    /// [`Position::setup`] gives.
    pub fn own_counts(&self, r: &Reading) -> Counts {
        let mut mine = [0u8; 25];
        let mut theirs = [0u8; 25];
        let mut pinned_theirs = 0u32;
        for q in 1..=24 {
            mine[q - 1] = self.mine[q];
            theirs[q - 1] = self.theirs[their_point_on_mine(r, q)];
            if self.pinned_theirs >> their_point_on_mine(r, q) & 1 == 1 {
                pinned_theirs |= 1 << q;
            }
        }
        mine[24] = self.mine[25];
        theirs[24] = self.theirs[25];
        (
            mine,
            theirs,
            self.reserve,
            [self.pinned_mine, pinned_theirs],
        )
    }

    fn off(&self, mine: bool) -> u8 {
        let (c, res, pins) = if mine {
            (&self.mine, self.reserve[0], self.pinned_mine)
        } else {
            (&self.theirs, self.reserve[1], self.pinned_theirs)
        };
        self.checkers - c.iter().sum::<u8>() - res - pins.count_ones() as u8
    }

    /// A block the texts forbid: six points of the opponent's route in a
    /// row (his own numbering, 24 down to 1) held by the mover, none of his
    /// checkers past them (on his lower points) nor borne off.
    pub fn forbidden_prime(&self, r: &Reading) -> bool {
        if self.off(false) > 0 {
            return false;
        }
        // His most advanced checker, in his numbering (25: none on the board).
        let front = (1..=24)
            .find(|&q| self.theirs[their_point_on_mine(r, q)] > 0)
            .unwrap_or(25);
        let held = |q: usize| self.mine[their_point_on_mine(r, q)] > 0;
        (1..=19).any(|lo| lo + 5 < front && (lo..lo + 6).all(held))
    }

    /// All six points of the opponent's starting quarter (his 19 to 24).
    pub fn holds_their_start_quarter(&self, r: &Reading) -> bool {
        (19..=24).all(|q| self.mine[their_point_on_mine(r, q)] > 0)
    }

    fn blocks_ok(&self, r: &Reading) -> bool {
        let prime = r.prime_rule && self.forbidden_prime(r);
        let quarter = r.quarter_rule && self.holds_their_start_quarter(r);
        !prime && !quarter
    }
}

/// Each side's own counts, the reserves and the pinned checkers.
pub type Counts = ([u8; 25], [u8; 25], [u8; 2], [u32; 2]);

/// A step: from a point (25 the bar, 26 the reserve) to a point (0 off).
pub type Step = (u8, u8);

struct Search<'a> {
    r: &'a Reading,
    before: Board,
    roll: Roll,
    /// Each result with its best (dice used, pips) and a sequence of steps.
    found: BTreeMap<Board, ((usize, usize), Vec<Step>)>,
}

impl Search<'_> {
    fn head_limit(&self) -> usize {
        let three = self.r.head.unwrap_or(false);
        let first = self.before.mine[24] == self.before.checkers;
        let special = self.roll.is_doublet()
            && (matches!(self.roll.high(), 6 | 4) || (self.roll.high() == 3 && three));
        if first && special {
            2
        } else {
            1
        }
    }

    /// `die` from `from` on `b`, the steps so far `steps`.
    fn step(&self, b: &Board, from: usize, die: usize, steps: &[Step]) -> Option<(Board, Step)> {
        let r = self.r;
        let mut n = *b;
        let on_bar = b.mine[25] > 0;
        let start = match from {
            26 => {
                if b.reserve[0] == 0 || on_bar {
                    return None;
                }
                n.reserve[0] -= 1;
                25
            }
            25 => {
                if !on_bar {
                    return None;
                }
                n.mine[25] -= 1;
                25
            }
            p => {
                if b.mine[p] == 0 || on_bar || (r.enter_all_first && b.reserve[0] > 0) {
                    return None;
                }
                n.mine[p] -= 1;
                if n.mine[p] == 0 && b.pinned_theirs >> p & 1 == 1 {
                    // The last checker on top leaves: the pinned one is free.
                    n.pinned_theirs &= !(1 << p);
                    n.theirs[p] = 1;
                }
                p
            }
        };
        if let (Some(_), 24) = (r.head, from) {
            let left = steps.iter().filter(|s| s.0 == 24).count();
            if left >= self.head_limit() {
                return None;
            }
        }
        if let (Some(goal), 24) = (r.first_checker_goal, from) {
            // Met once a checker has got there (or off), and for good: with
            // hitting (jacquet's option) a courier hit back after others
            // left leaves them free (two or more away from the start).
            let away: u8 = (goal + 1..24).map(|p| b.mine[p]).sum::<u8>() + b.mine[25];
            let arrived = b.off(true) > 0 || (1..=goal).any(|p| b.mine[p] > 0) || away >= 2;
            let others_out = away > 0;
            if !arrived && others_out {
                return None;
            }
        }
        let to = if start > die {
            let to = start - die;
            let there = b.theirs[to];
            // A lone opposing checker pinning one of mine holds its point.
            let holds = there == 1 && b.pinned_mine >> to & 1 == 1;
            if there >= 2 || holds || (there == 1 && !r.hitting && !r.pinning) {
                return None;
            }
            if there == 1 && r.pinning {
                n.theirs[to] = 0;
                n.pinned_theirs |= 1 << to;
            } else if there == 1 {
                if r.hit_after_home && !(1..=6).any(|p| b.mine[p] > 0) {
                    return None;
                }
                n.theirs[to] = 0;
                n.theirs[25] += 1;
            }
            n.mine[to] += 1;
            to
        } else {
            // All home, and none of mine pinned (in the home board, or
            // outside it: then not all home).
            let all_home =
                b.reserve[0] == 0 && (7..=25).all(|p| b.mine[p] == 0) && b.pinned_mine == 0;
            if !all_home || (start < die && (start + 1..=6).any(|p| b.mine[p] > 0)) {
                return None;
            }
            0
        };
        if r.each_landing && !n.blocks_ok(r) {
            return None;
        }
        Some((n, (from as u8, to as u8)))
    }

    fn go(&mut self, b: &Board, dice: &[usize], steps: &mut Vec<Step>, pips: usize) {
        if b.blocks_ok(self.r) {
            let rank = (steps.len(), pips);
            let e = self.found.entry(*b).or_insert((rank, steps.clone()));
            if rank > e.0 {
                *e = (rank, steps.clone());
            }
        }
        for i in 0..dice.len() {
            if dice[..i].contains(&dice[i]) {
                continue;
            }
            let mut rest = dice.to_vec();
            let d = rest.remove(i);
            for from in 1..=26 {
                if let Some((n, s)) = self.step(b, from, d, steps) {
                    steps.push(s);
                    self.go(&n, &rest, steps, pips + d);
                    steps.pop();
                }
            }
        }
    }
}

/// Every result the texts allow for `roll` on `b`, each with one sequence
/// of its steps.
pub fn plays(r: &Reading, b: &Board, roll: Roll) -> BTreeMap<Board, Vec<Step>> {
    plays_of_dice(r, b, roll, &roll_dice(roll)).0
}

/// The dice of a roll: its two numbers, a doublet four times (seed 001:
/// "doubles are played four times").
pub fn roll_dice(roll: Roll) -> Vec<usize> {
    if roll.is_doublet() {
        vec![usize::from(roll.high()); 4]
    } else {
        vec![usize::from(roll.high()), usize::from(roll.low())]
    }
}

/// Every result the texts allow for `dice`, a part of a turn that began
/// with `roll` (the part's dice are played as a roll's: as many as
/// possible, the higher of two), each with one sequence of its steps; and
/// the dice the plays use (how many, their sum).
pub fn plays_of_dice(
    r: &Reading,
    b: &Board,
    roll: Roll,
    dice: &[usize],
) -> (BTreeMap<Board, Vec<Step>>, (usize, usize)) {
    let found = search(r, b, roll, dice);
    let best = found.values().map(|v| v.0).max().unwrap_or((0, 0));
    let mut out: BTreeMap<Board, Vec<Step>> = found
        .into_iter()
        .filter(|(_, v)| v.0 == best)
        .map(|(k, v)| (k, v.1))
        .collect();
    if out.is_empty() {
        // Not even standing still keeps the rules: the roll is not played.
        out.insert(*b, Vec::new());
    }
    (out, best)
}

/// Every result of some sequence of legal steps of `dice` (the play rules
/// applied to it, as many dice as possible not), with its best (dice,
/// pips) and steps.
pub fn search(
    r: &Reading,
    b: &Board,
    roll: Roll,
    dice: &[usize],
) -> BTreeMap<Board, ((usize, usize), Vec<Step>)> {
    let mut s = Search {
        r,
        before: *b,
        roll,
        found: BTreeMap::new(),
    };
    s.go(b, dice, &mut Vec::new(), 0);
    s.found
}
