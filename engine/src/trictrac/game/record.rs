//! The vocabulary of a partie: what the game waits for, the player's
//! choices, the actions of its record, the events of its log and its errors.

use crate::common::dice::{BadDie, Roll};
use crate::common::side::Side;
use crate::trictrac::jans::Jan;
use crate::trictrac::scoreboard::{Count, Marked};
use crate::trictrac::turn::Turn;

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// Each player rolls one die; the higher plays first.
    Primacy,
    /// The side to play must roll.
    Roll,
    /// The roller won a hole on his own roll: tenir or s'en aller.
    Choose,
    /// The roller must play one of the legal turns.
    Move,
    /// A side has 12 holes.
    Over,
}

/// The roller's choice after winning a hole on his own roll (§7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Choice {
    /// Stay: keep the surplus, play on.
    Tenir,
    /// Go: chips to the band, checkers to the talons, a new relevé that the goer
    /// starts; the opponent does not mark this roll's points.
    SenAller,
}

/// Why a relevé ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ReleveEnd {
    /// A side bore off all its checkers.
    Sortie,
    /// The roller chose to s'en aller.
    SenAller,
}

/// One player action of the record; replaying the actions from the start gives
/// the same game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// The primacy dice.
    Primacy {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
    },
    /// A roll, with the count the roller marked in school mode (`None`: the
    /// engine marks).
    Roll(Roll, Option<Count>),
    /// Tenir or s'en aller.
    Choose(Choice),
    /// A turn, with the count the opponent marked in school mode.
    Play(Turn, Option<Count>),
}

/// Something that happened, for the log.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event {
    /// Primacy dice; `first` is `None` on a tie (roll again).
    Primacy {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
        /// Who plays first.
        first: Option<Side>,
    },
    /// A side rolled.
    Rolled {
        /// The roller.
        side: Side,
        /// The roll.
        roll: Roll,
    },
    /// A jan of the roll (for either side).
    Jan(Jan),
    /// A wrong count in school mode: the opponent marks the difference
    /// (`points`) when he claims it, else the count stands as marked.
    Ecole {
        /// Who counted wrong.
        side: Side,
        /// What he marked.
        marked: u8,
        /// The right count.
        correct: u8,
        /// The difference: what the opponent marks when he claims it.
        points: u8,
        /// The opponent sent him to school (false: he let it pass).
        claimed: bool,
    },
    /// Points marked, with the holes they made.
    Scored {
        /// Who marks.
        side: Side,
        /// Points marked.
        points: u32,
        /// Holes won, bredouille holes doubled.
        marked: Marked,
    },
    /// The roller's choice.
    Chose {
        /// The roller.
        side: Side,
        /// His choice.
        choice: Choice,
    },
    /// Checkers moved.
    Moved {
        /// The mover.
        side: Side,
        /// The turn.
        turn: Turn,
    },
    /// A relevé ended; `next` starts the next one.
    ReleveEnded {
        /// Why.
        reason: ReleveEnd,
        /// Who rolls first in the next relevé.
        next: Side,
    },
    /// The pavillon moved: taken by the side that interrupted the first
    /// hole-taker, or set aside when that side is interrupted in turn.
    Pavillon {
        /// Where it is now.
        state: crate::trictrac::scoreboard::Pavillon,
    },
    /// The partie is over.
    PartieOver {
        /// The winner.
        winner: Side,
        /// Stake multiplier in halves (2 = ×1).
        stake_halves: u8,
    },
}

/// Why an action was refused (the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The action does not fit the phase.
    WrongPhase {
        /// The phase the game is in.
        phase: Phase,
    },
    /// A die outside 1..=6.
    BadDie(u8),
    /// The turn is not one of the legal turns of the roll.
    IllegalTurn,
    /// A marked count that is odd or above 100.
    BadCount(u8),
}

impl core::fmt::Display for GameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GameError::WrongPhase { phase } => write!(
                f,
                "that action is not possible now ({})",
                match phase {
                    Phase::Primacy => "the primacy is to be rolled",
                    Phase::Roll => "the dice are to be rolled",
                    Phase::Choose => "tenir or s'en aller is to be chosen",
                    Phase::Move => "the roll is to be played",
                    Phase::Over => "the partie is over",
                }
            ),
            GameError::BadDie(d) => write!(f, "a die shows 1 to 6, not {d}"),
            GameError::IllegalTurn => write!(f, "that is not a legal way to play this roll"),
            GameError::BadCount(n) => write!(
                f,
                "points are counted in even numbers; {n} is not a possible count"
            ),
        }
    }
}

impl std::error::Error for GameError {}

impl From<BadDie> for GameError {
    fn from(e: BadDie) -> Self {
        GameError::BadDie(e.0)
    }
}

/// A replay that failed at action `index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplayError {
    /// Index of the refused action.
    pub index: usize,
    /// Why.
    pub error: GameError,
}
