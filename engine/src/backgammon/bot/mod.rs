//! The backgammon bot, for every rule set: its levels, its plays, its cube,
//! its answers — one call per decision, deterministic for a seed.
//!
//! - [`next_action`]: the bot's action in any phase where it has one to
//!   choose; `None` where the dice are to be rolled (the opening roll, or
//!   before rolling when it does not double: the caller rolls with its own
//!   dice) and once a game is over (the next game belongs to neither side).
//! - [`choose_play`], [`choose_double_value`], [`cube_decision`],
//!   [`answer_resignation`]: each decision alone; [`ranked_plays`],
//!   [`play_error`] and [`cube_equities`]: the figures behind them, for
//!   hints and a review of a player's errors.
//! - [`judge`]: what the levels evaluate with — the rule set's trained
//!   network ([`net`]) once [`install`]ed, else the hand-made [`heuristic`];
//!   [`greedy`] and [`pubeval`]: the reference players of self-play.
//! - [`cubeful`]: the cube's equities, money and match, by Janowski's
//!   cube life with take and cash points level by level (what the cube
//!   decisions use); [`money`]: Janowski's money formulas at one level;
//!   [`met`]: match winning chances from Kazaross's XG2 table
//!   ([`met_data`]).
//!
//! # Examples
//! ```
//! use tables::backgammon::bot::{next_action, Level};
//! use tables::backgammon::{Action, Game, Options, Variant};
//! use tables::Roll;
//! let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
//! assert_eq!(next_action(&g, Level::Club, 1), None); // the opening roll
//! g.act(Action::Opening { white: 3, black: 1 }).unwrap();
//! // White plays 3-1: 8/5 6/5.
//! let Some(Action::Play(after)) = next_action(&g, Level::Strong, 1) else { panic!() };
//! assert_eq!((after.mine(5), after.mine(6), after.mine(8)), (2, 4, 2));
//! ```

pub mod bearoff;
pub mod chances;
pub mod choose;
pub mod classes;
pub mod cubeful;
pub mod decisions;
pub mod greedy;
pub mod heuristic;
pub mod judge;
pub mod met;
pub mod met_data;
pub mod money;
pub mod net;
pub mod plies;
pub mod pubeval;
pub mod review;

pub use chances::Chances;
pub use choose::{
    choose_among, choose_play, rank_among, Ranking, EXPERT_CANDIDATES, STRONG_CANDIDATES,
};
pub use decisions::{
    answer_equities, answer_equities_from, answer_resignation, chances_at, chances_of,
    choose_double_value, cube_decision, cube_equities, cube_equities_from, AnswerEquities,
    CubeChoice, CubeEquities,
};
pub use judge::{install, installed, uninstall, Judge};
pub use net::{Net, NetError};

use crate::backgammon::game::{Action, Game, Phase};

/// How well the bot plays (the levels shared with the Grand Trictrac's
/// bot): the beginner blurs the club's evaluation with noise, plays and
/// cube; the club plays the best result by the evaluation (0-ply, the
/// network's chances); the strong level looks at the club's best few
/// candidates one ply deeper (the opponent's best reply to each of his 21
/// rolls); the expert looks at the strong level's best few two plies deep
/// (each reply valued at 1-ply), its cube at 2-ply ([`plies`]).
pub use crate::common::level::Level;

/// A legal play as a level ranks it ([`ranked_plays`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RankedPlay {
    /// Its index in `game.legal_plays()`.
    pub index: usize,
    /// The mover's cubeless equity after it (a won game 1, 2 or 3): the
    /// network's (one ply deeper for the strong level's candidates), or the
    /// heuristic's chances.
    pub equity: f32,
}

/// The legal plays of `game` ranked by `level`, best first (the first is
/// the club's and the strong level's choice): the app's hint, and the
/// measure of a player's error (the equity he lost against the first).
pub fn ranked_plays(game: &Game, level: Level) -> Vec<RankedPlay> {
    let plays = game.legal_plays();
    let afters: Vec<crate::backgammon::Position> = plays.iter().map(|p| *p.after()).collect();
    let judge = Judge::of(game.variant());
    let rules = game.rules();
    rank_among(&judge, rules, &afters, level)
        .into_iter()
        .map(|(index, value)| RankedPlay {
            index,
            equity: match judge {
                Judge::Net(_) => value,
                Judge::Heuristic => judge
                    .chances(rules, &afters[index])
                    .equity(rules.results.gammons),
            },
        })
        .collect()
}

/// The equity lost by playing `game.legal_plays()[chosen]` rather than
/// `level`'s best play (0 for the best one, or when there is no such play):
/// what a post-game review of a player's errors adds up.
pub fn play_error(game: &Game, chosen: usize, level: Level) -> f32 {
    let ranked = ranked_plays(game, level);
    match (ranked.first(), ranked.iter().find(|r| r.index == chosen)) {
        (Some(best), Some(mine)) => (best.equity - mine.equity).max(0.0),
        _ => 0.0,
    }
}

/// The bot's action in `game` for the side to act (see the module docs):
/// a double, an answer to an offer or a resignation, a play, a named
/// doublet; `None` when the dice are to be rolled or the game is over.
pub fn next_action(game: &Game, level: Level, seed: u64) -> Option<Action> {
    match game.phase() {
        Phase::Opening | Phase::GameOver | Phase::MatchOver => None,
        Phase::BeforeRoll | Phase::CubeOffered(_) => {
            cube_decision(game, level, seed).and_then(CubeChoice::action)
        }
        Phase::Move => game
            .legal_plays()
            .get(choose_play(game, level, seed))
            .map(|p| Action::Play(*p.after())),
        Phase::ChooseDouble => Some(Action::ChooseDouble(choose_double_value(game, level, seed))),
        Phase::ResignOffered { .. } => Some(if answer_resignation(game, level, seed) {
            Action::AcceptResign
        } else {
            Action::RejectResign
        }),
    }
}
