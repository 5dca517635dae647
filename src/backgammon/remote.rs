//! The backgammon family played by link (backgammon, its variants, Tavli):
//! a session's record as the remote play reads it (who takes each action,
//! which dice each throws), and the screen's hooks — what a play-by-link
//! address opens, the game by link kept after each change, the panel's box.
//! The rules of who throws, what to reveal and what to check are
//! [`super::session`]'s, the keeping [`super::keep`]'s, as for the Grand
//! Trictrac; the roll from the commitments is the store's.
//!
//! The opening roll is thrown by White's copy (as the Trictrac's primacy);
//! before a roll the side on roll may double: that moment counts as a throw,
//! so that the friend's copy reveals its element with its link and a turn
//! costs one link, not two. A double that needs the friend's answer passes
//! the turn to him by link, as a move does.

use crate::backgammon::store::{Opponent, Store};
use crate::kit::remote::screen::{self, Screen};
use crate::kit::remote::{keep, Act, LinkError, Next, Received, Record, Session};
use leptos::prelude::*;
use tables::backgammon::notation::{format_game, parse_game};
use tables::backgammon::{Action, Game, Phase};
use tables::Side;

/// localStorage key of the id of a game's (`slug`) game by link in progress
/// (the game itself is the autosave's, and its own key's).
pub fn active_key(slug: &str) -> String {
    format!("tables.{slug}.remote")
}

/// The side whose copy takes the action `g` waits for.
fn actor(g: &Game) -> Side {
    match g.phase() {
        Phase::Opening | Phase::GameOver | Phase::MatchOver => Side::White,
        _ => g.to_act().unwrap_or(Side::White),
    }
}

impl Record for Game {
    fn acts(&self) -> Vec<Act> {
        let Ok(mut past) = Game::new(self.variant(), *self.options()) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.actions().len());
        for a in self.actions() {
            let (dice, ordered) = match *a {
                Action::Opening { white, black } => (vec![white, black], true),
                Action::Roll(r) => (vec![r.high(), r.low()], false),
                _ => (Vec::new(), true),
            };
            out.push(Act {
                actor: actor(&past),
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
        let throws = match self.phase() {
            Phase::MatchOver => return None,
            Phase::Opening | Phase::BeforeRoll => true,
            _ => false,
        };
        Some(Next {
            actor: actor(self),
            throws,
        })
    }

    fn action_count(&self) -> usize {
        self.actions().len()
    }

    fn same_start(&self, other: &Self, n: usize) -> bool {
        let (a, b) = (self.actions(), other.actions());
        a.len() >= n && b.len() >= n && a[..n] == b[..n]
    }
}

/// Starts a game by link of the rule set and options in play: this copy
/// creates it and plays White. The game in progress is kept in this
/// browser when a play was made in it (a game by link keeps its own key).
pub fn start(store: &Store) {
    let (variant, options) = store.game.with_untracked(|g| (g.variant(), *g.options()));
    let Ok(game) = Game::new(variant, options) else {
        return;
    };
    if store.ui.with_untracked(|u| u.remote.is_some()) {
        store.ui.update(|u| u.remote = None);
        store.game.set(game);
    } else {
        store.replace(game);
    }
    let session = keep::create();
    store.ui.update(|u| {
        u.opponent = Opponent::Remote(session.me);
        u.viewer = session.me;
        u.remote = Some(session);
        u.replay = None;
        u.message = None;
    });
    store.past.set(None);
    store.refresh_entry();
    screen::save(*store);
}

impl Screen for Store {
    crate::screen_of_store!();

    fn active_key(self) -> String {
        active_key(self.ui.with_untracked(|u| u.slug))
    }

    fn join(self, s: Session) {
        self.ui.update(|u| {
            u.opponent = Opponent::Remote(s.me);
            u.viewer = s.me;
            u.remote = Some(s);
        });
        self.refresh_entry();
    }

    fn tell(self, text: String, refused: bool) {
        self.ui.update(|u| {
            if refused {
                // a refused link's notice stays until it is closed
                u.notice = Some(text);
            } else {
                // a notice set meanwhile (the game on screen kept, an
                // unreadable save kept aside) stays
                u.message = Some(text);
            }
        });
    }
}

/// What the address opens at start (`rest`, after `#/<slug>/`): a
/// play-by-link address, else the game by link in progress; then each
/// change is kept ([`screen::open`]).
pub fn open(store: Store, rest: &str) {
    screen::open(store, rest, |store, rest| open_link(&store, rest));
}

/// Opens a play-by-link address (the game on screen stays when it is
/// refused).
fn open_link(store: &Store, rest: &str) -> Result<Received, LinkError> {
    let (session, got, game) = keep::receive(rest, parse_game)?;
    let active = active_key(store.ui.with_untracked(|u| u.slug));
    let current = store.game.with_untracked(|g| format_game(g).ok());
    if keep::resume(&active, current).is_some() {
        // the game on screen is a game by link: it keeps its own key
        store.game.set(game);
    } else {
        // the game on screen is kept, when a play was made in it
        store.replace(game);
    }
    let me = session.me;
    store.ui.update(|u| {
        u.opponent = Opponent::Remote(me);
        u.viewer = me;
        u.remote = Some(session);
        u.replay = None;
    });
    store.past.set(None);
    store.refresh_entry();
    screen::save(*store);
    Ok(got)
}

/// The address to send the friend now.
pub fn link(s: &Session, game: &Game, slug: &str) -> Option<String> {
    let record = format_game(game).ok()?;
    Some(crate::kit::remote::address(
        &crate::kit::share::base_url(),
        slug,
        &s.header(game),
        &record,
    ))
}

/// The play-by-link box of a backgammon-family game's panel.
pub fn panel(store: Store) -> impl IntoView {
    let state = Signal::derive(move || {
        let s = store.ui.with(|u| u.remote.clone())?;
        let slug = store.ui.with(|u| u.slug);
        store
            .game
            .with(|g| Some((s.me, s.status(g), link(&s, g, slug)?)))
    });
    let start = Callback::new(move |()| start(&store));
    view! { <crate::kit::remote::view::PlayByLink state=state on_start=start /> }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::remote::{split, Header, Received, Session, Status};
    use tables::backgammon::notation::{format_game, parse_game};
    use tables::backgammon::{Options, Variant};
    use tables::commit::Element;

    /// The copy of `s` plays as far as it may: the opening, rolls (never
    /// doubling), the first legal play, the next game.
    fn play(s: &Session, g: &mut Game) {
        while s.status(g) == Status::MyTurn {
            let action = match g.phase() {
                Phase::Opening => {
                    let d = s.next_dice(g, 2).unwrap();
                    Action::Opening {
                        white: d[0],
                        black: d[1],
                    }
                }
                Phase::BeforeRoll => {
                    let d = s.next_dice(g, 2).unwrap();
                    Action::Roll(tables::Roll::new(d[0], d[1]).unwrap())
                }
                Phase::Move => Action::Play(*g.legal_plays()[0].after()),
                Phase::CubeOffered(_) => Action::Take,
                Phase::GameOver => Action::NextGame,
                _ => return,
            };
            g.act(action).unwrap();
        }
    }

    fn send(s: &Session, g: &Game) -> (Header, Game) {
        let text = crate::kit::remote::fragment(&s.header(g), &format_game(g).unwrap());
        let (h, r) = split(&text).unwrap();
        (Header::parse(h).unwrap(), parse_game(r).unwrap())
    }

    #[test]
    fn two_copies_play_a_backgammon_match_by_links() {
        let options = Options::match_to(3);
        let start = Game::new(Variant::Backgammon, options).unwrap();
        let mut a = Session::create("b1".into(), Side::White, Element([7; 16]));
        let (h, g) = send(&a, &start);
        let mut b = Session::join(&h, Element([8; 16])).unwrap();
        b = b.receive(None, &h, &g).unwrap().0;
        let (mut game_a, mut game_b) = (start, g);
        let mut links = 0;
        while game_a.phase() != Phase::MatchOver && links < 4000 {
            play(&b, &mut game_b);
            let (h, g) = send(&b, &game_b);
            let (a2, got) = a.receive(Some(&game_a), &h, &g).unwrap();
            assert_ne!(got, Received::Older);
            (a, game_a) = (a2, g);
            play(&a, &mut game_a);
            let (h, g) = send(&a, &game_a);
            b = b.receive(Some(&game_b), &h, &g).unwrap().0;
            game_b = g;
            links += 2;
        }
        assert_eq!(game_a.phase(), Phase::MatchOver, "a match in {links} links");
        a.check_dice(&game_a).unwrap();
        assert_eq!(game_a.actions(), game_b.actions());
    }
}
