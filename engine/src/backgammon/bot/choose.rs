//! The levels' choice of a play: the beginner's blurred 0-ply, the club's
//! 0-ply, the strong level's 0-ply pruned to a few candidates then one ply
//! over the opponent's 21 rolls (his best reply to each by 0-ply), each on
//! the rule set's [`Judge`].

use super::heuristic::rolls21;
use super::judge::Judge;
use super::net::Activations;
use super::Level;
use crate::backgammon::game::Game;
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::position::Position;
use crate::backgammon::result::ending;
use crate::backgammon::rules::RuleSet;
use crate::common::dice::Rng;

/// The strong level looks one ply deeper at this many candidates at most,
/// each within [`Judge::margin`] of the best 0-ply score.
pub const STRONG_CANDIDATES: usize = 5;

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
    a: Activations,
    buf: Vec<Position>,
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
        order.sort_by(|&x, &y| scores[y].total_cmp(&scores[x]).then(x.cmp(&y)));
        let ranked: Vec<(usize, f32)> = order.iter().map(|&i| (i, scores[i])).collect();
        let deep = match ranked.first() {
            Some(&(_, top)) if level == Level::Strong => ranked
                .iter()
                .take(STRONG_CANDIDATES)
                .take_while(|r| r.1 >= top - judge.margin())
                .count(),
            _ => 0,
        };
        Ranking {
            judge,
            rules,
            afters,
            ranked,
            deep: if deep < 2 { 0 } else { deep },
            done: 0,
            a,
            buf: Vec::with_capacity(64),
        }
    }

    /// The ranking of the legal plays of `game` (on roll, in the move
    /// phase) as `level` sees them.
    pub fn of_game(game: &Game, level: Level) -> Ranking {
        let afters = game.legal_plays().iter().map(|p| *p.after()).collect();
        Ranking::new(Judge::of(game.variant()), *game.rules(), afters, level)
    }

    /// Looks at the next candidate one ply deeper; `true` once the ranking
    /// is complete.
    pub fn step(&mut self) -> bool {
        if self.done < self.deep {
            let (i, _) = self.ranked[self.done];
            self.ranked[self.done].1 = one_ply(
                &self.judge,
                &self.rules,
                &self.afters[i],
                &mut self.buf,
                &mut self.a,
            );
            self.done += 1;
        }
        self.done >= self.deep
    }

    /// The ranking, best first (complete once [`Ranking::step`] said so).
    pub fn ranked(mut self) -> Vec<(usize, f32)> {
        let done = self.done;
        self.ranked[..done].sort_by(|x, y| y.1.total_cmp(&x.1));
        self.ranked
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

/// The mean over the opponent's 21 rolls of the mover's score once the
/// opponent has made his best reply by 0-ply (his score negated).
pub fn one_ply(
    judge: &Judge,
    rules: &RuleSet,
    after: &Position,
    buf: &mut Vec<Position>,
    a: &mut Activations,
) -> f32 {
    if ending(rules, after).is_some() {
        return judge.score(rules, after, a);
    }
    let theirs = after.flip();
    let mut total = 0.0;
    for (roll, w) in rolls21() {
        resulting_positions_for(rules, &theirs, roll, buf);
        let reply = if buf.is_empty() {
            judge.score(rules, &theirs, a)
        } else {
            buf.iter()
                .map(|r| judge.score(rules, r, a))
                .fold(f32::NEG_INFINITY, f32::max)
        };
        total -= w * reply;
    }
    total / 36.0
}
