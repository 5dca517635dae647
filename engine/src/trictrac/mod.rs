//! The French Grand Trictrac: board, legal turns, jans, holes and the bot.
//!
//! Positions are counted from each player's own talon (1) to the opponent's
//! talon (24); 25 is off the board. See `shared/rules/trictrac.md` for the rules
//! digest the engine follows; every **Convention** of the digest is an
//! [`Options`] field or a documented default.
//!
//! # Examples
//! ```
//! use tables::trictrac::{analyze, Board, Options, Roll, RollContext, Side};
//! let board = Board::start();
//! let roll = Roll::new(6, 5).unwrap();
//! let a = analyze(&board, Side::White, roll, &RollContext::default(), &Options::default());
//! assert!(!a.turns.is_empty());
//! ```

pub mod board;
pub mod bot;
pub mod explain;
pub mod game;
pub mod jans;
pub mod movegen;
pub mod notation;
pub mod options;
pub mod passage;
pub mod scoreboard;
pub mod turn;
#[macro_use]
mod macros;

pub use crate::common::{BySide, DiceSource, Roll, ScriptedDice, SeededDice, Side};
pub use crate::tt;
pub use board::{Board, BoardError, Quarter, Table};
pub use explain::{why_not, Refusal};
pub use game::{Action, Choice, Event, Game, GameError, Phase};
pub use jans::{analyze, Analysis, Jan, JanKind, Jans, RollContext};
pub use movegen::{legal_sequences, legal_turns, legal_turns_into, TurnsInfo};
pub use notation::{Position, PositionSetup};
pub use options::{Options, PassageRule, SortieMethod, StakeMethod};
pub use scoreboard::{Count, Pavillon, Scoreboard};
pub use turn::{Step, Turn};
