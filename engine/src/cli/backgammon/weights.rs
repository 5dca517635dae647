//! The trained networks shipped with the engine (`engine/weights/`), built
//! into the command line (the app fetches the same files instead, and
//! installs them with [`crate::backgammon::bot::install`]).

use crate::backgammon::bot::{install, Net};

/// Each shipped file: its name in `engine/weights/` and its bytes.
pub const SHIPPED: &[(&str, &[u8])] = &[
    (
        "backgammon.net",
        include_bytes!("../../../weights/backgammon.net"),
    ),
    ("snake.net", include_bytes!("../../../weights/snake.net")),
    (
        "russian.net",
        include_bytes!("../../../weights/russian.net"),
    ),
    (
        "hypergammon.net",
        include_bytes!("../../../weights/hypergammon.net"),
    ),
    (
        "plakoto.net",
        include_bytes!("../../../weights/plakoto.net"),
    ),
    ("dutch.net", include_bytes!("../../../weights/dutch.net")),
    ("fevga.net", include_bytes!("../../../weights/fevga.net")),
    (
        "long-nardy.net",
        include_bytes!("../../../weights/long-nardy.net"),
    ),
    (
        "acey-deucey.net",
        include_bytes!("../../../weights/acey-deucey.net"),
    ),
    (
        "jacquet.net",
        include_bytes!("../../../weights/jacquet.net"),
    ),
];

/// Installs every shipped network, once; a file that does not read is an
/// error of the build, reported here.
///
/// # Errors
/// The file's name and why it does not read.
pub fn install_shipped() -> Result<(), String> {
    static DONE: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    DONE.get_or_init(|| {
        for (name, bytes) in SHIPPED {
            let net = Net::from_bytes(bytes).map_err(|e| format!("weights/{name}: {e}"))?;
            install(net);
        }
        Ok(())
    })
    .clone()
}

/// Installs the network of the weight file at `path` (for its variant).
///
/// # Errors
/// The file cannot be read or is not a network.
pub fn install_file(path: &str) -> Result<(), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("{path}: {e}"))?;
    let net = Net::from_bytes(&bytes).map_err(|e| format!("{path}: {e}"))?;
    install(net);
    Ok(())
}
