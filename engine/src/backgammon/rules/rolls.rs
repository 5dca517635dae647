//! What a roll gives to play: backgammon's two numbers (a doublet four
//! times) and the variants' own doublet rules — Russian complements, gul
//! bara's cascade, the acey-deucey's chosen doublet, the chase's numbers
//! that count — each planned in its variant's file as a [`Plan`]: the parts
//! of the turn in order, and whether the player rolls again once every part
//! is played in full (or, in the chase, whatever he could play).
//!
//! Each part is played as one roll is: as many of its dice as possible, the
//! higher of two when only one can be played. A part the player cannot play
//! in full ends the turn: the rest of it (the dice left, the following
//! parts, the roll again) is lost, or, in gul bara, played by the opponent
//! ([`Rest`]).

use super::{acey_deucey, chase, gul_bara, russian};
use crate::backgammon::position::Position;
use crate::common::dice::Roll;

/// Up to four dice played together: one part of a turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Dice {
    values: [u8; 4],
    len: u8,
}

impl Dice {
    /// The dice of a roll: its two numbers, a doublet four times.
    pub const fn of_roll(roll: Roll) -> Dice {
        if roll.is_doublet() {
            Dice::four(roll.high())
        } else {
            Dice {
                values: [roll.high(), roll.low(), 0, 0],
                len: 2,
            }
        }
    }

    /// Four times `n` (a doublet).
    pub const fn four(n: u8) -> Dice {
        Dice::times(n, 4)
    }

    /// `n`, `count` times (at most 4).
    pub const fn times(n: u8, count: u8) -> Dice {
        let count = if count > 4 { 4 } else { count };
        let mut values = [0; 4];
        let mut i = 0;
        while i < count as usize {
            values[i] = n;
            i += 1;
        }
        Dice { values, len: count }
    }

    /// The numbers, higher first.
    pub fn values(&self) -> &[u8] {
        &self.values[..self.len as usize]
    }

    /// How many dice.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// No dice.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The dice left once a play has used `used` of them, worth `pips` in
    /// all (the higher first: of two numbers with one played, the one not
    /// worth `pips` is left).
    pub fn left_after(&self, used: usize, pips: u32) -> Dice {
        if used == 0 {
            return *self;
        }
        if used >= self.len() {
            return Dice::default();
        }
        // Two different numbers, one played: the other is left.
        if self.len == 2 && self.values[0] != self.values[1] {
            let left = if u32::from(self.values[0]) == pips {
                self.values[1]
            } else {
                self.values[0]
            };
            return Dice::times(left, 1);
        }
        Dice::times(self.values[0], self.len - used as u8)
    }
}

impl core::fmt::Display for Dice {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let v = self.values();
        match v {
            [] => write!(f, "-"),
            [a, b] => write!(f, "{a}-{b}"),
            [a, rest @ ..] if rest.iter().all(|x| x == a) => write!(f, "{a}×{}", v.len()),
            _ => {
                let s: Vec<String> = v.iter().map(u8::to_string).collect();
                write!(f, "{}", s.join(" "))
            }
        }
    }
}

/// Why a part of a turn is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// The roll itself (a doublet four times).
    Roll,
    /// Russian: the complement of the doublet, (7 − n) four times.
    Complement,
    /// Gul bara: the next doublet of the cascade.
    Cascade,
    /// Acey-deucey: the doublet the player chose.
    Chosen,
    /// Acey-deucey, European: the complement of the chosen doublet.
    ChosenComplement,
    /// Gul bara: dice the opponent could not play, played by this player.
    OpponentsRest,
}

impl Part {
    /// Its name in English for the log (`"roll"`, `"complement"`, ...).
    pub const fn name(self) -> &'static str {
        match self {
            Part::Roll => "roll",
            Part::Complement => "complement",
            Part::Cascade => "cascade",
            Part::Chosen => "chosen doublet",
            Part::ChosenComplement => "complement of the chosen doublet",
            Part::OpponentsRest => "the opponent's rest",
        }
    }
}

/// One item of a turn's plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// Dice to play, and why.
    Play(Dice, Part),
    /// The player names a doublet (then plays it; with `complement`, its
    /// complement too).
    Choose {
        /// The complement follows the chosen doublet (European acey-deucey).
        complement: bool,
    },
}

/// The most items a plan holds (gul bara's cascade from 1-1: six doublets).
pub const MAX_ITEMS: usize = 7;

/// What a roll gives the player to play, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Plan {
    items: [Item; MAX_ITEMS],
    len: u8,
    /// Every part played in full, the player rolls again.
    pub roll_again: bool,
    /// With `roll_again`: he rolls again even when a part could not be
    /// played in full (the chase's doublets).
    pub regardless: bool,
}

impl Plan {
    /// A plan of `items` (at most [`MAX_ITEMS`]; more are dropped).
    pub fn new(items: &[Item], roll_again: bool) -> Plan {
        let mut p = Plan {
            items: [Item::Play(Dice::default(), Part::Roll); MAX_ITEMS],
            len: 0,
            roll_again,
            regardless: false,
        };
        for &i in items.iter().take(MAX_ITEMS) {
            p.items[p.len as usize] = i;
            p.len += 1;
        }
        p
    }

    /// The same plan, its roll again (if any) made whatever the player
    /// could play.
    pub fn regardless(mut self) -> Plan {
        self.regardless = true;
        self
    }

    /// The player rolls again after this plan, however its parts went.
    pub fn rolls_again_regardless(&self) -> bool {
        self.roll_again && self.regardless
    }

    /// Backgammon's: the roll, once.
    pub fn ordinary(roll: Roll) -> Plan {
        Plan::new(&[Item::Play(Dice::of_roll(roll), Part::Roll)], false)
    }

    /// The items.
    pub fn items(&self) -> &[Item] {
        &self.items[..self.len as usize]
    }
}

/// What happens to the part of a turn the player could not play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rest {
    /// It is lost (with any roll again).
    Lost,
    /// The opponent plays it, then has his own turn (gul bara).
    Opponent,
}

/// What the player has done in the game so far, when he rolls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Context {
    /// This roll's number among his rolls of the game, from 1 (rolling
    /// again counts; the opening roll counts when its dice are played).
    pub roll_number: u32,
    /// None of his checkers is still to be entered.
    pub all_entered: bool,
    /// His checkers in the game (the chase's last checker has its own
    /// numbers).
    pub checkers: u8,
}

/// A rule set's roll rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RollRule {
    /// Two numbers, a doublet four times (backgammon).
    Ordinary,
    /// Russian backgammon ([`russian`]): n-n, then (7 − n) four times, then
    /// roll again.
    Russian {
        /// From the first doublet (else only once all checkers are in; a
        /// doublet before is played four times, no more).
        from_first: bool,
    },
    /// Gul bara ([`gul_bara`]): from the player's 4th roll a doublet n-n
    /// cascades (n, n + 1, ..., 6, four times each); a completed doublet
    /// rolls again.
    GulBara {
        /// The opponent plays what the player could not (else it is lost).
        opponent_plays_rest: bool,
    },
    /// The acey-deucey and Matador's bonus ([`acey_deucey`]): on `trigger`
    /// the player plays it, names a doublet and plays it (and its
    /// complement, with `complement`), then rolls again.
    Bonus {
        /// The roll that gives the bonus (1-2 in acey-deucey, 4-3 in
        /// Matador).
        trigger: Roll,
        /// The complement of the chosen doublet follows it.
        complement: bool,
    },
    /// The chase ([`chase`]): only 1s, 6s and doublets count; 6-6 is four
    /// sixes, another doublet two of its number (the last checker: 1-1 and
    /// 6-6 twice, no other); a doublet rolls again.
    Chase {
        /// Every doublet rolls again, until the dice differ (seed 002); else
        /// only the last checker's doublets other than 1-1 and 6-6 (bkgm).
        roll_again: bool,
    },
}

impl RollRule {
    /// The plan of `roll` for a player at `context`.
    pub fn plan(self, roll: Roll, context: Context) -> Plan {
        match self {
            RollRule::Ordinary => Plan::ordinary(roll),
            RollRule::Russian { from_first } => russian::plan(from_first, roll, context),
            RollRule::GulBara { .. } => gul_bara::plan(roll, context),
            RollRule::Bonus {
                trigger,
                complement,
            } => acey_deucey::plan(trigger, complement, roll),
            RollRule::Chase { roll_again } => chase::plan(roll_again, roll, context),
        }
    }

    /// The dice of the first part of `roll` in `pos` (the side on roll's):
    /// its two numbers, a doublet four times, but in the chase only the
    /// numbers that count. What [`crate::backgammon::play::legal_plays_for`]
    /// plays for a roll.
    pub fn first_part(self, roll: Roll, pos: &Position) -> Dice {
        match self {
            RollRule::Chase { .. } => chase::dice(roll, pos.checkers() == 1),
            _ => Dice::of_roll(roll),
        }
    }

    /// What happens to a part not played in full.
    pub fn rest(self) -> Rest {
        match self {
            RollRule::GulBara {
                opponent_plays_rest: true,
            } => Rest::Opponent,
            _ => Rest::Lost,
        }
    }

    /// The items that replace a [`Item::Choose`] once the player names
    /// `n`.
    pub fn chosen(n: u8, complement: bool) -> [Option<Item>; 2] {
        [
            Some(Item::Play(Dice::four(n), Part::Chosen)),
            complement.then(|| Item::Play(Dice::four(7 - n), Part::ChosenComplement)),
        ]
    }
}
