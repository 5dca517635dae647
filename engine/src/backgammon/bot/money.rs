//! Money-play cube equities by Janowski's interpolation: the cubeless
//! (dead cube) equity and the equity of a fully live cube (linear between
//! the take and cash points), mixed by the cube's efficiency `x`.
//!
//! From a player's chances, with `W` the points of his average win and `L`
//! of his average loss: his take point is `(L − ½) / (W + L + ½)` and his
//! cash point (his opponent's take point seen from him) `(L + 1) / (W + L +
//! ½)`. All equities are in units of the cube's present value.

use super::chances::Chances;

/// Who owns the cube, from the player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ownership {
    /// Centred: either may double.
    Centred,
    /// The player owns it.
    Mine,
    /// His opponent owns it.
    Theirs,
}

/// The cube's efficiency: 0.68 with contact (gnubg's), in a race from 0.6
/// (short) to 0.7 (long), by the longer pip count.
pub fn efficiency(race: bool, pips: u32) -> f32 {
    if race {
        (0.6 + 0.001 * pips as f32).min(0.7)
    } else {
        0.68
    }
}

/// The player's cubeful equity by Janowski (see the module docs), gammons
/// counted when `gammons`.
pub fn equity(c: &Chances, gammons: bool, owner: Ownership, x: f32) -> f32 {
    let p = c.win.clamp(1e-4, 1.0 - 1e-4);
    let (w, l) = if gammons {
        (
            (c.win + c.win_gammon + c.win_backgammon) / p,
            (1.0 - c.win + c.lose_gammon + c.lose_backgammon) / (1.0 - p),
        )
    } else {
        (1.0, 1.0)
    };
    let dead = p * w - (1.0 - p) * l;
    let take = (l - 0.5) / (w + l + 0.5);
    let cash = (l + 1.0) / (w + l + 0.5);
    let live = match owner {
        Ownership::Mine if p >= cash => 1.0,
        Ownership::Mine => -l + (l + 1.0) * p / cash,
        Ownership::Theirs if p <= take => -1.0,
        Ownership::Theirs => -1.0 + (w + 1.0) * (p - take) / (1.0 - take),
        Ownership::Centred if p <= take => -1.0,
        Ownership::Centred if p >= cash => 1.0,
        Ownership::Centred => -1.0 + 2.0 * (p - take) / (cash - take),
    };
    x * live + (1.0 - x) * dead
}
