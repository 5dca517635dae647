//! The capture games (the chase, Icelandic backgammon) against their second
//! reading ([`crate::reference::circuit`]).

use std::collections::BTreeSet;

use crate::reference::circuit::{self, track_of, Game, Track};
use crate::reference::turns::{self, Before, PartReading};
use crate::{dice_of, positions, walk};
use tables::backgammon::play::legal_plays_of_dice;
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::{Position, RuleSet, Variant, VariantOptions};
use tables::dice::Rng;
use tables::Roll;

/// The capture games' engine results, dice used and jump, as tracks.
fn engine_track(
    rules: &RuleSet,
    pos: &Position,
    roll: Roll,
    dice: &Dice,
) -> (BTreeSet<Track>, (usize, usize), Option<Track>) {
    let mut out = Vec::new();
    let used = legal_plays_of_dice(rules, pos, roll, dice, &mut out);
    let jump = used.jump.map(|j| track_of(&j));
    let results = out
        .iter()
        .map(|p| track_of(p.after()))
        .filter(|t| Some(*t) != jump)
        .collect();
    (
        results,
        (usize::from(used.dice), usize::from(used.pips)),
        jump,
    )
}

#[test]
fn the_capture_games_agree_with_their_second_reading() {
    let n = positions();
    let mut rng = Rng::new(27);
    let (mut compared, mut jumps) = (0usize, 0usize);
    for (v, game) in [
        (Variant::Chase, Game::Chase),
        (Variant::Icelandic, Game::Icelandic),
    ] {
        let o = VariantOptions::default();
        let rules = v.rules_with(&o);
        // Reachable positions, and as many late ones (a last checker).
        let mut all = Vec::with_capacity(2 * n);
        walk(&rules, n, &mut rng, |pos, _| all.push(*pos));
        all.extend((0..n).map(|_| circuit::late_position(&mut rng, game)));
        for pos in &all {
            let t = track_of(pos);
            let before = Before {
                roll_number: 1,
                all_entered: true,
                checkers: pos.checkers(),
            };
            for roll in Roll::ALL_21 {
                // The part the roll gives (the chase: the numbers that count).
                let numbers = match &turns::turn(v, &o, roll, before).parts[0] {
                    PartReading::Dice(d, _) => d.clone(),
                    PartReading::Choose { .. } => unreachable!("no choice in a capture game"),
                };
                let dice: Vec<usize> = numbers.iter().map(|&d| usize::from(d)).collect();
                let (e, eu, ej) = engine_track(&rules, pos, roll, &dice_of(&numbers, roll));
                let (s, su, sj) = circuit::plays(game, &t, &dice);
                let s: BTreeSet<Track> = s.into_iter().collect();
                let text = tables::backgammon::position_text::format(v, pos);
                assert_eq!(
                    e,
                    s,
                    "{} {text} roll {roll}: engine − reference {:?}, reference − engine {:?}",
                    v.name(),
                    e.difference(&s).collect::<Vec<_>>(),
                    s.difference(&e).collect::<Vec<_>>()
                );
                assert_eq!(eu, su, "{} {text} roll {roll}: dice used", v.name());
                assert_eq!(ej, sj, "{} {text} roll {roll}: the jump", v.name());
                jumps += usize::from(ej.is_some());
                compared += 1;
            }
        }
    }
    assert!(jumps > 0, "no position offered the Icelandic jump");
    assert!(compared >= 4 * 21 * n, "{compared}");
    eprintln!("bg_reference: {compared} capture-game positions × rolls compared");
}
