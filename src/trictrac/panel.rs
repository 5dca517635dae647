//! The side panel: whose turn, dice and the cup, turn controls, tenir or
//! s'en aller, score summary and options.

use crate::kit::dice_view::Die;
use crate::kit::i18n::{t, tr};
use crate::kit::notice::Notice;
use crate::trictrac::store::{Opponent, Store};
use crate::trictrac::texts::{self, side_name};
use leptos::prelude::*;
use tables::trictrac::{Choice, Phase, Side};

pub(crate) fn reduced_motion() -> bool {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::window()
            .and_then(|w| {
                w.match_media("(prefers-reduced-motion: reduce)")
                    .ok()
                    .flatten()
            })
            .map(|m| m.matches())
            .unwrap_or(false)
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        true
    }
}

/// The replay bar's hold on the Grand Trictrac's store.
fn replay_control(store: Store) -> crate::kit::replay::Control {
    let shown = expect_context::<Memo<Option<tables::trictrac::Game>>>();
    let detail = Signal::derive(move || {
        shown
            .get()
            .and_then(|g| g.current_roll())
            .map(|r| format!(" — {}", texts::roll(r)))
            .unwrap_or_default()
    });
    crate::kit::replay::Control::of(store, detail)
}

/// Status, dice and actions.
#[component]
pub fn Panel() -> impl IntoView {
    let store = expect_context::<Store>();
    let focus_after = use_context::<crate::trictrac::keys::FocusAfter>();
    let phase = move || store.game.with(|g| g.phase());
    let to_play = move || store.game.with(|g| g.to_play());
    let human = move || {
        store.game.track();
        store.ui.track();
        store.human_to_play()
    };
    let status = move || {
        let s = side_name(to_play());
        if let Some(m) = store.ui.with(|u| u.marking) {
            let who = match m {
                crate::trictrac::store::Marking::OwnRoll(_) => to_play(),
                crate::trictrac::store::Marking::Opponent(_) => to_play().opponent(),
            };
            return tk!(key("tt-status-mark"), side = side_name(who));
        }
        // the bot's turn reads as the bot's: no instruction to the person
        let bots_turn = !human() && !matches!(phase(), Phase::Primacy | Phase::Over);
        if bots_turn && matches!(store.ui.with(|u| u.opponent), Opponent::Remote(_)) {
            // a friend playing by link
            return tk!(key("tt-status-waiting-link"), side = s);
        }
        if bots_turn {
            return match phase() {
                Phase::Roll => tk!(key("tt-status-bot-rolling"), side = s),
                _ => tk!(key("tt-status-bot-thinking"), side = s),
            };
        }
        match phase() {
            Phase::Primacy => t("tt-status-primacy"),
            Phase::Roll => tk!(key("tt-status-roll"), side = s),
            Phase::Choose => tk!(key("tt-status-choose"), side = s),
            Phase::Move => tk!(key("tt-status-move"), side = s),
            Phase::Over => {
                let w = store.game.with(|g| g.winner()).unwrap_or(Side::White);
                tk!(key("tt-status-over"), side = side_name(w))
            }
        }
    };
    let dice = move || {
        // in school mode the roll waits for its count before the game takes it
        let marked_roll = store.ui.with(|u| match u.marking {
            Some(crate::trictrac::store::Marking::OwnRoll(r)) => Some(r),
            _ => None,
        });
        let (tumbling, roll) = (
            store.ui.with(|u| u.tumbling),
            marked_roll.or_else(|| store.game.with(|g| g.current_roll())),
        );
        match (tumbling, roll) {
            (Some((a, b)), _) => {
                view! { <Die value=a tumbling=true /> <Die value=b tumbling=true /> }.into_any()
            }
            (None, Some(r)) => view! { <Die value=r.high() /> <Die value=r.low() /> }.into_any(),
            _ => ().into_any(),
        }
    };
    let can_roll = move || {
        phase() == Phase::Roll
            && human()
            && store
                .ui
                .with(|u| u.tumbling.is_none() && u.marking.is_none())
    };
    let ready = move || {
        store.game.track();
        store.ui.track();
        human() && phase() == Phase::Move && store.ready_turn().is_some()
    };
    // Why a button is disabled, said on hover / to assistive technology.
    let roll_why = move || {
        if can_roll() {
            return String::new();
        }
        if store.ui.with(|u| u.marking.is_some()) {
            return t("tt-roll-why-mark-first");
        }
        match phase() {
            Phase::Roll => t("tt-roll-why-bot-rolling"),
            Phase::Move => t("tt-roll-why-play-first"),
            Phase::Choose => t("tt-roll-why-choose-first"),
            Phase::Over => t("tt-roll-why-over"),
            Phase::Primacy => String::new(),
        }
    };
    let confirm_why = move || {
        if ready() {
            return String::new();
        }
        if phase() != Phase::Move || !human() {
            return t("tt-confirm-why-nothing");
        }
        t("tt-confirm-why-every-move")
    };
    // only the person's own entered moves can be taken back
    let has_partial = move || {
        store.game.track();
        store.ui.track();
        store.can_undo()
    };
    let must_pass = move || {
        store.game.with(|g| {
            g.phase() == Phase::Move && g.legal_turns().len() == 1 && g.legal_turns()[0].is_empty()
        })
    };
    let choose_open = move || phase() == Phase::Choose && human();
    // the holes the roller has just won on his own roll (1, or 2 en bredouille)
    let holes_on_own_roll = move || {
        store.game.with(|g| {
            let roller = g.to_play();
            g.events()
                .iter()
                .rev()
                .take_while(|e| !matches!(e, tables::trictrac::Event::Rolled { .. }))
                .map(|e| match e {
                    tables::trictrac::Event::Scored { side, marked, .. } if *side == roller => {
                        marked.holes
                    }
                    _ => 0,
                })
                .sum::<u8>()
                .max(1)
        })
    };
    let score = move || {
        let sb = store.game.with(|g| *g.scoreboard());
        Side::ALL
            .into_iter()
            .map(|s| {
                // the bredouille mark, with its meaning on hover and for screen readers
                let bred = (sb.bredouille[s] && sb.points[s] > 0).then(|| {
                    let what = t("tt-bredouille-mark");
                    view! { " " <span class="bredouille-mark" data-testid="bredouille-mark" title=what.clone() aria-label=what role="img">"●"</span> }
                });
                view! {
                    <tr data-score=s.name()>
                        <th>{side_name(s)}</th>
                        <td data-points=sb.points[s]>{sb.points[s]}{bred}</td>
                        <td data-holes=sb.holes[s]>{sb.holes[s]}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    let message = move || store.ui.with(|u| u.message.clone());
    view! {
        <section class="panel" data-testid="panel">
            <Notice text=Signal::derive(move || store.ui.with(|u| u.notice.clone()))
                close=Callback::new(move |()| store.ui.update(|u| u.notice = None)) />
            <p class="status" data-testid="status" aria-live="polite">{status}</p>
            <div class="dice-row" data-testid="dice">{dice}</div>
            <div class="actions">
                <button class="roll" data-testid="roll" disabled=move || !can_roll() title=roll_why
                    aria-keyshortcuts="R"
                    on:click=move |_| {
                        if let Some(f) = focus_after { f.after_roll.set_value(true); }
                        store.roll(!reduced_motion());
                    }>
                    {tr("tt-roll-the-dice")}
                </button>
                <button data-testid="confirm" disabled=move || !ready() title=confirm_why aria-keyshortcuts="C"
                    on:click=move |_| {
                        if let Some(f) = focus_after { f.after_turn.set_value(true); }
                        store.confirm();
                    }>
                    {move || if must_pass() { t("tt-pass") } else { t("tt-confirm-move") }}
                </button>
                <button data-testid="undo" aria-keyshortcuts="T" disabled=move || !has_partial() on:click=move |_| store.undo()>
                    {tr("tt-take-back")}
                </button>
                <button data-testid="hint" aria-keyshortcuts="H" disabled=move || !(human() && phase() == Phase::Move && store.ui.with(|u| u.replay.is_none()))
                    on:click=move |_| {
                        store.ui.update(|u| {
                            u.message = Some(t("tt-thinking"));
                            u.message_rule = None;
                        });
                        leptos::task::spawn_local(async move {
                            // let the page paint "thinking" before the search runs
                            gloo_timers::future::TimeoutFuture::new(0).await;
                            store.show_hint();
                            store.ui.update(|u| {
                                u.message = None;
                                u.message_rule = None;
                            });
                        });
                    }>
                    {tr("tt-hint-button")}
                </button>
            </div>
            <Show when=move || store.ui.with(|u| u.marking.is_some())>
                <super::mark::MarkBox />
            </Show>
            <Show when=move || store.ui.with(|u| u.school)>
                <p class="ecoles" data-testid="ecoles">{move || {
                    let (counts, let_pass) = store.game.with(|g| {
                        let mut c = tables::trictrac::BySide::new((0u32, 0u32), (0u32, 0u32));
                        let mut passed = 0u32;
                        for e in g.events() {
                            match e {
                                tables::trictrac::Event::Ecole { side, points, claimed: true, .. } => {
                                    c[*side].0 += 1;
                                    c[*side].1 += u32::from(*points);
                                }
                                tables::trictrac::Event::Ecole { claimed: false, .. } => passed += 1,
                                _ => {}
                            }
                        }
                        (c, passed)
                    });
                    let (w, b) = (counts[Side::White], counts[Side::Black]);
                    if let_pass > 0 {
                        tk!(key("tt-ecoles-let-pass"), white = w.0, white_points = w.1, black = b.0, black_points = b.1, passed = let_pass)
                    } else {
                        tk!(key("tt-ecoles"), white = w.0, white_points = w.1, black = b.0, black_points = b.1)
                    }
                }}</p>
            </Show>
            <Show when=choose_open>
                <div class="choice" role="dialog" aria-labelledby="choice-title" data-testid="choice">
                    <p id="choice-title">{move || texts::holes_won(holes_on_own_roll())}</p>
                    <button data-testid="tenir" on:click=move |_| store.choose(Choice::Tenir)>
                        {tr("tt-choice-tenir")}
                    </button>
                    <button data-testid="s-en-aller" on:click=move |_| store.choose(Choice::SenAller)>
                        {tr("tt-choice-s-en-aller")}
                    </button>
                </div>
            </Show>
            <Show when=move || phase() == Phase::Over>
                <div class="over" data-testid="over">
                    <p>{move || {
                        let (w, halves) = store.game.with(|g| {
                            let w = g.winner().unwrap_or(Side::White);
                            (w, g.scoreboard().stake_halves(g.options().stake).unwrap_or(2))
                        });
                        tk!(key("tt-log-partie-over"), side = side_name(w), stake = crate::trictrac::log::stake(halves))
                    }}</p>
                    <button data-testid="play-again" on:click=move |_| store.new_partie()>
                        {tr("tt-new-partie")}
                    </button>
                </div>
            </Show>
            <p class="hint" data-testid="hint-text" role="status">{move || {
                let side = to_play();
                store.ui.with(|u| u.hint).map(|(turn, v)| {
                    let moves: Vec<String> = turn
                        .steps()
                        .iter()
                        .map(|s| {
                            // in the board's numbering (the viewer's)
                            let viewer = store.viewer();
                            let shown = |p: u8| tables::trictrac::Board::absolute(viewer, tables::trictrac::Board::absolute(side, p));
                            if s.to > 24 {
                                tk!(key("tt-log-move-off"), from = shown(s.from))
                            } else {
                                format!("{}→{}", shown(s.from), shown(s.to))
                            }
                        })
                        .collect();
                    let moves = if moves.is_empty() { t("tt-hint-nothing") } else { moves.join(", ") };
                    tk!(key("tt-hint"),
                        moves = moves,
                        side = side_name(side),
                        value = crate::kit::svg::fmt1(f64::from(v), true),
                        expectation = texts::expectation(v)
                    )
                })
            }}</p>
            <p class="message" data-testid="message" role="status">
                {message}
                {move || store.ui.with(|u| u.message.as_ref().and(u.message_rule)).map(|id| view! {
                    " "
                    <a class="rule-link" data-testid="message-rule" href=format!("#{id}")>{t("tt-log-rule")}</a>
                })}
            </p>
            <crate::kit::replay::Replay control=replay_control(store) />
            <table class="score" data-testid="score">
                <thead><tr><th scope="col"><span class="visually-hidden">{tr("tt-side")}</span></th><th>{tr("tt-points")}</th><th>{tr("tt-holes")}</th></tr></thead>
                <tbody>{score}</tbody>
            </table>
            {crate::trictrac::remote::panel(store)}
            <super::options::Options />
            <super::share::Share />
        </section>
    }
}
