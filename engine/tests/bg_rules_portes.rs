//! Portes (Tavli's first game): backgammon's board and moves, no cube, the
//! opening winner rolling again, and a game worth 1 or 2, never 3 — each rule
//! named, with its option both ways.

use tables::backgammon::result::result;
use tables::backgammon::{
    Action, CubeRefusal, Game, GameError, GameResult, Options, Phase, PositionSetup, Variant,
    VariantOptions,
};
use tables::{bg, Roll, Side};

#[test]
fn portes_is_played_on_backgammons_board_with_its_moves_and_hits() {
    let rules = Variant::Portes.rules();
    assert_eq!(rules.start(), Variant::Backgammon.rules().start());
    let pos = bg!(x 10:1 20:1; o 19:1);
    let mut a = Vec::new();
    let mut b = Vec::new();
    tables::backgammon::play::legal_plays_for(rules, &pos, Roll::new(4, 1).unwrap(), &mut a);
    tables::backgammon::play::legal_plays_for(
        Variant::Backgammon.rules(),
        &pos,
        Roll::new(4, 1).unwrap(),
        &mut b,
    );
    assert_eq!(a, b);
    assert!(a.iter().any(|p| p.notation() == "20/19 10/6*"));
}

#[test]
fn the_winner_of_the_opening_roll_rolls_again_and_there_is_no_cube() {
    let mut g = Game::new(Variant::Portes, Options::money()).unwrap();
    assert_eq!(g.opening(5, 2).unwrap(), Some(Side::White));
    // He does not play the 5-2: he rolls again, and a doublet counts.
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.on_roll(), Side::White);
    assert!(matches!(
        g.act(Action::Double),
        Err(GameError::CubeRefused {
            reason: CubeRefusal::NotInUse | CubeRefusal::NotBeforeFirstMove,
            ..
        })
    ));
    g.roll(Roll::new(3, 3).unwrap()).unwrap();
    assert_eq!(g.phase(), Phase::Move);
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert!(matches!(
        g.act(Action::Double),
        Err(GameError::CubeRefused {
            reason: CubeRefusal::NotInUse,
            ..
        })
    ));
}

/// The winner has borne off all 15; the loser `off` and `behind` (checkers
/// on the winner's 1-point, the loser's 24) as given, the rest on his 12.
fn won(off: u8, behind: u8) -> tables::backgammon::Position {
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.opponent[23] = behind;
    s.opponent[11] = 15 - off - behind;
    s.validate().unwrap()
}

#[test]
fn a_game_counts_two_when_the_loser_has_borne_off_none_and_never_three() {
    let rules = Variant::Portes.rules();
    assert_eq!(result(rules, &won(0, 0)), Some(GameResult::Gammon));
    assert_eq!(
        result(rules, &won(0, 2)),
        Some(GameResult::Gammon),
        "no triple"
    );
    assert_eq!(result(rules, &won(1, 0)), Some(GameResult::Single));
    assert_eq!(result(rules, &won(1, 2)), Some(GameResult::Single));
}

#[test]
fn the_option_doubles_a_game_when_the_loser_is_still_in_his_starting_quarter() {
    let o = VariantOptions {
        portes_double_if_none_off: false,
        ..VariantOptions::default()
    };
    let rules = Variant::Portes.rules_with(&o);
    assert_eq!(
        result(&rules, &won(0, 0)),
        Some(GameResult::Single),
        "none off but none behind"
    );
    assert_eq!(
        result(&rules, &won(1, 2)),
        Some(GameResult::Gammon),
        "some off, some behind"
    );
    assert_eq!(
        result(&rules, &won(0, 2)),
        Some(GameResult::Gammon),
        "never 3"
    );
    let mut named = VariantOptions::default();
    named
        .set(Variant::Portes, "double_if_none_off", false)
        .unwrap();
    assert_eq!(named, o);
    assert_eq!(VariantOptions::of_code(o.code()), o);
}
