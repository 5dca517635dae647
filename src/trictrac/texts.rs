//! The Grand Trictrac's words: the bot's expectation, the holes won, the
//! rolls as announced, the jans and the refused moves, and the tablier's
//! accessible labels. The game's own terms stay French in both languages,
//! with an English gloss in English.

use crate::kit::i18n::Lang;
use tables::trictrac::{Jan, JanKind, Roll, Side, Table};

impl Lang {
    /// What the bot expects, in words: `v` is the points the side to play
    /// expects, his minus his opponent's ("about 10 points behind").
    pub fn expectation(self, v: f32) -> String {
        let n = v.abs().round() as u32;
        let points = |n: u32| match (self, n) {
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, 1) => {
                "1 point".to_string()
            }
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, n) => {
                format!("{n} points")
            }
            (Lang::Fr, 1) => "1 point".to_string(),
            (Lang::Fr, n) => format!("{n} points"),
        };
        match (self, n, v > 0.0) {
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, 0, _) => {
                "about even".into()
            }
            (Lang::Fr, 0, _) => "à peu près à égalité".into(),
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                n,
                true,
            ) => format!("about {} ahead", points(n)),
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                n,
                false,
            ) => format!("about {} behind", points(n)),
            (Lang::Fr, n, true) => format!("environ {} d'avance", points(n)),
            (Lang::Fr, n, false) => format!("environ {} de retard", points(n)),
        }
    }

    /// "You won N holes on your own roll."
    pub fn holes_won(self, n: u8) -> String {
        match (self, n) {
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, 1) => {
                "You won 1 hole on your own roll.".into()
            }
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, n) => {
                format!("You won {n} holes on your own roll.")
            }
            (Lang::Fr, 1) => "Vous avez gagné 1 trou sur votre coup.".into(),
            (Lang::Fr, n) => format!("Vous avez gagné {n} trous sur votre coup."),
        }
    }

    /// A roll as announced: "6 and 5", "sonnez (6-6)", "3 and ace".
    pub fn roll(self, r: Roll) -> String {
        if let Some(name) = r.doublet_name() {
            return format!("{name} ({}-{})", r.high(), r.low());
        }
        let low = if r.low() == 1 {
            self.t("ace", "as").to_string()
        } else {
            r.low().to_string()
        };
        format!("{} {} {low}", r.high(), self.t("and", "et"))
    }

    /// "jan de retour (return quarter filled)" in English, the French name alone in French.
    pub fn jan_title(self, kind: JanKind) -> String {
        let name = tables::trictrac::jans::kind_name(kind);
        match self {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => {
                format!("{name} ({})", tables::trictrac::jans::kind_gloss(kind))
            }
            Lang::Fr => name.to_string(),
        }
    }

    /// One sentence explaining the rule that awards the jan; fields are named
    /// in `viewer`'s numbering, like the board's labels.
    pub fn jan_rule(self, jan: &Jan, viewer: Side) -> String {
        let field = tables::trictrac::Board::absolute(
            viewer,
            tables::trictrac::Board::absolute(jan.roller, jan.field),
        );
        let r = self.side(jan.roller);
        let o = self.side(jan.roller.opponent());
        let table = match (self, jan.table) {
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                Some(Table::Grand),
            ) => "in the grand-jan table",
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                Some(Table::Petit),
            ) => "in the petit-jan table",
            (Lang::Fr, Some(Table::Grand)) => "dans la table du grand jan",
            (Lang::Fr, Some(Table::Petit)) => "dans la table du petit jan",
            (_, None) => "",
        };
        let numbers: Vec<String> = jan.ways().iter().map(|w| w.number.to_string()).collect();
        let numbers = numbers.join(", ");
        match (self, jan.kind) {
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::BattreAVrai) => format!("{r} can reach {o}'s lone checker on field {} with {numbers}: each number that reaches it is a way {table}.", field),
            (Lang::Fr, JanKind::BattreAVrai) => format!("{r} peut atteindre la dame seule de {o} sur la case {} par {numbers} : chaque nombre qui l'atteint est un moyen {table}.", field),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::BattreAFaux) => format!("{o}'s lone checker on field {} is reachable only by the sum and every passage is closed: a false hit scores for {o}.", field),
            (Lang::Fr, JanKind::BattreAFaux) => format!("La dame seule de {o} sur la case {} n'est atteinte que par le tout et tous les passages sont fermés : battre à faux, pour {o}.", field),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::BattreLeCoin) => format!("{r} holds his rest corner, {o}'s is empty, and one checker with each number could go onto it."),
            (Lang::Fr, JanKind::BattreLeCoin) => format!("{r} tient son coin de repos, celui de {o} est vide, et une dame par chaque nombre pourrait y aller."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::Impuissance) => format!("{r} cannot play {numbers}: each number that cannot be played gives {o} 2 points."),
            (Lang::Fr, JanKind::Impuissance) => format!("{r} ne peut jouer {numbers} : chaque nombre impuissant vaut 2 points à {o}."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour) => format!("{r} can put two checkers on every field of the quarter; each number that covers the last half-field is a way ({numbers})."),
            (Lang::Fr, JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour) => format!("{r} peut garnir de deux dames chaque case du cadran ; chaque nombre qui couvre la dernière demi-case est un moyen ({numbers})."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour) => format!("{r} can play the roll (or cannot play some of it) without breaking his filled quarter."),
            (Lang::Fr, JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour) => format!("{r} peut jouer le coup (ou ne peut en jouer une partie) sans rompre son plein."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::SixTables) => format!("Within his first three rolls {r} can have a checker on each of his fields 2 to 7."),
            (Lang::Fr, JanKind::SixTables) => format!("En trois coups au plus, {r} peut avoir une dame sur chacune de ses cases 2 à 7."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::DeuxTables) => format!("{r}'s only two checkers off the talon can go one to each rest corner."),
            (Lang::Fr, JanKind::DeuxTables) => format!("Les deux seules dames abattues de {r} peuvent aller chacune dans un coin de repos."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::ContreDeuxTables) => format!("{r}'s only two checkers off the talon could go one to each rest corner, but {o} holds his: the points go to {o}."),
            (Lang::Fr, JanKind::ContreDeuxTables) => format!("Les deux seules dames abattues de {r} pourraient aller dans les deux coins, mais {o} tient le sien : les points sont pour {o}."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::Mezeas) => format!("{r} holds his rest corner with nothing else off the talon and rolled an ace."),
            (Lang::Fr, JanKind::Mezeas) => format!("{r} tient son coin sans autre dame abattue et a amené un as."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::ContreMezeas) => format!("{r} holds his rest corner with nothing else off the talon and rolled an ace, but {o} holds his: the points go to {o}."),
            (Lang::Fr, JanKind::ContreMezeas) => format!("{r} tient son coin sans autre dame abattue et a amené un as, mais {o} tient le sien : les points sont pour {o}."),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, JanKind::Sortie) => format!("{r} is the first to bear off all fifteen checkers."),
            (Lang::Fr, JanKind::Sortie) => format!("{r} est le premier à sortir ses quinze dames."),
        }
    }
}

impl Lang {
    /// The rule that forbids a move, in the interface language.
    pub fn refusal(self, r: &tables::trictrac::Refusal) -> String {
        use tables::trictrac::{Quarter, Refusal as R};
        if self == Lang::En {
            return r.sentence();
        }
        let q = |q: Quarter| match q {
            Quarter::Q1 => "petit jan",
            Quarter::Q2 => "grand jan",
            Quarter::Q3 => "troisième cadran",
            Quarter::Q4 => "jan de retour",
        };
        match *r {
            R::NoChecker => "Vous n'avez pas de dame sur cette case.".into(),
            R::Backwards => "Les dames avancent toujours, du talon vers la sortie.".into(),
            R::NotANumber { distance } => format!("{}, ce n'est ni un nombre du coup restant à jouer ni leur somme.", Lang::Fr.count(u32::from(distance), "case", "cases")),
            R::Blocked => "Une dame ne peut jamais se poser sur une case occupée par l'adversaire.".into(),
            R::OpponentsCorner => "Aucune dame ne peut se poser sur le coin de repos de l'adversaire.".into(),
            R::ToutDuneClosed => "Jouée tout d'une, une dame doit avoir au moins un passage ouvert.".into(),
            R::CornerByTwo => "Le coin de repos se prend avec deux dames à la fois.".into(),
            R::CornerLastTwo => "Les deux dernières dames du coin doivent en sortir ensemble.".into(),
            R::CornerNaturally => "Le coin peut se prendre naturellement : pas par puissance.".into(),
            R::Passage { quarter } => format!(
                "L'adversaire peut encore faire son {} : aucune dame ne peut s'arrêter dans ce cadran.",
                if quarter == Quarter::Q4 { "petit jan" } else { "grand jan" }
            ),
            R::NotAllHome => "On ne sort que lorsque les quinze dames sont dans le dernier cadran.".into(),
            R::NotFarthest => "Un nombre trop fort ne sort que la dame la plus éloignée.".into(),
            R::PlayInside => "Sortie lente : un nombre jouable dans le tablier doit y être joué.".into(),
            R::MustPlayBoth => "Il faut jouer les deux nombres quand on le peut ; ce coup en rend un injouable.".into(),
            R::MustPlayHigher => "Quand un seul nombre est jouable, il faut jouer le plus fort.".into(),
            R::MustFill { quarter } => format!("Remplir son {} est obligatoire quand on le peut.", q(quarter)),
            R::MustConserve { quarter } => format!("Vous pouvez conserver votre {} : il ne faut pas le rompre.", q(quarter)),
            R::MustSortie => "Vous pouvez sortir vos dernières dames : il le faut.".into(),
            R::CannotComplete => "Après ce coup, le reste du jet ne pourrait pas être joué.".into(),
        }
    }
}

impl Lang {
    /// A field's accessible label: both numberings, corner or talon, checkers.
    pub fn field_aria(
        self,
        white_pos: u8,
        corner_of: Option<Side>,
        talon_of: Option<Side>,
        nw: u8,
        nb: u8,
    ) -> String {
        let black_pos = 25 - white_pos;
        let mut a = match self {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => {
                format!("White's field {white_pos}, Black's field {black_pos}")
            }
            Lang::Fr => format!("case {white_pos} de Blanc, case {black_pos} de Noir"),
        };
        if let Some(s) = corner_of {
            a.push_str(&match self {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => {
                    format!(", {}'s rest corner", self.side(s))
                }
                Lang::Fr => format!(", coin de repos de {}", self.side(s)),
            });
        }
        if let Some(s) = talon_of {
            a.push_str(&match self {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => {
                    format!(", {}'s talon", self.side(s))
                }
                Lang::Fr => format!(", talon de {}", self.side(s)),
            });
        }
        let plural = |n: u8| if n > 1 { "s" } else { "" };
        a.push_str(&match (self, nw, nb) {
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, 0, 0) => {
                ": empty".to_string()
            }
            (Lang::Fr, 0, 0) => " : vide".to_string(),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, n, 0) => {
                format!(": {n} white checker{}", plural(n))
            }
            (Lang::Fr, n, 0) => format!(" : {n} dame{} blanche{}", plural(n), plural(n)),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, _, n) => {
                format!(": {n} black checker{}", plural(n))
            }
            (Lang::Fr, _, n) => format!(" : {n} dame{} noire{}", plural(n), plural(n)),
        });
        a
    }

    /// A points chip's label.
    pub fn chip_aria(self, side: Option<Side>, points: u8) -> String {
        match (self, side) {
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                Some(s),
            ) => format!(
                "{}'s chip: {}",
                self.side(s),
                self.count(u32::from(points), "point", "points")
            ),
            (Lang::Fr, Some(s)) => format!(
                "jeton de {} : {}",
                self.side(s),
                self.count(u32::from(points), "point", "points")
            ),
            (_, None) => self.bredouille_aria(None),
        }
    }

    /// The bredouille chip's label.
    pub fn bredouille_aria(self, beside: Option<Side>) -> String {
        match (self, beside) {
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                Some(s),
            ) => format!("bredouille chip beside {}'s chip", self.side(s)),
            (Lang::Fr, Some(s)) => format!("jeton de bredouille près du jeton de {}", self.side(s)),
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, None) => {
                "bredouille chip, on the band".to_string()
            }
            (Lang::Fr, None) => "jeton de bredouille, sur la bande".to_string(),
        }
    }

    /// A peg's label.
    pub fn peg_aria(self, side: Side, holes: u8) -> String {
        match self {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!(
                "{}'s peg: {}",
                self.side(side),
                self.count(u32::from(holes), "hole", "holes")
            ),
            Lang::Fr => format!(
                "fichet de {} : {}",
                self.side(side),
                self.count(u32::from(holes), "trou", "trous")
            ),
        }
    }

    /// The pavillon's label.
    pub fn pavillon_aria(self, p: tables::trictrac::Pavillon) -> String {
        use tables::trictrac::Pavillon as P;
        match (self, p) {
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                P::Middle,
            ) => "pavillon in the middle hole".to_string(),
            (Lang::Fr, P::Middle) => "pavillon dans le trou du milieu".to_string(),
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                P::Taken(s),
            ) => format!("pavillon taken by {}", self.side(s)),
            (Lang::Fr, P::Taken(s)) => format!("pavillon pris par {}", self.side(s)),
            (
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
                P::Aside,
            ) => "pavillon set aside".to_string(),
            (Lang::Fr, P::Aside) => "pavillon mis de côté".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_expectation_and_the_holes_are_said_in_words() {
        assert_eq!(Lang::En.expectation(-9.6), "about 10 points behind");
        assert_eq!(Lang::En.expectation(1.2), "about 1 point ahead");
        assert_eq!(Lang::En.expectation(0.3), "about even");
        assert_eq!(Lang::Fr.expectation(4.4), "environ 4 points d'avance");
        assert_eq!(Lang::Fr.expectation(-0.2), "à peu près à égalité");
        assert_eq!(Lang::En.holes_won(2), "You won 2 holes on your own roll.");
        assert_eq!(Lang::En.holes_won(1), "You won 1 hole on your own roll.");
        assert_eq!(
            Lang::Fr.holes_won(2),
            "Vous avez gagné 2 trous sur votre coup."
        );
        assert_eq!(Lang::En.peg_aria(Side::White, 1), "White's peg: 1 hole");
        assert_eq!(
            Lang::En.chip_aria(Some(Side::Black), 1),
            "Black's chip: 1 point"
        );
    }

    #[test]
    fn rolls_are_announced_high_first_with_doublet_names() {
        assert_eq!(Lang::En.roll(Roll::new(3, 1).unwrap()), "3 and ace");
        assert_eq!(Lang::Fr.roll(Roll::new(5, 6).unwrap()), "6 et 5");
        assert_eq!(Lang::En.roll(Roll::new(6, 6).unwrap()), "sonnez (6-6)");
    }

    #[test]
    fn jan_titles_keep_the_french_name_with_an_english_gloss() {
        assert_eq!(
            Lang::En.jan_title(JanKind::JanDeRetour),
            "jan de retour (return quarter filled)"
        );
        assert_eq!(Lang::Fr.jan_title(JanKind::JanDeRetour), "jan de retour");
    }
}
