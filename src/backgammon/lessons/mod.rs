//! The backgammon family's lessons, written in the kit's lesson model
//! ([`crate::kit::lesson`]): a start is the engine's position text (the side
//! on roll is the learner, White), the dice are a roll, an answer is the
//! moves of a play in the mover's numbering (`(from, to)`, 25 the bar, 0
//! off), compared by the position it leads to (the order of its moves does
//! not matter), and a goal is what the position after the step must show.
//! Moves are applied by the engine's game ([`Game`]) and judged by its
//! [`explain::why_not`]; a refused move is said by the app's wording of
//! refusals ([`crate::backgammon::texts::refusal`]).
//!
//! [`play_through`] plays a lesson's accepted answers and replies and says
//! what is wrong with it (the native tests run it on every lesson).

mod course;
#[cfg(test)]
mod tests;

pub use course::RULES;

use crate::kit::i18n::t;
use crate::kit::lesson::{self, Course, Key, Problem, Wrong};
use tables::backgammon::explain::{self, Refusal};
use tables::backgammon::position::OPPONENT_BAR;
use tables::backgammon::Roll;
use tables::backgammon::{position_text, Action, Game, GameSetup, Move, Options, Phase, Player};
use tables::backgammon::{Position, Variant};
use tables::Side;

/// The backgammon family as a course's game.
pub struct Bg;

impl Course for Bg {
    type Start = &'static str;
    type Dice = (u8, u8);
    type Answer = &'static [(u8, u8)];
    type Goal = Goal;
    type Refusal = Refusal;
}

/// A lesson of the family.
pub type Lesson = lesson::Lesson<Bg>;
/// A step of a lesson.
pub type Step = lesson::Step<Bg>;

/// What the learner's position after a step must show (points in his
/// numbering).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// At least `at_least` of his checkers on `point`.
    Holds {
        /// The point (1..=24).
        point: u8,
        /// How many at least.
        at_least: u8,
    },
    /// His `point` made: two or more of his checkers on it.
    Made(u8),
    /// At least this many of the opponent's checkers on the bar.
    OnTheirBar(u8),
    /// None of his checkers left on the bar.
    Entered,
    /// The roll could not be played at all (he danced).
    Danced,
    /// At least this many of his checkers borne off.
    Off(u8),
    /// Every goal of the list.
    All(&'static [Goal]),
}

impl Goal {
    /// Whether `after` (the learner's position after his play; `danced` when
    /// his roll had no legal play) shows the goal.
    pub fn reached(self, after: &Position, danced: bool) -> bool {
        match self {
            Goal::Holds { point, at_least } => after.mine(usize::from(point)) >= at_least,
            Goal::Made(point) => after.mine(usize::from(point)) >= 2,
            Goal::OnTheirBar(n) => after.theirs(OPPONENT_BAR) >= n,
            Goal::Entered => after.mine(tables::backgammon::position::BAR) == 0,
            Goal::Danced => danced,
            Goal::Off(n) => after.off(Player::OnRoll) >= n,
            Goal::All(goals) => goals.iter().all(|g| g.reached(after, danced)),
        }
    }
}

/// What an answer is, in the game on roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// One of the answers accepted.
    Accepted,
    /// A legal play the step foresaw as wrong: its text.
    Foreseen(Key),
    /// A legal play the step did not foresee.
    NotThis,
    /// The engine refuses the `n`th move (from 1) of the answer.
    Refused(usize, Refusal),
    /// Every move is allowed but the play is not whole (dice are left that
    /// can be played).
    Incomplete,
}

impl Verdict {
    /// What is said to the learner.
    pub fn text(&self) -> String {
        match self {
            Verdict::Accepted => String::new(),
            Verdict::Foreseen(k) => k.text(),
            Verdict::NotThis => t("learn-bg-not-this-play"),
            Verdict::Refused(_, r) => crate::backgammon::texts::refusal(*r),
            Verdict::Incomplete => t("learn-bg-play-on"),
        }
    }
}

/// What is wrong with a lesson that does not play (in plain English, for
/// the tests' report: the native check of every lesson keeps it off the
/// screen; a static text keeps the engine's error wording out of the wasm).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Broken(pub &'static str);

impl core::fmt::Display for Broken {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.0)
    }
}

/// The game at a lesson's start: White (the learner) on roll, before his
/// roll, money play.
///
/// # Errors
/// The start is no position text, or no position to play from.
pub fn start(lesson: &Lesson) -> Result<Game, Broken> {
    let (variant, position) =
        position_text::parse(lesson.start).map_err(|_| Broken("the start is no position text"))?;
    Game::from_setup(
        variant,
        Options::money(),
        GameSetup::new(position, Side::White),
    )
    .map_err(|_| Broken("the start is no position to play from"))
}

/// The variant a lesson is played in.
pub fn variant(lesson: &Lesson) -> Option<Variant> {
    position_text::parse(lesson.start).ok().map(|(v, _)| v)
}

/// The roll of scripted dice.
///
/// # Errors
/// A die outside 1..=6.
pub fn roll_of((a, b): (u8, u8)) -> Result<Roll, Broken> {
    Roll::new(a, b).map_err(|_| Broken("the dice are no roll"))
}

/// A roll of the learner or the opponent: the game with the dice rolled,
/// and the position and roll it was rolled from (a roll that cannot be
/// played passes the turn at once: the game then no longer holds them).
#[derive(Clone)]
pub struct Turn {
    /// The game after the roll.
    pub game: Game,
    /// The mover's position before the roll.
    pub before: Position,
    /// The roll.
    pub roll: Roll,
}

impl Turn {
    /// `dice` rolled by the side on roll of `game`.
    ///
    /// # Errors
    /// Dice that are no roll, or a game not before a roll.
    pub fn roll(mut game: Game, dice: (u8, u8)) -> Result<Turn, Broken> {
        let before = *game.position();
        let roll = roll_of(dice)?;
        game.act(Action::Roll(roll))
            .map_err(|_| Broken("the game is not before a roll"))?;
        Ok(Turn { game, before, roll })
    }

    /// The roll has no legal play: the mover dances.
    pub fn danced(&self) -> bool {
        self.game.phase() != Phase::Move
    }

    /// Where an answer leads: the position after it (seen from the mover),
    /// or the first move the engine refuses (its place from 1 and why), or
    /// `None` when its moves are allowed but leave dice that can be played.
    /// No legal play (a dance) leads, with no move, to the position itself.
    ///
    /// # Errors
    /// The first refused move.
    pub fn result(&self, answer: &[(u8, u8)]) -> Result<Option<Position>, (usize, Refusal)> {
        let rules = self.game.rules();
        let part = match self.game.part() {
            Some((part, _)) if !self.danced() => part,
            _ => rules.rolls.first_part(self.roll, &self.before),
        };
        let mut played: Vec<Move> = Vec::new();
        for (i, &(from, to)) in answer.iter().enumerate() {
            let m =
                explain::why_not_in_part(rules, &self.before, self.roll, &part, &played, from, to)
                    .map_err(|r| (i + 1, r))?;
            played.push(m);
        }
        if self.danced() {
            return Ok(Some(self.before));
        }
        let (after, _) = explain::after_played(rules, &self.before, &part, &played)
            .map_err(|r| (answer.len(), r))?;
        Ok(self
            .game
            .legal_plays()
            .iter()
            .any(|p| *p.after() == after)
            .then_some(after))
    }

    /// The verdict on `answer` for `step`.
    pub fn judge(&self, step: &Step, answer: &[(u8, u8)]) -> Verdict {
        let after = match self.result(answer) {
            Err((n, r)) => return Verdict::Refused(n, r),
            Ok(None) => return Verdict::Incomplete,
            Ok(Some(after)) => after,
        };
        let same = |a: &[(u8, u8)]| matches!(self.result(a), Ok(Some(p)) if p == after);
        if step.accepted.iter().any(|a| same(a)) {
            return Verdict::Accepted;
        }
        step.wrong
            .iter()
            .find_map(|w| match w {
                Wrong::Legal { answer, text } if same(answer) => Some(Verdict::Foreseen(*text)),
                _ => None,
            })
            .unwrap_or(Verdict::NotThis)
    }

    /// The game once `answer` is played (after a dance: as the engine left
    /// it, the opponent before his roll).
    ///
    /// # Errors
    /// The answer is refused or not a whole play.
    pub fn played(self, answer: &[(u8, u8)]) -> Result<Game, Broken> {
        match self.result(answer) {
            Ok(Some(_)) if self.danced() => Ok(self.game),
            Ok(Some(after)) => {
                let mut game = self.game;
                game.act(Action::Play(after))
                    .map_err(|_| Broken("the play is refused"))?;
                Ok(game)
            }
            Ok(None) => Err(Broken("the answer is not a whole play")),
            Err(_) => Err(Broken("a move of the answer is refused")),
        }
    }
}

/// Plays `lesson` through: every accepted answer of every step, then the
/// step's first accepted answer and the opponent's reply to go on; checks
/// that each accepted answer is legal and reaches the goal, that every
/// legal play reaching the goal is accepted, that every wrong answer
/// foreseen is refused for its reason or legal but not accepted, that each
/// reply is legal, and that each text key exists (has a message in the
/// catalogue on screen). The problems found, none for a good lesson.
pub fn play_through(lesson: &Lesson) -> Vec<Problem> {
    let mut out = lesson::check_shape(std::slice::from_ref(lesson));
    let mut bad = |step, what: String| {
        out.push(Problem {
            lesson: lesson.id,
            step,
            what,
        })
    };
    let cat = crate::kit::i18n::current();
    for k in keys_of(lesson) {
        if !cat.has(k.as_str()) {
            bad(0, format!("no message {}", k.as_str()));
        }
    }
    let mut game = match start(lesson) {
        Ok(g) => g,
        Err(e) => {
            bad(0, format!("the start does not open: {e}"));
            return out;
        }
    };
    for (i, step) in lesson.steps.iter().enumerate() {
        let n = i + 1;
        if game.phase() != Phase::BeforeRoll || game.on_roll() != Side::White {
            bad(n, "the learner is not before his roll".into());
            return out;
        }
        let on_roll = match Turn::roll(game.clone(), step.dice) {
            Ok(g) => g,
            Err(e) => {
                bad(n, format!("{:?}: {e}", step.dice));
                return out;
            }
        };
        let danced = on_roll.danced();
        let mut accepted_results = Vec::new();
        for a in step.accepted {
            match on_roll.result(a) {
                Ok(Some(after)) => {
                    if !step.goal.reached(&after, danced) {
                        bad(n, format!("{a:?} does not reach the goal {:?}", step.goal));
                    }
                    accepted_results.push(after);
                }
                Ok(None) => bad(n, format!("{a:?} is not a whole play")),
                Err((m, r)) => bad(n, format!("{a:?}: move {m} refused: {r}")),
            }
        }
        for p in on_roll.game.legal_plays() {
            if step.goal.reached(p.after(), false) && !accepted_results.contains(p.after()) {
                let moves: Vec<(u8, u8)> = p.moves().iter().map(|m| (m.from, m.to)).collect();
                bad(n, format!("{moves:?} reaches the goal but is not accepted"));
            }
        }
        for w in step.wrong {
            match (w, on_roll.result(w.answer())) {
                (Wrong::Legal { answer, text }, Ok(Some(after))) => {
                    if accepted_results.contains(&after) {
                        bad(n, format!("the wrong answer {answer:?} is accepted"));
                    } else if on_roll.judge(step, answer) != Verdict::Foreseen(*text) {
                        // another wrong answer of the same result says its text first
                        bad(n, format!("the text of {answer:?} is never said"));
                    }
                }
                (Wrong::Legal { answer, .. }, _) => bad(
                    n,
                    format!("the wrong answer {answer:?} is not a legal play"),
                ),
                (Wrong::Refused { reason, .. }, Err((_, r))) if r == *reason => {}
                (Wrong::Refused { answer, reason }, got) => bad(
                    n,
                    format!("the wrong answer {answer:?} is not refused as {reason:?}: {got:?}"),
                ),
            }
        }
        let Some(first) = step.accepted.first() else {
            return out;
        };
        game = match on_roll.played(first) {
            Ok(g) => g,
            Err(e) => {
                bad(n, format!("{first:?}: {e}"));
                return out;
            }
        };
        if let Some(reply) = &step.reply {
            game = match Turn::roll(game, reply.dice).and_then(|t| t.played(reply.answer)) {
                Ok(g) => g,
                Err(e) => {
                    bad(n, format!("the reply: {e}"));
                    return out;
                }
            };
        }
    }
    out
}

/// Every text key of a lesson: its title, goal and hint, each step's
/// success and the texts of its legal wrong answers.
pub fn keys_of(lesson: &Lesson) -> Vec<Key> {
    let mut keys = vec![lesson.title, lesson.goal, lesson.hint];
    for s in lesson.steps {
        keys.push(s.success);
        keys.extend(s.wrong.iter().filter_map(|w| match w {
            Wrong::Legal { text, .. } => Some(*text),
            Wrong::Refused { .. } => None,
        }));
    }
    keys
}
