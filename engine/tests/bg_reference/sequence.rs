//! Whole turns against their second reading: random games of the rule sets
//! whose turns have parts beyond the roll, played through the engine's
//! [`Game`], each turn followed by the reading ([`crate::reference::turns`]
//! for its plan, [`crate::reference::plays_of_dice`] for each part): who
//! plays which dice, in which order, what the plays are, and who rolls
//! next once a part cannot be played in full.

use std::collections::{BTreeSet, VecDeque};

use crate::reference::circuit::{self, track_of, Game, Track};
use crate::reference::turns::{self, Before, PartReading, TurnReading};
use crate::reference::{plays_of_dice, reading, Board, Counts};
use crate::{flipped, positions};
use tables::backgammon::{
    Game as Session, GameSetup, Options, Phase, Player, Position, Variant, VariantOptions,
};
use tables::dice::Rng;
use tables::{Roll, Side};

/// The dice of a part the player could not play in full: of two numbers
/// with one played, the other (`pips` the one played); of a doublet, the
/// ones not played; none played, all.
fn left(d: &[u8], used: (usize, usize)) -> Vec<u8> {
    match (d, used.0) {
        (_, 0) => d.to_vec(),
        ([a, b], 1) if a != b => vec![if usize::from(*a) == used.1 { *b } else { *a }],
        _ => d[used.0..].to_vec(),
    }
}

/// A position's key: each side's own counts, reserves and pinned checkers.
fn key(p: &Position) -> Counts {
    let s = p.setup();
    (s.on_roll, s.opponent, s.reserve, s.pinned)
}

/// The reading's plays of `d` (a part of the turn of `roll`) for `player`
/// in `pos`, the dice they use, and the Icelandic jump (not for the
/// opponent's rest) — which is one of the plays too.
fn part_reading(
    v: Variant,
    o: &VariantOptions,
    player: Side,
    pos: &Position,
    roll: Roll,
    d: &[u8],
    for_opponent: bool,
) -> (BTreeSet<Counts>, (usize, usize), Option<Counts>) {
    let dice: Vec<usize> = d.iter().map(|&x| usize::from(x)).collect();
    let game = match v {
        Variant::Chase => Some(Game::Chase),
        Variant::Icelandic => Some(Game::Icelandic),
        _ => None,
    };
    let Some(game) = game else {
        let r = reading(v, o, player).unwrap();
        let (found, used) = plays_of_dice(&r, &Board::of(&r, pos), roll, &dice);
        return (found.keys().map(|b| b.own_counts(&r)).collect(), used, None);
    };
    let counts = |t: &Track| -> Counts {
        let (mut mine, mut theirs) = ([0u8; 25], [0u8; 25]);
        mine[..24].copy_from_slice(&t.0[1..]);
        theirs[..24].copy_from_slice(&t.1[1..]);
        (mine, theirs, [0; 2], [0; 2])
    };
    let (kept, used, jump) = circuit::plays(game, &track_of(pos), &dice);
    let jump = jump.filter(|_| !for_opponent).map(|j| counts(&j));
    let mut found: BTreeSet<Counts> = kept.iter().map(counts).collect();
    found.extend(jump);
    (found, used, jump)
}

/// Plays the turn `plan` of `side`, who has rolled `roll`, following the
/// reading at every part; the side to roll next (`None`: the game is over).
fn play_turn(
    g: &mut Session,
    (v, o): (Variant, &VariantOptions),
    (side, roll): (Side, Roll),
    plan: &TurnReading,
    start: Position,
    rng: &mut Rng,
) -> Option<Side> {
    let mut queue: VecDeque<PartReading> = plan.parts.iter().cloned().collect();
    let (mut player, mut for_opponent) = (side, false);
    // The position seen from `player`, as the reading follows it.
    let mut pos = start;
    let rolls_on = plan.roll_again;
    loop {
        let d = match queue.pop_front() {
            None if for_opponent => return Some(player),
            None => return Some(if rolls_on { side } else { side.opponent() }),
            Some(PartReading::Choose { complement }) => {
                assert_eq!(g.phase(), Phase::ChooseDouble, "{} {roll}", v.name());
                let n = 1 + rng.below(6) as u8;
                g.choose_double(n).unwrap();
                for (i, (dice, name)) in turns::chosen(n, complement).into_iter().enumerate() {
                    queue.insert(i, PartReading::Dice(dice, name));
                }
                continue;
            }
            Some(PartReading::Dice(d, _)) => d,
        };
        let (found, used, jump) = part_reading(v, o, player, &pos, roll, &d, for_opponent);
        if used.0 > 0 || jump.is_some() {
            assert_eq!(g.on_roll(), player, "{} {roll}: who plays {d:?}", v.name());
            assert_eq!(
                *g.position(),
                pos,
                "{} {roll}: where {d:?} is played",
                v.name()
            );
            let text = tables::backgammon::position_text::format(v, &pos);
            assert_eq!(g.phase(), Phase::Move, "{} {text} {roll} {d:?}", v.name());
            assert_eq!(
                g.part().map(|p| p.0.values().to_vec()),
                Some(d.clone()),
                "{} {text} {roll}",
                v.name()
            );
            let e: BTreeSet<Counts> = g.legal_plays().iter().map(|p| key(p.after())).collect();
            assert_eq!(e, found, "{} {o:?} {text} roll {roll} part {d:?}", v.name());
            let plays = g.legal_plays();
            let after = *plays[rng.below(plays.len())].after();
            g.play(&after).unwrap();
            pos = after;
            if g.end().is_some() {
                return None;
            }
            if Some(key(&after)) == jump {
                // Islandia: after the jump "the points left go to the
                // opponent", who plays them (no jump of his), then his turn.
                let later: Vec<PartReading> = queue.drain(..).collect();
                queue.push_back(PartReading::Dice(d, "the opponent's rest"));
                queue.extend(later);
                player = player.opponent();
                pos = pos.flip();
                for_opponent = true;
                continue;
            }
        }
        if used.0 == d.len() {
            continue;
        }
        // A part not played in full. Gul bara (seed): "if a player cannot
        // finish playing his roll, the opponent plays the rest for him"
        // (digest: the dice left and the parts after, then his own turn);
        // else (the digest's option, and every other text: Russian "he loses
        // the rest of the turn", acey-deucey "unplayable parts are lost")
        // the rest and the roll again are lost, but for the chase's roll
        // again "until the dice differ".
        if turns::opponent_plays_rest(v, o) && !for_opponent {
            let later: Vec<PartReading> = queue
                .drain(..)
                .filter(|p| matches!(p, PartReading::Dice(..)))
                .collect();
            queue.push_back(PartReading::Dice(left(&d, used), "the opponent's rest"));
            queue.extend(later);
            player = player.opponent();
            pos = pos.flip();
            for_opponent = true;
            continue;
        }
        return Some(if for_opponent {
            player
        } else if plan.roll_again && plan.regardless {
            side
        } else {
            side.opponent()
        });
    }
}

#[test]
fn every_turn_goes_through_its_parts_as_the_texts_say() {
    // Turns a rule set and options: cheap next to the parts' searches.
    let n = positions() * 4;
    let mut rng = Rng::new(30);
    let mut turns_played = 0usize;
    for v in [
        Variant::Russian,
        Variant::GulBara,
        Variant::AceyDeucey,
        Variant::Matador,
        Variant::Chase,
        Variant::Icelandic,
    ] {
        for o in [VariantOptions::default(), flipped()] {
            let options = Options {
                variant: o,
                ..Options::money()
            };
            let mut done = 0;
            while done < n {
                let start = GameSetup::new(v.rules_with(&o).start(), Side::White);
                let mut g = Session::from_setup(v, options, start).unwrap();
                // A game set up from a position counts three rolls a side.
                let mut rolls = [3u32; 2];
                while done < n {
                    assert_eq!(g.phase(), Phase::BeforeRoll, "{}", v.name());
                    let side = g.on_roll();
                    let roll = Roll::ALL_21[rng.below(21)];
                    let i = usize::from(side == Side::Black);
                    rolls[i] += 1;
                    let pos = *g.position();
                    let before = Before {
                        roll_number: rolls[i],
                        all_entered: pos.reserve(Player::OnRoll) == 0,
                        checkers: pos.checkers(),
                    };
                    let plan = turns::turn(v, &o, roll, before);
                    g.roll(roll).unwrap();
                    let next = play_turn(&mut g, (v, &o), (side, roll), &plan, pos, &mut rng);
                    done += 1;
                    let Some(next) = next else { break };
                    assert_eq!(g.phase(), Phase::BeforeRoll, "{} {roll}", v.name());
                    assert_eq!(g.on_roll(), next, "{} {roll}: who rolls next", v.name());
                }
            }
            turns_played += done;
        }
    }
    assert!(turns_played >= 12 * n, "{turns_played}");
    eprintln!("bg_reference: {turns_played} whole turns followed");
}
