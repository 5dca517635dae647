//! §6.4 of the digest: making a petit jan, grand jan or jan de retour (ways by
//! number), the obligation to fill, conserving, and conservation by impuissance.

mod common;

use common::*;
use tables::trictrac::{tt, JanKind::*, Quarter, Side::*};

#[test]
fn filling_is_obligatory() {
    // One demi-case (6) left; 5-4 fills it by 5 from 1 or by 4 from 2.
    let b = tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
    // Only the turns that fill are legal; the other number must not uncover
    // a field of the quarter (1→6 & 2→6, 1→6 & 4→8, 2→6 & 2→7, 2→6 & 4→9).
    assert_turns(
        &b,
        White,
        r(5, 4),
        &[
            &[(1, 6), (2, 6)],
            &[(1, 6), (4, 8)],
            &[(2, 6), (2, 7)],
            &[(2, 6), (4, 9)],
        ],
    );
    assert_eq!(jans(&b, White, r(5, 4)), expect(&[(PetitJan, White, 2, 4)]));
}

#[test]
fn filling_ways_are_counted_by_number_not_by_order() {
    // 4-1: by 4 from 2, by 5 tout d'une from 1 (through 5 or 2: one way); the
    // ace from 5 would uncover 5. Two ways of 4.
    let b = tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
    assert_eq!(jans(&b, White, r(4, 1)), expect(&[(PetitJan, White, 2, 4)]));
    // The filling turns: 2→6 with the ace from 2 or 4, or 1→6 (which is also
    // the board of 2→6 & 1→2): three boards for two ways.
    assert_turns(
        &b,
        White,
        r(4, 1),
        &[&[(2, 6), (2, 3)], &[(2, 6), (4, 5)], &[(1, 6)]],
    );
}

#[test]
fn filling_with_two_demi_cases_left_is_one_way() {
    // 5 and 6 each hold one checker: 1→6 by the 5 and 1→5 by the 4 together
    let b = tt!(w 1:4 2:2 3:2 4:2 5:1 6:1 8:3; b 1:15);
    assert_turns(&b, White, r(5, 4), &[&[(1, 6), (1, 5)]]);
    assert_eq!(jans(&b, White, r(5, 4)), expect(&[(PetitJan, White, 1, 4)]));
}

#[test]
fn filling_the_grand_jan_takes_the_corner_with_two_checkers() {
    // 7..11 are cases; 6-6 brings both checkers of 6 onto the empty corner
    let b = tt!(w 1:3 6:2 7:2 8:2 9:2 10:2 11:2; b 1:15);
    assert_turns(&b, White, r(6, 6), &[&[(6, 12), (6, 12)]]);
    assert_eq!(jans(&b, White, r(6, 6)), expect(&[(GrandJan, White, 1, 6)]));
}

#[test]
fn a_filling_way_by_the_sum_needs_an_open_intermediate() {
    // The demi-case is 7; 4-2 can only reach it from 1 by the sum.
    // Black holds white's 3 and 5: no way, the grand jan is not made (white
    // still beats black's empty corner with 9 and 11).
    let closed = tt!(w 1:3 4:1 7:1 8:2 9:2 10:2 11:2 12:2; b 22:2 20:2 1:11);
    assert_eq!(
        jans(&closed, White, r(4, 2)),
        expect(&[(BattreLeCoin, White, 1, 4)])
    );
    // Black holds only 5: 1→3→7 is open, one way, and the filling turn is
    // obligatory.
    let open = tt!(w 1:3 4:1 7:1 8:2 9:2 10:2 11:2 12:2; b 20:2 1:13);
    assert_eq!(
        jans(&open, White, r(4, 2)),
        expect(&[(GrandJan, White, 1, 4), (BattreLeCoin, White, 1, 4)])
    );
    assert_turns(&open, White, r(4, 2), &[&[(1, 3), (3, 7)]]);
}

#[test]
fn conserving_is_obligatory_unless_the_only_play_breaks_it() {
    // Petit jan filled; three free checkers on 8 and 9; black far on white's 10
    // (he can fill nothing: the passage is open except his corner).
    let b = tt!(w 1:2 2:2 3:2 4:2 5:2 6:2 8:2 9:1; b 15:15);
    // 6-5 can be played by 8 and 9 alone: only those turns are legal
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[&[(8, 14), (9, 14)], &[(8, 19)], &[(9, 20)]],
    );
    assert_eq!(
        jans(&b, White, r(6, 5)),
        expect(&[(ConserverPetitJan, White, 1, 4)])
    );

    // Three checkers on 9 that cannot move (black holds 10 and 11): 2-1 must
    // be played inside the petit jan, which breaks it; nothing is scored.
    let b = tt!(w 1:2 2:2 3:2 4:2 5:2 6:2 9:3; b 14:7 15:8);
    // Every turn: a checker from i by 2 and one from j by 1, or one checker
    // from k by 3 (through k+1 or k+2), i, j, k in 1..=6.
    let mut expected: Vec<Vec<(u8, u8)>> = Vec::new();
    for i in 1..=6u8 {
        for j in 1..=6u8 {
            if j == i + 2 || i == j + 1 {
                continue; // the same board as the tout d'une below
            }
            expected.push(vec![(i, i + 2), (j, j + 1)]);
        }
    }
    for k in 1..=6u8 {
        expected.push(vec![(k, k + 3)]);
    }
    assert_eq!(expected.len(), 33);
    let refs: Vec<&[(u8, u8)]> = expected.iter().map(|v| v.as_slice()).collect();
    assert_turns(&b, White, r(2, 1), &refs);
    let a = analysis(&b, White, r(2, 1));
    for t in &a.turns {
        let mut after = b;
        t.apply(&mut after, White);
        assert!(!after.is_filled(White, Quarter::Q1));
    }
    assert!(a.jans.is_empty(), "{:?}", jans_of(&a));
}

#[test]
fn playing_both_numbers_comes_before_keeping_the_jan() {
    // 8→9 alone would keep the petit jan, but both numbers can be played
    // (the 2 only inside the petit jan), so the jan must be broken.
    let b = tt!(w 1:2 2:2 3:2 4:2 5:2 6:2 8:1 9:2; b 14:7 15:8);
    let mut expected: Vec<Vec<(u8, u8)>> = Vec::new();
    for i in 1..=6u8 {
        for j in [1, 2, 3, 4, 5, 6, 8u8] {
            if j == i + 2 || i == j + 1 {
                continue;
            }
            expected.push(vec![(i, i + 2), (j, j + 1)]);
        }
    }
    for k in 1..=6u8 {
        expected.push(vec![(k, k + 3)]);
    }
    assert_eq!(expected.len(), 38);
    let refs: Vec<&[(u8, u8)]> = expected.iter().map(|v| v.as_slice()).collect();
    assert_turns(&b, White, r(2, 1), &refs);
    let a = analysis(&b, White, r(2, 1));
    assert_eq!(a.info.dice_playable, 2);
    // no conservation, no impuissance
    assert!(a.jans.is_empty(), "{:?}", jans_of(&a));
}

#[test]
fn conservation_by_impuissance() {
    // Jan de retour filled, the corner's two checkers blocked (black on 17 and
    // 18), nothing can be borne off while they are outside: 6-6 is wholly
    // impuissant, the jan stays whole.
    let b = tt!(w 12:2 19:2 20:2 21:2 22:2 23:2 24:3; b 7:2 8:13);
    assert_no_move(&b, White, r(6, 6));
    assert_eq!(
        jans(&b, White, r(6, 6)),
        expect(&[
            (ConserverJanDeRetour, White, 1, 6),
            (Impuissance, Black, 2, 2)
        ])
    );
    // 6-1: the 6 is impuissant; of the aces only 23→24 keeps the jan
    let b = tt!(w 12:2 19:2 20:2 21:2 22:2 23:3 24:2; b 7:2 8:13);
    assert_turns(&b, White, r(6, 1), &[&[(23, 24)]]);
    assert_eq!(
        jans(&b, White, r(6, 1)),
        expect(&[
            (ConserverJanDeRetour, White, 1, 4),
            (Impuissance, Black, 1, 2)
        ])
    );
}

#[test]
fn an_impuissant_six_and_the_jan_de_retour_made_by_the_ace() {
    // The digest's example (§6.3): the 6 could only move one of the corner's
    // last two checkers; the 1 (21→22) fills the jan de retour by one way.
    let b = tt!(w 12:2 19:2 20:2 21:3 22:1 23:2 24:3; b 12:15);
    assert_turns(&b, White, r(6, 1), &[&[(21, 22)]]);
    assert_eq!(
        jans(&b, White, r(6, 1)),
        expect(&[(JanDeRetour, White, 1, 4), (Impuissance, Black, 1, 2)])
    );
}

#[test]
fn a_doublet_fills_by_d_and_by_two_d() {
    // The digest's example: 2-2 fills 6 by 2 from 4 and by 4 from 2 → 12
    let b = tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
    assert_eq!(jans(&b, White, r(2, 2)), expect(&[(PetitJan, White, 2, 6)]));
    // an empty field cannot be filled by a doublet without uncovering another
    let b = tt!(w 1:3 2:3 3:3 4:3 5:3; b 1:15);
    for d in 1..=6 {
        assert!(jans(&b, White, r(d, d)).is_empty(), "{d}-{d}");
    }
    // but any single roll bringing two checkers onto 6 fills it by one way
    assert_eq!(jans(&b, White, r(5, 4)), expect(&[(PetitJan, White, 1, 4)]));
    assert_eq!(jans(&b, White, r(3, 1)), expect(&[(PetitJan, White, 1, 4)]));
}
