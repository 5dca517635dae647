//! The games kept in this browser, for every game: their names, Open (or
//! Show its text, for a save that cannot be read) and Delete, asked twice.
//! The game says how its texts are named and how one is opened.

use crate::kit::kept::{self, Row};
use leptos::prelude::*;

/// The list of one game's kept texts.
#[component]
pub fn KeptList(
    /// The game's scope of keys (`trictrac`, `tables.<slug>`).
    #[prop(into)]
    scope: String,
    /// A kept text's name (`None`: it cannot be read).
    name: fn(&str) -> Option<String>,
    /// Opens a kept text in place of the game in progress; true when it was
    /// opened (the text is then no longer kept).
    open: Callback<String, bool>,
    /// Shows a text that cannot be read (in the box to paste into).
    show: Callback<String>,
    /// Bumped when the kept texts may have changed.
    refresh: RwSignal<u32>,
) -> impl IntoView {
    let confirming = RwSignal::new(None::<String>);
    let scope = StoredValue::new(scope);
    // one HTML list (cheaper in the wasm than a view per row), its buttons
    // handled by one click listener
    let html = move || {
        refresh.track();
        // the list follows the language
        crate::kit::i18n::current();
        let keys = crate::kit::storage::storage_keys();
        let rows: Vec<Row> = scope
            .with_value(|s| kept::keys(s, keys.iter().map(String::as_str)))
            .into_iter()
            .filter_map(|key| {
                let text = crate::kit::storage::storage_get(&key)?;
                Some(Row {
                    name: name(&text),
                    chars: text.chars().count(),
                    key,
                })
            })
            .collect();
        confirming.with(|c| kept::list_html(&rows, c.as_deref()))
    };
    let act = move |what: &str, key: String| match what {
        "open" => {
            if let Some(text) = crate::kit::storage::storage_get(&key) {
                if open.run(text) {
                    crate::kit::storage::storage_remove(&key);
                }
            }
            refresh.update(|n| *n += 1);
        }
        "show" => show.run(crate::kit::storage::storage_get(&key).unwrap_or_default()),
        "delete" => {
            if confirming.get_untracked().as_deref() == Some(key.as_str()) {
                crate::kit::storage::storage_remove(&key);
                confirming.set(None);
                refresh.update(|n| *n += 1);
            } else {
                confirming.set(Some(key));
            }
        }
        _ => {}
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        #[cfg(target_arch = "wasm32")]
        {
            use wasm_bindgen::JsCast;
            let Some(el) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let Ok(Some(b)) = el.closest("button") else {
                return;
            };
            if let (Some(what), Some(key)) =
                (b.get_attribute("data-do"), b.get_attribute("data-key"))
            {
                act(&what, key);
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (ev, act);
    };
    view! { <div class="kept" data-testid="kept" on:click=on_click inner_html=html></div> }
}
