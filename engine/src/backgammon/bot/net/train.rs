//! TD(λ) self-play: the network plays both sides by 0-ply on its own
//! chances, and after each play moves its estimate of the previous position
//! toward that of the new one (the game's result at the end), with
//! eligibility traces. The chances are kept from one fixed side (the first
//! mover's) through the game, the network seeing each position from the
//! side that has just played: an estimate of the other side's is flipped
//! (win ↔ lose, gammons swapped) and so is its gradient.
//!
//! Also the quick benchmark the trainer prints: 0-ply on the network
//! against pubeval, cubeless, colours alternated.

use super::{to_chances, Activations, Net, OUTPUTS};
use crate::backgammon::bot::chances::Chances;
use crate::backgammon::bot::pubeval::pubeval;
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::playout::{opening_roll, play_out};
use crate::backgammon::position::{Player, Position};
use crate::backgammon::result::{ending, Ending};
use crate::backgammon::rules::RuleSet;
use crate::common::dice::{DiceSource, Rng, SeededDice};

/// No training game comes near this many plays.
const MAX_PLIES: u32 = 10_000;

/// The target of a finished game for the side who made the last play.
fn outcome(e: Ending) -> [f32; OUTPUTS] {
    let c = match e {
        Ending::Won { result, .. } => Chances::won(result),
        Ending::Drawn { .. } => Chances::even(),
    };
    [
        c.win,
        c.win_gammon,
        c.win_backgammon,
        c.lose_gammon,
        c.lose_backgammon,
    ]
}

/// The same outputs from the other side.
fn flip(o: [f32; OUTPUTS]) -> [f32; OUTPUTS] {
    [1.0 - o[0], o[3], o[4], o[1], o[2]]
}

/// The index among `results` (each seen from the mover) with the best
/// cubeless equity by `net` (a result that ends the game counted exactly),
/// gammons counted when `gammons`; the first of equals.
pub fn best_by_net(net: &Net, rules: &RuleSet, results: &[Position], a: &mut Activations) -> usize {
    let gammons = rules.results.gammons;
    let mut best = (f32::NEG_INFINITY, 0);
    for (i, r) in results.iter().enumerate() {
        let e = match ending(rules, r) {
            Some(end) => {
                let o = outcome(end);
                to_chances(&o).equity(gammons)
            }
            None => {
                net.evaluate(r, a);
                to_chances(&a.outputs).equity(gammons)
            }
        };
        if e > best.0 {
            best = (e, i);
        }
    }
    best.1
}

/// TD(λ) training of a network.
#[derive(Clone, Debug)]
pub struct Trainer {
    /// The network trained.
    pub net: Net,
    /// The step size.
    pub alpha: f32,
    /// The traces' decay.
    pub lambda: f32,
    /// One trace per output (the first mover's view) over every weight:
    /// first layer, its biases, second layer, its biases.
    traces: Vec<f32>,
    a: Activations,
    buf: Vec<Position>,
}

impl Trainer {
    /// A trainer of `net`.
    pub fn new(net: Net, alpha: f32, lambda: f32) -> Trainer {
        let params = net.w1.len() + net.b1.len() + net.w2.len() + OUTPUTS;
        Trainer {
            net,
            alpha,
            lambda,
            traces: vec![0.0; OUTPUTS * params],
            a: Activations::default(),
            buf: Vec::with_capacity(64),
        }
    }

    fn params(&self) -> usize {
        self.traces.len() / OUTPUTS
    }

    /// Plays one self-play game of `rules` from its start with `dice`,
    /// learning after each play. Returns the plays made.
    pub fn play_game(&mut self, rules: &RuleSet, dice: &mut impl DiceSource) -> u32 {
        self.traces.fill(0.0);
        let (mut roll, _) = opening_roll(dice);
        let mut pos = rules.start();
        let mut first = true;
        let mut prev: Option<[f32; OUTPUTS]> = None;
        for ply in 1..=MAX_PLIES {
            resulting_positions_for(rules, &pos, roll, &mut self.buf);
            let after = match self.buf.len() {
                0 => pos,
                _ => self.buf[best_by_net(&self.net, rules, &self.buf, &mut self.a)],
            };
            if let Some(end) = ending(rules, &after) {
                let o = outcome(end);
                let target = if first { o } else { flip(o) };
                if let Some(p) = prev {
                    self.learn(&p, &target);
                }
                return ply;
            }
            self.net.evaluate(&after, &mut self.a);
            let o = self.a.outputs;
            let now = if first { o } else { flip(o) };
            if let Some(p) = prev {
                self.learn(&p, &now);
            }
            self.trace(first);
            prev = Some(now);
            pos = after.flip();
            first = !first;
            roll = dice.roll();
        }
        MAX_PLIES
    }

    /// θ += α Σ_k (target_k − before_k) e_k.
    fn learn(&mut self, before: &[f32; OUTPUTS], target: &[f32; OUTPUTS]) {
        let p = self.params();
        let (w1, b1, w2) = (self.net.w1.len(), self.net.b1.len(), self.net.w2.len());
        for k in 0..OUTPUTS {
            let step = self.alpha * (target[k] - before[k]);
            if step == 0.0 {
                continue;
            }
            let e = &self.traces[k * p..(k + 1) * p];
            let (e1, rest) = e.split_at(w1);
            let (eb1, rest) = rest.split_at(b1);
            let (e2, eb2) = rest.split_at(w2);
            for (w, t) in self.net.w1.iter_mut().zip(e1) {
                *w += step * t;
            }
            for (w, t) in self.net.b1.iter_mut().zip(eb1) {
                *w += step * t;
            }
            for (w, t) in self.net.w2.iter_mut().zip(e2) {
                *w += step * t;
            }
            for (w, t) in self.net.b2.iter_mut().zip(eb2) {
                *w += step * t;
            }
        }
    }

    /// e_k = λ e_k + ∇ output_k of the last evaluation, seen from the
    /// first mover (`first`: he made the play; else the outputs flipped).
    fn trace(&mut self, first: bool) {
        let p = self.params();
        let h = self.net.hidden();
        let (w1, b1) = (self.net.w1.len(), self.net.b1.len());
        let lambda = self.lambda;
        for t in self.traces.iter_mut() {
            *t *= lambda;
        }
        // Output k of the first mover's view is raw output `src` × `sign`.
        let map: [(usize, f32); OUTPUTS] = if first {
            [(0, 1.0), (1, 1.0), (2, 1.0), (3, 1.0), (4, 1.0)]
        } else {
            [(0, -1.0), (3, 1.0), (4, 1.0), (1, 1.0), (2, 1.0)]
        };
        let mut g_hidden = vec![0.0f32; h];
        for (k, &(src, sign)) in map.iter().enumerate() {
            let out = self.a.outputs[src];
            let dz = sign * out * (1.0 - out);
            let e = &mut self.traces[k * p..(k + 1) * p];
            let (e1, rest) = e.split_at_mut(w1);
            let (eb1, rest) = rest.split_at_mut(b1);
            let (e2, eb2) = rest.split_at_mut(OUTPUTS * h);
            let w2row = &self.net.w2[src * h..][..h];
            for j in 0..h {
                let v = self.a.hidden[j];
                e2[src * h + j] += dz * v;
                g_hidden[j] = dz * w2row[j] * v * (1.0 - v);
                eb1[j] += g_hidden[j];
            }
            eb2[src] += dz;
            for &(i, x) in &self.a.inputs {
                let row = &mut e1[usize::from(i) * h..][..h];
                for (t, g) in row.iter_mut().zip(&g_hidden) {
                    *t += x * g;
                }
            }
        }
    }
}

/// `games` cubeless games of `rules`, 0-ply on `net` against pubeval,
/// colours alternated (game `i` from seed `Rng::nth(seed, i)`): the
/// network's mean points a game and the half-width of its 95 % interval.
pub fn versus_pubeval(net: &Net, rules: &RuleSet, games: u32, seed: u64) -> (f64, f64) {
    let mut a = Activations::default();
    let (mut sum, mut sq) = (0.0f64, 0.0f64);
    for i in 0..games {
        let mut dice = SeededDice::new(Rng::nth(seed, u64::from(i)));
        let (roll, white_first) = opening_roll(&mut dice);
        // The net plays White in the even games.
        let net_first = white_first == (i % 2 == 0);
        let mut net_to_play = net_first;
        let out = play_out(
            rules,
            &rules.start(),
            Some(roll),
            &mut dice,
            MAX_PLIES,
            |_, _, rs| {
                let pick = if net_to_play {
                    best_by_net(net, rules, rs, &mut a)
                } else {
                    let mut best = (f32::NEG_INFINITY, 0);
                    for (k, r) in rs.iter().enumerate() {
                        let s = pubeval(r);
                        if s > best.0 {
                            best = (s, k);
                        }
                    }
                    best.1
                };
                net_to_play = !net_to_play;
                pick
            },
        );
        let points = out.map_or(0.0, |o| {
            let v = f64::from(o.result.points());
            match o.winner {
                Some(Player::OnRoll) if net_first => v,
                Some(Player::Opponent) if !net_first => v,
                Some(_) => -v,
                None => 0.0,
            }
        });
        sum += points;
        sq += points * points;
    }
    let n = f64::from(games.max(1));
    let mean = sum / n;
    let var = (sq / n - mean * mean).max(0.0);
    (mean, 1.96 * (var / n).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backgammon::rules::Variant;

    /// The traces after one evaluation (λ decays nothing yet) are the
    /// gradients of the outputs: compared with finite differences on a few
    /// weights of each layer, from both sides' view.
    #[test]
    fn a_trace_is_the_gradient_of_its_output() {
        let net = Net::new(Variant::Backgammon, 6, 3);
        let pos = Variant::Backgammon.rules().start();
        for first in [true, false] {
            let mut t = Trainer::new(net.clone(), 0.1, 0.7);
            t.net.evaluate(&pos, &mut t.a);
            t.trace(first);
            let p = t.params();
            let h = net.hidden();
            // Weights of the first layer on an input that is not zero, a
            // first-layer bias, a second-layer weight, a second-layer bias.
            let input = usize::from(t.a.inputs[0].0);
            let w1 = net.w1.len();
            let b1 = net.b1.len();
            let w2 = net.w2.len();
            for at in [input * h + 2, w1 + 1, w1 + b1 + 3 * h + 4, w1 + b1 + w2 + 1] {
                let value = |n: &Net| {
                    let o = {
                        let mut a = Activations::default();
                        n.evaluate(&pos, &mut a);
                        a.outputs
                    };
                    if first {
                        o
                    } else {
                        flip(o)
                    }
                };
                let eps = 1e-2;
                let mut up = net.clone();
                let mut down = net.clone();
                for (n, d) in [(&mut up, eps), (&mut down, -eps)] {
                    let slot = if at < w1 {
                        &mut n.w1[at]
                    } else if at < w1 + b1 {
                        &mut n.b1[at - w1]
                    } else if at < w1 + b1 + w2 {
                        &mut n.w2[at - w1 - b1]
                    } else {
                        &mut n.b2[at - w1 - b1 - w2]
                    };
                    *slot += d;
                }
                let (vu, vd) = (value(&up), value(&down));
                for k in 0..OUTPUTS {
                    let numeric = (vu[k] - vd[k]) / (2.0 * eps);
                    let trace = t.traces[k * p + at];
                    assert!(
                        (numeric - trace).abs() < 2e-3,
                        "first {first} weight {at} output {k}: {numeric} vs {trace}"
                    );
                }
            }
        }
    }
}
