//! `tables backgammon moves`: every distinct legal result of a roll, as
//! Position IDs with the opponent on roll.

use serde_json::Value;

use super::variant_of;
use crate::backgammon::ids::position_id;
use crate::backgammon::movegen;
use crate::cli::lines::{only_keys, string, Object};
use crate::Roll;

/// The answer to one line: `{"turns":[...]}`, sorted.
///
/// # Errors
/// What is wrong with the line.
pub fn answer(obj: &Object) -> Result<String, String> {
    only_keys(obj, &["position_id", "dice", "variant"])?;
    let variant = variant_of(obj)?;
    let id = string(obj, "position_id")?;
    let pos = position_id::decode(id, variant.rules().checkers).map_err(|e| e.to_string())?;
    let roll = dice(obj)?;
    let mut out = Vec::new();
    movegen::resulting_positions(&pos, roll, &mut out);
    let mut turns: Vec<String> = out.iter().map(|p| position_id::encode(&p.flip())).collect();
    turns.sort();
    Ok(serde_json::json!({ "turns": turns }).to_string())
}

/// The line's `"dice"`: two numbers 1..=6 in any order.
pub(crate) fn dice(obj: &Object) -> Result<Roll, String> {
    let bad = || "\"dice\" must be two numbers 1 to 6, e.g. [5,2]".to_string();
    let Some(Value::Array(d)) = obj.get("dice") else {
        return Err(if obj.contains_key("dice") {
            bad()
        } else {
            "\"dice\" is missing".to_string()
        });
    };
    if d.len() != 2 {
        return Err(bad());
    }
    let die = |v: &Value| v.as_u64().filter(|n| (1..=6).contains(n)).map(|n| n as u8);
    match (die(&d[0]), die(&d[1])) {
        (Some(a), Some(b)) => Roll::new(a, b).map_err(|_| bad()),
        _ => Err(bad()),
    }
}
