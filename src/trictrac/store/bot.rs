//! The bot's side of the store: its pace, its thinking (a slice at a time),
//! its steps at a readable pace, and the hint.

use super::{play, Store};
use leptos::prelude::*;
use tables::dice::Rng;
use tables::trictrac::{Board, Phase, Turn};

impl Store {
    /// A delay of the bot's, scaled by its pace.
    pub fn pace(&self, ms: u32) -> u32 {
        ms * self.ui.with_untracked(|u| u.bot_pace) / 100
    }

    /// What the strong bot would play now, with the value it expects (points
    /// for the side to play, his minus his opponent's, holes weighed).
    pub fn compute_hint(&self) -> Option<(Turn, f32)> {
        self.game.with_untracked(|g| {
            if g.phase() != Phase::Move || g.legal_turns().is_empty() {
                return None;
            }
            let bot = tables::trictrac::bot::Bot::new(tables::trictrac::bot::Level::Strong);
            let cx = tables::trictrac::bot::levels::context(g);
            let mut search = tables::trictrac::bot::search::Search::new(g.options(), &bot.weights);
            Some(search.best_turn(
                g.board(),
                g.legal_turns(),
                &cx,
                tables::trictrac::bot::search::Depth::TwoPly,
            ))
        })
    }

    /// Shows the strong bot's suggestion on the board (its moves as arrows).
    pub fn show_hint(&self) {
        let hint = self.compute_hint();
        let side = self.game.with_untracked(|g| g.to_play());
        self.ui.update(|u| {
            u.hint = hint;
            u.highlight = Default::default();
            if let Some((t, _)) = hint {
                for s in t.steps() {
                    let from = Board::absolute(side, s.from);
                    let to = if s.to > 24 {
                        25
                    } else {
                        Board::absolute(side, s.to)
                    };
                    u.highlight.arrows.push((from, to));
                    u.highlight.fields.push(from);
                    if to <= 24 {
                        u.highlight.fields.push(to);
                    }
                }
            }
        });
    }

    /// Whether the bot is about to choose a turn (its roll is made, nothing
    /// entered yet): the moment to think it out in slices.
    pub fn bot_must_think(&self) -> bool {
        !self.human_to_play()
            && self.game.with_untracked(|g| g.phase()) == Phase::Move
            && self
                .ui
                .with_untracked(|u| u.partial.is_empty() && u.replay.is_none())
            && self.bot_thought.with_value(Option::is_none)
    }

    /// Thinks out the bot's turn a slice at a time, yielding to the page
    /// between the turns it searches deeply, so the page never freezes.
    pub async fn bot_think(&self) {
        use tables::trictrac::bot::{search, Level};
        let level = self.ui.with_untracked(|u| u.bot_level);
        let snapshot = self.game.with_untracked(|g| {
            (
                *g.board(),
                g.legal_turns().to_vec(),
                tables::trictrac::bot::levels::context(g),
                *g.options(),
                g.actions().len(),
            )
        });
        let (board, turns, cx, opts, n) = snapshot;
        let choice = if level != Level::Strong || turns.len() <= 1 {
            // the beginner and the club decide in well under a millisecond
            self.game.with_untracked(|g| {
                let mut rng = Rng::new(n as u64);
                tables::trictrac::bot::Player::Bot(level).choose_turn(g, &mut rng)
            })
        } else {
            let bot = tables::trictrac::bot::Bot::new(level);
            let mut s = search::Search::new(&opts, &bot.weights);
            let ranking = s.one_ply_ranking(&board, &turns, &cx);
            let mut deep = Vec::new();
            for i in s.deep_candidates(&ranking) {
                gloo_timers::future::TimeoutFuture::new(0).await;
                deep.push((
                    s.after_turn(&board, &turns[i], &cx, search::Depth::TwoPly),
                    i,
                ));
            }
            search::best_of(&deep, &turns).0
        };
        // the game may have moved on meanwhile (a new partie): keep only a fitting choice
        if self.game.with_untracked(|g| {
            g.actions().len() == n && g.legal_turns().iter().any(|t| t.key() == choice.key())
        }) {
            self.bot_thought.set_value(Some((n, choice)));
        }
    }

    /// One step of the bot, if it is its turn: returns the delay before the
    /// next step, or `None` when it is not the bot's turn.
    pub fn bot_step(&self) -> Option<u32> {
        if self.human_to_play()
            || self.marking().is_some()
            || self.ui.with_untracked(|u| u.replay.is_some())
        {
            return None;
        }
        let phase = self.game.with_untracked(|g| g.phase());
        match phase {
            Phase::Roll => {
                self.roll(false);
                Some(self.pace(700))
            }
            Phase::Choose => {
                let level = self.ui.with_untracked(|u| u.bot_level);
                let c = self.game.with_untracked(|g| {
                    let mut rng = Rng::new(g.actions().len() as u64);
                    tables::trictrac::bot::Player::Bot(level).choose(g, &mut rng)
                });
                self.choose(c);
                Some(self.pace(500))
            }
            Phase::Move => {
                let seqs = self.sequences();
                let partial = self.ui.with_untracked(|u| u.partial.clone());
                if let Some(t) = play::completed(&seqs, &partial) {
                    self.play_turn(t);
                    return Some(self.pace(600));
                }
                if partial.is_empty() {
                    let now = self.action_count();
                    let thought = self.bot_thought.try_update_value(Option::take).flatten();
                    let choice = match thought.filter(|(n, _)| *n == now) {
                        Some((_, t)) => t,
                        None => {
                            let level = self.ui.with_untracked(|u| u.bot_level);
                            self.game.with_untracked(|g| {
                                let mut rng = Rng::new(g.actions().len() as u64);
                                tables::trictrac::bot::Player::Bot(level).choose_turn(g, &mut rng)
                            })
                        }
                    };
                    if choice.is_empty() {
                        self.play_turn(choice);
                        return Some(self.pace(600));
                    }
                    // show the bot's moves one at a time
                    self.ui.update(|u| {
                        u.partial = vec![choice.steps()[0]];
                        u.last_added = 1;
                    });
                    self.bot_plan.set_value(Some(choice));
                    return Some(self.pace(650));
                }
                if let Some(plan) = self.bot_plan.get_value() {
                    if let Some(&next) = plan.steps().get(partial.len()) {
                        self.ui.update(|u| {
                            u.partial.push(next);
                            u.last_added = 1;
                        });
                        return Some(self.pace(650));
                    }
                }
                None
            }
            Phase::Primacy | Phase::Over => None,
        }
    }
}
