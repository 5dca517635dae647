//! The vocabulary of a game: what it waits for, the actions of its record,
//! the events of its log, its errors, and the record that replays it.

use super::setup::GameSetup;
use crate::backgammon::cube::{CubeAction, CubeRefusal, Offer};
use crate::backgammon::matchplay::{GameEnd, Options};
use crate::backgammon::play::Play;
use crate::backgammon::position::Position;
use crate::backgammon::result::GameResult;
use crate::backgammon::rules::rolls::{Dice, Part};
use crate::backgammon::rules::Variant;
use crate::common::dice::{BadDie, Roll};
use crate::common::side::{BySide, Side};

/// What the game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// The opening roll: each player rolls one die ([`Action::Opening`]).
    Opening,
    /// The player on roll may double ([`Action::Double`]) or rolls
    /// ([`Action::Roll`]).
    BeforeRoll,
    /// A double, beaver or raccoon waits for its answer.
    CubeOffered(Offer),
    /// The player on roll has rolled ([`crate::backgammon::Game::dice`]) and
    /// must play one of the legal plays ([`Action::Play`]) of the part of
    /// his turn being played ([`crate::backgammon::Game::part`]).
    Move,
    /// The player on roll names a doublet to play (the acey-deucey's bonus,
    /// [`Action::ChooseDouble`]).
    ChooseDouble,
    /// A resignation waits for the opponent's answer.
    ResignOffered {
        /// Who resigns.
        by: Side,
        /// What he offers to lose.
        result: GameResult,
        /// He had rolled (a refusal takes the game back to [`Phase::Move`],
        /// else to [`Phase::BeforeRoll`]).
        after_roll: bool,
    },
    /// The game is over ([`crate::backgammon::Game::end`]); the next one
    /// begins with [`Action::NextGame`].
    GameOver,
    /// The match is over: no more actions.
    MatchOver,
}

/// One action of the record; replaying the actions from the start gives the
/// same game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// The opening roll: White's die and Black's die; a tie is rolled again
    /// (an automatic double when in use), else the higher plays both.
    Opening {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
    },
    /// The player on roll rolls.
    Roll(Roll),
    /// The player on roll doubles before rolling.
    Double,
    /// The answer to a double, beaver or raccoon: take it.
    Take,
    /// The answer to a double, beaver or raccoon: pass (lose the game at the
    /// value before the offer).
    Pass,
    /// The answer to a double: take and redouble at once, keeping the cube.
    Beaver,
    /// The answer to a beaver: redouble it at once, keeping the cube.
    Raccoon,
    /// The player on roll names the doublet he plays (1 to 6).
    ChooseDouble(u8),
    /// The player on roll plays: the resulting position, seen from him
    /// before the opponent is on roll (one of
    /// [`crate::backgammon::Game::legal_plays`]).
    Play(Position),
    /// The player to act (on roll, before or after rolling) offers to
    /// resign: to lose a single, a gammon or a backgammon.
    Resign(GameResult),
    /// The opponent accepts the resignation: the game ends.
    AcceptResign,
    /// The opponent refuses it: play goes on.
    RejectResign,
    /// After a game of the session ends, the next one begins.
    NextGame,
}

/// Something that happened, for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game of the session begins.
    GameStarted {
        /// Its number, from 1.
        number: u32,
        /// It is the Crawford game.
        crawford: bool,
    },
    /// The opening dice tied; they are rolled again.
    OpeningTie {
        /// The die both rolled.
        die: u8,
        /// The tie doubled the cube (or tripled the stake).
        automatic: bool,
        /// The cube after it.
        cube: u32,
        /// The stake after it.
        stake: u32,
    },
    /// The opening roll decided who begins; he plays both dice.
    OpeningRoll {
        /// White's die.
        white: u8,
        /// Black's die.
        black: u8,
        /// Who begins.
        first: Side,
    },
    /// A player rolled.
    Rolled {
        /// Who.
        side: Side,
        /// The roll.
        roll: Roll,
    },
    /// A player played his roll.
    Played {
        /// Who.
        side: Side,
        /// The roll.
        roll: Roll,
        /// The play, with its moves.
        play: Play,
        /// What the rules decided of it.
        note: PlayNote,
    },
    /// The draw option: the first mover has borne off all his checkers;
    /// `side` has one more roll (bearing off his last checker draws).
    LastRoll {
        /// Who rolls once more.
        side: Side,
    },
    /// A player could not play any number of his roll.
    CouldNotMove {
        /// Who.
        side: Side,
        /// The roll.
        roll: Roll,
    },
    /// A further part of a player's turn begins (a complement, a cascade's
    /// next doublet, a chosen doublet, the opponent's rest): he plays
    /// `dice`.
    Part {
        /// Who plays it.
        side: Side,
        /// The dice.
        dice: Dice,
        /// Why.
        part: Part,
    },
    /// A player named the doublet of his bonus.
    ChoseDouble {
        /// Who.
        side: Side,
        /// The number.
        die: u8,
    },
    /// A player played every part of his turn and rolls again.
    RollsAgain {
        /// Who.
        side: Side,
    },
    /// A player could not play a part in full: the rest of his turn
    /// (`dice` and any later part or roll again) is lost.
    RestLost {
        /// Who.
        side: Side,
        /// The dice of the part left unplayed.
        dice: Dice,
    },
    /// A player could not play a part in full: his opponent plays the rest
    /// (gul bara), `dice` then any later part.
    RestToOpponent {
        /// Who plays the rest (the opponent of the player who could not).
        side: Side,
        /// The dice of the part left unplayed.
        dice: Dice,
    },
    /// A player doubled, beavered or raccooned.
    Offered(Offer),
    /// A player took the offer: the cube now shows `value`, owned by `owner`.
    Took {
        /// Who took.
        side: Side,
        /// The cube's value now.
        value: u32,
        /// Its owner now.
        owner: Side,
    },
    /// A player passed the offer.
    Passed {
        /// Who passed.
        side: Side,
    },
    /// A player offered to resign.
    Resigned {
        /// Who.
        side: Side,
        /// What he offers to lose.
        result: GameResult,
    },
    /// The resignation was accepted (the game ends, see [`Event::GameWon`]).
    ResignAccepted {
        /// Who accepted.
        side: Side,
    },
    /// The resignation was refused: play goes on.
    ResignRefused {
        /// Who refused.
        side: Side,
    },
    /// A game ended: result × cube × stake = points.
    GameWon(GameEnd),
    /// A game ended drawn (Plakoto's two pinned mothers): no points.
    GameDrawn(GameEnd),
    /// The score after a game.
    Score {
        /// The points each side has won.
        score: BySide<u32>,
    },
    /// The match is won.
    MatchWon {
        /// The winner.
        winner: Side,
        /// The final score.
        score: BySide<u32>,
    },
}

/// Why an action was refused (the game is unchanged).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The action does not fit what the game waits for.
    WrongPhase {
        /// What the game waits for.
        phase: Phase,
    },
    /// A side acted when the other must ([`crate::backgammon::Game::act_by`]).
    NotYourTurn {
        /// Who tried.
        side: Side,
        /// Who must act.
        to_act: Side,
    },
    /// A die outside 1..=6.
    BadDie(u8),
    /// The position is not one of the legal results of the roll.
    IllegalPlay,
    /// The cube may not be turned so.
    CubeRefused {
        /// The refused double, beaver or raccoon.
        action: CubeAction,
        /// Why.
        reason: CubeRefusal,
    },
}

impl core::fmt::Display for GameError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GameError::WrongPhase { phase } => write!(
                f,
                "that action is not possible now (the game waits for: {phase:?})"
            ),
            GameError::NotYourTurn { side, to_act } => {
                write!(f, "it is {to_act}'s turn to act, not {side}'s")
            }
            GameError::BadDie(d) => write!(f, "a die shows 1 to 6, not {d}"),
            GameError::IllegalPlay => f.write_str("that is not a legal way to play this roll"),
            GameError::CubeRefused { action, reason } => {
                write!(f, "no {action:?} now: {reason}")
            }
        }
    }
}

impl std::error::Error for GameError {}

impl From<BadDie> for GameError {
    fn from(e: BadDie) -> Self {
        GameError::BadDie(e.0)
    }
}

/// Everything needed to replay a session: the variant, the options, the
/// start (`None`: the standard setup at 0-0) and the actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The variant.
    pub variant: Variant,
    /// The options.
    pub options: Options,
    /// The first game's start when it is not the standard one.
    pub start: Option<GameSetup>,
    /// The actions in order.
    pub actions: Vec<Action>,
}

/// Why a record cannot be replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The start cannot be set up.
    Start(super::setup::SetupError),
    /// The action at `index` was refused.
    Action {
        /// Its index in the record.
        index: usize,
        /// Why.
        error: GameError,
    },
}

impl core::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ReplayError::Start(e) => write!(f, "the start cannot be set up: {e}"),
            ReplayError::Action { index, error } => write!(f, "action {index}: {error}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// What the rules decided of a play, for its log line: it was the only one,
/// some dice of its part could not be played, the higher die was imposed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayNote {
    /// The dice it was played with: the roll's, or those of a part of the
    /// turn (a complement, a cascade's doublet, the opponent's rest).
    pub dice: Dice,
    /// It was the only legal play (a play of no move is not counted).
    pub forced: bool,
    /// The dice of its part left unplayed (empty when every die was
    /// played).
    pub unplayed: Dice,
    /// Either die alone could be played but not both: the rules took the
    /// higher.
    pub higher_die: bool,
}
