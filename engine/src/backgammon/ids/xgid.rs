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

use super::match_id::{self, Player};

#[path = "xgid_error.rs"]
mod error;
#[path = "xgid_gnubg.rs"]
mod gnubg;

pub use error::{XgidError, XgidPart};
pub use gnubg::{from_gnubg, to_gnubg, GnubgBoard};

/// The prefix [`format()`] writes. [`parse`] ignores anything up to the last `=`
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
        XgidPosition {
            top: half,
            bottom: half,
        }
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
            return Err(XgidError::CubeOutOfRange {
                log2: self.cube_log2.into(),
            });
        }
        if let XgidDice::Rolled(dice) = self.dice {
            if let Some(&die) = dice.iter().find(|&&d| !(1..=6).contains(&d)) {
                return Err(XgidError::DieOutOfRange { die });
            }
        }
        let length = self.match_length;
        for (side, score) in [
            (XgidSide::Bottom, self.score_bottom),
            (XgidSide::Top, self.score_top),
        ] {
            if score > match_id::MAX_SCORE {
                let score = score.into();
                return Err(XgidError::ScoreOutOfRange { side, score });
            }
            if length > 0 && score >= length {
                let match_length = length;
                return Err(XgidError::ScoreNotBelowMatchLength {
                    side,
                    score,
                    match_length,
                });
            }
        }
        let rules_max = if length > 0 { 1 } else { 3 };
        if self.crawford_jacoby > rules_max {
            let value = self.crawford_jacoby.into();
            return Err(XgidError::RulesOutOfRange {
                value,
                match_play: length > 0,
            });
        }
        if length > match_id::MAX_MATCH_LENGTH {
            return Err(XgidError::MatchLengthOutOfRange {
                length: length.into(),
            });
        }
        Ok(())
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
    let mut p = XgidPosition {
        top: [0; 25],
        bottom: [0; 25],
    };
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
            _ => {
                return Err(XgidError::PositionCharacter {
                    character,
                    position: i,
                })
            }
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
        return Err(XgidError::DiceLength {
            length: text.chars().count(),
        });
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
/// The first problem found, part by part; the checks that depend on the match
/// length (a score below it, the Crawford/Jacoby range in a match) come last.
pub fn parse(text: &str) -> Result<Xgid, XgidError> {
    let parts: Vec<&str> = text.trim().split(':').take(11).collect();
    if parts.len() != 10 {
        let found = text.trim().split(':').count();
        return Err(XgidError::PartCount { found });
    }
    let position = parse_position(parts[0].rsplit('=').next().unwrap_or(""))?;
    let n = |i: usize, part: XgidPart| number(parts[i], part);
    let in_range = |v: i64, max: u16| (0..=i64::from(max)).contains(&v);
    let cube_log2 = n(1, XgidPart::CubeValue)?;
    if !in_range(cube_log2, match_id::MAX_CUBE_LOG2.into()) {
        return Err(XgidError::CubeOutOfRange { log2: cube_log2 });
    }
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
    let mut scores = [0u16; 2];
    for (k, (side, part)) in [
        (XgidSide::Bottom, XgidPart::ScoreBottom),
        (XgidSide::Top, XgidPart::ScoreTop),
    ]
    .into_iter()
    .enumerate()
    {
        let score = n(5 + k, part)?;
        if !in_range(score, match_id::MAX_SCORE) {
            return Err(XgidError::ScoreOutOfRange { side, score });
        }
        scores[k] = score as u16;
    }
    let rules = n(7, XgidPart::CrawfordJacoby)?;
    let match_length = n(8, XgidPart::MatchLength)?;
    if !in_range(match_length, match_id::MAX_MATCH_LENGTH) {
        return Err(XgidError::MatchLengthOutOfRange {
            length: match_length,
        });
    }
    let max_cube = n(9, XgidPart::MaxCube)?;
    let max_cube_log2 =
        u8::try_from(max_cube).map_err(|_| XgidError::MaxCubeOutOfRange { log2: max_cube })?;
    if !in_range(rules, 3) {
        let match_play = match_length > 0;
        return Err(XgidError::RulesOutOfRange {
            value: rules,
            match_play,
        });
    }
    let xgid = Xgid {
        position,
        cube_log2: cube_log2 as u8,
        cube_owner,
        turn,
        dice,
        score_bottom: scores[0],
        score_top: scores[1],
        crawford_jacoby: rules as u8,
        match_length: match_length as u16,
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

#[cfg(test)]
#[path = "xgid_prop_tests.rs"]
mod prop_tests;
#[cfg(test)]
#[path = "xgid_tests.rs"]
mod tests;
