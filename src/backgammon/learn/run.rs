//! A lesson being played: the step the learner is at, his roll, what he
//! has done wrong and whether he asked for the hint. Pure (tested
//! natively); the lesson screen ([`super::view`]) mirrors its game on a
//! board and says its verdicts.
//!
//! A step begins with the learner's scripted dice already thrown. He enters
//! his play on the board; once it is whole, [`Run::answer`] judges it: an
//! accepted play ends the step, a wrong one is said and taken back. When
//! his roll cannot be played at all he says so ([`Run::dance`]): the engine
//! passes such a roll at once, so the run keeps the position he rolled
//! from to show it. [`Run::go_on`] then plays the opponent's scripted reply
//! and throws the next step's dice.
//!
//! Stars: three for a lesson done with no wrong play and no hint, one less
//! for each (at least one). A move the engine refuses is said at once and
//! costs nothing: it was never played.

use crate::backgammon::lessons::{start, Broken, Lesson, Step, Turn, Verdict};
use crate::kit::lesson::progress::MAX_STARS;
use crate::kit::lesson::Key;
use tables::backgammon::{Game, Move, Position, Roll};
use tables::Side;

/// Where the learner is in the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Entering the step's play.
    Play,
    /// The step's play accepted; the next step (after the reply) to come.
    StepDone,
    /// The last step done.
    LessonDone,
}

impl Stage {
    /// Its name, for the page's test hook (`data-stage`).
    pub fn name(self) -> &'static str {
        match self {
            Stage::Play => "play",
            Stage::StepDone => "step-done",
            Stage::LessonDone => "lesson-done",
        }
    }
}

/// A lesson in progress.
#[derive(Clone)]
pub struct Run {
    lesson: &'static Lesson,
    step: usize,
    turn: Turn,
    after: Option<Game>,
    mistakes: u8,
    hinted: bool,
}

impl Run {
    /// The lesson at its first step, the dice thrown.
    ///
    /// # Errors
    /// The lesson does not open (the native check of every lesson says
    /// which).
    pub fn start(lesson: &'static Lesson) -> Result<Run, Broken> {
        let first = lesson
            .steps
            .first()
            .ok_or(Broken("the lesson has no step"))?;
        let turn = Turn::roll(start(lesson)?, first.dice)?;
        Ok(Run {
            lesson,
            step: 0,
            turn,
            after: None,
            mistakes: 0,
            hinted: false,
        })
    }

    /// The lesson.
    pub fn lesson(&self) -> &'static Lesson {
        self.lesson
    }

    /// The step being played (or just done).
    pub fn step(&self) -> &'static Step {
        &self.lesson.steps[self.step]
    }

    /// The step's number from 1, and how many there are.
    pub fn step_number(&self) -> (usize, usize) {
        (self.step + 1, self.lesson.steps.len())
    }

    /// Where the learner is.
    pub fn stage(&self) -> Stage {
        match &self.after {
            None => Stage::Play,
            Some(_) if self.step + 1 < self.lesson.steps.len() => Stage::StepDone,
            Some(_) => Stage::LessonDone,
        }
    }

    /// The game to show: with the learner's roll to play, or once played.
    /// After a roll that cannot be played the engine has passed it: the
    /// opponent is on roll (see [`Run::shown_roll`]).
    pub fn game(&self) -> &Game {
        self.after.as_ref().unwrap_or(&self.turn.game)
    }

    /// The learner's roll, while it is his to play.
    pub fn roll(&self) -> Roll {
        self.turn.roll
    }

    /// The roll to draw on the board: the learner's when he must say he
    /// cannot move (the game no longer holds it), else none (the game's
    /// own dice are drawn).
    pub fn shown_roll(&self) -> Option<Roll> {
        (self.after.is_none() && self.turn.danced()).then_some(self.turn.roll)
    }

    /// The learner's position before his roll (seen from him).
    pub fn before(&self) -> Position {
        self.turn.before
    }

    /// His wrong plays so far.
    pub fn mistakes(&self) -> u8 {
        self.mistakes
    }

    /// The stars the lesson gives as it stands.
    pub fn stars(&self) -> u8 {
        let lost = self.mistakes.saturating_add(u8::from(self.hinted));
        MAX_STARS.saturating_sub(lost).max(1)
    }

    /// The hint (asking costs a star once).
    pub fn hint(&mut self) -> Key {
        self.hinted = true;
        self.lesson.hint
    }

    /// Judges the learner's whole play (its moves in his numbering). An
    /// accepted play ends the step; a wrong one counts against the stars.
    /// Nothing changes outside the step's play.
    pub fn answer(&mut self, moves: &[(u8, u8)]) -> Verdict {
        if self.after.is_some() {
            return Verdict::NotThis;
        }
        let verdict = self.turn.judge(self.step(), moves);
        match verdict {
            Verdict::Accepted => match self.turn.clone().played(moves) {
                Ok(game) => self.after = Some(game),
                Err(_) => return Verdict::NotThis,
            },
            Verdict::Foreseen(_) | Verdict::NotThis | Verdict::Incomplete => {
                self.mistakes = self.mistakes.saturating_add(1);
            }
            // a refused move is stopped before it is played
            Verdict::Refused(..) => {}
        }
        verdict
    }

    /// The learner says his roll cannot be played: accepted when it is so
    /// (the step's answer is no move), else a wrong answer.
    pub fn dance(&mut self) -> Verdict {
        self.answer(&[])
    }

    /// From a step done: the opponent's reply played, the next step's dice
    /// thrown. Returns the reply's moves (for the board's arrows); `None`
    /// when there is no next step.
    ///
    /// # Errors
    /// The reply or the next dice do not play (the native check of every
    /// lesson says so first).
    pub fn go_on(&mut self) -> Result<Option<Vec<Move>>, Broken> {
        if self.stage() != Stage::StepDone {
            return Ok(None);
        }
        let Some(reply) = &self.step().reply else {
            return Ok(None);
        };
        let game = self.after.clone().ok_or(Broken("no play made"))?;
        let theirs = Turn::roll(game, reply.dice)?;
        let moves = reply_moves(&theirs, reply.answer);
        let game = theirs.played(reply.answer)?;
        if game.on_roll() != Side::White {
            return Err(Broken("the learner is not on roll after the reply"));
        }
        let next = &self.lesson.steps[self.step + 1];
        self.turn = Turn::roll(game, next.dice)?;
        self.step += 1;
        self.after = None;
        Ok(Some(moves))
    }
}

/// The engine's moves of the reply `answer` (as its legal play has them),
/// none when it dances.
fn reply_moves(turn: &Turn, answer: &[(u8, u8)]) -> Vec<Move> {
    let Ok(Some(after)) = turn.result(answer) else {
        return Vec::new();
    };
    turn.game
        .legal_plays()
        .iter()
        .find(|p| *p.after() == after)
        .map(|p| p.moves().to_vec())
        .unwrap_or_default()
}
