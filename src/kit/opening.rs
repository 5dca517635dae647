//! What a game's page opens at start, for every game: the game read from
//! the address or the autosave, or what to say when a text cannot be read
//! (it is kept aside, never dropped), and the address that shared links are
//! built on.

use crate::kit::i18n::Worded;

/// What to start with.
#[derive(Debug)]
pub struct Opening<G> {
    /// The game to show, when one was read.
    pub game: Option<G>,
    /// A message for the player (what was opened, or what could not be read).
    pub message: Option<String>,
    /// A saved text that could not be read, to keep aside under a new key.
    pub keep_aside: Option<String>,
    /// For a shared game with `&n=K`: show it after K actions (replay).
    pub replay_at: Option<usize>,
}

impl<G> Default for Opening<G> {
    fn default() -> Self {
        Opening {
            game: None,
            message: None,
            keep_aside: None,
            replay_at: None,
        }
    }
}

/// The autosaved text read back by `parse` (any game's notation): the game,
/// or, when it cannot be read, a message and the text to keep aside (never
/// dropped). `unreadable` words the message from why the text cannot be
/// read (each game says what starts instead: a new game, a new partie);
/// the reason comes worded in the language on screen ([`Worded`]).
pub fn restore<G, E: Worded>(
    saved: Option<&str>,
    parse: impl Fn(&str) -> Result<G, E>,
    unreadable: impl FnOnce(String) -> String,
) -> Opening<G> {
    match saved {
        None => Opening::default(),
        Some(text) => match parse(text) {
            Ok(g) => Opening {
                game: Some(g),
                ..Opening::default()
            },
            Err(e) => Opening {
                message: Some(unreadable(e.worded())),
                keep_aside: Some(text.to_string()),
                ..Opening::default()
            },
        },
    }
}

/// Query parameters that script a partie for tests and demonstrations
/// (dice, seed, chips, pegs, pace): a shared link must not carry them, or
/// the receiver would play on with the sender's scripted dice.
const SCRIPTING: &[&str] = &["dice", "seed", "points", "holes", "pace"];

/// The address to build shared links on: the page's address without its
/// fragment and without the scripting parameters (the others, such as the
/// language, stay).
pub fn share_base(href: &str) -> String {
    let page = href.split('#').next().unwrap_or_default();
    let Some((path, query)) = page.split_once('?') else {
        return page.to_string();
    };
    let kept: Vec<&str> = query
        .split('&')
        .filter(|kv| {
            let k = kv.split('=').next().unwrap_or_default();
            !kv.is_empty() && !SCRIPTING.contains(&k)
        })
        .collect();
    if kept.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{}", kept.join("&"))
    }
}

/// Longest link offered as a link; past it the text is offered instead
/// (some mail and chat programs cut long addresses).
pub const MAX_LINK: usize = 2000;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_links_drop_the_fragment_and_the_scripting_parameters() {
        assert_eq!(share_base("https://x.test/t/#g=1.AA"), "https://x.test/t/");
        assert_eq!(
            share_base("https://x.test/t/?dice=5,2,6,5&lang=fr&seed=1#p=1.x"),
            "https://x.test/t/?lang=fr"
        );
        assert_eq!(
            share_base("http://127.0.0.1:8080/?dice=1,2&points=10,0&holes=1,1&pace=fast"),
            "http://127.0.0.1:8080/"
        );
        assert_eq!(
            share_base("http://h/?opponent=hotseat&level=strong"),
            "http://h/?opponent=hotseat&level=strong"
        );
    }
}
