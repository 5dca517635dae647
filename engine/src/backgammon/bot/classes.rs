//! The classes of positions the benchmark reports apart, after GNU
//! Backgammon's (its own definitions differ in detail):
//!
//! - **race**: no more contact ([`Position::is_race`]);
//! - **crashed**: contact, and a side has at most [`CRASHED_AT_MOST`] of
//!   the checkers it still has in play outside its 1- and 2-points (its
//!   board has collapsed: most of its checkers are buried deep or off);
//! - **contact**: any other position with contact.

use crate::backgammon::position::Position;

/// A crashed side has at most this many checkers in play outside its 1-
/// and 2-points.
pub const CRASHED_AT_MOST: u8 = 6;

/// A class of positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// Contact, neither side crashed.
    Contact,
    /// Contact, a side crashed.
    Crashed,
    /// No contact.
    Race,
}

impl Class {
    /// The three classes, in the benchmark's order.
    pub const ALL: [Class; 3] = [Class::Contact, Class::Crashed, Class::Race];

    /// `"contact"`, `"crashed"` or `"race"`.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Contact => "contact",
            Class::Crashed => "crashed",
            Class::Race => "race",
        }
    }

    /// The class of a name ([`Self::name`]).
    pub fn parse(s: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.name() == s)
    }

    /// The class of `pos` (either side on roll: the class is the same).
    pub fn of(pos: &Position) -> Class {
        if pos.is_race() {
            Class::Race
        } else if crashed(pos) || crashed(&pos.flip()) {
            Class::Crashed
        } else {
            Class::Contact
        }
    }
}

/// The player on roll in `pos` has at most [`CRASHED_AT_MOST`] checkers
/// on his points 3 to 24 and his bar.
fn crashed(pos: &Position) -> bool {
    (3..=25).map(|p| pos.mine(p)).sum::<u8>() <= CRASHED_AT_MOST
}

#[cfg(test)]
mod tests {
    use super::Class;
    use crate::backgammon::rules::Variant;
    use crate::bg;

    #[test]
    fn positions_fall_in_their_class() {
        let start = Variant::Backgammon.rules().start();
        assert_eq!(Class::of(&start), Class::Contact);
        // a race: all my checkers past all of his
        assert_eq!(Class::of(&bg!(x 6:5 5:5 4:5; o 6:5 5:5 4:5)), Class::Race);
        // contact, my board crashed: 6 checkers beyond my 2-point, 9 deep
        let crashed = bg!(x 1:5 2:4 6:2 13:2 24:2; o 6:5 5:5 13:5);
        assert_eq!(Class::of(&crashed), Class::Crashed);
        assert_eq!(Class::of(&crashed.flip()), Class::Crashed);
        // seven beyond: contact
        let not = bg!(x 1:5 2:3 6:3 13:2 24:2; o 6:5 5:5 13:5);
        assert_eq!(Class::of(&not), Class::Contact);
        for c in Class::ALL {
            assert_eq!(Class::parse(c.name()), Some(c));
        }
        assert_eq!(Class::parse("prime"), None);
    }
}
