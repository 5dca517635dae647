//! Two dice with pips.

use leptos::prelude::*;

/// The pips of a face on a 3×3 grid (column, row).
pub fn pips(n: u8) -> &'static [(u8, u8)] {
    match n {
        1 => &[(1, 1)],
        2 => &[(0, 0), (2, 2)],
        3 => &[(0, 0), (1, 1), (2, 2)],
        4 => &[(0, 0), (2, 0), (0, 2), (2, 2)],
        5 => &[(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
        _ => &[(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
    }
}

/// One die face (1..=6).
#[component]
pub fn Die(value: u8, #[prop(optional)] tumbling: bool) -> impl IntoView {
    let dots = pips(value)
        .iter()
        .map(|&(x, y)| {
            let cx = 10 + 10 * u32::from(x);
            let cy = 10 + 10 * u32::from(y);
            view! { <circle cx=cx cy=cy r="3.2" /> }
        })
        .collect_view();
    view! {
        <svg class=if tumbling { "die tumbling" } else { "die" } viewBox="0 0 40 40" role="img"
            aria-label=format!("die showing {value}") data-die=value>
            <rect x="1" y="1" width="38" height="38" rx="7" />
            {dots}
        </svg>
    }
}
