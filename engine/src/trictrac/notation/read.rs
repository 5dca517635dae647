//! Reading the position notation into a [`PositionSetup`]: the first
//! syntax error, with the character index and the part it is in.

use super::errors::{NotationError, Part};
use super::position::{PositionSetup, OPTION_LETTERS, VERSION};
use crate::common::side::{BySide, Side};
use crate::trictrac::options::{Options, PassageRule, SortieMethod, StakeMethod};
use crate::trictrac::scoreboard::Pavillon;

/// A cursor over one part of the text, reporting indices in the whole text.
struct Reader<'a> {
    bytes: &'a [u8],
    text: &'a str,
    pos: usize,
    end: usize,
    part: Part,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        (self.pos < self.end).then(|| self.bytes[self.pos])
    }

    fn bad(&self) -> NotationError {
        let found = self.text[self.pos..].chars().next().unwrap_or('?');
        NotationError::BadCharacter {
            index: self.text[..self.pos].chars().count(),
            found,
            part: self.part,
        }
    }

    fn index(&self) -> usize {
        self.text[..self.pos].chars().count()
    }

    /// A decimal number of at most `max`.
    fn number(&mut self, max: u32) -> Result<u32, NotationError> {
        let start = self.pos;
        let index = self.index();
        let mut n = 0u32;
        while let Some(c @ b'0'..=b'9') = self.peek() {
            n = n.saturating_mul(10).saturating_add(u32::from(c - b'0'));
            self.pos += 1;
        }
        if self.pos == start {
            return Err(self.bad_or_missing());
        }
        if n > max {
            return Err(NotationError::NumberTooLarge {
                index,
                part: self.part,
            });
        }
        Ok(n)
    }

    fn expect(&mut self, c: u8) -> Result<(), NotationError> {
        if self.peek() == Some(c) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.bad_or_missing())
        }
    }

    /// A bad character, or at the end of the part an incomplete-part error.
    fn bad_or_missing(&self) -> NotationError {
        if self.pos < self.end {
            self.bad()
        } else {
            NotationError::Incomplete { part: self.part }
        }
    }

    fn done(&self) -> Result<(), NotationError> {
        if self.pos < self.end {
            Err(self.bad())
        } else {
            Ok(())
        }
    }
}

impl core::str::FromStr for PositionSetup {
    type Err = NotationError;

    /// Reads the notation (see the [module docs](crate::trictrac::notation)).
    fn from_str(text: &str) -> Result<PositionSetup, NotationError> {
        if text.is_empty() {
            return Err(NotationError::Empty);
        }
        let bytes = text.as_bytes();
        // the parts, as byte ranges
        let mut parts = Vec::with_capacity(7);
        let mut start = 0;
        for (i, &b) in bytes.iter().enumerate() {
            if b == b'.' {
                parts.push((start, i));
                start = i + 1;
            }
        }
        parts.push((start, bytes.len()));
        let (v0, v1) = parts[0];
        if &text[v0..v1] != VERSION {
            let found: String = text[v0..v1].chars().take(16).collect();
            return Err(NotationError::UnknownVersion { found });
        }
        const ORDER: [Part; 6] = Part::IN_ORDER;
        if parts.len() > 7 {
            let index = text[..parts[7].0].chars().count();
            return Err(NotationError::TooManyParts { index });
        }
        if parts.len() < 6 {
            return Err(NotationError::MissingPart {
                part: ORDER[parts.len() - 1],
            });
        }
        let mut setup = PositionSetup::default();
        for (k, &(s, e)) in parts.iter().enumerate().skip(1) {
            let part = ORDER[k - 1];
            if s == e {
                return Err(NotationError::EmptyPart { part });
            }
            let mut r = Reader {
                bytes,
                text,
                pos: s,
                end: e,
                part,
            };
            match part {
                Part::Board => read_board(&mut r, &mut setup)?,
                Part::Turn => read_turn(&mut r, &mut setup)?,
                Part::Score(side) => read_score(&mut r, &mut setup, side)?,
                Part::Pavillon => {
                    setup.pavillon = match r.peek() {
                        Some(b'm') => Pavillon::Middle,
                        Some(b'w') => Pavillon::Taken(Side::White),
                        Some(b'b') => Pavillon::Taken(Side::Black),
                        Some(b'x') => Pavillon::Aside,
                        _ => return Err(r.bad()),
                    };
                    r.pos += 1;
                    r.done()?;
                }
                _ => read_options(&mut r, &mut setup.options)?,
            }
        }
        Ok(setup)
    }
}

fn read_board(r: &mut Reader<'_>, setup: &mut PositionSetup) -> Result<(), NotationError> {
    let mut white = [0u8; 25];
    let mut black = [0u8; 25];
    let mut field = 0usize; // fields described so far
    while let Some(c) = r.peek() {
        let (w, b, run) = match c {
            b'A'..=b'O' => (c - b'A' + 1, 0, 1),
            b'a'..=b'o' => (0, c - b'a' + 1, 1),
            b'1'..=b'9' => (0, 0, usize::from(c - b'0')),
            _ => return Err(r.bad()),
        };
        if field + run > 24 {
            return Err(NotationError::BoardLength {
                fields: field + run,
            });
        }
        if run == 1 && (w > 0 || b > 0) {
            white[field + 1] = w;
            black[24 - field] = b;
        }
        field += run;
        r.pos += 1;
    }
    if field != 24 {
        return Err(NotationError::BoardLength { fields: field });
    }
    setup.checkers = BySide::new(white, black);
    Ok(())
}

fn read_turn(r: &mut Reader<'_>, setup: &mut PositionSetup) -> Result<(), NotationError> {
    setup.to_play = match r.peek() {
        Some(b'w') => Side::White,
        Some(b'b') => Side::Black,
        _ => return Err(r.bad()),
    };
    r.pos += 1;
    if let Some(a @ b'0'..=b'9') = r.peek() {
        r.pos += 1;
        let Some(b @ b'0'..=b'9') = r.peek() else {
            return Err(r.bad_or_missing());
        };
        r.pos += 1;
        setup.dice = Some([a - b'0', b - b'0']);
        if r.peek() == Some(b'c') {
            r.pos += 1;
            setup.choosing = true;
        }
    }
    r.done()
}

fn read_score(
    r: &mut Reader<'_>,
    setup: &mut PositionSetup,
    side: Side,
) -> Result<(), NotationError> {
    setup.points[side] = r.number(255)? as u8;
    if r.peek() == Some(b'b') {
        r.pos += 1;
        setup.bredouille[side] = true;
    }
    r.expect(b'-')?;
    setup.holes[side] = r.number(255)? as u8;
    r.expect(b'-')?;
    setup.rolls[side] = r.number(u32::from(u16::MAX))? as u16;
    r.done()
}

fn read_options(r: &mut Reader<'_>, options: &mut Options) -> Result<(), NotationError> {
    let mut seen = [false; OPTION_LETTERS.len()];
    while let Some(c) = r.peek() {
        let Some(k) = OPTION_LETTERS.iter().position(|&l| l == char::from(c)) else {
            return Err(r.bad());
        };
        if seen[k] {
            return Err(NotationError::RepeatedOption {
                index: r.index(),
                option: char::from(c),
            });
        }
        seen[k] = true;
        match c {
            b's' => options.sortie = SortieMethod::Slow,
            b'o' | b't' => {
                if seen[1] && seen[2] {
                    return Err(NotationError::ConflictingOptions { index: r.index() });
                }
                options.stake = if c == b'o' {
                    StakeMethod::Oldest
                } else {
                    StakeMethod::Second
                };
            }
            b'l' => options.passage = PassageRule::Literal,
            _ => options.ecoles = true,
        }
        r.pos += 1;
    }
    Ok(())
}
