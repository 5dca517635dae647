//! The game notation: a whole partie (or a game from a position) as a short,
//! URL-safe record that the engine replays to the same state and log.

use super::errors::{Field, GameNotationError, PositionReadError};
use super::position::{Position, VERSION};
use crate::common::bits::{self, width, BitReader, BitWriter, RecordError};
use crate::common::dice::Roll;
use crate::trictrac::game::{Action, Choice, Game, GameError, Phase};
use crate::trictrac::options::{Options, PassageRule, SortieMethod, StakeMethod};
use crate::trictrac::scoreboard::Count;

/// Bits that hold the number of actions.
const COUNT_BITS: u32 = 16;
/// Bits of a marked count: 0 = none, 1 + n/2 for the even count n (0..=100).
const MARKED_BITS: u32 = 6;
/// Codes of a marked count.
const MARKED_CODES: u32 = 52;
/// The code announcing a count whose error the opponent let pass; the count's
/// own code follows (codes 52..=62 are unused).
const LET_PASS: u32 = 63;

fn options_code(o: &Options) -> u32 {
    let stake = match o.stake {
        StakeMethod::NineteenthCentury => 0,
        StakeMethod::Oldest => 1,
        StakeMethod::Second => 2,
    };
    u32::from(o.sortie == SortieMethod::Slow) << 4
        | stake << 2
        | u32::from(o.passage == PassageRule::Literal) << 1
        | u32::from(o.ecoles)
}

fn options_of(code: u32) -> Result<Options, GameNotationError> {
    let stake = match (code >> 2) & 3 {
        0 => StakeMethod::NineteenthCentury,
        1 => StakeMethod::Oldest,
        2 => StakeMethod::Second,
        v => {
            return Err(GameNotationError::OutOfRange {
                action: 0,
                field: Field::Options,
                value: v,
                limit: 3,
            })
        }
    };
    Ok(Options {
        sortie: if code & 16 != 0 {
            SortieMethod::Slow
        } else {
            SortieMethod::Fast
        },
        stake,
        passage: if code & 2 != 0 {
            PassageRule::Literal
        } else {
            PassageRule::PerQuarter
        },
        ecoles: code & 1 != 0,
    })
}

struct Writer {
    w: BitWriter,
}

impl Writer {
    fn put(&mut self, bits: u32, value: u32) {
        self.w.put(bits, value);
    }

    fn marked(&mut self, m: Option<Count>) {
        if m.is_some_and(|c| !c.claimed) {
            self.put(MARKED_BITS, LET_PASS);
        }
        self.put(
            MARKED_BITS,
            m.map_or(0, |c| 1 + u32::from(c.points.min(100)) / 2),
        );
    }
}

/// Writes a game as a record: `1.` then the URL-safe base64 of its bits, then
/// for a game started from a position `~` and that position's notation.
///
/// # Errors
/// [`GameNotationError::TooLong`] past 65,535 actions; for a game from a
/// position, a starting position the position notation cannot hold.
///
/// # Examples
/// ```
/// use tables::trictrac::notation::{format_game, parse_game};
/// use tables::trictrac::{Game, Options, Roll};
/// let mut g = Game::new(Options::default());
/// g.primacy(5, 2).unwrap();
/// g.roll(Roll::new(6, 5).unwrap()).unwrap();
/// let t = g.legal_turns()[0];
/// g.play(&t).unwrap();
/// let text = format_game(&g).unwrap();
/// assert_eq!(text, "1.AAANmgA");
/// let again = parse_game(&text).unwrap();
/// assert_eq!(again.actions(), g.actions());
/// assert_eq!(again.events(), g.events());
/// ```
pub fn format_game(game: &Game) -> Result<String, GameNotationError> {
    let actions = game.actions();
    if actions.len() > usize::from(u16::MAX) {
        return Err(GameNotationError::TooLong {
            actions: actions.len(),
        });
    }
    let mut out = Writer {
        w: BitWriter::new(),
    };
    let (mut g, suffix) = match game.start() {
        Some(start) => {
            let p = Position::from_game(start)
                .map_err(|e| GameNotationError::Position(PositionReadError::Invalid(e)))?;
            (p.to_game(), Some(p.to_string()))
        }
        None => {
            out.put(5, options_code(game.options()));
            (Game::new(*game.options()), None)
        }
    };
    let schooled = actions
        .iter()
        .any(|a| matches!(a, Action::Roll(_, Some(_)) | Action::Play(_, Some(_))));
    out.put(1, u32::from(schooled));
    out.put(COUNT_BITS, actions.len() as u32);
    for (i, a) in actions.iter().enumerate() {
        match (g.phase(), a) {
            (Phase::Primacy, Action::Primacy { white, black }) => {
                out.put(6, u32::from(white - 1) * 6 + u32::from(black - 1));
            }
            (Phase::Roll, Action::Roll(r, m)) => {
                let k = Roll::ALL_21.iter().position(|x| x == r).unwrap_or(0);
                out.put(5, k as u32);
                if schooled {
                    out.marked(*m);
                }
            }
            (Phase::Choose, Action::Choose(c)) => out.put(1, u32::from(*c == Choice::SenAller)),
            (Phase::Move, Action::Play(t, m)) => {
                let turns = g.legal_turns();
                let k = turns.iter().position(|x| x.key() == t.key()).unwrap_or(0);
                out.put(width(turns.len()), k as u32);
                if schooled {
                    out.marked(*m);
                }
            }
            (phase, _) => {
                return Err(GameNotationError::Replay {
                    action: i + 1,
                    error: GameError::WrongPhase { phase },
                })
            }
        }
        g.act(*a).map_err(|error| GameNotationError::Replay {
            action: i + 1,
            error,
        })?;
    }
    let mut text = format!("{VERSION}.{}", out.w.finish());
    if let Some(p) = suffix {
        text.push('~');
        text.push_str(&p);
    }
    Ok(text)
}

struct Reader<'a> {
    r: BitReader<'a>,
}

impl Reader<'_> {
    fn get(&mut self, bits: u32, action: usize) -> Result<u32, GameNotationError> {
        self.r
            .get(bits)
            .ok_or(GameNotationError::Truncated { action })
    }

    fn bounded(
        &mut self,
        bits: u32,
        limit: usize,
        action: usize,
        field: Field,
    ) -> Result<usize, GameNotationError> {
        let value = self.get(bits, action)?;
        if value as usize >= limit {
            return Err(GameNotationError::OutOfRange {
                action,
                field,
                value,
                limit: limit as u32,
            });
        }
        Ok(value as usize)
    }

    fn marked(&mut self, action: usize) -> Result<Option<Count>, GameNotationError> {
        let code = self.get(MARKED_BITS, action)?;
        if code == LET_PASS {
            // a count follows (not "none")
            let code = self.bounded(MARKED_BITS, MARKED_CODES as usize, action, Field::Marked)?;
            return match code.checked_sub(1) {
                Some(n) => Ok(Some(Count::let_pass((2 * n) as u8))),
                None => Err(GameNotationError::Malformed),
            };
        }
        if code >= MARKED_CODES {
            return Err(GameNotationError::OutOfRange {
                action,
                field: Field::Marked,
                value: code,
                limit: MARKED_CODES,
            });
        }
        Ok(code.checked_sub(1).map(|n| Count::claimed((2 * n) as u8)))
    }
}

/// Reads a record written by [`format_game`] and replays it.
///
/// # Errors
/// Every way the text can fail to be a record of this version, the first one
/// found.
pub fn parse_game(text: &str) -> Result<Game, GameNotationError> {
    if text.is_empty() {
        return Err(GameNotationError::Empty);
    }
    let Some((version, rest)) = text.split_once('.') else {
        let found = text.chars().take(16).collect();
        return Err(GameNotationError::UnknownVersion { found });
    };
    if version != VERSION {
        let found = version.chars().take(16).collect();
        return Err(GameNotationError::UnknownVersion { found });
    }
    let (record, position) = match rest.split_once('~') {
        Some((r, p)) => (r, Some(p)),
        None => (rest, None),
    };
    let offset = version.len() + 1;
    let bytes = bits::decode_record(text, offset, record).map_err(|e| match e {
        RecordError::BadCharacter { index, found } => {
            GameNotationError::BadCharacter { index, found }
        }
        RecordError::Malformed => GameNotationError::Malformed,
    })?;
    let mut r = Reader {
        r: BitReader::new(&bytes),
    };
    let mut g = match position {
        Some(p) => p
            .parse::<Position>()
            .map_err(GameNotationError::Position)?
            .to_game(),
        None => Game::new(options_of(r.get(5, 0)?)?),
    };
    let schooled = r.get(1, 0)? == 1;
    let count = r.get(COUNT_BITS, 0)? as usize;
    for action in 1..=count {
        let a = match g.phase() {
            Phase::Primacy => {
                let v = r.bounded(6, 36, action, Field::Primacy)? as u8;
                Action::Primacy {
                    white: v / 6 + 1,
                    black: v % 6 + 1,
                }
            }
            Phase::Roll => {
                let k = r.bounded(5, 21, action, Field::Roll)?;
                let m = if schooled { r.marked(action)? } else { None };
                Action::Roll(Roll::ALL_21[k], m)
            }
            Phase::Choose => Action::Choose(if r.get(1, action)? == 1 {
                Choice::SenAller
            } else {
                Choice::Tenir
            }),
            Phase::Move => {
                let turns = g.legal_turns();
                let k = r.bounded(width(turns.len()), turns.len(), action, Field::Turn)?;
                let t = turns[k];
                let m = if schooled { r.marked(action)? } else { None };
                Action::Play(t, m)
            }
            Phase::Over => {
                return Err(GameNotationError::Replay {
                    action,
                    error: GameError::WrongPhase { phase: Phase::Over },
                })
            }
        };
        g.act(a)
            .map_err(|error| GameNotationError::Replay { action, error })?;
    }
    // the rest of the last byte is zero padding, and nothing follows
    // the writer sets the school flag only for a record with counts
    let counted = g
        .actions()
        .iter()
        .any(|a| matches!(a, Action::Roll(_, Some(_)) | Action::Play(_, Some(_))));
    if schooled && !counted {
        return Err(GameNotationError::Malformed);
    }
    if !r.r.at_clean_end() {
        return Err(GameNotationError::TrailingData);
    }
    Ok(g)
}
