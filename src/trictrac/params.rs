//! The Grand Trictrac's own keys of the address's query (the rest is
//! [`crate::kit::params`]'s): the points and holes to start a partie with,
//! school mode and the forgetful beginner — test and lesson hooks. Bad
//! values are added to the query's problems, never fatal.

use crate::kit::params::{on_off, Params};

/// What the query asks of the Grand Trictrac.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TrictracParams {
    /// Points to start the partie with (White, Black).
    pub points: Option<(u8, u8)>,
    /// Holes to start the partie with (White, Black).
    pub holes: Option<(u8, u8)>,
    /// School mode from the start.
    pub school: bool,
    /// The beginner bot may forget to send the person to school.
    pub forgetful: bool,
}

fn pair_of(v: &str, ok: impl Fn(u8) -> bool) -> Option<(u8, u8)> {
    let (a, b) = v.split_once(',')?;
    let (a, b) = (a.parse().ok()?, b.parse().ok()?);
    (ok(a) && ok(b)).then_some((a, b))
}

/// Reads `points=10,0&holes=3,5&school=on&forget=on` from the query's
/// rest; what cannot be read goes to `p`'s problems.
pub fn read(p: &mut Params) -> TrictracParams {
    let mut t = TrictracParams::default();
    let mut problems = Vec::new();
    for (k, v) in &p.rest {
        match k.as_str() {
            "points" => match pair_of(v, |n| n % 2 == 0 && n <= 10) {
                Some(p2) => t.points = Some(p2),
                None => problems.push(crate::t!("tt-address-points", value = v.as_str())),
            },
            "holes" => match pair_of(v, |n| n <= 11) {
                Some(h) => t.holes = Some(h),
                None => problems.push(crate::t!("tt-address-holes", value = v.as_str())),
            },
            "school" => match on_off(v) {
                Some(on) => t.school = on,
                None => problems.push(crate::t!("tt-address-school", value = v.as_str())),
            },
            "forget" => match on_off(v) {
                Some(on) => t.forgetful = on,
                None => problems.push(crate::t!("tt-address-forget", value = v.as_str())),
            },
            _ => {}
        }
    }
    p.problems.extend(problems);
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::params::parse;

    #[test]
    fn starting_points_holes_and_school_are_read_and_checked() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let mut p = parse("?school=on&forget=on");
        let t = read(&mut p);
        assert!(t.school && t.forgetful);
        assert_eq!(p.problem(), None);
        assert!(!read(&mut parse("?forget=0")).forgetful);
        let mut p = parse("?forget=maybe");
        assert!(!read(&mut p).forgetful);
        assert!(p.problem().unwrap().contains("forget"));
        let t = read(&mut parse("?points=10,2&holes=3,0"));
        assert_eq!((t.points, t.holes), (Some((10, 2)), Some((3, 0))));
        let mut p = parse("?points=11,0&holes=12,0&seed=x");
        let t = read(&mut p);
        assert_eq!((t.points, t.holes), (None, None));
        let msg = p.problem().unwrap();
        assert!(
            msg.contains("even numbers") && msg.contains("0 to 11") && msg.contains("seed"),
            "{msg}"
        );
    }
}
