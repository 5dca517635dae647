//! Entry point of `index.html`: mounts the home screen and the Grand
//! Trictrac on `<body>` (built by trunk for wasm32; `bin/tables_bg.rs` is
//! the backgammon family's page).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tables_app::MainPage);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tables-index runs in the browser: use ./scripts/serve.sh (trunk serve).");
}
