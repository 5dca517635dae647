//! The games of the home screen: their addresses, names, one-line
//! descriptions and the engine's rule set behind each.

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
    /// Its name (English, French).
    pub name: (&'static str, &'static str),
    /// One line saying what it is (English, French).
    pub blurb: (&'static str, &'static str),
    /// Where it is played, shown as a tag.
    pub region: (&'static str, &'static str),
}

const fn game(
    slug: &'static str,
    play: Play,
    name: (&'static str, &'static str),
    region: (&'static str, &'static str),
    blurb: (&'static str, &'static str),
) -> GameInfo {
    GameInfo {
        slug,
        play,
        name,
        blurb,
        region,
    }
}

use Play::Backgammon as B;

/// Every game, in the home screen's order; the cards group variants under
/// the first game of their family (see [`family`]).
pub const GAMES: &[GameInfo] = &[
    game("trictrac", Play::Trictrac, ("Grand Trictrac", "Grand Trictrac"), ("France", "France"),
        ("Points for what the dice could do: jans, holes and the pavillon.", "Des points pour ce que les dés pourraient faire : jans, trous et pavillon.")),
    game("backgammon", B(Variant::Backgammon), ("Backgammon", "Backgammon"), ("Everywhere", "Partout"),
        ("The race home with hits, the doubling cube, money and match play.", "La course au jan intérieur, les coups frappés, le videau, en argent ou en match.")),
    game("nackgammon", B(Variant::Nackgammon), ("Nackgammon", "Nackgammon"), ("United States", "États-Unis"),
        ("Backgammon with four back checkers: longer, more contact.", "Le backgammon avec quatre dames arrière : plus long, plus de contact.")),
    game("hypergammon", B(Variant::Hypergammon(3)), ("Hypergammon", "Hypergammon"), ("United States", "États-Unis"),
        ("Backgammon with three checkers each (or two, or one).", "Le backgammon à trois dames chacun (ou deux, ou une).")),
    game("hypergammon2", B(Variant::Hypergammon(2)), ("Hypergammon, 2 checkers", "Hypergammon à 2 dames"), ("United States", "États-Unis"),
        ("Backgammon with two checkers each.", "Le backgammon à deux dames chacun.")),
    game("hypergammon1", B(Variant::Hypergammon(1)), ("Hypergammon, 1 checker", "Hypergammon à 1 dame"), ("United States", "États-Unis"),
        ("Backgammon with one checker each.", "Le backgammon à une dame chacun.")),
    game("tavli", Play::Tavli, ("Tavli", "Tavli"), ("Greece", "Grèce"),
        ("Portes, Plakoto and Fevga in turn, to 5 points.", "Portes, Plakoto et Fevga à tour de rôle, en 5 points.")),
    game("portes", B(Variant::Portes), ("Portes", "Portes"), ("Greece", "Grèce"),
        ("Tavli's first game: backgammon without the cube or the triple game.", "Le premier jeu du tavli : le backgammon sans videau ni partie triple.")),
    game("plakoto", B(Variant::Plakoto), ("Plakoto", "Plakoto"), ("Greece", "Grèce"),
        ("Tavli's second game: a lone checker is pinned, not hit; guard your mother.", "Le deuxième jeu du tavli : une dame seule est prise, pas frappée ; gardez votre mère.")),
    game("fevga", B(Variant::Fevga), ("Fevga", "Fevga"), ("Greece", "Grèce"),
        ("Tavli's third game: both go the same way round, a single checker holds a point.", "Le troisième jeu du tavli : même sens pour les deux, une dame seule tient un point.")),
    game("long-nardy", B(Variant::LongNardy), ("Long nardy", "Long nardy"), ("Russia, Caucasus", "Russie, Caucase"),
        ("Fifteen checkers from the head, the same way round, no hitting.", "Quinze dames depuis la tête, dans le même sens, sans prise.")),
    game("gul-bara", B(Variant::GulBara), ("Gul bara", "Gul bara"), ("Turkey, Balkans", "Turquie, Balkans"),
        ("Like Fevga, with cascading doublets from the fourth roll.", "Comme le fevga, avec des doublets en cascade dès le quatrième jet.")),
    game("russian", B(Variant::Russian), ("Russian backgammon", "Backgammon russe"), ("Russia", "Russie"),
        ("All enter from one table; doublets bring their complement and a roll again.", "Tous entrent par la même table ; un doublet amène son complément et un nouveau jet.")),
    game("dutch", B(Variant::Dutch), ("Dutch backgammon", "Backgammon hollandais"), ("Netherlands", "Pays-Bas"),
        ("All fifteen start off the board; no hitting until one is home.", "Les quinze partent hors du tablier ; pas de coup avant d'avoir une dame au jan intérieur.")),
    game("american", B(Variant::American), ("American", "Américain"), ("Indonesia", "Indonésie"),
        ("White enters nine checkers and races; nothing is hit; White's win counts 3.", "Blanc entre neuf dames et fait la course ; rien n'est frappé ; la victoire de Blanc vaut 3.")),
    game("acey-deucey", B(Variant::AceyDeucey), ("Acey-deucey", "Acey-deucey"), ("United States", "États-Unis"),
        ("Enter all fifteen as you like; 1-2 brings a doublet of your choice.", "Entrez les quinze quand vous voulez ; 2-1 donne un doublet au choix.")),
    game("snake", B(Variant::Snake), ("Snake", "Serpent"), ("Indonesia", "Indonésie"),
        ("White starts deep in Black's home with nine to enter.", "Blanc part au fond du jan de Noir avec neuf dames à entrer.")),
    game("jacquet", B(Variant::Jacquet), ("Jacquet", "Jacquet"), ("France", "France"),
        ("From diagonal corners, the courier first; nothing is hit.", "Depuis des coins opposés, le postillon d'abord ; rien n'est frappé.")),
    game("matador", B(Variant::Matador), ("Matador", "Matador"), ("France", "France"),
        ("Jacquet where 4-3 plays, then a doublet of your choice, then again.", "Le jacquet où 4-3 se joue, puis un doublet au choix, puis encore.")),
    game("icelandic", B(Variant::Icelandic), ("Icelandic backgammon", "Backgammon islandais"), ("Iceland", "Islande"),
        ("Six checkers chase round the board and capture for good.", "Six dames se poursuivent autour du tablier et capturent pour de bon.")),
    game("chase", B(Variant::Chase), ("The chase", "La chasse"), ("Iceland", "Islande"),
        ("Only 1s, 6s and doublets move: catch all six opposing checkers.", "Seuls les 1, les 6 et les doublets comptent : prenez les six dames adverses.")),
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
    /// The page that shows this game.
    pub fn page(&self) -> Page {
        match self.play {
            Play::Trictrac => Page::Main,
            Play::Backgammon(_) | Play::Tavli => Page::Backgammon,
        }
    }
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
