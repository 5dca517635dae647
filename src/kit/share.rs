//! Sharing, for every game: the page's address that links are built on,
//! and copying a text to the clipboard when the browser allows it.

/// The page's address to share from (see [`share_base`]).
pub fn base_url() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| crate::kit::opening::share_base(&h))
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        String::new()
    }
}

/// Copies `text` when the Clipboard API is there; false when it is not (an
/// insecure page, an old browser), so the caller says to copy by hand.
pub fn copy(text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
            return false;
        };
        let clip = js_sys::Reflect::get(&nav, &"clipboard".into())
            .unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
        if clip.is_undefined() || clip.is_null() {
            return false;
        }
        let clip: web_sys::Clipboard = clip.unchecked_into();
        // a refusal (no permission) must not surface as an uncaught error
        let ignore =
            wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
        let _ = clip.write_text(text).catch(&ignore);
        ignore.forget();
        true
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = text;
        false
    }
}
