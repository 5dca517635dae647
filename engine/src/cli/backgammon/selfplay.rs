//! `tables backgammon selfplay`: money games between two simple players
//! (random or greedy), the cube off or with random cube actions, and their
//! totals: singles, gammons and backgammons per side, drawn games (Plakoto),
//! mean points, mean rolls.

use std::time::Instant;

use crate::backgammon::bot::greedy::{greedy_double, greedy_play};
use crate::backgammon::{EndKind, Game, GameResult, Options, Phase, Variant};
use crate::cli::args::parse_flags;
use crate::cli::Failure;
use crate::common::dice::{Rng, SeededDice};
use crate::common::side::{BySide, Side};

/// Who chooses the plays of a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Uniformly among the legal results.
    Random,
    /// One ply: the result with the best
    /// [`crate::backgammon::bot::greedy::greedy_score`] (the first of
    /// equals).
    Greedy,
}

impl Player {
    /// `random` or `greedy`.
    pub fn parse(s: &str) -> Option<Player> {
        match s {
            "random" => Some(Player::Random),
            "greedy" => Some(Player::Greedy),
            _ => None,
        }
    }
}

/// The arguments of `selfplay`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelfplayArgs {
    /// The variant (`--variant`, default backgammon).
    pub variant: Variant,
    /// Games to play (`--games`, default 100).
    pub games: u32,
    /// Base seed (`--seed`, default 1); game `i` uses [`game_seed`]`(seed, i)`.
    pub seed: u64,
    /// `--cube`: random cube actions (a double when allowed one turn in six,
    /// taken two times in three); otherwise the cube is not used.
    pub cube: bool,
    /// Who plays White (`--white`, default random).
    pub white: Player,
    /// Who plays Black (`--black`, default random).
    pub black: Player,
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
            help: false,
        }
    }
}

impl SelfplayArgs {
    /// Parses `--variant V --games N --seed S [--cube] [--white P] [--black P]`.
    ///
    /// # Errors
    /// Unknown flags or bad values, one message each.
    pub fn from_args(args: &[String]) -> Result<SelfplayArgs, Failure> {
        let flags = parse_flags(
            "selfplay",
            args,
            &["--cube"],
            &["--variant", "--games", "--seed", "--white", "--black"],
        )?;
        let mut a = SelfplayArgs {
            help: flags.help,
            cube: flags.has("--cube"),
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
        for (flag, slot) in [("--white", &mut a.white), ("--black", &mut a.black)] {
            if let Some(p) = flags.parsed(
                "selfplay",
                flag,
                Player::parse,
                "random or greedy",
                &mut errs,
            ) {
                *slot = p;
            }
        }
        if errs.is_empty() {
            Ok(a)
        } else {
            Err(Failure::usage(errs))
        }
    }
}

/// The seed of game `i` of a run with base seed `seed` (any game can be
/// replayed alone).
pub fn game_seed(seed: u64, i: u64) -> u64 {
    Rng::nth(seed, i)
}

/// Totals of a self-play run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Games played.
    pub games: u32,
    /// Games won per side as singles, gammons, backgammons (passed doubles
    /// count as singles).
    pub wins: BySide<[u32; 3]>,
    /// Points won per side.
    pub points: BySide<u64>,
    /// Games ended by a passed double.
    pub dropped: u32,
    /// Drawn games (Plakoto's two pinned mothers).
    pub draws: u32,
    /// Rolls over all games (opening rolls included).
    pub rolls: u64,
    /// Milliseconds the run took.
    pub millis: u64,
}

impl Totals {
    /// The lines printed by `selfplay`, `key: value` one per line.
    /// `white_mean_points` is White's mean net points per game (won minus
    /// lost), `mean_points` the mean points a game was worth.
    pub fn report(&self) -> String {
        let n = f64::from(self.games.max(1));
        let mut out = format!("games: {}\n", self.games);
        for side in Side::ALL {
            let [s, g, b] = self.wins[side];
            out += &format!(
                "{side}_wins: {}\n{side}_singles: {s}\n{side}_gammons: {g}\n{side}_backgammons: {b}\n{side}_points: {}\n",
                s + g + b,
                self.points[side]
            );
        }
        let net = self.points.white as f64 - self.points.black as f64;
        let total = (self.points.white + self.points.black) as f64;
        out += &format!(
            "white_mean_points: {:.4}\nmean_points: {:.4}\ndropped: {}\ndraws: {}\nmean_rolls: {:.2}\nseconds: {:.3}\n",
            net / n,
            total / n,
            self.dropped,
            self.draws,
            self.rolls as f64 / n,
            self.millis as f64 / 1000.0
        );
        out
    }
}

/// Plays the games of a run.
pub fn run(args: &SelfplayArgs) -> Totals {
    let t = Instant::now();
    let mut totals = Totals::default();
    let mut options = Options::money();
    options.cube.in_use = args.cube;
    for i in 0..args.games {
        let seed = game_seed(args.seed, u64::from(i));
        let g = play_game(args, options, seed);
        let end = g.end().expect("a self-play game ends");
        totals.games += 1;
        let level = match end.result {
            GameResult::Single => 0,
            GameResult::Gammon => 1,
            GameResult::Backgammon => 2,
        };
        match end.winner {
            Some(winner) => {
                totals.wins[winner][level] += 1;
                totals.points[winner] += u64::from(end.points);
            }
            None => totals.draws += 1,
        }
        totals.dropped += u32::from(end.how == EndKind::Dropped);
        totals.rolls += u64::from(g.rolls());
    }
    totals.millis = t.elapsed().as_millis() as u64;
    totals
}

/// One money game from its seed.
fn play_game(args: &SelfplayArgs, options: Options, seed: u64) -> Game {
    let mut dice = SeededDice::new(seed);
    let mut rng = Rng::new(seed ^ 0x5EED);
    let mut g = Game::new(args.variant, options)
        .expect("valid options")
        .without_log();
    loop {
        let result = match g.phase() {
            Phase::Opening => g.roll_opening(&mut dice).map(|_| ()),
            Phase::BeforeRoll => {
                if g.may_double().is_ok() && rng.below(6) == 0 {
                    g.double()
                } else {
                    g.roll_dice(&mut dice).map(|_| ())
                }
            }
            Phase::CubeOffered(_) => {
                if rng.below(3) < 2 {
                    g.take()
                } else {
                    g.pass()
                }
            }
            Phase::Move => {
                let player = match g.on_roll() {
                    Side::White => args.white,
                    Side::Black => args.black,
                };
                let plays = g.legal_plays();
                let pick = match player {
                    Player::Random => rng.below(plays.len()),
                    Player::Greedy => greedy_play(&g),
                };
                let after = *plays[pick].after();
                g.play(&after)
            }
            Phase::ChooseDouble => {
                let player = match g.on_roll() {
                    Side::White => args.white,
                    Side::Black => args.black,
                };
                let n = match player {
                    Player::Random => 1 + rng.below(6) as u8,
                    Player::Greedy => greedy_double(&g),
                };
                g.choose_double(n)
            }
            Phase::ResignOffered { .. } => g.reject_resign(),
            Phase::GameOver | Phase::MatchOver => return g,
        };
        result.expect("self-play makes only legal actions");
    }
}
