//! Why a game record is refused: [`GameNotationError`] (the text),
//! [`ReplayError`] (a record replayed), [`GameError`] (an action the game
//! refuses) and [`CubeRefusal`] (why the cube may not be turned now).

use super::{action_id, nth, shown, Worded};
use crate::backgammon::texts::{result_id, side_name};
use crate::kit::i18n::t;
use tables::backgammon::notation::{GameNotationError, VERSION};
use tables::backgammon::{CubeRefusal, GameError, Phase, ReplayError};

impl Worded for GameNotationError {
    fn worded(&self) -> String {
        use GameNotationError as E;
        match *self {
            E::Empty => t("bg-why-notation-empty"),
            E::UnknownVersion => crate::t!("bg-why-notation-version", version = VERSION),
            E::BadCharacter { index, found } => crate::t!(
                "bg-why-notation-character",
                character = shown(found),
                position = nth(index)
            ),
            E::Malformed => t("bg-why-notation-malformed"),
            // action 0 is the header (the actions are numbered from 1)
            E::Truncated { action: 0 } => t("bg-why-notation-truncated-header"),
            E::Truncated { action } => crate::t!("bg-why-notation-truncated", action = action),
            E::OutOfRange {
                action: 0,
                value,
                limit,
            } => crate::t!(
                "bg-why-notation-header-out-of-range",
                value = value,
                max = limit.saturating_sub(1)
            ),
            E::OutOfRange {
                action,
                value,
                limit,
            } => crate::t!(
                "bg-why-notation-out-of-range",
                action = action,
                value = value,
                max = limit.saturating_sub(1)
            ),
            E::Options(e) => crate::t!("bg-why-notation-options", reason = e.worded()),
            E::Start(e) => crate::t!("bg-why-notation-start", reason = e.worded()),
            E::Position => t("bg-why-notation-position"),
            E::Replay { action, error } => crate::t!(
                "bg-why-notation-replay",
                action = action,
                reason = error.worded()
            ),
            E::TrailingData => t("bg-why-notation-trailing"),
            E::Unwritable => t("bg-why-notation-unwritable"),
        }
    }
}

impl Worded for ReplayError {
    fn worded(&self) -> String {
        match *self {
            ReplayError::Start(e) => crate::t!("bg-why-replay-start", reason = e.worded()),
            ReplayError::Action { index, error } => crate::t!(
                "bg-why-replay-action",
                action = nth(index),
                reason = error.worded()
            ),
        }
    }
}

/// What the game waits for, as `bg-why-game-wrong-phase` selects it
/// (`$phase`), with the offer or the resignation waiting for its answer:
/// who made it (`$side`), the cube action and its value, the result.
struct Waits {
    phase: &'static str,
    side: String,
    action: &'static str,
    value: u32,
    result: &'static str,
}

fn waits(p: Phase) -> Waits {
    let plain = |phase| Waits {
        phase,
        side: String::new(),
        action: "",
        value: 0,
        result: "",
    };
    match p {
        Phase::Opening => plain("opening"),
        Phase::BeforeRoll => plain("before-roll"),
        Phase::CubeOffered(offer) => Waits {
            side: side_name(offer.by),
            action: action_id(offer.kind),
            value: offer.value,
            ..plain("cube-offered")
        },
        Phase::Move => plain("move"),
        Phase::ChooseDouble => plain("choose-double"),
        Phase::ResignOffered { by, result, .. } => Waits {
            side: side_name(by),
            result: result_id(result),
            ..plain("resign-offered")
        },
        Phase::GameOver => plain("game-over"),
        Phase::MatchOver => plain("match-over"),
    }
}

impl Worded for GameError {
    fn worded(&self) -> String {
        match *self {
            GameError::WrongPhase { phase } => {
                let w = waits(phase);
                crate::t!(
                    "bg-why-game-wrong-phase",
                    phase = w.phase,
                    side = w.side,
                    action = w.action,
                    value = w.value,
                    result = w.result
                )
            }
            GameError::NotYourTurn { side, to_act } => crate::t!(
                "bg-why-game-not-your-turn",
                side = side_name(side),
                to_act = side_name(to_act)
            ),
            GameError::BadDie(die) => crate::t!("bg-why-game-bad-die", die = die),
            GameError::IllegalPlay => t("bg-why-game-illegal-play"),
            GameError::CubeRefused { action, reason } => crate::t!(
                "bg-why-game-cube-refused",
                action = action_id(action),
                reason = reason.worded()
            ),
        }
    }
}

impl Worded for CubeRefusal {
    fn worded(&self) -> String {
        match *self {
            CubeRefusal::NotInUse => t("bg-why-cube-refusal-not-in-use"),
            CubeRefusal::OwnedByOpponent { owner } => {
                crate::t!("bg-why-cube-refusal-owned", side = side_name(owner))
            }
            CubeRefusal::CrawfordGame => t("bg-why-cube-refusal-crawford"),
            CubeRefusal::TrailerInCrawfordGame => t("bg-why-cube-refusal-trailer-in-crawford"),
            CubeRefusal::AtMaximum { max } => {
                crate::t!("bg-why-cube-refusal-at-maximum", max = max)
            }
            CubeRefusal::NotBeforeFirstMove => t("bg-why-cube-refusal-before-first-move"),
            CubeRefusal::AlreadyDoubledThisTurn => t("bg-why-cube-refusal-already-doubled"),
            CubeRefusal::MoneyOnly => t("bg-why-cube-refusal-money-only"),
            CubeRefusal::NoBeaver => t("bg-why-cube-refusal-no-beaver"),
            CubeRefusal::NoRaccoon => t("bg-why-cube-refusal-no-raccoon"),
            CubeRefusal::LastRoll => t("bg-why-cube-refusal-last-roll"),
        }
    }
}
