//! Replay, for every game: step backward and forward through the game
//! (buttons, the arrow keys), "play from here" continues from the moment
//! shown. The game's store says what a moment is through [`Control`].

use crate::kit::i18n::{t, tr};
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
    /// Shows the moment after that many actions (`usize::MAX`: now).
    pub to: Callback<usize>,
    /// Goes on from the moment shown (once the person agreed to drop the
    /// later actions); the key where the whole game was kept, if it was.
    pub play_from_here: Callback<(), Option<String>>,
    /// Whether the person is entering a turn (the arrow keys never step the
    /// replay then: a stray arrow would hide the board he is playing on).
    pub mid_turn: Signal<bool>,
}

/// A game's store, as the replay bar steps through it.
pub trait Replayable: Copy + Send + Sync + 'static {
    /// The moment shown (tracked): `None` for now, else the number of actions.
    fn shown_at(self) -> Option<usize>;
    /// The number of actions of the game (tracked).
    fn total(self) -> usize;
    /// Shows the moment after `n` actions (`usize::MAX`: now).
    fn replay_to(self, n: usize);
    /// Goes on from the moment shown; the key where the whole game was kept.
    fn play_from_here(self) -> Option<String>;
    /// Whether the person is entering a turn now: a checker picked up or a
    /// move entered, not yet confirmed.
    fn mid_turn(self) -> bool;
}

/// The part of [`Replayable`] that is the same for every game's store: a
/// store with `game: RwSignal<Game>` (a game with `actions()`) and
/// `ui: RwSignal<Ui>` whose `Ui` has `replay: Option<usize>`. Written inside
/// `impl Replayable for Store`.
#[macro_export]
macro_rules! replay_of_store {
    () => {
        fn shown_at(self) -> Option<usize> {
            self.ui.with(|u| u.replay)
        }

        fn total(self) -> usize {
            self.game.with(|g| g.actions().len())
        }
    };
}

impl Control {
    /// The bar's hold on `store`; `detail` words the moment shown.
    pub fn of(store: impl Replayable, detail: Signal<String>) -> Self {
        Control {
            at: Signal::derive(move || store.shown_at()),
            total: Signal::derive(move || store.total()),
            detail,
            to: Callback::new(move |n| store.replay_to(n)),
            play_from_here: Callback::new(move |()| store.play_from_here()),
            mid_turn: Signal::derive(move || store.mid_turn()),
        }
    }

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

/// What playing on from a past moment drops, in words.
fn later_text(later: usize) -> String {
    crate::t!("kit-replay-drop-ask", n = later)
}

/// The replay bar.
#[component]
pub fn Replay(control: Control) -> impl IntoView {
    let total = move || control.total.get();
    let at = move || control.at.get().unwrap_or_else(total);
    let replaying = move || control.at.get().is_some();
    let note = RwSignal::new(String::new());
    // "Play from here" waits for a second word before dropping anything
    let asking = RwSignal::new(false);
    Effect::new(move |_| {
        if control.at.get().is_none() {
            asking.set(false);
        }
    });
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
        // on the board in play the arrows move between its places
        let live = control.at.get_untracked().is_none();
        let on_live_board = live && crate::kit::keys::on_board(&ev);
        let playing = live && control.mid_turn.get_untracked();
        if typing || ev.alt_key() || ev.ctrl_key() || ev.meta_key() || on_live_board || playing {
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
        if replaying() {
            crate::t!(
                "kit-replay-at",
                at = at(),
                total = total(),
                detail = control.detail.get()
            )
        } else {
            crate::t!("kit-replay-now", n = total())
        }
    };
    view! {
        <div class="replay" data-testid="replay" data-at=at data-total=total>
            <button data-testid="replay-start" aria-label=tr("kit-replay-start")
                on:click=move |_| control.to.run(0)>"«"</button>
            <button data-testid="replay-back" aria-label=tr("kit-replay-back")
                on:click=move |_| control.step(false)>"‹"</button>
            <button data-testid="replay-forward" aria-label=tr("kit-replay-forward")
                on:click=move |_| control.step(true)>"›"</button>
            <button data-testid="replay-end" aria-label=tr("kit-replay-end")
                on:click=move |_| control.to.run(usize::MAX)>"»"</button>
            <span class="replay-at" data-testid="replay-at">{position}</span>
            <Show when=move || replaying() && !asking.get()>
                <button data-testid="play-from-here" on:click=move |_| asking.set(true)>
                    {tr("kit-replay-play-from-here")}
                </button>
            </Show>
            // nothing is dropped before the person says so
            <Show when=move || replaying() && asking.get()>
                <div class="replay-ask" role="group" data-testid="play-from-here-ask">
                    <p>{move || later_text(total().saturating_sub(at()))}</p>
                    <button data-testid="play-from-here-confirm" on:click=move |_| {
                        asking.set(false);
                        note.set(match control.play_from_here.run(()) {
                            Some(_) => t("kit-replay-playing-on-kept"),
                            None => t("kit-replay-playing-on"),
                        });
                    }>{tr("kit-replay-drop-confirm")}</button>
                    <button data-testid="play-from-here-cancel" on:click=move |_| asking.set(false)>
                        {tr("kit-cancel")}
                    </button>
                </div>
            </Show>
            <p class="replay-note" role="status">{move || note.get()}</p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_playing_on_drops_is_counted_in_words() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        assert!(later_text(1).contains("The next action is dropped"));
        assert!(later_text(4).contains("The 4 later actions are dropped"));
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::Fr);
        assert!(later_text(3).contains("Les 3 actions suivantes"));
        assert!(later_text(1).starts_with("Jouer d'ici ?"));
    }
}
