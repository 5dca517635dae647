//! The bot's decisions besides its plays: the cube (double or roll; take,
//! pass, beaver, raccoon), a resignation offered to it, the doublet it
//! names (acey-deucey's bonus).
//!
//! The chances are those of the side on roll before his roll: 0-ply (the
//! position as if his opponent had just played), or for the strong level
//! the mean over his 21 rolls of his best play's (1-ply), for the expert
//! that play's chances at 1-ply (2-ply). The cube compares
//! cubeful equities ([`cubeful`]: Janowski's cube life, take and cash
//! points level by level, money points or, in a match, the match winning
//! chances of the Kazaross-XG2 table with gammons at the score): double
//! when a double, taken or passed, is worth at least no double (not when
//! too good: a pass is worth less than playing on; never a dead cube);
//! take when taking is worth at least the pass; beaver or raccoon when
//! redoubling at once is worth more than taking.
//!
//! [`cubeful`]: super::cubeful

use super::chances::Chances;
use super::choose::{choose_among, unit};
use super::cubeful::{efficiency, CubeSpec, Cubeful, Owner, Scoring};
use super::judge::Judge;
use super::met::Away;
use super::net::Activations;
use super::Level;
use crate::backgammon::cube::CubeOwner;
use crate::backgammon::game::{Action, Game, Phase};
use crate::backgammon::matchplay::{counted, CrawfordRule};
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

/// The chances of the side on roll in `game`, before his roll, as `level`
/// sees them: 0-ply, or the strong level's mean over his 21 rolls.
pub fn chances_at(game: &Game, level: Level) -> Chances {
    on_roll_chances(game, level)
}

/// The chances of the side on roll, before his roll, as `level` sees them:
/// the plies of its plays' deepest look ([`plies::on_roll_chances`]).
///
/// [`plies::on_roll_chances`]: super::plies::on_roll_chances
fn on_roll_chances(game: &Game, level: Level) -> Chances {
    let plies = super::plies::cube_plies(level);
    let mut a = Activations::default();
    super::plies::on_roll_chances(
        &Judge::of(game.variant()),
        game.rules(),
        game.position(),
        plies,
        &mut a,
    )
}

/// What a resignation's answer reads of the game besides the chances.
struct Stakes {
    /// Gammons count now (not under Jacoby with the cube centred).
    gammons_now: bool,
    /// Gammons count once the cube is turned.
    gammons_turned: bool,
    /// The match score from `side`, `None` for money play.
    away: Option<Away>,
    /// Points a single game is worth per cube point (the stake).
    stake: u32,
}

fn away_of(game: &Game, side: Side) -> Option<Away> {
    let s = game.session();
    match (s.away(side), s.away(side.opponent())) {
        (Some(mine), Some(theirs)) => Some(Away {
            mine,
            theirs,
            post_crawford: s.is_crawford_game()
                || s.is_post_crawford()
                || game.options().crawford == CrawfordRule::Off,
        }),
        _ => None,
    }
}

fn stakes(game: &Game, side: Side) -> Stakes {
    let gammons = game.rules().results.gammons;
    let jacoby = game.jacoby_in_use() && !game.cube().is_turned();
    Stakes {
        gammons_now: gammons && !jacoby,
        gammons_turned: gammons,
        away: away_of(game, side),
        stake: game.stake(),
    }
}

/// Every checker of the side on roll in his home board (none on the bar).
fn all_home(pos: &Position) -> bool {
    (7..=25).all(|p| pos.mine(p) == 0)
}

/// The [`CubeSpec`] of `side` in `game` at a cube of `cube_value` (the
/// present one, or the one before an offer), the cube turned or not.
fn spec_of(game: &Game, side: Side, cube_value: u32, turned: bool) -> CubeSpec {
    let pos = game.position();
    let race = pos.is_race();
    let bearoff = race && all_home(pos) && all_home(&pos.flip());
    let pips = pos.pip_counts()[0];
    let log2 = cube_value.trailing_zeros() as u8;
    let in_play =
        game.options().cube.in_use && game.rules().cube && !game.session().is_crawford_game();
    CubeSpec {
        scoring: match away_of(game, side) {
            Some(away) => Scoring::Match(away),
            None => Scoring::Money,
        },
        points: cube_value * game.stake(),
        doublings: if in_play {
            game.options().max_cube_log2().saturating_sub(log2)
        } else {
            0
        },
        gammons: game.rules().results.gammons,
        jacoby: game.jacoby_in_use() && !turned,
        x: efficiency(race, bearoff, pips),
    }
}

fn noise(level: Level, seed: u64, scale: f32) -> f32 {
    match level {
        Level::Beginner => scale * (2.0 * unit(&mut Rng::new(seed ^ 0xC0BE)) - 1.0),
        Level::Club | Level::Strong | Level::Expert => 0.0,
    }
}

/// The noise scale of a level's cube in a spec's units.
fn noise_scale(spec: &CubeSpec) -> f32 {
    match spec.scoring {
        Scoring::Money => BEGINNER_CUBE_NOISE * spec.points as f32,
        Scoring::Match(_) => BEGINNER_MATCH_NOISE,
    }
}

/// What answering an offer is worth to its responder (his raw worth:
/// money points or match winning chances): passing, taking, and
/// redoubling at once (a beaver or a raccoon) when the rules allow it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AnswerEquities {
    /// He passes.
    pub pass: f32,
    /// He takes.
    pub take: f32,
    /// He beavers (or raccoons), when allowed.
    pub redouble: Option<f32>,
}

/// The [`AnswerEquities`] of the responder to the offer pending in `game`
/// as `level` sees his chances; `None` when no offer is pending.
pub fn answer_equities(game: &Game, level: Level) -> Option<AnswerEquities> {
    let c = on_roll_chances(game, level);
    answer_equities_from(game, &c)
}

/// The [`AnswerEquities`] of the responder to the offer pending in `game`,
/// the side on roll's chances being `on_roll` (any source's).
pub fn answer_equities_from(game: &Game, on_roll: &Chances) -> Option<AnswerEquities> {
    let Phase::CubeOffered(offer) = game.phase() else {
        return None;
    };
    let me = offer.responder();
    let c = if me == game.on_roll() {
        *on_roll
    } else {
        on_roll.flipped()
    };
    let spec = spec_of(game, me, offer.pass_value(), true);
    let m = Cubeful::new(spec, &c);
    let owner = |side: Side| {
        if side == me {
            Owner::Mine
        } else {
            Owner::Theirs
        }
    };
    let redouble = match offer.kind {
        CubeAction::Double => game.may_beaver().ok(),
        CubeAction::Beaver => game.may_raccoon().ok(),
        CubeAction::Raccoon => None,
    };
    Some(AnswerEquities {
        pass: m.settled(0, false),
        take: m.at(1, owner(offer.owner_after_take()), c.win),
        redouble: redouble.map(|r| m.at(2, owner(r.owner_after_take()), c.win)),
    })
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
            let e = answer_equities(game, level)?;
            let spec = spec_of(game, offer.responder(), offer.pass_value(), true);
            let take = e.take + noise(level, seed, noise_scale(&spec)) >= e.pass;
            let redouble = match offer.kind {
                CubeAction::Double => CubeChoice::Beaver,
                _ => CubeChoice::Raccoon,
            };
            Some(match e.redouble {
                Some(r) if take && r > e.take && level != Level::Beginner => redouble,
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
    /// The three in units of the present cube (no double, double/take,
    /// double/pass): money equities, or in a match gnubg's normalised
    /// equity (the cash +1, the pass −1).
    pub normalised: [f32; 3],
}

/// The [`CubeEquities`] of the side on roll in `game`, as `level` sees
/// his chances (whether or not he may double now).
pub fn cube_equities(game: &Game, level: Level) -> CubeEquities {
    cube_equities_from(game, &on_roll_chances(game, level))
}

/// The [`CubeEquities`] of the side on roll in `game` with chances `c`
/// (any source's).
pub fn cube_equities_from(game: &Game, c: &Chances) -> CubeEquities {
    let turned = game.cube().is_turned();
    let spec = spec_of(game, game.on_roll(), game.cube_value(), turned);
    let m = Cubeful::new(spec, c);
    let owner = match game.cube_owner() {
        CubeOwner::Centred => Owner::Centred,
        CubeOwner::Side(s) if s == game.on_roll() => Owner::Mine,
        CubeOwner::Side(_) => Owner::Theirs,
    };
    let raw = [
        m.at(0, owner, c.win),
        m.at(1, Owner::Theirs, c.win),
        m.settled(0, true),
    ];
    let per_cube = match spec.scoring {
        Scoring::Money => 1.0 / spec.points.max(1) as f32,
        Scoring::Match(_) => 1.0,
    };
    CubeEquities {
        no_double: raw[0] * per_cube,
        double_take: raw[1] * per_cube,
        double_pass: raw[2] * per_cube,
        match_play: matches!(spec.scoring, Scoring::Match(_)),
        normalised: raw.map(|e| m.normalised(e)),
    }
}

fn should_double(game: &Game, level: Level, seed: u64) -> bool {
    if game.may_double().is_err() {
        return false;
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
