//! Legal plays of a roll in ordinary backgammon movement: every distinct
//! resulting position, fast (fixed-size positions, no hash set).
//!
//! The rules (`shared/rules/backgammon.md`): a checker moves by a die to a point
//! not held by two or more opposing checkers, hitting a lone one; checkers on
//! the bar enter first; bearing off once all are home, by the exact number or,
//! from the highest point, by a higher one; both dice must be played when
//! possible, else the higher die if either can be; doublets are played four
//! times, as many as possible.
//!
//! The same generator plays Plakoto's pinning ([`generate_pinning`]): a lone
//! opposing checker landed on is pinned under the lander instead of hit (its
//! point is the lander's), freed when his last checker there leaves; a point
//! where the opponent pins one of the mover's checkers is closed to him, that
//! checker does not move, and nobody bears off while one of his checkers is
//! pinned. The points closed to the mover still never change during his turn,
//! and a play's result still depends only on where his checkers end (a pin
//! made and undone within the turn leaves no trace), so the same order of
//! generation avoids the duplicates; the code is the same, compiled once per
//! mode (`PIN`), so that ordinary backgammon pays nothing for it.
//!
//! Duplicates are avoided by the order of generation, never by a set: a
//! doublet's moves are generated with non-increasing starting points (the
//! result fixes the moves' multiset, so each result comes once), and a mixed
//! roll played lower die first keeps only the plays whose mirror (higher die
//! first) is illegal or lands differently.

use super::position::{Position, BAR, OPPONENT_BAR};
pub use super::sink::{Move, Sink};
use crate::Roll;

/// A bit of [`Work::mask`] above every point: set when the mover has a
/// pinned checker, it makes his highest checker "outside" so that nothing is
/// borne off (it is never a source: no open point lies below it).
const NO_BEAR_OFF: u32 = 1 << 31;

/// Plays `die` from `from` (a legal move) on the counts alone.
#[inline(always)]
pub(crate) fn step(pos: &mut Position, from: usize, die: usize) -> Move {
    step_as::<false>(pos, from, die)
}

/// Plays `die` from `from` (a legal move): a lone opposing checker landed on
/// is hit to the bar, or with `PIN` pinned there; with `PIN` the last checker
/// leaving a point frees the opposing checker it pinned.
#[inline(always)]
pub(crate) fn step_as<const PIN: bool>(pos: &mut Position, from: usize, die: usize) -> Move {
    pos.pips[from] -= 1;
    if PIN && pos.pips[from] == 0 && pos.pinned[1] & (1 << from) != 0 {
        pos.pips[from] = -1;
        pos.pinned[1] &= !(1 << from);
    }
    if from > die {
        let to = from - die;
        // A legal landing on -1 is on a free lone checker (a pinning one
        // closes the point).
        let hit = pos.pips[to] == -1;
        if hit {
            pos.pips[to] = 1;
            if PIN {
                pos.pinned[1] |= 1 << to;
            } else {
                pos.pips[OPPONENT_BAR] -= 1;
            }
        } else {
            pos.pips[to] += 1;
        }
        Move {
            from: from as u8,
            to: to as u8,
            hit,
        }
    } else {
        pos.off[0] += 1;
        Move {
            from: from as u8,
            to: 0,
            hit: false,
        }
    }
}

/// A position being played, moves made and unmade in place: the counts, a
/// bit mask of the mover's occupied points (bit p for point p, bit 25 the
/// bar, [`NO_BEAR_OFF`] while one of his checkers is pinned), the points
/// open to him (not held by two or more opposing checkers, nor by one pinning
/// his checker: that never changes during a turn) and the bar's bit when its
/// checkers must move first (else 0: checkers entering freely from a
/// reserve).
#[derive(Clone, Copy)]
struct Work {
    pos: Position,
    mask: u32,
    open: u32,
    forced: u32,
}

impl Work {
    #[inline]
    fn new<const PIN: bool>(pos: &Position, hits: bool, bar_first: bool) -> Work {
        let lowest = if hits { -1 } else { 0 };
        let (mut mask, mut open) = (0u32, 0u32);
        for p in 1..=24 {
            if pos.pips[p] > 0 {
                mask |= 1 << p;
            }
            if pos.pips[p] >= lowest {
                open |= 1 << p;
            }
        }
        if pos.pips[BAR] > 0 {
            mask |= 1 << BAR;
        }
        if PIN && pos.pinned[0] != 0 {
            open &= !pos.pinned[0];
            mask |= NO_BEAR_OFF;
        }
        Work {
            pos: *pos,
            mask,
            open,
            forced: if bar_first { 1 << BAR } else { 0 },
        }
    }

    /// The points whose checker may move by `die` now.
    #[inline(always)]
    fn movable(&self, die: usize) -> u32 {
        movable(self.mask, self.open, self.forced, die)
    }

    /// Whether the checker(s) on `from` may move by `die` now.
    #[inline(always)]
    fn can_move(&self, from: usize, die: usize) -> bool {
        self.movable(die) & (1 << from) != 0
    }

    /// Plays `die` from `from` (a legal move); returns the move.
    #[inline(always)]
    fn apply<const PIN: bool>(&mut self, from: usize, die: usize) -> Move {
        let m = step_as::<PIN>(&mut self.pos, from, die);
        // Empty, or (pinning) left to the checker it had pinned.
        if self.pos.pips[from] <= 0 {
            self.mask &= !(1 << from);
        }
        if m.to != 0 {
            self.mask |= 1 << m.to;
        }
        m
    }

    /// Takes back `m`, the last move applied.
    #[inline(always)]
    fn undo<const PIN: bool>(&mut self, m: Move) {
        let (from, to) = (m.from as usize, m.to as usize);
        if PIN && self.pos.pips[from] < 0 {
            // The move freed the checker it had pinned: pinned again.
            self.pos.pips[from] = 1;
            self.pos.pinned[1] |= 1 << from;
        } else {
            self.pos.pips[from] += 1;
        }
        self.mask |= 1 << from;
        if to == 0 {
            self.pos.off[0] -= 1;
        } else if m.hit {
            self.pos.pips[to] = -1;
            if PIN {
                self.pos.pinned[1] &= !(1 << to);
            } else {
                self.pos.pips[OPPONENT_BAR] += 1;
            }
            self.mask &= !(1 << to);
        } else {
            self.pos.pips[to] -= 1;
            if self.pos.pips[to] == 0 {
                self.mask &= !(1 << to);
            }
        }
    }
}

/// The points whose checker may move by `die`, for the occupied points
/// `mask`, the open points `open` and the points that must move first
/// `forced` (the bar's bit, or none).
#[inline(always)]
fn movable(mask: u32, open: u32, forced: u32, die: usize) -> u32 {
    let sources = if mask & forced != 0 { forced } else { mask };
    let inside = (open << die) & !((2u32 << die) - 1);
    let high = top(mask | 1);
    let off = if high <= 6 {
        (1 << die) | if high < die { 1 << high } else { 0 }
    } else {
        0
    };
    sources & (inside | off)
}

/// The highest set bit of a non-empty mask.
#[inline(always)]
fn top(mask: u32) -> usize {
    31 - mask.leading_zeros() as usize
}

/// Every distinct legal result of `roll` in `pos`, pushed to `sink` (seen from
/// the mover, before [`Position::flip`]). A roll with no legal play gives one
/// result, the unchanged position, with no moves.
pub fn generate<S: Sink>(pos: &Position, roll: Roll, sink: &mut S) {
    generate_with(pos, roll, true, sink);
}

/// The same with no hitting when `hits` is false: every opposing checker
/// closes its point (the games that block instead of hitting, or a turn in
/// which a rule set forbids hitting).
pub fn generate_with<S: Sink>(pos: &Position, roll: Roll, hits: bool, sink: &mut S) {
    generate_as::<false, S>(pos, roll, hits, true, sink);
}

/// The same, the bar's checkers moving first only when `bar_first`: else
/// the bar is one more point to move from, for checkers of a reserve that
/// enter whenever the player likes (put on the bar to be played).
pub(crate) fn generate_from<S: Sink>(
    pos: &Position,
    roll: Roll,
    hits: bool,
    bar_first: bool,
    sink: &mut S,
) {
    generate_as::<false, S>(pos, roll, hits, bar_first, sink);
}

/// The same with Plakoto's pinning instead of hitting (see the module docs).
pub fn generate_pinning<S: Sink>(pos: &Position, roll: Roll, sink: &mut S) {
    generate_as::<true, S>(pos, roll, true, true, sink);
}

fn generate_as<const PIN: bool, S: Sink>(
    pos: &Position,
    roll: Roll,
    hits: bool,
    bar_first: bool,
    sink: &mut S,
) {
    sink.clear();
    let mut work = Work::new::<PIN>(pos, hits, bar_first);
    if roll.is_doublet() {
        let mut best = 0;
        let die = roll.high() as usize;
        let mut steps = [(0, die); 4];
        doublet::<PIN, S>(&mut work, pos, BAR, 0, &mut steps, &mut best, sink);
    } else {
        mixed::<PIN, S>(&mut work, roll.high() as usize, roll.low() as usize, sink);
    }
}

/// The distinct results of `roll` in `pos`, seen from the mover, into `out`.
pub fn resulting_positions(pos: &Position, roll: Roll, out: &mut Vec<Position>) {
    generate(pos, roll, out);
}

/// Doublets: moves from non-increasing points, depth-first (`steps` holds
/// the play so far, each step's die already set); only the plays using the
/// most dice are kept.
fn doublet<const PIN: bool, S: Sink>(
    w: &mut Work,
    root: &Position,
    max_from: usize,
    depth: usize,
    steps: &mut [(usize, usize); 4],
    best: &mut usize,
    sink: &mut S,
) {
    let die = steps[0].1;
    let mut froms = w.movable(die) & ((2u32 << max_from) - 1);
    if froms == 0 {
        if depth > *best {
            sink.clear();
            *best = depth;
        }
        if depth == *best {
            sink.push_play::<PIN>(root, &steps[..depth]);
        }
        return;
    }
    if depth == 2 && !S::RECORDS_MOVES {
        last_two::<PIN, S>(w, max_from, die, best, sink);
        return;
    }
    if depth == 3 && *best < 4 {
        sink.clear();
        *best = 4;
    }
    while froms != 0 {
        let from = top(froms);
        froms &= !(1 << from);
        steps[depth].0 = from;
        if depth == 3 {
            // The counts after three steps are in `w`: one more step there is
            // cheaper than replaying four.
            push_last::<PIN, S>(sink, &w.pos, root, steps, from, die);
        } else {
            let m = w.apply::<PIN>(from, die);
            doublet::<PIN, S>(w, root, from, depth + 1, steps, best, sink);
            w.undo::<PIN>(m);
        }
    }
}

/// The third and fourth steps of a doublet for a sink that needs no moves:
/// the counts in `w` stay untouched while the results are copied from them
/// (copying them just after a step would stall the processor once per
/// result); the third step is made on the occupied mask alone.
#[inline(always)]
fn last_two<const PIN: bool, S: Sink>(
    w: &Work,
    max_from: usize,
    die: usize,
    best: &mut usize,
    sink: &mut S,
) {
    let mut thirds = w.movable(die) & ((2u32 << max_from) - 1);
    while thirds != 0 {
        let third = top(thirds);
        thirds &= !(1 << third);
        let mut mask = w.mask;
        // Its last checker leaves (pinning: a pinned one left alone is not
        // the mover's).
        if w.pos.pips[third] == 1 {
            mask &= !(1 << third);
        }
        if third > die {
            mask |= 1 << (third - die);
        }
        let mut fourths = movable(mask, w.open, w.forced, die) & ((2u32 << third) - 1);
        if fourths == 0 {
            if *best < 3 {
                sink.clear();
                *best = 3;
            }
            if *best == 3 {
                sink.push_play::<PIN>(&w.pos, &[(third, die)]);
            }
            continue;
        }
        if *best < 4 {
            sink.clear();
            *best = 4;
        }
        while fourths != 0 {
            let fourth = top(fourths);
            fourths &= !(1 << fourth);
            sink.push_play::<PIN>(&w.pos, &[(third, die), (fourth, die)]);
        }
    }
}

/// Pushes `before` (the counts after the first three steps of `steps`) with
/// the fourth step from `from`. A sink that records moves gets the whole play.
#[inline(always)]
fn push_last<const PIN: bool, S: Sink>(
    sink: &mut S,
    before: &Position,
    root: &Position,
    steps: &[(usize, usize); 4],
    from: usize,
    die: usize,
) {
    if S::RECORDS_MOVES {
        sink.push_play::<PIN>(root, &steps[..]);
    } else {
        sink.push_play::<PIN>(before, &[(from, die)]);
    }
}

/// A mixed roll `high`-`low`: both orders. A play is the pair (the checker
/// moved by the higher die, the one moved by the lower); distinct pairs give
/// distinct results except in two cases, where one form is kept and the other
/// dropped when the kept one is legal ([`dropped_form`]): one checker
/// travelling through, and two checkers borne off. Played lower die first, a
/// pair is kept only when the higher-die-first order of the same pair is
/// illegal. If no play uses both dice: the plays of the higher die if any,
/// else those of the lower.
fn mixed<const PIN: bool, S: Sink>(w: &mut Work, high: usize, low: usize, sink: &mut S) {
    let start = *w;
    let mut two = false;
    // The points whose checker can play the higher die but then nothing.
    let mut singles_high = 0u32;

    // Higher die first: the pair (u, v).
    let mut us = start.movable(high);
    while us != 0 {
        let u = top(us);
        us &= !(1 << u);
        let m1 = w.apply::<PIN>(u, high);
        let mut vs = w.movable(low);
        if vs == 0 {
            singles_high |= 1 << u;
        }
        while vs != 0 {
            let v = top(vs);
            vs &= !(1 << v);
            if dropped_form::<PIN>(&start, u, v, high, low) {
                continue;
            }
            push_pair::<PIN, S>(sink, &mut two, &start.pos, &w.pos, (u, high), (v, low));
        }
        w.undo::<PIN>(m1);
    }

    // Lower die first: the pair (u, v) again, v moved first.
    let lows = start.movable(low);
    let mut vs = lows;
    if start.mask & (1 << BAR) == 0 && outside_home(&start.pos) >= 2 {
        // Nobody on the bar and no bearing off after one move: the higher
        // die-first order of a pair is legal unless the checker moved by the
        // higher die is the one the lower die brought (one checker
        // travelling through via its lower-die stop).
        while vs != 0 {
            let v = top(vs);
            vs &= !(1 << v);
            if v <= low || start.pos.pips[v - low] > 0 {
                continue;
            }
            let u = v - low;
            let m1 = w.apply::<PIN>(v, low);
            if w.can_move(u, high) && !through_via_high_stands::<PIN>(&start, v, high, low) {
                push_pair::<PIN, S>(sink, &mut two, &start.pos, &w.pos, (v, low), (u, high));
            }
            w.undo::<PIN>(m1);
        }
        vs = 0;
    }
    while vs != 0 {
        let v = top(vs);
        vs &= !(1 << v);
        let m1 = w.apply::<PIN>(v, low);
        let mut us = w.movable(high);
        while us != 0 {
            let u = top(us);
            us &= !(1 << u);
            if in_order::<PIN>(&start, (u, high), (v, low))
                || dropped_form::<PIN>(&start, u, v, high, low)
            {
                continue;
            }
            push_pair::<PIN, S>(sink, &mut two, &start.pos, &w.pos, (v, low), (u, high));
        }
        w.undo::<PIN>(m1);
    }

    if two {
        return;
    }
    // No play uses both dice: the higher die if it can be played, else the lower.
    let (mut froms, die) = if singles_high != 0 {
        (singles_high, high)
    } else if lows != 0 {
        (lows, low)
    } else {
        sink.push_play::<PIN>(&start.pos, &[]);
        return;
    };
    while froms != 0 {
        let from = top(froms);
        froms &= !(1 << from);
        sink.push_play::<PIN>(&start.pos, &[(from, die)]);
    }
}

/// The mover's checkers outside his home board (points 7 to 24 and the bar),
/// counted up to 2.
#[inline(always)]
fn outside_home(pos: &Position) -> u32 {
    let mut n = 0u32;
    for &c in &pos.pips[7..=BAR] {
        if c > 0 {
            n += c as u32;
            if n >= 2 {
                return 2;
            }
        }
    }
    n
}

/// Pushes a two-dice play: `first` then `second` from `root`, `after_first`
/// being the counts once `first` is played (a sink that needs no moves gets
/// that and the second step only); `two` records that a play uses both dice
/// (the one-die plays are then never pushed).
#[inline(always)]
fn push_pair<const PIN: bool, S: Sink>(
    sink: &mut S,
    two: &mut bool,
    root: &Position,
    after_first: &Position,
    first: (usize, usize),
    second: (usize, usize),
) {
    *two = true;
    if S::RECORDS_MOVES {
        sink.push_play::<PIN>(root, &[first, second]);
    } else {
        sink.push_play::<PIN>(after_first, &[second]);
    }
}

/// Whether `d1` from `f1` then `d2` from `f2` is legal.
#[inline(always)]
fn in_order<const PIN: bool>(w: &Work, (f1, d1): (usize, usize), (f2, d2): (usize, usize)) -> bool {
    if w.mask & (1 << BAR) == 0 && f1 > d1 && f2 > d2 {
        // Two moves inside the board, nobody on the bar: only the checkers
        // moved change who is where.
        let pips = &w.pos.pips;
        return pips[f1] > 0
            && w.open & (1 << (f1 - d1)) != 0
            && (if f2 == f1 {
                pips[f1] >= 2
            } else {
                pips[f2] > 0 || f2 == f1 - d1
            })
            && w.open & (1 << (f2 - d2)) != 0;
    }
    if !w.can_move(f1, d1) {
        return false;
    }
    let mut a = *w;
    a.apply::<PIN>(f1, d1);
    a.can_move(f2, d2)
}

/// Whether the pair (`u` moved by `high`, `v` by `low`) gives a result that a
/// kept form gives too: one checker travelling via its lower-die stop (see
/// [`through_via_high_stands`]), or two checkers borne off, the higher die
/// from the lower point, when the other way round is legal.
#[inline(always)]
fn dropped_form<const PIN: bool>(w: &Work, u: usize, v: usize, high: usize, low: usize) -> bool {
    if v > low && u == v - low {
        return through_via_high_stands::<PIN>(w, v, high, low);
    }
    if u < v && v <= low {
        return in_order::<PIN>(w, (v, high), (u, low)) || in_order::<PIN>(w, (u, low), (v, high));
    }
    false
}

/// For one checker from `x` travelling both dice via its lower-die stop: the
/// same result also comes from travelling via its higher-die stop (the form
/// kept) when that is legal in either order and neither stop hits (a pin on
/// the way is undone when the checker moves on: with `PIN` the stops do not
/// matter).
#[inline]
fn through_via_high_stands<const PIN: bool>(w: &Work, x: usize, high: usize, low: usize) -> bool {
    if x <= high {
        return false;
    }
    let pips = &w.pos.pips;
    if !PIN && (pips[x - high] == -1 || pips[x - low] == -1) {
        return false;
    }
    in_order::<PIN>(w, (x, high), (x - high, low)) || in_order::<PIN>(w, (x - high, low), (x, high))
}
