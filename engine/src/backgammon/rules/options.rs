//! The options of the rule sets: one field each, with the digest's default
//! (`shared/rules/variants.md`, "Where sources disagree"), as bits for the
//! game notation, and by name for the command line and the app.

use super::Variant;

/// The options of the rule sets, one field each, with the digest's default
/// (`shared/rules/variants.md`, "Where sources disagree").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VariantOptions {
    /// Hypergammon: gammons and backgammons count (gnubg; default) or not
    /// (seed 002).
    pub hypergammon_gammons: bool,
    /// Dutch: a blot may be hit only once the hitter has a checker in his home
    /// board (default) or at any time.
    pub dutch_hit_after_home: bool,
    /// Long nardy: a player's first roll of 6-6, 4-4 or 3-3 lets two
    /// checkers leave the head (default) or only 6-6 and 4-4 do.
    pub nardy_first_three_three: bool,
    /// Fevga: the first checker must pass the opponent's start point before
    /// a second leaves the start (default) or only reach his starting
    /// quarter.
    pub fevga_pass_start: bool,
    /// Portes: a game is double when the loser has borne off none (default)
    /// or when he still has a checker in his starting quarter.
    pub portes_double_if_none_off: bool,
    /// Russian: all 15 checkers are entered before any other move (seed
    /// 002; default) or whenever the player likes.
    pub russian_enter_all_first: bool,
    /// Russian: blots are hit (default) or a single checker closes its
    /// point.
    pub russian_hitting: bool,
    /// Russian: a doublet's complement and roll again from the first
    /// doublet (default) or only once all the player's checkers are in.
    pub russian_complements_from_first: bool,
    /// Gul bara: the opponent plays what the player could not (seed 002;
    /// default) or it is lost.
    pub gul_bara_opponent_plays_rest: bool,
    /// Acey-deucey: the chosen doublet alone (American; default) or the
    /// chosen doublet and its complement (European).
    pub acey_deucey_european: bool,
    /// Jacquet: no hitting, a point with an opposing checker is closed
    /// (French rules; default) or blots are hit and re-entered (Ludii).
    pub jacquet_blocking: bool,
    /// The chase: a doublet gives another roll, until the dice differ (seed
    /// 002; default), or (bkgm's "Chasing the Girls") it is played once,
    /// 6-6 twice as in backgammon, with no roll again but for the last
    /// checker's doublets other than 1-1 and 6-6.
    pub chase_doublets_roll_again: bool,
    /// The chase: the lower opening die begins (bkgm), or the higher
    /// (default); either way he rolls again for his first move.
    pub chase_lower_starts: bool,
    /// Long nardy: the six-point block rule is judged on the position after
    /// the whole play (default) or after each die's landing too.
    pub nardy_block_each_landing: bool,
    /// Fevga: the block rules (six in a row, the opponent's starting
    /// quarter) are judged on the position after the whole play (default)
    /// or after each die's landing too.
    pub fevga_block_each_landing: bool,
}

impl Default for VariantOptions {
    fn default() -> Self {
        VariantOptions {
            hypergammon_gammons: true,
            dutch_hit_after_home: true,
            nardy_first_three_three: true,
            fevga_pass_start: true,
            portes_double_if_none_off: true,
            russian_enter_all_first: true,
            russian_hitting: true,
            russian_complements_from_first: true,
            gul_bara_opponent_plays_rest: true,
            acey_deucey_european: false,
            jacquet_blocking: true,
            chase_doublets_roll_again: true,
            chase_lower_starts: false,
            nardy_block_each_landing: false,
            fevga_block_each_landing: false,
        }
    }
}

impl VariantOptions {
    /// The options as bits (for the game notation), in field order.
    pub const BITS: u32 = 15;

    /// The options as [`Self::BITS`] bits.
    pub fn code(&self) -> u32 {
        u32::from(self.hypergammon_gammons)
            | u32::from(self.dutch_hit_after_home) << 1
            | u32::from(self.nardy_first_three_three) << 2
            | u32::from(self.fevga_pass_start) << 3
            | u32::from(self.portes_double_if_none_off) << 4
            | u32::from(self.russian_enter_all_first) << 5
            | u32::from(self.russian_hitting) << 6
            | u32::from(self.russian_complements_from_first) << 7
            | u32::from(self.gul_bara_opponent_plays_rest) << 8
            | u32::from(self.acey_deucey_european) << 9
            | u32::from(self.jacquet_blocking) << 10
            | u32::from(self.chase_doublets_roll_again) << 11
            | u32::from(self.chase_lower_starts) << 12
            | u32::from(self.nardy_block_each_landing) << 13
            | u32::from(self.fevga_block_each_landing) << 14
    }

    /// The options of [`Self::code`].
    pub fn of_code(code: u32) -> VariantOptions {
        VariantOptions {
            hypergammon_gammons: code & 1 != 0,
            dutch_hit_after_home: code & 2 != 0,
            nardy_first_three_three: code & 4 != 0,
            fevga_pass_start: code & 8 != 0,
            portes_double_if_none_off: code & 16 != 0,
            russian_enter_all_first: code & 32 != 0,
            russian_hitting: code & 64 != 0,
            russian_complements_from_first: code & 128 != 0,
            gul_bara_opponent_plays_rest: code & 256 != 0,
            acey_deucey_european: code & 512 != 0,
            jacquet_blocking: code & 1024 != 0,
            chase_doublets_roll_again: code & 2048 != 0,
            chase_lower_starts: code & 4096 != 0,
            nardy_block_each_landing: code & 8192 != 0,
            fevga_block_each_landing: code & 16384 != 0,
        }
    }

    /// The options a variant has: (name, the option's value here), for
    /// listings and the app's form (which words what each means).
    pub fn of(&self, v: Variant) -> Vec<(&'static str, bool)> {
        match v {
            Variant::Hypergammon(_) => vec![("gammons", self.hypergammon_gammons)],
            Variant::Dutch => vec![("hit_after_home", self.dutch_hit_after_home)],
            Variant::LongNardy => vec![
                ("first_three_three", self.nardy_first_three_three),
                ("block_each_landing", self.nardy_block_each_landing),
            ],
            Variant::Fevga => vec![
                ("pass_start", self.fevga_pass_start),
                ("block_each_landing", self.fevga_block_each_landing),
            ],
            Variant::Portes => vec![("double_if_none_off", self.portes_double_if_none_off)],
            Variant::Russian => vec![
                ("enter_all_first", self.russian_enter_all_first),
                ("hitting", self.russian_hitting),
                (
                    "complements_from_first",
                    self.russian_complements_from_first,
                ),
            ],
            Variant::GulBara => vec![("opponent_plays_rest", self.gul_bara_opponent_plays_rest)],
            Variant::AceyDeucey => vec![("european", self.acey_deucey_european)],
            Variant::Jacquet | Variant::Matador => vec![("blocking", self.jacquet_blocking)],
            Variant::Chase => vec![
                ("doublets_roll_again", self.chase_doublets_roll_again),
                ("lower_starts", self.chase_lower_starts),
            ],
            _ => Vec::new(),
        }
    }

    /// Sets a variant's option by name.
    ///
    /// # Errors
    /// The option is not one of the variant's.
    pub fn set(&mut self, v: Variant, name: &str, value: bool) -> Result<(), String> {
        match (v, name) {
            (Variant::Hypergammon(_), "gammons") => self.hypergammon_gammons = value,
            (Variant::Dutch, "hit_after_home") => self.dutch_hit_after_home = value,
            (Variant::LongNardy, "first_three_three") => self.nardy_first_three_three = value,
            (Variant::Fevga, "pass_start") => self.fevga_pass_start = value,
            (Variant::LongNardy, "block_each_landing") => self.nardy_block_each_landing = value,
            (Variant::Fevga, "block_each_landing") => self.fevga_block_each_landing = value,
            (Variant::Portes, "double_if_none_off") => self.portes_double_if_none_off = value,
            (Variant::Russian, "enter_all_first") => self.russian_enter_all_first = value,
            (Variant::Russian, "hitting") => self.russian_hitting = value,
            (Variant::Russian, "complements_from_first") => {
                self.russian_complements_from_first = value
            }
            (Variant::GulBara, "opponent_plays_rest") => self.gul_bara_opponent_plays_rest = value,
            (Variant::AceyDeucey, "european") => self.acey_deucey_european = value,
            (Variant::Jacquet | Variant::Matador, "blocking") => self.jacquet_blocking = value,
            (Variant::Chase, "doublets_roll_again") => self.chase_doublets_roll_again = value,
            (Variant::Chase, "lower_starts") => self.chase_lower_starts = value,
            _ => {
                let names: Vec<&str> = self.of(v).into_iter().map(|o| o.0).collect();
                return Err(format!(
                    "{} has no option {name:?} (its options: {})",
                    v.name(),
                    if names.is_empty() {
                        "none".to_string()
                    } else {
                        names.join(", ")
                    }
                ));
            }
        }
        Ok(())
    }
}
