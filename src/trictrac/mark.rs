//! School mode's count: the person marks his points, or what the other's
//! roll gives him, before the game goes on.

use crate::kit::i18n::{t, tr};
use crate::trictrac::store::Store;
use crate::trictrac::texts::{self, side_name};
use leptos::prelude::*;

/// School mode: the person marks his points (or what the other's roll gives him).
#[component]
pub fn MarkBox() -> impl IntoView {
    let store = expect_context::<Store>();
    let prompt = move || {
        let (to_play, roll) = store.game.with(|g| (g.to_play(), g.current_roll()));
        match (store.ui.with(|u| u.marking), roll) {
            (Some(crate::trictrac::store::Marking::OwnRoll(r)), _) => tk!(
                key("tt-mark-own"),
                side = side_name(to_play),
                roll = texts::roll(r)
            ),
            (Some(crate::trictrac::store::Marking::Opponent(_)), Some(r)) => tk!(
                key("tt-mark-opponent"),
                side = side_name(to_play.opponent()),
                roller = side_name(to_play),
                roll = texts::roll(r)
            ),
            _ => String::new(),
        }
    };
    let typed = RwSignal::new(String::new());
    let buttons = (0..=12u8)
        .step_by(2)
        .map(|n| {
            view! {
                <button data-mark=n on:click=move |_| store.mark(n)>{n}</button>
            }
        })
        .collect_view();
    view! {
        <div class="mark" role="dialog" aria-labelledby="mark-title" data-testid="mark">
            <p id="mark-title">{prompt}</p>
            <div class="mark-buttons">{buttons}</div>
            <form class="mark-other" novalidate=true on:submit=move |ev| {
                ev.prevent_default();
                match typed.get().trim().parse::<u8>() {
                    Ok(n) if n % 2 == 0 && n <= 100 => store.mark(n),
                    _ => store.ui.update(|u| {
                        u.message = Some(t("tt-mark-even"));
                        u.message_rule = None;
                    }),
                }
            }>
                <input type="number" min="0" max="100" step="2" data-testid="mark-input"
                    aria-label=tr("tt-other-count")
                    prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) />
                <button type="submit" data-testid="mark-submit">{tr("tt-mark")}</button>
            </form>
            <a class="rule-link" data-testid="mark-help" href="#rule-jans">
                {tr("tt-mark-help")}
            </a>
        </div>
    }
}
