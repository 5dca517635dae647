//! The Base64 of gnubg's IDs: standard alphabet, no padding, trailing bits
//! ignored as gnubg ignores them; errors say which character is wrong.

use base64::alphabet::STANDARD;
use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
use base64::Engine;

const ENGINE: GeneralPurpose = GeneralPurpose::new(
    &STANDARD,
    GeneralPurposeConfig::new()
        .with_encode_padding(false)
        .with_decode_padding_mode(DecodePaddingMode::RequireNone)
        .with_decode_allow_trailing_bits(true),
);

/// What is wrong with an ID's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bad {
    /// Not the expected number of characters.
    Length(usize),
    /// A character outside the alphabet.
    Alphabet { found: char, at: usize },
}

/// The bytes as Base64 without padding.
pub(crate) fn encode(bytes: &[u8]) -> String {
    ENGINE.encode(bytes)
}

/// The `N` bytes of an ID of `chars` characters.
pub(crate) fn decode<const N: usize>(id: &str, chars: usize) -> Result<[u8; N], Bad> {
    let n = id.chars().count();
    if n != chars {
        return Err(Bad::Length(n));
    }
    if let Some((at, found)) = id
        .chars()
        .enumerate()
        .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '+' || c == '/'))
    {
        return Err(Bad::Alphabet { found, at });
    }
    let mut out = [0u8; N];
    let v = ENGINE.decode(id).map_err(|_| Bad::Length(n))?;
    let len = v.len().min(N);
    out[..len].copy_from_slice(&v[..len]);
    Ok(out)
}
