//! The options form as HTML (pure, tested): the next game's fields, who
//! plays, the board and its help, in the language of the page.

use super::{Draft, AUTO_LIMITS};
use crate::backgammon::store::{Opponent, Ui};
use crate::kit::html::esc;
use crate::kit::i18n::t;
use tables::backgammon::bot::Level;
use tables::backgammon::{CrawfordRule, CubeLimit, Variant};
use tables::Side;

/// The highest cubes the form offers (`"unlimited"` last, money play only).
const MAX_CUBES: [&str; 6] = ["2", "4", "8", "16", "32", "64"];

const LENGTHS: [u8; 12] = [0, 1, 3, 5, 7, 9, 11, 13, 15, 17, 21, 25];

fn check(out: &mut String, name: &str, on: bool, label: &str, class: &str) {
    out.push_str(&format!(
        r#"<label class="check {class}"><input type="checkbox" data-option="{name}"{}> {}</label>"#,
        if on { " checked" } else { "" },
        esc(label)
    ));
}

fn select(out: &mut String, name: &str, label: &str, options: &[(String, String, bool)]) {
    select_in(out, name, label, options, "");
}

/// A select whose label has the class `class` (`money-only`, …).
fn select_in(
    out: &mut String,
    name: &str,
    label: &str,
    options: &[(String, String, bool)],
    class: &str,
) {
    out.push_str(&format!(
        r#"<label class="{class}">{} <select data-option="{name}">"#,
        esc(label)
    ));
    for (value, text, selected) in options {
        out.push_str(&format!(
            r#"<option value="{value}"{}>{}</option>"#,
            if *selected { " selected" } else { "" },
            esc(text)
        ));
    }
    out.push_str("</select></label>");
}

/// The form as HTML, for the rule set `variant`, the next game `draft` and
/// the interface's state `ui`.
pub fn html(variant: Variant, draft: &Draft, ui: &Ui) -> String {
    let cube = variant.rules().cube;
    let mut s = String::with_capacity(4096);
    s.push_str(&format!(
        "<fieldset><legend>{}</legend>",
        &t("bg-form-next-game")
    ));
    let lengths: Vec<(String, String, bool)> = LENGTHS
        .iter()
        .map(|&n| {
            let text = if n == 0 {
                t("bg-form-money")
            } else {
                crate::t!("bg-form-match-to", n = n)
            };
            (n.to_string(), text, draft.length == n)
        })
        .collect();
    select(&mut s, "length", &t("bg-form-play"), &lengths);
    let o = &draft.options;
    if cube {
        check(&mut s, "cube", o.cube.in_use, &t("bg-form-cube"), "");
        check(
            &mut s,
            "crawford",
            o.crawford != CrawfordRule::Off,
            &t("bg-form-crawford"),
            "match-only",
        );
        check(
            &mut s,
            "jacoby",
            o.cube.jacoby,
            &t("bg-form-jacoby"),
            "money-only",
        );
        check(
            &mut s,
            "beavers",
            o.cube.beavers,
            &t("bg-form-beavers"),
            "money-only",
        );
        check(
            &mut s,
            "automatic",
            o.cube.automatic.enabled,
            &t("bg-form-automatic"),
            "money-only",
        );
        let limits: Vec<_> = (1..=AUTO_LIMITS)
            .map(|n| (n.to_string(), n.to_string(), o.cube.automatic.limit == n))
            .collect();
        select_in(
            &mut s,
            "auto-limit",
            &t("bg-form-auto-limit"),
            &limits,
            "money-only",
        );
        check(
            &mut s,
            "six-six",
            o.cube.automatic.six_six_triples,
            &t("bg-form-six-six"),
            "money-only",
        );
        let mut cubes: Vec<_> = MAX_CUBES
            .iter()
            .map(|v| {
                (
                    v.to_string(),
                    v.to_string(),
                    o.cube.max == CubeLimit::UpTo(v.parse().unwrap_or(64)),
                )
            })
            .collect();
        cubes.push((
            "unlimited".into(),
            t("bg-form-no-limit"),
            o.cube.max == CubeLimit::Unlimited,
        ));
        select_in(
            &mut s,
            "max-cube",
            &t("bg-form-max-cube"),
            &cubes,
            "money-only",
        );
    }
    for (name, on) in o.variant.of(variant) {
        check(&mut s, name, on, &option_text(variant, name), "");
    }
    s.push_str(&format!(
        r#"<button data-action="new-game">{}</button></fieldset>"#,
        &t("bg-form-new-game")
    ));
    s.push_str(&format!(
        "<fieldset><legend>{}</legend>",
        &t("bg-form-players")
    ));
    let opp = [
        (
            "bot-black",
            &t("bg-form-bot-black"),
            ui.opponent == Opponent::Bot(Side::Black),
        ),
        (
            "bot-white",
            &t("bg-form-bot-white"),
            ui.opponent == Opponent::Bot(Side::White),
        ),
        (
            "hotseat",
            &t("bg-form-hotseat"),
            ui.opponent == Opponent::HotSeat,
        ),
        (
            "bots",
            &t("bg-form-bots"),
            ui.opponent == Opponent::BotVsBot,
        ),
    ];
    let mut opp: Vec<_> = opp
        .iter()
        .map(|(v, l, on)| (v.to_string(), l.to_string(), *on))
        .collect();
    if matches!(ui.opponent, Opponent::Remote(_)) {
        // started from the Play by link box, left by choosing another
        opp.push(("remote".to_string(), t("bg-form-remote"), true));
    }
    select(&mut s, "opponent", &t("bg-form-opponent"), &opp);
    let levels: Vec<_> = [
        (Level::Beginner, &t("bg-form-beginner")),
        (Level::Club, &t("bg-form-club")),
        (Level::Strong, &t("bg-form-strong")),
    ]
    .iter()
    .map(|(l, text)| (l.name().to_string(), text.to_string(), *l == ui.level))
    .collect();
    select(&mut s, "level", &t("bg-form-level"), &levels);
    s.push_str(&format!(
        "</fieldset><fieldset><legend>{}</legend>",
        &t("bg-form-board")
    ));
    check(&mut s, "mirrored", ui.mirrored, &t("bg-form-mirrored"), "");
    check(&mut s, "numbers", ui.numbers, &t("bg-form-numbers"), "");
    check(&mut s, "follow", ui.follow_roller, &t("bg-form-follow"), "");
    check(
        &mut s,
        "auto-forced",
        ui.auto_forced,
        &t("bg-form-auto-forced"),
        "",
    );
    check(
        &mut s,
        "auto-roll",
        ui.auto_roll,
        &t("bg-form-auto-roll"),
        "",
    );
    s.push_str("</fieldset>");
    s
}

/// What a rule set's option means (the engine names it: `name`).
pub fn option_text(variant: Variant, name: &str) -> String {
    match (variant, name) {
        (Variant::Hypergammon(_), "gammons") => t("bg-option-hypergammon-gammons"),
        (Variant::Dutch, "hit_after_home") => t("bg-option-dutch-hit-after-home"),
        (Variant::LongNardy, "first_three_three") => t("bg-option-nardy-first-three-three"),
        (Variant::LongNardy, "block_each_landing") => t("bg-option-nardy-block-each-landing"),
        (Variant::Fevga, "pass_start") => t("bg-option-fevga-pass-start"),
        (Variant::Fevga, "block_each_landing") => t("bg-option-fevga-block-each-landing"),
        (Variant::Portes, "double_if_none_off") => t("bg-option-portes-double-if-none-off"),
        (Variant::Russian, "enter_all_first") => t("bg-option-russian-enter-all-first"),
        (Variant::Russian, "hitting") => t("bg-option-russian-hitting"),
        (Variant::Russian, "complements_from_first") => {
            t("bg-option-russian-complements-from-first")
        }
        (Variant::GulBara, "opponent_plays_rest") => t("bg-option-gul-bara-opponent-plays-rest"),
        (Variant::AceyDeucey, "european") => t("bg-option-acey-deucey-european"),
        (Variant::Jacquet | Variant::Matador, "blocking") => t("bg-option-jacquet-blocking"),
        (Variant::Chase, "doublets_roll_again") => t("bg-option-chase-doublets-roll-again"),
        (Variant::Chase, "lower_starts") => t("bg-option-chase-lower-starts"),
        _ => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::Options;

    #[test]
    fn the_form_shows_the_session_and_the_rule_sets_own_options() {
        use crate::kit::i18n::{use_native, Lang};
        use_native(Lang::En);
        let ui = Ui::default();
        let bg = html(Variant::Backgammon, &Draft::of(Options::match_to(5)), &ui);
        assert!(
            bg.contains(r#"<option value="5" selected>Match to 5</option>"#),
            "{bg}"
        );
        assert!(bg.contains(r#"data-option="crawford" checked"#));
        assert!(
            bg.contains(r#"data-option="jacoby">"#),
            "jacoby off by default"
        );
        assert!(bg.contains(r#"<option value="bot-black" selected>"#));
        use_native(Lang::Fr);
        let fevga = html(Variant::Fevga, &Draft::of(Options::money()), &ui);
        assert!(!fevga.contains("crawford"), "no cube, no Crawford");
        assert!(
            fevga.contains(r#"data-option="pass_start" checked"#),
            "{fevga}"
        );
        assert!(fevga.contains("Partie d'argent"));
        assert!(
            fevga.contains("sinon atteindre son quart de départ"),
            "the rule set's options in French"
        );
        assert!(bg.contains(r#"<option value="64" selected>64</option>"#));
        assert!(bg.contains(r#"data-option="auto-limit""#));
    }
}
