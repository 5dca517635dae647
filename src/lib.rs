//! The Grand Trictrac browser app (Leptos CSR): the tablier in SVG, dice, chips,
//! pegs and pavillon, the annotated log, hot-seat or versus the bot.
//!
//! Nothing here decides a rule: the `tables` engine does. [`render`] turns the
//! engine state into plain drawable data (tested natively); [`components`]
//! only draw it; [`store::Store`] owns the game.

pub mod components;
pub mod i18n;
pub mod log;
pub mod params;
pub mod play;
pub mod reference;
pub mod render;
pub mod store;

use components::board::Board;
use components::log::Log;
use components::panel::Panel;
use components::reference::Reference;
use leptos::prelude::*;
use store::Store;

/// Text shown for the rules engine version, e.g. `tables 0.1.0`.
pub fn engine_version_label() -> String {
    format!("tables {}", tables::VERSION)
}

fn location_search() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.location().search().ok())
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        String::new()
    }
}

fn set_document_lang(code: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = el.set_attribute("lang", code);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = code;
}

fn random_seed() -> u64 {
    let mut buf = [0u8; 8];
    if getrandom::fill(&mut buf).is_err() {
        return 0x7121_C7AC;
    }
    u64::from_le_bytes(buf)
}

/// The root component, mounted on `<body>` by `main.rs`.
#[component]
pub fn App() -> impl IntoView {
    let p = params::parse(&location_search());
    let seed = p.seed.unwrap_or_else(random_seed);
    let ui = store::Ui {
        lang: p.lang,
        opponent: p.opponent,
        message: p.problem.clone(),
        bot_pace: p.bot_pace,
        school: p.school,
        options: tables::Options {
            ecoles: p.school,
            ..tables::Options::default()
        },
        ..store::Ui::default()
    };
    let score = (p.points.is_some() || p.holes.is_some()).then(|| {
        let mut s = tables::Scoreboard::default();
        let (pw, pb) = p.points.unwrap_or((0, 0));
        let (hw, hb) = p.holes.unwrap_or((0, 0));
        s.points = tables::BySide::new(pw, pb);
        s.bredouille = tables::BySide::new(pw > 0 && pb == 0, pb > 0 && pw == 0);
        s.holes = tables::BySide::new(hw, hb);
        if hw > 0 && hb > 0 {
            s.pavillon = tables::Pavillon::Aside;
        }
        s
    });
    let store = Store::new(p.dice.clone(), seed, ui, score);
    provide_context(store);

    let view_model = Memo::new(move |_| {
        store.game.track();
        store.ui.track();
        let seqs = store.sequences();
        store.board_view(&seqs)
    });
    let on_field = Callback::new(move |abs: u8| store.click_field(abs));

    // The bot plays its side step by step at a readable pace.
    let busy = StoredValue::new(false);
    Effect::new(move |_| {
        store.game.track();
        store.ui.with(|u| u.opponent);
        if busy.get_value() || store.human_to_play() {
            return;
        }
        busy.set_value(true);
        store.ui.update(|u| u.bot_busy = true);
        leptos::task::spawn_local(async move {
            gloo_timers::future::TimeoutFuture::new(store.pace(400)).await;
            while let Some(ms) = store.bot_step() {
                gloo_timers::future::TimeoutFuture::new(ms).await;
            }
            busy.set_value(false);
            store.ui.update(|u| u.bot_busy = false);
        });
    });

    let lang = move || store.ui.with(|u| u.lang);
    // A narrow screen held upright gets the board drawn upright.
    let portrait_now = move || {
        #[cfg(target_arch = "wasm32")]
        {
            web_sys::window()
                .and_then(|w| {
                    w.match_media("(orientation: portrait) and (max-width: 820px)")
                        .ok()
                        .flatten()
                })
                .map(|m| m.matches())
                .unwrap_or(false)
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            false
        }
    };
    store.ui.update(|u| u.portrait = portrait_now());
    let _resize = window_event_listener(leptos::ev::resize, move |_| {
        let p = portrait_now();
        if store.ui.with_untracked(|u| u.portrait) != p {
            store.ui.update(|u| u.portrait = p);
        }
    });
    // The page's language follows the interface (screen readers pick the voice).
    Effect::new(move |_| {
        let code = match lang() {
            i18n::Lang::En => "en",
            i18n::Lang::Fr => "fr",
        };
        set_document_lang(code);
    });
    view! {
        <main class="app" data-testid="app">
            <header class="app-header">
                <h1 data-testid="title">"Grand Trictrac"</h1>
                <p class="engine-version">
                    {move || lang().t("Rules engine: ", "Moteur de règles : ")}
                    <span data-testid="engine-version">{engine_version_label()}</span>
                </p>
                <Reference />
            </header>
            <div class="layout">
                <div class="board-wrap" data-testid="board" class:portrait=move || store.ui.with(|u| u.portrait)>
                    <Board view=view_model on_field=on_field />
                </div>
                <aside class="side">
                    <Panel />
                    <Log />
                </aside>
            </div>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_version_label_names_the_engine_and_its_version() {
        let label = engine_version_label();
        assert!(label.starts_with("tables "));
        assert!(label.ends_with(tables::VERSION));
        assert!(!tables::VERSION.is_empty());
    }
}
