//! The whole-game notation of backgammon and its family: a session (money or
//! a match, from the standard start or from any position) as one short,
//! URL-safe, versioned text that replays to the same game.
//!
//! ```text
//! 1.<record>
//! ```
//!
//! The record is the URL-safe Base64 (no padding) of a bit string (see
//! [`crate::common::bits`]):
//!
//! | part | bits |
//! |---|---|
//! | variant | 5: its index in [`Variant::ALL`](crate::backgammon::Variant::ALL) |
//! | match length | 5: 0 money, else 1..=25 |
//! | Crawford rule | 2: 0 no cube, 1 only the trailer barred (FIBS), 2 none |
//! | cube options | 1 in use, 1 beavers, 1 raccoons, 1 Jacoby, 1 automatic doubles, 4 their limit, 1 a 6-6 tie triples, 1 unlimited else 4 the highest cube's log2 |
//! | rule-set options | 5: their number n, then n bits: [`VariantOptions::code`](crate::backgammon::VariantOptions::code) (options added later take their defaults when a record has fewer) |
//! | stakes | 2: 0 per game, 1 per checker left (Tbilisi), 2 the same doubled for a gammon |
//! | draw option | 1: the first mover's last checker off gives the other a last roll ([`Options::last_roll_draw`](crate::backgammon::Options::last_roll_draw)) |
//! | series | 2: 0 the same rule set every game; 1 in turn, 2 a mixed match: then 3 bits their number − 1 and 5 bits each (its index in [`Variant::ALL`](crate::backgammon::Variant::ALL)), and for a mixed match 5 bits the decider |
//! | start | 1: 0 the standard start; 1 then a position: 80 bits of its Position ID's bytes (the side on roll's; laid on the rule set's route), for a rule set whose checkers may start off the board 4 + 4 the checkers still to enter (the side on roll's, the opponent's), for a rule set that pins (Plakoto) 24 + 24 bits of the pinned checkers (the side on roll's, the other's, bit q − 1 for the side's own point q), 1 Black on roll, 4 the cube's log2, 2 its owner (0 centred, 1 White, 2 Black), 4 the stake's power of 3, 16 + 16 White's and Black's score, 1 the Crawford game, 5 the dice rolled (0 none, else 1 + the roll's index in [`Roll::ALL_21`]) |
//! | actions | 20: their number, then each in the bits its phase allows |
//!
//! | phase | action bits |
//! |---|---|
//! | opening roll | 6: 6 × (White's die − 1) + Black's die − 1 |
//! | before the roll | 5: 0..=20 a roll (its index in [`Roll::ALL_21`]), 21 double, 22..=24 resign a single, a gammon, a backgammon |
//! | move | ⌈log₂(n + 3)⌉: the play's index among the n legal plays sorted by their Position ID (opponent on roll), or n..n+2 resign |
//! | cube offered | 2: take, pass, beaver, raccoon |
//! | resignation offered | 1: accept, refuse |
//! | game over | 0: the next game |
//!
//! then zero bits up to a whole byte. A play is named by the Position IDs of
//! the results, not by the generator's order, so a faster generator cannot
//! change what a record means; a change of the rules that adds or removes
//! legal plays must bump the version. (A Position ID does not show pinned
//! checkers, but the results of one roll differ in their free checkers
//! whenever they differ at all: where the mover's checkers end decides what
//! is pinned. The pins of a start were added with Plakoto, the first rule
//! set that has them, so no older record changes.)
//!
//! # Examples
//! ```
//! use tables::backgammon::notation::{format_game, parse_game};
//! use tables::backgammon::{Game, Options, Variant};
//! use tables::Roll;
//! let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
//! g.opening(5, 2).unwrap(); // White plays 5-2 first
//! let after = *g.legal_plays()[0].after();
//! g.play(&after).unwrap();
//! g.roll(Roll::new(6, 6).unwrap()).unwrap();
//! let text = format_game(&g).unwrap();
//! let again = parse_game(&text).unwrap();
//! assert_eq!(again.actions(), g.actions());
//! assert_eq!(again.position(), g.position());
//! ```

use super::game::{Action, Game, GameError, Phase, Record, SetupError};
use super::ids::position_id;
use super::matchplay::OptionsError;
use super::position::Position;
use super::result::GameResult;
use crate::common::bits::{self, width, BitReader, BitWriter, RecordError};
use crate::common::dice::Roll;

mod header;

use header::{read_options, read_start, read_variant, variant_code, write_options, write_start};

/// The version this module writes and reads.
pub const VERSION: &str = "1";
const ACTION_BITS: u32 = 20;
const RESIGNS: [GameResult; 3] = [
    GameResult::Single,
    GameResult::Gammon,
    GameResult::Backgammon,
];

/// What is wrong with a game text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameNotationError {
    /// The text is empty.
    Empty,
    /// Not a version this program reads (the text before the first `.`).
    UnknownVersion,
    /// A character outside `A-Z a-z 0-9 - _` in the record, with its index
    /// in the whole text (in characters).
    BadCharacter {
        /// Its index.
        index: usize,
        /// The character.
        found: char,
    },
    /// The record's length is no Base64 text's.
    Malformed,
    /// The record ends before action `action` (0: in its header) is read.
    Truncated {
        /// The action's number, from 1.
        action: usize,
    },
    /// A value outside its range: what, where, the value and its limit.
    OutOfRange {
        /// The action's number (0: the header).
        action: usize,
        /// The value read.
        value: u32,
        /// Values must be below this.
        limit: u32,
    },
    /// The options cannot be played.
    Options(OptionsError),
    /// The start cannot be set up.
    Start(SetupError),
    /// The start's Position ID is impossible.
    Position,
    /// The game refused action `action`.
    Replay {
        /// The action's number, from 1.
        action: usize,
        /// Why.
        error: GameError,
    },
    /// Something follows the last action (other than the zero padding).
    TrailingData,
    /// The game cannot be written: more than a million actions, or a start
    /// this version cannot hold (a stake that is not a power of 3, a score
    /// above 65,535).
    Unwritable,
}

impl core::fmt::Display for GameNotationError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        use GameNotationError as E;
        match self {
            E::Empty => f.write_str("the game text is empty"),
            E::UnknownVersion => write!(f, "not a backgammon game text of version {VERSION} (it starts \"{VERSION}.\")"),
            E::BadCharacter { index, found } => write!(
                f,
                "{found:?} at character {} is not a character of a game record (A-Z, a-z, 0-9, - and _)",
                index + 1
            ),
            E::Malformed => f.write_str("the game record has a length no record has: it was cut or changed"),
            E::Truncated { action: 0 } => f.write_str("the game record ends in its header"),
            E::Truncated { action } => write!(f, "the game record ends before its action {action}"),
            E::OutOfRange { action, value, limit } => write!(
                f,
                "action {action} of the game record holds {value}, where only 0 to {} can be",
                limit.saturating_sub(1)
            ),
            E::Options(e) => write!(f, "the game's options cannot be played: {e}"),
            E::Start(e) => write!(f, "the game's start cannot be set up: {e}"),
            E::Position => f.write_str("the game's start position is impossible"),
            E::Replay { action, error } => write!(f, "action {action} of the game record is refused: {error}"),
            E::TrailingData => f.write_str("something follows the game record's last action"),
            E::Unwritable => f.write_str("this game cannot be written in the game notation"),
        }
    }
}

impl std::error::Error for GameNotationError {}

fn roll_index(r: Roll) -> u32 {
    Roll::ALL_21.iter().position(|&x| x == r).unwrap_or(0) as u32
}

/// The legal plays of the game's roll, sorted by their Position ID with the
/// opponent on roll.
fn sorted_plays(g: &Game) -> Vec<Position> {
    let mut plays: Vec<(String, Position)> = g
        .legal_plays()
        .iter()
        .map(|p| (position_id::encode(&p.after().flip()), *p.after()))
        .collect();
    crate::common::sort::sort(&mut plays);
    plays.into_iter().map(|(_, p)| p).collect()
}

/// Writes a game (its whole session, from its start) as `1.<record>`.
///
/// # Errors
/// [`GameNotationError::Unwritable`] for a game this version cannot hold;
/// [`GameNotationError::Replay`] if the game's own record does not replay
/// (it always does).
pub fn format_game(game: &Game) -> Result<String, GameNotationError> {
    format_record(&game.record())
}

/// Writes a record as `1.<record>`.
///
/// # Errors
/// As [`format_game`].
pub fn format_record(record: &Record) -> Result<String, GameNotationError> {
    if record.actions.len() >= 1 << ACTION_BITS {
        return Err(GameNotationError::Unwritable);
    }
    let mut w = BitWriter::new();
    w.put(5, variant_code(record.variant));
    write_options(&mut w, &record.options);
    let mut g = match &record.start {
        None => {
            w.put(1, 0);
            Game::new(record.variant, record.options).map_err(GameNotationError::Start)?
        }
        Some(s) => {
            w.put(1, 1);
            write_start(&mut w, record.variant, s)?;
            Game::from_setup(record.variant, record.options, *s)
                .map_err(GameNotationError::Start)?
        }
    }
    .without_log();
    w.put(ACTION_BITS, record.actions.len() as u32);
    for (i, &a) in record.actions.iter().enumerate() {
        let refused = |error| GameNotationError::Replay {
            action: i + 1,
            error,
        };
        match (g.phase(), a) {
            (Phase::Opening, Action::Opening { white, black })
                if (1..=6).contains(&white) && (1..=6).contains(&black) =>
            {
                w.put(6, u32::from(white - 1) * 6 + u32::from(black - 1));
            }
            (Phase::BeforeRoll, Action::Roll(r)) => w.put(5, roll_index(r)),
            (Phase::BeforeRoll, Action::Double) => w.put(5, 21),
            (Phase::BeforeRoll, Action::Resign(r)) => w.put(5, 22 + resign_index(r)),
            (Phase::Move, Action::Play(after)) => {
                let plays = sorted_plays(&g);
                let k = plays
                    .iter()
                    .position(|p| *p == after)
                    .ok_or(refused(GameError::IllegalPlay))?;
                w.put(width(plays.len() + 3), k as u32);
            }
            (Phase::Move, Action::Resign(r)) => {
                let n = g.legal_plays().len();
                w.put(width(n + 3), n as u32 + resign_index(r));
            }
            (
                Phase::CubeOffered(_),
                a @ (Action::Take | Action::Pass | Action::Beaver | Action::Raccoon),
            ) => {
                w.put(
                    2,
                    match a {
                        Action::Take => 0,
                        Action::Pass => 1,
                        Action::Beaver => 2,
                        _ => 3,
                    },
                );
            }
            (Phase::ChooseDouble, Action::ChooseDouble(n)) if (1..=6).contains(&n) => {
                w.put(3, u32::from(n - 1));
            }
            (Phase::ResignOffered { .. }, Action::AcceptResign) => w.put(1, 0),
            (Phase::ResignOffered { .. }, Action::RejectResign) => w.put(1, 1),
            (Phase::GameOver, Action::NextGame) => {}
            (phase, _) => return Err(refused(GameError::WrongPhase { phase })),
        }
        g.act(a).map_err(refused)?;
    }
    Ok(format!("{VERSION}.{}", w.finish()))
}

fn resign_index(r: GameResult) -> u32 {
    RESIGNS.iter().position(|&x| x == r).unwrap_or(0) as u32
}

struct Reader<'a>(BitReader<'a>);

impl Reader<'_> {
    fn get(&mut self, bits: u32, action: usize) -> Result<u32, GameNotationError> {
        self.0
            .get(bits)
            .ok_or(GameNotationError::Truncated { action })
    }

    fn bounded(&mut self, bits: u32, limit: u32, action: usize) -> Result<u32, GameNotationError> {
        let value = self.get(bits, action)?;
        if value >= limit {
            return Err(GameNotationError::OutOfRange {
                action,
                value,
                limit,
            });
        }
        Ok(value)
    }
}

/// Reads a game text written by [`format_game`] and replays it.
///
/// # Errors
/// The first [`GameNotationError`] found; never a panic.
pub fn parse_game(text: &str) -> Result<Game, GameNotationError> {
    if text.is_empty() {
        return Err(GameNotationError::Empty);
    }
    let Some(record) = text.strip_prefix(VERSION).and_then(|r| r.strip_prefix('.')) else {
        return Err(GameNotationError::UnknownVersion);
    };
    let offset = VERSION.len() + 1;
    let bytes = bits::decode_record(text, offset, record).map_err(|e| match e {
        RecordError::BadCharacter { index, found } => {
            GameNotationError::BadCharacter { index, found }
        }
        RecordError::Malformed => GameNotationError::Malformed,
    })?;
    let mut r = Reader(BitReader::new(&bytes));
    let variant = read_variant(&mut r)?;
    let options = read_options(&mut r)?;
    let mut g = if r.get(1, 0)? == 1 {
        let start = read_start(&mut r, options.series.variant(variant, 1))?;
        Game::from_setup(variant, options, start).map_err(GameNotationError::Start)?
    } else {
        Game::new(variant, options).map_err(GameNotationError::Start)?
    };
    let count = r.get(ACTION_BITS, 0)? as usize;
    for action in 1..=count {
        let a = match g.phase() {
            Phase::Opening => {
                let v = r.bounded(6, 36, action)? as u8;
                Action::Opening {
                    white: v / 6 + 1,
                    black: v % 6 + 1,
                }
            }
            Phase::BeforeRoll => match r.bounded(5, 25, action)? {
                k @ 0..=20 => Action::Roll(Roll::ALL_21[k as usize]),
                21 => Action::Double,
                k => Action::Resign(RESIGNS[k as usize - 22]),
            },
            Phase::Move => {
                let plays = sorted_plays(&g);
                let n = plays.len();
                let k = r.bounded(width(n + 3), n as u32 + 3, action)? as usize;
                if k < n {
                    Action::Play(plays[k])
                } else {
                    Action::Resign(RESIGNS[k - n])
                }
            }
            Phase::CubeOffered(_) => match r.get(2, action)? {
                0 => Action::Take,
                1 => Action::Pass,
                2 => Action::Beaver,
                _ => Action::Raccoon,
            },
            Phase::ChooseDouble => Action::ChooseDouble(r.bounded(3, 6, action)? as u8 + 1),
            Phase::ResignOffered { .. } => {
                if r.get(1, action)? == 0 {
                    Action::AcceptResign
                } else {
                    Action::RejectResign
                }
            }
            Phase::GameOver => Action::NextGame,
            phase @ Phase::MatchOver => {
                return Err(GameNotationError::Replay {
                    action,
                    error: GameError::WrongPhase { phase },
                })
            }
        };
        g.act(a)
            .map_err(|error| GameNotationError::Replay { action, error })?;
    }
    if !r.0.at_clean_end() {
        return Err(GameNotationError::TrailingData);
    }
    Ok(g)
}
