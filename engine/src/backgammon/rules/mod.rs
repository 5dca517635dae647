//! Rule sets: what makes each game of the backgammon family itself, as data
//! first (setups, route, capture, entering, results) and, where needed, a
//! [`Hook`] in the rule set's own file.
//!
//! Ordinary backgammon, Nackgammon and Hypergammon differ only in their setup
//! ([`standard`]); Dutch backgammon ([`dutch`]), Snake ([`snake`]) and
//! American ([`american`]) start with checkers off the board; long nardy
//! ([`long_nardy`]), Fevga ([`fevga`]) and jacquet ([`jacquet`]) go round the
//! same way without hitting; Plakoto ([`plakoto`]) pins instead of hitting;
//! the chase ([`chase`]) and Icelandic backgammon ([`icelandic`]) go round
//! and round, capturing for good ([`Capture::Remove`],
//! [`crate::backgammon::circuit`]). The options of every rule set are the
//! fields of [`VariantOptions`].

pub mod acey_deucey;
pub mod american;
pub mod blocks;
pub mod chase;
pub mod dutch;
pub mod fevga;
pub mod gul_bara;
pub mod icelandic;
pub mod jacquet;
pub mod long_nardy;
pub mod matador;
pub mod plakoto;
pub mod portes;
pub mod rolls;
pub mod russian;
pub mod snake;
pub mod standard;

mod options;
pub use options::VariantOptions;

pub use blocks::BlockTiming;
pub use rolls::RollRule;

use super::matchplay::Stakes;
use super::position::{Missing, Position, PositionSetup, Route};
use crate::common::side::{BySide, Side};

/// What landing on opposing checkers does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Capture {
    /// A lone checker is hit to the bar; two or more close the point.
    Hit,
    /// No hitting: any opposing checker closes the point.
    Block,
    /// Plakoto: a lone checker landed on is pinned under the lander (it stays,
    /// cannot move, and its point is the lander's) until his last checker
    /// there leaves; two or more close the point, and so does one pinning a
    /// checker of the mover. No bearing off while a checker of the mover is
    /// pinned.
    Pin,
    /// The capture games: checkers go round the board for ever (never borne
    /// off, [`crate::backgammon::circuit`]) and landing on opposing checkers
    /// captures them for good (no bar, no re-entry); a side with no checker
    /// left has lost.
    Remove,
}

/// How checkers that start off the board (the reserve) come in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entering {
    /// All of them before any other checker moves (as from the bar).
    First,
    /// Whenever the player likes.
    Free,
}

/// What the winner of the opening roll does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opening {
    /// He plays the two opening dice (backgammon).
    PlayOpeningDice,
    /// He rolls again for his first move (long nardy, Tavli).
    RollAgain,
    /// No opening roll: White rolls first (American).
    WhiteFirst,
    /// The lower opening die begins, rolling again for his first move (the
    /// chase's option, after bkgm's "Chasing the Girls").
    LowerRollsAgain,
}

/// Which results count more than a single game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Results {
    /// A gammon counts 2.
    pub gammons: bool,
    /// A backgammon (a gammon with a checker on the bar or in the winner's
    /// home board) counts 3.
    pub backgammons: bool,
    /// What makes a gammon.
    pub gammon: Gammon,
}

impl Results {
    /// Single 1, gammon 2, backgammon 3 (backgammon).
    pub const ORDINARY: Results = Results {
        gammons: true,
        backgammons: true,
        gammon: Gammon::NoneBorneOff,
    };
    /// Single 1, gammon ("mars") 2, no triple (long nardy, the Greek games).
    pub const NO_TRIPLE: Results = Results {
        backgammons: false,
        ..Results::ORDINARY
    };
}

/// What makes a game a gammon (a double game).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Gammon {
    /// The loser has borne off no checker (backgammon, and most games).
    NoneBorneOff,
    /// The loser still has a checker in his starting quarter (the winner's
    /// home board) or on the bar (an option of Portes).
    LeftInStartingQuarter,
}

/// A side's start: its checkers from its own side (index 0 = its ace point,
/// 23 its 24-point, 24 its bar) and those it must still enter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Start {
    /// On the board.
    pub board: [u8; 25],
    /// Off the board, to be entered.
    pub reserve: u8,
}

/// The special rules of a rule set beyond its data, each in the rule set's
/// own file (called by the step-by-step generator, [`super::stepgen`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hook {
    /// None.
    None,
    /// Dutch backgammon: a blot may be hit only by a player who has a
    /// checker in his home board ([`dutch`]).
    DutchHitting,
    /// Long nardy ([`long_nardy`]): one checker leaves the head a turn (two
    /// on a first 6-6, 4-4 or, with `three_three`, 3-3); no six-point block
    /// on the opponent's route without an opposing checker ahead of it
    /// ([`blocks`]).
    LongNardy {
        /// A first 3-3 lets two checkers leave the head too.
        three_three: bool,
        /// When the block rule is judged.
        blocks: BlockTiming,
    },
    /// Fevga ([`fevga`]): a first checker goes past the opponent's start
    /// (`pass_start`) or into his starting quarter before a second leaves
    /// the start; no six-point block on the opponent's route without an
    /// opposing checker ahead of it; never all six points of the opponent's
    /// starting quarter ([`blocks`]).
    Fevga {
        /// The first checker must pass the opponent's start point (else
        /// only reach his starting quarter).
        pass_start: bool,
        /// When the block rules are judged.
        blocks: BlockTiming,
    },
    /// Jacquet's courier ([`jacquet`]): one checker reaches the home board
    /// before a second leaves the start (Fevga's first-checker rule with
    /// another goal).
    Courier,
    /// The chase ([`chase`]): one checker a point; a player's last checker
    /// goes from corner to corner (a 1 to the next, a 6 to the one after)
    /// and is captured only on a corner, not between two opposing checkers.
    Chase,
    /// Icelandic backgammon ([`icelandic`]): a player's last checker may jump
    /// to the nearest corner whatever the dice (they pass to the opponent),
    /// and once on a corner moves only to corners.
    Icelandic,
}

/// One game of the family: its name, setups and rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSet {
    /// Its name in addresses, the CLI and notations (`"backgammon"`, ...).
    pub name: &'static str,
    /// Checkers a side.
    pub checkers: u8,
    /// Each side's start.
    pub starts: BySide<Start>,
    /// How the two routes lie, seen by White ([`Self::route_for`]).
    pub route: Route,
    /// What landing on opposing checkers does.
    pub capture: Capture,
    /// How the reserve comes in.
    pub entering: Entering,
    /// Special rules in the rule set's file.
    pub hook: Hook,
    /// What the winner of the opening roll does.
    pub opening: Opening,
    /// What a roll gives to play (the doublet rules).
    pub rolls: RollRule,
    /// The rule set's own stakes, in place of the session's (acey-deucey's
    /// per checker left; the capture games' one a game, the loser having no
    /// checker left to count).
    pub stakes: Option<Stakes>,
    /// Which results count double or triple.
    pub results: Results,
    /// The doubling cube is used.
    pub cube: bool,
    /// What a win is worth to each side, in stakes: the result × the cube ×
    /// this (1 each; American: 3 for White, 1 for Black).
    pub worth: BySide<u32>,
    /// Plakoto's mother rule ends a game too ([`plakoto::mother_ending`]).
    pub mother_rule: bool,
}

impl RuleSet {
    /// When the rule set's block rules are judged, if it has any (long
    /// nardy's six-point block; Fevga's, and his starting quarter).
    pub fn block_timing(&self) -> Option<BlockTiming> {
        match self.hook {
            Hook::LongNardy { blocks, .. } | Hook::Fevga { blocks, .. } => Some(blocks),
            _ => None,
        }
    }

    /// The start position with White on roll.
    pub fn start(&self) -> Position {
        self.start_for(Side::White)
    }

    /// The start position with `on_roll` on roll.
    pub fn start_for(&self, on_roll: Side) -> Position {
        let (mine, theirs) = (self.starts[on_roll], self.starts[on_roll.opponent()]);
        PositionSetup {
            reserve: [mine.reserve, theirs.reserve],
            route: self.route_for(on_roll),
            ..PositionSetup::new(mine.board, theirs.board, self.checkers)
        }
        .validate_with(self.missing())
        .expect("a rule set's setup is valid")
    }

    /// How the routes lie seen by `side` on roll: [`Self::route`] for
    /// White, the same seen from the other side for Black (they differ only
    /// when the starts are neither facing each other nor on one track:
    /// American).
    pub fn route_for(&self, side: Side) -> Route {
        match side {
            Side::White => self.route,
            Side::Black => self.route.seen_by_opponent(),
        }
    }

    /// What became of a side's checkers that are not on the board nor to
    /// enter: borne off, or (the capture games) captured for good.
    pub fn missing(&self) -> Missing {
        match self.capture {
            Capture::Remove => Missing::Captured,
            Capture::Hit | Capture::Block | Capture::Pin => Missing::BorneOff,
        }
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
    /// Dutch backgammon: all checkers start off the board.
    Dutch,
    /// Snake ("Ular"): White starts on Black's 1, 2 and 3 points, nine to enter.
    Snake,
    /// Long nardy: all 15 on the head, both going round the same way, no
    /// hitting.
    LongNardy,
    /// Fevga (Tavli's third game): as long nardy's board, its own start rules.
    Fevga,
    /// Portes (Tavli's first game): backgammon without the cube, 1 or 2.
    Portes,
    /// Russian backgammon: all 15 enter the same table, one track, doublets
    /// and their complements.
    Russian,
    /// Gul bara: long nardy's board, no hitting, doublets cascading to 6-6.
    GulBara,
    /// Acey-deucey: all 15 enter freely; 1-2 gives a chosen doublet and a
    /// roll again.
    AceyDeucey,
    /// American (seed 002): both go round anticlockwise, White from the
    /// lower-left quarter with nine to enter, Black from the lower right;
    /// no hitting; White's win counts 3.
    American,
    /// Jacquet (French): all 15 on the own start, same direction, no
    /// hitting, a courier goes home before the others leave.
    Jacquet,
    /// Matador (thin): jacquet with a chosen doublet and a roll again on
    /// 4-3.
    Matador,
    /// Plakoto (Tavli's second game): all 15 on the own 24-point, opposite
    /// directions, a lone checker landed on is pinned instead of hit.
    Plakoto,
    /// The chase, "Að elta stelpur" (thin): six checkers each, round and
    /// round, only 1s, 6s and doublets count, captured checkers leave the
    /// game, the last checker goes from corner to corner.
    Chase,
    /// Icelandic backgammon (thin, the seed read literally): six checkers
    /// each on the right side, round and round, landing on opposing
    /// checkers captures them, the last checker may jump to a corner.
    Icelandic,
}

impl Variant {
    /// Every variant, in the order of the app's list (new ones are added at
    /// the end: the game notation names a variant by its index here).
    pub const ALL: [Variant; 19] = [
        Variant::Backgammon,
        Variant::Nackgammon,
        Variant::Hypergammon(3),
        Variant::Hypergammon(2),
        Variant::Hypergammon(1),
        Variant::Dutch,
        Variant::Snake,
        Variant::LongNardy,
        Variant::Fevga,
        Variant::Portes,
        Variant::Russian,
        Variant::GulBara,
        Variant::AceyDeucey,
        Variant::American,
        Variant::Jacquet,
        Variant::Matador,
        Variant::Plakoto,
        Variant::Chase,
        Variant::Icelandic,
    ];

    /// Its rule set with the default options.
    pub fn rules(self) -> &'static RuleSet {
        match self {
            Variant::Backgammon => &standard::BACKGAMMON,
            Variant::Nackgammon => &standard::NACKGAMMON,
            Variant::Hypergammon(1) => &standard::HYPERGAMMON_1,
            Variant::Hypergammon(2) => &standard::HYPERGAMMON_2,
            Variant::Hypergammon(_) => &standard::HYPERGAMMON_3,
            Variant::Dutch => &dutch::DUTCH,
            Variant::Snake => &snake::SNAKE,
            Variant::LongNardy => &long_nardy::LONG_NARDY,
            Variant::Fevga => &fevga::FEVGA,
            Variant::Portes => &portes::PORTES,
            Variant::Russian => &russian::RUSSIAN,
            Variant::GulBara => &gul_bara::GUL_BARA,
            Variant::AceyDeucey => &acey_deucey::ACEY_DEUCEY,
            Variant::American => &american::AMERICAN,
            Variant::Jacquet => &jacquet::JACQUET,
            Variant::Matador => &matador::MATADOR,
            Variant::Plakoto => &plakoto::PLAKOTO,
            Variant::Chase => &chase::CHASE,
            Variant::Icelandic => &icelandic::ICELANDIC,
        }
    }

    /// Its rule set with `options`.
    pub fn rules_with(self, options: &VariantOptions) -> RuleSet {
        let mut r = *self.rules();
        match self {
            Variant::Hypergammon(_) if !options.hypergammon_gammons => {
                r.results = Results {
                    gammons: false,
                    backgammons: false,
                    ..r.results
                };
            }
            Variant::Dutch if !options.dutch_hit_after_home => r.hook = Hook::None,
            Variant::LongNardy => {
                r.hook = Hook::LongNardy {
                    three_three: options.nardy_first_three_three,
                    blocks: BlockTiming::of(options.nardy_block_each_landing),
                }
            }
            Variant::Fevga => {
                r.hook = Hook::Fevga {
                    pass_start: options.fevga_pass_start,
                    blocks: BlockTiming::of(options.fevga_block_each_landing),
                }
            }
            Variant::Portes if !options.portes_double_if_none_off => {
                r.results.gammon = Gammon::LeftInStartingQuarter;
            }
            Variant::Russian => {
                if !options.russian_enter_all_first {
                    r.entering = Entering::Free;
                }
                if !options.russian_hitting {
                    r.capture = Capture::Block;
                }
                r.rolls = RollRule::Russian {
                    from_first: options.russian_complements_from_first,
                };
            }
            Variant::GulBara => {
                r.rolls = RollRule::GulBara {
                    opponent_plays_rest: options.gul_bara_opponent_plays_rest,
                };
            }
            Variant::AceyDeucey => {
                r.rolls = RollRule::Bonus {
                    trigger: acey_deucey::ACEY_DEUCEY_ROLL,
                    complement: options.acey_deucey_european,
                };
            }
            Variant::Jacquet | Variant::Matador if !options.jacquet_blocking => {
                r.capture = Capture::Hit
            }
            Variant::Chase => {
                r.rolls = RollRule::Chase {
                    roll_again: options.chase_doublets_roll_again,
                };
                if options.chase_lower_starts {
                    r.opening = Opening::LowerRollsAgain;
                }
            }
            _ => {}
        }
        r
    }

    /// Its name (`"backgammon"`, `"nackgammon"`, `"hypergammon"` (3 checkers),
    /// `"hypergammon2"`, `"hypergammon1"`, `"dutch"`, `"snake"`,
    /// `"long-nardy"`, `"fevga"`, `"portes"`, `"russian"`, `"gul-bara"`,
    /// `"acey-deucey"`, `"american"`, `"jacquet"`, `"matador"`, `"plakoto"`,
    /// `"chase"`, `"icelandic"`).
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
