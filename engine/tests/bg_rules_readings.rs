//! The "in front of / ahead of / behind / home" readings of the rule sets
//! without a block rule, each along the route it belongs to (the readings
//! are listed in each rule file's docs; the block rules of long nardy and
//! Fevga have their own tests, `bg_rules_blocks`).

mod bg_common;

use bg_common::{facing_position, plays, position, set};
use tables::backgammon::result::result;
use tables::backgammon::{GameResult, Route, Variant, VariantOptions};

#[test]
fn portes_starting_quarter_is_the_losers_own_19_to_24() {
    let rules = Variant::Portes.rules_with(&VariantOptions {
        portes_double_if_none_off: false,
        ..VariantOptions::default()
    });
    // The winner has borne off all; a loser's checker on his own 19 (the
    // winner's 6) is in his starting quarter: double.
    let won = position(Route::Opposite, &[], &[(19, 1), (6, 14)], [0, 0]);
    assert_eq!(result(&rules, &won), Some(GameResult::Gammon));
    // On his own 18 (the winner's 7) it is not: single.
    let won = position(Route::Opposite, &[], &[(18, 1), (6, 14)], [0, 0]);
    assert_eq!(result(&rules, &won), Some(GameResult::Single));
}

#[test]
fn russian_one_track_the_opponents_point_is_the_movers() {
    // His blot on his 20 is on my 20: 24/20 hits it.
    let p = position(
        Route::Parallel(0),
        &[(24, 1), (1, 14)],
        &[(20, 1), (2, 14)],
        [0, 0],
    );
    let got = plays(Variant::Russian.rules(), &p, 4, 1);
    assert!(got.iter().any(|n| n.starts_with("24/20*")), "{got:?}");
}

#[test]
fn jacquets_courier_must_reach_the_movers_own_home_board() {
    // The courier on my 9: 2-1 cannot bring it home (to my 6) but by both
    // dice, so no second checker leaves the start.
    let rules = Variant::Jacquet.rules();
    let p = facing_position(&[(24, 14), (9, 1)], &[(24, 15)]);
    assert_eq!(plays(rules, &p, 2, 1), set(&["9/6"]));
    // On my 8 the 2 brings it to my 6, and the 1 may then leave the start.
    let p = facing_position(&[(24, 14), (8, 1)], &[(24, 15)]);
    assert_eq!(plays(rules, &p, 2, 1), set(&["24/23 8/6", "8/5"]));
}

#[test]
fn dutch_home_board_is_the_hitters_own_1_to_6() {
    // His blot on my 10 (his 15); my 13 reaches it with a 3.
    let rules = Variant::Dutch.rules();
    let theirs = [(15, 1), (2, 14)];
    // My checker on my 19 (his home board) does not count.
    let away = position(Route::Opposite, &[(19, 1), (13, 14)], &theirs, [0, 0]);
    assert!(plays(rules, &away, 3, 1).iter().all(|n| !n.contains('*')));
    // On my 6 it does.
    let home = position(Route::Opposite, &[(6, 1), (13, 14)], &theirs, [0, 0]);
    assert!(plays(rules, &home, 3, 1)
        .iter()
        .any(|n| n.contains("13/10*")));
}
