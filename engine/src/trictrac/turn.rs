//! A turn: the checker moves that play one roll (at most two, since a doublet is
//! played once, as two moves of its number).

use crate::common::side::Side;
use crate::trictrac::board::{Board, CORNER, OFF};

/// One checker moved by one number: `from` and `to` in the mover's numbering
/// (`to` = 25 when borne off). `die` is the number used: for a rest corner taken
/// by puissance the distance is one less than `die`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// Starting position 1..=24.
    pub from: u8,
    /// Landing position 1..=24, or 25 = off.
    pub to: u8,
    /// The die used.
    pub die: u8,
}

/// A legal way to play a roll. Two turns are the same when they leave the same
/// board ([`Turn::key`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Turn {
    steps: [Step; 2],
    len: u8,
    puissance: bool,
    /// Quarters filled after the turn (mask of [`crate::trictrac::Quarter::bit`]).
    pub(crate) filled: u8,
    /// Checkers borne off after the turn.
    pub(crate) off_after: u8,
    key: u32,
}

impl Turn {
    /// No checker moves (both numbers impuissant).
    pub const EMPTY: Turn = Turn {
        steps: [Step {
            from: 0,
            to: 0,
            die: 0,
        }; 2],
        len: 0,
        puissance: false,
        filled: 0,
        off_after: 0,
        key: 0,
    };

    pub(crate) fn new(steps: &[Step], puissance: bool) -> Turn {
        let mut t = Turn::EMPTY;
        t.steps[..steps.len()].copy_from_slice(steps);
        t.len = steps.len() as u8;
        t.puissance = puissance;
        t.key = net_key(steps);
        t
    }

    /// The moves in playing order.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..self.len as usize]
    }

    /// No checker moves.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The rest corner is taken by puissance (each checker stops one short of
    /// the opponent's empty corner).
    pub fn by_puissance(&self) -> bool {
        self.puissance
    }

    /// Numbers of the roll used (0, 1 or 2).
    pub fn dice_used(&self) -> u8 {
        self.len
    }

    /// A number identifying the board this turn leaves (net checker movement).
    pub fn key(&self) -> u32 {
        self.key
    }

    /// The net movement: where checkers left from and where they arrived, after
    /// a checker moving twice is counted once (tout d'une). Zeros pad.
    pub fn net(&self) -> ([u8; 2], [u8; 2]) {
        let k = self.key;
        (
            [((k >> 2) & 31) as u8, ((k >> 7) & 31) as u8],
            [((k >> 12) & 31) as u8, ((k >> 17) & 31) as u8],
        )
    }

    /// Plays the turn for `side` on `board` (no legality check: use turns from
    /// [`crate::trictrac::legal_turns`]).
    pub fn apply(&self, board: &mut Board, side: Side) {
        let c = board.side_mut(side);
        for s in self.steps() {
            c[s.from as usize] -= 1;
            c[s.to as usize] += 1;
        }
    }

    /// Whether the turn takes the rest corner (it was empty before).
    pub fn takes_corner(&self, before: &Board, side: Side) -> bool {
        before.count(side, CORNER) == 0
            && self.steps().iter().filter(|s| s.to == CORNER).count() == 2
    }

    /// Whether the turn bears off a checker.
    pub fn bears_off(&self) -> bool {
        self.steps().iter().any(|s| s.to == OFF)
    }
}

/// Net movement key: sources and destinations after cancelling a field that is
/// both (a checker passing through), each pair sorted.
#[inline]
fn net_key(steps: &[Step]) -> u32 {
    let one = |from: u8, to: u8| 1 | u32::from(from) << 2 | u32::from(to) << 12;
    match *steps {
        [] => 0,
        [a] => one(a.from, a.to),
        [a, b, ..] => {
            if b.from == a.to {
                one(a.from, b.to)
            } else if a.from == b.to {
                one(b.from, a.to)
            } else {
                let (s0, s1) = (a.from.min(b.from), a.from.max(b.from));
                let (d0, d1) = (a.to.min(b.to), a.to.max(b.to));
                2 | u32::from(s0) << 2
                    | u32::from(s1) << 7
                    | u32::from(d0) << 12
                    | u32::from(d1) << 17
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(from: u8, to: u8, die: u8) -> Step {
        Step { from, to, die }
    }

    #[test]
    fn a_checker_moving_twice_equals_tout_d_une() {
        let chain = Turn::new(&[st(1, 5, 4), st(5, 6, 1)], false);
        let other_order = Turn::new(&[st(1, 2, 1), st(2, 6, 4)], false);
        let two_checkers = Turn::new(&[st(5, 6, 1), st(1, 5, 4)], false);
        assert_eq!(chain.key(), other_order.key());
        assert_eq!(chain.key(), two_checkers.key());
        assert_eq!(chain.net(), ([1, 0], [6, 0]));
    }

    #[test]
    fn independent_moves_are_the_same_turn_in_either_order() {
        let a = Turn::new(&[st(1, 7, 6), st(3, 8, 5)], false);
        let b = Turn::new(&[st(3, 8, 5), st(1, 7, 6)], false);
        let c = Turn::new(&[st(1, 6, 5), st(3, 9, 6)], false);
        assert_eq!(a.key(), b.key());
        assert_ne!(a.key(), c.key());
    }
}
