//! Replay: step backward and forward through the game (buttons, the arrow
//! keys, a click on a log entry); "play from here" continues from the moment
//! shown.

use crate::components::tr;
use crate::store::Store;
use leptos::prelude::*;
use tables::trictrac::Game;

/// The replay bar.
#[component]
pub fn Replay() -> impl IntoView {
    let store = expect_context::<Store>();
    let shown = expect_context::<Memo<Option<Game>>>();
    let lang = move || store.ui.with(|u| u.lang);
    let total = move || store.game.with(|g| g.actions().len());
    let at = move || store.ui.with(|u| u.replay).unwrap_or_else(total);
    let replaying = move || store.ui.with(|u| u.replay.is_some());
    let note = RwSignal::new(String::new());
    // the arrow keys step through the game, unless typing in a field
    let _keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| {
                use wasm_bindgen::JsCast;
                t.dyn_into::<web_sys::Element>().ok()
            })
            .map(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
            .unwrap_or(false);
        if typing || ev.alt_key() || ev.ctrl_key() || ev.meta_key() {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => {
                ev.prevent_default();
                store.replay_step(false);
            }
            "ArrowRight" => {
                ev.prevent_default();
                store.replay_step(true);
            }
            _ => {}
        }
    });
    let position = move || {
        let l = lang();
        let dice = shown
            .get()
            .and_then(|g| g.current_roll())
            .map(|r| format!(" — {}", l.roll(r)))
            .unwrap_or_default();
        if replaying() {
            format!(
                "{} {} / {}{dice}",
                l.t("Replay: action", "Relecture : action"),
                at(),
                total()
            )
        } else {
            format!(
                "{} ({} {})",
                l.t("Now", "Maintenant"),
                total(),
                l.t("actions", "actions")
            )
        }
    };
    view! {
        <div class="replay" data-testid="replay" data-at=at data-total=total>
            <button data-testid="replay-start" aria-label=tr("To the start", "Au début")
                on:click=move |_| store.replay_to(0)>"«"</button>
            <button data-testid="replay-back" aria-label=tr("One step back", "Un pas en arrière")
                on:click=move |_| store.replay_step(false)>"‹"</button>
            <button data-testid="replay-forward" aria-label=tr("One step forward", "Un pas en avant")
                on:click=move |_| store.replay_step(true)>"›"</button>
            <button data-testid="replay-end" aria-label=tr("Back to now", "Retour à maintenant")
                on:click=move |_| store.replay_to(usize::MAX)>"»"</button>
            <span class="replay-at" data-testid="replay-at">{position}</span>
            <Show when=replaying>
                <button data-testid="play-from-here" on:click=move |_| {
                    let l = lang();
                    note.set(match store.play_from_here() {
                        Some(k) => format!("{} \"{k}\").", l.t("Playing on from here; the whole game is kept (localStorage key", "La partie continue d'ici ; la partie entière est gardée (clé localStorage")),
                        None => l.t("Playing on from here.", "La partie continue d'ici.").to_string(),
                    });
                }>
                    {tr("Play from here", "Jouer d'ici")}
                </button>
            </Show>
            <p class="replay-note" role="status">{move || note.get()}</p>
        </div>
    }
}
