//! Russian backgammon (seed 002, bkgm.com): all fifteen checkers of each side
//! start off the board and enter into the same table (White's home board in
//! the seed's words); both go round the same way on one track
//! ([`Route::Parallel`]`(0)`) to the same home board and bear off from it.
//! A player enters all his checkers before any other move (the default; an
//! option: whenever he likes); blots are hit as in backgammon (an option: no
//! hitting, a single checker closes its point). A doublet n-n is played four
//! times, then its complement (7 − n) four times, and the player rolls
//! again — from his first doublet (the default) or only once all his
//! checkers are in (before that a doublet is played four times, no more).
//!
//! Choices where the sources are silent:
//! - A part of the roll that cannot be played in full ends the turn: the
//!   rest of it, the complement and the roll again are lost (the itavli
//!   description: "you lose the rest").
//! - The winner of the opening roll plays its two numbers (bkgm lets him
//!   roll again instead: the first of its two ways is taken).
//! - A game counts 1, or 2 when the loser has borne off none; there is no
//!   backgammon (the winner's home board is the loser's too) and no cube
//!   (gammonparty: "there is no doubling in this game").
//!
//! Readings along the routes: one track, so the opponent's own point `q`
//! is the mover's `q`; both enter on their 24-19 and bear off from the same
//! 1-6 ("the winner's home board is the loser's too": no backgammon). No
//! block rule.

use super::rolls::{Context, Dice, Item, Part, Plan};
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::position::Route;
use crate::common::dice::Roll;
use crate::common::side::BySide;

const ALL_OFF: Start = Start {
    board: [0; 25],
    reserve: 15,
};

/// Russian backgammon with the default options.
pub const RUSSIAN: RuleSet = RuleSet {
    name: "russian",
    checkers: 15,
    starts: BySide::new(ALL_OFF, ALL_OFF),
    route: Route::Parallel(0),
    capture: Capture::Hit,
    entering: Entering::First,
    hook: Hook::None,
    opening: Opening::PlayOpeningDice,
    rolls: RollRule::Russian { from_first: true },
    stakes: None,
    worth: BySide::splat(1),
    mother_rule: false,
    results: Results::NO_TRIPLE,
    cube: false,
};

/// The plan of `roll`: a doublet and its complement, then a roll again
/// (from the first doublet, or once all the player's checkers are in).
pub fn plan(from_first: bool, roll: Roll, context: Context) -> Plan {
    if !roll.is_doublet() || !(from_first || context.all_entered) {
        return Plan::ordinary(roll);
    }
    let n = roll.high();
    Plan::new(
        &[
            Item::Play(Dice::four(n), Part::Roll),
            Item::Play(Dice::four(7 - n), Part::Complement),
        ],
        true,
    )
}
