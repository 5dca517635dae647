//! Tests of the Match ID codec against IDs written by GNU Backgammon 1.07.

use super::*;
use proptest::prelude::*;

/// Output of `tests/fixtures/gnubg/xgid_matchid_probe.py` (gnubg 1.07.001).
/// `MID|cube,owner,move,crawford,gs,turn,doubled,resigned,d0,d1,ml,s0,s1,jacoby|id|echo`:
/// `id` is gnubg's own encoder on those fields (owner -1 = centred), `echo` the ID
/// gnubg shows after `set matchid id` (its `SetMatchID` drops what it cannot set up).
/// The probe's last `MID` line (5-1 in a 3-point match, which gnubg writes when a
/// match ends on a backgammon and then refuses) is a case of
/// `ids_gnubg_mangles_or_refuses_are_errors`.
const GNUBG_MIDS: &str = "\
MID|1,-1,1,0,1,1,0,0,0,0,0,0,0,1|cAkAAAAAAAAA|cAkAAAAAAAAA
MID|1,-1,0,0,1,0,0,0,3,1,0,0,0,0|MIEFAAAAAAAE|MIEFAAAAAAAE
MID|2,0,1,0,1,1,0,0,5,2,9,2,4,0|QYkqASAAIAAE|QYkqASAAIAAE
MID|2,-1,1,0,1,1,0,0,0,0,0,0,0,1|cQkAAAAAAAAA|cQkAAAAAAAAA
MID|4,1,0,0,1,0,0,0,6,4,7,1,0,0|EgHzABAAAAAE|EgHzABAAAAAE
MID|8,0,1,0,1,1,0,0,2,5,11,3,7,0|Q4lqATAAOAAE|Q4lqATAAOAAE
MID|16,1,1,0,1,1,0,0,1,1,0,12,3,1|VIkEAMAAGAAA|VIkEAMAAGAAA
MID|32,0,0,0,1,0,0,0,6,6,0,0,40,0|BQEbAAAAQAEE|BQEbAAAAQAEE
MID|64,1,1,0,1,1,0,0,4,3,25,10,20,0|VgkuA6AAoAAE|VgkuA6AAoAAE
MID|64,-1,0,0,1,0,0,0,0,0,0,5,5,1|NgEAAFAAKAAA|NgEAAFAAKAAA
MID|4096,0,1,0,1,1,0,0,0,0,0,0,0,1|TAkAAAAAAAAA|TAkAAAAAAAAA
MID|1,-1,0,1,1,0,0,0,6,6,7,6,3,0|sAH7AGAAGAAE|sAH7AGAAGAAE
MID|1,-1,1,1,1,1,0,0,0,0,5,0,4,0|8AmgAAAAIAAE|8AmgAAAAIAAE
MID|1,1,1,1,1,1,0,0,2,1,7,6,0,0|0AnlAGAAAAAE|0AnlAGAAAAAE
MID|1,-1,0,0,0,0,0,0,0,0,5,0,0,0|MACgAAAAAAAE|NOPOS
MID|2,1,1,0,2,1,0,0,0,0,5,2,4,0|UQqgACAAIAAE|UQmgACAAIAAE
MID|1,-1,0,0,3,1,0,1,5,1,1,0,1,0|MKsmAAAACAAE|MCsgAAAACAAE
MID|4,0,1,0,4,0,0,0,0,0,3,2,0,0|QgRgACAAAAAE|QglgACAAAAAE
MID|1,-1,0,0,1,1,1,0,0,0,5,1,3,0|MBmgABAAGAAE|MAGgABAAGAAE
MID|2,1,0,0,1,1,1,0,0,0,0,0,0,1|ERkAAAAAAAAA|EQEAAAAAAAAA
MID|1,-1,1,0,1,0,0,2,3,2,3,0,0,0|cMFpAAAAAAAE|cIlpAAAAAAAE
MID|2,0,0,0,1,1,0,3,0,0,0,0,0,0|AWkAAAAAAAAE|AQEAAAAAAAAE
MID|1,-1,1,0,1,0,0,1,6,5,13,12,11,0|cCG3AcAAWAAE|cAm3AcAAWAAE
MID|1,-1,1,0,1,1,0,0,0,0,1,0,0,0|cAkgAAAAAAAE|cAkgAAAAAAAE
MID|1,-1,0,0,1,0,0,0,5,5,3,2,2,0|MIF2ACAAEAAE|MIF2ACAAEAAE
MID|2,0,1,0,1,1,0,0,4,1,15,14,13,0|QQnmAeAAaAAE|QQnmAeAAaAAE
MID|1,-1,1,0,1,1,0,0,2,2,64,63,0,0|cAkJCPADAAAE|cAkJCPADAAAE
MID|1,-1,0,0,1,0,0,0,0,0,0,32767,1,0|MAEAAPD/DwAE|MAEAAPD/DwAE
MID|2,0,1,0,1,1,0,0,5,2,9,2,4,1|QYkqASAAIAAA|QYkqASAAIAAA";

/// The fields of one `MID` line, dice higher first as gnubg writes them.
fn fixture_fields(csv: &str) -> MatchIdFields {
    let n: Vec<u32> = csv
        .split(',')
        .map(|x| x.parse::<i64>().unwrap() as u32)
        .collect();
    let player = |v: u32| if v == 0 { Player::Zero } else { Player::One };
    let dice = if n[8] == 0 {
        None
    } else {
        Some([n[8].max(n[9]) as u8, n[8].min(n[9]) as u8])
    };
    MatchIdFields {
        cube_value: n[0],
        cube_owner: if n[1] == u32::MAX {
            CubeOwner::Centred
        } else {
            CubeOwner::Player(player(n[1]))
        },
        on_roll: player(n[2]),
        crawford: n[3] == 1,
        game_state: GameState::from_code(n[4] as u8).unwrap(),
        turn: player(n[5]),
        double_offered: n[6] == 1,
        resignation: Resignation::from_code(n[7] as u8).unwrap(),
        dice,
        match_length: n[10] as u16,
        score: [n[11] as u16, n[12] as u16],
        jacoby: n[13] == 1,
    }
}

fn money() -> MatchIdFields {
    decode("cAkAAAAAAAAE").unwrap()
}

#[test]
fn every_field_encodes_as_gnubg_writes_it() {
    for line in GNUBG_MIDS.lines() {
        let parts: Vec<&str> = line.split('|').collect();
        let fields = fixture_fields(parts[1]);
        assert_eq!(encode(&fields).as_deref(), Ok(parts[2]), "{line}");
        assert_eq!(decode(parts[2]), Ok(fields), "{line}");
    }
}

#[test]
fn ids_gnubg_shows_after_set_matchid_decode() {
    for line in GNUBG_MIDS.lines() {
        let echo = line.rsplit('|').next().unwrap();
        if echo != "NOPOS" {
            assert!(decode(echo).is_ok(), "{line}");
        }
    }
}

#[test]
fn manual_example_is_a_9_point_match_at_2_4_with_player_1_on_roll_with_5_2() {
    // The gnubg manual's ID, from before bit 66 existed: "Jacoby" in a match.
    let f = decode("QYkqASAAIAAA").unwrap();
    assert_eq!((f.match_length, f.score, f.cube_value), (9, [2, 4], 2));
    assert_eq!(f.cube_owner, CubeOwner::Player(Player::Zero));
    assert_eq!(
        (f.on_roll, f.turn, f.dice),
        (Player::One, Player::One, Some([5, 2]))
    );
    assert!(f.jacoby);
    assert_eq!(encode(&f).as_deref(), Ok("QYkqASAAIAAA"));
    // gnubg 1.07 writes the same position with bit 66 set.
    let gnubg = MatchIdFields { jacoby: false, ..f };
    assert_eq!(encode(&gnubg).as_deref(), Ok("QYkqASAAIAAE"));
}

#[test]
fn bit_66_is_set_when_jacoby_is_off() {
    assert!(!decode("cAkAAAAAAAAE").unwrap().jacoby);
    assert!(decode("cAkAAAAAAAAA").unwrap().jacoby);
}

#[test]
fn dice_keep_the_id_order_and_gnubg_writes_the_higher_first() {
    let low_first = MatchIdFields {
        dice: Some([2, 5]),
        ..money()
    };
    let id = encode(&low_first).unwrap();
    assert_eq!(decode(&id).unwrap().dice, Some([2, 5]));
    assert_eq!(decode(&id).unwrap().dice_high_first(), Some([5, 2]));
    let gnubg = MatchIdFields {
        dice: Some([5, 2]),
        ..money()
    };
    assert_eq!(encode(&gnubg).as_deref(), Ok("cIkKAAAAAAAE"));
    assert_ne!(id, "cIkKAAAAAAAE");
}

/// Hand-made IDs, what gnubg's `set matchid` turns them into, and our verdict.
#[test]
fn ids_gnubg_mangles_or_refuses_are_errors() {
    use MatchIdError::*;
    let cases: [(&str, &str, Result<(), MatchIdError>); 15] = [
        ("QYkqASAAIAAA", "QYkqASAAIAAA", Ok(())),
        (
            "cAkAAAAAAAA/",
            "cAkAAAAAAAAH",
            Err(UnusedBitsSet { bits: 7 }),
        ),
        (
            "YAkAAAAAAAAE",
            "cAkAAAAAAAAE",
            Err(CubeOwnerInvalid { bits: 2 }),
        ),
        (
            "fQkAAAAAAAAE",
            "cAkAAAAAAAAE",
            Err(CubeOutOfRange { log2: 13 }),
        ),
        (
            "cA0AAAAAAAAE",
            "cA0AAAAAAAAE",
            Err(GameStateInvalid { code: 5 }),
        ),
        (
            "cIkBAAAAAAAE",
            "cAkAAAAAAAAE",
            Err(OneDieMissing { dice: [3, 0] }),
        ),
        ("cIkHAAAAAAAE", "REJECT", Err(DieOutOfRange { die: 7 })),
        ("cAkgCAAAAAAE", "REJECT", Err(MatchTooLong { length: 65 })),
        ("8AkAAAAAAAAE", "REJECT", Err(CrawfordInMoneyPlay)),
        (
            "8AngAFAAEAAE",
            "cAngAFAAEAAE",
            Err(CrawfordWithoutMatchPoint {
                score: [5, 2],
                match_length: 7,
            }),
        ),
        (
            "8QngAGAAEAAE",
            "8AngAGAAEAAE",
            Err(CubeTurnedInCrawfordGame { value: 2 }),
        ),
        // gnubg wrote these two at the end of a match (1-0 in 1, 5-1 in 3);
        // it refuses to read the second back, but it is a real finished state.
        ("cKMmABAAAAAE", "cCMgABAAAAAE", Ok(())),
        ("cGNgAFAACAAE", "REJECT", Ok(())),
        ("cAngAHAAGAAE", "cAngAHAAGAAE", Ok(())),
        // Dice 2-5 lower first: gnubg reads them and writes 5-2.
        ("cAkVAAAAAAAE", "cIkKAAAAAAAE", Ok(())),
    ];
    for (id, gnubg_echo, verdict) in cases {
        assert_eq!(
            decode(id).map(|_| ()),
            verdict,
            "{id} (gnubg: {gnubg_echo})"
        );
        if gnubg_echo != "REJECT" {
            assert!(
                decode(gnubg_echo).is_ok() || verdict.is_err(),
                "{gnubg_echo}"
            );
        }
    }
}

#[test]
fn score_equal_to_the_match_length_is_accepted_but_not_beyond() {
    let f = MatchIdFields {
        match_length: 7,
        score: [7, 3],
        ..money()
    };
    assert_eq!(encode(&f).as_deref(), Ok("cAngAHAAGAAE"));
    let over = MatchIdFields {
        score: [3, 8],
        game_state: GameState::Playing,
        ..f
    };
    let finished = MatchIdFields {
        game_state: GameState::Over,
        ..over
    };
    assert!(
        encode(&finished).is_ok(),
        "a finished match may be past its length"
    );
    assert_eq!(
        encode(&over),
        Err(MatchIdError::ScoreBeyondMatch {
            player: Player::One,
            score: 8,
            match_length: 7
        })
    );
}

#[test]
fn crawford_needs_a_player_one_point_from_winning_and_no_cube() {
    let crawford = MatchIdFields {
        crawford: true,
        match_length: 7,
        score: [2, 6],
        ..money()
    };
    assert!(encode(&crawford).is_ok());
    let one_point = MatchIdFields {
        match_length: 1,
        score: [0, 0],
        ..crawford
    };
    assert!(matches!(
        encode(&one_point),
        Err(MatchIdError::CrawfordWithoutMatchPoint { .. })
    ));
    let cube = MatchIdFields {
        cube_value: 2,
        ..crawford
    };
    assert_eq!(
        encode(&cube),
        Err(MatchIdError::CubeTurnedInCrawfordGame { value: 2 })
    );
    let money_crawford = MatchIdFields {
        crawford: true,
        ..money()
    };
    assert_eq!(
        encode(&money_crawford),
        Err(MatchIdError::CrawfordInMoneyPlay)
    );
}

#[test]
fn impossible_fields_are_not_encoded() {
    use MatchIdError::*;
    for (cube_value, error) in [(0, 0), (3, 3), (8192, 8192), (u32::MAX, u32::MAX)] {
        let f = MatchIdFields {
            cube_value,
            ..money()
        };
        assert_eq!(encode(&f), Err(CubeValueInvalid { value: error }));
    }
    for dice in [[0, 3], [7, 1], [6, 0]] {
        let f = MatchIdFields {
            dice: Some(dice),
            ..money()
        };
        assert!(matches!(encode(&f), Err(DieOutOfRange { .. })), "{dice:?}");
    }
    let long = MatchIdFields {
        match_length: 65,
        ..money()
    };
    assert_eq!(encode(&long), Err(MatchTooLong { length: 65 }));
    let rich = MatchIdFields {
        score: [0, 40_000],
        ..money()
    };
    assert_eq!(
        encode(&rich),
        Err(ScoreTooLarge {
            player: Player::One,
            score: 40_000
        })
    );
}

#[test]
fn wrong_lengths_are_reported_in_characters() {
    assert_eq!(decode(""), Err(MatchIdError::WrongLength { length: 0 }));
    assert_eq!(
        decode("cAkAAAAAAAA"),
        Err(MatchIdError::WrongLength { length: 11 })
    );
    assert_eq!(
        decode("cAkAAAAAAAAEA"),
        Err(MatchIdError::WrongLength { length: 13 })
    );
    assert_eq!(
        decode("cAkAAAAAAAAé"),
        Err(MatchIdError::InvalidCharacter {
            character: 'é',
            position: 11
        })
    );
}

#[test]
fn url_safe_and_padding_characters_are_refused() {
    for (id, character, position) in [
        ("cAk-AAAAAAAE", '-', 3),
        ("cAkAAAAAAA_E", '_', 10),
        ("cAkAAAAAAA==", '=', 10),
    ] {
        assert_eq!(
            decode(id),
            Err(MatchIdError::InvalidCharacter {
                character,
                position
            })
        );
    }
}

#[test]
fn every_error_reads_as_one_sentence() {
    let errors = [
        decode("").unwrap_err(),
        decode("cAk-AAAAAAAE").unwrap_err(),
        decode("cAkAAAAAAAA/").unwrap_err(),
        decode("fQkAAAAAAAAE").unwrap_err(),
        decode("YAkAAAAAAAAE").unwrap_err(),
        decode("cA0AAAAAAAAE").unwrap_err(),
        decode("cIkHAAAAAAAE").unwrap_err(),
        decode("cIkBAAAAAAAE").unwrap_err(),
        decode("cAkgCAAAAAAE").unwrap_err(),
        decode("8AkAAAAAAAAE").unwrap_err(),
        decode("8AngAFAAEAAE").unwrap_err(),
        decode("8QngAGAAEAAE").unwrap_err(),
        MatchIdError::ScoreBeyondMatch {
            player: Player::Zero,
            score: 5,
            match_length: 3,
        },
        MatchIdError::CubeValueInvalid { value: 3 },
        MatchIdError::ScoreTooLarge {
            player: Player::One,
            score: 40_000,
        },
    ];
    for e in errors {
        let text = e.to_string();
        assert!(
            !text.is_empty() && !text.ends_with('.') && !text.contains(". "),
            "{text}"
        );
    }
}

#[test]
fn players_alternate() {
    assert_eq!(Player::Zero.other(), Player::One);
    assert_eq!(Player::One.other().index(), 0);
    assert_eq!(Player::ALL.map(Player::index), [0, 1]);
}

fn any_player() -> impl Strategy<Value = Player> {
    prop_oneof![Just(Player::Zero), Just(Player::One)]
}

prop_compose! {
    /// Valid fields: every field's whole range, then repaired to pass `validate`.
    fn valid_fields()(
        log2 in 0u32..=12, owner in 0u8..3, on_roll in any_player(), crawford in any::<bool>(),
        gs in 0u8..5, turn in any_player(), double_offered in any::<bool>(), resign in 0u8..4,
        dice in proptest::option::of([1u8..=6, 1u8..=6]), match_length in prop_oneof![Just(0u16), 1u16..=64],
        s0 in 0u16..=MAX_SCORE, s1 in 0u16..=MAX_SCORE, jacoby in any::<bool>(),
    ) -> MatchIdFields {
        let score = if match_length == 0 { [s0, s1] } else { [s0 % (match_length + 1), s1 % (match_length + 1)] };
        let crawford = crawford && match_length > 1 && score.contains(&(match_length - 1));
        MatchIdFields {
            cube_value: if crawford { 1 } else { 1 << log2 },
            cube_owner: match owner { 0 => CubeOwner::Centred, 1 => CubeOwner::Player(Player::Zero), _ => CubeOwner::Player(Player::One) },
            on_roll, crawford, game_state: GameState::from_code(gs).unwrap(), turn, double_offered,
            resignation: Resignation::from_code(resign).unwrap(), dice, match_length, score, jacoby,
        }
    }
}

proptest! {
    #[test]
    fn decode_never_panics_on_any_string(s in ".{0,40}") {
        let _ = decode(&s);
    }

    #[test]
    fn decode_never_panics_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..40)) {
        let _ = decode(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn every_accepted_id_encodes_back_to_itself(fields in valid_fields(), bit in 0usize..72) {
        // A valid ID with one bit flipped: often still valid, sometimes not.
        let mut bytes: [u8; 9] = base64_id::decode(&encode(&fields).unwrap(), MATCH_ID_LEN).unwrap();
        bytes[bit / 8] ^= 1 << (bit % 8);
        let id = base64_id::encode(&bytes);
        if let Ok(decoded) = decode(&id) {
            prop_assert_eq!(encode(&decoded), Ok(id));
        }
    }

    #[test]
    fn every_valid_field_set_decodes_back_to_itself(fields in valid_fields()) {
        let id = encode(&fields).unwrap();
        prop_assert_eq!(id.len(), MATCH_ID_LEN);
        prop_assert_eq!(decode(&id), Ok(fields));
    }
}
