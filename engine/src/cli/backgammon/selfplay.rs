//! `tables backgammon selfplay`: money games between two players (random,
//! greedy, pubeval, or the bot at a level), the cube off or on (the bot's
//! own cube decisions, the others' random), colours alternated or not, and
//! their totals ([`Totals`]).

use std::time::Instant;

use super::totals::Totals;
use crate::backgammon::bot::decisions::choose_double_value_by;
use crate::backgammon::bot::greedy::{greedy_double, greedy_play};
use crate::backgammon::bot::pubeval::pubeval_play;
use crate::backgammon::bot::{
    choose_among, choose_double_value, choose_play, cube_decision, CubeChoice, Judge, Level,
};
use crate::backgammon::{Game, Options, Phase, Variant};
use crate::cli::args::parse_flags;
use crate::cli::Failure;
use crate::common::dice::{DiceSource, Rng, SeededDice};
use crate::common::side::Side;

/// Who chooses the plays of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniformly among the legal results.
    Random,
    /// One ply: the result with the best
    /// [`crate::backgammon::bot::greedy::greedy_score`] (the first of
    /// equals).
    Greedy,
    /// Tesauro's pubeval ([`crate::backgammon::bot::pubeval`]).
    Pubeval,
    /// The bot at a level ([`crate::backgammon::bot`]).
    Bot(Level),
    /// The bot at a level on its hand-made evaluation even where a network
    /// is installed (its plays and named doublets; its cube decisions are
    /// the bot's): a network against the heuristic in one run.
    Heuristic(Level),
}

impl Player {
    /// `random`, `greedy`, `pubeval`, `bot:LEVEL` or `heuristic:LEVEL`
    /// (LEVEL `beginner`, `club` or `strong`).
    pub fn parse(s: &str) -> Option<Player> {
        match s {
            "random" => Some(Player::Random),
            "greedy" => Some(Player::Greedy),
            "pubeval" => Some(Player::Pubeval),
            _ => match s.strip_prefix("heuristic:") {
                Some(level) => Level::parse(level).map(Player::Heuristic),
                None => s
                    .strip_prefix("bot:")
                    .and_then(Level::parse)
                    .map(Player::Bot),
            },
        }
    }
}

/// The arguments of `selfplay`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfplayArgs {
    /// The variant (`--variant`, default backgammon).
    pub variant: Variant,
    /// Games to play (`--games`, default 100).
    pub games: u32,
    /// Base seed (`--seed`, default 1); game `i` uses [`game_seed`]`(seed, i)`.
    pub seed: u64,
    /// `--cube`: the cube in use (the bot's decisions for a bot; for the
    /// others a double when allowed one turn in six, taken two times in
    /// three); otherwise the cube is not used.
    pub cube: bool,
    /// Player 1 (`--white`, default random): White, or in every other game
    /// Black with `--alternate`.
    pub white: Player,
    /// Player 2 (`--black`, default random).
    pub black: Player,
    /// `--alternate`: the players swap colours every other game (player 1
    /// is Black in the odd games, from 0).
    pub alternate: bool,
    /// `--duplicate`: each game seed is played twice, player 1 White then
    /// Black, with the same dice (and the same bots' seeds); `--games` is
    /// then the number of pairs, and the interval is computed over the
    /// pairs ([`Totals::p1_points_per_game`]).
    pub duplicate: bool,
    /// Threads sharing the games (`--threads`, default 1); the totals do
    /// not depend on it.
    pub threads: u32,
    /// `--heuristic`: the bot's levels on the hand-made evaluation even
    /// where a trained network is shipped.
    pub heuristic: bool,
    /// `--net FILE`: the bot's network read from FILE instead of the
    /// shipped one.
    pub net: Option<String>,
    /// `--help` was given.
    pub help: bool,
}

impl Default for SelfplayArgs {
    fn default() -> Self {
        SelfplayArgs {
            variant: Variant::Backgammon,
            games: 100,
            seed: 1,
            cube: false,
            white: Player::Random,
            black: Player::Random,
            alternate: false,
            duplicate: false,
            threads: 1,
            heuristic: false,
            net: None,
            help: false,
        }
    }
}

const PLAYERS: &str =
    "random, greedy, pubeval, bot:beginner, bot:club, bot:strong, bot:expert or heuristic:LEVEL";

impl SelfplayArgs {
    /// Parses `--variant V --games N --seed S [--cube] [--white P]
    /// [--black P] [--alternate] [--duplicate] [--threads T] [--heuristic]
    /// [--net FILE]`.
    ///
    /// # Errors
    /// Unknown flags or bad values, one message each.
    pub fn from_args(args: &[String]) -> Result<SelfplayArgs, Failure> {
        let flags = parse_flags(
            "selfplay",
            args,
            &["--cube", "--alternate", "--duplicate", "--heuristic"],
            &[
                "--variant",
                "--games",
                "--seed",
                "--white",
                "--black",
                "--threads",
                "--net",
            ],
        )?;
        let mut a = SelfplayArgs {
            help: flags.help,
            cube: flags.has("--cube"),
            alternate: flags.has("--alternate"),
            duplicate: flags.has("--duplicate"),
            heuristic: flags.has("--heuristic"),
            net: flags.value("--net").map(str::to_string),
            ..SelfplayArgs::default()
        };
        let mut errs = Vec::new();
        if let Some(v) = flags.value("--variant") {
            match Variant::parse(v) {
                Some(variant) => a.variant = variant,
                None => {
                    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                    errs.push(format!(
                        "usage: selfplay: --variant takes one of {}, not {v:?}",
                        names.join(", ")
                    ));
                }
            }
        }
        if let Some(n) = flags.number("selfplay", "--games", 1, u32::MAX, &mut errs) {
            a.games = n;
        }
        if let Some(s) = flags.number("selfplay", "--seed", 0, u64::MAX, &mut errs) {
            a.seed = s;
        }
        if let Some(t) = flags.number("selfplay", "--threads", 1, 64, &mut errs) {
            a.threads = t;
        }
        for (flag, slot) in [("--white", &mut a.white), ("--black", &mut a.black)] {
            if let Some(p) = flags.parsed("selfplay", flag, Player::parse, PLAYERS, &mut errs) {
                *slot = p;
            }
        }
        if errs.is_empty() {
            Ok(a)
        } else {
            Err(Failure::usage(errs))
        }
    }

    /// The side player 1 plays in game `i`.
    pub fn p1_side(&self, i: u32) -> Side {
        if self.alternate && i % 2 == 1 {
            Side::Black
        } else {
            Side::White
        }
    }
}

/// The seed of game `i` of a run with base seed `seed` (any game can be
/// replayed alone).
pub fn game_seed(seed: u64, i: u64) -> u64 {
    Rng::nth(seed, i)
}

/// Plays the games of a run (shared among `args.threads` threads, each
/// game from its own seed).
pub fn run(args: &SelfplayArgs) -> Totals {
    let t = Instant::now();
    let mut options = Options::money();
    options.cube.in_use = args.cube;
    let threads = args.threads.clamp(1, args.games.max(1));
    let share = |k: u32| {
        let mut totals = Totals::default();
        for i in (k..args.games).step_by(threads as usize) {
            let seed = game_seed(args.seed, u64::from(i));
            if args.duplicate {
                let pair = duplicate_pair(args, options, seed);
                let mut net = 0.0;
                for (g, p1) in pair.iter().zip([Side::White, Side::Black]) {
                    let end = g.end().expect("a self-play game ends");
                    net += totals.add(&end, g.rolls(), p1);
                }
                totals.add_pair(net);
            } else {
                let p1 = args.p1_side(i);
                let g = play_game(args, options, &mut SeededDice::new(seed), seed, p1);
                let end = g.end().expect("a self-play game ends");
                totals.add(&end, g.rolls(), p1);
            }
        }
        totals
    };
    let mut totals = if threads == 1 {
        share(0)
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads).map(|k| s.spawn(move || share(k))).collect();
            let mut all = Totals::default();
            for h in handles {
                all.merge(&h.join().expect("a self-play thread ends"));
            }
            all
        })
    };
    totals.millis = t.elapsed().as_millis() as u64;
    totals
}

/// The two games of a duplicate pair from `seed`: player 1 White, then
/// Black, each with the dice of `seed`.
pub fn duplicate_pair(args: &SelfplayArgs, options: Options, seed: u64) -> [Game; 2] {
    [Side::White, Side::Black]
        .map(|p1| play_game(args, options, &mut SeededDice::new(seed), seed, p1))
}

/// One money game from its seed (the dice from `dice`, the random players'
/// and the bots' seeds from `seed`), player 1 playing `p1`.
pub fn play_game(
    args: &SelfplayArgs,
    options: Options,
    dice: &mut impl DiceSource,
    seed: u64,
    p1: Side,
) -> Game {
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut g = Game::new(args.variant, options)
        .expect("valid options")
        .without_log();
    let player = |side: Side| {
        if side == p1 {
            args.white
        } else {
            args.black
        }
    };
    loop {
        let result = match g.phase() {
            Phase::Opening => g.roll_opening(dice).map(|_| ()),
            Phase::BeforeRoll => match player(g.on_roll()) {
                Player::Bot(level) | Player::Heuristic(level) if g.may_double().is_ok() => {
                    match cube_decision(&g, level, rng.next_u64()) {
                        Some(CubeChoice::Double) => g.double(),
                        _ => g.roll_dice(dice).map(|_| ()),
                    }
                }
                _ if g.may_double().is_ok() && rng.below(6) == 0 => g.double(),
                _ => g.roll_dice(dice).map(|_| ()),
            },
            Phase::CubeOffered(offer) => match player(offer.responder()) {
                Player::Bot(level) | Player::Heuristic(level) => {
                    match cube_decision(&g, level, rng.next_u64()) {
                        Some(CubeChoice::Pass) => g.pass(),
                        Some(CubeChoice::Beaver) => g.beaver(),
                        Some(CubeChoice::Raccoon) => g.raccoon(),
                        _ => g.take(),
                    }
                }
                _ if rng.below(3) < 2 => g.take(),
                _ => g.pass(),
            },
            Phase::Move => {
                let pick = match player(g.on_roll()) {
                    Player::Random => rng.below(g.legal_plays().len()),
                    Player::Greedy => greedy_play(&g),
                    Player::Pubeval => pubeval_play(&g),
                    Player::Bot(level) => choose_play(&g, level, rng.next_u64()),
                    Player::Heuristic(level) => heuristic_play(&g, level, rng.next_u64()),
                };
                let after = *g.legal_plays()[pick].after();
                g.play(&after)
            }
            Phase::ChooseDouble => {
                let n = match player(g.on_roll()) {
                    Player::Random => 1 + rng.below(6) as u8,
                    Player::Greedy | Player::Pubeval => greedy_double(&g),
                    Player::Bot(level) => choose_double_value(&g, level, rng.next_u64()),
                    Player::Heuristic(level) => {
                        choose_double_value_by(&Judge::Heuristic, &g, level, rng.next_u64())
                    }
                };
                g.choose_double(n)
            }
            Phase::ResignOffered { .. } => g.reject_resign(),
            Phase::GameOver | Phase::MatchOver => return g,
        };
        result.expect("self-play makes only legal actions");
    }
}

/// The play of `level` on the heuristic ([`Player::Heuristic`]), as
/// [`choose_play`] chooses it on the rule set's judge.
fn heuristic_play(g: &Game, level: Level, seed: u64) -> usize {
    let plays = g.legal_plays();
    if plays.len() <= 1 {
        return 0;
    }
    let afters: Vec<crate::backgammon::Position> = plays.iter().map(|p| *p.after()).collect();
    choose_among(&Judge::Heuristic, g.rules(), &afters, level, seed)
}

#[cfg(test)]
mod tests {
    use super::{duplicate_pair, game_seed, play_game, Player, SelfplayArgs};
    use crate::backgammon::Options;
    use crate::common::dice::{DiceSource, SeededDice};
    use crate::common::side::Side;

    /// Seeded dice that keep what they gave.
    struct Recorded(SeededDice, Vec<u8>);

    impl DiceSource for Recorded {
        fn die(&mut self) -> u8 {
            let d = self.0.die();
            self.1.push(d);
            d
        }
    }

    #[test]
    fn a_duplicate_pair_plays_the_same_dice_from_both_seats() {
        let args = SelfplayArgs {
            white: Player::Greedy,
            black: Player::Random,
            duplicate: true,
            ..SelfplayArgs::default()
        };
        let mut options = Options::money();
        options.cube.in_use = false;
        let seed = game_seed(args.seed, 3);
        let mut seen = Vec::new();
        for p1 in [Side::White, Side::Black] {
            let mut dice = Recorded(SeededDice::new(seed), Vec::new());
            let g = play_game(&args, options, &mut dice, seed, p1);
            seen.push((dice.1, g.end(), g.rolls()));
        }
        let n = seen[0].0.len().min(seen[1].0.len());
        assert!(n >= 40, "{n} dice");
        assert_eq!(seen[0].0[..n], seen[1].0[..n]);
        // the pair is those two games: player 1 White, then Black
        let pair = duplicate_pair(&args, options, seed);
        for (g, (_, end, rolls)) in pair.iter().zip(&seen) {
            assert_eq!((g.end(), g.rolls()), (*end, *rolls));
        }
        // the seats matter: greedy against random from each side
        assert_ne!(seen[0].1, seen[1].1);
    }
}
