//! The store of a backgammon-family game: the engine's [`Game`], the part of
//! a turn being entered checker by checker ([`Entry`]), and the interface's
//! state. Components change them only through its methods; every rule is
//! the engine's.

mod entering;
mod hint;
mod look;
mod replay;
mod review;

pub use hint::equity_text;

use crate::backgammon::save;
use crate::kit::i18n::Worded;

use leptos::prelude::*;
use tables::backgammon::{Action, Entry, Game, Options, Phase, Variant};
use tables::Side;

/// The dice thrown so far in a session (two by each opening throw and each
/// roll).
pub fn dice_thrown(g: &Game) -> usize {
    2 * g
        .actions()
        .iter()
        .filter(|a| matches!(a, Action::Opening { .. } | Action::Roll(_)))
        .count()
}

/// Who plays the sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people on one device.
    HotSeat,
    /// The bot plays this side.
    Bot(Side),
    /// The bot plays both (to watch).
    BotVsBot,
    /// A friend at a distance, by link; this copy plays this side.
    Remote(Side),
}

impl Opponent {
    /// Whether the bot plays `side`.
    pub fn bot_plays(self, side: Side) -> bool {
        match self {
            Opponent::HotSeat | Opponent::Remote(_) => false,
            Opponent::Bot(s) => s == side,
            Opponent::BotVsBot => true,
        }
    }
}

/// The interface's state beside the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Ui {
    /// The picked checker (the mover's numbering).
    pub selected: Option<u8>,
    /// A message for the player (a refused move and its rule, ...).
    pub message: Option<String>,
    /// A notice that stays until the person closes it (a link or a save
    /// that could not be read, a game kept aside).
    pub notice: Option<String>,
    /// The game's address (`#/<slug>`): its autosave and kept games.
    pub slug: &'static str,
    /// Who plays.
    pub opponent: Opponent,
    /// Whose side the board is drawn from (hot-seat: see `follow_roller`).
    pub viewer: Side,
    /// Hot-seat: the board turns to the player on roll.
    pub follow_roller: bool,
    /// The home board on the left.
    pub mirrored: bool,
    /// Show point numbers.
    pub numbers: bool,
    /// A forced play (the only legal one) is played without asking.
    pub auto_forced: bool,
    /// The dice are rolled without asking when no cube action is possible.
    pub auto_roll: bool,
    /// What a hovered log line or the last play lights: arrows in the
    /// viewer's numbering.
    pub arrows: Vec<(u8, u8)>,
    /// Replaying: the number of actions of the moment shown.
    pub replay: Option<usize>,
    /// The bot's pace in percent (100 = readable; tests use a small one).
    pub pace: u32,
    /// Draw the board upright (a narrow screen held in portrait).
    pub portrait: bool,
    /// The moves of the last play made, in the viewer's numbering, and
    /// which animation slides them in (see [`Look::arriving`]).
    pub arriving: (Vec<(u8, u8)>, bool),
    /// How well the bot plays.
    pub level: tables::backgammon::bot::Level,
    /// The strong bot's suggestion shown (arrows are in `arrows`).
    pub hint: Option<String>,
    /// A review of the people's plays is being made.
    pub reviewing: bool,
    /// The last review: the session's action count it was made at, and
    /// its words (shown while the session is at that moment).
    pub review: Option<(usize, String)>,
    /// This copy's part in a game played by link (`crate::kit::remote`).
    pub remote: Option<crate::kit::remote::Session>,
}

impl Default for Ui {
    fn default() -> Self {
        Ui {
            selected: None,
            message: None,
            notice: None,
            slug: "backgammon",
            opponent: Opponent::Bot(Side::Black),
            viewer: Side::White,
            follow_roller: false,
            mirrored: false,
            numbers: true,
            auto_forced: true,
            auto_roll: true,
            arrows: Vec::new(),
            replay: None,
            pace: 100,
            portrait: false,
            level: tables::backgammon::bot::Level::Club,
            hint: None,
            reviewing: false,
            review: None,
            remote: None,
            arriving: (Vec::new(), false),
        }
    }
}

/// A game set here is not the friend's: back to the bot.
fn leave_remote(u: &mut Ui) {
    if u.remote.take().is_some() {
        u.opponent = Opponent::Bot(Side::Black);
        u.viewer = Side::White;
    }
}

/// The game, the entry in progress and the interface's state.
#[derive(Clone, Copy)]
pub struct Store {
    /// The session (game, cube, score, log).
    pub game: RwSignal<Game>,
    /// The part of the turn being entered by a person, if any.
    pub entry: RwSignal<Option<Entry>>,
    /// The past moment shown while replaying.
    pub past: RwSignal<Option<Game>>,
    /// The interface's state.
    pub ui: RwSignal<Ui>,
    dice: StoredValue<crate::kit::dice::SessionDice>,
}

impl Store {
    /// A store for `game`, its dice scripted by `dice` then seeded by `seed`.
    pub fn new(game: Game, dice: Vec<u8>, seed: u64, ui: Ui) -> Store {
        let s = Store {
            game: RwSignal::new(game),
            entry: RwSignal::new(None),
            past: RwSignal::new(None),
            ui: RwSignal::new(ui),
            dice: StoredValue::new(crate::kit::dice::SessionDice::new(dice, seed)),
        };
        s.refresh_entry();
        s
    }

    /// A new session of `variant` with `options`; the bot and look kept.
    pub fn restart(&self, variant: Variant, options: Options) -> Result<(), String> {
        let g = Game::new(variant, options).map_err(|e| untrack(|| e.worded()))?;
        // a new session throws new dice, never the last one's again
        let thrown = self.game.with_untracked(dice_thrown);
        self.dice.update_value(|d| *d = d.next_session(thrown));
        self.game.set(g);
        self.ui.update(|u| {
            leave_remote(u);
            u.selected = None;
            u.message = None;
            u.arrows.clear();
        });
        self.refresh_entry();
        Ok(())
    }

    /// Opens `game` in place of the session in play, which is kept in this
    /// browser first when a play was made in it.
    pub fn replace(&self, game: Game) {
        let old = self.game.with_untracked(|g| {
            let played = g.actions().iter().any(|a| matches!(a, Action::Play(_)));
            played
                .then(|| crate::backgammon::save::save_text(g))
                .flatten()
        });
        let kept = old.and_then(|t| self.keep(&t));
        self.game.set(game);
        self.ui.update(|u| {
            leave_remote(u);
            u.selected = None;
            u.arrows.clear();
            u.hint = None;
            u.message = None;
            if let Some(name) = kept {
                u.notice = Some(crate::kit::kept::kept_sentence(
                    crate::kit::kept::KeptGame::WasPlaying,
                    &name,
                ));
            }
        });
        self.refresh_entry();
    }

    /// Keeps a session's text in this browser (the game's kept games);
    /// returns its name.
    pub fn keep(&self, text: &str) -> Option<String> {
        let slug = self.ui.with_untracked(|u| u.slug);
        crate::kit::storage::keep(&save::scope(slug), crate::kit::kept::Kind::Game, text)?;
        untrack(|| save::kept_name(text))
    }

    /// Whether a person acts now (not the bot).
    pub fn human_to_act(&self) -> bool {
        if self.ui.with(|u| u.replay.is_some()) {
            return false;
        }
        let to_act = self.game.with(|g| g.to_act());
        let opp = self.ui.with(|u| u.opponent);
        match (to_act, opp) {
            // by link: only this copy's side, the friend's is played there
            (Some(side), Opponent::Remote(me)) => side == me,
            (Some(side), _) => !opp.bot_plays(side),
            (None, _) => false,
        }
    }

    /// The side the board is drawn from now.
    pub fn viewer(&self) -> Side {
        let (viewer, follow, opp) = self.ui.with(|u| (u.viewer, u.follow_roller, u.opponent));
        match opp {
            Opponent::HotSeat if follow => self.game.with(|g| g.on_roll()),
            Opponent::Remote(me) => me,
            _ => viewer,
        }
    }

    /// Starts an entry when a person must play a part of his turn.
    pub fn refresh_entry(&self) {
        let human = self.human_to_act();
        let e = self.game.with_untracked(|g| {
            let (dice, _) = g.part()?;
            let roll = g.dice()?;
            human.then(|| Entry::new(g.rules(), *g.position(), roll, dice, g.legal_plays()))
        });
        self.entry.set(e);
    }

    /// Whether a game by link waits for the friend's link (his turn, or
    /// dice of this copy's that need his copy's number); untracked.
    pub fn remote_waits(&self) -> bool {
        self.ui.with_untracked(|u| {
            u.remote.as_ref().is_some_and(|s| {
                self.game
                    .with_untracked(|g| s.status(g) != crate::kit::remote::Status::MyTurn)
            })
        })
    }

    /// Says what a game by link waits for, when it does: `true` then.
    fn said_remote_wait(&self) -> bool {
        let Some(s) = self.ui.with_untracked(|u| u.remote.clone()) else {
            return false;
        };
        let status = self.game.with_untracked(|g| s.status(g));
        if status == crate::kit::remote::Status::MyTurn {
            return false;
        }
        let text = untrack(|| crate::kit::remote::view::status_text(status));
        self.say(text.to_string());
        true
    }

    /// Plays `action` in the game; a refusal becomes the message. In a
    /// game by link only this copy's actions are played here.
    pub fn act(&self, action: Action) -> bool {
        if self.said_remote_wait() {
            return false;
        }
        let mut ok = true;
        self.game.update(|g| {
            if let Err(e) = g.act(action) {
                ok = false;
                let text = untrack(|| e.worded());
                self.ui.update(|u| u.message = Some(text));
            }
        });
        if ok {
            self.ui.update(|u| {
                u.selected = None;
                u.message = None;
                u.hint = None;
                // a new game of the session (Tavli's next game too) starts
                // without the last game's arrows
                if action == Action::NextGame {
                    u.arrows.clear();
                    u.arriving.0.clear();
                }
            });
            self.refresh_entry();
        }
        ok
    }

    /// The opening roll or the next roll, from the session's dice: the
    /// dice of a moment depend only on the dice thrown before it, so that
    /// going back and throwing again gives the same roll.
    pub fn roll(&self) {
        if self.replaying() {
            return;
        }
        if self.said_remote_wait() {
            return;
        }
        let (phase, thrown) = self.game.with_untracked(|g| (g.phase(), dice_thrown(g)));
        let dice = self.dice.get_value();
        let (mut a, mut b) = (dice.die(thrown), dice.die(thrown + 1));
        // by link, the dice are the ones both copies committed to
        if let Some(s) = self.ui.with_untracked(|u| u.remote.clone()) {
            let Some(d) = self.game.with_untracked(|g| s.next_dice(g, 2)) else {
                return;
            };
            (a, b) = (d[0], d[1]);
        }
        let action = match phase {
            Phase::Opening => Some(Action::Opening { white: a, black: b }),
            Phase::BeforeRoll => tables::Roll::new(a, b).ok().map(Action::Roll),
            _ => None,
        };
        if let Some(a) = action {
            self.act(a);
        }
    }

    /// The session's seed (kept with the autosave).
    pub fn seed(&self) -> u64 {
        self.dice.with_value(crate::kit::dice::SessionDice::seed)
    }

    /// Says `text` in the message line.
    pub fn say(&self, text: String) {
        self.ui.update(|u| u.message = Some(text));
    }
}

#[cfg(test)]
mod arrows_tests;
#[cfg(test)]
#[path = "remote_tests.rs"]
mod remote_tests;
