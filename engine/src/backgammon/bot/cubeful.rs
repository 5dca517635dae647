//! Cubeful equities from cubeless chances, for money and match play alike:
//! Janowski's interpolation between the dead cube and a fully live cube,
//! the live cube's take and cash points found level by level from the
//! cube's last useful value down, through the match equity table at a
//! match score (gammon values at the score), as plain points in money.
//!
//! The player's winning chance `p` is the variable; the shares of gammons
//! and backgammons among his wins and among his losses are held at those
//! of his chances. At cube level `i` (the cube at `base × 2^i`):
//!
//! - the **dead** equity is linear in `p`: `p·W_i + (1−p)·L_i`, `W_i` and
//!   `L_i` the mean worth of a win and of a loss at that cube;
//! - the **live** equity, the owner doubling exactly at his cash point, is
//!   piecewise linear from `L_i` at `p = 0` to `W_i` at `p = 1` through
//!   the cash (his win of the cube's value) at his cash point when he may
//!   double, and through the pass (his loss of it) at his take point when
//!   his opponent may (as gnubg's `MoneyLive`: beyond the cash point a
//!   player too good to double plays on towards `W_i`);
//! - the **cubeful** equity is `x·live + (1−x)·dead`, `x` the cube's
//!   efficiency ([`efficiency`]);
//! - the take point at level `i` is where taking the double to level `i+1`
//!   (the player then owning it) is worth the pass; the cash point where
//!   the opponent's take of it is worth the player's cash.
//!
//! Above the last useful level (the cube's maximum, a cube that already
//! decides the match for both, or [`MAX_LEVELS`]) the cube is dead. A
//! cube out of play (the Crawford game) is dead at once. In money play
//! with the Jacoby rule the centred cube's game counts no gammons (its
//! dead part), a turned cube does.

use super::chances::Chances;
use super::met::Away;

/// The most cube levels looked at above the present one.
pub const MAX_LEVELS: usize = 6;

/// Who owns the cube, from the player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    /// Centred: either may double.
    Centred,
    /// The player owns it.
    Mine,
    /// His opponent owns it.
    Theirs,
}

/// What a game is worth: money points, or chances of winning a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scoring {
    /// Money play: a game won is worth its points.
    Money,
    /// A match at this score (the player's side).
    Match(Away),
}

impl Scoring {
    /// The worth to the player of winning (`won`) or losing `points`.
    pub fn worth(self, won: bool, points: u32) -> f32 {
        match self {
            Scoring::Money if won => points as f32,
            Scoring::Money => -(points as f32),
            Scoring::Match(away) => away.after(won, points),
        }
    }

    /// A cube of `points` leaves nothing to gain by doubling it: it already
    /// decides the match for both players.
    fn settles(self, points: u32) -> bool {
        match self {
            Scoring::Money => false,
            Scoring::Match(a) => points >= a.mine.max(a.theirs),
        }
    }
}

/// The situation of a cube decision.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeSpec {
    /// Money or the match score.
    pub scoring: Scoring,
    /// Points a single game is worth at the present cube (cube × stake).
    pub points: u32,
    /// The cube can be doubled this many more times (0: dead, as in the
    /// Crawford game or at the maximum).
    pub doublings: u8,
    /// Gammons and backgammons count (once the cube is turned).
    pub gammons: bool,
    /// The Jacoby rule: no gammons while the cube is centred.
    pub jacoby: bool,
    /// The cube's efficiency.
    pub x: f32,
}

/// The cube's efficiency by position class (gnubg's values): 0.68 with
/// contact; in a race 0.55 + 0.00125 a pip of the player on roll, from 0.6
/// to 0.7; 0.6 when both sides are bearing off.
pub fn efficiency(race: bool, bearoff: bool, pips_on_roll: u32) -> f32 {
    if bearoff {
        0.6
    } else if race {
        (0.55 + 0.00125 * pips_on_roll as f32).clamp(0.6, 0.7)
    } else {
        0.68
    }
}

/// Cubeful equities of one player's chances under a [`CubeSpec`].
#[derive(Clone, Debug)]
pub struct Cubeful {
    spec: CubeSpec,
    /// Shares among wins: single, gammon, backgammon; among losses too.
    win_shares: [f32; 3],
    lose_shares: [f32; 3],
    /// Levels computed: 0 (the present cube) to `top` (dead).
    top: usize,
    /// The take and cash points at each level below the top.
    take: [f32; MAX_LEVELS + 1],
    cash: [f32; MAX_LEVELS + 1],
}

fn shares(all: f32, gammon: f32, backgammon: f32) -> [f32; 3] {
    if all <= 1e-6 {
        return [1.0, 0.0, 0.0];
    }
    let g = (gammon / all).clamp(0.0, 1.0);
    // `clamp(0.0, g)` by hand: its check of the bounds would print them,
    // which takes the float formatting machinery into the wasm (12 KB).
    assert!(g >= 0.0, "the gammon share is not a number");
    let q = backgammon / all;
    let bg = if q < 0.0 {
        0.0
    } else if q > g {
        g
    } else {
        q
    };
    [1.0 - g, g - bg, bg]
}

impl Cubeful {
    /// The model for the player with chances `c`.
    pub fn new(spec: CubeSpec, c: &Chances) -> Cubeful {
        let lose = 1.0 - c.win;
        let mut m = Cubeful {
            spec,
            win_shares: shares(c.win, c.win_gammon, c.win_backgammon),
            lose_shares: shares(lose, c.lose_gammon, c.lose_backgammon),
            top: 0,
            take: [0.0; MAX_LEVELS + 1],
            cash: [1.0; MAX_LEVELS + 1],
        };
        let mut top = 0;
        while top < usize::from(spec.doublings).min(MAX_LEVELS)
            && !spec.scoring.settles(m.points_at(top))
        {
            top += 1;
        }
        m.top = top;
        for i in (0..top).rev() {
            let pass = m.spec.scoring.worth(false, m.points_at(i));
            let cash = m.spec.scoring.worth(true, m.points_at(i));
            m.take[i] = Cubeful::root(|p| m.at(i + 1, Owner::Mine, p) - pass);
            m.cash[i] = Cubeful::root(|p| m.at(i + 1, Owner::Theirs, p) - cash);
        }
        m
    }

    fn points_at(&self, level: usize) -> u32 {
        self.spec.points.saturating_mul(1 << level)
    }

    /// The `p` where `f` (increasing) crosses 0: 0 when it is never below,
    /// 1 when never above.
    fn root(f: impl Fn(f32) -> f32) -> f32 {
        let (mut lo, mut hi) = (0.0f32, 1.0f32);
        if f(lo) >= 0.0 {
            return 0.0;
        }
        if f(hi) <= 0.0 {
            return 1.0;
        }
        for _ in 0..40 {
            let mid = 0.5 * (lo + hi);
            if f(mid) < 0.0 {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        0.5 * (lo + hi)
    }

    /// Mean worth of a win (`won`) or a loss at `level`.
    fn mean(&self, level: usize, won: bool, centred: bool) -> f32 {
        let s = if won {
            self.win_shares
        } else {
            self.lose_shares
        };
        let v = self.points_at(level);
        let gammons = self.spec.gammons && !(centred && self.spec.jacoby);
        if !gammons {
            return self.spec.scoring.worth(won, v);
        }
        s[0] * self.spec.scoring.worth(won, v)
            + s[1] * self.spec.scoring.worth(won, 2 * v)
            + s[2] * self.spec.scoring.worth(won, 3 * v)
    }

    fn dead(&self, level: usize, centred: bool, p: f32) -> f32 {
        p * self.mean(level, true, centred) + (1.0 - p) * self.mean(level, false, centred)
    }

    /// The player's cubeful equity at cube `level` owned by `owner`, were
    /// his winning chance `p` (the level's raw worth: money points, or a
    /// match winning chance).
    pub fn at(&self, level: usize, owner: Owner, p: f32) -> f32 {
        let centred = owner == Owner::Centred;
        let dead = self.dead(level, centred, p);
        if level >= self.top {
            return dead;
        }
        let (tp, cp) = (self.take[level], self.cash[level]);
        let pass = self.spec.scoring.worth(false, self.points_at(level));
        let cash = self.spec.scoring.worth(true, self.points_at(level));
        let lerp = |p0: f32, e0: f32, p1: f32, e1: f32| {
            if p1 - p0 <= 1e-6 {
                e1
            } else {
                e0 + (e1 - e0) * (p - p0) / (p1 - p0)
            }
        };
        // The ends: the game lost or won as it would be played on.
        let (lost, won) = (
            self.mean(level, false, centred),
            self.mean(level, true, centred),
        );
        let live = match owner {
            Owner::Mine if p >= cp => lerp(cp, cash, 1.0, won),
            Owner::Mine => lerp(0.0, lost, cp, cash),
            Owner::Theirs if p <= tp => lerp(0.0, lost, tp, pass),
            Owner::Theirs => lerp(tp, pass, 1.0, won),
            Owner::Centred if p <= tp => lerp(0.0, lost, tp, pass),
            Owner::Centred if p >= cp => lerp(cp, cash, 1.0, won),
            Owner::Centred => lerp(tp, pass, cp, cash),
        };
        let x = self.spec.x;
        x * live + (1.0 - x) * dead
    }

    /// What winning (`won`) or losing the cube at `level` is worth.
    pub fn settled(&self, level: usize, won: bool) -> f32 {
        self.spec.scoring.worth(won, self.points_at(level))
    }

    /// The take and cash points at `level` (of a double to `level + 1`);
    /// `None` at the top, where the cube is dead.
    pub fn points(&self, level: usize) -> Option<(f32, f32)> {
        (level < self.top).then(|| (self.take[level], self.cash[level]))
    }

    /// An equity at the present cube in units of it: money points per
    /// present cube, or gnubg's normalised match equity (EMG: the cash 1,
    /// the pass −1).
    pub fn normalised(&self, e: f32) -> f32 {
        let (win, lose) = (self.settled(0, true), self.settled(0, false));
        match self.spec.scoring {
            Scoring::Money => e / self.spec.points.max(1) as f32,
            Scoring::Match(_) if win - lose > 1e-6 => (2.0 * e - (win + lose)) / (win - lose),
            Scoring::Match(_) => 0.0,
        }
    }
}
