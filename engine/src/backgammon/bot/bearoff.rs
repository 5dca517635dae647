//! The exact one-sided bear-off database: every position of up to 15
//! checkers on a side's six home points (54,264 of them), with the
//! distribution of the number of rolls it takes to bear them all off and
//! of the number it takes to bear off the first one, each roll played to
//! make its mean the least (as gnubg's one-sided database does). Built on
//! first use and kept ([`database`]).
//!
//! Two sides both home with no contact make a race of independent
//! bear-offs: [`chances`] gives the cubeless chances exactly from the two
//! distributions (the side to roll wins when he finishes in `n` rolls and
//! his opponent has not in `n − 1`; a gammon when the loser has not yet
//! borne off a checker). A one-sided play (fewest rolls on average) is not
//! always the two-sided best, so the chances are exact for those plays.
//!
//! Measured (`tables backgammon bench --bearoff`, release, natively): built
//! in 0.16 s on a quiet core (0.8–1.3 s with the machine's two cores
//! busy), 3.98 MB kept (each distribution from its first non-zero entry,
//! in f32). Its chances agree with gnubg 1.07's one-sided database to
//! 2.5e-5 on 60 races (`tests/bg_bearoff.rs`).

use std::sync::OnceLock;

use super::chances::Chances;
use crate::backgammon::position::{Player, Position, Route};
use crate::backgammon::rules::rolls::RollRule;
use crate::backgammon::rules::{Gammon, Hook, RuleSet};

/// Home points.
pub const POINTS: usize = 6;
/// Checkers at most.
pub const CHECKERS: usize = 15;
/// Positions: C(21, 6).
pub const POSITIONS: usize = 54_264;
/// The longest bear-off counted, in rolls (longer ones, which a position
/// of 15 checkers cannot take, would be counted here).
pub const MAX_ROLLS: usize = 32;

/// `BINOMIAL[n][k]`, n ≤ 21.
const fn binomials() -> [[u32; 22]; 22] {
    let mut b = [[0u32; 22]; 22];
    let mut n = 0;
    while n < 22 {
        b[n][0] = 1;
        let mut k = 1;
        while k <= n {
            b[n][k] = b[n - 1][k - 1] + if k < n { b[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    b
}
const BINOMIAL: [[u32; 22]; 22] = binomials();

/// A side's home board: checkers on its points 1 to 6 (index 0 = point 1).
pub type Home = [u8; POINTS];

/// The index of a home board in the database (0 = nothing left).
pub fn index(home: &Home) -> usize {
    // Boards of at most r checkers on the first i points: C(i + r, i).
    let mut left = CHECKERS;
    let mut rank = 0usize;
    for i in (0..POINTS).rev() {
        let c = usize::from(home[i]);
        for v in 0..c {
            rank += BINOMIAL[i + left - v][i] as usize;
        }
        left -= c;
    }
    rank
}

/// The home board of an index ([`index`]'s inverse).
pub fn home_of(mut rank: usize) -> Home {
    let mut home = [0u8; POINTS];
    let mut left = CHECKERS;
    for i in (0..POINTS).rev() {
        let mut v = 0;
        while rank >= BINOMIAL[i + left - v][i] as usize {
            rank -= BINOMIAL[i + left - v][i] as usize;
            v += 1;
        }
        home[i] = v as u8;
        left -= v;
    }
    home
}

/// One die played from `home` every way it can be: moved down, borne off
/// exactly, or from the highest point when the die is higher.
fn die_results(home: &Home, die: usize, out: &mut Vec<Home>) {
    let highest = (0..POINTS).rev().find(|&i| home[i] > 0);
    let Some(highest) = highest else {
        out.push(*home);
        return;
    };
    for i in 0..POINTS {
        let point = i + 1;
        if home[i] == 0 || (point < die && i != highest) {
            continue;
        }
        let mut next = *home;
        next[i] -= 1;
        if point > die {
            next[i - die] += 1;
        }
        out.push(next);
    }
}

/// The board of `cands` with the fewest rolls to bear off on average.
fn least_rolls(means: &[f32], cands: &[usize]) -> usize {
    *cands
        .iter()
        .min_by(|&&x, &&y| means[x].total_cmp(&means[y]))
        .expect("a die leaves a board")
}

/// The board of `cands` with the fewest checkers left, then the fewest
/// rolls to bear off its first one on average.
fn soonest_off(count: &[u8], means: &[f32], cands: &[usize]) -> usize {
    *cands
        .iter()
        .min_by(|&&x, &&y| count[x].cmp(&count[y]).then(means[x].total_cmp(&means[y])))
        .expect("a die leaves a board")
}

/// A distribution of rolls: `p[n]` the chance of taking `n` rolls.
pub type Rolls = [f32; MAX_ROLLS];

fn mean(d: &Rolls) -> f32 {
    d.iter().enumerate().map(|(n, p)| n as f32 * p).sum()
}

/// The database: per position, the distribution of rolls to bear off all
/// its checkers and to bear off its first one, stored from their first
/// non-zero entry.
#[derive(Debug, PartialEq)]
pub struct Database {
    /// (start, length, offset in `data`) of each distribution: all off,
    /// then first off.
    spans: Vec<[(u8, u8, u32); 2]>,
    data: Vec<f32>,
}

impl Database {
    /// Builds it at once (see `tables backgammon bench --bearoff` for the
    /// time); [`Builder`] builds it a slice at a time.
    pub fn build() -> Database {
        let mut b = Builder::new();
        while !b.step(POSITIONS) {}
        b.finish()
    }

    fn rolls_at(&self, i: usize, which: usize) -> Rolls {
        let (start, len, at) = self.spans[i][which];
        let mut d = [0f32; MAX_ROLLS];
        let (start, len, at) = (usize::from(start), usize::from(len), at as usize);
        d[start..start + len].copy_from_slice(&self.data[at..at + len]);
        d
    }

    fn rolls(&self, home: &Home, which: usize) -> Rolls {
        self.rolls_at(index(home), which)
    }
    /// The distribution of the rolls `home` takes to bear off every checker.
    pub fn all_off(&self, home: &Home) -> Rolls {
        self.rolls(home, 0)
    }

    /// The distribution of the rolls it takes to bear off its first checker
    /// (0 rolls with no checker: nothing to bear off).
    pub fn first_off(&self, home: &Home) -> Rolls {
        self.rolls(home, 1)
    }

    /// The mean rolls to bear off every checker.
    pub fn mean_rolls(&self, home: &Home) -> f32 {
        mean(&self.all_off(home))
    }

    /// Bytes the database holds (its spans and distributions).
    pub fn bytes(&self) -> usize {
        self.spans.len() * std::mem::size_of::<[(u8, u8, u32); 2]>()
            + self.data.len() * std::mem::size_of::<f32>()
    }
}

/// The database built a slice of boards at a time (a page builds it in
/// slices between frames, so that no task is long).
///
/// Boards are taken in order of pip count, so every board a roll leaves
/// is known before. For each board and die value `d` the best board
/// after playing `k` dice of `d` (1 to 3) is kept, by the mean of its
/// rolls to bear off (and, for the first checker, by checkers left then
/// that mean): a non-doublet's best is the best over its first die's
/// results of their best after the other die, a doublet's the best over
/// its first step's results of their best after three more.
pub struct Builder {
    order: Vec<usize>,
    next: usize,
    db: Database,
    mean_all: Vec<f32>,
    mean_first: Vec<f32>,
    count: Vec<u8>,
    // best[which][i][d - 1][k - 1]: the best board after k dice of d.
    best: [Vec<[[u32; 3]; 6]>; 2],
    results: [Vec<usize>; 6],
    scratch: Vec<Home>,
    cands: Vec<usize>,
}

impl Default for Builder {
    fn default() -> Self {
        Self::new()
    }
}

impl Builder {
    /// Nothing built yet.
    pub fn new() -> Builder {
        let pips = |h: &Home| -> usize {
            h.iter()
                .enumerate()
                .map(|(i, &c)| (i + 1) * usize::from(c))
                .sum()
        };
        let mut order: Vec<usize> = (0..POSITIONS).collect();
        crate::common::sort::sort_by_cached_key(&mut order, |&i| pips(&home_of(i)));
        Builder {
            order,
            next: 0,
            db: Database {
                spans: vec![[(0, 0, 0); 2]; POSITIONS],
                data: Vec::with_capacity(1 << 20),
            },
            mean_all: vec![0f32; POSITIONS],
            mean_first: vec![0f32; POSITIONS],
            count: vec![0u8; POSITIONS],
            best: [
                vec![[[0u32; 3]; 6]; POSITIONS],
                vec![[[0u32; 3]; 6]; POSITIONS],
            ],
            results: Default::default(),
            scratch: Vec::with_capacity(8),
            cands: Vec::with_capacity(16),
        }
    }

    /// Builds the next `n` boards; true once every board is built.
    pub fn step(&mut self, n: usize) -> bool {
        let end = (self.next + n).min(POSITIONS);
        while self.next < end {
            let i = self.order[self.next];
            self.board(i);
            self.next += 1;
        }
        self.next == POSITIONS
    }

    /// The boards built so far, of [`POSITIONS`].
    pub fn built(&self) -> usize {
        self.next
    }

    /// The database, once [`Self::step`] has said it is built.
    ///
    /// # Panics
    /// When boards are left to build.
    pub fn finish(mut self) -> Database {
        assert_eq!(
            self.next, POSITIONS,
            "the bear-off database is not built yet"
        );
        self.db.data.shrink_to_fit();
        self.db
    }

    fn board(&mut self, i: usize) {
        let home = home_of(i);
        self.count[i] = home.iter().sum();
        for (d, r) in self.results.iter_mut().enumerate() {
            self.scratch.clear();
            die_results(&home, d + 1, &mut self.scratch);
            r.clear();
            r.extend(self.scratch.iter().map(index));
        }
        let mut dist = [[0f64; MAX_ROLLS]; 2];
        if i == 0 {
            dist[0][0] = 1.0;
            dist[1][0] = 1.0;
        } else {
            for d1 in 1..=6usize {
                for d2 in 1..=d1 {
                    let w: f64 = if d1 == d2 { 1.0 / 36.0 } else { 2.0 / 36.0 };
                    let mut next = [0usize; 2];
                    for (which, n) in next.iter_mut().enumerate() {
                        let b = &self.best[which];
                        self.cands.clear();
                        if d1 == d2 {
                            self.cands.extend(
                                self.results[d1 - 1]
                                    .iter()
                                    .map(|&j| b[j][d1 - 1][2] as usize),
                            );
                        } else {
                            self.cands.extend(
                                self.results[d1 - 1]
                                    .iter()
                                    .map(|&j| b[j][d2 - 1][0] as usize),
                            );
                            self.cands.extend(
                                self.results[d2 - 1]
                                    .iter()
                                    .map(|&j| b[j][d1 - 1][0] as usize),
                            );
                        }
                        *n = if which == 0 {
                            least_rolls(&self.mean_all, &self.cands)
                        } else {
                            soonest_off(&self.count, &self.mean_first, &self.cands)
                        };
                    }
                    let a = self.db.rolls_at(next[0], 0);
                    for n in 1..MAX_ROLLS {
                        dist[0][n] += w * f64::from(a[n - 1]);
                    }
                    dist[0][MAX_ROLLS - 1] += w * f64::from(a[MAX_ROLLS - 1]);
                    if self.count[next[1]] < self.count[i] {
                        dist[1][1] += w;
                    } else {
                        let f = self.db.rolls_at(next[1], 1);
                        for n in 1..MAX_ROLLS {
                            dist[1][n] += w * f64::from(f[n - 1]);
                        }
                    }
                }
            }
        }
        for (which, d) in dist.iter().enumerate() {
            let d32 = d.map(|p| p as f32);
            let start = d32.iter().position(|&p| p > 0.0).unwrap_or(0);
            let end = d32.iter().rposition(|&p| p > 0.0).map_or(start, |e| e + 1);
            self.db.spans[i][which] = (start as u8, (end - start) as u8, self.db.data.len() as u32);
            self.db.data.extend_from_slice(&d32[start..end]);
            let m = mean(&d32);
            if which == 0 {
                self.mean_all[i] = m;
            } else {
                self.mean_first[i] = m;
            }
        }
        // The best boards after 1 to 3 dice of each value, from here.
        for d in 0..6 {
            for k in 0..3 {
                for (which, b) in self.best.iter_mut().enumerate() {
                    self.cands.clear();
                    if k == 0 {
                        self.cands.extend_from_slice(&self.results[d]);
                    } else {
                        self.cands
                            .extend(self.results[d].iter().map(|&j| b[j][d][k - 1] as usize));
                    }
                    let pick = if which == 0 {
                        least_rolls(&self.mean_all, &self.cands)
                    } else {
                        soonest_off(&self.count, &self.mean_first, &self.cands)
                    };
                    b[i][d][k] = pick as u32;
                }
            }
        }
    }
}

/// The database: the one given by [`provide`], else built on first use.
pub fn database() -> &'static Database {
    DB.get_or_init(Database::build)
}

static DB: OnceLock<Database> = OnceLock::new();

/// Gives the database built elsewhere (a slice at a time); false when one
/// is already in use.
pub fn provide(db: Database) -> bool {
    DB.set(db).is_ok()
}

/// Whether the database is ready (built or provided).
pub fn ready() -> bool {
    DB.get().is_some()
}
/// The two home boards of `pos` (the mover's, his opponent's, each from
/// its own side) when both sides have every checker left in their home
/// boards, no more than 15: the bear-off race the database knows.
pub fn homes(pos: &Position) -> Option<(Home, Home)> {
    if !pos.is_race() {
        return None;
    }
    let side = |p: &Position| -> Option<Home> {
        if (7..=25).any(|i| p.mine(i) > 0) {
            return None;
        }
        let mut h = [0u8; POINTS];
        for (i, c) in h.iter_mut().enumerate() {
            *c = p.mine(i + 1);
        }
        (h.iter().map(|&c| usize::from(c)).sum::<usize>() <= CHECKERS).then_some(h)
    };
    Some((side(pos)?, side(&pos.flip())?))
}

/// The cubeless chances of the side on roll with `home` against
/// `theirs`; `gammons`: whether each side has yet to bear off a checker
/// (a loss with none off is a gammon). No backgammon can happen.
pub fn race_chances(on_roll: &Home, theirs: &Home, gammons: [bool; 2]) -> Chances {
    let db = database();
    let (a, b) = (db.all_off(on_roll), db.all_off(theirs));
    let (a1, b1) = (db.first_off(on_roll), db.first_off(theirs));
    let (mut win, mut win_gammon, mut lose_gammon) = (0f32, 0f32, 0f32);
    // Before the n-th roll of each: the opponent's bear-offs finished, his
    // first checkers off; the player's first checkers off up to his n-th.
    let (mut b_before, mut b1_before, mut a1_upto) = (0f32, 0f32, 0f32);
    for n in 0..MAX_ROLLS {
        // He finishes with his n-th roll, before the opponent's n-th.
        win += a[n] * (1.0 - b_before);
        if gammons[1] {
            win_gammon += a[n] * (1.0 - b1_before);
        }
        a1_upto += a1[n];
        if gammons[0] {
            lose_gammon += b[n] * (1.0 - a1_upto);
        }
        b_before += b[n];
        b1_before += b1[n];
    }
    Chances {
        win,
        win_gammon,
        win_backgammon: 0.0,
        lose_gammon,
        lose_backgammon: 0.0,
    }
}

/// The rule set bears off as the database does: opposite routes, ordinary
/// rolls, no special rule, at most 15 checkers, a gammon when the loser
/// has none off.
pub fn applies(rules: &RuleSet) -> bool {
    rules.route == Route::Opposite
        && rules.rolls == RollRule::Ordinary
        && rules.hook == Hook::None
        && usize::from(rules.checkers) <= CHECKERS
        && rules.results.gammon == Gammon::NoneBorneOff
}

/// The mover's chances after his play left `after` (his opponent to roll)
/// when it is a bear-off race of both sides ([`homes`]) under `rules`
/// ([`applies`]).
pub fn chances(rules: &RuleSet, after: &Position) -> Option<Chances> {
    if !applies(rules) {
        return None;
    }
    let (mine, theirs) = homes(after)?;
    let none_off = |p: Player| after.off(p) == 0;
    let gammons = [none_off(Player::Opponent), none_off(Player::OnRoll)];
    Some(race_chances(&theirs, &mine, gammons).flipped())
}
