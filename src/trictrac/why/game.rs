//! Why the engine refuses an action of a partie (a roll, a move, a marked
//! count): on screen after a refused action (`tt-action-refused`), or in a
//! game record that cannot be replayed (`tt-why-game-replay`).

use crate::kit::i18n::{t, Worded};
use tables::trictrac::{GameError, Phase};

/// What the game waits for, as `tt-why-wrong-phase` selects on it
/// (`$phase`).
fn phase_slug(phase: Phase) -> &'static str {
    match phase {
        Phase::Primacy => "primacy",
        Phase::Roll => "roll",
        Phase::Choose => "choose",
        Phase::Move => "move",
        Phase::Over => "over",
    }
}

impl Worded for GameError {
    fn worded(&self) -> String {
        match *self {
            GameError::WrongPhase { phase } => {
                tk!(key("tt-why-wrong-phase"), phase = phase_slug(phase))
            }
            GameError::BadDie(die) => tk!(key("tt-why-bad-die"), die = die),
            GameError::IllegalTurn => t("tt-why-illegal-turn"),
            GameError::BadCount(count) => tk!(key("tt-why-bad-count"), count = count),
        }
    }
}
