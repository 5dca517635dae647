//! A turn entered checker by checker (`backgammon::Entry`): the targets of a
//! picked checker with one number and with several, refusals naming the
//! rule, taking back, and the play once complete. Points from the mover's
//! side (25 his bar, 0 off).

mod bg_common;

use bg_common::{legal, r, start};
use tables::backgammon::explain::Refusal;
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::{Entry, Position, RuleSet, Variant};
use tables::bg;

fn entry(rules: &RuleSet, pos: Position, a: u8, b: u8) -> Entry {
    let plays = legal(rules, &pos, a, b);
    Entry::new(rules, pos, r(a, b), Dice::of_roll(r(a, b)), &plays)
}

fn landings(e: &Entry, from: u8) -> Vec<(u8, usize)> {
    e.targets(from)
        .iter()
        .map(|t| (t.to, t.moves.len()))
        .collect()
}

#[test]
fn opening_six_five_from_the_back_lands_with_either_number_or_both() {
    let bg = Variant::Backgammon.rules();
    let e = entry(bg, start(), 6, 5);
    // 24/18 with the 6, 24/13 through 18; the 5 would land on the
    // opponent's 6-point (the mover's 19), closed
    assert_eq!(landings(&e, 24), vec![(18, 1), (13, 2)]);
    assert_eq!(e.check(24, 19), Err(Refusal::PointClosed));
    // from the 13: 13/7, 13/8; 13/2 through 7 or 8
    assert_eq!(landings(&e, 13), vec![(7, 1), (8, 1), (2, 2)]);
    // the 6-point cannot move: the 5 lands on the opponent's 24 (closed),
    // the 6 would bear off before all are home
    assert!(landings(&e, 6).is_empty());
    assert_eq!(e.check(6, 0), Err(Refusal::NotAllHome));
    assert_eq!(e.movable(), vec![8, 13, 24]);
}

#[test]
fn both_numbers_in_one_move_complete_the_play() {
    let bg = Variant::Backgammon.rules();
    let mut e = entry(bg, start(), 6, 5);
    let moves = e.try_move(24, 13).unwrap();
    assert_eq!(moves.len(), 2);
    let play = e.complete().expect("24/13 is a whole play");
    assert_eq!(play.notation(), "24/13");
    assert!(e.dice_left().is_empty());
}

#[test]
fn one_move_at_a_time_then_taken_back() {
    let bg = Variant::Backgammon.rules();
    let mut e = entry(bg, start(), 3, 1);
    e.try_move(8, 5).unwrap();
    assert_eq!(e.dice_left(), vec![1]);
    assert!(e.complete().is_none());
    e.try_move(6, 5).unwrap();
    assert_eq!(e.complete().unwrap().notation(), "8/5 6/5");
    assert_eq!(e.undo().map(|m| (m.from, m.to)), Some((6, 5)));
    assert_eq!(e.dice_left(), vec![1]);
    assert_eq!(e.position(), {
        let mut x = Entry::new(
            bg,
            start(),
            r(3, 1),
            Dice::of_roll(r(3, 1)),
            &legal(bg, &start(), 3, 1),
        );
        x.try_move(8, 5).unwrap();
        x.position()
    });
}

#[test]
fn a_refused_move_names_its_rule_and_changes_nothing() {
    let bg = Variant::Backgammon.rules();
    // White has a checker on the bar; Black holds the 6-point (White's 19... his 6)
    let pos = bg!(x 25:1 13:14; o 6:2 1:13);
    let mut e = entry(bg, pos, 6, 3);
    assert_eq!(e.try_move(13, 7), Err(Refusal::EnterFirst));
    // entering with the 6 lands on the mover's 19 = the opponent's 6-point: closed
    assert_eq!(e.try_move(25, 19), Err(Refusal::PointClosed));
    assert!(e.played().is_empty());
    // the 3 enters on 22
    assert_eq!(landings(&e, 25)[0], (22, 1));
    e.try_move(25, 22).unwrap();
    // then the 6 is free: 22/16 or 13/7
    assert_eq!(landings(&e, 13), vec![(7, 1)]);
}

#[test]
fn bearing_off_goes_to_zero_and_needs_all_home() {
    let bg = Variant::Backgammon.rules();
    let home = bg!(x 6:2 5:2 1:1; o 1:2);
    let mut e = entry(bg, home, 6, 5);
    assert_eq!(landings(&e, 6), vec![(0, 1), (1, 1)]);
    e.try_move(6, 0).unwrap();
    e.try_move(5, 0).unwrap();
    assert_eq!(e.complete().unwrap().notation(), "6/off 5/off");
    let not_home = bg!(x 7:1 6:2; o 24:2);
    let e = entry(bg, not_home, 6, 1);
    assert_eq!(e.check(6, 0), Err(Refusal::NotAllHome));
}

#[test]
fn a_roll_that_cannot_be_played_is_complete_at_once() {
    let bg = Variant::Backgammon.rules();
    // on the bar against a closed board
    let pos = bg!(x 25:1 13:14; o 1:2 2:2 3:2 4:2 5:2 6:5);
    let e = entry(bg, pos, 6, 6);
    assert!(e.movable().is_empty());
    let play = e.complete().expect("dancing is the play");
    assert!(play.moves().is_empty());
}

#[test]
fn the_higher_die_when_only_one_can_be_played() {
    let bg = Variant::Backgammon.rules();
    // one checker left, on the 13: the 6 to 7, then the 5 is blocked (the
    // mover's 2 is closed); the 5 to 8, then the 6 is blocked: one die, the
    // higher
    let pos = bg!(x 13:1; o 23:2);
    let e = entry(bg, pos, 6, 5);
    assert_eq!(e.check(13, 8), Err(Refusal::MustUseHigherDie));
    assert_eq!(landings(&e, 13), vec![(7, 1)]);
}
