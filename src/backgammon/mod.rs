//! The games of the backgammon family in the browser: backgammon with the
//! cube, money and match play, and every regional rule set of the engine.
//!
//! [`store::Store`] owns the session and the turn being entered; [`model`]
//! turns them into drawable data (tested natively); [`board`], [`panel`]
//! and [`log`] only draw it. Nothing here decides a rule.

pub mod bearoff;
pub mod board;
pub mod drag;
pub mod focus;
pub mod geometry;
pub mod learn;
pub mod lessons;
pub mod log;
pub mod model;
pub mod panel;
pub mod remote;
#[cfg(test)]
mod rules_tests;
pub mod save;
pub mod setup;
pub mod share;
pub mod store;
pub mod texts;
pub mod weights;
pub mod why;

use crate::kit::games::{GameInfo, Play};
use crate::kit::i18n::tr;
use leptos::prelude::*;
use store::{Opponent, Store, Ui};
use tables::backgammon::{bot, Action, Game, Options, Phase, Variant};
use tables::Side;

/// The rule set and options a game of the home screen starts with.
pub fn start_of(info: &GameInfo) -> (Variant, Options) {
    match info.play {
        Play::Tavli => (Variant::Portes, Options::tavli(5)),
        Play::Backgammon(v) => {
            let mut o = Options::money();
            o.cube.in_use = v.rules().cube;
            (v, o)
        }
        Play::Trictrac => (Variant::Backgammon, Options::money()),
    }
}

/// One game of the family: board, panel, log and rules.
#[component]
pub fn BackgammonApp(info: &'static GameInfo, rest: &'static str) -> impl IntoView {
    let p = crate::kit::params::parse(&crate::kit::web::location_search());
    // the session's seed: the address's, else the one kept with the save
    // (a reload throws the same dice), else a new one
    let seed_key = save::seed_key(info.slug);
    let kept_seed = crate::kit::storage::storage_get(&seed_key).and_then(|s| s.parse().ok());
    let seed = p
        .seed
        .or(kept_seed)
        .unwrap_or_else(crate::kit::web::random_seed);
    let (variant, options) = start_of(info);
    let ui = Ui {
        opponent: match p.opponent {
            crate::kit::params::Opponent::HotSeat => Opponent::HotSeat,
            crate::kit::params::Opponent::Bot(s) => Opponent::Bot(s),
        },
        pace: p.bot_pace,
        level: p.level,
        // `auto=off`: no forced play or roll made for the person (tests)
        auto_forced: !crate::kit::web::location_search().contains("auto=off"),
        auto_roll: !crate::kit::web::location_search().contains("auto=off"),
        message: p.problem(),
        ..Ui::default()
    };
    let fresh = || Game::new(variant, options).expect("the home screen's games start");
    // what to open: a shared game or position in the address, else the
    // autosave, else a new session
    let scripted = !p.dice.is_empty();
    let saved = if scripted {
        None
    } else {
        crate::kit::storage::storage_get(&save::key(info.slug))
    };
    let opened = save::open(info.slug, rest, saved.as_deref());
    let mut message = ui.message.clone();
    if let Some(m) = &opened.message {
        message = Some(m.clone());
    }
    if let Some(text) = &opened.keep_aside {
        // the message says it is kept aside; the Share panel lists it
        let _ = crate::kit::storage::keep(
            &save::scope(info.slug),
            crate::kit::kept::Kind::Unreadable,
            text,
        );
    }
    let replay_at = opened.replay_at;
    let game = opened.game.unwrap_or_else(fresh);
    // what the address or the autosave said stays until closed
    let store = Store::new(
        game,
        p.dice.clone(),
        seed,
        Ui {
            notice: message,
            message: None,
            slug: info.slug,
            ..ui
        },
    );
    provide_context(store);
    crate::kit::web::set_title(&info.name());
    if let Some(n) = replay_at {
        crate::kit::replay::Replayable::replay_to(store, n);
    }
    // a play-by-link address, or the game by link in progress
    crate::backgammon::remote::open(store, rest);
    // *Learn* (`#/<slug>/learn…`), for a game with a course
    let course = learn::course_of(info.slug);
    let learn_at = RwSignal::new(course.and_then(|c| learn::at(rest, c)));
    // a link pasted into the address bar of the open page only changes the
    // fragment: reload so that it is opened like any link
    let _hash = window_event_listener(leptos::ev::hashchange, move |_| {
        if let Some(c) = course {
            let hash = crate::kit::web::location_hash();
            let rest = hash
                .trim_start_matches('#')
                .trim_start_matches('/')
                .strip_prefix(info.slug)
                .map_or("", |r| r.trim_start_matches('/'));
            learn_at.set(learn::at(rest, c));
        }
        #[cfg(target_arch = "wasm32")]
        if crate::kit::remote::is_link(&crate::kit::web::location_hash()) {
            if let Some(w) = web_sys::window() {
                let _ = w.location().reload();
            }
        }
    });

    // the bot's trained network for this rule set, fetched once (a
    // failure is said: the bot then plays by its hand-made evaluation)
    let net_for = StoredValue::new(None::<Variant>);
    let net_ready = RwSignal::new(false);
    Effect::new(move |_| {
        let v = store.game.with(|g| g.variant());
        if net_for.get_value() == Some(v) {
            return;
        }
        net_for.set_value(Some(v));
        bearoff::warm(v);
        leptos::task::spawn_local(async move {
            match weights::load(v).await {
                Ok(()) => net_ready.set(
                    tables::backgammon::bot::installed(v).is_some()
                        || weights::file_for(v).is_none(),
                ),
                Err(e) => store.say(crate::t!("bg-net-failed", error = e)),
            }
        });
    });

    // autosave after every action
    let slug = info.slug;
    Effect::new(move |_| {
        if let Some(text) = store.game.with(save::save_text) {
            crate::kit::storage::storage_set(&save::key(slug), &text);
            crate::kit::storage::storage_set(&seed_key, &store.seed().to_string());
        }
    });

    // the opening roll, the bot's actions, forced plays and automatic rolls
    let busy = StoredValue::new(false);
    let bot_seed = StoredValue::new(seed ^ 0x05EE_DB07);
    let learning = move || learn_at.with(Option::is_some);
    Effect::new(move |_| {
        store.game.track();
        store.ui.with(|u| u.opponent);
        // the session waits while a lesson is open
        if busy.get_value() || learning() {
            return;
        }
        busy.set_value(true);
        leptos::task::spawn_local(async move {
            while let Some(ms) =
                next_step(store).filter(|_| !learn_at.with_untracked(Option::is_some))
            {
                gloo_timers::future::TimeoutFuture::new(
                    ms * store.ui.with_untracked(|u| u.pace) / 100,
                )
                .await;
                if !do_step(store, bot_seed).await {
                    break;
                }
            }
            busy.set_value(false);
        });
    });

    // an offer to answer starts with nothing focused: a stray Enter meant
    // for the button just pressed must not take or pass it
    Effect::new(move |_| {
        let offer = store.game.with(|g| {
            matches!(
                g.phase(),
                Phase::CubeOffered(_) | Phase::ResignOffered { .. }
            )
        });
        if offer {
            crate::kit::web::blur_focus();
        }
    });
    crate::kit::web::follow_portrait(
        move || store.ui.with_untracked(|u| u.portrait),
        move |p| store.ui.update(|u| u.portrait = p),
    );
    let view_model = Memo::new(move |_| model::build(&store.shown_position(), &store.look()));
    let on_place = Callback::new(move |place: u8| store.click(place));
    let on_lift = Callback::new(move |place: Option<u8>| store.lift(place));
    // the game being played, when it is not the title's (Tavli's three)
    let name = move || {
        let g = store.game.read();
        crate::kit::games::of_variant(g.variant())
            .filter(|i| i.slug != info.slug)
            .map(|i| i.name())
    };
    let rules_text = move || {
        let variant = store.game.with(|g| g.variant());
        crate::kit::i18n::t(&format!("game-{}-rules", variant.name()))
    };
    let data_game = move || store.game.with(|g| g.variant().name());
    // the keyboard: the same keys as the Grand Trictrac's, `?` for the list,
    // and the focus following the person's roll and play
    focus::follow(store);
    let keys_help = RwSignal::new(false);
    let _keys = crate::kit::keys::listen(
        keys_help,
        move || store.replaying(),
        move |s| {
            use crate::kit::keys::Shortcut;
            if learn_at.with_untracked(Option::is_some) {
                return;
            }
            // the next game, as its button: whoever won, unless a friend's
            // copy is to start it
            if s == Shortcut::NextGame {
                if !store.replaying() && !store.remote_waits() {
                    if let Some(a) = store.game.with_untracked(|g| key_action(g, s)) {
                        store.act(a);
                    }
                }
                return;
            }
            if !store.human_to_act() {
                return;
            }
            match s {
                Shortcut::Roll => store.roll(),
                Shortcut::Confirm => store.confirm(),
                Shortcut::TakeBack => store.undo(),
                Shortcut::Hint => store.hint(),
                Shortcut::PutDown => store.ui.update(|u| u.selected = None),
                Shortcut::Help => {}
                // the cube's, the resignation's and the next game's keys do
                // what the panel's buttons offer now, and nothing otherwise
                cube => {
                    if let Some(a) = store.game.with_untracked(|g| key_action(g, cube)) {
                        store.act(a);
                    } else if cube == Shortcut::Resign && may_resign(store) {
                        crate::kit::keys::focus_soon("details.resign > summary");
                    }
                }
            }
        },
    );
    view! {
        <main class="app bg-app" data-testid="app" data-game=data_game data-bot-ready=move || net_ready.get().then_some("true")>
            <header class="app-header">
                <a class="home-link" href=crate::kit::games::Page::href(None) data-testid="home-link">{tr("bg-all-games")}</a>
                <h1 data-testid="title">{move || info.name()}</h1>
                <p class="variant-name" data-testid="variant">{name}</p>
                {course.map(|_| view! {
                    <a class="learn-link" data-testid="learn-link" href=learn::href(info.slug, None)
                        aria-current=move || learning().then_some("page")>{tr("learn-link")}</a>
                })}
                <button class="keys-button" data-testid="keys" aria-haspopup="dialog" aria-keyshortcuts="?"
                    aria-expanded=move || keys_help.get().to_string()
                    on:click=move |_| keys_help.update(|o| *o = !*o)>{tr("bg-keys")}</button>
                <crate::kit::lang_menu::LangMenu />
            </header>
            {course.map(|c| view! {
                <Show when=learning>
                    <learn::list::Learn slug=info.slug game_name=Signal::derive(move || info.name()) course=c
                        at=Signal::derive(move || learn_at.get().unwrap_or(learn::At::List))
                        portrait=Signal::derive(move || store.ui.with(|u| u.portrait)) />
                </Show>
            })}
            <div class="layout" hidden=learning>
                <div class="board-wrap" data-testid="board" class:portrait=move || store.ui.with(|u| u.portrait)>
                    <board::Board view=view_model on_place=on_place on_lift=on_lift />
                </div>
                <aside class="side">
                    <panel::Panel />
                    <log::Log />
                    <setup::Setup />
                    <share::Share slug=info.slug />
                    <details class="rules" data-testid="rules">
                        <summary>{tr("bg-rules")}</summary>
                        // Tavli: the match first, then the rules of the game in play
                        {(info.play == Play::Tavli).then(|| view! {
                            <p data-testid="rules-match">{tr("game-tavli-rules")}</p>
                        })}
                        <p>{rules_text}</p>
                    </details>
                </aside>
            </div>
            <crate::kit::keys::KeysHelp open=keys_help cube=true />
        </main>
    }
}

/// The action a cube, resignation or next-game key asks for in `g`, when
/// the panel offers it now (the same conditions as its buttons).
fn key_action(g: &tables::backgammon::Game, key: crate::kit::keys::Shortcut) -> Option<Action> {
    use crate::kit::keys::Shortcut;
    match (key, g.phase()) {
        (Shortcut::Double, Phase::BeforeRoll) if g.may_double().is_ok() => Some(Action::Double),
        (Shortcut::Accept, Phase::CubeOffered(_)) => Some(Action::Take),
        (Shortcut::Pass, Phase::CubeOffered(_)) => Some(Action::Pass),
        (Shortcut::Accept, Phase::ResignOffered { .. }) => Some(Action::AcceptResign),
        (Shortcut::Pass, Phase::ResignOffered { .. }) => Some(Action::RejectResign),
        (Shortcut::NextGame, Phase::GameOver) => Some(Action::NextGame),
        _ => None,
    }
}

/// Whether the person may resign now (the panel shows its choices).
fn may_resign(store: Store) -> bool {
    store
        .game
        .with_untracked(|g| matches!(g.phase(), Phase::BeforeRoll | Phase::Move))
}

/// Milliseconds until the next automatic step, if one is due: the opening
/// roll, a roll with no cube action possible (when asked), a forced play,
/// or the bot's action.
fn next_step(store: Store) -> Option<u32> {
    // by link, nothing is played for the friend, nor before his link
    if store.replaying() || store.remote_waits() {
        return None;
    }
    let (phase, to_act, on_roll, may_double, plays) = store.game.with_untracked(|g| {
        (
            g.phase(),
            g.to_act(),
            g.on_roll(),
            g.may_double().is_ok(),
            g.legal_plays().len(),
        )
    });
    let (opp, auto_roll, auto_forced) = store
        .ui
        .with_untracked(|u| (u.opponent, u.auto_roll, u.auto_forced));
    let bot = |s: Side| opp.bot_plays(s);
    match phase {
        Phase::Opening => Some(500),
        Phase::BeforeRoll if bot(on_roll) => Some(400),
        Phase::BeforeRoll if auto_roll && !may_double => Some(250),
        Phase::Move if bot(on_roll) => Some(700),
        Phase::Move if auto_forced && plays == 1 => Some(600),
        Phase::GameOver if opp == Opponent::BotVsBot => Some(1500),
        _ => match to_act {
            Some(s) if bot(s) => Some(600),
            _ => None,
        },
    }
}

/// Makes the step [`next_step`] announced; `false` when there was none. The
/// strong level's search is made a candidate a task ([`bot::Ranking`]), so
/// the page never waits for all of it at once.
async fn do_step(store: Store, seed: StoredValue<u64>) -> bool {
    let level = store.ui.with_untracked(|u| u.level);
    let (phase, on_roll, to_act) = store
        .game
        .with_untracked(|g| (g.phase(), g.on_roll(), g.to_act()));
    let opp = store.ui.with_untracked(|u| u.opponent);
    let bot_acts = to_act.is_some_and(|s| opp.bot_plays(s));
    match phase {
        Phase::Opening => {
            store.roll();
            true
        }
        Phase::BeforeRoll if !bot_acts => {
            store.roll();
            true
        }
        Phase::Move if !opp.bot_plays(on_roll) => {
            let play = store
                .game
                .with_untracked(|g| g.legal_plays().first().copied());
            match play {
                Some(p) if store.game.with_untracked(|g| g.legal_plays().len()) == 1 => {
                    store.play_position(*p.after(), p.moves());
                    true
                }
                _ => false,
            }
        }
        Phase::GameOver if opp == Opponent::BotVsBot => {
            store.act(tables::backgammon::Action::NextGame)
        }
        _ if bot_acts => {
            let s = seed.get_value();
            seed.set_value(tables::dice::Rng::nth(s, 1));
            let action = if phase == Phase::Move && level == bot::Level::Strong {
                match strong_play(store).await {
                    Some(play) => Some(play),
                    // the game changed meanwhile: the loop goes on with
                    // what it is now
                    None => return true,
                }
            } else {
                store.game.with_untracked(|g| bot::next_action(g, level, s))
            };
            match action {
                Some(tables::backgammon::Action::Play(after)) => {
                    let moves = store.game.with_untracked(|g| {
                        g.legal_plays()
                            .iter()
                            .find(|p| *p.after() == after)
                            .map(|p| p.moves().to_vec())
                            .unwrap_or_default()
                    });
                    store.play_position(after, &moves);
                    true
                }
                Some(a) => store.act(a),
                None => {
                    // the bot rolls with the store's dice
                    store.roll();
                    true
                }
            }
        }
        _ => false,
    }
}

/// The strong level's play, its search a candidate a task; `None` if the
/// game changed meanwhile (a new game, a replay).
async fn strong_play(store: Store) -> Option<tables::backgammon::Action> {
    let now = move || {
        store
            .game
            .with_untracked(|g| (g.events().len(), *g.position(), g.phase()))
    };
    let before = now();
    let mut ranking = store
        .game
        .with_untracked(|g| bot::Ranking::of_game(g, bot::Level::Strong));
    while !ranking.step() {
        gloo_timers::future::TimeoutFuture::new(0).await;
        if now() != before || store.replaying() {
            return None;
        }
    }
    let best = ranking.ranked().first().map_or(0, |r| r.0);
    store.game.with_untracked(|g| {
        g.legal_plays()
            .get(best)
            .map(|p| tables::backgammon::Action::Play(*p.after()))
    })
}
