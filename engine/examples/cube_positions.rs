//! Positions for the cube fixture (`tests/fixtures/bg_cube_gnubg.txt`),
//! from the bot's own self-play (not a test).
//!
//! ```text
//! cargo run --release -p tables --example cube_positions -- [COUNT] [SEED] > positions.txt
//! ```
//! Plays money games between two club-level bots (one game in three with a
//! beginner on one side, for less even positions), the cube off, and keeps
//! about one position in six before a roll whose side on roll wins (by the
//! club's 0-ply chances) between 45 % and 98 % of the games, a few outside.
//! Each position gets a cube context drawn from the seed: money (cube
//! centred, or owned by the side on roll; Jacoby and beavers drawn each
//! way) or a match (length 3 to 11, any score, post-Crawford, cube 1 centred
//! or 2 or 4 owned by the side on roll). One line a position:
//! `<position_id> <match_id> beavers=0|1`, what
//! `tests/fixtures/gnubg/cube.py` gives GNU Backgammon.

use tables::backgammon::bot::{chances_of, choose_play, Level};
use tables::backgammon::ids::game_ids::open_ids;
use tables::backgammon::ids::match_id::{self, GameState, MatchIdFields, Player, Resignation};
use tables::backgammon::ids::position_id;
use tables::backgammon::{Game, Options, Phase, Variant};
use tables::cli::backgammon::weights::install_shipped;
use tables::dice::Rng;
use tables::SeededDice;

fn context(rng: &mut Rng, pid: &str) -> Option<String> {
    let on_roll = if rng.below(2) == 0 {
        Player::Zero
    } else {
        Player::One
    };
    let mut f = MatchIdFields {
        cube_value: 1,
        cube_owner: match_id::CubeOwner::Centred,
        on_roll,
        crawford: false,
        game_state: GameState::Playing,
        turn: on_roll,
        double_offered: false,
        resignation: Resignation::None,
        dice: None,
        match_length: 0,
        score: [0, 0],
        jacoby: false,
    };
    let mut beavers = false;
    if rng.below(2) == 0 {
        if rng.below(5) < 2 {
            f.cube_value = 2;
            f.cube_owner = match_id::CubeOwner::Player(on_roll);
        }
        f.jacoby = rng.below(2) == 0;
        beavers = rng.below(2) == 0;
    } else {
        let length = [3u16, 5, 7, 9, 11][rng.below(5)];
        f.match_length = length;
        f.score = [
            rng.below(length as usize) as u16,
            rng.below(length as usize) as u16,
        ];
        match rng.below(10) {
            0..=5 => {}
            6..=8 => {
                f.cube_value = 2;
                f.cube_owner = match_id::CubeOwner::Player(on_roll);
            }
            _ => {
                f.cube_value = 4;
                f.cube_owner = match_id::CubeOwner::Player(on_roll);
            }
        }
    }
    let mid = match_id::encode(&f).ok()?;
    // Only contexts the engine opens (and gnubg reads alike).
    open_ids(Variant::Backgammon, Options::money(), pid, &mid).ok()?;
    Some(format!("{pid} {mid} beavers={}", u8::from(beavers)))
}

fn main() {
    install_shipped().expect("the shipped network");
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count: usize = args.first().and_then(|s| s.parse().ok()).unwrap_or(1200);
    let seed: u64 = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(27);
    let mut rng = Rng::new(seed);
    let mut out = 0;
    let mut game_no = 0u64;
    while out < count {
        game_no += 1;
        let mut dice = SeededDice::new(Rng::nth(seed, game_no));
        let mut options = Options::money();
        options.cube.in_use = false;
        let mut g = Game::new(Variant::Backgammon, options)
            .expect("money options")
            .without_log();
        let weak = match rng.below(6) {
            0 => Some(0),
            1 => Some(1),
            _ => None,
        };
        let mut turns = 0;
        while out < count {
            match g.phase() {
                Phase::Opening => {
                    g.roll_opening(&mut dice).expect("opening");
                }
                Phase::BeforeRoll => {
                    turns += 1;
                    let c = chances_of(&g, g.on_roll());
                    let keep = if (0.45..=0.98).contains(&c.win) {
                        rng.below(6) == 0
                    } else {
                        rng.below(60) == 0
                    };
                    if turns > 2 && keep {
                        let pid = position_id::encode(g.position());
                        if let Some(line) = context(&mut rng, &pid) {
                            println!("{line}");
                            out += 1;
                        }
                    }
                    g.roll_dice(&mut dice).expect("roll");
                }
                Phase::Move => {
                    let level = match weak {
                        Some(k) if (g.on_roll() as usize) == k => Level::Beginner,
                        _ => Level::Club,
                    };
                    let pick = choose_play(&g, level, rng.next_u64());
                    let after = *g.legal_plays()[pick].after();
                    g.play(&after).expect("legal play");
                }
                _ => break,
            }
        }
    }
}
