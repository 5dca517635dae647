//! `tables backgammon ids`: Position IDs to counts and back, Match IDs to
//! their fields and back, XGIDs to gnubg's two IDs and back.

use serde_json::{json, Value};

use super::variant_of;
use crate::backgammon::ids::match_id::{
    self, CubeOwner, GameState, MatchIdFields, Player, Resignation,
};
use crate::backgammon::ids::{position_id, xgid};
use crate::backgammon::Position;
use crate::cli::lines::{only_keys, string, Object};

/// The answer to one line (see `tables backgammon --help`).
///
/// # Errors
/// What is wrong with the line.
pub fn answer(obj: &Object) -> Result<String, String> {
    let has = |k: &str| obj.contains_key(k);
    let checkers = variant_of(obj)?.rules().checkers;
    if has("xgid") {
        only_keys(obj, &["xgid"])?;
        let x = xgid::parse(string(obj, "xgid")?).map_err(|e| e.to_string())?;
        let (board, fields) = xgid::to_gnubg(&x).map_err(|e| e.to_string())?;
        let mid = match_id::encode(&fields).map_err(|e| e.to_string())?;
        Ok(json!({
            "position_id": position_id::encode_counts(&board.not_on_roll, &board.on_roll),
            "match_id": mid,
        })
        .to_string())
    } else if has("position_id") && has("match_id") {
        only_keys(obj, &["position_id", "match_id"])?;
        let (not_on_roll, on_roll) =
            position_id::decode_counts(string(obj, "position_id")?).map_err(|e| e.to_string())?;
        let fields = match_id::decode(string(obj, "match_id")?).map_err(|e| e.to_string())?;
        let x = xgid::from_gnubg(
            &xgid::GnubgBoard {
                not_on_roll,
                on_roll,
            },
            &fields,
        )
        .map_err(|e| e.to_string())?;
        Ok(json!({ "xgid": xgid::format(&x).map_err(|e| e.to_string())? }).to_string())
    } else if has("match_id") {
        only_keys(obj, &["match_id"])?;
        let f = match_id::decode(string(obj, "match_id")?).map_err(|e| e.to_string())?;
        Ok(json!({ "fields": fields_json(&f) }).to_string())
    } else if has("fields") {
        only_keys(obj, &["fields"])?;
        let f = fields_of(obj.get("fields").unwrap_or(&Value::Null))?;
        Ok(json!({ "match_id": match_id::encode(&f).map_err(|e| e.to_string())? }).to_string())
    } else if has("position_id") {
        only_keys(obj, &["position_id", "variant"])?;
        let pos = position_id::decode(string(obj, "position_id")?, checkers)
            .map_err(|e| e.to_string())?;
        let s = pos.setup();
        Ok(format!(
            "{{\"on_roll\":{},\"opponent\":{}}}",
            counts_json(&s.on_roll),
            counts_json(&s.opponent)
        ))
    } else if has("on_roll") || has("opponent") {
        only_keys(obj, &["on_roll", "opponent", "variant"])?;
        let on_roll = counts(obj, "on_roll")?;
        let opponent = counts(obj, "opponent")?;
        let pos = Position::from_counts(on_roll, opponent, checkers).map_err(|e| e.to_string())?;
        Ok(serde_json::json!({ "position_id": position_id::encode(&pos) }).to_string())
    } else {
        Err("expected a line with \"position_id\", \"on_roll\" and \"opponent\", \"match_id\", \"fields\", \"xgid\", or \"position_id\" and \"match_id\"".to_string())
    }
}

/// `{"1":n,...,"25":n}` in numeric order.
fn counts_json(c: &[u8; 25]) -> String {
    let parts: Vec<String> = c
        .iter()
        .enumerate()
        .map(|(i, n)| format!("\"{}\":{n}", i + 1))
        .collect();
    format!("{{{}}}", parts.join(","))
}

/// A side's counts under `key`: points "1".."24" and "25" (the bar), each
/// 0..=15; missing points are 0.
fn counts(obj: &Object, key: &str) -> Result<[u8; 25], String> {
    let Some(v) = obj.get(key) else {
        return Err(format!("{key:?} is missing"));
    };
    let Value::Object(m) = v else {
        return Err(format!(
            "{key:?} must be an object of points, e.g. {{\"6\":5,\"25\":1}}"
        ));
    };
    let mut c = [0u8; 25];
    for (k, v) in m {
        let p: usize = k
            .parse()
            .ok()
            .filter(|p| (1..=25).contains(p))
            .ok_or_else(|| format!("{key:?}: {k:?} is not a point 1 to 25 (25 = the bar)"))?;
        let n = v
            .as_u64()
            .filter(|n| *n <= 15)
            .ok_or_else(|| format!("{key:?}: point {k} must hold a number of checkers 0 to 15"))?;
        c[p - 1] = n as u8;
    }
    Ok(c)
}

/// A Match ID's fields as the CLI writes them.
fn fields_json(f: &MatchIdFields) -> Value {
    json!({
        "cube_value": f.cube_value,
        "cube_owner": match f.cube_owner {
            CubeOwner::Centred => json!("centred"),
            CubeOwner::Player(p) => json!(p.index()),
        },
        "on_roll": f.on_roll.index(),
        "crawford": f.crawford,
        "game_state": f.game_state.code(),
        "turn": f.turn.index(),
        "double_offered": f.double_offered,
        "resignation": f.resignation.code(),
        "dice": f.dice_high_first(),
        "match_length": f.match_length,
        "score": f.score,
        "jacoby": f.jacoby,
    })
}

const FIELDS: [&str; 12] = [
    "cube_value",
    "cube_owner",
    "on_roll",
    "crawford",
    "game_state",
    "turn",
    "double_offered",
    "resignation",
    "dice",
    "match_length",
    "score",
    "jacoby",
];

/// A Match ID's fields from the CLI's JSON (every field required).
fn fields_of(v: &Value) -> Result<MatchIdFields, String> {
    let Value::Object(m) = v else {
        return Err("\"fields\" must be an object".to_string());
    };
    only_keys(m, &FIELDS)?;
    let get = |k: &str| m.get(k).ok_or_else(|| format!("fields: {k:?} is missing"));
    let uint = |k: &str, max: u64| -> Result<u64, String> {
        get(k)?
            .as_u64()
            .filter(|n| *n <= max)
            .ok_or_else(|| format!("fields: {k:?} must be a whole number 0 to {max}"))
    };
    let flag = |k: &str| -> Result<bool, String> {
        get(k)?
            .as_bool()
            .ok_or_else(|| format!("fields: {k:?} must be true or false"))
    };
    let player = |k: &str| -> Result<Player, String> {
        Ok(if uint(k, 1)? == 0 {
            Player::Zero
        } else {
            Player::One
        })
    };
    let cube_owner = match get("cube_owner")? {
        Value::String(s) if s == "centred" => CubeOwner::Centred,
        _ => CubeOwner::Player(
            player("cube_owner")
                .map_err(|_| "fields: \"cube_owner\" must be 0, 1 or \"centred\"".to_string())?,
        ),
    };
    let dice = match get("dice")? {
        Value::Null => None,
        Value::Array(d) if d.len() == 2 => {
            let die = |v: &Value| v.as_u64().filter(|n| (1..=6).contains(n)).map(|n| n as u8);
            match (die(&d[0]), die(&d[1])) {
                (Some(a), Some(b)) => Some([a.max(b), a.min(b)]),
                _ => return Err("fields: \"dice\" must be two numbers 1 to 6 or null".to_string()),
            }
        }
        _ => return Err("fields: \"dice\" must be two numbers 1 to 6 or null".to_string()),
    };
    let score = match get("score")? {
        Value::Array(s) if s.len() == 2 => {
            let n = |v: &Value| {
                v.as_u64()
                    .filter(|n| *n <= u64::from(u16::MAX))
                    .map(|n| n as u16)
            };
            match (n(&s[0]), n(&s[1])) {
                (Some(a), Some(b)) => [a, b],
                _ => return Err("fields: \"score\" must be two whole numbers".to_string()),
            }
        }
        _ => return Err("fields: \"score\" must be two whole numbers".to_string()),
    };
    let game_state = GameState::from_code(uint("game_state", 4)? as u8)
        .ok_or_else(|| "fields: \"game_state\" must be 0 to 4".to_string())?;
    let resignation = Resignation::from_code(uint("resignation", 3)? as u8)
        .ok_or_else(|| "fields: \"resignation\" must be 0 to 3".to_string())?;
    Ok(MatchIdFields {
        cube_value: uint("cube_value", u64::from(u32::MAX))? as u32,
        cube_owner,
        on_roll: player("on_roll")?,
        crawford: flag("crawford")?,
        game_state,
        turn: player("turn")?,
        double_offered: flag("double_offered")?,
        resignation,
        dice,
        match_length: uint("match_length", u64::from(u16::MAX))? as u16,
        score,
        jacoby: flag("jacoby")?,
    })
}
