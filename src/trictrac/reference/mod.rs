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

use crate::trictrac::render::{self, BoardView, Highlight, ViewState};
pub use content::SECTIONS;
use tables::trictrac::{Board, Jan, JanKind, Options, Roll, RollContext, Scoreboard, Side};

/// A text of the reference or of the lessons kept in a table: its key in
/// the catalogues (`ref-…`, `les-…`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key(pub &'static str);

/// The key of a text kept in a table (the marker `tests/catalogues.rs`
/// finds the keys by).
pub const fn key(k: &'static str) -> Key {
    Key(k)
}

impl Key {
    /// The text in the language on screen (tracked).
    pub fn text(self) -> String {
        crate::kit::i18n::t(self.0)
    }

    /// A view's reactive text.
    pub fn tr(self) -> impl Fn() -> String + Copy + Send + Sync {
        move || self.text()
    }
}

#[cfg(test)]
thread_local! {
    static NATIVE: [crate::kit::i18n::Catalogue; 2] = [
        crate::kit::i18n::read_native(crate::kit::i18n::Lang::En).0,
        crate::kit::i18n::read_native(crate::kit::i18n::Lang::Fr).0,
    ];
}

#[cfg(test)]
impl Key {
    /// The English text (read from `locales/`).
    pub fn en(self) -> String {
        NATIVE.with(|c| c[0].format(self.0, &[]))
    }

    /// The French text (read from `locales/`).
    pub fn fr(self) -> String {
        NATIVE.with(|c| c[1].format(self.0, &[]))
    }
}

/// One piece of a section.
#[derive(Debug)]
pub enum Block {
    /// A paragraph.
    P(Key),
    /// A bulleted list.
    Items(&'static [Key]),
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
    pub title: Key,
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
    pub caption: Key,
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

    /// The render model of the diagram, labels in the language on screen.
    pub fn view(&self) -> BoardView {
        let score = self.score.map(|f| f()).unwrap_or_default();
        let ui = ViewState {
            viewer: self.roller,
            show_numbers: true,
            highlight: self.highlight(),
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
pub fn beneficiary(kind: JanKind) -> Key {
    match kind {
        JanKind::ContreDeuxTables
        | JanKind::ContreMezeas
        | JanKind::BattreAFaux
        | JanKind::Impuissance => key("ref-jans-for-opponent"),
        _ => key("ref-jans-for-player"),
    }
}

/// A row of a points table: points per way (single, doublet), ways.
pub struct JanRow {
    /// Points per way on a single roll (numbers, the same in every language).
    pub single: &'static str,
    /// Points per way on a doublet.
    pub doublet: &'static str,
    /// How many ways.
    pub ways: Key,
    /// A short note.
    pub note: Key,
}

/// The points table's row for a jan kind (from the digest's table).
pub fn jan_row(kind: JanKind) -> JanRow {
    let row = |single, doublet, ways, note| JanRow {
        single,
        doublet,
        ways,
        note,
    };
    let one = key("ref-jans-ways-one");
    match kind {
        JanKind::SixTables => row("4", "—", one, key("ref-jans-note-six-tables")),
        JanKind::DeuxTables | JanKind::ContreDeuxTables => {
            row("4", "6", one, key("ref-jans-note-deux-tables"))
        }
        JanKind::Mezeas | JanKind::ContreMezeas => row("4", "6", one, key("ref-jans-note-mezeas")),
        JanKind::BattreAVrai => row(
            "2 / 4",
            "4 / 6",
            key("ref-jans-ways-per-checker-hit"),
            key("ref-jans-note-tables"),
        ),
        JanKind::BattreAFaux => row(
            "2 / 4",
            "4 / 6",
            key("ref-jans-ways-per-checker"),
            key("ref-jans-note-tables"),
        ),
        JanKind::BattreLeCoin => row("4", "6", one, key("ref-jans-note-battre-le-coin")),
        JanKind::Impuissance => row(
            "2",
            "2",
            key("ref-jans-ways-per-number"),
            key("ref-jans-note-impuissance"),
        ),
        JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour => row(
            "4",
            "6",
            key("ref-jans-ways-fill"),
            key("ref-jans-note-fill"),
        ),
        JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour => {
            row("4", "6", one, key("ref-jans-note-conserver"))
        }
        JanKind::Sortie => row("4", "6", one, key("ref-jans-note-sortie")),
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
