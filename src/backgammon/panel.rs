//! The side panel of a backgammon-family game: whose turn and what to do,
//! the buttons of the turn (roll, double, take, pass, beaver, raccoon,
//! confirm, take back, the doublet to name, resign, next game) and the
//! score. A cube answer is never given by a stray Enter: its buttons take
//! no focus by default and need a click or a deliberate key on them.

use super::store::Store;
use super::texts::{event_line, side_name};
use crate::kit::i18n::{t, tr};
use leptos::prelude::*;
use tables::backgammon::{Action, CubeAction, Event, GameResult, MatchLength, Phase};

/// The status line: whose turn and what he should do.
pub fn status(store: &Store) -> String {
    if store.ui.with(|u| u.replay.is_some()) {
        return t("bg-status-replay");
    }
    let human = store.human_to_act();
    let g = store.game.read();
    let who = side_name;
    let friend = store.ui.with(|u| match u.opponent {
        super::store::Opponent::Remote(me) => Some(me.opponent()),
        _ => None,
    });
    let waiting = !human
        && g.to_act().is_some()
        && !matches!(
            g.phase(),
            Phase::Opening | Phase::GameOver | Phase::MatchOver
        );
    if friend.is_some() && g.phase() == Phase::Opening && store.remote_waits() {
        return t("bg-status-opening-friend");
    }
    if let (Some(f), true) = (friend, waiting) {
        // a friend playing by link
        return crate::t!("bg-status-friend-to-play", side = who(f));
    }
    match g.phase() {
        Phase::Opening => t("bg-status-opening"),
        Phase::BeforeRoll if human => {
            if g.may_double().is_ok() {
                crate::t!("bg-status-roll-or-double", side = who(g.on_roll()))
            } else {
                crate::t!("bg-status-roll", side = who(g.on_roll()))
            }
        }
        Phase::Move if human => {
            if store.complete().is_some() {
                crate::t!("bg-status-confirm", side = who(g.on_roll()))
            } else {
                crate::t!("bg-status-pick", side = who(g.on_roll()))
            }
        }
        Phase::ChooseDouble if human => {
            crate::t!("bg-status-choose-double", side = who(g.on_roll()))
        }
        Phase::CubeOffered(offer) if human => crate::t!(
            "bg-status-answer-cube",
            side = who(offer.responder()),
            action = match offer.kind {
                CubeAction::Double => "double",
                CubeAction::Beaver => "beaver",
                CubeAction::Raccoon => "raccoon",
            },
            value = offer.value
        ),
        Phase::ResignOffered { by, .. } if human => {
            crate::t!("bg-status-answer-resign", side = who(by.opponent()))
        }
        // who won what, as the log's last line of the game says it
        Phase::GameOver => match g.events().iter().rev().find_map(|e| match e {
            Event::GameWon(_) | Event::GameDrawn(_) => event_line(e, g.rules()),
            _ => None,
        }) {
            Some(line) => crate::t!("bg-status-game-won", result = line.text),
            None => t("bg-status-game-over"),
        },
        Phase::MatchOver => match g.match_winner() {
            Some(w) => crate::t!("bg-status-match-won", side = who(w)),
            None => t("bg-status-match-over"),
        },
        _ => match g.to_act() {
            Some(s) => crate::t!("bg-status-thinking", side = who(s)),
            None => String::new(),
        },
    }
}

/// The score line: money or the match, its length, Crawford.
pub fn score_line(store: &Store) -> String {
    let g = store.game.read();
    let s = g.score();
    match g.options().length {
        MatchLength::Money => crate::t!("bg-score-money", white = s.white, black = s.black),
        MatchLength::Points(n) if g.is_crawford_game() => crate::t!(
            "bg-score-match-crawford",
            length = n,
            white = s.white,
            black = s.black
        ),
        MatchLength::Points(n) => crate::t!(
            "bg-score-match",
            length = n,
            white = s.white,
            black = s.black
        ),
    }
}

/// One button of the turn: its label, its `data-action`, what it does.
fn button(
    store: Store,
    label: impl Fn() -> String + Send + Sync + 'static,
    id: &'static str,
    primary: bool,
    on: Action,
) -> AnyView {
    view! {
        <button class=if primary { "primary" } else { "" } data-action=id
            on:click=move |_| { store.act(on); }>{label}</button>
    }
    .into_any()
}

/// The buttons of the turn, for what the game waits for.
#[component]
pub fn Actions() -> impl IntoView {
    let store = expect_context::<Store>();
    let buttons = move || {
        store.entry.track();
        let human = store.human_to_act();
        let (phase, may_double, may_beaver, may_raccoon) = store.game.with(|g| {
            (
                g.phase(),
                g.may_double().is_ok(),
                g.may_beaver().is_ok(),
                g.may_raccoon().is_ok(),
            )
        });
        let b = |label, id, primary, on| button(store, label, id, primary, on);
        let mut out: Vec<AnyView> = Vec::new();
        match phase {
            Phase::BeforeRoll if human => {
                out.push(view! {
                    <button class="primary" data-action="roll" on:click=move |_| store.roll()>{tr("bg-roll")}</button>
                }.into_any());
                if may_double {
                    out.push(b(tr("bg-double"), "double", false, Action::Double));
                }
            }
            Phase::CubeOffered(_) if human => {
                out.push(b(tr("bg-take"), "take", false, Action::Take));
                out.push(b(tr("bg-pass"), "pass", false, Action::Pass));
                if may_beaver {
                    out.push(b(tr("bg-beaver"), "beaver", false, Action::Beaver));
                }
                if may_raccoon {
                    out.push(b(tr("bg-raccoon"), "raccoon", false, Action::Raccoon));
                }
            }
            Phase::Move if human => {
                let done = store.complete().is_some();
                let undo = store.can_undo();
                out.push(view! {
                    <button class="primary" data-action="confirm" disabled=!done on:click=move |_| store.confirm()>{tr("bg-confirm")}</button>
                    <button data-action="undo" disabled=!undo on:click=move |_| store.undo()>{tr("bg-take-back")}</button>
                    <button data-action="hint" on:click=move |_| store.hint()>{tr("bg-hint-button")}</button>
                }.into_any());
            }
            Phase::ChooseDouble if human => {
                for n in 1..=6u8 {
                    out.push(view! {
                        <button class="doublet" data-action=format!("choose-{n}")
                            on:click=move |_| { store.act(Action::ChooseDouble(n)); }>{format!("{n}-{n}")}</button>
                    }.into_any());
                }
            }
            Phase::ResignOffered { .. } if human => {
                out.push(b(
                    tr("bg-accept"),
                    "accept-resign",
                    false,
                    Action::AcceptResign,
                ));
                out.push(b(
                    tr("bg-refuse"),
                    "reject-resign",
                    false,
                    Action::RejectResign,
                ));
            }
            // by link, the next game is White's copy's to start
            Phase::GameOver if !store.remote_waits() => {
                out.push(b(tr("bg-next-game"), "next-game", true, Action::NextGame))
            }
            _ => {}
        }
        if human && matches!(phase, Phase::BeforeRoll | Phase::Move) {
            out.push(view! {
                <details class="resign">
                    <summary>{tr("bg-resign")}</summary>
                    {[
                        (GameResult::Single, "resign-single", tr("bg-resign-single")),
                        (GameResult::Gammon, "resign-gammon", tr("bg-resign-gammon")),
                        (GameResult::Backgammon, "resign-backgammon", tr("bg-resign-backgammon")),
                    ].into_iter().map(|(r, id, l)| b(l, id, false, Action::Resign(r))).collect_view()}
                </details>
            }.into_any());
        }
        out
    };
    view! { <div class="actions" role="group">{buttons}</div> }
}

/// After a game a person played: the review of his plays, asked for, then
/// its words.
#[component]
fn Review() -> impl IntoView {
    let store = expect_context::<Store>();
    let over = move || {
        store
            .game
            .with(|g| matches!(g.phase(), Phase::GameOver | Phase::MatchOver))
            && store.ui.with(|u| u.replay.is_none())
            && store.ui.with(|u| u.opponent) != super::store::Opponent::BotVsBot
    };
    let text = move || {
        let at = store.game.with(|g| g.actions().len());
        store
            .ui
            .with(|u| u.review.as_ref().filter(|r| r.0 == at).map(|r| r.1.clone()))
    };
    view! {
        <Show when=over>
            {move || match text() {
                Some(t) => view! { <p class="review" data-testid="review">{t}</p> }.into_any(),
                None => view! {
                    <button data-action="review" disabled=move || store.ui.with(|u| u.reviewing)
                        on:click=move |_| store.review()>
                        {move || if store.ui.with(|u| u.reviewing) {
                            t("bg-reviewing")
                        } else {
                            t("bg-review-ask")
                        }}
                    </button>
                }.into_any(),
            }}
        </Show>
    }
}

/// The replay bar's hold on the store.
fn replay_control(store: Store) -> crate::kit::replay::Control {
    let detail = Signal::derive(move || {
        store
            .past
            .with(|p| p.as_ref().and_then(|g| g.dice()))
            .map(|r| format!(" — {r}"))
            .unwrap_or_default()
    });
    crate::kit::replay::Control::of(store, detail)
}

/// Whose turn, the message, the buttons and the score.
#[component]
pub fn Panel() -> impl IntoView {
    let store = expect_context::<Store>();
    let message = move || store.ui.with(|u| u.message.clone());
    view! {
        <section class="panel">
            <crate::kit::notice::Notice text=Signal::derive(move || store.ui.with(|u| u.notice.clone()))
                close=Callback::new(move |()| store.ui.update(|u| u.notice = None)) />
            <p class="status" data-testid="status" aria-live="polite">{move || status(&store)}</p>
            <Show when=move || message().is_some()>
                <p class="message" data-testid="message" role="alert">
                    {move || message().unwrap_or_default()}
                    <button class="close" aria-label=tr("bg-close") on:click=move |_| store.ui.update(|u| u.message = None)>"×"</button>
                </p>
            </Show>
            <Actions />
            <Show when=move || store.ui.with(|u| u.hint.is_some())>
                <p class="hint" data-testid="hint">{move || store.ui.with(|u| u.hint.clone().unwrap_or_default())}</p>
            </Show>
            <Review />
            <p class="score" data-testid="score">{move || score_line(&store)}</p>
            {crate::backgammon::remote::panel(store)}
            <crate::kit::replay::Replay control=replay_control(store) />
        </section>
    }
}
