//! A notice that stays until the person closes it, for every game: a link
//! or a save that could not be read, a game kept aside. The game's later
//! actions never wipe it (unlike the message line).

use crate::kit::i18n::tr;
use leptos::prelude::*;

/// The notice, when there is one, with its close button.
#[component]
pub fn Notice(
    /// What to say (`None`: nothing).
    text: Signal<Option<String>>,
    /// Closes it.
    close: Callback<()>,
) -> impl IntoView {
    view! {
        <Show when=move || text.with(Option::is_some)>
            <div class="notice" data-testid="notice" role="alert">
                <p>{move || text.get().unwrap_or_default()}</p>
                <button class="close" data-testid="notice-close" aria-label=tr("kit-notice-close")
                    on:click=move |_| close.run(())>"×"</button>
            </div>
        </Show>
    }
}
