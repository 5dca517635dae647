//! Tbilisi stakes (seed 002): the loser pays per checker he has not borne
//! off, × the cube, and (an option) twice that for a gammon.

mod bg_common;

use bg_common::{cube, game_with, r};
use tables::backgammon::notation::{format_game, parse_game};
use tables::backgammon::{GameResult, Options, Stakes};
use tables::{bg, Side};

/// White bears off his last checker with 6-5; Black has `left` checkers on
/// his 13 (none borne off: a gammon) or, with `off`, some borne off.
fn finished(stakes: Stakes, off: bool) -> tables::backgammon::GameEnd {
    let pos = if off {
        bg!(x 1:1; o 13:7)
    } else {
        bg!(x 1:1; o 13:7 6:8)
    };
    let mut o = Options::money();
    o.stakes = stakes;
    let mut g = game_with(pos, Side::White, o, |s| s.cube = cube(2, Some(Side::Black)));
    g.roll(r(6, 5)).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    let end = g.end().expect("White has borne off all");
    // And the notation keeps the stakes.
    let again = parse_game(&format_game(&g).unwrap()).unwrap();
    assert_eq!(again.options().stakes, stakes);
    assert_eq!(again.end(), Some(end));
    end
}

#[test]
fn ordinary_stakes_count_the_result_times_the_cube() {
    let end = finished(Stakes::PerGame, false);
    assert_eq!(end.result, GameResult::Gammon);
    assert_eq!(end.points, 4);
}

#[test]
fn tbilisi_stakes_count_each_checker_left_times_the_cube() {
    // 15 left (none off), cube 2: 30, gammon or not.
    assert_eq!(
        finished(
            Stakes::PerCheckerLeft {
                gammon_doubles: false
            },
            false
        )
        .points,
        30
    );
    // 7 left with 8 borne off: a single game, 14.
    let end = finished(
        Stakes::PerCheckerLeft {
            gammon_doubles: false,
        },
        true,
    );
    assert_eq!((end.result, end.points), (GameResult::Single, 14));
}

#[test]
fn the_tbilisi_gammon_option_doubles_a_gammons_points() {
    assert_eq!(
        finished(
            Stakes::PerCheckerLeft {
                gammon_doubles: true
            },
            false
        )
        .points,
        60
    );
    assert_eq!(
        finished(
            Stakes::PerCheckerLeft {
                gammon_doubles: true
            },
            true
        )
        .points,
        14
    );
}
