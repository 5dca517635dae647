//! A partie from the first roll to 12 holes: the order of a turn (§4), holes,
//! tenir / s'en aller (§7), relevés (§8), and the record that replays it.

use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};
use crate::trictrac::board::{Board, CHECKERS};
use crate::trictrac::jans::{analyze_into, Jans, RollContext};
use crate::trictrac::movegen::TurnsInfo;
use crate::trictrac::options::Options;
use crate::trictrac::scoreboard::{Count, Marked, Scoreboard};
use crate::trictrac::turn::Turn;

mod record;

pub use record::{Action, Choice, Event, GameError, Phase, ReleveEnd, ReplayError};

/// A partie of Grand Trictrac.
#[derive(Clone, Debug)]
pub struct Game {
    options: Options,
    board: Board,
    score: Scoreboard,
    phase: Phase,
    to_play: Side,
    rolls: BySide<u16>,
    releve: u16,
    roll: Option<Roll>,
    turns: Vec<Turn>,
    info: TurnsInfo,
    jans: Jans,
    actions: Vec<Action>,
    events: Vec<Event>,
    logging: bool,
    /// The game as [`Game::from_position`] built it (`None` for a new partie),
    /// so that a game from a position can be recorded and replayed.
    start: Option<Box<Game>>,
}

impl Game {
    /// A new partie, waiting for the primacy dice.
    pub fn new(options: Options) -> Game {
        Game {
            options,
            board: Board::start(),
            score: Scoreboard::default(),
            phase: Phase::Primacy,
            to_play: Side::White,
            rolls: BySide::splat(0),
            releve: 1,
            roll: None,
            turns: Vec::with_capacity(64),
            info: TurnsInfo::default(),
            jans: Jans::default(),
            actions: Vec::new(),
            events: Vec::new(),
            logging: true,
            start: None,
        }
    }

    /// A game continuing from a given position, `to_play` to roll. `rolls` are
    /// the rolls each side made in the current relevé.
    pub fn from_position(
        options: Options,
        board: Board,
        score: Scoreboard,
        to_play: Side,
        rolls: BySide<u16>,
    ) -> Game {
        let mut g = Game::new(options);
        g.board = board;
        g.score = score;
        g.to_play = to_play;
        g.rolls = rolls;
        g.phase = if score.is_over() {
            Phase::Over
        } else {
            Phase::Roll
        };
        g.start = Some(Box::new(g.clone()));
        g
    }

    /// A game continuing from a position where `to_play` has already rolled
    /// `roll` and marked his points of it (`rolls` counts that roll): he must
    /// choose tenir or s'en aller when `choosing` (he won a hole on it), else
    /// play one of its legal turns.
    pub fn from_position_rolled(
        options: Options,
        board: Board,
        score: Scoreboard,
        to_play: Side,
        rolls: BySide<u16>,
        roll: Roll,
        choosing: bool,
    ) -> Game {
        let mut g = Game::from_position(options, board, score, to_play, rolls);
        let ctx = RollContext {
            rolls_before: rolls[to_play].saturating_sub(1),
        };
        g.info = analyze_into(
            &g.board,
            to_play,
            roll,
            &ctx,
            &g.options,
            &mut g.turns,
            &mut g.jans,
        );
        g.roll = Some(roll);
        if g.phase != Phase::Over {
            g.phase = if choosing { Phase::Choose } else { Phase::Move };
        }
        g.start = None;
        g.start = Some(Box::new(g.clone()));
        g
    }

    /// The game this one started from, as [`Game::from_position`] or
    /// [`Game::from_position_rolled`] built it; `None` for a partie started
    /// with [`Game::new`]. Replaying [`Game::actions`] on a clone of it gives
    /// this game again.
    pub fn start(&self) -> Option<&Game> {
        self.start.as_deref()
    }

    /// Stops keeping the event log (faster self-play); the action record is kept.
    pub fn without_log(mut self) -> Game {
        self.logging = false;
        self
    }

    /// Replays a record from the start.
    ///
    /// # Errors
    /// The first refused action.
    pub fn replay(options: Options, actions: &[Action]) -> Result<Game, ReplayError> {
        let mut g = Game::new(options);
        for (index, a) in actions.iter().enumerate() {
            g.act(*a).map_err(|error| ReplayError { index, error })?;
        }
        Ok(g)
    }

    /// Performs one recorded action.
    ///
    /// # Errors
    /// As the action's own method.
    pub fn act(&mut self, a: Action) -> Result<(), GameError> {
        match a {
            Action::Primacy { white, black } => self.primacy(white, black).map(|_| ()),
            Action::Roll(r, m) => self.roll_marked(r, m),
            Action::Choose(c) => self.choose(c),
            Action::Play(t, m) => self.play_marked(&t, m),
        }
    }

    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }
    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Chips, pegs and pavillon.
    pub fn scoreboard(&self) -> &Scoreboard {
        &self.score
    }
    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The side to roll, choose or move.
    pub fn to_play(&self) -> Side {
        self.to_play
    }
    /// The current roll (in phases Choose and Move).
    pub fn current_roll(&self) -> Option<Roll> {
        self.roll
    }
    /// The legal turns of the current roll (phase Move or Choose).
    pub fn legal_turns(&self) -> &[Turn] {
        if self.roll.is_some() {
            &self.turns
        } else {
            &[]
        }
    }
    /// Facts about the current roll's turns.
    pub fn turns_info(&self) -> &TurnsInfo {
        &self.info
    }
    /// The jans of the current roll.
    pub fn current_jans(&self) -> &Jans {
        &self.jans
    }
    /// Rolls each side made in this relevé.
    pub fn rolls_in_releve(&self) -> BySide<u16> {
        self.rolls
    }
    /// Number of the current relevé (from 1).
    pub fn releve(&self) -> u16 {
        self.releve
    }
    /// The record of actions.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }
    /// The event log.
    pub fn events(&self) -> &[Event] {
        &self.events
    }
    /// The winner, when over.
    pub fn winner(&self) -> Option<Side> {
        self.score.winner()
    }

    fn log(&mut self, e: Event) {
        if self.logging {
            self.events.push(e);
        }
    }

    fn expect(&self, phase: Phase) -> Result<(), GameError> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(GameError::WrongPhase { phase: self.phase })
        }
    }

    /// The primacy: each side's die; the higher rolls first. Returns who plays
    /// first, or `None` on a tie (roll again).
    ///
    /// # Errors
    /// Wrong phase or a bad die.
    pub fn primacy(&mut self, white: u8, black: u8) -> Result<Option<Side>, GameError> {
        self.expect(Phase::Primacy)?;
        Roll::new(white, black)?;
        let first = match white.cmp(&black) {
            core::cmp::Ordering::Greater => Some(Side::White),
            core::cmp::Ordering::Less => Some(Side::Black),
            core::cmp::Ordering::Equal => None,
        };
        self.actions.push(Action::Primacy { white, black });
        self.log(Event::Primacy {
            white,
            black,
            first,
        });
        if let Some(s) = first {
            self.to_play = s;
            self.phase = Phase::Roll;
        }
        Ok(first)
    }

    /// The side to play rolls; the engine marks his points.
    ///
    /// # Errors
    /// Wrong phase.
    pub fn roll(&mut self, roll: Roll) -> Result<(), GameError> {
        self.roll_marked(roll, None)
    }

    /// The side to play rolls and marks `marked` points himself (school mode);
    /// a wrong count is an école for the opponent, unless he lets it pass.
    ///
    /// # Errors
    /// Wrong phase or an impossible count.
    pub fn roll_marked(&mut self, roll: Roll, marked: Option<Count>) -> Result<(), GameError> {
        self.expect(Phase::Roll)?;
        check_count(marked)?;
        let side = self.to_play;
        let ctx = RollContext {
            rolls_before: self.rolls[side],
        };
        let info = analyze_into(
            &self.board,
            side,
            roll,
            &ctx,
            &self.options,
            &mut self.turns,
            &mut self.jans,
        );
        self.info = info;
        self.roll = Some(roll);
        self.rolls[side] += 1;
        self.actions.push(Action::Roll(roll, marked));
        self.log(Event::Rolled { side, roll });
        if self.logging {
            for j in self.jans.iter() {
                self.events.push(Event::Jan(*j));
            }
        }
        let correct = self.jans.points_for(side);
        let m = self.mark_with_ecole(side, correct, marked);
        if self.finish_if_over() {
            return Ok(());
        }
        self.phase = if m.holes > 0 && !info.sortie {
            Phase::Choose
        } else {
            Phase::Move
        };
        Ok(())
    }

    /// Marks `correct` points for `side`, or in school mode what he marked plus
    /// the école for the opponent. Returns the holes `side` won.
    fn mark_with_ecole(&mut self, side: Side, correct: u32, marked: Option<Count>) -> Marked {
        let correct8 = correct.min(255) as u8;
        let (keep, school) = match marked {
            Some(c) => c.settle(correct8),
            None => (correct8, 0),
        };
        let m = self.mark(side, u32::from(keep));
        if let Some(c) = marked.filter(|c| c.points != correct8) {
            self.log(Event::Ecole {
                side,
                marked: c.points,
                correct: correct8,
                points: c.points.abs_diff(correct8),
                claimed: c.claimed,
            });
            self.mark(side.opponent(), u32::from(school));
        }
        m
    }

    fn mark(&mut self, side: Side, points: u32) -> Marked {
        if points == 0 {
            return Marked::default();
        }
        let pavillon = self.score.pavillon;
        let marked = self.score.add_points(side, points);
        self.log(Event::Scored {
            side,
            points,
            marked,
        });
        if self.score.pavillon != pavillon {
            self.log(Event::Pavillon {
                state: self.score.pavillon,
            });
        }
        marked
    }

    fn finish_if_over(&mut self) -> bool {
        if let Some(winner) = self.score.winner() {
            let stake_halves = self.score.stake_halves(self.options.stake).unwrap_or(2);
            self.phase = Phase::Over;
            self.log(Event::PartieOver {
                winner,
                stake_halves,
            });
            true
        } else {
            false
        }
    }

    /// Tenir or s'en aller after winning a hole on one's own roll.
    ///
    /// # Errors
    /// Wrong phase.
    pub fn choose(&mut self, choice: Choice) -> Result<(), GameError> {
        self.expect(Phase::Choose)?;
        let side = self.to_play;
        self.actions.push(Action::Choose(choice));
        self.log(Event::Chose { side, choice });
        match choice {
            Choice::Tenir => self.phase = Phase::Move,
            Choice::SenAller => {
                self.score.reset_points();
                self.new_releve(ReleveEnd::SenAller, side);
            }
        }
        Ok(())
    }

    fn new_releve(&mut self, reason: ReleveEnd, next: Side) {
        self.board = Board::start();
        self.rolls = BySide::splat(0);
        self.releve += 1;
        self.roll = None;
        self.to_play = next;
        self.phase = Phase::Roll;
        self.log(Event::ReleveEnded { reason, next });
    }

    /// Plays a legal turn; the opponent then marks his points of the roll.
    ///
    /// # Errors
    /// Wrong phase or a turn that is not legal.
    pub fn play(&mut self, turn: &Turn) -> Result<(), GameError> {
        self.play_marked(turn, None)
    }

    /// Plays a legal turn; the opponent marks `opp_marked` himself (school mode).
    ///
    /// # Errors
    /// Wrong phase, a turn that is not legal, or an impossible count.
    pub fn play_marked(&mut self, turn: &Turn, opp_marked: Option<Count>) -> Result<(), GameError> {
        self.expect(Phase::Move)?;
        check_count(opp_marked)?;
        let Some(legal) = self.turns.iter().find(|t| t.key() == turn.key()).copied() else {
            return Err(GameError::IllegalTurn);
        };
        let side = self.to_play;
        legal.apply(&mut self.board, side);
        self.actions.push(Action::Play(legal, opp_marked));
        self.log(Event::Moved { side, turn: legal });
        let opp = side.opponent();
        let opp_points = self.jans.points_for(opp);
        self.mark_with_ecole(opp, opp_points, opp_marked);
        self.roll = None;
        if self.finish_if_over() {
            return Ok(());
        }
        if self.board.off(side) == CHECKERS {
            self.new_releve(ReleveEnd::Sortie, side);
        } else {
            self.to_play = opp;
            self.phase = Phase::Roll;
        }
        Ok(())
    }
}

fn check_count(m: Option<Count>) -> Result<(), GameError> {
    match m.map(|c| c.points) {
        Some(n) if n % 2 == 1 || n > 100 => Err(GameError::BadCount(n)),
        _ => Ok(()),
    }
}
