//! "Play by link": start a game with a friend at a distance, see which side
//! this copy plays and whose turn it is, and the link to send after each
//! turn (copied, or handed to the system's share sheet). For every game: it
//! draws what the game's remote session says.

use crate::kit::i18n::{t, tr};
use crate::kit::remote::Status;
use leptos::prelude::*;
use tables::Side;

/// What a status tells the person.
pub fn status_text(status: Status) -> String {
    match status {
        Status::WaitingJoin => t("kit-remote-send-link-friend-his"),
        Status::Send => t("kit-remote-send-link-friend-waiting"),
        Status::AskReveal => t("kit-remote-next-dice-need-friend"),
        Status::MyTurn => t("kit-remote-turn"),
        Status::Exhausted => t("kit-remote-dice-committed-game-are"),
        Status::Over => t("kit-remote-game-over-send-last"),
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
    let note = RwSignal::new(String::new());
    let copy = move |_| {
        let Some((_, _, link)) = state.get_untracked() else {
            return;
        };
        note.set(if crate::kit::share::copy(&link) {
            t("kit-remote-link-copied")
        } else {
            t("kit-remote-browser-does-not-let")
        });
    };
    let body = move || {
        state.get().map(|(me, status, link)| {
            let send = status != Status::MyTurn;
            let you = match me {
                Side::White => t("kit-remote-you-play-white"),
                Side::Black => t("kit-remote-you-play-black"),
            };
            view! {
                <p class="remote-side" data-testid="remote-side" data-side=me.name()>{you}</p>
                <p class="remote-status" data-testid="remote-status" data-status=format!("{status:?}") role="status">
                    {status_text(status)}
                </p>
                <Show when=move || send>
                    <div class="remote-send">
                        <input readonly=true data-testid="remote-link" prop:value=link.clone()
                            aria-label=t("kit-remote-link-send")
                            on:focus=move |ev| {
                                use wasm_bindgen::JsCast;
                                if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                                    i.select();
                                }
                            } />
                        <button data-testid="remote-copy" on:click=copy>{t("kit-remote-copy")}</button>
                        {can_share().then(|| {
                            let link = link.clone();
                            view! {
                                <button data-testid="remote-share" on:click=move |_| share(&link)>
                                    {t("kit-remote-share")}
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
            <h2>{tr("kit-remote-play-by-link")}</h2>
            {body}
            <p class="share-note" data-testid="remote-note" role="status">{move || note.get()}</p>
            <button data-testid="remote-start" on:click=move |_| { note.set(String::new()); on_start.run(()) }>
                {move || if state.with(Option::is_some) {
                    t("kit-remote-new-game-with-friend")
                } else {
                    t("kit-remote-play-friend-by-link")
                }}
            </button>
            <Show when=move || state.with(Option::is_none)>
                <p class="remote-about">{tr("kit-remote-no-server-after-each")}</p>
            </Show>
        </section>
    }
}
