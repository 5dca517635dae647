//! Plakoto (the second game of Greek Tavli; the digest's Tavli and Plakoto
//! lines, Wikipedia, Ludii): each player's fifteen checkers start on his own
//! 24-point (the opponent's ace point), the two going round in opposite
//! directions as in backgammon ([`Route::Opposite`]). Nothing is hit: a
//! checker landing on a lone opposing checker pins it ([`Capture::Pin`]); the
//! pinned checker stays under it and cannot move until the last checker on
//! top has left, and the point is the pinner's (he may add checkers, the
//! pinned side may not land there). Two or more checkers close a point as in
//! backgammon. No one bears off while one of his checkers is pinned in his
//! home board (nor, of course, while one is pinned outside it: his checkers
//! are not all home).
//!
//! The end: the first to bear off all his checkers wins 1, or 2 if the loser
//! has borne off none (no triple). The mother rule ([`mother_ending`]): a
//! player's "mother", the last checker on his start point, pinned there ends
//! the game at once, lost for 2, unless the pinner himself still has checkers
//! on his own start; when both mothers are pinned the game is drawn.
//!
//! Choices where the sources are silent or differ in wording:
//! - A mother is a checker pinned on its owner's start point: a checker there
//!   has never left it, and a pinned one is alone, so it is the last.
//! - The rule is judged after every play, the game ending at once: the
//!   player who has just played wins 2 when his opponent's mother is pinned
//!   and no checker of his own (free or pinned) is left on his start; both
//!   mothers pinned is a draw. A mother pinned while the pinner still has
//!   checkers on his start therefore keeps the game going until the pinner
//!   moves his last one off (he wins 2) or the pinned side pins the pinner's
//!   mother in turn (a draw) — as FIBS and Ludii describe it. The win counts
//!   2 whatever the loser has borne off (he cannot have: his mother is out of
//!   his home board). Every source gives 2 and the exception alike, so there
//!   is no option.
//! - The winner of the opening roll rolls again, and there is no cube: as
//!   Portes and Fevga here (the digest's Tavli line).
//! - The moves' notation marks a pin as backgammon marks a hit: `13/7*`.
//!
//! Readings along the routes: the opposite routes of backgammon; "pinned in
//! his home board" is a pinned checker on the player's own 1-6, the
//! "mother" his last checker on his own start, his 24. No block rule.

use super::long_nardy::ON_THE_HEAD;
use super::{Capture, Entering, Hook, Opening, Results, RollRule, RuleSet};
use crate::backgammon::matchplay::EndKind;
use crate::backgammon::position::{Player, Position, Route};
use crate::backgammon::result::{Ending, GameResult};
use crate::common::side::BySide;

/// The start point: each side's 24-point (the opponent's ace point).
pub const START: usize = 24;

/// Plakoto.
pub const PLAKOTO: RuleSet = RuleSet {
    name: "plakoto",
    checkers: 15,
    starts: BySide::new(ON_THE_HEAD, ON_THE_HEAD),
    route: Route::Opposite,
    capture: Capture::Pin,
    entering: Entering::First,
    hook: Hook::None,
    opening: Opening::RollAgain,
    rolls: RollRule::Ordinary,
    stakes: None,
    results: Results::NO_TRIPLE,
    cube: false,
    worth: BySide::splat(1),
    mother_rule: true,
    text: [
        "Plakoto: each player's 15 checkers start on his 24-point, the opponent's ace \
         point, and go round in opposite directions to the home board, as in backgammon. \
         Nothing is hit: a checker landing on a lone opposing checker pins it. The pinned \
         checker stays under it and cannot move until the last checker on top has left; \
         the point then belongs to the pinner, who may add checkers, and the pinned side \
         may not land there. Two or more checkers close a point. No one bears off while \
         one of his checkers is pinned in his home board. The last checker on a player's \
         start point, his \"mother\", pinned there ends the game at once: he loses 2, \
         unless the pinner still has checkers on his own start point; if both mothers are \
         pinned the game is drawn. Otherwise the first to bear off all his checkers wins \
         1, or 2 if the loser has borne off none; never 3. The winner of the opening roll \
         rolls again for his first move. No cube. A pin is written like a hit: 13/7*.",
        "Plakoto : les 15 dames de chaque joueur partent de son point 24, le point 1 de \
         l'adversaire, et tournent en sens contraires jusqu'au jan intérieur, comme au \
         backgammon. On ne frappe pas : une dame qui se pose sur une dame adverse seule \
         l'emprisonne. La dame prise reste dessous et ne peut bouger avant que la \
         dernière dame posée sur elle soit partie ; le point est alors au preneur, qui \
         peut y ajouter des dames, et l'autre ne peut s'y poser. Deux dames ou plus \
         ferment un point. Nul ne sort de dame tant qu'une des siennes est prise dans son \
         jan intérieur. La dernière dame du point de départ d'un joueur, sa « mère », \
         prise sur place termine la partie aussitôt : il perd 2, sauf si le preneur a \
         encore des dames sur son propre point de départ ; si les deux mères sont prises, \
         la partie est nulle. Sinon le premier à sortir toutes ses dames gagne 1, ou 2 si \
         le perdant n'en a sorti aucune ; jamais 3. Le gagnant du tirage initial relance \
         les dés pour son premier coup. Pas de videau. Une prise s'écrit comme un coup \
         frappé : 13/7*.",
    ],
};

/// The mother of `player` is pinned: his checker lies pinned on his own
/// start point.
pub fn mother_pinned(pos: &Position, player: Player) -> bool {
    let p = match player {
        Player::OnRoll => START,
        Player::Opponent => pos.route().mover_point(START),
    };
    pos.is_pinned(player, p)
}

/// `player` has a checker (free or pinned) on his own start point.
pub fn on_start(pos: &Position, player: Player) -> bool {
    let (p, free) = match player {
        Player::OnRoll => (START, pos.mine(START)),
        Player::Opponent => {
            let p = pos.route().mover_point(START);
            (p, pos.theirs(p))
        }
    };
    free > 0 || pos.is_pinned(player, p)
}

/// The mother rule after a play, `after` seen from the player who made it:
/// both mothers pinned, a draw; the opponent's mother pinned and none of the
/// player's checkers left on his own start, the player wins 2; else the game
/// goes on (a play cannot bring about the opponent's win by this rule).
pub fn mother_ending(after: &Position) -> Option<Ending> {
    if !mother_pinned(after, Player::Opponent) {
        return None;
    }
    if mother_pinned(after, Player::OnRoll) {
        Some(Ending::Drawn {
            how: EndKind::MotherPinned,
        })
    } else if on_start(after, Player::OnRoll) {
        None
    } else {
        Some(Ending::Won {
            result: GameResult::Gammon,
            how: EndKind::MotherPinned,
        })
    }
}
