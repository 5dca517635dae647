//! What the network sees of a position, in the spirit of TD-Gammon and
//! gnubg: for each side and each of its 24 points (in its own numbering)
//! four units — one checker or more, two or more, three or more, half of
//! those beyond three — then its bar, borne-off, still-to-enter and pinned
//! checkers; last the pip counts and whether contact is over.
//!
//! The position is seen from the player who has just played (the opponent
//! to roll): the mover's units come first.

use crate::backgammon::position::{Player, Position, BAR, OPPONENT_BAR};

/// Units a side.
const SIDE: usize = 24 * 4 + 4;
/// The inputs of the network.
pub const INPUTS: usize = 2 * SIDE + 3;

/// The inputs of `after` that are not zero, as (index, value), into `out`
/// (cleared first).
pub fn encode(after: &Position, out: &mut Vec<(u16, f32)>) {
    out.clear();
    let route = after.route();
    let mut side = |base: usize, count: &dyn Fn(usize) -> u8, bar: u8, player: Player| {
        for q in 1..=24 {
            let n = count(q);
            if n == 0 {
                continue;
            }
            let at = (base + 4 * (q - 1)) as u16;
            out.push((at, 1.0));
            if n >= 2 {
                out.push((at + 1, 1.0));
            }
            if n >= 3 {
                out.push((at + 2, 1.0));
            }
            if n > 3 {
                out.push((at + 3, f32::from(n - 3) / 2.0));
            }
        }
        let extra = [
            f32::from(bar) / 2.0,
            f32::from(after.off(player)) / 15.0,
            f32::from(after.reserve(player)) / 15.0,
            after.pinned(player).count_ones() as f32 / 2.0,
        ];
        for (k, v) in extra.into_iter().enumerate() {
            if v != 0.0 {
                out.push(((base + 96 + k) as u16, v));
            }
        }
    };
    side(0, &|q| after.mine(q), after.mine(BAR), Player::OnRoll);
    side(
        SIDE,
        &|q| after.theirs(route.mover_point(q)),
        after.theirs(OPPONENT_BAR),
        Player::Opponent,
    );
    let [mine, theirs] = after.pip_counts();
    let global = [
        mine as f32 / 100.0,
        theirs as f32 / 100.0,
        if after.is_race() { 1.0 } else { 0.0 },
    ];
    for (k, v) in global.into_iter().enumerate() {
        if v != 0.0 {
            out.push(((2 * SIDE + k) as u16, v));
        }
    }
}
