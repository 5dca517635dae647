//! The cubeful model by the numbers: a dead cube is the cubeless game,
//! Janowski's money take points (a quarter dead, a fifth live), the match
//! table's at a score that settles the match, too good to double, Jacoby.

use tables::backgammon::bot::chances::Chances;
use tables::backgammon::bot::cubeful::{efficiency, CubeSpec, Cubeful, Owner, Scoring};
use tables::backgammon::bot::met::{mwc, Away};

fn close(a: f32, b: f32, eps: f32) {
    assert!((a - b).abs() < eps, "{a} != {b}");
}

fn singles(win: f32) -> Chances {
    Chances {
        win,
        ..Chances::default()
    }
}

fn money(x: f32, doublings: u8) -> CubeSpec {
    CubeSpec {
        scoring: Scoring::Money,
        points: 1,
        doublings,
        gammons: true,
        jacoby: false,
        x,
    }
}

#[test]
fn a_dead_cube_is_the_cubeless_game() {
    let c = Chances {
        win: 0.7,
        win_gammon: 0.2,
        win_backgammon: 0.0,
        lose_gammon: 0.1,
        lose_backgammon: 0.0,
    };
    let m = Cubeful::new(money(0.68, 0), &c);
    assert_eq!(m.points(0), None);
    // 0.7 × (0.5/0.7 × 1 + 0.2/0.7 × 2) − 0.3 × (0.2/0.3 × 1 + 0.1/0.3 × 2).
    close(m.at(0, Owner::Centred, 0.7), c.equity(true), 1e-6);
    close(m.at(0, Owner::Centred, 0.7), 0.5, 1e-6);
}

#[test]
fn money_take_points_are_a_quarter_dead_and_a_fifth_live() {
    // x = 0: the cube after the take is dead, the take point 25 %.
    let dead = Cubeful::new(money(0.0, 6), &singles(0.5));
    let (take, cash) = dead.points(0).unwrap();
    close(take, 0.25, 1e-4);
    close(cash, 0.75, 1e-4);
    // x = 1, the cube live at every level: 20 % and 80 %.
    let live = Cubeful::new(money(1.0, 6), &singles(0.5));
    let (take, cash) = live.points(0).unwrap();
    close(take, 0.2, 2e-3);
    close(cash, 0.8, 2e-3);
    // Taking at the take point is worth the pass: −1 at the present cube.
    close(live.at(1, Owner::Mine, take), -1.0, 1e-4);
    // An even game with a centred cube is worth nothing.
    close(live.at(0, Owner::Centred, 0.5), 0.0, 1e-4);
}

#[test]
fn a_cube_that_settles_the_match_is_dead() {
    // 1-away each (double match point): the game is the match.
    let away = Away {
        mine: 1,
        theirs: 1,
        post_crawford: true,
    };
    let spec = CubeSpec {
        scoring: Scoring::Match(away),
        points: 1,
        doublings: 6,
        gammons: true,
        jacoby: false,
        x: 0.68,
    };
    let m = Cubeful::new(spec, &singles(0.7));
    assert_eq!(m.points(0), None);
    close(m.at(0, Owner::Centred, 0.7), 0.7, 1e-6);
    // 2-away each, cube 1: worth the table's mix when dead.
    let away = Away {
        mine: 2,
        theirs: 2,
        post_crawford: false,
    };
    let m = Cubeful::new(
        CubeSpec {
            scoring: Scoring::Match(away),
            doublings: 0,
            ..spec
        },
        &singles(0.7),
    );
    close(
        m.at(0, Owner::Centred, 0.7),
        0.7 * mwc(1, 2, false) + 0.3 * mwc(2, 1, false),
        1e-6,
    );
    // Normalised, a cash is +1 and a pass −1.
    close(m.normalised(m.settled(0, true)), 1.0, 1e-6);
    close(m.normalised(m.settled(0, false)), -1.0, 1e-6);
}

#[test]
fn too_good_to_double_plays_on_for_the_gammon() {
    // 85 % wins, half of them gammons: no double is worth more than the
    // cash of a double passed.
    let c = Chances {
        win: 0.85,
        win_gammon: 0.45,
        ..Chances::default()
    };
    let m = Cubeful::new(money(0.68, 6), &c);
    assert!(m.at(0, Owner::Centred, c.win) > m.settled(0, true));
    // Under Jacoby the centred cube wins no gammon: a double cashes.
    let j = Cubeful::new(
        CubeSpec {
            jacoby: true,
            ..money(0.68, 6)
        },
        &c,
    );
    assert!(j.at(0, Owner::Centred, c.win) < j.settled(0, true));
}

#[test]
fn the_cube_life_by_position_class() {
    assert_eq!(efficiency(false, false, 150), 0.68);
    assert_eq!(efficiency(true, true, 20), 0.6);
    close(efficiency(true, false, 100), 0.675, 1e-6);
    assert_eq!(efficiency(true, false, 40), 0.6);
    assert_eq!(efficiency(true, false, 140), 0.7);
}
