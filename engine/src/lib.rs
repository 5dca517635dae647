//! Rules engine for the Grand Trictrac: board, legal turns, jans, holes and the bot.

/// The crate version, shown by the app.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
