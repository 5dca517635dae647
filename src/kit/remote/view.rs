//! "Play by link": start a game with a friend at a distance, see which side
//! this copy plays and whose turn it is, and the link to send after each
//! turn (copied, or handed to the system's share sheet). For every game: it
//! draws what the game's remote session says.

use crate::kit::i18n::Lang;
use crate::kit::remote::Status;
use crate::kit::ui::tr;
use leptos::prelude::*;
use tables::Side;

/// What a status tells the person.
pub fn status_text(status: Status, lang: Lang) -> &'static str {
    match status {
        Status::WaitingJoin => lang.t(
            "Send this link to your friend; his copy answers with a link: open it here.",
            "Envoyez ce lien à votre ami ; sa copie répond par un lien : ouvrez-le ici.",
        ),
        Status::Send => lang.t(
            "Send this link to your friend; waiting for his move.",
            "Envoyez ce lien à votre ami ; en attente de son coup.",
        ),
        Status::AskReveal => lang.t(
            "Your next dice need your friend's copy: send him this link and open the one he sends back.",
            "Vos prochains dés attendent la copie de votre ami : envoyez-lui ce lien et ouvrez celui qu'il renvoie.",
        ),
        Status::MyTurn => lang.t("Your turn.", "À vous de jouer."),
        Status::Exhausted => lang.t(
            "The dice committed for this game are used up: start a new game by link.",
            "Les dés engagés pour cette partie sont épuisés : commencez une nouvelle partie par lien.",
        ),
        Status::Over => lang.t(
            "The game is over: send this last link to your friend.",
            "La partie est finie : envoyez ce dernier lien à votre ami.",
        ),
    }
}

/// Whether the browser has the Web Share API.
fn can_share() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w.navigator(), &"share".into()).ok())
            .is_some_and(|f| f.is_function())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        false
    }
}

/// Hands `url` to the system's share sheet (a refusal is ignored).
fn share(url: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
            return;
        };
        let Ok(f) = js_sys::Reflect::get(&nav, &"share".into()) else {
            return;
        };
        let Ok(f) = f.dyn_into::<js_sys::Function>() else {
            return;
        };
        let data = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
        if let Ok(p) = f.call1(&nav, &data) {
            if let Ok(p) = p.dyn_into::<js_sys::Promise>() {
                let ignore =
                    wasm_bindgen::closure::Closure::<dyn FnMut(wasm_bindgen::JsValue)>::new(|_| {});
                let _ = p.catch(&ignore);
                ignore.forget();
            }
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = url;
}

/// The play-by-link box: `state` is this copy's side, status and link in a
/// game by link (`None`: not one); `on_start` starts a new one.
#[component]
pub fn PlayByLink(
    state: Signal<Option<(Side, Status, String)>>,
    on_start: Callback<()>,
) -> impl IntoView {
    let lang = expect_context::<crate::kit::ui::Language>().0;
    let note = RwSignal::new(String::new());
    let copy = move |_| {
        let Some((_, _, link)) = state.get_untracked() else {
            return;
        };
        let l = lang.get_untracked();
        note.set(
            if crate::kit::share::copy(&link) {
                l.t("Link copied.", "Lien copié.")
            } else {
                l.t(
                    "This browser does not let the page copy: select the link and copy it.",
                    "Ce navigateur ne laisse pas la page copier : sélectionnez le lien et copiez-le.",
                )
            }
            .to_string(),
        );
    };
    let body = move || {
        let l = lang.get();
        state.get().map(|(me, status, link)| {
            let send = status != Status::MyTurn;
            let you = match (me, l) {
                (Side::White, _) => l.t("You play White.", "Vous jouez Blanc."),
                (Side::Black, _) => l.t("You play Black.", "Vous jouez Noir."),
            };
            view! {
                <p class="remote-side" data-testid="remote-side" data-side=me.name()>{you}</p>
                <p class="remote-status" data-testid="remote-status" data-status=format!("{status:?}") role="status">
                    {status_text(status, l)}
                </p>
                <Show when=move || send>
                    <div class="remote-send">
                        <input readonly=true data-testid="remote-link" prop:value=link.clone()
                            aria-label=l.t("Link to send", "Lien à envoyer")
                            on:focus=move |ev| {
                                use wasm_bindgen::JsCast;
                                if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                    i.select();
                                }
                            } />
                        <button data-testid="remote-copy" on:click=copy>{l.t("Copy", "Copier")}</button>
                        {can_share().then(|| {
                            let link = link.clone();
                            view! {
                                <button data-testid="remote-share" on:click=move |_| share(&link)>
                                    {l.t("Share…", "Partager…")}
                                </button>
                            }
                        })}
                    </div>
                </Show>
            }
        })
    };
    view! {
        <section class="remote" data-testid="remote">
            <h2>{tr("Play by link", "Jouer par lien")}</h2>
            {body}
            <p class="share-note" data-testid="remote-note" role="status">{move || note.get()}</p>
            <button data-testid="remote-start" on:click=move |_| { note.set(String::new()); on_start.run(()) }>
                {move || if state.with(Option::is_some) {
                    lang.get().t("New game with a friend, by link", "Nouvelle partie avec un ami, par lien")
                } else {
                    lang.get().t("Play a friend by link", "Jouer contre un ami par lien")
                }}
            </button>
            <Show when=move || state.with(Option::is_none)>
                <p class="remote-about">{tr(
                    "No server: after each turn you send the game as a link. The dice come from numbers both copies commit to when the game starts, so neither of you can choose them.",
                    "Sans serveur : après chaque coup, vous envoyez la partie par un lien. Les dés viennent de nombres auxquels les deux copies s'engagent au début : aucun de vous ne peut les choisir.",
                )}</p>
            </Show>
        </section>
    }
}
