//! American (seed 002): one named test per rule, a position, a roll and the
//! plays (points from the mover's side; `in/20`: a checker entering from off
//! the board; White is the side with the reserve).

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

/// An American position: the side on roll's and the opponent's points, each
/// in its own numbering, and the checkers each has still to enter.
fn pos(mine: &[(usize, u8)], theirs: &[(usize, u8)], reserve: [u8; 2]) -> Position {
    position(Route::Opposite, mine, theirs, reserve)
}

fn american() -> &'static tables::backgammon::RuleSet {
    Variant::American.rules()
}

#[test]
fn american_starts_white_on_blacks_first_three_points_with_nine_to_enter() {
    assert_eq!(Variant::parse("american"), Some(Variant::American));
    assert!(Variant::ALL.contains(&Variant::American));
    let start = american().start();
    // White (on roll): 2 on each of his 24, 23, 22, nine off the board.
    assert_eq!((start.mine(24), start.mine(23), start.mine(22)), (2, 2, 2));
    assert_eq!(start.reserve(Player::OnRoll), 9);
    // Black: 2 on his 9, 5 on his 10, 3 on his 11, 5 on his 12 (White's 16,
    // 15, 14, 13), nothing to enter.
    let black = [(16, 2), (15, 5), (14, 3), (13, 5)];
    assert!(black.iter().all(|&(p, n)| start.theirs(p) == n));
    assert_eq!(start.reserve(Player::Opponent), 0);
    assert_eq!(start.pip_counts(), [363, 161]);
    // Where Snake's White starts, seen from Black: his 1, 2 and 3 points.
    assert_eq!(american().starts.white, Variant::Snake.rules().starts.white);
    let black_view = american().start_for(Side::Black);
    assert_eq!(
        (
            black_view.theirs(1),
            black_view.theirs(2),
            black_view.theirs(3)
        ),
        (2, 2, 2)
    );
}

#[test]
fn white_may_move_his_checkers_before_his_nine_are_entered() {
    let got = plays(american(), &american().start(), 6, 5);
    // He enters "gradually": both dice may enter, or neither.
    assert!(got.contains("in/20 in/19"), "{got:?}");
    assert!(got.contains("in/19 24/19"), "{got:?}");
    assert!(got.contains("23/12"), "{got:?}");
    assert!(got.contains("22/11"), "{got:?}");
    // Black's checkers close his 16 to 13: 22/16 and 24/13 are no plays.
    assert!(!got.iter().any(|p| p.contains("/16") || p.contains("/13")));
}

#[test]
fn a_lone_opposing_checker_closes_its_point_and_is_never_hit() {
    // A lone Black checker on his 4-point (White's 21): no entering there
    // (the checker to enter may also wait: the 4 is played at home).
    let p = pos(&[(6, 14)], &[(4, 1), (12, 14)], [1, 0]);
    assert_eq!(
        plays(american(), &p, 4, 1),
        set(&["in/20", "in/24 6/2", "6/5 6/2", "6/1"])
    );
    let roll = r(4, 1);
    assert_eq!(
        why_not(american(), &p, roll, &[], RESERVE, 21),
        Err(Refusal::PointOccupied)
    );
    // Snake, with the same checkers, hits it.
    assert!(plays(Variant::Snake.rules(), &p, 4, 1).contains("in/21*/20"));
    // Nor may a checker on the board land there.
    let p = pos(&[(23, 1), (6, 14)], &[(4, 1), (12, 14)], [0, 0]);
    assert_eq!(
        why_not(american(), &p, r(2, 1), &[], 23, 21),
        Err(Refusal::PointOccupied)
    );
    assert!(plays(american(), &p, 2, 1).iter().all(|n| !n.contains('*')));
}

#[test]
fn six_points_in_a_row_may_be_held() {
    // White holds 11 to 7 with one checker each; Black's 15 wait behind on
    // White's 5 (Black's 20): 13/12 makes six in a row, and is allowed.
    let p = pos(
        &[(11, 1), (10, 1), (9, 1), (8, 1), (7, 1), (13, 10)],
        &[(20, 15)],
        [0, 0],
    );
    let got = plays(american(), &p, 1, 2);
    assert!(got.contains("13/12 13/11"), "{got:?}");
}

#[test]
fn white_bears_off_only_once_all_nine_are_entered() {
    // Fourteen home and one to enter; Black closes White's 19 (Black's 6).
    let p = pos(&[(1, 14)], &[(6, 15)], [1, 0]);
    assert_eq!(plays(american(), &p, 6, 5), set(&["in/14"]));
    assert_eq!(
        why_not(american(), &p, r(6, 5), &[], 1, 0),
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
    let p = pos(&[(1, 1)], &[(6, 15)], [0, 0]);
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
    let p = pos(&[(1, 1)], &[(6, 15)], [0, 0]);
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
