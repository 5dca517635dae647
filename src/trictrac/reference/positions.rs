//! Every position the rule reference draws, in one table, so that the board
//! literals can later be switched to the text notation in one place.
//!
//! Positions are given by each side's own numbering (`tables::trictrac::tt!`): White's
//! talon is his 1, Black's talon his 1 (White's 24). Checkers not listed are
//! borne off.

use tables::trictrac::{tt, Board};

/// A named position of the reference.
pub struct Position {
    /// The key the examples use.
    pub key: &'static str,
    /// The board.
    pub board: fn() -> Board,
}

/// All the positions of the reference.
pub const POSITIONS: &[Position] = &[
    Position {
        key: "start",
        board: || tt!(w 1:15; b 1:15),
    },
    Position {
        key: "corner-natural",
        board: || tt!(w 1:13 7:1 8:1; b 1:15),
    },
    Position {
        key: "corner-puissance",
        board: || tt!(w 1:13 8:1 9:1; b 1:15),
    },
    Position {
        key: "passage",
        board: || tt!(w 1:13 10:1 11:1; b 1:15),
    },
    Position {
        key: "hit-true",
        board: || tt!(w 1:10 8:1 11:2 12:2; b 1:14 10:1),
    },
    Position {
        key: "hit-false",
        board: || tt!(w 1:14 7:1; b 1:10 11:1 14:2 15:2),
    },
    Position {
        key: "hit-corner",
        board: || tt!(w 1:11 11:1 12:3; b 1:15),
    },
    Position {
        key: "impuissance",
        board: || tt!(w 12:2 19:2 20:2 21:3 22:1 23:2 24:3; b 19:15),
    },
    Position {
        key: "petit-jan",
        board: || tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15),
    },
    Position {
        key: "petit-jan-kept",
        board: || tt!(w 1:4 2:2 3:2 4:2 5:2 6:2 7:1; b 1:15),
    },
    Position {
        key: "six-tables",
        board: || tt!(w 1:11 2:1 3:1 4:1 5:1; b 1:15),
    },
    Position {
        key: "deux-tables",
        board: || tt!(w 1:13 6:1 8:1; b 1:15),
    },
    Position {
        key: "mezeas",
        board: || tt!(w 1:13 12:2; b 1:15),
    },
    Position {
        key: "sortie",
        board: || tt!(w 23:1 24:1; b 19:15),
    },
];

/// The position with this key.
///
/// # Panics
/// On an unknown key (the tests check that every example's key exists).
pub fn board(key: &str) -> Board {
    let p = POSITIONS
        .iter()
        .find(|p| p.key == key)
        .unwrap_or_else(|| panic!("unknown reference position {key}"));
    (p.board)()
}
