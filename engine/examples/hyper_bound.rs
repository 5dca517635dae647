//! The most any player can win against the greedy player of Hypergammon
//! with 1 or 2 checkers a side (not a test): the game against a fixed
//! opponent is a Markov decision process small enough to solve exactly.
//!
//! ```text
//! cargo run --release -p tables --example hyper_bound -- [CHECKERS]
//! ```
//! Every position reachable from the start is listed (both sides to
//! roll); value iteration then gives, for each, the highest chance of
//! winning the game against greedy (cubeless, gammons not counted: the
//! issue's measure is games won). Greedy's choice is the one of self-play
//! (`greedy_score` over the legal plays, the first of equals); a second
//! figure resolves greedy's ties in its opponent's favour, a bound that
//! does not depend on the order of the plays. The start is averaged over
//! the opening rolls, either side winning them, as `--alternate` plays it.

use std::collections::HashMap;

use tables::backgammon::bot::greedy::greedy_score;
use tables::backgammon::bot::heuristic::rolls21;
use tables::backgammon::play::{legal_plays_for, resulting_positions_for};
use tables::backgammon::result::ending;
use tables::backgammon::{Position, RuleSet, Variant};
use tables::Roll;

/// What a side's turn leads to for one roll.
#[derive(Clone, Debug)]
enum Next {
    /// The mover won.
    Won,
    /// The other side to roll in this state.
    State(usize),
}

struct Graph {
    /// The states: each a position with its side to roll.
    positions: Vec<Position>,
    index: HashMap<Position, usize>,
    /// For each state and each of the 21 rolls, the results the mover may
    /// choose from (the position unchanged when none), in legal order,
    /// with greedy's score.
    results: Vec<Vec<Vec<(Next, i32)>>>,
}

impl Graph {
    fn id(&mut self, p: Position, todo: &mut Vec<usize>) -> usize {
        if let Some(&i) = self.index.get(&p) {
            return i;
        }
        let i = self.positions.len();
        self.positions.push(p);
        self.index.insert(p, i);
        todo.push(i);
        i
    }

    fn build(rules: &RuleSet) -> Graph {
        let mut g = Graph {
            positions: Vec::new(),
            index: HashMap::new(),
            results: Vec::new(),
        };
        let mut todo = Vec::new();
        g.id(rules.start(), &mut todo);
        let rolls: Vec<Roll> = rolls21().map(|(r, _)| r).collect();
        let (mut plays, mut buf) = (Vec::new(), Vec::new());
        while let Some(s) = todo.pop() {
            let pos = g.positions[s];
            let mut per_roll = Vec::with_capacity(21);
            for &roll in &rolls {
                legal_plays_for(rules, &pos, roll, &mut plays);
                let afters: Vec<Position> = if plays.is_empty() {
                    resulting_positions_for(rules, &pos, roll, &mut buf);
                    if buf.is_empty() {
                        vec![pos]
                    } else {
                        buf.clone()
                    }
                } else {
                    plays.iter().map(|p| *p.after()).collect()
                };
                let mut here = Vec::with_capacity(afters.len());
                for a in afters {
                    let next = if ending(rules, &a).is_some() {
                        Next::Won
                    } else {
                        Next::State(g.id(a.flip(), &mut todo))
                    };
                    here.push((next, greedy_score(&a)));
                }
                per_roll.push(here);
            }
            while g.results.len() <= s {
                g.results.push(Vec::new());
            }
            g.results[s] = per_roll;
        }
        g
    }
}

/// The best player's chance of winning from each state, with him to roll
/// (`mine`) and with greedy to roll (`theirs`).
fn solve(g: &Graph, ties_for_best: bool) -> (Vec<f64>, Vec<f64>) {
    let n = g.positions.len();
    let weights: Vec<f64> = rolls21().map(|(_, w)| f64::from(w) / 36.0).collect();
    let (mut mine, mut theirs) = (vec![0.5; n], vec![0.5; n]);
    for sweep in 0..10_000 {
        let mut delta = 0.0f64;
        for s in 0..n {
            let mut m = 0.0;
            let mut t = 0.0;
            for (k, rs) in g.results[s].iter().enumerate() {
                // The best player to roll: his best result.
                let best = rs
                    .iter()
                    .map(|(next, _)| match next {
                        Next::Won => 1.0,
                        Next::State(j) => theirs[*j],
                    })
                    .fold(0.0, f64::max);
                m += weights[k] * best;
                // Greedy to roll: his best greedy score, the first of equals
                // (or the one best for his opponent among the equals).
                let top = rs.iter().map(|r| r.1).max().unwrap_or(0);
                let value = |next: &Next| match next {
                    Next::Won => 0.0,
                    Next::State(j) => mine[*j],
                };
                let pick = if ties_for_best {
                    rs.iter()
                        .filter(|r| r.1 == top)
                        .map(|r| value(&r.0))
                        .fold(0.0, f64::max)
                } else {
                    rs.iter().find(|r| r.1 == top).map_or(0.0, |r| value(&r.0))
                };
                t += weights[k] * pick;
            }
            delta = delta.max((m - mine[s]).abs()).max((t - theirs[s]).abs());
            mine[s] = m;
            theirs[s] = t;
        }
        if delta < 1e-12 {
            eprintln!("converged after {} sweeps", sweep + 1);
            break;
        }
    }
    (mine, theirs)
}

/// The chance of winning a game from the start, the opening roll decided
/// by one die each (either side first, the two dice its first roll).
fn from_start(rules: &RuleSet, g: &Graph, mine: &[f64], theirs: &[f64], ties: bool) -> f64 {
    let start = rules.start();
    let mut buf = Vec::new();
    let mut plays = Vec::new();
    let (mut total, mut n) = (0.0, 0.0);
    for a in 1..=6u8 {
        for b in 1..a {
            let roll = Roll::new(a, b).expect("a roll");
            legal_plays_for(rules, &start, roll, &mut plays);
            let afters: Vec<Position> = if plays.is_empty() {
                resulting_positions_for(rules, &start, roll, &mut buf);
                buf.clone()
            } else {
                plays.iter().map(|p| *p.after()).collect()
            };
            let after_value = |p: &Position, won: f64, table: &[f64]| {
                if ending(rules, p).is_some() {
                    won
                } else {
                    table[g.index[&p.flip()]]
                }
            };
            // The best player moves first.
            let first = afters
                .iter()
                .map(|p| after_value(p, 1.0, theirs))
                .fold(0.0, f64::max);
            // Greedy moves first.
            let top = afters.iter().map(greedy_score).max().unwrap_or(0);
            let equals = afters.iter().filter(|p| greedy_score(p) == top);
            let second = if ties {
                equals
                    .map(|p| after_value(p, 0.0, mine))
                    .fold(0.0, f64::max)
            } else {
                equals
                    .map(|p| after_value(p, 0.0, mine))
                    .next()
                    .unwrap_or(0.0)
            };
            total += first + second;
            n += 2.0;
        }
    }
    total / n
}

fn main() {
    let checkers: u8 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let variant = Variant::Hypergammon(checkers);
    let rules = variant.rules();
    let g = Graph::build(rules);
    println!("{}: {} positions", rules.name, g.positions.len());
    for ties in [false, true] {
        let (mine, theirs) = solve(&g, ties);
        let p = from_start(rules, &g, &mine, &theirs, ties);
        println!(
            "best chance of winning against greedy{}: {:.4}",
            if ties {
                " (its ties resolved for its opponent)"
            } else {
                ""
            },
            p
        );
    }
}
