//! A checker's move, and the sink where the generators put each legal
//! result with the moves that reach it.

use super::movegen::step_as;
use super::position::Position;

/// One checker's move: from a point (25 = the bar) to a point (0 = off).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The starting point, from the mover's side (25 = his bar).
    pub from: u8,
    /// The landing point (0 = borne off).
    pub to: u8,
    /// An opposing blot was hit on the landing point (pinned, in Plakoto).
    pub hit: bool,
}

/// Where the generator puts each legal result: the resulting position (still
/// seen from the mover) and the moves that reach it, in the order played.
pub trait Sink {
    /// Whether the sink wants the moves of each play (given the position
    /// before the whole play); otherwise it may be given the position before
    /// the last step only.
    const RECORDS_MOVES: bool = true;
    /// Forgets what was pushed (a play using more dice was found).
    fn clear(&mut self);
    /// One legal result, given as the position before the play and the play's
    /// steps in order: (the point moved from, the die), each a legal move
    /// (pinning instead of hitting with `PIN`).
    #[inline]
    fn push_play<const PIN: bool>(&mut self, before: &Position, steps: &[(usize, usize)]) {
        let mut after = *before;
        let mut moves = [Move::default(); 4];
        for (m, &(from, die)) in moves.iter_mut().zip(steps) {
            *m = step_as::<PIN>(&mut after, from, die);
        }
        self.push(&after, &moves[..steps.len()]);
    }
    /// One legal result and the moves that reach it.
    fn push(&mut self, after: &Position, moves: &[Move]);
}

impl Sink for Vec<Position> {
    const RECORDS_MOVES: bool = false;
    #[inline]
    fn clear(&mut self) {
        Vec::clear(self);
    }
    /// Copies the position before the play into the vector, then plays the
    /// steps there: the position before the play was written long ago, and
    /// copying a position just after changing one of its bytes would stall
    /// the processor (a failed store-to-load forwarding), once per result.
    #[inline(always)]
    fn push_play<const PIN: bool>(&mut self, before: &Position, steps: &[(usize, usize)]) {
        Vec::push(self, *before);
        let last = self.len() - 1;
        let slot = &mut self[last];
        for &(from, die) in steps {
            step_as::<PIN>(slot, from, die);
        }
    }
    #[inline]
    fn push(&mut self, after: &Position, _moves: &[Move]) {
        Vec::push(self, *after);
    }
}
