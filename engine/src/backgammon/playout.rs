//! A cubeless game played to its end by a chooser: the random games of the
//! bench and of self-play, and the rollouts of a bot.

use super::play::resulting_positions_for;
use super::position::{Player, Position};
use super::result::{result, GameResult};
use super::rules::{Capture, RuleSet};
use crate::{DiceSource, Roll};

/// How a played-out game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who won, relative to the side on roll at the start.
    pub winner: Player,
    /// What the game is worth (before any cube).
    pub result: GameResult,
    /// Rolls played (the opening roll included).
    pub rolls: u32,
}

/// The opening roll: each player rolls one die, ties are rolled again; the
/// higher die moves first with both dice. Returns the roll and whether the
/// first die's player (the one listed first) moves first.
pub fn opening_roll(dice: &mut impl DiceSource) -> (Roll, bool) {
    loop {
        let a = dice.die();
        let b = dice.die();
        if a != b {
            let roll = Roll::new(a, b).expect("dice source gives 1..=6");
            return (roll, a > b);
        }
    }
}

/// Plays `start` (the side on roll to move with `first`, or a fresh roll when
/// `None`) to the end: `choose` picks one of the legal results of each roll
/// (each seen from the mover, before flipping). Stops after `max_rolls` with
/// `None` (no game of ordinary backgammon comes near 10,000 rolls).
pub fn play_out(
    rules: &RuleSet,
    start: &Position,
    first: Option<Roll>,
    dice: &mut impl DiceSource,
    max_rolls: u32,
    mut choose: impl FnMut(&Position, Roll, &[Position]) -> usize,
) -> Option<Outcome> {
    let mut pos = *start;
    let mut buf = Vec::with_capacity(64);
    let mut mover = Player::OnRoll;
    let mut roll = first.unwrap_or_else(|| dice.roll());
    for rolls in 1..=max_rolls {
        resulting_positions_for(rules, &pos, roll, &mut buf);
        let pick = choose(&pos, roll, &buf).min(buf.len() - 1);
        let after = buf[pick];
        let over = match rules.capture {
            // The opponent's last checker captured.
            Capture::Remove => after.checkers_of(Player::Opponent) == 0,
            Capture::Hit | Capture::Block => after.off(Player::OnRoll) == rules.checkers,
        };
        if over {
            return result(rules, &after).map(|result| Outcome {
                winner: mover,
                result,
                rolls,
            });
        }
        pos = after.flip();
        mover = match mover {
            Player::OnRoll => Player::Opponent,
            Player::Opponent => Player::OnRoll,
        };
        roll = dice.roll();
    }
    None
}
