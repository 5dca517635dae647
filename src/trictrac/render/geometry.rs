//! Where things are on the tablier: the one place that knows the SVG geometry.
//!
//! The board is drawn from White's side: White's fields 1..=12 along the bottom
//! from left (his talon) to right (his rest corner), then 13..=24 along the top
//! from right to left. Both talons are at the left, next to the short band that
//! holds the chips, the pegs' starting holes and the pavillon.

pub use crate::kit::svg::{fmt1, Layout};

/// The SVG `viewBox` of the board (a strip on the left holds the set-aside
/// pavillon).
pub const VIEW_BOX: &str = "-60 0 1060 700";
/// Width and height of the frame.
pub const WIDTH: f64 = 1000.0;
/// Height of the frame.
pub const HEIGHT: f64 = 700.0;
/// Width of the short bands (left: talon side; right: corner side).
pub const SHORT_BAND: f64 = 70.0;
/// Height of the long bands (with the holes).
pub const LONG_BAND: f64 = 55.0;
/// Width of the middle band between the two tables.
pub const MIDDLE_BAND: f64 = 40.0;
/// Height of a flèche, base to tip.
pub const FLECHE_HEIGHT: f64 = 250.0;
/// Checker radius.
pub const CHECKER_R: f64 = 29.0;
/// Chip (jeton) radius.
pub const CHIP_R: f64 = 13.0;
/// Hole radius.
pub const HOLE_R: f64 = 6.0;
/// Most checkers drawn apart on one field; a taller stack overlaps and shows its count.
pub const MAX_STACK: u8 = 5;

/// Left edge of the playing area.
pub const INNER_LEFT: f64 = SHORT_BAND;
/// Right edge of the playing area.
pub const INNER_RIGHT: f64 = WIDTH - SHORT_BAND;
/// Top edge of the playing area.
pub const INNER_TOP: f64 = LONG_BAND;
/// Bottom edge of the playing area.
pub const INNER_BOTTOM: f64 = HEIGHT - LONG_BAND;

/// Width of one flèche.
pub fn fleche_width() -> f64 {
    (INNER_RIGHT - INNER_LEFT - MIDDLE_BAND) / 12.0
}

/// Column 0..=11 (left to right) of an absolute field 1..=24 (White's numbering).
pub fn column(abs: u8) -> u8 {
    if abs <= 12 {
        abs - 1
    } else {
        24 - abs
    }
}

/// Whether an absolute field is on the bottom row (White's side).
pub fn is_bottom(abs: u8) -> bool {
    abs <= 12
}

/// X of the centre of a column.
pub fn column_x(col: u8) -> f64 {
    let w = fleche_width();
    let gap = if col >= 6 { MIDDLE_BAND } else { 0.0 };
    INNER_LEFT + f64::from(col) * w + w / 2.0 + gap
}

/// Base y (on the long band) and tip y of an absolute field.
pub fn base_and_tip(abs: u8) -> (f64, f64) {
    if is_bottom(abs) {
        (INNER_BOTTOM, INNER_BOTTOM - FLECHE_HEIGHT)
    } else {
        (INNER_TOP, INNER_TOP + FLECHE_HEIGHT)
    }
}

/// The three corners of a flèche: base left, base right, tip.
pub fn fleche_corners(abs: u8) -> [(f64, f64); 3] {
    let x = column_x(column(abs));
    let half = fleche_width() / 2.0 - 1.5;
    let (base, tip) = base_and_tip(abs);
    [(x - half, base), (x + half, base), (x, tip)]
}

/// The tablier's drawing placed in a [`Layout`]: its `viewBox`, and its
/// points, rectangles and polygons turned with it.
pub trait OnTablier {
    /// The SVG `viewBox`.
    fn view_box(self) -> &'static str;
    /// A point of the landscape drawing, placed in this layout.
    fn point(self, p: (f64, f64)) -> (f64, f64);
    /// A rectangle (x, y, w, h) of the landscape drawing, in this layout.
    fn rect(self, r: (f64, f64, f64, f64)) -> (f64, f64, f64, f64);
    /// Points of a polygon as an SVG `points` string.
    fn points(self, pts: &[(f64, f64)]) -> String;
}

impl OnTablier for Layout {
    fn view_box(self) -> &'static str {
        match self {
            Layout::Landscape => VIEW_BOX,
            Layout::Portrait => "0 0 700 1060",
        }
    }

    fn point(self, p: (f64, f64)) -> (f64, f64) {
        self.point_in(WIDTH, p)
    }

    fn rect(self, r: (f64, f64, f64, f64)) -> (f64, f64, f64, f64) {
        self.rect_in(WIDTH, r)
    }

    fn points(self, pts: &[(f64, f64)]) -> String {
        self.points_in(WIDTH, pts)
    }
}

/// Length of the tallest stack drawn, from the band.
pub const STACK_LENGTH: f64 = 290.0;

/// Centre of the `i`-th of `n` checkers (0 = nearest the band) stacked on a
/// field: side by side up to [`MAX_STACK`], then overlapping to stay within
/// [`STACK_LENGTH`].
pub fn checker_center(abs: u8, i: u8, n: u8) -> (f64, f64) {
    let x = column_x(column(abs));
    let (base, _) = base_and_tip(abs);
    let step = if n <= MAX_STACK {
        2.0 * CHECKER_R - 2.0
    } else {
        (STACK_LENGTH - 2.0 * CHECKER_R) / f64::from(n - 1)
    };
    let d = CHECKER_R + f64::from(i) * step;
    if is_bottom(abs) {
        (x, base - d)
    } else {
        (x, base + d)
    }
}

/// The hit area of a whole field (its column, band to centre line).
pub fn field_rect(abs: u8) -> (f64, f64, f64, f64) {
    let w = fleche_width();
    let x = column_x(column(abs)) - w / 2.0;
    let mid = HEIGHT / 2.0;
    if is_bottom(abs) {
        (x, mid, w, INNER_BOTTOM - mid)
    } else {
        (x, INNER_TOP, w, mid - INNER_TOP)
    }
}

/// Where a field number label goes (on the long band beside the holes).
pub fn label_pos(abs: u8) -> (f64, f64) {
    let x = column_x(column(abs));
    // baselines: the digits (about 15 units high) keep 7 or 8 units from
    // the board's edge and clear of the holes' pegs
    if is_bottom(abs) {
        (x, HEIGHT - 7.0)
    } else {
        (x, 23.0)
    }
}

/// Upright, the distance of a number's centre from the board's long edge
/// (the numbers are drawn smaller then: `.portrait .field-number`).
pub const PORTRAIT_LABEL_INSET: f64 = 15.0;

/// Centre of a hole in a long band: hole `n` (1..=12) of the side whose
/// fields run along that band is at the foot of his field `n`.
pub fn long_hole(bottom: bool, n: u8) -> (f64, f64) {
    let x = column_x(n - 1);
    if bottom {
        (x, INNER_BOTTOM + 22.0)
    } else {
        (x, INNER_TOP - 22.0)
    }
}

/// X of the short band on the talon side.
pub const SHORT_X: f64 = SHORT_BAND / 2.0;

/// The three holes of the talon-side short band: bottom (White's starting
/// hole), middle (the pavillon), top (Black's starting hole).
pub fn short_hole(which: ShortHole) -> (f64, f64) {
    match which {
        ShortHole::Bottom => (SHORT_X, HEIGHT - 120.0),
        ShortHole::Middle => (SHORT_X, HEIGHT / 2.0),
        ShortHole::Top => (SHORT_X, 120.0),
    }
}

/// A hole of the talon-side short band.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShortHole {
    /// White's starting hole.
    Bottom,
    /// The pavillon's hole.
    Middle,
    /// Black's starting hole.
    Top,
}

/// Where the pavillon stands when set aside (outside the frame).
pub const PAVILLON_ASIDE: (f64, f64) = (-30.0, HEIGHT / 2.0);
