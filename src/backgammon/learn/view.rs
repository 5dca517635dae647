//! One lesson on the board: its goal, the step, the learner's dice drawn,
//! his play entered as in a game (a refused move is stopped and said), then
//! judged once whole by [`Run`]: accepted (the success said, the
//! opponent's reply played, the next step's dice thrown) or wrong (said,
//! and taken back). The board is the game's own ([`board::Board`]), fed by
//! a store of the lesson's own, never the session's.

use super::list::stars_view;
use super::run::{Run, Stage};
use super::{href, next_of};
use crate::backgammon::lessons::{Lesson, Verdict};
use crate::backgammon::store::{Opponent, Store, Ui};
use crate::backgammon::{board, model};
use crate::kit::i18n::tr;
use crate::kit::keys::focus_soon;
use leptos::prelude::*;
use tables::Side;

/// The lesson board's first checker that can move (the focus's place
/// when a step starts again or anew).
const FIRST_MOVABLE: &str = "[data-testid=lesson] .bg-board .movable[tabindex]";

/// What the feedback line says.
#[derive(Clone, Debug, PartialEq)]
enum Said {
    /// The goal is still to reach.
    Nothing,
    /// A wrong play or move: why.
    Wrong(String),
    /// The hint.
    Hint(String),
    /// The step's success.
    Right(String),
}

/// The lesson `index` of `course`, played from its start.
#[component]
pub fn LessonScreen(
    slug: &'static str,
    course: &'static [Lesson],
    index: usize,
    portrait: Signal<bool>,
    record: Callback<(&'static str, u8)>,
) -> impl IntoView {
    let lesson = &course[index];
    let started = Run::start(lesson);
    let first = match started {
        Ok(r) => r,
        Err(e) => {
            // the native check of every lesson keeps this from happening
            crate::kit::web::log(&format!("lesson {}: {e}", lesson.id));
            return ().into_any();
        }
    };
    let run = RwSignal::new(first);
    let store = Store::new(
        run.with_untracked(|r| r.game().clone()),
        Vec::new(),
        0,
        Ui {
            opponent: Opponent::Bot(Side::Black),
            auto_forced: false,
            auto_roll: false,
            slug,
            ..Ui::default()
        },
    );
    let said = RwSignal::new(Said::Nothing);
    // the store shows the run's game, the entry afresh
    let show = move || {
        store.game.set(run.with_untracked(|r| r.game().clone()));
        store.refresh_entry();
        store.ui.update(|u| {
            u.selected = None;
            u.message = None;
        });
    };
    let restart = move || {
        if let Ok(r) = Run::start(lesson) {
            run.set(r);
            said.set(Said::Nothing);
            show();
            store.ui.update(|u| u.arrows.clear());
        }
    };
    let judged = move |verdict: Verdict, moves: &[tables::backgammon::Move]| match verdict {
        Verdict::Accepted => {
            show();
            store.mark_play(Side::White, moves);
            said.set(Said::Right(run.with_untracked(|r| r.step().success.text())));
            match run.with_untracked(Run::stage) {
                Stage::LessonDone => {
                    record.run((lesson.id, run.with_untracked(Run::stars)));
                    focus_soon("[data-testid=lesson-done] [data-action=next-lesson]");
                }
                Stage::StepDone => {
                    leptos::task::spawn_local(async move {
                        gloo_timers::future::TimeoutFuture::new(1200).await;
                        // the lesson may have been left meanwhile
                        let Some(mut next) = run.try_get_untracked() else {
                            return;
                        };
                        if let Ok(Some(reply)) = next.go_on() {
                            run.set(next);
                            show();
                            store.mark_play(Side::Black, &reply);
                            // the keyboard goes on with the next step
                            focus_soon(FIRST_MOVABLE);
                        }
                    });
                }
                Stage::Play => {}
            }
        }
        Verdict::Refused(..) => said.set(Said::Wrong(verdict.text())),
        wrong => {
            said.set(Said::Wrong(wrong.text()));
            // the wrong play is taken back: the step starts again
            show();
            focus_soon(FIRST_MOVABLE);
        }
    };
    // a whole play entered is judged at once
    Effect::new(move |_| {
        let Some(play) = store.complete() else {
            return;
        };
        let moves: Vec<(u8, u8)> = play.moves().iter().map(|m| (m.from, m.to)).collect();
        let mut r = run.get_untracked();
        let verdict = r.answer(&moves);
        run.set(r);
        judged(verdict, play.moves());
    });
    // a move refused on the board is said where the lesson speaks
    Effect::new(move |_| {
        if let Some(m) = store.ui.with(|u| u.message.clone()) {
            said.set(Said::Wrong(m));
        }
    });
    let view_model = Memo::new(move |_| {
        let mut look = store.look();
        look.layout = if portrait.get() {
            crate::kit::svg::Layout::Portrait
        } else {
            crate::kit::svg::Layout::Landscape
        };
        // the rules lessons have no cube in play
        look.cube = None;
        // a roll that cannot be played: the engine passed it, the board
        // still shows it
        if let Some(roll) = run.with(Run::shown_roll) {
            look.dice = Some((Side::White, vec![(roll.high(), false), (roll.low(), false)]));
        }
        model::build(&store.shown_position(), &look)
    });
    let on_place = Callback::new(move |place: u8| {
        // a roll that cannot be played has no entry: every place says so
        if run.with_untracked(|r| r.shown_roll().is_some()) {
            said.set(Said::Wrong(crate::kit::i18n::t("bg-none-moves-from-there")));
        } else {
            store.click(place);
        }
    });
    let on_lift = Callback::new(move |place: Option<u8>| store.lift(place));
    let stage = move || run.with(Run::stage);
    let playing = move || stage() == Stage::Play;
    let step_line = move || {
        let (n, total) = run.with(Run::step_number);
        (total > 1).then(|| crate::t!("learn-step-of", n = n, total = total))
    };
    let feedback = move || {
        match said.get() {
        Said::Nothing => None,
        Said::Wrong(text) => Some(view! { <p class="lesson-feedback wrong" data-feedback="wrong">{text}</p> }.into_any()),
        Said::Hint(text) => Some(view! { <p class="lesson-feedback hint" data-feedback="hint">{text}</p> }.into_any()),
        Said::Right(text) => Some(view! {
            <p class="lesson-feedback right" data-feedback="right"><strong>{tr("learn-right")}</strong>" "{text}</p>
        }.into_any()),
    }
    };
    let done = move || {
        (stage() == Stage::LessonDone).then(|| {
            let stars = run.with_untracked(Run::stars);
            let next = next_of(course, lesson.id).map(|n| {
                view! { <a class="button" data-action="next-lesson" href=href(slug, Some(n.id))>{tr("learn-next-lesson")}</a> }
            });
            let last = next.is_none().then(|| view! { <p>{tr("learn-course-done")}</p> });
            view! {
                <div class="lesson-done" data-testid="lesson-done" data-stars=stars>
                    <p><strong>{tr("learn-lesson-done")}</strong>" "{stars_view(stars)}</p>
                    {last}
                    {next}
                </div>
            }
        })
    };
    let title = move || crate::t!("learn-lesson-of", n = index + 1, total = course.len());
    view! {
        <article class="lesson bg-lesson" data-testid="lesson" data-lesson=lesson.id data-stage=move || stage().name()>
            <nav class="lesson-nav">
                <a class="lesson-back" data-testid="lesson-back" href=href(slug, None)>{tr("learn-all-lessons")}</a>
            </nav>
            <p class="lesson-count">{title}</p>
            <h2>{move || lesson.title.text()}</h2>
            <p class="lesson-goal" data-testid="lesson-goal">{move || lesson.goal.text()}</p>
            <p class="lesson-step" data-testid="lesson-step">{step_line}</p>
            <div class="layout">
                <div class="board-wrap" data-testid="board" class:portrait=move || portrait.get()>
                    <board::Board view=view_model on_place=on_place on_lift=on_lift />
                </div>
                <aside class="side lesson-side">
                    <div class="lesson-actions" role="group">
                        <button data-action="undo" disabled=move || !playing() || !store.can_undo()
                            on:click=move |_| store.undo()>{tr("learn-take-back")}</button>
                        <button data-action="dance" disabled=move || !playing()
                            on:click=move |_| {
                                let mut r = run.get_untracked();
                                let verdict = r.dance();
                                run.set(r);
                                judged(verdict, &[]);
                            }>{tr("learn-cannot-move")}</button>
                        <button data-action="hint" disabled=move || !playing()
                            on:click=move |_| {
                                let mut r = run.get_untracked();
                                let hint = r.hint();
                                run.set(r);
                                said.set(Said::Hint(hint.text()));
                            }>{tr("learn-hint")}</button>
                        <button data-action="restart" on:click=move |_| restart()>{tr("learn-start-again")}</button>
                    </div>
                    <div class="lesson-said" data-testid="lesson-feedback" aria-live="polite">{feedback}</div>
                    {done}
                </aside>
            </div>
        </article>
    }
    .into_any()
}
