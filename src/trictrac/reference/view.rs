//! The rule reference: a "Rules" button and the panel it opens, drawn from
//! [`crate::trictrac::reference`]. The panel follows the interface language (and can
//! switch it); its diagrams are drawn by the same [`Board`] component as the
//! game. A link to `#rule-…` opens the panel at that section, so any link
//! (a log line's, say) can point into it.

use crate::kit::i18n::Lang;
use crate::kit::ui::{clear_hash_if, on_hash, tr, tr_t, Modal};
use crate::trictrac::board::Board;
use crate::trictrac::reference::{block_html, section, Block, Example, SECTIONS};
use crate::trictrac::store::Store;
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
    let store = expect_context::<Store>();
    let lang = move || store.ui.with(|u| u.lang);
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
            missing.set(Some(match store.ui.with_untracked(|u| u.lang) {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("The address asks for a rule “{name}” that the reference does not have: here are all the rules."),
                Lang::Fr => format!("L'adresse demande une règle « {name} » que la référence n'a pas : voici toutes les règles."),
            }));
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
                    <li><a href=format!("#{}", s.id) data-toc=s.id>{tr_t(title)}</a></li>
                }
            })
            .collect_view()
    };
    let sections = move || {
        SECTIONS
            .iter()
            .map(|s| {
                let title = s.title;
                let blocks = s.blocks.iter().map(|b| block(b, lang)).collect_view();
                view! {
                    <section class="reference-section" id=s.id data-section=s.id>
                        <h3>{tr_t(title)}</h3>
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
            {tr("Rules", "Règles")}
        </button>
        <Show when=move || open.get()>
            <div class="reference-backdrop" on:click=move |_| close()></div>
            <div class="reference" role="dialog" aria-modal="true" aria-labelledby="reference-title"
                data-testid="reference">
                <div class="reference-head">
                    <h2 id="reference-title">{tr("Rules of the Grand Trictrac", "Règles du Grand Trictrac")}</h2>
                    <button data-testid="reference-lang"
                        on:click=move |_| store.ui.update(|u| u.lang = if u.lang == Lang::En { Lang::Fr } else { Lang::En })>
                        {tr("Français", "English")}
                    </button>
                    <button class="reference-close" data-testid="reference-close" node_ref=modal.closer
                        aria-label=tr("Close the rules", "Fermer les règles")
                        on:click=move |_| close()>"×"</button>
                </div>
                <Show when=move || missing.with(Option::is_some)>
                    <p class="notice missing" data-testid="missing" role="alert">{move || missing.get().unwrap_or_default()}</p>
                </Show>
                <div class="reference-body">
                    <nav class="reference-toc" aria-label=tr("Contents", "Sommaire")>
                        <ol>{toc}</ol>
                    </nav>
                    {sections}
                </div>
            </div>
        </Show>
    }
}

fn block(b: &'static Block, lang: impl Fn() -> Lang + Copy + Send + Sync + 'static) -> AnyView {
    match b {
        Block::Diagram(ex) => view! { <Diagram ex=ex /> }.into_any(),
        // text: one HTML string (see reference::block_html)
        _ => view! {
            <div class="reference-block" inner_html=move || block_html(b, lang()).unwrap_or_default()></div>
        }
        .into_any(),
    }
}

/// One diagram: the board (not interactive), the roll and the caption.
#[component]
fn Diagram(ex: &'static Example) -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.ui.with(|u| u.lang);
    let view_model = Memo::new(move |_| ex.view(lang()));
    let caption = ex.caption;
    let roll = ex.the_roll().map(|r| {
        view! {
            <span class="reference-roll" data-roll=format!("{}-{}", r.high(), r.low())>
                {move || format!("{} {}", lang().t("Roll:", "Coup :"), lang().roll(r))}
            </span>
            " "
        }
    });
    view! {
        <figure class="reference-diagram" data-example=ex.id>
            <div class="reference-board" inert="">
                <Board view=view_model on_field=Callback::new(|_: u8| {}) />
            </div>
            <figcaption>{roll}{tr_t(caption)}</figcaption>
        </figure>
    }
}
