//! Playing with the keyboard, for every game: the arrow keys move the focus
//! between the board's places (the nearest one that way on the screen, so
//! it follows any layout: landscape, upright, mirrored), one letter each for
//! the game's actions, a help overlay on `?`. Which action a letter names
//! is pure ([`shortcut`]); the game's root runs it.

use crate::kit::i18n::{t, tr};
use leptos::prelude::*;

/// An action a key asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    /// Roll the dice.
    Roll,
    /// Confirm the move (or pass).
    Confirm,
    /// Take back the entered moves.
    TakeBack,
    /// Show the strong bot's suggestion.
    Hint,
    /// Put the picked checker down.
    PutDown,
    /// Show or hide the list of keys.
    Help,
    /// Double (the cube).
    Double,
    /// Accept: take the cube, or accept a resignation.
    Accept,
    /// Pass the cube, or refuse a resignation.
    Pass,
    /// Go to the resignation's choices.
    Resign,
    /// Start the next game of the session.
    NextGame,
}

/// The action of a key (`KeyboardEvent.key`), if any.
pub fn shortcut(key: &str) -> Option<Shortcut> {
    match key {
        "r" | "R" => Some(Shortcut::Roll),
        "c" | "C" => Some(Shortcut::Confirm),
        "t" | "T" => Some(Shortcut::TakeBack),
        "h" | "H" => Some(Shortcut::Hint),
        "Escape" => Some(Shortcut::PutDown),
        "?" => Some(Shortcut::Help),
        "d" | "D" => Some(Shortcut::Double),
        "a" | "A" => Some(Shortcut::Accept),
        "p" | "P" => Some(Shortcut::Pass),
        "q" | "Q" => Some(Shortcut::Resign),
        "n" | "N" => Some(Shortcut::NextGame),
        _ => None,
    }
}

/// The keys and what they do, for the help overlay; `cube`: the game's
/// keys for the cube, resigning and the next game too (the backgammon
/// family).
pub fn help_rows(cube: bool) -> Vec<(String, String)> {
    let key = |k: &str| k.to_string();
    let mut rows = vec![
        (key("R"), t("kit-key-roll")),
        (key("C"), t("kit-key-confirm")),
        (key("T"), t("kit-key-take-back")),
        (key("H"), t("kit-key-hint")),
    ];
    if cube {
        rows.extend([
            (key("D"), t("kit-key-double")),
            (key("A"), t("kit-key-accept")),
            (key("P"), t("kit-key-pass")),
            (key("Q"), t("kit-key-resign")),
            (key("N"), t("kit-key-next-game")),
        ]);
    }
    rows.extend([
        (t("kit-key-enter-space"), t("kit-key-pick-up")),
        (key("← ↑ → ↓"), t("kit-key-arrows")),
        (t("kit-key-esc"), t("kit-key-put-down")),
        (key("?"), t("kit-key-help")),
    ]);
    rows
}

/// Whether a key event is meant for a text field, a dialog or a menu (no
/// shortcut then) or carries a modifier.
pub fn not_for_us(ev: &web_sys::KeyboardEvent) -> bool {
    if ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
        return true;
    }
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return false;
        };
        matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
            || el.closest("[role=dialog]").ok().flatten().is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    false
}

/// Whether the focus is on the board (the arrow keys move on it then, and
/// never step the replay).
pub fn on_board(ev: &web_sys::KeyboardEvent) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        ev.target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("svg").ok().flatten())
            .is_some()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        false
    }
}

/// The place to go from `from` (centres on the screen) toward `(dx, dy)`
/// among `places`: the nearest one in that direction, straight lines
/// preferred. `None` at the edge.
pub fn nearest(from: (f64, f64), (dx, dy): (f64, f64), places: &[(f64, f64)]) -> Option<usize> {
    places
        .iter()
        .enumerate()
        .filter_map(|(i, &(x, y))| {
            let (vx, vy) = (x - from.0, y - from.1);
            let along = vx * dx + vy * dy;
            let across = (vx * dy - vy * dx).abs();
            // ahead, within 45° of the direction
            (along > 1.0 && across <= along).then_some((along + 2.0 * across, i))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, i)| i)
}

/// Moves the focus from the focused board place to the next one in the
/// arrow's direction; true when the key was an arrow on the board.
pub fn arrow_on_board(ev: &web_sys::KeyboardEvent) -> bool {
    let dir = match ev.key().as_str() {
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        _ => return false,
    };
    if !on_board(ev) {
        return false;
    }
    ev.prevent_default();
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(el) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        else {
            return true;
        };
        let Some(svg) = el.closest("svg").ok().flatten() else {
            return true;
        };
        let Ok(list) = svg.query_selector_all("[tabindex='0']") else {
            return true;
        };
        let centre = |e: &web_sys::Element| {
            let r = e.get_bounding_client_rect();
            (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0)
        };
        let items: Vec<web_sys::Element> = (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<web_sys::Element>().ok())
            .filter(|e| e != &el)
            .collect();
        let places: Vec<(f64, f64)> = items.iter().map(centre).collect();
        if let Some(i) = nearest(centre(&el), dir, &places) {
            if let Some(h) = items[i].dyn_ref::<web_sys::HtmlElement>() {
                let _ = h.focus();
            } else if let Ok(f) = js_sys::Reflect::get(&items[i], &"focus".into()) {
                if let Some(f) = f.dyn_ref::<js_sys::Function>() {
                    let _ = f.call0(&items[i]);
                }
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = dir;
    true
}

/// Focuses the first element `selector` finds, after the page has drawn
/// (e.g. the first checker that can move, once the dice have landed).
pub fn focus_soon(selector: &'static str) {
    #[cfg(target_arch = "wasm32")]
    leptos::task::spawn_local(async move {
        gloo_timers::future::TimeoutFuture::new(0).await;
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        // never take the focus from a text field or an open dialog
        if let Some(active) = doc.active_element() {
            let busy = matches!(active.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                || active.closest("[role=dialog]").ok().flatten().is_some();
            if busy {
                return;
            }
        }
        if let Ok(Some(el)) = doc.query_selector(selector) {
            if let Ok(f) = js_sys::Reflect::get(&el, &"focus".into()) {
                if let Some(f) = wasm_bindgen::JsCast::dyn_ref::<js_sys::Function>(&f) {
                    let _ = f.call0(&el);
                }
            }
        }
    });
    #[cfg(not(target_arch = "wasm32"))]
    let _ = selector;
}

/// Listens to the page's keys for a game: the arrows on the board (unless
/// a past moment is shown: `replaying`; they step the replay then), the
/// help overlay (`help`), and `run` for each other action asked.
pub fn listen(
    help: RwSignal<bool>,
    replaying: impl Fn() -> bool + 'static,
    run: impl Fn(Shortcut) + 'static,
) -> leptos::prelude::WindowListenerHandle {
    window_event_listener(leptos::ev::keydown, move |ev| {
        if !replaying() && arrow_on_board(&ev) {
            return;
        }
        let Some(s) = shortcut(&ev.key()) else {
            return;
        };
        // the overlay closes with ? or Escape, wherever the focus is
        if help.get_untracked() && matches!(s, Shortcut::Help | Shortcut::PutDown) {
            ev.prevent_default();
            help.set(false);
            return;
        }
        if not_for_us(&ev) {
            return;
        }
        ev.prevent_default();
        match s {
            Shortcut::Help => help.set(true),
            other => run(other),
        }
    })
}

/// The help overlay listing the keys (`?` opens and closes it); `cube`:
/// with the backgammon family's keys for the cube ([`help_rows`]).
#[component]
pub fn KeysHelp(open: RwSignal<bool>, #[prop(optional)] cube: bool) -> impl IntoView {
    // the texts follow the language on screen
    let rows = move || {
        help_rows(cube)
            .into_iter()
            .map(|(k, what)| view! { <tr><th scope="row"><kbd>{k}</kbd></th><td>{what}</td></tr> })
            .collect_view()
    };
    view! {
        <Show when=move || open.get()>
            <div class="keys-help" role="dialog" aria-modal="false" aria-labelledby="keys-help-title" data-testid="keys-help">
                <h2 id="keys-help-title">{tr("kit-keys")}</h2>
                <table>
                    <thead><tr><th scope="col">{tr("kit-keys-key")}</th><th scope="col">{tr("kit-keys-does")}</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                <button data-testid="keys-help-close" on:click=move |_| open.set(false)>{tr("kit-close")}</button>
            </div>
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_action_has_its_key() {
        assert_eq!(shortcut("r"), Some(Shortcut::Roll));
        assert_eq!(shortcut("C"), Some(Shortcut::Confirm));
        assert_eq!(shortcut("t"), Some(Shortcut::TakeBack));
        assert_eq!(shortcut("h"), Some(Shortcut::Hint));
        assert_eq!(shortcut("Escape"), Some(Shortcut::PutDown));
        assert_eq!(shortcut("?"), Some(Shortcut::Help));
        assert_eq!(shortcut("D"), Some(Shortcut::Double));
        assert_eq!(shortcut("a"), Some(Shortcut::Accept));
        assert_eq!(shortcut("p"), Some(Shortcut::Pass));
        assert_eq!(shortcut("q"), Some(Shortcut::Resign));
        assert_eq!(shortcut("N"), Some(Shortcut::NextGame));
        assert_eq!(shortcut("x"), None);
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::Fr);
        assert_eq!(
            help_rows(false)[0],
            ("R".to_string(), "Lancer les dés".to_string())
        );
        // the cube's keys are listed for the backgammon family only
        assert_eq!(help_rows(false).len(), 8);
        let cube = help_rows(true);
        assert_eq!(cube.len(), 13);
        assert_eq!(
            cube[4],
            ("D".to_string(), "Doubler (proposer le videau)".to_string())
        );
    }

    #[test]
    fn the_arrows_go_to_the_nearest_place_that_way() {
        // a row of three places and one below the middle
        let places = [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0), (10.0, 30.0)];
        assert_eq!(nearest((10.0, 0.0), (1.0, 0.0), &places), Some(2));
        assert_eq!(nearest((10.0, 0.0), (-1.0, 0.0), &places), Some(0));
        assert_eq!(nearest((10.0, 0.0), (0.0, 1.0), &places), Some(3));
        assert_eq!(nearest((20.0, 0.0), (1.0, 0.0), &places), None, "the edge");
        // straight ahead beats a nearer place off to the side
        let places = [(8.0, 7.0), (12.0, 0.0)];
        assert_eq!(nearest((0.0, 0.0), (1.0, 0.0), &places), Some(1));
    }
}
