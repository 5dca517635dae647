//! Players that choose for a side: uniform random, and greedy.

use crate::board::Board;
use crate::dice::{Rng, Roll};
use crate::game::{Choice, Game, Phase};
use crate::jans::{analyze_into, Jans, RollContext};
use crate::options::Options;
use crate::side::Side;
use crate::turn::Turn;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniform among the legal turns, tenir or s'en aller at random.
    Random,
    /// Chooses the turn after which the opponent's average points over the 21
    /// rolls minus his own are smallest; always tenir.
    Greedy,
}

impl Player {
    /// Parses "random" or "greedy".
    pub fn parse(s: &str) -> Option<Player> {
        match s {
            "random" => Some(Player::Random),
            "greedy" => Some(Player::Greedy),
            _ => None,
        }
    }

    /// The turn to play among `turns` (not empty).
    pub fn choose_turn(self, game: &Game, rng: &mut Rng) -> Turn {
        let turns = game.legal_turns();
        match self {
            Player::Random => turns[rng.below(turns.len())],
            Player::Greedy => greedy_turn(game.board(), game.to_play(), turns, game.options()),
        }
    }

    /// Tenir or s'en aller.
    pub fn choose(self, rng: &mut Rng) -> Choice {
        match self {
            Player::Random if rng.below(2) == 1 => Choice::SenAller,
            _ => Choice::Tenir,
        }
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
            Phase::Choose => game.choose(player.choose(&mut rng)),
            Phase::Move => {
                let t = player.choose_turn(&game, &mut rng);
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
