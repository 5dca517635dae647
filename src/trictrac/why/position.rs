//! Why a well-written position is impossible: its board's problems and the
//! rest of what [`PositionError`] says (the score, the pavillon, the dice,
//! the turn).

use crate::kit::i18n::{t, Worded};
use crate::trictrac::texts::side_name;
use tables::trictrac::notation::PositionError;
use tables::trictrac::{BoardError, Pavillon};

impl Worded for BoardError {
    fn worded(&self) -> String {
        match *self {
            BoardError::TooManyCheckers { side, count } => tk!(
                key("tt-why-too-many-checkers"),
                side = side_name(side),
                count = count
            ),
            // the field in White's numbering, and the same field in Black's
            BoardError::SharedField { field } => tk!(
                key("tt-why-shared-field"),
                field = field,
                black_field = 25 - i64::from(field)
            ),
            BoardError::BadPosition { side, pos } => tk!(
                key("tt-why-bad-position"),
                side = side_name(side),
                pos = pos
            ),
            BoardError::LoneCheckerInCorner { side } => {
                tk!(key("tt-why-lone-checker-in-corner"), side = side_name(side))
            }
            BoardError::InOpponentsCorner { side } => {
                tk!(key("tt-why-in-opponents-corner"), side = side_name(side))
            }
        }
    }
}

impl Worded for PositionError {
    fn worded(&self) -> String {
        match *self {
            PositionError::Board(e) => e.worded(),
            PositionError::AllCheckersOff { side } => {
                tk!(key("tt-why-all-checkers-off"), side = side_name(side))
            }
            PositionError::MovedWithoutRolling { side } => {
                tk!(key("tt-why-moved-without-rolling"), side = side_name(side))
            }
            PositionError::OddPoints { side, points } => tk!(
                key("tt-why-odd-points"),
                side = side_name(side),
                points = points
            ),
            PositionError::PointsTooHigh { side, points } => tk!(
                key("tt-why-points-too-high"),
                side = side_name(side),
                points = points
            ),
            PositionError::HolesTooHigh { side, holes } => tk!(
                key("tt-why-holes-too-high"),
                side = side_name(side),
                holes = holes
            ),
            PositionError::BothBredouille => t("tt-why-both-bredouille"),
            PositionError::PointsWithoutBredouille { side } => tk!(
                key("tt-why-points-without-bredouille"),
                side = side_name(side),
                opponent = side_name(side.opponent())
            ),
            PositionError::PavillonInconsistent { pavillon, holes } => match pavillon {
                Pavillon::Middle => tk!(
                    key("tt-why-pavillon-middle"),
                    white = holes.white,
                    black = holes.black
                ),
                Pavillon::Taken(taker) => tk!(
                    key("tt-why-pavillon-taken"),
                    side = side_name(taker),
                    white = holes.white,
                    black = holes.black
                ),
                Pavillon::Aside => tk!(
                    key("tt-why-pavillon-aside"),
                    white = holes.white,
                    black = holes.black
                ),
            },
            PositionError::DieOutOfRange { die } => {
                tk!(key("tt-why-die-out-of-range"), die = die)
            }
            PositionError::RollNotCounted { side } => {
                tk!(key("tt-why-roll-not-counted"), side = side_name(side))
            }
            PositionError::RollsOutOfTurn {
                to_play,
                rolls,
                rolled,
            } => tk!(
                key("tt-why-rolls-out-of-turn"),
                white = rolls.white,
                black = rolls.black,
                side = side_name(to_play),
                rolled = if rolled { "yes" } else { "no" }
            ),
            PositionError::ChoiceWithoutRoll => t("tt-why-choice-without-roll"),
            PositionError::ChoiceWithoutHole { side } => {
                tk!(key("tt-why-choice-without-hole"), side = side_name(side))
            }
            PositionError::ChoiceOnSortie { side } => {
                tk!(key("tt-why-choice-on-sortie"), side = side_name(side))
            }
            PositionError::NotStarted => t("tt-why-not-started"),
        }
    }
}
