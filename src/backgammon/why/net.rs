//! Why the bot's trained network file cannot be read ([`NetError`]): said
//! when the bot falls back on its simple evaluation.

use super::{shown_text, Worded};
use crate::kit::i18n::t;
use tables::backgammon::bot::net::inputs::INPUTS;
use tables::backgammon::bot::net::{NetError, OUTPUTS, VERSION};

impl Worded for NetError {
    fn worded(&self) -> String {
        match self {
            NetError::BadMagic => t("bg-why-net-magic"),
            NetError::Version(v) => crate::t!("bg-why-net-version", version = *v, reads = VERSION),
            NetError::UnknownVariant(name) => {
                crate::t!("bg-why-net-variant", name = shown_text(name))
            }
            NetError::Sizes {
                inputs,
                hidden,
                outputs,
            } => crate::t!(
                "bg-why-net-sizes",
                inputs = *inputs,
                hidden = *hidden,
                outputs = *outputs,
                want_inputs = INPUTS,
                want_outputs = OUTPUTS
            ),
            NetError::Truncated => t("bg-why-net-truncated"),
            NetError::TrailingBytes(n) => crate::t!("bg-why-net-trailing", n = *n),
            NetError::NotFinite => t("bg-why-net-not-finite"),
        }
    }
}
