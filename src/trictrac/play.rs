//! Turn input: how clicks walk through the engine's legal turns. Nothing here
//! decides a rule; it only filters the engine's list of legal sequences
//! ([`tables::trictrac::legal_sequences`]: every order of play of every legal turn).

use tables::trictrac::{Step, Turn};

/// Whether `partial` is the start of the sequence `t`.
fn starts(t: &Turn, partial: &[Step]) -> bool {
    t.steps().len() >= partial.len() && t.steps()[..partial.len()] == *partial
}

/// The legal turns that can still be reached after the moves already entered.
pub fn remaining<'a>(turns: &'a [Turn], partial: &[Step]) -> Vec<&'a Turn> {
    turns.iter().filter(|t| starts(t, partial)).collect()
}

/// The legal turn the entered moves complete, if they complete one.
pub fn completed(turns: &[Turn], partial: &[Step]) -> Option<Turn> {
    turns
        .iter()
        .find(|t| t.steps().len() == partial.len() && starts(t, partial))
        .copied()
}

/// A place the picked-up checker can go, with the moves that take it there
/// (two moves for a checker played tout d'une).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Destination {
    /// Landing position in the mover's numbering (25 = off).
    pub to: u8,
    /// The moves.
    pub steps: Vec<Step>,
}

/// Where a checker at `from` may go next: each next move from there, and the
/// tout d'une landing when the same checker can play both numbers.
pub fn destinations(seqs: &[Turn], partial: &[Step], from: u8) -> Vec<Destination> {
    let mut out: Vec<Destination> = Vec::new();
    for t in remaining(seqs, partial) {
        let s = t.steps();
        let Some(&next) = s.get(partial.len()) else {
            continue;
        };
        if next.from != from {
            continue;
        }
        let mut d = vec![Destination {
            to: next.to,
            steps: vec![next],
        }];
        if partial.is_empty() && s.len() == 2 && s[1].from == next.to {
            d.push(Destination {
                to: s[1].to,
                steps: vec![next, s[1]],
            });
        }
        for d in d {
            if !out.iter().any(|o| o.to == d.to) {
                out.push(d);
            }
        }
    }
    out.sort_by_key(|d| d.to);
    out
}

/// Positions a checker may be picked up from.
pub fn sources(seqs: &[Turn], partial: &[Step]) -> Vec<u8> {
    let mut v: Vec<u8> = remaining(seqs, partial)
        .into_iter()
        .filter_map(|t| t.steps().get(partial.len()))
        .map(|s| s.from)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::trictrac::{legal_sequences, tt, Options, Roll, Side};

    fn turns(a: u8, b: u8) -> Vec<Turn> {
        let board = tt!(w 1:15; b 1:15);
        legal_sequences(
            &board,
            Side::White,
            Roll::new(a, b).unwrap(),
            &Options::default(),
        )
    }

    #[test]
    fn from_the_talon_a_checker_can_go_by_each_number_and_tout_d_une() {
        let t = turns(4, 2);
        let d: Vec<u8> = destinations(&t, &[], 1).iter().map(|d| d.to).collect();
        assert_eq!(d, vec![3, 5, 7]);
        assert_eq!(sources(&t, &[]), vec![1]);
    }

    #[test]
    fn after_one_move_the_other_number_remains_and_completes_the_turn() {
        let t = turns(4, 2);
        let first = Step {
            from: 1,
            to: 5,
            die: 4,
        };
        assert!(completed(&t, &[first]).is_none());
        let d = destinations(&t, &[first], 5);
        assert_eq!(d.iter().map(|d| d.to).collect::<Vec<_>>(), vec![7]);
        let from_talon = destinations(&t, &[first], 1);
        assert_eq!(from_talon.iter().map(|d| d.to).collect::<Vec<_>>(), vec![3]);
        let done = completed(&t, &[first, from_talon[0].steps[0]]).unwrap();
        assert_eq!(done.dice_used(), 2);
    }

    #[test]
    fn the_lower_number_may_be_entered_first_and_continued_tout_d_une() {
        let t = turns(4, 2);
        let first = Step {
            from: 1,
            to: 3,
            die: 2,
        };
        let d: Vec<u8> = destinations(&t, &[first], 3).iter().map(|d| d.to).collect();
        assert_eq!(d, vec![7]);
        let d: Vec<u8> = destinations(&t, &[first], 1).iter().map(|d| d.to).collect();
        assert_eq!(d, vec![5]);
    }
}
