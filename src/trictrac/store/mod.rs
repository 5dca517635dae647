//! The one store that owns the game and the UI state; components change them
//! only through its methods (like hive's `GameStateStore`).

use crate::kit::dice::SessionDice;
use crate::kit::i18n::Worded;
use crate::trictrac::play;
use crate::trictrac::render::{self, BoardView, Highlight, ViewState};
use leptos::prelude::*;
use tables::dice::Rng;
use tables::trictrac::{
    legal_sequences, Action, Board, Choice, Count, Game, Options, Phase, Roll, Scoreboard, Side,
    Step, Turn,
};

/// The dice thrown so far in a partie (one by each side for each primacy
/// throw, two by each roll): the next roll's dice are the session's next.
pub fn dice_thrown(g: &Game) -> usize {
    2 * g
        .actions()
        .iter()
        .filter(|a| matches!(a, Action::Primacy { .. } | Action::Roll(..)))
        .count()
}

/// Who plays the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people on one device.
    HotSeat,
    /// The bot plays this side.
    Bot(Side),
    /// A friend at a distance, by link; this copy plays this side.
    Remote(Side),
}

impl From<crate::kit::params::Opponent> for Opponent {
    fn from(o: crate::kit::params::Opponent) -> Self {
        match o {
            crate::kit::params::Opponent::HotSeat => Opponent::HotSeat,
            crate::kit::params::Opponent::Bot(s) => Opponent::Bot(s),
        }
    }
}

mod bot;
mod entering;
mod replay;

/// A count a person must mark in school mode before the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marking {
    /// The roller marks the points of his own roll, before moving.
    OwnRoll(Roll),
    /// The roller's opponent marks what the roll gives him; then the turn is played.
    Opponent(Turn),
}

/// UI state beside the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Ui {
    /// Moves entered for the current roll, not yet confirmed.
    pub partial: Vec<Step>,
    /// Picked-up checker (mover's numbering).
    pub selected: Option<u8>,
    /// A message for the player (why a move is refused, ...), replaced by
    /// the next action.
    pub message: Option<String>,
    /// A notice that stays until the person closes it (a link or a save
    /// that could not be read, a game kept aside).
    pub notice: Option<String>,
    /// The bot's last turn (absolute from, to; 25 = off), marked on the
    /// board until the person moves.
    pub last_move: Vec<(u8, u8)>,
    /// Two players on one device: number the fields from the side on roll
    /// (else from White's side, the viewer's, as the log).
    pub roller_view: bool,
    /// The rule reference section the message refers to, if any.
    pub message_rule: Option<&'static str>,
    /// What a hovered log line lights up.
    pub highlight: Highlight,
    /// Show field numbers.
    pub show_numbers: bool,
    /// Hot-seat or versus the bot.
    pub opponent: Opponent,
    /// Dice faces shown while they tumble.
    pub tumbling: Option<(u8, u8)>,
    /// Options for the next partie.
    pub options: Options,
    /// The log is open (phones may collapse it).
    pub log_open: bool,
    /// How many moves the last action entered (2 for a checker played tout
    /// d'une in one click), so the checker slides in from where it started.
    pub last_added: usize,
    /// How well the bot plays.
    pub bot_level: tables::trictrac::bot::Level,
    /// The strong bot's suggestion for the roll to play, with its value.
    pub hint: Option<(Turn, f32)>,
    /// Replaying: the number of actions of the game shown (`None`: the game
    /// as it is now).
    pub replay: Option<usize>,
    /// Draw the board upright (a narrow screen held in portrait).
    pub portrait: bool,
    /// School mode: people mark their own points; wrong counts are écoles.
    pub school: bool,
    /// The beginner bot may forget to send the person to school.
    pub forgetful: bool,
    /// The count waited for in school mode.
    pub marking: Option<Marking>,
    /// Percentage of the normal pace of the bot's steps (100 = readable; tests
    /// use a small one).
    pub bot_pace: u32,
    /// This copy's part in a game played by link (`crate::kit::remote`).
    pub remote: Option<crate::kit::remote::Session>,
}

impl Default for Ui {
    fn default() -> Self {
        Ui {
            partial: Vec::new(),
            selected: None,
            message: None,
            notice: None,
            last_move: Vec::new(),
            roller_view: false,
            message_rule: None,
            highlight: Highlight::default(),
            show_numbers: true,
            opponent: Opponent::Bot(Side::Black),
            tumbling: None,
            options: Options::default(),
            log_open: true,
            bot_pace: 100,
            school: false,
            forgetful: false,
            marking: None,
            last_added: 1,
            portrait: false,
            replay: None,
            bot_level: tables::trictrac::bot::Level::Club,
            hint: None,
            remote: None,
        }
    }
}

/// Game + UI state, shared through context.
#[derive(Clone, Copy)]
pub struct Store {
    /// The partie.
    pub game: RwSignal<Game>,
    /// The UI state.
    pub ui: RwSignal<Ui>,
    dice: StoredValue<SessionDice>,
    cosmetic: StoredValue<Rng>,
    bot_plan: StoredValue<Option<Turn>>,
    /// The turn the bot chose for the current roll, thought out in slices.
    bot_thought: StoredValue<Option<(usize, Turn)>>,
}

/// Where a click lands in the mover's numbering.
pub fn own_pos(side: Side, abs: u8) -> u8 {
    if abs > 24 {
        25
    } else {
        Board::absolute(side, abs)
    }
}

impl Store {
    /// A store with dice from `script` then `seed`; `score` (if any) sets the
    /// chips and pegs the partie starts with (a test and lesson hook).
    pub fn new(script: Vec<u8>, seed: u64, ui: Ui, score: Option<Scoreboard>) -> Store {
        let mut game = Game::new(ui.options);
        let mut dice = SessionDice::new(script, seed);
        start_partie(&mut game, &dice);
        if let Some(score) = score {
            // the partie starts again from a position: its dice go on
            // after the primacy's
            dice = dice.next_session(dice_thrown(&game));
            let side = game.to_play();
            game = Game::from_position(ui.options, Board::start(), score, side, Default::default());
        }
        Store {
            game: RwSignal::new(game),
            ui: RwSignal::new(ui),
            dice: StoredValue::new(dice),
            cosmetic: StoredValue::new(Rng::new(seed ^ 0x5EED)),
            bot_plan: StoredValue::new(None),
            bot_thought: StoredValue::new(None),
        }
    }

    /// The seed of the dice (kept with the autosave).
    pub fn seed(&self) -> u64 {
        self.dice.with_value(SessionDice::seed)
    }

    /// Whether the side to play is a person (not the bot).
    pub fn human_to_play(&self) -> bool {
        self.is_human(self.game.with_untracked(|g| g.to_play()))
    }

    /// Whether a person plays `side`.
    pub fn is_human(&self, side: Side) -> bool {
        match self.ui.with_untracked(|u| u.opponent) {
            Opponent::HotSeat => true,
            Opponent::Bot(b) => b != side,
            Opponent::Remote(me) => me == side,
        }
    }

    /// A count is awaited from a person (school mode).
    pub fn marking(&self) -> Option<Marking> {
        self.ui.with_untracked(|u| u.marking)
    }

    /// School mode: the person marks `points`; a wrong count is an école for
    /// the other side, as the engine counts it — unless that side is a
    /// forgetful beginner bot who lets it pass.
    pub fn mark(&self, points: u8) {
        let Some(m) = self.marking() else { return };
        let count = Count {
            points,
            claimed: self.claims_ecole(m),
        };
        let mut err = None;
        match m {
            Marking::OwnRoll(r) => self
                .game
                .update(|g| err = g.roll_marked(r, Some(count)).err()),
            Marking::Opponent(t) => self
                .game
                .update(|g| err = g.play_marked(&t, Some(count)).err()),
        }
        self.ui.update(|u| {
            u.marking = None;
            u.message = err.map(|e| tk!(key("tt-action-refused"), reason = e.worded()));
            u.message_rule = None;
            if matches!(m, Marking::Opponent(_)) {
                u.partial.clear();
                u.selected = None;
            }
        });
    }

    /// Whether the other side would send the person marking `m` to school
    /// (a person always does; the bot as its level says). Deterministic: the
    /// draw is seeded by the game's length, like the bot's moves.
    fn claims_ecole(&self, m: Marking) -> bool {
        let (to_play, n) = self
            .game
            .with_untracked(|g| (g.to_play(), g.actions().len()));
        let judge = match m {
            Marking::OwnRoll(_) => to_play.opponent(),
            Marking::Opponent(_) => to_play,
        };
        if self.is_human(judge) {
            return true;
        }
        let (level, forgetful) = self.ui.with_untracked(|u| (u.bot_level, u.forgetful));
        let mut rng = Rng::new(n as u64 ^ 0xEC07E);
        tables::trictrac::bot::SchoolLevel::claims_ecole(level, forgetful, &mut rng)
    }

    /// The legal sequences of the current roll (every order of play).
    pub fn sequences(&self) -> Vec<Turn> {
        self.game
            .with_untracked(|g| match (g.phase(), g.current_roll()) {
                (Phase::Move, Some(r)) => legal_sequences(g.board(), g.to_play(), r, g.options()),
                _ => Vec::new(),
            })
    }

    /// The board with the entered moves applied.
    pub fn preview_board(&self) -> Board {
        let mut b = self.game.with_untracked(|g| *g.board());
        let side = self.game.with_untracked(|g| g.to_play());
        self.ui.with_untracked(|u| {
            for s in &u.partial {
                b = b.moved(side, s.from, s.to);
            }
        });
        b
    }

    /// Whose numbering the board labels and the log use: the person at the
    /// board (against the bot); with two players on one device White's, or
    /// the side on roll's when asked.
    pub fn viewer(&self) -> Side {
        match self.ui.with_untracked(|u| (u.opponent, u.roller_view)) {
            (Opponent::Bot(b), _) => b.opponent(),
            (Opponent::Remote(me), _) => me,
            (Opponent::HotSeat, false) => Side::White,
            (Opponent::HotSeat, true) => self.game.with_untracked(|g| g.to_play()),
        }
    }

    /// Whether the board is drawn turned half round: two players on one
    /// device, numbered from the side on roll, Black on roll.
    pub fn flipped(&self) -> bool {
        self.viewer() == Side::Black
            && self
                .ui
                .with_untracked(|u| u.opponent == Opponent::HotSeat && u.roller_view)
    }

    /// The render model of a past moment (replay): nothing to pick up.
    pub fn past_view(&self, past: &Game) -> BoardView {
        let ui = self.ui.get_untracked();
        let vs = ViewState {
            viewer: self.viewer(),
            show_numbers: ui.show_numbers,
            highlight: ui.highlight.clone(),
            layout: if ui.portrait {
                crate::trictrac::render::geometry::Layout::Portrait
            } else {
                crate::trictrac::render::geometry::Layout::Landscape
            },
            flipped: self.flipped(),
            ..ViewState::default()
        };
        render::build(past.board(), past.scoreboard(), &vs)
    }

    /// The render model of the board now.
    pub fn board_view(&self, seqs: &[Turn]) -> BoardView {
        let board = self.preview_board();
        let (side, score) = self.game.with_untracked(|g| (g.to_play(), *g.scoreboard()));
        let ui = self.ui.get_untracked();
        let human = self.human_to_play();
        let abs = |p: u8| if p > 24 { 25 } else { Board::absolute(side, p) };
        let (movable, targets) = if human && !seqs.is_empty() {
            let movable = play::sources(seqs, &ui.partial)
                .into_iter()
                .map(abs)
                .collect();
            let targets = ui
                .selected
                .map(|s| {
                    play::destinations(seqs, &ui.partial, s)
                        .into_iter()
                        .map(|d| abs(d.to))
                        .collect()
                })
                .unwrap_or_default();
            (movable, targets)
        } else {
            (Vec::new(), Vec::new())
        };
        let viewer = self.viewer();
        let vs = ViewState {
            viewer,
            show_numbers: ui.show_numbers,
            selected: ui.selected.map(abs),
            targets,
            movable,
            highlight: ui.highlight.clone(),
            last_move: ui.last_move.clone(),
            arriving: ui.partial.last().map(|last| {
                let first = ui.partial.len().saturating_sub(ui.last_added.max(1));
                (side, abs(ui.partial[first].from), abs(last.to))
            }),
            layout: if ui.portrait {
                crate::trictrac::render::geometry::Layout::Portrait
            } else {
                crate::trictrac::render::geometry::Layout::Landscape
            },
            flipped: self.flipped(),
        };
        render::build(&board, &score, &vs)
    }

    /// Plays the completed turn.
    pub fn confirm(&self) {
        if let Some(t) = self.ready_turn() {
            self.play_turn(t);
        }
    }

    fn play_turn(&self, t: Turn) {
        let opponent = self.game.with_untracked(|g| g.to_play().opponent());
        if self.ui.with_untracked(|u| u.school) && self.is_human(opponent) {
            // the opponent marks what this roll gives him before the turn is played
            self.ui.update(|u| {
                u.partial = t.steps().to_vec();
                u.selected = None;
                u.marking = Some(Marking::Opponent(t));
            });
            return;
        }
        let mut err = None;
        let (side, by_bot) = self
            .game
            .with_untracked(|g| (g.to_play(), !self.is_human(g.to_play())));
        self.game.update(|g| err = g.play(&t).err());
        self.ui.update(|u| {
            if u.hint.take().is_some() {
                u.highlight = Default::default();
            }
            u.last_move = if by_bot && err.is_none() {
                marked_steps(side, &t)
            } else {
                Vec::new()
            };
        });
        self.ui.update(|u| {
            u.partial.clear();
            u.selected = None;
            u.message = err.map(|e| tk!(key("tt-action-refused"), reason = e.worded()));
            u.message_rule = None;
        });
    }

    /// Rolls for the side to play, with a short tumble unless motion is reduced.
    pub fn roll(&self, animate: bool) {
        if self.ui.with_untracked(|u| u.remote.is_some()) {
            return crate::trictrac::remote::roll(self);
        }
        if self.game.with_untracked(|g| g.phase()) != Phase::Roll
            || self
                .ui
                .with_untracked(|u| u.tumbling.is_some() || u.replay.is_some())
            || self.marking().is_some()
        {
            return;
        }
        // the dice of a moment depend only on the dice thrown before it:
        // going back and rolling again gives the same roll
        let thrown = self.game.with_untracked(dice_thrown);
        let roll = self
            .dice
            .with_value(|d| Roll::new(d.die(thrown), d.die(thrown + 1)));
        let Ok(roll) = roll else { return };
        if !animate {
            self.apply_roll(roll);
            return;
        }
        let store = *self;
        leptos::task::spawn_local(async move {
            for _ in 0..8 {
                let faces = store
                    .cosmetic
                    .try_update_value(|r| (1 + r.below(6) as u8, 1 + r.below(6) as u8));
                store.ui.update(|u| u.tumbling = faces);
                gloo_timers::future::TimeoutFuture::new(70).await;
            }
            store.ui.update(|u| u.tumbling = None);
            store.apply_roll(roll);
        });
    }

    pub(crate) fn apply_roll(&self, roll: Roll) {
        self.ui.update(|u| {
            u.hint = None;
            u.highlight = Default::default();
        });
        if self.ui.with_untracked(|u| u.school) && self.human_to_play() {
            self.ui.update(|u| u.marking = Some(Marking::OwnRoll(roll)));
            return;
        }
        self.game.update(|g| {
            let _ = g.roll(roll);
        });
        self.ui.update(|u| {
            u.partial.clear();
            u.selected = None;
            u.message = None;
            u.message_rule = None;
        });
    }

    /// Tenir or s'en aller.
    pub fn choose(&self, c: Choice) {
        self.game.update(|g| {
            let _ = g.choose(c);
        });
    }

    /// A new partie with the options of the UI.
    pub fn new_partie(&self) {
        let opts = self.ui.with_untracked(|u| u.options);
        let mut game = Game::new(opts);
        // a new partie throws new dice: the next session's
        let thrown = self.game.with_untracked(dice_thrown);
        self.dice.update_value(|d| *d = d.next_session(thrown));
        self.dice.with_value(|d| start_partie(&mut game, d));
        self.game.set(game);
        self.ui.update(|u| {
            u.marking = None;
            u.replay = None;
            u.last_move.clear();
            // a new partie here is not the friend's: back to the bot
            if u.remote.take().is_some() {
                u.opponent = Opponent::Bot(Side::Black);
            }
        });
        self.clear_entry();
    }
}

/// A turn's moves in absolute numbering (25: borne off), to mark them.
pub fn marked_steps(side: Side, t: &Turn) -> Vec<(u8, u8)> {
    t.steps()
        .iter()
        .map(|s| (own_pos(side, s.from), own_pos(side, s.to)))
        .collect()
}

/// Rolls the primacy (again on ties) with the session's first dice.
fn start_partie(game: &mut Game, dice: &SessionDice) {
    for _ in 0..100 {
        if game.phase() != Phase::Primacy {
            break;
        }
        let k = dice_thrown(game);
        let _ = game.primacy(dice.die(k), dice.die(k + 1));
    }
}
