//! School mode's count: the person marks his points, or what the other's
//! roll gives him, before the game goes on.

use crate::kit::ui::tr;
use crate::trictrac::store::Store;
use leptos::prelude::*;

/// School mode: the person marks his points (or what the other's roll gives him).
#[component]
pub fn MarkBox() -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.ui.with(|u| u.lang);
    let prompt = move || {
        let l = lang();
        let (to_play, roll) = store.game.with(|g| (g.to_play(), g.current_roll()));
        match store.ui.with(|u| u.marking) {
            Some(crate::trictrac::store::Marking::OwnRoll(r)) => format!(
                "{}{}{} {}",
                l.side(to_play),
                l.colon(),
                l.t(
                    "how many points does your roll give you?",
                    "combien de points vous donne votre coup ?"
                ),
                l.roll(r)
            ),
            Some(crate::trictrac::store::Marking::Opponent(_)) => format!(
                "{}{}{} {}{}",
                l.side(to_play.opponent()),
                l.colon(),
                l.t(
                    "how many points does",
                    "combien de points vous donne le coup de"
                ),
                l.side(to_play),
                match (l, roll) {
                    (crate::kit::i18n::Lang::En, Some(r)) => format!("'s {} give you?", l.roll(r)),
                    (_, Some(r)) => format!(" ({}) ?", l.roll(r)),
                    _ => String::new(),
                }
            ),
            None => String::new(),
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
                        u.message = Some(
                            u.lang
                                .t("Points are counted in even numbers (0, 2, 4...).", "Les points se comptent par nombres pairs (0, 2, 4...).")
                                .to_string(),
                        );
                        u.message_rule = None;
                    }),
                }
            }>
                <input type="number" min="0" max="100" step="2" data-testid="mark-input"
                    aria-label=tr("Other count", "Autre compte")
                    prop:value=move || typed.get() on:input=move |ev| typed.set(event_target_value(&ev)) />
                <button type="submit" data-testid="mark-submit">{tr("Mark", "Marquer")}</button>
            </form>
            <a class="rule-link" data-testid="mark-help" href="#rule-jans">
                {tr("How to count: the jans", "Comment compter : les jans")}
            </a>
        </div>
    }
}
