//! The JSON position read by `score` and `moves`, validated with one message
//! per problem (never a panic).

use serde_json::{Map, Value};

use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};
use crate::trictrac::board::Board;
use crate::trictrac::jans::RollContext;
use crate::trictrac::options::Options;
use crate::trictrac::scoreboard::{Pavillon, Scoreboard, HOLES_TO_WIN, POINTS_PER_HOLE};

/// A validated position: who rolled what, the board, the marking state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The side that rolled.
    pub roller: Side,
    /// The roll.
    pub roll: Roll,
    /// Rolls the roller made in this relevé before this one.
    pub ctx: RollContext,
    /// The checkers.
    pub board: Board,
    /// Points, holes, bredouille and pavillon before the roll.
    pub score: Scoreboard,
    /// The options of the partie.
    pub options: Options,
}

const REQUIRED: [&str; 5] = ["roller", "dice", "rolls_before", "white", "black"];
const OPTIONAL: [&str; 5] = ["points", "holes", "bredouille", "pavillon", "options"];

/// Parses and validates a position.
///
/// # Errors
/// Every problem found, one message each.
pub fn parse(text: &str) -> Result<Position, Vec<String>> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| vec![format!("invalid JSON: {e}")])?;
    let Value::Object(obj) = value else {
        return Err(vec![format!(
            "the position must be a JSON object, not {}",
            kind(&value)
        )]);
    };
    let mut errs = Vec::new();
    for k in obj.keys() {
        if !REQUIRED.contains(&k.as_str()) && !OPTIONAL.contains(&k.as_str()) {
            errs.push(format!(
                "unknown key {k:?} (known keys: {}, {})",
                REQUIRED.join(", "),
                OPTIONAL.join(", ")
            ));
        }
    }
    for k in REQUIRED {
        if !obj.contains_key(k) {
            errs.push(format!("missing required key {k:?}"));
        }
    }
    let roller = obj.get("roller").and_then(|v| roller(v, &mut errs));
    let roll = obj.get("dice").and_then(|v| dice(v, &mut errs));
    let rolls_before = obj.get("rolls_before").and_then(|v| {
        let n = uint(v, "rolls_before", u64::from(u16::MAX), &mut errs)?;
        Some(n as u16)
    });
    let white = obj
        .get("white")
        .and_then(|v| checkers(v, Side::White, &mut errs));
    let black = obj
        .get("black")
        .and_then(|v| checkers(v, Side::Black, &mut errs));
    let board = match (white, black) {
        (Some(w), Some(b)) => match Board::from_counts(w, b) {
            Ok(board) => Some(board),
            Err(problems) => {
                errs.extend(problems.iter().map(|p| p.to_string()));
                None
            }
        },
        _ => None,
    };
    if let Some(board) = &board {
        for side in Side::ALL {
            if board.off(side) == 15 {
                errs.push(format!(
                    "{side} has no checker on the board: his relevé is over (a position needs checkers on both sides)"
                ));
            }
        }
    }
    let score = scoreboard(&obj, &mut errs);
    let options = obj.get("options").and_then(|v| options(v, &mut errs));
    match (roller, roll, rolls_before, board, score, errs.is_empty()) {
        (Some(roller), Some(roll), Some(rolls_before), Some(board), Some(score), true) => {
            Ok(Position {
                roller,
                roll,
                ctx: RollContext { rolls_before },
                board,
                score,
                options: options.unwrap_or_default(),
            })
        }
        _ => Err(errs),
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

fn roller(v: &Value, errs: &mut Vec<String>) -> Option<Side> {
    match v.as_str() {
        Some("white") => Some(Side::White),
        Some("black") => Some(Side::Black),
        _ => {
            errs.push(format!(
                "roller: unknown side {v}, expected \"white\" or \"black\""
            ));
            None
        }
    }
}

fn dice(v: &Value, errs: &mut Vec<String>) -> Option<Roll> {
    let Some(arr) = v.as_array().filter(|a| a.len() == 2) else {
        errs.push(format!(
            "dice: expected an array of two dice like [6,5], got {v}"
        ));
        return None;
    };
    let mut d = [0u8; 2];
    let mut ok = true;
    for (slot, x) in d.iter_mut().zip(arr) {
        match x.as_u64().filter(|n| (1..=6).contains(n)) {
            Some(n) => *slot = n as u8,
            None => {
                errs.push(format!("dice: a die shows 1 to 6, not {x}"));
                ok = false;
            }
        }
    }
    if ok {
        Roll::new(d[0], d[1]).ok()
    } else {
        None
    }
}

/// A non-negative integer at most `max`.
fn uint(v: &Value, what: &str, max: u64, errs: &mut Vec<String>) -> Option<u64> {
    match v.as_u64().filter(|&n| n <= max) {
        Some(n) => Some(n),
        None => {
            errs.push(format!("{what}: expected an integer 0..={max}, got {v}"));
            None
        }
    }
}

/// One side's checkers by its own field number, as counts indexed 1..=24.
fn checkers(v: &Value, side: Side, errs: &mut Vec<String>) -> Option<[u8; 25]> {
    let Value::Object(map) = v else {
        errs.push(format!(
            "{side}: expected an object of field → checkers like {{\"1\":15}}, got {}",
            kind(v)
        ));
        return None;
    };
    let before = errs.len();
    let mut counts = [0u8; 25];
    let mut seen = [false; 25];
    for (key, n) in map {
        let field = match key.trim().parse::<u64>() {
            Ok(f) if (1..=24).contains(&f) => f as usize,
            Ok(f) => {
                errs.push(format!(
                    "{side}: field {f} is outside 1..=24 (checkers not listed are borne off)"
                ));
                continue;
            }
            Err(_) => {
                errs.push(format!(
                    "{side}: field {key:?} is not a field number 1..=24"
                ));
                continue;
            }
        };
        if seen[field] {
            errs.push(format!("{side}: field {field} is given twice"));
            continue;
        }
        seen[field] = true;
        match n.as_u64().filter(|&c| c <= 15) {
            Some(c) => counts[field] = c as u8,
            None => errs.push(format!(
                "{side}: field {field}: expected a number of checkers 0..=15, got {n}"
            )),
        }
    }
    // More than 15 in all, a shared field or a lone checker in a corner are
    // reported by Board::from_counts.
    (errs.len() == before).then_some(counts)
}

/// A `{"white":..,"black":..}` object, each value checked by `one`.
fn by_side<T: Copy>(
    obj: &Map<String, Value>,
    key: &str,
    default: T,
    errs: &mut Vec<String>,
    mut one: impl FnMut(&Value, &str, &mut Vec<String>) -> Option<T>,
) -> Option<BySide<T>> {
    let mut out = BySide::splat(default);
    let Some(v) = obj.get(key) else {
        return Some(out);
    };
    let Value::Object(m) = v else {
        errs.push(format!(
            "{key}: expected an object like {{\"white\":..,\"black\":..}}, got {}",
            kind(v)
        ));
        return None;
    };
    let before = errs.len();
    for (k, x) in m {
        let side = match k.as_str() {
            "white" => Side::White,
            "black" => Side::Black,
            _ => {
                errs.push(format!(
                    "{key}: unknown side {k:?}, expected \"white\" or \"black\""
                ));
                continue;
            }
        };
        if let Some(t) = one(x, &format!("{key}.{side}"), errs) {
            out[side] = t;
        }
    }
    (errs.len() == before).then_some(out)
}

fn scoreboard(obj: &Map<String, Value>, errs: &mut Vec<String>) -> Option<Scoreboard> {
    let max_points = u64::from(POINTS_PER_HOLE - 2);
    let points = by_side(obj, "points", 0u8, errs, |v, what, errs| {
        match v.as_u64().filter(|&n| n <= max_points && n % 2 == 0) {
            Some(n) => Some(n as u8),
            None => {
                errs.push(format!(
                    "{what}: expected an even number 0..={max_points} (12 points make a hole), got {v}"
                ));
                None
            }
        }
    });
    let max_holes = u64::from(HOLES_TO_WIN - 1);
    let holes = by_side(obj, "holes", 0u8, errs, |v, what, errs| {
        match v.as_u64().filter(|&n| n <= max_holes) {
            Some(n) => Some(n as u8),
            None => {
                errs.push(format!(
                    "{what}: expected 0..={max_holes} (12 holes win the partie), got {v}"
                ));
                None
            }
        }
    });
    let bredouille = by_side(obj, "bredouille", false, errs, |v, what, errs| {
        let b = v.as_bool();
        if b.is_none() {
            errs.push(format!("{what}: expected true or false, got {v}"));
        }
        b
    });
    let bredouille = bredouille.filter(|b| {
        let both = b.white && b.black;
        if both {
            errs.push(
                "bredouille: white and black cannot both be en bredouille (scoring clears the other's flag)"
                    .to_string(),
            );
        }
        !both
    });
    let pavillon = match obj.get("pavillon") {
        None => Some(Pavillon::Middle),
        Some(v) => match serde_json::from_value::<Pavillon>(v.clone()) {
            Ok(p) => Some(p),
            Err(e) => {
                errs.push(format!(
                    "pavillon: expected \"middle\", {{\"taken\":\"white\"|\"black\"}} or \"aside\" ({e})"
                ));
                None
            }
        },
    };
    Some(Scoreboard {
        points: points?,
        bredouille: bredouille?,
        holes: holes?,
        pavillon: pavillon?,
    })
}

/// The options: the fields of [`Options`], unknown fields rejected (the known
/// ones are read from `Options::default()` serialised, so they stay in step).
fn options(v: &Value, errs: &mut Vec<String>) -> Option<Options> {
    let Value::Object(m) = v else {
        errs.push(format!("options: expected an object, got {}", kind(v)));
        return None;
    };
    let known: Vec<String> = match serde_json::to_value(Options::default()) {
        Ok(Value::Object(d)) => d.keys().cloned().collect(),
        _ => Vec::new(),
    };
    let before = errs.len();
    for k in m.keys() {
        if !known.contains(k) {
            errs.push(format!(
                "options: unknown option {k:?} (known: {})",
                known.join(", ")
            ));
        }
    }
    if errs.len() != before {
        return None;
    }
    match serde_json::from_value::<Options>(v.clone()) {
        Ok(o) => Some(o),
        Err(e) => {
            errs.push(format!("options: {e}"));
            None
        }
    }
}
