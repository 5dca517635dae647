//! The two generators agree: wherever the fast one plays a rule set (any
//! route, checkers to enter as more on the bar, long nardy's plays filtered
//! by its rules), it finds what the step-by-step search finds.

use tables::backgammon::{Player, Variant};

/// The fast generator plays checkers still to enter as more checkers on the
/// bar, and long nardy's plays filtered by its rules; along random games of
/// every rule set it finds exactly the results the step-by-step search
/// does, with as many moves.
#[test]
fn the_fast_generator_agrees_with_the_step_by_step_search() {
    use tables::backgammon::play::legal_plays_for;
    use tables::backgammon::stepgen;
    use tables::dice::Rng;
    use tables::Roll;
    let mut rng = Rng::new(11);
    let mut compared = 0;
    for &v in &Variant::ALL {
        let rules = v.rules();
        for _game in 0..if cfg!(debug_assertions) { 3 } else { 30 } {
            let mut pos = rules.start();
            for _ in 0..200 {
                let roll = Roll::ALL_21[rng.below(21)];
                let mut fast = Vec::new();
                legal_plays_for(rules, &pos, roll, &mut fast);
                {
                    let mut slow = Vec::new();
                    stepgen::generate(rules, &pos, roll, &mut slow);
                    let key = |ps: &Vec<tables::backgammon::Play>| {
                        let mut k: Vec<_> = ps
                            .iter()
                            .map(|p| {
                                let mut m: Vec<_> =
                                    p.moves().iter().map(|m| (m.from, m.to, m.hit)).collect();
                                m.sort_unstable();
                                (p.after().setup(), m.len())
                            })
                            .collect();
                        k.sort_by_key(|x| format!("{x:?}"));
                        k
                    };
                    assert_eq!(key(&fast), key(&slow), "{} {pos:?} {roll}", v.name());
                    for p in &fast {
                        let entering = p.moves().iter().filter(|m| m.from == 26).count();
                        let entered =
                            pos.reserve(Player::OnRoll) - p.after().reserve(Player::OnRoll);
                        assert_eq!(entering, usize::from(entered), "{}", p.notation());
                    }
                    compared += 1;
                }
                let next = *fast[rng.below(fast.len())].after();
                if next.off(Player::OnRoll) == rules.checkers {
                    break;
                }
                pos = next.flip();
            }
        }
    }
    assert!(compared > 500, "{compared}");
}

/// All the results of playing `dice` from `pos` in every order, step by
/// step (the rule set's own steps): (result, dice used, their pips).
fn every_order(
    rules: &tables::backgammon::RuleSet,
    pos: &tables::backgammon::Position,
    dice: &[u8],
    used: u8,
    pips: u8,
    out: &mut Vec<(tables::backgammon::Position, u8, u8)>,
) {
    use tables::backgammon::stepgen;
    let mut any = false;
    for (i, &d) in dice.iter().enumerate() {
        let mut rest = dice.to_vec();
        rest.remove(i);
        for from in 1..=24 {
            if let Some((next, _)) = stepgen::step(rules, pos, from, usize::from(d)) {
                any = true;
                every_order(rules, &next, &rest, used + 1, pips + d, out);
            }
        }
    }
    if !any {
        out.push((*pos, used, pips));
    }
}

/// The capture games (the chase, Icelandic backgammon) have their own
/// search: along random games, with every option, it finds exactly what a
/// search of every order of the dice finds (as many dice as possible, the
/// higher of two), and the Icelandic last checker's jump when no play of
/// the dice gives the same position; each play's moves lead to its result.
#[test]
fn the_capture_games_search_finds_what_every_order_finds() {
    use std::collections::BTreeSet;
    use tables::backgammon::play::legal_plays_for;
    use tables::backgammon::rules::icelandic;
    use tables::backgammon::stepgen;
    use tables::backgammon::VariantOptions;
    use tables::dice::Rng;
    use tables::Roll;
    let mut rng = Rng::new(5);
    let (mut compared, mut jumps) = (0, 0);
    for code in 0..4u32 {
        let o = VariantOptions::of_code(VariantOptions::default().code() ^ code << 11);
        for v in [Variant::Chase, Variant::Icelandic] {
            let rules = v.rules_with(&o);
            for _game in 0..if cfg!(debug_assertions) { 4 } else { 40 } {
                let mut pos = rules.start();
                for _ in 0..150 {
                    if pos.checkers_of(Player::Opponent) == 0 || pos.checkers() == 0 {
                        break;
                    }
                    let roll = Roll::ALL_21[rng.below(21)];
                    let dice = rules.rolls.first_part(roll, &pos);
                    let mut all = Vec::new();
                    every_order(&rules, &pos, dice.values(), 0, 0, &mut all);
                    let best = all.iter().map(|a| (a.1, a.2)).max().unwrap();
                    let mut want: BTreeSet<_> = all
                        .iter()
                        .filter(|a| (a.1, a.2) == best)
                        .map(|a| a.0.packed())
                        .collect();
                    if v == Variant::Icelandic {
                        if let Some((after, _)) = icelandic::jump(&pos) {
                            jumps += usize::from(want.insert(after.packed()));
                        }
                    }
                    let mut plays = Vec::new();
                    legal_plays_for(&rules, &pos, roll, &mut plays);
                    let got: BTreeSet<_> = plays.iter().map(|p| p.after().packed()).collect();
                    assert_eq!(got.len(), plays.len(), "{} {pos:?} {roll}", v.name());
                    assert_eq!(got, want, "{} {pos:?} {roll}", v.name());
                    for p in &plays {
                        let mut at = pos;
                        for m in p.moves() {
                            let d = (1..=6)
                                .map(|d| stepgen::step(&rules, &at, usize::from(m.from), d))
                                .find_map(|s| s.filter(|(_, s)| s == m));
                            at = match d {
                                Some((next, _)) => next,
                                // The jump, a move of no die.
                                None => icelandic::jump(&at).expect("a jump").0,
                            };
                        }
                        assert_eq!(at, *p.after(), "{}", p.notation());
                    }
                    compared += 1;
                    pos = plays[rng.below(plays.len())].after().flip();
                }
            }
        }
    }
    assert!(compared > 1000 && jumps > 0, "{compared} {jumps}");
}
