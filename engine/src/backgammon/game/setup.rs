//! A game from any position (for analysis links): the setup and what can be
//! wrong with it.

use crate::backgammon::cube::{Cube, CubeOwner};
use crate::backgammon::matchplay::{CrawfordRule, OptionsError, ScoreError};
use crate::backgammon::position::{Missing, Player, Position};
use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};

/// Where a session's first game starts when it is not the standard opening.
/// Unvalidated; [`crate::backgammon::Game::from_setup`] checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameSetup {
    /// The position, seen from `on_roll`.
    pub position: Position,
    /// The side on roll.
    pub on_roll: Side,
    /// The cube.
    pub cube: Cube,
    /// The stake multiplier (1 unless a 6-6 opening tie tripled it).
    pub stake: u32,
    /// The score before this game.
    pub score: BySide<u32>,
    /// This game is the Crawford game.
    pub crawford: bool,
    /// The dice already rolled by `on_roll` (`None`: he is before his roll).
    pub dice: Option<Roll>,
}

impl GameSetup {
    /// `position` with `on_roll` to roll, cube centred at 1, stake 1, 0-0,
    /// not the Crawford game.
    pub fn new(position: Position, on_roll: Side) -> GameSetup {
        GameSetup {
            position,
            on_roll,
            cube: Cube::CENTRED,
            stake: 1,
            score: BySide::splat(0),
            crawford: false,
            dice: None,
        }
    }
}

/// Why a setup cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The options are invalid.
    Options(OptionsError),
    /// The position has not the variant's number of checkers a side (in a
    /// capture game: a side has none, more than the variant's, or some borne
    /// off).
    Checkers {
        /// Checkers a side in the position.
        found: u8,
        /// The variant's.
        expected: u8,
    },
    /// A side has already borne off all its checkers.
    AlreadyWon {
        /// Who.
        player: Player,
    },
    /// The cube is above the options' maximum.
    CubeAboveMaximum {
        /// Its value.
        value: u32,
        /// The maximum.
        max: u32,
    },
    /// The cube has been turned in a Crawford game where it is out of play.
    CubeInCrawfordGame,
    /// The stake multiplier is 0.
    ZeroStake,
    /// The score cannot be.
    Score(ScoreError),
}

impl core::fmt::Display for SetupError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            SetupError::Options(e) => e.fmt(f),
            SetupError::Checkers { found, expected } => write!(
                f,
                "the position has {found} checkers a side; the variant has {expected}"
            ),
            SetupError::AlreadyWon { player } => write!(
                f,
                "{} has already borne off all checkers",
                match player {
                    Player::OnRoll => "the player on roll",
                    Player::Opponent => "the opponent",
                }
            ),
            SetupError::CubeAboveMaximum { value, max } => {
                write!(f, "a cube of {value} is above the maximum of {max}")
            }
            SetupError::CubeInCrawfordGame => {
                f.write_str("the cube is out of play in the Crawford game: it must be 1, centred")
            }
            SetupError::ZeroStake => f.write_str("the stake multiplier is at least 1"),
            SetupError::Score(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SetupError {}

/// The checks of a setup that need no game: checkers (each side has all
/// the variant's, or, `missing` being captured, 1 to all of them and none
/// borne off), finished game, cube against the maximum and the Crawford
/// rule, stake.
pub(super) fn check(
    setup: &GameSetup,
    checkers: u8,
    missing: Missing,
    max_log2: u8,
    crawford_rule: CrawfordRule,
) -> Result<(), SetupError> {
    for player in [Player::OnRoll, Player::Opponent] {
        let found = setup.position.checkers_of(player);
        let ok = match missing {
            Missing::BorneOff => found == checkers,
            Missing::Captured => (1..=checkers).contains(&found) && setup.position.off(player) == 0,
        };
        if !ok {
            return Err(SetupError::Checkers {
                found,
                expected: checkers,
            });
        }
    }
    for player in [Player::OnRoll, Player::Opponent] {
        if setup.position.has_won(player) {
            return Err(SetupError::AlreadyWon { player });
        }
    }
    if setup.cube.log2() > max_log2 {
        return Err(SetupError::CubeAboveMaximum {
            value: setup.cube.value(),
            max: 1 << max_log2,
        });
    }
    if setup.crawford
        && crawford_rule == CrawfordRule::NoCube
        && (setup.cube.value() > 1 || setup.cube.owner() != CubeOwner::Centred)
    {
        return Err(SetupError::CubeInCrawfordGame);
    }
    if setup.stake == 0 {
        return Err(SetupError::ZeroStake);
    }
    Ok(())
}
