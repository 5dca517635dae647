//! A legal play with its moves, and the generator's sink that collects them.

use crate::backgammon::movegen::{self, Move, Sink};
use crate::backgammon::position::Position;
use crate::Roll;

/// One legal play of a roll: the resulting position (seen from the mover,
/// before the opponent is on roll) and the moves that reach it, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    after: Position,
    moves: [Move; 4],
    len: u8,
}

impl Play {
    /// The resulting position, seen from the mover.
    #[inline]
    pub fn after(&self) -> &Position {
        &self.after
    }

    /// The moves in the order played (none when nothing could be played).
    #[inline]
    pub fn moves(&self) -> &[Move] {
        &self.moves[..usize::from(self.len)]
    }
}

/// Collects plays with their moves.
struct Plays<'a>(&'a mut Vec<Play>);

impl Sink for Plays<'_> {
    fn clear(&mut self) {
        self.0.clear();
    }

    fn push(&mut self, after: &Position, moves: &[Move]) {
        let mut m = [Move::default(); 4];
        m[..moves.len()].copy_from_slice(moves);
        self.0.push(Play {
            after: *after,
            moves: m,
            len: moves.len() as u8,
        });
    }
}

/// Every legal play of `roll` in `pos` into `out` (one play without moves
/// when nothing can be played).
pub fn legal_plays(pos: &Position, roll: Roll, out: &mut Vec<Play>) {
    movegen::generate(pos, roll, &mut Plays(out));
}
