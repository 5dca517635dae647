//! The levels' choice of a play: the beginner's blurred 0-ply, the club's
//! 0-ply, the strong level's 0-ply pruned to a few candidates then one ply
//! over the opponent's 21 rolls (his best reply to each by 0-ply), the
//! expert's the strong level's candidates pruned again then two plies
//! deep ([`plies`]), each on the rule set's [`Judge`].
//!
//! [`plies`]: super::plies

use super::judge::Judge;
use super::net::Activations;
use super::plies::{one_ply, two_ply};
use super::Level;
use crate::backgammon::game::Game;
use crate::backgammon::position::Position;
use crate::backgammon::rules::RuleSet;
use crate::common::dice::Rng;

/// The strong level looks one ply deeper at this many candidates at most,
/// each within [`Judge::margin`] of the best 0-ply score; so does the
/// expert, first.
pub const STRONG_CANDIDATES: usize = 5;
/// The expert then looks two plies deeper at this many of them at most,
/// each within [`Judge::fine_margin`] of the best 1-ply score (gnubg's
/// 2-ply move filter keeps alike a few within 0.16 at 0-ply, then fewer).
pub const EXPERT_CANDIDATES: usize = 3;

/// The index of the level's play among `game.legal_plays()` (0 when there
/// is at most one). Deterministic for a seed.
pub fn choose_play(game: &Game, level: Level, seed: u64) -> usize {
    let plays = game.legal_plays();
    if plays.len() <= 1 {
        return 0;
    }
    let afters: Vec<Position> = plays.iter().map(|p| *p.after()).collect();
    choose_among(
        &Judge::of(game.variant()),
        game.rules(),
        &afters,
        level,
        seed,
    )
}

/// The index of the level's choice among results `afters` (each seen from
/// the mover, before the opponent is on roll) by `judge`.
pub fn choose_among(
    judge: &Judge,
    rules: &RuleSet,
    afters: &[Position],
    level: Level,
    seed: u64,
) -> usize {
    if level == Level::Beginner {
        let mut a = Activations::default();
        let mut rng = Rng::new(seed);
        let noise = judge.noise();
        let noisy: Vec<f32> = afters
            .iter()
            .map(|p| judge.score(rules, p, &mut a) + noise * (2.0 * unit(&mut rng) - 1.0))
            .collect();
        return best(&noisy);
    }
    rank_among(judge, rules, afters, level)
        .first()
        .map_or(0, |r| r.0)
}

/// The results `afters` ranked as `level` sees them, best first, each with
/// its value (the judge's score: 0-ply, or for the strong level one ply
/// deeper for its candidates, ranked before the others); the beginner ranks
/// as the club. Equal values keep the order of `afters`.
pub fn rank_among(
    judge: &Judge,
    rules: &RuleSet,
    afters: &[Position],
    level: Level,
) -> Vec<(usize, f32)> {
    let mut r = Ranking::new(judge.clone(), *rules, afters.to_vec(), level);
    while !r.step() {}
    r.ranked()
}

/// [`rank_among`] made a candidate at a time, for a caller that must not
/// block for the whole search (the page: one [`Ranking::step`] a task). The
/// same figures as [`rank_among`], in the same order.
#[derive(Clone, Debug)]
pub struct Ranking {
    judge: Judge,
    rules: RuleSet,
    afters: Vec<Position>,
    ranked: Vec<(usize, f32)>,
    /// How many of the first candidates are looked at one ply deeper.
    deep: usize,
    /// How many of them have been.
    done: usize,
    /// How many of the first candidates (once ranked at 1-ply) are looked
    /// at two plies deep: `None` until the 1-ply candidates are done.
    deeper: Option<usize>,
    /// How many of them have been.
    done2: usize,
    a: Activations,
}

impl Ranking {
    /// The 0-ply ranking of `afters`, and the candidates `level` looks at
    /// deeper.
    pub fn new(judge: Judge, rules: RuleSet, afters: Vec<Position>, level: Level) -> Ranking {
        let mut a = Activations::default();
        let scores: Vec<f32> = afters
            .iter()
            .map(|p| judge.score(&rules, p, &mut a))
            .collect();
        let mut order: Vec<usize> = (0..afters.len()).collect();
        crate::common::sort::sort_by(&mut order, |&x, &y| {
            scores[y].total_cmp(&scores[x]).then(x.cmp(&y))
        });
        let ranked: Vec<(usize, f32)> = order.iter().map(|&i| (i, scores[i])).collect();
        let deep = match level {
            Level::Strong | Level::Expert => within(&ranked, STRONG_CANDIDATES, judge.margin()),
            Level::Beginner | Level::Club => 0,
        };
        Ranking {
            judge,
            rules,
            afters,
            ranked,
            deep,
            done: 0,
            deeper: if level == Level::Expert {
                None
            } else {
                Some(0)
            },
            done2: 0,
            a,
        }
    }

    /// The ranking of the legal plays of `game` (on roll, in the move
    /// phase) as `level` sees them.
    pub fn of_game(game: &Game, level: Level) -> Ranking {
        let afters = game.legal_plays().iter().map(|p| *p.after()).collect();
        Ranking::new(Judge::of(game.variant()), *game.rules(), afters, level)
    }

    /// Looks at the next candidate one ply deeper (or for the expert, once
    /// they are all done, two plies deep); `true` once the ranking is
    /// complete.
    pub fn step(&mut self) -> bool {
        if self.done < self.deep {
            let (i, _) = self.ranked[self.done];
            self.ranked[self.done].1 =
                one_ply(&self.judge, &self.rules, &self.afters[i], &mut self.a);
            self.done += 1;
            return self.done >= self.deep && self.deeper == Some(0);
        }
        let deeper = match self.deeper {
            Some(n) => n,
            None => {
                let done = self.done;
                crate::common::sort::sort_by(&mut self.ranked[..done], |x, y| y.1.total_cmp(&x.1));
                let n = within(
                    &self.ranked[..done],
                    EXPERT_CANDIDATES,
                    self.judge.fine_margin(),
                );
                self.deeper = Some(n);
                n
            }
        };
        if self.done2 < deeper {
            let (i, _) = self.ranked[self.done2];
            self.ranked[self.done2].1 =
                two_ply(&self.judge, &self.rules, &self.afters[i], &mut self.a);
            self.done2 += 1;
        }
        self.done2 >= deeper
    }

    /// The ranking, best first (complete once [`Ranking::step`] said so):
    /// the candidates looked at deepest first, each group by its value.
    pub fn ranked(mut self) -> Vec<(usize, f32)> {
        let (done, done2) = (self.done, self.done2);
        let by_value = |x: &(usize, f32), y: &(usize, f32)| y.1.total_cmp(&x.1);
        crate::common::sort::sort_by(&mut self.ranked[done2..done], by_value);
        crate::common::sort::sort_by(&mut self.ranked[..done2], by_value);
        self.ranked
    }
}

/// How many of the first `most` of `ranked` (best first) are within
/// `margin` of the first; none when fewer than two (nothing to compare).
fn within(ranked: &[(usize, f32)], most: usize, margin: f32) -> usize {
    let n = match ranked.first() {
        Some(&(_, top)) => ranked
            .iter()
            .take(most)
            .take_while(|r| r.1 >= top - margin)
            .count(),
        None => 0,
    };
    if n < 2 {
        0
    } else {
        n
    }
}

/// A uniform number in `0..1`.
pub(crate) fn unit(rng: &mut Rng) -> f32 {
    (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32
}

/// The index of the highest value, the first of equals.
pub(crate) fn best(values: &[f32]) -> usize {
    let mut at = 0;
    for (i, v) in values.iter().enumerate() {
        if *v > values[at] {
            at = i;
        }
    }
    at
}
