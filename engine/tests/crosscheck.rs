//! The move generator against an independent brute force written from the
//! digest: for hundreds of positions (reached by seeded random self-play, and
//! random boards) × the 21 rolls, the set of boards the engine's legal turns
//! leave equals the set the brute force finds, and no two engine turns leave
//! the same board.

use tables::dice::Rng;
use tables::trictrac::{
    analyze, legal_turns_into, Board, Choice, Game, JanKind, Options, PassageRule, Phase, Roll,
    RollContext, Side, SortieMethod, Turn,
};

// ---------------------------------------------------------------------------
// The brute force. Everything is in the mover's numbering: `me[p]` his
// checkers at p (25 = off), `opp[p]` the opponent's checkers at the mover's p.
// ---------------------------------------------------------------------------

type Counts = [u8; 26];

#[derive(Clone, Copy)]
struct Pos {
    me: Counts,
    opp: Counts,
}

impl Pos {
    fn of(board: &Board, side: Side) -> Pos {
        let me = *board.side(side);
        let mut opp = [0u8; 26];
        for (p, o) in opp.iter_mut().enumerate().take(25).skip(1) {
            *o = board.side(side.opponent())[25 - p];
        }
        Pos { me, opp }
    }
}

/// §3.6 convention: the opponent can still fill the quarter starting at his
/// own position `his_first` (1 = petit jan, 7 = grand jan) when none of my
/// checkers stands in it and, for its i-th field, he has at least 2·i checkers
/// on that field or between his talon and it. His position h is my 25 - h.
fn opp_can_fill(pos: &Pos, his_first: usize) -> bool {
    let at = |h: usize| pos.opp[25 - h] as usize;
    let mine_at = |h: usize| pos.me[25 - h];
    for i in 1..=6 {
        let h = his_first + i - 1;
        if mine_at(h) > 0 {
            return false;
        }
        let on_or_behind: usize = (1..=h).map(at).sum();
        if on_or_behind < 2 * i {
            return false;
        }
    }
    true
}

/// Fields where a checker of mine may not stop this turn (§3.5–3.6).
fn forbidden(pos: &Pos, rule: PassageRule) -> [bool; 26] {
    let petit = opp_can_fill(pos, 1);
    let grand = opp_can_fill(pos, 7);
    let mut f = [false; 26];
    f[13] = true; // the opponent's rest corner, always
    let (q3, q4) = match rule {
        PassageRule::PerQuarter => (grand, petit),
        PassageRule::Literal => (petit || grand, petit),
    };
    for x in &mut f[13..=18] {
        *x |= q3;
    }
    for x in &mut f[19..=24] {
        *x |= q4;
    }
    f
}

/// One checker moved by `n` from every field where that single step is
/// possible (§3.1 blocked fields, §3.7 bearing off).
fn single_steps(me: &Counts, opp: &Counts, n: usize, slow: bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let all_in_last_quarter = me[1..=18].iter().all(|&c| c == 0);
    let can_play_inside = (1..=24).any(|q| me[q] > 0 && q + n <= 24 && opp[q + n] == 0);
    for p in 1..=24 {
        if me[p] == 0 {
            continue;
        }
        let t = p + n;
        if t <= 24 {
            if opp[t] == 0 {
                out.push((p, t));
            }
        } else if all_in_last_quarter {
            let exact = t == 25;
            let farthest = (1..p).all(|q| me[q] == 0);
            let allowed = if slow {
                !can_play_inside && (exact || farthest)
            } else {
                exact || farthest
            };
            if allowed {
                out.push((p, 25));
            }
        }
    }
    out
}

fn moved(me: &Counts, (from, to): (usize, usize)) -> Counts {
    let mut c = *me;
    c[from] -= 1;
    c[to] += 1;
    c
}

/// The rules checked on a whole play: nothing alone on my corner (taken by
/// two at once, left by the last two together), nothing on the opponent's
/// corner, and no stop on a forbidden field — the intermediate field of a
/// checker played tout d'une is not a stop.
fn play_ok(moves: &[(usize, usize)], after: &Counts, forb: &[bool; 26]) -> bool {
    if after[12] == 1 || after[13] != 0 {
        return false;
    }
    let tout_d_une = moves.len() == 2 && moves[1].0 == moves[0].1;
    let stops: Vec<usize> = if tout_d_une {
        vec![moves[1].1]
    } else {
        moves.iter().map(|m| m.1).collect()
    };
    stops.iter().all(|&s| s > 24 || !forb[s])
}

fn filled_quarters(c: &Counts) -> usize {
    [1, 7, 19]
        .iter()
        .filter(|&&f| (f..f + 6).all(|p| c[p] >= 2))
        .count()
}

/// A play found by the brute force: its moves as (from, to, number) and the
/// mover's counts after it.
struct Play {
    moves: Vec<(usize, usize, usize)>,
    after: Counts,
}

/// The plays allowed by the rules of moving and by "both numbers, else the
/// higher" (§3), before the obligations to fill and to conserve and the
/// sortie convention; and how many numbers are played.
fn brute_plays(board: &Board, side: Side, roll: Roll, opts: &Options) -> (Vec<Play>, u8) {
    let pos = Pos::of(board, side);
    let forb = forbidden(&pos, opts.passage);
    let slow = opts.sortie == SortieMethod::Slow;
    let (a, b) = (roll.high() as usize, roll.low() as usize);
    let orders: Vec<(usize, usize)> = if a == b {
        vec![(a, a)]
    } else {
        vec![(a, b), (b, a)]
    };

    // every sequence of two single-checker moves, one per number
    let mut two: Vec<Play> = Vec::new();
    let mut natural = false;
    for &(x, y) in &orders {
        for m1 in single_steps(&pos.me, &pos.opp, x, slow) {
            let me1 = moved(&pos.me, m1);
            for m2 in single_steps(&me1, &pos.opp, y, slow) {
                let me2 = moved(&me1, m2);
                if play_ok(&[m1, m2], &me2, &forb) {
                    natural |= pos.me[12] == 0 && me2[12] >= 2;
                    two.push(Play {
                        moves: vec![(m1.0, m1.1, x), (m2.0, m2.1, y)],
                        after: me2,
                    });
                }
            }
        }
    }
    // the rest corner by puissance: my corner and his empty, two checkers that
    // could go onto his corner one with each number, not possible naturally
    if pos.me[12] == 0 && pos.opp[13] == 0 && !natural && a < 13 && b < 13 {
        let (s1, s2) = (13 - a, 13 - b);
        let enough = if s1 == s2 {
            pos.me[s1] >= 2
        } else {
            pos.me[s1] >= 1 && pos.me[s2] >= 1
        };
        if enough {
            let after = moved(&moved(&pos.me, (s1, 12)), (s2, 12));
            if play_ok(&[(s1, 12), (s2, 12)], &after, &forb) {
                two.push(Play {
                    moves: vec![(s1, 12, a), (s2, 12, b)],
                    after,
                });
            }
        }
    }
    // both numbers when possible, else the higher, else the lower
    if !two.is_empty() {
        return (two, 2);
    }
    let one = |n: usize| -> Vec<Play> {
        single_steps(&pos.me, &pos.opp, n, slow)
            .into_iter()
            .map(|m| (m, moved(&pos.me, m)))
            .filter(|(m, after)| play_ok(&[*m], after, &forb))
            .map(|(m, after)| Play {
                moves: vec![(m.0, m.1, n)],
                after,
            })
            .collect()
    };
    let mut v = one(a);
    if v.is_empty() && a != b {
        v = one(b);
    }
    if v.is_empty() {
        let none = Play {
            moves: vec![],
            after: pos.me,
        };
        (vec![none], 0)
    } else {
        (v, 1)
    }
}

/// The brute force: the boards (mover's counts) of every legal turn, and how
/// many numbers are played.
fn brute_force(board: &Board, side: Side, roll: Roll, opts: &Options) -> (Vec<Counts>, u8) {
    let (plays, dice) = brute_plays(board, side, roll, opts);
    let mut plays: Vec<Counts> = plays.into_iter().map(|p| p.after).collect();
    // the obligations to fill and to conserve: the most quarters filled
    let best = plays.iter().map(filled_quarters).max().unwrap();
    plays.retain(|c| filled_quarters(c) == best);
    // sortie: a player who can bear off his last checkers does so
    if plays.iter().any(|c| c[25] == 15) {
        plays.retain(|c| c[25] == 15);
    }
    plays.sort();
    plays.dedup();
    (plays, dice)
}

/// §6.4 by brute force, for each fillable quarter (by its first position):
/// (first, conserving, ways) when the roll makes or keeps it. Making: some
/// allowed play fills it; with one demi-case left, one way per number that
/// some allowed play brings onto it from a field it does not uncover (a field
/// of the quarter, or the corner, holding exactly two) — the second half of a
/// checker's tout d'une counts as the sum; otherwise one way. Keeping: some
/// allowed play leaves it filled: one way.
fn brute_filling(board: &Board, side: Side, roll: Roll) -> Vec<(usize, bool, u8)> {
    let pos = Pos::of(board, side);
    let (plays, _) = brute_plays(board, side, roll, &Options::default());
    let mut out = Vec::new();
    for first in [1usize, 7, 19] {
        let q = first..first + 6;
        let filled = |c: &Counts| q.clone().all(|p| c[p] >= 2);
        let fills: Vec<&Play> = plays.iter().filter(|p| filled(&p.after)).collect();
        if fills.is_empty() {
            continue;
        }
        if filled(&pos.me) {
            out.push((first, true, 1));
            continue;
        }
        let need: usize = q.clone().map(|p| 2 - pos.me[p].min(2) as usize).sum();
        if need != 1 {
            out.push((first, false, 1));
            continue;
        }
        let target = q.clone().find(|&p| pos.me[p] == 1).unwrap();
        let uncovers = |from: usize| (q.contains(&from) || from == 12) && pos.me[from] == 2;
        let mut numbers: Vec<usize> = Vec::new();
        for play in &fills {
            let m = &play.moves;
            // one checker moved twice: a tout d'une by the sum
            let chain = m.len() == 2 && m[1].0 == m[0].1;
            if chain && m[1].1 == target && !uncovers(m[0].0) {
                numbers.push(m[0].2 + m[1].2);
            }
            for (i, &(from, to, n)) in m.iter().enumerate() {
                // the second half of a tout d'une, unless another checker
                // stood on the intermediate field
                let half = chain && i == 1 && pos.me[from] == 0;
                if to == target && !half && !uncovers(from) {
                    numbers.push(n);
                }
            }
        }
        numbers.sort();
        numbers.dedup();
        out.push((first, false, numbers.len() as u8));
    }
    out
}

/// §6.2–6.3 by brute force: (battre à vrai for the roller, battre à faux for
/// the opponent, battre le coin for the roller), in points.
fn brute_hits(pos: &Pos, roll: Roll) -> (u32, u32, u32) {
    let (a, b) = (roll.high() as usize, roll.low() as usize);
    let doublet = a == b;
    let numbers: Vec<usize> = if doublet { vec![a] } else { vec![a, b] };
    let (mut vrai, mut faux) = (0, 0);
    for t in 1..=24usize {
        if pos.opp[t] != 1 {
            continue;
        }
        let petit = t <= 6 || t >= 19;
        let per_way = match (petit, doublet) {
            (false, false) => 2,
            (false, true) | (true, false) => 4,
            (true, true) => 6,
        };
        let mut ways = numbers
            .iter()
            .filter(|&&n| t > n && pos.me[t - n] > 0)
            .count() as u32;
        let mut closed_sum = false;
        if t > a + b && pos.me[t - a - b] > 0 {
            let p = t - a - b;
            let vias: Vec<usize> = if doublet {
                vec![p + a]
            } else {
                vec![p + a, p + b]
            };
            if vias.iter().any(|&v| pos.opp[v] < 2) {
                ways += 1;
            } else {
                closed_sum = true;
            }
        }
        if ways > 0 {
            vrai += ways * per_way;
        } else if closed_sum {
            faux += per_way;
        }
    }
    let mut coin = 0;
    if pos.me[12] >= 2 && pos.opp[13] == 0 {
        let avail = |p: usize| {
            if p == 12 {
                pos.me[12] - 2
            } else {
                pos.me[p]
            }
        };
        let ok = if doublet {
            avail(13 - a) >= 2
        } else {
            avail(13 - a) >= 1 && avail(13 - b) >= 1
        };
        if ok {
            coin = if doublet { 6 } else { 4 };
        }
    }
    (vrai, faux, coin)
}

// ---------------------------------------------------------------------------
// Positions.
// ---------------------------------------------------------------------------

fn die(rng: &mut Rng) -> u8 {
    1 + rng.below(6) as u8
}

/// Positions met when rolling, in seeded random parties (uniform legal turns;
/// tenir mostly, so that relevés run to the bearing off).
fn self_play_positions(seed: u64, want: usize, every: usize) -> Vec<(Board, Side)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut n = 0usize;
    while out.len() < want {
        let mut g = Game::new(Options::default()).without_log();
        loop {
            let res = match g.phase() {
                Phase::Primacy => g.primacy(die(&mut rng), die(&mut rng)).map(|_| ()),
                Phase::Roll => {
                    n += 1;
                    if n.is_multiple_of(every) && out.len() < want {
                        out.push((*g.board(), g.to_play()));
                    }
                    g.roll(Roll::new(die(&mut rng), die(&mut rng)).unwrap())
                }
                Phase::Choose => g.choose(if rng.below(10) == 0 {
                    Choice::SenAller
                } else {
                    Choice::Tenir
                }),
                Phase::Move => {
                    let t = g.legal_turns()[rng.below(g.legal_turns().len())];
                    g.play(&t)
                }
                Phase::Over => break,
            };
            res.unwrap();
        }
    }
    out
}

/// Random valid boards: each side's checkers spread over a random window of
/// its own track (sometimes all in the last quarter, some borne off).
fn random_boards(seed: u64, want: usize) -> Vec<(Board, Side)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < want {
        let mut sides = [[0u8; 25]; 2];
        for c in sides.iter_mut() {
            let (lo, hi) = match rng.below(4) {
                0 => (19, 24),
                1 => (13, 24),
                _ => {
                    let lo = 1 + rng.below(24);
                    (lo, lo + rng.below(25 - lo))
                }
            };
            let on_board = 15 - if lo == 19 { rng.below(14) } else { 0 };
            for _ in 0..on_board {
                c[lo + rng.below(hi - lo + 1)] += 1;
            }
        }
        if let Ok(b) = Board::from_counts(sides[0], sides[1]) {
            let side = if rng.below(2) == 0 {
                Side::White
            } else {
                Side::Black
            };
            out.push((b, side));
        }
    }
    out
}

/// Random valid boards where the mover has a quarter filled or nearly filled
/// (to exercise making and keeping a jan), the opponent spread at random.
fn near_filled_boards(seed: u64, want: usize) -> Vec<(Board, Side)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < want {
        let mut mine = [0u8; 25];
        let first = [1, 7, 19][rng.below(3)];
        for c in &mut mine[first..first + 6] {
            *c = match rng.below(6) {
                0 => 1,
                1 => 3,
                _ => 2,
            };
        }
        let placed: usize = mine.iter().map(|&c| c as usize).sum();
        let Some(rest) = 15usize.checked_sub(placed) else {
            continue;
        };
        let lo = if first == 19 { 19 } else { 1 + rng.below(18) };
        let off = if first == 19 { rng.below(rest + 1) } else { 0 };
        for _ in 0..rest - off {
            mine[lo + rng.below(25 - lo)] += 1;
        }
        let mut theirs = [0u8; 25];
        let tlo = 1 + rng.below(24);
        for _ in 0..15 {
            theirs[tlo + rng.below(25 - tlo)] += 1;
        }
        if let Some(found) = for_a_random_side(&mut rng, mine, theirs) {
            out.push(found);
        }
    }
    out
}

/// The board where a side drawn at random has `mine` and the other `theirs`
/// (each in its own numbering), when valid.
fn for_a_random_side(rng: &mut Rng, mine: [u8; 25], theirs: [u8; 25]) -> Option<(Board, Side)> {
    let side = if rng.below(2) == 0 {
        Side::White
    } else {
        Side::Black
    };
    let (w, b) = match side {
        Side::White => (mine, theirs),
        Side::Black => (theirs, mine),
    };
    Board::from_counts(w, b).ok().map(|board| (board, side))
}

/// Random valid boards where the opponent holds several fields just ahead of
/// the mover's checkers (to exercise impuissance and "else the higher").
fn hemmed_in_boards(seed: u64, want: usize) -> Vec<(Board, Side)> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    while out.len() < want {
        let mut mine = [0u8; 25];
        let lo = 1 + rng.below(20);
        let width = 1 + rng.below(4);
        let on_board = 1 + rng.below(15);
        for _ in 0..on_board {
            mine[lo + rng.below(width)] += 1;
        }
        // the opponent's checkers, in the mover's numbering: cases and
        // half-cases on the next fields, the rest on his talon (mover's 24)
        let mut theirs_at_mine = [0u8; 25];
        let mut left = 15u8;
        for at in &mut theirs_at_mine[lo + width..(lo + width + 7).min(25)] {
            if left == 0 {
                break;
            }
            if rng.below(4) != 0 {
                let n = (1 + rng.below(3) as u8).min(left);
                *at += n;
                left -= n;
            }
        }
        theirs_at_mine[24] += left;
        let mut theirs = [0u8; 25];
        for p in 1..=24 {
            theirs[25 - p] = theirs_at_mine[p];
        }
        if let Some(found) = for_a_random_side(&mut rng, mine, theirs) {
            out.push(found);
        }
    }
    out
}

// ---------------------------------------------------------------------------
// The comparison.
// ---------------------------------------------------------------------------

fn after(board: &Board, side: Side, t: &Turn) -> Counts {
    let mut b = *board;
    t.apply(&mut b, side);
    *b.side(side)
}

/// Compares engine and brute force on every roll; returns the number of
/// (position, roll) pairs checked.
fn crosscheck(positions: &[(Board, Side)], opts: &Options) -> usize {
    let mut buf = Vec::new();
    let mut checked = 0;
    for (board, side) in positions {
        for roll in Roll::ALL_21 {
            let info = legal_turns_into(board, *side, roll, opts, &mut buf);
            let mut engine: Vec<Counts> = buf.iter().map(|t| after(board, *side, t)).collect();
            engine.sort();
            let n = engine.len();
            engine.dedup();
            let ctx = format!("{board:?}, {side} to play {roll}, {opts:?}");
            assert_eq!(
                n,
                engine.len(),
                "two engine turns leave the same board: {ctx}"
            );
            let (brute, dice) = brute_force(board, *side, roll, opts);
            for e in &engine {
                assert!(
                    brute.contains(e),
                    "engine turn not valid per the brute force: {e:?}\n{ctx}\nturns {buf:?}"
                );
            }
            for x in &brute {
                assert!(
                    engine.contains(x),
                    "turn missed by the engine: {x:?}\n{ctx}\nturns {buf:?}"
                );
            }
            assert_eq!(info.dice_playable, dice, "numbers played: {ctx}");
            checked += 1;
        }
    }
    checked
}

/// Compares the hits, the corner beaten, the impuissance, the sortie and the
/// filling jans with the brute force on every roll.
fn crosscheck_jans(positions: &[(Board, Side)]) {
    let opts = Options::default();
    let ctx = RollContext { rolls_before: 10 };
    for (board, side) in positions {
        let pos = Pos::of(board, *side);
        for roll in Roll::ALL_21 {
            let a = analyze(board, *side, roll, &ctx, &opts);
            let sum = |kind: JanKind| -> u32 {
                a.jans
                    .iter()
                    .filter(|j| j.kind == kind)
                    .map(|j| u32::from(j.points()))
                    .sum()
            };
            let engine = (
                sum(JanKind::BattreAVrai),
                sum(JanKind::BattreAFaux),
                sum(JanKind::BattreLeCoin),
            );
            let ctx = format!("{board:?}, {side} to play {roll}");
            assert_eq!(engine, brute_hits(&pos, roll), "vrai, faux, coin: {ctx}");
            let (plays, dice) = brute_force(board, *side, roll, &opts);
            let sortie = plays.iter().any(|c| c[25] == 15);
            let impuissance = if sortie { 0 } else { 2 * (2 - u32::from(dice)) };
            assert_eq!(sum(JanKind::Impuissance), impuissance, "impuissance: {ctx}");
            let sortie_pts = if sortie {
                u32::from(roll.pick(4, 6))
            } else {
                0
            };
            assert_eq!(sum(JanKind::Sortie), sortie_pts, "sortie: {ctx}");
            let mut filling: Vec<(usize, bool, u8)> = a
                .jans
                .iter()
                .filter_map(|j| {
                    use JanKind::*;
                    let keep = match j.kind {
                        PetitJan | GrandJan | JanDeRetour => false,
                        ConserverPetitJan | ConserverGrandJan | ConserverJanDeRetour => true,
                        _ => return None,
                    };
                    assert_eq!(j.points_per_way, roll.pick(4, 6), "{ctx}");
                    Some((usize::from(j.field), keep, j.n_ways()))
                })
                .collect();
            filling.sort();
            assert_eq!(
                filling,
                brute_filling(board, *side, roll),
                "filling (quarter, conserving, ways): {ctx}"
            );
        }
    }
}

#[test]
fn hits_the_corner_impuissance_sortie_and_filling_match_brute_force() {
    let mut positions = self_play_positions(2024, 400, 7);
    positions.extend(random_boards(77, 400));
    positions.extend(hemmed_in_boards(13, 400));
    crosscheck_jans(&positions);
}

#[test]
fn filling_and_conserving_match_brute_force() {
    let mut positions = near_filled_boards(31, 600);
    positions.extend(self_play_positions(99, 300, 3));
    crosscheck_jans(&positions);
}

#[test]
fn generator_matches_brute_force_on_self_play_positions() {
    let positions = self_play_positions(2024, 400, 7);
    let n = crosscheck(&positions, &Options::default());
    assert_eq!(n, 400 * 21);
}

#[test]
fn generator_matches_brute_force_on_random_boards() {
    let positions = random_boards(77, 400);
    assert_eq!(crosscheck(&positions, &Options::default()), 400 * 21);
}

#[test]
fn generator_matches_brute_force_when_a_jan_is_made_or_kept() {
    let positions = near_filled_boards(31, 400);
    assert_eq!(crosscheck(&positions, &Options::default()), 400 * 21);
}

#[test]
fn generator_matches_brute_force_when_numbers_cannot_be_played() {
    let positions = hemmed_in_boards(13, 400);
    assert_eq!(crosscheck(&positions, &Options::default()), 400 * 21);
}

#[test]
fn generator_matches_brute_force_with_the_other_options() {
    let mut positions = random_boards(5, 150);
    positions.extend(self_play_positions(9, 150, 5));
    positions.extend(near_filled_boards(6, 150));
    positions.extend(hemmed_in_boards(8, 150));
    for sortie in [SortieMethod::Fast, SortieMethod::Slow] {
        for passage in [PassageRule::PerQuarter, PassageRule::Literal] {
            let opts = Options {
                sortie,
                passage,
                ..Options::default()
            };
            crosscheck(&positions, &opts);
        }
    }
}

#[test]
fn random_boards_cover_the_interesting_cases() {
    // the sample is not degenerate: bearing off, the corner by puissance,
    // impuissance and filling all occur
    let mut positions = random_boards(77, 400);
    positions.extend(self_play_positions(2024, 400, 7));
    positions.extend(near_filled_boards(31, 400));
    positions.extend(hemmed_in_boards(13, 400));
    let (mut off, mut puissance, mut impuissant, mut filled) = (0, 0, 0, 0);
    let mut buf = Vec::new();
    for (board, side) in &positions {
        for roll in Roll::ALL_21 {
            let info = legal_turns_into(board, *side, roll, &Options::default(), &mut buf);
            off += buf.iter().filter(|t| t.bears_off()).count();
            puissance += buf.iter().filter(|t| t.by_puissance()).count();
            impuissant += usize::from(info.dice_playable < 2);
            filled += usize::from(info.filled_after != 0);
        }
    }
    assert!(off > 100, "bear-off turns: {off}");
    assert!(puissance > 10, "puissance turns: {puissance}");
    assert!(impuissant > 1000, "impuissant rolls: {impuissant}");
    assert!(filled > 1000, "rolls keeping or making a jan: {filled}");
}
