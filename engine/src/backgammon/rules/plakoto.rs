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
