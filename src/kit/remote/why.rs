//! Why a play-by-link address is refused, in the language on screen: the
//! header's and the dice commitments' reasons (see
//! [`LinkError::text`](super::LinkError::text) for the link's own).

use super::HeaderError;
use crate::kit::i18n::{t, Worded};
use tables::commit::CommitError;
use tables::Side;

/// A side as a selector of the messages (`{ $side -> [white] … }`).
fn side_key(s: Side) -> &'static str {
    match s {
        Side::White => "white",
        Side::Black => "black",
    }
}

impl Worded for HeaderError {
    fn worded(&self) -> String {
        match self {
            HeaderError::Version(v) => crate::t!("kit-why-header-version", version = v.as_str()),
            HeaderError::Shape => t("kit-why-header-shape"),
            HeaderError::Id => t("kit-why-header-id"),
            HeaderError::Creator => t("kit-why-header-creator"),
            HeaderError::Side(s) => crate::t!("kit-why-header-side", side = side_key(*s)),
            HeaderError::Reveal(s, e) => crate::t!(
                "kit-why-header-reveal",
                side = side_key(*s),
                reason = e.worded()
            ),
        }
    }
}

impl Worded for CommitError {
    fn worded(&self) -> String {
        match *self {
            CommitError::Mismatch { at } => crate::t!("kit-why-commit-mismatch", at = at),
            CommitError::TooFar { at } => crate::t!("kit-why-commit-too-far", at = at),
            CommitError::BadText => t("kit-why-commit-bad-text"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::{use_native, Lang};

    fn every() -> Vec<(Box<dyn Worded>, Vec<String>)> {
        vec![
            (
                Box::new(HeaderError::Version("v9".into())),
                vec!["v9".into()],
            ),
            (Box::new(HeaderError::Shape), vec![]),
            (Box::new(HeaderError::Id), vec![]),
            (Box::new(HeaderError::Creator), vec![]),
            (Box::new(HeaderError::Side(Side::Black)), vec![]),
            (
                Box::new(HeaderError::Reveal(
                    Side::White,
                    CommitError::Mismatch { at: 17 },
                )),
                vec!["17".into()],
            ),
            (
                Box::new(CommitError::TooFar { at: 4099 }),
                vec!["4099".into()],
            ),
            (Box::new(CommitError::BadText), vec![]),
        ]
    }

    #[test]
    fn the_reasons_read_in_english() {
        assert!(use_native(Lang::En).is_empty());
        assert_eq!(
            HeaderError::Version("v9".into()).worded(),
            "the link's version \"v9\" is not known here"
        );
        assert_eq!(
            HeaderError::Side(Side::Black).worded(),
            "Black's commitment cannot be read"
        );
        assert_eq!(
            HeaderError::Reveal(Side::White, CommitError::Mismatch { at: 17 }).worded(),
            "White's dice: the revealed number 17 does not match the commitment made at the start"
        );
    }

    #[test]
    fn the_reasons_read_in_french() {
        assert!(use_native(Lang::Fr).is_empty());
        assert_eq!(
            HeaderError::Side(Side::White).worded(),
            "l'engagement des Blancs ne peut pas être lu"
        );
        assert_eq!(
            CommitError::TooFar { at: 70 }.worded(),
            "le nombre révélé n°\u{a0}70 est au-delà de la fin de la chaîne"
        );
    }

    #[test]
    fn every_reason_is_worded_in_every_language_with_its_numbers() {
        for lang in Lang::ALL {
            assert!(use_native(lang).is_empty());
            for (reason, numbers) in every() {
                let text = reason.worded();
                assert!(!text.contains('⟦') && !text.is_empty(), "{lang:?}: {text}");
                for n in numbers {
                    assert!(text.contains(&n), "{lang:?}: {text} lacks {n}");
                }
            }
        }
    }
}
