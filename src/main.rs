//! Entry point: mounts the app on `<body>` in the browser (built by trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(trictrac_app::App);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("trictrac-app runs in the browser: use ./scripts/serve.sh (trunk serve).");
}
