//! Guided lessons: a "Lessons" button next to "Rules" opens a panel listing
//! the lessons of [`crate::trictrac::lessons`] with a done mark; a lesson shows its
//! board and roll, asks for the points, the holes, the points kept by holding
//! or lost to going (or which play is legal), and answers: "not quite" on a wrong
//! count (after two tries, the answer and the lit jans), "right!" with the
//! explanation on the right one, which marks the lesson done. Progress is
//! kept in localStorage under [`PROGRESS_KEY`].

use crate::kit::dice_view::Die;
use crate::kit::i18n::{t, tr};
use crate::kit::ui::{clear_hash_if, on_hash, Modal, PanelFrame};
use crate::trictrac::board::Board;
use crate::trictrac::lessons::{
    groups, parse_progress, progress_text, Lesson, Question, LESSONS, PROGRESS_KEY,
};
use leptos::html;
use leptos::prelude::*;
use std::collections::BTreeSet;

/// The index of the lesson a `#lesson-<id>` fragment names.
fn lesson_of_hash(hash: &str) -> Option<usize> {
    let id = hash.trim_start_matches('#').strip_prefix("lesson-")?;
    LESSONS.iter().position(|l| l.id == id)
}

/// Where the learner is in a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Feedback {
    /// Not answered yet.
    None,
    /// A wrong count (the number of wrong tries so far).
    Wrong(u32),
    /// Found.
    Right,
}

/// The "Lessons" button and the lessons panel.
#[component]
pub fn Lessons() -> impl IntoView {
    let modal = Modal::new();
    let open = modal.open;
    let current = RwSignal::new(None::<usize>);
    let done = RwSignal::new(
        crate::kit::storage::storage_get(PROGRESS_KEY)
            .map(|t| parse_progress(&t))
            .unwrap_or_default(),
    );
    let show = move || modal.show();
    let close = move || {
        current.set(None);
        clear_hash_if(|h| lesson_of_hash(h).is_some());
        modal.hide();
    };
    // what the address asked for and the lessons do not have
    let missing = RwSignal::new(None::<String>);
    // `#lesson-<id>` in the address opens that lesson, on load and on change
    // (the guide links to the next lesson so; a teacher can share one).
    let _hash = on_hash(move |h| {
        if h == crate::trictrac::guide::view::HASH {
            // the last lesson's link to the guide: make way for it
            open.set(false);
            current.set(None);
        } else if let Some(i) = lesson_of_hash(h) {
            show();
            current.set(Some(i));
        } else if let Some(name) = h.trim_start_matches('#').strip_prefix("lesson-") {
            // a lesson that does not exist: say so, and open the list
            missing.set(Some(name.to_string()));
            current.set(None);
            show();
        }
    });
    // Escape closes, wherever the focus is (going back to the list drops it).
    let _escape = modal.close_on_escape(close);
    let mark_done = Callback::new(move |id: &'static str| {
        done.update(|d| {
            d.insert(id);
        });
        crate::kit::storage::storage_set(PROGRESS_KEY, &done.with_untracked(progress_text));
    });

    let list = move || {
        groups()
            .into_iter()
            .map(|(group, lessons)| {
                let start = lessons.first().map_or(1, |&(i, _)| i + 1);
                let items = lessons
                    .into_iter()
                    .map(|(i, l)| {
                        let id = l.id;
                        let title = l.title;
                        let is_done = move || done.with(|d| d.contains(id));
                        view! {
                            <li>
                                <button class="lesson-link" data-lesson=id data-done=move || is_done().to_string()
                                    on:click=move |_| current.set(Some(i))>
                                    <span class="lesson-mark" aria-hidden="true">{move || if is_done() { "✓" } else { "○" }}</span>
                                    {title.tr()}
                                    <span class="visually-hidden">{move || if is_done() { t("les-done-mark") } else { String::new() }}</span>
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <h3 class="lessons-group">{group.tr()}</h3>
                    <ol class="lessons-list" start=start>{items}</ol>
                }
            })
            .collect_view()
    };

    view! {
        <button class="lessons-button" data-testid="lessons" node_ref=modal.opener aria-haspopup="dialog"
            aria-expanded=move || open.get().to_string()
            on:click=move |_| show()>
            {tr("les-lessons")}
        </button>
        <Show when=move || open.get()>
            <PanelFrame name="lessons" class="reference lessons" testid="lessons-panel"
                title_key="les-guided-lessons" close_key="les-close" modal=modal
                close=Callback::new(move |()| close())
                head=Box::new(move || view! {
                    <span class="lessons-count" data-testid="lessons-count">
                        {move || format!("{}/{}", done.with(BTreeSet::len), LESSONS.len())}
                    </span>
                }.into_any())>
                <Show when=move || missing.with(Option::is_some) && current.with(Option::is_none)>
                    <p class="notice missing" data-testid="missing" role="alert">{move || missing.get().map(|name| tk!(key("les-missing"), name = name)).unwrap_or_default()}</p>
                </Show>
                <div class="reference-body">
                    {move || match current.get() {
                        None => view! { <div class="lessons-groups" data-testid="lessons-list">{list}</div> }.into_any(),
                        Some(i) => view! {
                            <LessonView lesson=&LESSONS[i] index=i current=current mark_done=mark_done />
                        }.into_any(),
                    }}
                </div>
            </PanelFrame>
        </Show>
    }
}

/// One lesson: board, roll, question, answer buttons and feedback.
#[component]
fn LessonView(
    lesson: &'static Lesson,
    index: usize,
    current: RwSignal<Option<usize>>,
    mark_done: Callback<&'static str>,
) -> impl IntoView {
    let feedback = RwSignal::new(Feedback::None);
    let typed = RwSignal::new(String::new());
    let reveal = move || matches!(feedback.get(), Feedback::Right | Feedback::Wrong(2..));
    let board = Memo::new(move |_| lesson.view(reveal()));
    let (_, roll) = lesson.roll();

    let said = NodeRef::<html::Div>::new();
    let check = move |n: u32| {
        // once drawn, the feedback's bottom is brought into view
        request_animation_frame(move || {
            if let Some(el) = said.get_untracked() {
                el.scroll_into_view_with_bool(false);
            }
        });
        if n == lesson.answer {
            feedback.set(Feedback::Right);
            mark_done.run(lesson.id);
        } else {
            feedback.update(|f| {
                *f = match *f {
                    Feedback::Wrong(k) => Feedback::Wrong(k + 1),
                    Feedback::Right => Feedback::Right,
                    Feedback::None => Feedback::Wrong(1),
                }
            });
        }
    };
    let answers = match (lesson.question, lesson.answer_buttons()) {
        (Question::Play { choices }, _) => (0u32..)
            .zip(choices.iter())
            .map(|(i, &play)| {
                view! {
                    <button class="lesson-choice lesson-play" data-answer=i on:click=move |_| check(i)>
                        {move || Lesson::play_text(play)}
                    </button>
                }
            })
            .collect_view()
            .into_any(),
        (question, numbers) => {
            let holes = matches!(question, Question::Holes { .. });
            let buttons = numbers
                .unwrap_or_default()
                .into_iter()
                .map(|n| {
                    view! {
                        <button class="lesson-choice" data-answer=n on:click=move |_| check(n)>{n}</button>
                    }
                })
                .collect_view();
            view! {
                {buttons}
                    <form class="lesson-field" on:submit=move |ev| {
                        ev.prevent_default();
                        if let Ok(n) = typed.get_untracked().trim().parse::<u32>() {
                            check(n);
                        }
                    }>
                        <input type="number" min="0" max=if holes { "12" } else { "36" } step=if holes { "1" } else { "2" }
                            data-testid="lesson-input"
                            aria-label=move || if holes { t("les-holes") } else { t("les-points") }
                            prop:value=move || typed.get()
                            on:input=move |ev| typed.set(event_target_value(&ev)) />
                        <button type="submit" data-testid="lesson-check">{tr("les-check")}</button>
                    </form>
            }
            .into_any()
        }
    };
    let next = if index + 1 < LESSONS.len() {
        view! {
            <button data-testid="lesson-next" on:click=move |_| current.set(Some(index + 1))>
                {tr("les-next-lesson")}
            </button>
        }
        .into_any()
    } else {
        // the last lesson leads to a first partie, through the guide
        view! {
            <a class="guide-action" data-testid="lesson-to-partie" href=crate::trictrac::guide::view::HASH>
                {tr("les-to-partie")}
            </a>
        }
        .into_any()
    };
    let message = move || match feedback.get() {
        Feedback::None => None,
        Feedback::Wrong(1) => Some(
            view! {
                <p class="lesson-feedback wrong" data-feedback="wrong">
                    {tr("les-try-again")}
                </p>
            }
            .into_any(),
        ),
        Feedback::Wrong(_) => Some(
            view! {
                <div class="lesson-feedback wrong" data-feedback="shown">
                    <p>{move || tk!(key("les-answer-is"), answer = lesson.answer_text())}</p>
                    <p data-testid="lesson-explanation">{lesson.explanation.tr()}</p>
                </div>
            }
            .into_any(),
        ),
        Feedback::Right => Some(
            view! {
                <div class="lesson-feedback right" data-feedback="right">
                    <p><strong>{tr("les-right")}</strong></p>
                    <p data-testid="lesson-explanation">{lesson.explanation.tr()}</p>
                </div>
            }
            .into_any(),
        ),
    };

    view! {
        <article class="lesson" data-testid="lesson" data-lesson=lesson.id>
            <button class="lesson-back" data-testid="lesson-back" on:click=move |_| current.set(None)>
                {tr("les-all-lessons")}
            </button>
            <h3>{lesson.title.tr()}</h3>
            <p>{lesson.intro.tr()}</p>
            <div class="reference-board lesson-board" inert="">
                <Board view=board on_field=Callback::new(|_: u8| {}) />
            </div>
            <p class="lesson-roll" data-roll=format!("{}-{}", roll.high(), roll.low())>
                <Die value=roll.high() />
                <Die value=roll.low() />
                <span>{move || crate::trictrac::texts::roll(roll)}</span>
            </p>
            <p class="lesson-question"><strong>{move || lesson.question_text()}</strong></p>
            <div class="lesson-answers" role="group" aria-label=tr("les-your-answer")>
                {answers}
            </div>
            <div aria-live="polite" data-testid="lesson-feedback" node_ref=said>{message}</div>
            {next}
        </article>
    }
}
