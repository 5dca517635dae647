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

#[test]
fn a_parallel_route_puts_the_opponents_head_on_the_movers_12_point() {
    use tables::backgammon::{PositionSetup, Route};
    // Long nardy: each side's 15 on its own 24-point, the routes 12 apart.
    let mut head = [0u8; 25];
    head[23] = 15;
    let setup = PositionSetup {
        route: Route::Parallel(12),
        ..PositionSetup::new(head, head, 15)
    };
    let pos = setup.validate().unwrap();
    assert_eq!(pos.mine(24), 15);
    assert_eq!(pos.theirs(12), 15);
    assert_eq!(pos.pip_counts(), [360, 360]);
    // Seen by the opponent, the same.
    assert_eq!(pos.flip(), pos);
    assert_eq!(pos.flip().flip(), pos);
    assert_eq!(pos.setup(), setup);
    // One checker moved 24 -> 18 by the mover: the opponent sees it on his 6.
    let mut moved = setup;
    moved.on_roll[23] = 14;
    moved.on_roll[17] = 1;
    let p = moved.validate().unwrap();
    assert_eq!(p.flip().theirs(6), 1);
    assert_eq!(p.flip().flip(), p);
    // One track (Russian backgammon): the opponent's point q is the mover's q.
    let mut one = PositionSetup {
        route: Route::Parallel(0),
        ..PositionSetup::new([0; 25], [0; 25], 15)
    };
    one.on_roll[4] = 2;
    one.opponent[9] = 3;
    one.reserve = [13, 12];
    let p = one.validate().unwrap();
    assert_eq!((p.mine(5), p.theirs(10)), (2, 3));
    assert_eq!(p.reserve(Player::OnRoll), 13);
    assert_eq!(p.flip().reserve(Player::OnRoll), 12);
    assert_eq!(p.flip().mine(10), 3);
    assert_eq!(p.checkers(), 15);
    assert_eq!(p.flip().setup().opponent, one.on_roll);
}
