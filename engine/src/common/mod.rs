//! What every tables game shares: the two sides and their per-side container,
//! dice, rolls and the injectable dice sources; the bit strings of the game
//! notations.

pub mod bits;
pub mod commit;
pub mod dice;
pub mod level;
pub mod side;
pub mod sort;

pub use dice::{DiceSource, Roll, ScriptedDice, SeededDice};
pub use level::Level;
pub use side::{BySide, Side};
