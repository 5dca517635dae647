//! Guided lessons: a position with a roll, a question ("how many points does
//! this roll give White?"), the answer and its explanation. The expected
//! answer is never trusted: the engine computes it ([`Lesson::engine_points`]),
//! and a native test checks that each lesson states the engine's count.
//!
//! Progress (the set of lessons done) is kept as a short versioned text:
//! `1:` then the done ids separated by commas.

mod content;
#[cfg(test)]
mod tests;

pub use content::LESSONS;

use crate::i18n::Lang;
use crate::reference::T;
use crate::render::{self, BoardView, Highlight, ViewState};
use std::collections::BTreeSet;
use tables::notation::Position;
use tables::{Jan, Options, Roll, RollContext, Side};

/// What the learner must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The points the roll gives `side` (the roller or his opponent).
    Points {
        /// Whose points.
        side: Side,
    },
}

/// One lesson.
#[derive(Debug)]
pub struct Lesson {
    /// A stable id (kept in the progress text): lowercase and dashes.
    pub id: &'static str,
    /// Its title.
    pub title: T,
    /// What to look at, before the question.
    pub intro: T,
    /// The position, in the position notation, with the roll.
    pub position: &'static str,
    /// The question.
    pub question: Question,
    /// The answer the lesson states (checked against the engine by a test).
    pub answer: u32,
    /// Why, shown once answered (it states the answer).
    pub explanation: T,
}

impl Lesson {
    /// The position.
    ///
    /// # Panics
    /// When the text does not parse and validate (the tests check them all).
    pub fn parsed(&self) -> Position {
        self.position
            .parse()
            .unwrap_or_else(|e| panic!("lesson {}: {e:?}", self.id))
    }

    /// The roll and who rolled it.
    pub fn roll(&self) -> (Side, Roll) {
        let p = self.parsed();
        (
            p.to_play(),
            p.roll().expect("a lesson's position has a roll"),
        )
    }

    /// The jans of the roll, as the engine counts them on the position's board.
    pub fn engine_jans(&self) -> Vec<Jan> {
        let p = self.parsed();
        let (roller, roll) = self.roll();
        let a = tables::analyze(
            p.board(),
            roller,
            roll,
            &RollContext {
                rolls_before: p.rolls()[roller].saturating_sub(1),
            },
            &Options::default(),
        );
        a.jans.iter().copied().collect()
    }

    /// The answer the engine gives to the question.
    pub fn engine_points(&self) -> u32 {
        match self.question {
            Question::Points { side } => self
                .engine_jans()
                .iter()
                .filter(|j| j.to == side)
                .map(|j| u32::from(j.points()))
                .sum(),
        }
    }

    /// The question as a sentence.
    pub fn question_text(&self, lang: Lang) -> String {
        let (roller, _) = self.roll();
        let Question::Points { side } = self.question;
        let who = lang.side(side);
        match (lang, side == roller) {
            (Lang::En, true) => format!("How many points does this roll give {who}?"),
            (Lang::En, false) => {
                format!("How many points does this roll give the opponent, {who}?")
            }
            (Lang::Fr, true) => format!("Combien de points ce coup donne-t-il à {who} ?"),
            (Lang::Fr, false) => {
                format!("Combien de points ce coup donne-t-il à l'adversaire, {who} ?")
            }
        }
    }

    /// The board drawn from the roller's side; `reveal` lights the jans.
    pub fn view(&self, lang: Lang, reveal: bool) -> BoardView {
        let p = self.parsed();
        let (roller, _) = self.roll();
        let mut highlight = Highlight::default();
        if reveal {
            for jan in self.engine_jans() {
                let mut h = Highlight::of_jan(&jan);
                if jan.kind == tables::JanKind::Sortie && h.fields.is_empty() {
                    // the last checkers, borne off
                    for pos in 1..=24 {
                        if p.board().count(roller, pos) > 0 {
                            let abs = tables::Board::absolute(roller, pos);
                            h.fields.push(abs);
                            h.arrows.push((abs, 25));
                        }
                    }
                }
                for f in h.fields {
                    if !highlight.fields.contains(&f) {
                        highlight.fields.push(f);
                    }
                }
                for a in h.arrows {
                    if !highlight.arrows.contains(&a) {
                        highlight.arrows.push(a);
                    }
                }
            }
        }
        let ui = ViewState {
            viewer: roller,
            show_numbers: true,
            highlight,
            lang,
            ..ViewState::default()
        };
        render::build(p.board(), p.scoreboard(), &ui)
    }
}

/// The lesson with this id.
pub fn lesson(id: &str) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| l.id == id)
}

/// The localStorage key of the progress.
pub const PROGRESS_KEY: &str = "trictrac.lessons";

/// The progress as text: `1:` and the done ids, comma-separated, in order.
pub fn progress_text(done: &BTreeSet<&'static str>) -> String {
    let ids: Vec<&str> = done.iter().copied().collect();
    format!("1:{}", ids.join(","))
}

/// Reads a progress text; anything unreadable (another version, garbage)
/// gives an empty progress, unknown ids are dropped.
pub fn parse_progress(text: &str) -> BTreeSet<&'static str> {
    let Some(ids) = text.trim().strip_prefix("1:") else {
        return BTreeSet::new();
    };
    ids.split(',')
        .filter_map(|id| lesson(id.trim()).map(|l| l.id))
        .collect()
}
