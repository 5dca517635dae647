//! "Start here": the path from zero to a first partie, for someone who has
//! never seen the game — the board and the moves, how points are made (links
//! into the rule reference), the guided lessons (with the next one to take),
//! then a partie in school mode against the beginner bot, with how to play it
//! in this app. A first visit shows a short banner pointing to it.

use crate::kit::i18n::{t, tr};
use crate::kit::ui::{clear_hash_if, on_hash, Modal, PanelFrame};

use crate::trictrac::lessons::{parse_progress, PROGRESS_KEY};
use crate::trictrac::store::{Opponent, Store};
use leptos::prelude::*;
use std::collections::BTreeSet;
use tables::trictrac::Side;

/// The address fragment that opens the guide.
pub const HASH: &str = "#start-here";

/// localStorage key set once the guide was opened or its banner dismissed.
pub const SEEN_KEY: &str = "trictrac.guide";

/// The lessons done, as kept in this browser.
fn lessons_done() -> BTreeSet<&'static str> {
    crate::kit::storage::storage_get(PROGRESS_KEY)
        .map(|t| parse_progress(&t))
        .unwrap_or_default()
}

/// The "Start here" button, the first-visit banner and the guide.
#[component]
pub fn Guide(
    /// Show the banner (a first visit: nothing saved, nothing in the address).
    first_visit: bool,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let modal = Modal::new();
    let open = modal.open;
    let banner = RwSignal::new(first_visit && crate::kit::storage::storage_get(SEEN_KEY).is_none());
    // read when the guide opens (the lessons panel may have changed them)
    let done = RwSignal::new(BTreeSet::new());

    let seen = move || {
        banner.set(false);
        crate::kit::storage::storage_set(SEEN_KEY, "1");
    };
    let show = move || {
        seen();
        done.set(lessons_done());
        modal.show();
    };
    let close = move || {
        clear_hash_if(|h| h == HASH);
        modal.hide();
    };
    // `#start-here` opens the guide (the last lesson links to it)
    let _hash = on_hash(move |h| {
        if h == HASH {
            show();
        }
    });
    let _escape = modal.close_on_escape(close);
    // A partie in school mode against the beginner; the game in progress, if
    // any was played, is kept in this browser.
    let start_school = move || {
        let kept = crate::trictrac::share::keep_current(&store);
        store.ui.update(|u| {
            u.school = true;
            u.options.ecoles = true;
            u.bot_level = tables::trictrac::bot::Level::Beginner;
            if u.opponent == Opponent::HotSeat {
                u.opponent = Opponent::Bot(Side::Black);
            }
        });
        store.new_partie();
        let text = match kept {
            // kit::kept words where the kept game is found ("kept in this
            // browser as …"), after "… is"
            Some(name) => tk!(
                key("tt-school-started-kept"),
                note = crate::kit::kept::kept_note(&name)
            ),
            None => t("tt-school-started"),
        };
        store.ui.update(|u| u.message = Some(text));
        close();
    };

    // the body is static HTML: its links open their panels through the
    // address's fragment (the guide makes way), its button starts the partie
    let on_body_click = move |ev: leptos::ev::MouseEvent| {
        #[cfg(target_arch = "wasm32")]
        {
            use wasm_bindgen::JsCast;
            let Some(el) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            if let Ok(Some(b)) = el.closest("[data-action]") {
                if b.get_attribute("data-action").as_deref()
                    == Some(crate::trictrac::guide::START_SCHOOL)
                {
                    start_school();
                }
            } else if let Ok(Some(_)) = el.closest("a") {
                close();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (ev, start_school);
    };

    view! {
        <button class="guide-button" data-testid="guide" node_ref=modal.opener aria-haspopup="dialog"
            aria-expanded=move || open.get().to_string()
            on:click=move |_| show()>
            {tr("tt-start-here")}
        </button>
        <Show when=move || banner.get()>
            <div class="guide-banner" data-testid="guide-banner" role="note">
                <span>{tr("tt-guide-banner")}</span>
                <button data-testid="guide-banner-open" on:click=move |_| show()>
                    {tr("tt-start-here")}
                </button>
                <button class="guide-banner-close" data-testid="guide-banner-close"
                    aria-label=tr("tt-dismiss")
                    on:click=move |_| seen()>"×"</button>
            </div>
        </Show>
        <Show when=move || open.get()>
            <PanelFrame name="guide" class="reference guide" testid="guide-panel" title_key="tt-guide-title"
                close_key="tt-close" modal=modal close=Callback::new(move |()| close())>
                <div class="reference-body" on:click=on_body_click
                    inner_html=move || done.with(crate::trictrac::guide::html)>
                </div>
            </PanelFrame>
        </Show>
    }
}
