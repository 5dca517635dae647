//! Why a move is refused, move by move as a player enters his roll: the rule
//! that forbids it, named for the rule set (must enter first, point closed,
//! bearing off not yet allowed, must use both dice or the higher, the
//! variant's own rules: Plakoto's pinned checkers and the points they make),
//! with a sentence a player can read.

use super::circuit;
use super::movegen::Move;
use super::play::legal_plays_of_dice;
use super::position::{Player, Position, BAR};
use super::rules::rolls::Dice;
use super::rules::{chase, icelandic, Capture, Entering, Hook, RuleSet};
use super::stepgen::{self, Turn, RESERVE};
use crate::Roll;

/// Why a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Every die of the roll has been played.
    NoDiceLeft,
    /// No die left shows the distance of the move.
    NoSuchNumber,
    /// No checker of the player is there.
    NoChecker,
    /// A checker on the bar must enter before any other moves.
    EnterFirst,
    /// Every checker off the board must enter before any other moves.
    EnterAllFirst,
    /// Two or more opposing checkers hold the point.
    PointClosed,
    /// An opposing checker holds the point, and this game has no hitting.
    PointOccupied,
    /// Plakoto: the opponent pins a checker of the player there, so the
    /// point is his.
    PointHeldByPin,
    /// Plakoto: the player's checker there is pinned and cannot move.
    CheckerPinned,
    /// Plakoto: no bearing off while one of the player's checkers is pinned
    /// in his home board.
    PinnedAtHome,
    /// Bearing off waits until every checker is in the home board.
    NotAllHome,
    /// A higher number bears off only from the highest point.
    HigherCheckerFirst,
    /// Dutch backgammon: a blot may be hit only with a checker in one's home
    /// board.
    NoHitWithoutHomeChecker,
    /// Long nardy: only one checker leaves the head a turn (two on a first
    /// 6-6, 4-4 or 3-3).
    OneFromTheHead,
    /// Fevga: no second checker leaves the start before the first has gone
    /// past the opponent's start.
    FirstCheckerFirst,
    /// Jacquet: no second checker leaves the start before the courier has
    /// reached the home board.
    CourierFirst,
    /// The play would leave a block the rule set forbids (six points in a
    /// row on the opponent's route with no opposing checker ahead of them;
    /// in Fevga also the opponent's whole starting quarter), after the play
    /// or, with the rule set's option, at a die's landing.
    ForbiddenBlock,
    /// Both dice can be played, and after this move they cannot.
    MustUseBothDice,
    /// Only one die can be played: it must be the higher.
    MustUseHigherDie,
    /// More of the doublet can be played than this move allows.
    MustPlayMore,
    /// The chase: only 1s, 6s and doublets count.
    OnlyOnesAndSixes,
    /// The chase: a point holds one checker.
    OneCheckerAPoint,
    /// The chase: a player's last checker moves only on 1s and 6s, from
    /// corner to corner (a 1 to the nearest corner ahead, a 6 to the one
    /// after).
    LastCheckerByCorners,
    /// Icelandic backgammon: a player's last checker on a corner moves only
    /// to corners.
    LastCheckerToCorners,
    /// The chase: the opponent's last checker can be captured only on a
    /// corner, and not between two of the player's checkers.
    LastCheckerSafe,
}

impl Refusal {
    /// The rule in one English sentence.
    pub fn sentence(self) -> &'static str {
        match self {
            Refusal::NoDiceLeft => "every die of the roll has been played",
            Refusal::NoSuchNumber => "no die left shows that number",
            Refusal::NoChecker => "you have no checker there",
            Refusal::EnterFirst => "a checker on the bar must enter before any other moves",
            Refusal::EnterAllFirst => "all your checkers must be entered before any other moves",
            Refusal::PointClosed => "two or more opposing checkers hold that point",
            Refusal::PointOccupied => {
                "an opposing checker holds that point (no hitting in this game)"
            }
            Refusal::PointHeldByPin => {
                "the opponent pins one of your checkers there: the point is his"
            }
            Refusal::CheckerPinned => {
                "that checker is pinned: it cannot move until the opposing checkers on it leave"
            }
            Refusal::PinnedAtHome => {
                "no bearing off while one of your checkers is pinned in your home board"
            }
            Refusal::NotAllHome => {
                "bearing off waits until all your checkers are in your home board"
            }
            Refusal::HigherCheckerFirst => "a higher number bears off only from your highest point",
            Refusal::NoHitWithoutHomeChecker => {
                "you may hit only once you have a checker in your home board"
            }
            Refusal::OneFromTheHead => {
                "only one checker leaves the head a turn (two on a first 6-6, 4-4 or 3-3)"
            }
            Refusal::FirstCheckerFirst => {
                "your first checker must pass the opponent's start before another leaves yours"
            }
            Refusal::CourierFirst => {
                "your courier must reach your home board before another checker leaves your start"
            }
            Refusal::ForbiddenBlock => {
                "that would leave a block the rules forbid: six points in a row on the opponent's way with none of his checkers past them (in Fevga also all six points of his starting quarter)"
            }
            Refusal::MustUseBothDice => "both dice can be played, and after this move they cannot",
            Refusal::MustUseHigherDie => "only one die can be played, so it must be the higher",
            Refusal::MustPlayMore => "more of the doublet can be played than this move allows",
            Refusal::OnlyOnesAndSixes => "only 1s, 6s and doublets count in the chase",
            Refusal::OneCheckerAPoint => "a point holds only one checker in the chase",
            Refusal::LastCheckerByCorners => {
                "your last checker moves only on 1s and 6s, from corner to corner: a 1 to the nearest corner ahead, a 6 to the one after"
            }
            Refusal::LastCheckerToCorners => {
                "your last checker stands on a corner: it moves only to corners"
            }
            Refusal::LastCheckerSafe => {
                "the opponent's last checker can be captured only on a corner, and not between two of your checkers"
            }
        }
    }
}

impl core::fmt::Display for Refusal {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.sentence())
    }
}

/// Whether step `m` (die `d`) from `pos` is what the step rules allow, and if
/// not, why.
fn step_refusal(
    rules: &RuleSet,
    turn: &Turn,
    pos: &Position,
    from: usize,
    d: usize,
) -> Result<(Position, Move), Refusal> {
    if circuit::applies(rules) {
        return stepgen::step(rules, pos, from, d)
            .ok_or_else(|| circuit_refusal(rules, pos, from, d));
    }
    if let Some((next, m)) = stepgen::step(rules, pos, from, d) {
        if stepgen::step_allowed(turn, pos, &m) {
            if !stepgen::landing_allowed(rules, &next) {
                return Err(Refusal::ForbiddenBlock);
            }
            return Ok((next, m));
        }
        return Err(match rules.hook {
            Hook::LongNardy { .. } => Refusal::OneFromTheHead,
            Hook::Fevga { .. } => Refusal::FirstCheckerFirst,
            Hook::Courier => Refusal::CourierFirst,
            _ => Refusal::NoChecker,
        });
    }
    let pips = pos.pips();
    let mine = |p: usize| pips[p] > 0;
    let on_bar = pips[BAR] > 0;
    Err(if from == RESERVE as usize {
        if pos.reserve(Player::OnRoll) == 0 {
            Refusal::NoChecker
        } else if on_bar {
            Refusal::EnterFirst
        } else {
            // It enters as from the bar.
            landing_refusal(rules, pips[BAR - d])
        }
    } else if from != BAR && !mine(from) {
        if pos.is_pinned(Player::OnRoll, from) {
            Refusal::CheckerPinned
        } else {
            Refusal::NoChecker
        }
    } else if from != BAR && on_bar {
        Refusal::EnterFirst
    } else if from == BAR && !on_bar {
        Refusal::NoChecker
    } else if from != BAR && pos.reserve(Player::OnRoll) > 0 && rules.entering == Entering::First {
        Refusal::EnterAllFirst
    } else {
        let start = from.min(BAR);
        if start > d {
            landing_refusal(rules, pips[start - d])
        } else if pos.reserve(Player::OnRoll) > 0
            || (7..=BAR).any(mine)
            || pos.pinned(Player::OnRoll) >> 7 != 0
        {
            // A pinned checker outside the home board is not home either.
            Refusal::NotAllHome
        } else if pos.pinned(Player::OnRoll) != 0 {
            Refusal::PinnedAtHome
        } else {
            Refusal::HigherCheckerFirst
        }
    })
}

/// Why a step may not land on a point holding `occupant` (a signed count).
fn landing_refusal(rules: &RuleSet, occupant: i8) -> Refusal {
    match rules.capture {
        Capture::Block if occupant < 0 => Refusal::PointOccupied,
        Capture::Hit | Capture::Pin if occupant <= -2 => Refusal::PointClosed,
        Capture::Pin => Refusal::PointHeldByPin,
        _ => Refusal::NoHitWithoutHomeChecker,
    }
}

/// Why a capture game refuses `d` from `from` (the step is not legal).
fn circuit_refusal(rules: &RuleSet, pos: &Position, from: usize, d: usize) -> Refusal {
    if !(1..BAR).contains(&from) || pos.pips()[from] <= 0 {
        return Refusal::NoChecker;
    }
    let Some(to) = circuit::target(rules, pos, from, d) else {
        return Refusal::LastCheckerByCorners;
    };
    match rules.hook {
        Hook::Icelandic if icelandic::last_on_corner(pos, from) && !circuit::is_corner(to) => {
            Refusal::LastCheckerToCorners
        }
        Hook::Chase if pos.pips()[to] > 0 => Refusal::OneCheckerAPoint,
        Hook::Chase if pos.pips()[to] < 0 && chase::protected(pos, to) => Refusal::LastCheckerSafe,
        _ => Refusal::NoChecker,
    }
}

/// Why no number left takes the checker on `from` to `to` in a capture game
/// (a move of `part`, a part of `roll`), or the Icelandic last checker's
/// jump when it is that move and the first of the turn.
fn circuit_no_number(
    rules: &RuleSet,
    pos: &Position,
    roll: Roll,
    part: &Dice,
    first: bool,
    from: usize,
    to: usize,
) -> Result<Move, Refusal> {
    if let (true, Some((_, m))) = (first, icelandic_jump(rules, pos)) {
        if (usize::from(m.from), usize::from(m.to)) == (from, to) {
            return Ok(m);
        }
    }
    if !(1..BAR).contains(&from) || pos.pips()[from] <= 0 {
        return Err(Refusal::NoChecker);
    }
    if rules.hook == Hook::Chase {
        if pos.checkers() == 1 {
            return Err(Refusal::LastCheckerByCorners);
        }
        let ignored = [roll.high(), roll.low()]
            .into_iter()
            .any(|d| !part.values().contains(&d) && circuit::ahead(from, usize::from(d)) == to);
        if ignored {
            return Err(Refusal::OnlyOnesAndSixes);
        }
    }
    Err(Refusal::NoSuchNumber)
}

/// The Icelandic last checker's jump from `pos`, in that rule set.
fn icelandic_jump(rules: &RuleSet, pos: &Position) -> Option<(Position, Move)> {
    match rules.hook {
        Hook::Icelandic => icelandic::jump(pos),
        _ => None,
    }
}

/// Every position reachable from `pos` by playing some of `dice` (the leaves:
/// all played, or nothing more can be), with the steps of the turn by then.
fn leaves(
    rules: &RuleSet,
    turn_before: &Position,
    roll: Roll,
    steps: &mut Vec<Move>,
    pos: &Position,
    dice: &[u8],
    out: &mut Vec<(Position, usize)>,
) {
    let mut any = false;
    for (i, &d) in dice.iter().enumerate() {
        let rest: Vec<u8> = dice
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &x)| x)
            .collect();
        for from in (1..=RESERVE as usize).rev() {
            let turn = Turn {
                rules,
                before: turn_before,
                roll,
                steps,
            };
            let Ok((next, m)) = step_refusal(rules, &turn, pos, from, d as usize) else {
                continue;
            };
            any = true;
            steps.push(m);
            leaves(rules, turn_before, roll, steps, &next, &rest, out);
            steps.pop();
        }
    }
    if !any {
        out.push((*pos, steps.len()));
    }
}

/// The position after the moves `played` of the part `part` from `before`,
/// and the dice of the part still to play: each move takes the first die
/// left that plays it (the last checker's jump, in Icelandic backgammon,
/// takes them all: its numbers are the opponent's).
///
/// # Errors
/// [`Refusal::NoSuchNumber`] when a move of `played` uses no die left.
pub fn after_played(
    rules: &RuleSet,
    before: &Position,
    part: &Dice,
    played: &[Move],
) -> Result<(Position, Vec<u8>), Refusal> {
    let mut dice = part.values().to_vec();
    let mut pos = *before;
    for (i, m) in played.iter().enumerate() {
        if let (0, Some((after, jump))) = (i, icelandic_jump(rules, &pos)) {
            if jump == *m {
                pos = after;
                dice.clear();
                continue;
            }
        }
        let lands = |d: &u8| {
            stepgen::step(rules, &pos, usize::from(m.from), usize::from(*d))
                .is_some_and(|(_, s)| s.to == m.to)
        };
        let Some(k) = dice.iter().position(lands) else {
            return Err(Refusal::NoSuchNumber);
        };
        let d = dice.remove(k);
        pos = stepgen::step(rules, &pos, usize::from(m.from), usize::from(d))
            .map(|s| s.0)
            .unwrap_or(pos);
    }
    Ok((pos, dice))
}

/// Why the move `from` → `to` is refused, after the moves `played` of the
/// roll `roll` from `before` (points from the mover's side: 25 the bar,
/// [`RESERVE`] a checker off the board, 0 off); `Ok` with the move when it
/// is allowed (it starts or continues a legal play).
///
/// # Errors
/// The [`Refusal`] naming the rule.
pub fn why_not(
    rules: &RuleSet,
    before: &Position,
    roll: Roll,
    played: &[Move],
    from: u8,
    to: u8,
) -> Result<Move, Refusal> {
    let part = rules.rolls.first_part(roll, before);
    why_not_in_part(rules, before, roll, &part, played, from, to)
}

/// [`why_not`] for a part of a turn ([`super::rules::rolls`]): the move
/// plays one of `part`, the dice of the part, in a turn that began with
/// `roll`.
///
/// # Errors
/// The [`Refusal`] naming the rule.
pub fn why_not_in_part(
    rules: &RuleSet,
    before: &Position,
    roll: Roll,
    part: &Dice,
    played: &[Move],
    from: u8,
    to: u8,
) -> Result<Move, Refusal> {
    let all_same = part.values().iter().all(|&d| d == part.values()[0]);
    let highest = part.values().first().copied().unwrap_or(0);
    let (pos, dice) = after_played(rules, before, part, played)?;
    let steps = played.to_vec();
    if dice.is_empty() {
        return Err(Refusal::NoDiceLeft);
    }
    let start = usize::from(from).min(BAR);
    let mut candidates: Vec<u8> = dice
        .iter()
        .copied()
        .filter(|&d| {
            let d = usize::from(d);
            if circuit::applies(rules) {
                circuit::target(rules, &pos, usize::from(from), d) == Some(usize::from(to))
            } else if to == 0 {
                d >= start && start <= 6
            } else {
                start > usize::from(to) && start - usize::from(to) == d
            }
        })
        .collect();
    candidates.dedup();
    // An exact number before a higher one (bearing off).
    crate::common::sort::sort(&mut candidates);
    if candidates.is_empty() {
        if circuit::applies(rules) {
            let (from, to) = (usize::from(from), usize::from(to));
            return circuit_no_number(rules, &pos, roll, part, steps.is_empty(), from, to);
        }
        return Err(Refusal::NoSuchNumber);
    }
    let mut plays = Vec::new();
    let most = usize::from(legal_plays_of_dice(rules, before, roll, part, &mut plays).dice);
    let legal: Vec<Position> = plays.iter().map(|p| *p.after()).collect();
    let mut first_refusal = None;
    for d in candidates {
        let turn = Turn {
            rules,
            before,
            roll,
            steps: &steps,
        };
        let (next, m) = match step_refusal(rules, &turn, &pos, usize::from(from), usize::from(d)) {
            Ok(s) => s,
            Err(r) => {
                first_refusal.get_or_insert(r);
                continue;
            }
        };
        let mut rest = dice.clone();
        if let Some(i) = rest.iter().position(|&x| x == d) {
            rest.remove(i);
        }
        let mut reach = Vec::new();
        let mut path = steps.clone();
        path.push(m);
        leaves(rules, before, roll, &mut path, &next, &rest, &mut reach);
        if reach.iter().any(|(p, _)| legal.contains(p)) {
            return Ok(m);
        }
        // The move can be played but leads to no legal play: too few dice,
        // the lower die alone, or a result the rule set forbids.
        let reached = reach.iter().map(|r| r.1).max().unwrap_or(0);
        let reason = if reached < most {
            if all_same {
                Refusal::MustPlayMore
            } else {
                Refusal::MustUseBothDice
            }
        } else if most == 1 && !all_same && d < highest {
            Refusal::MustUseHigherDie
        } else {
            Refusal::ForbiddenBlock
        };
        first_refusal.get_or_insert(reason);
    }
    Err(first_refusal.unwrap_or(Refusal::NoSuchNumber))
}
