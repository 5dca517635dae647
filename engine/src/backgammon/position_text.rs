//! The project's own position notation, for every rule set (gnubg's Position
//! ID cannot hold a reserve, a same-direction route or its variant): short,
//! URL-safe, versioned.
//!
//! ```text
//! 1.<variant>.<points>.<bars>.<reserves>[.p<pins>][.b]
//! ```
//!
//! | part | meaning |
//! |---|---|
//! | `1` | the version |
//! | variant | its name (`backgammon`, `dutch`, ...): the number of checkers a side and the route |
//! | points | the 24 points from the side on roll's 1 to his 24: `A`..`O` = 1..15 of his checkers, `a`..`o` = 1..15 of the opponent's, `1`..`9` = that many empty points (runs longer than 9 written as 9s then the rest) |
//! | bars | his checkers on the bar, `-`, the opponent's |
//! | reserves | his checkers still to enter, `-`, the opponent's |
//! | pins | only when a checker is pinned (Plakoto): `p` then the points (1..=24 from the side on roll, increasing, separated by `-`) where a checker lies pinned under the point's holder; it belongs to the other side |
//! | `b` | only when Black is on roll in a game whose routes look different from his side (American): the routes are his view of them |
//!
//! The points part counts the checkers on top (a point's holder's); a pinned
//! checker is one more of the other side's. Checkers elsewhere are borne off
//! (in the capture games, the chase and Icelandic backgammon, captured: gone
//! from the game). The start of backgammon:
//! `1.backgammon.b4E1C3eE3c1e4B.0-0.0-0`; of Dutch backgammon:
//! `1.dutch.996.0-0.15-15`; a Plakoto position with a checker of the side on
//! roll pinned on his 20 (under one opposing checker) and one of the
//! opponent's pinned under his two on his 10:
//! `1.plakoto.m8B9a3L.0-0.0-0.p10-20`. Positions without pins are written as
//! before the pins field existed (an older text reads the same).
//!
//! Reading gives a [`PositionSetup`] and its variant, or the first
//! [`PositionTextError`]; [`PositionSetup::validate`] then says what is wrong
//! with a well-written but impossible position. Writing then reading gives the
//! same position back.

use super::position::{Player, Position, PositionError, PositionSetup};
use super::rules::{Capture, Variant};
use crate::common::side::Side;

/// The version written and read.
pub const VERSION: &str = "1";

/// What is wrong with a position text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionTextError {
    /// Not `1.` then four parts separated by `.`.
    Shape,
    /// An unknown variant name.
    UnknownVariant(String),
    /// A character that is not a count, with its index in the points part.
    BadCharacter {
        /// Its index (in characters, from 0) in the points part.
        index: usize,
        /// The character.
        found: char,
    },
    /// The points part does not describe exactly 24 points.
    PointCount(usize),
    /// The bars or reserves are not two numbers `m-o` of at most 15.
    BadCounts,
    /// The pins are not `p` then increasing points 1..=24 separated by `-`,
    /// each holding checkers (whose holder says whose checker is pinned).
    BadPins,
    /// Pins in a rule set that does not pin.
    NoPinning(Variant),
    /// The position is impossible.
    Position(PositionError),
}

impl core::fmt::Display for PositionTextError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PositionTextError::Shape => write!(
                f,
                "a position text is {VERSION}.<variant>.<points>.<bars>.<reserves>, then .p<pins> if a checker is pinned"
            ),
            PositionTextError::UnknownVariant(v) => write!(f, "{v:?} is not a rule set's name"),
            PositionTextError::BadCharacter { index, found } => write!(
                f,
                "{found:?} at character {} of the points is not a count (A-O, a-o, 1-9)",
                index + 1
            ),
            PositionTextError::PointCount(n) => {
                write!(f, "the points describe {n} points, not 24")
            }
            PositionTextError::BadCounts => {
                f.write_str("the bars and reserves are two numbers up to 15, like 1-0")
            }
            PositionTextError::BadPins => f.write_str(
                "the pins are p then increasing points 1 to 24 holding checkers, separated by -, like p3-20",
            ),
            PositionTextError::NoPinning(v) => {
                write!(f, "{} has no pinned checkers", v.name())
            }
            PositionTextError::Position(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionTextError {}

/// The text of a position of `variant`.
pub fn format(variant: Variant, pos: &Position) -> String {
    let mut points = String::new();
    let mut empty = 0u8;
    let flush = |points: &mut String, empty: &mut u8| {
        while *empty > 0 {
            let n = (*empty).min(9);
            points.push(char::from(b'0' + n));
            *empty -= n;
        }
    };
    for p in 1..=24 {
        let v = pos.pips()[p];
        if v == 0 {
            empty += 1;
            continue;
        }
        flush(&mut points, &mut empty);
        points.push(if v > 0 {
            char::from(b'A' + v as u8 - 1)
        } else {
            char::from(b'a' + (-v) as u8 - 1)
        });
    }
    flush(&mut points, &mut empty);
    let s = pos.setup();
    let mut text = format!(
        "{VERSION}.{}.{points}.{}-{}.{}-{}",
        variant.name(),
        s.on_roll[24],
        s.opponent[24],
        s.reserve[0],
        s.reserve[1]
    );
    let pins = pos.pinned(Player::OnRoll) | pos.pinned(Player::Opponent);
    if pins != 0 {
        let list: Vec<String> = (1..=24)
            .filter(|&p| pins >> p & 1 == 1)
            .map(|p: usize| p.to_string())
            .collect();
        text.push_str(".p");
        text.push_str(&list.join("-"));
    }
    if pos.route() != variant.rules().route {
        // Black on roll where the routes look different from his side
        // (American).
        text.push_str(".b");
    }
    text
}

/// The points of a pins part (`p3-20`): a mask, bit p for point p.
fn pin_points(text: &str) -> Result<u32, PositionTextError> {
    let list = text.strip_prefix('p').ok_or(PositionTextError::BadPins)?;
    let mut mask = 0u32;
    let mut last = 0;
    for t in list.split('-') {
        if t.is_empty() || t.len() > 2 || !t.bytes().all(|c| c.is_ascii_digit()) {
            return Err(PositionTextError::BadPins);
        }
        let p: usize = t.parse().map_err(|_| PositionTextError::BadPins)?;
        if !(1..=24).contains(&p) || p <= last || t.starts_with('0') {
            return Err(PositionTextError::BadPins);
        }
        last = p;
        mask |= 1 << p;
    }
    Ok(mask)
}

/// Two counts `m-o`.
fn pair(text: &str) -> Result<[u8; 2], PositionTextError> {
    let (a, b) = text.split_once('-').ok_or(PositionTextError::BadCounts)?;
    let n = |t: &str| -> Result<u8, PositionTextError> {
        if t.is_empty() || t.len() > 2 || !t.bytes().all(|c| c.is_ascii_digit()) {
            return Err(PositionTextError::BadCounts);
        }
        t.parse::<u8>()
            .ok()
            .filter(|&n| n <= 15)
            .ok_or(PositionTextError::BadCounts)
    };
    Ok([n(a)?, n(b)?])
}

/// Reads a position text: its variant and its (unvalidated) setup.
///
/// # Errors
/// The first [`PositionTextError`] of the text.
pub fn parse_setup(text: &str) -> Result<(Variant, PositionSetup), PositionTextError> {
    let mut parts: Vec<&str> = text.split('.').collect();
    // A last field `b`: Black's view of the routes (American).
    let black_view = parts.len() > 5 && parts.last() == Some(&"b");
    if black_view {
        parts.pop();
    }
    let (version, variant, points, bars, reserves, pins) = match parts[..] {
        [a, b, c, d, e] => (a, b, c, d, e, None),
        [a, b, c, d, e, f] => (a, b, c, d, e, Some(f)),
        _ => return Err(PositionTextError::Shape),
    };
    if version != VERSION {
        return Err(PositionTextError::Shape);
    }
    let variant = Variant::parse(variant)
        .ok_or_else(|| PositionTextError::UnknownVariant(variant.to_string()))?;
    let rules = variant.rules();
    let route = rules.route_for(if black_view { Side::Black } else { Side::White });
    if black_view && route == rules.route {
        // The field only where the two views differ.
        return Err(PositionTextError::Shape);
    }
    let mut pips = [0i8; 25];
    let mut p = 1usize;
    for (index, c) in points.chars().enumerate() {
        let (run, value) = match c {
            '1'..='9' => (c as usize - '0' as usize, 0i8),
            'A'..='O' => (1, (c as u8 - b'A' + 1) as i8),
            'a'..='o' => (1, -((c as u8 - b'a' + 1) as i8)),
            _ => return Err(PositionTextError::BadCharacter { index, found: c }),
        };
        for _ in 0..run {
            if p <= 24 {
                pips[p] = value;
            }
            p += 1;
        }
    }
    if p != 25 {
        return Err(PositionTextError::PointCount(p - 1));
    }
    let [my_bar, their_bar] = pair(bars)?;
    let reserve = pair(reserves)?;
    let mut setup = PositionSetup::new([0; 25], [0; 25], rules.checkers);
    setup.route = route;
    setup.reserve = reserve;
    for (q, &v) in pips.iter().enumerate().skip(1) {
        if v > 0 {
            setup.on_roll[q - 1] = v as u8;
        } else if v < 0 {
            setup.opponent[route.opponent_point(q) - 1] = (-v) as u8;
        }
    }
    setup.on_roll[24] = my_bar;
    setup.opponent[24] = their_bar;
    if let Some(pins) = pins {
        let mask = pin_points(pins)?;
        if rules.capture != Capture::Pin {
            return Err(PositionTextError::NoPinning(variant));
        }
        for (p, &v) in pips.iter().enumerate().skip(1) {
            if mask >> p & 1 == 0 {
                continue;
            }
            // The checker under the point's holder is the other side's.
            match v.signum() {
                1 => setup.pinned[1] |= 1 << route.opponent_point(p),
                -1 => setup.pinned[0] |= 1 << p,
                _ => return Err(PositionTextError::BadPins),
            }
        }
    }
    Ok((variant, setup))
}

/// Reads a position text into its variant and position.
///
/// # Errors
/// As [`parse_setup`], then [`PositionTextError::Position`] for an impossible
/// position.
pub fn parse(text: &str) -> Result<(Variant, Position), PositionTextError> {
    let (v, s) = parse_setup(text)?;
    let missing = v.rules().missing();
    Ok((
        v,
        s.validate_with(missing)
            .map_err(PositionTextError::Position)?,
    ))
}
