//! The pieces of every game's screen that are not a component: the
//! header's panels ([`Modal`]) and the address's fragment that opens them.

use leptos::prelude::*;

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

/// The frame of a header's panel (the rule reference, the lessons, the
/// guide): the backdrop, the dialog, its head with the title (`title_key`),
/// `head` after it, and the close button (`close_key` its name); then the
/// panel's own `children`. Its ids: `{name}-title`, `data-testid` `testid`
/// and `{name}-close`.
#[component]
pub fn PanelFrame(
    /// The panel's name: the title's id and the close button's test id.
    name: &'static str,
    /// The dialog's classes.
    class: &'static str,
    /// The dialog's test id.
    testid: &'static str,
    /// The title's message key.
    title_key: &'static str,
    /// The close button's message key.
    close_key: &'static str,
    /// The panel's open state and its focus.
    modal: Modal,
    /// Closes the panel (the backdrop and the close button).
    close: Callback<()>,
    /// What the head shows after the title.
    #[prop(optional)]
    head: Option<Children>,
    children: Children,
) -> impl IntoView {
    let tr = crate::kit::i18n::tr;
    view! {
        <div class="reference-backdrop" on:click=move |_| close.run(())></div>
        <div class=class role="dialog" aria-modal="true" aria-labelledby=format!("{name}-title")
            data-testid=testid>
            <div class="reference-head">
                <h2 id=format!("{name}-title")>{tr(title_key)}</h2>
                {head.map(|h| h())}
                <button class="reference-close" data-testid=format!("{name}-close") node_ref=modal.closer
                    aria-label=tr(close_key)
                    on:click=move |_| close.run(())>"×"</button>
            </div>
            {children()}
        </div>
    }
}
