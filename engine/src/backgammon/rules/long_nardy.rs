//! Long nardy (seed 002 and Wikipedia): all fifteen checkers start on the
//! "head" (each side's own 24-point; the heads face each other, so the
//! route is [`Route::Parallel`]`(12)`), both sides go round the same way, no
//! hitting (a single checker closes a point); only one checker leaves the
//! head a turn, except on a player's first roll of 6-6, 4-4 or (the default
//! option) 3-3, when two may; no block of six consecutive points unless an
//! opposing checker is already ahead of it; mars (gammon) counts 2, there is
//! no coke (backgammon); the winner of the opening roll rolls again.
//!
//! Choices where the sources are silent:
//! - A player's first roll is known from the position: all his checkers are
//!   still on the head before the turn (no hook needs the game's history;
//!   a player always has a legal move on his first roll, so no later turn
//!   starts with the head full).
//! - The six-block rule is judged on the position after the whole play (a
//!   block made and broken within one turn is none); checkers the opponent
//!   has borne off count as ahead of it. A block whose points straddle the
//!   opponent's head (his 24 and his 1) has only his borne-off checkers
//!   ahead of it.
//! - The cube is used: seed 002 multiplies tournament points by the cube's
//!   value in long as in short backgammon; as in backgammon it may not be
//!   turned before the first move (the first mover's second roll).

use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::movegen::Move;
use crate::backgammon::position::{Player, Position, Route};
use crate::backgammon::stepgen::Turn;
use crate::common::dice::Roll;
use crate::common::side::BySide;

/// The head: each side's 24-point, where all its checkers start.
pub const HEAD: usize = 24;

pub(crate) const ON_THE_HEAD: Start = Start {
    board: board(&[(HEAD, 15)]),
    reserve: 0,
};

/// Long nardy with the default options.
pub const LONG_NARDY: RuleSet = RuleSet {
    name: "long-nardy",
    checkers: 15,
    starts: BySide::new(ON_THE_HEAD, ON_THE_HEAD),
    route: Route::Parallel(12),
    capture: Capture::Block,
    entering: Entering::First,
    hook: Hook::LongNardy { three_three: true },
    opening: Opening::RollAgain,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::NO_TRIPLE,
    cube: true,
    worth: BySide::splat(1),
    mother_rule: false,
    text: [
        "Long nardy: each player's 15 checkers start on his \"head\", his 24-point, \
         facing the opponent's head across the board; both go round the same way \
         (anticlockwise) to their home board and bear off from it. No hitting: a single \
         checker closes its point. Only one checker may leave the head each turn, except \
         on a player's first roll of 6-6, 4-4 or 3-3, when two may (an option: 6-6 and \
         4-4 only). No one may make a block of six points in a row unless an opposing \
         checker is already ahead of it. The winner of the opening roll rolls again for \
         his first move. Winning before the loser has borne off a checker is a mars (2); \
         there is no coke (3). The doubling cube multiplies the stake.",
        "Long nardy : les 15 dames de chaque joueur partent de sa « tête », son point \
         24, face à la tête adverse de l'autre côté du tablier ; tous deux tournent dans \
         le même sens (contraire des aiguilles d'une montre) jusqu'à leur jan intérieur et \
         en sortent. On ne frappe pas : une dame seule ferme son point. Une seule dame \
         peut quitter la tête par tour, sauf au premier coup d'un joueur s'il fait 6-6, \
         4-4 ou 3-3 : deux le peuvent (une option : 6-6 et 4-4 seulement). Nul ne peut \
         faire un barrage de six points de suite sans qu'une dame adverse soit déjà \
         au-delà. Le gagnant du tirage initial relance les dés pour son premier coup. \
         Gagner avant que le perdant ait sorti une dame fait un mars (2) ; il n'y a pas \
         de coke (3). Le videau multiplie l'enjeu.",
    ],
};

/// The head rule: step `m` may leave the head if fewer checkers than the
/// turn allows have left it so far.
pub fn head_allows(three_three: bool, turn: &Turn, m: &Move) -> bool {
    if usize::from(m.from) != HEAD {
        return true;
    }
    let left = turn
        .steps
        .iter()
        .filter(|s| usize::from(s.from) == HEAD)
        .count();
    left < head_limit(three_three, turn)
}

/// Checkers that may leave the head this turn: two on a first roll of 6-6,
/// 4-4 (or 3-3 with `three_three`), else one.
pub fn head_limit(three_three: bool, turn: &Turn) -> usize {
    limit(three_three, turn.rules, turn.before, turn.roll)
}

fn limit(three_three: bool, rules: &RuleSet, before: &Position, roll: Roll) -> usize {
    let first = before.mine(HEAD) == rules.checkers;
    let special = roll.is_doublet()
        && match roll.high() {
            6 | 4 => true,
            3 => three_three,
            _ => false,
        };
    if first && special {
        2
    } else {
        1
    }
}

/// Both rules on a whole play, from `before` to `after`: no more checkers
/// have left the head than the turn allows (nothing ever comes back to the
/// head, so the counts tell), and no forbidden block. A play that keeps them
/// can be played in an order that keeps them step by step.
pub fn play_allows(
    three_three: bool,
    rules: &RuleSet,
    before: &Position,
    roll: Roll,
    after: &Position,
) -> bool {
    let left = usize::from(before.mine(HEAD) - after.mine(HEAD));
    left <= limit(three_three, rules, before, roll) && blocks_allowed(after)
}

/// The six-block rule: every run of six points in a row held by the mover
/// (his points, 1..=24) has an opposing checker ahead of it: further along
/// the opponent's route than all its points, or borne off.
pub fn blocks_allowed(after: &Position) -> bool {
    // Most positions have no six points in a row at all: a mask says so.
    let mut held = 0u32;
    for (p, &v) in after.pips().iter().enumerate().take(25).skip(1) {
        held |= u32::from(v > 0) << p;
    }
    if held & held >> 1 & held >> 2 & held >> 3 & held >> 4 & held >> 5 == 0 {
        return true;
    }
    let mut run = 0;
    for p in (1..=24).rev() {
        run = if after.mine(p) > 0 { run + 1 } else { 0 };
        if run >= 6 && !opponent_ahead(after, p, p + 5) {
            return false;
        }
    }
    true
}

/// An opposing checker is ahead of the mover's points `lo..=hi`.
fn opponent_ahead(pos: &Position, lo: usize, hi: usize) -> bool {
    if pos.off(Player::Opponent) > 0 {
        return true;
    }
    let route = pos.route();
    let nearest = (lo..=hi)
        .map(|p| route.opponent_point(p))
        .min()
        .unwrap_or(1);
    (1..=24).any(|p| pos.theirs(p) > 0 && route.opponent_point(p) < nearest)
}
