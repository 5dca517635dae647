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
