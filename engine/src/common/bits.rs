//! Bit strings for the compact game notations: values of a given width,
//! big-endian, padded with zeros to a whole byte and written as URL-safe
//! Base64 without padding (only `A-Z a-z 0-9 - _`).

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use bitstream_io::{BigEndian, BitRead, BitWrite};

/// Bits needed for a value among `n` (0 when there is no choice).
pub fn width(n: usize) -> u32 {
    if n <= 1 {
        0
    } else {
        usize::BITS - (n - 1).leading_zeros()
    }
}

/// Writes values of given widths.
pub struct BitWriter(bitstream_io::BitWriter<Vec<u8>, BigEndian>);

impl Default for BitWriter {
    fn default() -> Self {
        BitWriter(bitstream_io::BitWriter::endian(Vec::new(), BigEndian))
    }
}

impl BitWriter {
    /// An empty bit string.
    pub fn new() -> BitWriter {
        BitWriter::default()
    }

    /// Appends the `bits` low bits of `value` (nothing when `bits` is 0).
    pub fn put(&mut self, bits: u32, value: u32) {
        if bits > 0 {
            // Writing to a Vec cannot fail; callers give values that fit.
            let _ = self
                .0
                .write_var::<u32>(bits, value & (u32::MAX >> (32 - bits)));
        }
    }

    /// The bit string padded to a byte, as URL-safe Base64 without padding.
    pub fn finish(mut self) -> String {
        let _ = self.0.byte_align();
        URL_SAFE_NO_PAD.encode(self.0.into_writer())
    }
}

/// Reads values of given widths; counts what it read.
pub struct BitReader<'a> {
    r: bitstream_io::BitReader<&'a [u8], BigEndian>,
    len: usize,
    read: u64,
}

impl<'a> BitReader<'a> {
    /// A reader over `bytes`.
    pub fn new(bytes: &'a [u8]) -> BitReader<'a> {
        BitReader {
            r: bitstream_io::BitReader::endian(bytes, BigEndian),
            len: bytes.len(),
            read: 0,
        }
    }

    /// The next `bits` bits as a number (0 when `bits` is 0); `None` when the
    /// string ends first.
    pub fn get(&mut self, bits: u32) -> Option<u32> {
        if bits == 0 {
            return Some(0);
        }
        self.read += u64::from(bits);
        self.r.read_var::<u32>(bits).ok()
    }

    /// Whether what is left is only the zero padding of the last byte.
    pub fn at_clean_end(&mut self) -> bool {
        let pad = ((8 - self.read % 8) % 8) as u32;
        self.get(pad) == Some(0) && self.len as u64 == self.read.div_ceil(8)
    }
}

/// What is wrong with the Base64 part of a notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// A character outside the alphabet, with its index in the whole text (in
    /// characters).
    BadCharacter {
        /// Its index.
        index: usize,
        /// The character.
        found: char,
    },
    /// A length no Base64 text has.
    Malformed,
}

/// The bytes of `record`, the URL-safe Base64 part of `text` that starts at
/// its byte `offset`; a bad character is reported by its index in `text`.
pub fn decode_record(text: &str, offset: usize, record: &str) -> Result<Vec<u8>, RecordError> {
    URL_SAFE_NO_PAD.decode(record).map_err(|e| match e {
        base64::DecodeError::InvalidByte(i, _) => {
            let mut at = (offset + i).min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            RecordError::BadCharacter {
                index: text[..at].chars().count(),
                found: text[at..].chars().next().unwrap_or('?'),
            }
        }
        _ => RecordError::Malformed,
    })
}
