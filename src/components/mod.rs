//! Leptos components: one per file, thin, drawing the render model.

pub mod board;
pub mod dice;
pub mod guide;
pub mod lessons;
pub mod log;
pub mod panel;
pub mod reference;
pub mod replay;
pub mod share;

use crate::reference::T;
use crate::store::Store;
use leptos::prelude::*;

/// A text in the interface's language, following it. One function (not a
/// closure per call site) so that the views share one reactive text type:
/// each distinct closure in a view costs its own render code in the wasm.
pub fn tr(en: &'static str, fr: &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync {
    let store = expect_context::<Store>();
    move || store.ui.with(|u| u.lang).t(en, fr)
}

/// [`tr`] for a text kept as a [`T`].
pub fn tr_t(t: T) -> impl Fn() -> &'static str + Copy + Send + Sync {
    tr(t.en, t.fr)
}
