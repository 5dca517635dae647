//! The bot's decisions besides its plays: the cube (double or roll; take,
//! pass, beaver, raccoon), a resignation offered to it, the doublet it
//! names (acey-deucey's bonus).
//!
//! The cube by the cubeless equity `E` of the side deciding (its chances,
//! gammons counted when they count): double when `E` is at least
//! [`DOUBLE_FROM`] and no more than 1 (beyond, the game is worth more played
//! on than the point a pass gives); take when `E` is at least
//! [`TAKE_FROM`]; beaver or raccoon when `E` is above [`BEAVER_FROM`]. In a
//! match: a take when a pass would lose the match anyway; after the
//! Crawford game the trailer doubles at once, the leader never.

use super::chances::Chances;
use super::choose::{choose_among, unit};
use super::judge::Judge;
use super::net::Activations;
use super::Level;
use crate::backgammon::game::{Action, Game, Phase};
use crate::backgammon::matchplay::counted;
use crate::backgammon::position::Position;
use crate::common::dice::Rng;
use crate::common::side::Side;

/// The doubler's least cubeless equity.
pub const DOUBLE_FROM: f32 = 0.40;
/// The taker's least cubeless equity (owning the cube is worth a little).
pub const TAKE_FROM: f32 = -0.55;
/// The least equity to beaver a double or raccoon a beaver.
pub const BEAVER_FROM: f32 = 0.10;
/// Points of equity of uniform noise (either way) on the beginner's cube.
pub const BEGINNER_CUBE_NOISE: f32 = 0.15;

/// A cube decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CubeChoice {
    /// Before rolling: roll without doubling.
    NoDouble,
    /// Before rolling: double.
    Double,
    /// On an offer: take it.
    Take,
    /// On an offer: pass it.
    Pass,
    /// On a double: take and redouble at once.
    Beaver,
    /// On a beaver: redouble at once.
    Raccoon,
}

impl CubeChoice {
    /// The action it is in a game's record (`None` for no double: the
    /// player rolls).
    pub fn action(self) -> Option<Action> {
        match self {
            CubeChoice::NoDouble => None,
            CubeChoice::Double => Some(Action::Double),
            CubeChoice::Take => Some(Action::Take),
            CubeChoice::Pass => Some(Action::Pass),
            CubeChoice::Beaver => Some(Action::Beaver),
            CubeChoice::Raccoon => Some(Action::Raccoon),
        }
    }
}

/// The chances of `side` in `game` as it stands (before the side on roll
/// rolls: the dice, if rolled, are not looked at).
pub fn chances_of(game: &Game, side: Side) -> Chances {
    // Seen from the side not on roll, as if he had just played.
    let waiting = game.position().flip();
    let c = Judge::of(game.variant()).chances(game.rules(), &waiting);
    if side == game.on_roll() {
        c.flipped()
    } else {
        c
    }
}

/// Gammons count in the game now for the cube (the rule set's results,
/// the Jacoby rule with the cube centred).
fn gammons_count(game: &Game) -> bool {
    game.rules().results.gammons && (game.cube().is_turned() || !game.jacoby_in_use())
}

fn noise(level: Level, seed: u64) -> f32 {
    match level {
        Level::Beginner => BEGINNER_CUBE_NOISE * (2.0 * unit(&mut Rng::new(seed ^ 0xC0BE)) - 1.0),
        Level::Club | Level::Strong => 0.0,
    }
}

/// The cube decision due in `game` (before rolling, or on an offer), for
/// the side to act; `None` in any other phase.
pub fn cube_decision(game: &Game, level: Level, seed: u64) -> Option<CubeChoice> {
    match game.phase() {
        Phase::BeforeRoll => Some(if should_double(game, level, seed) {
            CubeChoice::Double
        } else {
            CubeChoice::NoDouble
        }),
        Phase::CubeOffered(offer) => {
            let me = offer.responder();
            let e = chances_of(game, me).equity(gammons_count(game)) + noise(level, seed);
            let redouble = match offer.kind {
                crate::backgammon::CubeAction::Double => {
                    game.may_beaver().is_ok().then_some(CubeChoice::Beaver)
                }
                crate::backgammon::CubeAction::Beaver => {
                    game.may_raccoon().is_ok().then_some(CubeChoice::Raccoon)
                }
                crate::backgammon::CubeAction::Raccoon => None,
            };
            let lost = u64::from(offer.pass_value()) * u64::from(game.stake());
            let pass_loses_match = game
                .session()
                .away(me)
                .is_some_and(|away| lost >= u64::from(away));
            Some(match redouble {
                Some(r) if e > BEAVER_FROM && level != Level::Beginner => r,
                _ if e >= TAKE_FROM || pass_loses_match => CubeChoice::Take,
                _ => CubeChoice::Pass,
            })
        }
        _ => None,
    }
}

fn should_double(game: &Game, level: Level, seed: u64) -> bool {
    if game.may_double().is_err() {
        return false;
    }
    let me = game.on_roll();
    let session = game.session();
    if let (Some(mine), Some(theirs)) = (session.away(me), session.away(me.opponent())) {
        if session.is_post_crawford() {
            // The trailer has nothing to lose, the leader nothing to gain.
            return theirs == 1 && mine > 1;
        }
    }
    let e = chances_of(game, me).equity(gammons_count(game)) + noise(level, seed);
    (DOUBLE_FROM..=1.0).contains(&e)
}

/// Whether the side answering a resignation accepts it: what it offers (as
/// the game would count it) is worth at least the side's equity, or wins
/// the match. `false` when no resignation is offered.
pub fn answer_resignation(game: &Game, level: Level, seed: u64) -> bool {
    let Phase::ResignOffered { by, result, .. } = game.phase() else {
        return false;
    };
    let me = by.opponent();
    let rules = game.rules();
    let offered = counted(result, rules.results, game.jacoby_in_use(), game.cube()).points();
    let won = u64::from(offered) * u64::from(game.cube_value()) * u64::from(game.stake());
    if game
        .session()
        .away(me)
        .is_some_and(|away| won >= u64::from(away))
    {
        return true;
    }
    let e = chances_of(game, me).equity(gammons_count(game)) + noise(level, seed);
    offered as f32 >= e
}

/// The doublet (1 to 6) the level names in [`Phase::ChooseDouble`]: the
/// one whose play (as the level would choose it) scores most, the higher
/// on a tie; 6 outside that phase.
pub fn choose_double_value(game: &Game, level: Level, seed: u64) -> u8 {
    if game.phase() != Phase::ChooseDouble {
        return 6;
    }
    let me = game.on_roll();
    let rules = *game.rules();
    let judge = Judge::of(game.variant());
    let mut a = Activations::default();
    let mut best = (f32::NEG_INFINITY, 6u8);
    for n in 1..=6u8 {
        let mut trial = game.clone();
        if trial.choose_double(n).is_err() {
            continue;
        }
        let value = if let Some(end) = trial.end() {
            match end.winner {
                Some(w) if w == me => f32::MAX,
                Some(_) => f32::MIN,
                None => 0.0,
            }
        } else if trial.phase() == Phase::Move && trial.on_roll() == me {
            let afters: Vec<Position> = trial.legal_plays().iter().map(|p| *p.after()).collect();
            let pick = choose_among(&judge, &rules, &afters, level, seed);
            judge.score(&rules, &afters[pick], &mut a)
        } else {
            judge.score(&rules, &trial.position_of(me), &mut a)
        };
        if value >= best.0 {
            best = (value, n);
        }
    }
    best.1
}
