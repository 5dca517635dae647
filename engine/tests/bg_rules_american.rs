//! American (seed 002): one named test per rule, a position, a roll and the
//! plays (points from the mover's side; `in/20`: a checker entering from off
//! the board; White is the side with the reserve). The board's circle is
//! numbered 1 to 24 anticlockwise from the lower-left corner: White's own
//! point `w` is the circle's `25 - w`; Black's own 24 is the circle's 7, his
//! 1 the circle's 6; Black's own `q` is White's `(q + 17) % 24 + 1`.

mod bg_common;

use bg_common::{plays, position, r, set};
use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::stepgen::RESERVE;
use tables::backgammon::{
    CubeAction, CubeRefusal, EndKind, Game, GameError, GameResult, GameSetup, Options, Phase,
    Player, Position, Route, Variant, VariantOptions,
};
use tables::dice::Rng;
use tables::{SeededDice, Side};

/// An American position with White on roll: his points and Black's, each
/// in its own numbering, and the checkers each has still to enter.
fn white_pos(mine: &[(usize, u8)], theirs: &[(usize, u8)], reserve: [u8; 2]) -> Position {
    position(Route::Parallel(18), mine, theirs, reserve)
}

/// The same with Black on roll (his points first).
fn black_pos(mine: &[(usize, u8)], theirs: &[(usize, u8)], reserve: [u8; 2]) -> Position {
    position(Route::Parallel(6), mine, theirs, reserve)
}

fn american() -> &'static tables::backgammon::RuleSet {
    Variant::American.rules()
}

#[test]
fn american_starts_white_lower_left_with_nine_aside_and_black_lower_right() {
    assert_eq!(Variant::parse("american"), Some(Variant::American));
    let start = american().start();
    // White (on roll): 2 on each of his 24, 23, 22 (the circle's 1, 2, 3),
    // nine beside the board.
    assert_eq!((start.mine(24), start.mine(23), start.mine(22)), (2, 2, 2));
    assert_eq!(start.reserve(Player::OnRoll), 9);
    // Black: 2, 5, 3, 5 on the circle's 9 to 12 = his own 22 to 19 =
    // White's 16 to 13.
    let on_white = [(16, 2), (15, 5), (14, 3), (13, 5)];
    assert!(on_white.iter().all(|&(p, n)| start.theirs(p) == n));
    assert_eq!(start.reserve(Player::Opponent), 0);
    assert_eq!(start.pip_counts(), [363, 304]);
    // Seen by Black: his own 22 to 19, White's checkers on his 6, 5, 4 (the
    // circle's 1, 2, 3: Black's home).
    let b = american().start_for(Side::Black);
    assert_eq!(
        (b.mine(22), b.mine(21), b.mine(20), b.mine(19)),
        (2, 5, 3, 5)
    );
    assert_eq!((b.theirs(6), b.theirs(5), b.theirs(4)), (2, 2, 2));
    assert_eq!(b.pip_counts(), [304, 363]);
    assert_eq!(start.flip(), b);
    assert_eq!(b.flip(), start);
}

#[test]
fn both_go_round_the_same_way_six_points_apart() {
    assert_eq!(american().route_for(Side::White), Route::Parallel(18));
    assert_eq!(american().route_for(Side::Black), Route::Parallel(6));
    // Black's own 24 (the circle's 7, where his route starts) is White's
    // 18; his 1 (the circle's 6) White's 19, the first point of White's
    // home: Black's route ends where White's home begins.
    let r = american().route;
    assert_eq!((r.mover_point(24), r.mover_point(1)), (18, 19));
    // A White checker on his 13 (the circle's 12) goes on by 6s to his 7
    // and 1 (the circle's 18 and 24), then off; Black's 15 on his 1 (the
    // circle's 6, White's 19) stand behind him on the circle, in no way.
    let p = white_pos(&[(13, 1), (1, 14)], &[(1, 15)], [0, 0]);
    assert_eq!(plays(american(), &p, 6, 6), set(&["13/off 1/off"]));
}

#[test]
fn white_may_move_his_checkers_before_his_nine_are_entered() {
    let got = plays(american(), &american().start(), 6, 5);
    // He enters "gradually", as from the bar onto his 24 to 19: both dice
    // may enter, or neither.
    assert!(got.contains("in/20 in/19"), "{got:?}");
    assert!(got.contains("in/19 24/19"), "{got:?}");
    assert!(got.contains("23/12"), "{got:?}");
    assert!(got.contains("22/11"), "{got:?}");
    // Black's checkers close White's 16 to 13: 22/16 and 24/13 are no plays.
    assert!(!got.iter().any(|p| p.contains("/16") || p.contains("/13")));
}

#[test]
fn a_lone_opposing_checker_closes_its_point_and_is_never_hit() {
    // A lone Black checker on his 3-point (the circle's 4, White's 21): no
    // entering there.
    let p = white_pos(&[(6, 14)], &[(3, 1), (20, 14)], [1, 0]);
    assert_eq!(
        plays(american(), &p, 4, 1),
        set(&["in/20", "in/24 6/2", "6/5 6/2", "6/1"])
    );
    assert_eq!(
        why_not(american(), &p, r(4, 1), &[], RESERVE, 21),
        Err(Refusal::PointOccupied)
    );
    // Nor may a checker on the board land there.
    let p = white_pos(&[(23, 1), (6, 14)], &[(3, 1), (20, 14)], [0, 0]);
    assert_eq!(
        why_not(american(), &p, r(2, 1), &[], 23, 21),
        Err(Refusal::PointOccupied)
    );
    assert!(plays(american(), &p, 2, 1).iter().all(|n| !n.contains('*')));
}

#[test]
fn six_points_in_a_row_may_be_held() {
    // White holds his 11 to 7 with one checker each; Black's 15 wait on his
    // 22 (White's 16): 13/12 makes White's 12 to 7, Black's 18 to 13, six in
    // a row in front of all of Black's checkers, and is allowed.
    let p = white_pos(
        &[(11, 1), (10, 1), (9, 1), (8, 1), (7, 1), (13, 10)],
        &[(22, 15)],
        [0, 0],
    );
    let got = plays(american(), &p, 1, 2);
    assert!(got.contains("13/12 13/11"), "{got:?}");
}

#[test]
fn white_bears_off_from_the_upper_left_only_once_all_nine_are_entered() {
    // Fourteen on his 1 (the circle's 24) and one to enter; Black's 15 on
    // his 1 (the circle's 6 = White's 19) close White's 19.
    let p = white_pos(&[(1, 14)], &[(1, 15)], [1, 0]);
    assert_eq!(plays(american(), &p, 6, 5), set(&["in/14"]));
    assert_eq!(
        why_not(american(), &p, r(6, 5), &[], 1, 0),
        Err(Refusal::NotAllHome)
    );
    // All in: 6-5 bears off two.
    let p = white_pos(&[(1, 15)], &[(1, 15)], [0, 0]);
    assert_eq!(plays(american(), &p, 6, 5), set(&["1/off(2)"]));
}

#[test]
fn black_bears_off_from_the_lower_left() {
    // Black's 15 on his 6 to 4 (the circle's 1 to 3, where White started);
    // White all in his home (his 1, the circle's 24 = Black's 7).
    let p = black_pos(&[(6, 5), (5, 5), (4, 5)], &[(1, 15)], [0, 0]);
    assert_eq!(
        plays(american(), &p, 6, 5),
        set(&["6/off 5/off", "6/1 6/off"])
    );
    // A checker of his still on his 7 (White's 1 is taken: his 8 then,
    // the circle's 23): no bearing off before it is home.
    let p = black_pos(&[(8, 1), (6, 14)], &[(1, 15)], [0, 0]);
    assert_eq!(
        why_not(american(), &p, r(6, 5), &[], 6, 0),
        Err(Refusal::NotAllHome)
    );
}

#[test]
fn white_rolls_first_there_is_no_opening_roll_and_no_cube() {
    let mut g = Game::new(Variant::American, Options::money()).unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert_eq!(g.position(), &american().start());
    assert_eq!(
        g.may_double(),
        Err(GameError::CubeRefused {
            action: CubeAction::Double,
            reason: CubeRefusal::NotInUse
        })
    );
    g.roll(r(6, 5)).unwrap();
    assert_eq!(g.phase(), Phase::Move);
    // Played to its end, the next game starts with White's roll again.
    let mut dice = SeededDice::new(7);
    let mut rng = Rng::new(7);
    while g.phase() != Phase::GameOver {
        match g.phase() {
            Phase::BeforeRoll => {
                g.roll_dice(&mut dice).unwrap();
            }
            Phase::Move => {
                let plays = g.legal_plays();
                let after = *plays[rng.below(plays.len())].after();
                g.play(&after).unwrap();
            }
            phase => panic!("{phase:?}"),
        }
    }
    g.next_game().unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert_eq!(g.rolls(), 0);
}

/// The end of a game where `winner`, on roll, bears off his last checker
/// with 6-5; the loser has borne off none.
fn won_by(winner: Side) -> tables::backgammon::GameEnd {
    let p = match winner {
        Side::White => white_pos(&[(1, 1)], &[(6, 15)], [0, 0]),
        Side::Black => black_pos(&[(1, 1)], &[(6, 15)], [0, 0]),
    };
    let mut g = Game::from_setup(
        Variant::American,
        Options::money(),
        GameSetup::new(p, winner),
    )
    .unwrap();
    g.roll(r(6, 5)).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    g.end().expect("the game is over")
}

#[test]
fn a_white_win_counts_three_stakes_and_a_black_win_one() {
    // No gammon: the loser's none borne off makes it no more than single.
    let white = won_by(Side::White);
    assert_eq!(
        (white.winner, white.result, white.points),
        (Some(Side::White), GameResult::Single, 3)
    );
    assert_eq!(white.how, EndKind::PlayedOut);
    let black = won_by(Side::Black);
    assert_eq!(
        (black.winner, black.result, black.points),
        (Some(Side::Black), GameResult::Single, 1)
    );
    // A resignation counts the same way: Black resigning gives White 3.
    let p = black_pos(&[(1, 1)], &[(6, 15)], [0, 0]);
    let mut g = Game::from_setup(
        Variant::American,
        Options::money(),
        GameSetup::new(p, Side::Black),
    )
    .unwrap();
    g.resign(GameResult::Backgammon).unwrap();
    g.accept_resign().unwrap();
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.result, end.points),
        (Some(Side::White), GameResult::Single, 3)
    );
    assert_eq!(g.score().white, 3);
}

#[test]
fn american_has_no_options() {
    assert!(VariantOptions::default().of(Variant::American).is_empty());
    assert!(VariantOptions::default()
        .clone()
        .set(Variant::American, "gammons", false)
        .is_err());
}
