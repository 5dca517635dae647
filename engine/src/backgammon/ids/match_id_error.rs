//! The errors of the Match ID codec: which field is wrong and how.

use super::{Player, MATCH_ID_LEN, MAX_CUBE_LOG2, MAX_MATCH_LENGTH};
use core::fmt;

/// Why a Match ID or a set of fields was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MatchIdError {
    /// The ID is not 12 characters long (gnubg reads the first 12 and pads with 'A').
    WrongLength {
        /// Its length in characters.
        length: usize,
    },
    /// A character outside `A–Z a–z 0–9 + /` (gnubg reads such a character as 255:
    /// garbage). `-` and `_` (URL-safe Base64) are refused too, as by gnubg.
    InvalidCharacter {
        /// The character.
        character: char,
        /// Its position, counted in characters from 0.
        position: usize,
    },
    /// Bits 67–71 are not zero (gnubg ignores them and never sets them).
    UnusedBitsSet {
        /// Their value, bit 67 as 1.
        bits: u8,
    },
    /// The cube exponent is above 12 (gnubg reads it but cannot set such a cube
    /// and leaves the cube at 1).
    CubeOutOfRange {
        /// The exponent read.
        log2: u8,
    },
    /// A cube value that is not a power of two from 1 to 4096.
    CubeValueInvalid {
        /// The value.
        value: u32,
    },
    /// The cube owner field holds 2 (gnubg reads it as centred and writes 3).
    CubeOwnerInvalid {
        /// The field's value.
        bits: u8,
    },
    /// A game state above 4 (gnubg stores it unchecked).
    GameStateInvalid {
        /// The field's value.
        code: u8,
    },
    /// A die of 7 read (gnubg refuses it), or a die outside 1..=6 to write.
    DieOutOfRange {
        /// The die.
        die: u8,
    },
    /// One die field is 0 and the other is not (gnubg keeps no dice then).
    OneDieMissing {
        /// The two die fields.
        dice: [u8; 2],
    },
    /// A match longer than 64 points (gnubg refuses it).
    MatchTooLong {
        /// The match length.
        length: u16,
    },
    /// A money score too large for its 15 bits.
    ScoreTooLarge {
        /// Whose score.
        player: Player,
        /// The score.
        score: u16,
    },
    /// A score above the match length (gnubg refuses it, though it writes such
    /// an ID itself when a match ends on a gammon or backgammon past the target).
    /// A score equal to the match length is accepted: gnubg writes it at the end
    /// of a match.
    ScoreBeyondMatch {
        /// Whose score.
        player: Player,
        /// The score.
        score: u16,
        /// The match length.
        match_length: u16,
    },
    /// The Crawford flag in money play (gnubg refuses it).
    CrawfordInMoneyPlay,
    /// The Crawford flag while nobody is one point from winning, or in a
    /// 1-point match (gnubg accepts the ID and clears the flag).
    CrawfordWithoutMatchPoint {
        /// The scores of player 0 and player 1.
        score: [u16; 2],
        /// The match length.
        match_length: u16,
    },
    /// A cube above 1 in the Crawford game (gnubg accepts the ID and sets the
    /// cube to 1, keeping its owner).
    CubeTurnedInCrawfordGame {
        /// The cube value.
        value: u32,
    },
}

impl fmt::Display for MatchIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MatchIdError::WrongLength { length } => {
                write!(f, "a Match ID has {MATCH_ID_LEN} characters, not {length}")
            }
            MatchIdError::InvalidCharacter { character, position } => write!(
                f,
                "the Match ID has {character:?} at position {position}, which is not a Base64 character"
            ),
            MatchIdError::UnusedBitsSet { bits } => {
                write!(f, "the Match ID sets its unused last bits (value {bits})")
            }
            MatchIdError::CubeOutOfRange { log2 } => {
                write!(f, "the cube exponent {log2} is above the largest cube, 2^{MAX_CUBE_LOG2}")
            }
            MatchIdError::CubeValueInvalid { value } => {
                write!(f, "the cube value {value} is not a power of two from 1 to 4096")
            }
            MatchIdError::CubeOwnerInvalid { bits } => {
                write!(f, "the cube owner field holds {bits}, which names nobody")
            }
            MatchIdError::GameStateInvalid { code } => {
                write!(f, "the game state {code} is not one of 0 to 4")
            }
            MatchIdError::DieOutOfRange { die } => write!(f, "a die shows 1 to 6, not {die}"),
            MatchIdError::OneDieMissing { dice: [a, b] } => {
                write!(f, "the dice {a} and {b} are neither both rolled nor both unrolled")
            }
            MatchIdError::MatchTooLong { length } => write!(
                f,
                "a {length}-point match is longer than the {MAX_MATCH_LENGTH} points gnubg allows"
            ),
            MatchIdError::ScoreTooLarge { player, score } => write!(
                f,
                "player {}'s score {score} does not fit in 15 bits",
                player.index()
            ),
            MatchIdError::ScoreBeyondMatch { player, score, match_length } => write!(
                f,
                "player {}'s score {score} is beyond the match length {match_length}",
                player.index()
            ),
            MatchIdError::CrawfordInMoneyPlay => {
                write!(f, "money play has no Crawford game")
            }
            MatchIdError::CrawfordWithoutMatchPoint { score: [s0, s1], match_length } => write!(
                f,
                "the Crawford flag is set at {s0}-{s1} in a {match_length}-point match, where nobody is one point from winning"
            ),
            MatchIdError::CubeTurnedInCrawfordGame { value } => {
                write!(f, "the cube is at {value} in the Crawford game, where it is not used")
            }
        }
    }
}

impl std::error::Error for MatchIdError {}
