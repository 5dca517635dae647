//! A backgammon position seen from the side on roll: 26 signed counts and the
//! two borne-off counts, fixed size, no heap (the shape wildbg and gnubg use).
//!
//! Points are numbered along the route of the side on roll: 24 is where he
//! enters, 1 his ace point (he moves down, bears off below 1), [`BAR`] (25)
//! his bar and [`OPPONENT_BAR`] (0) the opponent's bar. His checkers count
//! positive, the opponent's negative. Where the opponent's own point `q` lies
//! on the mover's numbering depends on the game's [`Route`]: `25 - q` when
//! the players go round in opposite directions (backgammon), shifted when
//! they go the same way (long nardy, Russian backgammon).
//! [`Position::flip`] gives the same position seen by the opponent. Checkers
//! not yet entered (games that start off the board) are the [`reserve`]
//! (Position::reserve).
//!
//! Pinned checkers (Plakoto: a lone checker landed on is pinned under the
//! lander's checkers instead of being hit) are not in the counts: a point
//! counts its holder's checkers, and [`Position::pinned`] says on which points
//! a checker of the other side lies beneath them (at most one a point). Every
//! count of a side's checkers (its total, its pip count, a setup) includes its
//! pinned ones. Positions of games without pinning have none.
//!
//! A [`PositionSetup`] holds each side's counts from its own side and may be
//! impossible; [`PositionSetup::validate`] turns it into a [`Position`] or says
//! what is wrong. The checkers a setup does not place are borne off, or, in
//! the capture games where checkers leave the game for good, gone
//! ([`Missing`]): a side may then have fewer checkers than the other.

/// Index of the mover's bar in [`Position::pips`].
pub const BAR: usize = 25;
/// Index of the opponent's bar in [`Position::pips`].
pub const OPPONENT_BAR: usize = 0;

/// A position from the side on roll (see the module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    pub(crate) pips: [i8; 26],
    pub(crate) off: [u8; 2],
    pub(crate) reserve: [u8; 2],
    pub(crate) route: Route,
    /// Pinned checkers, bit `p` for the mover's point `p` (1..=24): the
    /// mover's own (under the opponent's checkers there), the opponent's
    /// (under the mover's).
    pub(crate) pinned: [u32; 2],
}

/// The points 1..=24 as bits of a pin mask.
const POINT_BITS: u32 = ((1 << 25) - 1) & !1;

/// How the two players' routes lie on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Route {
    /// Opposite directions (backgammon): the opponent's point `q` is the
    /// mover's `25 - q`.
    #[default]
    Opposite,
    /// The same direction, the opponent's route starting `k` points further
    /// on: his point `q` is the mover's `((q - 1 + k) % 24) + 1` (long nardy:
    /// 12, the heads facing each other; 0: both on one track).
    Parallel(u8),
}

impl Route {
    /// The mover's point (1..=24) of the opponent's own point `q` (1..=24).
    #[inline]
    pub const fn mover_point(self, q: usize) -> usize {
        match self {
            Route::Opposite => 25 - q,
            Route::Parallel(k) => (q - 1 + k as usize) % 24 + 1,
        }
    }

    /// The same routes seen from the other side: `Parallel(k)` becomes
    /// `Parallel(24 - k)` (the mover's start is `24 - k` points further on
    /// along the opponent's route); opposite routes and starts facing each
    /// other (12) or on one track (0) look the same from both sides.
    #[inline]
    pub const fn seen_by_opponent(self) -> Route {
        match self {
            Route::Opposite => Route::Opposite,
            Route::Parallel(k) => Route::Parallel((24 - k % 24) % 24),
        }
    }

    /// The opponent's own point of the mover's point `p` (1..=24).
    #[inline]
    pub const fn opponent_point(self, p: usize) -> usize {
        match self {
            Route::Opposite => 25 - p,
            Route::Parallel(k) => (p + 23 - k as usize % 24) % 24 + 1,
        }
    }
}

/// Which of the two players of a position, relative to the side on roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The side on roll (the mover).
    OnRoll,
    /// His opponent.
    Opponent,
}

/// Each side's checkers from its own side: index 0 = its 1-point (ace point),
/// 23 = its 24-point, 24 = its bar; checkers neither listed, nor pinned, nor
/// in reserve are borne off. Unvalidated: [`PositionSetup::validate`] checks
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PositionSetup {
    /// The side on roll's counts.
    pub on_roll: [u8; 25],
    /// The opponent's counts.
    pub opponent: [u8; 25],
    /// Checkers a side has in this game (15; 1, 2 or 3 in Hypergammon).
    pub checkers: u8,
    /// Checkers not yet entered: the side on roll's, the opponent's.
    pub reserve: [u8; 2],
    /// How the routes lie.
    pub route: Route,
    /// Pinned checkers (Plakoto), not in the counts above: the side on
    /// roll's, the opponent's, each as bit `q` for the side's own point `q`
    /// (1..=24). A pinned checker lies alone under the other side's checkers.
    pub pinned: [u32; 2],
}

impl PositionSetup {
    /// A backgammon setup: opposite routes, nothing in reserve, none pinned.
    pub const fn new(on_roll: [u8; 25], opponent: [u8; 25], checkers: u8) -> PositionSetup {
        PositionSetup {
            on_roll,
            opponent,
            checkers,
            reserve: [0, 0],
            route: Route::Opposite,
            pinned: [0, 0],
        }
    }

    /// The same with a checker of `player` pinned on his own point `q`
    /// (1..=24), under the other side's checkers there ([`Self::validate`]
    /// refuses any other `q`).
    pub const fn pin(mut self, player: Player, q: usize) -> PositionSetup {
        // Bit 0 stands for every point that does not exist.
        self.pinned[player as usize] |= if q < 32 { 1 << q } else { 1 };
        self
    }
}

/// What became of the checkers of a side that a [`PositionSetup`] does not
/// place (on a point, on the bar or still to enter).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Missing {
    /// They are borne off (every game that bears off).
    BorneOff,
    /// They were captured and have left the game (the chase and Icelandic
    /// backgammon: nothing is ever borne off).
    Captured,
}

/// Why a [`PositionSetup`] is not a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has more checkers on the board than the game gives it.
    TooManyCheckers {
        /// The side.
        player: Player,
        /// Its checkers on the board (bar included).
        count: u32,
        /// The game's number of checkers a side.
        max: u8,
    },
    /// Both sides have checkers on one point (the mover's numbering).
    SharedPoint {
        /// The point, 1..=24 from the side on roll.
        point: u8,
    },
    /// The game's number of checkers a side is not 1..=15.
    BadCheckerCount(u8),
    /// A pinned checker not alone under the other side's checkers: no
    /// opposing checker on its point, another of its own there, another
    /// pinned checker there, or no such point (1..=24).
    BadPin {
        /// Whose checker.
        player: Player,
        /// Its own point (0 or above 24 when the point does not exist).
        point: u8,
    },
}

impl core::fmt::Display for PositionError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            PositionError::TooManyCheckers { player, count, max } => write!(
                f,
                "{} has {count} checkers on the board, more than the {max} of the game",
                match player {
                    Player::OnRoll => "the player on roll",
                    Player::Opponent => "the opponent",
                }
            ),
            PositionError::SharedPoint { point } => write!(
                f,
                "both players have checkers on point {point} (counted from the player on roll)"
            ),
            PositionError::BadCheckerCount(n) => {
                write!(f, "a side has 1 to 15 checkers, not {n}")
            }
            PositionError::BadPin { player, point } => write!(
                f,
                "{}'s pinned checker on his point {point} is not alone under opposing checkers",
                match player {
                    Player::OnRoll => "the player on roll",
                    Player::Opponent => "the opponent",
                }
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl PositionSetup {
    /// Checks the setup: at most `checkers` a side, no point held by both,
    /// each pinned checker alone under opposing checkers; the checkers it
    /// does not place are borne off.
    ///
    /// # Errors
    /// The first [`PositionError`] found.
    pub fn validate(&self) -> Result<Position, PositionError> {
        self.validate_with(Missing::BorneOff)
    }

    /// [`Self::validate`], the checkers the setup does not place being
    /// `missing` (borne off, or captured and gone).
    ///
    /// # Errors
    /// The first [`PositionError`] found.
    pub fn validate_with(&self, missing: Missing) -> Result<Position, PositionError> {
        if !(1..=15).contains(&self.checkers) {
            return Err(PositionError::BadCheckerCount(self.checkers));
        }
        for (player, counts, reserve, pinned) in [
            (
                Player::OnRoll,
                &self.on_roll,
                self.reserve[0],
                self.pinned[0],
            ),
            (
                Player::Opponent,
                &self.opponent,
                self.reserve[1],
                self.pinned[1],
            ),
        ] {
            let count: u32 = counts.iter().map(|&c| u32::from(c)).sum::<u32>()
                + u32::from(reserve)
                + pinned.count_ones();
            if count > u32::from(self.checkers) {
                return Err(PositionError::TooManyCheckers {
                    player,
                    count,
                    max: self.checkers,
                });
            }
        }
        for (player, pinned) in [
            (Player::OnRoll, self.pinned[0]),
            (Player::Opponent, self.pinned[1]),
        ] {
            if let Some(q) = (0..32).find(|&q| pinned & !POINT_BITS & 1 << q != 0) {
                return Err(PositionError::BadPin {
                    player,
                    point: q as u8,
                });
            }
        }
        let mut pips = [0i8; 26];
        let mut pinned = [0u32; 2];
        #[allow(clippy::needless_range_loop)]
        for p in 1..=24 {
            let q = self.route.opponent_point(p);
            let mine = self.on_roll[p - 1];
            let theirs = self.opponent[q - 1];
            if mine > 0 && theirs > 0 {
                return Err(PositionError::SharedPoint { point: p as u8 });
            }
            let (my_pin, their_pin) = (self.pinned[0] >> p & 1, self.pinned[1] >> q & 1);
            if my_pin == 1 && (theirs == 0 || mine > 0 || their_pin == 1) {
                return Err(PositionError::BadPin {
                    player: Player::OnRoll,
                    point: p as u8,
                });
            }
            if their_pin == 1 && (mine == 0 || theirs > 0) {
                return Err(PositionError::BadPin {
                    player: Player::Opponent,
                    point: q as u8,
                });
            }
            pinned[0] |= my_pin << p;
            pinned[1] |= their_pin << p;
            pips[p] = mine as i8 - theirs as i8;
        }
        pips[BAR] = self.on_roll[24] as i8;
        pips[OPPONENT_BAR] = -(self.opponent[24] as i8);
        let on_board = |c: &[u8; 25]| c.iter().sum::<u8>();
        let off = |c: &[u8; 25], reserve: u8, pinned: u32| match missing {
            Missing::BorneOff => self.checkers - on_board(c) - reserve - pinned.count_ones() as u8,
            Missing::Captured => 0,
        };
        Ok(Position {
            pips,
            off: [
                off(&self.on_roll, self.reserve[0], self.pinned[0]),
                off(&self.opponent, self.reserve[1], self.pinned[1]),
            ],
            reserve: self.reserve,
            route: self.route,
            pinned,
        })
    }
}

impl Position {
    /// The position from a setup, each side's counts from its own side.
    ///
    /// # Errors
    /// See [`PositionSetup::validate`].
    pub fn from_counts(
        on_roll: [u8; 25],
        opponent: [u8; 25],
        checkers: u8,
    ) -> Result<Position, PositionError> {
        PositionSetup::new(on_roll, opponent, checkers).validate()
    }

    /// Both sides with the same setup (own-side counts, index 0 = ace point).
    pub fn symmetric(setup: [u8; 25], checkers: u8) -> Result<Position, PositionError> {
        Position::from_counts(setup, setup, checkers)
    }

    /// Each side's counts from its own side (the inverse of [`Self::from_counts`]);
    /// its number of checkers a side is the larger side's (the two are the
    /// same unless checkers were captured for good).
    pub fn setup(&self) -> PositionSetup {
        let mut on_roll = [0u8; 25];
        let mut opponent = [0u8; 25];
        for p in 1..=24 {
            let v = self.pips[p];
            if v > 0 {
                on_roll[p - 1] = v as u8;
            } else if v < 0 {
                opponent[self.route.opponent_point(p) - 1] = (-v) as u8;
            }
        }
        on_roll[24] = self.pips[BAR] as u8;
        opponent[24] = (-self.pips[OPPONENT_BAR]) as u8;
        let checkers = self
            .checkers_of(Player::OnRoll)
            .max(self.checkers_of(Player::Opponent));
        let mut pinned = [self.pinned[0], 0];
        let mut theirs = self.pinned[1];
        while theirs != 0 {
            let p = theirs.trailing_zeros() as usize;
            theirs &= theirs - 1;
            pinned[1] |= 1 << self.route.opponent_point(p);
        }
        PositionSetup {
            on_roll,
            opponent,
            checkers,
            reserve: self.reserve,
            route: self.route,
            pinned,
        }
    }

    /// The signed counts (see the module docs), read-only.
    #[inline]
    pub fn pips(&self) -> &[i8; 26] {
        &self.pips
    }

    /// The mover's checkers on his point `p` (1..=24) or his bar (25), a
    /// pinned one not counted.
    #[inline]
    pub fn mine(&self, p: usize) -> u8 {
        self.pips[p].max(0) as u8
    }

    /// The opponent's checkers on the mover's point `p` (1..=24) or on the
    /// opponent's bar (0), a pinned one not counted.
    #[inline]
    pub fn theirs(&self, p: usize) -> u8 {
        (-self.pips[p]).max(0) as u8
    }

    /// The points (bit `p` for the mover's point `p`) where a checker of
    /// `player` lies pinned: the mover's under the opponent's checkers, the
    /// opponent's under the mover's.
    #[inline]
    pub fn pinned(&self, player: Player) -> u32 {
        self.pinned[player as usize]
    }

    /// A checker of `player` lies pinned on the mover's point `p`.
    #[inline]
    pub fn is_pinned(&self, player: Player, p: usize) -> bool {
        p < 32 && self.pinned[player as usize] >> p & 1 == 1
    }

    /// Checkers borne off by a player.
    #[inline]
    pub fn off(&self, player: Player) -> u8 {
        self.off[player as usize]
    }

    /// The position packed in five words: equal positions, equal words (a
    /// cheap key to sort or compare by).
    #[inline]
    pub fn packed(&self) -> [u64; 5] {
        let mut b = [0u8; 40];
        for (d, &v) in b.iter_mut().zip(self.pips.iter()) {
            *d = v as u8;
        }
        b[26] = self.off[0];
        b[27] = self.off[1];
        b[28] = self.reserve[0];
        b[29] = self.reserve[1];
        (b[30], b[31]) = match self.route {
            Route::Opposite => (0, 0),
            Route::Parallel(k) => (1, k),
        };
        b[32..36].copy_from_slice(&self.pinned[0].to_le_bytes());
        b[36..40].copy_from_slice(&self.pinned[1].to_le_bytes());
        let w = |i: usize| u64::from_le_bytes(b[8 * i..8 * i + 8].try_into().unwrap_or([0; 8]));
        [w(0), w(1), w(2), w(3), w(4)]
    }

    /// Checkers a player has not entered yet.
    #[inline]
    pub fn reserve(&self, player: Player) -> u8 {
        self.reserve[player as usize]
    }

    /// How the routes lie.
    #[inline]
    pub fn route(&self) -> Route {
        self.route
    }

    /// Checkers the side on roll has in the game (on the board, in reserve,
    /// borne off): each side's number, unless checkers were captured for
    /// good ([`Self::checkers_of`]).
    pub fn checkers(&self) -> u8 {
        self.checkers_of(Player::OnRoll)
    }

    /// Checkers `player` has in the game: on the board, in reserve, borne
    /// off, pinned (not those captured for good).
    pub fn checkers_of(&self, player: Player) -> u8 {
        let on_board: u8 = match player {
            Player::OnRoll => self.pips.iter().filter(|&&v| v > 0).map(|&v| v as u8).sum(),
            Player::Opponent => self
                .pips
                .iter()
                .filter(|&&v| v < 0)
                .map(|&v| (-v) as u8)
                .sum(),
        };
        on_board
            + self.off[player as usize]
            + self.reserve[player as usize]
            + self.pinned[player as usize].count_ones() as u8
    }

    /// The same position seen from the opponent (who is then on roll).
    #[inline]
    pub fn flip(&self) -> Position {
        let mut pips = [0i8; 26];
        let mut pinned = [0u32; 2];
        match self.route {
            Route::Opposite => {
                for (i, p) in pips.iter_mut().enumerate() {
                    *p = -self.pips[25 - i];
                }
                // Bit p to bit 25 - p.
                pinned = [
                    self.pinned[1].reverse_bits() >> 6,
                    self.pinned[0].reverse_bits() >> 6,
                ];
            }
            Route::Parallel(_) => {
                // The new mover's point p is the old opponent's own point p.
                for (p, v) in pips.iter_mut().enumerate().take(25).skip(1) {
                    *v = -self.pips[self.route.mover_point(p)];
                }
                pips[BAR] = -self.pips[OPPONENT_BAR];
                pips[OPPONENT_BAR] = -self.pips[BAR];
                for (old, new) in [(1, 0), (0, 1)] {
                    let mut bits = self.pinned[old];
                    while bits != 0 {
                        let p = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        pinned[new] |= 1 << self.route.opponent_point(p);
                    }
                }
            }
        }
        Position {
            pips,
            off: [self.off[1], self.off[0]],
            reserve: [self.reserve[1], self.reserve[0]],
            route: self.route.seen_by_opponent(),
            pinned,
        }
    }

    /// Pip counts: the distance each player's checkers still have to travel
    /// to bear off (a checker on the bar counts 25).
    pub fn pip_counts(&self) -> [u32; 2] {
        let mut counts = [
            25 * u32::from(self.reserve[0]),
            25 * u32::from(self.reserve[1]),
        ];
        for (p, &v) in self.pips.iter().enumerate() {
            let distance = match p {
                BAR | OPPONENT_BAR => 25,
                _ if v < 0 => self.route.opponent_point(p) as u32,
                _ => p as u32,
            };
            if v > 0 {
                counts[0] += distance * v as u32;
            } else if v < 0 {
                counts[1] += distance * (-v) as u32;
            }
        }
        // A pinned checker on the mover's point p: p for the mover, the
        // opponent's own number of it for him.
        for (side, mut bits) in [(0, self.pinned[0]), (1, self.pinned[1])] {
            while bits != 0 {
                let p = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                counts[side] += if side == 0 {
                    p
                } else {
                    self.route.opponent_point(p)
                } as u32;
            }
        }
        counts
    }

    /// The player has borne off all his checkers (never in a game where
    /// nothing is borne off).
    pub fn has_won(&self, player: Player) -> bool {
        let off = self.off[player as usize];
        off > 0 && off == self.checkers_of(player)
    }

    /// The players' checkers are past each other: no more hitting possible
    /// (for opposite routes).
    pub fn is_race(&self) -> bool {
        let my_back = (1..=25)
            .rev()
            .find(|&p| self.pips[p] > 0 || self.is_pinned(Player::OnRoll, p))
            .unwrap_or(0);
        let their_back = (0..=24)
            .find(|&p| self.pips[p] < 0 || self.is_pinned(Player::Opponent, p))
            .unwrap_or(25);
        my_back < their_back
    }
}
