//! Matador (seed 002, **thin**: "a kind of jacquet"): every rule of jacquet
//! ([`super::jacquet`]) until a player rolls 4-3, the matador: he plays the
//! 4 and the 3, then a doublet of his choice (four sixes, four fives, ...),
//! then rolls again for his extra turn; then the ordinary rules again until
//! the next matador.
//!
//! Choices where the seed is silent (it gives the rule in two sentences):
//! - The bonus is the acey-deucey's ([`super::acey_deucey`]) on 4-3: a part
//!   the player cannot play in full ends his turn, with the rest of the
//!   bonus and the roll again.
//! - Jacquet's option (no hitting, or Ludii's hitting) is Matador's too.
//!
//! Readings along the routes: jacquet's ([`super::jacquet`]): the courier's
//! goal is the mover's own 1-6; no block rule.

use super::jacquet::JACQUET;
use super::{RollRule, RuleSet};
use crate::common::dice::Roll;

/// The matador: 4-3.
pub const MATADOR_ROLL: Roll = match Roll::new(4, 3) {
    Ok(r) => r,
    Err(_) => panic!("4-3 is a roll"),
};

/// Matador with the default options.
pub const MATADOR: RuleSet = RuleSet {
    name: "matador",
    rolls: RollRule::Bonus {
        trigger: MATADOR_ROLL,
        complement: false,
    },
    ..JACQUET
};
