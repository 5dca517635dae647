//! What every game shares at the top: the home screen listing the games,
//! the address of each (`#/<slug>`), the two pages they are split into
//! ([`Page`]) and the switch between them. Moving to another game reloads
//! the page, so that each game starts from a clean slate (its own store,
//! listeners and autosave); the wasm is cached.

pub mod home;
pub mod route;

use crate::backgammon::BackgammonApp;
use crate::kit::games::Page;
use crate::trictrac::TrictracApp;
use leptos::prelude::*;
use route::{route, Route, LAST_GAME_KEY};

/// The page that shows `route`.
fn page_of(route: Route) -> Page {
    match route {
        Route::Game(info, _) => info.page(),
        Route::Home => Page::Main,
    }
}

/// Reads the address for the page `page`: the route, a problem to say, and
/// whether the route belongs to this page (else it was passed on).
fn start(page: Page) -> Option<(Route, Option<route::UnknownGame>)> {
    let hash: &'static str = crate::kit::web::location_hash().leak();
    let search = crate::kit::web::location_search();
    let query_empty = !route::query_asks(&search);
    let last = crate::kit::storage::storage_get(LAST_GAME_KEY);
    let (shown, problem) = route(hash, query_empty, last.as_deref());
    if page_of(shown) != page {
        go_to(page_of(shown), &search, hash);
        return None;
    }
    if let Some(slug) = shown.slug() {
        crate::kit::storage::storage_set(LAST_GAME_KEY, slug);
    }
    // another game (or the home screen) in the address: start it afresh,
    // on its own page
    let _switch = window_event_listener(leptos::ev::hashchange, move |_| {
        let h: &'static str = crate::kit::web::location_hash().leak();
        let (next, _) = route(h, query_empty, Some(shown.slug().unwrap_or("")));
        if next.slug() != shown.slug() {
            if let Some(s) = next.slug() {
                crate::kit::storage::storage_set(LAST_GAME_KEY, s);
            }
            if page_of(next) == page {
                reload();
            } else {
                go_to(page_of(next), &crate::kit::web::location_search(), h);
            }
        }
    });
    Some((shown, problem))
}

/// The home screen and the Grand Trictrac (`index.html`, mounted by
/// `main.rs`).
#[component]
pub fn MainPage() -> impl IntoView {
    match start(Page::Main) {
        Some((Route::Game(_, _), _)) => view! { <TrictracApp /> }.into_any(),
        Some((Route::Home, problem)) => {
            view! { <home::Home problem=problem.map(|p| p.0) /> }.into_any()
        }
        None => ().into_any(),
    }
}

/// The backgammon family (`bg.html`, mounted by `bin/tables_bg.rs`).
#[component]
pub fn BackgammonPage() -> impl IntoView {
    match start(Page::Backgammon) {
        Some((Route::Game(info, rest), _)) => {
            view! { <BackgammonApp info=info rest=rest /> }.into_any()
        }
        _ => ().into_any(),
    }
}

/// Goes to `page` with the same query and fragment.
fn go_to(page: Page, search: &str, hash: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = w
            .location()
            .replace(&format!("{}{search}{hash}", page.file()));
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (page, search, hash);
}

fn reload() {
    #[cfg(target_arch = "wasm32")]
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_has_its_page_and_address() {
        let (r, _) = route("#g=abc", true, None);
        assert_eq!(page_of(r), Page::Main);
        let (r, _) = route("#/fevga", false, None);
        assert_eq!(page_of(r), Page::Backgammon);
        assert_eq!(page_of(Route::Home), Page::Main);
    }
}
