//! The capture games read a second time: the chase (seed 002's "Mengejar",
//! the digest's chase line after Ludii) and Icelandic backgammon (seed 002's
//! "Backgammon Islandia", read literally as the digest says). Written from
//! those texts alone: no route, step or landing of the engine's.
//!
//! The board (seed, Mengejar): "six white checkers on 1-6 and six black on
//! I-VI", "white and black move anticlockwise round the board": White's
//! 1-6 and, across the edge, Black's I-VI (White's 24-19) are next to each
//! other and both go the same way, round and round (nothing is borne off,
//! the game goes on "until all of one player's checkers are knocked
//! down"). One track: the opponent's point `q` is the mover's `q`.

use std::collections::BTreeMap;

use tables::backgammon::{Missing, Position, PositionSetup, Route};
use tables::dice::Rng;

/// A capture game's position: each side's checkers on the mover's points
/// 1..=24 (index 0 unused).
pub type Track = ([u8; 25], [u8; 25]);

/// Which of the two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Chase,
    Icelandic,
}

/// The corners (seed, Mengejar: "1, 6, 7, 12, XII, VII, VI, I"; Islandia:
/// "24, 19, 18, 13, 12, 7, 6, 1"): the two ends of each quarter.
fn corner(p: usize) -> bool {
    [1, 6, 7, 12, 13, 18, 19, 24].contains(&p)
}

/// `n` points on from `p` going anticlockwise: down to 1, then on from 24.
fn on(p: usize, n: usize) -> usize {
    let mut at = p;
    for _ in 0..n {
        at = if at == 1 { 24 } else { at - 1 };
    }
    at
}

/// The `k`-th corner ahead of `p`, `p` not counted.
fn corner_on(p: usize, k: usize) -> usize {
    let mut at = p;
    let mut seen = 0;
    while seen < k {
        at = on(at, 1);
        if corner(at) {
            seen += 1;
        }
    }
    at
}

/// The position as this reading holds it.
pub fn track_of(pos: &Position) -> Track {
    let s = pos.setup();
    let mut t = ([0u8; 25], [0u8; 25]);
    for q in 1..=24 {
        t.0[q] = s.on_roll[q - 1];
        t.1[q] = s.opponent[q - 1];
    }
    t
}

struct Search {
    game: Game,
    /// The mover has one checker left (he cannot lose one in his turn).
    lone: bool,
    found: BTreeMap<Track, (usize, usize)>,
}

impl Search {
    /// `die` from `from`, or `None` when the text refuses it.
    fn step(&self, t: &Track, from: usize, die: usize) -> Option<Track> {
        if t.0[from] == 0 {
            return None;
        }
        let to = match (self.game, self.lone) {
            // Mengejar: "when throwing a one the checker moves to the
            // nearest corner, when throwing a six through the corner"; no
            // other number moves it.
            (Game::Chase, true) => match die {
                1 => corner_on(from, 1),
                6 => corner_on(from, 2),
                _ => return None,
            },
            // Islandia: moving the last checker between corners, "only
            // with 1 and 6 it is easy to move from one corner to another":
            // the dice still count, a corner goes only to a corner.
            (Game::Icelandic, true) => {
                let to = on(from, die);
                if corner(from) && !corner(to) {
                    return None;
                }
                to
            }
            (_, false) => on(from, die),
        };
        let theirs: u8 = t.1.iter().sum();
        if self.game == Game::Chase {
            // Ludii: a point holds one checker.
            if t.0[to] > 0 {
                return None;
            }
            // Mengejar: the last checker "can be knocked down only in a
            // corner, if it is not between opposing checkers" (the
            // points on either side of it, before the move).
            let between = t.0[on(to, 23)] > 0 && t.0[on(to, 1)] > 0;
            if t.1[to] > 0 && theirs == 1 && (!corner(to) || between) {
                return None;
            }
        }
        let mut n = *t;
        n.0[from] -= 1;
        // Islandia: "the checker that takes fleeing ones beats them and
        // occupies the point; beaten checkers do not come back".
        n.1[to] = 0;
        n.0[to] += 1;
        Some(n)
    }

    fn go(&mut self, t: &Track, dice: &[usize], used: usize, pips: usize) {
        let e = self.found.entry(*t).or_insert((used, pips));
        if (used, pips) > *e {
            *e = (used, pips);
        }
        for i in 0..dice.len() {
            if dice[..i].contains(&dice[i]) {
                continue;
            }
            let mut rest = dice.to_vec();
            let d = rest.remove(i);
            for from in 1..=24 {
                if let Some(n) = self.step(t, from, d) {
                    self.go(&n, &rest, used + 1, pips + d);
                }
            }
        }
    }
}

/// The results the texts allow for `dice` on `t`: those of as many dice as
/// possible (the higher of two when only one can be played: the digest's
/// backgammon rule, which the seed does not change), the dice they use, and
/// in Icelandic backgammon the last checker's jump when it is not also a
/// play of the dice.
pub fn plays(game: Game, t: &Track, dice: &[usize]) -> (Vec<Track>, (usize, usize), Option<Track>) {
    let lone = t.0.iter().sum::<u8>() == 1;
    let mut s = Search {
        game,
        lone,
        found: BTreeMap::new(),
    };
    s.go(t, dice, 0, 0);
    let best = s.found.values().copied().max().unwrap_or((0, 0));
    let kept: Vec<Track> = s
        .found
        .iter()
        .filter(|(_, v)| **v == best)
        .map(|(k, _)| *k)
        .collect();
    // Islandia: "when a player has one checker left he may, whatever the
    // points thrown, move it to a corner; the points left go to the
    // opponent". The nearest corner ahead, from off the corners.
    let jump = (game == Game::Icelandic && lone)
        .then(|| (1..=24).find(|&p| t.0[p] > 0))
        .flatten()
        .filter(|&p| !corner(p))
        .map(|p| {
            let mut n = *t;
            let to = corner_on(p, 1);
            n.0[p] = 0;
            n.1[to] = 0;
            n.0[to] = 1;
            n
        })
        .filter(|j| !kept.contains(j));
    (kept, best, jump)
}

/// A random late position of a capture game: one to three checkers a side
/// (the others captured), on distinct points in the chase ("a point holds
/// one checker"), anywhere in Icelandic backgammon (they stack) — where the
/// last checker's rules, its corners, its safety and its jump, come in.
pub fn late_position(rng: &mut Rng, game: Game) -> Position {
    let mut s = PositionSetup::new([0; 25], [0; 25], 6);
    s.route = Route::Parallel(0);
    let counts = [1 + rng.below(3), 1 + rng.below(3)];
    for (side, &count) in counts.iter().enumerate() {
        let mut left = count;
        while left > 0 {
            let q = rng.below(24);
            let (own, other) = if side == 0 {
                (&mut s.on_roll, &s.opponent)
            } else {
                (&mut s.opponent, &s.on_roll)
            };
            let taken = other[q] > 0 || (game == Game::Chase && own[q] > 0);
            if !taken {
                own[q] += 1;
                left -= 1;
            }
        }
    }
    s.validate_with(Missing::Captured)
        .expect("a valid late position")
}
