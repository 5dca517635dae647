//! The Grand Trictrac's screen: its store, what the address or the autosave
//! opens, the bot's pace, and the layout of its board, panel, log, guide,
//! lessons and rule reference (the modules below).

use crate::kit::i18n;
use crate::kit::i18n::tr;

use crate::kit::kept::Kind;
use crate::kit::keys::KeysHelp;
use crate::kit::storage::{keep, storage_get, storage_set};
use crate::kit::web::{
    clear_hash, engine_version_label, location_hash, location_search, random_seed,
    set_document_lang,
};
use crate::trictrac::board::Board;
use crate::trictrac::guide::view::Guide;
use crate::trictrac::lessons::view::Lessons;
use crate::trictrac::log::view::Log;
use crate::trictrac::panel::Panel;
use crate::trictrac::reference::view::Reference;
use leptos::prelude::*;
use store::Store;

/// A message with named arguments, its key written `key("…")` (the marker
/// `tests/catalogues.rs` finds keys by, wherever rustfmt breaks the call):
/// `tk!(key("tt-log-rolled"), side = name, roll = text)`.
macro_rules! tk {
    (key($key:literal), $($name:ident = $value:expr),+ $(,)?) => {
        $crate::kit::i18n::t_args(
            $key,
            &[$((stringify!($name), $crate::kit::i18n::Arg::from($value))),+],
        )
    };
}

pub mod board;
pub mod guide;
pub mod keys;
pub mod lessons;
pub mod log;
pub mod mark;
pub mod options;
pub mod panel;
pub mod params;
pub mod persist;
pub mod play;
pub mod reference;
pub mod remote;
pub mod render;
pub mod share;
pub mod store;
pub mod texts;
pub mod why;

/// The Grand Trictrac: its board, panel, log, guide, lessons and rules.
#[component]
pub fn TrictracApp() -> impl IntoView {
    let mut p = crate::kit::params::parse(&location_search());
    let t = params::read(&mut p);
    // the dice's seed: the address's, else the one kept with the autosave (a
    // reload throws the same dice), else a new one
    let kept_seed = storage_get(persist::SEED_KEY).and_then(|s| s.parse().ok());
    let seed = p.seed.or(kept_seed).unwrap_or_else(random_seed);
    let ui = store::Ui {
        opponent: p.opponent.into(),
        notice: p.problem(),
        bot_pace: p.bot_pace,
        school: t.school,
        forgetful: t.forgetful,
        bot_level: p.level,
        options: tables::trictrac::Options {
            ecoles: t.school,
            ..tables::trictrac::Options::default()
        },
        ..store::Ui::default()
    };
    let score = (t.points.is_some() || t.holes.is_some()).then(|| {
        let mut s = tables::trictrac::Scoreboard::default();
        let (pw, pb) = t.points.unwrap_or((0, 0));
        let (hw, hb) = t.holes.unwrap_or((0, 0));
        s.points = tables::trictrac::BySide::new(pw, pb);
        s.bredouille = tables::trictrac::BySide::new(pw > 0 && pb == 0, pb > 0 && pw == 0);
        s.holes = tables::trictrac::BySide::new(hw, hb);
        if hw > 0 && hb > 0 {
            s.pavillon = tables::trictrac::Pavillon::Aside;
        }
        s
    });
    let store = Store::new(p.dice.clone(), seed, ui, score);
    provide_context(store);
    crate::kit::web::set_title("Grand Trictrac");

    // What to open: a shared position or game in the address, else the
    // autosaved game (unless the query scripts a new partie for a test).
    let scripted = !p.dice.is_empty() || t.points.is_some() || t.holes.is_some();
    let hash = location_hash();
    // only `#p=` / `#g=` open something; `#rule-…` and `#lesson-…` open panels
    let shared = persist::is_shared(&hash);
    let saved = storage_get(persist::SAVE_KEY);
    // a first visit (nothing saved, nothing asked in the address) shows the
    // "Start here" banner
    let first_visit = saved.is_none() && !shared && location_search().is_empty();
    if !scripted || shared {
        let opening = persist::open(&hash, if shared { None } else { saved.as_deref() });
        let mut message = opening.message.clone();
        if let Some(text) = opening.keep_aside.as_deref() {
            // the message says it is kept aside; the Share panel lists it
            let _ = keep(persist::KEPT_SCOPE, Kind::Unreadable, text);
        }
        if let Some(game) = opening.game {
            // a shared game replaces the one in progress: keep that one aside
            if shared {
                if let Some(old) = saved.as_deref() {
                    let kind = match persist::kept_name(old) {
                        Some(_) => Kind::Game,
                        None => Kind::Unreadable,
                    };
                    if keep(persist::KEPT_SCOPE, kind, old).is_some() {
                        let name = persist::kept_name(old).unwrap_or_else(|| {
                            crate::kit::kept::unreadable_name(old.chars().count())
                        });
                        // the opening's message, then where the game in
                        // progress is kept (kit::kept words it, after "… is")
                        let kept = tk!(
                            key("tt-game-in-progress-kept"),
                            note = crate::kit::kept::kept_note(&name)
                        );
                        message = message.map(|m| format!("{m} {kept}"));
                    }
                }
            }
            store.game.set(game);
            if opening.replay_at.is_some() {
                store.ui.update(|u| u.replay = opening.replay_at);
            }
        }
        if message.is_some() {
            // a notice stays until the person closes it
            store.ui.update(|u| u.notice = message);
        }
        if shared {
            clear_hash();
        }
    }
    // a play-by-link address, or the game by link in progress
    crate::trictrac::remote::open(store, &hash);
    // A link pasted into the address bar of the open app only changes the
    // fragment: reload so that it is opened like any shared link.
    let _hash = window_event_listener(leptos::ev::hashchange, move |_| {
        #[cfg(target_arch = "wasm32")]
        {
            let hash = location_hash();
            if persist::is_shared(&hash) || crate::kit::remote::is_link(&hash) {
                if let Some(w) = web_sys::window() {
                    let _ = w.location().reload();
                }
            }
        }
    });
    // Autosave after every action.
    Effect::new(move |_| {
        if let Some(text) = store.game.with(persist::save_text) {
            storage_set(persist::SAVE_KEY, &text);
            storage_set(persist::SEED_KEY, &store.seed().to_string());
        }
    });

    // Replaying: the game as it was after some of its actions.
    let shown = Memo::new_with_compare(
        move |_| {
            let n = store.ui.with(|u| u.replay)?;
            store.game.track();
            store.game_at(n)
        },
        // a replayed moment is identified by the number of its actions
        |a: Option<&Option<tables::trictrac::Game>>, b: Option<&Option<tables::trictrac::Game>>| {
            let n = |g: Option<&Option<tables::trictrac::Game>>| {
                g.map(|g| g.as_ref().map(|g| g.actions().len()))
            };
            n(a) != n(b)
        },
    );
    provide_context(shown);
    // The legal sequences change with the game only, not with hovering the log.
    let sequences = Memo::new(move |_| {
        store.game.track();
        store.sequences()
    });
    let view_model = Memo::new(move |_| {
        store.game.track();
        store.ui.track();
        match shown.get() {
            Some(past) => store.past_view(&past),
            None => sequences.with(|seqs| store.board_view(seqs)),
        }
    });
    let on_field = Callback::new(move |abs: u8| store.click_field(abs));

    // The bot plays its side step by step at a readable pace.
    let busy = StoredValue::new(false);
    Effect::new(move |_| {
        store.game.track();
        let remote = matches!(store.ui.with(|u| u.opponent), store::Opponent::Remote(_));
        if busy.get_value() || store.human_to_play() || remote {
            return;
        }
        busy.set_value(true);
        leptos::task::spawn_local(async move {
            gloo_timers::future::TimeoutFuture::new(store.pace(400)).await;
            loop {
                if store.bot_must_think() {
                    store.bot_think().await;
                }
                let Some(ms) = store.bot_step() else { break };
                gloo_timers::future::TimeoutFuture::new(ms).await;
            }
            busy.set_value(false);
        });
    });

    // the keyboard: the shortcuts, the arrows on the board, `?` for the keys
    let keys_help = RwSignal::new(false);
    keys::wire(store, keys_help);
    // A narrow screen held upright gets the board drawn upright.
    crate::kit::web::follow_portrait(
        move || store.ui.with_untracked(|u| u.portrait),
        move |p| store.ui.update(|u| u.portrait = p),
    );
    // The page's language follows the interface (screen readers pick the voice).
    Effect::new(move |_| {
        set_document_lang(i18n::lang().code());
    });
    view! {
        <main class="app" data-testid="app" data-game="trictrac">
            <header class="app-header">
                <a class="home-link" href="#/" data-testid="home-link">{tr("tt-all-games")}</a>
                <h1 data-testid="title">"Grand Trictrac"</h1>
                <p class="engine-version">
                    {tr("tt-rules-engine")}
                    <span data-testid="engine-version">{engine_version_label()}</span>
                </p>
                <button class="keys-button" data-testid="keys" aria-haspopup="dialog" aria-keyshortcuts="?"
                    aria-expanded=move || keys_help.get().to_string()
                    on:click=move |_| keys_help.update(|o| *o = !*o)>{tr("tt-keys")}</button>
                <Guide first_visit=first_visit />
                <Reference />
                <Lessons />
            </header>
            <div class="layout">
                <div class="board-wrap" data-testid="board" class:portrait=move || store.ui.with(|u| u.portrait)>
                    <Board view=view_model on_field=on_field />
                </div>
                <aside class="side">
                    <Panel />
                    <Log />
                </aside>
            </div>
            <KeysHelp open=keys_help />
        </main>
    }
}
