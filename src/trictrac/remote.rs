//! The Grand Trictrac played by link: its record as the remote play reads
//! it, the roll from the commitments, what a play-by-link address opens on
//! its screen (the keeping is [`super::keep`]'s).

use crate::kit::remote::screen::{self, Screen};
use crate::kit::remote::{keep, Act, LinkError, Next, Received, Record, Session, Status};
use crate::trictrac::store::{Opponent, Store};
use leptos::prelude::*;
use tables::trictrac::notation::{format_game, parse_game};
use tables::trictrac::{Action, Game, Phase, Roll, Side};

/// localStorage key of the id of the Grand Trictrac's game by link in
/// progress (the game itself is the autosave's, and its own key's).
pub const ACTIVE_KEY: &str = "trictrac.remote";

impl Record for Game {
    fn acts(&self) -> Vec<Act> {
        let mut past = match self.start() {
            Some(s) => s.clone(),
            None => Game::new(*self.options()),
        };
        let mut out = Vec::with_capacity(self.actions().len());
        for a in self.actions() {
            let actor = match past.phase() {
                Phase::Primacy => Side::White,
                _ => past.to_play(),
            };
            let (dice, ordered) = match *a {
                Action::Primacy { white, black } => (vec![white, black], true),
                Action::Roll(r, _) => (vec![r.high(), r.low()], false),
                _ => (Vec::new(), true),
            };
            out.push(Act {
                actor,
                dice,
                ordered,
            });
            if past.act(*a).is_err() {
                break;
            }
        }
        out
    }

    fn next(&self) -> Option<Next> {
        let (actor, throws) = match self.phase() {
            Phase::Primacy => (Side::White, true),
            Phase::Roll => (self.to_play(), true),
            Phase::Choose | Phase::Move => (self.to_play(), false),
            Phase::Over => return None,
        };
        Some(Next { actor, throws })
    }

    fn action_count(&self) -> usize {
        self.actions().len()
    }

    fn same_start(&self, other: &Self, n: usize) -> bool {
        let (a, b) = (self.actions(), other.actions());
        a.len() >= n && b.len() >= n && a[..n] == b[..n]
    }
}

/// Throws the next dice of a game by link (the primacy, ties included, or
/// a roll), from the commitments; says why not when the friend's copy has
/// not given them yet.
pub fn roll(store: &Store) {
    let Some(s) = store.ui.with_untracked(|u| u.remote.clone()) else {
        return;
    };
    if store.ui.with_untracked(|u| u.replay.is_some()) {
        return;
    }
    let game = store.game.get_untracked();
    if s.status(&game) != Status::MyTurn || game.next().is_none_or(|n| !n.throws) {
        store.ui.update(|u| {
            u.message = Some(crate::kit::remote::view::status_text(s.status(&game)));
            u.message_rule = None;
        });
        return;
    }
    match game.phase() {
        Phase::Primacy => store.game.update(|g| {
            for _ in 0..100 {
                let Some(d) = s.next_dice(g, 2) else { break };
                if g.primacy(d[0], d[1]).is_err() || g.phase() != Phase::Primacy {
                    break;
                }
            }
        }),
        Phase::Roll => {
            if let Some(r) = s
                .next_dice(&game, 2)
                .and_then(|d| Roll::new(d[0], d[1]).ok())
            {
                store.apply_roll(r);
            }
        }
        _ => {}
    }
}

/// Starts a game by link: this copy creates it and plays White. The game in
/// progress is kept in this browser when a turn was played in it.
pub fn start(store: &Store) {
    let was_remote = store.ui.with_untracked(|u| u.remote.is_some());
    let kept = if was_remote {
        None
    } else {
        crate::trictrac::share::keep_current(store)
    };
    let session = keep::create();
    let mut options = store.ui.with_untracked(|u| u.options);
    options.ecoles = false;
    store.game.set(Game::new(options));
    store.ui.update(|u| {
        u.opponent = Opponent::Remote(session.me);
        u.remote = Some(session);
        u.school = false;
        u.marking = None;
        u.replay = None;
        if let Some(name) = kept {
            // kit::kept words where the game is found, after "… is"
            u.notice = Some(tk!(
                key("tt-game-in-progress-kept"),
                note = crate::kit::kept::kept_note(&name)
            ));
        }
        u.message = None;
        u.message_rule = None;
    });
    store.clear_entry();
    screen::save(*store);
}

impl Screen for Store {
    crate::screen_of_store!();

    fn active_key(self) -> String {
        ACTIVE_KEY.to_string()
    }

    fn join(self, s: Session) {
        self.ui.update(|u| {
            u.opponent = Opponent::Remote(s.me);
            u.remote = Some(s);
            u.school = false;
        });
    }

    fn tell(self, text: String, refused: bool) {
        self.ui.update(|u| {
            if refused {
                // a refused link's notice stays until it is closed
                u.notice = Some(text);
            } else {
                // the link that opened answers an earlier refusal
                u.notice = None;
                u.message = Some(text);
            }
            u.message_rule = None;
        });
    }
}

/// What the address opens at start: a play-by-link address, else the game
/// by link in progress; then each change is kept ([`screen::open`]). The
/// primacy is thrown as soon as both commitments are in.
pub fn open(store: Store, hash: &str) {
    screen::open(store, hash, |store, hash| open_link(&store, hash));
    Effect::new(move |_| {
        let ready = store.game.with(|g| {
            g.phase() == Phase::Primacy
                && store
                    .ui
                    .with(|u| u.remote.as_ref().map(|s| s.status(g)) == Some(Status::MyTurn))
        });
        if ready {
            roll(&store);
        }
    });
}

/// Opens a play-by-link address (the game on screen stays when it is
/// refused).
fn open_link(store: &Store, hash: &str) -> Result<Received, LinkError> {
    let (session, got, game) = keep::receive(hash, parse_game)?;
    // the game on screen, if it is not a game by link (those keep their own key)
    if crate::kit::storage::storage_get(ACTIVE_KEY).is_none()
        && store.ui.with_untracked(|u| u.remote.is_none())
    {
        let _ = crate::trictrac::share::keep_current(store);
    }
    let me = session.me;
    store.game.set(game);
    store.ui.update(|u| {
        u.opponent = Opponent::Remote(me);
        u.remote = Some(session);
        u.school = false;
        u.marking = None;
        u.replay = None;
    });
    store.clear_entry();
    screen::save(*store);
    Ok(got)
}

/// The address to send the friend now.
pub fn link(s: &Session, game: &Game) -> Option<String> {
    let record = format_game(game).ok()?;
    Some(crate::kit::remote::address(
        &crate::kit::share::base_url(),
        "trictrac",
        &s.header(game),
        &record,
    ))
}

/// The play-by-link part of the Grand Trictrac's panel.
pub fn panel(store: Store) -> impl IntoView {
    let state = Signal::derive(move || {
        let s = store.ui.with(|u| u.remote.clone())?;
        store.game.with(|g| Some((s.me, s.status(g), link(&s, g)?)))
    });
    let start = Callback::new(move |()| start(&store));
    view! { <crate::kit::remote::view::PlayByLink state=state on_start=start /> }
}

#[cfg(test)]
#[path = "remote_tests.rs"]
mod tests;
