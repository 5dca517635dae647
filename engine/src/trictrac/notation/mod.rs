//! Text notations to share and keep games: a position, and a whole game.
#![doc = include_str!("README.md")]

pub mod errors;
pub mod game;
pub mod position;
mod read;

pub use errors::{Field, GameNotationError, NotationError, Part, PositionError, PositionReadError};
pub use game::{format_game, parse_game};
pub use position::{Position, PositionSetup};
