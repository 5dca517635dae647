//! The bear-off database built in the page a slice at a time, soon after a
//! game whose rule set uses it opens: built at once, on the bot's first
//! bear-off race, it held the page for over half a second in one task.
//! Each slice builds [`SLICE`] boards (about 15 ms on a quiet core) and yields to the page.

use tables::backgammon::bot::bearoff;
use tables::backgammon::Variant;

/// Boards built between two yields to the page.
pub const SLICE: usize = 1_200;

/// How long after the game opens the building starts (the first paint, the
/// network's fetch and the opening roll come first), in ms.
pub const START_AFTER_MS: u32 = 1_500;

/// Builds the database for `variant`'s bot in the background, once per
/// page, when its rule set races to bear off as backgammon does.
pub fn warm(variant: Variant) {
    if bearoff::ready() || !bearoff::applies(variant.rules()) {
        return;
    }
    leptos::task::spawn_local(async move {
        gloo_timers::future::TimeoutFuture::new(START_AFTER_MS).await;
        let mut builder = bearoff::Builder::new();
        // the bot may have needed it meanwhile (then it built it at once)
        while !bearoff::ready() {
            if builder.step(SLICE) {
                bearoff::provide(builder.finish());
                return;
            }
            gloo_timers::future::TimeoutFuture::new(0).await;
        }
    });
}
