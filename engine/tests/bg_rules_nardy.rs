//! Long nardy: one named test per special rule, a position, a roll and the
//! exact plays (points from the mover's side; the opponent's head is the
//! mover's 12).

mod bg_common;

use bg_common::{facing_position as pos, plays, set};
use std::collections::BTreeSet;

use tables::backgammon::result::result;
use tables::backgammon::{
    CubeAction, CubeRefusal, Game, GameError, GameResult, Options, Phase, Player, Roll, Route,
    RuleSet, Variant, VariantOptions,
};

fn nardy(first_three_three: bool) -> RuleSet {
    let o = VariantOptions {
        nardy_first_three_three: first_three_three,
        ..VariantOptions::default()
    };
    Variant::LongNardy.rules_with(&o)
}

#[test]
fn long_nardy_starts_with_fifteen_on_each_head_facing_each_other() {
    let rules = Variant::LongNardy.rules();
    assert_eq!(Variant::parse("long-nardy"), Some(Variant::LongNardy));
    let start = rules.start();
    assert_eq!(start.mine(24), 15);
    assert_eq!(
        start.theirs(12),
        15,
        "the opponent's head is the mover's 12"
    );
    assert_eq!(start.flip(), start);
    assert_eq!(start.pip_counts(), [360, 360]);
    assert_eq!(start, pos(&[(24, 15)], &[(24, 15)]));
}

#[test]
fn the_winner_of_the_opening_roll_rolls_again_and_may_not_double_first() {
    let mut g = Game::new(Variant::LongNardy, Options::money()).unwrap();
    assert_eq!(g.opening(5, 3).unwrap(), Some(tables::Side::White));
    // The opening dice are not played: White is before his roll.
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert!(g.legal_plays().is_empty());
    assert_eq!(
        g.may_double(),
        Err(GameError::CubeRefused {
            action: CubeAction::Double,
            reason: CubeRefusal::NotBeforeFirstMove
        })
    );
    g.roll(Roll::new(6, 6).unwrap()).unwrap();
    let got: BTreeSet<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    assert_eq!(got, set(&["24/18(2)"]));
    // Backgammon plays the opening dice.
    let mut bg = Game::new(Variant::Backgammon, Options::money()).unwrap();
    bg.opening(5, 3).unwrap();
    assert_eq!(bg.phase(), Phase::Move);
}

#[test]
fn a_game_set_up_from_a_position_may_double_at_once_after_its_first_roll() {
    // Past its first move: after White's first roll from the setup, Black
    // may double before his (the opening rule counts only from the start).
    let p = pos(&[(24, 10), (16, 5)], &[(24, 10), (18, 5)]);
    let setup = tables::backgammon::GameSetup::new(p, tables::Side::White);
    let mut g = Game::from_setup(Variant::LongNardy, Options::money(), setup).unwrap();
    assert_eq!(g.may_double(), Ok(()));
    g.roll(Roll::new(4, 2).unwrap()).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!(g.on_roll(), tables::Side::Black);
    assert_eq!(g.may_double(), Ok(()));
}

#[test]
fn only_one_checker_leaves_the_head_a_turn() {
    // One checker out on 18; the opponent on his head (my 12) and his 20 (my 8).
    let p = pos(&[(24, 14), (18, 1)], &[(24, 14), (20, 1)]);
    // 24/19 24/21 would take two from the head.
    assert_eq!(
        plays(&nardy(true), &p, 5, 3),
        set(&["24/16", "24/19 18/15", "24/21 18/13", "18/10"])
    );
}

#[test]
fn a_head_checker_refused_leaves_the_shorter_play() {
    // The 18 and 13 are closed: 24/19 and then no six (24/18 closed, a second
    // checker may not leave the head, 19/13 closed, the 1-point can't bear off).
    let p = pos(&[(24, 14), (1, 1)], &[(6, 1), (1, 1), (24, 13)]);
    assert_eq!(plays(&nardy(true), &p, 6, 5), set(&["24/19"]));
}

#[test]
fn a_first_six_six_four_four_or_three_three_lets_two_checkers_leave_the_head() {
    let start = Variant::LongNardy.rules().start();
    // 6-6: two to 18; their next six would land on the opponent's head.
    assert_eq!(plays(&nardy(true), &start, 6, 6), set(&["24/18(2)"]));
    // 4-4: each checker goes at most to 16 (12 is closed).
    assert_eq!(plays(&nardy(true), &start, 4, 4), set(&["24/16(2)"]));
    // 3-3 (the default option): two checkers.
    assert_eq!(
        plays(&nardy(true), &start, 3, 3),
        set(&["24/18(2)", "24/21 24/15"])
    );
    // Other doublets: one checker only.
    assert_eq!(plays(&nardy(true), &start, 5, 5), set(&["24/4"]));
    assert_eq!(plays(&nardy(true), &start, 2, 2), set(&["24/16"]));
}

#[test]
fn with_the_option_off_a_first_three_three_lets_only_one_leave() {
    let start = Variant::LongNardy.rules().start();
    // One checker 24/15; its fourth three would land on the opponent's head.
    assert_eq!(plays(&nardy(false), &start, 3, 3), set(&["24/15"]));
    assert_eq!(plays(&nardy(false), &start, 6, 6), set(&["24/18(2)"]));
    assert_eq!(plays(&nardy(false), &start, 4, 4), set(&["24/16(2)"]));
}

#[test]
fn the_second_players_first_roll_is_a_first_roll_too_but_not_later_ones() {
    // White has played 24/18 (one checker on his 18, my 6); all mine on the head.
    let p = pos(&[(24, 15)], &[(24, 14), (18, 1)]);
    assert_eq!(plays(&nardy(true), &p, 6, 6), set(&["24/18(2)"]));
    // Later, a 6-6 takes one checker from the head: 24/18 and 20/2.
    let p = pos(&[(24, 14), (20, 1)], &[(24, 14), (18, 1)]);
    assert_eq!(plays(&nardy(true), &p, 6, 6), set(&["24/18 20/2"]));
}

#[test]
fn no_six_point_block_unless_an_opposing_checker_is_ahead_of_it() {
    // My 7 to 3 held; the opponent's checkers all behind them (my 12 to 8 =
    // his 24 to 20). 3/2 with 7/1 would hold 7 to 1.
    let mine = [(14, 5), (7, 2), (6, 2), (5, 2), (4, 2), (3, 2)];
    let behind = [(24, 3), (23, 3), (22, 3), (21, 3), (20, 3)];
    let p = pos(&mine, &behind);
    let allowed = set(&[
        "14/7",
        "14/13 7/1",
        "7/6 7/1",
        "7/1 6/5",
        "7/1 5/4",
        "7/1 4/3",
    ]);
    assert_eq!(plays(&nardy(true), &p, 6, 1), allowed);
    // One opposing checker on his 8 (my 20): he is past the block, it may be made.
    let ahead = [(24, 3), (23, 3), (22, 3), (21, 3), (20, 2), (8, 1)];
    let p = pos(&mine, &ahead);
    let mut with_block = allowed.clone();
    with_block.insert("7/1 3/2".to_string());
    assert_eq!(plays(&nardy(true), &p, 6, 1), with_block);
}

#[test]
fn a_won_game_counts_mars_two_never_coke_three() {
    let rules = Variant::LongNardy.rules();
    // The loser has borne off none, a checker still on his head and in my home.
    let won = pos(&[], &[(24, 1), (14, 1), (6, 13)]);
    assert!(won.has_won(Player::OnRoll));
    assert_eq!(result(rules, &won), Some(GameResult::Gammon));
    assert_eq!(result(rules, &won).unwrap().points(), 2);
    // Backgammon would call it a backgammon (a loser's checker in my home).
    let mut opposite = won.setup();
    opposite.route = Route::Opposite;
    let opposite = opposite.validate().unwrap();
    assert_eq!(
        result(Variant::Backgammon.rules(), &opposite),
        Some(GameResult::Backgammon)
    );
    // One checker borne off: a single game.
    let single = pos(&[], &[(6, 14)]);
    assert_eq!(result(rules, &single), Some(GameResult::Single));
}

#[test]
fn long_nardys_option_is_listed_set_and_coded() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::LongNardy)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        vec![("first_three_three", true), ("block_each_landing", false)]
    );
    o.set(Variant::LongNardy, "first_three_three", false)
        .unwrap();
    assert!(!o.nardy_first_three_three);
    assert!(o.set(Variant::LongNardy, "pass_start", false).is_err());
    assert_eq!(VariantOptions::of_code(o.code()), o);
    // The earlier bits keep their meaning.
    assert_eq!(VariantOptions::default().code() & 3, 3);
    // Only the option's own bit differs from the defaults.
    assert_eq!(o.code() ^ VariantOptions::default().code(), 1 << 2);
    let mut o = VariantOptions::default();
    o.set(Variant::LongNardy, "block_each_landing", true)
        .unwrap();
    assert!(o.nardy_block_each_landing);
    assert_eq!(VariantOptions::of_code(o.code()), o);
    assert_eq!(o.code() ^ VariantOptions::default().code(), 1 << 13);
}
