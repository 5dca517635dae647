//! Gul bara ("rosespring", seed 002 and the backgammon.js and Wikipedia
//! descriptions): fifteen checkers each on the own 24-point, the starts
//! facing each other ([`Route::Parallel`]`(12)`, long nardy's board), both
//! going round the same way; no hitting (a single checker closes a point).
//! From a player's fourth roll on, a doublet n-n is played four times, then
//! each higher doublet up to 6-6 four times (3-3: four 3s, four 4s, four 5s,
//! four 6s). A number the player cannot play ends his turn: the opponent
//! plays the rest for him (the seed; an option: it is lost), then has his
//! own turn. A doublet played to its end (with its cascade) rolls again.
//!
//! Choices where the sources are silent:
//! - "The rest" is the dice of the part left unplayed and the parts after
//!   it; the opponent plays them as the player would (as many as possible,
//!   the higher of two), and what he cannot play is lost.
//! - A player's rolls are counted from his first (the opening roll only
//!   decides who begins: the winner rolls again, Wikipedia); rolling again
//!   counts as a roll.
//! - A game counts 1, or 2 when the loser has borne off none (long nardy's
//!   mars); no cube.
//!
//! Readings along the routes: as in long nardy the starts face each other
//! (the opponent's 24 is the mover's 12), but no source gives gul bara a
//! block rule: six points in a row may be held, and nothing here reads
//! "in front of" or "behind".

use super::long_nardy::ON_THE_HEAD;
use super::rolls::{Context, Dice, Item, Part, Plan};
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet};
use crate::backgammon::position::Route;
use crate::common::dice::Roll;
use crate::common::side::BySide;

/// The roll from which doublets cascade (a player's fourth).
pub const CASCADE_FROM: u32 = 4;

/// Gul bara with the default options.
pub const GUL_BARA: RuleSet = RuleSet {
    name: "gul-bara",
    checkers: 15,
    starts: BySide::new(ON_THE_HEAD, ON_THE_HEAD),
    route: Route::Parallel(12),
    capture: Capture::Block,
    entering: Entering::First,
    hook: Hook::None,
    opening: Opening::RollAgain,
    rolls: RollRule::GulBara {
        opponent_plays_rest: true,
    },
    stakes: None,
    worth: BySide::splat(1),
    mother_rule: false,
    results: Results::NO_TRIPLE,
    cube: false,
};

/// The plan of `roll`: a doublet (from the fourth roll with its cascade),
/// then a roll again; two numbers as in backgammon.
pub fn plan(roll: Roll, context: Context) -> Plan {
    if !roll.is_doublet() {
        return Plan::ordinary(roll);
    }
    let n = roll.high();
    let last = if context.roll_number >= CASCADE_FROM {
        6
    } else {
        n
    };
    let mut items = Vec::with_capacity(6);
    for k in n..=last {
        let part = if k == n { Part::Roll } else { Part::Cascade };
        items.push(Item::Play(Dice::four(k), part));
    }
    Plan::new(&items, true)
}
