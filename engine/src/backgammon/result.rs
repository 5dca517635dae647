//! How a game ends and what it is worth: single, gammon or backgammon, as the
//! rule set counts them; a game may also end by a rule set's own rule (won, or
//! drawn: Plakoto's mother rule), see [`ending`].

use super::matchplay::EndKind;
use super::position::{Player, Position, OPPONENT_BAR};
use super::rules::{plakoto, Capture, Gammon, RuleSet};

/// What a won game is worth before the cube multiplies it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameResult {
    /// The loser had borne off at least one checker: 1 point.
    Single,
    /// The loser had borne off none: 2 points.
    Gammon,
    /// A gammon with a loser's checker still on the bar or in the winner's
    /// home board: 3 points.
    Backgammon,
}

impl GameResult {
    /// The points it is worth (1, 2 or 3).
    pub const fn points(self) -> u32 {
        match self {
            GameResult::Single => 1,
            GameResult::Gammon => 2,
            GameResult::Backgammon => 3,
        }
    }

    /// Its name in English (`"single"`, `"gammon"`, `"backgammon"`).
    pub const fn name(self) -> &'static str {
        match self {
            GameResult::Single => "single",
            GameResult::Gammon => "gammon",
            GameResult::Backgammon => "backgammon",
        }
    }

    /// The result from its points (1, 2 or 3).
    pub const fn from_points(points: u32) -> Option<GameResult> {
        match points {
            1 => Some(GameResult::Single),
            2 => Some(GameResult::Gammon),
            3 => Some(GameResult::Backgammon),
            _ => None,
        }
    }
}

/// The result of a finished game, `pos` seen from the winner (the side on
/// roll, who has just borne off his last checker), as the rule set counts
/// it; `None` if he has not won. Checkers the loser never entered count as
/// on the bar. In the capture games ([`Capture::Remove`]) the winner is the
/// side on roll once the opponent has no checker left, and a win is single.
pub fn result(rules: &RuleSet, pos: &Position) -> Option<GameResult> {
    if rules.capture == Capture::Remove {
        let over = pos.checkers_of(Player::Opponent) == 0 && pos.checkers_of(Player::OnRoll) > 0;
        return over.then_some(GameResult::Single);
    }
    if !pos.has_won(Player::OnRoll) {
        return None;
    }
    let behind = pos.reserve(Player::Opponent) > 0 || (OPPONENT_BAR..=6).any(|p| pos.theirs(p) > 0);
    let gammon = match rules.results.gammon {
        Gammon::NoneBorneOff => pos.off(Player::Opponent) == 0,
        Gammon::LeftInStartingQuarter => behind,
    };
    let full = if !gammon {
        GameResult::Single
    } else if behind && pos.off(Player::Opponent) == 0 {
        GameResult::Backgammon
    } else {
        GameResult::Gammon
    };
    Some(match full {
        GameResult::Backgammon if !rules.results.backgammons => {
            if rules.results.gammons {
                GameResult::Gammon
            } else {
                GameResult::Single
            }
        }
        GameResult::Gammon if !rules.results.gammons => GameResult::Single,
        r => r,
    })
}

/// How a play ends a game, seen from the player who made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// He wins `result`, `how` ([`EndKind::PlayedOut`]: he bore off his last
    /// checker).
    Won {
        /// What the game is worth before the cube.
        result: GameResult,
        /// How it ended.
        how: EndKind,
    },
    /// Nobody wins: no points to either.
    Drawn {
        /// How it ended.
        how: EndKind,
    },
}

/// Whether the play that gave `after` (seen from the player who made it) ends
/// the game under `rules`: his last checker borne off or the opponent's
/// captured ([`result`]), or the
/// rule set's own end (Plakoto's mother rule,
/// [`plakoto::mother_ending`]); `None` while the game goes on.
pub fn ending(rules: &RuleSet, after: &Position) -> Option<Ending> {
    // His last checker off, or (the capture games) the opponent's last
    // checker captured.
    if after.off(Player::OnRoll) == rules.checkers || rules.capture == Capture::Remove {
        return result(rules, after).map(|result| Ending::Won {
            result,
            how: EndKind::PlayedOut,
        });
    }
    if rules.mother_rule {
        return plakoto::mother_ending(after);
    }
    None
}
