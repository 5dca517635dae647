//! A backgammon session — a money session or a match, a sequence of games —
//! from the opening roll to the last game's end, and the record that replays
//! it.
//!
//! Each game: the opening roll (each player one die, ties rolled again, with
//! automatic doubles when in use; the higher plays both dice at once, or
//! rolls again as the rule set says; in American White simply rolls first), then
//! turns of: a decision before rolling (double or roll), the roll, the play;
//! a double is taken, passed, or (money options) beavered then raccooned; a
//! player on roll may offer to resign a single, gammon or backgammon, which
//! the opponent accepts (the game ends) or refuses (play goes on). A roll
//! that cannot be played at all passes the turn at once
//! ([`Event::CouldNotMove`]). When the game ends, its points go to the score
//! ([`crate::backgammon::matchplay`]); a game may also end drawn (Plakoto's
//! mother rule, [`Event::GameDrawn`]): no points to either. [`Action::NextGame`]
//! starts the next one, until a match is won.
//!
//! Every action is a method that checks everything first and leaves the game
//! untouched when it returns an error; [`Game::act`] performs a recorded
//! [`Action`], [`Game::replay`] replays a [`Record`].
//!
//! Choices where the digest and seed 001 are silent:
//! - A resignation may be offered by the player on roll, before or after
//!   rolling (not while a cube offer is pending); it is counted like a game
//!   that ended with that result (Jacoby and the rule set's results apply).
//! - A game set up from a position ([`Game::from_setup`]) is past its first
//!   move: the cube may be turned at once; each player counts as having
//!   rolled [`SET_UP_ROLLS`] times (gul bara's doublets cascade at once).
//! - Pass of a beaver: the beaver's author wins the doubled value (the value
//!   before the beaver); pass of a raccoon: the doubler wins the beavered
//!   value.

mod cubing;
mod ending;
mod parts;
mod record;
mod setup;
mod turn;

pub use crate::backgammon::ids::match_id::GameState;
pub use crate::backgammon::play::Play;
pub use record::{Action, Event, GameError, Phase, PlayNote, Record, ReplayError};
pub use setup::{GameSetup, SetupError};

use crate::backgammon::cube::{Cube, CubeOwner, Offer};
use crate::backgammon::matchplay::{EndKind, GameEnd, MatchLength, MatchState, Options};
use crate::backgammon::position::Position;
use crate::backgammon::result::GameResult;
use crate::backgammon::rules::rolls::{Dice, Part, Plan};
use crate::backgammon::rules::{Opening, RuleSet, Variant};
use crate::backgammon::stepgen::Used;
use crate::common::dice::{DiceSource, Roll};
use crate::common::side::{BySide, Side};

/// The rolls each player counts as having made in a game set up from a
/// position.
pub const SET_UP_ROLLS: u32 = 3;

/// A backgammon session (see the module docs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    first_variant: Variant,
    variant: Variant,
    rules: RuleSet,
    options: Options,
    start: Option<GameSetup>,
    session: MatchState,
    number: u32,
    position: Position,
    on_roll: Side,
    cube: Cube,
    stake: u32,
    automatic: u8,
    phase: Phase,
    dice: Option<Roll>,
    plays: Vec<Play>,
    doubled: bool,
    /// Who moved first in this game (the draw option's first mover).
    first: Side,
    /// The draw option: the first mover has borne off all his checkers and
    /// the side on roll has his last roll.
    last_roll: bool,
    end: Option<GameEnd>,
    rolls: u32,
    side_rolls: BySide<u32>,
    plan: Plan,
    next_item: u8,
    part: Option<(Dice, Part)>,
    used: Used,
    for_opponent: bool,
    actions: Vec<Action>,
    events: Vec<Event>,
    logging: bool,
}

impl Game {
    /// A new session of `variant` with `options`, waiting for the first
    /// game's opening roll.
    ///
    /// # Errors
    /// [`SetupError::Options`] for invalid options.
    pub fn new(variant: Variant, options: Options) -> Result<Game, SetupError> {
        options.validate().map_err(SetupError::Options)?;
        let first_variant = variant;
        let variant = options.series.variant(first_variant, 1);
        let rules = variant.rules_with(&options.variant);
        let mut g = Game {
            first_variant,
            variant,
            rules,
            options,
            start: None,
            session: MatchState::new(&options),
            number: 1,
            position: rules.start(),
            on_roll: Side::White,
            cube: Cube::CENTRED,
            stake: 1,
            automatic: 0,
            phase: Phase::Opening,
            dice: None,
            plays: Vec::with_capacity(32),
            doubled: false,
            first: Side::White,
            last_roll: false,
            end: None,
            rolls: 0,
            side_rolls: BySide::new(0, 0),
            plan: Plan::new(&[], false),
            next_item: 0,
            part: None,
            used: Used {
                dice: 0,
                pips: 0,
                jump: None,
            },
            for_opponent: false,
            actions: Vec::new(),
            events: Vec::new(),
            logging: true,
        };
        g.open_game();
        g.log(Event::GameStarted {
            number: 1,
            crawford: false,
        });
        Ok(g)
    }

    /// A session whose first game starts from `setup` (any position, cube,
    /// stake, score, Crawford game, dice rolled or not). The following games
    /// start from the standard opening.
    ///
    /// # Errors
    /// The first [`SetupError`] found.
    pub fn from_setup(
        variant: Variant,
        options: Options,
        setup: GameSetup,
    ) -> Result<Game, SetupError> {
        let mut g = Game::new(variant, options)?;
        setup::check(
            &setup,
            g.rules.checkers,
            g.rules.missing(),
            options.max_cube_log2(),
            options.crawford,
        )?;
        g.session = MatchState::from_score(&options, setup.score, setup.crawford)
            .map_err(SetupError::Score)?;
        g.start = Some(setup);
        g.position = setup.position;
        g.on_roll = setup.on_roll;
        g.cube = setup.cube;
        g.stake = setup.stake;
        g.first = setup.on_roll;
        g.phase = Phase::BeforeRoll;
        g.side_rolls = BySide::new(SET_UP_ROLLS, SET_UP_ROLLS);
        g.events.clear();
        g.log(Event::GameStarted {
            number: 1,
            crawford: setup.crawford,
        });
        if let Some(roll) = setup.dice {
            g.start_move(roll);
        }
        Ok(g)
    }

    /// Replays a record from its start.
    ///
    /// # Errors
    /// [`ReplayError`]: the start cannot be set up, or the first refused
    /// action.
    pub fn replay(record: &Record) -> Result<Game, ReplayError> {
        let mut g = match record.start {
            None => Game::new(record.variant, record.options),
            Some(setup) => Game::from_setup(record.variant, record.options, setup),
        }
        .map_err(ReplayError::Start)?;
        for (index, a) in record.actions.iter().enumerate() {
            g.act(*a)
                .map_err(|error| ReplayError::Action { index, error })?;
        }
        Ok(g)
    }

    /// The record of the session so far.
    pub fn record(&self) -> Record {
        Record {
            variant: self.first_variant,
            options: self.options,
            start: self.start,
            actions: self.actions.clone(),
        }
    }

    /// Stops keeping the event log (faster self-play); the record is kept.
    pub fn without_log(mut self) -> Game {
        self.logging = false;
        self.events.clear();
        self
    }

    /// Performs one recorded action.
    ///
    /// # Errors
    /// As the action's own method; the game is then unchanged.
    pub fn act(&mut self, action: Action) -> Result<(), GameError> {
        match action {
            Action::Opening { white, black } => self.opening(white, black).map(|_| ()),
            Action::Roll(roll) => self.roll(roll),
            Action::Double => self.double(),
            Action::Take => self.take(),
            Action::Pass => self.pass(),
            Action::Beaver => self.beaver(),
            Action::Raccoon => self.raccoon(),
            Action::ChooseDouble(n) => self.choose_double(n),
            Action::Play(after) => self.play(&after),
            Action::Resign(result) => self.resign(result),
            Action::AcceptResign => self.accept_resign(),
            Action::RejectResign => self.reject_resign(),
            Action::NextGame => self.next_game(),
        }
    }

    /// Performs an action for `side`, refusing it when the other side must
    /// act now ([`Game::to_act`]; the opening roll and the next game belong
    /// to neither).
    ///
    /// # Errors
    /// [`GameError::NotYourTurn`], or as [`Game::act`].
    pub fn act_by(&mut self, side: Side, action: Action) -> Result<(), GameError> {
        if let Some(to_act) = self.to_act() {
            if to_act != side {
                return Err(GameError::NotYourTurn { side, to_act });
            }
        }
        self.act(action)
    }

    /// The opening roll from `dice` (White's die, then Black's). Returns who
    /// begins, `None` on a tie.
    ///
    /// # Errors
    /// As [`Game::opening`].
    pub fn roll_opening(&mut self, dice: &mut impl DiceSource) -> Result<Option<Side>, GameError> {
        self.expect(Phase::Opening)?;
        let (white, black) = (dice.die(), dice.die());
        self.opening(white, black)
    }

    /// The player on roll rolls `dice`. Returns the roll.
    ///
    /// # Errors
    /// As [`Game::roll`].
    pub fn roll_dice(&mut self, dice: &mut impl DiceSource) -> Result<Roll, GameError> {
        self.expect(Phase::BeforeRoll)?;
        let roll = dice.roll();
        self.roll(roll).map(|()| roll)
    }

    // --- accessors -------------------------------------------------------

    /// The variant of the current game (with a [`crate::backgammon::Series`],
    /// not always the session's first).
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// Its rule set, with the options of the session.
    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    /// The options.
    pub fn options(&self) -> &Options {
        &self.options
    }
    /// What the game waits for.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The position, seen from the side on roll ([`Game::on_roll`]); after a
    /// game ended by a play, seen from the player who made it (the winner,
    /// unless drawn).
    pub fn position(&self) -> &Position {
        &self.position
    }
    /// The position seen from `side`.
    pub fn position_of(&self, side: Side) -> Position {
        if side == self.on_roll {
            self.position
        } else {
            self.position.flip()
        }
    }
    /// The side on roll (the one whose turn it is; during an opening roll,
    /// the last side on roll, White before the first game).
    pub fn on_roll(&self) -> Side {
        self.on_roll
    }
    /// The side who must act now: the side on roll, the one answering a cube
    /// offer or a resignation; `None` during the opening roll and after a
    /// game.
    pub fn to_act(&self) -> Option<Side> {
        match self.phase {
            Phase::BeforeRoll | Phase::Move | Phase::ChooseDouble => Some(self.on_roll),
            Phase::CubeOffered(offer) => Some(offer.responder()),
            Phase::ResignOffered { by, .. } => Some(by.opponent()),
            Phase::Opening | Phase::GameOver | Phase::MatchOver => None,
        }
    }
    /// The dice rolled by the side on roll (during [`Phase::Move`] and a
    /// resignation offered after rolling), else `None`.
    pub fn dice(&self) -> Option<Roll> {
        self.dice
    }
    /// The part of the turn being played (during [`Phase::Move`]): its dice
    /// and why (the roll itself, a complement, a cascade, a chosen
    /// doublet, the opponent's rest).
    pub fn part(&self) -> Option<(Dice, Part)> {
        match self.phase {
            Phase::Move => self.part,
            _ => None,
        }
    }
    /// The legal plays of the part being played (during [`Phase::Move`]),
    /// else empty.
    pub fn legal_plays(&self) -> &[Play] {
        if self.phase == Phase::Move {
            &self.plays
        } else {
            &[]
        }
    }
    /// The cube in play (an offer's value is in [`Game::offer`]).
    pub fn cube(&self) -> Cube {
        self.cube
    }
    /// The cube's value.
    pub fn cube_value(&self) -> u32 {
        self.cube.value()
    }
    /// The cube's owner.
    pub fn cube_owner(&self) -> CubeOwner {
        self.cube.owner()
    }
    /// The stake multiplier (1, ×3 per 6-6 opening tie with the triple option).
    pub fn stake(&self) -> u32 {
        self.stake
    }
    /// The cube offer waiting for an answer.
    pub fn offer(&self) -> Option<Offer> {
        match self.phase {
            Phase::CubeOffered(offer) => Some(offer),
            _ => None,
        }
    }
    /// A double (or beaver, raccoon) waits for its answer.
    pub fn double_offered(&self) -> bool {
        self.offer().is_some()
    }
    /// The resignation waiting for an answer.
    pub fn resignation_offered(&self) -> Option<GameResult> {
        match self.phase {
            Phase::ResignOffered { result, .. } => Some(result),
            _ => None,
        }
    }
    /// gnubg's game state.
    pub fn game_state(&self) -> GameState {
        match (self.phase, self.end) {
            (Phase::Opening, _) => GameState::NoGame,
            (Phase::GameOver | Phase::MatchOver, Some(end)) => match end.how {
                EndKind::PlayedOut | EndKind::MotherPinned => GameState::Over,
                EndKind::Resigned => GameState::Resigned,
                EndKind::Dropped => GameState::Dropped,
            },
            _ => GameState::Playing,
        }
    }
    /// The end of the current game, once over.
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }
    /// The draw option's last roll is being played: the side who moved first
    /// has borne off all his checkers, the side on roll has one more roll.
    pub fn is_last_roll(&self) -> bool {
        self.last_roll
    }
    /// The score and the match's Crawford state.
    pub fn session(&self) -> &MatchState {
        &self.session
    }
    /// The points each side has won in the session.
    pub fn score(&self) -> BySide<u32> {
        self.session.score()
    }
    /// The match length; `None` for money play.
    pub fn match_length(&self) -> Option<u8> {
        match self.options.length {
            MatchLength::Money => None,
            MatchLength::Points(n) => Some(n),
        }
    }
    /// This game is the Crawford game.
    pub fn is_crawford_game(&self) -> bool {
        self.session.is_crawford_game()
    }
    /// The Jacoby rule is in use (money play, the option, and a rule set
    /// with the cube: without one, Jacoby would make every game single).
    pub fn jacoby_in_use(&self) -> bool {
        self.options.jacoby_in_use() && self.rules.cube
    }
    /// The winner of the match, once won.
    pub fn match_winner(&self) -> Option<Side> {
        self.session.winner().or_else(|| {
            let over = matches!(self.phase, Phase::MatchOver);
            over.then(|| self.options.series.winner(self.number, self.score()))
                .flatten()
        })
    }
    /// The number of the current game in the session, from 1.
    pub fn game_number(&self) -> u32 {
        self.number
    }
    /// Rolls in the current game (the opening roll counts one).
    pub fn rolls(&self) -> u32 {
        self.rolls
    }
    /// The actions so far.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }
    /// The event log.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    // --- helpers ---------------------------------------------------------

    fn log(&mut self, e: Event) {
        if self.logging {
            self.events.push(e);
        }
    }

    fn expect(&self, phase: Phase) -> Result<(), GameError> {
        if self.phase == phase {
            Ok(())
        } else {
            Err(self.wrong_phase())
        }
    }

    fn wrong_phase(&self) -> GameError {
        GameError::WrongPhase { phase: self.phase }
    }

    /// A game begins from the start (White on roll): with its opening roll,
    /// or (the rule set's [`Opening::WhiteFirst`]) with White before his
    /// first roll.
    fn open_game(&mut self) {
        self.phase = Phase::Opening;
        if self.rules.opening == Opening::WhiteFirst {
            self.on_roll = Side::White;
            self.phase = Phase::BeforeRoll;
        }
    }

    /// The stake a win by `winner` is played for: the game's stake × what
    /// the rule set gives his side ([`RuleSet::worth`]).
    fn stake_for(&self, winner: Side) -> u32 {
        self.stake.saturating_mul(self.rules.worth[winner])
    }

    /// Ends the game (won, or drawn: no points): the points to the score,
    /// the log.
    fn finish(&mut self, mut end: GameEnd) {
        // The session's stakes: the loser's checkers not borne off count
        // under Tbilisi stakes (or the rule set's own).
        let left = end.winner.map_or(0, |winner| {
            let loser = self.position_of(winner.opponent());
            u32::from(self.rules.checkers)
                - u32::from(loser.off(crate::backgammon::position::Player::OnRoll))
        });
        let stakes = self.rules.stakes.unwrap_or(self.options.stakes);
        end.points = stakes.points(&end, left);
        self.end = Some(end);
        self.last_roll = false;
        self.session.award(&end);
        self.dice = None;
        self.plays.clear();
        self.log(if end.is_draw() {
            Event::GameDrawn(end)
        } else {
            Event::GameWon(end)
        });
        let score = self.session.score();
        self.log(Event::Score { score });
        let series = self.options.series.winner(self.number, score);
        if let Some(winner) = self.session.winner().or(series) {
            self.phase = Phase::MatchOver;
            self.log(Event::MatchWon { winner, score });
        } else {
            self.phase = Phase::GameOver;
        }
    }
}
