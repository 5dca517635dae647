//! Acey-deucey (the digest's American line; bkgm.com and the US Navy's
//! game): all fifteen checkers of each side start off the board and enter,
//! whenever their player likes, into the opponent's home board as from the
//! bar; then backgammon's movement and hitting. A roll of 1-2 (the
//! acey-deucey) is played, then the player names a doublet and plays it four
//! times (the European version: then its complement too, 7 − n four times),
//! then rolls again. No cube; the loser pays one point for each checker he
//! has not borne off.
//!
//! The same bonus is Matador's on 4-3 ([`super::RollRule::Bonus`]).
//!
//! Choices where the sources are silent or differ:
//! - A part of the roll the player cannot play in full ends his turn: the
//!   rest, the chosen doublet and the roll again are lost (bkgm: a player who
//!   cannot use any part of his roll forfeits the rest of the turn); he may
//!   name a doublet he can play only in part, losing what is left.
//! - The winner of the opening roll rolls again for his first move (so it
//!   may be a doublet, or an acey-deucey).
//! - No gammon: the count of checkers left is the whole score.
//!
//! Readings along the routes: the checkers enter "into the opponent's home
//! board", onto the mover's own 24-19 (the opponent's 1-6 on the opposite
//! routes). No block rule.

use super::rolls::{Dice, Item, Part, Plan};
use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::matchplay::Stakes;
use crate::backgammon::position::Route;
use crate::common::dice::Roll;
use crate::common::side::BySide;

const ALL_OFF: Start = Start {
    board: board(&[]),
    reserve: 15,
};

/// The acey-deucey: 1-2.
pub const ACEY_DEUCEY_ROLL: Roll = match Roll::new(2, 1) {
    Ok(r) => r,
    Err(_) => panic!("2-1 is a roll"),
};

/// Acey-deucey with the default options.
pub const ACEY_DEUCEY: RuleSet = RuleSet {
    name: "acey-deucey",
    checkers: 15,
    starts: BySide::new(ALL_OFF, ALL_OFF),
    route: Route::Opposite,
    capture: Capture::Hit,
    entering: Entering::Free,
    hook: Hook::None,
    opening: Opening::RollAgain,
    rolls: RollRule::Bonus {
        trigger: ACEY_DEUCEY_ROLL,
        complement: false,
    },
    stakes: Some(Stakes::PerCheckerLeft {
        gammon_doubles: false,
    }),
    worth: BySide::splat(1),
    mother_rule: false,
    results: Results {
        gammons: false,
        backgammons: false,
        ..Results::ORDINARY
    },
    cube: false,
};

/// The plan of `roll`: on `trigger`, the roll, a doublet to name (and its
/// complement), then a roll again; else as in backgammon.
pub fn plan(trigger: Roll, complement: bool, roll: Roll) -> Plan {
    if roll != trigger {
        return Plan::ordinary(roll);
    }
    Plan::new(
        &[
            Item::Play(Dice::of_roll(roll), Part::Roll),
            Item::Choose { complement },
        ],
        true,
    )
}
