//! Legal turns of a roll (§3): both numbers when possible, else the higher;
//! doublets played once; tout d'une; the rest corner (naturally or by
//! puissance); passage to the jeu de retour; sortie; the obligations to fill and
//! to conserve.

use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{filled_mask, Board, CHECKERS, CORNER, OFF, OPP_CORNER};
use crate::trictrac::options::{Options, SortieMethod};
use crate::trictrac::passage::forbidden_stops;
use crate::trictrac::turn::{Step, Turn};

/// Facts about a roll's legal turns that scoring needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TurnsInfo {
    /// Numbers of the roll that can be played (0..=2); the others are impuissant.
    pub dice_playable: u8,
    /// Union of quarters (bits) filled after some turn allowed by the "play both
    /// numbers" rule, before the obligations to fill and conserve.
    pub fillable: u8,
    /// Quarters (bits) kept or made by every turn that remains legal.
    pub filled_after: u8,
    /// Some turn bears off the last checker (the turns were restricted to those).
    pub sortie: bool,
    /// The rest corner can be taken naturally this roll.
    pub corner_naturally: bool,
}

/// Scratch state for generating turns.
struct Gen {
    mine: [u8; 26],
    start: [u8; 26],
    /// Bit p: I have a checker at p (p in 1..=24).
    mask: u32,
    /// Bit p: the opponent has a checker at my p.
    blocked: u32,
    /// Bit p: I may not stop at p this turn.
    forbidden: u32,
    slow: bool,
    /// Keep every order of play, not one turn per resulting board.
    keep_all: bool,
    /// Keys of the turns found (open addressing, 0 = empty): one turn per board.
    seen: [u32; SEEN],
    n_seen: usize,
}

const SEEN: usize = 128;

const OUTSIDE_Q4: u32 = ((1 << 19) - 1) & !1; // bits 1..=18

impl Gen {
    #[inline(always)]
    fn new(board: &Board, side: Side, opts: &Options) -> Gen {
        let mine = *board.side(side);
        Gen {
            mine,
            start: mine,
            mask: board.mask(side, 1),
            blocked: board.opp_mask(side, 1),
            forbidden: forbidden_stops(board, side, opts.passage),
            slow: opts.sortie == SortieMethod::Slow,
            keep_all: false,
            seen: [0; SEEN],
            n_seen: 0,
        }
    }

    /// Where a checker at `p` lands with number `n`, if that single step is
    /// possible now (landing not blocked; bearing off only with all checkers in
    /// the last quarter, exactly or from the farthest field).
    #[inline]
    fn step(&self, p: u8, n: u8) -> Option<u8> {
        let t = p + n;
        if t <= 24 {
            return if self.blocked & (1 << t) == 0 {
                Some(t)
            } else {
                None
            };
        }
        if self.mask & OUTSIDE_Q4 != 0 {
            return None;
        }
        if t > OFF && self.mask & ((1u32 << p) - 1) != 0 {
            return None;
        }
        if self.slow && self.can_play_inside(n) {
            return None;
        }
        Some(OFF)
    }

    fn can_play_inside(&self, n: u8) -> bool {
        let mut m = self.mask;
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            let t = p + n;
            if t <= 24 && self.blocked & (1 << t) == 0 {
                return true;
            }
        }
        false
    }

    #[inline]
    fn apply(&mut self, p: u8, t: u8) {
        self.mine[p as usize] -= 1;
        if self.mine[p as usize] == 0 {
            self.mask &= !(1 << p);
        }
        self.mine[t as usize] += 1;
        if t <= 24 {
            self.mask |= 1 << t;
        }
    }

    #[inline]
    fn undo(&mut self, p: u8, t: u8) {
        self.mine[t as usize] -= 1;
        if t <= 24 && self.mine[t as usize] == 0 {
            self.mask &= !(1 << t);
        }
        self.mine[p as usize] += 1;
        self.mask |= 1 << p;
    }

    /// The rules checked on the board a turn leaves: never one checker alone in
    /// the rest corner (taken by two at once, left by the last two together),
    /// nothing on the opponent's corner, nothing newly stopped where passage
    /// forbids.
    #[inline]
    fn final_ok(&self) -> bool {
        if self.mine[CORNER as usize] == 1 || self.mine[OPP_CORNER as usize] != 0 {
            return false;
        }
        let mut f = self.forbidden & self.mask;
        while f != 0 {
            let p = f.trailing_zeros() as usize;
            f &= f - 1;
            if self.mine[p] > self.start[p] {
                return false;
            }
        }
        true
    }

    /// Records a key; false when it was already there (`out` is searched when
    /// the table is three-quarters full, which no real position reaches).
    #[inline]
    fn first_time(&mut self, key: u32, out: &[Turn]) -> bool {
        if self.n_seen >= SEEN * 3 / 4 {
            return !out.iter().any(|o| o.key() == key);
        }
        self.n_seen += 1;
        let mut i = (key.wrapping_mul(0x9E37_79B1) >> 25) as usize;
        loop {
            match self.seen[i] {
                0 => {
                    self.seen[i] = key;
                    return true;
                }
                k if k == key => {
                    self.n_seen -= 1;
                    return false;
                }
                _ => i = (i + 1) % SEEN,
            }
        }
    }

    fn push(&mut self, out: &mut Vec<Turn>, steps: &[Step], puissance: bool) {
        let mut t = Turn::new(steps, puissance);
        if !self.keep_all && !self.first_time(t.key(), out) {
            return;
        }
        t.filled = filled_mask(&self.mine);
        t.off_after = self.mine[OFF as usize];
        out.push(t);
    }

    /// All two-number sequences: `first` then `second`. With `chains_only`,
    /// only a second move from where the first landed (the other order of
    /// independent moves gives the same turns).
    fn pairs(
        &mut self,
        first: u8,
        second: u8,
        doublet: bool,
        chains_only: bool,
        out: &mut Vec<Turn>,
    ) {
        let mut m1 = self.mask;
        while m1 != 0 {
            let p = m1.trailing_zeros() as u8;
            m1 &= m1 - 1;
            let Some(t) = self.step(p, first) else {
                continue;
            };
            self.apply(p, t);
            let mut m2 = self.mask;
            if doublet {
                m2 &= !((1u32 << p) - 1); // the lower source first: same turns
            }
            if chains_only {
                m2 &= 1u32.checked_shl(u32::from(t)).unwrap_or(0);
            }
            while m2 != 0 {
                let q = m2.trailing_zeros() as u8;
                m2 &= m2 - 1;
                let Some(u) = self.step(q, second) else {
                    continue;
                };
                self.apply(q, u);
                if self.final_ok() {
                    let steps = [
                        Step {
                            from: p,
                            to: t,
                            die: first,
                        },
                        Step {
                            from: q,
                            to: u,
                            die: second,
                        },
                    ];
                    self.push(out, &steps, false);
                }
                self.undo(q, u);
            }
            self.undo(p, t);
        }
    }

    fn singles(&mut self, n: u8, out: &mut Vec<Turn>) {
        let mut m = self.mask;
        while m != 0 {
            let p = m.trailing_zeros() as u8;
            m &= m - 1;
            let Some(t) = self.step(p, n) else { continue };
            self.apply(p, t);
            if self.final_ok() {
                self.push(
                    out,
                    &[Step {
                        from: p,
                        to: t,
                        die: n,
                    }],
                    false,
                );
            }
            self.undo(p, t);
        }
    }

    /// The rest corner taken by puissance: the opponent's corner is empty, mine
    /// is empty, and two checkers could go onto his corner, one with each number.
    fn puissance(&mut self, roll: Roll, out: &mut Vec<Turn>) {
        if self.mine[CORNER as usize] != 0 || self.blocked & (1 << OPP_CORNER) != 0 {
            return;
        }
        let (a, b) = (roll.high(), roll.low());
        let (s1, s2) = (OPP_CORNER - a, OPP_CORNER - b);
        let need_same = s1 == s2;
        if self.mine[s1 as usize] < if need_same { 2 } else { 1 } || self.mine[s2 as usize] == 0 {
            return;
        }
        self.apply(s1, CORNER);
        self.apply(s2, CORNER);
        if self.final_ok() {
            let steps = [
                Step {
                    from: s1,
                    to: CORNER,
                    die: a,
                },
                Step {
                    from: s2,
                    to: CORNER,
                    die: b,
                },
            ];
            self.push(out, &steps, true);
        }
        self.undo(s2, CORNER);
        self.undo(s1, CORNER);
    }
}

/// The legal turns of `side` for `roll` on `board`, written into `out` (cleared
/// first; never empty: when nothing can be played it holds [`Turn::EMPTY`]).
pub fn legal_turns_into(
    board: &Board,
    side: Side,
    roll: Roll,
    opts: &Options,
    out: &mut Vec<Turn>,
) -> TurnsInfo {
    out.clear();
    let mut g = Gen::new(board, side, opts);
    let (a, b) = (roll.high(), roll.low());
    let mut info = TurnsInfo::default();
    if roll.is_doublet() {
        g.pairs(a, a, true, false, out);
    } else {
        // Without bearing off, two moves of different checkers give the same
        // board in either order: the second order only adds tout d'une moves.
        let may_bear_off = board.side(side)[1..19].iter().sum::<u8>() <= 1;
        g.pairs(a, b, false, false, out);
        g.pairs(b, a, false, !may_bear_off, out);
    }
    let corner_start = board.count(side, CORNER);
    if corner_start == 0 {
        info.corner_naturally = out.iter().any(|t| t.takes_corner(board, side));
        if !info.corner_naturally {
            g.puissance(roll, out);
        }
    }
    if !out.is_empty() {
        info.dice_playable = 2;
    } else {
        g.singles(a, out);
        if out.is_empty() && !roll.is_doublet() {
            g.singles(b, out);
        }
        if out.is_empty() {
            let mut t = Turn::EMPTY;
            t.filled = board.filled_mask(side);
            t.off_after = board.off(side);
            out.push(t);
        } else {
            info.dice_playable = 1;
        }
    }
    // Obligation to fill and to conserve: keep the turns leaving the most
    // quarters filled (the "play both numbers" rule above comes first).
    let mut best = 0;
    for t in out.iter() {
        info.fillable |= t.filled;
        best = best.max(t.filled.count_ones());
    }
    out.retain(|t| t.filled.count_ones() == best);
    // Sortie: a player who can bear off his last checkers does so.
    if out.iter().any(|t| t.off_after == CHECKERS) {
        info.sortie = true;
        out.retain(|t| t.off_after == CHECKERS);
    }
    info.filled_after = out.iter().fold(0b111, |m, t| m & t.filled);
    info
}

/// The legal turns of `side` for `roll` on `board` (see [`legal_turns_into`]).
pub fn legal_turns(board: &Board, side: Side, roll: Roll, opts: &Options) -> Vec<Turn> {
    let mut out = Vec::with_capacity(64);
    legal_turns_into(board, side, roll, opts, &mut out);
    out
}

/// Every order in which the legal turns can be played move by move (for a
/// user interface that lets a player enter one move at a time): each returned
/// turn has the key of a legal turn, and together they cover every valid order
/// of its moves (either number first, a checker played tout d'une through
/// either intermediate field).
pub fn legal_sequences(board: &Board, side: Side, roll: Roll, opts: &Options) -> Vec<Turn> {
    let legal = legal_turns(board, side, roll, opts);
    if legal.iter().all(|t| t.dice_used() < 2 || t.by_puissance()) {
        return legal;
    }
    let mut g = Gen::new(board, side, opts);
    g.keep_all = true;
    let mut all = Vec::with_capacity(128);
    let (a, b) = (roll.high(), roll.low());
    if roll.is_doublet() {
        g.pairs(a, a, false, false, &mut all);
    } else {
        g.pairs(a, b, false, false, &mut all);
        g.pairs(b, a, false, false, &mut all);
    }
    all.retain(|t| legal.iter().any(|l| l.key() == t.key()));
    all.extend(legal.iter().filter(|t| t.by_puissance()).copied());
    all
}

/// Every sequence of moves that passes the rules of single moves and of the
/// board they leave, before the "both numbers", fill/conserve and sortie
/// filters (for explaining why a move is refused).
pub(crate) fn raw_sequences(board: &Board, side: Side, roll: Roll, opts: &Options) -> Vec<Turn> {
    let mut g = Gen::new(board, side, opts);
    g.keep_all = true;
    let mut all = Vec::with_capacity(256);
    let (a, b) = (roll.high(), roll.low());
    if roll.is_doublet() {
        g.pairs(a, a, false, false, &mut all);
        g.singles(a, &mut all);
    } else {
        g.pairs(a, b, false, false, &mut all);
        g.pairs(b, a, false, false, &mut all);
        g.singles(a, &mut all);
        g.singles(b, &mut all);
    }
    g.puissance(roll, &mut all);
    all
}

/// Whether `side` may stop a checker at `pos` this turn under the passage rule.
pub(crate) fn may_stop(board: &Board, side: Side, pos: u8, opts: &Options) -> bool {
    forbidden_stops(board, side, opts.passage) & (1 << pos) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_order_of_a_tout_d_une_is_offered_move_by_move() {
        // Given all checkers on the talon and 4-2
        let board = crate::tt!(w 1:15; b 1:15);
        let roll = Roll::new(4, 2).unwrap();
        let seqs = legal_sequences(&board, Side::White, roll, &Options::default());
        let steps: Vec<Vec<(u8, u8)>> = seqs
            .iter()
            .map(|t| t.steps().iter().map(|s| (s.from, s.to)).collect())
            .collect();
        // Then the checker played tout d'une may pass by 3 or by 5
        assert!(steps.contains(&vec![(1, 3), (3, 7)]));
        assert!(steps.contains(&vec![(1, 5), (5, 7)]));
        // and both checkers may be moved in either order
        assert!(steps.contains(&vec![(1, 5), (1, 3)]));
        assert!(steps.contains(&vec![(1, 3), (1, 5)]));
        // with nothing that is not a legal turn
        let legal = legal_turns(&board, Side::White, roll, &Options::default());
        assert_eq!(legal.len(), 2);
        assert!(seqs
            .iter()
            .all(|s| legal.iter().any(|l| l.key() == s.key())));
    }
}
