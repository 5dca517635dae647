//! The store of a backgammon-family game: the engine's [`Game`], the part of
//! a turn being entered checker by checker ([`Entry`]), and the interface's
//! state. Components change them only through its methods; every rule is
//! the engine's.

use super::model::{self, to_mover, to_viewer, Look};
use super::texts::refusal;
use crate::i18n::Lang;
use leptos::prelude::*;
use tables::backgammon::{
    Action, CubeOwner, Entry, Game, GameResult, Move, Options, Phase, Position, Variant,
};
use tables::Side;

/// Why the mover's checker on `at` cannot move now (the rule that holds
/// it), when he has one there.
fn stuck(entry: &Entry, at: u8) -> Option<tables::backgammon::explain::Refusal> {
    let pos = entry.position();
    let has = match at {
        1..=25 => {
            pos.mine(usize::from(at)) > 0
                || pos.is_pinned(tables::backgammon::Player::OnRoll, usize::from(at))
        }
        _ => false,
    };
    if !has {
        return None;
    }
    entry
        .dice_left()
        .into_iter()
        .map(|d| at.saturating_sub(d))
        .find_map(|to| entry.check(at, to).err())
}

/// An equity with its sign and three decimals ("+0.125", "-1.000"), without
/// the float formatting machinery (which costs the wasm kilobytes).
pub fn equity_text(e: f32) -> String {
    let t = (f64::from(e) * 1000.0).round() as i64;
    let sign = if t < 0 { "-" } else { "+" };
    let a = t.unsigned_abs();
    format!("{sign}{}.{:03}", a / 1000, a % 1000)
}

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
}

impl Opponent {
    /// Whether the bot plays `side`.
    pub fn bot_plays(self, side: Side) -> bool {
        match self {
            Opponent::HotSeat => false,
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
    /// Interface language.
    pub lang: Lang,
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
}

impl Default for Ui {
    fn default() -> Self {
        Ui {
            selected: None,
            message: None,
            lang: Lang::En,
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
            arriving: (Vec::new(), false),
        }
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
    dice: StoredValue<crate::dice::SessionDice>,
}

impl Store {
    /// A store for `game`, its dice scripted by `dice` then seeded by `seed`.
    pub fn new(game: Game, dice: Vec<u8>, seed: u64, ui: Ui) -> Store {
        let s = Store {
            game: RwSignal::new(game),
            entry: RwSignal::new(None),
            past: RwSignal::new(None),
            ui: RwSignal::new(ui),
            dice: StoredValue::new(crate::dice::SessionDice::new(dice, seed)),
        };
        s.refresh_entry();
        s
    }

    /// A new session of `variant` with `options`; the bot and look kept.
    pub fn restart(&self, variant: Variant, options: Options) -> Result<(), String> {
        let g = Game::new(variant, options).map_err(|e| e.to_string())?;
        self.game.set(g);
        self.ui.update(|u| {
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
            played.then(|| super::save::save_text(g)).flatten()
        });
        let kept = old.and_then(|t| crate::keep_aside(&t));
        self.game.set(game);
        self.ui.update(|u| {
            u.selected = None;
            u.arrows.clear();
            u.hint = None;
            u.message = kept
                .map(|k| format!("The game you were playing is kept in this browser (\"{k}\")."));
        });
        self.refresh_entry();
    }

    /// Shows what the strong bot would play now: its play drawn on the
    /// board, and its best plays with their equities in words.
    pub fn hint(&self) {
        use tables::backgammon::bot::{ranked_plays, Level};
        let Some((play, words)) = self.game.with_untracked(|g| {
            let ranked = ranked_plays(g, Level::Strong);
            let best = g.legal_plays().get(ranked.first()?.index).copied()?;
            let words = ranked
                .iter()
                .take(3)
                .filter_map(|r| {
                    let p = g.legal_plays().get(r.index)?;
                    let n = p.notation();
                    let n = if n.is_empty() { "—".to_string() } else { n };
                    Some(format!("{n} ({})", equity_text(r.equity)))
                })
                .collect::<Vec<_>>()
                .join(", ");
            Some((best, words))
        }) else {
            return;
        };
        let side = self.game.with_untracked(|g| g.on_roll());
        self.undo_all();
        self.mark_play(side, play.moves());
        let said = match self.lang() {
            Lang::En => {
                format!("The strong bot would play: {words} (its equity after each, in points).")
            }
            Lang::Fr => {
                format!("Le bot fort jouerait : {words} (son espérance après chacun, en points).")
            }
        };
        self.ui.update(|u| u.hint = Some(said));
    }

    fn undo_all(&self) {
        self.entry.update(|e| {
            if let Some(e) = e {
                while e.undo().is_some() {}
            }
        });
    }

    fn lang(&self) -> Lang {
        self.ui.with_untracked(|u| u.lang)
    }

    /// Whether a person acts now (not the bot).
    pub fn human_to_act(&self) -> bool {
        if self.ui.with(|u| u.replay.is_some()) {
            return false;
        }
        let to_act = self.game.with(|g| g.to_act());
        let opp = self.ui.with(|u| u.opponent);
        match to_act {
            Some(side) => !opp.bot_plays(side),
            None => false,
        }
    }

    /// The side the board is drawn from now.
    pub fn viewer(&self) -> Side {
        let (viewer, follow, opp) = self.ui.with(|u| (u.viewer, u.follow_roller, u.opponent));
        match opp {
            Opponent::HotSeat if follow => self.game.with(|g| g.on_roll()),
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

    /// Plays `action` in the game; a refusal becomes the message.
    pub fn act(&self, action: Action) -> bool {
        let mut ok = true;
        self.game.update(|g| {
            if let Err(e) = g.act(action) {
                ok = false;
                let text = e.to_string();
                self.ui.update(|u| u.message = Some(text));
            }
        });
        if ok {
            self.ui.update(|u| {
                u.selected = None;
                u.message = None;
                u.hint = None;
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
        let (phase, thrown) = self.game.with_untracked(|g| (g.phase(), dice_thrown(g)));
        let dice = self.dice.get_value();
        let (a, b) = (dice.die(thrown), dice.die(thrown + 1));
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
        self.dice.with_value(crate::dice::SessionDice::seed)
    }

    /// Whether a past moment is shown.
    pub fn replaying(&self) -> bool {
        self.ui.with_untracked(|u| u.replay.is_some())
    }

    /// The session after its first `n` actions.
    pub fn game_at(&self, n: usize) -> Option<Game> {
        self.game.with_untracked(|g| {
            let mut r = g.record();
            r.actions.truncate(n);
            Game::replay(&r).ok()
        })
    }

    /// Shows the moment after `n` actions (`n` past the end: now).
    pub fn replay_to(&self, n: usize) {
        let total = self.game.with_untracked(|g| g.actions().len());
        let shown = (n < total).then(|| self.game_at(n)).flatten();
        self.ui.update(|u| {
            u.replay = shown.as_ref().map(|_| n);
            u.selected = None;
            u.arrows.clear();
            u.hint = None;
        });
        self.past.set(shown);
    }

    /// Goes on from the moment shown: the later actions are dropped (the
    /// whole session is kept in this browser first); its dice are the same
    /// as they were at that moment.
    pub fn play_from_here(&self) -> Option<String> {
        let past = self.past.get_untracked()?;
        let kept = self
            .game
            .with_untracked(super::save::save_text)
            .and_then(|t| crate::keep_aside(&t));
        self.past.set(None);
        self.ui.update(|u| u.replay = None);
        self.game.set(past);
        self.refresh_entry();
        kept
    }

    /// A click on a place (the viewer's numbering; see [`model`]).
    pub fn click(&self, place: u8) {
        let Some(entry) = self.entry.get_untracked() else {
            return;
        };
        let (route, same) = self.mover_map();
        let at = to_mover(route, same, place);
        // the bar clicked means the mover's own bar; the tray, off
        let at = if place == model::BAR { 25 } else { at };
        let selected = self.ui.with_untracked(|u| u.selected);
        let movable = entry.movable();
        match selected {
            None if movable.contains(&at) => self.select(at),
            None => {
                if let Some(r) = stuck(&entry, at) {
                    self.say(refusal(r, self.lang()));
                    return;
                }
                let why = if entry.complete().is_some() {
                    self.lang().t(
                        "Every number is played: confirm, or take back a move.",
                        "Tous les nombres sont joués : confirmez, ou reprenez un coup.",
                    )
                } else {
                    self.lang().t(
                        "No checker of yours can move from there.",
                        "Aucune de vos dames ne peut partir de là.",
                    )
                };
                self.say(why.to_string());
            }
            Some(from) if from == at => self.ui.update(|u| u.selected = None),
            Some(from) => self.move_checker(from, at, &movable),
        }
    }

    fn select(&self, at: u8) {
        self.ui.update(|u| {
            u.selected = Some(at);
            u.message = None;
        });
    }

    fn move_checker(&self, from: u8, to: u8, movable: &[u8]) {
        let mut result = None;
        self.entry.update(|e| {
            if let Some(e) = e {
                result = Some(e.try_move(from, to));
            }
        });
        match result {
            Some(Ok(moves)) => {
                let side = self.game.with_untracked(|g| g.on_roll());
                self.mark_play(side, &moves);
                self.ui.update(|u| {
                    u.selected = None;
                    u.message = None;
                    u.arrows.clear();
                });
            }
            Some(Err(r)) => {
                if movable.contains(&to) && to != 0 {
                    self.select(to);
                } else {
                    // the checker is put down, the rule said
                    self.ui.update(|u| {
                        u.selected = None;
                        u.message = Some(refusal(r, u.lang));
                    });
                }
            }
            None => {}
        }
    }

    /// Takes back the last move entered.
    pub fn undo(&self) {
        self.entry.update(|e| {
            if let Some(e) = e {
                e.undo();
            }
        });
        self.ui.update(|u| {
            u.selected = None;
            u.message = None;
        });
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        self.entry
            .with(|e| e.as_ref().is_some_and(|e| !e.played().is_empty()))
    }

    /// The play entered, once complete.
    pub fn complete(&self) -> Option<tables::backgammon::Play> {
        self.entry.with(|e| e.as_ref().and_then(Entry::complete))
    }

    /// Confirms the play entered.
    pub fn confirm(&self) {
        if let Some(play) = self.entry.get_untracked().and_then(|e| e.complete()) {
            let moves: Vec<Move> = play.moves().to_vec();
            let side = self.game.with_untracked(|g| g.on_roll());
            if self.act(Action::Play(*play.after())) {
                self.mark_play(side, &moves);
            }
        }
    }

    /// Plays `play`'s result for the side on roll (the bot, a forced play).
    pub fn play_position(&self, after: Position, moves: &[Move]) {
        let side = self.game.with_untracked(|g| g.on_roll());
        if self.act(Action::Play(after)) {
            self.mark_play(side, moves);
        }
    }

    /// Keeps the arrows of the play just made, in the viewer's numbering.
    fn mark_play(&self, side: Side, moves: &[Move]) {
        let viewer = self.viewer();
        let route = self.game.with_untracked(|g| g.position().route());
        let same = side == viewer;
        let arrows: Vec<(u8, u8)> = moves
            .iter()
            .map(|m| {
                let f = if m.from == 25 || m.from == 26 {
                    model::BAR
                } else {
                    to_viewer(route, same, m.from)
                };
                (f, to_viewer(route, same, m.to))
            })
            .collect();
        self.ui.update(|u| {
            u.arriving = (arrows.clone(), !u.arriving.1);
            u.arrows = arrows;
        });
    }

    /// The mover's numbering against the viewer's: the route and whether
    /// the viewer is the mover.
    fn mover_map(&self) -> (tables::backgammon::Route, bool) {
        let viewer = self.viewer();
        self.game
            .with_untracked(|g| (g.position().route(), g.on_roll() == viewer))
    }

    /// Says `text` in the message line.
    pub fn say(&self, text: String) {
        self.ui.update(|u| u.message = Some(text));
    }

    /// Resigns the game for the side to act, offering `result`.
    pub fn resign(&self, result: GameResult) {
        self.act(Action::Resign(result));
    }

    /// `f` of the game shown: the past moment while replaying, else the
    /// session in play.
    fn shown<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.past.track();
        match self.past.with_untracked(|p| p.is_some()) {
            true => self
                .past
                .with_untracked(|p| f(p.as_ref().expect("checked"))),
            false => self.game.with(f),
        }
    }

    /// The look of the board now.
    pub fn look(&self) -> Look {
        let viewer = self.viewer();
        let ui = self.ui.get();
        let (route, same) = self
            .game
            .with(|g| (g.position().route(), g.on_roll() == viewer));
        let entry = if ui.replay.is_some() {
            None
        } else {
            self.entry.get()
        };
        let v = |p: u8| {
            if p == 25 || p == 26 {
                model::BAR
            } else {
                to_viewer(route, same, p)
            }
        };
        let (movable, targets) = match (&entry, ui.selected) {
            (Some(e), Some(from)) => (
                e.movable().into_iter().map(v).collect(),
                e.targets(from).into_iter().map(|t| v(t.to)).collect(),
            ),
            (Some(e), None) => (e.movable().into_iter().map(v).collect(), Vec::new()),
            _ => (Vec::new(), Vec::new()),
        };
        let dice = self.shown(|g| {
            let roll = g.dice()?;
            let side = g.on_roll();
            let values: Vec<(u8, bool)> = match (&entry, g.part()) {
                (Some(e), _) => {
                    let left = e.dice_left();
                    let (dice, _) = g.part()?;
                    let mut left = left.clone();
                    dice.values()
                        .iter()
                        .map(|&d| match left.iter().position(|&x| x == d) {
                            Some(i) => {
                                left.remove(i);
                                (d, false)
                            }
                            None => (d, true),
                        })
                        .collect()
                }
                (None, Some((dice, _))) => dice.values().iter().map(|&d| (d, false)).collect(),
                (None, None) => vec![(roll.high(), false), (roll.low(), false)],
            };
            Some((side, values))
        });
        let cube = self.shown(|g| {
            g.rules().cube.then(|| {
                let owner = match g.cube_owner() {
                    CubeOwner::Centred => None,
                    CubeOwner::Side(s) => Some(s),
                };
                (g.cube_value(), owner)
            })
        });
        Look {
            viewer,
            mirrored: ui.mirrored,
            numbers: ui.numbers,
            selected: ui.selected.map(v),
            targets,
            movable,
            lit: Vec::new(),
            arrows: ui.arrows.clone(),
            arriving: ui.arriving.clone(),
            dice,
            cube: cube.filter(|_| self.shown(|g| g.options().cube.in_use)),
            lang: ui.lang,
            layout: if ui.portrait {
                crate::render::geometry::Layout::Portrait
            } else {
                crate::render::geometry::Layout::Landscape
            },
        }
    }

    /// The position to draw, from the viewer's side: the entry's when a
    /// person is entering moves.
    pub fn shown_position(&self) -> Position {
        let viewer = self.viewer();
        let on_roll = self.shown(|g| g.on_roll());
        let live = self.ui.with(|u| u.replay.is_none());
        let pos = match self
            .entry
            .with(|e| e.as_ref().filter(|_| live).map(Entry::position))
        {
            Some(p) => p,
            None => self.shown(|g| *g.position()),
        };
        if on_roll == viewer {
            pos
        } else {
            pos.flip()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::explain::Refusal;

    #[test]
    fn equities_have_three_decimals_and_a_sign() {
        for e in [-1.5f32, -0.0626, 0.0, 0.1251, 0.4999, 2.0] {
            assert_eq!(equity_text(e), format!("{e:+.3}"), "{e}");
        }
    }

    #[test]
    fn a_checker_held_by_the_bar_says_why() {
        let g = crate::backgammon::save::open_position("backgammon", "2zbABwDgc/ADQA:cAkAAAAAAAAA")
            .unwrap();
        let mut g = g;
        g.act(Action::Roll(tables::Roll::new(6, 2).unwrap()))
            .unwrap();
        let (dice, _) = g.part().unwrap();
        let e = Entry::new(
            g.rules(),
            *g.position(),
            g.dice().unwrap(),
            dice,
            g.legal_plays(),
        );
        assert_eq!(stuck(&e, 13), Some(Refusal::EnterFirst));
        assert_eq!(stuck(&e, 12), None);
    }
}
