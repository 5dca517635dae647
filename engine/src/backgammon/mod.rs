//! Backgammon and the games of its family, each a [`RuleSet`]: positions seen
//! from the side on roll, legal plays as resulting positions, gnubg's IDs.
//!
//! - [`position`]: the position (26 signed counts and the borne-off counts)
//!   and its unvalidated [`PositionSetup`].
//! - [`movegen`]: every distinct legal result of a roll, fast; [`play`]: the
//!   same with the moves of each, and their standard notation; [`stepgen`]:
//!   the step-by-step search for rule sets with their own movement;
//!   [`circuit`]: the capture games' way round and round the board.
//! - [`bot`]: the bot of every rule set, its levels and its cube.
//! - [`rules`]: the rule sets ([`Variant`]): backgammon, Nackgammon,
//!   Hypergammon.
//! - [`explain`]: why a move is refused, named for the rule set.
//! - [`result`]: single, gammon, backgammon; [`playout`]: a cubeless game
//!   played to its end by a chooser.
//! - [`ids`]: gnubg's Position ID, Match ID and XGID.
//! - [`cube`]: the doubling cube and its options; [`matchplay`]: money play
//!   or a match, Crawford, the points of a game.
//! - [`notation`]: the whole-game notation for addresses; [`position_text`]:
//!   the project's position notation for every rule set.
//! - [`game`]: a session (money or a match) from the opening roll to the
//!   end, with its record; the [`bg!`](crate::bg) position literal.
//!
//! # Examples
//! ```
//! use tables::backgammon::{ids::position_id, movegen, Variant};
//! use tables::Roll;
//! let start = Variant::Backgammon.rules().start();
//! let mut out = Vec::new();
//! movegen::resulting_positions(&start, Roll::new(3, 1).unwrap(), &mut out);
//! assert_eq!(out.len(), 16);
//! // 8/5 6/5, shown with the opponent on roll:
//! let ids: Vec<String> = out.iter().map(|p| position_id::encode(&p.flip())).collect();
//! assert!(ids.iter().all(|id| id.len() == 14));
//! ```

pub mod bot;
pub mod circuit;
pub mod circuitgen;
pub mod cube;
pub mod entry;
pub mod explain;
pub mod game;
pub mod ids;
pub mod macros;
pub mod matchplay;
pub mod movegen;
pub mod notation;
pub mod play;
pub mod playout;
pub mod position;
pub mod position_text;
pub mod result;
pub mod rules;
pub mod series;
pub mod sink;
pub mod stepgen;

pub use crate::bg;
pub use crate::common::{BySide, DiceSource, Roll, ScriptedDice, SeededDice, Side};
pub use cube::{Cube, CubeAction, CubeLimit, CubeOptions, CubeOwner, CubeRefusal, Offer};
pub use entry::{Entry, Target};
pub use game::{
    Action, Event, Game, GameError, GameSetup, GameState, Phase, PlayNote, Record, ReplayError,
    SetupError,
};
pub use matchplay::{CrawfordRule, EndKind, GameEnd, MatchLength, MatchState, Options, Stakes};
pub use movegen::Move;
pub use play::{legal_plays, Play};
pub use position::{Missing, Player, Position, PositionError, PositionSetup, Route};
pub use result::GameResult;
pub use rules::rolls::{Dice, Part};
pub use rules::{RuleSet, Variant, VariantOptions};
pub use series::{Series, Variants};
