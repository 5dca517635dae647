//! Tesauro's public evaluation function, pubeval (1993): a linear score of
//! a backgammon position after a play, one set of weights for contact and
//! one for the race; the reference opponent of self-play.
//!
//! The weights are Tesauro's published data (public domain: "pubeval.c",
//! Gerald Tesauro, IBM, placed in the public domain for benchmarking), as
//! gnubg carries them; the code is the project's.
//! Inputs, for each of the mover's points from his 24-point down to his
//! 1-point, five: an opposing blot, one checker of his, two or more, exactly
//! three, and half of those beyond three; then half the opponent's
//! checkers on the bar and the mover's borne-off checkers over 15.
//! (Tesauro counts the opponent's checkers negative: his "minus the
//! opponent's bar" is half their number.)

use crate::backgammon::game::Game;
use crate::backgammon::position::{Player, Position, OPPONENT_BAR};

/// The score of a play that bears off the last checker: beyond any other.
pub const BORNE_OFF: f32 = 99_999_999.0;

/// Tesauro's weights for positions with contact (`wc`).
#[rustfmt::skip]
pub const CONTACT: [f32; 122] = [
    0.25696, -0.66937, -1.66135, -2.02487, -2.53398,
    -0.16092, -1.11725, -1.06654, -0.92830, -1.99558,
    -1.10388, -0.80802, 0.09856, -0.62086, -1.27999,
    -0.59220, -0.73667, 0.89032, -0.38933, -1.59847,
    -1.50197, -0.60966, 1.56166, -0.47389, -1.80390,
    -0.83425, -0.97741, -1.41371, 0.24500, 0.10970,
    -1.36476, -1.05572, 1.15420, 0.11069, -0.38319,
    -0.74816, -0.59244, 0.81116, -0.39511, 0.11424,
    -0.73169, -0.56074, 1.09792, 0.15977, 0.13786,
    -1.18435, -0.43363, 1.06169, -0.21329, 0.04798,
    -0.94373, -0.22982, 1.22737, -0.13099, -0.06295,
    -0.75882, -0.13658, 1.78389, 0.30416, 0.36797,
    -0.69851, 0.13003, 1.23070, 0.40868, -0.21081,
    -0.64073, 0.31061, 1.59554, 0.65718, 0.25429,
    -0.80789, 0.08240, 1.78964, 0.54304, 0.41174,
    -1.06161, 0.07851, 2.01451, 0.49786, 0.91936,
    -0.90750, 0.05941, 1.83120, 0.58722, 1.28777,
    -0.83711, -0.33248, 2.64983, 0.52698, 0.82132,
    -0.58897, -1.18223, 3.35809, 0.62017, 0.57353,
    -0.07276, -0.36214, 4.37655, 0.45481, 0.21746,
    0.10504, -0.61977, 3.54001, 0.04612, -0.18108,
    0.63211, -0.87046, 2.47673, -0.48016, -1.27157,
    0.86505, -1.11342, 1.24612, -0.82385, -2.77082,
    1.23606, -1.59529, 0.10438, -1.30206, -4.11520,
    5.62596, -2.75800,
];

/// Tesauro's weights for the race (`wr`).
#[rustfmt::skip]
pub const RACE: [f32; 122] = [
    0.00000, -0.17160, 0.27010, 0.29906, -0.08471,
    0.00000, -1.40375, -1.05121, 0.07217, -0.01351,
    0.00000, -1.29506, -2.16183, 0.13246, -1.03508,
    0.00000, -2.29847, -2.34631, 0.17253, 0.08302,
    0.00000, -1.27266, -2.87401, -0.07456, -0.34240,
    0.00000, -1.34640, -2.46556, -0.13022, -0.01591,
    0.00000, 0.27448, 0.60015, 0.48302, 0.25236,
    0.00000, 0.39521, 0.68178, 0.05281, 0.09266,
    0.00000, 0.24855, -0.06844, -0.37646, 0.05685,
    0.00000, 0.17405, 0.00430, 0.74427, 0.00576,
    0.00000, 0.12392, 0.31202, -0.91035, -0.16270,
    0.00000, 0.01418, -0.10839, -0.02781, -0.88035,
    0.00000, 1.07274, 2.00366, 1.16242, 0.22520,
    0.00000, 0.85631, 1.06349, 1.49549, 0.18966,
    0.00000, 0.37183, -0.50352, -0.14818, 0.12039,
    0.00000, 0.13681, 0.13978, 1.11245, -0.12707,
    0.00000, -0.22082, 0.20178, -0.06285, -0.52728,
    0.00000, -0.13597, -0.19412, -0.09308, -1.26062,
    0.00000, 3.05454, 5.16874, 1.50680, 5.35000,
    0.00000, 2.19605, 3.85390, 0.88296, 2.30052,
    0.00000, 0.92321, 1.08744, -0.11696, -0.78560,
    0.00000, -0.09795, -0.83050, -1.09167, -4.94251,
    0.00000, -1.00316, -3.66465, -2.56906, -9.67677,
    0.00000, -2.77982, -7.26713, -3.40177, -12.32252,
    0.00000, 3.42040,
];

/// pubeval's score of `after`, seen from the player who made the play (the
/// higher the better for him): the race weights when no contact is left.
/// Written for backgammon's 15 checkers on opposite routes; other rule sets
/// get a score too, with no meaning.
pub fn pubeval(after: &Position) -> f32 {
    if after.off(Player::OnRoll) >= 15 {
        return BORNE_OFF;
    }
    let w = if after.is_race() { &RACE } else { &CONTACT };
    let mut score = w[120] * f32::from(after.theirs(OPPONENT_BAR)) / 2.0
        + w[121] * f32::from(after.off(Player::OnRoll)) / 15.0;
    for (block, p) in (1..=24).rev().enumerate() {
        let i = 5 * block;
        let n = after.pips()[p];
        score += match n {
            -1 => w[i],
            1 => w[i + 1],
            2 => w[i + 2],
            3 => w[i + 2] + w[i + 3],
            n if n > 3 => w[i + 2] + w[i + 4] * f32::from(n - 3) / 2.0,
            _ => 0.0,
        };
    }
    score
}

/// The index of pubeval's play among `game`'s legal plays: the best score,
/// the first of equals (0 when there is none).
pub fn pubeval_play(game: &Game) -> usize {
    let plays = game.legal_plays();
    let mut best = (f32::NEG_INFINITY, 0);
    for (i, p) in plays.iter().enumerate() {
        let s = pubeval(p.after());
        if s > best.0 {
            best = (s, i);
        }
    }
    best.1
}
