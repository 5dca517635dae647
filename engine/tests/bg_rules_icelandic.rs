//! Icelandic backgammon (thin, the seed read literally): six checkers each
//! round and round, every number counting, landing on opposing checkers
//! capturing them all for good, the last checker's jump to a corner whatever
//! the dice (the numbers going to the opponent) and its moves from corner to
//! corner, the end when a side has no checker left — each rule with a
//! position, the dice and the exact plays (both sides numbered alike: White
//! starts on 1–6, Black on 19–24).

mod bg_common;

use bg_common::{capture_position as pos, play, plays, r, set};

use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::result::result;
use tables::backgammon::rules::{icelandic, Capture, Hook, Opening, RollRule};
use tables::backgammon::{
    position_text, Dice, Event, Game, GameResult, GameSetup, Move, Options, Part, Phase, Player,
    Position, Variant, VariantOptions,
};
use tables::dice::{Rng, SeededDice};
use tables::Side;

fn game(p: Position) -> Game {
    Game::from_setup(
        Variant::Icelandic,
        Options::money(),
        GameSetup::new(p, Side::White),
    )
    .unwrap()
}

#[test]
fn icelandic_starts_like_the_chase_and_plays_every_number() {
    let rules = Variant::Icelandic.rules();
    assert_eq!(Variant::parse("icelandic"), Some(Variant::Icelandic));
    assert_eq!(rules.start(), Variant::Chase.rules().start());
    assert_eq!(
        (rules.capture, rules.hook, rules.rolls, rules.opening),
        (
            Capture::Remove,
            Hook::Icelandic,
            RollRule::Ordinary,
            Opening::PlayOpeningDice
        )
    );
    assert!(!rules.cube);
    // From the start 5-2: White's 1 captures on 20 (5 on from his 1, round)...
    let n = plays(rules, &rules.start(), 5, 2);
    assert!(n.contains("1/20*/18") && n.contains("6/23*"), "{n:?}");
    assert_eq!(n.len(), 36);
    // ... and a doublet is played four times.
    let mut g = game(rules.start());
    g.roll(r(2, 2)).unwrap();
    assert_eq!(g.part(), Some((Dice::four(2), Part::Roll)));
    let text = position_text::format(Variant::Icelandic, &rules.start());
    assert_eq!(
        position_text::parse(&text),
        Ok((Variant::Icelandic, rules.start()))
    );
}

#[test]
fn landing_on_opposing_checkers_captures_them_all_and_own_checkers_stack() {
    let rules = Variant::Icelandic.rules();
    // Black has two on my 7 and one on my 16.
    let p = pos(&[10, 20], &[7, 7, 16]);
    assert_eq!(
        plays(rules, &p, 3, 4),
        set(&[
            "10/3",
            "10/7*/3",
            "20/13",
            "20/16* 10/7*",
            "20/16*/13",
            "20/17 10/6"
        ])
    );
    let mut g = game(p);
    g.roll(r(3, 4)).unwrap();
    play(&mut g, "10/7*/3");
    assert_eq!(g.position().checkers(), 1, "Black lost both for good");
    // My own checkers stack; four 3s are shared among the checkers.
    let p = pos(&[10, 7], &[3]);
    assert_eq!(plays(rules, &p, 3, 3), set(&["10/1 7/4", "10/22", "7/19"]));
    // Round past the 1-point.
    assert_eq!(
        plays(rules, &pos(&[2, 20], &[12]), 5, 2),
        set(&["2/19", "20/13", "20/15 2/24", "20/18 2/21"])
    );
}

#[test]
fn the_last_checker_may_jump_to_the_nearest_corner_whatever_the_dice() {
    let rules = Variant::Icelandic.rules();
    // On 22 (no corner) with 3-2: 22/17 plays the dice; the jump goes to
    // the 19.
    let p = pos(&[22], &[5, 15]);
    assert_eq!(plays(rules, &p, 3, 2), set(&["22/17", "22/19"]));
    assert_eq!(
        icelandic::jump(&p).map(|j| j.1),
        Some(Move {
            from: 22,
            to: 19,
            hit: false
        })
    );
    // The numbers then go to the opponent, who plays them, then rolls.
    let mut g = game(p);
    g.roll(r(3, 2)).unwrap();
    play(&mut g, "22/19");
    assert!(g.events().contains(&Event::RestToOpponent {
        side: Side::Black,
        dice: Dice::of_roll(r(3, 2))
    }));
    assert_eq!(g.on_roll(), Side::Black);
    assert_eq!(
        g.part(),
        Some((Dice::of_roll(r(3, 2)), Part::OpponentsRest))
    );
    // (Black may not jump with them: he has two checkers anyway.)
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    // When the dice bring it to that corner too, it is their play: 2-1.
    assert_eq!(plays(rules, &p, 2, 1), set(&["22/19"]));
    let mut g = game(p);
    g.roll(r(2, 1)).unwrap();
    play(&mut g, "22/19");
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::RestToOpponent { .. })));
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    // Off the corners it moves as any checker (here round to capture on
    // the 5), or jumps.
    assert_eq!(
        plays(rules, &pos(&[23], &[5]), 6, 6),
        set(&["23/5*/23", "23/19"])
    );
}

#[test]
fn on_a_corner_the_last_checker_moves_only_to_corners() {
    let rules = Variant::Icelandic.rules();
    let p = pos(&[24], &[5, 15]);
    // 5 to the 19, then 1 to the 18; not 1 first (the 23).
    assert_eq!(plays(rules, &p, 5, 1), set(&["24/18"]));
    assert_eq!(plays(rules, &p, 3, 2), set(&["(no play)"]));
    // Four sixes: corner to corner right round.
    assert_eq!(plays(rules, &p, 6, 6), set(&["24/24"]));
    assert_eq!(icelandic::jump(&p), None);
    assert_eq!(
        why_not(rules, &p, r(3, 2), &[], 24, 21),
        Err(Refusal::LastCheckerToCorners)
    );
    assert_eq!(
        why_not(rules, &p, r(5, 1), &[], 24, 19),
        Ok(Move {
            from: 24,
            to: 19,
            hit: false
        })
    );
    // The jump is a move the explanation accepts.
    assert_eq!(
        why_not(rules, &pos(&[22], &[5, 15]), r(3, 2), &[], 22, 19).map(|m| m.to),
        Ok(19)
    );
    assert!(!Refusal::LastCheckerToCorners.sentence().is_empty());
}

#[test]
fn capturing_the_last_opposing_checker_wins_one_point() {
    let rules = Variant::Icelandic.rules();
    let p = pos(&[10, 3], &[7]);
    assert_eq!(
        plays(rules, &p, 3, 1),
        set(&["10/6", "10/7* 3/2", "10/7*/6", "10/9 3/24", "3/23"])
    );
    assert_eq!(result(rules, &p), None);
    let mut g = game(p);
    g.roll(r(3, 1)).unwrap();
    play(&mut g, "10/7*/6");
    let end = g.end().expect("the game is over");
    assert_eq!(
        (end.winner, end.result, end.points),
        (Some(Side::White), GameResult::Single, 1)
    );
    assert_eq!(g.position().checkers_of(Player::Opponent), 0);
    assert_eq!(g.phase(), Phase::GameOver);
    // The loser, with no checker, has nothing to play.
    assert_eq!(
        plays(rules, &g.position().flip(), 3, 1),
        set(&["(no play)"])
    );
    assert_eq!(
        plays(rules, &g.position().flip(), 2, 2),
        set(&["(no play)"])
    );
}

#[test]
fn icelandic_has_no_options() {
    let mut o = VariantOptions::default();
    assert!(o.of(Variant::Icelandic).is_empty());
    assert!(o
        .set(Variant::Icelandic, "doublets_roll_again", false)
        .is_err());
}

#[test]
fn random_icelandic_and_chase_games_end() {
    // Seeded random games of both, every option: each ends with a side
    // captured out, well before a thousand rolls.
    let mut rng = Rng::new(3);
    for seed in 0..if cfg!(debug_assertions) { 40 } else { 400 } {
        let variant = [Variant::Icelandic, Variant::Chase][seed as usize % 2];
        let mut o = Options::money();
        o.variant = VariantOptions::of_code(rng.below(1 << VariantOptions::BITS) as u32);
        let mut g = Game::new(variant, o).unwrap().without_log();
        let mut dice = SeededDice::new(seed);
        while g.phase() != Phase::GameOver {
            assert!(g.rolls() < 1000, "{} seed {seed}", variant.name());
            match g.phase() {
                Phase::Opening => {
                    g.roll_opening(&mut dice).unwrap();
                }
                Phase::BeforeRoll => {
                    g.roll_dice(&mut dice).unwrap();
                }
                _ => {
                    let n = g.legal_plays().len();
                    let after = *g.legal_plays()[rng.below(n)].after();
                    g.play(&after).unwrap();
                }
            }
        }
        let end = g.end().unwrap();
        assert_eq!(end.result, GameResult::Single);
        assert_eq!(g.position().checkers_of(Player::Opponent), 0);
        assert!(g.position().checkers() > 0);
    }
}
