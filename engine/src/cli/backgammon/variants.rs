//! `tables backgammon variants`: the rule sets and their options, as JSON.

use serde_json::{json, Value};

use crate::backgammon::rules::{Capture, Entering};
use crate::backgammon::{Route, Variant, VariantOptions};

/// The listing: `{"variants":[{"name",...}]}`.
pub fn listing() -> String {
    let defaults = VariantOptions::default();
    let variants: Vec<Value> = Variant::ALL
        .iter()
        .map(|&v| {
            let r = v.rules();
            let options: Vec<Value> = defaults
                .of(v)
                .into_iter()
                .map(
                    |(name, default, text)| json!({"name": name, "default": default, "text": text}),
                )
                .collect();
            json!({
                "name": r.name,
                "checkers": r.checkers,
                "route": match r.route {
                    Route::Opposite => json!("opposite"),
                    Route::Parallel(k) => json!({"parallel": k}),
                },
                "capture": match r.capture {
                    Capture::Hit => "hit",
                    Capture::Block => "block",
                    Capture::Pin => "pin",
                },
                "reserve": {"white": r.starts.white.reserve, "black": r.starts.black.reserve},
                "entering": match r.entering {
                    Entering::First => "first",
                    Entering::Free => "free",
                },
                "gammons": r.results.gammons,
                "backgammons": r.results.backgammons,
                "cube": r.cube,
                "mother_rule": r.mother_rule,
                "options": options,
                "text": {"en": r.text[0], "fr": r.text[1]},
            })
        })
        .collect();
    json!({ "variants": variants }).to_string()
}
