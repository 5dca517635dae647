//! Tests of the XGID codec against GNU Backgammon 1.07's `set xgid`.

use super::super::match_id::{decode, encode, CubeOwner, MatchIdError, MatchIdFields};
use super::*;
use base64::engine::general_purpose::STANDARD;
use base64::Engine as _;

/// Output of `tests/fixtures/gnubg/xgid_matchid_probe.py` (gnubg 1.07.001):
/// `XGID|xgid|Position ID|gnubg.board() (not on roll, then on roll)|Match ID|
/// Match ID when gnubg swaps the players`, after `set confirm default no` and
/// `set xgid xgid`; `REJECT` when gnubg refused it, `POSREJECT` when it kept its
/// previous board.
const GNUBG_XGIDS: &str = "\
XGID|XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|cAkAAAAAAAAE|cAkAAAAAAAAE
XGID|XGID=-b----E-C---eE---c-e----B-:0:0:-1:00:0:0:0:0:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|MAEAAAAAAAAE|cAkAAAAAAAAE
XGID|XGID=-b----E-C---eE---c-e----B-:1:1:1:52:2:4:0:9:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|UYkqAUAAEAAE|UYkqAUAAEAAE
XGID|XGID=-b----E-C---eE---c-e----B-:1:-1:-1:25:2:4:0:9:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|AYEqAUAAEAAE|UYkqASAAIAAE
XGID|XGID=-b----E-C---eE---c-e----B-:1:-1:-1:D:2:4:0:9:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|AQEgAUAAEAAE|UQkgASAAIAAE
XGID|XGID=-b----E-C---eE---c-e----B-:2:1:1:D:0:0:2:0:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|UgkAAAAAAAAE|UgkAAAAAAAAE
XGID|XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10|4Dl4ADbgOXgANg|0,0,0,0,0,4,0,3,0,0,0,0,4,0,0,0,0,0,0,0,0,0,2,2,0,0,0,0,0,0,4,0,3,0,0,0,0,4,0,0,0,0,0,0,0,0,0,2,2,0|cAkAAAAAAAAE|cAkAAAAAAAAE
XGID|XGID=-a-BaBC-A---eD--bdBa-a----:0:0:-1:31:6:2:1:7:10|zE7wYAAkb/gAEQ|0,0,2,0,2,3,0,1,0,0,0,0,4,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,1,0,1,0,4,2,0,0,0,5,0,0,0,0,0,0,0,1,0,0,1,0|sIHlACAAMAAE|8InlAGAAEAAE
XGID|XGID=-a-BaBC-A---eD--bdBa-a----:0:0:1:64:2:6:1:7:10|SN7wASLMTvBgAA|0,0,0,1,0,1,0,4,2,0,0,0,5,0,0,0,0,0,0,0,1,0,0,1,0,0,0,2,0,2,3,0,1,0,0,0,0,4,0,0,0,0,2,0,0,0,0,0,0,0|8AnzAGAAEAAE|8AnzAGAAEAAE
XGID|XGID=-a-BaBC-A---eD--bdBa-a----:1:1:1:41:6:2:1:7:10|SN7wASLMTvBgAA|0,0,0,1,0,1,0,4,2,0,0,0,5,0,0,0,0,0,0,0,1,0,0,1,0,0,0,2,0,2,3,0,1,0,0,0,0,4,0,0,0,0,2,0,0,0,0,0,0,0|0AnmACAAMAAE|0AnmACAAMAAE
XGID|XGID=-a-BaBC-A---eD--bdBa-a----:2:-1:-1:33:5:6:0:7:10|zE7wYAAkb/gAEQ|0,0,2,0,2,3,0,1,0,0,0,0,4,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,1,0,1,0,4,2,0,0,0,5,0,0,0,0,0,0,0,1,0,0,1,0|AoHtAGAAKAAE|UontAFAAMAAE
XGID|XGID=aBBCB-B----A---a--bbbbcb-A:0:0:1:65:0:0:1:0:10|dttGAEDbzSAAEA|0,2,3,2,2,2,2,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,2,2,3,2,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1|cAkXAAAAAAAA|cAkXAAAAAAAA
XGID|XGID=aBBCB-B----A---a--bbbbcb-A:3:1:-1:66:3:5:3:0:10|280gAJDdthEAEA|2,2,3,2,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,2,3,2,2,2,2,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1|EwEbAFAAGAAA|QwkbADAAKAAA
XGID|XGID=aBBCB-B----A---a--bbbbcb-A:6:-1:1:00:0:0:0:0:8|dttGAEDbzSAAEA|0,2,3,2,2,2,2,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1,2,2,3,2,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1|RgkAAAAAAAAE|RgkAAAAAAAAE
XGID|XGID=aBBCB-B----A---a--bbbbcb-A:2:0:-1:12:0:0:2:0:10|280gAJDdthEAEA|2,2,3,2,0,2,0,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,1,0,2,3,2,2,2,2,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1|MgEFAAAAAAAE|cgkFAAAAAAAE
XGID|XGID=-BCDB------------------cb-:0:0:1:21:24:23:0:25:10|OwAAwO4NAAAAAA|2,3,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2,3,4,2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0|cAklA3ABwAAE|cAklA3ABwAAE
XGID|XGID=------------------dccbb-C-:4:1:-1:54:0:0:0:3:10|AACAw3b3AAAAAA|0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0,2,2,3,3,4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0|FIFyAAAAAAAE|RIlyAAAAAAAE
XGID|XGID=aBBBBBB-----Bb-----bbbbbb-:0:0:1:00:0:0:1:1:10|27aBAUDbtoEBAA|2,2,2,2,2,2,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,1,2,2,2,2,2,2,0,0,0,0,0,2,0,0,0,0,0,0,0,0,0,0,0,0,0|cAkgAAAAAAAE|cAkgAAAAAAAE
XGID|XGID=-b----E-C---eE---c-e----B-:12:-1:1:00:0:0:1:0:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|TAkAAAAAAAAA|TAkAAAAAAAAA
XGID|XGID=--------------------------:0:0:1:00:0:0:0:0:10|AAAAAAAAAAAAAA|0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0|cAkAAAAAAAAE|cAkAAAAAAAAE
XGID|xgid=-b----E-C---eE---c-e----B-:0:0:-1:44:0:0:0:0:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|MAESAAAAAAAE|cAkSAAAAAAAE
XGID|XGID=-b----E-C---eE---c-e----B-:0:0:1:43:0:0:0:5:10|4HPwATDgc/ABMA|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|cAmuAAAAAAAE|cAmuAAAAAAAE
XGID|XGID=aBBBBBB-----Bb-----bbbbbbA:0:0:1:00:0:0:0:0:10|POSREJECT|0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,1,0,0,0,0,0,0,5,0,3,0,0,0,0,5,0,0,0,0,0,0,0,0,0,0,2,0|cAkAAAAAAAAE|cAkAAAAAAAAE
XGID|XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0|REJECT
XGID|XGID=-b----E-C---eE---c-e----B-:0:0:1:00:5:0:0:5:10|REJECT
XGID|XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:2:7:10|REJECT
XGID|XGID=-b----E-C---eE---c-e----B-:13:0:1:00:0:0:0:0:10|REJECT";

/// gnubg's Position ID of a board: 50 unary counts, not on roll first.
fn position_id(board: &GnubgBoard) -> String {
    let mut bytes = [0u8; 10];
    let mut bit = 0;
    for &count in board.not_on_roll.iter().chain(&board.on_roll) {
        for _ in 0..count {
            bytes[bit / 8] |= 1 << (bit % 8);
            bit += 1;
        }
        bit += 1;
    }
    STANDARD.encode(bytes).trim_end_matches('=').to_string()
}

/// gnubg's `CommandSwapPlayers`, which it runs when it answers yes.
fn swap_players(f: &MatchIdFields) -> MatchIdFields {
    MatchIdFields {
        on_roll: f.on_roll.other(),
        turn: f.turn.other(),
        cube_owner: match f.cube_owner {
            CubeOwner::Player(p) => CubeOwner::Player(p.other()),
            CubeOwner::Centred => CubeOwner::Centred,
        },
        score: [f.score[1], f.score[0]],
        ..*f
    }
}

/// The accepted fixture lines: (xgid, posid, board, match id, swapped match id).
fn accepted() -> impl Iterator<
    Item = (
        &'static str,
        &'static str,
        GnubgBoard,
        &'static str,
        &'static str,
    ),
> {
    GNUBG_XGIDS.lines().filter_map(|line| {
        let p: Vec<&str> = line.split('|').collect();
        if p.len() < 6 || p[2] == "POSREJECT" {
            return None;
        }
        let n: Vec<u8> = p[3].split(',').map(|x| x.parse().unwrap()).collect();
        let mut board = GnubgBoard {
            not_on_roll: [0; 25],
            on_roll: [0; 25],
        };
        board.not_on_roll.copy_from_slice(&n[..25]);
        board.on_roll.copy_from_slice(&n[25..]);
        Some((p[1], p[2], board, p[4], p[5]))
    })
}

fn start() -> Xgid {
    parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10").unwrap()
}

#[test]
fn set_xgid_shows_these_boards_and_ids_in_gnubg() {
    assert!(accepted().count() >= 15);
    for (xgid, posid, board, matchid, _) in accepted() {
        let (our_board, fields) = to_gnubg(&parse(xgid).unwrap()).unwrap();
        assert_eq!(our_board, board, "{xgid}");
        assert_eq!(position_id(&our_board), posid, "{xgid}");
        assert_eq!(encode(&fields).as_deref(), Ok(matchid), "{xgid}");
    }
}

#[test]
fn without_confirm_default_no_gnubg_swaps_players_when_top_is_on_turn() {
    for (xgid, _, _, matchid, swapped) in accepted() {
        let (_, fields) = to_gnubg(&parse(xgid).unwrap()).unwrap();
        let shown = if fields.on_roll == Player::Zero {
            swap_players(&fields)
        } else {
            fields
        };
        assert_eq!(encode(&shown).as_deref(), Ok(swapped), "{xgid}");
        assert_eq!(matchid == swapped, fields.on_roll == Player::One, "{xgid}");
    }
}

#[test]
fn from_gnubg_gives_an_xgid_that_gnubg_sets_up_the_same() {
    for (xgid, _, board, matchid, _) in accepted() {
        let fields = decode(matchid).unwrap();
        let text = format(&from_gnubg(&board, &fields).unwrap()).unwrap();
        assert_eq!(
            to_gnubg(&parse(&text).unwrap()),
            Ok((board, fields)),
            "{xgid} -> {text}"
        );
    }
}

#[test]
fn canonical_xgids_format_back_to_themselves() {
    for (xgid, ..) in accepted().filter(|(x, ..)| x.starts_with(XGID_PREFIX)) {
        assert_eq!(format(&parse(xgid).unwrap()).as_deref(), Ok(xgid));
    }
}

#[test]
fn what_gnubg_refuses_is_an_error() {
    let refused: Vec<&str> = GNUBG_XGIDS
        .lines()
        .filter(|l| l.ends_with("|REJECT") || l.contains("|POSREJECT|"))
        .map(|l| l.split('|').nth(1).unwrap())
        .collect();
    let expected = [
        XgidError::BothOnBarAgainstClosedBoards,
        XgidError::PartCount { found: 9 },
        XgidError::ScoreNotBelowMatchLength {
            side: XgidSide::Bottom,
            score: 5,
            match_length: 5,
        },
        XgidError::RulesOutOfRange {
            value: 2,
            match_play: true,
        },
        XgidError::CubeOutOfRange { log2: 13 },
    ];
    assert_eq!(refused.len(), expected.len());
    for (xgid, error) in refused.into_iter().zip(expected) {
        assert_eq!(parse(xgid), Err(error), "{xgid}");
    }
}

#[test]
fn the_start_position_has_two_on_each_24_point_and_five_on_each_13() {
    assert_eq!(start().position, XgidPosition::START);
    assert_eq!(start().turn, XgidSide::Bottom);
    let nack = parse("XGID=-bb---D-C---dD---c-d---BB-:0:0:1:00:0:0:0:0:10").unwrap();
    assert_eq!(
        (
            nack.position.top[22],
            nack.position.top[23],
            nack.position.bottom[5]
        ),
        (2, 2, 4)
    );
}

#[test]
fn top_is_gnubg_player_0_and_bottom_player_1() {
    assert_eq!(XgidSide::Top.player(), Player::Zero);
    assert_eq!(XgidSide::of_player(Player::One), XgidSide::Bottom);
    // Bottom 2, top 4; bottom owns the cube; bottom on roll.
    let (_, f) =
        to_gnubg(&parse("-b----E-C---eE---c-e----B-:1:1:1:52:2:4:0:9:10").unwrap()).unwrap();
    assert_eq!(
        (f.score, f.cube_owner, f.on_roll),
        ([4, 2], CubeOwner::Player(Player::One), Player::One)
    );
}

#[test]
fn anything_up_to_the_last_equals_sign_is_ignored_like_gnubg() {
    let tail = "-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
    for text in [
        tail.to_string(),
        format!("xgid={tail}"),
        format!("foo=bar={tail}"),
        format!("  XGID={tail}\n"),
    ] {
        assert_eq!(parse(&text), Ok(start()), "{text}");
    }
}

#[test]
fn all_ten_parts_are_required() {
    assert_eq!(parse(""), Err(XgidError::PartCount { found: 1 }));
    assert_eq!(
        parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0"),
        Err(XgidError::PartCount { found: 9 })
    );
    let eleven = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10:0";
    assert_eq!(parse(eleven), Err(XgidError::PartCount { found: 11 }));
}

fn with_position(position: &str) -> Result<Xgid, XgidError> {
    parse(&format!("XGID={position}:0:0:1:00:0:0:0:0:10"))
}

#[test]
fn position_errors_name_the_character_and_the_side() {
    use XgidError::*;
    assert_eq!(
        with_position("-b----E-C---eE---c-e----B"),
        Err(PositionLength { length: 25 })
    );
    assert_eq!(
        with_position("-b----E-C---eE---c-e----B-é"),
        Err(PositionLength { length: 27 })
    );
    assert_eq!(
        with_position("-b----E-C---eE---c-e----Bé"),
        Err(PositionCharacter {
            character: 'é',
            position: 25
        })
    );
    assert_eq!(
        with_position("-b----E-C---eE---c-e----Q-"),
        Err(PositionCharacter {
            character: 'Q',
            position: 24
        })
    );
    // Index 0 is the top player's bar, index 25 the bottom player's.
    assert_eq!(
        with_position("Ab----E-C---eE---c-e----B-"),
        Err(PositionCharacter {
            character: 'A',
            position: 0
        })
    );
    assert_eq!(
        with_position("-b----E-C---eE---c-e----Ba"),
        Err(PositionCharacter {
            character: 'a',
            position: 25
        })
    );
    assert_eq!(
        with_position("-b----E-C---eE---c-e----C-"),
        Err(TooManyCheckers {
            side: XgidSide::Bottom,
            count: 16
        })
    );
    assert_eq!(
        with_position("ab----E-C---eE---c-e----B-"),
        Err(TooManyCheckers {
            side: XgidSide::Top,
            count: 16
        })
    );
    assert_eq!(
        with_position("-P------------------------"),
        Err(TooManyCheckers {
            side: XgidSide::Bottom,
            count: 16
        })
    );
}

#[test]
fn a_position_with_both_sides_on_a_point_is_not_written() {
    let mut x = start();
    x.position.top[0] = 1; // the top player's 1-point is the bottom player's 24-point
    x.position.top[5] = 4;
    assert_eq!(format(&x), Err(XgidError::BothSidesOnPoint { point: 24 }));
}

fn with_parts(parts: &str) -> Result<Xgid, XgidError> {
    parse(&format!("XGID=-b----E-C---eE---c-e----B-:{parts}"))
}

#[test]
fn numbers_are_plain_decimal_integers() {
    use XgidPart::*;
    for (parts, part) in [
        ("+1:0:1:00:0:0:0:0:10", CubeValue),
        (" 0:0:1:00:0:0:0:0:10", CubeValue),
        ("0::1:00:0:0:0:0:10", CubeOwner),
        ("0:0:1.0:00:0:0:0:0:10", Turn),
        ("0:0:1:00:x:0:0:0:10", ScoreBottom),
        ("0:0:1:00:0:99999999999999999999:0:0:10", ScoreTop),
        ("0:0:1:00:0:0:-:0:10", CrawfordJacoby),
        ("0:0:1:00:0:0:0:7p:10", MatchLength),
        ("0:0:1:00:0:0:0:0:", MaxCube),
    ] {
        assert_eq!(
            with_parts(parts),
            Err(XgidError::BadNumber { part }),
            "{parts}"
        );
    }
}

#[test]
fn out_of_range_parts_are_errors() {
    use XgidError::*;
    for (parts, error) in [
        ("13:0:1:00:0:0:0:0:10", CubeOutOfRange { log2: 13 }),
        ("-1:0:1:00:0:0:0:0:10", CubeOutOfRange { log2: -1 }),
        ("0:2:1:00:0:0:0:0:10", CubeOwnerOutOfRange { value: 2 }),
        ("0:0:0:00:0:0:0:0:10", TurnOutOfRange { value: 0 }),
        ("0:0:1:0:0:0:0:0:10", DiceLength { length: 1 }),
        ("0:0:1:000:0:0:0:0:10", DiceLength { length: 3 }),
        ("0:0:1:07:0:0:0:0:10", DieOutOfRange { die: 0 }),
        ("0:0:1:70:0:0:0:0:10", DieOutOfRange { die: 7 }),
        ("0:0:1:5x:0:0:0:0:10", DiceCharacter { character: 'x' }),
        ("0:0:1:D5:0:0:0:0:10", DiceCharacter { character: 'D' }),
        (
            "0:0:1:00:7:0:0:7:10",
            ScoreNotBelowMatchLength {
                side: XgidSide::Bottom,
                score: 7,
                match_length: 7,
            },
        ),
        (
            "0:0:1:00:0:-1:0:7:10",
            ScoreOutOfRange {
                side: XgidSide::Top,
                score: -1,
            },
        ),
        (
            "0:0:1:00:0:0:2:7:10",
            RulesOutOfRange {
                value: 2,
                match_play: true,
            },
        ),
        (
            "0:0:1:00:0:0:4:0:10",
            RulesOutOfRange {
                value: 4,
                match_play: false,
            },
        ),
        ("0:0:1:00:0:0:0:65:10", MatchLengthOutOfRange { length: 65 }),
        ("0:0:1:00:0:0:0:-3:10", MatchLengthOutOfRange { length: -3 }),
        ("0:0:1:00:0:0:0:0:256", MaxCubeOutOfRange { log2: 256 }),
    ] {
        assert_eq!(with_parts(parts), Err(error), "{parts}");
    }
}

#[test]
fn a_double_offered_is_kept_but_gnubg_withdraws_it() {
    let x = with_parts("1:-1:-1:D:2:4:0:9:10").unwrap();
    assert_eq!(x.dice, XgidDice::DoubleOffered);
    let (_, f) = to_gnubg(&x).unwrap();
    assert_eq!(
        (f.double_offered, f.on_roll, f.turn, f.dice),
        (false, Player::Zero, Player::Zero, None)
    );
    let mut offered = f;
    offered.double_offered = true;
    offered.turn = Player::One;
    let (board, _) = to_gnubg(&x).unwrap();
    assert_eq!(
        from_gnubg(&board, &offered).unwrap().dice,
        XgidDice::DoubleOffered
    );
}

#[test]
fn crawford_jacoby_and_beavers_depend_on_match_or_money() {
    let money = with_parts("0:0:1:00:0:0:3:0:10").unwrap();
    assert!(money.jacoby() && money.beavers() && !money.crawford());
    let crawford = with_parts("0:0:1:00:6:0:1:7:10").unwrap();
    assert!(crawford.crawford() && !crawford.jacoby() && !crawford.beavers());
    assert!(to_gnubg(&crawford).unwrap().1.crawford);
    // No player one point from winning, or a 1-point match: gnubg drops the flag.
    assert!(
        !to_gnubg(&with_parts("0:0:1:00:5:0:1:7:10").unwrap())
            .unwrap()
            .1
            .crawford
    );
    assert!(
        !to_gnubg(&with_parts("0:0:1:00:0:0:1:1:10").unwrap())
            .unwrap()
            .1
            .crawford
    );
}

#[test]
fn the_cube_is_one_in_the_crawford_game_but_keeps_its_owner() {
    let (_, f) = to_gnubg(&with_parts("1:1:1:41:6:2:1:7:10").unwrap()).unwrap();
    assert_eq!(
        (f.cube_value, f.cube_owner),
        (1, CubeOwner::Player(Player::One))
    );
}

#[test]
fn every_error_reads_as_one_sentence() {
    let errors = [
        parse("").unwrap_err(),
        with_position("-").unwrap_err(),
        with_position("-b----E-C---eE---c-e----Q-").unwrap_err(),
        with_position("-b----E-C---eE---c-e----C-").unwrap_err(),
        with_position("aBBBBBB-----Bb-----bbbbbbA").unwrap_err(),
        with_parts("x:0:1:00:0:0:0:0:10").unwrap_err(),
        with_parts("13:0:1:00:0:0:0:0:10").unwrap_err(),
        with_parts("0:2:1:00:0:0:0:0:10").unwrap_err(),
        with_parts("0:0:2:00:0:0:0:0:10").unwrap_err(),
        with_parts("0:0:1:0:0:0:0:0:10").unwrap_err(),
        with_parts("0:0:1:07:0:0:0:0:10").unwrap_err(),
        with_parts("0:0:1:0x:0:0:0:0:10").unwrap_err(),
        with_parts("0:0:1:00:9:0:0:7:10").unwrap_err(),
        with_parts("0:0:1:00:0:0:5:0:10").unwrap_err(),
        with_parts("0:0:1:00:0:0:0:99:10").unwrap_err(),
        with_parts("0:0:1:00:0:0:0:0:999").unwrap_err(),
        XgidError::BothSidesOnPoint { point: 3 },
        XgidError::MatchId(MatchIdError::CrawfordInMoneyPlay),
    ];
    for e in errors {
        let text = e.to_string();
        assert!(
            !text.is_empty() && !text.ends_with('.') && !text.contains(". "),
            "{text}"
        );
    }
}
