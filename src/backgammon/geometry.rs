//! Where things are on the backgammon board: the one place that knows its
//! SVG geometry. The board is drawn from the viewer's side: his points 1..=6
//! along the bottom right (his home board), 7..=12 bottom left, 13..=24 along
//! the top from left to right; the bar between the two halves, the trays
//! (borne off, and the checkers still to enter) on the right. Mirrored, the
//! home board is on the left and the trays too.

pub use crate::kit::svg::{fmt1, Layout};

/// The SVG `viewBox` in landscape.
pub const VIEW_BOX: &str = "0 0 1100 700";
/// Width of the drawing.
pub const WIDTH: f64 = 1100.0;
/// Height of the drawing.
pub const HEIGHT: f64 = 700.0;
/// The frame's border.
pub const BORDER: f64 = 24.0;
/// Width of the bar between the halves.
pub const BAR_WIDTH: f64 = 70.0;
/// Width of the tray column beside the board.
pub const TRAY_WIDTH: f64 = 90.0;
/// Height of a point, base to tip.
pub const POINT_HEIGHT: f64 = 262.0;
/// Checker radius.
pub const CHECKER_R: f64 = 28.0;
/// Most checkers drawn apart on a point; a taller stack overlaps and shows
/// its count.
pub const MAX_STACK: u8 = 5;

/// Left edge of the playing area (mirrored: the tray is on the left).
fn inner_left(mirrored: bool) -> f64 {
    if mirrored {
        TRAY_WIDTH + BORDER
    } else {
        BORDER
    }
}

/// Width of one point.
pub fn point_width() -> f64 {
    (WIDTH - TRAY_WIDTH - 2.0 * BORDER - BAR_WIDTH) / 12.0
}

/// Column 0..=11 (left to right) and row (bottom?) of the viewer's point
/// 1..=24.
pub fn slot(point: u8, mirrored: bool) -> (u8, bool) {
    let (col, bottom) = if point <= 12 {
        (12 - point, true)
    } else {
        (point - 13, false)
    };
    (if mirrored { 11 - col } else { col }, bottom)
}

/// X of the centre of a column.
pub fn column_x(col: u8, mirrored: bool) -> f64 {
    let w = point_width();
    let gap = if col >= 6 { BAR_WIDTH } else { 0.0 };
    inner_left(mirrored) + f64::from(col) * w + w / 2.0 + gap
}

/// X of the bar's centre.
pub fn bar_x(mirrored: bool) -> f64 {
    inner_left(mirrored) + 6.0 * point_width() + BAR_WIDTH / 2.0
}

/// X of the trays' centre.
pub fn tray_x(mirrored: bool) -> f64 {
    if mirrored {
        BORDER / 2.0 + TRAY_WIDTH / 2.0
    } else {
        WIDTH - BORDER / 2.0 - TRAY_WIDTH / 2.0
    }
}

/// The playing area (x, y, w, h) of each half, left then right.
pub fn halves(mirrored: bool) -> [(f64, f64, f64, f64); 2] {
    let w = 6.0 * point_width();
    let left = inner_left(mirrored);
    let h = HEIGHT - 2.0 * BORDER;
    [(left, BORDER, w, h), (left + w + BAR_WIDTH, BORDER, w, h)]
}

/// The triangle of a point: base left, base right, tip.
pub fn triangle(point: u8, mirrored: bool) -> [(f64, f64); 3] {
    let (col, bottom) = slot(point, mirrored);
    let x = column_x(col, mirrored);
    let half = point_width() / 2.0 - 1.0;
    let (base, tip) = if bottom {
        (HEIGHT - BORDER, HEIGHT - BORDER - POINT_HEIGHT)
    } else {
        (BORDER, BORDER + POINT_HEIGHT)
    };
    [(x - half, base), (x + half, base), (x, tip)]
}

/// The hit area of a point (its column, edge to centre line).
pub fn point_rect(point: u8, mirrored: bool) -> (f64, f64, f64, f64) {
    let (col, bottom) = slot(point, mirrored);
    let w = point_width();
    let x = column_x(col, mirrored) - w / 2.0;
    let mid = HEIGHT / 2.0;
    if bottom {
        (x, mid, w, HEIGHT - BORDER - mid)
    } else {
        (x, BORDER, w, mid - BORDER)
    }
}

/// Spacing of a stack of `n` checkers: apart up to [`MAX_STACK`], then
/// overlapping within the point's height.
fn step(n: u8) -> f64 {
    if n <= MAX_STACK {
        2.0 * CHECKER_R
    } else {
        (POINT_HEIGHT + 18.0 - 2.0 * CHECKER_R) / f64::from(n - 1)
    }
}

/// Centre of the `i`-th of `n` checkers (0 = at the edge) on a point.
pub fn checker_center(point: u8, i: u8, n: u8, mirrored: bool) -> (f64, f64) {
    let (col, bottom) = slot(point, mirrored);
    let x = column_x(col, mirrored);
    let d = CHECKER_R + f64::from(i) * step(n);
    if bottom {
        (x, HEIGHT - BORDER - d)
    } else {
        (x, BORDER + d)
    }
}

/// Centre of the `i`-th of `n` checkers on a bar: the viewer's on the lower
/// half (nearest the middle first), the opponent's on the upper half.
pub fn bar_center(viewer: bool, i: u8, n: u8, mirrored: bool) -> (f64, f64) {
    let s = step(n.max(1)).min(2.0 * CHECKER_R);
    let d = 60.0 + f64::from(i) * s;
    let mid = HEIGHT / 2.0;
    (bar_x(mirrored), if viewer { mid + d } else { mid - d })
}

/// The tray (x, y, w, h) of a side: the viewer's at the bottom.
pub fn tray(viewer: bool, mirrored: bool) -> (f64, f64, f64, f64) {
    let w = TRAY_WIDTH - 16.0;
    let h = 250.0;
    let x = tray_x(mirrored) - w / 2.0;
    if viewer {
        (x, HEIGHT - BORDER - h, w, h)
    } else {
        (x, BORDER, w, h)
    }
}

/// Centre of the `i`-th of `n` checkers borne off, drawn edge-on as thin
/// bars in the tray (returned as the bar's centre).
pub fn off_center(viewer: bool, i: u8, mirrored: bool) -> (f64, f64) {
    let (_, y, _, h) = tray(viewer, mirrored);
    let pitch = 15.0;
    let d = 12.0 + f64::from(i) * pitch;
    (tray_x(mirrored), if viewer { y + h - d } else { y + d })
}

/// Where the cube sits: in the middle of the bar when nobody owns it, else
/// in the trays' column, on its owner's side of the middle (the viewer's
/// below), between the two trays (the pip counts are inside them).
pub fn cube_center(owner: Option<bool>, mirrored: bool) -> (f64, f64) {
    match owner {
        None => (bar_x(mirrored), HEIGHT / 2.0),
        Some(viewer) => (
            tray_x(mirrored),
            if viewer {
                HEIGHT / 2.0 + 40.0
            } else {
                HEIGHT / 2.0 - 40.0
            },
        ),
    }
}

/// Where the viewer's point numbers go (on the frame beside each point).
pub fn label_pos(point: u8, mirrored: bool) -> (f64, f64) {
    let (col, bottom) = slot(point, mirrored);
    let x = column_x(col, mirrored);
    (x, if bottom { HEIGHT - 6.0 } else { 17.0 })
}

/// Where the point numbers go on a board turned upright (given in the
/// landscape drawing, as [`label_pos`]): the frame's strip then runs down the
/// side, so each number is centred across it ("10" is wider than the strip's
/// edge allows from [`label_pos`]'s baseline), its baseline a little below
/// its point's middle.
pub fn label_pos_upright(point: u8, mirrored: bool) -> (f64, f64) {
    let (col, bottom) = slot(point, mirrored);
    let x = column_x(col, mirrored) - 5.0;
    (
        x,
        if bottom {
            HEIGHT - BORDER / 2.0
        } else {
            BORDER / 2.0
        },
    )
}

/// Where the dice are drawn: on the right half for the viewer's roll, the
/// left half for the opponent's.
pub fn dice_center(viewer: bool, mirrored: bool) -> (f64, f64) {
    let [l, r] = halves(mirrored);
    let half = if viewer != mirrored { r } else { l };
    (half.0 + half.2 / 2.0, HEIGHT / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upright_numbers_stay_inside_the_frame_strip() {
        // "10" at the board's 15 px is about 17 units wide: half of it
        // either side of the centre must stay within the frame's strip
        for mirrored in [false, true] {
            for n in 1..=24 {
                let (_, across) = label_pos_upright(n, mirrored);
                let strip = if across > HEIGHT / 2.0 {
                    (HEIGHT - BORDER, HEIGHT)
                } else {
                    (0.0, BORDER)
                };
                assert!(
                    across - 9.0 >= strip.0 && across + 9.0 <= strip.1,
                    "point {n}: {across}"
                );
            }
        }
    }

    #[test]
    fn the_viewers_home_board_is_at_the_bottom_right_numbered_from_the_right() {
        assert_eq!(slot(1, false), (11, true));
        assert_eq!(slot(6, false), (6, true));
        assert_eq!(slot(7, false), (5, true));
        assert_eq!(slot(12, false), (0, true));
        assert_eq!(slot(13, false), (0, false));
        assert_eq!(slot(24, false), (11, false));
        // mirrored: the home board on the left
        assert_eq!(slot(1, true), (0, true));
        assert_eq!(slot(24, true), (0, false));
        // the bar lies between columns 5 and 6, the tray beyond the right half
        assert!(column_x(5, false) < bar_x(false) && bar_x(false) < column_x(6, false));
        assert!(column_x(11, false) + point_width() / 2.0 < tray_x(false) - TRAY_WIDTH / 2.0 + 8.0);
        assert!(tray_x(true) < column_x(0, true));
    }

    #[test]
    fn stacks_stay_on_their_point_and_tall_ones_overlap() {
        for n in 1..=15u8 {
            let (_, top) = checker_center(1, n - 1, n, false);
            assert!(top - CHECKER_R >= HEIGHT / 2.0 - 12.0, "{n}: {top}");
            let (_, low) = checker_center(24, n - 1, n, false);
            assert!(low + CHECKER_R <= HEIGHT / 2.0 + 12.0, "{n}: {low}");
        }
        assert_eq!(
            checker_center(1, 0, 1, false).1,
            HEIGHT - BORDER - CHECKER_R
        );
    }
}
