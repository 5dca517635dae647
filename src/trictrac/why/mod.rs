//! Why the engine refuses a Grand Trictrac text or action, in the language
//! on screen: each variant of the engine's errors (a position or game text
//! it cannot read, an impossible position, a refused action) is worded by
//! its own message of `locales/<code>/trictrac.ftl` (`tt-why-…`), with the
//! numbers it carries as arguments. A reason nested in another (the refused
//! action of a game record, the problems of its starting position) is an
//! argument of the outer message. The engine's `Display` stays English for
//! the command line; the numbers said here are the ones it says.
//!
//! The text notation's reasons are here, the position's and the board's in
//! [`position`], a refused action's in [`game`].

use crate::kit::i18n::{t, Worded};
use crate::trictrac::texts::side_name;
use tables::trictrac::notation::position::VERSION;
use tables::trictrac::notation::{
    Field, GameNotationError, NotationError, Part, PositionReadError,
};

pub mod game;
pub mod position;

#[cfg(test)]
mod every_tests;
#[cfg(test)]
mod tests;

/// A part of the position notation as the messages select on it (`$part`:
/// "board", "turn", "score", "pavillon", "options") and whose score it is
/// (`$side`, empty for the other parts).
fn part_args(part: Part) -> (&'static str, String) {
    match part {
        Part::Board => ("board", String::new()),
        Part::Turn => ("turn", String::new()),
        Part::Score(s) => ("score", side_name(s)),
        Part::Pavillon => ("pavillon", String::new()),
        Part::Options => ("options", String::new()),
    }
}

/// What a value of the game record encodes, as `tt-why-game-out-of-range`
/// selects on it (`$field`).
fn field_slug(field: Field) -> &'static str {
    match field {
        Field::Options => "options",
        Field::Primacy => "primacy",
        Field::Roll => "roll",
        Field::Turn => "turn",
        Field::Marked => "marked",
    }
}

impl Worded for NotationError {
    fn worded(&self) -> String {
        match self {
            NotationError::Empty => t("tt-why-position-empty"),
            NotationError::UnknownVersion { found } => tk!(
                key("tt-why-position-version"),
                found = found,
                known = VERSION
            ),
            NotationError::MissingPart { part } => {
                let (part, side) = part_args(*part);
                tk!(key("tt-why-part-missing"), part = part, side = side)
            }
            NotationError::EmptyPart { part } => {
                let (part, side) = part_args(*part);
                tk!(key("tt-why-part-empty"), part = part, side = side)
            }
            NotationError::Incomplete { part } => {
                let (part, side) = part_args(*part);
                tk!(key("tt-why-part-incomplete"), part = part, side = side)
            }
            NotationError::TooManyParts { index } => {
                tk!(key("tt-why-too-many-parts"), index = *index + 1)
            }
            NotationError::BadCharacter { index, found, part } => {
                let (part, side) = part_args(*part);
                tk!(
                    key("tt-why-position-bad-character"),
                    found = found.to_string(),
                    index = *index + 1,
                    part = part,
                    side = side
                )
            }
            NotationError::BoardLength { fields } => {
                tk!(key("tt-why-board-length"), fields = *fields)
            }
            NotationError::NumberTooLarge { index, part } => {
                let (part, side) = part_args(*part);
                tk!(
                    key("tt-why-number-too-large"),
                    index = *index + 1,
                    part = part,
                    side = side
                )
            }
            NotationError::RepeatedOption { index, option } => tk!(
                key("tt-why-repeated-option"),
                option = option.to_string(),
                index = *index + 1
            ),
            NotationError::ConflictingOptions { index } => {
                tk!(key("tt-why-conflicting-options"), index = *index + 1)
            }
        }
    }
}

/// Every problem of a well-written but impossible position, in the order the
/// engine found them, each joined to the ones before by `tt-why-and` (so that
/// each language writes its own separator).
impl Worded for PositionReadError {
    fn worded(&self) -> String {
        match self {
            PositionReadError::Syntax(e) => e.worded(),
            PositionReadError::Invalid(errors) => errors
                .iter()
                .map(Worded::worded)
                .reduce(|first, next| tk!(key("tt-why-and"), first = first, next = next))
                .unwrap_or_default(),
        }
    }
}

impl Worded for GameNotationError {
    fn worded(&self) -> String {
        match self {
            GameNotationError::Empty => t("tt-why-game-empty"),
            GameNotationError::UnknownVersion { found } => {
                tk!(key("tt-why-game-version"), found = found, known = VERSION)
            }
            GameNotationError::BadCharacter { index, found } => tk!(
                key("tt-why-game-bad-character"),
                found = found.to_string(),
                index = *index + 1
            ),
            GameNotationError::Malformed => t("tt-why-game-malformed"),
            GameNotationError::Truncated { action } => {
                tk!(key("tt-why-game-truncated"), action = *action)
            }
            GameNotationError::OutOfRange {
                action,
                field,
                value,
                limit,
            } => tk!(
                key("tt-why-game-out-of-range"),
                field = field_slug(*field),
                action = *action,
                value = *value,
                max = limit.saturating_sub(1)
            ),
            GameNotationError::TrailingData => t("tt-why-game-trailing-data"),
            GameNotationError::TooLong { actions } => {
                tk!(key("tt-why-game-too-long"), actions = *actions)
            }
            GameNotationError::Position(e) => {
                tk!(key("tt-why-game-start"), reason = e.worded())
            }
            GameNotationError::Replay { action, error } => tk!(
                key("tt-why-game-replay"),
                action = *action,
                reason = error.worded()
            ),
        }
    }
}
