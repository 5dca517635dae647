//! Looking deeper than the judge (0-ply), as GNU Backgammon does: a
//! result valued `n` plies deep is the mean over the opponent's 21 rolls of
//! his best reply by 0-ply, that reply valued `n - 1` plies deep (from his
//! side, so negated, or its chances flipped). A position before its
//! player's roll is valued alike over his own 21 rolls. A finished game is
//! its result at any depth.
//!
//! The strong level values its candidates at 1-ply and its cube at 1-ply
//! (before the roll); the expert its last candidates at 2-ply and its cube
//! at 2-ply.

use super::chances::Chances;
use super::choose::best;
use super::heuristic::rolls21;
use super::judge::Judge;
use super::net::Activations;
use super::Level;
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::position::Position;
use crate::backgammon::result::ending;
use crate::backgammon::rules::RuleSet;
use crate::Roll;

/// How deep `level` looks at the chances before a roll (its cube): the
/// club and the beginner 0-ply, the strong level 1-ply, the expert 2-ply.
pub const fn cube_plies(level: Level) -> u8 {
    match level {
        Level::Beginner | Level::Club => 0,
        Level::Strong => 1,
        Level::Expert => 2,
    }
}

/// The result of the best play of `roll` by 0-ply for the player on roll
/// in `pos` (seen from him, his opponent to roll); `pos` itself when the
/// roll has no legal play. `buf` is scratch.
pub fn best_play(
    judge: &Judge,
    rules: &RuleSet,
    pos: &Position,
    roll: Roll,
    buf: &mut Vec<Position>,
    a: &mut Activations,
) -> Position {
    resulting_positions_for(rules, pos, roll, buf);
    if buf.is_empty() {
        return *pos;
    }
    let scores: Vec<f32> = buf.iter().map(|r| judge.score(rules, r, a)).collect();
    buf[best(&scores)]
}

/// The mover's score of `after` (seen from him, the opponent to roll)
/// `plies` deep: 0 the judge's score.
pub fn score_at(
    judge: &Judge,
    rules: &RuleSet,
    after: &Position,
    plies: u8,
    a: &mut Activations,
) -> f32 {
    if plies == 0 || ending(rules, after).is_some() {
        return judge.score(rules, after, a);
    }
    let theirs = after.flip();
    let mut buf = Vec::with_capacity(64);
    let mut total = 0.0;
    for (roll, w) in rolls21() {
        let reply = best_play(judge, rules, &theirs, roll, &mut buf, a);
        total -= w * score_at(judge, rules, &reply, plies - 1, a);
    }
    total / 36.0
}

/// The mover's score of `after` one ply deep (the strong level's).
pub fn one_ply(judge: &Judge, rules: &RuleSet, after: &Position, a: &mut Activations) -> f32 {
    score_at(judge, rules, after, 1, a)
}

/// The mover's score of `after` two plies deep (the expert's).
pub fn two_ply(judge: &Judge, rules: &RuleSet, after: &Position, a: &mut Activations) -> f32 {
    score_at(judge, rules, after, 2, a)
}

/// The mover's chances after `after`, `plies` deep.
pub fn chances_at(
    judge: &Judge,
    rules: &RuleSet,
    after: &Position,
    plies: u8,
    a: &mut Activations,
) -> Chances {
    if plies == 0 || ending(rules, after).is_some() {
        return judge.chances(rules, after);
    }
    let theirs = after.flip();
    over_rolls(judge, rules, &theirs, plies - 1, a).flipped()
}

/// The chances of the player on roll in `pos` before his roll, `plies`
/// deep: 0 the judge's of the position as if his opponent had just played,
/// else the mean over his 21 rolls of his best play's (by 0-ply) chances
/// `plies - 1` deep.
pub fn on_roll_chances(
    judge: &Judge,
    rules: &RuleSet,
    pos: &Position,
    plies: u8,
    a: &mut Activations,
) -> Chances {
    if plies == 0 {
        return judge.chances(rules, &pos.flip()).flipped();
    }
    over_rolls(judge, rules, pos, plies - 1, a)
}

/// The mean over the 21 rolls of the player on roll in `pos` of his best
/// play's chances `plies` deep.
fn over_rolls(
    judge: &Judge,
    rules: &RuleSet,
    pos: &Position,
    plies: u8,
    a: &mut Activations,
) -> Chances {
    let mut buf = Vec::with_capacity(64);
    let mut sum = Chances::default();
    for (roll, w) in rolls21() {
        let play = best_play(judge, rules, pos, roll, &mut buf, a);
        let c = chances_at(judge, rules, &play, plies, a);
        sum.win += w * c.win;
        sum.win_gammon += w * c.win_gammon;
        sum.win_backgammon += w * c.win_backgammon;
        sum.lose_gammon += w * c.lose_gammon;
        sum.lose_backgammon += w * c.lose_backgammon;
    }
    Chances {
        win: sum.win / 36.0,
        win_gammon: sum.win_gammon / 36.0,
        win_backgammon: sum.win_backgammon / 36.0,
        lose_gammon: sum.lose_gammon / 36.0,
        lose_backgammon: sum.lose_backgammon / 36.0,
    }
}
