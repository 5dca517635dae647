//! The Grand Trictrac browser app (Leptos CSR). For now a placeholder page that
//! shows the rules engine version and an empty board area.

use leptos::prelude::*;

/// Text shown for the rules engine version, e.g. `tables 0.1.0`.
pub fn engine_version_label() -> String {
    format!("tables {}", tables::VERSION)
}

/// The root component, mounted on `<body>` by `main.rs`.
#[component]
pub fn App() -> impl IntoView {
    view! {
        <main class="app" data-testid="app">
            <header class="app-header">
                <h1 data-testid="title">"Grand Trictrac"</h1>
                <p class="engine-version">
                    "Rules engine: "
                    <span data-testid="engine-version">{engine_version_label()}</span>
                </p>
            </header>
            <svg
                class="board"
                data-testid="board"
                viewBox="0 0 260 180"
                role="img"
                aria-label="Trictrac board (placeholder)"
            >
                <rect class="board-frame" x="0" y="0" width="260" height="180" rx="6" />
                <rect class="board-table" x="10" y="10" width="115" height="160" />
                <rect class="board-table" x="135" y="10" width="115" height="160" />
            </svg>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_version_label_names_the_engine_and_its_version() {
        let label = engine_version_label();
        assert!(label.starts_with("tables "));
        assert!(label.ends_with(tables::VERSION));
        assert!(!tables::VERSION.is_empty());
    }
}
