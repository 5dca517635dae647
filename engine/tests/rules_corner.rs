//! §3.5 of the digest: the rest corner (coin de repos), taken naturally or by
//! puissance, surcases, leaving it, the opponent's corner, and an empty corner
//! as the intermediate of a tout d'une.

mod common;

use common::*;
use tables::trictrac::{tt, JanKind::*, Side::*};

#[test]
fn rest_corner_cannot_be_taken_by_one_checker() {
    // Given a checker on 7 that the 5 would bring alone onto the corner
    let b = tt!(w 1:14 7:1; b 1:15);
    // When white rolls 5-1
    // Then no turn leaves a single checker on 12 (7→12 with 1→2 is refused;
    // 7→12→13 would stop on the opponent's corner)
    assert_turns(
        &b,
        White,
        r(5, 1),
        &[&[(1, 6), (1, 2)], &[(1, 6), (7, 8)], &[(1, 7)]],
    );
    assert!(jans(&b, White, r(5, 1)).is_empty());
}

#[test]
fn rest_corner_is_taken_naturally_by_two_checkers_at_once() {
    let b = tt!(w 1:13 7:1 8:1; b 1:15);
    // 7→12 by the 5 and 8→12 by the 4 together; each alone is refused.
    assert_turns(
        &b,
        White,
        r(5, 4),
        &[
            &[(1, 6), (1, 5)],
            &[(1, 6), (7, 11)],
            &[(1, 10)],
            &[(7, 12), (8, 12)],
        ],
    );
    let a = analysis(&b, White, r(5, 4));
    assert!(a.info.corner_naturally);
    let taking: Vec<_> = a
        .turns
        .iter()
        .filter(|t| t.takes_corner(&b, White))
        .collect();
    assert_eq!(taking.len(), 1);
    assert!(!taking[0].by_puissance());
    // taking the corner scores nothing by itself
    assert!(a.jans.is_empty());
}

#[test]
fn corner_by_puissance_only_when_not_possible_naturally() {
    // 6-5 with checkers on 7 and 8: they could go onto the opponent's empty
    // corner (13) one with each die; naturally 7→12 needs a 5 *and* a checker
    // on 6 for the 6 — there is none. So the corner is taken by puissance.
    let b = tt!(w 1:13 7:1 8:1; b 1:15);
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[&[(1, 7), (1, 6)], &[(7, 12), (8, 12)]],
    );
    let a = analysis(&b, White, r(6, 5));
    assert!(!a.info.corner_naturally);
    assert_eq!(a.turns.iter().filter(|t| t.by_puissance()).count(), 1);

    // With a checker on 6 as well, 6→12 and 7→12 take it naturally: the
    // puissance (7 and 8 onto 12) is no longer allowed.
    let b = tt!(w 1:12 6:1 7:1 8:1; b 1:15);
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[&[(1, 7), (1, 6)], &[(1, 7), (6, 11)], &[(6, 12), (7, 12)]],
    );
    let a = analysis(&b, White, r(6, 5));
    assert!(a.info.corner_naturally);
    assert!(a.turns.iter().all(|t| !t.by_puissance()));
}

#[test]
fn no_corner_by_puissance_when_the_opponent_holds_his_corner() {
    let b = tt!(w 1:13 7:1 8:1; b 1:13 12:2);
    assert_turns(&b, White, r(6, 5), &[&[(1, 7), (1, 6)]]);
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn corner_by_puissance_with_a_doublet_needs_two_checkers_on_one_field() {
    let two = tt!(w 1:13 8:2; b 1:15);
    assert_turns(
        &two,
        White,
        r(5, 5),
        &[&[(1, 6), (1, 6)], &[(1, 11)], &[(8, 12), (8, 12)]],
    );
    let one = tt!(w 1:14 8:1; b 1:15);
    assert_turns(&one, White, r(5, 5), &[&[(1, 6), (1, 6)], &[(1, 11)]]);
}

#[test]
fn surcases_are_added_one_at_a_time_once_the_corner_is_held() {
    let b = tt!(w 1:12 9:1 12:2; b 1:15);
    // 9→12 alone is now legal (a surcase); the corner's own checkers may not
    // leave singly (12→15 / 12→13)
    assert_turns(
        &b,
        White,
        r(3, 1),
        &[
            &[(1, 4), (1, 2)],
            &[(1, 4), (9, 10)],
            &[(1, 5)],
            &[(9, 12), (1, 2)],
        ],
    );
}

#[test]
fn surcases_are_never_added_by_puissance() {
    // Corner held: 7 and 8 could reach the opponent's empty corner with 6-5,
    // but that only beats the corner; it never brings them onto 12.
    let b = tt!(w 1:11 7:1 8:1 12:2; b 1:15);
    assert_turns(&b, White, r(6, 5), &[&[(1, 7), (1, 6)], &[(1, 7), (7, 12)]]);
    let a = analysis(&b, White, r(6, 5));
    assert!(a.turns.iter().all(|t| !t.by_puissance()));
    assert_eq!(jans_of(&a), expect(&[(BattreLeCoin, White, 1, 4)]));
}

#[test]
fn last_two_checkers_leave_the_corner_together() {
    // Black far away (white's 6): the passage is open.
    let b = tt!(w 1:11 10:2 12:2; b 19:15);
    // 12→18 & 12→17 together is legal; one of them with another move is not,
    // nor one corner checker by 11 (12→23).
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[
            &[(1, 7), (10, 15)],
            &[(1, 7), (7, 12)],
            &[(10, 16), (10, 15)],
            &[(10, 21)],
            &[(12, 18), (12, 17)],
        ],
    );
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn a_surcase_may_leave_the_corner_alone() {
    let b = tt!(w 1:12 12:3; b 19:15);
    // 12→17 (one surcase) or 12→23 (one surcase by 11); both surcase moves
    // 12→18 & 12→17 would leave one checker.
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[&[(1, 7), (12, 17)], &[(1, 12)], &[(12, 23)]],
    );
}

#[test]
fn never_onto_the_opponents_corner() {
    // 7→13 is never legal as a stop ...
    let b = tt!(w 1:13 7:2; b 19:15);
    // ... but the empty opponent's corner may be the intermediate of 7→13→19,
    // and the two checkers on 7 that could go onto it take the corner by
    // puissance (nothing is on 6 to take it naturally)
    assert_turns(
        &b,
        White,
        r(6, 6),
        &[&[(1, 7), (1, 7)], &[(7, 19)], &[(7, 12), (7, 12)]],
    );
    // when black holds it, it blocks like any field
    let held = tt!(w 1:13 7:2; b 12:2 19:13);
    assert_turns(&held, White, r(6, 6), &[&[(1, 7), (1, 7)]]);
}

#[test]
fn empty_rest_corner_can_be_an_intermediate() {
    // my own empty corner: 9→12→15 with 3-3 (a stop on 12 alone is refused)
    let b = tt!(w 1:14 9:1; b 20:15);
    assert_turns(
        &b,
        White,
        r(3, 3),
        &[&[(1, 4), (1, 4)], &[(1, 7)], &[(9, 15)]],
    );
    // the opponent's empty corner: 7→13→19 (see never_onto_the_opponents_corner)
    let b = tt!(w 1:13 7:2; b 19:15);
    let a = analysis(&b, White, r(6, 6));
    assert!(a
        .turns
        .iter()
        .any(|t| counts_after_turn(&b, White, t) == counts_after(&b, White, &[(7, 19)])));
}

#[test]
fn taking_the_corner_is_obligatory_when_it_is_the_only_legal_play() {
    // The talon is hemmed in (black half-cases on 5 and 6), 8→13 is the
    // opponent's corner and black can still fill his jans (no stop at 13+).
    let b = tt!(w 1:13 7:1 8:1; b 1:13 19:1 20:1);
    assert_turns(&b, White, r(5, 4), &[&[(7, 12), (8, 12)]]);
    assert_eq!(
        field_jans(&b, White, r(5, 4)),
        expect_fields(&[(BattreAVrai, White, 5, 1, 4), (BattreAVrai, White, 6, 1, 4)])
    );
}
