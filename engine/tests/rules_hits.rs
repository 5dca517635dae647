//! §6.2–6.3 of the digest: battre à vrai (ways by number), battre à faux,
//! battre le coin, and the values by table and by doublet.

mod common;

use common::*;
use tables::trictrac::{tt, JanKind::*, Side::*};

#[test]
fn battre_a_vrai_counts_one_way_per_number() {
    // The treatises' example: hitters on 8, 11 and 12 against a lone black
    // checker on white's 15 with 4-3: by 3 (12), by 4 (11), by 7 (8).
    let b = tt!(w 1:10 8:1 11:2 12:2; b 1:14 10:1);
    assert_eq!(
        field_jans(&b, White, r(4, 3)),
        expect_fields(&[(BattreAVrai, White, 15, 3, 2)])
    );
    let a = analysis(&b, White, r(4, 3));
    let j = a.jans.iter().next().unwrap();
    let mut numbers: Vec<u8> = j.ways().iter().map(|w| w.number).collect();
    numbers.sort();
    assert_eq!(numbers, vec![3, 4, 7]);
}

#[test]
fn several_checkers_hitting_by_the_same_number_are_one_way() {
    // three checkers on 5 reach the lone black checker on 9 by the 4
    let b = tt!(w 1:12 5:3; b 16:1 1:14);
    assert_eq!(
        field_jans(&b, White, r(4, 2)),
        expect_fields(&[(BattreAVrai, White, 9, 1, 2)])
    );
}

#[test]
fn hit_by_sum_is_true_when_intermediate_holds_one_opposing_checker() {
    // Black: lone on white's 7, two on 9, lone on 11.
    let b = tt!(w 1:13 5:2; b 18:1 16:2 14:1 1:11);
    // 4-2: 11 is reached from 5 only by the sum; through 9 the passage is
    // closed, through 7 it holds one black checker (itself hit) — open: à vrai.
    // 7 is hit by 2 (from 5) and by 6 (from 1 through 3 or 5).
    assert_eq!(
        field_jans(&b, White, r(4, 2)),
        expect_fields(&[
            (BattreAVrai, White, 7, 2, 2),
            (BattreAVrai, White, 11, 1, 2),
        ])
    );
    // a real move cannot pass through black: only 1→5 and 1→3
    assert_turns(&b, White, r(4, 2), &[&[(1, 5), (1, 3)]]);
}

#[test]
fn battre_a_faux_when_both_passages_are_closed() {
    // Black holds white's 7 and 9 and has a lone checker on 11.
    let b = tt!(w 1:13 5:2; b 18:2 16:2 14:1 1:10);
    // 11 is reachable only by 6 from 5, through 9 or 7: both closed → black
    // scores 2 (grand-jan table, single)
    assert_eq!(
        field_jans(&b, White, r(4, 2)),
        expect_fields(&[(BattreAFaux, Black, 11, 1, 2)])
    );
    assert_eq!(points(&b, White, r(4, 2)), (0, 2));
    assert_turns(&b, White, r(4, 2), &[&[(1, 5), (1, 3)]]);
}

#[test]
fn battre_a_faux_by_a_doublet_whose_intermediate_is_closed() {
    // 2-2 from 5 to the lone checker on 9 passes through 7, held by black
    let b = tt!(w 1:13 5:2; b 18:2 16:1 1:12);
    assert_eq!(
        field_jans(&b, White, r(2, 2)),
        expect_fields(&[(BattreAFaux, Black, 9, 1, 4)])
    );
    assert_turns(&b, White, r(2, 2), &[&[(1, 3), (1, 3)], &[(1, 5)]]);
}

#[test]
fn some_checkers_are_hit_a_vrai_and_others_a_faux_in_one_roll() {
    // Black: lone on white's 3, two on 7 and on 9, lone on 11.
    let b = tt!(w 1:13 5:2; b 22:1 18:2 16:2 14:1 1:9);
    // 4-2: 3 is hit à vrai by the 2 (petit-jan table: 4 for white); 11 only by
    // the sum through closed 7 and 9: à faux (2 for black). Only the 4 can be
    // played (1→5): the 2 is impuissant (2 for black).
    assert_eq!(
        field_jans(&b, White, r(4, 2)),
        expect_fields(&[
            (BattreAVrai, White, 3, 1, 4),
            (BattreAFaux, Black, 11, 1, 2),
            (Impuissance, Black, 0, 1, 2),
        ])
    );
    assert_turns(&b, White, r(4, 2), &[&[(1, 5)]]);
    assert_eq!(points(&b, White, r(4, 2)), (4, 4));
}

#[test]
fn a_checker_hit_a_vrai_is_not_also_hit_a_faux() {
    // Black holds white's 9 and has a lone checker on 11. With 4-2, 7 hits it
    // by the 4 and 5 by the sum: through 9 the passage is closed, but through
    // 7 it is open, so the sum is a second true way and nothing is à faux.
    let b = tt!(w 1:12 5:2 7:1; b 16:2 14:1 1:12);
    assert_eq!(
        field_jans(&b, White, r(4, 2)),
        expect_fields(&[(BattreAVrai, White, 11, 2, 2)])
    );
}

#[test]
fn hitting_is_virtual_and_the_last_two_of_the_corner_may_hit() {
    // The corner's two checkers cannot move singly and cannot stop in the third
    // quarter (black can still fill his grand jan), yet 12 hits 16 by the 4.
    let b = tt!(w 1:13 12:2; b 9:1 1:14);
    assert_eq!(
        field_jans(&b, White, r(4, 3)),
        expect_fields(&[(BattreAVrai, White, 16, 1, 2)])
    );
    assert_turns(&b, White, r(4, 3), &[&[(1, 5), (1, 4)], &[(1, 8)]]);
}

#[test]
fn hit_values_depend_on_the_table_and_on_doublets() {
    // petit-jan table, single: 4 (white's 6 by the 5)
    let b = tt!(w 1:15; b 19:1 1:14);
    assert_eq!(
        field_jans(&b, White, r(5, 4)),
        expect_fields(&[(BattreAVrai, White, 6, 1, 4)])
    );
    // petit-jan table, doublet: 6 (white's 4 by 3-3), both halves impuissant
    let b = tt!(w 1:15; b 21:1 1:14);
    assert_eq!(
        field_jans(&b, White, r(3, 3)),
        expect_fields(&[(BattreAVrai, White, 4, 1, 6), (Impuissance, Black, 0, 2, 2)])
    );
    // grand-jan table, single: 2 (white's 9 by the 4)
    let b = tt!(w 1:12 5:3; b 16:1 1:14);
    assert_eq!(
        field_jans(&b, White, r(4, 2)),
        expect_fields(&[(BattreAVrai, White, 9, 1, 2)])
    );
    // grand-jan table, doublet: 4 (white's 7 by 6 through 4)
    let b = tt!(w 1:15; b 18:1 1:14);
    assert_eq!(
        field_jans(&b, White, r(3, 3)),
        expect_fields(&[(BattreAVrai, White, 7, 1, 4)])
    );
}

#[test]
fn battre_le_coin_needs_my_corner_held_and_his_empty() {
    // corner held, 7 and 8 could go onto black's empty corner with 6-5
    let b = tt!(w 1:11 7:1 8:1 12:2; b 1:15);
    assert_eq!(
        field_jans(&b, White, r(6, 5)),
        expect_fields(&[(BattreLeCoin, White, 13, 1, 4)])
    );
    // black holds his corner: nothing (it is never beaten à faux)
    let b = tt!(w 1:11 7:1 8:1 12:2; b 1:13 12:2);
    assert!(jans(&b, White, r(6, 5)).is_empty());
    // my corner not held: nothing to beat with (the corner is taken by
    // puissance instead, which scores nothing)
    let b = tt!(w 1:13 7:1 8:1; b 1:15);
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn battre_le_coin_needs_surcases_for_an_ace() {
    // 6-1: the ace must come from my corner, and only a surcase may contribute
    let two = tt!(w 1:12 7:1 12:2; b 1:15);
    assert!(jans(&two, White, r(6, 1)).is_empty());
    let three = tt!(w 1:11 7:1 12:3; b 1:15);
    assert_eq!(
        jans(&three, White, r(6, 1)),
        expect(&[(BattreLeCoin, White, 1, 4)])
    );
    // 1-1 needs two surcases: four checkers on the corner
    let three = tt!(w 1:12 12:3; b 1:15);
    assert!(jans(&three, White, r(1, 1)).is_empty());
    let four = tt!(w 1:11 12:4; b 1:15);
    assert_eq!(
        jans(&four, White, r(1, 1)),
        expect(&[(BattreLeCoin, White, 1, 6)])
    );
}

#[test]
fn battre_le_coin_with_a_doublet_needs_two_checkers() {
    let two = tt!(w 1:11 8:2 12:2; b 1:15);
    assert_eq!(
        jans(&two, White, r(5, 5)),
        expect(&[(BattreLeCoin, White, 1, 6)])
    );
    let one = tt!(w 1:12 8:1 12:2; b 1:15);
    assert!(jans(&one, White, r(5, 5)).is_empty());
}
