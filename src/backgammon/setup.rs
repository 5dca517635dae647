//! The options of a backgammon-family game: the next game's setup (money or
//! a match to N, Crawford, Jacoby, beavers, automatic doubles, the rule
//! set's own options), who plays (the bot's side and level, two people,
//! the bot against itself), and how the board looks and helps (mirrored,
//! numbers, turned to the player on roll, forced plays and rolls made for
//! you).
//!
//! The form is one block of HTML built by [`html`] (pure, tested) and one
//! handler for its changes and clicks: a view per field would cost the wasm
//! far more. It is drawn again only when the language or the rule set
//! changes, so what the person sets stays as he set it.

use super::store::{Opponent, Store, Ui};
use crate::html::esc;
use crate::i18n::Lang;
use leptos::prelude::*;
use tables::backgammon::bot::Level;
use tables::backgammon::{CrawfordRule, CubeLimit, MatchLength, Options, Variant};
use tables::Side;

/// The setup of the next game, as the form holds it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Draft {
    /// 0 for money play, else the match length.
    pub length: u8,
    /// The options it becomes (cube, Crawford, Jacoby, the rule set's).
    pub options: Options,
}

impl Draft {
    /// The draft of the session in play.
    pub fn of(options: Options) -> Draft {
        let length = match options.length {
            MatchLength::Money => 0,
            MatchLength::Points(n) => n,
        };
        Draft { length, options }
    }

    /// The options to start with.
    pub fn options(&self) -> Options {
        let mut o = self.options;
        o.length = if self.length == 0 {
            MatchLength::Money
        } else {
            MatchLength::Points(self.length)
        };
        o
    }

    /// Sets a field of the form by its `data-option` name.
    pub fn set(&mut self, variant: Variant, name: &str, on: bool) {
        let c = &mut self.options.cube;
        match name {
            "crawford" => {
                self.options.crawford = if on {
                    CrawfordRule::NoCube
                } else {
                    CrawfordRule::Off
                }
            }
            "jacoby" => c.jacoby = on,
            "beavers" => {
                c.beavers = on;
                c.raccoons = on;
            }
            "automatic" => c.automatic.enabled = on,
            "six-six" => c.automatic.six_six_triples = on,
            "cube" => c.in_use = on,
            other => {
                let _ = self.options.variant.set(variant, other, on);
            }
        }
    }

    /// Sets a choice of the form (a select other than the length) by its
    /// `data-option` name and value; `false` when it is none of the draft's.
    pub fn choose(&mut self, name: &str, value: &str) -> bool {
        let c = &mut self.options.cube;
        match (name, value) {
            ("length", v) => self.length = v.parse().unwrap_or(0),
            ("max-cube", "unlimited") => c.max = CubeLimit::Unlimited,
            ("max-cube", v) => match v.parse::<u32>() {
                Ok(n) if n.is_power_of_two() && n <= 64 => c.max = CubeLimit::UpTo(n),
                _ => return false,
            },
            ("auto-limit", v) => match v.parse::<u8>() {
                Ok(n @ 1..=AUTO_LIMITS) => c.automatic.limit = n,
                _ => return false,
            },
            _ => return false,
        }
        true
    }
}

/// The most automatic doubles in a game the form offers.
const AUTO_LIMITS: u8 = 3;

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
    let opp: Vec<_> = opp
        .iter()
        .map(|(v, l, on)| (v.to_string(), l.to_string(), *on))
        .collect();
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

/// What a change of the form's field `name` to `value` (a checkbox's
/// "true"/"false", a select's value) does to the interface's state; `false`
/// when it is a field of the next game (the draft's).
pub fn apply_to_ui(ui: &mut Ui, name: &str, value: &str) -> bool {
    let on = value == "true";
    match name {
        "mirrored" => ui.mirrored = on,
        "numbers" => ui.numbers = on,
        "follow" => ui.follow_roller = on,
        "auto-forced" => ui.auto_forced = on,
        "auto-roll" => ui.auto_roll = on,
        "level" => {
            if let Some(l) = Level::parse(value) {
                ui.level = l;
            }
        }
        "opponent" => {
            ui.opponent = match value {
                "bot-white" => Opponent::Bot(Side::White),
                "hotseat" => Opponent::HotSeat,
                "bots" => Opponent::BotVsBot,
                _ => Opponent::Bot(Side::Black),
            };
            if let Opponent::Bot(s) = ui.opponent {
                ui.viewer = s.opponent();
            }
        }
        _ => return false,
    }
    true
}

/// The options panel.
#[component]
pub fn Setup() -> impl IntoView {
    let store = expect_context::<Store>();
    let draft = RwSignal::new(Draft::of(*store.game.read_untracked().options()));
    let variant = move || store.game.with(|g| g.variant());
    let body = move || {
        let lang = store.ui.with(|u| u.lang);
        let v = variant();
        html(lang, v, &draft.get_untracked(), &store.ui.get_untracked())
    };
    let on_change = move |ev: leptos::ev::Event| {
        let Some((name, value)) = field_of(&ev) else {
            return;
        };
        let mut chosen = false;
        draft.update(|d| chosen = d.choose(&name, &value));
        if chosen {
            return;
        }
        let mut ui_field = false;
        store
            .ui
            .update(|u| ui_field = apply_to_ui(u, &name, &value));
        if ui_field {
            store.refresh_entry();
        } else {
            let v = store.game.with_untracked(|g| g.variant());
            draft.update(|d| d.set(v, &name, value == "true"));
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| match action_of(&ev).as_deref() {
        Some("new-game") => {
            let v = store.game.with_untracked(|g| g.variant());
            if let Err(e) = store.restart(v, draft.with_untracked(Draft::options)) {
                store.say(e);
            }
        }
        Some("lang") => store.ui.update(|u| {
            u.lang = if u.lang == Lang::En {
                Lang::Fr
            } else {
                Lang::En
            }
        }),
        _ => {}
    };
    let money = move || draft.with(|d| d.length == 0);
    view! {
        <details class="options" data-testid="options">
            <summary>{crate::components::tr("Options and new game", "Options et nouvelle partie")}</summary>
            <div class="options-form" class:money=money on:change=on_change on:click=on_click inner_html=body></div>
        </details>
    }
}

/// The `data-option` name and value of the field an event came from.
fn field_of(ev: &leptos::ev::Event) -> Option<(String, String)> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let el: web_sys::HtmlElement = ev.target()?.dyn_into().ok()?;
        let name = el.get_attribute("data-option")?;
        let value = if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
            if i.type_() == "checkbox" {
                i.checked().to_string()
            } else {
                i.value()
            }
        } else {
            js_sys::Reflect::get(&el, &"value".into())
                .ok()?
                .as_string()?
        };
        Some((name, value))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        None
    }
}

/// The `data-action` of the button a click came from.
fn action_of(ev: &leptos::ev::MouseEvent) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let el: web_sys::Element = ev.target()?.dyn_into().ok()?;
        el.closest("[data-action]")
            .ok()??
            .get_attribute("data-action")
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn the_cube_limits_are_chosen_and_a_bad_value_is_not_taken() {
        let mut d = Draft::of(Options::money());
        assert!(d.choose("max-cube", "8"));
        assert_eq!(d.options().cube.max, CubeLimit::UpTo(8));
        assert!(d.choose("max-cube", "unlimited"));
        assert_eq!(d.options().cube.max, CubeLimit::Unlimited);
        assert!(!d.choose("max-cube", "12"));
        assert!(!d.choose("max-cube", "128"));
        assert_eq!(d.options().cube.max, CubeLimit::Unlimited);
        assert!(d.choose("auto-limit", "3"));
        assert!(!d.choose("auto-limit", "9"));
        assert_eq!(d.options().cube.automatic.limit, 3);
        d.set(Variant::Backgammon, "six-six", true);
        assert!(d.options().cube.automatic.six_six_triples);
        assert!(d.choose("length", "7"));
        assert_eq!(d.options().length, MatchLength::Points(7));
        let ui = Ui::default();
        let shown = html(Lang::En, Variant::Backgammon, &d, &ui);
        assert!(shown.contains(r#"<option value="unlimited" selected>no limit</option>"#));
        assert!(shown.contains(r#"<option value="3" selected>3</option>"#));
    }

    #[test]
    fn a_change_goes_to_the_interface_or_to_the_next_game() {
        let mut ui = Ui::default();
        assert!(apply_to_ui(&mut ui, "opponent", "hotseat"));
        assert_eq!(ui.opponent, Opponent::HotSeat);
        assert!(apply_to_ui(&mut ui, "level", "strong"));
        assert_eq!(ui.level, Level::Strong);
        assert!(!apply_to_ui(&mut ui, "jacoby", "true"));
        let mut d = Draft::of(Options::money());
        d.set(Variant::Backgammon, "jacoby", true);
        d.set(Variant::Fevga, "pass_start", false);
        d.length = 7;
        let o = d.options();
        assert!(o.cube.jacoby && !o.variant.fevga_pass_start);
        assert_eq!(o.length, MatchLength::Points(7));
    }
}
