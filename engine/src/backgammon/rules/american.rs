//! American (seed 002, first section "Amerika"): White starts on Black's 1,
//! 2 and 3 points with nine checkers to enter, Black with all fifteen in his
//! outer board; nobody is ever hit; White moves first; the first to bear off
//! all wins, 1 stake for Black, 3 for White.
//!
//! What the seed's numbers mean on a board. Its quarters are named from
//! above: lower-left (LL), lower-right (LR), upper-left (UL), upper-right
//! (UR); its points 1 to 12 run along the bottom from the left corner (1–6
//! in LL, 7–12 in LR). It puts White's two checkers each on 1, 2, 3 (LL),
//! Black's on 9 to 12 (LR), Black's home in LL and White's in UL. The one
//! reading that keeps all of it is backgammon's opposite routes, with the
//! numbers as Black's own points:
//! - Black's 1-point is the bottom-left corner: his home is LL (his 1–6),
//!   his outer board LR (his 7–12); his route comes from the top-left corner
//!   (his 24) along the top and down the right side, "the usual moves".
//! - White goes the other way round, anticlockwise: from the bottom-left
//!   corner (Black's 1, White's 24) along the bottom, up the right side and
//!   along the top to his home in UL (his 1–6, Black's 19–24), the whole
//!   circle the seed says he makes.
//!
//! In each side's own numbering (24 = where his route starts, 1 = his ace
//! point), as [`RuleSet::starts`] holds them:
//! - White: 2 on each of his 24, 23 and 22 (Black's 1, 2, 3) and 9 off the
//!   board, entering as from the bar into Black's home board (his 24–19).
//!   That is where Snake's White starts ([`super::snake::WHITE_START`]: two
//!   on each of Black's 1, 2 and 3 points, nine to enter into Black's home).
//! - Black: 2 on his 9, 5 on his 10, 3 on his 11, 5 on his 12.
//!
//! The seed also calls the movement anticlockwise and has Black go "to the
//! upper left, then to the lower left": read for both sides, Black would go
//! from LR up the right side, along the top and down into LL, his route
//! beginning and ending beside the bar, and the seed's 1–3 and 9–12 would be
//! nobody's points (White's 24–22, Black's 22–19). That reading is not
//! played; the anticlockwise direction is White's.
//!
//! The rules:
//! - No checker is ever hit ("no dead checkers"): any opposing checker
//!   closes its point, a lone one included; moves pass over them.
//! - Six points in a row may be held ("you may lock the opponent's
//!   checkers, building a chain of six in their way").
//! - White enters his nine "gradually": whenever he likes, one checker a
//!   number, as from the bar; he may move the others meanwhile (Snake's
//!   White must enter all first, which the seed says there and not here).
//! - White rolls first: no opening roll.
//! - The first to bear off all his checkers wins: 1 stake for Black, 3 for
//!   White ([`RuleSet::worth`]). The seed names no gammon: every game is
//!   single. No cube: the seed has none in a game of agreed stakes.
//!
//! White starts 363 pips from home (the nine to enter count 25 each), Black
//! 161: White's chance is to hold the points of Black's home board, which
//! Black needs to bear off; his win counts three times. Random and greedy
//! players, who do not block, never win with White; a White who keeps as
//! many of Black's home points as he can wins about a quarter of 2,000
//! seeded games against a Black who races, near what 3 stakes to 1 make
//! even: the reading gives a game.

use super::snake::WHITE_START;
use super::standard::board;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet, Start};
use crate::backgammon::position::Route;
use crate::common::side::BySide;

/// American.
pub const AMERICAN: RuleSet = RuleSet {
    name: "american",
    checkers: 15,
    starts: BySide::new(
        WHITE_START,
        Start {
            board: board(&[(9, 2), (10, 5), (11, 3), (12, 5)]),
            reserve: 0,
        },
    ),
    route: Route::Opposite,
    capture: Capture::Block,
    entering: Entering::Free,
    hook: Hook::None,
    opening: Opening::WhiteFirst,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results {
        gammons: false,
        backgammons: false,
        ..Results::ORDINARY
    },
    cube: false,
    worth: BySide::new(3, 1),
    mother_rule: false,
    text: [
        "American: White has two checkers on each of Black's 1, 2 and 3 points (White's \
         own 24, 23 and 22) and nine off the board, which he enters into Black's home \
         board as from the bar, whenever he likes; Black has all 15 in his outer board: \
         2 on his 9-point, 5 on the 10, 3 on the 11, 5 on the 12. They go round in \
         opposite directions as in backgammon, White the whole way to his home board. No \
         checker is ever hit: a point with an opposing checker is closed, even a lone \
         one; six points in a row may be held. White rolls first. The first to bear off \
         all his checkers wins: 1 stake if Black wins, 3 if White does; every game is \
         single, no cube. The source names the board's quarters and points: this is how \
         they are read here.",
        "Américain : Blanc a deux dames sur chacun des points 1, 2 et 3 de Noir (ses \
         propres points 24, 23 et 22) et neuf hors du tablier, qu'il entre dans le jan \
         intérieur de Noir comme depuis la barre, quand il veut ; Noir a ses 15 dames \
         dans son jan extérieur : 2 sur son point 9, 5 sur le 10, 3 sur le 11, 5 sur le \
         12. Ils tournent en sens contraires comme au backgammon, Blanc faisant tout le \
         tour jusqu'à son jan intérieur. On ne frappe jamais : une flèche où se trouve une \
         dame adverse est fermée, même seule ; six flèches de suite peuvent être tenues. \
         Blanc joue le premier. Le premier à sortir toutes ses dames gagne : 1 mise si \
         c'est Noir, 3 si c'est Blanc ; toute partie est simple, pas de videau. La source \
         nomme les quarts et les points du tablier : c'est ainsi qu'ils sont lus ici.",
    ],
};
