//! The chase, "Mengejar" in seed 002: Að elta stelpur ("chasing the
//! girls"), an Icelandic game (**thin**: the seed's few lines, Ludii's
//! `Ad elta stelpur.lud` where the seed is silent, bkgm's "Chasing the
//! Girls" page for the options).
//!
//! The board. The seed puts six white checkers on points 1–6 and six black
//! on I–VI, one a point, both going anticlockwise round the board. Its
//! other lines (Snake's setup, Russian backgammon's way 1–12 then XII–I)
//! show how it numbers the board: the Arabic 1–12 are White's points 1–12
//! of backgammon, the Roman I–XII Black's own 1–12 (Black's I is White's
//! 24). So both starts are on the right side: White's home quarter and,
//! next to it across the edge, Black's. Anticlockwise is White's way in
//! backgammon, down from 6 to 1 and on round past his 1 to his 24 (Black's
//! I); Black going anticlockwise too goes up his backgammon numbers, I to
//! VI, then on round. In the engine both sides are numbered alike, White's
//! backgammon numbers ([`Route::Parallel`]`(0)`, Russian backgammon's one
//! track), each going down from 24 to 1 and round again
//! ([`crate::backgammon::circuit`]): White starts on his points 1–6, Black
//! on his 19–24 (I–VI). White's front checker (on 1) is just behind Black's
//! last (on 24): White chases first, Black's front checker is 13 points
//! behind White's last.
//!
//! The rules (seed 002, then Ludii where the seed is silent):
//! - Only 1s, 6s and doublets count: 6-1 plays a 6 and a 1, 6-3 the 6
//!   alone, 2-5 nothing. 6-6 is four sixes; any other doublet is not doubled:
//!   two of its number. After a doublet the player rolls again, until the
//!   dice differ (the option `doublets_roll_again`).
//! - A point holds one checker (Ludii; bkgm moves a checker landing on its
//!   own on to the next free point: not played). Landing on an opposing
//!   checker captures it: it leaves the game for good.
//! - A player's last checker changes rules: it moves only on 1s and 6s, a 1
//!   to the nearest corner ahead of it, a 6 through that corner to the next
//!   ("saat melempar satu unit ... ke sudut terdekat, saat melempar enam
//!   melalui sudut"); the corners are the ends of the quarters, 1, 6, 7, 12,
//!   XII, VII, VI and I (its points 1, 6, 7, 12, 13, 18, 19 and 24). Its 1-1
//!   and 6-6 give two moves, as another doublet does; its other doublets
//!   give none, but a roll again.
//! - That last checker can be captured only on a corner, and not while it
//!   is "among" opposing checkers: with an opposing checker on each point
//!   next to it (bkgm: "sitting between two enemy checkers").
//! - The player who captures all the opposing checkers wins.
//!
//! Choices where the sources are silent:
//! - "Must go to the nearest corner" is its first 1 (or 6, through it): the
//!   seed's words for the move of a 1 are the same, and no source moves it
//!   without a die. Corners are counted ahead, in its direction of travel.
//! - Whether the last checker is among opposing checkers is judged before
//!   the capturing move (a checker next to it that moves onto it was one of
//!   the two).
//! - A doublet's roll again comes whatever the player could play of it (the
//!   seed: "until the dice differ"); a roll with nothing to play passes.
//! - The opening: the higher die begins and rolls again for his first move
//!   (the seed and Ludii have none); bkgm's lower die begins, as an option
//!   (`lower_starts`).
//! - A win counts 1 (no source scores more); no cube; the session's stakes
//!   are replaced by one stake a game ([`Stakes::PerGame`]).
//!
//! bkgm's doublets (`doublets_roll_again` off): a doublet is played once,
//! 6-6 twice (four sixes) as in backgammon, another doublet two of its
//! number, and gives no roll again, except the last checker's doublets
//! other than 1-1 and 6-6 (which move it two and four corners on). The
//! digest's "6-6 played twice" is that page's words for the four sixes the
//! seed gives too: the rules differ in the roll again.
//!
//! Readings along the routes: "ahead" and "the nearest corner" are counted
//! in the checker's direction of travel round the circuit (both sides go the
//! same way on one track); "between two opposing checkers" means on the
//! points on either side of it. No block rule.

use super::rolls::{Context, Dice, Item, Part, Plan};
use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::circuit::{ahead, corner_ahead, is_corner, neighbours, Sides};
use crate::backgammon::matchplay::Stakes;
use crate::backgammon::position::{Player, Position, Route};
use crate::common::dice::Roll;
use crate::common::side::BySide;

/// Checkers a side.
pub const CHECKERS: u8 = 6;

/// Every game is single (a win is a win).
pub(crate) const SINGLE_ONLY: Results = Results {
    gammons: false,
    backgammons: false,
    ..Results::ORDINARY
};

/// White's start: one checker on each of his points 1–6.
pub(crate) const LOWER_RIGHT: Start = Start {
    board: board(&[(1, 1), (2, 1), (3, 1), (4, 1), (5, 1), (6, 1)]),
    reserve: 0,
};

/// Black's start: one checker on each of his points 19–24 (the seed's
/// I–VI), the engine numbering both sides alike.
pub(crate) const UPPER_RIGHT: Start = Start {
    board: board(&[(19, 1), (20, 1), (21, 1), (22, 1), (23, 1), (24, 1)]),
    reserve: 0,
};

/// The chase with the default options.
pub const CHASE: RuleSet = RuleSet {
    name: "chase",
    checkers: CHECKERS,
    starts: BySide::new(LOWER_RIGHT, UPPER_RIGHT),
    route: Route::Parallel(0),
    capture: Capture::Remove,
    entering: Entering::First,
    hook: Hook::Chase,
    opening: Opening::RollAgain,
    rolls: RollRule::Chase { roll_again: true },
    stakes: Some(Stakes::PerGame),
    results: SINGLE_ONLY,
    cube: false,
    worth: BySide::splat(1),
    mother_rule: false,
};

/// The numbers that count in `roll`, `lone` when the player has one
/// checker left: the 1s and 6s of two different numbers; 6-6 four sixes,
/// another doublet two of its number; the last checker's 1-1 and 6-6 two of
/// theirs, no other doublet.
pub fn dice(roll: Roll, lone: bool) -> Dice {
    let counts = |d: u8| d == 1 || d == 6;
    let n = roll.high();
    if roll.is_doublet() {
        return match (lone, n) {
            (false, 6) => Dice::four(6),
            (false, _) => Dice::times(n, 2),
            (true, 1 | 6) => Dice::times(n, 2),
            (true, _) => Dice::default(),
        };
    }
    match (counts(roll.high()), counts(roll.low())) {
        (true, true) => Dice::of_roll(roll),
        (true, false) => Dice::times(roll.high(), 1),
        (false, true) => Dice::times(roll.low(), 1),
        (false, false) => Dice::default(),
    }
}

/// The plan of `roll`: the numbers that count ([`dice`]), then for a
/// doublet a roll again whatever the player could play (with `roll_again`;
/// else only the last checker's doublets other than 1-1 and 6-6 roll again).
pub fn plan(roll_again: bool, roll: Roll, context: Context) -> Plan {
    let lone = context.checkers == 1;
    let again = roll.is_doublet() && (roll_again || lone && !matches!(roll.high(), 1 | 6));
    Plan::new(&[Item::Play(dice(roll, lone), Part::Roll)], again).regardless()
}

/// Where `die` takes the mover's checker on `from`: `die` points on, or,
/// his last checker, a 1 to the nearest corner ahead and a 6 to the corner
/// after it (no other number moves it).
pub fn target(pos: &Position, from: usize, die: usize) -> Option<usize> {
    target_of(pos.checkers() == 1, from, die)
}

/// [`target`] for a mover with one checker left (`lone`) or more.
#[inline]
fn target_of(lone: bool, from: usize, die: usize) -> Option<usize> {
    if !lone {
        return Some(ahead(from, die));
    }
    match die {
        1 => Some(corner_ahead(from, 1)),
        6 => Some(corner_ahead(from, 2)),
        _ => None,
    }
}

/// The opponent's checker on `to` cannot be captured: it is his last, and
/// off the corners or between two of the mover's checkers.
pub fn protected(pos: &Position, to: usize) -> bool {
    protected_of(pos, pos.checkers_of(Player::Opponent), to)
}

/// [`protected`], the opponent having `theirs` checkers in the game.
#[inline]
fn protected_of(pos: &Position, theirs: u8, to: usize) -> bool {
    theirs == 1 && (!is_corner(to) || neighbours(to).iter().all(|&p| pos.pips()[p] > 0))
}

/// Where a step of the chase lands: its [`target`], an empty point or an
/// opposing checker that is not [`protected`] (captured there), never one
/// of his own; `None` when the step is refused.
#[inline]
pub fn landing(pos: &Position, sides: Sides, from: usize, die: usize) -> Option<usize> {
    let to = target_of(sides.lone, from, die)?;
    let occupant = pos.pips()[to];
    if occupant > 0 || occupant < 0 && protected_of(pos, sides.theirs, to) {
        return None;
    }
    Some(to)
}
