//! A game's gnubg IDs and XGID, and games opened from them (White is gnubg's
//! player 1, Black its player 0).

mod bg_common;

use bg_common::{cube, match_game, r};
use tables::backgammon::ids::game_ids::{self, OpenError};
use tables::backgammon::ids::match_id;
use tables::backgammon::{Game, Options, Phase, Variant};
use tables::{bg, SeededDice, Side};

#[test]
fn the_digests_match_id_opens_as_that_game() {
    // 9-point match, 2-4, cube 2 owned by player 0 (Black), player 1 (White)
    // on roll having rolled 5-2.
    let g = game_ids::open_ids(
        Variant::Backgammon,
        Options::default(),
        "4HPwATDgc/ABMA",
        "QYkqASAAIAAA",
    )
    .unwrap();
    assert_eq!(g.match_length(), Some(9));
    assert_eq!((g.score().white, g.score().black), (4, 2));
    assert_eq!(g.cube_value(), 2);
    assert_eq!(
        g.cube_owner(),
        tables::backgammon::CubeOwner::Side(Side::Black)
    );
    assert_eq!(g.on_roll(), Side::White);
    assert_eq!(g.dice(), Some(r(5, 2)));
    assert_eq!(g.phase(), Phase::Move);
    // And it writes the same IDs back (gnubg writes Jacoby off in a match).
    assert_eq!(game_ids::position_id(&g), "4HPwATDgc/ABMA");
    let f = match_id::decode(&game_ids::match_id(&g)).unwrap();
    let digest = match_id::decode("QYkqASAAIAAA").unwrap();
    assert_eq!(
        f,
        match_id::MatchIdFields {
            jacoby: false,
            ..digest
        }
    );
}

#[test]
fn ids_written_from_a_game_open_as_the_same_game() {
    let pos = bg!(x 6:4 8:2 13:4 24:2 25:1 3:2; o 6:5 8:3 13:3 20:2 2:1 23:1);
    let g = match_game(pos, Side::Black, Options::match_to(7), (3, 5), false);
    let opened = game_ids::open_ids(
        Variant::Backgammon,
        Options::default(),
        &game_ids::position_id(&g),
        &game_ids::match_id(&g),
    )
    .unwrap();
    assert_eq!(opened.position(), g.position());
    assert_eq!(opened.on_roll(), Side::Black);
    assert_eq!(opened.score(), g.score());
    assert_eq!(game_ids::match_id(&opened), game_ids::match_id(&g));
    // The XGID reads back to the same IDs.
    let x = game_ids::xgid(&g).unwrap();
    let again = game_ids::open_xgid(Variant::Backgammon, Options::default(), &x).unwrap();
    assert_eq!(game_ids::position_id(&again), game_ids::position_id(&g));
    assert_eq!(game_ids::match_id(&again), game_ids::match_id(&g));
}

#[test]
fn a_double_on_offer_shows_in_the_match_id_and_is_stepped_back_when_opened() {
    let pos = bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2);
    let mut g = match_game(pos, Side::White, Options::match_to(5), (0, 0), false);
    g.double().unwrap();
    let f = game_ids::match_id_fields(&g);
    assert!(f.double_offered);
    assert_eq!(f.turn, match_id::Player::Zero, "Black must answer");
    assert_eq!(f.on_roll, match_id::Player::One);
    assert_eq!(
        f.cube_value, 1,
        "the cube shows its value before the double"
    );
    let opened = game_ids::open_ids(
        Variant::Backgammon,
        Options::default(),
        &game_ids::position_id(&g),
        &game_ids::match_id(&g),
    )
    .unwrap();
    assert_eq!(opened.phase(), Phase::BeforeRoll);
    assert_eq!(opened.on_roll(), Side::White);
    let _ = cube(1, None);
}

#[test]
fn a_finished_game_or_a_bad_id_cannot_be_opened() {
    let mut g = Game::new(Variant::Backgammon, Options::match_to(1)).unwrap();
    let mut dice = SeededDice::new(3);
    g.roll_opening(&mut dice).unwrap();
    // Resign at once: the game is over.
    g.resign(tables::backgammon::GameResult::Single).unwrap();
    g.accept_resign().unwrap();
    let over = game_ids::open_ids(
        Variant::Backgammon,
        Options::default(),
        &game_ids::position_id(&g),
        &game_ids::match_id(&g),
    );
    assert_eq!(over.unwrap_err(), OpenError::GameOver);
    assert!(matches!(
        game_ids::open_ids(
            Variant::Backgammon,
            Options::default(),
            "4HPwATDgc/ABM",
            "cAkAAAAAAAAA"
        ),
        Err(OpenError::PositionId(_))
    ));
    assert!(matches!(
        game_ids::open_ids(
            Variant::Backgammon,
            Options::default(),
            "4HPwATDgc/ABMA",
            "cAk"
        ),
        Err(OpenError::MatchId(_))
    ));
    assert!(matches!(
        game_ids::open_xgid(Variant::Backgammon, Options::default(), "XGID=nonsense"),
        Err(OpenError::Xgid(_))
    ));
}

#[test]
fn every_state_of_random_games_writes_ids_that_read_back() {
    let mut dice = SeededDice::new(11);
    let mut rng = tables::dice::Rng::new(5);
    for n in 0..40 {
        let opts = if n % 2 == 0 {
            Options::money()
        } else {
            Options::match_to(5)
        };
        let mut g = Game::new(Variant::Backgammon, opts).unwrap();
        for _ in 0..400 {
            let pid = game_ids::position_id(&g);
            let mid = game_ids::match_id(&g);
            let f = match_id::decode(&mid).unwrap_or_else(|e| panic!("{mid}: {e}"));
            assert_eq!(match_id::encode(&f).unwrap(), mid);
            assert!(tables::backgammon::ids::position_id::decode(&pid, 15).is_ok());
            // A finished match's score may pass its length: no XGID holds it.
            if !matches!(g.phase(), Phase::GameOver | Phase::MatchOver) {
                if let Err(e) = game_ids::xgid(&g) {
                    panic!("{:?} {mid}: {e}", g.phase());
                }
            }
            match g.phase() {
                Phase::Opening => {
                    g.roll_opening(&mut dice).unwrap();
                }
                Phase::BeforeRoll => {
                    if rng.below(8) == 0 && g.may_double().is_ok() {
                        g.double().unwrap();
                    } else {
                        g.roll_dice(&mut dice).unwrap();
                    }
                }
                Phase::CubeOffered(_) => {
                    if rng.below(3) == 0 {
                        g.pass().unwrap()
                    } else {
                        g.take().unwrap()
                    }
                }
                Phase::Move => {
                    let plays = g.legal_plays();
                    let after = *plays[rng.below(plays.len())].after();
                    g.play(&after).unwrap();
                }
                Phase::ResignOffered { .. } => g.reject_resign().unwrap(),
                Phase::ChooseDouble => panic!("backgammon has no chosen doublet"),
                Phase::GameOver => g.next_game().unwrap(),
                Phase::MatchOver => break,
            }
        }
    }
}
