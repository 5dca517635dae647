//! `tables backgammon moves`: every distinct legal result of a roll, as
//! Position IDs (or, for a position given in the project's notation, position
//! texts) with the opponent on roll.

use serde_json::Value;

use super::{rules_of, variant_of};
use crate::backgammon::ids::position_id;
use crate::backgammon::play::resulting_positions_for;
use crate::backgammon::position_text;
use crate::cli::lines::{only_keys, string, Object};
use crate::Roll;

/// The answer to one line: `{"turns":[...]}`, sorted.
///
/// # Errors
/// What is wrong with the line.
pub fn answer(obj: &Object) -> Result<String, String> {
    only_keys(
        obj,
        &["position_id", "position", "dice", "variant", "options"],
    )?;
    let roll = dice(obj)?;
    let mut out = Vec::new();
    let mut turns: Vec<String> = if obj.contains_key("position") {
        if obj.contains_key("position_id") || obj.contains_key("variant") {
            return Err("a \"position\" text names its variant: give it alone, without \"position_id\" or \"variant\"".to_string());
        }
        let (variant, pos) =
            position_text::parse(string(obj, "position")?).map_err(|e| e.to_string())?;
        let rules = rules_of(variant, obj)?;
        resulting_positions_for(&rules, &pos, roll, &mut out);
        out.iter()
            .map(|p| position_text::format(variant, &p.flip()))
            .collect()
    } else {
        let variant = variant_of(obj)?;
        let rules = rules_of(variant, obj)?;
        let id = string(obj, "position_id")?;
        let pos = position_id::decode(id, rules.checkers).map_err(|e| e.to_string())?;
        // Nor its route, nor (Plakoto) its pinned checkers.
        if rules.route != crate::backgammon::Route::Opposite
            || rules.capture == crate::backgammon::rules::Capture::Pin
        {
            return Err(format!(
                "a Position ID cannot hold a position of {}: give a \"position\" text",
                variant.name()
            ));
        }
        resulting_positions_for(&rules, &pos, roll, &mut out);
        out.iter().map(|p| position_id::encode(&p.flip())).collect()
    };
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
