//! The totals of `tables backgammon selfplay`: per side (White, Black) and
//! per player (player 1 is `--white`'s, on either side with `--alternate`),
//! with player 1's points a game and their 95 % interval.

use crate::backgammon::{EndKind, GameEnd, GameResult};
use crate::common::side::{BySide, Side};

/// Totals of a self-play run.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// Games played.
    pub games: u32,
    /// Games won per side as singles, gammons, backgammons (passed doubles
    /// count as singles).
    pub wins: BySide<[u32; 3]>,
    /// Points won per side.
    pub points: BySide<u64>,
    /// Games ended by a passed double.
    pub dropped: u32,
    /// Drawn games (Plakoto's two pinned mothers).
    pub draws: u32,
    /// Rolls over all games (opening rolls included).
    pub rolls: u64,
    /// Player 1's games won, won as a gammon or more, lost as a gammon or
    /// more.
    pub p1: [u32; 3],
    /// The sum of player 1's net points a game, and of their squares.
    pub p1_points: (f64, f64),
    /// Duplicate pairs counted ([`Totals::add_pair`]).
    pub pairs: u32,
    /// The sum over the pairs of player 1's mean net points a game of the
    /// pair, and of their squares.
    pub pair_points: (f64, f64),
    /// Milliseconds the run took.
    pub millis: u64,
}

impl Totals {
    /// Counts one game: its end, its rolls, the side player 1 played;
    /// returns player 1's net points.
    pub fn add(&mut self, end: &GameEnd, rolls: u32, p1: Side) -> f64 {
        self.games += 1;
        let level = match end.result {
            GameResult::Single => 0,
            GameResult::Gammon => 1,
            GameResult::Backgammon => 2,
        };
        let gammon = level > 0 && end.how != EndKind::Dropped;
        let mut net = 0.0;
        match end.winner {
            Some(winner) => {
                self.wins[winner][level] += 1;
                self.points[winner] += u64::from(end.points);
                net = f64::from(end.points);
                if winner == p1 {
                    self.p1[0] += 1;
                    self.p1[1] += u32::from(gammon);
                } else {
                    net = -net;
                    self.p1[2] += u32::from(gammon);
                }
            }
            None => self.draws += 1,
        }
        self.p1_points.0 += net;
        self.p1_points.1 += net * net;
        self.dropped += u32::from(end.how == EndKind::Dropped);
        self.rolls += u64::from(rolls);
        net
    }

    /// Counts a duplicate pair whose two games (each already [`add`]ed)
    /// gave player 1 `net` points together.
    ///
    /// [`add`]: Totals::add
    pub fn add_pair(&mut self, net: f64) {
        let mean = net / 2.0;
        self.pairs += 1;
        self.pair_points.0 += mean;
        self.pair_points.1 += mean * mean;
    }

    /// Player 1's mean net points a game and the half-width of its 95 %
    /// interval (1.96 standard errors): over the games, or when pairs were
    /// counted over the pairs' means (the luck of the dice, the same for
    /// both seats of a pair, cancels out).
    pub fn p1_points_per_game(&self) -> (f64, f64) {
        let (count, sums) = if self.pairs > 0 {
            (self.pairs, self.pair_points)
        } else {
            (self.games, self.p1_points)
        };
        let n = f64::from(count.max(1));
        let mean = sums.0 / n;
        let var = (sums.1 / n - mean * mean).max(0.0);
        let half = if count > 1 {
            1.96 * (var * n / (n - 1.0)).sqrt() / n.sqrt()
        } else {
            0.0
        };
        (mean, half)
    }

    /// The lines printed by `selfplay`, `key: value` one per line.
    /// `white_mean_points` is White's mean net points per game (won minus
    /// lost), `mean_points` the mean points a game was worth;
    /// `p1_points_per_game` player 1's mean net points with `p1_interval95`
    /// the half-width of their 95 % interval; the rates are of all games.
    pub fn report(&self) -> String {
        let n = f64::from(self.games.max(1));
        let mut out = format!("games: {}\n", self.games);
        for side in Side::ALL {
            let [s, g, b] = self.wins[side];
            out += &format!(
                "{side}_wins: {}\n{side}_singles: {s}\n{side}_gammons: {g}\n{side}_backgammons: {b}\n{side}_points: {}\n",
                s + g + b,
                self.points[side]
            );
        }
        let net = self.points.white as f64 - self.points.black as f64;
        let total = (self.points.white + self.points.black) as f64;
        let (mean, half) = self.p1_points_per_game();
        out += &format!(
            "white_mean_points: {:.4}\nmean_points: {:.4}\ndropped: {}\ndraws: {}\nmean_rolls: {:.2}\n",
            net / n,
            total / n,
            self.dropped,
            self.draws,
            self.rolls as f64 / n,
        );
        out += &format!(
            "p1_points_per_game: {mean:.4}\np1_interval95: {half:.4}\np1_win_rate: {:.4}\np1_gammon_rate: {:.4}\np1_gammon_loss_rate: {:.4}\n",
            f64::from(self.p1[0]) / n,
            f64::from(self.p1[1]) / n,
            f64::from(self.p1[2]) / n,
        );
        if self.pairs > 0 {
            out += &format!("duplicate_pairs: {}\n", self.pairs);
        }
        out += &format!("seconds: {:.3}\n", self.millis as f64 / 1000.0);
        out
    }

    /// Adds another run's totals (a thread's share).
    pub fn merge(&mut self, o: &Totals) {
        self.games += o.games;
        for side in Side::ALL {
            for k in 0..3 {
                self.wins[side][k] += o.wins[side][k];
            }
            self.points[side] += o.points[side];
        }
        self.dropped += o.dropped;
        self.draws += o.draws;
        self.rolls += o.rolls;
        for k in 0..3 {
            self.p1[k] += o.p1[k];
        }
        self.p1_points.0 += o.p1_points.0;
        self.p1_points.1 += o.p1_points.1;
        self.pairs += o.pairs;
        self.pair_points.0 += o.pair_points.0;
        self.pair_points.1 += o.pair_points.1;
    }
}

#[cfg(test)]
mod tests {
    use super::Totals;
    use crate::backgammon::{EndKind, GameEnd, GameResult};
    use crate::common::side::Side;

    fn end(winner: Side, points: u32) -> GameEnd {
        GameEnd {
            winner: Some(winner),
            result: GameResult::Single,
            cube: 1,
            stake: 1,
            points,
            how: EndKind::PlayedOut,
        }
    }

    #[test]
    fn the_duplicate_interval_is_computed_over_the_pairs() {
        // player 1 (White) nets +1 and -1 in the first pair, +2 and +2 in
        // the second: pair means 0 and 2
        let mut t = Totals::default();
        let mut per_game = Totals::default();
        for pair in [
            [(Side::White, 1), (Side::White, 1)],
            [(Side::White, 2), (Side::Black, 2)],
        ] {
            let mut net = 0.0;
            for ((winner, points), p1) in pair.into_iter().zip([Side::White, Side::Black]) {
                net += t.add(&end(winner, points), 10, p1);
                per_game.add(&end(winner, points), 10, p1);
            }
            t.add_pair(net);
        }
        assert_eq!(t.pairs, 2);
        // over the pairs: mean 1, sample variance 2, 1.96 × √2 / √2
        let (mean, half) = t.p1_points_per_game();
        assert!(
            (mean - 1.0).abs() < 1e-12 && (half - 1.96).abs() < 1e-12,
            "{mean} {half}"
        );
        // over the games: mean 1, sample variance 2, 1.96 × √2 / 2
        let (mean, half) = per_game.p1_points_per_game();
        assert!((mean - 1.0).abs() < 1e-12, "{mean}");
        assert!((half - 1.96 * 2f64.sqrt() / 2.0).abs() < 1e-12, "{half}");
        assert!(t.report().contains("duplicate_pairs: 2\n"));
        assert!(!per_game.report().contains("duplicate_pairs"));
    }
}
