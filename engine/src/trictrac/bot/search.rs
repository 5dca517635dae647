//! The look-ahead of the club and strong levels: the value of the position a
//! turn leaves, as an expectation over the 21 rolls (weights 1 or 2 of 36).

use super::eval::{score_value, shape_diff, Weights};
use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};
use crate::trictrac::board::{Board, CHECKERS};
use crate::trictrac::jans::{analyze_into, Jans, RollContext};
use crate::trictrac::options::Options;
use crate::trictrac::scoreboard::Scoreboard;
use crate::trictrac::turn::Turn;

/// How deep the value of a turn looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    /// The opponent's next roll exactly (his points and mine from it), my own
    /// next roll's points on the same board (scaled by
    /// [`Weights::potential`]), and the shape of the board.
    OnePly,
    /// For each opponent roll: its points, his reply chosen by the shape
    /// alone, then for each of my next rolls its points and the shape after
    /// my best move by the shape (see [`Search::my_reply`]).
    TwoPly,
}

/// What the search needs to know about the partie besides the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Context {
    /// The side choosing.
    pub me: Side,
    /// The scoreboard once the current roll's points are all marked.
    pub score: Scoreboard,
    /// Rolls each side has made in the relevé, the current one included.
    pub rolls: BySide<u16>,
}

/// The look-ahead with its scratch buffers (no allocation per position).
pub struct Search<'a> {
    opts: &'a Options,
    w: &'a Weights,
    /// The weights the opponent's reply is chosen with (two plies).
    reply_w: Weights,
    /// At most this many turns are searched two plies deep.
    pub max_deep: usize,
    /// Two plies: after my next roll, count the shape after my best move by
    /// the shape (else the shape before it). On by default: the strong level
    /// with it won 147 of 200 parties against the strong level without it.
    pub my_reply: bool,
    /// Turns this far (in points) below the best one-ply value are not
    /// searched two plies deep.
    pub prune_margin: f32,
    outer: Vec<Turn>,
    inner: Vec<Turn>,
    jans: Jans,
}

/// Turns whose one-ply values are this far (in points) below the best are not
/// searched two plies deep.
pub const PRUNE_MARGIN: f32 = 4.0;
/// At most this many turns are searched two plies deep (the best by the
/// one-ply value).
pub const MAX_DEEP: usize = 8;

impl<'a> Search<'a> {
    /// A search with the given options and weights.
    pub fn new(opts: &'a Options, w: &'a Weights) -> Search<'a> {
        Search {
            opts,
            w,
            reply_w: Weights {
                blot_petit: w.blot_petit * w.reply_blot,
                blot_grand: w.blot_grand * w.reply_blot,
                ..*w
            },
            max_deep: MAX_DEEP,
            my_reply: true,
            prune_margin: PRUNE_MARGIN,
            outer: Vec::with_capacity(64),
            inner: Vec::with_capacity(64),
            jans: Jans::default(),
        }
    }

    /// The best of `turns` (not empty) from `board` and its value.
    pub fn best_turn(
        &mut self,
        board: &Board,
        turns: &[Turn],
        cx: &Context,
        depth: Depth,
    ) -> (Turn, f32) {
        let ranking = self.one_ply_ranking(board, turns, cx);
        if depth == Depth::OnePly || turns.len() == 1 {
            return best_of(&ranking, turns);
        }
        let deep: Vec<(f32, usize)> = self
            .deep_candidates(&ranking)
            .into_iter()
            .map(|i| (self.after_turn(board, &turns[i], cx, Depth::TwoPly), i))
            .collect();
        best_of(&deep, turns)
    }

    /// The one-ply value of every turn, best first (ties keep the generator's
    /// order): the first stage of [`Search::best_turn`], for a caller that
    /// runs the search in slices (one [`Search::after_turn`] at a time).
    pub fn one_ply_ranking(
        &mut self,
        board: &Board,
        turns: &[Turn],
        cx: &Context,
    ) -> Vec<(f32, usize)> {
        let mut scored: Vec<(f32, usize)> = turns
            .iter()
            .enumerate()
            .map(|(i, t)| (self.after_turn(board, t, cx, Depth::OnePly), i))
            .collect();
        crate::common::sort::sort_by(&mut scored, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        scored
    }

    /// The turns (indices) a two-ply search looks at: the best of the
    /// ranking, within the prune margin of the best.
    pub fn deep_candidates(&self, ranking: &[(f32, usize)]) -> Vec<usize> {
        let Some(&(top, _)) = ranking.first() else {
            return Vec::new();
        };
        ranking
            .iter()
            .take(self.max_deep)
            .filter(|(v, _)| *v >= top - self.prune_margin)
            .map(|&(_, i)| i)
            .collect()
    }

    /// The value for `cx.me` of playing `turn` on `board`.
    pub fn after_turn(&mut self, board: &Board, turn: &Turn, cx: &Context, depth: Depth) -> f32 {
        let mut b = *board;
        turn.apply(&mut b, cx.me);
        self.after_move(&b, cx, depth)
    }

    /// The value for `cx.me` of `board`, the opponent to roll.
    pub fn after_move(&mut self, board: &Board, cx: &Context, depth: Depth) -> f32 {
        let me = cx.me;
        if board.off(me) == CHECKERS {
            // sortie: a new relevé from the talons, which I start
            return score_value(&cx.score, me, self.w);
        }
        match depth {
            Depth::OnePly => {
                let theirs = self.opponent_roll_values(board, cx);
                let mine = self.own_roll_points(board, cx);
                theirs + self.w.potential * mine + shape_diff(board, me, self.w)
            }
            Depth::TwoPly => self.two_ply(board, cx),
        }
    }

    /// Expected scoreboard value after the opponent's next roll is marked.
    fn opponent_roll_values(&mut self, board: &Board, cx: &Context) -> f32 {
        let (me, opp) = (cx.me, cx.me.opponent());
        let ctx = RollContext {
            rolls_before: cx.rolls[opp],
        };
        let mut acc = 0.0;
        for roll in Roll::ALL_21 {
            analyze_into(
                board,
                opp,
                roll,
                &ctx,
                self.opts,
                &mut self.outer,
                &mut self.jans,
            );
            let mut s = cx.score;
            s.add_points(opp, self.jans.points_for(opp));
            s.add_points(me, self.jans.points_for(me));
            acc += f32::from(roll.weight()) * score_value(&s, me, self.w);
        }
        acc / 36.0
    }

    /// My expected points minus the opponent's from my next roll on `board`.
    fn own_roll_points(&mut self, board: &Board, cx: &Context) -> f32 {
        let (me, opp) = (cx.me, cx.me.opponent());
        let ctx = RollContext {
            rolls_before: cx.rolls[me],
        };
        let mut acc = 0i32;
        for roll in Roll::ALL_21 {
            analyze_into(
                board,
                me,
                roll,
                &ctx,
                self.opts,
                &mut self.inner,
                &mut self.jans,
            );
            let net = self.jans.points_for(me) as i32 - self.jans.points_for(opp) as i32;
            acc += i32::from(roll.weight()) * net;
        }
        acc as f32 / 36.0
    }

    fn two_ply(&mut self, board: &Board, cx: &Context) -> f32 {
        let (me, opp) = (cx.me, cx.me.opponent());
        let ctx_opp = RollContext {
            rolls_before: cx.rolls[opp],
        };
        let ctx_me = RollContext {
            rolls_before: cx.rolls[me],
        };
        let mut total = 0.0;
        for roll in Roll::ALL_21 {
            let info = analyze_into(
                board,
                opp,
                roll,
                &ctx_opp,
                self.opts,
                &mut self.outer,
                &mut self.jans,
            );
            let mut s1 = cx.score;
            s1.add_points(opp, self.jans.points_for(opp));
            s1.add_points(me, self.jans.points_for(me));
            let weight = f32::from(roll.weight());
            if s1.is_over() || info.sortie {
                total += weight * score_value(&s1, me, self.w);
                continue;
            }
            // his reply, by the shape alone (from his view)
            let mut best = f32::NEG_INFINITY;
            let mut reply = *board;
            for t in &self.outer {
                let mut b = *board;
                t.apply(&mut b, opp);
                let v = shape_diff(&b, opp, &self.reply_w);
                if v > best {
                    best = v;
                    reply = b;
                }
            }
            let mut acc = 0.0;
            for mine in Roll::ALL_21 {
                analyze_into(
                    &reply,
                    me,
                    mine,
                    &ctx_me,
                    self.opts,
                    &mut self.inner,
                    &mut self.jans,
                );
                let mut s2 = s1;
                s2.add_points(me, self.jans.points_for(me));
                s2.add_points(opp, self.jans.points_for(opp));
                let mut v = score_value(&s2, me, self.w);
                if self.my_reply {
                    // my own move after that roll, by the shape alone
                    let mut best = f32::NEG_INFINITY;
                    for t in &self.inner {
                        let mut b = reply;
                        t.apply(&mut b, me);
                        best = best.max(shape_diff(&b, me, &self.reply_w));
                    }
                    v += best;
                }
                acc += f32::from(mine.weight()) * v;
            }
            let shape = if self.my_reply {
                0.0
            } else {
                shape_diff(&reply, me, self.w)
            };
            total += weight * (acc / 36.0 + shape);
        }
        total / 36.0
    }
}

/// The turn with the highest value; the first one on ties.
/// The turn with the highest value (ties: the first in the generator's order).
pub fn best_of(scored: &[(f32, usize)], turns: &[Turn]) -> (Turn, f32) {
    let mut best = (f32::NEG_INFINITY, 0usize);
    for &(v, i) in scored {
        if v > best.0 || (v == best.0 && i < best.1) {
            best = (v, i);
        }
    }
    (turns[best.1], best.0)
}
