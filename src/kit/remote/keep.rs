//! Games by link kept in this browser, for every game: each copy's part
//! (with its secret) and its game under the game's id, the game by link in
//! progress of each screen, and what a play-by-link address opens.

use super::{split, Header, LinkError, Received, Record, Session};
use crate::kit::i18n::{t, Worded};
use crate::kit::storage::{storage_get, storage_remove, storage_set};
use tables::commit::Element;
use tables::Side;

/// localStorage key of this copy's part in the game `id` (its secret).
pub fn session_key(id: &str) -> String {
    format!("tables.remote.{id}")
}

/// localStorage key of the game `id` as this copy last had it.
pub fn game_key(id: &str) -> String {
    format!("tables.remote.{id}.game")
}

/// `N` random bytes (the browser's generator).
pub fn random_bytes<const N: usize>() -> [u8; N] {
    let mut buf = [0u8; N];
    if getrandom::fill(&mut buf).is_err() {
        // never in a browser; the seed's fallback still differs per call
        for (i, b) in buf.iter_mut().enumerate() {
            *b = crate::kit::web::random_seed().to_le_bytes()[i % 8];
        }
    }
    buf
}

/// A new game by link created by this copy, which plays White.
pub fn create() -> Session {
    let id = Element(random_bytes::<16>()).to_text()[..11].to_string();
    Session::create(id, Side::White, Element(random_bytes::<16>()))
}

/// Keeps `s` and its game's text; `active` (the screen's key) names it as
/// the game by link in progress.
pub fn save(s: &Session, game_text: Option<String>, active: &str) {
    storage_set(&session_key(&s.id), &s.to_text());
    if let Some(text) = game_text {
        storage_set(&game_key(&s.id), &text);
    }
    storage_set(active, &s.id);
}

/// Whether `game` goes on from the game by link `s` as this browser keeps
/// it (`parse` reads the kept text): a game that does not (an import, a
/// replay played from an earlier moment, a new game) is not the friend's.
pub fn goes_on<G: Record, E>(s: &Session, game: &G, parse: impl Fn(&str) -> Result<G, E>) -> bool {
    storage_get(&game_key(&s.id))
        .and_then(|t| parse(&t).ok())
        .is_none_or(|k| game.same_start(&k, k.action_count()))
}

/// The game by link in progress of the screen `active`, when the game on
/// screen (`current`, its text) is it; else the screen has none (forgotten).
pub fn resume(active: &str, current: Option<String>) -> Option<Session> {
    let id = storage_get(active)?;
    let session = storage_get(&session_key(&id)).and_then(|t| Session::from_text(&t));
    let same = current.is_some() && storage_get(&game_key(&id)) == current;
    match session {
        Some(s) if same => Some(s),
        _ => {
            storage_remove(active);
            None
        }
    }
}

/// Reads a play-by-link address (`parse` reads the game's record): this
/// copy's part after it, what it brings, and the game to show (this copy's
/// own when the link is older or the same).
///
/// # Errors
///
/// A [`LinkError`] saying why it is refused.
pub fn receive<G: Record, E: Worded>(
    hash: &str,
    parse: impl Fn(&str) -> Result<G, E>,
) -> Result<(Session, Received, G), LinkError> {
    let (head, record) = split(hash)?;
    let header = Header::parse(head).map_err(LinkError::Header)?;
    let theirs = parse(record).map_err(|e| LinkError::Record(e.worded()))?;
    let known = storage_get(&session_key(&header.id)).and_then(|t| Session::from_text(&t));
    let mine = storage_get(&game_key(&header.id)).and_then(|t| parse(&t).ok());
    let (session, got) = match known {
        Some(s) => s.receive(mine.as_ref(), &header, &theirs)?,
        None => Session::join(&header, Element(random_bytes::<16>()))?
            .receive(None, &header, &theirs)?,
    };
    let game = match (got, mine) {
        (Received::Older | Received::Same, Some(m)) => m,
        _ => theirs,
    };
    Ok((session, got, game))
}

/// What to say once a link is opened (`Ok`) or refused.
pub fn opened_text(r: &Result<Received, LinkError>) -> String {
    match r {
        Ok(Received::Older) => t("kit-remote-link-older-than-game"),
        Ok(_) => t("kit-remote-opened-friend-s-link"),
        Err(e) => crate::t!("kit-remote-link-refused", why = e.text()),
    }
}
