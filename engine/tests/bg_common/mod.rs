//! Helpers shared by the backgammon game tests: games from a position, rolls,
//! and playing a roll without caring how.
#![allow(dead_code)]

use tables::backgammon::{Cube, CubeOwner, Game, GameSetup, Options, Phase, Position, Variant};
use tables::{BySide, Roll, Side};

/// A roll from two dice.
pub fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// The standard start.
pub fn start() -> Position {
    Variant::Backgammon.rules().start()
}

/// A cube of `value` owned by `owner` (`None`: centred).
pub fn cube(value: u32, owner: Option<Side>) -> Cube {
    Cube::new(value, owner.map_or(CubeOwner::Centred, CubeOwner::Side)).unwrap()
}

/// A backgammon game from `pos` with `on_roll` before his roll.
pub fn game(pos: Position, on_roll: Side, options: Options) -> Game {
    game_with(pos, on_roll, options, |_| {})
}

/// The same, the setup changed by `edit` first.
pub fn game_with(
    pos: Position,
    on_roll: Side,
    options: Options,
    edit: impl FnOnce(&mut GameSetup),
) -> Game {
    let mut s = GameSetup::new(pos, on_roll);
    edit(&mut s);
    Game::from_setup(Variant::Backgammon, options, s).expect("valid setup")
}

/// A game at `score` of a match, `crawford` telling whether it is the
/// Crawford game.
pub fn match_game(
    pos: Position,
    on_roll: Side,
    options: Options,
    score: (u32, u32),
    crawford: bool,
) -> Game {
    game_with(pos, on_roll, options, |s| {
        s.score = BySide::new(score.0, score.1);
        s.crawford = crawford;
    })
}

/// Rolls `roll` and plays the first legal play.
pub fn roll_and_play(g: &mut Game, roll: Roll) {
    g.roll(roll).unwrap();
    if g.phase() == Phase::Move {
        let after = *g.legal_plays()[0].after();
        g.play(&after).unwrap();
    }
}

/// Win positions: the side on roll bears his last checker off with any roll.
/// The opponent has borne off one checker (a single).
pub fn single_win() -> Position {
    tables::bg!(x 1:1; o 6:14)
}

/// The opponent has borne off none and has none in the winner's home board (a
/// gammon).
pub fn gammon_win() -> Position {
    tables::bg!(x 1:1; o 6:15)
}

/// The opponent has borne off none and has one in the winner's home board (a
/// backgammon).
pub fn backgammon_win() -> Position {
    tables::bg!(x 1:1; o 6:14 20:1)
}
