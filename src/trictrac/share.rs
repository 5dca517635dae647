//! The Grand Trictrac's Share panel: a link to the game and to the
//! position, copied to the clipboard when the browser allows it (else
//! selected for copying by hand), an import box for a game, a position or a
//! link, and the games kept in this browser.

use crate::kit::i18n::{t, tr};
use crate::kit::kept::list::KeptList;
use crate::kit::share::{base_url, copy};
use crate::trictrac::persist;
use crate::trictrac::store::Store;
use leptos::prelude::*;

/// Keeps the game in progress in this browser before another replaces it,
/// when a turn has been played in it; returns its name.
pub fn keep_current(store: &Store) -> Option<String> {
    let text = store
        .game
        .with_untracked(|g| persist::worth_keeping(g).then(|| persist::save_text(g)))
        .flatten()?;
    crate::kit::storage::keep(persist::KEPT_SCOPE, crate::kit::kept::Kind::Game, &text)?;
    persist::kept_name(&text)
}

/// The Share / export / import panel.
#[component]
pub fn Share() -> impl IntoView {
    let store = expect_context::<Store>();
    let shared = move || {
        let moment = store.ui.with(|u| u.replay);
        store.game.with(|g| persist::share(g, &base_url(), moment))
    };
    let note = RwSignal::new(String::new());
    let pasted = RwSignal::new(String::new());
    // bumped when the kept games may have changed (the panel opens, a game
    // is kept, opened or deleted)
    let refresh = RwSignal::new(0u32);
    // opens `game` in place of the one in progress, which is kept in this
    // browser when a turn was played in it; says so in the note
    let replace = move |game: tables::trictrac::Game| {
        let kept = keep_current(&store);
        store.game.set(game);
        store.ui.update(|u| {
            u.replay = None;
            u.last_move.clear();
        });
        store.clear_entry();
        refresh.update(|n| *n += 1);
        note.set(match kept {
            // kit::kept words where the replaced game is found, after "… is"
            Some(name) => tk!(
                key("tt-share-opened-kept"),
                note = crate::kit::kept::kept_note(&name)
            ),
            None => t("tt-share-opened"),
        });
    };
    let open_kept = Callback::new(move |text: String| match persist::import(&text) {
        Ok(game) => {
            replace(game);
            true
        }
        Err(_) => false,
    });
    let show_kept = Callback::new(move |text: String| pasted.set(text));
    let copy_link = move |_| {
        let Some(s) = shared() else { return };
        let what = s
            .moment_link
            .clone()
            .or(s.game_link.clone())
            .unwrap_or(s.game_text.clone());
        note.set(if copy(&what) {
            t("tt-share-copied")
        } else {
            t("tt-share-cannot-copy")
        });
    };
    let open_pasted = move |_| match persist::import(&pasted.get_untracked()) {
        Ok(game) => replace(game),
        Err(e) => note.set(e),
    };
    let field = move |label: String, value: String, id: &'static str| {
        view! {
            <label class="share-field">{label}
                <input readonly=true data-testid=id prop:value=value
                    on:focus=move |ev| {
                        use wasm_bindgen::JsCast;
                        if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            i.select();
                        }
                    } />
            </label>
        }
    };
    view! {
        <details class="share" data-testid="share" on:toggle=move |_| refresh.update(|n| *n += 1)>
            <summary>{tr("tt-share")}</summary>
            <button data-testid="copy-link" on:click=copy_link>{tr("tt-share-copy-link")}</button>
            <p class="share-note" data-testid="share-note" role="status">{move || note.get()}</p>
            {move || shared().map(|s| {
                let too_long = s.game_link.is_none().then(|| view! {
                    <p class="share-note">{t("tt-share-too-long")}</p>
                });
                view! {
                    {too_long}
                    {field(t("tt-share-game-link"), s.game_link.unwrap_or_default(), "game-link")}
                    {s.moment_link.map(|m| field(t("tt-share-moment-link"), m, "moment-link"))}
                    {field(t("tt-share-game-text"), s.game_text, "game-text")}
                    {field(t("tt-share-position-link"), s.position_link.unwrap_or_default(), "position-link")}
                    {field(t("tt-share-position-text"), s.position_text.unwrap_or_default(), "position-text")}
                }
            })}
            <label class="share-field">{tr("tt-share-open-label")}
                <textarea data-testid="import" rows="2" prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button data-testid="import-open" on:click=open_pasted>{tr("tt-share-open")}</button>
            <KeptList scope=persist::KEPT_SCOPE name=persist::kept_name open=open_kept show=show_kept
                refresh=refresh />
        </details>
    }
}
