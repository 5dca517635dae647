//! Property tests of the XGID codec: no panics, and round trips.

use super::*;
use proptest::prelude::*;

prop_compose! {
    /// A random valid position: 15 checkers a side spread over the points, the
    /// bar and off; a top checker landing on a bottom point goes off.
    fn any_position()(
        bottom in proptest::collection::vec(0usize..27, 15),
        top in proptest::collection::vec(0usize..27, 15),
    ) -> XgidPosition {
        let mut p = XgidPosition { top: [0; 25], bottom: [0; 25] };
        for slot in bottom.into_iter().filter(|&s| s < 25) {
            p.bottom[slot] += 1;
        }
        for slot in top.into_iter().filter(|&s| s < 25) {
            if slot == 24 || p.bottom[23 - slot] == 0 {
                p.top[slot] += 1;
            }
        }
        p
    }
}

prop_compose! {
    fn any_xgid()(
        position in any_position(), cube_log2 in 0u8..=12, owner in 0u8..3, top in any::<bool>(),
        dice in 0u8..3, d in [1u8..=6, 1u8..=6], match_length in prop_oneof![Just(0u16), 1u16..=64],
        sb in 0u16..=match_id::MAX_SCORE, st in 0u16..=match_id::MAX_SCORE, rules in 0u8..4, max_cube in any::<u8>(),
    ) -> Xgid {
        let score = |s: u16| if match_length > 0 { s % match_length } else { s };
        Xgid {
            position, cube_log2,
            cube_owner: [XgidCubeOwner::Top, XgidCubeOwner::Centred, XgidCubeOwner::Bottom][owner as usize],
            turn: if top { XgidSide::Top } else { XgidSide::Bottom },
            dice: [XgidDice::NotRolled, XgidDice::DoubleOffered, XgidDice::Rolled(d)][dice as usize],
            score_bottom: score(sb), score_top: score(st),
            crawford_jacoby: if match_length > 0 { rules % 2 } else { rules },
            match_length, max_cube_log2: max_cube,
        }
    }
}

proptest! {
    #[test]
    fn parse_never_panics_on_any_string(s in ".{0,80}") {
        let _ = parse(&s);
    }

    #[test]
    fn parse_never_panics_on_xgid_like_strings(s in "(XGID=)?[-A-Qa-q=é]{20,30}(:[-0-9D ]{0,4}){0,11}") {
        let _ = parse(&s);
    }

    #[test]
    fn parse_never_panics_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..80)) {
        let _ = parse(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn every_valid_xgid_formats_and_parses_back(x in any_xgid()) {
        prop_assume!(x.validate().is_ok());
        let text = format(&x).unwrap();
        prop_assert_eq!(parse(&text), Ok(x));
    }

    #[test]
    fn what_gnubg_shows_survives_from_gnubg_format_parse_to_gnubg(x in any_xgid()) {
        prop_assume!(x.validate().is_ok());
        let shown = to_gnubg(&x).unwrap();
        let text = format(&from_gnubg(&shown.0, &shown.1).unwrap()).unwrap();
        let again = to_gnubg(&parse(&text).unwrap()).unwrap();
        prop_assert_eq!(again, shown);
    }
}
