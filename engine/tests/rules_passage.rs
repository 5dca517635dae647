//! §3.6 of the digest: passage to the jeu de retour, decided per quarter by
//! whether the opponent can still fill it (the digest's convention), and the
//! literal reading as an option.

mod common;

use common::*;
use tables::trictrac::passage::{can_still_fill, forbidden_stops};
use tables::trictrac::{tt, Options, PassageRule, Quarter, Side::*};

fn literal() -> Options {
    Options {
        passage: PassageRule::Literal,
        ..Options::default()
    }
}

#[test]
fn opponent_can_still_fill_with_two_checkers_per_field_on_or_behind_it() {
    // start: fifteen on the talon cover both of black's quarters
    let b = tt!(w 1:15; b 1:15);
    assert!(can_still_fill(&b, Black, Quarter::Q1));
    assert!(can_still_fill(&b, Black, Quarter::Q2));
    // eleven behind: the sixth field would need twelve
    let b = tt!(w 1:15; b 1:11 19:4);
    assert!(!can_still_fill(&b, Black, Quarter::Q1));
    assert!(!can_still_fill(&b, Black, Quarter::Q2));
    // exactly twelve behind is enough
    let b = tt!(w 1:15; b 1:12 19:3);
    assert!(can_still_fill(&b, Black, Quarter::Q1));
    assert!(can_still_fill(&b, Black, Quarter::Q2));
    // nothing on or behind his first field: the petit jan is lost, but twelve
    // are behind every field of the grand jan
    let b = tt!(w 1:15; b 2:2 3:2 4:2 5:2 6:2 7:2 19:3);
    assert!(!can_still_fill(&b, Black, Quarter::Q1));
    assert!(can_still_fill(&b, Black, Quarter::Q2));
    // a single checker on his 2 is covered by the surplus on his talon
    let b = tt!(w 1:15; b 1:3 2:1 3:2 4:2 5:2 6:2 19:3);
    assert!(can_still_fill(&b, Black, Quarter::Q1));
    let b = tt!(w 1:15; b 1:1 2:3 3:2 4:2 5:2 6:2 19:3);
    assert!(!can_still_fill(&b, Black, Quarter::Q1));
    // checkers already past the quarter do not count
    let b = tt!(w 1:15; b 1:6 14:9);
    assert!(!can_still_fill(&b, Black, Quarter::Q1));
}

#[test]
fn a_checker_of_mine_in_his_quarter_means_he_cannot_fill_it() {
    // white's 14 is black's 11 (his grand-jan quarter)
    let b = tt!(w 1:14 14:1; b 1:15);
    assert!(can_still_fill(&b, Black, Quarter::Q1));
    assert!(!can_still_fill(&b, Black, Quarter::Q2));
    // white's 20 is black's 5 (his petit-jan quarter)
    let b = tt!(w 1:14 20:1; b 1:15);
    assert!(!can_still_fill(&b, Black, Quarter::Q1));
    assert!(can_still_fill(&b, Black, Quarter::Q2));
}

#[test]
fn forbidden_stops_follow_the_two_quarters() {
    let q3 = Quarter::Q3.mask();
    let q4 = Quarter::Q4.mask();
    let corner = 1u32 << 13;
    let both = tt!(w 1:15; b 1:15);
    assert_eq!(
        forbidden_stops(&both, White, PassageRule::PerQuarter),
        q3 | q4
    );
    let grand_only = tt!(w 1:14 20:1; b 1:15);
    assert_eq!(
        forbidden_stops(&grand_only, White, PassageRule::PerQuarter),
        q3
    );
    let petit_only = tt!(w 1:14 15:1; b 1:14 2:1);
    assert_eq!(
        forbidden_stops(&petit_only, White, PassageRule::PerQuarter),
        q4 | corner
    );
    assert_eq!(
        forbidden_stops(&petit_only, White, PassageRule::Literal),
        q3 | q4
    );
    let neither = tt!(w 1:15; b 19:15);
    assert_eq!(
        forbidden_stops(&neither, White, PassageRule::PerQuarter),
        corner
    );
}

#[test]
fn no_checker_moves_to_the_return_game_while_opponent_can_make_his_petit_jan() {
    let b = tt!(w 1:13 11:2; b 1:15);
    // 11→17, 11→16 and 11→22 are all refused
    assert_turns(&b, White, r(6, 5), &[&[(1, 7), (1, 6)]]);
    assert_turns_opts(&b, White, r(6, 5), literal(), &[&[(1, 7), (1, 6)]]);
}

#[test]
fn no_checker_stops_in_third_quarter_while_opponent_can_fill_his_grand_jan() {
    // white's checker on 20 stands in black's petit-jan quarter: black can no
    // longer make his petit jan, but he can still make his grand jan
    let b = tt!(w 1:12 11:2 20:1; b 1:15);
    // 11→17 and 11→16 stop in the third quarter: refused; 11→22 passes over it
    assert_turns(&b, White, r(6, 5), &[&[(1, 7), (1, 6)], &[(11, 22)]]);
    assert_turns_opts(
        &b,
        White,
        r(6, 5),
        literal(),
        &[&[(1, 7), (1, 6)], &[(11, 22)]],
    );
}

#[test]
fn passing_over_the_third_quarter_into_the_fourth_is_allowed() {
    let b = tt!(w 1:12 10:1 11:1 20:1; b 1:15);
    // 6-6: 10→16→22 and 11→17→23 have their intermediate in the third quarter
    assert_turns(
        &b,
        White,
        r(6, 6),
        &[&[(1, 7), (1, 7)], &[(10, 22)], &[(11, 23)]],
    );
}

#[test]
fn per_quarter_the_fourth_quarter_stays_closed_while_his_petit_jan_can_be_made() {
    // white's 15 stands in black's grand-jan quarter (his 10): the third
    // quarter is open; black's fifteen behind his petit jan keep it fillable:
    // white may stop in 14..18 but not in 19..24
    let b = tt!(w 1:12 11:2 15:1; b 1:14 2:1);
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[
            &[(1, 7), (1, 6)],
            &[(1, 7), (11, 16)],
            &[(1, 6), (11, 17)],
            &[(11, 17), (11, 16)],
        ],
    );
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn literal_passage_closes_the_whole_return_game_while_his_petit_jan_can_be_made() {
    let b = tt!(w 1:12 11:2 15:1; b 1:14 2:1);
    assert_turns_opts(&b, White, r(6, 5), literal(), &[&[(1, 7), (1, 6)]]);
}

#[test]
fn when_he_can_make_neither_jan_any_free_field_but_his_corner_is_open() {
    // black's fifteen are far advanced: nothing of his can be filled
    let b = tt!(w 1:13 11:2; b 19:15);
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[&[(1, 7), (11, 16)], &[(11, 17), (11, 16)], &[(11, 22)]],
    );
}
