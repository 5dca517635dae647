//! The doubling cube: its value and owner, the cube options (beavers,
//! raccoons, Jacoby, automatic doubles, maximum) and the cube's own reasons
//! to refuse a double.
//!
//! Rules (`shared/rules/backgammon.md`, seed 001): the cube starts centred at
//! 1; before rolling, a player who owns it or finds it centred may offer a
//! double; the opponent passes (he loses the stake before the double) or
//! takes (the cube is doubled and he owns it). The first player's opening
//! roll is played at once, so the cube can first be turned by the second
//! player before his first roll (the digest's convention).
//!
//! - **Beaver** (money only): the doubled player takes and at once redoubles,
//!   keeping the cube; the doubler then takes or passes as for a double.
//! - **Raccoon** (money only, needs beavers): the doubler at once redoubles a
//!   beaver, keeping the cube; the beaver's author takes or passes. Nothing
//!   comes after a raccoon.
//! - **Jacoby** (money only): gammons and backgammons count as singles while
//!   the cube is centred, i.e. until a double has been taken in this game;
//!   automatic doubles leave the cube centred, so Jacoby still applies after
//!   them (seed 001: "la règle de Jacoby est toujours en cours").
//! - **Automatic doubles** (money only): each tie of the opening one-die roll
//!   doubles the cube, which stays centred, up to `limit` ties a game.
//!   Option: a 6-6 tie triples the stake instead.
//! - **Maximum** 64 (face value of the cube); money option: unlimited.
//!
//! # The value of a game
//! A game is worth `result × cube value × stake`. The cube's value is always a
//! power of two (what gnubg's Match ID and the XGID can hold). A 6-6 opening
//! tie with [`AutomaticDoubles::six_six_triples`] multiplies the **stake**
//! (a separate factor, 1 otherwise) by 3 and leaves the cube alone; the
//! maximum bounds the cube, not the stake.
//!
//! "Unlimited" is bounded by what gnubg can hold: [`UNLIMITED_CUBE`] (4096,
//! its `MAX_CUBE`); a double beyond is refused as [`CubeRefusal::AtMaximum`].

use crate::common::side::Side;

/// The highest cube of an "unlimited" money game: 4096, gnubg's `MAX_CUBE`.
pub const UNLIMITED_CUBE: u32 = 1 << UNLIMITED_CUBE_LOG2;
/// log2 of [`UNLIMITED_CUBE`].
pub const UNLIMITED_CUBE_LOG2: u8 = 12;

/// Who may turn the cube next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CubeOwner {
    /// In the middle: either player may double.
    Centred,
    /// Owned by this side: only he may redouble.
    Side(Side),
}

/// The doubling cube: a value (a power of two) and an owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    log2: u8,
    owner: CubeOwner,
}

/// A cube that cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CubeError {
    /// The value is not a power of two from 1 to [`UNLIMITED_CUBE`].
    BadValue {
        /// The value given.
        value: u32,
    },
    /// A cube of 1 is always centred (nobody has taken a double).
    OwnedAtOne {
        /// The owner given.
        owner: Side,
    },
}

impl core::fmt::Display for CubeError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            CubeError::BadValue { value } => write!(
                f,
                "a cube shows a power of two from 1 to {UNLIMITED_CUBE}, not {value}"
            ),
            CubeError::OwnedAtOne { owner } => {
                write!(f, "a cube of 1 is centred; {owner} cannot own it")
            }
        }
    }
}

impl std::error::Error for CubeError {}

impl Default for Cube {
    fn default() -> Self {
        Cube::CENTRED
    }
}

impl Cube {
    /// The cube at the start of a game: 1, centred.
    pub const CENTRED: Cube = Cube {
        log2: 0,
        owner: CubeOwner::Centred,
    };

    /// A cube of `value` (1, 2, 4, ... [`UNLIMITED_CUBE`]) owned by `owner`.
    ///
    /// # Errors
    /// [`CubeError`] when the value is not such a power of two, or a cube of
    /// 1 has an owner.
    pub fn new(value: u32, owner: CubeOwner) -> Result<Cube, CubeError> {
        if !value.is_power_of_two() || value > UNLIMITED_CUBE {
            return Err(CubeError::BadValue { value });
        }
        if let (1, CubeOwner::Side(owner)) = (value, owner) {
            return Err(CubeError::OwnedAtOne { owner });
        }
        Ok(Cube {
            log2: value.trailing_zeros() as u8,
            owner,
        })
    }

    /// Its value, a power of two.
    #[inline]
    pub const fn value(self) -> u32 {
        1 << self.log2
    }

    /// log2 of its value (what gnubg's Match ID stores).
    #[inline]
    pub const fn log2(self) -> u8 {
        self.log2
    }

    /// Who may double next.
    #[inline]
    pub const fn owner(self) -> CubeOwner {
        self.owner
    }

    /// A double has been taken in this game (the cube has an owner): what
    /// the Jacoby rule asks before counting gammons.
    #[inline]
    pub const fn is_turned(self) -> bool {
        matches!(self.owner, CubeOwner::Side(_))
    }

    /// The cube after an accepted offer: `value` (a power of two, checked by
    /// the offer) owned by `owner`.
    pub(crate) fn taken(value: u32, owner: Side) -> Cube {
        Cube {
            log2: value.trailing_zeros() as u8,
            owner: CubeOwner::Side(owner),
        }
    }

    /// The cube doubled in the middle (an automatic double).
    pub(crate) fn doubled_centred(self) -> Cube {
        Cube {
            log2: self.log2 + 1,
            owner: CubeOwner::Centred,
        }
    }

    /// Why the cube itself stops `side` from doubling it to twice its value
    /// under `max_log2`: owned by the opponent, or at the maximum.
    pub fn refusal_for(self, side: Side, max_log2: u8) -> Option<CubeRefusal> {
        if let CubeOwner::Side(owner) = self.owner {
            if owner != side {
                return Some(CubeRefusal::OwnedByOpponent { owner });
            }
        }
        if self.log2 >= max_log2 {
            return Some(CubeRefusal::AtMaximum { max: 1 << max_log2 });
        }
        None
    }
}

/// How high the cube may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeLimit {
    /// Up to this value (a power of two, 1 to [`UNLIMITED_CUBE`]; 1 forbids
    /// every double). The default is 64, the highest face of the cube.
    UpTo(u32),
    /// No limit of the rules (money play only; in a match it counts as 64):
    /// up to [`UNLIMITED_CUBE`].
    Unlimited,
}

impl Default for CubeLimit {
    fn default() -> Self {
        CubeLimit::UpTo(64)
    }
}

impl CubeLimit {
    /// log2 of the highest cube allowed, in money play (`money`) or a match.
    pub fn max_log2(self, money: bool) -> u8 {
        match self {
            CubeLimit::UpTo(v) => v.trailing_zeros().min(u32::from(UNLIMITED_CUBE_LOG2)) as u8,
            CubeLimit::Unlimited if money => UNLIMITED_CUBE_LOG2,
            CubeLimit::Unlimited => 6,
        }
    }
}

/// Automatic doubles on opening ties (money play only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AutomaticDoubles {
    /// In use (default: no).
    pub enabled: bool,
    /// The most automatic doubles (or triples) in one game (default 1);
    /// further ties are simply rolled again.
    pub limit: u8,
    /// A 6-6 tie triples the stake instead of doubling the cube (default:
    /// no).
    pub six_six_triples: bool,
}

impl Default for AutomaticDoubles {
    fn default() -> Self {
        AutomaticDoubles {
            enabled: false,
            limit: 1,
            six_six_triples: false,
        }
    }
}

/// The cube options. Beavers, raccoons, Jacoby and automatic doubles are
/// money-play options (ignored in a match); all are off by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeOptions {
    /// The cube is used at all (default: yes). When not, every double is
    /// refused with [`CubeRefusal::NotInUse`].
    pub in_use: bool,
    /// Beavers allowed (default: no).
    pub beavers: bool,
    /// Raccoons allowed (default: no; needs `beavers`).
    pub raccoons: bool,
    /// The Jacoby rule (default: no).
    pub jacoby: bool,
    /// Automatic doubles on opening ties (default: none).
    pub automatic: AutomaticDoubles,
    /// The highest cube (default 64).
    pub max: CubeLimit,
}

impl Default for CubeOptions {
    fn default() -> Self {
        CubeOptions {
            in_use: true,
            beavers: false,
            raccoons: false,
            jacoby: false,
            automatic: AutomaticDoubles::default(),
            max: CubeLimit::default(),
        }
    }
}

/// What happens to the cube and the stake on an opening tie of `die`, the
/// game having had `count` automatic doubles so far: `Some((cube, stake))`
/// when the tie doubles (or triples), `None` when it is simply rolled again.
pub fn opening_tie(
    automatic: &AutomaticDoubles,
    cube: Cube,
    stake: u32,
    die: u8,
    count: u8,
    max_log2: u8,
) -> Option<(Cube, u32)> {
    if !automatic.enabled || count >= automatic.limit {
        return None;
    }
    if die == 6 && automatic.six_six_triples {
        return Some((cube, stake.saturating_mul(3)));
    }
    if cube.log2 >= max_log2 {
        return None;
    }
    Some((cube.doubled_centred(), stake))
}

/// The three ways to turn the cube.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum CubeAction {
    /// A double (or redouble) before rolling.
    Double,
    /// A beaver: the doubled player redoubles at once, keeping the cube.
    Beaver,
    /// A raccoon: the doubler redoubles a beaver at once, keeping the cube.
    Raccoon,
}

/// A cube offer waiting for its answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Offer {
    /// A double, a beaver or a raccoon.
    pub kind: CubeAction,
    /// Who made it.
    pub by: Side,
    /// The cube's value if it is taken.
    pub value: u32,
}

impl Offer {
    /// Who must answer it.
    pub const fn responder(self) -> Side {
        self.by.opponent()
    }

    /// What a pass loses: the value before this offer.
    pub const fn pass_value(self) -> u32 {
        self.value / 2
    }

    /// Who owns the cube once it is taken: the taker of a double; the
    /// author of a beaver or a raccoon (he redoubled keeping the cube).
    pub const fn owner_after_take(self) -> Side {
        match self.kind {
            CubeAction::Double => self.by.opponent(),
            CubeAction::Beaver | CubeAction::Raccoon => self.by,
        }
    }
}

/// Why the cube may not be turned now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeRefusal {
    /// The cube is not used in this game (options or rule set).
    NotInUse,
    /// The opponent owns the cube.
    OwnedByOpponent {
        /// The owner.
        owner: Side,
    },
    /// The Crawford game: the cube is out of play for both players.
    CrawfordGame,
    /// The Crawford game under FIBS's rule: the trailer may not double.
    TrailerInCrawfordGame,
    /// The cube would go above the maximum.
    AtMaximum {
        /// The highest cube allowed.
        max: u32,
    },
    /// The opening roll is played at once: no double before the first move.
    NotBeforeFirstMove,
    /// The player has already doubled in this turn (a raccoon was taken).
    AlreadyDoubledThisTurn,
    /// Beavers and raccoons are for money play only.
    MoneyOnly,
    /// Beavers are not allowed (option), or the offer is not a double.
    NoBeaver,
    /// Raccoons are not allowed (option), or the offer is not a beaver.
    NoRaccoon,
    /// The draw option's last roll: the opponent has borne off all his
    /// checkers, nothing is left to double.
    LastRoll,
}

impl core::fmt::Display for CubeRefusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            CubeRefusal::NotInUse => f.write_str("the cube is not used in this game"),
            CubeRefusal::OwnedByOpponent { owner } => write!(f, "{owner} owns the cube"),
            CubeRefusal::CrawfordGame => {
                f.write_str("no doubling in the Crawford game: the cube is out of play")
            }
            CubeRefusal::TrailerInCrawfordGame => {
                f.write_str("in the Crawford game the trailer may not double")
            }
            CubeRefusal::AtMaximum { max } => write!(f, "the cube may not go above {max}"),
            CubeRefusal::NotBeforeFirstMove => {
                f.write_str("the cube may not be turned before the first move of the game")
            }
            CubeRefusal::AlreadyDoubledThisTurn => {
                f.write_str("you have already doubled this turn")
            }
            CubeRefusal::MoneyOnly => f.write_str("beavers and raccoons are for money play only"),
            CubeRefusal::NoBeaver => f.write_str("no beaver is possible here"),
            CubeRefusal::NoRaccoon => f.write_str("no raccoon is possible here"),
            CubeRefusal::LastRoll => f.write_str(
                "no doubling on the last roll: the opponent has borne off all his checkers",
            ),
        }
    }
}
