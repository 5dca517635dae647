//! The parts of a turn, read from the rules texts: what a roll gives to
//! play, in order, whether the player rolls again, and what becomes of a
//! part he cannot play in full. Each rule names the text it follows.

use tables::backgammon::{Variant, VariantOptions};
use tables::Roll;

/// One part of a turn as the texts give it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PartReading {
    /// These dice (higher first), and the name of the part.
    Dice(Vec<u8>, &'static str),
    /// The player names a doublet, and plays it (with its complement when
    /// `complement`).
    Choose { complement: bool },
}

/// A turn's reading: its parts, a roll again once all are played in full,
/// a roll again whatever was played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnReading {
    pub parts: Vec<PartReading>,
    pub roll_again: bool,
    pub regardless: bool,
}

/// What the player has done so far, when he rolls.
#[derive(Clone, Copy, Debug)]
pub struct Before {
    /// His rolls so far, this one included (from 1).
    pub roll_number: u32,
    /// None of his checkers is still to enter.
    pub all_entered: bool,
    /// His checkers in the game.
    pub checkers: u8,
}

fn times(n: u8, k: usize) -> Vec<u8> {
    vec![n; k]
}

fn two(roll: Roll) -> Vec<u8> {
    if roll.is_doublet() {
        // Seed 001: "doubles are played four times".
        times(roll.high(), 4)
    } else {
        vec![roll.high(), roll.low()]
    }
}

/// The turn `roll` gives in `v` with `o`.
pub fn turn(v: Variant, o: &VariantOptions, roll: Roll, before: Before) -> TurnReading {
    let n = roll.high();
    let ordinary = TurnReading {
        parts: vec![PartReading::Dice(two(roll), "roll")],
        roll_again: false,
        regardless: false,
    };
    match v {
        // Digest, Russian: "a double n-n plays n four times then 7−n four
        // times, then roll again"; option: "(from the first double | only
        // once all are entered)".
        Variant::Russian
            if roll.is_doublet() && (o.russian_complements_from_first || before.all_entered) =>
        {
            TurnReading {
                parts: vec![
                    PartReading::Dice(times(n, 4), "roll"),
                    PartReading::Dice(times(7 - n, 4), "complement"),
                ],
                roll_again: true,
                regardless: false,
            }
        }
        // Digest, gul bara: "from a player's 4th roll on, a double n-n plays
        // n four times then every higher double up to 6-6"; seed: "a player
        // who rolls a double and plays it completely rolls again".
        Variant::GulBara if roll.is_doublet() => {
            let last = if before.roll_number >= 4 { 6 } else { n };
            let mut parts = vec![PartReading::Dice(times(n, 4), "roll")];
            for k in n + 1..=last {
                parts.push(PartReading::Dice(times(k, 4), "cascade"));
            }
            TurnReading {
                parts,
                roll_again: true,
                regardless: false,
            }
        }
        // Digest, acey-deucey: "on 1-2 play 1 and 2, then a double of one's
        // choice, then roll again" | "the European version (the double and
        // its complement)"; Matador (seed): "on 4-3 play 4 and 3, then any
        // double of one's choice, then roll again".
        Variant::AceyDeucey | Variant::Matador
            if (v == Variant::AceyDeucey && (n, roll.low()) == (2, 1))
                || (v == Variant::Matador && (n, roll.low()) == (4, 3)) =>
        {
            TurnReading {
                parts: vec![
                    PartReading::Dice(two(roll), "roll"),
                    PartReading::Choose {
                        complement: v == Variant::AceyDeucey && o.acey_deucey_european,
                    },
                ],
                roll_again: true,
                regardless: false,
            }
        }
        // Seed, Mengejar: "only one, six and doubles count"; "double six
        // gives the right to double the move (four times six); other doubles
        // are not doubled"; "after a double the player rolls again until the
        // dice differ". The last checker: "only on one or six: a double one
        // or six gives two moves like an ordinary double". Option (bkgm):
        // no roll again but the last checker's other doublets.
        Variant::Chase => {
            let lone = before.checkers == 1;
            let dice = if roll.is_doublet() {
                match (lone, n) {
                    (false, 6) => times(6, 4),
                    (false, _) | (true, 1 | 6) => times(n, 2),
                    (true, _) => Vec::new(),
                }
            } else {
                [roll.high(), roll.low()]
                    .into_iter()
                    .filter(|&d| d == 1 || d == 6)
                    .collect()
            };
            let again =
                roll.is_doublet() && (o.chase_doublets_roll_again || lone && !matches!(n, 1 | 6));
            TurnReading {
                parts: vec![PartReading::Dice(dice, "roll")],
                roll_again: again,
                regardless: true,
            }
        }
        _ => ordinary,
    }
}

/// Whether the opponent plays what the player could not: gul bara's seed
/// ("if a player cannot finish playing his roll, the opponent plays the
/// rest for him"), the digest's option "| the rest is lost"; in every other
/// rule set it is lost.
pub fn opponent_plays_rest(v: Variant, o: &VariantOptions) -> bool {
    v == Variant::GulBara && o.gul_bara_opponent_plays_rest
}

/// The dice a named doublet gives (acey-deucey, Matador): four of it, and
/// in the European acey-deucey its complement four times (digest).
pub fn chosen(n: u8, complement: bool) -> Vec<(Vec<u8>, &'static str)> {
    let mut out = vec![(times(n, 4), "chosen doublet")];
    if complement {
        out.push((times(7 - n, 4), "complement of the chosen doublet"));
    }
    out
}
