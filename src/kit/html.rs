//! Static text drawn as HTML (the guide, the kept games, the rules' text):
//! one string per block costs the wasm far less than a view per element.

/// Text made safe for HTML (element content and quoted attribute values).
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn markup_characters_are_escaped() {
        assert_eq!(super::esc("a<b & \"c\">"), "a&lt;b &amp; &quot;c&quot;&gt;");
        assert_eq!(super::esc("l'as — 6"), "l'as — 6");
    }
}
