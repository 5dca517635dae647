//! The side panel: whose turn, dice and the cup, turn controls, tenir or
//! s'en aller, score summary and options.

use crate::kit::dice_view::Die;
use crate::kit::notice::Notice;
use crate::kit::ui::tr;
use crate::trictrac::store::{Opponent, Store};
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
    crate::kit::replay::Control {
        at: Signal::derive(move || store.ui.with(|u| u.replay)),
        total: Signal::derive(move || store.game.with(|g| g.actions().len())),
        detail: Signal::derive(move || {
            let l = store.ui.with(|u| u.lang);
            shown
                .get()
                .and_then(|g| g.current_roll())
                .map(|r| format!(" — {}", l.roll(r)))
                .unwrap_or_default()
        }),
        lang: Signal::derive(move || store.ui.with(|u| u.lang)),
        to: Callback::new(move |n| store.replay_to(n)),
        play_from_here: Callback::new(move |()| store.play_from_here()),
    }
}

/// Status, dice and actions.
#[component]
pub fn Panel() -> impl IntoView {
    let store = expect_context::<Store>();
    let focus_after = use_context::<crate::trictrac::keys::FocusAfter>();
    let lang = move || store.ui.with(|u| u.lang);
    let phase = move || store.game.with(|g| g.phase());
    let to_play = move || store.game.with(|g| g.to_play());
    let human = move || {
        store.game.track();
        store.ui.track();
        store.human_to_play()
    };
    let status = move || {
        let l = lang();
        let s = l.side(to_play());
        let colon = l.colon();
        if let Some(m) = store.ui.with(|u| u.marking) {
            let who = match m {
                crate::trictrac::store::Marking::OwnRoll(_) => to_play(),
                crate::trictrac::store::Marking::Opponent(_) => to_play().opponent(),
            };
            return format!(
                "{}{colon}{}",
                l.side(who),
                l.t(
                    "mark your points (school mode)",
                    "marquez vos points (mode école)"
                )
            );
        }
        // the bot's turn reads as the bot's: no instruction to the person
        let bots_turn = !human() && !matches!(phase(), Phase::Primacy | Phase::Over);
        if bots_turn && matches!(store.ui.with(|u| u.opponent), Opponent::Remote(_)) {
            // a friend playing by link
            return format!(
                "{s} {}",
                l.t(
                    "is to play: waiting for his link",
                    "doit jouer : en attente de son lien"
                )
            );
        }
        if bots_turn {
            return match phase() {
                Phase::Roll => format!("{s} {}", l.t("is rolling…", "lance les dés…")),
                _ => format!("{s} {}", l.t("is thinking…", "réfléchit…")),
            };
        }
        match phase() {
            Phase::Primacy => l
                .t("Rolling for primacy…", "Tirage de la primauté…")
                .to_string(),
            Phase::Roll => format!("{s}{colon}{}", l.t("roll the dice", "lancez les dés")),
            Phase::Choose => format!(
                "{s}{colon}{}",
                l.t("tenir or s'en aller?", "tenir ou s'en aller ?")
            ),
            Phase::Move => format!("{s}{colon}{}", l.t("play your checkers", "jouez vos dames")),
            Phase::Over => {
                let w = store.game.with(|g| g.winner()).unwrap_or(Side::White);
                format!(
                    "{} {}",
                    l.side(w),
                    l.t("wins the partie", "gagne la partie")
                )
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
        let l = lang();
        if can_roll() {
            return String::new();
        }
        if store.ui.with(|u| u.marking.is_some()) {
            return l
                .t(
                    "Mark your points first (school mode).",
                    "Marquez d'abord vos points (mode école).",
                )
                .to_string();
        }
        match phase() {
            Phase::Roll => l
                .t("The bot is rolling.", "Le robot lance les dés.")
                .to_string(),
            Phase::Move => l
                .t(
                    "Play this roll first: one roll at a time.",
                    "Jouez d'abord ce coup : un jet à la fois.",
                )
                .to_string(),
            Phase::Choose => l
                .t(
                    "Choose tenir or s'en aller first.",
                    "Choisissez d'abord tenir ou s'en aller.",
                )
                .to_string(),
            Phase::Over => l
                .t("The partie is over.", "La partie est finie.")
                .to_string(),
            Phase::Primacy => String::new(),
        }
    };
    let confirm_why = move || {
        let l = lang();
        if ready() {
            return String::new();
        }
        if phase() != Phase::Move || !human() {
            return l
                .t("Nothing to confirm now.", "Rien à valider maintenant.")
                .to_string();
        }
        l.t(
            "Enter every move of the roll first: both numbers must be played when they can be.",
            "Entrez d'abord tous les mouvements du coup : il faut jouer les deux nombres quand on le peut.",
        )
        .to_string()
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
        let l = lang();
        let sb = store.game.with(|g| *g.scoreboard());
        Side::ALL
            .into_iter()
            .map(|s| {
                // the bredouille mark, with its meaning on hover and for screen readers
                let bred = (sb.bredouille[s] && sb.points[s] > 0).then(|| {
                    let what = l.t(
                        "bredouille: he has scored every point since his last hole; his next hole counts double",
                        "bredouille : il a marqué tous les points depuis son dernier trou ; son prochain trou compte double",
                    );
                    view! { " " <span class="bredouille-mark" data-testid="bredouille-mark" title=what aria-label=what role="img">"●"</span> }
                });
                view! {
                    <tr data-score=s.name()>
                        <th>{l.side(s)}</th>
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
                    {tr("Roll the dice", "Lancer les dés")}
                </button>
                <button data-testid="confirm" disabled=move || !ready() title=confirm_why aria-keyshortcuts="C"
                    on:click=move |_| {
                        if let Some(f) = focus_after { f.after_turn.set_value(true); }
                        store.confirm();
                    }>
                    {move || if must_pass() { lang().t("Pass (nothing can be played)", "Passer (rien n'est jouable)") } else { lang().t("Confirm move", "Valider") }}
                </button>
                <button data-testid="undo" aria-keyshortcuts="T" disabled=move || !has_partial() on:click=move |_| store.undo()>
                    {tr("Take back", "Reprendre")}
                </button>
                <button data-testid="hint" aria-keyshortcuts="H" disabled=move || !(human() && phase() == Phase::Move && store.ui.with(|u| u.replay.is_none()))
                    on:click=move |_| {
                        store.ui.update(|u| {
                            u.message = Some(u.lang.t("Thinking…", "Réflexion…").to_string());
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
                    {tr("Hint", "Conseil")}
                </button>
            </div>
            <Show when=move || store.ui.with(|u| u.marking.is_some())>
                <super::mark::MarkBox />
            </Show>
            <Show when=move || store.ui.with(|u| u.school)>
                <p class="ecoles" data-testid="ecoles">{move || {
                    let l = lang();
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
                    let each: Vec<String> = Side::ALL
                        .iter()
                        .map(|&s| format!("{} {} (−{} {})", l.side(s), counts[s].0, counts[s].1, l.t("points", "points")))
                        .collect();
                    let mut text = format!("{}{}{}", l.t("Écoles", "Écoles"), l.colon(), each.join(", "));
                    if let_pass > 0 {
                        text.push_str(&format!(" · {} {let_pass}", l.t("wrong counts let pass:", "erreurs laissées passer :")));
                    }
                    text
                }}</p>
            </Show>
            <Show when=choose_open>
                <div class="choice" role="dialog" aria-labelledby="choice-title" data-testid="choice">
                    <p id="choice-title">{move || lang().holes_won(holes_on_own_roll())}</p>
                    <button data-testid="tenir" on:click=move |_| store.choose(Choice::Tenir)>
                        {tr("Stay: keep your points, play on", "Tenir : garder ses points, continuer")}
                    </button>
                    <button data-testid="s-en-aller" on:click=move |_| store.choose(Choice::SenAller)>
                        {tr("Go: a new relevé, you start", "S'en aller : nouveau relevé, vous commencez")}
                    </button>
                </div>
            </Show>
            <Show when=move || phase() == Phase::Over>
                <div class="over" data-testid="over">
                    <p>{move || {
                        let l = lang();
                        let (w, halves) = store.game.with(|g| {
                            let w = g.winner().unwrap_or(Side::White);
                            (w, g.scoreboard().stake_halves(g.options().stake).unwrap_or(2))
                        });
                        let stake = if halves % 2 == 0 { format!("{}", halves / 2) } else { format!("{}.5", halves / 2) };
                        format!("{} {} — {} ×{stake}", l.side(w), l.t("wins the partie", "gagne la partie"), l.t("stake", "enjeu"))
                    }}</p>
                    <button data-testid="play-again" on:click=move |_| store.new_partie()>
                        {tr("New partie", "Nouvelle partie")}
                    </button>
                </div>
            </Show>
            <p class="hint" data-testid="hint-text" role="status">{move || {
                let l = lang();
                let side = to_play();
                store.ui.with(|u| u.hint).map(|(t, v)| {
                    let moves: Vec<String> = t
                        .steps()
                        .iter()
                        .map(|s| {
                            // in the board's numbering (the viewer's)
                            let viewer = store.viewer();
                            let shown = |p: u8| if p > 24 {
                                l.t("off", "sortie").to_string()
                            } else {
                                tables::trictrac::Board::absolute(viewer, tables::trictrac::Board::absolute(side, p)).to_string()
                            };
                            format!("{}→{}", shown(s.from), shown(s.to))
                        })
                        .collect();
                    let moves = if moves.is_empty() { l.t("nothing to play", "rien à jouer").to_string() } else { moves.join(", ") };
                    format!(
                        "{} {} ({} {}{}{}, {})",
                        l.t("The strong bot would play", "Le robot fort jouerait"),
                        moves,
                        l.t("expected points for", "points attendus pour"),
                        l.side(side),
                        l.colon(),
                        crate::kit::svg::fmt1(f64::from(v), true),
                        l.expectation(v),
                    )
                })
            }}</p>
            <p class="message" data-testid="message" role="status">
                {message}
                {move || store.ui.with(|u| u.message.as_ref().and(u.message_rule)).map(|id| view! {
                    " "
                    <a class="rule-link" data-testid="message-rule" href=format!("#{id}")>{lang().t("Rule", "Règle")}</a>
                })}
            </p>
            <crate::kit::replay::Replay control=replay_control(store) />
            <table class="score" data-testid="score">
                <thead><tr><th scope="col"><span class="visually-hidden">{tr("Side", "Camp")}</span></th><th>{tr("Points", "Points")}</th><th>{tr("Holes", "Trous")}</th></tr></thead>
                <tbody>{score}</tbody>
            </table>
            {crate::trictrac::remote::panel(store)}
            <super::options::Options />
            <super::share::Share />
        </section>
    }
}
