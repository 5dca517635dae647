//! The Grand Trictrac's words, worded from the engine's facts by the
//! catalogues (`locales/<code>/trictrac.ftl`): the sides, the bot's
//! expectation, the holes won, the rolls as announced, the jans and the
//! refused moves, and the tablier's accessible labels. The game's own terms
//! stay French in every language, with a gloss where the language wants one.

use crate::kit::i18n::t;
use tables::trictrac::{Jan, JanKind, Roll, Side, Table};

/// The name of a side.
pub fn side_name(s: Side) -> String {
    match s {
        Side::White => t("tt-white"),
        Side::Black => t("tt-black"),
    }
}

/// What the bot expects, in words: `v` is the points the side to play
/// expects, his minus his opponent's ("about 10 points behind").
pub fn expectation(v: f32) -> String {
    let n = v.abs().round() as u32;
    match (n, v > 0.0) {
        (0, _) => t("tt-expect-even"),
        (n, true) => tk!(key("tt-expect-ahead"), n = n),
        (n, false) => tk!(key("tt-expect-behind"), n = n),
    }
}

/// "You won N holes on your own roll."
pub fn holes_won(n: u8) -> String {
    tk!(key("tt-holes-won-own-roll"), n = n)
}

/// A roll as announced: "6 and 5", "sonnez (6-6)", "3 and ace".
pub fn roll(r: Roll) -> String {
    if r.is_doublet() {
        return match r.high() {
            1 => t("tt-roll-bezet"),
            2 => t("tt-roll-double-deux"),
            3 => t("tt-roll-terne"),
            4 => t("tt-roll-carmes"),
            5 => t("tt-roll-quines"),
            _ => t("tt-roll-sonnez"),
        };
    }
    if r.low() == 1 {
        tk!(key("tt-roll-and-ace"), high = r.high())
    } else {
        tk!(key("tt-roll"), high = r.high(), low = r.low())
    }
}

/// A jan's title: its French name, with a gloss where the language gives one
/// ("jan de retour (return quarter filled)").
pub fn jan_title(kind: JanKind) -> String {
    match kind {
        JanKind::SixTables => t("tt-jan-six-tables"),
        JanKind::DeuxTables => t("tt-jan-deux-tables"),
        JanKind::ContreDeuxTables => t("tt-jan-contre-deux-tables"),
        JanKind::Mezeas => t("tt-jan-mezeas"),
        JanKind::ContreMezeas => t("tt-jan-contre-mezeas"),
        JanKind::BattreAVrai => t("tt-jan-battre-a-vrai"),
        JanKind::BattreLeCoin => t("tt-jan-battre-le-coin"),
        JanKind::BattreAFaux => t("tt-jan-battre-a-faux"),
        JanKind::Impuissance => t("tt-jan-impuissance"),
        JanKind::PetitJan => t("tt-jan-petit-jan"),
        JanKind::GrandJan => t("tt-jan-grand-jan"),
        JanKind::JanDeRetour => t("tt-jan-jan-de-retour"),
        JanKind::ConserverPetitJan => t("tt-jan-conserver-petit-jan"),
        JanKind::ConserverGrandJan => t("tt-jan-conserver-grand-jan"),
        JanKind::ConserverJanDeRetour => t("tt-jan-conserver-jan-de-retour"),
        JanKind::Sortie => t("tt-jan-sortie"),
    }
}

/// One sentence explaining the rule that awards the jan; fields are named
/// in `viewer`'s numbering, like the board's labels.
pub fn jan_rule(jan: &Jan, viewer: Side) -> String {
    let field = tables::trictrac::Board::absolute(
        viewer,
        tables::trictrac::Board::absolute(jan.roller, jan.field),
    );
    let r = side_name(jan.roller);
    let o = side_name(jan.roller.opponent());
    let table = match jan.table {
        Some(Table::Grand) => "grand",
        Some(Table::Petit) => "petit",
        None => "none",
    };
    let numbers: Vec<String> = jan.ways().iter().map(|w| w.number.to_string()).collect();
    let numbers = numbers.join(", ");
    match jan.kind {
        JanKind::BattreAVrai => tk!(
            key("tt-rule-battre-a-vrai"),
            roller = r,
            opponent = o,
            field = field,
            numbers = numbers,
            table = table
        ),
        JanKind::BattreAFaux => tk!(key("tt-rule-battre-a-faux"), opponent = o, field = field),
        JanKind::BattreLeCoin => tk!(key("tt-rule-battre-le-coin"), roller = r, opponent = o),
        JanKind::Impuissance => tk!(
            key("tt-rule-impuissance"),
            roller = r,
            opponent = o,
            numbers = numbers
        ),
        JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour => {
            tk!(key("tt-rule-fill"), roller = r, numbers = numbers)
        }
        JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour => {
            tk!(key("tt-rule-conserver"), roller = r)
        }
        JanKind::SixTables => tk!(key("tt-rule-six-tables"), roller = r),
        JanKind::DeuxTables => tk!(key("tt-rule-deux-tables"), roller = r),
        JanKind::ContreDeuxTables => {
            tk!(key("tt-rule-contre-deux-tables"), roller = r, opponent = o)
        }
        JanKind::Mezeas => tk!(key("tt-rule-mezeas"), roller = r),
        JanKind::ContreMezeas => tk!(key("tt-rule-contre-mezeas"), roller = r, opponent = o),
        JanKind::Sortie => tk!(key("tt-rule-sortie"), roller = r),
    }
}

/// A quarter as the messages select on it.
fn quarter_id(q: tables::trictrac::Quarter) -> &'static str {
    use tables::trictrac::Quarter;
    match q {
        Quarter::Q1 => "q1",
        Quarter::Q2 => "q2",
        Quarter::Q3 => "q3",
        Quarter::Q4 => "q4",
    }
}

/// The rule that forbids a move.
pub fn refusal(r: &tables::trictrac::Refusal) -> String {
    use tables::trictrac::{Quarter, Refusal as R};
    match *r {
        R::NoChecker => t("tt-refusal-no-checker"),
        R::Backwards => t("tt-refusal-backwards"),
        R::NotANumber { distance } => tk!(key("tt-refusal-not-a-number"), n = distance),
        R::Blocked => t("tt-refusal-blocked"),
        R::OpponentsCorner => t("tt-refusal-opponents-corner"),
        R::ToutDuneClosed => t("tt-refusal-tout-d-une-closed"),
        R::CornerByTwo => t("tt-refusal-corner-by-two"),
        R::CornerLastTwo => t("tt-refusal-corner-last-two"),
        R::CornerNaturally => t("tt-refusal-corner-naturally"),
        R::Passage { quarter } => tk!(
            key("tt-refusal-passage"),
            jan = if quarter == Quarter::Q4 {
                "petit"
            } else {
                "grand"
            }
        ),
        R::NotAllHome => t("tt-refusal-not-all-home"),
        R::NotFarthest => t("tt-refusal-not-farthest"),
        R::PlayInside => t("tt-refusal-play-inside"),
        R::MustPlayBoth => t("tt-refusal-must-play-both"),
        R::MustPlayHigher => t("tt-refusal-must-play-higher"),
        R::MustFill { quarter } => tk!(key("tt-refusal-must-fill"), quarter = quarter_id(quarter)),
        R::MustConserve { quarter } => {
            tk!(
                key("tt-refusal-must-conserve"),
                quarter = quarter_id(quarter)
            )
        }
        R::MustSortie => t("tt-refusal-must-sortie"),
        R::CannotComplete => t("tt-refusal-cannot-complete"),
    }
}

/// A field's accessible label: both numberings, corner or talon, checkers.
pub fn field_aria(
    white_pos: u8,
    corner_of: Option<Side>,
    talon_of: Option<Side>,
    nw: u8,
    nb: u8,
) -> String {
    let (place, owner) = match (corner_of, talon_of) {
        (Some(s), _) => ("corner", side_name(s)),
        (None, Some(s)) => ("talon", side_name(s)),
        (None, None) => ("none", String::new()),
    };
    let (color, n) = match (nw, nb) {
        (0, 0) => ("none", 0),
        (n, 0) => ("white", n),
        (_, n) => ("black", n),
    };
    tk!(
        key("tt-field-aria"),
        white = white_pos,
        black = 25 - white_pos,
        place = place,
        owner = owner,
        color = color,
        n = n
    )
}

/// A points chip's label.
pub fn chip_aria(side: Option<Side>, points: u8) -> String {
    match side {
        Some(s) => tk!(key("tt-chip-aria"), side = side_name(s), n = points),
        None => bredouille_aria(None),
    }
}

/// The bredouille chip's label.
pub fn bredouille_aria(beside: Option<Side>) -> String {
    match beside {
        Some(s) => tk!(key("tt-bredouille-aria-beside"), side = side_name(s)),
        None => t("tt-bredouille-aria-band"),
    }
}

/// A peg's label.
pub fn peg_aria(side: Side, holes: u8) -> String {
    tk!(key("tt-peg-aria"), side = side_name(side), n = holes)
}

/// The pavillon's label.
pub fn pavillon_aria(p: tables::trictrac::Pavillon) -> String {
    use tables::trictrac::Pavillon as P;
    match p {
        P::Middle => t("tt-pavillon-aria-middle"),
        P::Taken(s) => tk!(key("tt-pavillon-aria-taken"), side = side_name(s)),
        P::Aside => t("tt-pavillon-aria-aside"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::{use_native, Lang};

    #[test]
    fn the_expectation_and_the_holes_are_said_in_words() {
        use_native(Lang::En);
        assert_eq!(expectation(-9.6), "about 10 points behind");
        assert_eq!(expectation(1.2), "about 1 point ahead");
        assert_eq!(expectation(0.3), "about even");
        assert_eq!(holes_won(2), "You won 2 holes on your own roll.");
        assert_eq!(holes_won(1), "You won 1 hole on your own roll.");
        assert_eq!(peg_aria(Side::White, 1), "White's peg: 1 hole");
        assert_eq!(chip_aria(Some(Side::Black), 1), "Black's chip: 1 point");
        use_native(Lang::Fr);
        assert_eq!(expectation(4.4), "environ 4 points d'avance");
        assert_eq!(expectation(-0.2), "à peu près à égalité");
        assert_eq!(holes_won(2), "Vous avez gagné 2 trous sur votre coup.");
    }

    #[test]
    fn rolls_are_announced_high_first_with_doublet_names() {
        use_native(Lang::En);
        assert_eq!(roll(Roll::new(3, 1).unwrap()), "3 and ace");
        assert_eq!(roll(Roll::new(6, 6).unwrap()), "sonnez (6-6)");
        use_native(Lang::Fr);
        assert_eq!(roll(Roll::new(5, 6).unwrap()), "6 et 5");
    }

    #[test]
    fn jan_titles_keep_the_french_name_with_an_english_gloss() {
        use_native(Lang::En);
        assert_eq!(
            jan_title(JanKind::JanDeRetour),
            "jan de retour (return quarter filled)"
        );
        use_native(Lang::Fr);
        assert_eq!(jan_title(JanKind::JanDeRetour), "jan de retour");
    }

    #[test]
    fn the_refusals_and_the_labels_are_worded_from_the_facts() {
        use tables::trictrac::{Quarter, Refusal as R};
        use_native(Lang::En);
        // English words the engine's facts as the engine's own sentence does
        for r in [
            R::NoChecker,
            R::NotANumber { distance: 1 },
            R::NotANumber { distance: 4 },
            R::Passage {
                quarter: Quarter::Q4,
            },
            R::MustFill {
                quarter: Quarter::Q3,
            },
            R::MustConserve {
                quarter: Quarter::Q1,
            },
        ] {
            assert_eq!(refusal(&r), r.sentence());
        }
        assert_eq!(
            field_aria(12, Some(Side::White), None, 2, 0),
            "White's field 12, Black's field 13, White's rest corner: 2 white checkers"
        );
        assert_eq!(
            field_aria(5, None, None, 0, 0),
            "White's field 5, Black's field 20: empty"
        );
        use_native(Lang::Fr);
        assert_eq!(
            refusal(&R::NotANumber { distance: 1 }),
            "1 case, ce n'est ni un nombre du coup restant à jouer ni leur somme."
        );
        assert_eq!(
            field_aria(24, None, Some(Side::Black), 0, 1),
            "case 24 de Blanc, case 1 de Noir, talon de Noir : 1 dame noire"
        );
    }
}
