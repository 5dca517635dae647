//! What every game shares at the top: the home screen listing the games,
//! the address of each (`#/<slug>`), and the switch between them. Moving to
//! another game reloads the page, so that each game starts from a clean
//! slate (its own store, listeners and autosave); the wasm is cached.

pub mod games;
pub mod home;
pub mod route;

use crate::backgammon::BackgammonApp;
use crate::trictrac::TrictracApp;
use games::Play;
use leptos::prelude::*;
use route::{route, Route, LAST_GAME_KEY};

/// The root component, mounted on `<body>` by `main.rs`.
#[component]
pub fn App() -> impl IntoView {
    let hash: &'static str = crate::location_hash().leak();
    let query_empty = crate::location_search().trim_start_matches('?').is_empty();
    let last = crate::storage_get(LAST_GAME_KEY);
    let (shown, problem) = route(hash, query_empty, last.as_deref());
    if let Some(slug) = shown.slug() {
        crate::storage_set(LAST_GAME_KEY, slug);
    }
    // another game (or the home screen) in the address: start it afresh
    let _switch = window_event_listener(leptos::ev::hashchange, move |_| {
        let h: &'static str = crate::location_hash().leak();
        let (next, _) = route(h, query_empty, Some(shown.slug().unwrap_or("")));
        if next.slug() != shown.slug() {
            if let Some(s) = next.slug() {
                crate::storage_set(LAST_GAME_KEY, s);
            }
            reload();
        }
    });
    match shown {
        Route::Home => view! { <home::Home problem=problem.map(|p| p.0) /> }.into_any(),
        Route::Game(info, rest) => match info.play {
            Play::Trictrac => view! { <TrictracApp /> }.into_any(),
            Play::Backgammon(_) | Play::Tavli => {
                view! { <BackgammonApp info=info rest=rest /> }.into_any()
            }
        },
    }
}

fn reload() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}
