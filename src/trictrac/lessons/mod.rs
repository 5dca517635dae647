//! Guided lessons: a position with a roll, a question ("how many points does
//! this roll give White?", "how many holes?", "holding, how many points does
//! he keep?"), the answer and its explanation. The expected answer is never
//! trusted: the engine computes it ([`Lesson::engine_answer`]), and a native
//! test checks that each lesson states the engine's count.
//!
//! A lesson's scoreboard is the marking **before** the roll's points (the
//! learner is to count them): the holes and tenir / s'en aller questions roll
//! the dice on the position before the roll ([`Lesson::rolled_game`]).
//!
//! Progress (the set of lessons done) is kept as a short versioned text:
//! `1:` then the done ids separated by commas.

pub mod view;

mod content;
#[cfg(test)]
mod tests;

pub use content::{GROUPS, LESSONS};

use crate::trictrac::reference::Key;
use crate::trictrac::render::{self, BoardView, Highlight, ViewState};
use std::collections::BTreeSet;
use tables::trictrac::notation::Position;
use tables::trictrac::{Choice, Game, Jan, Options, Phase, Roll, RollContext, Side};

/// What the learner must find.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The points the roll gives `side` (the roller or his opponent).
    Points {
        /// Whose points.
        side: Side,
    },
    /// Which of these plays (moves `from → to` in the roller's numbering) is
    /// legal: exactly one is, the answer is its index.
    Play {
        /// The plays offered.
        choices: &'static [&'static [(u8, u8)]],
    },
    /// The holes `side` marks with the points of this roll: 1 per 12 points,
    /// 2 en bredouille (§5).
    Holes {
        /// Whose holes.
        side: Side,
    },
    /// The roller wins a hole on this roll and holds (tenir, §7.2): the points
    /// left on his chip.
    Tenir,
    /// The roller wins a hole on this roll and goes (s'en aller, §7.2): the
    /// points this roll gives the opponent, which he may not mark.
    SenAller,
}

/// One lesson.
#[derive(Debug)]
pub struct Lesson {
    /// A stable id (kept in the progress text): lowercase and dashes.
    pub id: &'static str,
    /// Its title.
    pub title: Key,
    /// What to look at, before the question.
    pub intro: Key,
    /// The position, in the position notation, with the roll.
    pub position: &'static str,
    /// The question.
    pub question: Question,
    /// The answer the lesson states (checked against the engine by a test).
    pub answer: u32,
    /// Why, shown once answered (it states the answer).
    pub explanation: Key,
}

impl Lesson {
    /// The position.
    ///
    /// # Panics
    /// When the text does not parse and validate (the tests check them all).
    pub fn parsed(&self) -> Position {
        self.position
            .parse()
            .unwrap_or_else(|e: tables::trictrac::notation::PositionReadError| {
                panic!("lesson {}: {e}", self.id)
            })
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
        let a = tables::trictrac::analyze(
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

    /// The game once the roller has rolled and the engine marked his points:
    /// built from the position before the roll (the lesson's scoreboard), then
    /// the roll made. Its phase is [`Phase::Choose`] when the roll won him a
    /// hole.
    ///
    /// # Panics
    /// When the position before the roll does not validate (the tests check them all).
    pub fn rolled_game(&self) -> Game {
        let p = self.parsed();
        let (roller, roll) = self.roll();
        let mut before = p.setup();
        before.dice = None;
        before.choosing = false;
        before.rolls[roller] -= 1;
        let mut game = before
            .validate()
            .unwrap_or_else(|e| {
                let e: Vec<String> = e.iter().map(ToString::to_string).collect();
                panic!("lesson {} before the roll: {}", self.id, e.join("; "))
            })
            .to_game();
        game.roll(roll)
            .unwrap_or_else(|e| panic!("lesson {}: {e}", self.id));
        game
    }

    /// The rolled game after the roller held (when he won a hole) and played
    /// his first legal turn: the opponent has marked his points of the roll.
    pub fn played_game(&self) -> Game {
        let mut game = self.rolled_game();
        if game.phase() == Phase::Choose {
            game.choose(Choice::Tenir).expect("a choice is pending");
        }
        if game.phase() == Phase::Move {
            let turn = game.legal_turns()[0];
            game.play(&turn).expect("a legal turn");
        }
        game
    }

    /// The answer the engine gives to the question: the points, the holes,
    /// the points kept or lost, or the index of the only legal play offered
    /// (`None` when not exactly one is, or when a tenir / s'en aller question's
    /// roll wins no hole).
    pub fn engine_answer(&self) -> Option<u32> {
        let (roller, _) = self.roll();
        match self.question {
            Question::Holes { side } => {
                let before = self.parsed().scoreboard().holes[side];
                let game = if side == roller {
                    self.rolled_game()
                } else {
                    self.played_game()
                };
                Some(u32::from(game.scoreboard().holes[side] - before))
            }
            Question::Tenir => {
                let mut game = self.rolled_game();
                game.choose(Choice::Tenir).ok()?;
                Some(u32::from(game.scoreboard().points[roller]))
            }
            Question::SenAller => {
                let game = self.rolled_game();
                let mut gone = game.clone();
                gone.choose(Choice::SenAller).ok()?;
                // going, the opponent marks nothing of this roll
                let opp = roller.opponent();
                (gone.scoreboard().points[opp] == 0).then(|| game.current_jans().points_for(opp))
            }
            Question::Points { side } => Some(
                self.engine_jans()
                    .iter()
                    .filter(|j| j.to == side)
                    .map(|j| u32::from(j.points()))
                    .sum(),
            ),
            Question::Play { choices } => {
                let (roller, roll) = self.roll();
                let legal: Vec<Vec<(u8, u8)>> = tables::trictrac::legal_turns(
                    self.parsed().board(),
                    roller,
                    roll,
                    &Options::default(),
                )
                .iter()
                .map(|t| {
                    let mut v: Vec<_> = t.steps().iter().map(|s| (s.from, s.to)).collect();
                    v.sort_unstable();
                    v
                })
                .collect();
                let ok: Vec<u32> = (0u32..)
                    .zip(choices.iter())
                    .filter(|(_, c)| {
                        let mut c = c.to_vec();
                        c.sort_unstable();
                        legal.contains(&c)
                    })
                    .map(|(i, _)| i)
                    .collect();
                (ok.len() == 1).then(|| ok[0])
            }
        }
    }

    /// A play as text: "7→12, 9→12" (25 is off the board).
    pub fn play_text(play: &[(u8, u8)]) -> String {
        let v: Vec<String> = play
            .iter()
            .map(|&(f, t)| {
                if t > 24 {
                    tk!(key("les-move-off"), from = f)
                } else {
                    format!("{f}→{t}")
                }
            })
            .collect();
        v.join(", ")
    }

    /// The answer as shown once revealed: "6", or the legal play.
    pub fn answer_text(&self) -> String {
        match self.question {
            Question::Play { choices } => choices
                .get(self.answer as usize)
                .map(|c| Self::play_text(c))
                .unwrap_or_default(),
            _ => self.answer.to_string(),
        }
    }

    /// The numbers offered as buttons for a numeric answer (`None` for a
    /// play to choose): even points up to 12, or holes up to 3.
    pub fn answer_buttons(&self) -> Option<Vec<u32>> {
        match self.question {
            Question::Play { .. } => None,
            Question::Holes { .. } => Some((0..=3).collect()),
            Question::Points { .. } | Question::Tenir | Question::SenAller => {
                Some((0..=12).step_by(2).collect())
            }
        }
    }

    /// The question as a sentence.
    pub fn question_text(&self) -> String {
        use crate::trictrac::texts::side_name;
        let (roller, _) = self.roll();
        let me = side_name(roller);
        let opp = side_name(roller.opponent());
        match self.question {
            Question::Points { side } if side == roller => {
                tk!(key("les-question-points"), side = side_name(side))
            }
            Question::Points { side } => {
                tk!(key("les-question-points-opponent"), side = side_name(side))
            }
            Question::Play { .. } => crate::kit::i18n::t("les-question-play"),
            Question::Holes { side } => tk!(key("les-question-holes"), side = side_name(side)),
            Question::Tenir => tk!(key("les-question-tenir"), roller = me),
            Question::SenAller => {
                tk!(key("les-question-s-en-aller"), roller = me, opponent = opp)
            }
        }
    }

    /// The board drawn from the roller's side; `reveal` lights the jans.
    pub fn view(&self, reveal: bool) -> BoardView {
        let p = self.parsed();
        let (roller, _) = self.roll();
        let mut highlight = Highlight::default();
        if let (true, Question::Play { choices }) = (reveal, self.question) {
            for &(from, to) in choices
                .get(self.answer as usize)
                .copied()
                .unwrap_or_default()
            {
                let abs = |q: u8| {
                    if q > 24 {
                        25
                    } else {
                        tables::trictrac::Board::absolute(roller, q)
                    }
                };
                for f in [abs(from), abs(to)] {
                    if f <= 24 && !highlight.fields.contains(&f) {
                        highlight.fields.push(f);
                    }
                }
                highlight.arrows.push((abs(from), abs(to)));
            }
        } else if reveal {
            for jan in self.engine_jans() {
                let mut h = Highlight::of_jan(&jan);
                if jan.kind == tables::trictrac::JanKind::Sortie && h.fields.is_empty() {
                    // the last checkers, borne off
                    for pos in 1..=24 {
                        if p.board().count(roller, pos) > 0 {
                            let abs = tables::trictrac::Board::absolute(roller, pos);
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
            ..ViewState::default()
        };
        render::build(p.board(), p.scoreboard(), &ui)
    }
}

/// The lessons in groups: each group's title and its lessons with their
/// indices in [`LESSONS`].
pub fn groups() -> Vec<(Key, Vec<(usize, &'static Lesson)>)> {
    let start = |id: &str| LESSONS.iter().position(|l| l.id == id);
    GROUPS
        .iter()
        .enumerate()
        .filter_map(|(g, &(title, first))| {
            let from = start(first)?;
            let to = GROUPS
                .get(g + 1)
                .and_then(|&(_, next)| start(next))
                .unwrap_or(LESSONS.len());
            Some((title, (from..to).map(|i| (i, &LESSONS[i])).collect()))
        })
        .collect()
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
