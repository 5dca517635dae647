//! Why a kept lesson progress cannot be read, in the language on screen.

use super::progress::{ProgressError, MAX_STARS, VERSION};
use crate::kit::i18n::Worded;

impl Worded for ProgressError {
    fn worded(&self) -> String {
        match *self {
            ProgressError::Version => {
                crate::t!("learn-why-progress-version", version = VERSION)
            }
            ProgressError::Entry(n) => crate::t!("learn-why-progress-entry", n = n),
            ProgressError::Id(n) => crate::t!("learn-why-progress-id", n = n),
            ProgressError::Stars(n) => {
                crate::t!("learn-why-progress-stars", n = n, most = MAX_STARS)
            }
            ProgressError::Twice(n) => crate::t!("learn-why-progress-twice", n = n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::{use_native, Lang};
    use crate::kit::lesson::Progress;

    #[test]
    fn an_unreadable_progress_says_which_entry_and_why() {
        assert!(use_native(Lang::En).is_empty());
        let said = |text: &str| Progress::parse(text).unwrap_err().worded();
        assert_eq!(said("2:hit*1"), "the text does not begin with “1:”");
        assert_eq!(
            said("1:hit*1,enter"),
            "entry 2 is not a lesson and its stars"
        );
        assert_eq!(said("1:Hit*1"), "entry 1 does not name a lesson");
        assert_eq!(said("1:hit*4"), "entry 1 does not give 1 to 3 stars");
        assert_eq!(said("1:hit*1,hit*2"), "entry 2 names a lesson already done");
        for lang in Lang::ALL {
            assert!(use_native(lang).is_empty());
            for text in ["", "1:a*1,b", "1:-*1", "1:a*0", "1:a*1,a*1"] {
                let s = said(text);
                assert!(!s.contains('⟦') && !s.is_empty(), "{lang:?} {text}: {s}");
            }
        }
    }
}
