//! `tables backgammon variants`: the rule sets and their options, as JSON.

use serde_json::{json, Value};

use crate::backgammon::rules::{Capture, Entering, Opening, RollRule};
use crate::backgammon::{Route, Stakes, Variant, VariantOptions};

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
                .map(|(name, default)| json!({"name": name, "default": default}))
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
                    Capture::Remove => "remove",
                },
                "reserve": {"white": r.starts.white.reserve, "black": r.starts.black.reserve},
                "entering": match r.entering {
                    Entering::First => "first",
                    Entering::Free => "free",
                },
                "doublets": match r.rolls {
                    RollRule::Ordinary => "ordinary",
                    RollRule::Russian { .. } => "complements",
                    RollRule::GulBara { .. } => "cascade",
                    RollRule::Bonus { .. } => "bonus",
                    RollRule::Chase { .. } => "chase",
                },
                "per_checker_left": matches!(r.stakes, Some(Stakes::PerCheckerLeft { .. })),
                "opening": match r.opening {
                    Opening::PlayOpeningDice => "play-opening-dice",
                    Opening::RollAgain => "roll-again",
                    Opening::WhiteFirst => "white-first",
                    Opening::LowerRollsAgain => "lower-rolls-again",
                },
                "worth": {"white": r.worth.white, "black": r.worth.black},
                "gammons": r.results.gammons,
                "backgammons": r.results.backgammons,
                "cube": r.cube,
                "mother_rule": r.mother_rule,
                "options": options,
            })
        })
        .collect();
    json!({ "variants": variants }).to_string()
}
