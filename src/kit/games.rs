//! The games of the home screen: their addresses and the engine's rule set
//! behind each; their names, regions and one-line descriptions are the
//! catalogues' `game-<slug>-name`, `-region` and `-blurb`.

use tables::backgammon::Variant;

/// What an address opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// The Grand Trictrac (its own engine and app).
    Trictrac,
    /// A rule set of the backgammon family, one game or a match.
    Backgammon(Variant),
    /// Greek Tavli: Portes, Plakoto and Fevga in turn.
    Tavli,
}

/// One game of the list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// Its address: `#/<slug>` (the CLI's rule-set names; `trictrac`, `tavli`).
    pub slug: &'static str,
    /// What it opens.
    pub play: Play,
}

const fn game(slug: &'static str, play: Play) -> GameInfo {
    GameInfo { slug, play }
}

use Play::Backgammon as B;

/// Every game, in the home screen's order; the cards group variants under
/// the first game of their family (see [`family`]).
pub const GAMES: &[GameInfo] = &[
    game("trictrac", Play::Trictrac),
    game("backgammon", B(Variant::Backgammon)),
    game("nackgammon", B(Variant::Nackgammon)),
    game("hypergammon", B(Variant::Hypergammon(3))),
    game("hypergammon2", B(Variant::Hypergammon(2))),
    game("hypergammon1", B(Variant::Hypergammon(1))),
    game("tavli", Play::Tavli),
    game("portes", B(Variant::Portes)),
    game("plakoto", B(Variant::Plakoto)),
    game("fevga", B(Variant::Fevga)),
    game("long-nardy", B(Variant::LongNardy)),
    game("gul-bara", B(Variant::GulBara)),
    game("russian", B(Variant::Russian)),
    game("dutch", B(Variant::Dutch)),
    game("american", B(Variant::American)),
    game("acey-deucey", B(Variant::AceyDeucey)),
    game("snake", B(Variant::Snake)),
    game("jacquet", B(Variant::Jacquet)),
    game("matador", B(Variant::Matador)),
    game("icelandic", B(Variant::Icelandic)),
    game("chase", B(Variant::Chase)),
];

/// The two pages the games are split into, each with its own wasm (each
/// under the size budget; together they would not be): `index.html` with
/// the home screen and the Grand Trictrac, `bg.html` with the backgammon
/// family. An address meant for the other page is passed on to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// `index.html`: the home screen and the Grand Trictrac.
    Main,
    /// `bg.html`: backgammon and its variants.
    Backgammon,
}

impl Page {
    /// Its file, relative to the other page.
    pub fn file(self) -> &'static str {
        match self {
            Page::Main => "./",
            Page::Backgammon => "bg.html",
        }
    }

    /// The address of a game (or the home screen: `None`) on its page.
    pub fn href(slug: Option<&str>) -> String {
        let page = slug.and_then(by_slug).map_or(Page::Main, GameInfo::page);
        format!("{}#/{}", page.file(), slug.unwrap_or(""))
    }
}

impl GameInfo {
    /// Its name in the language on screen (`game-<slug>-name`).
    pub fn name(&self) -> String {
        crate::kit::i18n::t(&format!("game-{}-name", self.slug))
    }

    /// Where it is played, shown as a tag (`game-<slug>-region`).
    pub fn region(&self) -> String {
        crate::kit::i18n::t(&format!("game-{}-region", self.slug))
    }

    /// One line saying what it is (`game-<slug>-blurb`).
    pub fn blurb(&self) -> String {
        crate::kit::i18n::t(&format!("game-{}-blurb", self.slug))
    }

    /// Its rules in short (`game-<slug>-rules`).
    pub fn rules(&self) -> String {
        crate::kit::i18n::t(&format!("game-{}-rules", self.slug))
    }

    /// The page that shows this game.
    pub fn page(&self) -> Page {
        match self.play {
            Play::Trictrac => Page::Main,
            Play::Backgammon(_) | Play::Tavli => Page::Backgammon,
        }
    }
}

/// The catalogue keys of the games' texts (name, region, line, rules).
pub fn keys() -> Vec<String> {
    GAMES
        .iter()
        .flat_map(|g| ["name", "region", "blurb", "rules"].map(|k| format!("game-{}-{k}", g.slug)))
        .collect()
}

/// The game at an address (`#/<slug>`).
pub fn by_slug(slug: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.slug == slug)
}

/// The game of a rule set.
pub fn of_variant(v: Variant) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.play == Play::Backgammon(v))
}

/// The games shown under another's card (its family), and that card's slug.
pub fn family(slug: &str) -> Option<&'static str> {
    match slug {
        "hypergammon2" | "hypergammon1" => Some("hypergammon"),
        "portes" | "plakoto" | "fevga" => Some("tavli"),
        "matador" => Some("jacquet"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_set_has_one_game_at_its_cli_name() {
        for v in Variant::ALL {
            let g = of_variant(v).unwrap_or_else(|| panic!("{} has no game", v.name()));
            assert_eq!(g.slug, v.name());
            assert_eq!(by_slug(v.name()), Some(g));
        }
        assert_eq!(by_slug("trictrac").map(|g| g.play), Some(Play::Trictrac));
        assert_eq!(by_slug("tavli").map(|g| g.play), Some(Play::Tavli));
        assert_eq!(by_slug("chess"), None);
    }

    #[test]
    fn each_game_has_its_page_and_address() {
        assert_eq!(Page::href(Some("trictrac")), "./#/trictrac");
        assert_eq!(Page::href(Some("plakoto")), "bg.html#/plakoto");
        assert_eq!(Page::href(Some("tavli")), "bg.html#/tavli");
        assert_eq!(Page::href(None), "./#/");
    }

    #[test]
    fn slugs_are_unique_and_families_point_at_listed_cards() {
        for (i, g) in GAMES.iter().enumerate() {
            assert!(GAMES[..i].iter().all(|h| h.slug != g.slug), "{}", g.slug);
            if let Some(f) = family(g.slug) {
                assert!(by_slug(f).is_some_and(|h| family(h.slug).is_none()));
            }
        }
    }
}
