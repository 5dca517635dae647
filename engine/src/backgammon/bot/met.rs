//! Chances of winning a match from a score ([`met_data`]'s table), and the
//! match winning chances of a game's chances at a cube — the cube held
//! dead (no redouble later): what the bot's match decisions compare.
//!
//! [`met_data`]: super::met_data

use super::chances::Chances;
use super::met_data::{POST_CRAWFORD, PRE_CRAWFORD};

/// The chance of winning the match of a player `mine` points away against
/// an opponent `theirs` away (0: the match is won); `post_crawford`: the
/// Crawford game has been played (or there is none), so a 1-away score is
/// post-Crawford. Scores beyond the table's 25 are read as 25.
pub fn mwc(mine: u32, theirs: u32, post_crawford: bool) -> f32 {
    match (mine, theirs) {
        (0, _) => 1.0,
        (_, 0) => 0.0,
        (1, 1) => 0.5,
        (1, t) if post_crawford => 1.0 - POST_CRAWFORD[(t.min(25) - 1) as usize],
        (m, 1) if post_crawford => POST_CRAWFORD[(m.min(25) - 1) as usize],
        (m, t) => PRE_CRAWFORD[(m.min(25) - 1) as usize][(t.min(25) - 1) as usize],
    }
}

/// A score in a match: each side's points still needed, and whether
/// 1-away scores are post-Crawford once this game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Away {
    /// The player's points to go.
    pub mine: u32,
    /// His opponent's.
    pub theirs: u32,
    /// A 1-away score after this game is post-Crawford (this game is the
    /// Crawford game or after it, or the match has no Crawford rule).
    pub post_crawford: bool,
}

impl Away {
    /// The match winning chance once the player has won (`won`) or lost
    /// `points`.
    pub fn after(self, won: bool, points: u32) -> f32 {
        if won {
            mwc(
                self.mine.saturating_sub(points),
                self.theirs,
                self.post_crawford,
            )
        } else {
            mwc(
                self.mine,
                self.theirs.saturating_sub(points),
                self.post_crawford,
            )
        }
    }

    /// The match winning chance of a game played out with `c` (the
    /// player's chances) at `stake` points a single game (cube × stakes);
    /// `gammons`: gammons and backgammons count.
    pub fn of(self, c: &Chances, stake: u32, gammons: bool) -> f32 {
        let (wg, wbg, lg, lbg) = if gammons {
            (
                c.win_gammon,
                c.win_backgammon,
                c.lose_gammon,
                c.lose_backgammon,
            )
        } else {
            (0.0, 0.0, 0.0, 0.0)
        };
        let lose = 1.0 - c.win;
        (c.win - wg) * self.after(true, stake)
            + (wg - wbg) * self.after(true, 2 * stake)
            + wbg * self.after(true, 3 * stake)
            + (lose - lg) * self.after(false, stake)
            + (lg - lbg) * self.after(false, 2 * stake)
            + lbg * self.after(false, 3 * stake)
    }
}
