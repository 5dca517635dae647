//! The side log: one entry per roll; hovering or focusing a line lights up the
//! fields and moves that realise it. Entries are keyed, so a new roll adds an
//! entry without rebuilding (or unfocusing) the others.

use crate::kit::i18n::tr;
use crate::kit::replay::Replayable as _;
use crate::trictrac::log::{entries, LineKind, LogEntry};
use crate::trictrac::store::Store;
use leptos::prelude::*;

/// The annotated log.
#[component]
pub fn Log() -> impl IntoView {
    let store = expect_context::<Store>();
    let list = move || {
        let lang = crate::kit::i18n::lang();
        // one numbering for the log and the board
        store.ui.with(|u| (u.opponent, u.roller_view));
        store.game.with(|g| g.to_play());
        let viewer = Some(store.viewer());
        let shown = expect_context::<Memo<Option<tables::trictrac::Game>>>();
        let mut list = match shown.get() {
            Some(past) => entries(past.events(), viewer),
            None => store.game.with(|g| entries(g.events(), viewer)),
        };
        list.reverse();
        list.into_iter()
            .map(|e| (format!("{}-{}-{lang:?}-{viewer:?}", e.id, e.lines.len()), e))
            .collect::<Vec<_>>()
    };
    let open = move || store.ui.with(|u| u.log_open);
    view! {
        <section class="log" data-testid="log" class:collapsed=move || !open()>
            <button class="log-toggle" aria-expanded=move || open().to_string()
                on:click=move |_| store.ui.update(|u| u.log_open = !u.log_open)>
                {tr("tt-log")}
            </button>
            <ol class="log-entries" aria-live="polite">
                <For each=list key=|(k, _)| k.clone() let:item>
                    <Entry e=item.1 />
                </For>
            </ol>
        </section>
    }
}

/// One entry and its lines.
#[component]
fn Entry(e: LogEntry) -> impl IntoView {
    let store = expect_context::<Store>();
    let side = e.side.map(|s| s.name()).unwrap_or("none");
    let lines = e
        .lines
        .into_iter()
        .map(|l| {
            let kind = match l.kind {
                LineKind::Jan => "jan",
                LineKind::Score => "score",
                LineKind::Move => "move",
                LineKind::Info => "info",
            };
            let h = l.highlight.clone();
            let h2 = l.highlight.clone();
            let to = l.side.map(|s| s.name()).unwrap_or("");
            let detail = l.detail.map(|d| view! { <div class="log-detail">{d}" "<a class="log-rule" href=format!("#{}", crate::trictrac::reference::section_for_jan(l.jan.unwrap_or_default())) data-rule=crate::trictrac::reference::section_for_jan(l.jan.unwrap_or_default())>{crate::kit::i18n::t("tt-log-rule")}</a></div> });
            view! {
                <li class=format!("log-line {kind}") data-kind=kind data-jan=l.jan.unwrap_or_default()
                    data-to=to tabindex="0"
                    on:mouseenter=move |_| store.ui.update(|u| u.highlight = h.clone())
                    on:focus=move |_| store.ui.update(|u| u.highlight = h2.clone())
                    on:mouseleave=move |_| store.ui.update(|u| u.highlight = Default::default())
                    on:blur=move |_| store.ui.update(|u| u.highlight = Default::default())>
                    <div class="log-text">{l.text}</div>
                    {detail}
                </li>
            }
        })
        .collect_view();
    let actions = e.actions;
    view! {
        <li class="log-entry" data-entry=e.id data-side=side data-actions=actions>
            <button class="log-title" title=crate::kit::i18n::tr("tt-log-show-moment")
                on:click=move |_| store.replay_to(actions)>{e.title}</button>
            <ul class="log-lines">{lines}</ul>
        </li>
    }
}
