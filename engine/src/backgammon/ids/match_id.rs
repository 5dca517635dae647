//! The GNU Backgammon Match ID: cube, turn, dice and score in 12 Base64 characters.
//!
//! Layout (checked against gnubg 1.07.001, `matchid.c`): 9 bytes, bit `i` in byte
//! `i / 8` at bit `i % 8` (least significant first), each field little-endian,
//! then standard Base64 without padding (72 bits, so no padding bits either).
//!
//! | bits  | field                                                    |
//! |-------|----------------------------------------------------------|
//! | 0–3   | log2 of the cube value                                   |
//! | 4–5   | cube owner: 0 or 1 = that player, 3 = centred            |
//! | 6     | player on roll                                           |
//! | 7     | Crawford game                                            |
//! | 8–10  | game state (none, playing, over, resigned, dropped)      |
//! | 11    | player to make a decision ("turn")                       |
//! | 12    | double offered                                           |
//! | 13–14 | resignation offered (none, single, gammon, backgammon)   |
//! | 15–17 | first die field (gnubg writes the higher die here)       |
//! | 18–20 | second die field (0 and 0 = not rolled)                  |
//! | 21–35 | match length (0 = money)                                 |
//! | 36–50 | score of player 0                                        |
//! | 51–65 | score of player 1                                        |
//! | 66    | set when the Jacoby rule is **not** in use               |
//! | 67–71 | unused, always 0                                         |
//!
//! [`decode`] accepts what gnubg's `set matchid` accepts, except values gnubg
//! silently replaces or never writes; each such case is a [`MatchIdError`]
//! variant whose documentation says what gnubg does with it.

use super::base64_id;

#[path = "match_id_error.rs"]
mod error;

pub use error::MatchIdError;

/// Length of a Match ID in characters.
pub const MATCH_ID_LEN: usize = 12;
/// The largest cube exponent gnubg can set (`MAX_CUBE` is 2^12 = 4096).
pub const MAX_CUBE_LOG2: u8 = 12;
/// The longest match gnubg reads (`MAXSCORE`); longer ones are refused.
pub const MAX_MATCH_LENGTH: u16 = 64;
/// The largest score a 15-bit score field holds (money sessions).
pub const MAX_SCORE: u16 = 0x7FFF;

/// One of gnubg's two players, as numbered in the Match ID.
///
/// After `set xgid`, player 0 is XGID's top (lower-case) player and player 1 the
/// bottom (upper-case) one; in a game gnubg plays, player 1 is the human ("X").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// gnubg's player 0.
    Zero,
    /// gnubg's player 1.
    One,
}

impl Player {
    /// Both players, player 0 first.
    pub const ALL: [Player; 2] = [Player::Zero, Player::One];

    /// 0 or 1.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other player.
    #[inline]
    pub const fn other(self) -> Player {
        match self {
            Player::Zero => Player::One,
            Player::One => Player::Zero,
        }
    }

    /// The player stored in a one-bit field.
    #[inline]
    const fn from_bit(bit: u128) -> Player {
        if bit == 0 {
            Player::Zero
        } else {
            Player::One
        }
    }
}

/// Who may double next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeOwner {
    /// Both players (the cube is in the middle); stored as 3.
    Centred,
    /// Only this player; stored as his index.
    Player(Player),
}

/// gnubg's game state (bits 8–10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameState {
    /// 0: no game started.
    NoGame,
    /// 1: a game in progress.
    Playing,
    /// 2: the game was played out.
    Over,
    /// 3: the game ended by an accepted resignation.
    Resigned,
    /// 4: the game ended by a dropped double.
    Dropped,
}

impl GameState {
    /// The value stored in the Match ID.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The state stored as `code`, if any.
    pub const fn from_code(code: u8) -> Option<GameState> {
        Some(match code {
            0 => GameState::NoGame,
            1 => GameState::Playing,
            2 => GameState::Over,
            3 => GameState::Resigned,
            4 => GameState::Dropped,
            _ => return None,
        })
    }
}

/// A resignation on offer (bits 13–14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resignation {
    /// 0: none offered.
    None,
    /// 1: a single game.
    Single,
    /// 2: a gammon.
    Gammon,
    /// 3: a backgammon.
    Backgammon,
}

impl Resignation {
    /// The value stored in the Match ID.
    pub const fn code(self) -> u8 {
        self as u8
    }

    /// The resignation stored as `code` (0..=3), if any.
    pub const fn from_code(code: u8) -> Option<Resignation> {
        Some(match code {
            0 => Resignation::None,
            1 => Resignation::Single,
            2 => Resignation::Gammon,
            3 => Resignation::Backgammon,
            _ => return None,
        })
    }
}

/// Every field of a Match ID, unvalidated; [`MatchIdFields::validate`] checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchIdFields {
    /// The cube value: 1, 2, 4, … 4096.
    pub cube_value: u32,
    /// Who may double.
    pub cube_owner: CubeOwner,
    /// The player on roll (gnubg's `fMove`).
    pub on_roll: Player,
    /// This game is the Crawford game.
    pub crawford: bool,
    /// The game state.
    pub game_state: GameState,
    /// The player who must act now (gnubg's `fTurn`): the player on roll, except
    /// while a double or a resignation waits for the opponent's answer.
    pub turn: Player,
    /// A double has been offered and awaits an answer.
    pub double_offered: bool,
    /// The resignation on offer.
    pub resignation: Resignation,
    /// The dice, in the ID's order: `[first field, second field]`, `None` when not
    /// rolled. gnubg always writes the higher die first but reads either order;
    /// [`MatchIdFields::dice_high_first`] normalises.
    pub dice: Option<[u8; 2]>,
    /// The match length; 0 for money play.
    pub match_length: u16,
    /// The scores of player 0 and player 1.
    pub score: [u16; 2],
    /// The Jacoby rule is in use (bit 66 clear). Only meaningful for money play:
    /// gnubg writes `false` in matches it plays, but keeps a `true` read from an
    /// ID (such as its manual's `QYkqASAAIAAA`) and ignores it.
    pub jacoby: bool,
}

impl MatchIdFields {
    /// The dice with the higher die first, as gnubg writes them.
    pub const fn dice_high_first(&self) -> Option<[u8; 2]> {
        match self.dice {
            Some([a, b]) if a < b => Some([b, a]),
            other => other,
        }
    }

    /// The exponent of the cube value (`cube_value == 1 << cube_log2()`), for a
    /// valid cube value.
    pub const fn cube_log2(&self) -> u8 {
        self.cube_value.trailing_zeros() as u8
    }

    /// Checks that the fields make an ID that [`decode`] gives back unchanged.
    ///
    /// # Errors
    /// The first problem found, in field order.
    pub fn validate(&self) -> Result<(), MatchIdError> {
        let cube = self.cube_value;
        if !cube.is_power_of_two() || cube.trailing_zeros() > u32::from(MAX_CUBE_LOG2) {
            return Err(MatchIdError::CubeValueInvalid { value: cube });
        }
        if let Some(dice) = self.dice {
            if let Some(&die) = dice.iter().find(|&&d| !(1..=6).contains(&d)) {
                return Err(MatchIdError::DieOutOfRange { die });
            }
        }
        let length = self.match_length;
        if length > MAX_MATCH_LENGTH {
            return Err(MatchIdError::MatchTooLong { length });
        }
        // gnubg writes the whole points of a match's last game (a score past the
        // length), and a finished Crawford game may show a cube it had before:
        // a finished game may have them, a game in play may not.
        let finished = matches!(
            self.game_state,
            GameState::Over | GameState::Resigned | GameState::Dropped
        );
        for player in Player::ALL {
            let score = self.score[player.index()];
            if score > MAX_SCORE {
                return Err(MatchIdError::ScoreTooLarge { player, score });
            }
            if length > 0 && score > length && !finished {
                return Err(MatchIdError::ScoreBeyondMatch {
                    player,
                    score,
                    match_length: length,
                });
            }
        }
        if self.crawford {
            if length == 0 {
                return Err(MatchIdError::CrawfordInMoneyPlay);
            }
            if length == 1 || !self.score.contains(&(length - 1)) {
                return Err(MatchIdError::CrawfordWithoutMatchPoint {
                    score: self.score,
                    match_length: length,
                });
            }
            if cube > 1 && !finished {
                return Err(MatchIdError::CubeTurnedInCrawfordGame { value: cube });
            }
        }
        Ok(())
    }
}

/// `width` bits of `key` from bit `at`.
#[inline]
fn bits(key: u128, at: u32, width: u32) -> u128 {
    (key >> at) & ((1 << width) - 1)
}

/// Writes the fields as a Match ID.
///
/// The dice go in the given order; gnubg itself always puts the higher die first.
///
/// # Errors
/// Whatever [`MatchIdFields::validate`] finds.
pub fn encode(fields: &MatchIdFields) -> Result<String, MatchIdError> {
    fields.validate()?;
    let owner: u128 = match fields.cube_owner {
        CubeOwner::Centred => 3,
        CubeOwner::Player(p) => p.index() as u128,
    };
    let [d0, d1] = fields.dice.unwrap_or([0, 0]);
    let key: u128 = u128::from(fields.cube_log2())
        | owner << 4
        | (fields.on_roll.index() as u128) << 6
        | u128::from(fields.crawford) << 7
        | u128::from(fields.game_state.code()) << 8
        | (fields.turn.index() as u128) << 11
        | u128::from(fields.double_offered) << 12
        | u128::from(fields.resignation.code()) << 13
        | u128::from(d0) << 15
        | u128::from(d1) << 18
        | u128::from(fields.match_length) << 21
        | u128::from(fields.score[0]) << 36
        | u128::from(fields.score[1]) << 51
        | u128::from(!fields.jacoby) << 66;
    Ok(base64_id::encode(&key.to_le_bytes()[..9]))
}

/// Reads a Match ID.
///
/// Never panics, whatever the input.
///
/// # Errors
/// The first problem found: length, then characters, then the fields in bit
/// order, then the checks of [`MatchIdFields::validate`].
pub fn decode(id: &str) -> Result<MatchIdFields, MatchIdError> {
    let nine: [u8; 9] = base64_id::decode(id, MATCH_ID_LEN).map_err(|e| match e {
        base64_id::Bad::Length(length) => MatchIdError::WrongLength { length },
        base64_id::Bad::Alphabet { found, at } => MatchIdError::InvalidCharacter {
            character: found,
            position: at,
        },
    })?;
    let mut bytes = [0u8; 16];
    bytes[..9].copy_from_slice(&nine);
    let key = u128::from_le_bytes(bytes);

    let log2 = bits(key, 0, 4) as u8;
    if log2 > MAX_CUBE_LOG2 {
        return Err(MatchIdError::CubeOutOfRange { log2 });
    }
    let cube_owner = match bits(key, 4, 2) {
        3 => CubeOwner::Centred,
        2 => return Err(MatchIdError::CubeOwnerInvalid { bits: 2 }),
        p => CubeOwner::Player(Player::from_bit(p)),
    };
    let code = bits(key, 8, 3) as u8;
    let game_state = GameState::from_code(code).ok_or(MatchIdError::GameStateInvalid { code })?;
    // Two bits always hold 0..=3.
    let resignation = Resignation::from_code(bits(key, 13, 2) as u8).unwrap_or(Resignation::None);
    let raw_dice = [bits(key, 15, 3) as u8, bits(key, 18, 3) as u8];
    if let Some(&die) = raw_dice.iter().find(|&&d| d > 6) {
        return Err(MatchIdError::DieOutOfRange { die });
    }
    let dice = match raw_dice {
        [0, 0] => None,
        [0, _] | [_, 0] => return Err(MatchIdError::OneDieMissing { dice: raw_dice }),
        rolled => Some(rolled),
    };
    let match_length = bits(key, 21, 15) as u16;
    if match_length > MAX_MATCH_LENGTH {
        return Err(MatchIdError::MatchTooLong {
            length: match_length,
        });
    }
    let unused = bits(key, 67, 5) as u8;
    if unused != 0 {
        return Err(MatchIdError::UnusedBitsSet { bits: unused });
    }
    let fields = MatchIdFields {
        cube_value: 1 << log2,
        cube_owner,
        on_roll: Player::from_bit(bits(key, 6, 1)),
        crawford: bits(key, 7, 1) == 1,
        game_state,
        turn: Player::from_bit(bits(key, 11, 1)),
        double_offered: bits(key, 12, 1) == 1,
        resignation,
        dice,
        match_length,
        score: [bits(key, 36, 15) as u16, bits(key, 51, 15) as u16],
        jacoby: bits(key, 66, 1) == 0,
    };
    fields.validate()?;
    Ok(fields)
}

#[cfg(test)]
#[path = "match_id_tests.rs"]
mod tests;
