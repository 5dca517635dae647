//! Why gnubg's IDs and an XGID are refused: [`XgidError`],
//! [`MatchIdError`], [`PositionIdError`], and [`OpenError`] (the IDs read
//! but not a game to play).

use super::{nth, shown, Worded};
use crate::backgammon::texts::side_name;
use crate::kit::i18n::t;
use tables::backgammon::ids::game_ids::{side_of, OpenError};
use tables::backgammon::ids::match_id::MatchIdError;
use tables::backgammon::ids::position_id::PositionIdError;
use tables::backgammon::ids::xgid::{XgidError, XgidPart, XgidSide};
use tables::backgammon::matchplay::MAX_MATCH_LENGTH;
use tables::Side;

/// The name of an XGID's side: its bottom (upper-case) player is White,
/// its top one Black, as the app opens it.
fn xgid_side(s: XgidSide) -> String {
    side_name(side_of(s.player()))
}

/// A part of an XGID as `bg-why-xgid-bad-number` selects it (`$part`), and
/// whose score it is (`$side`, empty for the other parts).
fn part_id(p: XgidPart) -> (&'static str, String) {
    match p {
        XgidPart::CubeValue => ("cube", String::new()),
        XgidPart::CubeOwner => ("owner", String::new()),
        XgidPart::Turn => ("turn", String::new()),
        XgidPart::ScoreBottom => ("score", xgid_side(XgidSide::Bottom)),
        XgidPart::ScoreTop => ("score", xgid_side(XgidSide::Top)),
        XgidPart::CrawfordJacoby => ("rules", String::new()),
        XgidPart::MatchLength => ("length", String::new()),
        XgidPart::MaxCube => ("max-cube", String::new()),
    }
}

impl Worded for XgidError {
    fn worded(&self) -> String {
        match *self {
            XgidError::PartCount { found } => crate::t!("bg-why-xgid-part-count", found = found),
            XgidError::PositionLength { length } => {
                crate::t!("bg-why-xgid-position-length", length = length)
            }
            XgidError::PositionCharacter {
                character,
                position,
            } => crate::t!(
                "bg-why-xgid-position-character",
                character = shown(character),
                position = nth(position)
            ),
            XgidError::TooManyCheckers { side, count } => crate::t!(
                "bg-why-xgid-too-many-checkers",
                side = xgid_side(side),
                count = count
            ),
            // the point is numbered from the bottom player's side: White's
            XgidError::BothSidesOnPoint { point } => crate::t!(
                "bg-why-xgid-both-on-point",
                side = side_name(Side::White),
                point = point
            ),
            XgidError::BothOnBarAgainstClosedBoards => t("bg-why-xgid-both-on-bar"),
            // the parts as a person counts them, the position first
            XgidError::BadNumber { part } => {
                let (id, side) = part_id(part);
                crate::t!(
                    "bg-why-xgid-bad-number",
                    n = nth(part.index()),
                    part = id,
                    side = side
                )
            }
            XgidError::CubeOutOfRange { log2 } => crate::t!("bg-why-xgid-cube", log2 = log2),
            XgidError::CubeOwnerOutOfRange { value } => {
                crate::t!("bg-why-xgid-cube-owner", value = value)
            }
            XgidError::TurnOutOfRange { value } => crate::t!("bg-why-xgid-turn", value = value),
            XgidError::DiceLength { length } => {
                crate::t!("bg-why-xgid-dice-length", length = length)
            }
            XgidError::DieOutOfRange { die } => crate::t!("bg-why-xgid-die", die = die),
            XgidError::DiceCharacter { character } => {
                crate::t!("bg-why-xgid-dice-character", character = shown(character))
            }
            XgidError::ScoreOutOfRange { side, score } => {
                crate::t!("bg-why-xgid-score", side = xgid_side(side), score = score)
            }
            XgidError::ScoreNotBelowMatchLength {
                side,
                score,
                match_length,
            } => crate::t!(
                "bg-why-xgid-score-not-below-length",
                side = xgid_side(side),
                score = score,
                length = match_length
            ),
            XgidError::RulesOutOfRange { value, match_play } => crate::t!(
                "bg-why-xgid-rules",
                value = value,
                max = if match_play { 1 } else { 3 },
                play = if match_play { "match" } else { "money" }
            ),
            XgidError::MatchLengthOutOfRange { length } => {
                crate::t!("bg-why-xgid-match-length", length = length)
            }
            XgidError::MaxCubeOutOfRange { log2 } => {
                crate::t!("bg-why-xgid-max-cube", log2 = log2)
            }
            XgidError::MatchId(e) => crate::t!("bg-why-xgid-match-id", reason = e.worded()),
        }
    }
}

impl Worded for MatchIdError {
    fn worded(&self) -> String {
        // gnubg's player 1 is White, player 0 Black (as the app opens IDs)
        match *self {
            MatchIdError::WrongLength { length } => {
                crate::t!("bg-why-match-id-length", length = length)
            }
            MatchIdError::InvalidCharacter {
                character,
                position,
            } => crate::t!(
                "bg-why-match-id-character",
                character = shown(character),
                position = nth(position)
            ),
            MatchIdError::UnusedBitsSet { bits } => {
                crate::t!("bg-why-match-id-unused-bits", bits = bits)
            }
            MatchIdError::CubeOutOfRange { log2 } => {
                crate::t!("bg-why-match-id-cube", log2 = log2)
            }
            MatchIdError::CubeValueInvalid { value } => {
                crate::t!("bg-why-match-id-cube-value", value = value)
            }
            MatchIdError::CubeOwnerInvalid { bits } => {
                crate::t!("bg-why-match-id-cube-owner", bits = bits)
            }
            MatchIdError::GameStateInvalid { code } => {
                crate::t!("bg-why-match-id-game-state", code = code)
            }
            MatchIdError::DieOutOfRange { die } => crate::t!("bg-why-match-id-die", die = die),
            MatchIdError::OneDieMissing { dice: [a, b] } => {
                crate::t!("bg-why-match-id-one-die", a = a, b = b)
            }
            MatchIdError::MatchTooLong { length } => {
                crate::t!("bg-why-match-id-match-too-long", length = length)
            }
            MatchIdError::ScoreTooLarge { player, score } => crate::t!(
                "bg-why-match-id-score-too-large",
                side = side_name(side_of(player)),
                score = score
            ),
            MatchIdError::ScoreBeyondMatch {
                player,
                score,
                match_length,
            } => crate::t!(
                "bg-why-match-id-score-beyond-match",
                side = side_name(side_of(player)),
                score = score,
                length = match_length
            ),
            MatchIdError::CrawfordInMoneyPlay => t("bg-why-match-id-crawford-money"),
            MatchIdError::CrawfordWithoutMatchPoint {
                score: [zero, one],
                match_length,
            } => crate::t!(
                "bg-why-match-id-crawford-no-match-point",
                white = one,
                black = zero,
                length = match_length
            ),
            MatchIdError::CubeTurnedInCrawfordGame { value } => {
                crate::t!("bg-why-match-id-cube-in-crawford", value = value)
            }
        }
    }
}

impl Worded for PositionIdError {
    fn worded(&self) -> String {
        match *self {
            PositionIdError::Length(n) => crate::t!("bg-why-position-id-length", length = n),
            PositionIdError::Alphabet { found, at } => crate::t!(
                "bg-why-position-id-character",
                character = shown(found),
                position = nth(at)
            ),
            PositionIdError::Truncated => t("bg-why-position-id-truncated"),
            PositionIdError::Position(e) => {
                crate::t!("bg-why-position-id-position", reason = e.worded())
            }
        }
    }
}

impl Worded for OpenError {
    fn worded(&self) -> String {
        match *self {
            // what is wrong with an ID is said as the ID's own reason
            OpenError::PositionId(e) => e.worded(),
            OpenError::MatchId(e) => e.worded(),
            OpenError::Xgid(e) => e.worded(),
            OpenError::GameOver => t("bg-why-open-game-over"),
            OpenError::MatchTooLong(n) => crate::t!(
                "bg-why-open-match-too-long",
                length = n,
                max = MAX_MATCH_LENGTH
            ),
            OpenError::Cube(e) => e.worded(),
            OpenError::Setup(e) => e.worded(),
        }
    }
}
