//! The block rules of long nardy and Fevga read along the opponent's route
//! (`rules::blocks`): a named test for each corner, for a run every opposing
//! checker is past, for a prime just before and just after the corner, and
//! for the two timings (after the play, each die's landing). Points are the
//! mover's; the opponent's own point `q` is the mover's `(q + 11) % 24 + 1`
//! (his 24, his start, is the mover's 12).

mod bg_common;

use bg_common::{facing_position as pos, plays, r, set};
use std::collections::BTreeSet;

use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::position_text;
use tables::backgammon::rules::blocks;
use tables::backgammon::{Position, RuleSet, Variant, VariantOptions};

fn rules(v: Variant, each_landing: bool) -> RuleSet {
    let o = VariantOptions {
        nardy_block_each_landing: each_landing,
        fevga_block_each_landing: each_landing,
        ..VariantOptions::default()
    };
    v.rules_with(&o)
}

fn fevga() -> RuleSet {
    rules(Variant::Fevga, false)
}

fn nardy() -> RuleSet {
    rules(Variant::LongNardy, false)
}

/// The plays of `all` whose result does not hold all of the mover's
/// `points`.
fn without(rules: &RuleSet, p: &Position, roll: (u8, u8), points: &[usize]) -> BTreeSet<String> {
    bg_common::legal(rules, p, roll.0, roll.1)
        .iter()
        .filter(|play| !points.iter().all(|&q| play.after().mine(q) > 0))
        .map(|play| play.notation())
        .collect()
}

#[test]
fn a_prime_across_my_24_1_corner_is_refused_the_issues_example() {
    // I hold 1, 2, 4, 22, 23 and ten on 24; the opponent one on my 5 (his 17)
    // and fourteen on my 12 (his start). 4/3 with 24/22 or 24/23 would hold
    // my 3, 2, 1, 24, 23, 22: his 15 to 10, six in a row with all his
    // checkers behind them.
    let (_, p) = position_text::parse("1.fevga.AA1Aa6n9AAJ.0-0.0-0").unwrap();
    let expected = set(&[
        "22/19",
        "22/20 2/1",
        "22/20 4/3",
        "22/21 4/2",
        "23/20",
        "23/21 2/1",
        "23/21 22/21",
        "23/21 4/3",
        "23/22 4/2",
        "24/22 2/1",
        "24/22 23/22",
        "24/23 22/20",
        "24/23 24/22",
        "24/23 4/2",
        "4/1",
    ]);
    assert_eq!(plays(&fevga(), &p, 2, 1), expected);
    // Long nardy the same, but for the second checker from the head.
    let mut nardy_expected = expected.clone();
    nardy_expected.remove("24/23 24/22");
    assert_eq!(plays(&nardy(), &p, 2, 1), nardy_expected);
    // The opponent's route: my 3 is his 15, my 22 his 10.
    let mut after = p.setup();
    after.on_roll[3] -= 1; // 4/3
    after.on_roll[2] += 1;
    after.on_roll[23] -= 1; // 24/22
    after.on_roll[21] += 1;
    let after = after.validate().unwrap();
    assert_eq!(blocks::forbidden_block(&after), Some(15));
}

#[test]
fn six_of_my_points_across_my_12_13_corner_are_no_block() {
    // 16/15 makes my 15 to 10 (his 3, 2, 1, 24, 23, 22): six in a row in my
    // numbering, not on his route, which begins at his 24 and ends at his 1.
    // His checkers on my 9, 8, 7 (his 21, 20, 19) still have his 3 to 1 to
    // pass: no six of them in a row.
    let p = pos(
        &[
            (16, 1),
            (14, 2),
            (13, 2),
            (12, 2),
            (11, 2),
            (10, 2),
            (24, 4),
        ],
        &[(21, 5), (20, 5), (19, 5)],
    );
    for rules in [nardy(), fevga()] {
        let got = plays(&rules, &p, 6, 1);
        assert!(got.contains("24/18 16/15"), "{got:?}");
        assert!(got.contains("16/15 10/4"), "{got:?}");
    }
}

#[test]
fn a_prime_just_before_the_corner_is_refused_with_all_his_checkers_behind() {
    // My 6 to 2 held; landing on my 1 makes my 6 to 1 = his 18 to 13, the
    // last six points before the corner of his route. His checkers on my 12
    // and 9 (his 24 and 21) are behind them.
    let mine = [(8, 1), (6, 2), (5, 2), (4, 2), (3, 2), (2, 2), (16, 4)];
    let behind = pos(&mine, &[(24, 10), (21, 5)]);
    let got = plays(&nardy(), &behind, 6, 1);
    assert_eq!(got, without(&nardy(), &behind, (6, 1), &[1, 2, 3, 4, 5, 6]));
    assert!(!got.contains("8/2 2/1") && !got.contains("8/1"), "{got:?}");
    // 8/7 would make my 7 to 2 (his 19 to 14): refused too.
    assert!(
        got.contains("16/10 6/5") && !got.contains("16/10 8/7"),
        "{got:?}"
    );
    // One of his checkers on my 22 (his 10) is past them: they may be held.
    let ahead = pos(&mine, &[(24, 9), (21, 5), (10, 1)]);
    let got = plays(&nardy(), &ahead, 6, 1);
    assert!(got.contains("8/1") && got.contains("16/10 2/1"), "{got:?}");
}

#[test]
fn a_prime_just_after_the_corner_is_refused_with_all_his_checkers_behind() {
    // My 24 to 20 held; 24/19 makes my 24 to 19 = his 12 to 7, the first
    // six points after the corner of his route. His checkers on my 12 and 3
    // (his 24 and 15) are behind them.
    let mine = [(24, 6), (23, 2), (22, 2), (21, 2), (20, 2), (2, 1)];
    let behind = pos(&mine, &[(24, 10), (15, 5)]);
    let got = plays(&fevga(), &behind, 5, 1);
    assert_eq!(
        got,
        without(&fevga(), &behind, (5, 1), &[24, 23, 22, 21, 20, 19])
    );
    assert!(!got.contains("24/19 2/1"), "{got:?}");
    assert!(got.contains("24/18"), "{got:?}");
    // One of his checkers on my 17 (his 5) is past them.
    let ahead = pos(&mine, &[(24, 10), (15, 4), (5, 1)]);
    assert!(plays(&fevga(), &ahead, 5, 1).contains("24/19 2/1"));
}

#[test]
fn a_run_every_opposing_checker_is_past_is_legal() {
    // My 6 to 1 (his 18 to 13) with all his checkers in his home (his 6 to
    // 4, my 18 to 16): every one of them is past it.
    let p = pos(
        &[(7, 1), (6, 2), (5, 2), (4, 2), (3, 2), (2, 2), (24, 4)],
        &[(6, 5), (5, 5), (4, 5)],
    );
    assert_eq!(
        plays(&nardy(), &p, 6, 1),
        set(&[
            "24/23 7/1",
            "7/1 2/1",
            "7/1 3/2",
            "7/1 4/3",
            "7/1 5/4",
            "7/1 6/5"
        ])
    );
}

#[test]
fn a_block_made_for_a_moment_counts_only_with_the_each_landing_option() {
    // My 9, 8, 6, 5, 4 held, his checkers behind on my 12 and 11. 13/1 on
    // 3-3 touches down on my 7 (9 to 4 held, his 21 to 16) and goes on.
    let p = pos(
        &[(13, 1), (9, 2), (8, 2), (6, 2), (5, 2), (4, 2), (24, 4)],
        &[(24, 10), (23, 5)],
    );
    let after = plays(&nardy(), &p, 3, 3);
    let each = plays(&rules(Variant::LongNardy, true), &p, 3, 3);
    assert!(each.is_subset(&after));
    let refused: BTreeSet<String> = after.difference(&each).cloned().collect();
    assert_eq!(
        refused,
        set(&[
            "13/1",
            "13/4 5/2",
            "13/4 6/3",
            "13/4 8/5",
            "13/4 9/6",
            "24/21 13/4"
        ])
    );
    // 13/7 4/1(2) is allowed both ways: 4/1(2) first leaves my 4 empty.
    assert!(each.contains("13/7 4/1(2)"));
    // Move by move, the landing on 7 is refused, and named.
    let each_rules = rules(Variant::LongNardy, true);
    let m = why_not(&each_rules, &p, r(3, 3), &[], 13, 10).unwrap();
    assert_eq!(
        why_not(&each_rules, &p, r(3, 3), &[m], 10, 7),
        Err(Refusal::ForbiddenBlock)
    );
    assert!(why_not(&nardy(), &p, r(3, 3), &[m], 10, 7).is_ok());
}

#[test]
fn fevgas_starting_quarter_held_for_a_moment_counts_only_with_the_option() {
    // My 11 to 7 held, his checkers all in his home (his 1, 2, 4, 5). 18/6 on
    // 3-3 touches down on my 12: all six points of his starting quarter.
    // It ends holding my 11 to 6 (his 23 to 18), which every one of his
    // checkers is past: allowed after the play.
    let p = pos(
        &[(18, 1), (11, 2), (10, 2), (9, 2), (8, 2), (7, 2), (24, 4)],
        &[(1, 4), (2, 4), (4, 4), (5, 3)],
    );
    let after = plays(&fevga(), &p, 3, 3);
    let each = plays(&rules(Variant::Fevga, true), &p, 3, 3);
    assert!(each.is_subset(&after));
    let refused: BTreeSet<String> = after.difference(&each).cloned().collect();
    assert_eq!(
        refused,
        set(&[
            "18/6",
            "18/9 10/7",
            "18/9 11/8",
            "18/9 7/4",
            "18/9 8/5",
            "24/21 18/9"
        ])
    );
    // Ending on my 12 is refused both ways.
    assert!(!after.contains("24/21 18/12"));
}
