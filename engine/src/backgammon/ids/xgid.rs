//! XGID (eXtreme Gammon ID) text, read as GNU Backgammon 1.07's `set xgid` reads
//! it, and its translation to gnubg's board and Match ID fields.
//!
//! `XGID=PPPPPPPPPPPPPPPPPPPPPPPPPP:CV:CP:T:D:S1:S2:CJ:ML:MC`, all ten parts:
//! 26 position characters (char 0 the top player's bar, chars 1..=24 the points
//! seen from the bottom player, char 25 the bottom player's bar; `A`–`P` = 1–16
//! bottom checkers, `a`–`p` top checkers, `-` empty), log2 of the cube, cube owner
//! (1 bottom, 0 centred, -1 top), turn (1 bottom, -1 top), dice (`00`, `D` or two
//! digits), bottom's score, top's score, Crawford/Jacoby/beavers, match length
//! (0 = money) and log2 of the maximum cube.
//!
//! The top player is gnubg's player 0, the bottom player gnubg's player 1
//! ([`XgidSide::player`]), verified with gnubg 1.07.001 (`set.c: SetXGID`).
//!
//! [`parse`] is stricter than gnubg, which reads numbers with `atoi`: it refuses
//! what gnubg reads as something else or sets up only halfway. Every such case is
//! an [`XgidError`] variant whose documentation says what gnubg does.

use super::match_id::{self, CubeOwner, GameState, MatchIdError, MatchIdFields, Player, Resignation};
use core::fmt;

/// The prefix [`format`] writes. [`parse`] ignores anything up to the last `=`
/// before the position, as gnubg does (`XGID=`, `xgid=` or nothing).
pub const XGID_PREFIX: &str = "XGID=";
/// Checkers a side may have on the board and the bar.
pub const MAX_CHECKERS: u32 = 15;
/// The maximum cube [`from_gnubg`] writes (2^10, XG's default; gnubg ignores it).
pub const DEFAULT_MAX_CUBE_LOG2: u8 = 10;

/// The two players of an XGID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidSide {
    /// The lower-case player, drawn on top; gnubg's player 0.
    Top,
    /// The upper-case player, drawn at the bottom; gnubg's player 1.
    Bottom,
}

impl XgidSide {
    /// The gnubg player this side becomes after `set xgid`.
    pub const fn player(self) -> Player {
        match self {
            XgidSide::Top => Player::Zero,
            XgidSide::Bottom => Player::One,
        }
    }

    /// The side of a gnubg player.
    pub const fn of_player(player: Player) -> XgidSide {
        match player {
            Player::Zero => XgidSide::Top,
            Player::One => XgidSide::Bottom,
        }
    }
}

/// The checkers of an XGID as raw counts, unvalidated.
///
/// Each side from its own side, as in each half of gnubg's Position ID: index 0
/// = its 1-point (ace), 23 = its 24-point, 24 = its bar. XGID character `i` in
/// 1..=24 is `bottom[i - 1]` or `top[24 - i]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct XgidPosition {
    /// The top player's (gnubg player 0's) counts.
    pub top: [u8; 25],
    /// The bottom player's (gnubg player 1's) counts.
    pub bottom: [u8; 25],
}

impl XgidPosition {
    /// The starting position of backgammon, both sides alike.
    pub const START: XgidPosition = {
        let mut half = [0u8; 25];
        half[5] = 5;
        half[7] = 3;
        half[12] = 5;
        half[23] = 2;
        XgidPosition { top: half, bottom: half }
    };

    /// The counts of one side.
    pub const fn side(&self, side: XgidSide) -> &[u8; 25] {
        match side {
            XgidSide::Top => &self.top,
            XgidSide::Bottom => &self.bottom,
        }
    }

    /// Checks what gnubg's `set board` checks (`CheckPosition`).
    ///
    /// # Errors
    /// More than 15 checkers a side, both sides on one point, or both sides on
    /// the bar against closed boards.
    pub fn validate(&self) -> Result<(), XgidError> {
        for side in [XgidSide::Top, XgidSide::Bottom] {
            let count: u32 = self.side(side).iter().map(|&n| u32::from(n)).sum();
            if count > MAX_CHECKERS {
                return Err(XgidError::TooManyCheckers { side, count });
            }
        }
        if let Some(i) = (0..24).find(|&i| self.bottom[i] > 0 && self.top[23 - i] > 0) {
            return Err(XgidError::BothSidesOnPoint { point: i as u8 + 1 });
        }
        let closed = |half: &[u8; 25]| half[..6].iter().all(|&n| n >= 2);
        if self.top[24] > 0 && self.bottom[24] > 0 && closed(&self.top) && closed(&self.bottom) {
            return Err(XgidError::BothOnBarAgainstClosedBoards);
        }
        Ok(())
    }
}

/// Who may double (XGID part 3: -1, 0, 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidCubeOwner {
    /// -1: the top player.
    Top,
    /// 0: both.
    Centred,
    /// 1: the bottom player.
    Bottom,
}

/// The dice part of an XGID.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidDice {
    /// `00`: the player on turn has not rolled.
    NotRolled,
    /// `D`: the player on turn has doubled and the opponent must answer. gnubg
    /// 1.07 cannot set this up: it prints "SetMatchID cannot handle positions
    /// where a double has been offered", withdraws the double and leaves the
    /// doubler on roll before rolling, so [`to_gnubg`] gives no double either.
    DoubleOffered,
    /// Two digits 1..=6, in the XGID's order.
    Rolled([u8; 2]),
}

/// A parsed XGID, its position validated; the fields are public and may be
/// changed, [`Xgid::validate`] checks them again.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Xgid {
    /// The checkers.
    pub position: XgidPosition,
    /// log2 of the cube value, 0..=12.
    pub cube_log2: u8,
    /// Who may double.
    pub cube_owner: XgidCubeOwner,
    /// The player on turn: on roll, or the doubler when `dice` is `D`.
    pub turn: XgidSide,
    /// The dice.
    pub dice: XgidDice,
    /// The bottom player's score (part S1).
    pub score_bottom: u16,
    /// The top player's score (part S2).
    pub score_top: u16,
    /// In a match 1 = Crawford game; in money play bit 0 = Jacoby, bit 1 = beavers.
    pub crawford_jacoby: u8,
    /// The match length, 0 for money play.
    pub match_length: u16,
    /// log2 of the maximum cube; gnubg ignores it.
    pub max_cube_log2: u8,
}

impl Xgid {
    /// The XGID says this is the Crawford game (gnubg also needs a player one
    /// point from winning, see [`to_gnubg`]).
    pub const fn crawford(&self) -> bool {
        self.match_length > 0 && self.crawford_jacoby == 1
    }

    /// Money play with the Jacoby rule.
    pub const fn jacoby(&self) -> bool {
        self.match_length == 0 && self.crawford_jacoby & 1 == 1
    }

    /// Money play with beavers (gnubg then allows 3 beavers; not in the Match ID).
    pub const fn beavers(&self) -> bool {
        self.match_length == 0 && self.crawford_jacoby & 2 == 2
    }

    /// Checks every field against what gnubg's `set xgid` accepts.
    ///
    /// # Errors
    /// The first problem, in part order.
    pub fn validate(&self) -> Result<(), XgidError> {
        self.position.validate()?;
        if self.cube_log2 > match_id::MAX_CUBE_LOG2 {
            return Err(XgidError::CubeOutOfRange { log2: self.cube_log2.into() });
        }
        if let XgidDice::Rolled(dice) = self.dice {
            if let Some(&die) = dice.iter().find(|&&d| !(1..=6).contains(&d)) {
                return Err(XgidError::DieOutOfRange { die });
            }
        }
        let length = self.match_length;
        for (side, score) in [(XgidSide::Bottom, self.score_bottom), (XgidSide::Top, self.score_top)] {
            if (length > 0 && score >= length) || score > match_id::MAX_SCORE {
                return Err(XgidError::ScoreOutOfRange { side, score: score.into(), match_length: length });
            }
        }
        let rules_max = if length > 0 { 1 } else { 3 };
        if self.crawford_jacoby > rules_max {
            let value = self.crawford_jacoby.into();
            return Err(XgidError::RulesOutOfRange { value, match_play: length > 0 });
        }
        if length > match_id::MAX_MATCH_LENGTH {
            return Err(XgidError::MatchLengthOutOfRange { length: length.into() });
        }
        Ok(())
    }
}

/// gnubg's board after `set xgid`: the two halves of its Position ID.
///
/// The Position ID encodes `not_on_roll` first, then `on_roll` (gnubg's
/// `anBoard[0]`, `anBoard[1]`; also `gnubg.board()` in its Python module). Each
/// half is from its owner's side, index 24 its bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GnubgBoard {
    /// The counts of the player not on roll, first in the Position ID.
    pub not_on_roll: [u8; 25],
    /// The counts of the player on roll ([`MatchIdFields::on_roll`]), second.
    pub on_roll: [u8; 25],
}

/// A part of an XGID, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidPart {
    /// Part 1: log2 of the cube.
    CubeValue,
    /// Part 2: cube owner.
    CubeOwner,
    /// Part 3: turn.
    Turn,
    /// Part 5: bottom's score.
    ScoreBottom,
    /// Part 6: top's score.
    ScoreTop,
    /// Part 7: Crawford/Jacoby/beavers.
    CrawfordJacoby,
    /// Part 8: match length.
    MatchLength,
    /// Part 9: log2 of the maximum cube.
    MaxCube,
}

impl XgidPart {
    /// The part's index among the ten (the position is part 0).
    pub const fn index(self) -> usize {
        match self {
            XgidPart::CubeValue => 1,
            XgidPart::CubeOwner => 2,
            XgidPart::Turn => 3,
            XgidPart::ScoreBottom => 5,
            XgidPart::ScoreTop => 6,
            XgidPart::CrawfordJacoby => 7,
            XgidPart::MatchLength => 8,
            XgidPart::MaxCube => 9,
        }
    }
}

/// Why an XGID was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XgidError {
    /// Not ten `:`-separated parts (gnubg refuses more; with fewer it reads
    /// uninitialised memory).
    PartCount {
        /// The parts found.
        found: usize,
    },
    /// The position is not 26 characters (gnubg refuses it).
    PositionLength {
        /// Its length in characters.
        length: usize,
    },
    /// A position character other than `-`, `A`–`P`, `a`–`p` (gnubg refuses it).
    PositionCharacter {
        /// The character.
        character: char,
        /// Its index in the position, from 0.
        position: usize,
    },
    /// More than 15 checkers on one side (gnubg keeps its previous board).
    TooManyCheckers {
        /// Whose checkers.
        side: XgidSide,
        /// How many.
        count: u32,
    },
    /// Both sides on one point; only a hand-made [`XgidPosition`] can have it.
    BothSidesOnPoint {
        /// The point, numbered from the bottom player's side (XGID character).
        point: u8,
    },
    /// Both sides on the bar against closed boards (gnubg keeps its previous board).
    BothOnBarAgainstClosedBoards,
    /// A part that is not a decimal integer (gnubg's `atoi` reads such text as
    /// its leading number, or 0).
    BadNumber {
        /// Which part.
        part: XgidPart,
    },
    /// A cube exponent outside 0..=12 (gnubg refuses above 12).
    CubeOutOfRange {
        /// The exponent.
        log2: i64,
    },
    /// A cube owner other than -1, 0, 1 (gnubg reads it as centred).
    CubeOwnerOutOfRange {
        /// The value.
        value: i64,
    },
    /// A turn other than 1 or -1 (gnubg reads anything but 1 as the top player).
    TurnOutOfRange {
        /// The value.
        value: i64,
    },
    /// A dice part that is neither `D` nor two characters (gnubg refuses it, but
    /// reads anything starting with `D` as a double).
    DiceLength {
        /// Its length in characters.
        length: usize,
    },
    /// A die outside 1..=6, such as a `0` beside a die (gnubg refuses a first
    /// digit above 6, keeps its previous Match ID for a second one, and sets no
    /// dice for a single 0).
    DieOutOfRange {
        /// The die.
        die: u8,
    },
    /// A dice character that is not a digit (gnubg reads a second one as 0).
    DiceCharacter {
        /// The character.
        character: char,
    },
    /// A negative score, above 32767 in money, or not below the match length in a
    /// match (gnubg refuses that last one).
    ScoreOutOfRange {
        /// Whose score.
        side: XgidSide,
        /// The score.
        score: i64,
        /// The match length.
        match_length: u16,
    },
    /// A Crawford/Jacoby part above 1 in a match or 3 in money (gnubg refuses it).
    RulesOutOfRange {
        /// The value.
        value: i64,
        /// In a match rather than money play.
        match_play: bool,
    },
    /// A match length outside 0..=64 (gnubg refuses above 64).
    MatchLengthOutOfRange {
        /// The length.
        length: i64,
    },
    /// A maximum cube exponent outside 0..=255.
    MaxCubeOutOfRange {
        /// The exponent.
        log2: i64,
    },
    /// The Match ID fields given to [`from_gnubg`] are invalid.
    MatchId(MatchIdError),
}

impl From<MatchIdError> for XgidError {
    fn from(e: MatchIdError) -> Self {
        XgidError::MatchId(e)
    }
}

impl fmt::Display for XgidError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side_name = |s: XgidSide| if s == XgidSide::Top { "top" } else { "bottom" };
        match *self {
            XgidError::PartCount { found } => write!(f, "an XGID has 10 parts separated by ':', not {found}"),
            XgidError::PositionLength { length } => {
                write!(f, "an XGID position has 26 characters, not {length}")
            }
            XgidError::PositionCharacter { character, position } => write!(
                f,
                "the XGID position has {character:?} at index {position}, where '-', 'A' to 'P' or 'a' to 'p' belongs"
            ),
            XgidError::TooManyCheckers { side, count } => {
                write!(f, "the {} player has {count} checkers, more than 15", side_name(side))
            }
            XgidError::BothSidesOnPoint { point } => {
                write!(f, "both players have checkers on the bottom player's {point}-point")
            }
            XgidError::BothOnBarAgainstClosedBoards => {
                write!(f, "both players are on the bar against closed boards")
            }
            XgidError::BadNumber { part } => {
                write!(f, "part {} of the XGID is not a decimal integer", part.index())
            }
            XgidError::CubeOutOfRange { log2 } => write!(f, "the cube exponent {log2} is not from 0 to 12"),
            XgidError::CubeOwnerOutOfRange { value } => {
                write!(f, "the cube owner {value} is not -1, 0 or 1")
            }
            XgidError::TurnOutOfRange { value } => write!(f, "the turn {value} is not 1 or -1"),
            XgidError::DiceLength { length } => {
                write!(f, "the dice part has {length} characters where 'D' or two digits belong")
            }
            XgidError::DieOutOfRange { die } => write!(f, "a die shows 1 to 6, not {die}"),
            XgidError::DiceCharacter { character } => {
                write!(f, "the dice part has {character:?} where a digit belongs")
            }
            XgidError::ScoreOutOfRange { side, score, match_length } => write!(
                f,
                "the {} player's score {score} is out of range for match length {match_length}",
                side_name(side)
            ),
            XgidError::RulesOutOfRange { value, match_play } => write!(
                f,
                "the Crawford/Jacoby value {value} is above {} for {}",
                if match_play { 1 } else { 3 },
                if match_play { "a match" } else { "money play" }
            ),
            XgidError::MatchLengthOutOfRange { length } => {
                write!(f, "the match length {length} is not from 0 to 64")
            }
            XgidError::MaxCubeOutOfRange { log2 } => {
                write!(f, "the maximum cube exponent {log2} is not from 0 to 255")
            }
            XgidError::MatchId(e) => write!(f, "the Match ID fields are invalid: {e}"),
        }
    }
}

impl std::error::Error for XgidError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            XgidError::MatchId(e) => Some(e),
            _ => None,
        }
    }
}

/// A decimal integer with an optional `-`, at most 18 digits.
fn number(text: &str, part: XgidPart) -> Result<i64, XgidError> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(XgidError::BadNumber { part });
    }
    text.parse().map_err(|_| XgidError::BadNumber { part })
}

fn parse_position(text: &str) -> Result<XgidPosition, XgidError> {
    let length = text.chars().count();
    if length != 26 {
        return Err(XgidError::PositionLength { length });
    }
    let mut p = XgidPosition { top: [0; 25], bottom: [0; 25] };
    for (i, character) in text.chars().enumerate() {
        let (bottom, top) = match i {
            0 => (None, Some(24)),
            25 => (Some(24), None),
            _ => (Some(i - 1), Some(24 - i)),
        };
        match (character, bottom, top) {
            ('-', _, _) => {}
            ('A'..='P', Some(b), _) => p.bottom[b] = character as u8 - b'A' + 1,
            ('a'..='p', _, Some(t)) => p.top[t] = character as u8 - b'a' + 1,
            _ => return Err(XgidError::PositionCharacter { character, position: i }),
        }
    }
    p.validate()?;
    Ok(p)
}

fn parse_dice(text: &str) -> Result<XgidDice, XgidError> {
    if text == "D" {
        return Ok(XgidDice::DoubleOffered);
    }
    if text == "00" {
        return Ok(XgidDice::NotRolled);
    }
    let chars: Vec<char> = text.chars().take(3).collect();
    let [a, b] = chars[..] else {
        return Err(XgidError::DiceLength { length: text.chars().count() });
    };
    let die = |c: char| match c.to_digit(10) {
        Some(d @ 1..=6) => Ok(d as u8),
        Some(d) => Err(XgidError::DieOutOfRange { die: d as u8 }),
        None => Err(XgidError::DiceCharacter { character: c }),
    };
    Ok(XgidDice::Rolled([die(a)?, die(b)?]))
}

/// Reads an XGID; whitespace around it is ignored.
///
/// Never panics, whatever the input.
///
/// # Errors
/// The first problem found, part by part.
pub fn parse(text: &str) -> Result<Xgid, XgidError> {
    let parts: Vec<&str> = text.trim().split(':').take(11).collect();
    if parts.len() != 10 {
        let found = text.trim().split(':').count();
        return Err(XgidError::PartCount { found });
    }
    let position = parse_position(parts[0].rsplit('=').next().unwrap_or(""))?;
    let n = |i: usize, part: XgidPart| number(parts[i], part);
    let cube_log2 = n(1, XgidPart::CubeValue)?;
    let cube_owner = match n(2, XgidPart::CubeOwner)? {
        -1 => XgidCubeOwner::Top,
        0 => XgidCubeOwner::Centred,
        1 => XgidCubeOwner::Bottom,
        value => return Err(XgidError::CubeOwnerOutOfRange { value }),
    };
    let turn = match n(3, XgidPart::Turn)? {
        -1 => XgidSide::Top,
        1 => XgidSide::Bottom,
        value => return Err(XgidError::TurnOutOfRange { value }),
    };
    let dice = parse_dice(parts[4])?;
    let score_bottom = n(5, XgidPart::ScoreBottom)?;
    let score_top = n(6, XgidPart::ScoreTop)?;
    let rules = n(7, XgidPart::CrawfordJacoby)?;
    let match_length = n(8, XgidPart::MatchLength)?;
    let max_cube = n(9, XgidPart::MaxCube)?;
    if !(0..=i64::from(match_id::MAX_CUBE_LOG2)).contains(&cube_log2) {
        return Err(XgidError::CubeOutOfRange { log2: cube_log2 });
    }
    if !(0..=i64::from(match_id::MAX_MATCH_LENGTH)).contains(&match_length) {
        return Err(XgidError::MatchLengthOutOfRange { length: match_length });
    }
    let length = match_length as u16;
    for (side, score) in [(XgidSide::Bottom, score_bottom), (XgidSide::Top, score_top)] {
        if !(0..=i64::from(match_id::MAX_SCORE)).contains(&score) {
            return Err(XgidError::ScoreOutOfRange { side, score, match_length: length });
        }
    }
    if !(0..=3).contains(&rules) {
        return Err(XgidError::RulesOutOfRange { value: rules, match_play: length > 0 });
    }
    let max_cube_log2 = u8::try_from(max_cube).map_err(|_| XgidError::MaxCubeOutOfRange { log2: max_cube })?;
    let xgid = Xgid {
        position,
        cube_log2: cube_log2 as u8,
        cube_owner,
        turn,
        dice,
        score_bottom: score_bottom as u16,
        score_top: score_top as u16,
        crawford_jacoby: rules as u8,
        match_length: length,
        max_cube_log2,
    };
    xgid.validate()?;
    Ok(xgid)
}

/// Writes an XGID with the `XGID=` prefix.
///
/// # Errors
/// Whatever [`Xgid::validate`] finds.
pub fn format(xgid: &Xgid) -> Result<String, XgidError> {
    xgid.validate()?;
    let p = &xgid.position;
    let mut s = String::with_capacity(64);
    s.push_str(XGID_PREFIX);
    for i in 0..26 {
        let (bottom, top) = match i {
            0 => (0, p.top[24]),
            25 => (p.bottom[24], 0),
            _ => (p.bottom[i - 1], p.top[24 - i]),
        };
        s.push(match (bottom, top) {
            (0, 0) => '-',
            (0, n) => char::from(b'a' + n - 1),
            (n, _) => char::from(b'A' + n - 1),
        });
    }
    let owner = match xgid.cube_owner {
        XgidCubeOwner::Top => -1,
        XgidCubeOwner::Centred => 0,
        XgidCubeOwner::Bottom => 1,
    };
    let turn = if xgid.turn == XgidSide::Bottom { 1 } else { -1 };
    let dice = match xgid.dice {
        XgidDice::NotRolled => "00".to_string(),
        XgidDice::DoubleOffered => "D".to_string(),
        XgidDice::Rolled([a, b]) => format!("{a}{b}"),
    };
    s.push_str(&format!(
        ":{}:{owner}:{turn}:{dice}:{}:{}:{}:{}:{}",
        xgid.cube_log2,
        xgid.score_bottom,
        xgid.score_top,
        xgid.crawford_jacoby,
        xgid.match_length,
        xgid.max_cube_log2
    ));
    Ok(s)
}

/// The board and Match ID fields gnubg 1.07 shows after `set xgid`.
///
/// This models gnubg answering "no" to "Swap players so the player on roll
/// appears on the bottom?", which it asks whenever the top player is on turn:
/// run `set confirm default no` first. In a script (`gnubg -t -p`) without it,
/// gnubg answers yes and swaps the players (names, turn, cube owner, scores),
/// so the bottom player becomes player 0 and the player on roll is always
/// player 1; the Position ID is the same either way.
///
/// Also modelled: a double (`D`) is withdrawn, the doubler on roll; the Crawford
/// flag is kept only in a match longer than 1 with a player one point from
/// winning, and then the cube is 1 (its owner kept); Jacoby only in money play;
/// the dice higher first; game state playing, no resignation. Beavers and the
/// maximum cube are not in the Match ID. Assumes gnubg's default `cube use on`.
///
/// # Errors
/// Whatever [`Xgid::validate`] finds.
pub fn to_gnubg(xgid: &Xgid) -> Result<(GnubgBoard, MatchIdFields), XgidError> {
    xgid.validate()?;
    let p = &xgid.position;
    let board = match xgid.turn {
        XgidSide::Bottom => GnubgBoard { not_on_roll: p.top, on_roll: p.bottom },
        XgidSide::Top => GnubgBoard { not_on_roll: p.bottom, on_roll: p.top },
    };
    let length = xgid.match_length;
    let score = [xgid.score_top, xgid.score_bottom];
    let crawford = xgid.crawford() && length > 1 && score.contains(&(length - 1));
    let on_roll = xgid.turn.player();
    let fields = MatchIdFields {
        cube_value: if crawford { 1 } else { 1 << xgid.cube_log2 },
        cube_owner: match xgid.cube_owner {
            XgidCubeOwner::Top => CubeOwner::Player(Player::Zero),
            XgidCubeOwner::Centred => CubeOwner::Centred,
            XgidCubeOwner::Bottom => CubeOwner::Player(Player::One),
        },
        on_roll,
        crawford,
        game_state: GameState::Playing,
        turn: on_roll,
        double_offered: false,
        resignation: Resignation::None,
        dice: match xgid.dice {
            XgidDice::Rolled([a, b]) => Some([a.max(b), a.min(b)]),
            XgidDice::NotRolled | XgidDice::DoubleOffered => None,
        },
        match_length: length,
        score,
        jacoby: xgid.jacoby(),
    };
    Ok((board, fields))
}

/// The XGID of a gnubg board and Match ID fields, such that [`to_gnubg`] of it
/// gives them back whenever gnubg can show them after `set xgid`.
///
/// Lossy where XGID has no room: the game state, a resignation on offer, the
/// player to decide (a double on offer becomes `D` with the doubler, the player
/// on roll, on turn), Jacoby in a match. Beavers are written off, the maximum
/// cube as [`DEFAULT_MAX_CUBE_LOG2`]; the dice keep their order.
///
/// # Errors
/// [`XgidError::MatchId`] for invalid fields; then whatever [`Xgid::validate`] finds.
pub fn from_gnubg(board: &GnubgBoard, fields: &MatchIdFields) -> Result<Xgid, XgidError> {
    fields.validate()?;
    let position = match fields.on_roll {
        Player::One => XgidPosition { top: board.not_on_roll, bottom: board.on_roll },
        Player::Zero => XgidPosition { top: board.on_roll, bottom: board.not_on_roll },
    };
    let rules = if fields.match_length > 0 { fields.crawford } else { fields.jacoby };
    let xgid = Xgid {
        position,
        cube_log2: fields.cube_log2(),
        cube_owner: match fields.cube_owner {
            CubeOwner::Player(Player::Zero) => XgidCubeOwner::Top,
            CubeOwner::Centred => XgidCubeOwner::Centred,
            CubeOwner::Player(Player::One) => XgidCubeOwner::Bottom,
        },
        turn: XgidSide::of_player(fields.on_roll),
        dice: match (fields.double_offered, fields.dice) {
            (true, _) => XgidDice::DoubleOffered,
            (false, Some(dice)) => XgidDice::Rolled(dice),
            (false, None) => XgidDice::NotRolled,
        },
        score_bottom: fields.score[1],
        score_top: fields.score[0],
        crawford_jacoby: u8::from(rules),
        match_length: fields.match_length,
        max_cube_log2: DEFAULT_MAX_CUBE_LOG2,
    };
    xgid.validate()?;
    Ok(xgid)
}

#[cfg(test)]
#[path = "xgid_tests.rs"]
mod tests;
