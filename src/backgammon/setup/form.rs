//! The options form as HTML (pure, tested): the next game's fields, who
//! plays, the board and its help, in the language of the page.

use super::{Draft, AUTO_LIMITS};
use crate::backgammon::store::{Opponent, Ui};
use crate::kit::html::esc;
use crate::kit::i18n::Lang;
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
pub fn html(lang: Lang, variant: Variant, draft: &Draft, ui: &Ui) -> String {
    let t = |en, fr| lang.t(en, fr);
    let cube = variant.rules().cube;
    let mut s = String::with_capacity(4096);
    s.push_str(&format!(
        "<fieldset><legend>{}</legend>",
        t("Next game", "Prochaine partie")
    ));
    let lengths: Vec<(String, String, bool)> = LENGTHS
        .iter()
        .map(|&n| {
            let text = if n == 0 {
                t("Money play", "Partie d'argent").to_string()
            } else {
                format!("{} {n}", t("Match to", "Match en"))
            };
            (n.to_string(), text, draft.length == n)
        })
        .collect();
    select(&mut s, "length", t("Play", "Jeu"), &lengths);
    let o = &draft.options;
    if cube {
        check(
            &mut s,
            "cube",
            o.cube.in_use,
            t("Use the doubling cube", "Jouer avec le videau"),
            "",
        );
        check(
            &mut s,
            "crawford",
            o.crawford != CrawfordRule::Off,
            t("Crawford rule", "Règle de Crawford"),
            "match-only",
        );
        check(
            &mut s,
            "jacoby",
            o.cube.jacoby,
            t(
                "Jacoby rule (gammons count only once the cube is turned)",
                "Règle de Jacoby (les gammons ne comptent qu'après un double)",
            ),
            "money-only",
        );
        check(
            &mut s,
            "beavers",
            o.cube.beavers,
            t("Beavers and raccoons", "Beavers et raccoons"),
            "money-only",
        );
        check(
            &mut s,
            "automatic",
            o.cube.automatic.enabled,
            t(
                "Automatic double on an opening tie",
                "Double automatique sur un premier jet égal",
            ),
            "money-only",
        );
        let limits: Vec<_> = (1..=AUTO_LIMITS)
            .map(|n| (n.to_string(), n.to_string(), o.cube.automatic.limit == n))
            .collect();
        select_in(
            &mut s,
            "auto-limit",
            t(
                "Automatic doubles in a game, at most",
                "Doubles automatiques par partie, au plus",
            ),
            &limits,
            "money-only",
        );
        check(
            &mut s,
            "six-six",
            o.cube.automatic.six_six_triples,
            t("A 6-6 tie triples the stake", "Un 6-6 égal triple l'enjeu"),
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
            t("no limit", "sans limite").into(),
            o.cube.max == CubeLimit::Unlimited,
        ));
        select_in(
            &mut s,
            "max-cube",
            t("Highest cube", "Videau le plus haut"),
            &cubes,
            "money-only",
        );
    }
    for (name, on, [en, fr]) in o.variant.of(variant) {
        check(&mut s, name, on, t(en, fr), "");
    }
    s.push_str(&format!(
        r#"<button data-action="new-game">{}</button></fieldset>"#,
        t("Start a new game", "Commencer une nouvelle partie")
    ));
    s.push_str(&format!(
        "<fieldset><legend>{}</legend>",
        t("Players", "Joueurs")
    ));
    let opp = [
        (
            "bot-black",
            t("The bot plays Black", "Le bot joue Noir"),
            ui.opponent == Opponent::Bot(Side::Black),
        ),
        (
            "bot-white",
            t("The bot plays White", "Le bot joue Blanc"),
            ui.opponent == Opponent::Bot(Side::White),
        ),
        (
            "hotseat",
            t(
                "Two players on this device",
                "Deux joueurs sur cet appareil",
            ),
            ui.opponent == Opponent::HotSeat,
        ),
        (
            "bots",
            t("The bot against itself", "Le bot contre lui-même"),
            ui.opponent == Opponent::BotVsBot,
        ),
    ];
    let mut opp: Vec<_> = opp
        .iter()
        .map(|(v, l, on)| (v.to_string(), l.to_string(), *on))
        .collect();
    if matches!(ui.opponent, Opponent::Remote(_)) {
        // started from the Play by link box, left by choosing another
        opp.push((
            "remote".to_string(),
            t("A friend, by link", "Un ami, par lien").to_string(),
            true,
        ));
    }
    select(&mut s, "opponent", t("Opponent", "Adversaire"), &opp);
    let levels: Vec<_> = [
        (Level::Beginner, t("Beginner", "Débutant")),
        (Level::Club, t("Club", "Club")),
        (Level::Strong, t("Strong", "Fort")),
    ]
    .iter()
    .map(|(l, text)| (l.name().to_string(), text.to_string(), *l == ui.level))
    .collect();
    select(&mut s, "level", t("Bot level", "Niveau du bot"), &levels);
    s.push_str(&format!(
        "</fieldset><fieldset><legend>{}</legend>",
        t("Board and help", "Tablier et aide")
    ));
    check(
        &mut s,
        "mirrored",
        ui.mirrored,
        t("Home board on the left", "Jan intérieur à gauche"),
        "",
    );
    check(
        &mut s,
        "numbers",
        ui.numbers,
        t("Point numbers", "Numéros des points"),
        "",
    );
    check(
        &mut s,
        "follow",
        ui.follow_roller,
        t(
            "Two players: turn the board to the player on roll",
            "Deux joueurs : tourner le tablier vers le joueur au trait",
        ),
        "",
    );
    check(
        &mut s,
        "auto-forced",
        ui.auto_forced,
        t(
            "Play forced moves for me",
            "Jouer pour moi les coups forcés",
        ),
        "",
    );
    check(
        &mut s,
        "auto-roll",
        ui.auto_roll,
        t(
            "Roll for me when I cannot double",
            "Lancer pour moi quand je ne peux pas doubler",
        ),
        "",
    );
    s.push_str(&format!(
        r#"<button data-action="lang">{}</button></fieldset>"#,
        t("Français", "English")
    ));
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::Options;

    #[test]
    fn the_form_shows_the_session_and_the_rule_sets_own_options() {
        let ui = Ui::default();
        let bg = html(
            Lang::En,
            Variant::Backgammon,
            &Draft::of(Options::match_to(5)),
            &ui,
        );
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
        let fevga = html(Lang::Fr, Variant::Fevga, &Draft::of(Options::money()), &ui);
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
