//! Entry point of `index.html`: mounts the home screen and the Grand
//! Trictrac on `<body>` (built by trunk for wasm32; `bin/tables_bg.rs` is
//! the backgammon family's page).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // the texts first (the page's catalogue files), then the page
    wasm_bindgen_futures::spawn_local(async {
        tables_app::kit::i18n::start(tables_app::kit::i18n::MAIN_AREAS).await;
        leptos::mount::mount_to_body(tables_app::MainPage);
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tables-index runs in the browser: use ./scripts/serve.sh (trunk serve).");
}
