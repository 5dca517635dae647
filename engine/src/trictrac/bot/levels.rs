//! The bot's levels: what each one plays and whether it holds (tenir) or goes
//! (s'en aller), with the weights it evaluates with.

use super::eval::{Weights, TUNED};
use super::search::{Context, Depth, Search};
use crate::common::dice::{Rng, Roll};
use crate::common::side::BySide;
use crate::trictrac::board::Board;
use crate::trictrac::game::{Choice, Game};
use crate::trictrac::jans::{analyze_into, Jans, RollContext};
use crate::trictrac::turn::Turn;

/// How well the bot plays (the levels shared with the backgammon bot): the
/// beginner takes the greedy choice (the opponent's next roll) blurred by a
/// few points of noise and always holds; the club looks one ply ahead (the
/// opponent's next roll exactly, my own next roll's points and the shape of
/// the board); the strong level looks two plies ahead for the best club
/// candidates (each opponent roll, his reply by the shape, then each of my
/// next rolls with its points and my move by the shape). The Grand Trictrac
/// offers the first three ([`LEVELS`]); an expert asked of it plays as the
/// strong level ([`played_as`]).
pub use crate::common::level::Level;

/// The levels the Grand Trictrac's bot offers, weakest first.
pub const LEVELS: [Level; 3] = [Level::Beginner, Level::Club, Level::Strong];

/// The level the Grand Trictrac's bot plays when asked for `level`: itself
/// when offered ([`LEVELS`]), the strong level for an expert.
pub const fn played_as(level: Level) -> Level {
    match level {
        Level::Expert => Level::Strong,
        other => other,
    }
}

/// What the levels do in school mode.
pub trait SchoolLevel {
    /// In school mode, whether the bot sends its opponent to school for a
    /// wrong count. It never errs in its own counts and always notices a wrong
    /// one, except the beginner when `forgetful` (an option): he lets one
    /// wrong count in [`BEGINNER_FORGETS_ONE_IN`] pass.
    fn claims_ecole(self, forgetful: bool, rng: &mut Rng) -> bool;
}

impl SchoolLevel for Level {
    fn claims_ecole(self, forgetful: bool, rng: &mut Rng) -> bool {
        !(forgetful && self == Level::Beginner && rng.below(BEGINNER_FORGETS_ONE_IN) == 0)
    }
}

/// A forgetful beginner lets one wrong count in this many pass.
pub const BEGINNER_FORGETS_ONE_IN: usize = 3;

/// Points of uniform noise added to each turn's greedy value by the beginner.
pub const BEGINNER_NOISE: f32 = 6.0;

/// A level with the weights it evaluates with ([`TUNED`] for the app; other
/// weights for tuning).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bot {
    /// The level.
    pub level: Level,
    /// The evaluation weights.
    pub weights: Weights,
}

impl Bot {
    /// A level with the tuned weights.
    pub const fn new(level: Level) -> Bot {
        Bot {
            level,
            weights: TUNED,
        }
    }

    /// The turn to play in `game` (phase Move, or Choose assuming tenir).
    pub fn choose_turn(&self, game: &Game, rng: &mut Rng) -> Turn {
        let turns = game.legal_turns();
        if turns.len() <= 1 {
            return turns.first().copied().unwrap_or(Turn::EMPTY);
        }
        match played_as(self.level) {
            Level::Beginner => beginner_turn(game, turns, rng),
            level => {
                let depth = if level == Level::Strong {
                    Depth::TwoPly
                } else {
                    Depth::OnePly
                };
                let cx = context(game);
                let mut s = Search::new(game.options(), &self.weights);
                s.best_turn(game.board(), turns, &cx, depth).0
            }
        }
    }

    /// Tenir or s'en aller (phase Choose). The beginner always holds; the
    /// other levels compare, by the one-ply value, their best turn here
    /// (keeping the surplus, the opponent marking this roll's points) with a
    /// new relevé from the talons that they start, points erased.
    pub fn choose(&self, game: &Game) -> Choice {
        if self.level == Level::Beginner {
            return Choice::Tenir;
        }
        let (hold, go) = hold_and_go_values(game, &self.weights);
        if go > hold {
            Choice::SenAller
        } else {
            Choice::Tenir
        }
    }
}

/// The scoreboard and roll counts once the current roll's points are marked
/// (the opponent's are marked after the move, whatever it is).
pub fn context(game: &Game) -> Context {
    let me = game.to_play();
    let opp = me.opponent();
    let mut score = *game.scoreboard();
    score.add_points(opp, game.current_jans().points_for(opp));
    Context {
        me,
        score,
        rolls: game.rolls_in_releve(),
    }
}

fn beginner_turn(game: &Game, turns: &[Turn], rng: &mut Rng) -> Turn {
    let me = game.to_play();
    let mut buf = Vec::with_capacity(64);
    let mut best = (f32::NEG_INFINITY, turns[0]);
    for t in turns {
        let v = -(super::opponent_expectation(game.board(), me, t, game.options(), &mut buf)
            as f32)
            / 36.0;
        let noise = BEGINNER_NOISE * (rng.below(1000) as f32 / 1000.0);
        if v + noise > best.0 {
            best = (v + noise, *t);
        }
    }
    best.1
}

/// The one-ply values of holding (best turn here) and of going (a new relevé
/// that `game.to_play()` starts, points erased), for the side to play in
/// phase Choose.
pub fn hold_and_go_values(game: &Game, w: &Weights) -> (f32, f32) {
    let opts = game.options();
    let mut s = Search::new(opts, w);
    let cx = context(game);
    let turns = game.legal_turns();
    let hold = if turns.is_empty() {
        s.after_move(game.board(), &cx, Depth::OnePly)
    } else {
        s.best_turn(game.board(), turns, &cx, Depth::OnePly).1
    };
    // s'en aller: chips to the band, the checkers on the talons, I roll first
    let me = cx.me;
    let mut erased = *game.scoreboard();
    erased.reset_points();
    let start = Board::start();
    let mut first = Vec::with_capacity(16);
    let mut jans = Jans::default();
    let mut go = 0.0;
    for roll in Roll::ALL_21 {
        analyze_into(
            &start,
            me,
            roll,
            &RollContext { rolls_before: 0 },
            opts,
            &mut first,
            &mut jans,
        );
        let mut score = erased;
        score.add_points(me, jans.points_for(me));
        score.add_points(me.opponent(), jans.points_for(me.opponent()));
        let mut rolls = BySide::splat(0);
        rolls[me] = 1;
        let cx_go = Context { me, score, rolls };
        let v = s.best_turn(&start, &first, &cx_go, Depth::OnePly).1;
        go += f32::from(roll.weight()) * v;
    }
    (hold, go / 36.0)
}
