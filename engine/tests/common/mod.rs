//! Helpers shared by the rule tests: rolls, jans as plain tuples, and legal
//! turns compared by the boards they leave.
#![allow(dead_code)]

use tables::trictrac::{analyze, Analysis, Board, JanKind, Options, Roll, RollContext, Side, Turn};

/// A roll from two dice.
pub fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// A context late in the relevé (no jan de six tables).
pub const LATE: RollContext = RollContext { rolls_before: 10 };

/// One jan as (kind, beneficiary, ways, points per way).
pub type JanRow = (JanKind, Side, u8, u8);

/// One jan with its field as (kind, beneficiary, field, ways, points per way).
pub type FieldJanRow = (JanKind, Side, u8, u8, u8);

fn sorted<T: core::fmt::Debug>(mut v: Vec<T>) -> Vec<T> {
    v.sort_by_key(|x| format!("{x:?}"));
    v
}

/// Analyses a roll with the given context and options.
pub fn analysis_with(
    board: &Board,
    side: Side,
    roll: Roll,
    ctx: RollContext,
    opts: Options,
) -> Analysis {
    analyze(board, side, roll, &ctx, &opts)
}

/// Analyses a roll late in the relevé with the default options.
pub fn analysis(board: &Board, side: Side, roll: Roll) -> Analysis {
    analysis_with(board, side, roll, LATE, Options::default())
}

/// The jans of a roll (late in the relevé, default options), in a stable order.
pub fn jans(board: &Board, side: Side, roll: Roll) -> Vec<JanRow> {
    jans_of(&analysis(board, side, roll))
}

/// The jans of an analysed roll, in a stable order.
pub fn jans_of(a: &Analysis) -> Vec<JanRow> {
    sorted(
        a.jans
            .iter()
            .map(|j| (j.kind, j.to, j.n_ways(), j.points_per_way))
            .collect(),
    )
}

/// The jans with the field they concern, in a stable order.
pub fn field_jans(board: &Board, side: Side, roll: Roll) -> Vec<FieldJanRow> {
    sorted(
        analysis(board, side, roll)
            .jans
            .iter()
            .map(|j| (j.kind, j.to, j.field, j.n_ways(), j.points_per_way))
            .collect(),
    )
}

/// Expected jans in the same stable order as [`jans`].
pub fn expect(v: &[JanRow]) -> Vec<JanRow> {
    sorted(v.to_vec())
}

/// Expected field jans in the same stable order as [`field_jans`].
pub fn expect_fields(v: &[FieldJanRow]) -> Vec<FieldJanRow> {
    sorted(v.to_vec())
}

/// Points of the roll for (roller, opponent).
pub fn points(board: &Board, side: Side, roll: Roll) -> (u32, u32) {
    let a = analysis(board, side, roll);
    (a.roller_points(), a.opponent_points())
}

/// The mover's counts after playing `moves` (from, to) on `board`, without any
/// legality check: the expected side of a comparison.
pub fn counts_after(board: &Board, side: Side, moves: &[(u8, u8)]) -> [u8; 26] {
    let mut c = *board.side(side);
    for &(from, to) in moves {
        assert!(c[from as usize] > 0, "no checker on {from} for {moves:?}");
        c[from as usize] -= 1;
        c[to as usize] += 1;
    }
    c
}

/// The mover's counts after an engine turn.
pub fn counts_after_turn(board: &Board, side: Side, t: &Turn) -> [u8; 26] {
    let mut b = *board;
    t.apply(&mut b, side);
    *b.side(side)
}

fn steps(t: &Turn) -> Vec<(u8, u8)> {
    t.steps().iter().map(|s| (s.from, s.to)).collect()
}

/// Asserts that the legal turns are exactly the expected ones, each given as a
/// list of (from, to) moves and compared by the board it leaves (a tout d'une
/// may be written as one move or as its two halves). No two legal turns may
/// leave the same board.
pub fn assert_turns_in(turns: &[Turn], board: &Board, side: Side, expected: &[&[(u8, u8)]]) {
    let mut got: Vec<[u8; 26]> = turns
        .iter()
        .map(|t| counts_after_turn(board, side, t))
        .collect();
    let mut want: Vec<[u8; 26]> = expected
        .iter()
        .map(|m| counts_after(board, side, m))
        .collect();
    got.sort();
    want.sort();
    let shown: Vec<Vec<(u8, u8)>> = turns.iter().map(steps).collect();
    assert_eq!(
        got.len(),
        turns.len(),
        "engine turns must leave distinct boards: {shown:?}"
    );
    let mut dedup = want.clone();
    dedup.dedup();
    assert_eq!(
        dedup.len(),
        want.len(),
        "expected turns must be distinct: {expected:?}"
    );
    assert_eq!(
        got, want,
        "\nengine turns:   {shown:?}\nexpected turns: {expected:?}"
    );
}

/// [`assert_turns_in`] for a roll late in the relevé with the default options.
pub fn assert_turns(board: &Board, side: Side, roll: Roll, expected: &[&[(u8, u8)]]) {
    let a = analysis(board, side, roll);
    assert_turns_in(&a.turns, board, side, expected);
}

/// [`assert_turns_in`] with the given options.
pub fn assert_turns_opts(
    board: &Board,
    side: Side,
    roll: Roll,
    opts: Options,
    expected: &[&[(u8, u8)]],
) {
    let a = analysis_with(board, side, roll, LATE, opts);
    assert_turns_in(&a.turns, board, side, expected);
}

/// The only turn is the empty one (nothing can be played).
pub fn assert_no_move(board: &Board, side: Side, roll: Roll) {
    let a = analysis(board, side, roll);
    assert_eq!(a.turns.len(), 1, "{:?}", a.turns);
    assert!(a.turns[0].is_empty(), "{:?}", a.turns);
    assert_eq!(a.info.dice_playable, 0);
}
