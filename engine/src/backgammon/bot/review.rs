//! A review of a player's plays in a game by the strong level's judgement:
//! each play he chose among several, the best by [`ranked_plays`], and the
//! cubeless equity his choice lost. Made a play at a time
//! ([`Review::step`]) so a page can run it between frames.

use super::{ranked_plays, Level};
use crate::backgammon::game::{Action, Game, Record, ReplayError};
use crate::common::dice::Roll;
use crate::common::side::Side;

/// Losses below this are not errors worth naming (the judgement's noise).
pub const WORTH_NAMING: f32 = 0.02;

/// One play judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged {
    /// Its action's index in the session's record.
    pub action: usize,
    /// The roll it was played with.
    pub roll: Roll,
    /// What was played, in notation.
    pub played: String,
    /// The best play by the judgement, in notation.
    pub best: String,
    /// The equity lost (0 for the best play).
    pub lost: f32,
}

/// The review of `side`'s plays in the session's actions from `from` on.
#[derive(Clone, Debug)]
pub struct Review {
    game: Game,
    actions: Vec<Action>,
    next: usize,
    from: usize,
    side: Side,
    judged: Vec<Judged>,
}

impl Review {
    /// Reviews `side`'s plays among the actions of `record` from the
    /// `from`-th on (the start of a game: see [`last_game_start`]).
    ///
    /// # Errors
    /// The record cannot be replayed.
    pub fn new(record: &Record, side: Side, from: usize) -> Result<Review, ReplayError> {
        let mut start = record.clone();
        start.actions.clear();
        Ok(Review {
            game: Game::replay(&start)?,
            actions: record.actions.clone(),
            next: 0,
            from,
            side,
            judged: Vec::new(),
        })
    }

    /// Replays up to the next play of the side reviewed that had a choice,
    /// and judges it; `true` once every action has been seen.
    pub fn step(&mut self) -> bool {
        while let Some(&action) = self.actions.get(self.next) {
            let at = self.next;
            self.next += 1;
            let judged = match action {
                Action::Play(after)
                    if at >= self.from
                        && self.game.on_roll() == self.side
                        && self.game.legal_plays().len() > 1 =>
                {
                    self.judge(at, &after)
                }
                _ => None,
            };
            if self.game.act(action).is_err() {
                self.next = self.actions.len();
                return true;
            }
            if let Some(j) = judged {
                self.judged.push(j);
                return self.next >= self.actions.len();
            }
        }
        true
    }

    fn judge(&self, at: usize, after: &crate::backgammon::Position) -> Option<Judged> {
        let g = &self.game;
        let plays = g.legal_plays();
        let chosen = plays.iter().position(|p| p.after() == after)?;
        let ranked = ranked_plays(g, Level::Strong);
        let best = ranked.first()?;
        let mine = ranked.iter().find(|r| r.index == chosen)?;
        Some(Judged {
            action: at,
            roll: g.dice()?,
            played: plays[chosen].notation(),
            best: plays[best.index].notation(),
            lost: (best.equity - mine.equity).max(0.0),
        })
    }

    /// Every play judged so far, in the order played.
    pub fn judged(&self) -> &[Judged] {
        &self.judged
    }

    /// The `n` costliest errors worth naming ([`WORTH_NAMING`]), costliest
    /// first.
    pub fn worst(&self, n: usize) -> Vec<Judged> {
        let mut errors: Vec<Judged> = self
            .judged
            .iter()
            .filter(|j| j.lost >= WORTH_NAMING)
            .cloned()
            .collect();
        crate::common::sort::sort_by(&mut errors, |a, b| {
            b.lost.total_cmp(&a.lost).then(a.action.cmp(&b.action))
        });
        errors.truncate(n);
        errors
    }
}

/// The index of the first action of the session's last game (after its
/// last `NextGame`).
pub fn last_game_start(actions: &[Action]) -> usize {
    actions
        .iter()
        .rposition(|a| *a == Action::NextGame)
        .map_or(0, |i| i + 1)
}
