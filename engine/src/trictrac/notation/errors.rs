//! What can be wrong with a position or game text: syntax, an impossible
//! position, an undecodable game record.

use crate::common::side::{BySide, Side};
use crate::trictrac::board::BoardError;
use crate::trictrac::game::GameError;
use crate::trictrac::scoreboard::Pavillon;

/// A part of the position notation, to say where a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The checkers.
    Board,
    /// Whose turn, the dice and the choice.
    Turn,
    /// A side's points, bredouille, holes and rolls.
    Score(Side),
    /// The pavillon.
    Pavillon,
    /// The options.
    Options,
}

impl Part {
    /// Every part, in the order the notation writes them.
    pub const IN_ORDER: [Part; 6] = [
        Part::Board,
        Part::Turn,
        Part::Score(Side::White),
        Part::Score(Side::Black),
        Part::Pavillon,
        Part::Options,
    ];

    /// "is", or "are" for the options.
    fn verb(self) -> &'static str {
        match self {
            Part::Options => "are",
            _ => "is",
        }
    }
}

impl core::fmt::Display for Part {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Part::Board => f.write_str("the board"),
            Part::Turn => f.write_str("the turn"),
            Part::Score(s) => write!(f, "{s}'s score"),
            Part::Pavillon => f.write_str("the pavillon"),
            Part::Options => f.write_str("the options"),
        }
    }
}

/// Why a text is not a position in the notation (the first problem found; see
/// [`PositionError`] for what makes a well-written position impossible).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// Nothing to read.
    Empty,
    /// The text starts with a version this engine does not know.
    UnknownVersion {
        /// The version marker found (at most 16 characters of it).
        found: String,
    },
    /// A part is missing.
    MissingPart {
        /// The first missing part.
        part: Part,
    },
    /// A part is present but empty.
    EmptyPart {
        /// The empty part.
        part: Part,
    },
    /// A part ends before it says all it must.
    Incomplete {
        /// The part.
        part: Part,
    },
    /// More parts than the notation has; `index` is where the extra one starts.
    TooManyParts {
        /// Character index of the first extra part.
        index: usize,
    },
    /// A character that has no meaning where it stands.
    BadCharacter {
        /// Character index (from 0) in the text.
        index: usize,
        /// The character.
        found: char,
        /// The part it is in.
        part: Part,
    },
    /// The checkers do not describe exactly 24 fields.
    BoardLength {
        /// How many fields they describe.
        fields: usize,
    },
    /// A number too large to be meant.
    NumberTooLarge {
        /// Character index where it starts.
        index: usize,
        /// The part it is in.
        part: Part,
    },
    /// An option letter given twice.
    RepeatedOption {
        /// Character index of the repetition.
        index: usize,
        /// The letter.
        option: char,
    },
    /// Two options that exclude each other (two stake methods).
    ConflictingOptions {
        /// Character index of the second one.
        index: usize,
    },
}

impl core::fmt::Display for NotationError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            NotationError::Empty => f.write_str("the position text is empty"),
            NotationError::UnknownVersion { found } => write!(
                f,
                "unknown notation version \"{found}\" (this version of the game reads version 1)"
            ),
            NotationError::MissingPart { part } => write!(f, "{part} {} missing", part.verb()),
            NotationError::EmptyPart { part } => write!(f, "{part} {} empty", part.verb()),
            NotationError::Incomplete { part } => write!(f, "{part} {} incomplete", part.verb()),
            NotationError::TooManyParts { index } => {
                write!(f, "unexpected text after the position at character {index}")
            }
            NotationError::BadCharacter { index, found, part } => {
                write!(f, "unexpected '{found}' at character {index}, in {part}")
            }
            NotationError::BoardLength { fields } => {
                write!(f, "the checkers describe {fields} fields; the board has 24")
            }
            NotationError::NumberTooLarge { index, part } => {
                write!(
                    f,
                    "the number at character {index}, in {part}, is too large"
                )
            }
            NotationError::RepeatedOption { index, option } => {
                write!(f, "option '{option}' is given twice (character {index})")
            }
            NotationError::ConflictingOptions { index } => write!(
                f,
                "two stake methods are given (character {index}); choose one"
            ),
        }
    }
}

impl std::error::Error for NotationError {}

/// One thing that makes a written position impossible or unplayable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The checkers are impossible (too many, shared field, lone corner
    /// checker, the opponent's corner, a position outside the board).
    Board(BoardError),
    /// A side has borne off all its checkers, which ends the relevé at once.
    AllCheckersOff {
        /// The side.
        side: Side,
    },
    /// A side has made no roll in this relevé, yet its checkers have left
    /// the talon.
    MovedWithoutRolling {
        /// The side.
        side: Side,
    },
    /// Points come in even numbers.
    OddPoints {
        /// The side.
        side: Side,
        /// Its points.
        points: u8,
    },
    /// 12 points make a hole, so a chip shows at most 10.
    PointsTooHigh {
        /// The side.
        side: Side,
        /// Its points.
        points: u8,
    },
    /// 12 holes win the partie, so a partie in play has at most 11.
    HolesTooHigh {
        /// The side.
        side: Side,
        /// Its holes.
        holes: u8,
    },
    /// Scoring clears the other side's bredouille: both cannot be en bredouille.
    BothBredouille,
    /// A side has points and the other none, yet is not en bredouille (only
    /// a score of the other side clears it, and that gives him points).
    PointsWithoutBredouille {
        /// The side.
        side: Side,
    },
    /// The pavillon does not fit the holes.
    PavillonInconsistent {
        /// Where the pavillon is.
        pavillon: Pavillon,
        /// Each side's holes.
        holes: BySide<u8>,
    },
    /// A die outside 1..=6.
    DieOutOfRange {
        /// The die.
        die: u8,
    },
    /// The dice are rolled but the roller has no roll counted in this relevé.
    RollNotCounted {
        /// The roller.
        side: Side,
    },
    /// The rolls of the relevé do not alternate with whose turn it is.
    RollsOutOfTurn {
        /// The side to play.
        to_play: Side,
        /// Each side's rolls in the relevé.
        rolls: BySide<u16>,
        /// Whether the side to play has rolled.
        rolled: bool,
    },
    /// A choice tenir / s'en aller is pending but no dice are rolled.
    ChoiceWithoutRoll,
    /// A choice tenir / s'en aller is pending but the roller has no hole.
    ChoiceWithoutHole {
        /// The roller.
        side: Side,
    },
    /// A choice tenir / s'en aller is pending, but the roll bears off the
    /// roller's last checkers, which ends the relevé without a choice.
    ChoiceOnSortie {
        /// The roller.
        side: Side,
    },
    /// The game has not started: the primacy is still to be rolled.
    NotStarted,
}

fn pavillon_text(p: Pavillon) -> String {
    match p {
        Pavillon::Middle => "in the middle hole".to_string(),
        Pavillon::Taken(s) => format!("taken by {s}"),
        Pavillon::Aside => "set aside".to_string(),
    }
}

impl core::fmt::Display for PositionError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            PositionError::Board(e) => e.fmt(f),
            PositionError::AllCheckersOff { side } => write!(
                f,
                "{side} has borne off all 15 checkers, which ends the relevé: put the checkers back on the talons"
            ),
            PositionError::MovedWithoutRolling { side } => write!(
                f,
                "{side} has made no roll in this relevé, yet not all his checkers are on his talon"
            ),
            PositionError::OddPoints { side, points } => write!(
                f,
                "{side} has {points} points; points come in even numbers"
            ),
            PositionError::PointsTooHigh { side, points } => write!(
                f,
                "{side} has {points} points; 12 points make a hole, so a chip shows at most 10"
            ),
            PositionError::HolesTooHigh { side, holes } => write!(
                f,
                "{side} has {holes} holes; 12 holes win the partie, so a partie in play has at most 11"
            ),
            PositionError::BothBredouille => f.write_str(
                "both sides are en bredouille; scoring always clears the other side's bredouille",
            ),
            PositionError::PointsWithoutBredouille { side } => write!(
                f,
                "{side} has points and {} none, so {side} scored them uninterrupted and must be en bredouille",
                side.opponent()
            ),
            PositionError::PavillonInconsistent { pavillon, holes } => write!(
                f,
                "the pavillon is {} but white has {} holes and black {}: {}",
                pavillon_text(pavillon),
                holes.white,
                holes.black,
                match pavillon {
                    Pavillon::Middle =>
                        "once both have holes, the pavillon has been taken or set aside",
                    Pavillon::Taken(_) =>
                        "the pavillon is taken by interrupting the other's holes, so both have holes",
                    Pavillon::Aside =>
                        "the pavillon is set aside after both have won holes",
                }
            ),
            PositionError::DieOutOfRange { die } => write!(f, "a die shows 1 to 6, not {die}"),
            PositionError::RollNotCounted { side } => write!(
                f,
                "{side} has rolled the dice but has no roll counted in this relevé"
            ),
            PositionError::RollsOutOfTurn {
                to_play,
                rolls,
                rolled,
            } => write!(
                f,
                "white has rolled {} times in this relevé and black {}, which cannot be when {to_play} {}",
                rolls.white,
                rolls.black,
                if rolled { "has just rolled" } else { "is to roll" }
            ),
            PositionError::ChoiceWithoutRoll => f.write_str(
                "a choice tenir / s'en aller is pending, but no dice have been rolled",
            ),
            PositionError::ChoiceWithoutHole { side } => write!(
                f,
                "{side} must choose tenir or s'en aller, which follows a hole won, but has no hole"
            ),
            PositionError::ChoiceOnSortie { side } => write!(
                f,
                "{side}'s roll bears off his last checkers, which ends the relevé: there is no tenir / s'en aller to choose"
            ),
            PositionError::NotStarted => {
                f.write_str("the partie has not started: the primacy is still to be rolled")
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a text could not be read as a playable position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionReadError {
    /// The text is not in the notation.
    Syntax(NotationError),
    /// The text is well written but the position is impossible: every problem.
    Invalid(Vec<PositionError>),
}

impl core::fmt::Display for PositionReadError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PositionReadError::Syntax(e) => e.fmt(f),
            PositionReadError::Invalid(errors) => {
                for (i, e) in errors.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    e.fmt(f)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PositionReadError {}

impl From<NotationError> for PositionReadError {
    fn from(e: NotationError) -> Self {
        PositionReadError::Syntax(e)
    }
}

impl From<Vec<PositionError>> for PositionReadError {
    fn from(e: Vec<PositionError>) -> Self {
        PositionReadError::Invalid(e)
    }
}

/// What a value of the game record encodes (to say which one is out of range).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// The options of a new partie.
    Options,
    /// The primacy dice.
    Primacy,
    /// A roll.
    Roll,
    /// The index of a turn among the roll's legal turns.
    Turn,
    /// A count marked in school mode.
    Marked,
}

impl core::fmt::Display for Field {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Field::Options => "the options",
            Field::Primacy => "the primacy dice",
            Field::Roll => "a roll",
            Field::Turn => "a move",
            Field::Marked => "a marked count",
        })
    }
}

/// Why a game record could not be written or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameNotationError {
    /// Nothing to read.
    Empty,
    /// The text starts with a version this engine does not know.
    UnknownVersion {
        /// The version marker found (at most 16 characters of it).
        found: String,
    },
    /// A character outside the record's alphabet.
    BadCharacter {
        /// Character index (from 0) in the text.
        index: usize,
        /// The character.
        found: char,
    },
    /// The record cannot come from the writer: its length or last character,
    /// or a school flag set on a record without marked counts.
    Malformed,
    /// The record ends in the middle of action `action` (0 = the header).
    Truncated {
        /// Index of the action being read.
        action: usize,
    },
    /// A value that the engine never writes there.
    OutOfRange {
        /// Index of the action (the header counts as action 0).
        action: usize,
        /// What the value encodes.
        field: Field,
        /// The value.
        value: u32,
        /// The number of possible values.
        limit: u32,
    },
    /// Data after the last action.
    TrailingData,
    /// More actions than a record holds (65,535).
    TooLong {
        /// The number of actions.
        actions: usize,
    },
    /// The starting position cannot be read or written.
    Position(PositionReadError),
    /// The engine refused an action while replaying.
    Replay {
        /// Index of the action.
        action: usize,
        /// Why.
        error: GameError,
    },
}

impl core::fmt::Display for GameNotationError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GameNotationError::Empty => f.write_str("the game text is empty"),
            GameNotationError::UnknownVersion { found } => write!(
                f,
                "unknown game notation version \"{found}\" (this version of the game reads version 1)"
            ),
            GameNotationError::BadCharacter { index, found } => {
                write!(f, "unexpected '{found}' at character {index} of the game")
            }
            GameNotationError::Malformed => {
                f.write_str("the game text is cut or altered (its length or last character is wrong)")
            }
            GameNotationError::Truncated { action } => {
                write!(f, "the game text ends in the middle of action {action}")
            }
            GameNotationError::OutOfRange {
                action,
                field,
                value,
                limit,
            } => write!(
                f,
                "action {action}: {field} has code {value}, but only 0 to {} are possible",
                limit.saturating_sub(1)
            ),
            GameNotationError::TrailingData => {
                f.write_str("the game text goes on after its last action")
            }
            GameNotationError::TooLong { actions } => {
                write!(f, "the game has {actions} actions; a record holds at most 65535")
            }
            GameNotationError::Position(e) => write!(f, "the starting position: {e}"),
            GameNotationError::Replay { action, error } => {
                write!(f, "action {action} cannot be replayed: {error}")
            }
        }
    }
}

impl std::error::Error for GameNotationError {}
