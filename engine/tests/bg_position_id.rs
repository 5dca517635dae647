//! gnubg's Position ID: the digest's examples, every typed error, no panic on
//! any input, round trips.

use proptest::prelude::*;
use tables::backgammon::ids::position_id::{self, PositionIdError};
use tables::backgammon::{Player, Position, PositionError, Variant};

#[test]
fn the_start_position_is_4hpwatdgc_abma() {
    let start = Variant::Backgammon.rules().start();
    assert_eq!(position_id::encode(&start), "4HPwATDgc/ABMA");
}

#[test]
fn after_24_15_the_opponent_on_roll_sees_4hpwcsdgc_abma() {
    let mut setup = Variant::Backgammon.rules().start().setup();
    setup.on_roll[23] -= 1;
    setup.on_roll[14] += 1;
    let moved = setup.validate().unwrap();
    assert_eq!(position_id::encode(&moved.flip()), "4HPwCSDgc/ABMA");
}

#[test]
fn a_wrong_length_is_named() {
    assert_eq!(
        position_id::decode("4HPwATDgc/AB", 15),
        Err(PositionIdError::Length(12))
    );
    assert_eq!(position_id::decode("", 15), Err(PositionIdError::Length(0)));
}

#[test]
fn a_character_outside_base64_is_named_with_its_place() {
    assert_eq!(
        position_id::decode("4HPwATDgc-ABMA", 15),
        Err(PositionIdError::Alphabet { found: '-', at: 9 })
    );
    assert_eq!(
        position_id::decode("4HPwATDgc/ABMé", 15),
        Err(PositionIdError::Alphabet {
            found: 'é', at: 13
        })
    );
}

#[test]
fn more_than_fifteen_checkers_is_refused() {
    // 16 checkers on the opponent's ace point: 16 ones then a zero.
    let mut opp = [0u8; 25];
    opp[0] = 16;
    let id = position_id::encode_counts(&opp, &[0; 25]);
    assert_eq!(
        position_id::decode(&id, 15),
        Err(PositionIdError::Position(PositionError::TooManyCheckers {
            player: Player::Opponent,
            count: 16,
            max: 15
        }))
    );
}

#[test]
fn both_sides_on_one_point_is_refused() {
    let mut mine = [0u8; 25];
    let mut theirs = [0u8; 25];
    mine[5] = 2; // my 6-point
    theirs[18] = 1; // his 19-point = my 6-point
    let id = position_id::encode_counts(&theirs, &mine);
    assert_eq!(
        position_id::decode(&id, 15),
        Err(PositionIdError::Position(PositionError::SharedPoint {
            point: 6
        }))
    );
}

#[test]
fn all_ones_run_out_of_bits() {
    assert_eq!(
        position_id::decode("//////////////", 15),
        Err(PositionIdError::Truncated)
    );
}

#[test]
fn hypergammon_ids_count_three_checkers() {
    let start = Variant::Hypergammon(3).rules().start();
    let id = position_id::encode(&start);
    assert_eq!(position_id::decode(&id, 3), Ok(start));
    assert!(matches!(
        position_id::decode("4HPwATDgc/ABMA", 3),
        Err(PositionIdError::Position(
            PositionError::TooManyCheckers { .. }
        ))
    ));
}

fn side() -> impl Strategy<Value = [u8; 25]> {
    proptest::collection::vec(0usize..25, 0..=15).prop_map(|pts| {
        let mut c = [0u8; 25];
        for p in pts {
            c[p] += 1;
        }
        c
    })
}

proptest! {
    #[test]
    fn decoding_any_text_never_panics(s in "\\PC{0,20}") {
        let _ = position_id::decode(&s, 15);
    }

    #[test]
    fn decoding_any_14_base64_characters_never_panics(s in "[A-Za-z0-9+/]{14}") {
        if let Ok(p) = position_id::decode(&s, 15) {
            // What decodes re-encodes to an ID that decodes to the same position.
            prop_assert_eq!(position_id::decode(&position_id::encode(&p), 15), Ok(p));
        }
    }

    #[test]
    fn valid_positions_round_trip(a in side(), b in side()) {
        if let Ok(p) = Position::from_counts(a, b, 15) {
            let id = position_id::encode(&p);
            prop_assert_eq!(id.len(), 14);
            prop_assert_eq!(position_id::decode(&id, 15), Ok(p));
            prop_assert_eq!(position_id::decode(&position_id::encode(&p.flip()), 15), Ok(p.flip()));
        }
    }
}
