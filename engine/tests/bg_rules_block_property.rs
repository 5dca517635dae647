//! The block rules as invariants, on random positions of every rule set with
//! a block rule (long nardy, Fevga; both timings), many of them holding five
//! to seven points in a row somewhere on the opponent's route: no play the
//! engine offers leaves a forbidden block (six points of the opponent's
//! route held, none of his checkers past them, so that every one of them
//! still has them to pass; in Fevga also his whole starting quarter), every
//! play refused for the block rules would leave one (or, judged at each
//! landing, touch one on the way), and `why_not` names the block rule for
//! each of them. The blocks are read by the second reading (`reference`),
//! not by the engine's helpers. 15 positions a rule set and timing in a
//! debug build, 400 in release (`scripts/test.sh`, about 30 s). Put back the
//! old reading (six in a row in the mover's numbering) and it fails.

mod reference;

use std::collections::BTreeSet;

use reference::{plays, reading, search, Board, Reading};
use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::play::legal_plays_for;
use tables::backgammon::{Position, PositionSetup, Route, Variant, VariantOptions};
use tables::dice::Rng;
use tables::{Roll, Side};

/// A random position of a facing-starts game: the mover holds a run of 5 to
/// 7 points of the opponent's route (one checker each), the rest of his
/// checkers and all of the opponent's spread at random on free points.
fn random_position(rng: &mut Rng, r: &Reading) -> Position {
    let mut mine = [0u8; 26];
    let mut theirs = [0u8; 26];
    let len = 5 + rng.below(3);
    let lo = 1 + rng.below(25 - len);
    for q in lo..lo + len {
        mine[reference::their_point_on_mine(r, q)] += 1;
    }
    let mut left = 15 - len as u8;
    while left > 0 {
        let p = 1 + rng.below(24);
        if theirs[p] == 0 {
            mine[p] += 1;
            left -= 1;
        }
    }
    let mut left = 15u8;
    while left > 0 {
        let p = 1 + rng.below(24);
        if mine[p] == 0 {
            theirs[p] += 1;
            left -= 1;
        }
    }
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.route = Route::Parallel(12);
    for q in 1..=24 {
        s.on_roll[q - 1] = mine[q];
        s.opponent[q - 1] = theirs[reference::their_point_on_mine(r, q)];
    }
    s.validate().expect("a valid random position")
}

fn forbidden(r: &Reading, b: &Board) -> bool {
    (r.prime_rule && b.forbidden_prime(r)) || (r.quarter_rule && b.holds_their_start_quarter(r))
}

#[test]
fn no_offered_play_leaves_a_forbidden_block_and_every_refused_one_would() {
    let mut rng = Rng::new(2026);
    let n = if cfg!(debug_assertions) { 15 } else { 400 };
    let (mut offered, mut refused) = (0usize, 0usize);
    for v in [Variant::LongNardy, Variant::Fevga] {
        for each_landing in [false, true] {
            let o = VariantOptions {
                nardy_block_each_landing: each_landing,
                fevga_block_each_landing: each_landing,
                ..VariantOptions::default()
            };
            let rules = v.rules_with(&o);
            let r = reading(v, &o, Side::White).unwrap();
            let free = Reading {
                prime_rule: false,
                quarter_rule: false,
                each_landing: false,
                ..r
            };
            for _ in 0..n {
                let pos = random_position(&mut rng, &r);
                let before = Board::of(&r, &pos);
                for roll in Roll::ALL_21 {
                    let mut got = Vec::new();
                    legal_plays_for(&rules, &pos, roll, &mut got);
                    let engine: BTreeSet<Board> =
                        got.iter().map(|p| Board::of(&r, p.after())).collect();
                    let expected = plays(&r, &before, roll);
                    let keys: BTreeSet<Board> = expected.keys().copied().collect();
                    assert_eq!(engine, keys, "{} {pos:?} {roll}", v.name());
                    let stood_still = got.len() == 1 && got[0].moves().is_empty();
                    for p in &got {
                        if !stood_still {
                            assert!(!forbidden(&r, &Board::of(&r, p.after())), "{p:?}");
                        }
                        offered += 1;
                    }
                    // The plays the block rules refuse: results of as many
                    // dice (and pips) or more with the rules off, not offered.
                    let reached_with_rules = search(&r, &before, roll, &reference::roll_dice(roll));
                    let best = reached_with_rules
                        .values()
                        .map(|x| x.0)
                        .max()
                        .unwrap_or((0, 0));
                    for (b, (rank, steps)) in
                        search(&free, &before, roll, &reference::roll_dice(roll))
                    {
                        if rank < best || engine.contains(&b) || stood_still {
                            continue;
                        }
                        refused += 1;
                        // It leaves a forbidden block, or every way to it
                        // touches one (each landing judged).
                        let touched = each_landing && !reached_with_rules.contains_key(&b);
                        assert!(forbidden(&r, &b) || touched, "{pos:?} {roll} {steps:?}");
                        // why_not names the block rule at the first move refused.
                        let mut played = Vec::new();
                        let mut named = None;
                        for &(from, to) in &steps {
                            match why_not(&rules, &pos, roll, &played, from, to) {
                                Ok(m) => played.push(m),
                                Err(e) => {
                                    named = Some(e);
                                    break;
                                }
                            }
                        }
                        assert_eq!(
                            named,
                            Some(Refusal::ForbiddenBlock),
                            "{} {pos:?} {roll} {steps:?}",
                            v.name()
                        );
                    }
                }
            }
        }
    }
    assert!(offered > 1000 && refused > 50, "{offered} {refused}");
    eprintln!("block property: {offered} plays offered, {refused} refused checked");
}
