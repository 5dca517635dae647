//! Jacquet: one named test per rule, a position, a roll and the exact plays
//! (points from the mover's side; his start is his 24, the opponent's start
//! his 12, his home board his 1 to 6), under the French rules and, where
//! they differ, Ludii's (the option `blocking` off: blots are hit).

mod bg_common;

use bg_common::{facing_position as pos, legal, plays, r, set};
use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::result::result;
use tables::backgammon::rules::jacquet::JACQUET;
use tables::backgammon::rules::Capture;
use tables::backgammon::{
    CubeAction, CubeRefusal, Game, GameError, GameResult, Move, Options, Phase, Route, RuleSet,
    Variant, VariantOptions,
};
use tables::Roll;

/// Jacquet: the French rules (`blocking`) or Ludii's.
fn jacquet(blocking: bool) -> RuleSet {
    let o = VariantOptions {
        jacquet_blocking: blocking,
        ..VariantOptions::default()
    };
    Variant::Jacquet.rules_with(&o)
}

#[test]
fn jacquet_starts_with_fifteen_on_each_start_diagonally_opposite() {
    assert_eq!(Variant::parse("jacquet"), Some(Variant::Jacquet));
    let rules = Variant::Jacquet.rules();
    assert_eq!(
        (rules.route, rules.capture),
        (Route::Parallel(12), Capture::Block)
    );
    let start = rules.start();
    // My start is my 24; the opponent's start is my 12, twelve points on.
    assert_eq!((start.mine(24), start.theirs(12)), (15, 15));
    assert_eq!(start.pip_counts(), [360, 360]);
}

#[test]
fn only_the_courier_leaves_the_start_before_it_reaches_the_home_board() {
    let start = Variant::Jacquet.rules().start();
    for blocking in [true, false] {
        // One checker goes; the second die may not take another off the start.
        assert_eq!(plays(&jacquet(blocking), &start, 6, 5), set(&["24/13"]));
        assert_eq!(plays(&jacquet(blocking), &start, 3, 1), set(&["24/20"]));
        // 6-6: 24/18, then the opponent's start (my 12) is closed.
        assert_eq!(plays(&jacquet(blocking), &start, 6, 6), set(&["24/18"]));
    }
    // The courier on 8: 8/6 or 8/5 brings it home, and then another may go.
    let p = pos(&[(24, 14), (8, 1)], &[(24, 15)]);
    assert_eq!(
        plays(&jacquet(true), &p, 3, 2),
        set(&["8/3", "24/22 8/5", "24/21 8/6"])
    );
    // Before that, a step from the start is refused, naming the courier;
    // after 8/6 it is allowed.
    assert_eq!(
        why_not(&jacquet(true), &p, r(3, 2), &[], 24, 21),
        Err(Refusal::CourierFirst)
    );
    let home = Move {
        from: 8,
        to: 6,
        hit: false,
    };
    assert!(why_not(&jacquet(true), &p, r(3, 2), &[home], 24, 21).is_ok());
    // Once the courier is home, every checker moves freely.
    let p = pos(&[(24, 14), (4, 1)], &[(24, 15)]);
    assert_eq!(
        plays(&jacquet(true), &p, 3, 2),
        set(&["24/19", "24/22 24/21", "24/22 4/1", "24/21 4/2"])
    );
}

#[test]
fn a_doublet_lets_others_leave_in_the_turn_the_courier_arrives() {
    // 2-2 with the courier on 10: two steps bring it home, the rest may
    // start others (steps in an order backgammon's search would not try).
    let p = pos(&[(24, 14), (10, 1)], &[(24, 15)]);
    assert_eq!(
        plays(&jacquet(true), &p, 2, 2),
        set(&["10/2", "24/22 10/4", "24/20 10/6", "24/22(2) 10/6"])
    );
}

#[test]
fn a_point_with_one_opposing_checker_is_closed_under_the_french_rules() {
    // The opponent's courier on his 19 (my 7), a lone checker.
    let p = pos(&[(24, 14), (10, 1)], &[(24, 14), (19, 1)]);
    let french = plays(&jacquet(true), &p, 3, 1);
    assert_eq!(french, set(&["10/6"]));
    assert_eq!(
        why_not(&jacquet(true), &p, r(3, 1), &[], 10, 7),
        Err(Refusal::PointOccupied)
    );
    // Ludii's rules: it is hit on the way (my courier, on 7, is not home:
    // 10/7* 24/23 is no play).
    assert_eq!(plays(&jacquet(false), &p, 3, 1), set(&["10/6", "10/7*/6"]));
    // Two opposing checkers close a point under both.
    let p = pos(&[(24, 14), (10, 1)], &[(24, 13), (19, 2)]);
    assert_eq!(
        why_not(&jacquet(false), &p, r(3, 1), &[], 10, 7),
        Err(Refusal::PointClosed)
    );
}

#[test]
fn with_hitting_a_hit_courier_reenters_first_and_holds_the_others_back_again() {
    // Ludii's rules: my courier was hit before it got home; it is on the bar.
    let p = pos(&[(24, 14), (25, 1)], &[(24, 14), (14, 1)]);
    // It enters first (on 22 or 21 here) and goes on; no one else leaves.
    assert_eq!(plays(&jacquet(false), &p, 4, 3), set(&["bar/18"]));
    // Once two checkers have left the start, the rule is met for good, even
    // with none in the home board (the courier hit after the others left).
    let p = pos(&[(24, 12), (25, 1), (15, 1), (16, 1)], &[(24, 15)]);
    let got = plays(&jacquet(false), &p, 4, 3);
    assert!(got.contains("bar/22 24/20"), "{got:?}");
}

#[test]
fn doublets_are_played_four_times() {
    // Five home (the courier and four more), ten on the start; 3-3 moves
    // four times, the opponent's start (my 12) closed.
    let p = pos(&[(24, 10), (6, 5)], &[(24, 15)]);
    assert_eq!(
        plays(&jacquet(true), &p, 3, 3),
        set(&[
            "24/21(4)",
            "24/21(3) 6/3",
            "24/21(2) 24/18",
            "24/21(2) 6/3(2)",
            "24/21 24/18 6/3",
            "24/21 24/15",
            "24/21 6/3(3)",
            "24/18(2)",
            "24/18 6/3(2)",
            "24/15 6/3",
            "6/3(4)",
        ])
    );
    assert!(legal(&jacquet(true), &p, 3, 3)
        .iter()
        .all(|play| play.moves().len() == 4));
}

#[test]
fn a_jacquet_game_counts_one_and_the_opening_winner_rolls_again_without_a_cube() {
    let rules = Variant::Jacquet.rules();
    // The loser has borne off none, one still on his start: still single.
    let won = pos(&[], &[(24, 1), (14, 1), (6, 13)]);
    assert_eq!(result(rules, &won), Some(GameResult::Single));
    let mut g = Game::new(Variant::Jacquet, Options::money()).unwrap();
    g.opening(5, 2).unwrap();
    assert_eq!(
        (g.phase(), g.on_roll()),
        (Phase::BeforeRoll, tables::Side::White)
    );
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
fn jacquets_option_is_listed_set_and_coded_and_its_rules_are_a_const_to_build_on() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::Jacquet)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        vec![("blocking", true)]
    );
    o.set(Variant::Jacquet, "blocking", false).unwrap();
    assert_eq!(Variant::Jacquet.rules_with(&o).capture, Capture::Hit);
    assert_eq!(VariantOptions::of_code(o.code()), o);
    // Only the option's own bit differs from the defaults.
    assert_eq!(o.code() ^ VariantOptions::default().code(), 1 << 10);
    // Matador, say, would start from jacquet's rules and change what it adds.
    let matador = RuleSet {
        name: "matador",
        ..JACQUET
    };
    let p = pos(&[(24, 14), (8, 1)], &[(24, 15)]);
    assert_eq!(plays(&matador, &p, 3, 2), plays(&JACQUET, &p, 3, 2));
}
