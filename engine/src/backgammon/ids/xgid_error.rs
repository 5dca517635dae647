//! The errors of the XGID codec: which part is wrong and how.

use super::super::match_id::MatchIdError;
use super::XgidSide;
use core::fmt;

/// A part of an XGID, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidPart {
    /// Part 1: log2 of the cube.
    CubeValue,
    /// Part 2: cube owner.
    CubeOwner,
    /// Part 3: turn.
    Turn,
    /// Part 5: bottom's score.
    ScoreBottom,
    /// Part 6: top's score.
    ScoreTop,
    /// Part 7: Crawford/Jacoby/beavers.
    CrawfordJacoby,
    /// Part 8: match length.
    MatchLength,
    /// Part 9: log2 of the maximum cube.
    MaxCube,
}

impl XgidPart {
    /// The part's index among the ten (the position is part 0).
    pub const fn index(self) -> usize {
        match self {
            XgidPart::CubeValue => 1,
            XgidPart::CubeOwner => 2,
            XgidPart::Turn => 3,
            XgidPart::ScoreBottom => 5,
            XgidPart::ScoreTop => 6,
            XgidPart::CrawfordJacoby => 7,
            XgidPart::MatchLength => 8,
            XgidPart::MaxCube => 9,
        }
    }
}

/// Why an XGID was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidError {
    /// Not ten `:`-separated parts (gnubg refuses more; with fewer it reads
    /// uninitialised memory).
    PartCount {
        /// The parts found.
        found: usize,
    },
    /// The position is not 26 characters (gnubg refuses it).
    PositionLength {
        /// Its length in characters.
        length: usize,
    },
    /// A position character other than `-`, `A`–`P`, `a`–`p`, or an upper-case
    /// letter on the top player's bar (index 0) or a lower-case one on the bottom
    /// player's (index 25). gnubg refuses the first; the second it writes out of
    /// bounds.
    PositionCharacter {
        /// The character.
        character: char,
        /// Its index in the position, from 0.
        position: usize,
    },
    /// More than 15 checkers on one side (gnubg keeps its previous board).
    TooManyCheckers {
        /// Whose checkers.
        side: XgidSide,
        /// How many.
        count: u32,
    },
    /// Both sides on one point; only a hand-made [`XgidPosition`](super::XgidPosition) can have it.
    BothSidesOnPoint {
        /// The point, numbered from the bottom player's side (XGID character).
        point: u8,
    },
    /// Both sides on the bar against closed boards (gnubg keeps its previous board).
    BothOnBarAgainstClosedBoards,
    /// A part that is not a decimal integer (gnubg's `atoi` reads such text as
    /// its leading number, or 0).
    BadNumber {
        /// Which part.
        part: XgidPart,
    },
    /// A cube exponent outside 0..=12 (gnubg refuses above 12).
    CubeOutOfRange {
        /// The exponent.
        log2: i64,
    },
    /// A cube owner other than -1, 0, 1 (gnubg reads it as centred).
    CubeOwnerOutOfRange {
        /// The value.
        value: i64,
    },
    /// A turn other than 1 or -1 (gnubg reads anything but 1 as the top player).
    TurnOutOfRange {
        /// The value.
        value: i64,
    },
    /// A dice part that is neither `D` nor two characters (gnubg refuses it, but
    /// reads anything starting with `D` as a double).
    DiceLength {
        /// Its length in characters.
        length: usize,
    },
    /// A die outside 1..=6, such as a `0` beside a die (gnubg refuses a first
    /// digit above 6, keeps its previous Match ID for a second one, and sets no
    /// dice for a single 0).
    DieOutOfRange {
        /// The die.
        die: u8,
    },
    /// A dice character that is not a digit (gnubg reads a second one as 0).
    DiceCharacter {
        /// The character.
        character: char,
    },
    /// A negative score or one above 32767 (gnubg keeps the low 15 bits, so -1
    /// becomes 32767, which it then refuses in a match).
    ScoreOutOfRange {
        /// Whose score.
        side: XgidSide,
        /// The score.
        score: i64,
    },
    /// A score not below the match length in a match (gnubg refuses it).
    ScoreNotBelowMatchLength {
        /// Whose score.
        side: XgidSide,
        /// The score.
        score: u16,
        /// The match length.
        match_length: u16,
    },
    /// A Crawford/Jacoby part above 1 in a match or 3 in money (gnubg refuses it).
    RulesOutOfRange {
        /// The value.
        value: i64,
        /// In a match rather than money play.
        match_play: bool,
    },
    /// A match length outside 0..=64 (gnubg refuses above 64).
    MatchLengthOutOfRange {
        /// The length.
        length: i64,
    },
    /// A maximum cube exponent outside 0..=255.
    MaxCubeOutOfRange {
        /// The exponent.
        log2: i64,
    },
    /// The Match ID fields given to [`from_gnubg`](super::from_gnubg) are invalid.
    MatchId(MatchIdError),
}

impl From<MatchIdError> for XgidError {
    fn from(e: MatchIdError) -> Self {
        XgidError::MatchId(e)
    }
}

impl fmt::Display for XgidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side_name = |s: XgidSide| if s == XgidSide::Top { "top" } else { "bottom" };
        match *self {
            XgidError::PartCount { found } => write!(f, "an XGID has 10 parts separated by ':', not {found}"),
            XgidError::PositionLength { length } => {
                write!(f, "an XGID position has 26 characters, not {length}")
            }
            XgidError::PositionCharacter { character, position } => write!(
                f,
                "the XGID position has {character:?} at index {position}, where '-', 'A' to 'P' or 'a' to 'p' belongs"
            ),
            XgidError::TooManyCheckers { side, count } => {
                write!(f, "the {} player has {count} checkers, more than 15", side_name(side))
            }
            XgidError::BothSidesOnPoint { point } => {
                write!(f, "both players have checkers on the bottom player's {point}-point")
            }
            XgidError::BothOnBarAgainstClosedBoards => {
                write!(f, "both players are on the bar against closed boards")
            }
            XgidError::BadNumber { part } => {
                write!(f, "part {} of the XGID is not a decimal integer", part.index())
            }
            XgidError::CubeOutOfRange { log2 } => write!(f, "the cube exponent {log2} is not from 0 to 12"),
            XgidError::CubeOwnerOutOfRange { value } => {
                write!(f, "the cube owner {value} is not -1, 0 or 1")
            }
            XgidError::TurnOutOfRange { value } => write!(f, "the turn {value} is not 1 or -1"),
            XgidError::DiceLength { length } => {
                write!(f, "the dice part has {length} characters where 'D' or two digits belong")
            }
            XgidError::DieOutOfRange { die } => write!(f, "a die shows 1 to 6, not {die}"),
            XgidError::DiceCharacter { character } => {
                write!(f, "the dice part has {character:?} where a digit belongs")
            }
            XgidError::ScoreOutOfRange { side, score } => write!(
                f,
                "the {} player's score {score} is not from 0 to 32767",
                side_name(side)
            ),
            XgidError::ScoreNotBelowMatchLength { side, score, match_length } => write!(
                f,
                "the {} player's score {score} is not below the match length {match_length}",
                side_name(side)
            ),
            XgidError::RulesOutOfRange { value, match_play } => write!(
                f,
                "the Crawford/Jacoby value {value} is above {} for {}",
                if match_play { 1 } else { 3 },
                if match_play { "a match" } else { "money play" }
            ),
            XgidError::MatchLengthOutOfRange { length } => {
                write!(f, "the match length {length} is not from 0 to 64")
            }
            XgidError::MaxCubeOutOfRange { log2 } => {
                write!(f, "the maximum cube exponent {log2} is not from 0 to 255")
            }
            XgidError::MatchId(e) => write!(f, "the Match ID fields are invalid: {e}"),
        }
    }
}

impl std::error::Error for XgidError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            XgidError::MatchId(e) => Some(e),
            _ => None,
        }
    }
}
