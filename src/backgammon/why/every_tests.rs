//! Every variant of every reason worded in every language: no message
//! missing, each number it carries shown, no two values said alike.

use super::Worded;
use crate::kit::i18n::{use_native, Lang};
use tables::backgammon::bot::net::NetError;
use tables::backgammon::cube::CubeError;
use tables::backgammon::ids::game_ids::OpenError;
use tables::backgammon::ids::match_id::{MatchIdError, Player as Gnubg};
use tables::backgammon::ids::position_id::PositionIdError;
use tables::backgammon::ids::xgid::{XgidError, XgidPart, XgidSide};
use tables::backgammon::matchplay::{OptionsError, ScoreError};
use tables::backgammon::notation::GameNotationError;
use tables::backgammon::position_text::PositionTextError;
use tables::backgammon::{
    BySide, CubeAction, CubeRefusal, GameError, GameResult, Offer, Phase, Player, PositionError,
    ReplayError, SetupError, Variant,
};
use tables::Side;

/// One value of every variant of every reason, with the numbers its words
/// must show.
fn every_variant() -> Vec<(Box<dyn Worded>, Vec<i64>)> {
    fn one<T: Worded + 'static>(e: T, numbers: &[i64]) -> (Box<dyn Worded>, Vec<i64>) {
        (Box::new(e), numbers.to_vec())
    }
    let offer = Offer {
        kind: CubeAction::Raccoon,
        by: Side::Black,
        value: 16,
    };
    let position = PositionError::SharedPoint { point: 19 };
    let setup = SetupError::Score(ScoreError::MatchOver {
        score: BySide::new(8, 1),
    });
    vec![
        one(XgidError::PartCount { found: 37 }, &[37]),
        one(XgidError::PositionLength { length: 41 }, &[41]),
        one(
            XgidError::PositionCharacter {
                character: 'q',
                position: 42,
            },
            &[43],
        ),
        one(
            XgidError::TooManyCheckers {
                side: XgidSide::Top,
                count: 17,
            },
            &[17],
        ),
        one(XgidError::BothSidesOnPoint { point: 23 }, &[23]),
        one(XgidError::BothOnBarAgainstClosedBoards, &[]),
        one(
            XgidError::BadNumber {
                part: XgidPart::ScoreTop,
            },
            &[7],
        ),
        one(
            XgidError::BadNumber {
                part: XgidPart::CubeOwner,
            },
            &[3],
        ),
        one(
            XgidError::BadNumber {
                part: XgidPart::Turn,
            },
            &[4],
        ),
        one(
            XgidError::BadNumber {
                part: XgidPart::CrawfordJacoby,
            },
            &[8],
        ),
        one(
            XgidError::BadNumber {
                part: XgidPart::MatchLength,
            },
            &[9],
        ),
        one(XgidError::CubeOutOfRange { log2: 77 }, &[77]),
        one(XgidError::CubeOwnerOutOfRange { value: -9 }, &[-9]),
        one(XgidError::TurnOutOfRange { value: 88 }, &[88]),
        one(XgidError::DiceLength { length: 5 }, &[5]),
        one(XgidError::DieOutOfRange { die: 9 }, &[9]),
        one(XgidError::DiceCharacter { character: 'k' }, &[]),
        one(
            XgidError::ScoreOutOfRange {
                side: XgidSide::Bottom,
                score: 40000,
            },
            &[40000],
        ),
        one(
            XgidError::ScoreNotBelowMatchLength {
                side: XgidSide::Top,
                score: 11,
                match_length: 7,
            },
            &[11, 7],
        ),
        one(
            XgidError::RulesOutOfRange {
                value: 6,
                match_play: false,
            },
            &[6, 3],
        ),
        one(XgidError::MatchLengthOutOfRange { length: 99 }, &[99]),
        one(XgidError::MaxCubeOutOfRange { log2: 300 }, &[300]),
        one(
            XgidError::MatchId(MatchIdError::DieOutOfRange { die: 7 }),
            &[7],
        ),
        one(MatchIdError::WrongLength { length: 13 }, &[13]),
        one(
            MatchIdError::InvalidCharacter {
                character: '*',
                position: 8,
            },
            &[9],
        ),
        one(MatchIdError::UnusedBitsSet { bits: 19 }, &[19]),
        one(MatchIdError::CubeOutOfRange { log2: 14 }, &[14]),
        one(MatchIdError::CubeValueInvalid { value: 96 }, &[96]),
        one(MatchIdError::CubeOwnerInvalid { bits: 2 }, &[2]),
        one(MatchIdError::GameStateInvalid { code: 6 }, &[6]),
        one(MatchIdError::DieOutOfRange { die: 7 }, &[7]),
        one(MatchIdError::OneDieMissing { dice: [0, 5] }, &[0, 5]),
        one(MatchIdError::MatchTooLong { length: 70 }, &[70]),
        one(
            MatchIdError::ScoreTooLarge {
                player: Gnubg::Zero,
                score: 33000,
            },
            &[33000],
        ),
        one(
            MatchIdError::ScoreBeyondMatch {
                player: Gnubg::One,
                score: 12,
                match_length: 9,
            },
            &[12, 9],
        ),
        one(MatchIdError::CrawfordInMoneyPlay, &[]),
        one(
            MatchIdError::CrawfordWithoutMatchPoint {
                score: [2, 3],
                match_length: 7,
            },
            &[2, 3, 7],
        ),
        one(MatchIdError::CubeTurnedInCrawfordGame { value: 4 }, &[4]),
        one(PositionIdError::Length(15), &[15]),
        one(PositionIdError::Alphabet { found: '~', at: 11 }, &[12]),
        one(PositionIdError::Truncated, &[]),
        one(PositionIdError::Position(position), &[19]),
        one(OpenError::PositionId(PositionIdError::Length(3)), &[3]),
        one(
            OpenError::MatchId(MatchIdError::WrongLength { length: 2 }),
            &[2],
        ),
        one(OpenError::Xgid(XgidError::PartCount { found: 4 }), &[4]),
        one(OpenError::GameOver, &[]),
        one(OpenError::MatchTooLong(33), &[33, 25]),
        one(OpenError::Cube(CubeError::BadValue { value: 6 }), &[6]),
        one(OpenError::Setup(setup), &[8, 1]),
        one(GameNotationError::Empty, &[]),
        one(GameNotationError::UnknownVersion, &[1]),
        one(
            GameNotationError::BadCharacter {
                index: 30,
                found: '#',
            },
            &[31],
        ),
        one(GameNotationError::Malformed, &[]),
        one(GameNotationError::Truncated { action: 0 }, &[]),
        one(GameNotationError::Truncated { action: 44 }, &[44]),
        one(
            GameNotationError::OutOfRange {
                action: 0,
                value: 50,
                limit: 32,
            },
            &[50, 31],
        ),
        one(
            GameNotationError::OutOfRange {
                action: 12,
                value: 60,
                limit: 21,
            },
            &[12, 60, 20],
        ),
        one(
            GameNotationError::Options(OptionsError::MatchLength { length: 26 }),
            &[26, 25],
        ),
        one(
            GameNotationError::Start(SetupError::CubeAboveMaximum {
                value: 128,
                max: 32,
            }),
            &[128, 32],
        ),
        one(GameNotationError::Position, &[]),
        one(
            GameNotationError::Replay {
                action: 17,
                error: GameError::BadDie(8),
            },
            &[17, 8],
        ),
        one(GameNotationError::TrailingData, &[]),
        one(GameNotationError::Unwritable, &[]),
        one(
            ReplayError::Start(SetupError::Checkers {
                found: 14,
                expected: 15,
            }),
            &[14, 15],
        ),
        one(
            ReplayError::Action {
                index: 20,
                error: GameError::IllegalPlay,
            },
            &[21],
        ),
        one(
            GameError::WrongPhase {
                phase: Phase::Opening,
            },
            &[],
        ),
        one(
            GameError::WrongPhase {
                phase: Phase::BeforeRoll,
            },
            &[],
        ),
        one(
            GameError::WrongPhase {
                phase: Phase::CubeOffered(offer),
            },
            &[16],
        ),
        one(GameError::WrongPhase { phase: Phase::Move }, &[]),
        one(
            GameError::WrongPhase {
                phase: Phase::ChooseDouble,
            },
            &[],
        ),
        one(
            GameError::WrongPhase {
                phase: Phase::ResignOffered {
                    by: Side::White,
                    result: GameResult::Backgammon,
                    after_roll: true,
                },
            },
            &[],
        ),
        one(
            GameError::WrongPhase {
                phase: Phase::GameOver,
            },
            &[],
        ),
        one(
            GameError::WrongPhase {
                phase: Phase::MatchOver,
            },
            &[],
        ),
        one(
            GameError::NotYourTurn {
                side: Side::White,
                to_act: Side::Black,
            },
            &[],
        ),
        one(GameError::BadDie(0), &[0]),
        one(GameError::IllegalPlay, &[]),
        one(
            GameError::CubeRefused {
                action: CubeAction::Raccoon,
                reason: CubeRefusal::AtMaximum { max: 256 },
            },
            &[256],
        ),
        one(CubeRefusal::NotInUse, &[]),
        one(CubeRefusal::OwnedByOpponent { owner: Side::Black }, &[]),
        one(CubeRefusal::CrawfordGame, &[]),
        one(CubeRefusal::TrailerInCrawfordGame, &[]),
        one(CubeRefusal::AtMaximum { max: 512 }, &[512]),
        one(CubeRefusal::NotBeforeFirstMove, &[]),
        one(CubeRefusal::AlreadyDoubledThisTurn, &[]),
        one(CubeRefusal::MoneyOnly, &[]),
        one(CubeRefusal::NoBeaver, &[]),
        one(CubeRefusal::NoRaccoon, &[]),
        one(CubeRefusal::LastRoll, &[]),
        one(
            SetupError::Options(OptionsError::MaxCube { value: 7 }),
            &[7, 4096],
        ),
        one(
            SetupError::Checkers {
                found: 1,
                expected: 2,
            },
            &[1, 2],
        ),
        one(
            SetupError::AlreadyWon {
                player: Player::Opponent,
            },
            &[],
        ),
        one(
            SetupError::CubeAboveMaximum {
                value: 2048,
                max: 1024,
            },
            &[2048, 1024],
        ),
        one(SetupError::CubeInCrawfordGame, &[]),
        one(SetupError::ZeroStake, &[]),
        one(
            SetupError::Score(ScoreError::MatchOver {
                score: BySide::new(6, 6),
            }),
            &[6],
        ),
        one(OptionsError::MatchLength { length: 0 }, &[0, 25]),
        one(OptionsError::MaxCube { value: 5000 }, &[5000, 4096]),
        one(OptionsError::RaccoonsWithoutBeavers, &[]),
        one(
            ScoreError::MatchOver {
                score: BySide::new(9, 4),
            },
            &[9, 4],
        ),
        one(ScoreError::NotACrawfordGame, &[]),
        one(CubeError::BadValue { value: 12 }, &[12, 4096]),
        one(CubeError::OwnedAtOne { owner: Side::White }, &[]),
        one(
            PositionError::TooManyCheckers {
                player: Player::OnRoll,
                count: 4,
                max: 3,
            },
            &[4, 3],
        ),
        one(PositionError::SharedPoint { point: 21 }, &[21]),
        one(PositionError::BadCheckerCount(0), &[0]),
        one(
            PositionError::BadPin {
                player: Player::OnRoll,
                point: 13,
            },
            &[13],
        ),
        one(PositionTextError::Shape, &[1]),
        one(PositionTextError::UnknownVariant("tabula".into()), &[]),
        one(
            PositionTextError::BadCharacter {
                index: 5,
                found: 'Z',
            },
            &[6],
        ),
        one(PositionTextError::PointCount(1), &[1]),
        one(PositionTextError::PointCount(23), &[23]),
        one(PositionTextError::BadCounts, &[]),
        one(PositionTextError::BadPins, &[]),
        one(PositionTextError::NoPinning(Variant::Fevga), &[]),
        one(
            PositionTextError::Position(PositionError::BadCheckerCount(99)),
            &[99],
        ),
        one(NetError::BadMagic, &[]),
        one(NetError::Version(7), &[7, 1]),
        one(NetError::UnknownVariant("senet".into()), &[]),
        one(
            NetError::Sizes {
                inputs: 190,
                hidden: 2000,
                outputs: 3,
            },
            &[190, 2000, 3, 203, 5],
        ),
        one(NetError::Truncated, &[]),
        one(NetError::TrailingBytes(1), &[1]),
        one(NetError::TrailingBytes(66), &[66]),
        one(NetError::NotFinite, &[]),
    ]
}

#[test]
fn every_variant_is_worded_in_every_language_with_its_numbers() {
    let all = every_variant();
    for lang in Lang::ALL {
        assert_eq!(use_native(lang), Vec::<String>::new(), "{}", lang.code());
        let mut texts = std::collections::BTreeSet::new();
        for (e, numbers) in &all {
            let text = e.worded();
            assert!(!text.contains('⟦'), "{}: {text}", lang.code());
            assert!(!text.contains("{$"), "{}: {text}", lang.code());
            assert!(!text.trim().is_empty(), "{}", lang.code());
            for n in numbers {
                assert!(
                    text.contains(&n.to_string()),
                    "{}: {n} is not in {text:?}",
                    lang.code()
                );
            }
            texts.insert(text);
        }
        // each value its own words (the values differ in variant or number)
        assert_eq!(texts.len(), all.len(), "{}", lang.code());
    }
}
