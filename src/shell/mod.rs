//! What every game shares at the top: the home screen listing the games,
//! the address of each (`#/<slug>`), the two pages they are split into
//! ([`Page`]) and the switch between them. Moving to another game reloads
//! the page, so that each game starts from a clean slate (its own store,
//! listeners and autosave); the wasm is cached.

pub mod home;
pub mod route;

use crate::backgammon::BackgammonApp;
use crate::kit::games::{self as games, Play};
use crate::trictrac::TrictracApp;
use leptos::prelude::*;
use route::{route, Route, LAST_GAME_KEY};

/// The two pages the games are split into, each with its own wasm (each
/// under the size budget; together they would not be): `index.html` with
/// the home screen and the Grand Trictrac, `bg.html` with the backgammon
/// family. An address meant for the other page is passed on to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// `index.html`: the home screen and the Grand Trictrac.
    Main,
    /// `bg.html`: backgammon and its variants.
    Backgammon,
}

impl Page {
    /// The page that shows `route`.
    pub fn of(route: Route) -> Page {
        match route {
            Route::Game(info, _) if !matches!(info.play, Play::Trictrac) => Page::Backgammon,
            _ => Page::Main,
        }
    }

    /// Its file, relative to the other page.
    pub fn file(self) -> &'static str {
        match self {
            Page::Main => "./",
            Page::Backgammon => "bg.html",
        }
    }

    /// The address of a game (or the home screen: `None`) on its page.
    pub fn href(slug: Option<&str>) -> String {
        let route = slug
            .and_then(games::by_slug)
            .map_or(Route::Home, |g| Route::Game(g, ""));
        format!("{}#/{}", Page::of(route).file(), slug.unwrap_or(""))
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
    if Page::of(shown) != page {
        go_to(Page::of(shown), &search, hash);
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
            if Page::of(next) == page {
                reload();
            } else {
                go_to(Page::of(next), &crate::kit::web::location_search(), h);
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
        assert_eq!(Page::href(Some("trictrac")), "./#/trictrac");
        assert_eq!(Page::href(Some("plakoto")), "bg.html#/plakoto");
        assert_eq!(Page::href(None), "./#/");
        let (r, _) = route("#g=abc", true, None);
        assert_eq!(Page::of(r), Page::Main);
        let (r, _) = route("#/fevga", false, None);
        assert_eq!(Page::of(r), Page::Backgammon);
        assert_eq!(Page::of(Route::Home), Page::Main);
    }
}
