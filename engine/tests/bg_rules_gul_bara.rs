//! Gul bara: long nardy's board without hitting, doublets cascading up to
//! 6-6 from a player's fourth roll, a completed doublet rolling again, and
//! the opponent playing what the player could not — each rule named, with
//! its option both ways (points from each side's own numbering; the
//! opponent's start is the mover's 12).

mod bg_common;

use bg_common::{facing_position as pos, plays, r, set};

use tables::backgammon::result::result;
use tables::backgammon::{
    Dice, Event, Game, GameResult, GameSetup, Options, Part, Phase, Position, Variant,
    VariantOptions,
};
use tables::Side;

/// A game from `p`, White on roll, past the first three rolls.
fn game(p: Position, rest_to_opponent: bool) -> Game {
    let mut options = Options::money();
    options.variant.gul_bara_opponent_plays_rest = rest_to_opponent;
    Game::from_setup(Variant::GulBara, options, GameSetup::new(p, Side::White)).unwrap()
}

fn play_first(g: &mut Game) {
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
}

#[test]
fn gul_bara_starts_on_the_heads_and_a_single_checker_blocks() {
    let start = Variant::GulBara.rules().start();
    assert_eq!(Variant::parse("gul-bara"), Some(Variant::GulBara));
    assert_eq!(start, Variant::LongNardy.rules().start());
    // No head rule: two checkers may leave the start; my 18 is closed by a
    // lone checker (his 6).
    let p = pos(&[(24, 14), (20, 1)], &[(24, 14), (6, 1)]);
    assert_eq!(
        plays(Variant::GulBara.rules(), &p, 6, 2),
        set(&["24/22 20/14", "24/16"])
    );
}

#[test]
fn before_the_fourth_roll_a_doublet_is_played_four_times_then_rolls_again() {
    let mut g = Game::new(Variant::GulBara, Options::money()).unwrap();
    assert_eq!(g.opening(5, 2).unwrap(), Some(Side::White));
    assert_eq!(g.phase(), Phase::BeforeRoll, "the winner rolls again");
    g.roll(r(2, 2)).unwrap();
    assert_eq!(g.part(), Some((Dice::four(2), Part::Roll)));
    play_first(&mut g);
    // No cascade on a first roll, but the completed doublet rolls again.
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert!(g
        .events()
        .contains(&Event::RollsAgain { side: Side::White }));
    g.roll(r(6, 5)).unwrap();
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn from_the_fourth_roll_a_doublet_cascades_up_to_six_six() {
    let mut g = game(Variant::GulBara.rules().start(), true);
    g.roll(r(1, 1)).unwrap();
    let mut parts = Vec::new();
    while g.phase() == Phase::Move && g.on_roll() == Side::White {
        parts.push(g.part().unwrap());
        play_first(&mut g);
    }
    assert_eq!(
        parts,
        (1..=6)
            .map(|n| (
                Dice::four(n),
                if n == 1 { Part::Roll } else { Part::Cascade }
            ))
            .collect::<Vec<_>>()
    );
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    // 4 × (1 + 2 + ... + 6) pips.
    assert_eq!(g.position().pip_counts()[0], 15 * 24 - 84);
}

/// White's 20 (Black's 8) and 12 (Black's start) are closed: no 4 from the
/// start.
fn fours_blocked() -> Position {
    pos(&[(24, 15)], &[(24, 14), (8, 1)])
}

#[test]
fn the_opponent_plays_the_numbers_the_player_could_not() {
    let mut g = game(fours_blocked(), true);
    g.roll(r(4, 4)).unwrap();
    assert!(g.events().contains(&Event::CouldNotMove {
        side: Side::White,
        roll: r(4, 4)
    }));
    assert!(g.events().contains(&Event::RestToOpponent {
        side: Side::Black,
        dice: Dice::four(4)
    }));
    // Black plays White's 4s, then the cascade's 5s and 6s, then has his
    // own turn.
    let mut parts = Vec::new();
    while g.phase() == Phase::Move {
        assert_eq!(g.on_roll(), Side::Black);
        parts.push(g.part().unwrap());
        play_first(&mut g);
    }
    assert_eq!(
        parts,
        [4, 5, 6].map(|n| (Dice::four(n), Part::OpponentsRest))
    );
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn the_opponent_plays_the_lower_number_left_of_a_roll() {
    // 6-4: the 6 goes 24/18; no 4 from 24 (20 closed) nor from 18 (14
    // closed, Black's 2): Black plays the 4.
    let p = pos(&[(24, 15)], &[(24, 13), (8, 1), (2, 1)]);
    let mut g = game(p, true);
    g.roll(r(6, 4)).unwrap();
    let notations: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    assert_eq!(notations, ["24/18"]);
    play_first(&mut g);
    assert_eq!(g.on_roll(), Side::Black);
    assert_eq!(g.part(), Some((Dice::times(4, 1), Part::OpponentsRest)));
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn the_option_loses_the_rest_instead() {
    let mut g = game(fours_blocked(), false);
    g.roll(r(4, 4)).unwrap();
    assert!(g.events().contains(&Event::RestLost {
        side: Side::White,
        dice: Dice::four(4)
    }));
    assert!(!g
        .events()
        .iter()
        .any(|e| matches!(e, Event::RestToOpponent { .. } | Event::Part { .. })));
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn a_game_counts_one_or_two() {
    let rules = Variant::GulBara.rules();
    assert_eq!(
        result(rules, &pos(&[], &[(3, 14)])),
        Some(GameResult::Single)
    );
    assert_eq!(
        result(rules, &pos(&[], &[(3, 15)])),
        Some(GameResult::Gammon)
    );
    assert_eq!(
        result(rules, &pos(&[], &[(20, 15)])),
        Some(GameResult::Gammon)
    );
    assert!(!rules.cube);
}

#[test]
fn gul_baras_option_is_listed_set_and_coded() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::GulBara)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        [("opponent_plays_rest", true)]
    );
    o.set(Variant::GulBara, "opponent_plays_rest", false)
        .unwrap();
    assert!(!o.gul_bara_opponent_plays_rest);
    assert_eq!(VariantOptions::of_code(o.code()), o);
}
