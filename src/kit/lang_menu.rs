//! The language menu of every page: each language named in itself; the
//! choice is fetched, kept for the next visits and written in the address.

use crate::kit::i18n::{self, Lang};
use leptos::prelude::*;

/// The menu (a native select: every screen reader and phone knows it).
#[component]
pub fn LangMenu() -> impl IntoView {
    let options = Lang::ALL
        .into_iter()
        .map(|l| {
            view! {
                <option value=l.code() lang=l.code() selected=move || i18n::lang() == l>
                    {l.own_name()}
                </option>
            }
        })
        .collect_view();
    view! {
        <label class="lang-menu">
            <span class="visually-hidden">{i18n::tr("kit-language")}</span>
            <select data-testid="lang" on:change=move |ev| {
                if let Some(l) = Lang::from_code(&event_target_value(&ev)) {
                    leptos::task::spawn_local(i18n::choose(l));
                }
            }>
                {options}
            </select>
        </label>
    }
}
