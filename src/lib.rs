//! The tables games in the browser (Leptos CSR): the home screen and routing
//! ([`shell`]), the Grand Trictrac ([`trictrac`]: its store, render model,
//! log, lessons and rule reference in the modules below), and the
//! backgammon family ([`backgammon`]).
//!
//! Nothing here decides a rule: the `tables` engine does. The render models
//! turn the engine state into plain drawable data (tested natively);
//! components only draw it; each game's store owns its game.

pub mod backgammon;
pub mod components;
pub mod dice;
pub mod guide;
pub mod html;
pub mod i18n;
pub mod kept;
pub mod lessons;
pub mod log;
pub mod params;
pub mod persist;
pub mod play;
pub mod reference;
pub mod remote;
pub mod render;
pub mod shell;
pub mod store;
pub mod trictrac;

pub use shell::{BackgammonPage, MainPage};

/// Text shown for the rules engine version, e.g. `tables 0.1.0`.
pub fn engine_version_label() -> String {
    format!("tables {}", tables::VERSION)
}

pub(crate) fn location_search() -> String {
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

/// Takes the focus off whatever has it (the page keeps it).
pub(crate) fn blur_focus() {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.active_element())
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = el.blur();
        }
    }
}

/// Sets the page's title (the game on screen).
pub(crate) fn set_title(title: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        d.set_title(title);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = title;
}

pub(crate) fn set_document_lang(code: &str) {
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

/// Whether a narrow screen is held upright (the boards are then drawn
/// upright).
pub(crate) fn portrait_now() -> bool {
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
}

/// Keeps a game's portrait flag (read by `get`, written by `set`) in step
/// with the window: set now, and again on each resize that turns it. The
/// listener lasts as long as the page.
pub(crate) fn follow_portrait(get: impl Fn() -> bool + 'static, set: impl Fn(bool) + 'static) {
    set(portrait_now());
    let _ = leptos::prelude::window_event_listener(leptos::ev::resize, move |_| {
        let p = portrait_now();
        if get() != p {
            set(p);
        }
    });
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
pub(crate) fn clear_hash() {
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

/// Keeps `text` in `scope` (a game's prefix of keys) under a new key, never
/// overwriting one, or under the key that holds it already; returns the key.
pub(crate) fn keep(scope: &str, kind: kept::Kind, text: &str) -> Option<String> {
    let stored: Vec<(String, String)> = storage_keys()
        .into_iter()
        .filter(|k| k.starts_with(scope))
        .filter_map(|k| storage_get(&k).map(|t| (k, t)))
        .collect();
    let (key, write) = kept::place(scope, kind, text, &stored);
    (!write || storage_set(&key, text)).then_some(key)
}

pub(crate) fn random_seed() -> u64 {
    let mut buf = [0u8; 8];
    if getrandom::fill(&mut buf).is_err() {
        return 0x7121_C7AC;
    }
    u64::from_le_bytes(buf)
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
