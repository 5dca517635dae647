//! Entry point of `bg.html`: mounts the backgammon family's page on
//! `<body>` (built by trunk for wasm32; `main.rs` is the home screen's and
//! the Grand Trictrac's).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tables_app::BackgammonPage);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("tables-bg runs in the browser: use ./scripts/serve.sh.");
}
