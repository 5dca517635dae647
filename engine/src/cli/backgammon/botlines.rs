//! `tables backgammon best` and `tables backgammon cube`: the bot's play of
//! a roll and its cube decision, one JSON line per input line (the error
//! rule of `moves`).

use serde_json::{json, Value};

use super::moves::dice;
use super::variant_of;
use crate::backgammon::bot::{choose_play, cube_decision, cube_equities, CubeChoice, Judge, Level};
use crate::backgammon::ids::game_ids::open;
use crate::backgammon::ids::match_id::{self, GameState, Resignation};
use crate::backgammon::ids::position_id;
use crate::backgammon::ids::xgid::GnubgBoard;
use crate::backgammon::rules::Capture;
use crate::backgammon::{Game, GameSetup, Options, Phase, Route, Side};
use crate::cli::lines::{only_keys, string, Object};
use crate::Roll;

/// The line's `"level"` (default strong).
fn level_of(obj: &Object) -> Result<Level, String> {
    match obj.get("level") {
        None => Ok(Level::Strong),
        Some(Value::String(s)) => Level::parse(s).ok_or_else(|| {
            format!("unknown level {s:?} (expected beginner, club, strong or expert)")
        }),
        Some(_) => Err("\"level\" must be a string".to_string()),
    }
}

/// A line's optional boolean `key` (default false).
fn flag(obj: &Object, key: &str) -> Result<bool, String> {
    match obj.get(key) {
        None => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err(format!("\"{key}\" must be true or false")),
    }
}

/// The money options of a line: its `"beavers"` and `"jacoby"` (the Match
/// ID holds Jacoby but not beavers).
fn options_of(obj: &Object) -> Result<Options, String> {
    let mut options = Options::money();
    options.cube.beavers = flag(obj, "beavers")?;
    options.cube.jacoby = flag(obj, "jacoby")?;
    Ok(options)
}

/// The game of the line's position (and Match ID, else money play with the
/// cube centred), the side on roll with `roll` when given.
fn game_of(obj: &Object, roll: Option<Roll>) -> Result<Game, String> {
    let variant = variant_of(obj)?;
    let options = options_of(obj)?;
    let rules = variant.rules();
    if rules.route != Route::Opposite || rules.capture == Capture::Pin {
        return Err(format!(
            "a Position ID cannot hold a position of {}",
            variant.name()
        ));
    }
    let id = string(obj, "position_id")?;
    match obj.get("match_id") {
        None => {
            let pos = position_id::decode(id, rules.checkers).map_err(|e| e.to_string())?;
            let mut setup = GameSetup::new(pos, Side::White);
            setup.dice = roll;
            Game::from_setup(variant, options, setup).map_err(|e| e.to_string())
        }
        Some(_) => {
            let mut fields =
                match_id::decode(string(obj, "match_id")?).map_err(|e| e.to_string())?;
            if let Some(r) = roll {
                fields.dice = Some([r.high(), r.low()]);
                fields.double_offered = false;
                fields.resignation = Resignation::None;
                fields.turn = fields.on_roll;
                fields.game_state = GameState::Playing;
            }
            if fields.match_length == 0 && options.cube.jacoby {
                fields.jacoby = true;
            }
            let (not_on_roll, on_roll) =
                position_id::decode_counts(id).map_err(|e| e.to_string())?;
            let board = GnubgBoard {
                not_on_roll,
                on_roll,
            };
            open(variant, options, &board, &fields).map_err(|e| e.to_string())
        }
    }
}

fn rounded(x: f32) -> f64 {
    (f64::from(x) * 10_000.0).round() / 10_000.0
}

/// `best`: `{"turn":"<Position ID, opponent on roll>","equity":x}`, the
/// equity the mover's cubeless equity after the play.
///
/// # Errors
/// What is wrong with the line.
pub fn best(obj: &Object) -> Result<String, String> {
    only_keys(
        obj,
        &["position_id", "dice", "level", "match_id", "variant"],
    )?;
    let roll = dice(obj)?;
    let level = level_of(obj)?;
    let g = game_of(obj, Some(roll))?;
    let rules = *g.rules();
    let judge = Judge::of(g.variant());
    let after = if g.phase() == Phase::Move {
        *g.legal_plays()[choose_play(&g, level, 0)].after()
    } else {
        // No legal play: the position passes unchanged.
        position_id::decode(string(obj, "position_id")?, rules.checkers)
            .map_err(|e| e.to_string())?
    };
    let equity = judge.chances(&rules, &after).equity(rules.results.gammons);
    Ok(
        json!({ "turn": position_id::encode(&after.flip()), "equity": rounded(equity) })
            .to_string(),
    )
}

/// `cube`: `{"action":"no_double"|"double"|"take"|"pass"|"beaver",
/// "equities":{"no_double":..,"double_take":..,"double_pass":..},
/// "units":"money"|"match"}` (the equities of the side on roll: money
/// equities in units of the cube, or chances of winning the match).
/// Money options: `"beavers":true` allows a beaver, `"jacoby":true` the
/// Jacoby rule (also read from a money Match ID).
///
/// # Errors
/// What is wrong with the line.
pub fn cube(obj: &Object) -> Result<String, String> {
    only_keys(
        obj,
        &[
            "position_id",
            "match_id",
            "level",
            "variant",
            "beavers",
            "jacoby",
        ],
    )?;
    let level = level_of(obj)?;
    let offered = match obj.get("match_id") {
        Some(_) => {
            let fields = match_id::decode(string(obj, "match_id")?).map_err(|e| e.to_string())?;
            if fields.dice.is_some() && !fields.double_offered {
                return Err("the dice are rolled: no cube decision now".to_string());
            }
            fields.double_offered
        }
        None => false,
    };
    let mut g = game_of(obj, None)?;
    if g.phase() != Phase::BeforeRoll {
        return Err("no cube decision in this position".to_string());
    }
    let e = cube_equities(&g, level);
    if offered {
        g.double().map_err(|e| e.to_string())?;
    }
    let action = match cube_decision(&g, level, 0) {
        Some(CubeChoice::NoDouble) | None => "no_double",
        Some(CubeChoice::Double) => "double",
        Some(CubeChoice::Take) => "take",
        Some(CubeChoice::Pass) => "pass",
        Some(CubeChoice::Beaver) => "beaver",
        Some(CubeChoice::Raccoon) => "raccoon",
    };
    Ok(json!({
        "action": action,
        "equities": {
            "no_double": rounded(e.no_double),
            "double_take": rounded(e.double_take),
            "double_pass": rounded(e.double_pass),
        },
        "units": if e.match_play { "match" } else { "money" },
    })
    .to_string())
}
