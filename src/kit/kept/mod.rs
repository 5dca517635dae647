//! Games kept in this browser, for every game: the one in progress before
//! another replaces it (kept on purpose) and a save that could not be read
//! (kept so that nothing is lost). Each game has its scope of keys
//! (`trictrac`, `tables.backgammon`, ...): `<scope>.kept.N` and
//! `<scope>.unreadable.N`. The person sees each by its name (what the game
//! holds), never by its key. Pure: the browser glue is in `kit::storage`.

pub mod list;

use crate::kit::html::esc;
use crate::kit::i18n::t;

/// Why a text is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A game the person had, kept before another replaced it.
    Game,
    /// A save that could not be read.
    Unreadable,
}

/// The prefix of the keys of `kind` in `scope`.
pub fn prefix(scope: &str, kind: Kind) -> String {
    match kind {
        Kind::Game => format!("{scope}.kept."),
        Kind::Unreadable => format!("{scope}.unreadable."),
    }
}

/// The kept keys of `scope` among `keys`: the games, then the unreadable
/// saves, each in the order they were kept (`.2` before `.10`).
pub fn keys<'a>(scope: &str, keys: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let (games, unreadable) = (prefix(scope, Kind::Game), prefix(scope, Kind::Unreadable));
    let mut found: Vec<(u8, u32, String)> = keys
        .into_iter()
        .filter_map(|k| {
            let (order, rest) = match k.strip_prefix(&games) {
                Some(rest) => (0, rest),
                None => (1, k.strip_prefix(&unreadable)?),
            };
            Some((order, rest.parse().ok()?, k.to_string()))
        })
        .collect();
    tables::common::sort::sort(&mut found);
    found.into_iter().map(|(_, _, k)| k).collect()
}

/// Where to keep `text` of `kind` in `scope`, given what is stored
/// (`stored`: key and text): the key that already holds the same text (a
/// second "play from here" keeps no second copy), else the first free one.
/// The boolean says whether the text must still be written.
pub fn place(scope: &str, kind: Kind, text: &str, stored: &[(String, String)]) -> (String, bool) {
    let pre = prefix(scope, kind);
    if let Some((k, _)) = stored
        .iter()
        .find(|(k, t)| k.starts_with(&pre) && t == text)
    {
        return (k.clone(), false);
    }
    let key = (1..)
        .map(|n| format!("{pre}{n}"))
        .find(|k| stored.iter().all(|(s, _)| s != k))
        .unwrap_or_else(|| format!("{pre}0"));
    (key, true)
}

/// One kept text, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Its key (in the buttons' `data-key`, never shown).
    pub key: String,
    /// What the game holds, in words; `None` when it cannot be read.
    pub name: Option<String>,
    /// Its length in characters.
    pub chars: usize,
}

/// How an unreadable kept text is named.
pub fn unreadable_name(chars: usize) -> String {
    crate::t!("kit-kept-unreadable", n = chars)
}

/// The list of kept games as HTML, in the language on screen; `confirming` is the key whose
/// deletion waits for a second click. Each button carries `data-do` (open,
/// show, delete) and `data-key`. Empty when nothing is kept.
pub fn list_html(rows: &[Row], confirming: Option<&str>) -> String {
    use std::fmt::Write as _;
    if rows.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "<p class=\"kept-title\">{}</p><ul>",
        t("kit-kept-kept-browser")
    );
    for row in rows {
        let key = esc(&row.key);
        let (name, action, label) = match &row.name {
            Some(n) => (n.clone(), "open", t("kit-kept-open")),
            None => (unreadable_name(row.chars), "show", t("kit-kept-show-text")),
        };
        let delete = if confirming == Some(row.key.as_str()) {
            t("kit-kept-really-delete")
        } else {
            t("kit-kept-delete")
        };
        let _ = write!(
            out,
            "<li data-kept=\"{key}\"><span>{}</span>\
             <button data-do=\"{action}\" data-key=\"{key}\">{label}</button>\
             <button data-do=\"delete\" data-key=\"{key}\">{delete}</button></li>",
            esc(&name)
        );
    }
    out.push_str("</ul>");
    out
}

/// Which game a sentence about a game kept on purpose speaks of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptGame {
    /// The game in progress (a link or a lesson replaced it).
    InProgress,
    /// The game an opened one replaces.
    Replaced,
    /// The game the person was playing (another opened).
    WasPlaying,
}

/// The sentence saying that a game was kept on purpose, its name, and
/// where the person finds it.
pub fn kept_sentence(which: KeptGame, name: &str) -> String {
    match which {
        KeptGame::InProgress => crate::t!("kit-kept-in-progress", name = name),
        KeptGame::Replaced => crate::t!("kit-kept-replaced", name = name),
        KeptGame::WasPlaying => crate::t!("kit-kept-was-playing", name = name),
    }
}

/// What a message says of a game kept on purpose, after "… is" ("… est"):
/// its name, and where the person finds it.
pub fn kept_note(name: &str) -> String {
    crate::t!("kit-kept-note", name = name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_scope_lists_its_games_then_its_unreadable_saves_in_order() {
        let stored = [
            "trictrac.game",
            "trictrac.unreadable.10",
            "trictrac.kept.3",
            "trictrac.unreadable.2",
            "trictrac.kept.x",
            "tables.backgammon.kept.1",
            "trictrac.lessons",
        ];
        assert_eq!(
            keys("trictrac", stored),
            [
                "trictrac.kept.3",
                "trictrac.unreadable.2",
                "trictrac.unreadable.10"
            ]
        );
        assert_eq!(
            keys("tables.backgammon", stored),
            ["tables.backgammon.kept.1"]
        );
    }

    #[test]
    fn the_same_text_is_kept_once_and_a_new_one_takes_a_free_key() {
        let stored = vec![
            ("trictrac.kept.1".to_string(), "1.AAA".to_string()),
            ("trictrac.unreadable.1".to_string(), "junk".to_string()),
        ];
        assert_eq!(
            place("trictrac", Kind::Game, "1.AAA", &stored),
            ("trictrac.kept.1".to_string(), false)
        );
        assert_eq!(
            place("trictrac", Kind::Game, "1.BBB", &stored),
            ("trictrac.kept.2".to_string(), true)
        );
        // a kept game is never filed as unreadable
        assert_eq!(
            place("trictrac", Kind::Unreadable, "1.AAA", &stored),
            ("trictrac.unreadable.2".to_string(), true)
        );
    }

    #[test]
    fn the_list_names_the_games_and_offers_open_or_show_and_a_confirmed_delete() {
        assert_eq!(list_html(&[], None), "");
        let rows = [
            Row {
                key: "trictrac.kept.1".into(),
                name: Some("White 1 – Black 0 holes · 3 actions".into()),
                chars: 12,
            },
            Row {
                key: "trictrac.unreadable.2".into(),
                name: None,
                chars: 6,
            },
        ];
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let h = list_html(&rows, Some("trictrac.unreadable.2"));
        assert!(h.contains("<span>White 1 – Black 0 holes · 3 actions</span>"));
        assert!(h.contains(r#"data-do="open" data-key="trictrac.kept.1">Open"#));
        assert!(h.contains(r#"data-do="show" data-key="trictrac.unreadable.2">Show its text"#));
        assert!(h.contains("A save that cannot be read (6 characters)"));
        assert_eq!(h.matches(">Delete<").count(), 1);
        assert_eq!(h.matches(">Really delete?<").count(), 1);
        assert!(!h.contains(">trictrac."), "no key is shown: {h}");
        assert!(kept_sentence(KeptGame::Replaced, "X")
            .starts_with("The game it replaces is kept in this browser as “X”"));
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::Fr);
        assert!(list_html(&rows, None).contains("Gardées dans ce navigateur"));
        assert!(kept_sentence(KeptGame::WasPlaying, "X").contains("sous le nom « X » ("));
        assert!(kept_note("X").contains("sous le nom « X » ("));
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        assert!(kept_note("X").starts_with("kept in this browser as “X”"));
    }
}
