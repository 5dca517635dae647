//! The backgammon whole-game notation: sessions from the start and from a
//! position replay to the same game; every malformed text gets a typed error,
//! never a panic.

mod bg_common;

use bg_common::{match_game, r};
use proptest::prelude::*;
use tables::backgammon::notation::{format_game, parse_game, GameNotationError};
use tables::backgammon::{
    CrawfordRule, CubeLimit, Game, GameError, GameResult, Options, Phase, Variant,
};
use tables::dice::Rng;
use tables::{bg, SeededDice, Side};

/// Plays a random session of `variant` for at most `actions` actions.
fn random_game(variant: Variant, options: Options, seed: u64, actions: usize) -> Game {
    let mut g = Game::new(variant, options).unwrap();
    play_randomly(&mut g, seed, actions);
    g
}

fn play_randomly(g: &mut Game, seed: u64, actions: usize) {
    let mut dice = SeededDice::new(seed);
    let mut rng = Rng::new(seed ^ 0x5EED);
    for _ in 0..actions {
        match g.phase() {
            Phase::Opening => {
                g.roll_opening(&mut dice).unwrap();
            }
            Phase::BeforeRoll => {
                if rng.below(10) == 0 && g.may_double().is_ok() {
                    g.double().unwrap();
                } else if rng.below(60) == 0 {
                    g.resign(
                        [
                            GameResult::Single,
                            GameResult::Gammon,
                            GameResult::Backgammon,
                        ][rng.below(3)],
                    )
                    .unwrap();
                } else {
                    g.roll_dice(&mut dice).unwrap();
                }
            }
            Phase::CubeOffered(_) => {
                let k = rng.below(4);
                if k == 2 && g.beaver().is_ok() || k == 3 && g.raccoon().is_ok() {
                    continue;
                }
                if k == 1 {
                    g.pass().unwrap()
                } else {
                    g.take().unwrap()
                }
            }
            Phase::Move => {
                if rng.below(80) == 0 {
                    g.resign(GameResult::Gammon).unwrap();
                    continue;
                }
                let plays = g.legal_plays();
                let after = *plays[rng.below(plays.len())].after();
                g.play(&after).unwrap();
            }
            Phase::ChooseDouble => g.choose_double(1 + rng.below(6) as u8).unwrap(),
            Phase::ResignOffered { .. } => {
                if rng.below(2) == 0 {
                    g.accept_resign().unwrap()
                } else {
                    g.reject_resign().unwrap()
                }
            }
            Phase::GameOver => g.next_game().unwrap(),
            Phase::MatchOver => break,
        }
    }
}

fn options() -> Vec<Options> {
    let mut beavers = Options::money();
    beavers.cube.beavers = true;
    beavers.cube.raccoons = true;
    beavers.cube.jacoby = true;
    beavers.cube.automatic.enabled = true;
    beavers.cube.automatic.limit = 3;
    beavers.cube.automatic.six_six_triples = true;
    beavers.cube.max = CubeLimit::Unlimited;
    let mut fibs = Options::match_to(7);
    fibs.crawford = CrawfordRule::TrailerMayNotDouble;
    fibs.variant.hypergammon_gammons = false;
    fibs.variant.dutch_hit_after_home = false;
    fibs.variant.jacquet_blocking = false;
    fibs.last_roll_draw = true;
    vec![
        Options::money(),
        beavers,
        Options::match_to(3),
        fibs,
        Options::match_to(25),
    ]
}

#[test]
fn a_session_replays_to_the_same_game() {
    let variants = [
        Variant::Backgammon,
        Variant::Nackgammon,
        Variant::Hypergammon(3),
        Variant::Hypergammon(1),
        Variant::Dutch,
        Variant::Snake,
        Variant::LongNardy,
        Variant::Fevga,
        Variant::Portes,
        Variant::American,
        Variant::Jacquet,
        Variant::Plakoto,
        Variant::Chase,
        Variant::Icelandic,
    ];
    let mut lengths = Vec::new();
    for (i, o) in options().into_iter().enumerate() {
        for (j, &v) in variants.iter().enumerate() {
            let g = random_game(v, o, (i * 10 + j) as u64, 600);
            let text = format_game(&g).unwrap();
            assert!(text.starts_with("1."));
            assert!(
                text.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)),
                "{text}"
            );
            let again = parse_game(&text).unwrap();
            assert_eq!(again.actions(), g.actions());
            assert_eq!(again.events(), g.events());
            assert_eq!(again.position(), g.position());
            assert_eq!(again.score(), g.score());
            assert_eq!(again.phase(), g.phase());
            assert_eq!(again.options(), g.options());
            assert_eq!(again.rules(), g.rules());
            assert_eq!(format_game(&again).unwrap(), text);
            lengths.push(text.len());
        }
    }
    assert!(lengths.iter().all(|&n| n > 10));
}

#[test]
fn a_game_from_a_position_keeps_its_start_cube_score_and_dice() {
    let pos = bg!(x 6:4 8:2 13:4 24:2 25:1 3:2; o 6:5 8:3 13:3 20:2 2:1 23:1);
    let mut g = match_game(pos, Side::Black, Options::match_to(7), (3, 5), false);
    play_randomly(&mut g, 9, 40);
    let text = format_game(&g).unwrap();
    let again = parse_game(&text).unwrap();
    assert_eq!(again.actions(), g.actions());
    assert_eq!(again.position(), g.position());
    assert_eq!(again.score(), g.score());
    // A start with dice already rolled and the cube owned.
    let mut g = bg_common::game_with(pos, Side::White, Options::money(), |s| {
        s.dice = Some(r(6, 5));
        s.cube = bg_common::cube(4, Some(Side::Black));
    });
    assert_eq!(g.phase(), Phase::Move);
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    let again = parse_game(&format_game(&g).unwrap()).unwrap();
    assert_eq!(again.cube(), g.cube());
    assert_eq!(again.position(), g.position());
    assert_eq!(again.actions(), g.actions());
}

#[test]
fn games_of_every_rule_set_from_a_position_keep_its_route_and_reserves() {
    // A position met along a random game of each rule set (American: White
    // with checkers still to enter; jacquet, long nardy, Fevga: the same
    // direction round), then played on and written.
    for (i, &v) in Variant::ALL.iter().enumerate() {
        let mut from = random_game(v, Options::money(), 40 + i as u64, 16);
        if from.phase() != Phase::BeforeRoll {
            from = random_game(v, Options::money(), 40 + i as u64, 15);
        }
        if from.phase() != Phase::BeforeRoll {
            continue;
        }
        let setup = tables::backgammon::GameSetup::new(*from.position(), from.on_roll());
        let mut g = Game::from_setup(v, Options::money(), setup).unwrap();
        play_randomly(&mut g, 9, 30);
        let text = format_game(&g).unwrap();
        let again = parse_game(&text).unwrap_or_else(|e| panic!("{}: {e}", v.name()));
        assert_eq!(again.record(), g.record(), "{}", v.name());
        assert_eq!(again.position(), g.position(), "{}", v.name());
    }
}

#[test]
fn plakoto_sessions_round_trip_through_pins_mother_wins_and_draws() {
    use tables::backgammon::{EndKind, GameSetup, Player};
    // Whole sessions: pins made and undone, games won by the mother rule,
    // drawn games; each text reads back to the same session.
    let (mut mothers, mut draws, mut pinned) = (0, 0, 0);
    for seed in 0..if cfg!(debug_assertions) { 12 } else { 60 } {
        let mut g = Game::new(Variant::Plakoto, Options::match_to(5)).unwrap();
        let mut dice = SeededDice::new(seed);
        let mut rng = Rng::new(seed);
        for _ in 0..3000 {
            match g.phase() {
                Phase::Opening => {
                    g.roll_opening(&mut dice).unwrap();
                }
                Phase::BeforeRoll => {
                    g.roll_dice(&mut dice).unwrap();
                }
                Phase::Move => {
                    let plays = g.legal_plays();
                    let after = *plays[rng.below(plays.len())].after();
                    g.play(&after).unwrap();
                    let p = g.position();
                    pinned +=
                        usize::from(p.pinned(Player::OnRoll) | p.pinned(Player::Opponent) != 0);
                }
                Phase::GameOver => {
                    let end = g.end().unwrap();
                    if end.how == EndKind::MotherPinned {
                        mothers += 1;
                        draws += usize::from(end.is_draw());
                    }
                    g.next_game().unwrap();
                }
                _ => break,
            }
        }
        let text = format_game(&g).unwrap();
        let again = parse_game(&text).unwrap();
        assert_eq!(again.actions(), g.actions());
        assert_eq!(again.events(), g.events());
        assert_eq!(again.score(), g.score());
        assert_eq!(format_game(&again).unwrap(), text);
    }
    assert!(
        pinned > 100 && mothers > 0 && draws > 0,
        "{pinned} {mothers} {draws}"
    );
    // A game from a position with pins of both sides keeps them.
    let pos = bg!(x 24:12 10:2; o 24:13 5:1; pinned x 20; o 15);
    let mut s = GameSetup::new(pos, Side::Black);
    s.dice = Some(r(6, 5));
    let mut g = Game::from_setup(Variant::Plakoto, Options::money(), s).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    let again = parse_game(&format_game(&g).unwrap()).unwrap();
    assert_eq!(again.record(), g.record());
    assert_eq!(again.position(), g.position());
    assert!(
        again.position().is_pinned(Player::Opponent, 5),
        "my pinned checker, seen by him"
    );
}

#[test]
fn the_empty_game_and_its_header_round_trip() {
    let g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    let text = format_game(&g).unwrap();
    let again = parse_game(&text).unwrap();
    assert_eq!(again.phase(), Phase::Opening);
    assert!(again.actions().is_empty());
}

#[test]
fn bad_texts_say_what_is_wrong() {
    let g = random_game(Variant::Backgammon, Options::match_to(5), 3, 200);
    let text = format_game(&g).unwrap();
    assert_eq!(parse_game("").unwrap_err(), GameNotationError::Empty);
    assert_eq!(
        parse_game("2.AAAA").unwrap_err(),
        GameNotationError::UnknownVersion
    );
    assert_eq!(
        parse_game("AAAA").unwrap_err(),
        GameNotationError::UnknownVersion
    );
    assert_eq!(
        parse_game("1.AA+A").unwrap_err(),
        GameNotationError::BadCharacter {
            index: 4,
            found: '+'
        }
    );
    assert_eq!(parse_game("1.A").unwrap_err(), GameNotationError::Malformed);
    // Cut short: the record ends before its last actions (cut to whole Base64
    // blocks, so that what is left decodes).
    let k = (8..12)
        .find(|k| (text.len() - 2 - k).is_multiple_of(4))
        .unwrap();
    let cut = &text[..text.len() - k];
    assert!(
        matches!(parse_game(cut), Err(GameNotationError::Truncated { .. })),
        "{cut}"
    );
    // Something after the last action.
    let longer = format!("{text}AAAA");
    assert_eq!(
        parse_game(&longer).unwrap_err(),
        GameNotationError::TrailingData
    );
    // Every error reads as a sentence.
    for e in [
        GameNotationError::Empty,
        GameNotationError::Malformed,
        GameNotationError::Replay {
            action: 3,
            error: GameError::IllegalPlay,
        },
    ] {
        assert!(!e.to_string().is_empty());
    }
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused_without_panic(s in "1\\.[A-Za-z0-9_-]{0,60}") {
        let _ = parse_game(&s);
    }

    #[test]
    fn any_characters_are_refused_without_panic(s in "\\PC{0,40}") {
        let _ = parse_game(&s);
    }

    #[test]
    fn a_record_with_one_bit_flipped_is_read_or_refused_without_panic(seed in 0u64..1000, bit in 0usize..400) {
        let g = random_game(Variant::Backgammon, Options::money(), seed, 120);
        let text = format_game(&g).unwrap();
        let mut bytes: Vec<u8> = text.into_bytes();
        let i = 2 + bit % (bytes.len() - 2);
        const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        let k = ALPHABET.iter().position(|&c| c == bytes[i]).unwrap_or(0);
        bytes[i] = ALPHABET[(k + 1 + bit % 63) % 64];
        let changed = String::from_utf8(bytes).unwrap();
        if let Ok(again) = parse_game(&changed) {
            // What reads writes back to a text that reads the same.
            let back = format_game(&again).unwrap();
            let reread = parse_game(&back).unwrap();
            prop_assert_eq!(reread.actions(), again.actions());
        }
    }
}
