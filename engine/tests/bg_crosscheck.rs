//! The backgammon move generator against a slow, step-by-step validator
//! written from the rules text alone: on random positions (reachable ones and
//! arbitrary ones, with checkers on the bar and borne off) × all 21 rolls, from
//! both sides, the generator gives exactly the validator's set of results, and
//! no result twice.
//!
//! The validator is exhaustive and slow: a debug build checks a small sample;
//! `scripts/test.sh` runs the full sweep in release (sizes from the
//! environment: `BG_CROSSCHECK` positions, `BG_CROSSCHECK_GAMES` games).

use std::collections::BTreeSet;

use tables::backgammon::{legal_plays, movegen, Play, Position, Variant};
use tables::dice::Rng;
use tables::Roll;

/// One checker of the mover moved by `die` from `from` (25 = bar), if legal
/// on its own: the position after it.
fn step(pos: &Position, from: usize, die: usize) -> Option<Position> {
    let p = pos.pips();
    if p[from] <= 0 {
        return None;
    }
    if from != 25 && p[25] > 0 {
        return None; // enter first
    }
    let mut counts = pos.setup();
    let (mine, theirs) = (&mut counts.on_roll, &mut counts.opponent);
    if from > die {
        let to = from - die;
        let opp = p[to];
        if opp <= -2 {
            return None; // point closed
        }
        mine[from - 1] -= 1;
        mine[to - 1] += 1;
        if opp == -1 {
            theirs[25 - to - 1] -= 1;
            theirs[24] += 1;
        }
    } else {
        // bearing off: all home, then exact or from the highest point
        let outside = (7..=25).any(|q| p[q] > 0);
        if outside {
            return None;
        }
        if from < die && (from + 1..=6).any(|q| p[q] > 0) {
            return None;
        }
        mine[from - 1] -= 1;
    }
    Some(counts.validate().expect("a step keeps a valid position"))
}

/// Every result of playing `dice` in every order, with the dice used.
fn all_sequences(
    pos: &Position,
    dice: &[usize],
    used: usize,
    out: &mut Vec<(Position, usize, usize)>,
    pips: usize,
) {
    let mut moved = false;
    for (i, &d) in dice.iter().enumerate() {
        for from in 1..=25 {
            if let Some(next) = step(pos, from, d) {
                moved = true;
                let mut rest = dice.to_vec();
                rest.remove(i);
                all_sequences(&next, &rest, used + 1, out, pips + d);
            }
        }
    }
    if !moved {
        out.push((*pos, used, pips));
    }
}

/// The validator: the results of the sequences using the most dice, and among
/// them (one die only) the higher die.
fn validator(pos: &Position, roll: Roll) -> BTreeSet<Position> {
    let dice: Vec<usize> = if roll.is_doublet() {
        vec![roll.high() as usize; 4]
    } else {
        vec![roll.high() as usize, roll.low() as usize]
    };
    let mut all = Vec::new();
    all_sequences(pos, &dice, 0, &mut all, 0);
    let most = all.iter().map(|r| r.1).max().unwrap();
    let pips = all
        .iter()
        .filter(|r| r.1 == most)
        .map(|r| r.2)
        .max()
        .unwrap();
    all.into_iter()
        .filter(|r| r.1 == most && r.2 == pips)
        .map(|r| r.0)
        .collect()
}

/// Replays a play's moves one by one with the validator's `step`.
fn replay(pos: &Position, play: &Play) -> Position {
    let mut p = *pos;
    for m in play.moves() {
        let die = if m.to == 0 {
            None
        } else {
            Some((m.from - m.to) as usize)
        };
        // A bear-off's die is not in the move: any die that bears it off will do.
        p = match die {
            Some(d) => step(&p, m.from as usize, d),
            None => (m.from as usize..=6).find_map(|d| step(&p, m.from as usize, d)),
        }
        .unwrap_or_else(|| panic!("{m:?} is not a legal step in {p:?}"));
    }
    p
}

fn check(pos: &Position, out: &mut Vec<Position>) -> usize {
    let mut total = 0;
    for roll in Roll::ALL_21 {
        movegen::resulting_positions(pos, roll, out);
        let got: BTreeSet<Position> = out.iter().copied().collect();
        assert_eq!(got.len(), out.len(), "a result given twice: {pos:?} {roll}");
        let want = validator(pos, roll);
        assert_eq!(got, want, "{pos:?} rolled {roll}");
        // The plays with their moves: the same results, each reached by its moves.
        let plays = legal_plays(pos, roll);
        let with_moves: BTreeSet<Position> = plays.iter().map(|p| *p.after()).collect();
        assert_eq!(with_moves, got, "{pos:?} rolled {roll}: plays with moves");
        for play in &plays {
            assert_eq!(
                replay(pos, play),
                *play.after(),
                "{pos:?} {roll} {}",
                play.notation()
            );
            let dice = if roll.is_doublet() { 4 } else { 2 };
            assert!(play.moves().len() <= dice);
        }
        // The step-by-step generator of the rule sets agrees on ordinary
        // backgammon.
        let mut stepped = Vec::new();
        tables::backgammon::stepgen::generate(Variant::Backgammon.rules(), pos, roll, &mut stepped);
        let stepped: BTreeSet<Position> = stepped.into_iter().collect();
        assert_eq!(
            stepped, got,
            "{pos:?} rolled {roll}: step-by-step generator"
        );
        total += out.len();
    }
    total
}

/// A random position: each side's checkers spread over random points, some on
/// the bar, some borne off, no point shared.
fn arbitrary(rng: &mut Rng, checkers: u8) -> Position {
    loop {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        for side in [&mut on_roll, &mut opponent] {
            let off = if rng.below(3) == 0 {
                rng.below(checkers as usize + 1)
            } else {
                0
            };
            // favour the home board and the bar sometimes
            for _ in 0..(checkers as usize - off) {
                let idx = match rng.below(10) {
                    0 => 24,
                    1..=4 => rng.below(6),
                    _ => rng.below(24),
                };
                side[idx] += 1;
            }
        }
        if let Ok(p) = Position::from_counts(on_roll, opponent, checkers) {
            return p;
        }
    }
}

#[test]
fn the_generator_agrees_with_the_validator_on_arbitrary_positions() {
    let mut rng = Rng::new(2024);
    let mut out = Vec::new();
    let n: usize = std::env::var("BG_CROSSCHECK")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 8 } else { 600 });
    let mut total = 0;
    for i in 0..n {
        let checkers = [15, 15, 15, 3, 2, 1][i % 6];
        let pos = arbitrary(&mut rng, checkers);
        total += check(&pos, &mut out);
        total += check(&pos.flip(), &mut out);
    }
    assert!(total > n * 21);
}

#[test]
fn the_generator_agrees_with_the_validator_along_random_games() {
    let mut rng = Rng::new(7);
    let mut out = Vec::new();
    let games: usize = std::env::var("BG_CROSSCHECK_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 1 } else { 24 });
    let mut positions = 0;
    for g in 0..games {
        let variant = [
            Variant::Backgammon,
            Variant::Nackgammon,
            Variant::Hypergammon(3),
        ][g % 3];
        let mut pos = variant.rules().start();
        let per_game = if cfg!(debug_assertions) { 30 } else { 400 };
        for _ in 0..per_game {
            check(&pos, &mut out);
            positions += 1;
            let roll = Roll::ALL_21[rng.below(21)];
            movegen::resulting_positions(&pos, roll, &mut out);
            let next = out[rng.below(out.len())];
            if next.off(tables::backgammon::Player::OnRoll) == variant.rules().checkers {
                break;
            }
            pos = next.flip();
        }
    }
    assert!(positions > games * 10);
}

/// For every rule set, with its default options and with every option off,
/// the generator the game uses (the fast one where it applies, with or
/// without hitting) gives the step-by-step search's results, along random
/// games.
#[test]
fn the_fast_paths_of_the_rule_sets_agree_with_the_step_by_step_search() {
    use tables::backgammon::play::resulting_positions_for;
    use tables::backgammon::{stepgen, VariantOptions};
    let games: usize = if cfg!(debug_assertions) { 1 } else { 12 };
    let mut rng = Rng::new(99);
    let mut checked = 0;
    let mut rule_sets = Vec::new();
    for &v in &Variant::ALL {
        for options in [VariantOptions::default(), VariantOptions::of_code(0)] {
            let rules = v.rules_with(&options);
            if !rule_sets.contains(&(v, rules)) {
                rule_sets.push((v, rules));
            }
        }
    }
    for (v, rules) in &rule_sets {
        for _ in 0..games {
            let mut pos = rules.start();
            for _ in 0..if cfg!(debug_assertions) { 40 } else { 300 } {
                let mut fast = Vec::new();
                for roll in Roll::ALL_21 {
                    resulting_positions_for(rules, &pos, roll, &mut fast);
                    let mut slow = Vec::new();
                    stepgen::generate(rules, &pos, roll, &mut slow);
                    let a: BTreeSet<Position> = fast.iter().copied().collect();
                    let b: BTreeSet<Position> = slow.into_iter().collect();
                    assert_eq!(
                        a.len(),
                        fast.len(),
                        "{} {pos:?} {roll}: a result twice",
                        v.name()
                    );
                    assert_eq!(a, b, "{} {pos:?} {roll}", v.name());
                    checked += 1;
                }
                let roll = Roll::ALL_21[rng.below(21)];
                resulting_positions_for(rules, &pos, roll, &mut fast);
                let next = fast[rng.below(fast.len())];
                if next.off(tables::backgammon::Player::OnRoll) == rules.checkers {
                    break;
                }
                pos = next.flip();
            }
        }
    }
    assert!(checked > 1000);
}

/// Plakoto's movement from its rules text alone, in the mover's numbering:
/// the free checkers of each side per point and the pinned ones.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Pinning {
    mine: [u8; 25],
    theirs: [u8; 25],
    /// The mover's pinned checkers (under his), the opponent's (under mine).
    my_pins: u32,
    their_pins: u32,
}

impl Pinning {
    fn of(pos: &Position) -> Pinning {
        use tables::backgammon::Player;
        let mut p = Pinning {
            mine: [0; 25],
            theirs: [0; 25],
            my_pins: pos.pinned(Player::OnRoll),
            their_pins: pos.pinned(Player::Opponent),
        };
        for q in 1..=24 {
            p.mine[q] = pos.mine(q);
            p.theirs[q] = pos.theirs(q);
        }
        p
    }

    fn position(&self) -> Position {
        let mut s = tables::backgammon::PositionSetup::new([0; 25], [0; 25], 15);
        for q in 1..=24 {
            s.on_roll[q - 1] = self.mine[q];
            s.opponent[25 - q - 1] = self.theirs[q];
            if self.their_pins >> q & 1 == 1 {
                s.pinned[1] |= 1 << (25 - q);
            }
        }
        s.pinned[0] = self.my_pins;
        s.validate().expect("a step keeps a valid position")
    }

    /// One checker moved by `die` from `from`, if the rules allow it.
    fn step(&self, from: usize, die: usize) -> Option<Pinning> {
        if self.mine[from] == 0 {
            return None; // none there, or only a pinned one
        }
        let mut next = *self;
        next.mine[from] -= 1;
        if next.mine[from] == 0 && next.their_pins >> from & 1 == 1 {
            // his checker is free again
            next.their_pins &= !(1 << from);
            next.theirs[from] = 1;
        }
        if from > die {
            let to = from - die;
            let held = self.theirs[to] >= 2 || self.theirs[to] == 1 && self.my_pins >> to & 1 == 1;
            if held {
                return None;
            }
            if next.theirs[to] == 1 {
                next.theirs[to] = 0;
                next.their_pins |= 1 << to; // pinned
            }
            next.mine[to] += 1;
        } else {
            // all home and none pinned, then exact or from the highest point
            if (7..=24).any(|q| self.mine[q] > 0) || self.my_pins != 0 {
                return None;
            }
            if from < die && (from + 1..=6).any(|q| self.mine[q] > 0) {
                return None;
            }
        }
        Some(next)
    }

    fn sequences(
        &self,
        dice: &[usize],
        used: usize,
        pips: usize,
        out: &mut Vec<(Position, usize, usize)>,
    ) {
        let mut moved = false;
        for (i, &d) in dice.iter().enumerate() {
            for from in 1..=24 {
                if let Some(next) = self.step(from, d) {
                    moved = true;
                    let mut rest = dice.to_vec();
                    rest.remove(i);
                    next.sequences(&rest, used + 1, pips + d, out);
                }
            }
        }
        if !moved {
            out.push((self.position(), used, pips));
        }
    }
}

fn pinning_validator(pos: &Position, roll: Roll) -> BTreeSet<Position> {
    let dice: Vec<usize> = if roll.is_doublet() {
        vec![roll.high() as usize; 4]
    } else {
        vec![roll.high() as usize, roll.low() as usize]
    };
    let mut all = Vec::new();
    Pinning::of(pos).sequences(&dice, 0, 0, &mut all);
    let best = all.iter().map(|r| (r.1, r.2)).max().unwrap();
    all.into_iter()
        .filter(|r| (r.1, r.2) == best)
        .map(|r| r.0)
        .collect()
}

/// A random Plakoto position: checkers spread over random points, lone
/// checkers of either side pinned under the other's, some borne off.
fn arbitrary_pinning(rng: &mut Rng) -> Position {
    use tables::backgammon::PositionSetup;
    loop {
        let mut s = PositionSetup::new([0; 25], [0; 25], 15);
        for side in 0..2 {
            let off = if rng.below(3) == 0 { rng.below(16) } else { 0 };
            for _ in 0..(15 - off) {
                let q = match rng.below(10) {
                    0 => 23,
                    1..=4 => rng.below(6),
                    _ => rng.below(24),
                };
                if side == 0 {
                    s.on_roll[q] += 1;
                } else {
                    s.opponent[q] += 1;
                }
            }
        }
        // Turn some lone checkers under an opposing point into pinned ones.
        for _ in 0..rng.below(4) {
            let p = 1 + rng.below(24); // the mover's point
            let q = 25 - p;
            if rng.below(2) == 0 && s.on_roll[p - 1] > 0 && s.opponent[q - 1] == 0 {
                s.pinned[1] |= 1 << q; // one of his under my checkers
                if s.opponent.iter().sum::<u8>() + s.pinned[1].count_ones() as u8 > 15 {
                    s.pinned[1] &= !(1 << q);
                }
            } else if s.opponent[q - 1] > 0 && s.on_roll[p - 1] == 0 {
                s.pinned[0] |= 1 << p; // one of mine under his
                if s.on_roll.iter().sum::<u8>() + s.pinned[0].count_ones() as u8 > 15 {
                    s.pinned[0] &= !(1 << p);
                }
            }
        }
        if let Ok(p) = s.validate() {
            return p;
        }
    }
}

/// Plakoto's pinning: the fast generator (the game's) and the step-by-step
/// search give exactly the validator's results, each once, on arbitrary
/// positions with pins and along random games.
#[test]
fn the_pinning_generators_agree_with_the_validator() {
    use tables::backgammon::play::{legal_plays_for, resulting_positions_for};
    use tables::backgammon::stepgen;
    let rules = Variant::Plakoto.rules();
    let mut rng = Rng::new(31);
    let n = if cfg!(debug_assertions) { 6 } else { 150 };
    let mut positions: Vec<Position> = Vec::new();
    for _ in 0..n {
        let p = arbitrary_pinning(&mut rng);
        positions.push(p);
        positions.push(p.flip());
    }
    // Along a few random games too.
    let mut out = Vec::new();
    for _ in 0..if cfg!(debug_assertions) { 1 } else { 4 } {
        let mut pos = rules.start();
        for _ in 0..if cfg!(debug_assertions) { 20 } else { 200 } {
            positions.push(pos);
            let roll = Roll::ALL_21[rng.below(21)];
            resulting_positions_for(rules, &pos, roll, &mut out);
            let next = out[rng.below(out.len())];
            if tables::backgammon::result::ending(rules, &next).is_some() {
                break;
            }
            pos = next.flip();
        }
    }
    let (mut pinned, mut results) = (0, 0);
    for pos in &positions {
        use tables::backgammon::Player;
        pinned += usize::from(pos.pinned(Player::OnRoll) | pos.pinned(Player::Opponent) != 0);
        for roll in Roll::ALL_21 {
            resulting_positions_for(rules, pos, roll, &mut out);
            let fast: BTreeSet<Position> = out.iter().copied().collect();
            assert_eq!(fast.len(), out.len(), "a result twice: {pos:?} {roll}");
            assert_eq!(fast, pinning_validator(pos, roll), "{pos:?} rolled {roll}");
            let mut slow = Vec::new();
            stepgen::generate(rules, pos, roll, &mut slow);
            let slow_set: BTreeSet<Position> = slow.iter().copied().collect();
            assert_eq!(
                slow_set.len(),
                slow.len(),
                "step-by-step twice: {pos:?} {roll}"
            );
            assert_eq!(slow_set, fast, "step-by-step: {pos:?} rolled {roll}");
            // Each play's moves reach its result, one legal step at a time.
            let mut plays = Vec::new();
            legal_plays_for(rules, pos, roll, &mut plays);
            for play in &plays {
                let mut p = Pinning::of(pos);
                for m in play.moves() {
                    let die = if m.to == 0 {
                        (usize::from(m.from)..=6)
                            .find(|&d| p.step(usize::from(m.from), d).is_some())
                    } else {
                        Some(usize::from(m.from - m.to))
                    };
                    p = die
                        .and_then(|d| p.step(usize::from(m.from), d))
                        .unwrap_or_else(|| panic!("{m:?} is no legal step of {pos:?}"));
                }
                assert_eq!(p.position(), *play.after(), "{}", play.notation());
            }
            results += out.len();
        }
    }
    assert!(
        pinned > positions.len() / 4,
        "{pinned} of {} with pins",
        positions.len()
    );
    assert!(results > positions.len() * 21);
}
