//! The tables games in the browser (Leptos CSR), in layers that import one
//! way only — [`shell`] → a game family ([`trictrac`], [`backgammon`]) →
//! [`kit`] → the `tables` engine (see ARCHITECTURE.md):
//! - [`shell`]: the home screen, routing and the two pages' roots;
//! - [`trictrac`]: the Grand Trictrac's screens;
//! - [`backgammon`]: the backgammon family's screens;
//! - [`kit`]: what every game uses (language, storage, dice, notices, kept
//!   games, sharing, keys, the replay bar, play by link).
//!
//! Nothing here decides a rule: the engine does. Each game's render model
//! turns its engine state into plain drawable data (tested natively); the
//! components only draw it; each game's store owns its game.

pub mod backgammon;
pub mod kit;
pub mod shell;
pub mod trictrac;

pub use shell::{BackgammonPage, MainPage};
