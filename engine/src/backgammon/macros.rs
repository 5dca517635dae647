//! The backgammon position literal used by tests and examples.

/// Builds a [`Position`](crate::backgammon::Position) seen from the side on
/// roll: `bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2)`. After `x`, the side
/// on roll's checkers by point from his own side (25 = his bar); after `o`,
/// the opponent's by point from HIS own side (25 = his bar). Checkers not
/// listed are borne off. 15 checkers a side, or `bg!(3; x ...; o ...)` for a
/// game of 3 (Hypergammon). Panics on an impossible position (for tests and
/// examples only).
///
/// # Examples
/// ```
/// use tables::bg;
/// use tables::backgammon::Variant;
/// let start = bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2);
/// assert_eq!(start, Variant::Backgammon.rules().start());
/// let hyper = bg!(3; x 24:1 23:1 22:1; o 24:1 23:1 22:1);
/// assert_eq!(hyper, Variant::Hypergammon(3).rules().start());
/// ```
#[macro_export]
macro_rules! bg {
    ($n:literal; x $($xp:literal : $xn:literal)* ; o $($op:literal : $on:literal)*) => {{
        #[allow(unused_mut)]
        let mut x = [0u8; 25];
        #[allow(unused_mut)]
        let mut o = [0u8; 25];
        $( x[$xp - 1] += $xn; )*
        $( o[$op - 1] += $on; )*
        $crate::backgammon::Position::from_counts(x, o, $n).expect("valid test position")
    }};
    (x $($xp:literal : $xn:literal)* ; o $($op:literal : $on:literal)*) => {
        $crate::bg!(15; x $($xp : $xn)* ; o $($op : $on)*)
    };
}
