//! Entry point of `bg.html`: mounts the backgammon family's page on
//! `<body>` (built by trunk for wasm32; `main.rs` is the home screen's and
//! the Grand Trictrac's).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // the texts first (the page's catalogue files), then the page
    wasm_bindgen_futures::spawn_local(async {
        tables_app::kit::i18n::start(tables_app::kit::i18n::BACKGAMMON_AREAS).await;
        leptos::mount::mount_to_body(tables_app::BackgammonPage);
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tables-bg runs in the browser: use ./scripts/serve.sh.");
}
