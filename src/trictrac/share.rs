//! The Grand Trictrac's Share panel: a link to the game and to the
//! position, copied to the clipboard when the browser allows it (else
//! selected for copying by hand), an import box for a game, a position or a
//! link, and the games kept in this browser.

use crate::kit::kept::list::KeptList;
use crate::kit::share::{base_url, copy};
use crate::kit::ui::tr;
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
    persist::kept_name(&text, store.ui.with_untracked(|u| u.lang))
}

/// The Share / export / import panel.
#[component]
pub fn Share() -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.ui.with(|u| u.lang);
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
        let l = lang();
        let opened = l.t("Opened.", "Ouvert.");
        note.set(match kept {
            Some(name) => format!(
                "{opened} {} {}.",
                l.t("The game it replaces is", "La partie remplacée est"),
                crate::kit::kept::kept_note(l, &name)
            ),
            None => opened.to_string(),
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
        let l = lang();
        let Some(s) = shared() else { return };
        let what = s
            .moment_link
            .clone()
            .or(s.game_link.clone())
            .unwrap_or(s.game_text.clone());
        note.set(if copy(&what) {
            l.t("Link copied. It opens this game, move by move.", "Lien copié. Il ouvre cette partie, coup par coup.")
                .to_string()
        } else {
            l.t(
                "This browser does not let the page copy: select the text below and copy it.",
                "Ce navigateur ne laisse pas la page copier : sélectionnez le texte ci-dessous et copiez-le.",
            )
            .to_string()
        });
    };
    let open_pasted = move |_| match persist::import(&pasted.get_untracked()) {
        Ok(game) => replace(game),
        Err(e) => note.set(e),
    };
    let field = move |label: &'static str, value: String, id: &'static str| {
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
            <summary>{tr("Share, export, import", "Partager, exporter, importer")}</summary>
            <button data-testid="copy-link" on:click=copy_link>{tr("Copy the game's link", "Copier le lien de la partie")}</button>
            <p class="share-note" data-testid="share-note" role="status">{move || note.get()}</p>
            {move || shared().map(|s| {
                let l = lang();
                let too_long = s.game_link.is_none().then(|| view! {
                    <p class="share-note">{l.t("The game is too long for a link: share its text.", "La partie est trop longue pour un lien : partagez son texte.")}</p>
                });
                view! {
                    {too_long}
                    {field(l.t("Game link", "Lien de la partie"), s.game_link.unwrap_or_default(), "game-link")}
                    {s.moment_link.map(|m| field(l.t("Link to the moment shown", "Lien vers le moment affiché"), m, "moment-link"))}
                    {field(l.t("Game record (text)", "Relevé de la partie (texte)"), s.game_text, "game-text")}
                    {field(l.t("Position link", "Lien de la position"), s.position_link.unwrap_or_default(), "position-link")}
                    {field(l.t("Position (text)", "Position (texte)"), s.position_text.unwrap_or_default(), "position-text")}
                }
            })}
            <label class="share-field">{tr("Open a game, a position or a link", "Ouvrir une partie, une position ou un lien")}
                <textarea data-testid="import" rows="2" prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button data-testid="import-open" on:click=open_pasted>{tr("Open", "Ouvrir")}</button>
            <KeptList scope=persist::KEPT_SCOPE name=persist::kept_name open=open_kept show=show_kept
                refresh=refresh lang=Signal::derive(lang) />
        </details>
    }
}
