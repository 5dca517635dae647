//! The position literal used by tests and examples.

/// Builds a [`Board`](crate::trictrac::Board) from each side's checkers by its own
/// position: `tt!(w 1:3 2:4 6:1; b 1:15)`. Checkers not listed are borne off.
/// Panics on an impossible board (for tests and examples only).
#[macro_export]
macro_rules! tt {
    (w $($wp:literal : $wn:literal)* ; b $($bp:literal : $bn:literal)*) => {{
        #[allow(unused_mut)]
        let mut w = [0u8; 25];
        #[allow(unused_mut)]
        let mut b = [0u8; 25];
        $( w[$wp] += $wn; )*
        $( b[$bp] += $bn; )*
        $crate::trictrac::Board::from_counts(w, b).expect("valid test board")
    }};
}
