//! Dice: a roll of two dice, the 21 distinct rolls, and injectable dice sources.

/// A roll of two dice, stored high die first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "[u8; 2]", into = "[u8; 2]"))]
pub struct Roll {
    high: u8,
    low: u8,
}

/// A die outside 1..=6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadDie(pub u8);

impl core::fmt::Display for BadDie {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "a die shows 1 to 6, not {}", self.0)
    }
}

impl std::error::Error for BadDie {}

impl Roll {
    /// A roll from two dice in any order.
    ///
    /// # Errors
    /// [`BadDie`] when a die is outside 1..=6.
    pub const fn new(d1: u8, d2: u8) -> Result<Roll, BadDie> {
        if d1 < 1 || d1 > 6 {
            return Err(BadDie(d1));
        }
        if d2 < 1 || d2 > 6 {
            return Err(BadDie(d2));
        }
        Ok(if d1 >= d2 {
            Roll { high: d1, low: d2 }
        } else {
            Roll { high: d2, low: d1 }
        })
    }

    /// The higher die.
    #[inline]
    pub const fn high(self) -> u8 {
        self.high
    }

    /// The lower die.
    #[inline]
    pub const fn low(self) -> u8 {
        self.low
    }

    /// Both dice show the same number.
    #[inline]
    pub const fn is_doublet(self) -> bool {
        self.high == self.low
    }

    /// The sum of the dice (the distance of a move "tout d'une").
    #[inline]
    pub const fn sum(self) -> u8 {
        self.high + self.low
    }

    /// Points per way for a jan: `single` on a single roll, `doublet` on a doublet.
    #[inline]
    pub const fn pick(self, single: u8, doublet: u8) -> u8 {
        if self.is_doublet() {
            doublet
        } else {
            single
        }
    }

    /// The traditional French name of a doublet (bezet, double deux, terne,
    /// carmes, quines, sonnez); `None` for a single roll.
    pub const fn doublet_name(self) -> Option<&'static str> {
        if !self.is_doublet() {
            return None;
        }
        Some(match self.high {
            1 => "bezet",
            2 => "double deux",
            3 => "terne",
            4 => "carmes",
            5 => "quines",
            _ => "sonnez",
        })
    }

    /// How many of the 36 ordered outcomes give this roll (1 or 2).
    pub const fn weight(self) -> u8 {
        if self.is_doublet() {
            1
        } else {
            2
        }
    }

    /// The 21 distinct rolls, doublets first then singles by high die.
    pub const ALL_21: [Roll; 21] = {
        let mut out = [Roll { high: 1, low: 1 }; 21];
        let mut i = 0;
        let mut d = 1;
        while d <= 6 {
            out[i] = Roll { high: d, low: d };
            i += 1;
            d += 1;
        }
        let mut h = 2;
        while h <= 6 {
            let mut l = 1;
            while l < h {
                out[i] = Roll { high: h, low: l };
                i += 1;
                l += 1;
            }
            h += 1;
        }
        out
    };
}

impl core::fmt::Display for Roll {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}-{}", self.high, self.low)
    }
}

impl TryFrom<[u8; 2]> for Roll {
    type Error = BadDie;
    fn try_from(d: [u8; 2]) -> Result<Roll, BadDie> {
        Roll::new(d[0], d[1])
    }
}

impl From<Roll> for [u8; 2] {
    fn from(r: Roll) -> [u8; 2] {
        [r.high, r.low]
    }
}

/// Where dice come from: injected so that games are deterministic and testable.
pub trait DiceSource {
    /// One die, 1..=6.
    fn die(&mut self) -> u8;

    /// A roll of two dice.
    fn roll(&mut self) -> Roll {
        let a = self.die();
        let b = self.die();
        Roll::new(a.clamp(1, 6), b.clamp(1, 6)).unwrap_or(Roll { high: 1, low: 1 })
    }
}

/// A small, fast, seeded pseudo-random generator (SplitMix64). Not for secrets.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed; equal seeds give equal sequences on every platform.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The `i`-th output (from 0) of the generator seeded with `seed`,
    /// computed directly: the seed of the `i`-th game of a seeded run, so that
    /// any game of it can be replayed alone.
    pub fn nth(seed: u64, i: u64) -> u64 {
        const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;
        Rng::new(seed.wrapping_add(i.wrapping_mul(GOLDEN))).next_u64()
    }

    /// A number in `0..n` (n > 0), without modulo bias worth speaking of for small n.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// Seeded dice.
#[derive(Clone, Debug)]
pub struct SeededDice(Rng);

impl SeededDice {
    /// Dice from a seed.
    pub const fn new(seed: u64) -> SeededDice {
        SeededDice(Rng::new(seed))
    }
}

impl DiceSource for SeededDice {
    fn die(&mut self) -> u8 {
        1 + self.0.below(6) as u8
    }
}

/// Dice that give a fixed script first, then fall back to seeded dice.
#[derive(Clone, Debug)]
pub struct ScriptedDice {
    script: Vec<u8>,
    next: usize,
    fallback: SeededDice,
}

impl ScriptedDice {
    /// Dice giving `script` (each value 1..=6; others are clamped) in order, then
    /// seeded dice from `seed`.
    pub fn new(script: Vec<u8>, seed: u64) -> ScriptedDice {
        ScriptedDice {
            script,
            next: 0,
            fallback: SeededDice::new(seed),
        }
    }

    /// How many scripted dice remain.
    pub fn remaining(&self) -> usize {
        self.script.len() - self.next
    }
}

impl DiceSource for ScriptedDice {
    fn die(&mut self) -> u8 {
        match self.script.get(self.next) {
            Some(&d) => {
                self.next += 1;
                d.clamp(1, 6)
            }
            None => self.fallback.die(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twenty_one_distinct_rolls_weigh_thirty_six() {
        let mut seen = std::collections::HashSet::new();
        let mut total = 0u32;
        for r in Roll::ALL_21 {
            assert!(seen.insert(r));
            total += u32::from(r.weight());
        }
        assert_eq!(total, 36);
    }

    #[test]
    fn doublets_have_their_traditional_names() {
        let names: Vec<_> = (1..=6)
            .map(|d| Roll::new(d, d).unwrap().doublet_name().unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "bezet",
                "double deux",
                "terne",
                "carmes",
                "quines",
                "sonnez"
            ]
        );
        assert_eq!(Roll::new(6, 5).unwrap().doublet_name(), None);
    }

    #[test]
    fn rolls_are_stored_high_first_and_bad_dice_rejected() {
        let r = Roll::new(2, 5).unwrap();
        assert_eq!((r.high(), r.low()), (5, 2));
        assert_eq!(Roll::new(0, 3), Err(BadDie(0)));
        assert_eq!(Roll::new(3, 7), Err(BadDie(7)));
    }

    #[test]
    fn seeded_dice_are_uniform_enough_and_deterministic() {
        let mut d = SeededDice::new(42);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[usize::from(d.die()) - 1] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
        let a: Vec<u8> = (0..10).map(|_| SeededDice::new(7).die()).collect();
        assert!(a.iter().all(|&x| x == a[0]));
    }

    #[test]
    fn scripted_dice_play_the_script_then_fall_back() {
        let mut d = ScriptedDice::new(vec![6, 5, 1, 1], 3);
        assert_eq!(d.roll(), Roll::new(6, 5).unwrap());
        assert_eq!(d.roll(), Roll::new(1, 1).unwrap());
        assert_eq!(d.remaining(), 0);
        let r = d.roll();
        assert!((1..=6).contains(&r.high()));
    }
}
