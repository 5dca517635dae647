//! Backgammon, Nackgammon and Hypergammon: ordinary movement and results,
//! different setups.
//!
//! Readings along the routes ("in front of", "ahead", "behind"): the two
//! routes run opposite ways, the opponent's own point `q` being the mover's
//! `25 - q`. A backgammon's "checker still in the winner's home board" is
//! one on the winner's 1-6 (the loser's own 19-24) or on the bar. There is
//! no block rule: a six-point prime may be held anywhere.

use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::position::Route;
use crate::common::side::BySide;

/// Own-side counts from (point, checkers) pairs.
pub(crate) const fn board(pairs: &[(usize, u8)]) -> [u8; 25] {
    let mut s = [0u8; 25];
    let mut i = 0;
    while i < pairs.len() {
        s[pairs[i].0 - 1] = pairs[i].1;
        i += 1;
    }
    s
}

/// Both sides starting alike, on the board, from (point, checkers) pairs.
const fn both(pairs: &[(usize, u8)]) -> BySide<Start> {
    let start = Start {
        board: board(pairs),
        reserve: 0,
    };
    BySide::new(start, start)
}

/// Backgammon: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
pub const BACKGAMMON: RuleSet = RuleSet {
    name: "backgammon",
    checkers: 15,
    starts: both(&[(24, 2), (13, 5), (8, 3), (6, 5)]),
    route: Route::Opposite,
    capture: Capture::Hit,
    entering: Entering::First,
    hook: Hook::None,
    opening: Opening::PlayOpeningDice,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::ORDINARY,
    cube: true,
    worth: BySide::splat(1),
    mother_rule: false,
    text: [
        "Backgammon: 15 checkers each (2 on your 24-point, 5 on the 13, 3 on the 8, 5 on \
         the 6) race in opposite directions to their home board and are borne off. Play \
         both dice if you can (else the higher); doublets are played four times. A lone \
         checker hit goes to the bar and must enter first. Winning before the loser has \
         borne off a checker is a gammon (2), with a loser's checker still on the bar or \
         in your home board a backgammon (3); the doubling cube multiplies the stake.",
        "Backgammon : 15 dames chacun (2 sur votre point 24, 5 sur le 13, 3 sur le 8, 5 \
         sur le 6) courent en sens contraires vers leur jan intérieur et sont sorties. On \
         joue les deux dés si on le peut (sinon le plus fort) ; les doublés se jouent \
         quatre fois. Une dame seule frappée va sur la barre et doit rentrer d'abord. \
         Gagner avant que le perdant ait sorti une dame fait un gammon (2), avec une dame \
         du perdant encore sur la barre ou dans votre jan intérieur un backgammon (3) ; le \
         videau multiplie l'enjeu.",
    ],
};

/// Nackgammon (Nack Ballard's): 2 on the 24, 2 on the 23, 4 on the 13, 3 on
/// the 8, 4 on the 6.
pub const NACKGAMMON: RuleSet = RuleSet {
    name: "nackgammon",
    starts: both(&[(24, 2), (23, 2), (13, 4), (8, 3), (6, 4)]),
    text: [
        "Nackgammon: backgammon with four back checkers (2 on your 24-point, 2 on the 23, \
         4 on the 13, 3 on the 8, 4 on the 6); every other rule, the cube included, as in \
         backgammon.",
        "Nackgammon : le backgammon avec quatre dames arrière (2 sur votre point 24, 2 sur \
         le 23, 4 sur le 13, 3 sur le 8, 4 sur le 6) ; toutes les autres règles, videau \
         compris, comme au backgammon.",
    ],
    ..BACKGAMMON
};

const HYPER_TEXT: [&str; 2] = [
    "Hypergammon: backgammon with 3 checkers each, on the opponent's 1, 2 and 3 points \
     (the 24, 23 and 22 points from your side); every other rule, gammons, backgammons \
     and the cube included, as in backgammon (an option makes every game single, as \
     the Indonesian description has it).",
    "Hypergammon : le backgammon avec 3 dames chacun, sur les points 1, 2 et 3 de \
     l'adversaire (vos points 24, 23 et 22) ; toutes les autres règles, gammons, \
     backgammons et videau compris, comme au backgammon (une option rend toute partie \
     simple, comme le veut le document 002).",
];

/// Hypergammon: 3 checkers each, on the opponent's 1, 2 and 3 points.
pub const HYPERGAMMON_3: RuleSet = RuleSet {
    name: "hypergammon",
    checkers: 3,
    starts: both(&[(24, 1), (23, 1), (22, 1)]),
    text: HYPER_TEXT,
    ..BACKGAMMON
};

/// Hypergammon with 2 checkers (gnubg's "hypergammon2"): on the 24 and 23.
pub const HYPERGAMMON_2: RuleSet = RuleSet {
    name: "hypergammon2",
    checkers: 2,
    starts: both(&[(24, 1), (23, 1)]),
    text: [
        "Hypergammon with 2 checkers each, on your 24 and 23 points; otherwise backgammon.",
        "Hypergammon à 2 dames chacun, sur vos points 24 et 23 ; sinon le backgammon.",
    ],
    ..BACKGAMMON
};

/// Hypergammon with 1 checker (gnubg's "hypergammon1"): on the 24.
pub const HYPERGAMMON_1: RuleSet = RuleSet {
    name: "hypergammon1",
    checkers: 1,
    starts: both(&[(24, 1)]),
    text: [
        "Hypergammon with 1 checker each, on your 24-point; otherwise backgammon.",
        "Hypergammon à 1 dame chacun, sur votre point 24 ; sinon le backgammon.",
    ],
    ..BACKGAMMON
};
