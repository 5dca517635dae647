//! The log of a backgammon-family session: every roll and play in standard
//! notation, the parts of a turn, cube actions with the cube after them,
//! results and the score. Hovering or focusing a play lights its moves on
//! the board.

use super::model;
use super::store::Store;
use super::texts::event_line;
use leptos::prelude::*;

/// The log, newest line last.
#[component]
pub fn Log() -> impl IntoView {
    let store = expect_context::<Store>();
    let lines = move || {
        store.game.with(|g| {
            g.events()
                .iter()
                .filter_map(|e| event_line(e, g.rules()))
                .collect::<Vec<_>>()
        })
    };
    let show = move |side: Option<tables::Side>, moves: Vec<tables::backgammon::Move>| {
        let viewer = store.viewer();
        let route = store.game.with_untracked(|g| g.position().route());
        let same = side == Some(viewer);
        let arrows = moves
            .iter()
            .map(|m| model::arrow_of(route, same, m))
            .collect();
        store.ui.update(|u| u.arrows = arrows);
    };
    // the newest line stays in sight
    let list = NodeRef::<leptos::html::Section>::new();
    Effect::new(move |_| {
        store.game.with(|g| g.events().len());
        request_animation_frame(move || {
            if let Some(el) = list.get_untracked() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    });
    // keyed lines: a new event adds its line, the others stay as drawn
    let numbered = move || lines().into_iter().enumerate().collect::<Vec<_>>();
    view! {
        <section class="log" data-testid="log" aria-label=crate::kit::i18n::tr("bg-log") node_ref=list>
            <ol>
                <For each=numbered key=|(i, l)| (*i, l.text.clone()) children=move |(_, l)| {
                    let side = l.side;
                    let moves = l.moves.clone();
                    let class = match (l.side, l.strong) {
                        (Some(s), true) => format!("entry {} strong", s.name()),
                        (Some(s), false) => format!("entry {}", s.name()),
                        (None, true) => "entry strong".to_string(),
                        (None, false) => "entry".to_string(),
                    };
                    let has_moves = !moves.is_empty();
                    let m2 = moves.clone();
                    view! {
                        <li class=class tabindex=if has_moves { "0" } else { "-1" }
                            on:mouseenter=move |_| if has_moves { show(side, moves.clone()) }
                            on:focus=move |_| if has_moves { show(side, m2.clone()) }>
                            {l.text}
                        </li>
                    }
                } />
            </ol>
        </section>
    }
}
