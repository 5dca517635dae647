//! gnubg's view of an XGID: the board and Match ID fields after `set xgid`.

use super::super::match_id::{CubeOwner, GameState, MatchIdFields, Player, Resignation};
use super::{
    Xgid, XgidCubeOwner, XgidDice, XgidError, XgidPosition, XgidSide, DEFAULT_MAX_CUBE_LOG2,
};

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
        XgidSide::Bottom => GnubgBoard {
            not_on_roll: p.top,
            on_roll: p.bottom,
        },
        XgidSide::Top => GnubgBoard {
            not_on_roll: p.bottom,
            on_roll: p.top,
        },
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
        Player::One => XgidPosition {
            top: board.not_on_roll,
            bottom: board.on_roll,
        },
        Player::Zero => XgidPosition {
            top: board.on_roll,
            bottom: board.not_on_roll,
        },
    };
    let rules = if fields.match_length > 0 {
        fields.crawford
    } else {
        fields.jacoby
    };
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
