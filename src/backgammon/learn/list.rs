//! The *Learn* screen of a game: its course listed with the stars won
//! (`#/<game>/learn`), or one lesson ([`super::view::LessonScreen`]).

use super::view::LessonScreen;
use super::{href, progress_key, read_progress, unreadable_key, At};
use crate::backgammon::lessons::Lesson;
use crate::kit::i18n::{tr, Worded};
use crate::kit::lesson::progress::MAX_STARS;
use crate::kit::lesson::Progress;
use leptos::prelude::*;

/// Stars as drawn (`★★☆`), beside their words for a screen reader.
pub fn stars_view(stars: u8) -> impl IntoView {
    let drawn: String = (0..MAX_STARS)
        .map(|i| if i < stars { '★' } else { '☆' })
        .collect();
    view! {
        <span class="lesson-stars" aria-hidden="true">{drawn}</span>
        <span class="visually-hidden">{move || crate::t!("learn-stars", n = stars, of = MAX_STARS)}</span>
    }
}

/// *Learn*: the list or a lesson, as `at` says; `portrait` the board's
/// layout of the page.
#[component]
pub fn Learn(
    slug: &'static str,
    game_name: Signal<String>,
    course: &'static [Lesson],
    at: Signal<At>,
    portrait: Signal<bool>,
) -> impl IntoView {
    let kept = crate::kit::storage::storage_get(&progress_key(slug));
    let (progress, unreadable) = read_progress(kept.as_deref(), course);
    if let (Some(_), Some(text)) = (&unreadable, &kept) {
        // kept aside before anything is written over it
        crate::kit::storage::storage_set(&unreadable_key(slug), text);
    }
    let progress = RwSignal::new(progress);
    let problem = StoredValue::new(unreadable);
    let record = Callback::new(move |(id, stars): (&'static str, u8)| {
        progress.update(|p| p.record(id, stars));
        let text = progress.with_untracked(Progress::text);
        crate::kit::storage::storage_set(&progress_key(slug), &text);
    });
    view! {
        <section class="learn" data-testid="learn">
            {move || match at.get() {
                At::Lesson(i) => view! {
                    <LessonScreen slug=slug course=course index=i portrait=portrait record=record />
                }.into_any(),
                At::List => view! {
                    <CourseList slug=slug game_name=game_name course=course progress=progress missing=None problem=problem />
                }.into_any(),
                At::Missing(id) => view! {
                    <CourseList slug=slug game_name=game_name course=course progress=progress missing=Some(id) problem=problem />
                }.into_any(),
            }}
        </section>
    }
}

/// The course's lessons in order, each with its stars.
#[component]
fn CourseList(
    slug: &'static str,
    game_name: Signal<String>,
    course: &'static [Lesson],
    progress: RwSignal<Progress>,
    missing: Option<String>,
    problem: StoredValue<Option<crate::kit::lesson::ProgressError>>,
) -> impl IntoView {
    let done = move || progress.with(|p| course.iter().filter(|l| p.is_done(l.id)).count());
    let items = course
        .iter()
        .map(|l| {
            let id = l.id;
            let stars = move || progress.with(|p| p.stars(id));
            view! {
                <li data-lesson=id data-lesson-done=move || stars().is_some().then_some("true")>
                    <a class="lesson-link" href=href(slug, Some(id))>
                        <span class="lesson-title">{move || l.title.text()}</span>
                        {move || match stars() {
                            Some(s) => stars_view(s).into_any(),
                            None => view! { <span class="lesson-stars todo" aria-hidden="true">"☆☆☆"</span> }.into_any(),
                        }}
                    </a>
                </li>
            }
        })
        .collect_view();
    let missing = missing.map(|id| {
        view! {
            <p class="notice" data-testid="lesson-missing" role="alert">
                {move || crate::t!("learn-missing", id = id.as_str())}
            </p>
        }
    });
    let problem = problem.get_value().map(|e| {
        view! {
            <p class="notice" data-testid="learn-progress-unreadable" role="alert">
                {move || crate::t!("learn-progress-unreadable", reason = e.worded())}
            </p>
        }
    });
    view! {
        <div class="learn-list" data-testid="learn-list">
            <h2>{move || crate::t!("learn-course-title", game = game_name.get())}</h2>
            {missing}
            {problem}
            <p class="learn-intro">{tr("learn-intro")}</p>
            <p class="learn-count" data-testid="learn-count">
                {move || crate::t!("learn-count", done = done(), total = course.len())}
            </p>
            <ol class="learn-lessons">{items}</ol>
            <a class="learn-back" data-testid="learn-back" href=format!("#/{slug}")>{tr("learn-back-to-game")}</a>
        </div>
    }
}
