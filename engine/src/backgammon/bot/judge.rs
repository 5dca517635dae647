//! What the levels evaluate with: the trained network of the rule set when
//! one is installed, else the hand-made heuristic. Networks are installed
//! once (the app after fetching a rule set's weight file, the command line
//! with the shipped files) and used by every later decision.

use std::sync::{Arc, RwLock};

use super::bearoff;
use super::chances::Chances;
use super::heuristic;
use super::net::{to_chances, Activations, Net};
use crate::backgammon::position::Position;
use crate::backgammon::result::{ending, Ending};
use crate::backgammon::rules::{RuleSet, Variant};

static NETS: RwLock<Vec<Arc<Net>>> = RwLock::new(Vec::new());

/// Installs `net` for its variant (replacing the one installed before).
pub fn install(net: Net) {
    let mut nets = NETS.write().unwrap_or_else(|e| e.into_inner());
    nets.retain(|n| n.variant() != net.variant());
    nets.push(Arc::new(net));
}

/// Removes the network of `variant`: its levels go back to the heuristic.
pub fn uninstall(variant: Variant) {
    let mut nets = NETS.write().unwrap_or_else(|e| e.into_inner());
    nets.retain(|n| n.variant() != variant);
}

/// The network installed for `variant`.
pub fn installed(variant: Variant) -> Option<Arc<Net>> {
    let nets = NETS.read().unwrap_or_else(|e| e.into_inner());
    nets.iter().find(|n| n.variant() == variant).cloned()
}

/// The rule set whose network a variant without its own uses: backgammon's
/// for Nackgammon (backgammon from another setup) and Portes (backgammon
/// without the cube, no backgammons), jacquet's for Matador (jacquet with a
/// bonus on 4-3: its own network, trained on plain rolls, plays worse than
/// the heuristic, jacquet's better).
pub fn borrows_from(variant: Variant) -> Option<Variant> {
    match variant {
        Variant::Nackgammon | Variant::Portes => Some(Variant::Backgammon),
        Variant::Matador => Some(Variant::Jacquet),
        _ => None,
    }
}

/// An evaluation of results, each seen from the player who made the play;
/// a network's replaced by the exact bear-off database ([`bearoff`]) where
/// both sides bear off with no contact.
#[derive(Clone, Debug)]
pub enum Judge {
    /// The hand-made one ([`heuristic`]), in pips.
    Heuristic,
    /// A trained network, in points of cubeless equity.
    Net(Arc<Net>),
}

impl Judge {
    /// The network installed for `variant`, else the one of the rule set it
    /// borrows from ([`borrows_from`]), else the heuristic.
    pub fn of(variant: Variant) -> Judge {
        installed(variant)
            .or_else(|| borrows_from(variant).and_then(installed))
            .map_or(Judge::Heuristic, Judge::Net)
    }

    /// How good `after` is for the player who made it (higher is better;
    /// a won game beyond any other).
    pub fn score(&self, rules: &RuleSet, after: &Position, a: &mut Activations) -> f32 {
        match self {
            Judge::Heuristic => heuristic::score(rules, after),
            Judge::Net(net) => {
                let gammons = rules.results.gammons;
                match ending(rules, after) {
                    Some(Ending::Won { result, .. }) => Chances::won(result).equity(gammons),
                    Some(Ending::Drawn { .. }) => 0.0,
                    None => match bearoff::chances(rules, after) {
                        Some(c) => possible(rules, after, c).equity(gammons),
                        None => {
                            net.evaluate(after, a);
                            possible(rules, after, to_chances(&a.outputs)).equity(gammons)
                        }
                    },
                }
            }
        }
    }

    /// The chances of the player who made the play that gave `after`.
    pub fn chances(&self, rules: &RuleSet, after: &Position) -> Chances {
        match self {
            Judge::Heuristic => heuristic::chances(rules, after),
            Judge::Net(net) => match ending(rules, after) {
                Some(Ending::Won { result, .. }) => Chances::won(result),
                Some(Ending::Drawn { .. }) => Chances::even(),
                None => {
                    let c = bearoff::chances(rules, after).unwrap_or_else(|| net.chances(after));
                    possible(rules, after, c)
                }
            },
        }
    }

    /// The beginner's noise on each score, either way.
    pub fn noise(&self) -> f32 {
        match self {
            Judge::Heuristic => 8.0,
            Judge::Net(_) => 0.12,
        }
    }

    /// How far below the best 0-ply score the strong level still looks
    /// deeper at a play.
    pub fn margin(&self) -> f32 {
        match self {
            Judge::Heuristic => 16.0,
            Judge::Net(_) => 0.25,
        }
    }

    /// How far below the best 1-ply score the expert still looks two plies
    /// deep at a play.
    pub fn fine_margin(&self) -> f32 {
        match self {
            Judge::Heuristic => 5.0,
            Judge::Net(_) => 0.08,
        }
    }
}

/// `c` without the results that cannot be: none beyond what the rule set
/// counts, and no gammon lost by a side that has borne off a checker.
fn possible(rules: &RuleSet, after: &Position, mut c: Chances) -> Chances {
    use crate::backgammon::position::Player;
    if !rules.results.backgammons {
        c.win_backgammon = 0.0;
        c.lose_backgammon = 0.0;
    }
    if !rules.results.gammons {
        c.win_gammon = 0.0;
        c.lose_gammon = 0.0;
    }
    if after.off(Player::Opponent) > 0 {
        c.win_gammon = 0.0;
        c.win_backgammon = 0.0;
    }
    if after.off(Player::OnRoll) > 0 {
        c.lose_gammon = 0.0;
        c.lose_backgammon = 0.0;
    }
    c
}
