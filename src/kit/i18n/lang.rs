//! The interface languages: their codes, their names in themselves, and
//! which one a browser asks for.

/// An interface language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default, and the language the others are checked
    /// against).
    #[default]
    En,
    /// French.
    Fr,
    /// Romanian.
    Ro,
    /// Indonesian.
    Id,
    /// Greek.
    El,
    /// Turkish.
    Tr,
    /// Russian.
    Ru,
    /// Bulgarian.
    Bg,
}

impl Lang {
    /// Every language, in the order of the language menu.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Fr,
        Lang::Ro,
        Lang::Id,
        Lang::El,
        Lang::Tr,
        Lang::Ru,
        Lang::Bg,
    ];

    /// The BCP 47 code (`<html lang>`, `?lang=`, the catalogue's folder).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ro => "ro",
            Lang::Id => "id",
            Lang::El => "el",
            Lang::Tr => "tr",
            Lang::Ru => "ru",
            Lang::Bg => "bg",
        }
    }

    /// The language's name in itself, as the menu shows it.
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::Ro => "Română",
            Lang::Id => "Bahasa Indonesia",
            Lang::El => "Ελληνικά",
            Lang::Tr => "Türkçe",
            Lang::Ru => "Русский",
            Lang::Bg => "Български",
        }
    }

    /// The language of a code or a browser's language tag (`ro`, `ro-RO`,
    /// `EL`), if it is one of ours.
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of the browser's preferred languages that is one of ours.
    pub fn first_of<'a>(tags: impl IntoIterator<Item = &'a str>) -> Option<Lang> {
        tags.into_iter().find_map(Lang::from_code)
    }

    /// The decimal separator (`1.5` in English, `1,5` in the others).
    pub const fn decimal_separator(self) -> char {
        match self {
            Lang::En => '.',
            _ => ',',
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_name_the_languages_both_ways() {
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
        }
        assert_eq!(Lang::from_code("ro-RO"), Some(Lang::Ro));
        assert_eq!(Lang::from_code("EL"), Some(Lang::El));
        assert_eq!(Lang::from_code("pt-BR"), None);
        assert_eq!(Lang::first_of(["pt-BR", "ru-RU", "en"]), Some(Lang::Ru));
        assert_eq!(Lang::first_of(["de"]), None);
    }
}
