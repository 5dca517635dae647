//! Every worked example of the rules digest, as position + dice → exact result.

use tables::trictrac::{analyze, tt, Board, JanKind, Options, Roll, RollContext, Side};

fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// (kind, beneficiary, ways, points per way) of every jan, in engine order.
fn jans(board: &Board, side: Side, roll: Roll) -> Vec<(JanKind, Side, u8, u8)> {
    let ctx = RollContext { rolls_before: 10 };
    analyze(board, side, roll, &ctx, &Options::default())
        .jans
        .iter()
        .map(|j| (j.kind, j.to, j.n_ways(), j.points_per_way))
        .collect()
}

fn moves(board: &Board, side: Side, roll: Roll) -> Vec<Vec<(u8, u8)>> {
    let ctx = RollContext { rolls_before: 10 };
    let mut v: Vec<Vec<(u8, u8)>> = analyze(board, side, roll, &ctx, &Options::default())
        .turns
        .iter()
        .map(|t| t.steps().iter().map(|s| (s.from, s.to)).collect())
        .collect();
    v.sort();
    v
}

use JanKind::*;
use Side::{Black, White};

#[test]
fn filling_the_petit_jan_with_5_4_by_two_numbers_scores_8() {
    let b = tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
    assert_eq!(jans(&b, White, r(5, 4)), vec![(PetitJan, White, 2, 4)]);
}

#[test]
fn filling_with_4_1_counts_the_sum_but_not_the_ace_that_uncovers() {
    let b = tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
    assert_eq!(jans(&b, White, r(4, 1)), vec![(PetitJan, White, 2, 4)]);
}

#[test]
fn filling_with_double_deux_scores_two_ways_of_six() {
    let b = tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
    assert_eq!(jans(&b, White, r(2, 2)), vec![(PetitJan, White, 2, 6)]);
}

#[test]
fn filling_an_empty_field_with_two_checkers_is_one_way() {
    let b = tt!(w 1:3 2:3 3:3 4:3 5:3; b 1:15);
    assert_eq!(jans(&b, White, r(5, 4)), vec![(PetitJan, White, 1, 4)]);
    assert_eq!(jans(&b, White, r(4, 3)), vec![(PetitJan, White, 1, 4)]);
}

#[test]
fn filling_an_empty_field_with_a_doublet_would_uncover_another() {
    let b = tt!(w 1:3 2:3 3:3 4:3 5:3; b 1:15);
    for d in 1..=5 {
        let j = jans(&b, White, r(d, d));
        assert!(!j.iter().any(|j| j.0 == PetitJan), "{d}-{d}: {j:?}");
    }
}

#[test]
fn impuissant_six_from_the_corner_and_jan_de_retour_by_the_ace() {
    let b = tt!(w 12:2 19:2 20:2 21:3 22:1 23:2 24:3; b 12:15);
    assert_eq!(
        jans(&b, White, r(6, 1)),
        vec![(JanDeRetour, White, 1, 4), (Impuissance, Black, 1, 2)]
    );
    assert_eq!(moves(&b, White, r(6, 1)), vec![vec![(21, 22)]]);
}

#[test]
fn three_hitters_hit_by_three_four_and_seven() {
    let b = tt!(w 1:10 8:1 11:2 12:2; b 1:14 10:1);
    assert_eq!(jans(&b, White, r(4, 3)), vec![(BattreAVrai, White, 3, 2)]);
}

#[test]
fn an_empty_sixth_field_is_filled_by_any_single_roll_bringing_two_checkers() {
    // `1:3 2:3 3:3 4:3 5:3`: a single roll of two numbers ≤ 5 brings one
    // checker onto 6 with each die (4, one way); a roll with a 6 cannot.
    let b = tt!(w 1:3 2:3 3:3 4:3 5:3; b 1:15);
    for roll in Roll::ALL_21.into_iter().filter(|r| !r.is_doublet()) {
        let want = if roll.high() <= 5 {
            vec![(PetitJan, White, 1, 4)]
        } else {
            vec![]
        };
        assert_eq!(jans(&b, White, roll), want, "{roll}");
    }
}

#[test]
fn bredouille_arithmetic_of_the_digest() {
    use tables::trictrac::{BySide, Scoreboard};
    // both at 4, one scores 16 → 1 hole, 8 left
    let mut s = Scoreboard::default();
    s.add_points(White, 4);
    s.add_points(Black, 4);
    let m = s.add_points(White, 16);
    assert_eq!((m.holes, s.points.white, s.points.black), (1, 8, 0));
    // a player at 8 not en bredouille scores 18 → 3 holes (12 + 12 + 2: the
    // first hole single, the second in bredouille), 2 left
    let mut s = Scoreboard::default();
    s.add_points(White, 8);
    s.add_points(Black, 2);
    let m = s.add_points(White, 18);
    assert_eq!((m.holes, m.bredouille_holes), (3, 1));
    assert_eq!(s.holes, BySide::new(3, 0));
    assert_eq!(s.points, BySide::new(2, 0));
    // A scores 4, then B scores 12 without interruption → B marks 2 holes
    let mut s = Scoreboard::default();
    s.add_points(White, 4);
    let m = s.add_points(Black, 12);
    assert_eq!(m.holes, 2);
    assert_eq!(s.holes, BySide::new(0, 2));
    assert_eq!(s.points, BySide::new(0, 0));
}
