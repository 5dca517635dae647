//! The Grand Trictrac browser app (Leptos CSR): the tablier in SVG, dice, chips,
//! pegs and pavillon, the annotated log, hot-seat or versus the bot.
//!
//! Nothing here decides a rule: the `tables` engine does. [`render`] turns the
//! engine state into plain drawable data (tested natively); [`components`]
//! only draw it; [`store::Store`] owns the game.

pub mod components;
pub mod guide;
pub mod html;
pub mod i18n;
pub mod lessons;
pub mod log;
pub mod params;
pub mod persist;
pub mod play;
pub mod reference;
pub mod render;
pub mod store;

use components::board::Board;
use components::guide::Guide;
use components::lessons::Lessons;
use components::log::Log;
use components::panel::Panel;
use components::reference::Reference;
use components::tr;
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

/// The browser's localStorage, when there is one (private modes may refuse it).
#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

pub(crate) fn storage_get(key: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        storage().and_then(|s| s.get_item(key).ok().flatten())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = key;
        None
    }
}

pub(crate) fn storage_set(key: &str, value: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        storage().is_some_and(|s| s.set_item(key, value).is_ok())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (key, value);
        false
    }
}

pub(crate) fn storage_remove(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

/// Every key in localStorage.
pub(crate) fn storage_keys() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let Some(s) = storage() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Vec::new()
    }
}

pub(crate) fn location_hash() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        String::new()
    }
}

/// Drops the `#...` part of the address once read, so that a reload resumes
/// the autosaved game instead of opening the shared one again.
fn clear_hash() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let loc = w.location();
        let url = format!(
            "{}{}",
            loc.pathname().unwrap_or_default(),
            loc.search().unwrap_or_default()
        );
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
}

/// Keeps an unreadable or replaced save under a new key, never overwriting one.
pub(crate) fn keep_aside(text: &str) -> Option<String> {
    (1..1000)
        .map(|n| format!("{}{n}", persist::ASIDE_PREFIX))
        .find(|k| storage_get(k).is_none())
        .filter(|k| storage_set(k, text))
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
        forgetful: p.forgetful,
        bot_level: p.level,
        options: tables::trictrac::Options {
            ecoles: p.school,
            ..tables::trictrac::Options::default()
        },
        ..store::Ui::default()
    };
    let score = (p.points.is_some() || p.holes.is_some()).then(|| {
        let mut s = tables::trictrac::Scoreboard::default();
        let (pw, pb) = p.points.unwrap_or((0, 0));
        let (hw, hb) = p.holes.unwrap_or((0, 0));
        s.points = tables::trictrac::BySide::new(pw, pb);
        s.bredouille = tables::trictrac::BySide::new(pw > 0 && pb == 0, pb > 0 && pw == 0);
        s.holes = tables::trictrac::BySide::new(hw, hb);
        if hw > 0 && hb > 0 {
            s.pavillon = tables::trictrac::Pavillon::Aside;
        }
        s
    });
    let store = Store::new(p.dice.clone(), seed, ui, score);
    provide_context(store);

    // What to open: a shared position or game in the address, else the
    // autosaved game (unless the query scripts a new partie for a test).
    let scripted = !p.dice.is_empty() || p.points.is_some() || p.holes.is_some();
    let hash = location_hash();
    // only `#p=` / `#g=` open something; `#rule-…` and `#lesson-…` open panels
    let shared = persist::is_shared(&hash);
    let saved = storage_get(persist::SAVE_KEY);
    // a first visit (nothing saved, nothing asked in the address) shows the
    // "Start here" banner
    let first_visit = saved.is_none() && !shared && location_search().is_empty();
    if !scripted || shared {
        let opening = persist::open(&hash, if shared { None } else { saved.as_deref() });
        let mut message = opening.message.clone();
        if let Some(text) = opening.keep_aside.as_deref() {
            if let Some(key) = keep_aside(text) {
                message = message.map(|m| format!("{m} (localStorage key \"{key}\")"));
            }
        }
        if let Some(game) = opening.game {
            // a shared game replaces the one in progress: keep that one aside
            if shared {
                if let Some(old) = saved.as_deref() {
                    if let Some(key) = keep_aside(old) {
                        message = message.map(|m| {
                            format!("{m} Your game in progress is kept in this browser: Share, export, import lists it (localStorage key \"{key}\").")
                        });
                    }
                }
            }
            store.game.set(game);
            if opening.replay_at.is_some() {
                store.ui.update(|u| u.replay = opening.replay_at);
            }
        }
        if message.is_some() {
            store.ui.update(|u| {
                u.message = message;
                u.message_rule = None;
            });
        }
        if shared {
            clear_hash();
        }
    }
    // A link pasted into the address bar of the open app only changes the
    // fragment: reload so that it is opened like any shared link.
    let _hash = window_event_listener(leptos::ev::hashchange, move |_| {
        #[cfg(target_arch = "wasm32")]
        if persist::is_shared(&location_hash()) {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });
    // Autosave after every action.
    Effect::new(move |_| {
        if let Some(text) = store.game.with(persist::save_text) {
            storage_set(persist::SAVE_KEY, &text);
        }
    });

    // Replaying: the game as it was after some of its actions.
    let shown = Memo::new_with_compare(
        move |_| {
            let n = store.ui.with(|u| u.replay)?;
            store.game.track();
            store.game_at(n)
        },
        // a replayed moment is identified by the number of its actions
        |a: Option<&Option<tables::trictrac::Game>>, b: Option<&Option<tables::trictrac::Game>>| {
            let n = |g: Option<&Option<tables::trictrac::Game>>| {
                g.map(|g| g.as_ref().map(|g| g.actions().len()))
            };
            n(a) != n(b)
        },
    );
    provide_context(shown);
    // The legal sequences change with the game only, not with hovering the log.
    let sequences = Memo::new(move |_| {
        store.game.track();
        store.sequences()
    });
    let view_model = Memo::new(move |_| {
        store.game.track();
        store.ui.track();
        match shown.get() {
            Some(past) => store.past_view(&past),
            None => sequences.with(|seqs| store.board_view(seqs)),
        }
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
        leptos::task::spawn_local(async move {
            gloo_timers::future::TimeoutFuture::new(store.pace(400)).await;
            loop {
                if store.bot_must_think() {
                    store.bot_think().await;
                }
                let Some(ms) = store.bot_step() else { break };
                gloo_timers::future::TimeoutFuture::new(ms).await;
            }
            busy.set_value(false);
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
                    {tr("Rules engine: ", "Moteur de règles : ")}
                    <span data-testid="engine-version">{engine_version_label()}</span>
                </p>
                <Guide first_visit=first_visit />
                <Reference />
                <Lessons />
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
