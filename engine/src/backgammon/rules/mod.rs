//! Rule sets: what makes each game of the backgammon family itself, as data
//! first (setup, checkers, movement, results) and, where needed, a hook in the
//! rule set's own file.
//!
//! Ordinary backgammon, Nackgammon and Hypergammon differ only in their setup
//! ([`standard`]); the regional variants of `shared/rules/variants.md` add
//! their own movement and results here.

pub mod standard;

use super::position::Position;

/// How checkers move and capture. Ordinary movement: opposite directions,
/// hitting a lone checker to the bar, entering from the bar first, doublets
/// played four times, bearing off by the exact number or from the highest
/// point (see [`super::movegen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Movement {
    /// Ordinary backgammon movement.
    Standard,
}

/// Which results count more than a single game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Results {
    /// A gammon (the loser has borne off none) counts 2.
    pub gammons: bool,
    /// A backgammon (a gammon with a checker on the bar or in the winner's
    /// home board) counts 3.
    pub backgammons: bool,
}

/// One game of the family: its name, setup and rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Its name in addresses, the CLI and notations (`"backgammon"`, ...).
    pub name: &'static str,
    /// Checkers a side.
    pub checkers: u8,
    /// Each side's start, from its own side: index 0 = its ace point, 23 its
    /// 24-point, 24 its bar.
    pub setup: [u8; 25],
    /// How checkers move.
    pub movement: Movement,
    /// Which results count double or triple.
    pub results: Results,
    /// The doubling cube is used.
    pub cube: bool,
    /// The rules as a short text, English then French.
    pub text: [&'static str; 2],
}

impl RuleSet {
    /// The start position (both sides set up; either may be on roll).
    pub fn start(&self) -> Position {
        Position::symmetric(self.setup, self.checkers).expect("a rule set's setup is valid")
    }
}

/// The rule sets the engine knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Backgammon with the doubling cube.
    Backgammon,
    /// Nackgammon: backgammon from a setup with more back checkers.
    Nackgammon,
    /// Hypergammon with 1, 2 or 3 checkers a side.
    Hypergammon(u8),
}

impl Variant {
    /// Every variant, in the order of the app's list.
    pub const ALL: [Variant; 5] = [
        Variant::Backgammon,
        Variant::Nackgammon,
        Variant::Hypergammon(3),
        Variant::Hypergammon(2),
        Variant::Hypergammon(1),
    ];

    /// Its rule set.
    pub fn rules(self) -> &'static RuleSet {
        match self {
            Variant::Backgammon => &standard::BACKGAMMON,
            Variant::Nackgammon => &standard::NACKGAMMON,
            Variant::Hypergammon(1) => &standard::HYPERGAMMON_1,
            Variant::Hypergammon(2) => &standard::HYPERGAMMON_2,
            Variant::Hypergammon(_) => &standard::HYPERGAMMON_3,
        }
    }

    /// Its name (`"backgammon"`, `"nackgammon"`, `"hypergammon"` (3 checkers),
    /// `"hypergammon2"`, `"hypergammon1"`).
    pub fn name(self) -> &'static str {
        self.rules().name
    }

    /// The variant of a name ([`Self::name`]; `"hypergammon3"` too).
    pub fn parse(name: &str) -> Option<Variant> {
        match name {
            "hypergammon3" => Some(Variant::Hypergammon(3)),
            _ => Variant::ALL.into_iter().find(|v| v.name() == name),
        }
    }
}
