//! The JSON answers of `score` (the jans of one roll and the marking they make)
//! and `moves` (the legal turns).

use serde::Serialize;

use super::input::Position;
use crate::common::side::BySide;
use crate::trictrac::board::Table;
use crate::trictrac::jans::{analyze, describe, Analysis, Jan, JanKind, WayMove};
use crate::trictrac::scoreboard::{Pavillon, Scoreboard};
use crate::trictrac::turn::Step;

/// One jan as printed by `score`.
#[derive(Clone, Debug, Serialize)]
pub struct JanOut {
    /// Who scores it.
    pub to: crate::common::side::Side,
    /// The snake_case name of its [`JanKind`].
    pub kind: JanKind,
    /// The table of the field hit, for hits.
    pub table: Option<Table>,
    /// Number of ways.
    pub ways: u8,
    /// Points per way.
    pub points_per_way: u8,
    /// Total points.
    pub points: u8,
    /// One sentence from [`describe`].
    pub explanation: String,
    /// The field concerned, in the roller's numbering (0 = none).
    pub field: u8,
    /// The checker moves of each way.
    pub moves: Vec<Vec<WayMove>>,
}

impl From<&Jan> for JanOut {
    fn from(j: &Jan) -> JanOut {
        JanOut {
            to: j.to,
            kind: j.kind,
            table: j.table,
            ways: j.n_ways(),
            points_per_way: j.points_per_way,
            points: j.points(),
            explanation: describe(j),
            field: j.field,
            moves: j.ways().iter().map(|w| w.moves().to_vec()).collect(),
        }
    }
}

/// A pair of values for the roller and his opponent.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct RollerOpponent<T> {
    /// The roller's.
    pub roller: T,
    /// The opponent's.
    pub opponent: T,
}

/// The marking state after the roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct After {
    /// Points on each chip.
    pub points: BySide<u8>,
    /// Holes of each side.
    pub holes: BySide<u8>,
    /// Bredouille flags.
    pub bredouille: BySide<bool>,
    /// The pavillon.
    pub pavillon: Pavillon,
}

/// The answer of `score`.
#[derive(Clone, Debug, Serialize)]
pub struct ScoreOut {
    /// Every jan of the roll, for both sides, in engine order.
    pub jans: Vec<JanOut>,
    /// Points the roll gives each.
    pub points: RollerOpponent<u32>,
    /// Holes each wins in this roll.
    pub holes: RollerOpponent<u8>,
    /// The marking state after the roll (the roller holds if he wins a hole).
    pub after: After,
    /// Number of legal turns (1 when nothing can be played: the empty turn).
    pub legal_turns: usize,
}

/// Analyses the roll of `pos` and marks its points: the roller's first, then
/// (assuming he holds — tenir) the opponent's.
pub fn score(pos: &Position) -> ScoreOut {
    let a = analysis(pos);
    let mut sb: Scoreboard = pos.score;
    let (rp, op) = (a.roller_points(), a.opponent_points());
    let mr = sb.add_points(pos.roller, rp);
    let mo = sb.add_points(pos.roller.opponent(), op);
    ScoreOut {
        jans: a.jans.iter().map(JanOut::from).collect(),
        points: RollerOpponent {
            roller: rp,
            opponent: op,
        },
        holes: RollerOpponent {
            roller: mr.holes,
            opponent: mo.holes,
        },
        after: After {
            points: sb.points,
            holes: sb.holes,
            bredouille: sb.bredouille,
            pavillon: sb.pavillon,
        },
        legal_turns: a.turns.len(),
    }
}

/// One legal turn as printed by `moves`.
#[derive(Clone, Debug, Serialize)]
pub struct TurnOut {
    /// The checker moves in playing order (none for the empty turn).
    pub steps: Vec<Step>,
    /// The rest corner is taken by puissance.
    pub puissance: bool,
}

/// The answer of `moves`.
#[derive(Clone, Debug, Serialize)]
pub struct MovesOut {
    /// Number of legal turns.
    pub legal_turns: usize,
    /// Numbers of the roll that cannot be played (0..=2).
    pub impuissant: u8,
    /// The legal turns.
    pub turns: Vec<TurnOut>,
}

/// The legal turns of the roll of `pos`.
pub fn moves(pos: &Position) -> MovesOut {
    let a = analysis(pos);
    MovesOut {
        legal_turns: a.turns.len(),
        impuissant: 2 - a.info.dice_playable,
        turns: a
            .turns
            .iter()
            .map(|t| TurnOut {
                steps: t.steps().to_vec(),
                puissance: t.by_puissance(),
            })
            .collect(),
    }
}

fn analysis(pos: &Position) -> Analysis {
    analyze(&pos.board, pos.roller, pos.roll, &pos.ctx, &pos.options)
}

fn to_json<T: Serialize>(v: &T, pretty: bool) -> String {
    let r = if pretty {
        serde_json::to_string_pretty(v)
    } else {
        serde_json::to_string(v)
    };
    // Serialising these plain structs cannot fail (no maps with non-string keys).
    r.unwrap_or_else(|e| format!("{{\"error\":{:?}}}", e.to_string()))
}

/// The JSON answer of `score`.
pub fn score_json(pos: &Position, pretty: bool) -> String {
    to_json(&score(pos), pretty)
}

/// The JSON answer of `moves`.
pub fn moves_json(pos: &Position, pretty: bool) -> String {
    to_json(&moves(pos), pretty)
}
