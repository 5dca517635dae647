//! Players that choose for a side: uniform random, greedy, and the bot's
//! levels ([`levels`]) built on an evaluation in points ([`eval`]) and a
//! look-ahead over the 21 rolls ([`search`]).
//!
//! Everything is deterministic: the only randomness is the `Rng` passed in
//! (used by [`Player::Random`] and the beginner's noise), and ties go to the
//! first turn in the generator's order.
//!
//! # Examples
//! ```
//! use tables::trictrac::bot::{Level, Player};
//! use tables::dice::Rng;
//! use tables::trictrac::{Game, Options, Phase, Roll};
//! let mut game = Game::new(Options::default());
//! game.primacy(6, 2).unwrap();
//! game.roll(Roll::new(6, 5).unwrap()).unwrap();
//! assert_eq!(game.phase(), Phase::Move);
//! let turn = Player::Bot(Level::Strong).choose_turn(&game, &mut Rng::new(1));
//! game.play(&turn).unwrap();
//! ```

pub mod eval;
pub mod levels;
pub mod search;

pub use levels::{played_as, Bot, Level, SchoolLevel, LEVELS};

use crate::common::dice::{Rng, Roll};
use crate::common::side::Side;
use crate::trictrac::board::Board;
use crate::trictrac::game::{Choice, Game, Phase};
use crate::trictrac::jans::{analyze_into, Jans, RollContext};
use crate::trictrac::options::Options;
use crate::trictrac::turn::Turn;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// Uniform among the legal turns, tenir or s'en aller at random.
    Random,
    /// Chooses the turn after which the opponent's average points over the 21
    /// rolls minus his own are smallest; always tenir. The points of the roll
    /// being played are fixed before the move (§4), so "greedy" only looks at
    /// what the board it leaves gives the opponent's next roll (his hits, his
    /// jans, and my points from his roll: battre à faux, impuissance).
    Greedy,
    /// The bot at a level, with the tuned weights.
    Bot(Level),
}

impl Player {
    /// Parses "random", "greedy" or "bot:LEVEL" (LEVEL = beginner, club or
    /// strong).
    pub fn parse(s: &str) -> Option<Player> {
        match s {
            "random" => Some(Player::Random),
            "greedy" => Some(Player::Greedy),
            _ => s
                .strip_prefix("bot:")
                .and_then(Level::parse)
                .map(Player::Bot),
        }
    }

    /// The name [`Player::parse`] reads.
    pub fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Bot(l) => format!("bot:{}", l.name()),
        }
    }

    /// The turn to play in `game` (phase Move; in phase Choose, the turn it
    /// would play after tenir). Deterministic for a given `rng` state.
    pub fn choose_turn(self, game: &Game, rng: &mut Rng) -> Turn {
        let turns = game.legal_turns();
        match self {
            Player::Random => turns[rng.below(turns.len())],
            Player::Greedy => greedy_turn(game.board(), game.to_play(), turns, game.options()),
            Player::Bot(level) => Bot::new(level).choose_turn(game, rng),
        }
    }

    /// Tenir or s'en aller (phase Choose): at random for [`Player::Random`],
    /// always tenir for [`Player::Greedy`], by [`Bot::choose`] for a level.
    pub fn choose(self, game: &Game, rng: &mut Rng) -> Choice {
        match self {
            Player::Random if rng.below(2) == 1 => Choice::SenAller,
            Player::Random | Player::Greedy => Choice::Tenir,
            Player::Bot(level) => Bot::new(level).choose(game),
        }
    }
}

/// Something that plays a side in [`play_partie_with`].
pub trait Chooser {
    /// The turn to play (phase Move).
    fn turn(&self, game: &Game, rng: &mut Rng) -> Turn;
    /// Tenir or s'en aller (phase Choose).
    fn choice(&self, game: &Game, rng: &mut Rng) -> Choice;
}

impl Chooser for Player {
    fn turn(&self, game: &Game, rng: &mut Rng) -> Turn {
        self.choose_turn(game, rng)
    }
    fn choice(&self, game: &Game, rng: &mut Rng) -> Choice {
        self.choose(game, rng)
    }
}

impl Chooser for Bot {
    fn turn(&self, game: &Game, rng: &mut Rng) -> Turn {
        self.choose_turn(game, rng)
    }
    fn choice(&self, game: &Game, _rng: &mut Rng) -> Choice {
        self.choose(game)
    }
}

/// Expected points the opponent's next roll gives him minus what it gives me,
/// in 36ths, after I play `turn`.
pub fn opponent_expectation(
    board: &Board,
    me: Side,
    turn: &Turn,
    opts: &Options,
    buf: &mut Vec<Turn>,
) -> i32 {
    let mut b = *board;
    turn.apply(&mut b, me);
    let opp = me.opponent();
    let ctx = RollContext { rolls_before: 3 };
    let mut total = 0i32;
    let mut jans = Jans::default();
    for roll in Roll::ALL_21 {
        analyze_into(&b, opp, roll, &ctx, opts, buf, &mut jans);
        let diff = jans.points_for(opp) as i32 - jans.points_for(me) as i32;
        total += diff * i32::from(roll.weight());
    }
    total
}

fn greedy_turn(board: &Board, me: Side, turns: &[Turn], opts: &Options) -> Turn {
    let mut buf = Vec::with_capacity(64);
    let mut best = turns[0];
    let mut best_v = i32::MAX;
    for t in turns {
        let v = opponent_expectation(board, me, t, opts, &mut buf);
        if v < best_v {
            best_v = v;
            best = *t;
        }
    }
    best
}

/// Result of one self-played partie.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PartieResult {
    /// The winner.
    pub winner: Side,
    /// Stake multiplier in halves.
    pub stake_halves: u8,
    /// Rolls made.
    pub rolls: u32,
    /// Relevés played.
    pub releves: u16,
}

/// Plays a whole partie with the given players and seed.
pub fn play_partie(white: Player, black: Player, opts: Options, seed: u64) -> PartieResult {
    play_partie_with(&white, &black, opts, seed)
}

/// Plays a whole partie between any two [`Chooser`]s; the dice and the
/// players' random choices come from one generator seeded with `seed`.
pub fn play_partie_with(
    white: &dyn Chooser,
    black: &dyn Chooser,
    opts: Options,
    seed: u64,
) -> PartieResult {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(opts).without_log();
    let mut rolls = 0u32;
    let die = |rng: &mut Rng| 1 + rng.below(6) as u8;
    loop {
        let player = if game.to_play() == Side::White {
            white
        } else {
            black
        };
        let res = match game.phase() {
            Phase::Primacy => {
                let (w, b) = (die(&mut rng), die(&mut rng));
                game.primacy(w, b).map(|_| ())
            }
            Phase::Roll => {
                rolls += 1;
                let r = Roll::new(die(&mut rng), die(&mut rng)).expect("dice are 1..=6");
                game.roll(r)
            }
            Phase::Choose => game.choose(player.choice(&game, &mut rng)),
            Phase::Move => {
                let t = player.turn(&game, &mut rng);
                game.play(&t)
            }
            Phase::Over => break,
        };
        debug_assert!(res.is_ok(), "{res:?}");
    }
    let winner = game.winner().unwrap_or(Side::White);
    PartieResult {
        winner,
        stake_halves: game.scoreboard().stake_halves(opts.stake).unwrap_or(2),
        rolls,
        releves: game.releve(),
    }
}
