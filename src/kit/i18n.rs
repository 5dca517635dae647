//! The interface language: which one, and the few words every game shares
//! (the sides, a colon, a count with its noun). Each game words its own
//! facts beside it (`trictrac::texts`, `backgammon::texts`).

use tables::Side;

/// The interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    /// English (default).
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Picks the English or the French text.
    pub fn t(self, en: &'static str, fr: &'static str) -> &'static str {
        match self {
            Lang::En => en,
            Lang::Fr => fr,
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
            Lang::En => n == 1,
            Lang::Fr => n <= 1,
        };
        format!("{n} {}", if singular { one } else { many })
    }

    /// The name of a side.
    pub fn side(self, s: Side) -> &'static str {
        match (self, s) {
            (Lang::En, Side::White) => "White",
            (Lang::En, Side::Black) => "Black",
            (Lang::Fr, Side::White) => "Blanc",
            (Lang::Fr, Side::Black) => "Noir",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colons_counts_and_sides_follow_the_language() {
        assert_eq!(Lang::Fr.colon(), "\u{a0}: ");
        assert_eq!(Lang::En.count(1, "hole", "holes"), "1 hole");
        assert_eq!(Lang::En.count(0, "hole", "holes"), "0 holes");
        assert_eq!(Lang::Fr.count(0, "trou", "trous"), "0 trou");
        assert_eq!(Lang::Fr.side(Side::Black), "Noir");
    }
}
