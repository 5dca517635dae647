//! Tesauro's pubeval: its score of fixed positions worked out by hand from
//! the published weights and inputs, and its play far above random.

use tables::backgammon::bot::pubeval::{pubeval, pubeval_play, BORNE_OFF, CONTACT, RACE};
use tables::backgammon::{Game, Options, Phase, PositionSetup, Variant};
use tables::dice::Rng;
use tables::{bg, SeededDice, Side};

fn close(a: f32, b: f32) {
    assert!((a - b).abs() < 1e-4, "{a} != {b}");
}

#[test]
fn the_weights_are_tesauros() {
    // A few of the published numbers, first, middle and last of each set.
    close(CONTACT[0], 0.25696);
    close(CONTACT[92], 3.35809);
    close(CONTACT[120], 5.62596);
    close(CONTACT[121], -2.75800);
    close(RACE[0], 0.0);
    close(RACE[91], 3.05454);
    close(RACE[119], -12.32252);
    close(RACE[121], 3.42040);
}

#[test]
fn a_race_counts_its_last_checker_and_those_off() {
    // One checker left on the 6-point (a blot: input 5*18+1), 14 off; the
    // opponent's fifteen on his 6-point count nothing (only his blots do).
    close(
        pubeval(&bg!(x 6:1; o 6:15)),
        3.05454 + 3.42040 * 14.0 / 15.0,
    );
}

#[test]
fn contact_counts_the_back_blot_and_the_stack() {
    // A blot on the 24-point (input 1) behind the opponent's checkers, 14 on
    // the 6-point: "two or more" (input 92) and half of the 11 beyond three
    // (input 94).
    let score = pubeval(&bg!(x 24:1 6:14; o 6:15));
    close(score, -0.66937 + 3.35809 + 0.57353 * 11.0 / 2.0);
}

#[test]
fn an_opponent_on_the_bar_counts_half() {
    // One opposing checker on the bar: input 120 is half of it.
    let score = pubeval(&bg!(x 6:15; o 25:1 6:14));
    close(score, 5.62596 / 2.0 + 3.35809 + 0.57353 * 12.0 / 2.0);
}

#[test]
fn all_borne_off_is_best() {
    let mut o = [0u8; 25];
    o[5] = 15;
    let done = PositionSetup::new([0; 25], o, 15).validate().unwrap();
    assert_eq!(pubeval(&done), BORNE_OFF);
}

#[test]
fn pubeval_beats_a_random_player_heavily() {
    let mut won = 0;
    let games = 40;
    for i in 0..games {
        let mut dice = SeededDice::new(i);
        let mut rng = Rng::new(i ^ 99);
        let mut options = Options::money();
        options.cube.in_use = false;
        let mut g = Game::new(Variant::Backgammon, options).unwrap();
        let pubeval_side = if i % 2 == 0 { Side::White } else { Side::Black };
        loop {
            match g.phase() {
                Phase::Opening => {
                    g.roll_opening(&mut dice).unwrap();
                }
                Phase::BeforeRoll => {
                    g.roll_dice(&mut dice).unwrap();
                }
                Phase::Move => {
                    let pick = if g.on_roll() == pubeval_side {
                        pubeval_play(&g)
                    } else {
                        rng.below(g.legal_plays().len())
                    };
                    let after = *g.legal_plays()[pick].after();
                    g.play(&after).unwrap();
                }
                _ => break,
            }
        }
        won += u32::from(g.end().unwrap().winner == Some(pubeval_side));
    }
    // Against random play pubeval loses hardly a game in a hundred.
    assert!(won >= 37, "pubeval won {won} of {games}");
}
