//! Every rule set read a second time (`reference`: a generator written from
//! the rules texts alone, sharing no route, step or block helper with the
//! engine) against the engine, on random reachable positions × the 21
//! rolls, with the default options and with every option flipped:
//! - the roll's own dice in every rule set that hits, blocks or pins;
//! - the capture games (the chase, Icelandic backgammon: `reference::circuit`);
//! - the parts of a turn beyond the roll (`reference::turns`): each rule
//!   set's plan of every roll, and the plays of every complement, cascade,
//!   chosen doublet and opponent's rest; and whole turns of random games
//!   through the engine's `Game`, part after part, to who rolls next;
//! - the block rules (long nardy, Fevga) on prime-rich positions
//!   (`reference::primes`), which random games seldom reach.
//!
//! A debug build checks a few positions; `scripts/test.sh` runs it in
//! release, `BG_REFERENCE` positions a rule set and options (default 1000 in
//! release, 4 in debug).

mod reference;

use std::collections::BTreeSet;

#[path = "bg_reference/capture.rs"]
mod capture;
#[path = "bg_reference/parts.rs"]
mod parts;
#[path = "bg_reference/sequence.rs"]
mod sequence;

use reference::primes::prime_rich;
use reference::{plays_of_dice, reading, roll_dice, Board, Reading};
use tables::backgammon::play::{legal_plays_for, legal_plays_of_dice};
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::{Player, Position, RuleSet, Variant, VariantOptions};
use tables::dice::Rng;
use tables::{Roll, Side};

type Key = reference::Counts;

/// The engine's dice of a reading's numbers (`roll` the turn's roll).
fn dice_of(numbers: &[u8], roll: Roll) -> Dice {
    match numbers {
        [a, b] if a != b => Dice::of_roll(roll),
        [] => Dice::default(),
        [n, ..] => Dice::times(*n, numbers.len() as u8),
    }
}

/// The engine's results of `dice` and the dice they use (how many, their
/// sum).
fn engine(rules: &RuleSet, pos: &Position, roll: Roll, dice: &Dice) -> (BTreeSet<Key>, (u8, u8)) {
    let mut out = Vec::new();
    let used = legal_plays_of_dice(rules, pos, roll, dice, &mut out);
    let keys = out
        .iter()
        .map(|p| {
            let s = p.after().setup();
            (s.on_roll, s.opponent, s.reserve, s.pinned)
        })
        .collect();
    (keys, (used.dice, used.pips))
}

fn second_reading(
    r: &Reading,
    pos: &Position,
    roll: Roll,
    dice: &[usize],
) -> (BTreeSet<Key>, (usize, usize)) {
    let (found, used) = plays_of_dice(r, &Board::of(r, pos), roll, dice);
    (found.keys().map(|b| b.own_counts(r)).collect(), used)
}

/// Engine and reading agree on `dice` in `pos`; with `used`, on the dice
/// the plays use too (not asked of the fast paths, which guess which of two
/// numbers a lone bearing off used).
fn agree(
    v: Variant,
    o: &VariantOptions,
    pos: &Position,
    side: Side,
    roll: Roll,
    numbers: &[u8],
    used: bool,
) {
    let rules = v.rules_with(o);
    let r = reading(v, o, side).unwrap();
    let dice: Vec<usize> = numbers.iter().map(|&d| usize::from(d)).collect();
    let (e, eu) = engine(&rules, pos, roll, &dice_of(numbers, roll));
    let (s, su) = second_reading(&r, pos, roll, &dice);
    let text = tables::backgammon::position_text::format(v, pos);
    assert_eq!(
        e,
        s,
        "{} {o:?} {text} roll {roll} dice {numbers:?}: engine − reference {:?}, reference − engine {:?}",
        v.name(),
        e.difference(&s).collect::<Vec<_>>(),
        s.difference(&e).collect::<Vec<_>>()
    );
    if used {
        assert_eq!(
            (usize::from(eu.0), usize::from(eu.1)),
            su,
            "{} {o:?} {text} roll {roll} dice {numbers:?}: dice used",
            v.name()
        );
    } else {
        assert_eq!(
            usize::from(eu.0),
            su.0,
            "{} {o:?} {text} roll {roll}: dice used",
            v.name()
        );
    }
}

/// The options with every one flipped from its default.
fn flipped() -> VariantOptions {
    VariantOptions::of_code(!VariantOptions::default().code())
}

fn positions() -> usize {
    std::env::var("BG_REFERENCE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 4 } else { 1000 })
}

/// `n` positions of a random game of `rules` (a new game when one ends),
/// each with the side on roll, handed to `visit`.
fn walk(rules: &RuleSet, n: usize, rng: &mut Rng, mut visit: impl FnMut(&Position, Side)) {
    let mut pos = rules.start();
    let mut side = Side::White;
    for _ in 0..n {
        visit(&pos, side);
        let mut next = Vec::new();
        legal_plays_for(rules, &pos, Roll::ALL_21[rng.below(21)], &mut next);
        let after = *next[rng.below(next.len())].after();
        let over =
            after.off(Player::OnRoll) == rules.checkers || after.checkers_of(Player::Opponent) == 0;
        if over {
            pos = rules.start();
            side = Side::White;
        } else {
            pos = after.flip();
            side = side.opponent();
        }
    }
}

#[test]
fn every_rule_set_agrees_with_its_second_reading() {
    let n = positions();
    let mut rng = Rng::new(26);
    let mut compared = 0usize;
    for &v in &Variant::ALL {
        for o in [VariantOptions::default(), flipped()] {
            if reading(v, &o, Side::White).is_none() {
                continue;
            }
            walk(&v.rules_with(&o), n, &mut rng, |pos, side| {
                for roll in Roll::ALL_21 {
                    let numbers: Vec<u8> = roll_dice(roll).iter().map(|&d| d as u8).collect();
                    agree(v, &o, pos, side, roll, &numbers, false);
                    compared += 1;
                }
            });
        }
    }
    assert!(compared >= 21 * n, "{compared}");
    eprintln!("bg_reference: {compared} positions × rolls compared");
}

#[test]
fn the_block_rules_agree_with_their_second_reading_on_prime_rich_positions() {
    // A quarter of the size: primes make long searches, and a few hundred
    // positions already catch a block rule read in the wrong numbering.
    let n = positions() / 4 + 1;
    let mut rng = Rng::new(29);
    let mut compared = 0usize;
    for v in [Variant::LongNardy, Variant::Fevga] {
        for o in [VariantOptions::default(), flipped()] {
            let r = reading(v, &o, Side::White).unwrap();
            assert!(r.prime_rule);
            for _ in 0..n {
                let pos = prime_rich(&mut rng, &r);
                for roll in Roll::ALL_21 {
                    let numbers: Vec<u8> = roll_dice(roll).iter().map(|&d| d as u8).collect();
                    agree(v, &o, &pos, Side::White, roll, &numbers, false);
                    compared += 1;
                }
            }
        }
    }
    assert!(compared >= 4 * 21 * n, "{compared}");
    eprintln!("bg_reference: {compared} prime-rich positions × rolls compared");
}
