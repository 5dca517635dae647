//! Rules engines for the tables games: the French Grand Trictrac and (coming)
//! backgammon with its regional variants.
//!
//! Pure Rust, no web dependencies, deterministic (dice are injected through a
//! [`DiceSource`]). The layout shows the family:
//!
//! - [`common`]: what every game shares — [`Side`], [`BySide`], [`Roll`] and the
//!   dice sources ([`SeededDice`], [`ScriptedDice`]).
//! - [`trictrac`]: the Grand Trictrac — its board, legal turns, jans, holes,
//!   notations and bot.
//! - `cli` (feature `cli`): the `tables` command line, one subcommand group per
//!   game.
#![deny(missing_docs)]

pub mod backgammon;
#[cfg(feature = "cli")]
pub mod cli;
pub mod common;
pub mod trictrac;

pub use common::{commit, dice, side};
pub use common::{BySide, DiceSource, Level, Roll, ScriptedDice, SeededDice, Side};

/// The crate version, shown by the app.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
