//! The two players and a container holding one value per player.

use core::ops::{Index, IndexMut};

/// One of the two players. White and Black are colour names only: each player
/// counts the fields of the board from his own talon (see [`crate::board`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Side {
    /// The player with the white checkers.
    #[default]
    White,
    /// The player with the black checkers.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// The other player.
    #[inline]
    pub const fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case English name ("white" / "black").
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }

    /// Parses "white"/"black" (also "w"/"b"), case-insensitively.
    pub fn parse(s: &str) -> Option<Side> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" => Some(Side::White),
            "black" | "b" => Some(Side::Black),
            _ => None,
        }
    }
}

impl core::fmt::Display for Side {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// One value per side, like shakmaty's `ByColor`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BySide<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> BySide<T> {
    /// Builds from both values.
    pub const fn new(white: T, black: T) -> Self {
        BySide { white, black }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            white: f(self.white),
            black: f(self.black),
        }
    }
}

impl<T: Copy> BySide<T> {
    /// The same value for both sides.
    pub const fn splat(v: T) -> Self {
        BySide { white: v, black: v }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    #[inline]
    fn index(&self, side: Side) -> &T {
        match side {
            Side::White => &self.white,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    #[inline]
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::White => &mut self.white,
            Side::Black => &mut self.black,
        }
    }
}
