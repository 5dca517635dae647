//! Why a move is refused: the rule that forbids it, for the player (§3, §6.4).

use crate::common::dice::Roll;
use crate::common::side::Side;
use crate::trictrac::board::{Board, Quarter, CHECKERS, CORNER, OFF, OPP_CORNER};
use crate::trictrac::movegen::{legal_sequences, legal_turns_into, may_stop, raw_sequences};
use crate::trictrac::options::{Options, SortieMethod};
use crate::trictrac::turn::{Step, Turn};

/// The rule that forbids a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case", tag = "rule"))]
pub enum Refusal {
    /// No checker of the player on that field.
    NoChecker,
    /// Checkers only move forward, from the talon towards the exit.
    Backwards,
    /// The distance is none of the numbers left to play (nor their sum).
    NotANumber {
        /// The distance asked for.
        distance: u8,
    },
    /// An opposing checker stands on the landing field.
    Blocked,
    /// Nothing ever stops on the opponent's rest corner.
    OpponentsCorner,
    /// Tout d'une needs at least one open intermediate field.
    ToutDuneClosed,
    /// The rest corner is taken by two checkers at once.
    CornerByTwo,
    /// The last two checkers leave the rest corner together.
    CornerLastTwo,
    /// The corner must be taken naturally when it can be, not by puissance.
    CornerNaturally,
    /// The opponent can still fill the quarter of that field.
    Passage {
        /// The quarter (in the mover's numbering) closed to him.
        quarter: Quarter,
    },
    /// Bearing off needs all fifteen checkers in the last quarter.
    NotAllHome,
    /// A number larger than needed takes off only the farthest checker.
    NotFarthest,
    /// Slow sortie: a number that can be played inside the board must be.
    PlayInside,
    /// Both numbers must be played when they can be.
    MustPlayBoth,
    /// When only one number can be played, it is the higher.
    MustPlayHigher,
    /// Filling this quarter is obligatory.
    MustFill {
        /// The quarter.
        quarter: Quarter,
    },
    /// Keeping this filled quarter is obligatory.
    MustConserve {
        /// The quarter.
        quarter: Quarter,
    },
    /// A player who can bear off his last checkers does so.
    MustSortie,
    /// After this move the rest of the roll cannot be played legally.
    CannotComplete,
}

impl Refusal {
    /// One sentence in English naming the rule.
    pub fn sentence(&self) -> String {
        match *self {
            Refusal::NoChecker => "You have no checker on that field.".into(),
            Refusal::Backwards => "Checkers only move forward, from the talon towards the exit.".into(),
            Refusal::NotANumber { distance } => {
                let fields = if distance == 1 { "field" } else { "fields" };
                format!("A move of {distance} {fields} is neither a number of the roll left to play nor their sum.")
            }
            Refusal::Blocked => "A checker may never land on a field held by an opposing checker.".into(),
            Refusal::OpponentsCorner => "No checker may ever stop on the opponent's rest corner.".into(),
            Refusal::ToutDuneClosed => {
                "Played tout d'une, a checker needs at least one open intermediate field.".into()
            }
            Refusal::CornerByTwo => "The rest corner must be taken by two checkers at once.".into(),
            Refusal::CornerLastTwo => "The last two checkers of the rest corner must leave it together.".into(),
            Refusal::CornerNaturally => {
                "The rest corner can be taken naturally this roll, so it may not be taken by puissance.".into()
            }
            Refusal::Passage { quarter } => format!(
                "The opponent can still fill his {}, so no checker may stop in that quarter.",
                if quarter == Quarter::Q4 { "petit jan" } else { "grand jan" }
            ),
            Refusal::NotAllHome => "Checkers are borne off only when all fifteen are in the last quarter.".into(),
            Refusal::NotFarthest => {
                "A number larger than needed bears off only the checker farthest from the exit.".into()
            }
            Refusal::PlayInside => "With the slow sortie, a number that can be played inside the board must be.".into(),
            Refusal::MustPlayBoth => "Both numbers must be played when they can be; this move leaves one unplayable.".into(),
            Refusal::MustPlayHigher => "When only one number can be played, the higher must be played.".into(),
            Refusal::MustFill { quarter } => format!("Filling your {} is obligatory when you can.", quarter_name(quarter)),
            Refusal::MustConserve { quarter } => {
                format!("You can keep your filled {}, so you must not break it.", quarter_name(quarter))
            }
            Refusal::MustSortie => "You can bear off your last checkers, so you must.".into(),
            Refusal::CannotComplete => "After this move the rest of the roll could not be played legally.".into(),
        }
    }
}

fn quarter_name(q: Quarter) -> &'static str {
    match q {
        Quarter::Q1 => "petit jan",
        Quarter::Q2 => "grand jan",
        Quarter::Q3 => "third quarter",
        Quarter::Q4 => "jan de retour",
    }
}

fn starts(t: &Turn, prefix: &[Step]) -> bool {
    t.steps().len() >= prefix.len() && t.steps()[..prefix.len()] == *prefix
}

/// Why `side` may not move a checker from `from` to `to` (its numbering; 25 =
/// off) after the moves `partial` of this roll; `None` when the move is legal.
pub fn why_not(
    board: &Board,
    side: Side,
    roll: Roll,
    opts: &Options,
    partial: &[Step],
    from: u8,
    to: u8,
) -> Option<Refusal> {
    let mut cur = *board;
    for s in partial {
        cur = cur.moved(side, s.from, s.to);
    }
    if !(1..=24).contains(&from) || cur.count(side, from) == 0 {
        return Some(Refusal::NoChecker);
    }
    if to <= from {
        return Some(Refusal::Backwards);
    }
    // numbers left to play
    let mut left: Vec<u8> = vec![roll.high(), roll.low()];
    for s in partial {
        if let Some(i) = left.iter().position(|&n| n == s.die) {
            left.remove(i);
        }
    }
    let mut candidates: Vec<Vec<Step>> = Vec::new();
    for &n in &left {
        if (to <= 24 && from + n == to) || (to == OFF && from + n >= OFF) {
            candidates.push(vec![Step { from, to, die: n }]);
        }
    }
    if left.len() == 2 && to <= 24 && from + left[0] + left[1] == to {
        for (x, y) in [(left[0], left[1]), (left[1], left[0])] {
            candidates.push(vec![
                Step {
                    from,
                    to: from + x,
                    die: x,
                },
                Step {
                    from: from + x,
                    to,
                    die: y,
                },
            ]);
        }
    }
    if candidates.is_empty() {
        return Some(Refusal::NotANumber {
            distance: to - from,
        });
    }
    let prefixes: Vec<Vec<Step>> = candidates
        .iter()
        .map(|c| partial.iter().copied().chain(c.iter().copied()).collect())
        .collect();
    let seqs = legal_sequences(board, side, roll, opts);
    if prefixes.iter().any(|p| seqs.iter().any(|t| starts(t, p))) {
        return None;
    }
    let blocked = |p: u8| p <= 24 && cur.opp_count(side, p) > 0;
    if blocked(to) {
        return Some(Refusal::Blocked);
    }
    if to == OPP_CORNER {
        return Some(Refusal::OpponentsCorner);
    }
    if candidates.iter().all(|c| c.len() == 2) && candidates.iter().all(|c| blocked(c[0].to)) {
        return Some(Refusal::ToutDuneClosed);
    }
    if to == OFF {
        if (1..=18).any(|p| cur.count(side, p) > 0) {
            return Some(Refusal::NotAllHome);
        }
        let exact = left.iter().any(|&n| from + n == OFF);
        if !exact && (19..from).any(|p| cur.count(side, p) > 0) {
            return Some(Refusal::NotFarthest);
        }
        if opts.sortie == SortieMethod::Slow {
            return Some(Refusal::PlayInside);
        }
    }
    if to <= 24 && !may_stop(board, side, to, opts) {
        return Some(Refusal::Passage {
            quarter: Quarter::of(to),
        });
    }
    let raw = raw_sequences(board, side, roll, opts);
    let cands: Vec<&Turn> = raw
        .iter()
        .filter(|t| prefixes.iter().any(|p| starts(t, p)))
        .collect();
    if cands.is_empty() {
        if to == CORNER && cur.count(side, CORNER) == 0 {
            return Some(Refusal::CornerByTwo);
        }
        if from == CORNER && cur.count(side, CORNER) == 2 {
            return Some(Refusal::CornerLastTwo);
        }
        return Some(Refusal::CannotComplete);
    }
    let mut legal = Vec::with_capacity(64);
    let info = legal_turns_into(board, side, roll, opts, &mut legal);
    let best_dice = cands.iter().map(|t| t.dice_used()).max().unwrap_or(0);
    if best_dice < info.dice_playable {
        return Some(Refusal::MustPlayBoth);
    }
    if info.dice_playable == 1
        && !roll.is_doublet()
        && cands.iter().all(|t| t.steps()[0].die == roll.low())
    {
        return Some(Refusal::MustPlayHigher);
    }
    if cands.iter().all(|t| t.by_puissance()) && info.corner_naturally {
        return Some(Refusal::CornerNaturally);
    }
    if info.sortie && cands.iter().all(|t| t.off_after != CHECKERS) {
        return Some(Refusal::MustSortie);
    }
    let kept = info.filled_after;
    for q in Quarter::FILLABLE {
        if kept & q.bit() != 0 && cands.iter().all(|t| t.filled & q.bit() == 0) {
            return Some(if board.is_filled(side, q) {
                Refusal::MustConserve { quarter: q }
            } else {
                Refusal::MustFill { quarter: q }
            });
        }
    }
    Some(Refusal::CannotComplete)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Side::White;

    fn why(board: &Board, a: u8, b: u8, from: u8, to: u8) -> Option<Refusal> {
        why_not(
            board,
            White,
            Roll::new(a, b).unwrap(),
            &Options::default(),
            &[],
            from,
            to,
        )
    }

    #[test]
    fn legal_moves_have_no_refusal() {
        let b = crate::tt!(w 1:15; b 1:15);
        assert_eq!(why(&b, 6, 5, 1, 7), None);
        assert_eq!(why(&b, 6, 5, 1, 6), None);
    }

    #[test]
    fn one_checker_alone_cannot_take_the_rest_corner() {
        // 1 + 6 + 5 = 12: tout d'une onto the empty corner, alone
        let b = crate::tt!(w 1:15; b 1:15);
        assert_eq!(why(&b, 6, 5, 1, 12), Some(Refusal::CornerByTwo));
    }

    #[test]
    fn distances_that_are_no_number_are_named() {
        let b = crate::tt!(w 1:15; b 1:15);
        assert_eq!(
            why(&b, 6, 5, 1, 4),
            Some(Refusal::NotANumber { distance: 3 })
        );
        assert_eq!(why(&b, 6, 5, 3, 4), Some(Refusal::NoChecker));
    }

    #[test]
    fn an_opposing_checker_blocks_the_landing_field() {
        // Black's 19 is White's 6
        let b = crate::tt!(w 1:15; b 1:14 19:1);
        assert_eq!(why(&b, 5, 3, 1, 6), Some(Refusal::Blocked));
    }

    #[test]
    fn filling_is_obligatory() {
        let b = crate::tt!(w 1:3 2:4 3:2 4:3 5:2 6:1; b 1:15);
        // 5-4 fills by 5 from 1 or by 4 from 2; 3 by 4 to 7 does not
        assert_eq!(
            why(&b, 5, 4, 3, 7),
            Some(Refusal::MustFill {
                quarter: Quarter::Q1
            })
        );
    }
}
