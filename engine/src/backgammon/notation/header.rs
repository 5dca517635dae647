//! The header of a whole-game record: the session's options (with its
//! rule-set options and series) and its start when it is not the standard
//! one (see the table in the parent module).

use super::{roll_index, GameNotationError, Reader};
use crate::backgammon::cube::{Cube, CubeLimit, CubeOptions, CubeOwner};
use crate::backgammon::game::GameSetup;
use crate::backgammon::ids::position_id;
use crate::backgammon::matchplay::{CrawfordRule, MatchLength, Options, Stakes};
use crate::backgammon::position::{Player, PositionSetup};
use crate::backgammon::rules::{Capture, Variant, VariantOptions};
use crate::backgammon::series::{Series, Variants, MAX_VARIANTS};
use crate::common::bits::BitWriter;
use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};

pub(super) fn variant_code(v: Variant) -> u32 {
    Variant::ALL.iter().position(|&x| x == v).unwrap_or(0) as u32
}

pub(super) fn write_options(w: &mut BitWriter, o: &Options) {
    w.put(
        5,
        match o.length {
            MatchLength::Money => 0,
            MatchLength::Points(n) => u32::from(n),
        },
    );
    w.put(
        2,
        match o.crawford {
            CrawfordRule::NoCube => 0,
            CrawfordRule::TrailerMayNotDouble => 1,
            CrawfordRule::Off => 2,
        },
    );
    let c = &o.cube;
    for flag in [
        c.in_use,
        c.beavers,
        c.raccoons,
        c.jacoby,
        c.automatic.enabled,
    ] {
        w.put(1, u32::from(flag));
    }
    w.put(4, u32::from(c.automatic.limit.min(15)));
    w.put(1, u32::from(c.automatic.six_six_triples));
    match c.max {
        CubeLimit::Unlimited => w.put(1, 1),
        CubeLimit::UpTo(v) => {
            w.put(1, 0);
            w.put(4, v.trailing_zeros());
        }
    }
    w.put(5, VariantOptions::BITS);
    w.put(VariantOptions::BITS, o.variant.code());
    w.put(
        2,
        match o.stakes {
            Stakes::PerCheckerLeft {
                gammon_doubles: false,
            } => 1,
            Stakes::PerCheckerLeft {
                gammon_doubles: true,
            } => 2,
            _ => 0,
        },
    );
    w.put(1, u32::from(o.last_roll_draw));
    let list = match o.series {
        Series::Same => {
            w.put(2, 0);
            return;
        }
        Series::InTurn(list) => {
            w.put(2, 1);
            list
        }
        Series::Mixed { games, .. } => {
            w.put(2, 2);
            games
        }
    };
    w.put(3, list.as_slice().len() as u32 - 1);
    for &v in list.as_slice() {
        w.put(5, variant_code(v));
    }
    if let Series::Mixed { decider, .. } = o.series {
        w.put(5, variant_code(decider));
    }
}

pub(super) fn read_variant(r: &mut Reader) -> Result<Variant, GameNotationError> {
    let k = r.bounded(5, Variant::ALL.len() as u32, 0)?;
    Ok(Variant::ALL[k as usize])
}

pub(super) fn read_options(r: &mut Reader) -> Result<Options, GameNotationError> {
    let length = match r.bounded(5, 26, 0)? {
        0 => MatchLength::Money,
        n => MatchLength::Points(n as u8),
    };
    let crawford = match r.bounded(2, 3, 0)? {
        0 => CrawfordRule::NoCube,
        1 => CrawfordRule::TrailerMayNotDouble,
        _ => CrawfordRule::Off,
    };
    let mut flags = [false; 5];
    for f in &mut flags {
        *f = r.get(1, 0)? == 1;
    }
    let [in_use, beavers, raccoons, jacoby, automatic] = flags;
    let mut cube = CubeOptions {
        in_use,
        beavers,
        raccoons,
        jacoby,
        ..CubeOptions::default()
    };
    cube.automatic.enabled = automatic;
    cube.automatic.limit = r.get(4, 0)? as u8;
    cube.automatic.six_six_triples = r.get(1, 0)? == 1;
    cube.max = if r.get(1, 0)? == 1 {
        CubeLimit::Unlimited
    } else {
        CubeLimit::UpTo(1 << r.bounded(4, 13, 0)?)
    };
    let n = r.get(5, 0)?;
    let raw = r.get(n, 0)?;
    let given = (1u32 << n.min(VariantOptions::BITS)) - 1;
    let code = raw & given | VariantOptions::default().code() & !given;
    let variant = VariantOptions::of_code(code);
    let stakes = match r.bounded(2, 3, 0)? {
        0 => Stakes::PerGame,
        k => Stakes::PerCheckerLeft {
            gammon_doubles: k == 2,
        },
    };
    let last_roll_draw = r.get(1, 0)? == 1;
    let kind = r.bounded(2, 3, 0)?;
    let series = if kind == 0 {
        Series::Same
    } else {
        let n = r.bounded(3, MAX_VARIANTS as u32, 0)? as usize + 1;
        let mut list = Vec::with_capacity(n);
        for _ in 0..n {
            list.push(read_variant(r)?);
        }
        let games = Variants::new(&list).ok_or(GameNotationError::Truncated { action: 0 })?;
        if kind == 1 {
            Series::InTurn(games)
        } else {
            Series::Mixed {
                games,
                decider: read_variant(r)?,
            }
        }
    };
    let o = Options {
        length,
        crawford,
        cube,
        variant,
        stakes,
        series,
        last_roll_draw,
    };
    o.validate().map_err(GameNotationError::Options)?;
    Ok(o)
}

/// Pins sit on points 1..=24: 24 bits from point 1.
const PIN_BITS: u32 = 24;

/// The rule set's checkers may start off the board: a start from a position
/// then holds the reserves too.
fn has_reserve(variant: Variant) -> bool {
    let starts = variant.rules().starts;
    starts.white.reserve + starts.black.reserve > 0
}

pub(super) fn write_start(
    w: &mut BitWriter,
    variant: Variant,
    s: &GameSetup,
) -> Result<(), GameNotationError> {
    for b in position_id::to_bytes(&s.position) {
        w.put(8, u32::from(b));
    }
    if has_reserve(variant) {
        w.put(4, u32::from(s.position.reserve(Player::OnRoll)));
        w.put(4, u32::from(s.position.reserve(Player::Opponent)));
    }
    if variant.rules().capture == Capture::Pin {
        for pins in s.position.setup().pinned {
            w.put(PIN_BITS, pins >> 1);
        }
    }
    w.put(1, u32::from(s.on_roll == Side::Black));
    w.put(4, u32::from(s.cube.log2()));
    w.put(
        2,
        match s.cube.owner() {
            CubeOwner::Centred => 0,
            CubeOwner::Side(Side::White) => 1,
            CubeOwner::Side(Side::Black) => 2,
        },
    );
    let mut k = 0;
    let mut stake = s.stake;
    while stake > 1 && stake.is_multiple_of(3) {
        stake /= 3;
        k += 1;
    }
    if stake != 1 || k > 15 || s.score.white > 0xFFFF || s.score.black > 0xFFFF {
        return Err(GameNotationError::Unwritable);
    }
    w.put(4, k);
    w.put(16, s.score.white);
    w.put(16, s.score.black);
    w.put(1, u32::from(s.crawford));
    w.put(5, s.dice.map_or(0, |d| 1 + roll_index(d)));
    Ok(())
}

pub(super) fn read_start(r: &mut Reader, variant: Variant) -> Result<GameSetup, GameNotationError> {
    let mut bytes = [0u8; 10];
    for b in &mut bytes {
        *b = r.get(8, 0)? as u8;
    }
    // Each side's counts from its own side, laid on the routes as the side
    // on roll sees them (read below).
    let (opponent, on_roll) =
        position_id::bytes_to_counts(&bytes).map_err(|_| GameNotationError::Position)?;
    let rules = variant.rules();
    let mut setup = PositionSetup::new(on_roll, opponent, rules.checkers);
    if has_reserve(variant) {
        setup.reserve = [r.get(4, 0)? as u8, r.get(4, 0)? as u8];
    }
    if rules.capture == Capture::Pin {
        for pins in &mut setup.pinned {
            *pins = r.get(PIN_BITS, 0)? << 1;
        }
    }
    let on_roll = if r.get(1, 0)? == 1 {
        Side::Black
    } else {
        Side::White
    };
    // The routes as the side on roll sees them (they differ by side only in
    // American).
    setup.route = rules.route_for(on_roll);
    let position = setup
        .validate_with(rules.missing())
        .map_err(|_| GameNotationError::Position)?;
    let log2 = r.bounded(4, 13, 0)?;
    let owner = match r.bounded(2, 3, 0)? {
        0 => CubeOwner::Centred,
        1 => CubeOwner::Side(Side::White),
        _ => CubeOwner::Side(Side::Black),
    };
    let cube = Cube::new(1 << log2, owner).map_err(|_| GameNotationError::Position)?;
    let stake = 3u32.pow(r.get(4, 0)?);
    let white = r.get(16, 0)?;
    let black = r.get(16, 0)?;
    let crawford = r.get(1, 0)? == 1;
    let dice = match r.bounded(5, 22, 0)? {
        0 => None,
        k => Some(Roll::ALL_21[k as usize - 1]),
    };
    Ok(GameSetup {
        position,
        on_roll,
        cube,
        stake,
        score: BySide::new(white, black),
        crawford,
        dice,
    })
}
