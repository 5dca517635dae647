//! The bot's cube by the numbers: the match equity table read as gnubg
//! ships it, Janowski's equities at their known take points, and the
//! match decisions at the scores where they are forced.

mod bg_common;

use bg_common::match_game;
use tables::backgammon::bot::chances::Chances;
use tables::backgammon::bot::met::{mwc, Away};
use tables::backgammon::bot::money::{equity, Ownership};
use tables::backgammon::bot::{cube_decision, CubeChoice, Level};
use tables::backgammon::{CrawfordRule, Options, Variant};
use tables::{bg, Side};

fn close(a: f32, b: f32) {
    assert!((a - b).abs() < 1e-5, "{a} != {b}");
}

#[test]
fn the_table_reads_as_kazaross_xg2() {
    close(mwc(1, 1, false), 0.5);
    // The Crawford game at 1-away, 2-away: the leader's 67.736 %.
    close(mwc(1, 2, false), 0.67736);
    close(mwc(2, 1, false), 1.0 - 0.67736);
    // Post-Crawford, the trailer 2 away: 48.803 %.
    close(mwc(2, 1, true), 0.48803);
    close(mwc(1, 2, true), 1.0 - 0.48803);
    assert_eq!((mwc(0, 3, false), mwc(3, 0, false)), (1.0, 0.0));
    // Either side of an even score sums to one.
    for (a, b) in [(3, 5), (7, 2), (11, 9)] {
        assert!((mwc(a, b, false) + mwc(b, a, false) - 1.0).abs() < 2e-3);
    }
    // A score beyond the table is read at its edge.
    close(mwc(40, 40, false), mwc(25, 25, false));
}

#[test]
fn a_game_of_known_chances_gives_the_tables_mix() {
    // 2-away each, a game won or lost without gammons at 1 point.
    let away = Away {
        mine: 2,
        theirs: 2,
        post_crawford: false,
    };
    let c = Chances {
        win: 0.7,
        ..Chances::default()
    };
    close(
        away.of(&c, 1, true),
        0.7 * mwc(1, 2, false) + 0.3 * mwc(2, 1, false),
    );
    // At 2 points the game decides the match.
    close(away.of(&c, 2, true), 0.7);
}

fn no_gammons(win: f32) -> Chances {
    Chances {
        win,
        ..Chances::default()
    }
}

#[test]
fn janowski_take_points_are_a_quarter_dead_and_a_fifth_live() {
    // Taking at p: twice the taker's equity owning the cube; -1 is a pass.
    close(
        2.0 * equity(&no_gammons(0.25), false, Ownership::Mine, 0.0),
        -1.0,
    );
    close(
        2.0 * equity(&no_gammons(0.2), false, Ownership::Mine, 1.0),
        -1.0,
    );
    // An even game with a centred cube is worth nothing; owning it is
    // worth something, the opponent's owning it costs as much.
    close(
        equity(&no_gammons(0.5), false, Ownership::Centred, 0.7),
        0.0,
    );
    let own = equity(&no_gammons(0.5), false, Ownership::Mine, 0.7);
    let theirs = equity(&no_gammons(0.5), false, Ownership::Theirs, 0.7);
    assert!(own > 0.1);
    close(own, -theirs);
}

#[test]
fn after_the_crawford_game_the_trailer_doubles_at_once() {
    // A match to 5 at 4-2: White at match point, post-Crawford.
    let start = Variant::Backgammon.rules().start();
    let options = Options::match_to(5);
    let trailer = match_game(start, Side::Black, options, (4, 2), false);
    let leader = match_game(start, Side::White, options, (4, 2), false);
    for level in Level::ALL {
        assert_eq!(cube_decision(&trailer, level, 3), Some(CubeChoice::Double));
        assert_eq!(cube_decision(&leader, level, 3), Some(CubeChoice::NoDouble));
    }
}

#[test]
fn a_double_whose_pass_loses_the_match_is_taken() {
    // No Crawford rule, 3-point match at 2-0: White, 1 away, doubles with
    // his last two checkers on the ace point. Black loses the match by
    // passing, and all but surely by taking: he takes.
    let mut options = Options::match_to(3);
    options.crawford = CrawfordRule::Off;
    let mut g = match_game(bg!(x 1:2; o 6:14), Side::White, options, (2, 0), false);
    g.double().unwrap();
    for level in [Level::Club, Level::Strong] {
        assert_eq!(cube_decision(&g, level, 1), Some(CubeChoice::Take));
    }
}
