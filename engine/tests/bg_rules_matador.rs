//! Matador (thin): jacquet's rules, and on 4-3 the 4 and 3, a doublet of the
//! player's choice, then a roll again — each rule named, with jacquet's
//! option both ways.

mod bg_common;

use bg_common::notations;
use tables::backgammon::rules::jacquet::JACQUET;
use tables::backgammon::rules::Capture;
use tables::backgammon::{Dice, Event, Game, Options, Part, Phase, Roll, Variant, VariantOptions};
use tables::Side;

fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// A matador game with White on roll for his first move.
fn started() -> Game {
    let mut g = Game::new(Variant::Matador, Options::money()).unwrap();
    assert_eq!(g.opening(5, 2).unwrap(), Some(Side::White));
    assert_eq!(g.phase(), Phase::BeforeRoll, "the winner rolls again");
    g
}

#[test]
fn matador_is_jacquet_on_every_other_roll() {
    let rules = Variant::Matador.rules();
    assert_eq!(Variant::parse("matador"), Some(Variant::Matador));
    assert_eq!(rules.start(), JACQUET.start());
    assert_eq!(
        (rules.capture, rules.hook, rules.cube),
        (JACQUET.capture, JACQUET.hook, false)
    );
    let mut g = started();
    g.roll(r(6, 5)).unwrap();
    // The courier alone leaves the start.
    assert_eq!(notations(&g), ["24/13"]);
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn the_matador_gives_a_doublet_of_ones_choice_then_a_roll_again() {
    let mut g = started();
    g.roll(r(4, 3)).unwrap();
    assert_eq!(notations(&g), ["24/17"]);
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!(g.phase(), Phase::ChooseDouble);
    g.choose_double(6).unwrap();
    assert_eq!(g.part(), Some((Dice::four(6), Part::Chosen)));
    // Two sixes take the courier home (17/11/5); then others may leave.
    assert!(notations(&g).contains(&"24/18(2) 17/5".to_string()));
    assert!(!notations(&g).iter().any(|n| n.contains("24/12")));
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert!(g
        .events()
        .contains(&Event::RollsAgain { side: Side::White }));
}

#[test]
fn jacquets_option_is_matadors_too() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::Matador)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        [("blocking", true)]
    );
    assert_eq!(Variant::Matador.rules_with(&o).capture, Capture::Block);
    o.set(Variant::Matador, "blocking", false).unwrap();
    assert_eq!(Variant::Matador.rules_with(&o).capture, Capture::Hit);
    assert!(o.set(Variant::Matador, "european", true).is_err());
}
