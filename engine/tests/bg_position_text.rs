//! The project's position notation for every rule set: the starts, round
//! trips of positions met in random games, typed errors, no panic on any text.

use proptest::prelude::*;
use tables::backgammon::position_text::{self, PositionTextError};
use tables::backgammon::{PositionError, Variant};
use tables::dice::Rng;
use tables::{SeededDice, Side};

#[test]
fn the_starts_are_written_as_the_docs_say() {
    let bg = Variant::Backgammon.rules().start();
    assert_eq!(
        position_text::format(Variant::Backgammon, &bg),
        "1.backgammon.b4E1C3eE3c1e4B.0-0.0-0"
    );
    let dutch = Variant::Dutch.rules().start();
    assert_eq!(
        position_text::format(Variant::Dutch, &dutch),
        "1.dutch.996.0-0.15-15"
    );
    assert_eq!(
        position_text::parse("1.dutch.996.0-0.15-15"),
        Ok((Variant::Dutch, dutch))
    );
    let snake = Variant::Snake.rules().start_for(Side::White);
    let text = position_text::format(Variant::Snake, &snake);
    assert_eq!(text, "1.snake.b91e4c1e2BBB.0-0.9-0");
    assert_eq!(position_text::parse(&text), Ok((Variant::Snake, snake)));
}

#[test]
fn the_american_and_jacquet_starts_read_back_from_their_texts() {
    // American from White (nine to enter) and from Black (White's checkers
    // on his 4, 5 and 6 points, his own on his 19 to 22; `b`: his view of
    // the routes, which differs from White's).
    for (side, text) in [
        (Side::White, "1.american.93eceb5BBB.0-0.9-0"),
        (Side::Black, "1.american.3bbb93ECEB2.0-0.0-9.b"),
    ] {
        let start = Variant::American.rules().start_for(side);
        assert_eq!(position_text::format(Variant::American, &start), text);
        assert_eq!(position_text::parse(text), Ok((Variant::American, start)));
    }
    // The field only where the views differ.
    assert!(position_text::parse("1.jacquet.92o92O.0-0.0-0.b").is_err());
    // Jacquet: the opponent's fifteen on my 12, mine on my 24.
    let start = Variant::Jacquet.rules().start();
    let text = position_text::format(Variant::Jacquet, &start);
    assert_eq!(text, "1.jacquet.92o92O.0-0.0-0");
    assert_eq!(position_text::parse(&text), Ok((Variant::Jacquet, start)));
}

#[test]
fn positions_of_random_games_of_every_rule_set_read_back() {
    let mut rng = Rng::new(17);
    let mut seen = 0;
    let mut with_pins = 0;
    for (i, &v) in Variant::ALL.iter().enumerate() {
        let rules = v.rules();
        let mut dice = SeededDice::new(i as u64);
        let mut pos = rules.start();
        let mut out = Vec::new();
        for _ in 0..300 {
            let text = position_text::format(v, &pos);
            assert_eq!(position_text::parse(&text), Ok((v, pos)), "{text}");
            seen += 1;
            with_pins += usize::from(text.contains(".p"));
            let roll = tables::DiceSource::roll(&mut dice);
            tables::backgammon::play::resulting_positions_for(rules, &pos, roll, &mut out);
            let next = out[rng.below(out.len())];
            if tables::backgammon::result::ending(rules, &next).is_some() {
                break;
            }
            pos = next.flip();
        }
    }
    assert!(seen > 500);
    assert!(with_pins > 10, "Plakoto's pinned positions: {with_pins}");
}

#[test]
fn pins_are_an_optional_last_part_refused_where_they_cannot_be() {
    use PositionTextError as E;
    let start = "1.plakoto.o994O.0-0.0-0";
    assert!(position_text::parse(start).is_ok());
    // The mover pins one of the opponent's checkers on his 10 (two of his on
    // it), and one of his own lies pinned on his 20.
    let ok = "1.plakoto.m8B9a3L.0-0.0-0.p10-20";
    let (_, pos) = position_text::parse(ok).unwrap();
    assert!(pos.is_pinned(tables::backgammon::Player::Opponent, 10));
    assert!(pos.is_pinned(tables::backgammon::Player::OnRoll, 20));
    assert_eq!(position_text::format(Variant::Plakoto, &pos), ok);
    for bad in [
        "1.plakoto.m8B9a3L.0-0.0-0.p",
        "1.plakoto.m8B9a3L.0-0.0-0.10-20",
        "1.plakoto.m8B9a3L.0-0.0-0.p20-10",
        "1.plakoto.m8B9a3L.0-0.0-0.p10-10",
        "1.plakoto.m8B9a3L.0-0.0-0.p010",
        "1.plakoto.m8B9a3L.0-0.0-0.p0",
        "1.plakoto.m8B9a3L.0-0.0-0.p25",
        "1.plakoto.m8B9a3L.0-0.0-0.p10-",
        "1.plakoto.m8B9a3L.0-0.0-0.p2",
    ] {
        assert_eq!(position_text::parse(bad), Err(E::BadPins), "{bad}");
    }
    assert_eq!(
        position_text::parse("1.backgammon.b4E1C3eE3c1e4B.0-0.0-0.p1"),
        Err(E::NoPinning(Variant::Backgammon))
    );
    assert_eq!(
        position_text::parse("1.plakoto.m8B9a3L.0-0.0-0.p10.p20"),
        Err(E::Shape)
    );
    // Well written, impossible: a sixteenth checker under the mover's 24.
    assert!(matches!(
        position_text::parse("1.plakoto.o994O.0-0.0-0.p24"),
        Err(E::Position(PositionError::TooManyCheckers { .. }))
    ));
    for e in [E::BadPins, E::NoPinning(Variant::Backgammon)] {
        assert!(!e.to_string().is_empty());
    }
}

#[test]
fn bad_texts_say_what_is_wrong() {
    use PositionTextError as E;
    assert_eq!(position_text::parse(""), Err(E::Shape));
    assert_eq!(
        position_text::parse("2.backgammon.b4E1C3eE3c1e4B.0-0.0-0"),
        Err(E::Shape)
    );
    assert_eq!(
        position_text::parse("1.chess.b4E1C3eE3c1e4B.0-0.0-0"),
        Err(E::UnknownVariant("chess".into()))
    );
    assert_eq!(
        position_text::parse("1.backgammon.b4E1C3eZ3c1e4B.0-0.0-0"),
        Err(E::BadCharacter {
            index: 7,
            found: 'Z'
        })
    );
    assert_eq!(
        position_text::parse("1.backgammon.b4E1C3eE3c1e4.0-0.0-0"),
        Err(E::PointCount(23))
    );
    assert_eq!(
        position_text::parse("1.backgammon.b4E1C3eE3c1e4B.0.0-0"),
        Err(E::BadCounts)
    );
    assert_eq!(
        position_text::parse("1.backgammon.b4E1C3eE3c1e4B.0-16.0-0"),
        Err(E::BadCounts)
    );
    assert!(matches!(
        position_text::parse("1.backgammon.b4E1C3eE3c1e4B.1-0.0-0"),
        Err(E::Position(PositionError::TooManyCheckers { .. }))
    ));
    for e in [E::Shape, E::BadCounts, E::PointCount(3)] {
        assert!(!e.to_string().is_empty());
    }
}

proptest! {
    #[test]
    fn any_text_is_read_or_refused_without_panic(s in "1\\.(backgammon|dutch|snake|american|jacquet|plakoto)\\.[A-Oa-o1-9]{0,30}\\.[0-9-]{0,5}\\.[0-9-]{0,5}(\\.p[0-9-]{0,8})?") {
        if let Ok((v, p)) = position_text::parse(&s) {
            let again = position_text::format(v, &p);
            prop_assert_eq!(position_text::parse(&again), Ok((v, p)));
        }
    }

    #[test]
    fn any_plakoto_position_with_pins_reads_back(seed in any::<u64>()) {
        let pos = pinned_position(seed);
        let text = position_text::format(Variant::Plakoto, &pos);
        prop_assert_eq!(position_text::parse(&text), Ok((Variant::Plakoto, pos)));
        let flipped = position_text::format(Variant::Plakoto, &pos.flip());
        prop_assert_eq!(position_text::parse(&flipped), Ok((Variant::Plakoto, pos.flip())));
    }

    #[test]
    fn any_characters_are_refused_without_panic(s in "\\PC{0,60}") {
        let _ = position_text::parse(&s);
    }
}

/// A random Plakoto position with pinned checkers of both sides (each side
/// on random points, lone checkers under the other's turned into pinned
/// ones).
fn pinned_position(seed: u64) -> tables::backgammon::Position {
    use tables::backgammon::PositionSetup;
    let mut rng = Rng::new(seed);
    loop {
        let mut s = PositionSetup::new([0; 25], [0; 25], 15);
        for _ in 0..rng.below(16) {
            s.on_roll[rng.below(24)] += 1;
        }
        for _ in 0..rng.below(16) {
            s.opponent[rng.below(24)] += 1;
        }
        for _ in 0..1 + rng.below(4) {
            let p = 1 + rng.below(24);
            let q = 25 - p;
            if s.on_roll[p - 1] > 0 && s.opponent[q - 1] == 0 {
                s.pinned[1] |= 1 << q;
            } else if s.opponent[q - 1] > 0 && s.on_roll[p - 1] == 0 {
                s.pinned[0] |= 1 << p;
            }
        }
        if s.pinned != [0, 0] {
            if let Ok(p) = s.validate() {
                return p;
            }
        }
    }
}
