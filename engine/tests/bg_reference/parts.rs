//! The parts of a turn against their second reading
//! ([`crate::reference::turns`]): each rule set's plan of every roll, and
//! the plays of every part beyond the roll's own dice.

use std::collections::BTreeSet;

use crate::reference::turns::{self, Before, PartReading};
use crate::{agree, flipped, positions, walk};
use tables::backgammon::rules::rolls::{Context, Item, Rest};
use tables::backgammon::{RuleSet, Variant, VariantOptions};
use tables::dice::Rng;
use tables::Roll;

/// The engine's plan as a reading: its parts' dice and names, the roll
/// again and whether it comes regardless.
fn engine_turn(rules: &RuleSet, roll: Roll, b: Before) -> turns::TurnReading {
    let context = Context {
        roll_number: b.roll_number,
        all_entered: b.all_entered,
        checkers: b.checkers,
    };
    let plan = rules.rolls.plan(roll, context);
    let parts = plan
        .items()
        .iter()
        .map(|i| match *i {
            Item::Play(d, part) => PartReading::Dice(d.values().to_vec(), part.name()),
            Item::Choose { complement } => PartReading::Choose { complement },
        })
        .collect();
    turns::TurnReading {
        parts,
        roll_again: plan.roll_again,
        regardless: plan.regardless,
    }
}

#[test]
fn every_rule_sets_turns_are_planned_as_their_texts_say() {
    let mut compared = 0;
    for &v in &Variant::ALL {
        for o in [VariantOptions::default(), flipped()] {
            let rules = v.rules_with(&o);
            assert_eq!(
                rules.rolls.rest() == Rest::Opponent,
                turns::opponent_plays_rest(v, &o),
                "{}",
                v.name()
            );
            for roll_number in 1..=6 {
                for all_entered in [false, true] {
                    for checkers in 1..=rules.checkers {
                        let b = Before {
                            roll_number,
                            all_entered,
                            checkers,
                        };
                        for roll in Roll::ALL_21 {
                            let reading = turns::turn(v, &o, roll, b);
                            let e = engine_turn(&rules, roll, b);
                            assert_eq!(e, reading, "{} {o:?} roll {roll} {b:?}", v.name());
                            compared += 1;
                        }
                    }
                }
            }
        }
        for n in 1..=6 {
            for complement in [false, true] {
                let e: Vec<(Vec<u8>, &str)> =
                    tables::backgammon::rules::RollRule::chosen(n, complement)
                        .into_iter()
                        .flatten()
                        .map(|i| match i {
                            Item::Play(d, part) => (d.values().to_vec(), part.name()),
                            Item::Choose { .. } => unreachable!("a chosen doublet is dice"),
                        })
                        .collect();
                assert_eq!(e, turns::chosen(n, complement));
            }
        }
    }
    assert!(compared > 0);
}

/// The dice beyond a roll's own that rule set `v` may play in a turn begun
/// with `roll`: the later parts (a chosen doublet every one of the six),
/// and, when the opponent plays the rest, every rest of every part.
fn later_parts(v: Variant, o: &VariantOptions, roll: Roll) -> BTreeSet<Vec<u8>> {
    let b = Before {
        roll_number: 4,
        all_entered: true,
        checkers: 15,
    };
    let mut all: Vec<Vec<u8>> = Vec::new();
    for part in turns::turn(v, o, roll, b).parts {
        match part {
            PartReading::Dice(d, _) => all.push(d),
            PartReading::Choose { complement } => {
                for n in 1..=6 {
                    all.extend(turns::chosen(n, complement).into_iter().map(|c| c.0));
                }
            }
        }
    }
    let mut out: BTreeSet<Vec<u8>> = all.iter().skip(1).cloned().collect();
    if turns::opponent_plays_rest(v, o) {
        // A part not played at all goes whole; of a doublet any number of
        // its dice may be left, of two numbers either.
        for d in &all {
            out.insert(d.clone());
            if d.len() == 2 && d[0] != d[1] {
                out.insert(vec![d[0]]);
                out.insert(vec![d[1]]);
            } else {
                out.extend((1..d.len()).map(|k| d[..k].to_vec()));
            }
        }
    }
    out
}

#[test]
fn every_part_of_a_turn_agrees_with_its_second_reading() {
    let n = positions() / 4 + 1;
    let mut rng = Rng::new(28);
    let mut compared = 0usize;
    for v in [
        Variant::Russian,
        Variant::GulBara,
        Variant::AceyDeucey,
        Variant::Matador,
    ] {
        for o in [VariantOptions::default(), flipped()] {
            let parts: Vec<(Roll, Vec<u8>)> = {
                let mut seen = BTreeSet::new();
                Roll::ALL_21
                    .into_iter()
                    .flat_map(|roll| later_parts(v, &o, roll).into_iter().map(move |d| (roll, d)))
                    .filter(|(_, d)| seen.insert(d.clone()))
                    .collect()
            };
            assert!(!parts.is_empty(), "{} has parts beyond the roll", v.name());
            walk(&v.rules_with(&o), n, &mut rng, |pos, side| {
                for (roll, numbers) in &parts {
                    agree(v, &o, pos, side, *roll, numbers, true);
                    compared += 1;
                }
            });
        }
    }
    assert!(compared >= 8 * n, "{compared}");
    eprintln!("bg_reference: {compared} positions × parts compared");
}
