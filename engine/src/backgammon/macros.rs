//! The backgammon position literal used by tests and examples.

/// Builds a [`Position`](crate::backgammon::Position) seen from the side on
/// roll: `bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2)`. After `x`, the side
/// on roll's checkers by point from his own side (25 = his bar); after `o`,
/// the opponent's by point from HIS own side (25 = his bar). Checkers not
/// listed are borne off. 15 checkers a side, or `bg!(3; x ...; o ...)` for a
/// game of 3 (Hypergammon). Pinned checkers (Plakoto) follow `; pinned`:
/// `bg!(x 24:14 12:1; o 24:13; pinned x; o 13)` has a checker of the opponent
/// pinned on his 13-point (under the mover's checker on his 12), each side's
/// points again from its own side. Panics on an impossible position (for
/// tests and examples only).
///
/// # Examples
/// ```
/// use tables::bg;
/// use tables::backgammon::Variant;
/// let start = bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2);
/// assert_eq!(start, Variant::Backgammon.rules().start());
/// let hyper = bg!(3; x 24:1 23:1 22:1; o 24:1 23:1 22:1);
/// assert_eq!(hyper, Variant::Hypergammon(3).rules().start());
/// let pinned = bg!(x 24:14 12:1; o 24:13; pinned x; o 13);
/// assert!(pinned.is_pinned(tables::backgammon::Player::Opponent, 12));
/// assert_eq!(pinned.checkers(), 15);
/// ```
#[macro_export]
macro_rules! bg {
    ($n:literal; x $($xp:literal : $xn:literal)* ; o $($op:literal : $on:literal)* ;
     pinned x $($xq:literal)* ; o $($oq:literal)*) => {{
        #[allow(unused_mut)]
        let mut s = $crate::backgammon::PositionSetup::new([0u8; 25], [0u8; 25], $n);
        $( s.on_roll[$xp - 1] += $xn; )*
        $( s.opponent[$op - 1] += $on; )*
        $( s.pinned[0] |= 1u32 << $xq; )*
        $( s.pinned[1] |= 1u32 << $oq; )*
        s.validate().expect("valid test position")
    }};
    (x $($xp:literal : $xn:literal)* ; o $($op:literal : $on:literal)* ;
     pinned x $($xq:literal)* ; o $($oq:literal)*) => {
        $crate::bg!(15; x $($xp : $xn)* ; o $($op : $on)* ; pinned x $($xq)* ; o $($oq)*)
    };
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
