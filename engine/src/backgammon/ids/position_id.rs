//! GNU Backgammon's Position ID: 14 Base64 characters for the 50 counts of a
//! position, exact to gnubg 1.07.
//!
//! Each side is 25 counts, its points 1..=24 from its own side then its bar;
//! the side **not on roll** comes first (gnubg's manual says the opposite; the
//! program does this). Each count `k` is `k` one-bits and a zero-bit, padded
//! to 80 bits; bit `i` is bit `i % 8` of byte `i / 8`; the 10 bytes are
//! standard Base64 without the trailing `==`.
//!
//! # Examples
//! ```
//! use tables::backgammon::{ids::position_id, Variant};
//! let start = Variant::Backgammon.rules().start();
//! assert_eq!(position_id::encode(&start), "4HPwATDgc/ABMA");
//! assert_eq!(position_id::decode("4HPwATDgc/ABMA", 15), Ok(start));
//! ```

use super::base64_id;
use crate::backgammon::position::{Position, PositionError, PositionSetup};

/// Why a text is not a Position ID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionIdError {
    /// Not 14 characters.
    Length(usize),
    /// A character outside the Base64 alphabet (`A-Z a-z 0-9 + /`), with its
    /// position (0-based, in characters).
    Alphabet {
        /// The character.
        found: char,
        /// Where it is.
        at: usize,
    },
    /// The 80 bits end before the 50 counts do.
    Truncated,
    /// The counts are not a position of the game.
    Position(PositionError),
}

impl core::fmt::Display for PositionIdError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PositionIdError::Length(n) => {
                write!(f, "a Position ID has 14 characters, this one has {n}")
            }
            PositionIdError::Alphabet { found, at } => write!(
                f,
                "a Position ID is written with A-Z, a-z, 0-9, + and /: {found:?} at character {} is not one of them",
                at + 1
            ),
            PositionIdError::Truncated => {
                f.write_str("the Position ID's bits end before its 50 counts do")
            }
            PositionIdError::Position(e) => write!(f, "the Position ID's position is impossible: {e}"),
        }
    }
}

impl std::error::Error for PositionIdError {}

/// The Position ID of a position (the side on roll is the one to move).
pub fn encode(pos: &Position) -> String {
    let s = pos.setup();
    encode_counts(&s.opponent, &s.on_roll)
}

/// The Position ID of two sides' counts, the side not on roll first.
pub fn encode_counts(not_on_roll: &[u8; 25], on_roll: &[u8; 25]) -> String {
    base64_id::encode(&counts_to_bytes(not_on_roll, on_roll))
}

/// The 80 bits of a Position ID as 10 bytes (for formats that carry it in
/// another alphabet), the side not on roll first.
pub fn counts_to_bytes(not_on_roll: &[u8; 25], on_roll: &[u8; 25]) -> [u8; 10] {
    let mut bytes = [0u8; 10];
    let mut bit = 0usize;
    for &k in not_on_roll.iter().chain(on_roll.iter()) {
        for _ in 0..k {
            if bit < 80 {
                bytes[bit / 8] |= 1 << (bit % 8);
            }
            bit += 1;
        }
        bit += 1;
    }
    bytes
}

/// The 10 bytes of a position's ID.
pub fn to_bytes(pos: &Position) -> [u8; 10] {
    let s = pos.setup();
    counts_to_bytes(&s.opponent, &s.on_roll)
}

/// The two sides' counts of a Position ID's 10 bytes: (not on roll, on roll).
///
/// # Errors
/// [`PositionIdError::Truncated`] when the bits end before the 50 counts.
pub fn bytes_to_counts(bytes: &[u8; 10]) -> Result<([u8; 25], [u8; 25]), PositionIdError> {
    let mut counts = [[0u8; 25]; 2];
    let mut bit = 0usize;
    for i in 0..50 {
        let mut k = 0u8;
        loop {
            if bit >= 80 {
                return Err(PositionIdError::Truncated);
            }
            let one = bytes[bit / 8] >> (bit % 8) & 1 == 1;
            bit += 1;
            if !one {
                break;
            }
            k += 1;
        }
        counts[i / 25][i % 25] = k;
    }
    Ok((counts[0], counts[1]))
}

/// The position of a Position ID's 10 bytes, for a game of `checkers` a side.
///
/// # Errors
/// As [`decode`], but for the text.
pub fn from_bytes(bytes: &[u8; 10], checkers: u8) -> Result<Position, PositionIdError> {
    let (opponent, on_roll) = bytes_to_counts(bytes)?;
    PositionSetup::new(on_roll, opponent, checkers)
        .validate()
        .map_err(PositionIdError::Position)
}

/// The two sides' counts of a Position ID: (not on roll, on roll), each from
/// its own side, unvalidated.
///
/// # Errors
/// [`PositionIdError::Length`], [`PositionIdError::Alphabet`] or
/// [`PositionIdError::Truncated`].
pub fn decode_counts(id: &str) -> Result<([u8; 25], [u8; 25]), PositionIdError> {
    let bytes: [u8; 10] = base64_id::decode(id, 14).map_err(|e| match e {
        base64_id::Bad::Length(n) => PositionIdError::Length(n),
        base64_id::Bad::Alphabet { found, at } => PositionIdError::Alphabet { found, at },
    })?;
    bytes_to_counts(&bytes)
}

/// The setup of a Position ID for a game of `checkers` a side, unvalidated.
///
/// # Errors
/// As [`decode_counts`].
pub fn decode_setup(id: &str, checkers: u8) -> Result<PositionSetup, PositionIdError> {
    let (opponent, on_roll) = decode_counts(id)?;
    Ok(PositionSetup::new(on_roll, opponent, checkers))
}

/// The position of a Position ID, for a game of `checkers` a side (15; 1, 2
/// or 3 in Hypergammon).
///
/// # Errors
/// A [`PositionIdError`] saying what is wrong: length, alphabet, too few bits,
/// too many checkers for a side, both sides on one point.
pub fn decode(id: &str, checkers: u8) -> Result<Position, PositionIdError> {
    decode_setup(id, checkers)?
        .validate()
        .map_err(PositionIdError::Position)
}
