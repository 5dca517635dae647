//! Share and open: the position as gnubg's Position ID and Match ID and as
//! an XGID (for the rule sets those formats can hold), links to the
//! position and to the whole session, its text in the project's game
//! notation, copy buttons, and a box that opens any of them pasted.

use super::save;
use super::store::Store;
use crate::kit::html::esc;
use crate::kit::i18n::{t, tr, Worded};
use crate::kit::share::{base_url, copy};
use leptos::prelude::*;
use tables::backgammon::notation::format_game;
use tables::backgammon::{Game, Route};

/// What can be shared of a game: (label, testid, text) rows; `moment`,
/// while replaying, adds a link to the session at that moment.
pub fn rows(
    game: &Game,
    base: &str,
    slug: &str,
    moment: Option<usize>,
) -> Vec<(String, &'static str, String)> {
    let mut out = Vec::new();
    let pos = game.position();
    // gnubg's IDs hold a hitting game of up to 15 checkers a side on
    // opposite routes, none waiting to enter
    let gnubg = game.rules().capture == tables::backgammon::rules::Capture::Hit
        && pos.route() == Route::Opposite
        && pos.pinned(tables::backgammon::Player::OnRoll) == 0
        && pos.pinned(tables::backgammon::Player::Opponent) == 0
        && pos.reserve(tables::backgammon::Player::OnRoll) == 0
        && pos.reserve(tables::backgammon::Player::Opponent) == 0;
    if gnubg {
        let (pid, mid, xgid) = save::ids(game);
        out.push((t("bg-share-position-id"), "position-id", pid.clone()));
        out.push((t("bg-share-match-id"), "match-id", mid.clone()));
        if let Some(x) = xgid {
            out.push((t("bg-share-xgid"), "xgid", x));
        }
        out.push((
            t("bg-share-position-link"),
            "position-link",
            format!("{base}#/{slug}/p={pid}:{mid}"),
        ));
    }
    if let Ok(text) = format_game(game) {
        out.push((
            t("bg-share-game-link"),
            "game-link",
            format!("{base}#/{slug}/g={text}"),
        ));
        if let Some(n) = moment {
            out.push((
                t("bg-share-moment-link"),
                "moment-link",
                format!("{base}#/{slug}/g={text}&n={n}"),
            ));
        }
        out.push((t("bg-share-game-text"), "game-text", text));
    }
    out
}

/// The rows as HTML: a label, the text (read-only, to select) named by
/// it, and a copy button naming the row.
pub fn rows_html(rows: &[(String, &'static str, String)]) -> String {
    let copy = t("bg-copy");
    rows.iter()
        .map(|(label, id, text)| {
            let row = esc(&crate::t!("bg-copy-row", row = label.as_str()));
            let label = esc(label);
            format!(
                r#"<div class="share-row"><span class="share-label" id="share-{id}">{label}</span><input readonly data-share="{id}" aria-labelledby="share-{id}" value="{}"><button data-copy="{id}" aria-label="{row}">{copy}</button></div>"#,
                esc(text)
            )
        })
        .collect()
}

/// The share panel.
#[component]
pub fn Share(slug: &'static str) -> impl IntoView {
    let store = expect_context::<Store>();
    let note = RwSignal::new(String::new());
    let pasted = RwSignal::new(String::new());
    let current = move || {
        let moment = store.ui.with(|u| u.replay);
        store.game.with(|g| rows(g, &base_url(), slug, moment))
    };
    let body = move || rows_html(&current());
    let on_copy = move |ev: leptos::ev::MouseEvent| {
        let Some(id) = copy_target(&ev) else {
            return;
        };
        if let Some((_, _, text)) = current().into_iter().find(|r| r.1 == id) {
            let said = if copy(&text) {
                t("bg-copied")
            } else {
                t("bg-copy-by-hand")
            };
            note.set(said);
        }
    };
    let open = move |_| {
        let text = pasted.get_untracked();
        match open_pasted(slug, &text) {
            Ok(g) => {
                store.replace(g);
                note.set(t("bg-opened"));
            }
            Err(e) => note.set(e),
        }
    };
    // the sessions kept in this browser (replaced or unreadable ones)
    let refresh = RwSignal::new(0u32);
    let open_kept = Callback::new(move |text: String| match save::parse(&text) {
        Some(g) => {
            store.replace(g);
            note.set(t("bg-opened"));
            true
        }
        None => false,
    });
    let show_kept = Callback::new(move |text: String| pasted.set(text));
    view! {
        <details class="share" data-testid="share" on:toggle=move |_| refresh.update(|n| *n += 1)>
            <summary>{tr("bg-share")}</summary>
            <div class="share-rows" on:click=on_copy inner_html=body></div>
            <label class="paste">{tr("bg-paste")}
                <textarea data-testid="paste" rows="2" prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))></textarea>
            </label>
            <button data-action="open-pasted" on:click=open>{tr("bg-open")}</button>
            <p class="note" data-testid="share-note" aria-live="polite">{move || note.get()}</p>
            <crate::kit::kept::list::KeptList scope=save::scope(slug) name=save::kept_name
                open=open_kept show=show_kept refresh=refresh />
        </details>
    }
}

/// The `data-copy` of the button a click came from.
fn copy_target(ev: &leptos::ev::MouseEvent) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let el: web_sys::Element = ev.target()?.dyn_into().ok()?;
        el.get_attribute("data-copy")
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        None
    }
}

/// Reads what was pasted: a link (its part after `#/<slug>/`), gnubg's two
/// IDs, an XGID or a game notation.
///
/// # Errors
/// What could not be read, in words.
pub fn open_pasted(slug: &str, text: &str) -> Result<Game, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(t("bg-paste-first"));
    }
    let rest = match text.split_once("#/") {
        Some((_, after)) => after.split_once('/').map_or("", |(_, r)| r),
        None => text,
    };
    if let Some(g) = rest.strip_prefix("g=") {
        let g = g.split("&n=").next().unwrap_or(g);
        return tables::backgammon::notation::parse_game(g).map_err(|e| e.worded());
    }
    let rest = rest.strip_prefix("p=").unwrap_or(rest);
    if rest.starts_with("XGID=") || rest.contains(':') && !rest.contains(' ') {
        return save::open_position(slug, rest);
    }
    tables::backgammon::notation::parse_game(rest)
        .map_err(|e| crate::t!("bg-paste-unreadable", error = e.worded()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::{Options, Variant};

    #[test]
    fn a_backgammon_game_shares_ids_and_links_that_open_it_again() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let g = Game::new(Variant::Backgammon, Options::money()).unwrap();
        let r = rows(&g, "http://x/", "backgammon", None);
        let ids: Vec<&str> = r.iter().map(|x| x.1).collect();
        assert_eq!(
            ids,
            [
                "position-id",
                "match-id",
                "xgid",
                "position-link",
                "game-link",
                "game-text"
            ]
        );
        for (_, id, text) in &r {
            if *id == "position-id" || *id == "match-id" {
                continue;
            }
            let back = open_pasted("backgammon", text).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(back.variant(), Variant::Backgammon, "{id}");
        }
        let both = format!("{}:{}", r[0].2, r[1].2);
        assert!(open_pasted("backgammon", &both).is_ok());
        assert!(open_pasted("backgammon", "").is_err());
        assert!(open_pasted("backgammon", "hello world")
            .unwrap_err()
            .contains("neither"));
    }

    #[test]
    fn a_plakoto_game_shares_its_notation_only() {
        let g = Game::new(Variant::Plakoto, Options::money()).unwrap();
        let r = rows(&g, "http://x/", "plakoto", None);
        let at = rows(&g, "http://x/", "plakoto", Some(0));
        assert_eq!(at[1].1, "moment-link");
        assert!(at[1].2.ends_with("&n=0"), "{}", at[1].2);
        let ids: Vec<&str> = r.iter().map(|x| x.1).collect();
        assert_eq!(ids, ["game-link", "game-text"]);
        assert_eq!(
            open_pasted("plakoto", &r[0].2).unwrap().variant(),
            Variant::Plakoto
        );
    }
}
