//! The greedy player of self-play: one ply on a count of pips and exposed
//! blots, the reference the trained bots are measured against.

use crate::backgammon::game::Game;
use crate::backgammon::position::Position;

/// The greedy player's score of a result seen from the mover: the pips he
/// gains on his opponent (his own pips played, plus the opponent's pips
/// lost by hits) minus 8 per blot of his that an opposing checker could
/// still hit (one with an opposing checker behind it).
pub fn greedy_score(after: &Position) -> i32 {
    let [mine, theirs] = after.pip_counts();
    let mut exposed = 0;
    let mut behind = after.theirs(0) > 0;
    for p in 1..=24 {
        if after.mine(p) == 1 && behind {
            exposed += 1;
        }
        behind |= after.theirs(p) > 0;
    }
    theirs as i32 - mine as i32 - 8 * exposed
}

/// The index of the greedy player's play among `game`'s legal plays: the
/// best [`greedy_score`], the first of equals (0 when there is none).
pub fn greedy_play(game: &Game) -> usize {
    let plays = game.legal_plays();
    (0..plays.len())
        .max_by_key(|&i| (greedy_score(plays[i].after()), core::cmp::Reverse(i)))
        .unwrap_or(0)
}

/// The doublet a greedy player names (acey-deucey's bonus): the one whose
/// best play scores most by [`greedy_score`], the higher on a tie.
pub fn greedy_double(g: &Game) -> u8 {
    (1..=6u8)
        .max_by_key(|&n| {
            let mut trial = g.clone();
            match trial.choose_double(n) {
                Ok(()) => trial
                    .legal_plays()
                    .iter()
                    .map(|p| greedy_score(p.after()))
                    .max()
                    .unwrap_or(i32::MIN + 1),
                Err(_) => i32::MIN,
            }
        })
        .unwrap_or(6)
}
