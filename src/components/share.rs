//! Share and keep: a link to the game and to the position, copied to the
//! clipboard when the browser allows it (else selected for copying by hand),
//! and an import box for a game, a position or a link.

use crate::components::tr;
use crate::persist;
use crate::store::Store;
use leptos::prelude::*;

/// The page's address to share from (see [`persist::share_base`]).
pub(crate) fn base_url() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| persist::share_base(&h))
            .unwrap_or_default()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        String::new()
    }
}

/// Copies `text` when the Clipboard API is there; false when it is not (an
/// insecure page, an old browser), so the caller says to copy by hand.
pub(crate) fn copy(text: &str) -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
            return false;
        };
        let clip = js_sys::Reflect::get(&nav, &"clipboard".into())
            .unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
        if clip.is_undefined() || clip.is_null() {
            return false;
        }
        let clip: web_sys::Clipboard = clip.unchecked_into();
        // a refusal (no permission) must not surface as an uncaught error
        let ignore =
            wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
        let _ = clip.write_text(text).catch(&ignore);
        ignore.forget();
        true
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = text;
        false
    }
}

/// Keeps the game in progress in this browser before another replaces it,
/// when a turn has been played in it; returns its key.
pub(crate) fn keep_current(store: &Store) -> Option<String> {
    store
        .game
        .with_untracked(|g| persist::worth_keeping(g).then(|| persist::save_text(g)))
        .flatten()
        .and_then(|t| crate::keep_aside(&t))
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
    let confirming = RwSignal::new(None::<String>);
    // opens `game` in place of the one in progress, which is kept in this
    // browser when a turn was played in it; says so in the note
    let replace = move |game: tables::trictrac::Game| {
        let kept = keep_current(&store);
        store.game.set(game);
        store.ui.update(|u| u.replay = None);
        store.undo();
        refresh.update(|n| *n += 1);
        let l = lang();
        note.set(match kept {
            Some(k) => format!(
                "{} {} \"{k}\").",
                l.t("Opened.", "Ouvert."),
                l.t(
                    "The game it replaces is kept (localStorage key",
                    "La partie remplacée est gardée (clé localStorage"
                )
            ),
            None => l.t("Opened.", "Ouvert.").to_string(),
        });
    };
    let open_kept = move |key: String| {
        let Some(game) = crate::storage_get(&key).and_then(|t| persist::import(&t).ok()) else {
            return;
        };
        crate::storage_remove(&key);
        replace(game);
    };
    let delete_kept = move |key: String| {
        if confirming.get_untracked().as_deref() == Some(key.as_str()) {
            crate::storage_remove(&key);
            confirming.set(None);
            refresh.update(|n| *n += 1);
        } else {
            confirming.set(Some(key));
        }
    };
    // the kept games as one HTML list (cheaper in the wasm than a view per
    // row), its buttons handled by one click listener
    let kept_html = move || {
        refresh.track();
        let keys = crate::storage_keys();
        let rows: Vec<(String, String)> = persist::kept_keys(keys.iter().map(String::as_str))
            .into_iter()
            .filter_map(|k| crate::storage_get(&k).map(|t| (k, t)))
            .collect();
        confirming.with(|c| persist::kept_html(&rows, lang(), c.as_deref()))
    };
    let on_kept_click = move |ev: leptos::ev::MouseEvent| {
        #[cfg(target_arch = "wasm32")]
        {
            use wasm_bindgen::JsCast;
            let Some(el) = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            else {
                return;
            };
            let Ok(Some(b)) = el.closest("button") else {
                return;
            };
            let Some(key) = b.get_attribute("data-key") else {
                return;
            };
            match b.get_attribute("data-do").as_deref() {
                Some("open") => open_kept(key),
                Some("show") => pasted.set(crate::storage_get(&key).unwrap_or_default()),
                Some("delete") => delete_kept(key),
                _ => {}
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (ev, open_kept, delete_kept);
    };
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
            <div class="kept" data-testid="kept" on:click=on_kept_click inner_html=kept_html></div>
        </details>
    }
}
