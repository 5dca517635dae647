//! The rule reference: a "Rules" button and the panel it opens, drawn from
//! [`crate::trictrac::reference`]. The panel follows the interface language; its diagrams are drawn by the same [`Board`] component as the
//! game. A link to `#rule-…` opens the panel at that section, so any link
//! (a log line's, say) can point into it.

use crate::kit::i18n::tr;
use crate::kit::ui::{clear_hash_if, on_hash, Modal, PanelFrame};
use crate::trictrac::board::Board;
use crate::trictrac::reference::{block_html, section, Block, Example, SECTIONS};
use leptos::prelude::*;

/// Scrolls the panel to a section once it is drawn.
fn scroll_to(id: &'static str) {
    #[cfg(target_arch = "wasm32")]
    request_animation_frame(move || {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(id))
        {
            el.scroll_into_view();
        }
    });
    #[cfg(not(target_arch = "wasm32"))]
    let _ = id;
}

/// The "Rules" button and the reference panel.
#[component]
pub fn Reference() -> impl IntoView {
    let modal = Modal::new();
    let open = modal.open;

    let show = move |at: Option<&'static str>| {
        modal.show();
        if let Some(id) = at {
            scroll_to(id);
        }
    };
    let close = move || {
        clear_hash_if(|h| section(h.trim_start_matches('#')).is_some());
        modal.hide();
    };
    // what the address asked for and the reference does not have
    let missing = RwSignal::new(None::<String>);
    // `#rule-…` in the address opens the panel there, on load and on change.
    let _hash = on_hash(move |h| {
        let id = h.trim_start_matches('#');
        if let Some(s) = section(id) {
            show(Some(s.id));
        } else if let Some(name) = id.strip_prefix("rule-") {
            // a section that does not exist: say so, and open the rules
            missing.set(Some(name.to_string()));
            show(None);
        }
    });
    let _escape = modal.close_on_escape(close);

    let toc = move || {
        SECTIONS
            .iter()
            .map(|s| {
                let title = s.title;
                view! {
                    <li><a href=format!("#{}", s.id) data-toc=s.id>{title.tr()}</a></li>
                }
            })
            .collect_view()
    };
    let sections = move || {
        SECTIONS
            .iter()
            .map(|s| {
                let title = s.title;
                let blocks = s.blocks.iter().map(block).collect_view();
                view! {
                    <section class="reference-section" id=s.id data-section=s.id>
                        <h3>{title.tr()}</h3>
                        {blocks}
                    </section>
                }
            })
            .collect_view()
    };

    view! {
        <button class="rules-button" data-testid="rules" node_ref=modal.opener aria-haspopup="dialog"
            aria-expanded=move || open.get().to_string()
            on:click=move |_| show(None)>
            {tr("ref-rules")}
        </button>
        <Show when=move || open.get()>
            <PanelFrame name="reference" class="reference" testid="reference" title_key="ref-title"
                close_key="ref-close" modal=modal close=Callback::new(move |()| close())>
                <Show when=move || missing.with(Option::is_some)>
                    <p class="notice missing" data-testid="missing" role="alert">{move || missing.get().map(|name| tk!(key("ref-missing"), name = name)).unwrap_or_default()}</p>
                </Show>
                <div class="reference-body">
                    <nav class="reference-toc" aria-label=tr("ref-contents")>
                        <ol>{toc}</ol>
                    </nav>
                    {sections}
                </div>
            </PanelFrame>
        </Show>
    }
}

fn block(b: &'static Block) -> AnyView {
    match b {
        Block::Diagram(ex) => view! { <Diagram ex=ex /> }.into_any(),
        // text: one HTML string (see reference::block_html)
        _ => view! {
            <div class="reference-block" inner_html=move || block_html(b).unwrap_or_default()></div>
        }
        .into_any(),
    }
}

/// One diagram: the board (not interactive), the roll and the caption.
#[component]
fn Diagram(ex: &'static Example) -> impl IntoView {
    let view_model = Memo::new(move |_| ex.view());
    let caption = ex.caption;
    let roll = ex.the_roll().map(|r| {
        view! {
            <span class="reference-roll" data-roll=format!("{}-{}", r.high(), r.low())>
                {move || tk!(key("ref-diagram-roll"), roll = crate::trictrac::texts::roll(r))}
            </span>
            " "
        }
    });
    view! {
        <figure class="reference-diagram" data-example=ex.id>
            <div class="reference-board" inert="">
                <Board view=view_model on_field=Callback::new(|_: u8| {}) />
            </div>
            <figcaption>{roll}{caption.tr()}</figcaption>
        </figure>
    }
}
