//! Movement round the board for the capture games ([`Capture::Remove`]: the
//! chase, Icelandic backgammon): no checker is ever borne off; a move past
//! the mover's 1-point goes on from his 24-point, round and round; a checker
//! landing on opposing checkers captures them, and they leave the game for
//! good (no bar, no re-entry).
//!
//! This module has the board: where a number takes a checker, the corners
//! (the two ends of each quarter: points 24, 19, 18, 13, 12, 7, 6 and 1 of
//! the mover), the landing. Each rule set's own rules (which numbers count,
//! one checker a point, the last checker's corners) are in its file, called
//! from [`step`]; [`super::circuitgen`] finds their plays (reached through
//! the step-by-step generator, [`super::stepgen`]; the fast generator of
//! ordinary backgammon never plays them).

use super::movegen::Move;
use super::position::{Player, Position, BAR};
use super::rules::{chase, icelandic, Capture, Hook, RuleSet};

/// The corners, in the order a checker meets them going round from the
/// mover's 24-point: both ends of each quarter.
pub const CORNERS: [usize; 8] = [24, 19, 18, 13, 12, 7, 6, 1];

/// Point `p` (1..=24) is a corner.
#[inline]
pub const fn is_corner(p: usize) -> bool {
    matches!(p, 1 | 6 | 7 | 12 | 13 | 18 | 19 | 24)
}

/// The point `n` points on from `p` (1..=24) along the mover's way, round
/// the board: 1 is followed by 24.
#[inline]
pub const fn ahead(p: usize, n: usize) -> usize {
    (p + 23 - n % 24) % 24 + 1
}

/// How far `to` is from `from` along the mover's way (1..=24; 24: once
/// round to the same point).
#[inline]
pub const fn distance(from: usize, to: usize) -> usize {
    (from + 23 - to) % 24 + 1
}

/// The `k`-th corner ahead of point `p` (`p` itself not counted; `k` from
/// 1).
pub fn corner_ahead(p: usize, k: usize) -> usize {
    let mut at = p;
    let mut left = k;
    while left > 0 {
        at = ahead(at, 1);
        if is_corner(at) {
            left -= 1;
        }
    }
    at
}

/// The two points next to `p` on the circuit: the one behind it and the
/// one ahead of it.
#[inline]
pub const fn neighbours(p: usize) -> [usize; 2] {
    [ahead(p, 23), ahead(p, 1)]
}

/// What the capture games' rules read of a position besides its points:
/// the mover is down to his last checker (it has rules of its own), and
/// the opponent's checkers in the game (the chase's last checker is safe
/// off the corners). The mover's number stays the same through his turn;
/// the opponent's falls with each capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sides {
    /// The mover has one checker left.
    pub lone: bool,
    /// The opponent's checkers in the game.
    pub theirs: u8,
}

impl Sides {
    /// Counted on `pos`.
    pub fn of(pos: &Position) -> Sides {
        Sides {
            lone: pos.checkers() == 1,
            theirs: pos.checkers_of(Player::Opponent),
        }
    }
}

/// The mover's checker on `from` lands on `to`: the opposing checkers there
/// are captured (they leave the game); his own there are joined.
pub fn land(pos: &Position, from: usize, to: usize) -> (Position, Move) {
    let mut after = *pos;
    after.pips[from] -= 1;
    let hit = after.pips[to] < 0;
    if hit {
        after.pips[to] = 0;
    }
    after.pips[to] += 1;
    let m = Move {
        from: from as u8,
        to: to as u8,
        hit,
    };
    (after, m)
}

/// One step of `die` from `from` under a capture game's rules: the
/// position after it and the move, or `None` when the rules refuse it.
/// Only points hold the mover's checkers in these games (no bar, nothing to
/// enter).
pub fn step(rules: &RuleSet, pos: &Position, from: usize, die: usize) -> Option<(Position, Move)> {
    step_sides(rules, pos, Sides::of(pos), from, die).map(|(after, m, _)| (after, m))
}

/// [`step`], `sides` being what [`Sides::of`] gives for `pos`; with the
/// same for the position after it.
#[inline]
pub fn step_sides(
    rules: &RuleSet,
    pos: &Position,
    sides: Sides,
    from: usize,
    die: usize,
) -> Option<(Position, Move, Sides)> {
    let to = landing(rules, pos, sides, from, die)?;
    let captured = (-pos.pips[to]).max(0) as u8;
    let (after, m) = land(pos, from, to);
    let sides = Sides {
        theirs: sides.theirs.saturating_sub(captured),
        ..sides
    };
    Some((after, m, sides))
}

/// Where a step of `die` from `from` lands under a capture game's rules
/// (`sides` what [`Sides::of`] gives for `pos`), or `None` when they refuse
/// it.
#[inline]
pub fn landing(
    rules: &RuleSet,
    pos: &Position,
    sides: Sides,
    from: usize,
    die: usize,
) -> Option<usize> {
    if !(1..BAR).contains(&from) || pos.pips[from] <= 0 || !(1..=6).contains(&die) {
        return None;
    }
    match rules.hook {
        Hook::Chase => chase::landing(pos, sides, from, die),
        Hook::Icelandic => icelandic::landing(pos, sides, from, die),
        // A plain capture game: any landing, any capture.
        _ => Some(ahead(from, die)),
    }
}

/// Where `die` would take the mover's checker on `from` under the rules'
/// movement, before the landing rules ([`super::explain`] names the rule a
/// refused step breaks): the chase's last checker goes by corners, every
/// other checker `die` points on.
pub fn target(rules: &RuleSet, pos: &Position, from: usize, die: usize) -> Option<usize> {
    if !(1..BAR).contains(&from) || !(1..=6).contains(&die) {
        return None;
    }
    match rules.hook {
        Hook::Chase => chase::target(pos, from, die),
        _ => Some(ahead(from, die)),
    }
}

/// The rules are a capture game's.
#[inline]
pub fn applies(rules: &RuleSet) -> bool {
    rules.capture == Capture::Remove
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_way_goes_round_past_the_one_point() {
        assert_eq!(ahead(3, 6), 21);
        assert_eq!(ahead(24, 6), 18);
        assert_eq!(ahead(1, 1), 24);
        assert_eq!(distance(3, 21), 6);
        assert_eq!(distance(5, 5), 24);
        assert_eq!(neighbours(24), [1, 23]);
        assert_eq!(neighbours(1), [2, 24]);
    }

    #[test]
    fn corners_follow_each_other_round_the_board() {
        assert_eq!(corner_ahead(24, 1), 19);
        assert_eq!(corner_ahead(19, 1), 18);
        assert_eq!(corner_ahead(1, 1), 24);
        assert_eq!(corner_ahead(22, 1), 19);
        assert_eq!(corner_ahead(22, 2), 18);
        for (i, &c) in CORNERS.iter().enumerate() {
            assert!(is_corner(c));
            assert_eq!(corner_ahead(c, 1), CORNERS[(i + 1) % 8]);
            // Two corners on is always six points on.
            assert_eq!(corner_ahead(c, 2), ahead(c, 6));
        }
        assert_eq!((1..=24).filter(|&p| is_corner(p)).count(), 8);
    }
}
