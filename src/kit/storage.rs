//! The browser's localStorage (private modes may refuse it: then nothing
//! is kept, and nothing fails), and keeping a text under a new key.

use super::kept;

/// The browser's localStorage, when there is one (private modes may refuse it).
#[cfg(target_arch = "wasm32")]
fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// The text kept under `key`, if any.
pub fn storage_get(key: &str) -> Option<String> {
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

/// Keeps `value` under `key`; false when the browser refuses.
pub fn storage_set(key: &str, value: &str) -> bool {
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

/// Forgets `key`.
pub fn storage_remove(key: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = key;
}

/// Every key in localStorage.
pub fn storage_keys() -> Vec<String> {
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

/// Keeps `text` in `scope` (a game's prefix of keys) under a new key, never
/// overwriting one, or under the key that holds it already; returns the key.
pub fn keep(scope: &str, kind: kept::Kind, text: &str) -> Option<String> {
    let stored: Vec<(String, String)> = storage_keys()
        .into_iter()
        .filter(|k| k.starts_with(scope))
        .filter_map(|k| storage_get(&k).map(|t| (k, t)))
        .collect();
    let (key, write) = kept::place(scope, kind, text, &stored);
    (!write || storage_set(&key, text)).then_some(key)
}
