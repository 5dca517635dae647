//! The tablier: 24 fields, 15 checkers a side, each side counting from its own talon.
//!
//! Positions are per player: 1 = his talon, 12 = his rest corner, 13 = the
//! opponent's rest corner, 24 = the opponent's talon, 25 = off the board. A field
//! at my position `p` is the opponent's position `25 - p`.

use crate::common::side::{BySide, Side};

/// Number of checkers of each side.
pub const CHECKERS: u8 = 15;
/// Own talon (all checkers start here).
pub const TALON: u8 = 1;
/// Own rest corner (coin de repos).
pub const CORNER: u8 = 12;
/// The opponent's rest corner, seen from my side.
pub const OPP_CORNER: u8 = 13;
/// Off the board, after sortie.
pub const OFF: u8 = 25;

/// A quarter (cadran) of six positions, counted from the owner's talon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Quarter {
    /// Positions 1..=6: the petit jan.
    Q1,
    /// Positions 7..=12: the grand jan (holds the rest corner).
    Q2,
    /// Positions 13..=18: the opponent's grand-jan quarter (never fillable).
    Q3,
    /// Positions 19..=24: the jan de retour.
    Q4,
}

impl Quarter {
    /// The four quarters in order.
    pub const ALL: [Quarter; 4] = [Quarter::Q1, Quarter::Q2, Quarter::Q3, Quarter::Q4];
    /// The three quarters a player can fill.
    pub const FILLABLE: [Quarter; 3] = [Quarter::Q1, Quarter::Q2, Quarter::Q4];

    /// First position of the quarter.
    pub const fn first(self) -> u8 {
        match self {
            Quarter::Q1 => 1,
            Quarter::Q2 => 7,
            Quarter::Q3 => 13,
            Quarter::Q4 => 19,
        }
    }

    /// The positions of the quarter.
    pub fn positions(self) -> core::ops::RangeInclusive<u8> {
        self.first()..=self.first() + 5
    }

    /// The quarter of a position 1..=24.
    pub const fn of(pos: u8) -> Quarter {
        match pos {
            0..=6 => Quarter::Q1,
            7..=12 => Quarter::Q2,
            13..=18 => Quarter::Q3,
            _ => Quarter::Q4,
        }
    }

    /// Bit `i` (0..=2) used in filled-quarter masks: Q1 = 1, Q2 = 2, Q4 = 4, Q3 = 0.
    pub const fn bit(self) -> u8 {
        match self {
            Quarter::Q1 => 1,
            Quarter::Q2 => 2,
            Quarter::Q3 => 0,
            Quarter::Q4 => 4,
        }
    }

    /// Bits of the positions of the quarter in a position mask.
    pub const fn mask(self) -> u32 {
        0b11_1111 << self.first()
    }
}

/// One of the two tables (compartments) of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Table {
    /// The six fields next to each talon (positions 1..=6 and 19..=24).
    Petit,
    /// The six fields next to each rest corner (positions 7..=18).
    Grand,
}

impl Table {
    /// The table of a position 1..=24 (symmetric for both players).
    pub const fn of(pos: u8) -> Table {
        match pos {
            7..=18 => Table::Grand,
            _ => Table::Petit,
        }
    }
}

/// The checkers of both sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// Index 1..=24 = own positions, 25 = borne off; index 0 unused.
    counts: BySide<[u8; 26]>,
}

impl core::fmt::Debug for Board {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for side in Side::ALL {
            write!(f, "{}:", side.name())?;
            for p in 1..=25u8 {
                let n = self.count(side, p);
                if n > 0 {
                    write!(f, " {p}:{n}")?;
                }
            }
            if side == Side::White {
                write!(f, "; ")?;
            }
        }
        Ok(())
    }
}

impl Default for Board {
    fn default() -> Self {
        Board::start()
    }
}

impl Board {
    /// The starting position: 15 checkers on each talon.
    pub const fn start() -> Board {
        let mut a = [0u8; 26];
        a[TALON as usize] = CHECKERS;
        Board {
            counts: BySide { white: a, black: a },
        }
    }

    /// Checkers of `side` at its own position `pos` (1..=24, or 25 = off).
    #[inline]
    pub fn count(&self, side: Side, pos: u8) -> u8 {
        self.counts[side][pos as usize]
    }

    /// All counts of `side` in its own numbering (index 25 = off, 0 unused).
    #[inline]
    pub fn side(&self, side: Side) -> &[u8; 26] {
        &self.counts[side]
    }

    /// Mutable counts of `side`; the caller keeps the board valid.
    #[inline]
    pub(crate) fn side_mut(&mut self, side: Side) -> &mut [u8; 26] {
        &mut self.counts[side]
    }

    /// Checkers of `side`'s opponent on `side`'s position `pos` (1..=24).
    #[inline]
    pub fn opp_count(&self, side: Side, pos: u8) -> u8 {
        self.counts[side.opponent()][(25 - pos) as usize]
    }

    /// Checkers of `side` borne off.
    #[inline]
    pub fn off(&self, side: Side) -> u8 {
        self.counts[side][OFF as usize]
    }

    /// Bit `p` set when `side` has at least `min` checkers at its position `p`.
    #[inline]
    pub fn mask(&self, side: Side, min: u8) -> u32 {
        counts_mask(&self.counts[side], min)
    }

    /// Bit `p` set when the opponent of `side` has at least `min` checkers at
    /// `side`'s position `p`.
    #[inline]
    pub fn opp_mask(&self, side: Side, min: u8) -> u32 {
        // the opponent's position q is my 25 - q: reverse the 26 low bits
        counts_mask(&self.counts[side.opponent()], min).reverse_bits() >> 6
    }

    /// Whether `side` has filled `q` (two or more checkers on each of its fields).
    #[inline]
    pub fn is_filled(&self, side: Side, q: Quarter) -> bool {
        quarter_filled(&self.counts[side], q)
    }

    /// Mask of the quarters `side` has filled (see [`Quarter::bit`]).
    #[inline]
    pub fn filled_mask(&self, side: Side) -> u8 {
        filled_mask(&self.counts[side])
    }

    /// `side` holds its rest corner (two or more checkers there).
    #[inline]
    pub fn holds_corner(&self, side: Side) -> bool {
        self.count(side, CORNER) >= 2
    }

    /// The absolute field index 1..=24 of `side`'s position `pos`, in White's
    /// numbering (White's position = absolute field).
    #[inline]
    pub const fn absolute(side: Side, pos: u8) -> u8 {
        match side {
            Side::White => pos,
            Side::Black => 25 - pos,
        }
    }

    /// The board after one checker of `side` moved from `from` to `to` (its own
    /// numbering, 25 = off); unchanged when there is no checker at `from`.
    pub fn moved(mut self, side: Side, from: u8, to: u8) -> Board {
        let c = &mut self.counts[side];
        if (1..=24).contains(&from) && to <= OFF && c[from as usize] > 0 {
            c[from as usize] -= 1;
            c[to as usize] += 1;
        }
        self
    }

    /// Builds a board from both sides' counts by own position (index 1..=24;
    /// borne-off counts are derived).
    ///
    /// # Errors
    /// Every problem found, as [`BoardError`]s.
    pub fn from_counts(white: [u8; 25], black: [u8; 25]) -> Result<Board, Vec<BoardError>> {
        let mut errors = Vec::new();
        let mut counts = BySide::new([0u8; 26], [0u8; 26]);
        for (side, src) in [(Side::White, &white), (Side::Black, &black)] {
            if src[0] != 0 {
                errors.push(BoardError::BadPosition { side, pos: 0 });
            }
            let total: u32 = src[1..].iter().map(|&n| u32::from(n)).sum();
            if total > u32::from(CHECKERS) {
                errors.push(BoardError::TooManyCheckers { side, count: total });
            }
            let c = &mut counts[side];
            c[1..25].copy_from_slice(&src[1..25]);
            c[OFF as usize] = CHECKERS.saturating_sub(total.min(255) as u8);
        }
        for p in 1..=24u8 {
            let w = counts.white[p as usize];
            let b = counts.black[(25 - p) as usize];
            if w > 0 && b > 0 {
                errors.push(BoardError::SharedField { field: p });
            }
        }
        for side in Side::ALL {
            if counts[side][CORNER as usize] == 1 {
                errors.push(BoardError::LoneCheckerInCorner { side });
            }
            if counts[side][OPP_CORNER as usize] > 0 {
                errors.push(BoardError::InOpponentsCorner { side });
            }
        }
        if errors.is_empty() {
            Ok(Board { counts })
        } else {
            Err(errors)
        }
    }
}

/// What makes a set of checkers an impossible board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// A side has more than 15 checkers on the board.
    TooManyCheckers {
        /// The side.
        side: Side,
        /// How many it has.
        count: u32,
    },
    /// Both sides on one field (White's numbering).
    SharedField {
        /// The field in White's numbering.
        field: u8,
    },
    /// A position outside 1..=24.
    BadPosition {
        /// The side.
        side: Side,
        /// The bad position.
        pos: u8,
    },
    /// Exactly one checker in a rest corner, which the rules never allow.
    LoneCheckerInCorner {
        /// The side.
        side: Side,
    },
    /// A checker on the opponent's rest corner, which the rules never allow.
    InOpponentsCorner {
        /// The side.
        side: Side,
    },
}

impl core::fmt::Display for BoardError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            BoardError::TooManyCheckers { side, count } => {
                write!(f, "{side} has {count} checkers on the board (at most 15)")
            }
            BoardError::SharedField { field } => write!(
                f,
                "both sides have checkers on the same field (white's {field}, black's {})",
                25 - field
            ),
            BoardError::BadPosition { side, pos } => {
                write!(f, "{side} has checkers on position {pos}, outside 1..=24")
            }
            BoardError::LoneCheckerInCorner { side } => write!(
                f,
                "{side} has a single checker in his rest corner (it is held by two or more, or empty)"
            ),
            BoardError::InOpponentsCorner { side } => {
                write!(f, "{side} has checkers in the opponent's rest corner")
            }
        }
    }
}

impl std::error::Error for BoardError {}

/// One bit per byte of `x` that is at least `min` (1 or 2), bit i for byte i.
#[inline]
fn bytes_at_least(x: u64, min: u8) -> u32 {
    const HI: u64 = 0x8080_8080_8080_8080;
    const LO7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let x = if min >= 2 {
        x & 0xFEFE_FEFE_FEFE_FEFE
    } else {
        x
    };
    let nonzero = (((x & LO7) + LO7) | x) & HI;
    ((nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// Bit `p` (1..=24) set when `c[p] >= min`.
#[inline]
pub fn counts_mask(c: &[u8; 26], min: u8) -> u32 {
    if min > 2 {
        let mut m = 0u32;
        for (p, &n) in c.iter().enumerate().take(25).skip(1) {
            if n >= min {
                m |= 1 << p;
            }
        }
        return m;
    }
    let chunk = |i: usize| u64::from_le_bytes(c[i..i + 8].try_into().unwrap_or([0; 8]));
    (bytes_at_least(chunk(1), min)
        | bytes_at_least(chunk(9), min) << 8
        | bytes_at_least(chunk(17), min) << 16)
        << 1
}

/// Whether the counts (own numbering) fill quarter `q`.
#[inline]
pub fn quarter_filled(c: &[u8; 26], q: Quarter) -> bool {
    let f = q.first() as usize;
    c[f] >= 2 && c[f + 1] >= 2 && c[f + 2] >= 2 && c[f + 3] >= 2 && c[f + 4] >= 2 && c[f + 5] >= 2
}

/// Mask of the fillable quarters filled by the counts.
#[inline]
pub fn filled_mask(c: &[u8; 26]) -> u8 {
    let two = counts_mask(c, 2);
    let mut m = 0;
    for q in Quarter::FILLABLE {
        if two & q.mask() == q.mask() {
            m |= q.bit();
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_agree_with_a_plain_loop() {
        let mut rng = crate::common::dice::Rng::new(5);
        for _ in 0..2000 {
            let mut c = [0u8; 26];
            for v in c.iter_mut() {
                *v = [0, 0, 1, 2, 3, 15][rng.below(6)];
            }
            for min in [1, 2, 3] {
                let plain = (1..=24)
                    .filter(|&p| c[p] >= min)
                    .fold(0u32, |m, p| m | 1 << p);
                assert_eq!(counts_mask(&c, min), plain, "{c:?} {min}");
            }
            let plain_filled = Quarter::FILLABLE
                .iter()
                .filter(|q| quarter_filled(&c, **q))
                .fold(0, |m, q| m | q.bit());
            assert_eq!(filled_mask(&c), plain_filled);
        }
    }

    #[test]
    fn opponent_masks_are_in_my_numbering() {
        let b = crate::tt!(w 1:15; b 1:13 5:2);
        assert_eq!(b.opp_mask(Side::White, 1), 1 << 24 | 1 << 20);
        assert_eq!(b.opp_mask(Side::White, 2), 1 << 24 | 1 << 20);
        assert_eq!(b.opp_mask(Side::Black, 1), 1 << 24);
    }
}
