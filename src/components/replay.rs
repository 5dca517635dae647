//! Replay, for every game: step backward and forward through the game
//! (buttons, the arrow keys), "play from here" continues from the moment
//! shown. The game's store says what a moment is through [`Control`].

use crate::components::tr;
use crate::i18n::Lang;
use leptos::prelude::*;

/// What the replay bar needs from a game's store.
#[derive(Clone, Copy)]
pub struct Control {
    /// The moment shown: `None` for now, else the number of actions.
    pub at: Signal<Option<usize>>,
    /// The number of actions of the game.
    pub total: Signal<usize>,
    /// What the moment shown adds to its number (the dice, " — 6 and 5").
    pub detail: Signal<String>,
    /// The interface's language.
    pub lang: Signal<Lang>,
    /// Shows the moment after that many actions (`usize::MAX`: now).
    pub to: Callback<usize>,
    /// Goes on from the moment shown; the localStorage key where the whole
    /// game was kept, if it was.
    pub play_from_here: Callback<(), Option<String>>,
}

impl Control {
    fn step(self, forward: bool) {
        let total = self.total.get_untracked();
        let now = self.at.get_untracked().unwrap_or(total);
        let next = if forward {
            now + 1
        } else {
            now.saturating_sub(1)
        };
        self.to.run(next.min(total));
    }
}

/// The replay bar.
#[component]
pub fn Replay(control: Control) -> impl IntoView {
    let lang = move || control.lang.get();
    let total = move || control.total.get();
    let at = move || control.at.get().unwrap_or_else(total);
    let replaying = move || control.at.get().is_some();
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
                control.step(false);
            }
            "ArrowRight" => {
                ev.prevent_default();
                control.step(true);
            }
            _ => {}
        }
    });
    let position = move || {
        let l = lang();
        if replaying() {
            format!(
                "{} {} / {}{}",
                l.t("Replay: action", "Relecture : action"),
                at(),
                total(),
                control.detail.get()
            )
        } else {
            let n = total();
            format!(
                "{} ({n} {})",
                l.t("Now", "Maintenant"),
                match n {
                    1 => l.t("action", "action"),
                    _ => l.t("actions", "actions"),
                }
            )
        }
    };
    view! {
        <div class="replay" data-testid="replay" data-at=at data-total=total>
            <button data-testid="replay-start" aria-label=tr("To the start", "Au début")
                on:click=move |_| control.to.run(0)>"«"</button>
            <button data-testid="replay-back" aria-label=tr("One step back", "Un pas en arrière")
                on:click=move |_| control.step(false)>"‹"</button>
            <button data-testid="replay-forward" aria-label=tr("One step forward", "Un pas en avant")
                on:click=move |_| control.step(true)>"›"</button>
            <button data-testid="replay-end" aria-label=tr("Back to now", "Retour à maintenant")
                on:click=move |_| control.to.run(usize::MAX)>"»"</button>
            <span class="replay-at" data-testid="replay-at">{position}</span>
            <Show when=replaying>
                <button data-testid="play-from-here" on:click=move |_| {
                    let l = lang();
                    note.set(match control.play_from_here.run(()) {
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
