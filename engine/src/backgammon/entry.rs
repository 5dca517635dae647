//! A part of a turn entered checker by checker, as a player does at the
//! board: which checkers can move, where a picked checker may land (with one
//! number or several), the moves taken back one by one, and the legal play
//! once the part is complete. Every rule comes from [`why_not_in_part`]; the
//! entry only remembers the moves made.

use super::explain::{after_played, why_not_in_part, Refusal};
use super::play::Play;
use super::position::{Position, BAR};
use super::rules::rolls::Dice;
use super::rules::RuleSet;
use super::sink::Move;
use super::stepgen::RESERVE;
use crate::Roll;

/// The moves made so far in a part of a turn (points from the mover's side:
/// 25 the bar, [`RESERVE`] a checker not yet entered, 0 off).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    rules: RuleSet,
    before: Position,
    roll: Roll,
    part: Dice,
    plays: Vec<Play>,
    played: Vec<Move>,
}

/// Where a picked checker may go: the landing point and the moves that take
/// it there (one per number used).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The landing point (0 = off).
    pub to: u8,
    /// The moves, in order.
    pub moves: Vec<Move>,
}

/// Every starting point a move can be made from: the points, the bar, the
/// reserve.
fn starts() -> impl Iterator<Item = u8> {
    (1..=BAR as u8).chain([RESERVE])
}

impl Entry {
    /// Nothing entered yet of the part `part` (of a turn that began with
    /// `roll`) from `before`, whose legal plays are `plays` (as
    /// [`crate::backgammon::Game::legal_plays`] gives them).
    pub fn new(rules: &RuleSet, before: Position, roll: Roll, part: Dice, plays: &[Play]) -> Entry {
        Entry {
            rules: *rules,
            before,
            roll,
            part,
            plays: plays.to_vec(),
            played: Vec::new(),
        }
    }

    /// The moves made, in order.
    pub fn played(&self) -> &[Move] {
        &self.played
    }

    /// The position before the part.
    pub fn before(&self) -> &Position {
        &self.before
    }

    /// The position after the moves made (seen from the mover).
    pub fn position(&self) -> Position {
        after_played(&self.rules, &self.before, &self.part, &self.played)
            .map_or(self.before, |(p, _)| p)
    }

    /// The dice of the part not played yet, highest first.
    pub fn dice_left(&self) -> Vec<u8> {
        let mut d = after_played(&self.rules, &self.before, &self.part, &self.played)
            .map_or_else(|_| self.part.values().to_vec(), |(_, d)| d);
        crate::common::sort::sort_by(&mut d, |a, b| b.cmp(a));
        d
    }

    /// Whether the single move `from` → `to` may be made now.
    ///
    /// # Errors
    /// The [`Refusal`] naming the rule that forbids it.
    pub fn check(&self, from: u8, to: u8) -> Result<Move, Refusal> {
        why_not_in_part(
            &self.rules,
            &self.before,
            self.roll,
            &self.part,
            &self.played,
            from,
            to,
        )
    }

    /// Where a checker on `from` may land now: with one number, or with
    /// several through allowed stops (the nearest stops first; a landing
    /// point reached both ways keeps the single move).
    pub fn targets(&self, from: u8) -> Vec<Target> {
        let mut out: Vec<Target> = Vec::new();
        let mut trial = self.clone();
        trial.extend_targets(from, &mut Vec::new(), &mut out);
        crate::common::sort::sort_by(&mut out, |a, b| {
            (a.moves.len(), a.to).cmp(&(b.moves.len(), b.to))
        });
        out
    }

    fn extend_targets(&mut self, from: u8, path: &mut Vec<Move>, out: &mut Vec<Target>) {
        for to in 0..=24u8 {
            let Ok(m) = self.check(from, to) else {
                continue;
            };
            path.push(m);
            match out.iter_mut().find(|t| t.to == to) {
                Some(t) if t.moves.len() > path.len() => t.moves = path.clone(),
                Some(_) => {}
                None => out.push(Target {
                    to,
                    moves: path.clone(),
                }),
            }
            if to != 0 {
                self.played.push(m);
                self.extend_targets(to, path, out);
                self.played.pop();
            }
            path.pop();
        }
    }

    /// The points (the bar 25, the reserve [`RESERVE`]) a checker can be
    /// moved from now.
    pub fn movable(&self) -> Vec<u8> {
        starts()
            .filter(|&from| (0..=24).any(|to| self.check(from, to).is_ok()))
            .collect()
    }

    /// Makes the move `from` → `to`, with one number or through stops (the
    /// shortest way [`Self::targets`] gives); on a refusal nothing changes.
    ///
    /// # Errors
    /// The [`Refusal`] of the single move when no way leads there.
    pub fn try_move(&mut self, from: u8, to: u8) -> Result<Vec<Move>, Refusal> {
        match self.check(from, to) {
            Ok(m) => {
                self.played.push(m);
                Ok(vec![m])
            }
            Err(refusal) => {
                let way = self.targets(from).into_iter().find(|t| t.to == to);
                let Some(way) = way else {
                    return Err(refusal);
                };
                self.played.extend_from_slice(&way.moves);
                Ok(way.moves)
            }
        }
    }

    /// Takes back the last move made.
    pub fn undo(&mut self) -> Option<Move> {
        self.played.pop()
    }

    /// The legal play the moves make, once the part is complete (nothing
    /// more can be played): the play to hand to the game. A part that cannot
    /// be played at all is complete at once.
    pub fn complete(&self) -> Option<Play> {
        let first = self.plays.first()?;
        if self.played.len() != first.moves().len() {
            return None;
        }
        let after = self.position();
        self.plays.iter().find(|p| *p.after() == after).copied()
    }
}
