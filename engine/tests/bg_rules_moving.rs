//! Backgammon movement, one named test per rule of `shared/rules/backgammon.md`
//! (and seed 001): a position, a roll, and the exact legal plays in standard
//! notation (points from the side on roll; `bar`, `off`, `*` a hit).

use std::collections::BTreeSet;

use tables::backgammon::{legal_plays, Position};
use tables::{bg, Roll};

/// The legal plays of `roll` in `pos`, as a sorted set of notations.
fn plays(pos: &Position, a: u8, b: u8) -> BTreeSet<String> {
    legal_plays(pos, Roll::new(a, b).unwrap())
        .iter()
        .map(|p| p.notation())
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn a_checker_moves_to_an_open_point_never_to_one_held_by_two_opposing_checkers() {
    // Given one checker on 10, the opponent holding my 7 (his 18) and a blot on my 6 (his 19)
    let pos = bg!(x 10:1; o 18:2 19:1);
    // When 4-3 is rolled: 10/7 is closed, 10/6* then 6/3, or 10/3 via 6 hitting
    assert_eq!(plays(&pos, 4, 3), set(&["10/6*/3"]));
}

#[test]
fn a_blot_hit_goes_to_the_bar() {
    let pos = bg!(x 10:1 20:1; o 19:1);
    let roll = Roll::new(4, 1).unwrap();
    let hit = legal_plays(&pos, roll)
        .into_iter()
        .find(|p| p.notation() == "20/19 10/6*")
        .expect("20/19 10/6* is legal");
    assert_eq!(
        hit.after().theirs(0),
        1,
        "the opponent's checker is on his bar"
    );
    assert_eq!(hit.after().mine(6), 1);
}

#[test]
fn both_dice_must_be_played_when_possible() {
    // One checker on 10, the opponent holding my 4 (his 21): 10/4 is closed, but
    // 10/9 then 9/3 plays both dice, so the 1 alone (10/9) is not a legal play.
    let pos = bg!(x 10:1; o 21:2);
    assert_eq!(plays(&pos, 6, 1), set(&["10/3"]));
}

#[test]
fn if_either_die_but_not_both_can_be_played_the_higher_must_be() {
    // One checker on 10, the opponent holding my 4 (his 21): 10/5 then 5/4 and
    // 10/9 then 9/4 are closed, so either die can be played but not both: the 5.
    let either = bg!(x 10:1; o 21:2);
    assert_eq!(plays(&either, 5, 1), set(&["10/5"]));
}

#[test]
fn if_only_the_lower_die_can_be_played_it_is() {
    // One checker on 13; the opponent holds my 7 (his 18) and my 3 (his 22):
    // 13/7 is closed and after 13/9 the 6 lands on 3, closed: only 13/9.
    let only_four = bg!(x 13:1; o 18:2 22:2);
    assert_eq!(plays(&only_four, 6, 4), set(&["13/9"]));
}

#[test]
fn doublets_are_played_four_times() {
    let pos = bg!(x 24:1; o 20:2);
    assert_eq!(plays(&pos, 3, 3), set(&["24/12"]));
}

#[test]
fn a_doublet_is_played_as_many_times_as_possible() {
    // One checker on 24, the opponent holding my 16 (his 9): 4-4 is played once.
    let once = bg!(x 24:1; o 9:2);
    assert_eq!(plays(&once, 4, 4), set(&["24/20"]));
    // ... holding my 12 (his 13): twice; my 8 (his 17): three times.
    let twice = bg!(x 24:1; o 13:2);
    assert_eq!(plays(&twice, 4, 4), set(&["24/16"]));
    let three = bg!(x 24:1; o 17:2);
    assert_eq!(plays(&three, 4, 4), set(&["24/12"]));
}

#[test]
fn a_checker_on_the_bar_enters_before_any_other_moves() {
    // On the bar with checkers on 13, the opponent's 6 point (my 19) closed: the
    // 5 enters on 20, then the 6 is played by either checker.
    let pos = bg!(x 25:1 13:2; o 6:2);
    assert_eq!(plays(&pos, 6, 5), set(&["bar/14", "bar/20 13/7"]));
    // Open entry: every play starts with the entering checker.
    let open = bg!(x 25:1 13:2; o 1:2);
    let p = plays(&open, 6, 5);
    assert!(p.iter().all(|n| n.starts_with("bar/")), "{p:?}");
    assert!(
        p.contains("bar/19 13/8") && p.contains("bar/20 13/7"),
        "{p:?}"
    );
}

#[test]
fn a_player_who_cannot_enter_all_his_checkers_forfeits_the_rest() {
    // Two on the bar, the 6 point of entry (my 19 = his 6) closed: 6-3 enters one
    // checker with the 3 and nothing else moves.
    let pos = bg!(x 25:2 13:5; o 6:2);
    assert_eq!(plays(&pos, 6, 3), set(&["bar/22"]));
}

#[test]
fn a_closed_board_makes_a_checker_on_the_bar_dance() {
    let pos = bg!(x 25:1 13:3; o 1:2 2:2 3:2 4:2 5:2 6:2);
    for roll in Roll::ALL_21 {
        let p = legal_plays(&pos, roll);
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].notation(), "(no play)");
        assert_eq!(p[0].after(), &pos);
    }
}

#[test]
fn bearing_off_waits_until_all_checkers_are_home() {
    // One checker still on 8 with 6-2: 6/off or 2/off first is illegal; the 8
    // comes home first (8/2 or 8/6), then a checker may come off.
    let pos = bg!(x 8:1 6:1 2:1; o 24:2);
    assert_eq!(plays(&pos, 6, 2), set(&["8/2 6/4", "8/off"]));
}

#[test]
fn a_die_bears_off_a_checker_from_its_own_point() {
    let pos = bg!(x 5:1 3:1; o 24:2);
    assert!(plays(&pos, 5, 3).contains("5/off 3/off"));
}

#[test]
fn a_higher_die_bears_off_from_the_highest_point_only() {
    // 6-5 with checkers on 4 and 2: both come off, the 6 from the 4, then the 5 from the 2.
    let pos = bg!(x 4:1 2:1; o 24:2);
    assert_eq!(plays(&pos, 6, 5), set(&["4/off 2/off"]));
}

#[test]
fn a_higher_die_is_played_inside_while_a_checker_stands_higher() {
    // 5-4 with checkers on 6 and 3: neither die bears off the 3 while the 6 is
    // there; 6/1 or 6/2 first, then the 3 comes off with the other die.
    let pos = bg!(x 6:1 3:1; o 12:2);
    assert_eq!(plays(&pos, 5, 4), set(&["6/1 3/off", "6/2 3/off"]));
}

#[test]
fn a_checker_hit_during_the_bear_off_must_come_home_before_bearing_off_again() {
    // On the bar with the rest home: 6-1 enters and goes on; nothing comes off.
    let pos = bg!(x 25:1 6:4 5:4 4:4 3:2; o 6:2);
    let p = plays(&pos, 6, 1);
    assert!(!p.is_empty());
    assert!(
        p.iter()
            .all(|n| n.starts_with("bar/") && !n.contains("off")),
        "{p:?}"
    );
}

#[test]
fn one_checker_plays_both_dice_only_through_an_open_point() {
    // 6-5 from 24: 24/18 open, 24/19 closed -> 24/13 only via 18.
    let pos = bg!(x 24:1; o 6:2);
    assert_eq!(plays(&pos, 6, 5), set(&["24/13"]));
    // Both stops closed: no play of one checker with both dice.
    let blocked = bg!(x 24:1; o 6:2 7:2);
    assert_eq!(plays(&blocked, 6, 5), set(&["(no play)"]));
}

#[test]
fn the_same_result_reached_two_ways_is_one_play() {
    // 6-1 at the start: 13/7 8/7 and 8/7 13/7 are one play, and so on: ten
    // distinct plays (as GNU Backgammon counts them).
    let pos = bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2);
    let p = legal_plays(&pos, Roll::new(6, 1).unwrap());
    let results: BTreeSet<Position> = p.iter().map(|p| *p.after()).collect();
    assert_eq!(results.len(), p.len());
    assert_eq!(
        plays(&pos, 6, 1),
        set(&[
            "24/23 24/18",
            "24/18 8/7",
            "24/18 6/5",
            "24/23 13/7",
            "13/7 8/7",
            "13/6",
            "13/7 6/5",
            "24/23 8/2",
            "8/7 8/2",
            "8/2 6/5"
        ])
    );
}
