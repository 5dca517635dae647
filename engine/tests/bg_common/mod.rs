//! Helpers shared by the backgammon game tests: games from a position, rolls,
//! and playing a roll without caring how.
#![allow(dead_code)]

use std::collections::BTreeSet;

use tables::backgammon::play::legal_plays_for;
use tables::backgammon::{
    Cube, CubeOwner, Game, GameSetup, Missing, Options, Phase, Play, Position, PositionSetup,
    Route, RuleSet, Variant,
};
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

/// A position of a game of 15 with `route`: the side on roll's and the
/// opponent's points, each in its own numbering (25 = its bar), and the
/// checkers each has still to enter; the others borne off.
pub fn position(
    route: Route,
    mine: &[(usize, u8)],
    theirs: &[(usize, u8)],
    reserve: [u8; 2],
) -> Position {
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.route = route;
    s.reserve = reserve;
    for &(p, n) in mine {
        s.on_roll[p - 1] += n;
    }
    for &(p, n) in theirs {
        s.opponent[p - 1] += n;
    }
    s.validate().expect("a valid test position")
}

/// A position of a capture game (the chase, Icelandic backgammon): the
/// side on roll's and the opponent's checkers by point (a point repeated
/// for a stack), both sides numbered alike (`Route::Parallel(0)`); the
/// checkers not listed have been captured (gone from the game).
pub fn capture_position(mine: &[usize], theirs: &[usize]) -> Position {
    let mut s = PositionSetup::new([0; 25], [0; 25], 6);
    s.route = Route::Parallel(0);
    for &p in mine {
        s.on_roll[p - 1] += 1;
    }
    for &p in theirs {
        s.opponent[p - 1] += 1;
    }
    s.validate_with(Missing::Captured)
        .expect("a valid capture-game position")
}

/// The legal plays of `a`-`b` in `pos` under `rules`.
pub fn legal(rules: &RuleSet, pos: &Position, a: u8, b: u8) -> Vec<Play> {
    let mut out = Vec::new();
    legal_plays_for(rules, pos, Roll::new(a, b).unwrap(), &mut out);
    out
}

/// The same as a sorted set of notations.
pub fn plays(rules: &RuleSet, pos: &Position, a: u8, b: u8) -> BTreeSet<String> {
    legal(rules, pos, a, b)
        .iter()
        .map(|p| p.notation())
        .collect()
}

/// A set of notations.
pub fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// The notations of the game's legal plays, sorted.
pub fn notations(g: &Game) -> Vec<String> {
    let mut n: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    n.sort();
    n
}

/// Plays the legal play written `notation`.
pub fn play(g: &mut Game, notation: &str) {
    let after = *g
        .legal_plays()
        .iter()
        .find(|p| p.notation() == notation)
        .unwrap_or_else(|| panic!("no play {notation} among {:?}", notations(g)))
        .after();
    g.play(&after).unwrap();
}

/// A position of a game whose starts face each other across the board
/// (route `Parallel(12)`: long nardy, Fevga, gul bara, jacquet), nothing to
/// enter: each side's points in its own numbering (24 = its start).
pub fn facing_position(mine: &[(usize, u8)], theirs: &[(usize, u8)]) -> Position {
    position(Route::Parallel(12), mine, theirs, [0, 0])
}
