//! Every rule set read a second time (`reference`: a generator written from
//! the rules texts alone, sharing no route, step or block helper with the
//! engine) against the engine, on random reachable positions × the 21
//! rolls, with the default options and with every option flipped: all but
//! the capture games (the chase, Icelandic backgammon), whose own search is
//! checked against every order of the dice in `bg_generators_agree`.
//!
//! A debug build checks a few positions; `scripts/test.sh` runs it in
//! release, `BG_REFERENCE` positions a rule set and options (default 1000 in
//! release, 4 in debug).

mod reference;

use std::collections::BTreeSet;

use reference::{plays, reading, Board, Reading};
use tables::backgammon::play::{legal_plays_for, legal_plays_of_dice};
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::{Player, Position, RuleSet, Variant, VariantOptions};
use tables::dice::Rng;
use tables::{Roll, Side};

type Key = reference::Counts;

fn engine(rules: &RuleSet, pos: &Position, roll: Roll) -> BTreeSet<Key> {
    let mut out = Vec::new();
    legal_plays_of_dice(rules, pos, roll, &Dice::of_roll(roll), &mut out);
    out.iter()
        .map(|p| {
            let s = p.after().setup();
            (s.on_roll, s.opponent, s.reserve, s.pinned)
        })
        .collect()
}

fn second_reading(r: &Reading, pos: &Position, roll: Roll) -> BTreeSet<Key> {
    plays(r, &Board::of(r, pos), roll)
        .keys()
        .map(|b| b.own_counts(r))
        .collect()
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

#[test]
fn every_rule_set_agrees_with_its_second_reading() {
    let n = positions();
    let mut rng = Rng::new(26);
    let mut compared = 0usize;
    for &v in &Variant::ALL {
        for options in [VariantOptions::default(), flipped()] {
            if reading(v, &options, Side::White).is_none() {
                continue;
            }
            let rules = v.rules_with(&options);
            let mut pos = rules.start();
            let mut side = Side::White;
            for _ in 0..n {
                let r = reading(v, &options, side).unwrap();
                for roll in Roll::ALL_21 {
                    let e = engine(&rules, &pos, roll);
                    let s = second_reading(&r, &pos, roll);
                    assert_eq!(
                        e,
                        s,
                        "{} {:?} {} roll {roll}: engine − reference {:?}, reference − engine {:?}",
                        v.name(),
                        options,
                        tables::backgammon::position_text::format(v, &pos),
                        e.difference(&s).collect::<Vec<_>>(),
                        s.difference(&e).collect::<Vec<_>>()
                    );
                    compared += 1;
                }
                let mut next = Vec::new();
                legal_plays_for(&rules, &pos, Roll::ALL_21[rng.below(21)], &mut next);
                let after = *next[rng.below(next.len())].after();
                if after.off(Player::OnRoll) == rules.checkers {
                    pos = rules.start();
                    side = Side::White;
                } else {
                    pos = after.flip();
                    side = side.opponent();
                }
            }
        }
    }
    assert!(compared >= 21 * n, "{compared}");
    eprintln!("bg_reference: {compared} positions × rolls compared");
}
