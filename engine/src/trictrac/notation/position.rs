//! The position notation: text ↔ [`PositionSetup`] (unvalidated) → [`Position`]
//! (validated, playable).

use super::errors::{PositionError, PositionReadError};
use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};
use crate::trictrac::board::{Board, CHECKERS, OFF, TALON};
use crate::trictrac::game::{Game, Phase};
use crate::trictrac::movegen::legal_turns_into;
use crate::trictrac::options::{Options, PassageRule, SortieMethod, StakeMethod};
use crate::trictrac::scoreboard::{Pavillon, Scoreboard, HOLES_TO_WIN, POINTS_PER_HOLE};

/// The version this engine writes and reads.
pub const VERSION: &str = "1";

/// A position as written, possibly impossible: public fields, no checks.
/// [`PositionSetup::validate`] turns it into a playable [`Position`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionSetup {
    /// Each side's checkers by its own position (index 1..=24; index 0 must
    /// be 0; borne-off checkers are the rest of 15).
    pub checkers: BySide<[u8; 25]>,
    /// The side to roll, or that has rolled.
    pub to_play: Side,
    /// The dice, in the order written, when `to_play` has rolled.
    pub dice: Option<[u8; 2]>,
    /// `to_play` won a hole on his roll and must choose tenir or s'en aller.
    pub choosing: bool,
    /// Points on each chip.
    pub points: BySide<u8>,
    /// Each side's bredouille flag.
    pub bredouille: BySide<bool>,
    /// Holes of each side.
    pub holes: BySide<u8>,
    /// The pavillon.
    pub pavillon: Pavillon,
    /// Rolls made by each side in this relevé (the current roll included).
    pub rolls: BySide<u16>,
    /// The options.
    pub options: Options,
}

impl Default for PositionSetup {
    /// The start of a partie, White to roll.
    fn default() -> Self {
        let mut start = [0u8; 25];
        start[1] = CHECKERS;
        PositionSetup {
            checkers: BySide::splat(start),
            to_play: Side::White,
            dice: None,
            choosing: false,
            points: BySide::splat(0),
            bredouille: BySide::splat(false),
            holes: BySide::splat(0),
            pavillon: Pavillon::Middle,
            rolls: BySide::splat(0),
            options: Options::default(),
        }
    }
}

/// A playable position: the checkers, the marking, whose turn, the roll if
/// made, the rolls of the relevé and the options. Built only by validation.
///
/// # Examples
/// ```
/// use tables::trictrac::notation::Position;
/// let p: Position = "1.O994o.w.0-0-0.0-0-0.m".parse().unwrap();
/// assert_eq!(p.to_string(), "1.O994o.w.0-0-0.0-0-0.m");
/// let game = p.to_game();
/// assert_eq!(game.phase(), tables::trictrac::Phase::Roll);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    score: Scoreboard,
    to_play: Side,
    roll: Option<Roll>,
    choosing: bool,
    rolls: BySide<u16>,
    options: Options,
}

impl Position {
    /// The checkers.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Chips, pegs and pavillon.
    pub fn scoreboard(&self) -> &Scoreboard {
        &self.score
    }
    /// The side to roll, or that has rolled.
    pub fn to_play(&self) -> Side {
        self.to_play
    }
    /// The roll, when made.
    pub fn roll(&self) -> Option<Roll> {
        self.roll
    }
    /// A choice tenir / s'en aller is pending.
    pub fn choosing(&self) -> bool {
        self.choosing
    }
    /// Rolls each side made in this relevé (the current roll included).
    pub fn rolls(&self) -> BySide<u16> {
        self.rolls
    }
    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// The game that continues from this position.
    pub fn to_game(&self) -> Game {
        match self.roll {
            None => Game::from_position(
                self.options,
                self.board,
                self.score,
                self.to_play,
                self.rolls,
            ),
            Some(roll) => Game::from_position_rolled(
                self.options,
                self.board,
                self.score,
                self.to_play,
                self.rolls,
                roll,
                self.choosing,
            ),
        }
    }

    /// The position a game is in.
    ///
    /// # Errors
    /// [`PositionError::NotStarted`] before the primacy, the holes of a finished
    /// partie, or whatever makes a game built from an impossible position invalid.
    pub fn from_game(game: &Game) -> Result<Position, Vec<PositionError>> {
        if game.phase() == Phase::Primacy {
            return Err(vec![PositionError::NotStarted]);
        }
        let board = game.board();
        let rolled = matches!(game.phase(), Phase::Move | Phase::Choose);
        let score = game.scoreboard();
        let mut checkers = BySide::splat([0u8; 25]);
        for side in Side::ALL {
            checkers[side].copy_from_slice(&board.side(side)[..25]);
        }
        PositionSetup {
            checkers,
            to_play: game.to_play(),
            dice: game
                .current_roll()
                .filter(|_| rolled)
                .map(|r| [r.high(), r.low()]),
            choosing: game.phase() == Phase::Choose,
            points: score.points,
            bredouille: score.bredouille,
            holes: score.holes,
            pavillon: score.pavillon,
            rolls: game.rolls_in_releve(),
            options: *game.options(),
        }
        .validate()
    }

    /// The setup that writes this position.
    pub fn setup(&self) -> PositionSetup {
        let mut checkers = BySide::splat([0u8; 25]);
        for side in Side::ALL {
            checkers[side].copy_from_slice(&self.board.side(side)[..25]);
        }
        PositionSetup {
            checkers,
            to_play: self.to_play,
            dice: self.roll.map(|r| [r.high(), r.low()]),
            choosing: self.choosing,
            points: self.score.points,
            bredouille: self.score.bredouille,
            holes: self.score.holes,
            pavillon: self.score.pavillon,
            rolls: self.rolls,
            options: self.options,
        }
    }
}

impl core::fmt::Display for Position {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.setup().fmt(f)
    }
}

impl core::str::FromStr for Position {
    type Err = PositionReadError;
    fn from_str(s: &str) -> Result<Position, PositionReadError> {
        Ok(s.parse::<PositionSetup>()?.validate()?)
    }
}

impl PositionSetup {
    /// Checks everything and builds the playable position.
    ///
    /// # Errors
    /// Every problem found.
    pub fn validate(&self) -> Result<Position, Vec<PositionError>> {
        let mut errors = Vec::new();
        let board = match Board::from_counts(self.checkers.white, self.checkers.black) {
            Ok(b) => Some(b),
            Err(es) => {
                errors.extend(es.into_iter().map(PositionError::Board));
                None
            }
        };
        if let Some(b) = &board {
            for side in Side::ALL {
                if b.count(side, OFF) == CHECKERS {
                    errors.push(PositionError::AllCheckersOff { side });
                } else if self.rolls[side] == 0 && b.count(side, TALON) != CHECKERS {
                    errors.push(PositionError::MovedWithoutRolling { side });
                }
            }
        }
        for side in Side::ALL {
            let points = self.points[side];
            if points % 2 == 1 {
                errors.push(PositionError::OddPoints { side, points });
            }
            if points >= POINTS_PER_HOLE {
                errors.push(PositionError::PointsTooHigh { side, points });
            }
            let holes = self.holes[side];
            if holes >= HOLES_TO_WIN {
                errors.push(PositionError::HolesTooHigh { side, holes });
            }
        }
        if self.bredouille.white && self.bredouille.black {
            errors.push(PositionError::BothBredouille);
        }
        for side in Side::ALL {
            if self.points[side] > 0 && self.points[side.opponent()] == 0 && !self.bredouille[side]
            {
                errors.push(PositionError::PointsWithoutBredouille { side });
            }
        }
        let h = self.holes;
        let pavillon_ok = match self.pavillon {
            Pavillon::Middle => h.white == 0 || h.black == 0,
            Pavillon::Taken(_) | Pavillon::Aside => h.white > 0 && h.black > 0,
        };
        if !pavillon_ok {
            errors.push(PositionError::PavillonInconsistent {
                pavillon: self.pavillon,
                holes: h,
            });
        }
        let mut roll = None;
        if let Some([a, b]) = self.dice {
            for die in [a, b] {
                if !(1..=6).contains(&die) {
                    errors.push(PositionError::DieOutOfRange { die });
                }
            }
            roll = Roll::new(a, b).ok();
        }
        let (me, opp) = (
            self.rolls[self.to_play],
            self.rolls[self.to_play.opponent()],
        );
        let rolled = self.dice.is_some();
        if rolled && me == 0 {
            errors.push(PositionError::RollNotCounted { side: self.to_play });
        } else {
            let before = if rolled { me - 1 } else { me };
            if before != opp && u32::from(before) + 1 != u32::from(opp) {
                errors.push(PositionError::RollsOutOfTurn {
                    to_play: self.to_play,
                    rolls: self.rolls,
                    rolled,
                });
            }
        }
        if self.choosing {
            if !rolled {
                errors.push(PositionError::ChoiceWithoutRoll);
            }
            if self.holes[self.to_play] == 0 {
                errors.push(PositionError::ChoiceWithoutHole { side: self.to_play });
            }
        }
        if let (true, Some(b), Some(r)) = (self.choosing, &board, roll) {
            let mut turns = Vec::new();
            let info = legal_turns_into(b, self.to_play, r, &self.options, &mut turns);
            if info.sortie {
                errors.push(PositionError::ChoiceOnSortie { side: self.to_play });
            }
        }
        match board {
            Some(board) if errors.is_empty() => Ok(Position {
                board,
                score: Scoreboard {
                    points: self.points,
                    bredouille: self.bredouille,
                    holes: self.holes,
                    pavillon: self.pavillon,
                },
                to_play: self.to_play,
                roll,
                choosing: self.choosing,
                rolls: self.rolls,
                options: self.options,
            }),
            _ => Err(errors),
        }
    }
}

/// Options letters in canonical order, with the options they set.
pub(super) const OPTION_LETTERS: [char; 5] = ['s', 'o', 't', 'l', 'e'];

fn option_letters(o: &Options) -> impl Iterator<Item = char> + '_ {
    OPTION_LETTERS.into_iter().filter(move |c| match c {
        's' => o.sortie == SortieMethod::Slow,
        'o' => o.stake == StakeMethod::Oldest,
        't' => o.stake == StakeMethod::Second,
        'l' => o.passage == PassageRule::Literal,
        _ => o.ecoles,
    })
}

impl core::fmt::Display for PositionSetup {
    /// Writes the notation. Lossless for every setup that reading gives
    /// (what reading cannot give is written as near as the notation allows:
    /// more than 15 checkers on a field as 15, a field held by both sides as
    /// White's, a die above 9 as its digits, a choice without dice as `c`).
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use core::fmt::Write;
        write!(f, "{VERSION}.")?;
        let mut empty = 0u8;
        let flush = |f: &mut core::fmt::Formatter<'_>, empty: &mut u8| -> core::fmt::Result {
            while *empty > 0 {
                let run = (*empty).min(9);
                f.write_char(char::from(b'0' + run))?;
                *empty -= run;
            }
            Ok(())
        };
        for field in 1..=24usize {
            let w = self.checkers.white[field];
            let b = self.checkers.black[25 - field];
            if w == 0 && b == 0 {
                empty += 1;
                continue;
            }
            flush(f, &mut empty)?;
            let c = if w > 0 {
                b'A' + w.min(15) - 1
            } else {
                b'a' + b.min(15) - 1
            };
            f.write_char(char::from(c))?;
        }
        flush(f, &mut empty)?;
        f.write_char('.')?;
        f.write_char(if self.to_play == Side::White {
            'w'
        } else {
            'b'
        })?;
        if let Some([a, b]) = self.dice {
            write!(f, "{a}{b}")?;
        }
        if self.choosing {
            f.write_char('c')?;
        }
        for side in Side::ALL {
            write!(f, ".{}", self.points[side])?;
            if self.bredouille[side] {
                f.write_char('b')?;
            }
            write!(f, "-{}-{}", self.holes[side], self.rolls[side])?;
        }
        f.write_str(match self.pavillon {
            Pavillon::Middle => ".m",
            Pavillon::Taken(Side::White) => ".w",
            Pavillon::Taken(Side::Black) => ".b",
            Pavillon::Aside => ".x",
        })?;
        let mut first = true;
        for c in option_letters(&self.options) {
            if first {
                f.write_char('.')?;
                first = false;
            }
            f.write_char(c)?;
        }
        Ok(())
    }
}
