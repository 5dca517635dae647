//! The options of a backgammon-family game: the next game's setup (money or
//! a match to N, Crawford, Jacoby, beavers, automatic doubles, the rule
//! set's own options), who plays (the bot's side and level, two people,
//! the bot against itself), and how the board looks and helps (mirrored,
//! numbers, turned to the player on roll, forced plays and rolls made for
//! you).
//!
//! The form is one block of HTML built by [`form::html`] (pure, tested) and one
//! handler for its changes and clicks: a view per field would cost the wasm
//! far more. It is drawn again only when the language or the rule set
//! changes, so what the person sets stays as he set it.

mod form;

pub use form::{html, option_text};

use super::store::{Opponent, Store, Ui};
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
        let v = variant();
        // drawn again when a game by link starts or ends (its opponent)
        store.ui.with(|u| matches!(u.opponent, Opponent::Remote(_)));
        html(v, &draft.get_untracked(), &store.ui.get_untracked())
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
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if action_of(&ev).as_deref() == Some("new-game") {
            let v = store.game.with_untracked(|g| g.variant());
            if let Err(e) = store.restart(v, draft.with_untracked(Draft::options)) {
                store.say(e);
            }
        }
    };
    let money = move || draft.with(|d| d.length == 0);
    view! {
        <details class="options" data-testid="options">
            <summary>{crate::kit::i18n::tr("bg-options")}</summary>
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
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let ui = Ui::default();
        let shown = html(Variant::Backgammon, &d, &ui);
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
