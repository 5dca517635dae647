//! The bots' trained networks: one file per rule set in `engine/weights/`,
//! copied to `weights/` beside `bg.html` and fetched when a game of that rule
//! set (or of one that borrows its network) opens; until it arrives, or if
//! it cannot be read, the levels use the engine's hand-made evaluation.

use crate::kit::i18n::Worded;
use tables::backgammon::bot;
use tables::backgammon::Variant;

/// The rule sets with a network shipped in `engine/weights/<name>.net`.
pub const SHIPPED: &[&str] = &[
    "acey-deucey",
    "backgammon",
    "dutch",
    "fevga",
    "hypergammon",
    "jacquet",
    "long-nardy",
    "plakoto",
    "russian",
    "snake",
];

/// The file to fetch for `variant`, if any (its own network, or the one it
/// borrows).
pub fn file_for(variant: Variant) -> Option<String> {
    [Some(variant), bot::judge::borrows_from(variant)]
        .into_iter()
        .flatten()
        .map(Variant::name)
        .find(|name| SHIPPED.contains(name))
        .map(|name| format!("weights/{name}.net"))
}

/// Fetches and installs the network `variant` plays with; a failure is
/// returned in words (the levels then keep the hand-made evaluation).
pub async fn load(variant: Variant) -> Result<(), String> {
    let Some(url) = file_for(variant) else {
        return Ok(());
    };
    let bytes = crate::kit::web::fetch_bytes(&url)
        .await
        .map_err(|e| e.worded())?;
    let net = bot::net::Net::from_bytes(&bytes)
        .map_err(|e| crate::t!("bg-why-net-file", file = url.as_str(), reason = e.worded()))?;
    bot::install(net);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_file_is_listed_and_reads_as_its_rule_sets_network() {
        let mut on_disk: Vec<String> = std::fs::read_dir("engine/weights")
            .expect("engine/weights")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter_map(|f| f.strip_suffix(".net").map(str::to_string))
            .collect();
        on_disk.sort();
        let mut listed: Vec<String> = SHIPPED.iter().map(|s| s.to_string()).collect();
        listed.sort();
        assert_eq!(listed, on_disk, "SHIPPED lists engine/weights/*.net");
        for name in SHIPPED {
            let bytes = std::fs::read(format!("engine/weights/{name}.net")).unwrap();
            let net = bot::net::Net::from_bytes(&bytes).unwrap();
            assert_eq!(net.variant().name(), *name);
        }
    }

    #[test]
    fn a_rule_set_fetches_its_own_network_or_the_one_it_borrows() {
        assert_eq!(
            file_for(Variant::Backgammon).as_deref(),
            Some("weights/backgammon.net")
        );
        if bot::judge::borrows_from(Variant::Nackgammon) == Some(Variant::Backgammon) {
            assert_eq!(
                file_for(Variant::Nackgammon).as_deref(),
                Some("weights/backgammon.net")
            );
        }
        assert_eq!(file_for(Variant::Chase), None);
    }
}
