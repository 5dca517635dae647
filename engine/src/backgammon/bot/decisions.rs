//! The bot's decisions besides its plays: the cube (double or roll; take,
//! pass, beaver, raccoon), a resignation offered to it, the doublet it
//! names (acey-deucey's bonus).
//!
//! The chances are those of the side on roll before his roll: 0-ply (the
//! position as if his opponent had just played), or for the strong level
//! the mean over his 21 rolls of his best play's. Money play compares
//! Janowski's cubeful equities ([`money`]): double when a double, taken or
//! passed, is worth more than no double (not when too good: a pass is
//! worth less than playing on); take when taking is worth more than the
//! pass's loss; beaver or raccoon when owning the cube is worth more than
//! nothing. A match compares the chances of winning the match ([`met`],
//! the cube dead); after the Crawford game the trailer doubles at once,
//! the leader never.
//!
//! [`money`]: super::money
//! [`met`]: super::met

use super::chances::Chances;
use super::choose::{choose_among, unit};
use super::heuristic::rolls21;
use super::judge::Judge;
use super::met::Away;
use super::money::{efficiency, equity, Ownership};
use super::net::Activations;
use super::Level;
use crate::backgammon::cube::CubeOwner;
use crate::backgammon::game::{Action, Game, Phase};
use crate::backgammon::matchplay::{counted, CrawfordRule};
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::position::Position;
use crate::backgammon::CubeAction;
use crate::common::dice::Rng;
use crate::common::side::Side;

/// Equity (money) of uniform noise either way on the beginner's cube.
pub const BEGINNER_CUBE_NOISE: f32 = 0.15;
/// The same in chances of winning a match.
pub const BEGINNER_MATCH_NOISE: f32 = 0.03;

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

/// The 0-ply chances of `side` in `game` as it stands (before the side on
/// roll rolls: dice already rolled are not looked at).
pub fn chances_of(game: &Game, side: Side) -> Chances {
    let c = on_roll_chances(game, Level::Club);
    if side == game.on_roll() {
        c
    } else {
        c.flipped()
    }
}

/// The chances of the side on roll, before his roll, as `level` sees them.
fn on_roll_chances(game: &Game, level: Level) -> Chances {
    let judge = Judge::of(game.variant());
    let rules = game.rules();
    let pos = game.position();
    if level != Level::Strong {
        return judge.chances(rules, &pos.flip()).flipped();
    }
    let mut buf: Vec<Position> = Vec::with_capacity(64);
    let mut a = Activations::default();
    let mut sum = Chances::default();
    for (roll, w) in rolls21() {
        resulting_positions_for(rules, pos, roll, &mut buf);
        let c = if buf.is_empty() {
            judge.chances(rules, pos)
        } else {
            let scores: Vec<f32> = buf.iter().map(|r| judge.score(rules, r, &mut a)).collect();
            let best = super::choose::best(&scores);
            judge.chances(rules, &buf[best])
        };
        sum.win += w * c.win;
        sum.win_gammon += w * c.win_gammon;
        sum.win_backgammon += w * c.win_backgammon;
        sum.lose_gammon += w * c.lose_gammon;
        sum.lose_backgammon += w * c.lose_backgammon;
    }
    Chances {
        win: sum.win / 36.0,
        win_gammon: sum.win_gammon / 36.0,
        win_backgammon: sum.win_backgammon / 36.0,
        lose_gammon: sum.lose_gammon / 36.0,
        lose_backgammon: sum.lose_backgammon / 36.0,
    }
}

/// What a decision of `side` reads of the game besides the chances.
struct Stakes {
    /// Gammons count now (not under Jacoby with the cube centred).
    gammons_now: bool,
    /// Gammons count once the cube is turned.
    gammons_turned: bool,
    /// The match score from `side`, `None` for money play.
    away: Option<Away>,
    /// The cube's efficiency.
    x: f32,
    /// Points a single game is worth per cube point (the stake).
    stake: u32,
}

fn stakes(game: &Game, side: Side) -> Stakes {
    let gammons = game.rules().results.gammons;
    let jacoby = game.jacoby_in_use() && !game.cube().is_turned();
    let s = game.session();
    let away = match (s.away(side), s.away(side.opponent())) {
        (Some(mine), Some(theirs)) => Some(Away {
            mine,
            theirs,
            post_crawford: s.is_crawford_game()
                || s.is_post_crawford()
                || game.options().crawford == CrawfordRule::Off,
        }),
        _ => None,
    };
    let pos = game.position();
    let [a, b] = pos.pip_counts();
    Stakes {
        gammons_now: gammons && !jacoby,
        gammons_turned: gammons,
        away,
        x: efficiency(pos.is_race(), a.max(b)),
        stake: game.stake(),
    }
}

fn noise(level: Level, seed: u64, scale: f32) -> f32 {
    match level {
        Level::Beginner => scale * (2.0 * unit(&mut Rng::new(seed ^ 0xC0BE)) - 1.0),
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
            let c = on_roll_chances(game, level);
            let c = if me == game.on_roll() { c } else { c.flipped() };
            let st = stakes(game, me);
            let redouble = match offer.kind {
                CubeAction::Double => game.may_beaver().is_ok().then_some(CubeChoice::Beaver),
                CubeAction::Beaver => game.may_raccoon().is_ok().then_some(CubeChoice::Raccoon),
                CubeAction::Raccoon => None,
            };
            let owner = if offer.owner_after_take() == me {
                Ownership::Mine
            } else {
                Ownership::Theirs
            };
            let take = match st.away {
                None => {
                    let ratio = offer.value as f32 / offer.pass_value() as f32;
                    let take = ratio * equity(&c, st.gammons_turned, owner, st.x);
                    take + noise(level, seed, BEGINNER_CUBE_NOISE) >= -1.0
                }
                Some(away) => {
                    let take = away.of(&c, offer.value * st.stake, st.gammons_turned);
                    let pass = away.after(false, offer.pass_value() * st.stake);
                    take + noise(level, seed, BEGINNER_MATCH_NOISE) >= pass
                }
            };
            let owning = equity(&c, st.gammons_turned, Ownership::Mine, st.x);
            Some(match redouble {
                Some(r) if take && owning > 0.0 && level != Level::Beginner => r,
                _ if take => CubeChoice::Take,
                _ => CubeChoice::Pass,
            })
        }
        _ => None,
    }
}

/// What doubling is worth to the side on roll: in money play his cubeful
/// equities in units of the present cube (no double, double and take,
/// double and pass), in a match his chances of winning it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CubeEquities {
    /// He rolls without doubling.
    pub no_double: f32,
    /// He doubles and is taken.
    pub double_take: f32,
    /// He doubles and is passed.
    pub double_pass: f32,
    /// The figures are chances of winning the match (else money equities).
    pub match_play: bool,
}

/// The [`CubeEquities`] of the side on roll in `game`, as `level` sees
/// his chances (whether or not he may double now).
pub fn cube_equities(game: &Game, level: Level) -> CubeEquities {
    let st = stakes(game, game.on_roll());
    let c = on_roll_chances(game, level);
    match st.away {
        None => {
            let owner = match game.cube_owner() {
                CubeOwner::Centred => Ownership::Centred,
                CubeOwner::Side(_) => Ownership::Mine,
            };
            CubeEquities {
                no_double: equity(&c, st.gammons_now, owner, st.x),
                double_take: 2.0 * equity(&c, st.gammons_turned, Ownership::Theirs, st.x),
                double_pass: 1.0,
                match_play: false,
            }
        }
        Some(away) => {
            let v = game.cube_value() * st.stake;
            CubeEquities {
                no_double: away.of(&c, v, st.gammons_turned),
                double_take: away.of(&c, 2 * v, st.gammons_turned),
                double_pass: away.after(true, v),
                match_play: true,
            }
        }
    }
}

fn should_double(game: &Game, level: Level, seed: u64) -> bool {
    if game.may_double().is_err() {
        return false;
    }
    let st = stakes(game, game.on_roll());
    if let Some(away) = st.away {
        if game.session().is_post_crawford() && (away.mine == 1 || away.theirs == 1) {
            // The trailer has nothing to lose, the leader nothing to gain.
            return away.theirs == 1 && away.mine > 1;
        }
    }
    let e = cube_equities(game, level);
    let scale = if e.match_play {
        BEGINNER_MATCH_NOISE
    } else {
        BEGINNER_CUBE_NOISE
    };
    // A tie (a certain single win) cashes the game.
    e.double_take.min(e.double_pass) + noise(level, seed, scale) >= e.no_double
}

/// Whether the side answering a resignation accepts it: what it offers
/// (as the game would count it) is worth at least its chances playing on
/// (its cubeless equity; in a match, its chances of winning the match).
/// `false` when no resignation is offered.
pub fn answer_resignation(game: &Game, level: Level, seed: u64) -> bool {
    let Phase::ResignOffered { by, result, .. } = game.phase() else {
        return false;
    };
    let me = by.opponent();
    let rules = game.rules();
    let offered = counted(result, rules.results, game.jacoby_in_use(), game.cube()).points();
    let c = on_roll_chances(game, level);
    let c = if me == game.on_roll() { c } else { c.flipped() };
    let st = stakes(game, me);
    match st.away {
        None => {
            let e = c.equity(st.gammons_now) + noise(level, seed, BEGINNER_CUBE_NOISE);
            offered as f32 >= e
        }
        Some(away) => {
            let v = game.cube_value() * st.stake;
            let accept = away.after(true, offered * v);
            let play_on = away.of(&c, v, st.gammons_turned);
            accept + noise(level, seed, BEGINNER_MATCH_NOISE) >= play_on
        }
    }
}

/// The doublet (1 to 6) the level names in [`Phase::ChooseDouble`]: the
/// one whose play (as the level would choose it) scores most, the higher
/// on a tie; 6 outside that phase.
pub fn choose_double_value(game: &Game, level: Level, seed: u64) -> u8 {
    choose_double_value_by(&Judge::of(game.variant()), game, level, seed)
}

/// [`choose_double_value`] on `judge` rather than the rule set's own.
pub fn choose_double_value_by(judge: &Judge, game: &Game, level: Level, seed: u64) -> u8 {
    if game.phase() != Phase::ChooseDouble {
        return 6;
    }
    let me = game.on_roll();
    let rules = *game.rules();
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
            let pick = choose_among(judge, &rules, &afters, level, seed);
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
