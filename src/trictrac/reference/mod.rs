//! The rule reference: the rules of the Grand Trictrac in English and French,
//! organised like the rules digest, with small diagrams drawn by the same
//! board component. This module is pure data and functions (tested natively);
//! `reference::view` only draws it.
//!
//! Every diagram that states points is checked against the engine: the tests
//! analyse its position and roll with `tables::trictrac::analyze` and compare.

pub mod view;

mod content;
mod html;
pub mod positions;

pub use html::block_html;

use crate::kit::i18n::Lang;
use crate::trictrac::render::{self, BoardView, Highlight, ViewState};
pub use content::SECTIONS;
use tables::trictrac::{Board, Jan, JanKind, Options, Roll, RollContext, Scoreboard, Side};

pub use crate::kit::i18n::T;

/// Shorthand for a bilingual text.
pub const fn t(en: &'static str, fr: &'static str) -> T {
    T { en, fr }
}

/// One piece of a section.
#[derive(Debug)]
pub enum Block {
    /// A paragraph.
    P(T),
    /// A bulleted list.
    Items(&'static [T]),
    /// A points table with one row per jan kind.
    Jans(&'static [JanKind]),
    /// A diagram.
    Diagram(&'static Example),
}

/// A section of the reference.
#[derive(Debug)]
pub struct Section {
    /// Stable id, `rule-…`: the HTML id and `data-section`.
    pub id: &'static str,
    /// Heading.
    pub title: T,
    /// Content, in order.
    pub blocks: &'static [Block],
}

/// A diagram: a position, optionally a roll, what it scores and what it lights.
#[derive(Debug)]
pub struct Example {
    /// Stable id (`data-example`).
    pub id: &'static str,
    /// Key into [`positions::POSITIONS`].
    pub position: &'static str,
    /// Who rolls (and whose numbering the labels use).
    pub roller: Side,
    /// The roll, high die first.
    pub roll: Option<(u8, u8)>,
    /// Rolls the roller made in the relevé before this one.
    pub rolls_before: u16,
    /// Chips and pegs shown (default: all at zero).
    pub score: Option<fn() -> Scoreboard>,
    /// Every jan the engine finds for this roll: kind, who scores, points.
    /// Checked by the tests; all of them are highlighted.
    pub jans: &'static [(JanKind, Side, u8)],
    /// A legal play of the roll drawn as arrows, `(from, to)` in the roller's
    /// numbering; checked by the tests to be one of the engine's legal turns.
    pub play: &'static [(u8, u8)],
    /// Moves the rules forbid with this roll, `(from, to)` in the roller's
    /// numbering; their landing fields are lit. Checked by the tests with
    /// `tables::trictrac::why_not`.
    pub refused: &'static [(u8, u8)],
    /// More fields to light, in the roller's numbering.
    pub fields: &'static [u8],
    /// The caption (states the points when there are any).
    pub caption: T,
}

impl Example {
    /// The board.
    pub fn board(&self) -> Board {
        positions::board(self.position)
    }

    /// The roll.
    pub fn the_roll(&self) -> Option<Roll> {
        self.roll.and_then(|(a, b)| Roll::new(a, b).ok())
    }

    /// The engine's jans for the position and roll (none without a roll).
    pub fn engine_jans(&self) -> Vec<Jan> {
        let Some(roll) = self.the_roll() else {
            return Vec::new();
        };
        let a = tables::trictrac::analyze(
            &self.board(),
            self.roller,
            roll,
            &RollContext {
                rolls_before: self.rolls_before,
            },
            &Options::default(),
        );
        a.jans.iter().copied().collect()
    }

    /// The engine's legal turns for the roll, each as `(from, to)` steps in the
    /// roller's numbering.
    pub fn engine_plays(&self) -> Vec<Vec<(u8, u8)>> {
        let Some(roll) = self.the_roll() else {
            return Vec::new();
        };
        tables::trictrac::legal_turns(&self.board(), self.roller, roll, &Options::default())
            .iter()
            .map(|t| t.steps().iter().map(|s| (s.from, s.to)).collect())
            .collect()
    }

    /// What the diagram lights: every jan's fields and arrows, the play's
    /// arrows and the extra fields (absolute numbering).
    pub fn highlight(&self) -> Highlight {
        let abs = |p: u8| {
            if p > 24 {
                25
            } else {
                Board::absolute(self.roller, p)
            }
        };
        let mut h = Highlight::default();
        let add = |h: &mut Highlight, f: u8| {
            if (1..=24).contains(&f) && !h.fields.contains(&f) {
                h.fields.push(f);
            }
        };
        for jan in self.engine_jans() {
            let j = Highlight::of_jan(&jan);
            for f in j.fields {
                add(&mut h, f);
            }
            for a in j.arrows {
                if !h.arrows.contains(&a) {
                    h.arrows.push(a);
                }
            }
        }
        for &(from, to) in self.play {
            add(&mut h, abs(from));
            add(&mut h, abs(to));
            h.arrows.push((abs(from), abs(to)));
        }
        for &(_, to) in self.refused {
            add(&mut h, abs(to));
        }
        for &f in self.fields {
            add(&mut h, abs(f));
        }
        h
    }

    /// The render model of the diagram, labels in `lang`.
    pub fn view(&self, lang: Lang) -> BoardView {
        let score = self.score.map(|f| f()).unwrap_or_default();
        let ui = ViewState {
            viewer: self.roller,
            show_numbers: true,
            highlight: self.highlight(),
            lang,
            ..ViewState::default()
        };
        render::build(&self.board(), &score, &ui)
    }
}

/// Every jan kind (an exhaustive match keeps the list complete).
pub const ALL_JANS: [JanKind; 16] = [
    JanKind::SixTables,
    JanKind::DeuxTables,
    JanKind::ContreDeuxTables,
    JanKind::Mezeas,
    JanKind::ContreMezeas,
    JanKind::BattreAVrai,
    JanKind::BattreLeCoin,
    JanKind::BattreAFaux,
    JanKind::Impuissance,
    JanKind::PetitJan,
    JanKind::GrandJan,
    JanKind::JanDeRetour,
    JanKind::ConserverPetitJan,
    JanKind::ConserverGrandJan,
    JanKind::ConserverJanDeRetour,
    JanKind::Sortie,
];

/// The log's key of a jan kind (snake_case, as `data-jan` and the CLI).
pub const fn jan_key(kind: JanKind) -> &'static str {
    match kind {
        JanKind::SixTables => "six_tables",
        JanKind::DeuxTables => "deux_tables",
        JanKind::ContreDeuxTables => "contre_deux_tables",
        JanKind::Mezeas => "mezeas",
        JanKind::ContreMezeas => "contre_mezeas",
        JanKind::BattreAVrai => "battre_a_vrai",
        JanKind::BattreLeCoin => "battre_le_coin",
        JanKind::BattreAFaux => "battre_a_faux",
        JanKind::Impuissance => "impuissance",
        JanKind::PetitJan => "petit_jan",
        JanKind::GrandJan => "grand_jan",
        JanKind::JanDeRetour => "jan_de_retour",
        JanKind::ConserverPetitJan => "conserver_petit_jan",
        JanKind::ConserverGrandJan => "conserver_grand_jan",
        JanKind::ConserverJanDeRetour => "conserver_jan_de_retour",
        JanKind::Sortie => "sortie",
    }
}

/// The section explaining a jan kind.
pub const fn section_of(kind: JanKind) -> &'static str {
    match kind {
        JanKind::SixTables
        | JanKind::DeuxTables
        | JanKind::ContreDeuxTables
        | JanKind::Mezeas
        | JanKind::ContreMezeas => "rule-jans-rares",
        JanKind::BattreAVrai => "rule-battre-a-vrai",
        JanKind::BattreAFaux => "rule-battre-a-faux",
        JanKind::BattreLeCoin => "rule-battre-le-coin",
        JanKind::Impuissance => "rule-impuissance",
        JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour => "rule-remplir",
        JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour => {
            "rule-conserver"
        }
        JanKind::Sortie => "rule-sortie",
    }
}

/// The reference section that explains why a move is refused.
pub fn section_for_refusal(r: &tables::trictrac::Refusal) -> &'static str {
    use tables::trictrac::Refusal as R;
    match r {
        R::CornerByTwo | R::CornerLastTwo | R::CornerNaturally | R::OpponentsCorner => {
            "rule-coin-de-repos"
        }
        R::Passage { .. } => "rule-passage",
        R::NotAllHome | R::NotFarthest | R::PlayInside | R::MustSortie => "rule-sortie",
        R::MustFill { .. } => "rule-remplir",
        R::MustConserve { .. } => "rule-conserver",
        R::NoChecker
        | R::Backwards
        | R::NotANumber { .. }
        | R::Blocked
        | R::ToutDuneClosed
        | R::MustPlayBoth
        | R::MustPlayHigher
        | R::CannotComplete => "rule-moving",
    }
}

/// The section a log line's jan (its `data-jan` key, e.g. `battre_a_vrai`)
/// links to; an unknown key gives the overview of the jans.
pub fn section_for_jan(kind_key: &str) -> &'static str {
    ALL_JANS
        .iter()
        .find(|&&k| jan_key(k) == kind_key)
        .map(|&k| section_of(k))
        .unwrap_or("rule-jans")
}

/// The section with this id.
pub fn section(id: &str) -> Option<&'static Section> {
    SECTIONS.iter().find(|s| s.id == id)
}

/// Who scores a jan, as the points table says.
pub fn beneficiary(kind: JanKind) -> T {
    match kind {
        JanKind::ContreDeuxTables
        | JanKind::ContreMezeas
        | JanKind::BattreAFaux
        | JanKind::Impuissance => t("opponent", "adversaire"),
        _ => t("player", "joueur"),
    }
}

/// A row of a points table: points per way (single, doublet), ways.
pub struct JanRow {
    /// Points per way on a single roll.
    pub single: T,
    /// Points per way on a doublet.
    pub doublet: T,
    /// How many ways.
    pub ways: T,
    /// A short note.
    pub note: T,
}

/// The points table's row for a jan kind (from the digest's table).
pub fn jan_row(kind: JanKind) -> JanRow {
    let row = |single, doublet, ways, note| JanRow {
        single,
        doublet,
        ways,
        note,
    };
    let one = t("1", "1");
    let four = t("4", "4");
    let six = t("6", "6");
    match kind {
        JanKind::SixTables => row(
            four,
            t("—", "—"),
            one,
            t(
                "within the first three rolls",
                "dans les trois premiers coups",
            ),
        ),
        JanKind::DeuxTables | JanKind::ContreDeuxTables => row(
            four,
            six,
            one,
            t(
                "only two checkers off the talon",
                "deux dames seulement abattues",
            ),
        ),
        JanKind::Mezeas | JanKind::ContreMezeas => {
            row(four, six, one, t("corner held, an ace", "coin pris, un as"))
        }
        JanKind::BattreAVrai => row(
            t("2 / 4", "2 / 4"),
            t("4 / 6", "4 / 6"),
            t("1–3 per checker hit", "1 à 3 par dame battue"),
            t(
                "grand-jan table / petit-jan table",
                "table du grand jan / du petit jan",
            ),
        ),
        JanKind::BattreAFaux => row(
            t("2 / 4", "2 / 4"),
            t("4 / 6", "4 / 6"),
            t("1 per checker", "1 par dame"),
            t(
                "grand-jan table / petit-jan table",
                "table du grand jan / du petit jan",
            ),
        ),
        JanKind::BattreLeCoin => row(
            four,
            six,
            one,
            t(
                "corners: mine held, his empty",
                "mon coin pris, le sien vide",
            ),
        ),
        JanKind::Impuissance => row(
            t("2", "2"),
            t("2", "2"),
            t("1 per number", "1 par nombre"),
            t(
                "each number that cannot be played",
                "chaque nombre injouable",
            ),
        ),
        JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour => row(
            four,
            six,
            t("1–3 (doublet 1–2)", "1 à 3 (doublet 1 ou 2)"),
            t("counted by number", "comptés par nombre"),
        ),
        JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour => {
            row(
                four,
                six,
                one,
                t("also by impuissance", "aussi par impuissance"),
            )
        }
        JanKind::Sortie => row(
            four,
            six,
            one,
            t(
                "the last checker off, first",
                "la dernière dame sortie, le premier",
            ),
        ),
    }
}

/// Every example of the reference, in order.
pub fn examples() -> impl Iterator<Item = (&'static Section, &'static Example)> {
    SECTIONS.iter().flat_map(|s| {
        s.blocks.iter().filter_map(move |b| match b {
            Block::Diagram(e) => Some((s, *e)),
            _ => None,
        })
    })
}

#[cfg(test)]
mod tests;
