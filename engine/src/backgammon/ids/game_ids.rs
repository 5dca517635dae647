//! A game's gnubg IDs and XGID, and a game opened from them: White is gnubg's
//! player 1 (the bottom player, an XGID's upper-case side), Black its player 0.

use super::match_id::{self, MatchIdError, MatchIdFields, Player, Resignation};
use super::position_id::{self, PositionIdError};
use super::xgid::{self, GnubgBoard, XgidError};
use crate::backgammon::cube::{Cube, CubeError, CubeOwner};
use crate::backgammon::game::{Game, GameSetup, Phase, SetupError};
use crate::backgammon::matchplay::{MatchLength, Options, MAX_MATCH_LENGTH};
use crate::backgammon::rules::Variant;
use crate::backgammon::GameResult;
use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};

/// gnubg's player number of a side: White 1, Black 0.
pub const fn player_of(side: Side) -> Player {
    match side {
        Side::White => Player::One,
        Side::Black => Player::Zero,
    }
}

/// The side of a gnubg player number.
pub const fn side_of(player: Player) -> Side {
    match player {
        Player::One => Side::White,
        Player::Zero => Side::Black,
    }
}

/// The game's Position ID (the side on roll's position).
pub fn position_id(game: &Game) -> String {
    position_id::encode(game.position())
}

/// The game's Match ID fields, as gnubg 1.07 would write them.
pub fn match_id_fields(game: &Game) -> MatchIdFields {
    // While a double waits for its answer the cube is still the one before it,
    // as gnubg shows it.
    let cube = game.cube();
    let (value, owner) = (cube.value(), cube.owner());
    let score = game.score();
    let clamp = |n: u32| n.min(u32::from(match_id::MAX_SCORE)) as u16;
    MatchIdFields {
        cube_value: value,
        cube_owner: match owner {
            CubeOwner::Centred => match_id::CubeOwner::Centred,
            CubeOwner::Side(s) => match_id::CubeOwner::Player(player_of(s)),
        },
        on_roll: player_of(game.on_roll()),
        crawford: game.is_crawford_game(),
        game_state: game.game_state(),
        turn: player_of(game.to_act().unwrap_or(game.on_roll())),
        double_offered: game.double_offered(),
        resignation: match game.resignation_offered() {
            None => Resignation::None,
            Some(GameResult::Single) => Resignation::Single,
            Some(GameResult::Gammon) => Resignation::Gammon,
            Some(GameResult::Backgammon) => Resignation::Backgammon,
        },
        dice: game.dice().map(<[u8; 2]>::from),
        match_length: game.match_length().map_or(0, u16::from),
        score: [clamp(score.black), clamp(score.white)],
        jacoby: game.jacoby_in_use(),
    }
}

/// The game's Match ID.
pub fn match_id(game: &Game) -> String {
    // A game's own fields are always writable; fall back to gnubg's money start.
    match_id::encode(&match_id_fields(game)).unwrap_or_else(|_| "cAkAAAAAAAAA".to_string())
}

/// The game's XGID (what gnubg's `set xgid` reads back to the same IDs).
///
/// # Errors
/// A state an XGID cannot hold: a finished match whose score passed its
/// length (gnubg reads no such XGID).
pub fn xgid(game: &Game) -> Result<String, XgidError> {
    let s = game.position().setup();
    let board = GnubgBoard {
        not_on_roll: s.opponent,
        on_roll: s.on_roll,
    };
    let x = xgid::from_gnubg(&board, &match_id_fields(game))?;
    xgid::format(&x)
}

/// Why IDs cannot be opened as a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpenError {
    /// The Position ID is wrong.
    PositionId(PositionIdError),
    /// The Match ID is wrong.
    MatchId(MatchIdError),
    /// The XGID is wrong.
    Xgid(XgidError),
    /// The game in the IDs is over: there is nothing to play.
    GameOver,
    /// A match longer than the app plays.
    MatchTooLong(u16),
    /// The cube cannot be.
    Cube(CubeError),
    /// The position, cube or score cannot start a game.
    Setup(SetupError),
}

impl core::fmt::Display for OpenError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            OpenError::PositionId(e) => e.fmt(f),
            OpenError::MatchId(e) => e.fmt(f),
            OpenError::Xgid(e) => e.fmt(f),
            OpenError::GameOver => f.write_str("the game in these IDs is over"),
            OpenError::MatchTooLong(n) => write!(
                f,
                "a match is played here to at most {MAX_MATCH_LENGTH} points, not {n}"
            ),
            OpenError::Cube(e) => e.fmt(f),
            OpenError::Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for OpenError {}

/// A game of `variant` from gnubg's board halves and Match ID fields, as gnubg
/// opens them: a double or a resignation on offer is stepped back (the player
/// on roll decides again); money play keeps `options`' cube options, with
/// Jacoby as the IDs say.
///
/// # Errors
/// [`OpenError`]: the game is over, the match too long, the cube or the
/// position impossible.
pub fn open(
    variant: Variant,
    options: Options,
    board: &GnubgBoard,
    fields: &MatchIdFields,
) -> Result<Game, OpenError> {
    use super::match_id::GameState;
    if matches!(
        fields.game_state,
        GameState::Over | GameState::Resigned | GameState::Dropped
    ) {
        return Err(OpenError::GameOver);
    }
    let mut options = options;
    options.length = match fields.match_length {
        0 => MatchLength::Money,
        n if n > u16::from(MAX_MATCH_LENGTH) => return Err(OpenError::MatchTooLong(n)),
        n => MatchLength::Points(n as u8),
    };
    if fields.match_length == 0 {
        options.cube.jacoby = fields.jacoby;
    }
    let position = position_id::decode_setup(
        &position_id::encode_counts(&board.not_on_roll, &board.on_roll),
        variant.rules().checkers,
    )
    .and_then(|s| s.validate().map_err(PositionIdError::Position))
    .map_err(OpenError::PositionId)?;
    let owner = match fields.cube_owner {
        match_id::CubeOwner::Centred => CubeOwner::Centred,
        match_id::CubeOwner::Player(p) => CubeOwner::Side(side_of(p)),
    };
    let cube = Cube::new(fields.cube_value, owner).map_err(OpenError::Cube)?;
    let dice = fields
        .dice_high_first()
        .filter(|_| !fields.double_offered && fields.resignation == Resignation::None)
        .and_then(|[a, b]| Roll::new(a, b).ok());
    let setup = GameSetup {
        position,
        on_roll: side_of(fields.on_roll),
        cube,
        stake: 1,
        score: BySide::new(u32::from(fields.score[1]), u32::from(fields.score[0])),
        crawford: fields.crawford,
        dice,
    };
    let game = Game::from_setup(variant, options, setup).map_err(OpenError::Setup)?;
    debug_assert!(game.phase() != Phase::Opening);
    Ok(game)
}

/// A game of `variant` from a Position ID and a Match ID.
///
/// # Errors
/// As [`open`], and what is wrong with either ID.
pub fn open_ids(
    variant: Variant,
    options: Options,
    position: &str,
    matchid: &str,
) -> Result<Game, OpenError> {
    let (not_on_roll, on_roll) =
        position_id::decode_counts(position).map_err(OpenError::PositionId)?;
    let fields = match_id::decode(matchid).map_err(OpenError::MatchId)?;
    open(
        variant,
        options,
        &GnubgBoard {
            not_on_roll,
            on_roll,
        },
        &fields,
    )
}

/// A game of `variant` from an XGID (gnubg's reading of it).
///
/// # Errors
/// As [`open`], and what is wrong with the XGID.
pub fn open_xgid(variant: Variant, options: Options, text: &str) -> Result<Game, OpenError> {
    let x = xgid::parse(text).map_err(OpenError::Xgid)?;
    let (board, fields) = xgid::to_gnubg(&x).map_err(OpenError::Xgid)?;
    open(variant, options, &board, &fields)
}
