//! Fevga: one named test per special rule, a position, a roll and the exact
//! plays (points from the mover's side; the opponent's start is the mover's
//! 12, his starting quarter the mover's 12 to 7).

mod bg_common;

use bg_common::{facing_position as pos, legal, plays, set};
use std::collections::BTreeSet;

use tables::backgammon::result::result;
use tables::backgammon::{
    CubeAction, CubeRefusal, Game, GameError, GameResult, Options, Phase, Play, Roll, RuleSet,
    Variant, VariantOptions,
};

fn fevga(pass_start: bool) -> RuleSet {
    let o = VariantOptions {
        fevga_pass_start: pass_start,
        ..VariantOptions::default()
    };
    Variant::Fevga.rules_with(&o)
}

#[test]
fn fevga_starts_with_fifteen_on_each_start_and_moves_one_checker_first() {
    let start = Variant::Fevga.rules().start();
    assert_eq!(Variant::parse("fevga"), Some(Variant::Fevga));
    assert_eq!((start.mine(24), start.theirs(12)), (15, 15));
    // One checker goes on; a second may not leave the start before it is past
    // the opponent's start (my 12), which is closed.
    assert_eq!(plays(&fevga(true), &start, 6, 5), set(&["24/13"]));
    assert_eq!(plays(&fevga(true), &start, 6, 6), set(&["24/18"]));
    assert_eq!(plays(&fevga(true), &start, 3, 1), set(&["24/20"]));
}

#[test]
fn once_the_first_checker_is_past_the_opponents_start_others_may_leave() {
    // My first checker on 16: 16/11 gets it past my 12, then 24/21 may follow
    // in the same turn; 16/13 does not, so 24/19 may not.
    let p = pos(&[(24, 14), (16, 1)], &[(24, 15)]);
    assert_eq!(plays(&fevga(true), &p, 5, 3), set(&["16/8", "24/21 16/11"]));
}

#[test]
fn a_doublet_may_move_others_from_the_start_after_the_first_is_past() {
    // 3-3: 14/11 first (past my 12), then head checkers too: the steps come
    // in an order the non-increasing search of backgammon would not try.
    let p = pos(&[(24, 14), (14, 1)], &[(24, 15)]);
    assert_eq!(
        plays(&fevga(true), &p, 3, 3),
        set(&[
            "14/2",
            "24/21 14/5",
            "24/18 14/8",
            "24/21(2) 14/8",
            "24/15 14/11",
            "24/21 24/18 14/11",
            "24/21(3) 14/11",
        ])
    );
}

#[test]
fn with_the_option_off_reaching_the_opponents_starting_quarter_is_enough() {
    // The opponent has left his start (all on his 23, my 11): my first
    // checker may stop on my 12, his start point.
    let p = pos(&[(24, 14), (15, 1)], &[(23, 15)]);
    // Default: on 12 it is not past his start yet.
    assert_eq!(plays(&fevga(true), &p, 3, 2), set(&["15/10"]));
    // Option off: on 12 it is in his starting quarter.
    assert_eq!(
        plays(&fevga(false), &p, 3, 2),
        set(&["15/10", "24/22 15/12"])
    );
}

#[test]
fn no_six_point_block_in_front_of_all_the_opponents_checkers() {
    // As in long nardy: my 7 to 3 held, the opponent all behind (my 12 to 8).
    let mine = [(14, 5), (7, 2), (6, 2), (5, 2), (4, 2), (3, 2)];
    let p = pos(&mine, &[(24, 3), (23, 3), (22, 3), (21, 3), (20, 3)]);
    let allowed = set(&[
        "14/7",
        "14/13 7/1",
        "7/6 7/1",
        "7/1 6/5",
        "7/1 5/4",
        "7/1 4/3",
    ]);
    assert_eq!(plays(&fevga(true), &p, 6, 1), allowed);
    // A checker of his past it: 3/2 with 7/1 (holding 7 to 1) may be played.
    let p = pos(
        &mine,
        &[(24, 3), (23, 3), (22, 3), (21, 3), (20, 2), (8, 1)],
    );
    assert!(plays(&fevga(true), &p, 6, 1).contains("7/1 3/2"));
}

#[test]
fn never_all_six_points_of_the_opponents_starting_quarter() {
    // My 11 to 7 held and ten on 16; the opponent all in his home (my 13 to
    // 18), ahead of any block, so long nardy lets 16/12 make my 12 to 7.
    let p = pos(
        &[(16, 10), (11, 1), (10, 1), (9, 1), (8, 1), (7, 1)],
        &[(1, 4), (2, 4), (5, 4), (6, 3)],
    );
    let quarter = |play: &Play| (7..=12).all(|q| play.after().mine(q) > 0);
    let nardy = legal(Variant::LongNardy.rules(), &p, 4, 1);
    assert!(nardy.iter().any(quarter), "the test makes the block");
    let got = plays(&fevga(true), &p, 4, 1);
    let expected: BTreeSet<String> = nardy
        .iter()
        .filter(|p| !quarter(p))
        .map(|p| p.notation())
        .collect();
    assert_eq!(got, expected);
    assert!(nardy.iter().any(|p| p.notation() == "16/15 16/12"));
    assert!(!got.contains("16/15 16/12"), "{got:?}");
    assert!(got.contains("16/15 11/7"), "{got:?}");
}

#[test]
fn fevga_has_no_cube_and_its_opening_winner_rolls_again() {
    let mut g = Game::new(Variant::Fevga, Options::money()).unwrap();
    g.opening(2, 6).unwrap();
    assert_eq!(g.phase(), Phase::BeforeRoll);
    g.roll(Roll::new(4, 1).unwrap()).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!(
        g.may_double(),
        Err(GameError::CubeRefused {
            action: CubeAction::Double,
            reason: CubeRefusal::NotInUse
        })
    );
}

#[test]
fn a_fevga_game_counts_one_or_two_never_three() {
    let rules = Variant::Fevga.rules();
    // None borne off, one still on his start and one in my home: 2.
    let won = pos(&[], &[(24, 1), (14, 1), (6, 13)]);
    assert_eq!(result(rules, &won), Some(GameResult::Gammon));
    let single = pos(&[], &[(6, 14)]);
    assert_eq!(result(rules, &single), Some(GameResult::Single));
}

#[test]
fn fevgas_option_is_listed_set_and_coded() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::Fevga)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        vec![("pass_start", true), ("block_each_landing", false)]
    );
    o.set(Variant::Fevga, "pass_start", false).unwrap();
    assert!(!o.fevga_pass_start);
    assert_eq!(VariantOptions::of_code(o.code()), o);
    // Only the option's own bit differs from the defaults.
    assert_eq!(o.code() ^ VariantOptions::default().code(), 1 << 3);
    let mut o = VariantOptions::default();
    o.set(Variant::Fevga, "block_each_landing", true).unwrap();
    assert!(o.fevga_block_each_landing);
    assert_eq!(VariantOptions::of_code(o.code()), o);
    assert_eq!(o.code() ^ VariantOptions::default().code(), 1 << 14);
}
