//! Which rule set each game of a session plays: the session's own in every
//! game; several in turn, game after game (Greek Tavli: Portes, Plakoto,
//! Fevga, in a match to 5 points, or 7, without the cube:
//! [`crate::backgammon::Options::tavli`]); or a mixed match (seed 002: an
//! agreed order of rule sets, one game each, a tie after them decided by a
//! final game, Hypergammon in the seed).
//!
//! Choices where the sources are silent:
//! - A mixed match counts each game's points (the stakes of its rule set);
//!   after its games the higher score wins; a tie plays the decider, whose
//!   winner wins. A match length, if any, still ends it as soon as a side
//!   reaches it.

use super::rules::Variant;
use crate::common::side::{BySide, Side};

/// The most rule sets a series lists.
pub const MAX_VARIANTS: usize = 6;

/// An ordered list of 1 to [`MAX_VARIANTS`] rule sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variants {
    items: [Variant; MAX_VARIANTS],
    len: u8,
}

impl Variants {
    /// The list, if it holds 1 to [`MAX_VARIANTS`] rule sets.
    pub fn new(list: &[Variant]) -> Option<Variants> {
        if list.is_empty() || list.len() > MAX_VARIANTS {
            return None;
        }
        let mut items = [Variant::Backgammon; MAX_VARIANTS];
        items[..list.len()].copy_from_slice(list);
        Some(Variants {
            items,
            len: list.len() as u8,
        })
    }

    /// The rule sets in order.
    pub fn as_slice(&self) -> &[Variant] {
        &self.items[..usize::from(self.len)]
    }
}

/// Which rule set each game of a session plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Series {
    /// The session's rule set, every game.
    #[default]
    Same,
    /// The listed rule sets in turn, game after game, again from the first.
    InTurn(Variants),
    /// A mixed match: one game of each listed rule set, then, if the score
    /// is tied, one game of `decider`.
    Mixed {
        /// The games in order.
        games: Variants,
        /// The game that decides a tie.
        decider: Variant,
    },
}

impl Series {
    /// Greek Tavli's three games in turn: Portes, Plakoto, Fevga (seed 002;
    /// [`crate::backgammon::Options::tavli`] plays them as a match).
    pub fn tavli() -> Series {
        Series::InTurn(
            Variants::new(&[Variant::Portes, Variant::Plakoto, Variant::Fevga])
                .expect("three rule sets"),
        )
    }

    /// The rule set of game `number` (from 1) of a session of `variant`.
    pub fn variant(&self, variant: Variant, number: u32) -> Variant {
        let index = number.saturating_sub(1) as usize;
        match self {
            Series::Same => variant,
            Series::InTurn(list) => list.as_slice()[index % list.as_slice().len()],
            Series::Mixed { games, decider } => {
                games.as_slice().get(index).copied().unwrap_or(*decider)
            }
        }
    }

    /// The winner of the series once `games` games are over at `score`
    /// (only a mixed match ends so).
    pub fn winner(&self, games: u32, score: BySide<u32>) -> Option<Side> {
        let Series::Mixed { games: list, .. } = self else {
            return None;
        };
        if (games as usize) < list.as_slice().len() {
            return None;
        }
        match score.white.cmp(&score.black) {
            core::cmp::Ordering::Greater => Some(Side::White),
            core::cmp::Ordering::Less => Some(Side::Black),
            core::cmp::Ordering::Equal => None,
        }
    }
}
