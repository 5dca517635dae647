//! Money play or a match to N points: the options of a session, the score,
//! the Crawford game, and the points a game's end awards.
//!
//! Rules (`shared/rules/backgammon.md`, seed 001) and the conventions chosen:
//! - A game is worth its result (1, 2 or 3) × the cube × the stake (see
//!   [`super::cube`]; the stake includes what the rule set gives the
//!   winner's side, 3 for White in American). The full points are awarded, even beyond what the
//!   match needs: the score may exceed the length; the match is won at ≥ N.
//! - Jacoby (money only, option): gammons and backgammons count as singles
//!   unless the cube has been turned (taken) in this game. A resignation is
//!   counted the same way: resigning a gammon under Jacoby with the cube
//!   centred costs a single.
//! - **Crawford** (convention, [`CrawfordRule::NoCube`]): when a player first
//!   reaches match point (N − 1), the next game is the Crawford game, played
//!   with the cube out of play for both; FIBS's rule (only the trailer may
//!   not double) is [`CrawfordRule::TrailerMayNotDouble`]; the games after
//!   are post-Crawford, with the cube. A 1-point match has no Crawford game
//!   (nobody *reaches* match point), as in gnubg.
//! - Beavers, raccoons, Jacoby and automatic doubles are money-play options:
//!   in a match they are ignored (the `*_in_use` methods say what applies).
//! - **A drawn game** (Plakoto's two pinned mothers): no winner
//!   ([`GameEnd::winner`] is `None`), no points to either under any
//!   [`Stakes`]; the session goes on with the next game. In a match it
//!   counts nothing and is not replayed as such: the next game is simply
//!   the next one (a drawn Crawford game is the Crawford game played).
//!
//! - **The draw option** (seed 002's "with a draw", [`Options::last_roll_draw`],
//!   off by default): when the player who moved first in the game bears off
//!   his last checker, the other gets one more roll (no double before it); if
//!   he bears off his last checker with it the game is drawn, else the first
//!   mover wins, the result judged after that roll (it may have saved the
//!   gammon). The seed says "when White has borne off": White is the first
//!   mover there; here the opening roll decides who moves first (in a game
//!   from a position, the side on roll at the start).
//!
//! [`Stakes`] counts a won game: per game, or Tbilisi's per checker left.

use super::cube::{Cube, CubeLimit, CubeOptions, CubeRefusal, UNLIMITED_CUBE};
use super::result::GameResult;
use super::rules::{Results, VariantOptions};
use super::series::Series;
use crate::common::side::{BySide, Side};

/// The longest match these options allow.
pub const MAX_MATCH_LENGTH: u8 = 25;

/// Money play or a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MatchLength {
    /// Money play: games for points, no end.
    #[default]
    Money,
    /// A match to this many points (1..=25).
    Points(u8),
}

/// How the Crawford game is played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CrawfordRule {
    /// No Crawford game: the cube is always in play.
    Off,
    /// The cube is out of play for both players (US and Danish tournament
    /// rules; the default).
    #[default]
    NoCube,
    /// FIBS: only the trailer may not double.
    TrailerMayNotDouble,
}

/// How a won game's end is counted (a drawn game counts 0 under all).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Stakes {
    /// Result (single 1, gammon 2, backgammon 3) × cube × stake.
    #[default]
    PerGame,
    /// Tbilisi (seed 002): the loser pays one point per checker he has not
    /// borne off, × cube × stake; with `gammon_doubles`, twice that for a
    /// gammon or a backgammon.
    PerCheckerLeft {
        /// A gammon (or backgammon) doubles the points.
        gammon_doubles: bool,
    },
}

impl Stakes {
    /// The points of `end` under these stakes, the loser having `left`
    /// checkers not borne off (0 for a drawn game).
    pub fn points(self, end: &GameEnd, left: u32) -> u32 {
        if end.winner.is_none() {
            return 0;
        }
        match self {
            Stakes::PerGame => end.points,
            Stakes::PerCheckerLeft { gammon_doubles } => {
                let twice = gammon_doubles && end.result >= GameResult::Gammon;
                left.saturating_mul(end.cube)
                    .saturating_mul(end.stake)
                    .saturating_mul(if twice { 2 } else { 1 })
            }
        }
    }
}

/// The options of a session: money or match, Crawford, the cube.
///
/// Defaults: money play, [`CrawfordRule::NoCube`] (used in matches only),
/// [`CubeOptions::default`] (cube in use, no beavers, no raccoons, no
/// Jacoby, no automatic doubles (limit 1 when on), max cube 64).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// Money play or a match to N points.
    pub length: MatchLength,
    /// The Crawford game (matches only).
    pub crawford: CrawfordRule,
    /// The cube options.
    pub cube: CubeOptions,
    /// How a game's end is counted.
    pub stakes: Stakes,
    /// The options of the rule sets (each variant reads its own).
    pub variant: VariantOptions,
    /// Which rule set each game plays (the session's own, several in turn,
    /// a mixed match).
    pub series: Series,
    /// The draw option (seed 002, off by default): the first mover's last
    /// checker borne off gives the other one more roll; his last borne off
    /// too draws the game (see the module docs).
    pub last_roll_draw: bool,
}

/// Options that cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionsError {
    /// A match length outside 1..=25.
    MatchLength {
        /// The length given.
        length: u8,
    },
    /// A maximum cube that is not a power of two from 1 to 4096.
    MaxCube {
        /// The value given.
        value: u32,
    },
    /// Raccoons without beavers.
    RaccoonsWithoutBeavers,
}

impl core::fmt::Display for OptionsError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            OptionsError::MatchLength { length } => write!(
                f,
                "a match is played to 1 to {MAX_MATCH_LENGTH} points, not {length}"
            ),
            OptionsError::MaxCube { value } => write!(
                f,
                "the maximum cube is a power of two from 1 to {UNLIMITED_CUBE}, not {value}"
            ),
            OptionsError::RaccoonsWithoutBeavers => {
                f.write_str("a raccoon answers a beaver: raccoons need beavers")
            }
        }
    }
}

impl std::error::Error for OptionsError {}

impl Options {
    /// Money play with the default options.
    pub fn money() -> Options {
        Options::default()
    }

    /// A match to `length` points with the default options.
    pub fn match_to(length: u8) -> Options {
        Options {
            length: MatchLength::Points(length),
            ..Options::default()
        }
    }

    /// Greek Tavli (seed 002, the digest): Portes, Plakoto and Fevga in
    /// turn, a match to `length` points (5 by default, 7 an option), no cube.
    pub fn tavli(length: u8) -> Options {
        let mut o = Options::match_to(length);
        o.series = Series::tavli();
        o.cube.in_use = false;
        o
    }

    /// Checks the options.
    ///
    /// # Errors
    /// The first [`OptionsError`] found.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if let MatchLength::Points(length) = self.length {
            if !(1..=MAX_MATCH_LENGTH).contains(&length) {
                return Err(OptionsError::MatchLength { length });
            }
        }
        if let CubeLimit::UpTo(value) = self.cube.max {
            if !value.is_power_of_two() || value > UNLIMITED_CUBE {
                return Err(OptionsError::MaxCube { value });
            }
        }
        if self.cube.raccoons && !self.cube.beavers {
            return Err(OptionsError::RaccoonsWithoutBeavers);
        }
        Ok(())
    }

    /// Money play.
    pub fn is_money(&self) -> bool {
        self.length == MatchLength::Money
    }

    /// The Jacoby rule applies (money play and the option).
    pub fn jacoby_in_use(&self) -> bool {
        self.is_money() && self.cube.jacoby
    }

    /// Beavers apply (money play and the option).
    pub fn beavers_in_use(&self) -> bool {
        self.is_money() && self.cube.beavers
    }

    /// Raccoons apply (money play and the options).
    pub fn raccoons_in_use(&self) -> bool {
        self.beavers_in_use() && self.cube.raccoons
    }

    /// Automatic doubles apply (money play and the option).
    pub fn automatic_in_use(&self) -> bool {
        self.is_money() && self.cube.automatic.enabled
    }

    /// log2 of the highest cube.
    pub fn max_cube_log2(&self) -> u8 {
        self.cube.max.max_log2(self.is_money())
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndKind {
    /// The winner bore off all his checkers.
    PlayedOut,
    /// The loser resigned and the winner accepted.
    Resigned,
    /// The loser passed a double (or a beaver, a raccoon).
    Dropped,
    /// Plakoto's mother rule: a mother pinned on its start (won for 2), or
    /// both (drawn).
    MotherPinned,
}

/// A finished game: who won, what it counted, the points it awarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    /// The winner; `None` for a drawn game.
    pub winner: Option<Side>,
    /// The result as counted (after the rule set's results and Jacoby); a
    /// drawn game's is [`GameResult::Single`], unused (it awards no points).
    pub result: GameResult,
    /// The cube value it was played for (for a pass: the value before the
    /// refused offer).
    pub cube: u32,
    /// The stake multiplier: 1, or 3 per 6-6 opening tie with the triple
    /// option, × what the rule set gives the winner's side
    /// ([`super::rules::RuleSet::worth`]: 3 for White in American).
    pub stake: u32,
    /// The points awarded: `result × cube × stake` (or as the session's
    /// [`Stakes`] count them); 0 for a drawn game.
    pub points: u32,
    /// How it ended.
    pub how: EndKind,
}

/// What `result` counts under the rule set's `results` and, when `jacoby`
/// applies with the cube not turned, the Jacoby rule.
pub fn counted(result: GameResult, results: Results, jacoby: bool, cube: Cube) -> GameResult {
    let most = if (jacoby && !cube.is_turned()) || !results.gammons {
        GameResult::Single
    } else if !results.backgammons {
        GameResult::Gammon
    } else {
        GameResult::Backgammon
    };
    result.min(most)
}

/// The end of a game won by `winner` with `result` (before counting).
pub fn game_end(
    winner: Side,
    result: GameResult,
    results: Results,
    jacoby: bool,
    cube: Cube,
    stake: u32,
    how: EndKind,
) -> GameEnd {
    let result = counted(result, results, jacoby, cube);
    GameEnd {
        winner: Some(winner),
        result,
        cube: cube.value(),
        stake,
        points: result
            .points()
            .saturating_mul(cube.value())
            .saturating_mul(stake),
        how,
    }
}

impl GameEnd {
    /// A drawn game, played for `cube` × `stake`: no winner, no points.
    pub fn drawn(cube: Cube, stake: u32, how: EndKind) -> GameEnd {
        GameEnd {
            winner: None,
            result: GameResult::Single,
            cube: cube.value(),
            stake,
            points: 0,
            how,
        }
    }

    /// The game was drawn.
    pub fn is_draw(&self) -> bool {
        self.winner.is_none()
    }
}

/// The score of a session and where it stands with respect to Crawford.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MatchState {
    length: MatchLength,
    crawford_rule: CrawfordRule,
    score: BySide<u32>,
    crawford_game: bool,
    crawford_played: bool,
}

/// A score a match cannot be at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// A score at or beyond the length: the match is over.
    MatchOver {
        /// The scores.
        score: BySide<u32>,
    },
    /// A Crawford game needs a match and exactly one player at match point
    /// (N − 1 points), with the Crawford rule on and N > 1.
    NotACrawfordGame,
}

impl core::fmt::Display for ScoreError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ScoreError::MatchOver { score } => write!(
                f,
                "the match is already over at {}-{}",
                score.white, score.black
            ),
            ScoreError::NotACrawfordGame => f.write_str(
                "a Crawford game needs a match with the Crawford rule and exactly one player one point from winning",
            ),
        }
    }
}

impl std::error::Error for ScoreError {}

impl MatchState {
    /// A new session at 0-0.
    pub fn new(options: &Options) -> MatchState {
        MatchState {
            length: options.length,
            crawford_rule: options.crawford,
            score: BySide::splat(0),
            crawford_game: false,
            crawford_played: false,
        }
    }

    /// A session at `score`, the coming game being the Crawford game when
    /// `crawford_game`; when a player is at match point and it is not, the
    /// Crawford game is taken as already played (post-Crawford).
    ///
    /// # Errors
    /// [`ScoreError`] for a finished match or an impossible Crawford game.
    pub fn from_score(
        options: &Options,
        score: BySide<u32>,
        crawford_game: bool,
    ) -> Result<MatchState, ScoreError> {
        let mut m = MatchState {
            score,
            ..MatchState::new(options)
        };
        let at_point = |n: u8| {
            Side::ALL
                .iter()
                .filter(|&&s| score[s] + 1 == u32::from(n))
                .count()
        };
        match options.length {
            MatchLength::Money => {
                if crawford_game {
                    return Err(ScoreError::NotACrawfordGame);
                }
            }
            MatchLength::Points(n) => {
                if score.white >= u32::from(n) || score.black >= u32::from(n) {
                    return Err(ScoreError::MatchOver { score });
                }
                if crawford_game
                    && (n == 1 || at_point(n) != 1 || options.crawford == CrawfordRule::Off)
                {
                    return Err(ScoreError::NotACrawfordGame);
                }
                m.crawford_game = crawford_game;
                m.crawford_played = !crawford_game && at_point(n) > 0 && n > 1;
            }
        }
        Ok(m)
    }

    /// Money play or the match length.
    pub fn length(&self) -> MatchLength {
        self.length
    }

    /// The points each side has won.
    pub fn score(&self) -> BySide<u32> {
        self.score
    }

    /// The current (or last finished) game is the Crawford game.
    pub fn is_crawford_game(&self) -> bool {
        self.crawford_game
    }

    /// The Crawford game has been played (or, from a score, taken as played):
    /// games now are post-Crawford.
    pub fn is_post_crawford(&self) -> bool {
        self.crawford_played && !self.crawford_game
    }

    /// The winner of the match (a score ≥ N); never in money play.
    pub fn winner(&self) -> Option<Side> {
        let MatchLength::Points(n) = self.length else {
            return None;
        };
        Side::ALL
            .into_iter()
            .find(|&s| self.score[s] >= u32::from(n))
    }

    /// Points `side` still needs (`None` in money play).
    pub fn away(&self, side: Side) -> Option<u32> {
        match self.length {
            MatchLength::Money => None,
            MatchLength::Points(n) => Some(u32::from(n).saturating_sub(self.score[side])),
        }
    }

    /// Why the match rules stop `side` from doubling in this game.
    pub fn crawford_refusal(&self, side: Side) -> Option<CubeRefusal> {
        if !self.crawford_game {
            return None;
        }
        match self.crawford_rule {
            CrawfordRule::Off => None,
            CrawfordRule::NoCube => Some(CubeRefusal::CrawfordGame),
            CrawfordRule::TrailerMayNotDouble => {
                let leader_at_point = self.away(side.opponent()) == Some(1);
                (leader_at_point && self.away(side) != Some(1))
                    .then_some(CubeRefusal::TrailerInCrawfordGame)
            }
        }
    }

    /// Adds the points of a finished game to the winner's score (a drawn
    /// game: nothing).
    pub fn award(&mut self, end: &GameEnd) {
        if let Some(winner) = end.winner {
            self.score[winner] = self.score[winner].saturating_add(end.points);
        }
    }

    /// A new game begins: it is the Crawford game when a player has just
    /// reached match point for the first time.
    pub fn begin_game(&mut self) {
        if self.crawford_game {
            self.crawford_game = false;
            self.crawford_played = true;
        }
        let MatchLength::Points(n) = self.length else {
            return;
        };
        let at_point = Side::ALL.iter().any(|&s| self.score[s] + 1 == u32::from(n));
        if n > 1 && at_point && !self.crawford_played && self.crawford_rule != CrawfordRule::Off {
            self.crawford_game = true;
        }
    }
}
