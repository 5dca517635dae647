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

/// Links the page to the web app manifest `href` (the installed app's name
/// in the language on screen).
pub fn set_manifest(href: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("link[rel=manifest]").ok().flatten())
    {
        let _ = el.set_attribute("href", href);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = href;
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

/// `search` (`?a=1&lang=fr`) with `name` set to `value` (or dropped when
/// `None`), the other parameters kept in their order.
pub fn with_param(search: &str, name: &str, value: Option<&str>) -> String {
    let mut parts: Vec<String> = search
        .trim_start_matches('?')
        .split('&')
        .filter(|p| !p.is_empty() && p.split('=').next() != Some(name))
        .map(str::to_string)
        .collect();
    if let Some(v) = value {
        parts.push(format!("{name}={v}"));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!("?{}", parts.join("&"))
    }
}

/// Sets (or drops) one parameter of the address's query, in place (no
/// reload, no new history entry).
pub fn set_query_param(name: &str, value: Option<&str>) {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let loc = w.location();
        let url = format!(
            "{}{}{}",
            loc.pathname().unwrap_or_default(),
            with_param(&loc.search().unwrap_or_default(), name, value),
            loc.hash().unwrap_or_default()
        );
        if let Ok(h) = w.history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (name, value);
}

/// The browser's preferred languages, most preferred first.
pub fn browser_languages() -> Vec<String> {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .map(|w| {
                w.navigator()
                    .languages()
                    .iter()
                    .filter_map(|v| v.as_string())
                    .collect()
            })
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        Vec::new()
    }
}

/// Writes `text` to the browser's console (what went wrong behind the
/// scenes: a file that could not be read).
pub fn log(text: &str) {
    #[cfg(target_arch = "wasm32")]
    web_sys::console::warn_1(&text.into());
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("{text}");
}

/// Why a file beside the page could not be fetched (worded by
/// `src/kit/why.rs`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FetchError {
    /// The network (or the offline cache) did not answer.
    NoAnswer {
        /// The file.
        url: String,
    },
    /// The server answered with an error status.
    Status {
        /// The file.
        url: String,
        /// The HTTP status (404: not found).
        status: u16,
    },
    /// The download stopped before the end.
    BrokeOff {
        /// The file.
        url: String,
    },
    /// The file is there but cannot be read (native: the disk's error).
    Unreadable {
        /// The file.
        url: String,
    },
}

/// Fetches a file beside the page.
#[cfg(target_arch = "wasm32")]
pub async fn fetch_bytes(url: &str) -> Result<Vec<u8>, FetchError> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let url_s = || url.to_string();
    let no_answer = || FetchError::NoAnswer { url: url_s() };
    let window = web_sys::window().ok_or_else(no_answer)?;
    let resp = JsFuture::from(window.fetch_with_str(url))
        .await
        .map_err(|_| no_answer())?;
    let resp: web_sys::Response = resp.dyn_into().map_err(|_| no_answer())?;
    if !resp.ok() {
        return Err(FetchError::Status {
            url: url_s(),
            status: resp.status(),
        });
    }
    let body = resp
        .array_buffer()
        .map_err(|_| FetchError::Unreadable { url: url_s() })?;
    let buf = JsFuture::from(body)
        .await
        .map_err(|_| FetchError::BrokeOff { url: url_s() })?;
    Ok(js_sys::Uint8Array::new(&buf).to_vec())
}

/// Reads a file of the built site natively (tests): `url` from the folder
/// copied beside the pages (`engine/weights/…`, `locales/…`).
#[cfg(not(target_arch = "wasm32"))]
pub async fn fetch_bytes(url: &str) -> Result<Vec<u8>, FetchError> {
    let local = if url.starts_with("weights/") {
        format!("engine/{url}")
    } else {
        url.to_string()
    };
    std::fs::read(local).map_err(|_| FetchError::Unreadable {
        url: url.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_parameter_is_set_replaced_or_dropped_and_the_others_kept() {
        assert_eq!(with_param("", "lang", Some("ro")), "?lang=ro");
        assert_eq!(
            with_param("?dice=6,5&lang=fr", "lang", Some("ru")),
            "?dice=6,5&lang=ru"
        );
        assert_eq!(with_param("?lang=fr", "lang", None), "");
        assert_eq!(with_param("?a=1&lang=fr&b=2", "lang", None), "?a=1&b=2");
    }

    #[test]
    fn engine_version_label_names_the_engine_and_its_version() {
        let label = engine_version_label();
        assert!(label.starts_with("tables "));
        assert!(label.ends_with(tables::VERSION));
        assert!(!tables::VERSION.is_empty());
    }
}
