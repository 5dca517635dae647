//! Why a game cannot start from a setup or with options: [`SetupError`],
//! [`OptionsError`], [`ScoreError`], [`CubeError`], and why a position is
//! impossible or its text unreadable ([`PositionError`],
//! [`PositionTextError`]).

use super::{nth, player_id, shown, shown_text, variant_name, Worded};
use crate::backgammon::texts::side_name;
use crate::kit::i18n::t;
use tables::backgammon::cube::{CubeError, UNLIMITED_CUBE};
use tables::backgammon::matchplay::{OptionsError, ScoreError, MAX_MATCH_LENGTH};
use tables::backgammon::position_text::{PositionTextError, VERSION};
use tables::backgammon::{PositionError, SetupError};

impl Worded for SetupError {
    fn worded(&self) -> String {
        match *self {
            SetupError::Options(e) => e.worded(),
            SetupError::Checkers { found, expected } => {
                crate::t!("bg-why-setup-checkers", found = found, expected = expected)
            }
            SetupError::AlreadyWon { player } => {
                crate::t!("bg-why-setup-already-won", player = player_id(player))
            }
            SetupError::CubeAboveMaximum { value, max } => {
                crate::t!("bg-why-setup-cube-above-maximum", value = value, max = max)
            }
            SetupError::CubeInCrawfordGame => t("bg-why-setup-cube-in-crawford"),
            SetupError::ZeroStake => t("bg-why-setup-zero-stake"),
            SetupError::Score(e) => e.worded(),
        }
    }
}

impl Worded for OptionsError {
    fn worded(&self) -> String {
        match *self {
            OptionsError::MatchLength { length } => crate::t!(
                "bg-why-options-match-length",
                length = length,
                max = MAX_MATCH_LENGTH
            ),
            OptionsError::MaxCube { value } => crate::t!(
                "bg-why-options-max-cube",
                value = value,
                max = UNLIMITED_CUBE
            ),
            OptionsError::RaccoonsWithoutBeavers => t("bg-why-options-raccoons-without-beavers"),
        }
    }
}

impl Worded for ScoreError {
    fn worded(&self) -> String {
        match *self {
            ScoreError::MatchOver { score } => crate::t!(
                "bg-why-score-match-over",
                white = score.white,
                black = score.black
            ),
            ScoreError::NotACrawfordGame => t("bg-why-score-not-crawford"),
        }
    }
}

impl Worded for CubeError {
    fn worded(&self) -> String {
        match *self {
            CubeError::BadValue { value } => crate::t!(
                "bg-why-cube-error-value",
                value = value,
                max = UNLIMITED_CUBE
            ),
            CubeError::OwnedAtOne { owner } => {
                crate::t!("bg-why-cube-error-owned-at-one", side = side_name(owner))
            }
        }
    }
}

impl Worded for PositionError {
    fn worded(&self) -> String {
        match *self {
            PositionError::TooManyCheckers { player, count, max } => crate::t!(
                "bg-why-position-too-many-checkers",
                player = player_id(player),
                count = count,
                max = max
            ),
            PositionError::SharedPoint { point } => {
                crate::t!("bg-why-position-shared-point", point = point)
            }
            PositionError::BadCheckerCount(n) => {
                crate::t!("bg-why-position-checker-count", n = n)
            }
            PositionError::BadPin { player, point } => crate::t!(
                "bg-why-position-bad-pin",
                player = player_id(player),
                point = point
            ),
        }
    }
}

impl Worded for PositionTextError {
    fn worded(&self) -> String {
        match self {
            PositionTextError::Shape => {
                crate::t!("bg-why-position-text-shape", version = VERSION)
            }
            PositionTextError::UnknownVariant(name) => {
                crate::t!("bg-why-position-text-variant", name = shown_text(name))
            }
            PositionTextError::BadCharacter { index, found } => crate::t!(
                "bg-why-position-text-character",
                character = shown(*found),
                position = nth(*index)
            ),
            PositionTextError::PointCount(n) => {
                crate::t!("bg-why-position-text-point-count", n = *n)
            }
            PositionTextError::BadCounts => t("bg-why-position-text-counts"),
            PositionTextError::BadPins => t("bg-why-position-text-pins"),
            PositionTextError::NoPinning(v) => {
                crate::t!("bg-why-position-text-no-pinning", game = variant_name(*v))
            }
            PositionTextError::Position(e) => e.worded(),
        }
    }
}
