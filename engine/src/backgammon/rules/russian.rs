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
    text: [
        "Russian backgammon: all 15 checkers of each player start off the board and enter \
         into the same table, the first quarter of a track both go round the same way; \
         both bear off from the same last quarter. A player must enter all his checkers \
         before moving any other (an option: enter whenever he likes). A blot is hit and \
         enters again from the start (an option: no hitting, a single checker closes its \
         point). A doublet is played four times, then its complement four times (3-3 \
         then 4-4: opposite faces of a die make 7), and the player rolls again; if he \
         cannot play a part in full, he loses the rest of the turn. An option: \
         complements only once all his checkers are in. A game counts 1, or 2 if the \
         loser has borne off none; no cube.",
        "Backgammon russe : les 15 dames de chaque joueur partent hors du tablier et entrent \
         dans la même table, premier quart d'une piste que les deux parcourent dans le même \
         sens ; tous deux sortent du même dernier quart. Un joueur doit entrer toutes ses \
         dames avant d'en jouer une autre (option : entrer quand il veut). Une dame seule \
         est battue et rentre au départ (option : pas de prise, une dame seule ferme son \
         point). Un doublet se joue quatre fois, puis son complément quatre fois (3-3 puis \
         4-4 : les faces opposées d'un dé font 7), et le joueur rejoue ; s'il ne peut jouer \
         une partie en entier, il perd le reste du tour. Option : les compléments \
         seulement une fois toutes ses dames entrées. Une partie vaut 1, ou 2 si le perdant \
         n'a sorti aucune dame ; pas de videau.",
    ],
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
