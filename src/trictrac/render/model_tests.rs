//! Tests of the render model: what is drawn where.

use super::*;
use tables::trictrac::{tt, BySide};

fn start_view() -> BoardView {
    build(
        &Board::start(),
        &Scoreboard::default(),
        &ViewState::default(),
    )
}

#[test]
fn the_start_shows_24_fields_and_30_checkers_on_the_talons() {
    let v = start_view();
    assert_eq!(v.fields.len(), 24);
    assert_eq!(v.checkers.len(), 30);
    assert!(v
        .checkers
        .iter()
        .filter(|c| c.side == Side::White)
        .all(|c| c.abs == 1));
    assert!(v
        .checkers
        .iter()
        .filter(|c| c.side == Side::Black)
        .all(|c| c.abs == 24));
    let counts: Vec<_> = v.checkers.iter().filter_map(|c| c.count).collect();
    assert_eq!(counts, vec![15, 15]);
}

#[test]
fn each_side_numbers_the_fields_from_his_own_talon() {
    let mut ui = ViewState {
        show_numbers: true,
        ..ViewState::default()
    };
    let v = build(&Board::start(), &Scoreboard::default(), &ui);
    assert_eq!(v.fields[0].number, 1);
    assert_eq!(v.fields[0].talon_of, Some(Side::White));
    assert_eq!(v.fields[11].corner_of, Some(Side::White));
    assert_eq!(v.fields[12].corner_of, Some(Side::Black));
    ui.viewer = Side::Black;
    let v = build(&Board::start(), &Scoreboard::default(), &ui);
    assert_eq!(v.fields[0].number, 24);
    assert_eq!(v.fields[23].label.as_ref().unwrap().2, "1");
}

#[test]
fn chips_stand_where_the_rules_put_them() {
    let w = g::fleche_width();
    let (x2, _) = chip_position(Side::White, 2);
    let (x4, _) = chip_position(Side::White, 4);
    let (x6, _) = chip_position(Side::White, 6);
    let (x8, _) = chip_position(Side::White, 8);
    let (x10, _) = chip_position(Side::White, 10);
    // 2 at the point of field 2, 4 at field 4, 6 at field 6 against the
    // middle band, 8 at field 7 against the middle band, 10 at the corner
    assert!((x2 - g::column_x(1)).abs() < w / 2.0);
    assert!((x4 - g::column_x(3)).abs() < w / 2.0);
    assert!(x6 > g::column_x(5) && x6 < g::column_x(5) + w / 2.0);
    assert!(x8 < g::column_x(6) && x8 > g::column_x(6) - w / 2.0);
    assert!(x10 > g::column_x(11));
    // White's chips are on his half, Black's on his
    assert!(chip_position(Side::White, 4).1 > g::HEIGHT / 2.0);
    assert!(chip_position(Side::Black, 4).1 < g::HEIGHT / 2.0);
    // zero: on the band between the talons
    assert_eq!(chip_position(Side::White, 0).0, g::SHORT_X);
}

#[test]
fn the_bredouille_chip_goes_beside_the_second_scorer() {
    let mut score = Scoreboard::default();
    score.add_points(Side::White, 4);
    score.add_points(Side::Black, 2);
    let v = build(&Board::start(), &score, &ViewState::default());
    let bred = v
        .chips
        .iter()
        .find(|c| matches!(c.kind, ChipKind::Bredouille(_)))
        .unwrap();
    assert_eq!(bred.kind, ChipKind::Bredouille(Some(Side::Black)));
    let black = v
        .chips
        .iter()
        .find(|c| c.kind == ChipKind::Points(Side::Black))
        .unwrap();
    assert!((bred.cy - black.cy).abs() < 1e-9);
    score.add_points(Side::White, 2);
    let v = build(&Board::start(), &score, &ViewState::default());
    assert!(v.chips.iter().any(|c| c.kind == ChipKind::Bredouille(None)));
}

#[test]
fn pegs_go_along_each_long_band_and_the_pavillon_follows_its_state() {
    let mut score = Scoreboard::default();
    let v = build(&Board::start(), &score, &ViewState::default());
    assert_eq!(v.pavillon.state, "middle");
    assert_eq!(v.holes.len(), 30);
    score.holes = BySide::new(3, 0);
    score.add_points(Side::Black, 12);
    let v = build(&Board::start(), &score, &ViewState::default());
    assert_eq!(v.pavillon.state, "black");
    let wp = &v.pegs[0];
    assert_eq!((wp.cx, wp.cy), g::long_hole(true, 3));
    let bp = &v.pegs[1];
    assert_eq!(bp.holes, 2);
    assert!(bp.cy < g::HEIGHT / 2.0);
}

#[test]
fn the_checker_that_just_moved_slides_in_from_its_field() {
    let b = Board::start().moved(Side::White, 1, 7);
    let ui = ViewState {
        arriving: Some((Side::White, 1, 7)),
        ..ViewState::default()
    };
    let v = build(&b, &Scoreboard::default(), &ui);
    let moving: Vec<_> = v
        .checkers
        .iter()
        .filter(|c| c.arrive_from.is_some())
        .collect();
    assert_eq!(moving.len(), 1);
    assert_eq!(moving[0].abs, 7);
    let (dx, _) = moving[0].arrive_from.unwrap();
    assert!((dx - (g::column_x(0) - g::column_x(6))).abs() < 1e-9);
    assert!(moving[0].key.ends_with("-in"));
}

#[test]
fn a_hit_highlights_the_hitters_and_the_target_with_arrows() {
    let b = tt!(w 1:10 8:1 11:2 12:2; b 1:14 10:1);
    let a = tables::trictrac::analyze(
        &b,
        Side::White,
        tables::trictrac::Roll::new(4, 3).unwrap(),
        &tables::trictrac::RollContext { rolls_before: 9 },
        &tables::trictrac::Options::default(),
    );
    let hit = a
        .jans
        .iter()
        .find(|j| j.kind == JanKind::BattreAVrai)
        .unwrap();
    let h = Highlight::of_jan(hit);
    assert_eq!(h.arrows.len(), 3);
    for f in [8, 11, 12, 15] {
        assert!(h.fields.contains(&f), "{f} in {:?}", h.fields);
    }
    let ui = ViewState {
        highlight: h,
        ..ViewState::default()
    };
    let v = build(&b, &Scoreboard::default(), &ui);
    assert_eq!(v.arrows.len(), 3);
    assert!(v.fields[14].highlighted);
}

#[test]
fn upright_the_board_turns_a_quarter_with_talons_at_the_bottom() {
    let ui = ViewState {
        layout: g::Layout::Portrait,
        ..ViewState::default()
    };
    let v = build(&Board::start(), &Scoreboard::default(), &ui);
    assert_eq!(v.view_box, "0 0 700 1060");
    // everything inside the portrait frame (700 wide, 1000 tall)
    for c in &v.checkers {
        assert!(
            (0.0..=700.0).contains(&c.cx) && (0.0..=1000.0).contains(&c.cy),
            "{c:?}"
        );
    }
    // White's talon (field 1) near the bottom right, his rest corner (12) near the top right
    let talon = &v.fields[0].rect;
    let corner = &v.fields[11].rect;
    assert!(talon.0 >= 350.0 && talon.1 > 700.0, "{talon:?}");
    assert!(corner.0 >= 350.0 && corner.1 < 300.0, "{corner:?}");
    // Black's side on the left
    assert!(v.fields[23].rect.0 < 350.0);
    assert_eq!(v.frame, (0.0, 0.0, g::HEIGHT, g::WIDTH));
}
