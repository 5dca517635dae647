//! Lessons for every game, as data: a course is a list of [`Lesson`]s, each
//! a start position, its goal, its hint and one to three [`Step`]s. A step
//! gives the learner scripted dice, lists the answers accepted and the wrong
//! answers foreseen (a legal play the lesson explains in its own words, or a
//! move the engine refuses, said by the engine's reason), the text said on
//! success, and the opponent's scripted reply before the next step. Every
//! text is a catalogue key ([`Key`], written `key("…")` so that
//! `tests/catalogues.rs` finds it). A game's family checks its course
//! natively: the accepted answers are legal and reach the step's goal, the
//! wrong ones are refused for the reason foreseen or legal but not accepted,
//! the replies are legal.
//!
//! The model is generic over the game through [`Course`]: how a start, the
//! dice, an answer, a goal and a refusal are written. The backgammon family
//! writes a start as the engine's position text, an answer as the moves of
//! a play, a goal as what the position after the play must show
//! (`src/backgammon/lessons/`). A Grand Trictrac lesson of
//! `src/trictrac/lessons/` would be written in it as one step: its start
//! the position notation with the roll (`Start = &'static str`, the dice
//! read from it, `Dice = ()`), its answer the number or the play index the
//! learner picks (`Answer = u32`), its goal the question
//! (`Goal = Question`), `accepted` the one answer the lesson states (the
//! family's check compares it with the engine's count, as today), its
//! explanation the step's `success`, and the wrong counts foreseen as
//! [`Wrong::Legal`] with their own text (`Refusal = Infallible`, no move of
//! a quiz is refused).
//!
//! Progress (the lessons done, each with its stars) is [`progress`].

pub mod progress;
mod why;

pub use progress::{Progress, ProgressError};

/// A catalogue key of a lesson's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(pub &'static str);

/// A key written in a table; the name `key` is what the catalogue test
/// looks for.
pub const fn key(k: &'static str) -> Key {
    Key(k)
}

impl Key {
    /// The key's text.
    pub const fn as_str(self) -> &'static str {
        self.0
    }

    /// The message in the language on screen.
    pub fn text(self) -> String {
        crate::kit::i18n::t(self.0)
    }
}

/// How a game writes its lessons.
pub trait Course: 'static {
    /// A lesson's start (a position text, read by the game's family).
    type Start: Copy + core::fmt::Debug + 'static;
    /// The dice of a step or a reply.
    type Dice: Copy + core::fmt::Debug + 'static;
    /// An answer (a play's moves, a number).
    type Answer: Copy + core::fmt::Debug + 'static;
    /// What the position after a step must show.
    type Goal: Copy + core::fmt::Debug + 'static;
    /// The engine's reason for a refused move.
    type Refusal: Copy + core::fmt::Debug + PartialEq + 'static;
}

/// One lesson of a course.
pub struct Lesson<G: Course> {
    /// A stable id (kept in the progress text and the address): lowercase
    /// letters, digits and dashes.
    pub id: &'static str,
    /// Its title.
    pub title: Key,
    /// The goal, in words.
    pub goal: Key,
    /// A hint, shown when asked.
    pub hint: Key,
    /// The start.
    pub start: G::Start,
    /// The steps, in order (one to three).
    pub steps: &'static [Step<G>],
}

/// One step: the learner's dice, what is accepted, what is foreseen wrong,
/// and the opponent's reply.
pub struct Step<G: Course> {
    /// The learner's dice.
    pub dice: G::Dice,
    /// What the position after the step must show.
    pub goal: G::Goal,
    /// The answers accepted (compared as their results, by the family).
    pub accepted: &'static [G::Answer],
    /// The wrong answers foreseen.
    pub wrong: &'static [Wrong<G>],
    /// What is said once the step is done.
    pub success: Key,
    /// The opponent's reply before the next step (none after the last).
    pub reply: Option<Reply<G>>,
}

/// A wrong answer foreseen, and what is said of it.
pub enum Wrong<G: Course> {
    /// A legal answer that is not what the step asks: the lesson's own text.
    Legal {
        /// The answer.
        answer: G::Answer,
        /// Why it is not the one.
        text: Key,
    },
    /// An answer the engine refuses: its reason says why (worded by the
    /// family's wording of refusals).
    Refused {
        /// The answer (its refused move is the first the engine refuses).
        answer: G::Answer,
        /// The reason the engine must give.
        reason: G::Refusal,
    },
}

impl<G: Course> Wrong<G> {
    /// The answer foreseen.
    pub fn answer(&self) -> G::Answer {
        match self {
            Wrong::Legal { answer, .. } | Wrong::Refused { answer, .. } => *answer,
        }
    }
}

/// The opponent's scripted reply: his dice and his play.
pub struct Reply<G: Course> {
    /// His dice.
    pub dice: G::Dice,
    /// His answer (a legal one, checked).
    pub answer: G::Answer,
}

/// What a course's check found wrong with a lesson, for the tests' report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The lesson's id.
    pub lesson: &'static str,
    /// The step (from 1), 0 for the lesson itself.
    pub step: usize,
    /// What is wrong, in plain English.
    pub what: String,
}

impl core::fmt::Display for Problem {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{} step {}: {}", self.lesson, self.step, self.what)
    }
}

/// Whether `id` is a lesson id: lowercase ASCII letters, digits and single
/// dashes, not beginning or ending with a dash.
pub fn is_id(id: &str) -> bool {
    !id.is_empty()
        && !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// What every course must hold whatever its game: well-formed unique ids,
/// one to three steps, a reply between two steps and none after the last.
pub fn check_shape<G: Course>(lessons: &[Lesson<G>]) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for l in lessons {
        let mut bad = |step, what: String| {
            out.push(Problem {
                lesson: l.id,
                step,
                what,
            })
        };
        if !is_id(l.id) {
            bad(
                0,
                "the id is not lowercase letters, digits and dashes".into(),
            );
        }
        if !seen.insert(l.id) {
            bad(0, "the id is another lesson's".into());
        }
        if !(1..=3).contains(&l.steps.len()) {
            bad(0, format!("{} steps, not 1 to 3", l.steps.len()));
        }
        for (i, s) in l.steps.iter().enumerate() {
            let last = i + 1 == l.steps.len();
            if s.accepted.is_empty() {
                bad(i + 1, "no answer is accepted".into());
            }
            if last && s.reply.is_some() {
                bad(i + 1, "the last step has a reply".into());
            }
            if !last && s.reply.is_none() {
                bad(i + 1, "no reply before the next step".into());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
