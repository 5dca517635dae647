//! The chances of a game from one player's side (gnubg's five outputs) and
//! what they are worth.

use crate::backgammon::result::GameResult;

/// A player's chances: to win, to win a gammon or more, a backgammon, to
/// lose a gammon or more, a backgammon (each "or more" included in the
/// one before, as gnubg gives them).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Chances {
    /// To win the game.
    pub win: f32,
    /// To win a gammon or a backgammon.
    pub win_gammon: f32,
    /// To win a backgammon.
    pub win_backgammon: f32,
    /// To lose a gammon or a backgammon.
    pub lose_gammon: f32,
    /// To lose a backgammon.
    pub lose_backgammon: f32,
}

impl Chances {
    /// A game won with `result`.
    pub fn won(result: GameResult) -> Chances {
        Chances {
            win: 1.0,
            win_gammon: if result >= GameResult::Gammon {
                1.0
            } else {
                0.0
            },
            win_backgammon: if result == GameResult::Backgammon {
                1.0
            } else {
                0.0
            },
            ..Chances::default()
        }
    }

    /// Even chances, no gammon (a drawn game counts so).
    pub fn even() -> Chances {
        Chances {
            win: 0.5,
            ..Chances::default()
        }
    }

    /// The same chances from the opponent's side.
    pub fn flipped(&self) -> Chances {
        Chances {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The cubeless equity in points a game: wins minus losses, gammons and
    /// backgammons counted when `gammons` (else every game is single).
    pub fn equity(&self, gammons: bool) -> f32 {
        let single = 2.0 * self.win - 1.0;
        if gammons {
            single + self.win_gammon - self.lose_gammon + self.win_backgammon - self.lose_backgammon
        } else {
            single
        }
    }
}
