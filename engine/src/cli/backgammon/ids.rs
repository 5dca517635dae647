//! `tables backgammon ids`: Position IDs to counts and back (Match IDs and
//! XGIDs join them).

use serde_json::Value;

use super::variant_of;
use crate::backgammon::ids::position_id;
use crate::backgammon::Position;
use crate::cli::lines::{only_keys, string, Object};

/// The answer to one line (see `tables backgammon --help`).
///
/// # Errors
/// What is wrong with the line.
pub fn answer(obj: &Object) -> Result<String, String> {
    let has = |k: &str| obj.contains_key(k);
    let checkers = variant_of(obj)?.rules().checkers;
    if has("position_id") {
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
        Err("expected a line with \"position_id\", or \"on_roll\" and \"opponent\"".to_string())
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
