//! The jans (§6): every point award of a roll as a structured event, with the
//! ways (moyens) that realise it, so that the app can explain and highlight it.

mod corner;
mod filling;
mod hits;
mod rare;
mod text;

use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{Board, Table};
use crate::trictrac::movegen::{legal_turns_into, TurnsInfo};
use crate::trictrac::options::Options;
use crate::trictrac::turn::Turn;

/// The kind of a jan.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum JanKind {
    /// Jan de six tables (jan de trois coups): a checker on each of 2..=7 within
    /// the first three rolls.
    SixTables,
    /// Jan de deux tables: the only two checkers off the talon can go one to each
    /// rest corner.
    DeuxTables,
    /// Contre-jan de deux tables (for the opponent, who holds his corner).
    ContreDeuxTables,
    /// Jan de mézéas: corner held by exactly two, nothing else off the talon, an ace.
    Mezeas,
    /// Contre-jan de mézéas (for the opponent, who holds his corner).
    ContreMezeas,
    /// Battre à vrai: hitting a lone opposing checker.
    #[default]
    BattreAVrai,
    /// Battre le coin: hitting the opponent's empty rest corner.
    BattreLeCoin,
    /// Battre à faux: a hit only by the sum with every passage closed (for the
    /// opponent).
    BattreAFaux,
    /// Dames impuissantes: numbers that cannot be played (for the opponent).
    Impuissance,
    /// Making the petit jan (first quarter filled).
    PetitJan,
    /// Making the grand jan (second quarter filled).
    GrandJan,
    /// Making the jan de retour (last quarter filled).
    JanDeRetour,
    /// Conserving a filled petit jan.
    ConserverPetitJan,
    /// Conserving a filled grand jan.
    ConserverGrandJan,
    /// Conserving a filled jan de retour.
    ConserverJanDeRetour,
    /// Sortie: bearing off the last checker first.
    Sortie,
}

/// One checker move realising a way: `from` → `to` by `number` (a die, or the
/// sum when `via` is the intermediate field; 0 = none). Positions are in the
/// roller's numbering.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WayMove {
    /// Starting position.
    pub from: u8,
    /// Target position (for a corner beaten: 13; for sortie: 25).
    pub to: u8,
    /// The number used (a die, or the sum of both).
    pub number: u8,
    /// The intermediate field of a move by the sum (0 when none).
    pub via: u8,
}

/// One way (moyen) of a jan: the number that realises it and up to two moves.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Way {
    /// The number of the way: a die, the sum, or for impuissance the unplayable die.
    pub number: u8,
    moves: [WayMove; 2],
    len: u8,
}

impl Way {
    /// A way by `number` with up to two moves.
    pub fn new(number: u8, moves: &[WayMove]) -> Way {
        let mut w = Way {
            number,
            ..Way::default()
        };
        let n = moves.len().min(2);
        w.moves[..n].copy_from_slice(&moves[..n]);
        w.len = n as u8;
        w
    }

    /// The checker moves realising it.
    pub fn moves(&self) -> &[WayMove] {
        &self.moves[..self.len as usize]
    }
}

/// Maximum ways of one jan (hits and filling: by a, by b, by a+b).
pub const MAX_WAYS: usize = 3;

/// A scoring event of one roll.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Jan {
    /// Who scores it.
    pub to: Side,
    /// The roller (whose dice made it).
    pub roller: Side,
    /// What it is.
    pub kind: JanKind,
    /// The table of the field hit, for hits; `None` otherwise.
    pub table: Option<Table>,
    /// The field concerned in the roller's numbering (hit target, corner 12/13,
    /// first field of the quarter filled); 0 when none.
    pub field: u8,
    /// Points per way.
    pub points_per_way: u8,
    ways: [Way; MAX_WAYS],
    n_ways: u8,
}

impl Jan {
    pub(crate) fn new(roller: Side, to: Side, kind: JanKind, points_per_way: u8) -> Jan {
        Jan {
            to,
            roller,
            kind,
            points_per_way,
            ..Jan::default()
        }
    }

    pub(crate) fn with_field(mut self, field: u8) -> Jan {
        self.field = field;
        self
    }

    pub(crate) fn with_table(mut self, table: Table) -> Jan {
        self.table = Some(table);
        self
    }

    pub(crate) fn add_way(&mut self, way: Way) {
        if (self.n_ways as usize) < MAX_WAYS {
            self.ways[self.n_ways as usize] = way;
            self.n_ways += 1;
        }
    }

    /// The ways that realise it.
    pub fn ways(&self) -> &[Way] {
        &self.ways[..self.n_ways as usize]
    }

    /// Number of ways.
    pub fn n_ways(&self) -> u8 {
        self.n_ways
    }

    /// Total points: ways × points per way.
    pub fn points(&self) -> u8 {
        self.n_ways * self.points_per_way
    }
}

/// Capacity of a [`Jans`] list (more than any roll can award).
pub const MAX_JANS: usize = 40;

/// The jans of one roll, in a fixed-size list (no allocation).
#[derive(Clone, Copy, Debug)]
pub struct Jans {
    items: [Jan; MAX_JANS],
    len: u8,
}

impl Default for Jans {
    fn default() -> Self {
        Jans {
            items: [Jan::default(); MAX_JANS],
            len: 0,
        }
    }
}

impl Jans {
    /// Empties the list (no writes to its storage).
    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub(crate) fn push(&mut self, jan: Jan) {
        if jan.n_ways == 0 {
            return;
        }
        if (self.len as usize) < MAX_JANS {
            self.items[self.len as usize] = jan;
            self.len += 1;
        }
    }

    /// The jans.
    pub fn as_slice(&self) -> &[Jan] {
        &self.items[..self.len as usize]
    }

    /// Iterates over the jans.
    pub fn iter(&self) -> core::slice::Iter<'_, Jan> {
        self.as_slice().iter()
    }

    /// Total points the jans give `side`.
    pub fn points_for(&self, side: Side) -> u32 {
        self.iter()
            .filter(|j| j.to == side)
            .map(|j| u32::from(j.points()))
            .sum()
    }

    /// No jan.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Number of jans.
    pub fn len(&self) -> usize {
        self.len as usize
    }
}

/// What the engine needs to know about the relevé besides the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RollContext {
    /// Rolls the roller has made in this relevé before this one (for the jan de
    /// six tables, limited to his first three rolls).
    pub rolls_before: u16,
}

/// A roll analysed: its legal turns and its jans.
#[derive(Clone, Debug)]
pub struct Analysis {
    /// Who rolled.
    pub roller: Side,
    /// The roll.
    pub roll: Roll,
    /// The legal turns (never empty; [`Turn::EMPTY`] when nothing can be played).
    pub turns: Vec<Turn>,
    /// Facts about the turns.
    pub info: TurnsInfo,
    /// The jans, for both sides.
    pub jans: Jans,
}

impl Analysis {
    /// Points the roll gives the roller.
    pub fn roller_points(&self) -> u32 {
        self.jans.points_for(self.roller)
    }

    /// Points the roll gives the roller's opponent.
    pub fn opponent_points(&self) -> u32 {
        self.jans.points_for(self.roller.opponent())
    }

    /// The legal turn with the given key, if any.
    pub fn find(&self, key: u32) -> Option<&Turn> {
        self.turns.iter().find(|t| t.key() == key)
    }
}

/// Analyses a roll: legal turns and every jan (§4: from the position before the
/// move).
pub fn analyze(
    board: &Board,
    roller: Side,
    roll: Roll,
    ctx: &RollContext,
    opts: &Options,
) -> Analysis {
    let mut turns = Vec::with_capacity(64);
    let mut jans = Jans::default();
    let info = analyze_into(board, roller, roll, ctx, opts, &mut turns, &mut jans);
    Analysis {
        roller,
        roll,
        turns,
        info,
        jans,
    }
}

/// Like [`analyze`], writing into `turns` and `jans` (cleared first) so that a
/// caller analysing many rolls allocates and copies nothing.
pub fn analyze_into(
    board: &Board,
    roller: Side,
    roll: Roll,
    ctx: &RollContext,
    opts: &Options,
    turns: &mut Vec<Turn>,
    jans: &mut Jans,
) -> TurnsInfo {
    let info = legal_turns_into(board, roller, roll, opts, turns);
    score_into(board, roller, roll, ctx, &info, turns, jans);
    info
}

/// The jans of a roll, given its legal turns.
pub fn score(
    board: &Board,
    roller: Side,
    roll: Roll,
    ctx: &RollContext,
    info: &TurnsInfo,
    turns: &[Turn],
) -> Jans {
    let mut jans = Jans::default();
    score_into(board, roller, roll, ctx, info, turns, &mut jans);
    jans
}

/// The jans of a roll, given its legal turns, written into `jans` (cleared first).
pub fn score_into(
    board: &Board,
    roller: Side,
    roll: Roll,
    ctx: &RollContext,
    info: &TurnsInfo,
    turns: &[Turn],
    jans: &mut Jans,
) {
    jans.clear();
    rare::score(board, roller, roll, ctx, jans);
    hits::score(board, roller, roll, jans);
    corner::score(board, roller, roll, jans);
    filling::score(board, roller, roll, info, turns, jans);
    // Dames impuissantes: each number that cannot be played gives the opponent 2.
    // A number left over once the last checker is off is ignored (§6.5).
    let unplayable = if info.sortie {
        0
    } else {
        2 - info.dice_playable
    };
    if unplayable > 0 {
        let mut j = Jan::new(roller, roller.opponent(), JanKind::Impuissance, 2);
        if unplayable == 2 {
            j.add_way(Way::new(roll.high(), &[]));
            j.add_way(Way::new(roll.low(), &[]));
        } else {
            // the number not used by the legal turns
            let played = turns.first().and_then(|t| t.steps().first()).map(|s| s.die);
            let d = if played == Some(roll.high()) {
                roll.low()
            } else {
                roll.high()
            };
            j.add_way(Way::new(d, &[]));
        }
        jans.push(j);
    }
    if info.sortie {
        let mut j = Jan::new(roller, roller, JanKind::Sortie, roll.pick(4, 6)).with_field(25);
        j.add_way(Way::new(roll.sum(), &[]));
        jans.push(j);
    }
}

pub use text::{describe, kind_gloss, kind_name};
