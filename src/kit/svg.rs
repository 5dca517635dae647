//! What every board's SVG shares: numbers written for attributes, and the
//! board turned for a phone held upright ([`Layout`]). Each game's own
//! geometry (`trictrac::render::geometry`, `backgammon::geometry`) places
//! its pieces in these.

/// `x` with one decimal ("12.3", "-0.5", "7.0"), as `format!("{x:.1}")`
/// writes it for the board's sizes, without the float formatting machinery
/// (which costs the wasm several kilobytes). `plus` writes a "+" before a
/// positive value.
pub fn fmt1(x: f64, plus: bool) -> String {
    let tenths = (x * 10.0).round() as i64;
    let sign = if tenths < 0 {
        "-"
    } else if plus {
        "+"
    } else {
        ""
    };
    let a = tenths.unsigned_abs();
    format!("{sign}{}.{}", a / 10, a % 10)
}

/// Which way the board is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Wide: the board as its game draws it.
    #[default]
    Landscape,
    /// Tall (phones held upright): the landscape board turned a quarter turn
    /// anticlockwise.
    Portrait,
}

impl Layout {
    /// A point of a landscape drawing `width` wide, placed in this layout:
    /// portrait turns it a quarter turn anticlockwise.
    pub fn point_in(self, width: f64, (x, y): (f64, f64)) -> (f64, f64) {
        match self {
            Layout::Landscape => (x, y),
            Layout::Portrait => (y, width - x),
        }
    }

    /// A rectangle (x, y, w, h) of a landscape drawing `width` wide, in this
    /// layout.
    pub fn rect_in(self, width: f64, (x, y, w, h): (f64, f64, f64, f64)) -> (f64, f64, f64, f64) {
        let (ax, ay) = self.point_in(width, (x, y));
        let (bx, by) = self.point_in(width, (x + w, y + h));
        (ax.min(bx), ay.min(by), (bx - ax).abs(), (by - ay).abs())
    }

    /// Points of a polygon of a drawing `width` wide, as an SVG `points` string.
    pub fn points_in(self, width: f64, pts: &[(f64, f64)]) -> String {
        pts.iter()
            .map(|&p| {
                let (x, y) = self.point_in(width, p);
                format!("{},{}", fmt1(x, false), fmt1(y, false))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::fmt1;

    #[test]
    fn one_decimal_as_format_writes_it() {
        for i in -2000..2000 {
            let x = f64::from(i) * 0.37 + 0.013;
            assert_eq!(fmt1(x, false), format!("{x:.1}"), "{x}");
            assert_eq!(fmt1(x, true), format!("{x:+.1}"), "{x}");
        }
        assert_eq!(fmt1(7.0, false), "7.0");
        assert_eq!(fmt1(-0.5, false), "-0.5");
        assert_eq!(fmt1(3.25, true), "+3.3");
    }
}
