//! One value of every variant of the engine's reasons, worded in every
//! language: no message missing, every number said.

use crate::kit::i18n::{use_native, Lang, Worded};
use tables::trictrac::notation::{
    Field, GameNotationError, NotationError, Part, PositionError, PositionReadError,
};
use tables::trictrac::{BoardError, BySide, GameError, Pavillon, Phase, Side};
/// Values of the engine's errors, each with the numbers its words must say.
type Samples<E> = Vec<(E, Vec<i64>)>;

/// One value of every variant (each part, field, phase and pavillon of
/// those that select on them, numbers of each plural form).
struct Every {
    notation: Samples<NotationError>,
    board: Samples<BoardError>,
    position: Samples<PositionError>,
    read: Samples<PositionReadError>,
    game: Samples<GameError>,
    record: Samples<GameNotationError>,
}

fn every_variant() -> Every {
    let parts = Part::IN_ORDER;
    let mut notation = vec![
        (NotationError::Empty, vec![]),
        (
            NotationError::UnknownVersion { found: "7".into() },
            vec![7, 1],
        ),
        (NotationError::TooManyParts { index: 31 }, vec![32]),
        (
            NotationError::RepeatedOption {
                index: 27,
                option: 'e',
            },
            vec![28],
        ),
        (NotationError::ConflictingOptions { index: 26 }, vec![27]),
    ];
    for part in parts {
        notation.extend([
            (NotationError::MissingPart { part }, vec![]),
            (NotationError::EmptyPart { part }, vec![]),
            (NotationError::Incomplete { part }, vec![]),
            (
                NotationError::BadCharacter {
                    index: 17,
                    found: '!',
                    part,
                },
                vec![18],
            ),
            (NotationError::NumberTooLarge { index: 19, part }, vec![20]),
        ]);
    }
    for fields in [1, 2, 5, 23] {
        notation.push((NotationError::BoardLength { fields }, vec![fields as i64]));
    }
    let board = vec![
        (
            BoardError::TooManyCheckers {
                side: Side::Black,
                count: 17,
            },
            vec![17],
        ),
        (BoardError::SharedField { field: 9 }, vec![9, 16]),
        (
            BoardError::BadPosition {
                side: Side::White,
                pos: 26,
            },
            vec![26],
        ),
        (
            BoardError::LoneCheckerInCorner { side: Side::Black },
            vec![],
        ),
        (BoardError::InOpponentsCorner { side: Side::White }, vec![]),
    ];
    let mut position: Samples<PositionError> = board
        .iter()
        .map(|(e, n)| (PositionError::Board(*e), n.clone()))
        .collect();
    position.extend([
        (PositionError::AllCheckersOff { side: Side::Black }, vec![]),
        (
            PositionError::MovedWithoutRolling { side: Side::White },
            vec![],
        ),
        (PositionError::BothBredouille, vec![]),
        (
            PositionError::PointsWithoutBredouille { side: Side::Black },
            vec![],
        ),
        (PositionError::DieOutOfRange { die: 9 }, vec![9]),
        (PositionError::RollNotCounted { side: Side::Black }, vec![]),
        (PositionError::ChoiceWithoutRoll, vec![]),
        (
            PositionError::ChoiceWithoutHole { side: Side::White },
            vec![],
        ),
        (PositionError::ChoiceOnSortie { side: Side::Black }, vec![]),
        (PositionError::NotStarted, vec![]),
    ]);
    for points in [1, 3, 5, 21] {
        let side = Side::White;
        position.push((
            PositionError::OddPoints { side, points },
            vec![i64::from(points)],
        ));
    }
    for points in [12, 14] {
        let side = Side::Black;
        position.push((
            PositionError::PointsTooHigh { side, points },
            vec![i64::from(points)],
        ));
    }
    for holes in [12, 13] {
        let side = Side::White;
        position.push((
            PositionError::HolesTooHigh { side, holes },
            vec![i64::from(holes)],
        ));
    }
    let counts = [(3, 5), (2, 21), (11, 0), (1, 1)];
    for pavillon in [
        Pavillon::Middle,
        Pavillon::Taken(Side::White),
        Pavillon::Taken(Side::Black),
        Pavillon::Aside,
    ] {
        for (white, black) in counts {
            let holes = BySide::new(white, black);
            position.push((
                PositionError::PavillonInconsistent { pavillon, holes },
                vec![i64::from(white), i64::from(black)],
            ));
        }
    }
    for (to_play, rolled) in [(Side::White, true), (Side::Black, false)] {
        // "once" says 1 in words
        for (white, black) in [(3, 5), (2, 21), (11, 0), (1, 4)] {
            let rolls = BySide::new(white, black);
            position.push((
                PositionError::RollsOutOfTurn {
                    to_play,
                    rolls,
                    rolled,
                },
                [white, black]
                    .into_iter()
                    .filter(|&n| n != 1)
                    .map(i64::from)
                    .collect(),
            ));
        }
    }
    let mut read: Samples<PositionReadError> = position
        .iter()
        .map(|(e, n)| (PositionReadError::Invalid(vec![*e]), n.clone()))
        .collect();
    read.push((
        PositionReadError::Invalid(vec![
            PositionError::DieOutOfRange { die: 8 },
            PositionError::OddPoints {
                side: Side::Black,
                points: 7,
            },
            PositionError::HolesTooHigh {
                side: Side::White,
                holes: 15,
            },
        ]),
        vec![8, 7, 15],
    ));
    read.push((
        PositionReadError::Syntax(NotationError::TooManyParts { index: 33 }),
        vec![34],
    ));
    let mut game: Samples<GameError> = [
        Phase::Primacy,
        Phase::Roll,
        Phase::Choose,
        Phase::Move,
        Phase::Over,
    ]
    .into_iter()
    .map(|phase| (GameError::WrongPhase { phase }, vec![]))
    .collect();
    game.extend([
        (GameError::BadDie(8), vec![8]),
        (GameError::IllegalTurn, vec![]),
        (GameError::BadCount(7), vec![7]),
        (GameError::BadCount(102), vec![102]),
    ]);
    let mut record: Samples<GameNotationError> = game
        .iter()
        .map(|(error, n)| {
            (
                GameNotationError::Replay {
                    action: 41,
                    error: *error,
                },
                [vec![41], n.clone()].concat(),
            )
        })
        .collect();
    record.extend([
        (GameNotationError::Empty, vec![]),
        (
            GameNotationError::UnknownVersion { found: "9".into() },
            vec![9, 1],
        ),
        (
            GameNotationError::BadCharacter {
                index: 29,
                found: '*',
            },
            vec![30],
        ),
        (GameNotationError::Malformed, vec![]),
        // the header (action 0) is named, not numbered
        (GameNotationError::Truncated { action: 0 }, vec![]),
        (GameNotationError::Truncated { action: 1 }, vec![1]),
        (GameNotationError::Truncated { action: 37 }, vec![37]),
        (GameNotationError::TrailingData, vec![]),
        (GameNotationError::TooLong { actions: 70_001 }, vec![70_001]),
        (
            GameNotationError::OutOfRange {
                action: 0,
                field: Field::Options,
                value: 13,
                limit: 12,
            },
            vec![13, 11],
        ),
    ]);
    for field in [Field::Primacy, Field::Roll, Field::Turn, Field::Marked] {
        record.push((
            GameNotationError::OutOfRange {
                action: 43,
                field,
                value: 61,
                limit: 53,
            },
            vec![43, 61, 52],
        ));
    }
    record.extend(
        read.iter()
            .map(|(e, n)| (GameNotationError::Position(e.clone()), n.clone())),
    );
    Every {
        notation,
        board,
        position,
        read,
        game,
        record,
    }
}

// Each variant's number, by a match without a wildcard: a variant added to
// the engine stops the build here until it is worded and sampled above.

fn notation_variant(e: &NotationError) -> usize {
    match e {
        NotationError::Empty => 0,
        NotationError::UnknownVersion { .. } => 1,
        NotationError::MissingPart { .. } => 2,
        NotationError::EmptyPart { .. } => 3,
        NotationError::Incomplete { .. } => 4,
        NotationError::TooManyParts { .. } => 5,
        NotationError::BadCharacter { .. } => 6,
        NotationError::BoardLength { .. } => 7,
        NotationError::NumberTooLarge { .. } => 8,
        NotationError::RepeatedOption { .. } => 9,
        NotationError::ConflictingOptions { .. } => 10,
    }
}

fn board_variant(e: &BoardError) -> usize {
    match e {
        BoardError::TooManyCheckers { .. } => 0,
        BoardError::SharedField { .. } => 1,
        BoardError::BadPosition { .. } => 2,
        BoardError::LoneCheckerInCorner { .. } => 3,
        BoardError::InOpponentsCorner { .. } => 4,
    }
}

fn position_variant(e: &PositionError) -> usize {
    match e {
        PositionError::Board(_) => 0,
        PositionError::AllCheckersOff { .. } => 1,
        PositionError::MovedWithoutRolling { .. } => 2,
        PositionError::OddPoints { .. } => 3,
        PositionError::PointsTooHigh { .. } => 4,
        PositionError::HolesTooHigh { .. } => 5,
        PositionError::BothBredouille => 6,
        PositionError::PointsWithoutBredouille { .. } => 7,
        PositionError::PavillonInconsistent { .. } => 8,
        PositionError::DieOutOfRange { .. } => 9,
        PositionError::RollNotCounted { .. } => 10,
        PositionError::RollsOutOfTurn { .. } => 11,
        PositionError::ChoiceWithoutRoll => 12,
        PositionError::ChoiceWithoutHole { .. } => 13,
        PositionError::ChoiceOnSortie { .. } => 14,
        PositionError::NotStarted => 15,
    }
}

fn read_variant(e: &PositionReadError) -> usize {
    match e {
        PositionReadError::Syntax(_) => 0,
        PositionReadError::Invalid(_) => 1,
    }
}

fn game_variant(e: &GameError) -> usize {
    match e {
        GameError::WrongPhase { .. } => 0,
        GameError::BadDie(_) => 1,
        GameError::IllegalTurn => 2,
        GameError::BadCount(_) => 3,
    }
}

fn record_variant(e: &GameNotationError) -> usize {
    match e {
        GameNotationError::Empty => 0,
        GameNotationError::UnknownVersion { .. } => 1,
        GameNotationError::BadCharacter { .. } => 2,
        GameNotationError::Malformed => 3,
        GameNotationError::Truncated { .. } => 4,
        GameNotationError::OutOfRange { .. } => 5,
        GameNotationError::TrailingData => 6,
        GameNotationError::TooLong { .. } => 7,
        GameNotationError::Position(_) => 8,
        GameNotationError::Replay { .. } => 9,
    }
}

/// Whether `samples` hold each of the `count` variants that `which` numbers.
fn covers<E>(samples: &Samples<E>, which: fn(&E) -> usize, count: usize) -> bool {
    let seen: std::collections::BTreeSet<usize> = samples.iter().map(|(e, _)| which(e)).collect();
    seen == (0..count).collect()
}

/// The words of each sample, with the numbers they must say.
fn worded<E: Worded>(samples: &Samples<E>) -> Vec<(String, &[i64])> {
    samples
        .iter()
        .map(|(e, n)| (e.worded(), n.as_slice()))
        .collect()
}

#[test]
fn every_variant_is_sampled() {
    let e = every_variant();
    assert!(covers(&e.notation, notation_variant, 11));
    assert!(covers(&e.board, board_variant, 5));
    assert!(covers(&e.position, position_variant, 16));
    assert!(covers(&e.read, read_variant, 2));
    assert!(covers(&e.game, game_variant, 4));
    assert!(covers(&e.record, record_variant, 10));
}

#[test]
fn every_variant_is_worded_in_every_language_with_its_numbers() {
    let e = every_variant();
    for lang in Lang::ALL {
        let problems = use_native(lang);
        assert!(problems.is_empty(), "{}: {problems:?}", lang.code());
        let all = [
            worded(&e.notation),
            worded(&e.board),
            worded(&e.position),
            worded(&e.read),
            worded(&e.game),
            worded(&e.record),
        ]
        .concat();
        for (words, numbers) in all {
            assert!(
                !words.is_empty() && !words.contains('⟦') && !words.contains("{$"),
                "{}: {words:?}",
                lang.code()
            );
            for n in numbers {
                assert!(
                    words.contains(&n.to_string()),
                    "{}: {n} is not said in {words:?}",
                    lang.code()
                );
            }
        }
    }
}
