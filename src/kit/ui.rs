//! The pieces of every game's screen that are not a component: the
//! interface language in context and its reactive texts ([`tr`]), the
//! header's panels ([`Modal`]), and the address's fragment that opens them.

use crate::kit::i18n::T;
use leptos::prelude::*;

/// The interface's language, as the game on screen keeps it (each game's
/// root provides it).
#[derive(Clone, Copy)]
pub struct Language(pub Signal<crate::kit::i18n::Lang>);

/// Makes `lang` the language [`tr`] follows below the current component.
pub fn provide_lang(lang: Signal<crate::kit::i18n::Lang>) {
    provide_context(Language(lang));
}

/// A text in the interface's language, following it. One function (not a
/// closure per call site) so that the views share one reactive text type:
/// each distinct closure in a view costs its own render code in the wasm.
pub fn tr(en: &'static str, fr: &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync {
    move || crate::kit::i18n::lang().t(en, fr)
}

/// [`tr`] for a text kept as a [`T`].
pub fn tr_t(t: T) -> impl Fn() -> &'static str + Copy + Send + Sync {
    tr(t.en, t.fr)
}

/// A panel opened by a header button (Start here, Rules, Lessons): [`show`]
/// opens it and moves the focus to its close button, [`hide`] closes it and
/// gives the focus back to the button that opened it.
///
/// [`show`]: Modal::show
/// [`hide`]: Modal::hide
#[derive(Clone, Copy)]
pub struct Modal {
    /// Whether the panel is open.
    pub open: RwSignal<bool>,
    /// The button that opens it.
    pub opener: NodeRef<leptos::html::Button>,
    /// Its close button.
    pub closer: NodeRef<leptos::html::Button>,
}

impl Modal {
    /// A closed panel.
    pub fn new() -> Self {
        Modal {
            open: RwSignal::new(false),
            opener: NodeRef::new(),
            closer: NodeRef::new(),
        }
    }

    /// Opens the panel; its close button takes the focus once drawn.
    pub fn show(self) {
        self.open.set(true);
        request_animation_frame(move || {
            if let Some(b) = self.closer.get_untracked() {
                let _ = b.focus();
            }
        });
    }

    /// Closes the panel; the focus goes back to its button.
    pub fn hide(self) {
        self.open.set(false);
        if let Some(b) = self.opener.get_untracked() {
            let _ = b.focus();
        }
    }

    /// Escape, wherever the focus is, calls `close` while the panel is open.
    pub fn close_on_escape(self, close: impl Fn() + 'static) -> WindowListenerHandle {
        window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.key() == "Escape" && self.open.get_untracked() {
                ev.prevent_default();
                close();
            }
        })
    }
}

impl Default for Modal {
    fn default() -> Self {
        Self::new()
    }
}

/// Calls `f` with the address's fragment now and whenever it changes (a
/// panel opens itself at `#rule-…`, `#lesson-…`, `#start-here`).
pub fn on_hash(f: impl Fn(&str) + Copy + 'static) -> WindowListenerHandle {
    Effect::new(move |_| f(&crate::kit::web::location_hash()));
    window_event_listener(leptos::ev::hashchange, move |_| {
        f(&crate::kit::web::location_hash())
    })
}

/// Clears the address's fragment when `mine` says it names this panel, as
/// the panel closes (so Back and reload agree with what is shown).
pub fn clear_hash_if(mine: impl Fn(&str) -> bool) {
    #[cfg(target_arch = "wasm32")]
    if mine(&crate::kit::web::location_hash()) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash("");
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = mine;
}
