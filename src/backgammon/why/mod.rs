//! Why the engine refuses a text or a position of the backgammon family, in
//! the language on screen: [`Worded`] for every engine error these screens
//! can show (an XGID, gnubg's Position ID and Match ID, a game record, a
//! position text, a setup, match options, a refused action, the bot's
//! network file). Each variant is one message `bg-why-…` of
//! `locales/<code>/backgammon.ftl` with the numbers it carries as arguments;
//! a reason inside another (a setup's inside the IDs' opening) is the
//! `{ $reason }` of its own message. The engine's `Display` stays the
//! command line's English.
//!
//! A place in a text (a character, an action) is said as a person counts,
//! from 1.

#[cfg(test)]
mod every_tests;
mod ids;
mod net;
mod record;
mod setup;
#[cfg(test)]
mod setup_tests;
#[cfg(test)]
mod tests;

pub use crate::kit::i18n::Worded;

use tables::backgammon::{CubeAction, Player, Variant};

/// A character of a refused text as the messages quote it (`$character`):
/// itself, or its code point (`U+0020`) when it would not be seen.
fn shown(c: char) -> String {
    if c.is_whitespace() || c.is_control() {
        format!("U+{:04X}", u32::from(c))
    } else {
        c.to_string()
    }
}

/// A name read from a refused text (`$name`), its control characters
/// (which would not be seen) written as code points.
fn shown_text(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_control() {
                shown(c)
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// An index from 0 as a person counts it, from 1.
fn nth(index: usize) -> usize {
    index.saturating_add(1)
}

/// A side of a position as the messages select it (`$player`).
fn player_id(p: Player) -> &'static str {
    match p {
        Player::OnRoll => "on-roll",
        Player::Opponent => "opponent",
    }
}

/// A cube action as the messages select it (`$action`).
fn action_id(a: CubeAction) -> &'static str {
    match a {
        CubeAction::Double => "double",
        CubeAction::Beaver => "beaver",
        CubeAction::Raccoon => "raccoon",
    }
}

/// A rule set's name as the list of games words it (`game-<slug>-name`),
/// else the engine's name of it.
fn variant_name(v: Variant) -> String {
    crate::kit::games::of_variant(v).map_or_else(|| v.name().to_string(), |i| i.name())
}
