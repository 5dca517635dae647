//! §3.1–3.4 of the digest: blocked fields, tout d'une, doublets played once, and
//! "both numbers, else the higher". Expected turns and jans are derived by hand
//! from the digest; turns are compared by the board they leave.

mod common;

use common::*;
use tables::trictrac::{tt, JanKind::*, Side::*};

#[test]
fn a_checker_never_lands_on_a_field_holding_an_opposing_checker() {
    // Given a lone black checker on white's 6 (black's 19)
    let b = tt!(w 1:15; b 19:1 1:14);
    // When white rolls 5-4
    // Then 1→6 by the 5 is refused; the 5 can only be played after the 4, by
    // the same checker (1→5→10)
    assert_turns(&b, White, r(5, 4), &[&[(1, 5), (5, 10)]]);
    // and the blocked field is hit (virtually) by the 5: petit-jan table, single
    assert_eq!(
        field_jans(&b, White, r(5, 4)),
        expect_fields(&[(BattreAVrai, White, 6, 1, 4)])
    );
}

#[test]
fn tout_d_une_needs_one_open_intermediate() {
    // 1→10 by 5-4: the intermediate 6 is blocked but 5 is open.
    let one_open = tt!(w 1:15; b 19:1 1:14);
    assert_turns(&one_open, White, r(5, 4), &[&[(1, 10)]]);
    // Both intermediates (5 and 6) blocked: no tout d'une, and no single move
    // either, so both numbers are impuissant (2 points each for black).
    let both_blocked = tt!(w 1:15; b 19:1 20:1 1:13);
    assert_no_move(&both_blocked, White, r(5, 4));
    assert_eq!(
        field_jans(&both_blocked, White, r(5, 4)),
        expect_fields(&[
            (BattreAVrai, White, 5, 1, 4),
            (BattreAVrai, White, 6, 1, 4),
            (Impuissance, Black, 0, 2, 2),
        ])
    );
}

#[test]
fn tout_d_une_of_a_doublet_needs_its_intermediate_open() {
    // 3-3 with black on white's 4: neither 1→4 nor 1→4→7.
    let b = tt!(w 1:15; b 21:1 1:14);
    assert_no_move(&b, White, r(3, 3));
    // the lone checker on 4 is hit by 3 (petit-jan table, doublet: 6); both
    // halves of the doublet are impuissant (2 + 2)
    assert_eq!(
        field_jans(&b, White, r(3, 3)),
        expect_fields(&[(BattreAVrai, White, 4, 1, 6), (Impuissance, Black, 0, 2, 2)])
    );
    // Black on 7 instead: two checkers to 4, but 1→7 lands on black.
    let b = tt!(w 1:15; b 18:1 1:14);
    assert_turns(&b, White, r(3, 3), &[&[(1, 4), (1, 4)]]);
    // 7 is hit by 6 through the open 4: grand-jan table, doublet: 4
    assert_eq!(
        field_jans(&b, White, r(3, 3)),
        expect_fields(&[(BattreAVrai, White, 7, 1, 4)])
    );
}

#[test]
fn doublet_is_played_once_as_two_moves() {
    let start = tt!(w 1:15; b 1:15);
    // two checkers by 3, or one by 6 — never four moves as in backgammon
    assert_turns(&start, White, r(3, 3), &[&[(1, 4), (1, 4)], &[(1, 7)]]);
    assert_turns(&start, White, r(1, 1), &[&[(1, 2), (1, 2)], &[(1, 3)]]);
    // 6-6: one checker by 12 would stop on the opponent's rest corner
    assert_turns(&start, White, r(6, 6), &[&[(1, 7), (1, 7)]]);
    assert!(jans(&start, White, r(3, 3)).is_empty());
}

#[test]
fn opening_six_five_is_played_by_two_checkers() {
    // 1→12 tout d'une would leave a single checker on the rest corner
    let start = tt!(w 1:15; b 1:15);
    assert_turns(&start, White, r(6, 5), &[&[(1, 7), (1, 6)]]);
}

#[test]
fn black_counts_from_his_own_talon_like_white() {
    let start = tt!(w 1:15; b 1:15);
    assert_turns(&start, Black, r(3, 3), &[&[(1, 4), (1, 4)], &[(1, 7)]]);
    // white's lone checker on white's 20 is black's 5: black's 1→5 is
    // blocked, so his 5-4 is one checker 1→6→10
    let b = tt!(w 20:1 1:14; b 1:15);
    assert_turns(&b, Black, r(5, 4), &[&[(1, 6), (6, 10)]]);
    // and black hits it by the 4 (petit-jan table, single)
    assert_eq!(
        field_jans(&b, Black, r(5, 4)),
        expect_fields(&[(BattreAVrai, Black, 5, 1, 4)])
    );
}

#[test]
fn must_play_the_higher_number_when_only_one_can_be_played() {
    // Given a single checker on 5 and black holding white's 16
    let b = tt!(w 5:1; b 9:2 1:13);
    // When white rolls 6-5: 5→11 or 5→10 alone, never both (11→16, 10→16 blocked)
    // Then the 6 must be played
    assert_turns(&b, White, r(6, 5), &[&[(5, 11)]]);
    let a = analysis(&b, White, r(6, 5));
    assert_eq!(a.info.dice_playable, 1);
    // and the 5 is impuissant: 2 points for black, by the number 5
    assert_eq!(jans_of(&a), expect(&[(Impuissance, Black, 1, 2)]));
    let imp = a.jans.iter().find(|j| j.kind == Impuissance).unwrap();
    assert_eq!(imp.ways()[0].number, 5);
}

#[test]
fn plays_the_lower_number_when_the_higher_cannot_be_played() {
    // black holds white's 11 and 16: 5→11 blocked, 5→10 then 10→16 blocked
    let b = tt!(w 5:1; b 14:2 9:2 1:11);
    assert_turns(&b, White, r(6, 5), &[&[(5, 10)]]);
    let a = analysis(&b, White, r(6, 5));
    assert_eq!(jans_of(&a), expect(&[(Impuissance, Black, 1, 2)]));
    let imp = a.jans.iter().find(|j| j.kind == Impuissance).unwrap();
    assert_eq!(imp.ways()[0].number, 6);
}

#[test]
fn must_play_both_numbers_when_possible() {
    // Given checkers on 5 and 9, black far away (he can fill nothing, so the
    // passage is open except his rest corner)
    let b = tt!(w 5:1 9:1; b 19:15);
    // When white rolls 6-2, each number alone could be played (5→11, 9→15, 5→7,
    // 9→11), but the turn must use both: 5→11 & 9→11, 9→15 & 5→7, or 9→17;
    // 5→7→13 would stop on the opponent's corner.
    assert_turns(
        &b,
        White,
        r(6, 2),
        &[&[(5, 11), (9, 11)], &[(9, 15), (5, 7)], &[(9, 17)]],
    );
    let a = analysis(&b, White, r(6, 2));
    assert!(a.turns.iter().all(|t| t.dice_used() == 2));
    assert!(a.jans.is_empty());
}

#[test]
fn a_doublet_of_which_only_half_can_be_played_gives_two() {
    // 5→8, then 8→11 lands on black
    let b = tt!(w 5:1; b 14:2 1:13);
    assert_turns(&b, White, r(3, 3), &[&[(5, 8)]]);
    let a = analysis(&b, White, r(3, 3));
    assert_eq!(a.info.dice_playable, 1);
    assert_eq!(jans_of(&a), expect(&[(Impuissance, Black, 1, 2)]));
}

#[test]
fn a_roll_that_cannot_be_played_passes_the_turn() {
    // talon hemmed in by two black half-cases (white's 5 and 6) with 5-4
    let b = tt!(w 1:15; b 19:1 20:1 1:13);
    assert_no_move(&b, White, r(5, 4));
    assert_eq!(points(&b, White, r(5, 4)), (8, 4));
}
