//! *Learn*: a game's course on its own screen. `#/<game>/learn` lists the
//! course's lessons with the stars won; `#/<game>/learn/<id>` plays one
//! ([`run::Run`], drawn by [`view`]). The lessons are the family's
//! ([`crate::backgammon::lessons`]); the stars are kept in this browser,
//! per game, as the kit's progress text ([`crate::kit::lesson::Progress`]).

pub mod list;
pub mod run;
#[cfg(test)]
mod tests;
pub mod view;

use crate::backgammon::lessons::{Lesson, RULES};
use crate::kit::lesson::{Progress, ProgressError};

/// What a `#/<game>/…` address asks of *Learn*.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum At {
    /// The course's list.
    List,
    /// One lesson: its place in the course (from 0).
    Lesson(usize),
    /// A lesson the course does not have (its id): the list, and a notice.
    Missing(String),
}

/// What `rest` (the address after `#/<game>/`) asks of *Learn* in a game
/// whose course is `course`; `None` for the game itself.
pub fn at(rest: &str, course: &'static [Lesson]) -> Option<At> {
    let path = rest.strip_prefix("learn")?;
    let id = match path.strip_prefix('/') {
        Some(id) => id.trim_end_matches('/'),
        None if path.is_empty() => "",
        // `#/backgammon/learning…` is no address of Learn
        None => return None,
    };
    if id.is_empty() {
        return Some(At::List);
    }
    Some(match course.iter().position(|l| l.id == id) {
        Some(i) => At::Lesson(i),
        None => At::Missing(id.to_string()),
    })
}

/// The address of a game's course (`lesson: None`) or of one lesson.
pub fn href(slug: &str, lesson: Option<&str>) -> String {
    match lesson {
        Some(id) => format!("#/{slug}/learn/{id}"),
        None => format!("#/{slug}/learn"),
    }
}

/// The course a game of the home screen teaches, if it has one yet.
pub fn course_of(slug: &str) -> Option<&'static [Lesson]> {
    match slug {
        "backgammon" => Some(RULES),
        _ => None,
    }
}

/// The localStorage key of a game's lesson progress.
pub fn progress_key(slug: &str) -> String {
    format!("tables.learn.{slug}")
}

/// The key an unreadable progress text is kept under, so that nothing is
/// lost when the course starts afresh.
pub fn unreadable_key(slug: &str) -> String {
    format!("tables.learn.{slug}.unreadable")
}

/// The progress read from a kept text (`None`: none kept), the lessons no
/// longer in `course` dropped; an unreadable text gives no progress and
/// its reason.
pub fn read_progress(kept: Option<&str>, course: &[Lesson]) -> (Progress, Option<ProgressError>) {
    let Some(text) = kept else {
        return (Progress::new(), None);
    };
    match Progress::parse(text) {
        Ok(mut p) => {
            p.retain_known(|id| course.iter().any(|l| l.id == id));
            (p, None)
        }
        Err(e) => (Progress::new(), Some(e)),
    }
}

/// The lesson after `id` in `course`.
pub fn next_of(course: &'static [Lesson], id: &str) -> Option<&'static Lesson> {
    let i = course.iter().position(|l| l.id == id)?;
    course.get(i + 1)
}
