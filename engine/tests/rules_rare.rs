//! §6.1 of the digest: the rare jans of the start of a relevé — six tables,
//! deux tables, mézéas, and their contre-jans.

mod common;

use common::*;
use tables::trictrac::{tt, JanKind::*, Options, RollContext, Side::*};

fn jans_at(
    b: &tables::trictrac::Board,
    roll: tables::trictrac::Roll,
    rolls_before: u16,
) -> Vec<JanRow> {
    jans_of(&analysis_with(
        b,
        White,
        roll,
        RollContext { rolls_before },
        Options::default(),
    ))
}

#[test]
fn jan_de_six_tables_on_the_third_roll() {
    // After two rolls (e.g. 2-1 then 4-3) white has one checker on each of 2..5;
    // on the third roll 6-5 could bring the missing 7 and 6 from the talon.
    let b = tt!(w 1:11 2:1 3:1 4:1 5:1; b 1:15);
    assert_eq!(jans_at(&b, r(6, 5), 2), expect(&[(SixTables, White, 1, 4)]));
    // he need not play it so: other turns stay legal (e.g. 5→11 & 1→6)
    let a = analysis_with(
        &b,
        White,
        r(6, 5),
        RollContext { rolls_before: 2 },
        Options::default(),
    );
    let other = counts_after(&b, White, &[(5, 11), (1, 6)]);
    assert!(a
        .turns
        .iter()
        .any(|t| counts_after_turn(&b, White, t) == other));
}

#[test]
fn jan_de_six_tables_is_limited_to_the_first_three_rolls() {
    let b = tt!(w 1:11 2:1 3:1 4:1 5:1; b 1:15);
    assert!(jans_at(&b, r(6, 5), 3).is_empty());
}

#[test]
fn jan_de_six_tables_needs_the_numbers_that_bring_the_missing_checkers() {
    // 6-4: 7 by the 6, but 6 by a 4 only from 2, which would leave 2 empty
    let b = tt!(w 1:11 2:1 3:1 4:1 5:1; b 1:15);
    assert!(jans_at(&b, r(6, 4), 2).is_empty());
}

#[test]
fn jan_de_deux_tables() {
    // the only two checkers off the talon: 6 by the 6 onto my corner, 8 by the
    // 5 onto black's empty corner
    let b = tt!(w 1:13 6:1 8:1; b 1:15);
    assert_eq!(
        jans(&b, White, r(6, 5)),
        expect(&[(DeuxTables, White, 1, 4)])
    );
    // by a doublet: 7 and 8 with 5-5
    let b = tt!(w 1:13 7:1 8:1; b 1:15);
    assert_eq!(
        jans(&b, White, r(5, 5)),
        expect(&[(DeuxTables, White, 1, 6)])
    );
    // not gated by a roll count
    assert_eq!(
        jans_at(&b, r(5, 5), 40),
        expect(&[(DeuxTables, White, 1, 6)])
    );
}

#[test]
fn jan_de_deux_tables_needs_only_two_checkers_off_the_talon() {
    let b = tt!(w 1:12 2:1 6:1 8:1; b 1:15);
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn contre_jan_de_deux_tables_when_opponent_holds_his_corner() {
    let b = tt!(w 1:13 6:1 8:1; b 1:13 12:2);
    assert_eq!(
        jans(&b, White, r(6, 5)),
        expect(&[(ContreDeuxTables, Black, 1, 4)])
    );
    let b = tt!(w 1:13 7:1 8:1; b 1:13 12:2);
    assert_eq!(
        jans(&b, White, r(5, 5)),
        expect(&[(ContreDeuxTables, Black, 1, 6)])
    );
}

#[test]
fn jan_de_mezeas_with_one_ace_and_with_bezet() {
    // corner held by exactly two, nothing else off the talon
    let b = tt!(w 1:13 12:2; b 1:15);
    assert_eq!(jans(&b, White, r(6, 1)), expect(&[(Mezeas, White, 1, 4)]));
    assert_eq!(jans(&b, White, r(2, 1)), expect(&[(Mezeas, White, 1, 4)]));
    assert_eq!(jans(&b, White, r(1, 1)), expect(&[(Mezeas, White, 1, 6)]));
    // no ace, no mézéas
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn contre_jan_de_mezeas() {
    let b = tt!(w 1:13 12:2; b 1:13 12:2);
    assert_eq!(
        jans(&b, White, r(3, 1)),
        expect(&[(ContreMezeas, Black, 1, 4)])
    );
    assert_eq!(
        jans(&b, White, r(1, 1)),
        expect(&[(ContreMezeas, Black, 1, 6)])
    );
}

#[test]
fn mezeas_needs_exactly_two_in_the_corner_and_nothing_else_off_the_talon() {
    let three = tt!(w 1:12 12:3; b 1:15);
    assert!(jans(&three, White, r(6, 1)).is_empty());
    let another = tt!(w 1:12 2:1 12:2; b 1:15);
    assert!(jans(&another, White, r(6, 1)).is_empty());
}
