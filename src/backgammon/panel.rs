//! The side panel of a backgammon-family game: whose turn and what to do,
//! the buttons of the turn (roll, double, take, pass, beaver, raccoon,
//! confirm, take back, the doublet to name, resign, next game) and the
//! score. A cube answer is never given by a stray Enter: its buttons take
//! no focus by default and need a click or a deliberate key on them.

use super::store::Store;
use super::texts::side_name;
use leptos::prelude::*;
use tables::backgammon::{Action, CubeAction, GameResult, MatchLength, Phase};

/// The status line: whose turn and what he should do.
pub fn status(store: &Store) -> String {
    let lang = store.ui.with(|u| u.lang);
    if store.ui.with(|u| u.replay.is_some()) {
        return lang
            .t(
                "Replay: the game as it was. » comes back to now; Play from here goes on from this moment.",
                "Relecture : la partie telle qu'elle était. » revient à maintenant ; Jouer d'ici reprend à ce moment.",
            )
            .to_string();
    }
    let human = store.human_to_act();
    let g = store.game.read();
    let colon = lang.colon();
    let who = |s| side_name(s, lang);
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
        return lang
            .t(
                "Opening roll: waiting for your friend's link…",
                "Premier jet : en attente du lien de votre ami…",
            )
            .to_string();
    }
    if let (Some(f), true) = (friend, waiting) {
        // a friend playing by link
        return format!(
            "{} {}",
            who(f),
            lang.t(
                "is to play: waiting for his link",
                "doit jouer : en attente de son lien"
            )
        );
    }
    match g.phase() {
        Phase::Opening => lang.t("Opening roll…", "Premier jet…").to_string(),
        Phase::BeforeRoll if human => format!(
            "{}{colon}{}",
            who(g.on_roll()),
            if g.may_double().is_ok() {
                lang.t("roll or double", "lancez ou doublez")
            } else {
                lang.t("roll the dice", "lancez les dés")
            }
        ),
        Phase::Move if human => {
            let done = store.complete().is_some();
            format!(
                "{}{colon}{}",
                who(g.on_roll()),
                if done {
                    lang.t(
                        "confirm your play, or take back",
                        "confirmez votre coup, ou reprenez",
                    )
                } else {
                    lang.t(
                        "pick a checker, then a lit point",
                        "prenez une dame, puis un point éclairé",
                    )
                }
            )
        }
        Phase::ChooseDouble if human => format!(
            "{}{colon}{}",
            who(g.on_roll()),
            lang.t(
                "name the doublet you play",
                "nommez le doublet que vous jouez"
            )
        ),
        Phase::CubeOffered(offer) if human => format!(
            "{}{colon}{} {}",
            who(offer.responder()),
            match offer.kind {
                CubeAction::Double => lang.t(
                    "take or pass the double to",
                    "acceptez ou refusez le double à"
                ),
                CubeAction::Beaver => lang.t(
                    "take or pass the beaver to",
                    "acceptez ou refusez le beaver à"
                ),
                CubeAction::Raccoon => lang.t(
                    "take or pass the raccoon to",
                    "acceptez ou refusez le raccoon à"
                ),
            },
            offer.value
        ),
        Phase::ResignOffered { by, .. } if human => format!(
            "{}{colon}{}",
            who(by.opponent()),
            lang.t(
                "accept or refuse the resignation",
                "acceptez ou refusez l'abandon"
            )
        ),
        Phase::GameOver => lang
            .t(
                "Game over: next game when you are ready.",
                "Partie finie : partie suivante quand vous voulez.",
            )
            .to_string(),
        Phase::MatchOver => match g.match_winner() {
            Some(w) => format!(
                "{} {}",
                who(w),
                lang.t("wins the match.", "gagne le match.")
            ),
            None => lang
                .t("The match is over.", "Le match est fini.")
                .to_string(),
        },
        _ => match g.to_act() {
            Some(s) => format!("{} {}", who(s), lang.t("is thinking…", "réfléchit…")),
            None => String::new(),
        },
    }
}

/// The score line: money or the match, its length, Crawford.
pub fn score_line(store: &Store) -> String {
    let lang = store.ui.with(|u| u.lang);
    let g = store.game.read();
    let s = g.score();
    let crawford = if g.is_crawford_game() {
        lang.t(" · Crawford game", " · partie Crawford")
    } else {
        ""
    };
    match g.options().length {
        MatchLength::Money => format!(
            "{} · {} {} – {} {}",
            lang.t("Money", "Argent"),
            lang.t("White", "Blanc"),
            s.white,
            s.black,
            lang.t("Black", "Noir"),
        ),
        MatchLength::Points(n) => format!(
            "{} {n} · {} {} – {} {}{crawford}",
            lang.t("Match to", "Match en"),
            lang.t("White", "Blanc"),
            s.white,
            s.black,
            lang.t("Black", "Noir"),
        ),
    }
}

/// One button of the turn: its label, its `data-action`, what it does.
fn button(
    store: Store,
    label: (&'static str, &'static str),
    id: &'static str,
    primary: bool,
    on: Action,
) -> AnyView {
    let lang = store.ui.with_untracked(|u| u.lang);
    view! {
        <button class=if primary { "primary" } else { "" } data-action=id
            on:click=move |_| { store.act(on); }>{lang.t(label.0, label.1)}</button>
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
        let lang = store.ui.with(|u| u.lang);
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
                    <button class="primary" data-action="roll" on:click=move |_| store.roll()>{lang.t("Roll", "Lancer")}</button>
                }.into_any());
                if may_double {
                    out.push(b(("Double", "Doubler"), "double", false, Action::Double));
                }
            }
            Phase::CubeOffered(_) if human => {
                out.push(b(("Take", "Accepter"), "take", false, Action::Take));
                out.push(b(("Pass", "Refuser"), "pass", false, Action::Pass));
                if may_beaver {
                    out.push(b(("Beaver", "Beaver"), "beaver", false, Action::Beaver));
                }
                if may_raccoon {
                    out.push(b(("Raccoon", "Raccoon"), "raccoon", false, Action::Raccoon));
                }
            }
            Phase::Move if human => {
                let done = store.complete().is_some();
                let undo = store.can_undo();
                out.push(view! {
                    <button class="primary" data-action="confirm" disabled=!done on:click=move |_| store.confirm()>{lang.t("Confirm", "Valider")}</button>
                    <button data-action="undo" disabled=!undo on:click=move |_| store.undo()>{lang.t("Take back", "Reprendre")}</button>
                    <button data-action="hint" on:click=move |_| store.hint()>{lang.t("Hint", "Conseil")}</button>
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
                    ("Accept", "Accepter"),
                    "accept-resign",
                    false,
                    Action::AcceptResign,
                ));
                out.push(b(
                    ("Refuse", "Refuser"),
                    "reject-resign",
                    false,
                    Action::RejectResign,
                ));
            }
            // by link, the next game is White's copy's to start
            Phase::GameOver if !store.remote_waits() => out.push(b(
                ("Next game", "Partie suivante"),
                "next-game",
                true,
                Action::NextGame,
            )),
            _ => {}
        }
        if human && matches!(phase, Phase::BeforeRoll | Phase::Move) {
            out.push(view! {
                <details class="resign">
                    <summary>{lang.t("Resign…", "Abandonner…")}</summary>
                    {[
                        (GameResult::Single, "resign-single", ("a single game", "une partie simple")),
                        (GameResult::Gammon, "resign-gammon", ("a gammon", "un gammon")),
                        (GameResult::Backgammon, "resign-backgammon", ("a backgammon", "un backgammon")),
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
    let lang = move || store.ui.with(|u| u.lang);
    view! {
        <Show when=over>
            {move || match text() {
                Some(t) => view! { <p class="review" data-testid="review">{t}</p> }.into_any(),
                None => view! {
                    <button data-action="review" disabled=move || store.ui.with(|u| u.reviewing)
                        on:click=move |_| store.review()>
                        {move || if store.ui.with(|u| u.reviewing) {
                            lang().t("Reviewing your plays…", "Relecture de vos coups…")
                        } else {
                            lang().t("Review my plays", "Revoir mes coups")
                        }}
                    </button>
                }.into_any(),
            }}
        </Show>
    }
}

/// The replay bar's hold on the store.
fn replay_control(store: Store) -> crate::kit::replay::Control {
    crate::kit::replay::Control {
        at: Signal::derive(move || store.ui.with(|u| u.replay)),
        total: Signal::derive(move || store.game.with(|g| g.actions().len())),
        detail: Signal::derive(move || {
            store
                .past
                .with(|p| p.as_ref().and_then(|g| g.dice()))
                .map(|r| format!(" — {r}"))
                .unwrap_or_default()
        }),
        lang: Signal::derive(move || store.ui.with(|u| u.lang)),
        to: Callback::new(move |n| store.replay_to(n)),
        play_from_here: Callback::new(move |()| store.play_from_here()),
    }
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
                    <button class="close" aria-label="close" on:click=move |_| store.ui.update(|u| u.message = None)>"×"</button>
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
