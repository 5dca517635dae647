//! The hand-made evaluation every rule set starts with: a score in pips of a
//! result seen from the player who has just played (the opponent to roll) —
//! the race, the points held against the opponent (primes, the home board
//! against checkers on the bar), the blots exposed to his direct and
//! indirect shots, pinned checkers (Plakoto), checkers captured for good
//! (the chase, Icelandic backgammon) — and rough chances drawn from it.

use super::chances::Chances;
use crate::backgammon::position::{Player, Position, BAR, OPPONENT_BAR};
use crate::backgammon::result::{ending, Ending};
use crate::backgammon::rules::{Capture, RuleSet};
use crate::common::dice::Roll;

/// The score of a won game, per point of its result: beyond any position's.
pub const WIN_SCORE: f32 = 1000.0;

/// Pips a captured checker is worth in the capture games.
const CAPTURED: f32 = 30.0;
/// Pips of tempo lost with a checker hit, on top of its pips.
const HIT_TEMPO: f32 = 4.0;
/// Pips a prime of 0..=6 points in front of the opponent is worth.
const PRIME: [f32; 7] = [0.0, 0.0, 1.5, 4.0, 8.0, 14.0, 22.0];

/// The 21 distinct rolls with their weight among the 36 (2 for a non-doublet).
pub fn rolls21() -> impl Iterator<Item = (Roll, f32)> {
    (1..=6u8).flat_map(|a| {
        (1..=a).filter_map(move |b| {
            let w = if a == b { 1.0 } else { 2.0 };
            Roll::new(a, b).ok().map(|r| (r, w))
        })
    })
}

/// The score of `after`, seen from the player who made the play (the
/// opponent to roll): [`WIN_SCORE`] × the points of a game it wins, 0 for a
/// draw, else [`positional`].
pub fn score(rules: &RuleSet, after: &Position) -> f32 {
    match ending(rules, after) {
        Some(Ending::Won { result, .. }) => WIN_SCORE * result.points() as f32,
        Some(Ending::Drawn { .. }) => 0.0,
        None => positional(rules, after),
    }
}

/// The score of a position where the game goes on (see the module docs).
pub fn positional(rules: &RuleSet, after: &Position) -> f32 {
    let material = CAPTURED
        * (f32::from(after.checkers_of(Player::OnRoll))
            - f32::from(after.checkers_of(Player::Opponent)));
    match rules.capture {
        Capture::Remove => material - exposure(rules, after),
        _ => {
            let [mine, theirs] = after.pip_counts();
            theirs as f32 - mine as f32 + structure(rules, after) - structure(rules, &after.flip())
                + pins(after)
                - exposure(rules, after)
        }
    }
}

/// The chances the heuristic gives the player who made the play that gave
/// `after`: a logistic of the score, wider the longer the race; a gammon
/// by how many rolls the loser needs to bear off a first checker against
/// the rolls the winner needs to finish.
pub fn chances(rules: &RuleSet, after: &Position) -> Chances {
    match ending(rules, after) {
        Some(Ending::Won { result, .. }) => return Chances::won(result),
        Some(Ending::Drawn { .. }) => return Chances::even(),
        None => {}
    }
    let s = positional(rules, after);
    let [mine, theirs] = after.pip_counts();
    let scale = match rules.capture {
        Capture::Remove => 25.0,
        _ => 3.0 + 0.07 * mine.max(theirs) as f32,
    };
    // The opponent is on roll: about 4 pips his way.
    let win = logistic((s - 4.0) / scale);
    let gammons = rules.results.gammons && rules.capture != Capture::Remove;
    // A gammon: the loser cannot bear off a checker in the rolls the winner
    // needs to finish (the opponent rolls first).
    let rolls_to_finish =
        |pips: u32, checkers: u8| (pips as f32 / 8.17).max(f32::from(checkers) / 2.3);
    let rolls_to_first_off = |player: Player| 1.0 + home_distance(after, player) as f32 / 8.17;
    let gammon = |spare: f32, winner_rolls: f32, none_off: bool| {
        if gammons && none_off {
            logistic(spare / (0.35 + 0.08 * winner_rolls))
        } else {
            0.0
        }
    };
    let mine_left = after.checkers_of(Player::OnRoll) - after.off(Player::OnRoll);
    let theirs_left = after.checkers_of(Player::Opponent) - after.off(Player::Opponent);
    let (my_rolls, their_rolls) = (
        rolls_to_finish(mine, mine_left),
        rolls_to_finish(theirs, theirs_left),
    );
    let win_gammon = gammon(
        rolls_to_first_off(Player::Opponent) - my_rolls - 0.5,
        my_rolls,
        after.off(Player::Opponent) == 0,
    );
    let lose_gammon = gammon(
        rolls_to_first_off(Player::OnRoll) - their_rolls + 0.5,
        their_rolls,
        after.off(Player::OnRoll) == 0,
    );
    Chances {
        win,
        win_gammon: win * win_gammon,
        win_backgammon: 0.0,
        lose_gammon: (1.0 - win) * lose_gammon,
        lose_backgammon: 0.0,
    }
}

/// The pips `player` needs to bring every checker into his home board (his
/// own 1- to 6-points), a checker on the bar or to enter from 25.
fn home_distance(pos: &Position, player: Player) -> u32 {
    let route = pos.route();
    let count = |q: usize| match player {
        Player::OnRoll => pos.mine(q),
        Player::Opponent => pos.theirs(route.mover_point(q)),
    };
    let (bar, reserve) = match player {
        Player::OnRoll => (pos.mine(BAR), pos.reserve(Player::OnRoll)),
        Player::Opponent => (pos.theirs(OPPONENT_BAR), pos.reserve(Player::Opponent)),
    };
    let outside: u32 = (7..=24).map(|q| (q as u32 - 6) * u32::from(count(q))).sum();
    outside + 19 * (u32::from(bar) + u32::from(reserve))
}

fn logistic(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The mover holds his point `p` against the opponent: two checkers, or
/// one where one closes it (no hitting; Plakoto's pinning checker).
fn holds(rules: &RuleSet, pos: &Position, p: usize) -> bool {
    let n = pos.mine(p);
    match rules.capture {
        Capture::Block => n >= 1,
        Capture::Pin => n >= 2 || n == 1 && pos.is_pinned(Player::Opponent, p),
        Capture::Hit | Capture::Remove => n >= 2,
    }
}

/// The opponent's rearmost checker free to move, on his own numbering (25:
/// the bar or still to enter), 0 when he has none.
fn opponent_rear(pos: &Position) -> usize {
    if pos.theirs(OPPONENT_BAR) > 0 || pos.reserve(Player::Opponent) > 0 {
        return 25;
    }
    let route = pos.route();
    (1..=24)
        .filter(|&p| pos.theirs(p) > 0)
        .map(|p| route.opponent_point(p))
        .max()
        .unwrap_or(0)
}

/// What the mover's points are worth against the opponent: his longest
/// prime in front of the opponent's rearmost checker, his home board
/// against checkers on the bar, less a little for tall stacks.
fn structure(rules: &RuleSet, pos: &Position) -> f32 {
    let rear = opponent_rear(pos);
    if rear == 0 {
        return 0.0;
    }
    let route = pos.route();
    let (mut run, mut best, mut ahead) = (0usize, 0usize, 0usize);
    for q in (1..rear).rev() {
        if holds(rules, pos, route.mover_point(q)) {
            run += 1;
            ahead += 1;
            best = best.max(run);
        } else {
            run = 0;
        }
    }
    let mut v = PRIME[best.min(6)] + 0.5 * ahead as f32;
    if rules.capture == Capture::Hit {
        let home = (1..=6).filter(|&p| holds(rules, pos, p)).count() as f32;
        let on_bar = f32::from(pos.theirs(OPPONENT_BAR));
        v += home * (0.5 + 2.0 * on_bar);
        let stacked: u8 = (1..=24).map(|p| pos.mine(p).saturating_sub(3)).sum();
        v -= 0.4 * f32::from(stacked);
    }
    v
}

/// Plakoto's pinned checkers: each of the opponent's under the mover's is
/// worth about its way home to the mover, and the mother (on its own
/// 24-point) far more; the mover's own the same against him.
fn pins(pos: &Position) -> f32 {
    let route = pos.route();
    let value = |q: usize| 6.0 + 0.8 * q as f32 + if q == 24 { 25.0 } else { 0.0 };
    let mut v = 0.0;
    for p in 1..=24 {
        if pos.is_pinned(Player::Opponent, p) {
            v += value(route.opponent_point(p));
        }
        if pos.is_pinned(Player::OnRoll, p) {
            v -= value(p);
        }
    }
    v
}

/// The pips the mover expects to lose to the opponent's next roll by his
/// blots hit, pinned or captured: for each roll, the worst blot it reaches
/// (distances only, points in between not looked at).
fn exposure(rules: &RuleSet, pos: &Position) -> f32 {
    let removal = match rules.capture {
        Capture::Block => return 0.0,
        Capture::Remove => true,
        Capture::Hit | Capture::Pin => false,
    };
    let route = pos.route();
    let mut shooters = 0u32;
    for p in 1..=24 {
        if pos.theirs(p) > 0 {
            shooters |= 1 << route.opponent_point(p);
        }
    }
    if pos.theirs(OPPONENT_BAR) > 0 || pos.reserve(Player::Opponent) > 0 {
        shooters |= 1 << 25;
    }
    let mut blots: [(u32, f32); 24] = [(0, 0.0); 24];
    let mut n = 0;
    for p in 1..=24 {
        if pos.mine(p) != 1 || pos.is_pinned(Player::Opponent, p) {
            continue;
        }
        let qp = route.opponent_point(p);
        let mut reach = 0u32;
        let mut bits = shooters;
        while bits != 0 {
            let qo = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let d = if removal {
                (qo + 24 - qp - 1) % 24 + 1
            } else if qo > qp {
                qo - qp
            } else {
                continue;
            };
            reach |= 1 << d;
        }
        if reach != 0 {
            let loss = match rules.capture {
                Capture::Remove => CAPTURED,
                Capture::Pin => 8.0 + p as f32 + if p == 24 { 30.0 } else { 0.0 },
                _ => (25 - p) as f32 + HIT_TEMPO,
            };
            blots[n] = (reach, loss);
            n += 1;
        }
    }
    if n == 0 {
        return 0.0;
    }
    let mut total = 0.0;
    for (roll, w) in rolls21() {
        let (a, b) = (usize::from(roll.high()), usize::from(roll.low()));
        let hits: u32 = if a == b {
            (1 << a) | (1 << (2 * a)) | (1 << (3 * a)) | (1 << (4 * a))
        } else {
            (1 << a) | (1 << b) | (1 << (a + b))
        };
        let worst = blots[..n]
            .iter()
            .filter(|(reach, _)| reach & hits != 0)
            .map(|&(_, loss)| loss)
            .fold(0.0, f32::max);
        total += w * worst;
    }
    total / 36.0
}
