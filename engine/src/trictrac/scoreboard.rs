//! Points, holes, bredouille and the pavillon (§5, §7): the chips and pegs.

use crate::common::side::{BySide, Side};
use crate::trictrac::options::StakeMethod;

/// Points for one hole.
pub const POINTS_PER_HOLE: u8 = 12;
/// Holes that win a partie.
pub const HOLES_TO_WIN: u8 = 12;

/// Where the pavillon (flag) is: the grande bredouille of the partie.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pavillon {
    /// In the middle hole: nobody has interrupted the first hole-taker yet.
    #[default]
    Middle,
    /// Taken by this side, who interrupted the first hole-taker.
    Taken(Side),
    /// Set aside: nobody can win en grande bredouille.
    Aside,
}

/// The marking state of a partie.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Scoreboard {
    /// Points on each chip (0..=10, even).
    pub points: BySide<u8>,
    /// Each side's bredouille flag (scoring 12 points uninterrupted → 2 holes).
    pub bredouille: BySide<bool>,
    /// Holes of each side (its peg).
    pub holes: BySide<u8>,
    /// The pavillon.
    pub pavillon: Pavillon,
}

/// What marking some points did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marked {
    /// Holes won.
    pub holes: u8,
    /// Of which doubled by bredouille (number of bredouille holes marked, i.e.
    /// times 2 holes were marked at once).
    pub bredouille_holes: u8,
    /// The partie is won by this marking.
    pub partie_won: bool,
}

impl Scoreboard {
    /// Adds `n` points to `side` (§5): sets his bredouille flag when he starts
    /// from zero, clears the opponent's, marks 1 or 2 holes per 12 points (the
    /// surplus is en bredouille; the opponent's points are erased), and moves the
    /// pavillon when a hole interrupts the other's run of holes.
    pub fn add_points(&mut self, side: Side, n: u32) -> Marked {
        let mut out = Marked::default();
        if n == 0 || self.is_over() {
            return out;
        }
        let opp = side.opponent();
        if self.points[side] == 0 {
            self.bredouille[side] = true;
        }
        self.bredouille[opp] = false;
        let mut total = u32::from(self.points[side]) + n;
        while total >= u32::from(POINTS_PER_HOLE) {
            total -= u32::from(POINTS_PER_HOLE);
            let h = if self.bredouille[side] { 2 } else { 1 };
            if h == 2 {
                out.bredouille_holes += 1;
            }
            out.holes += h;
            self.bredouille[side] = true;
            self.points[opp] = 0;
            self.bredouille[opp] = false;
        }
        self.points[side] = total as u8;
        if out.holes > 0 {
            self.add_holes(side, out.holes);
            out.partie_won = self.holes[side] >= HOLES_TO_WIN;
        }
        out
    }

    fn add_holes(&mut self, side: Side, h: u8) {
        let opp = side.opponent();
        self.pavillon = match self.pavillon {
            Pavillon::Middle if self.holes[opp] > 0 => Pavillon::Taken(side),
            Pavillon::Taken(s) if s != side => Pavillon::Aside,
            p => p,
        };
        self.holes[side] = (self.holes[side] + h).min(HOLES_TO_WIN);
    }

    /// Both chips back to the band (s'en aller).
    pub fn reset_points(&mut self) {
        self.points = BySide::splat(0);
        self.bredouille = BySide::splat(false);
    }

    /// A side has 12 holes.
    pub fn is_over(&self) -> bool {
        self.winner().is_some()
    }

    /// The side with 12 holes, if any.
    pub fn winner(&self) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|&s| self.holes[s] >= HOLES_TO_WIN)
    }

    /// Whether `side` is en bredouille in the sense shown by the bredouille chip:
    /// both have points and he scored his without interruption.
    pub fn shows_bredouille_chip(&self, side: Side) -> bool {
        self.bredouille[side] && self.points[side] > 0 && self.points[side.opponent()] > 0
    }

    /// The stake multiplier of a won partie, in halves (2 = ×1, 3 = ×1.5, ...).
    pub fn stake_halves(&self, method: StakeMethod) -> Option<u8> {
        let w = self.winner()?;
        let loser_holes = self.holes[w.opponent()];
        let grande = match self.pavillon {
            Pavillon::Middle => loser_holes == 0,
            Pavillon::Taken(s) => s == w,
            Pavillon::Aside => false,
        };
        Some(match method {
            StakeMethod::Oldest => {
                if grande {
                    4
                } else {
                    2
                }
            }
            StakeMethod::Second => {
                if grande {
                    4
                } else if loser_holes < 7 {
                    3
                } else {
                    2
                }
            }
            StakeMethod::NineteenthCentury => match self.pavillon {
                Pavillon::Middle if grande => 8,
                Pavillon::Taken(s) if s == w => 6,
                _ if loser_holes < 6 => 4,
                _ => 2,
            },
        })
    }
}

/// The école (§9) for a count marked by a player: the points he keeps and the
/// points the opponent marks for himself. Too few: the opponent takes the
/// missed points; too many: the excess is taken off and given to the opponent.
pub const fn ecole(correct: u8, marked: u8) -> (u8, u8) {
    if marked < correct {
        (marked, correct - marked)
    } else {
        (correct, marked - correct)
    }
}

/// A count a player marked himself (school mode), and whether his opponent
/// sends him to school when it is wrong.
///
/// Schools are optional (§9: "there is no school of a school", one may ignore
/// it): a wrong count the opponent lets pass stands as marked — missed points
/// are lost, points marked in excess are kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Count {
    /// The points he marked.
    pub points: u8,
    /// A wrong count is claimed as an école by the opponent.
    pub claimed: bool,
}

impl Count {
    /// A count whose error, if any, the opponent claims.
    pub const fn claimed(points: u8) -> Self {
        Count {
            points,
            claimed: true,
        }
    }

    /// A count whose error, if any, the opponent lets pass.
    pub const fn let_pass(points: u8) -> Self {
        Count {
            points,
            claimed: false,
        }
    }

    /// The points the marker keeps and the points the opponent marks for
    /// himself, given the right count.
    pub const fn settle(self, correct: u8) -> (u8, u8) {
        if self.claimed {
            ecole(correct, self.points)
        } else {
            (self.points, 0)
        }
    }
}

impl From<u8> for Count {
    fn from(points: u8) -> Self {
        Count::claimed(points)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::{Black, White};

    #[test]
    fn four_against_four_then_sixteen_gives_one_hole_and_eight_left() {
        let mut s = Scoreboard::default();
        s.add_points(White, 4);
        s.add_points(Black, 4); // Black interrupted White: White is not en bredouille
        let m = s.add_points(White, 16);
        assert_eq!(m.holes, 1);
        assert_eq!(s.holes.white, 1);
        assert_eq!(s.points.white, 8);
        assert_eq!(s.points.black, 0);
    }

    #[test]
    fn eight_out_of_bredouille_then_eighteen_gives_three_holes_two_left() {
        let mut s = Scoreboard::default();
        s.points.white = 8;
        s.points.black = 2;
        s.bredouille = BySide::new(false, true);
        let m = s.add_points(White, 18);
        assert_eq!((m.holes, m.bredouille_holes), (3, 1));
        assert_eq!(s.holes.white, 3);
        assert_eq!(s.points.white, 2);
        assert!(s.bredouille.white);
        assert_eq!(s.points.black, 0);
    }

    #[test]
    fn second_scorer_uninterrupted_marks_two_holes() {
        let mut s = Scoreboard::default();
        s.add_points(White, 4);
        assert!(s.bredouille.white);
        s.add_points(Black, 6);
        assert!(!s.bredouille.white && s.bredouille.black);
        assert!(s.shows_bredouille_chip(Black));
        let m = s.add_points(Black, 6);
        assert_eq!(m.holes, 2);
        assert_eq!(s.holes.black, 2);
        assert_eq!(s.points, BySide::new(0, 0));
    }

    #[test]
    fn first_scorer_scoring_again_removes_the_bredouille_chip() {
        let mut s = Scoreboard::default();
        s.add_points(White, 4);
        s.add_points(Black, 2);
        s.add_points(White, 2);
        assert_eq!(s.bredouille, BySide::new(false, false));
        let m = s.add_points(White, 6);
        assert_eq!(m.holes, 1);
    }

    #[test]
    fn pavillon_goes_to_the_interrupter_then_aside() {
        let mut s = Scoreboard::default();
        s.add_points(White, 12);
        assert_eq!(s.pavillon, Pavillon::Middle);
        s.add_points(Black, 12);
        assert_eq!(s.pavillon, Pavillon::Taken(Black));
        s.add_points(White, 12);
        assert_eq!(s.pavillon, Pavillon::Aside);
    }

    #[test]
    fn stakes_by_the_three_methods() {
        let mut s = Scoreboard::default();
        s.holes.white = 12;
        assert_eq!(s.stake_halves(StakeMethod::NineteenthCentury), Some(8));
        assert_eq!(s.stake_halves(StakeMethod::Oldest), Some(4));
        s.pavillon = Pavillon::Taken(Side::White);
        s.holes.black = 3;
        assert_eq!(s.stake_halves(StakeMethod::NineteenthCentury), Some(6));
        s.pavillon = Pavillon::Aside;
        assert_eq!(s.stake_halves(StakeMethod::NineteenthCentury), Some(4));
        assert_eq!(s.stake_halves(StakeMethod::Second), Some(3));
        assert_eq!(s.stake_halves(StakeMethod::Oldest), Some(2));
        s.holes.black = 6;
        assert_eq!(s.stake_halves(StakeMethod::NineteenthCentury), Some(2));
        assert_eq!(s.stake_halves(StakeMethod::Second), Some(3));
        s.holes.black = 7;
        assert_eq!(s.stake_halves(StakeMethod::Second), Some(2));
    }

    #[test]
    fn a_count_let_pass_stands_as_marked() {
        // claimed: the école arithmetic
        assert_eq!(Count::claimed(2).settle(6), (2, 4));
        assert_eq!(Count::from(10).settle(6), (6, 4));
        // let pass: missed points are lost, excess points kept, nobody else marks
        assert_eq!(Count::let_pass(2).settle(6), (2, 0));
        assert_eq!(Count::let_pass(10).settle(6), (10, 0));
        assert_eq!(Count::let_pass(6).settle(6), (6, 0));
    }

    #[test]
    fn ecoles_too_few_and_too_many() {
        assert_eq!(ecole(8, 4), (4, 4));
        assert_eq!(ecole(4, 8), (4, 4));
        assert_eq!(ecole(6, 6), (6, 0));
    }
}
