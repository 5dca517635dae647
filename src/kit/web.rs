//! The browser around a page: its address (query and fragment), title,
//! language attribute, focus, orientation, a random seed, and the
//! engine version it shows. Natively (tests) each is a harmless no-op.

/// Text shown for the rules engine version, e.g. `tables 0.1.0`.
pub fn engine_version_label() -> String {
    format!("tables {}", tables::VERSION)
}

/// The page address's query (`?dice=…`), empty natively.
pub fn location_search() -> String {
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
pub fn blur_focus() {
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
pub fn set_title(title: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(d) = web_sys::window().and_then(|w| w.document()) {
        d.set_title(title);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = title;
}

/// Sets `<html lang>` to `code` (screen readers and spelling follow it).
pub fn set_document_lang(code: &str) {
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
pub fn portrait_now() -> bool {
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
pub fn follow_portrait(get: impl Fn() -> bool + 'static, set: impl Fn(bool) + 'static) {
    set(portrait_now());
    let _ = leptos::prelude::window_event_listener(leptos::ev::resize, move |_| {
        let p = portrait_now();
        if get() != p {
            set(p);
        }
    });
}

/// The page address's fragment (`#/backgammon/…`), empty natively.
pub fn location_hash() -> String {
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
pub fn clear_hash() {
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

/// A seed from the browser's randomness (a fixed one if it has none).
pub fn random_seed() -> u64 {
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
