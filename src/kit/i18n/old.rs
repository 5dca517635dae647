//! The texts still written inline in English and French, until each view
//! takes them from the catalogues (the other languages show the English).

use super::Lang;
use tables::Side;

impl Lang {
    /// Picks the English or the French text.
    pub fn t(self, en: &'static str, fr: &'static str) -> &'static str {
        match self {
            Lang::Fr => fr,
            _ => en,
        }
    }

    /// A colon as each language writes it: French puts a (no-break) space
    /// before it.
    pub fn colon(self) -> &'static str {
        self.t(": ", "\u{a0}: ")
    }

    /// `n` and its noun, singular for one (English) or for zero and one
    /// (French): "1 hole", "0 trou", "3 points".
    pub fn count(self, n: u32, one: &str, many: &str) -> String {
        let singular = match self {
            Lang::Fr => n <= 1,
            _ => n == 1,
        };
        format!("{n} {}", if singular { one } else { many })
    }

    /// The name of a side.
    pub fn side(self, s: Side) -> &'static str {
        match s {
            Side::White => self.t("White", "Blanc"),
            Side::Black => self.t("Black", "Noir"),
        }
    }
}

/// A text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct T {
    /// English.
    pub en: &'static str,
    /// French.
    pub fr: &'static str,
}

impl T {
    /// The text in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        lang.t(self.en, self.fr)
    }
}
