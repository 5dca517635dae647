//! Rule sets whose checkers start off the board (Dutch backgammon, Snake) and
//! the Hypergammon gammon option: one named test per special rule, a position,
//! a roll and the exact plays (`in/20`: a checker entering from off the board).

mod bg_common;

use bg_common::{plays, position, set};
use tables::backgammon::result::result;
use tables::backgammon::{
    GameResult, Player, Position, PositionSetup, Route, RuleSet, Variant, VariantOptions,
};
use tables::{bg, Side};

/// A position: the side on roll's and the opponent's points (own numbering,
/// 25 = bar) and how many each has still to enter.
fn pos(mine: &[(usize, u8)], theirs: &[(usize, u8)], reserve: [u8; 2]) -> Position {
    position(Route::Opposite, mine, theirs, reserve)
}

fn dutch(hit_after_home: bool) -> RuleSet {
    let o = VariantOptions {
        dutch_hit_after_home: hit_after_home,
        ..VariantOptions::default()
    };
    Variant::Dutch.rules_with(&o)
}

#[test]
fn dutch_checkers_all_start_off_the_board() {
    let start = Variant::Dutch.rules().start();
    assert_eq!(start.reserve(Player::OnRoll), 15);
    assert_eq!(start.reserve(Player::Opponent), 15);
    assert!((1..=25).all(|p| start.mine(p) == 0 && start.theirs(p) == 0));
    assert_eq!(start.pip_counts(), [375, 375]);
    // The first roll enters two checkers into the opponent's home board.
    assert_eq!(plays(&dutch(true), &start, 6, 5), set(&["in/20 in/19"]));
    assert_eq!(plays(&dutch(true), &start, 3, 3), set(&["in/22(4)"]));
}

#[test]
fn dutch_no_checker_moves_on_until_all_are_in() {
    // One checker still to enter: it enters first; only then may the other die
    // move another checker.
    let p = pos(&[(13, 14)], &[(1, 15)], [1, 0]);
    assert_eq!(
        plays(&dutch(true), &p, 6, 5),
        set(&["in/14", "in/19 13/8", "in/20 13/7"])
    );
    // Two to enter and a doublet: both enter, then the rest is free.
    let p = pos(&[(13, 13)], &[(1, 15)], [2, 0]);
    let got = plays(&dutch(true), &p, 2, 2);
    assert_eq!(
        got,
        set(&[
            "in/21(2)",
            "in/23 in/19",
            "in/23 in/21 13/11",
            "in/23(2) 13/11(2)",
            "in/23(2) 13/9"
        ])
    );
}

#[test]
fn dutch_a_blot_is_hit_only_by_a_player_with_a_checker_in_his_home_board() {
    // An opposing blot on my 9 (his 16); my checkers on 13 and 20, none home.
    let p = pos(&[(13, 14), (20, 1)], &[(16, 1), (6, 14)], [0, 0]);
    let no_hit = plays(&dutch(true), &p, 4, 3);
    assert!(!no_hit.iter().any(|n| n.contains('*')), "{no_hit:?}");
    assert!(!no_hit.contains("13/9*"), "{no_hit:?}");
    // The option off: hitting at any time.
    let free = plays(&dutch(false), &p, 4, 3);
    assert!(
        free.contains("13/9* 13/10")
            || free.contains("13/10 13/9*")
            || free.iter().any(|n| n.contains("13/9*")),
        "{free:?}"
    );
    // With a checker home (on my 5), the blot may be hit.
    let p = pos(&[(13, 13), (20, 1), (5, 1)], &[(16, 1), (6, 14)], [0, 0]);
    assert!(plays(&dutch(true), &p, 4, 3)
        .iter()
        .any(|n| n.contains("13/9*")));
}

#[test]
fn dutch_a_checker_brought_home_first_lets_the_same_turn_hit() {
    // No checker home; a blot on my 10 (his 15). 9/6 brings one home with
    // the 3, then 12/10* hits with the 2; 13/10* with the 3 would hit first.
    let p = pos(&[(13, 13), (12, 1), (9, 1)], &[(15, 1), (24, 14)], [0, 0]);
    let found = plays(&dutch(true), &p, 3, 2);
    assert!(found.contains("12/10* 9/6"), "{found:?}");
    assert!(!found.iter().any(|n| n.contains("13/10*")), "{found:?}");
    // 12/10*/7 hits on the way, before anything is home.
    assert!(!found.iter().any(|n| n.contains("12/10*/7")), "{found:?}");
    // Exactly what the step-by-step search finds.
    let mut slow = Vec::new();
    tables::backgammon::stepgen::generate(
        &dutch(true),
        &p,
        tables::Roll::new(3, 2).unwrap(),
        &mut slow,
    );
    let slow: std::collections::BTreeSet<String> = slow
        .iter()
        .map(|p: &tables::backgammon::Play| p.notation())
        .collect();
    assert_eq!(found, slow);
}

#[test]
fn dutch_bearing_off_waits_for_the_reserve_too() {
    // All checkers on the board are home but one is still to enter.
    let p = pos(&[(6, 7), (5, 7)], &[(1, 15)], [1, 0]);
    let got = plays(&dutch(true), &p, 6, 5);
    assert!(got.iter().all(|n| n.starts_with("in/")), "{got:?}");
    assert!(!got.iter().any(|n| n.contains("off")), "{got:?}");
}

#[test]
fn snake_white_starts_on_blacks_first_points_with_nine_to_enter() {
    let rules = Variant::Snake.rules();
    let white = rules.start_for(Side::White);
    assert_eq!((white.mine(24), white.mine(23), white.mine(22)), (2, 2, 2));
    assert_eq!(white.reserve(Player::OnRoll), 9);
    assert_eq!(white.reserve(Player::Opponent), 0);
    // Black's standard setup, seen from White: his 6-point is White's 19.
    assert_eq!(
        (
            white.theirs(19),
            white.theirs(17),
            white.theirs(12),
            white.theirs(1)
        ),
        (5, 3, 5, 2)
    );
    // Seen from Black, the same board.
    let black = rules.start_for(Side::Black);
    assert_eq!(black.flip(), white);
}

#[test]
fn snake_white_enters_his_nine_before_moving_anything_else() {
    let white = Variant::Snake.rules().start_for(Side::White);
    // Black holds White's 19 (his 6) and 17 (his 8): 6-4 enters on 21 with the 4,
    // the 6 (in/19) is closed, and nothing else may move.
    assert_eq!(plays(Variant::Snake.rules(), &white, 6, 4), set(&["in/21"]));
    // 2-1: two checkers enter; the one that entered may not go on while
    // others wait off the board (in/22 via 23 is no play).
    let got = plays(Variant::Snake.rules(), &white, 2, 1);
    assert_eq!(got, set(&["in/24 in/23"]));
}

#[test]
fn snakes_black_plays_ordinary_backgammon() {
    let black = Variant::Snake.rules().start_for(Side::Black);
    let standard = bg!(x 6:5 8:3 13:5 24:2; o 24:2 23:2 22:2);
    let mut standard_setup = standard.setup();
    standard_setup.reserve = [0, 9];
    assert_eq!(standard_setup.validate().unwrap(), black);
    assert_eq!(
        plays(Variant::Snake.rules(), &black, 6, 1),
        plays(Variant::Backgammon.rules(), &black, 6, 1)
    );
}

#[test]
fn hypergammon_gammons_count_unless_the_option_says_not() {
    // The winner has borne off all 3; the loser none, one on the winner's ace point.
    let mut s = PositionSetup::new([0; 25], [0; 25], 3);
    s.opponent[23] = 1;
    s.opponent[12] = 2;
    let won = s.validate().unwrap();
    assert_eq!(
        result(Variant::Hypergammon(3).rules(), &won),
        Some(GameResult::Backgammon)
    );
    let seed = VariantOptions {
        hypergammon_gammons: false,
        ..VariantOptions::default()
    };
    assert_eq!(
        result(&Variant::Hypergammon(3).rules_with(&seed), &won),
        Some(GameResult::Single)
    );
}
