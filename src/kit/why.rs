//! The kit's own reasons in the language on screen: a file beside the page
//! that could not be fetched (a bot's trained network). The play-by-link
//! reasons are in `remote/why.rs`.

use crate::kit::i18n::Worded;
use crate::kit::web::FetchError;

impl Worded for FetchError {
    fn worded(&self) -> String {
        match self {
            FetchError::NoAnswer { url } => {
                crate::t!("kit-why-fetch-no-answer", file = url.as_str())
            }
            FetchError::Status { url, status } => crate::t!(
                "kit-why-fetch-status",
                file = url.as_str(),
                status = *status
            ),
            FetchError::BrokeOff { url } => {
                crate::t!("kit-why-fetch-broke-off", file = url.as_str())
            }
            FetchError::Unreadable { url } => {
                crate::t!("kit-why-fetch-unreadable", file = url.as_str())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::{use_native, Lang};

    fn url() -> String {
        "weights/plakoto.net".to_string()
    }

    #[test]
    fn a_file_not_fetched_says_which_and_why() {
        assert!(use_native(Lang::En).is_empty());
        assert_eq!(
            FetchError::Status {
                url: url(),
                status: 404
            }
            .worded(),
            "weights/plakoto.net: the server answered 404, not the file"
        );
        assert_eq!(
            FetchError::NoAnswer { url: url() }.worded(),
            "weights/plakoto.net: the network did not answer (offline, and the file is not kept yet)"
        );
        assert!(use_native(Lang::Fr).is_empty());
        assert_eq!(
            FetchError::BrokeOff { url: url() }.worded(),
            "weights/plakoto.net\u{a0}: le téléchargement s'est interrompu"
        );
    }

    #[test]
    fn every_reason_reads_in_every_language() {
        for lang in Lang::ALL {
            assert!(use_native(lang).is_empty());
            for e in [
                FetchError::NoAnswer { url: url() },
                FetchError::Status {
                    url: url(),
                    status: 503,
                },
                FetchError::BrokeOff { url: url() },
                FetchError::Unreadable { url: url() },
            ] {
                let text = e.worded();
                assert!(text.contains("weights/plakoto.net"), "{lang:?}: {text}");
                assert!(!text.contains('⟦'), "{lang:?}: {text}");
                if matches!(e, FetchError::Status { .. }) {
                    assert!(text.contains("503"), "{lang:?}: {text}");
                }
            }
        }
    }
}
