//! The dice of a session, for every game: the `k`-th die thrown is a pure
//! function of the session's seed and `k` (after the dice a test scripts).
//! Going back in a game and throwing again at the same moment gives the
//! same dice: a roll, once shown, belongs to the game.

use tables::dice::Rng;

/// A session's dice: a script (tests, shared examples), then the seed's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionDice {
    script: Vec<u8>,
    seed: u64,
}

impl SessionDice {
    /// The dice `script` (each 1..=6), then those of `seed`.
    pub fn new(script: Vec<u8>, seed: u64) -> SessionDice {
        SessionDice { script, seed }
    }

    /// The seed (kept with the game, so that a reload throws the same dice).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The dice of the next session (a new partie or game): what is left of
    /// the script after the `thrown` dice of this one, then a seed drawn
    /// from this one's — a new game never throws the last one's dice again.
    pub fn next_session(&self, thrown: usize) -> SessionDice {
        SessionDice {
            script: self.script.get(thrown..).unwrap_or_default().to_vec(),
            seed: Rng::nth(self.seed ^ 0x6E65_7874_5345_5353, 1),
        }
    }

    /// The `k`-th die of the session (from 0).
    pub fn die(&self, k: usize) -> u8 {
        if let Some(&d) = self.script.get(k) {
            return d;
        }
        let mut rng = Rng::new(Rng::nth(self.seed, k as u64));
        rng.below(6) as u8 + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_session_goes_on_with_the_script_and_throws_other_dice() {
        let d = SessionDice::new(vec![6, 5, 4, 3], 42);
        let next = d.next_session(2);
        assert_eq!((next.die(0), next.die(1)), (4, 3));
        assert_ne!(next.seed(), d.seed());
        assert_eq!(next, d.next_session(2), "deterministic for a seed");
        let later = |s: &SessionDice| (10..40).map(|k| s.die(k)).collect::<Vec<_>>();
        assert_ne!(later(&next), later(&d));
        assert_eq!(d.next_session(9).die(0), d.next_session(9).die(0));
        assert!(d.next_session(9).script.is_empty());
    }

    #[test]
    fn the_same_moment_throws_the_same_die_and_the_script_comes_first() {
        let d = SessionDice::new(vec![6, 5], 42);
        assert_eq!((d.die(0), d.die(1)), (6, 5));
        let again = SessionDice::new(Vec::new(), 42);
        for k in 2..200 {
            assert_eq!(d.die(k), again.die(k));
            assert!((1..=6).contains(&d.die(k)));
        }
        let mut counts = [0u32; 6];
        for k in 0..6000 {
            counts[usize::from(again.die(k)) - 1] += 1;
        }
        assert!(
            counts.iter().all(|&c| (850..1150).contains(&c)),
            "{counts:?}"
        );
        assert_ne!(
            (0..20).map(|k| again.die(k)).collect::<Vec<_>>(),
            (0..20)
                .map(|k| SessionDice::new(Vec::new(), 43).die(k))
                .collect::<Vec<_>>()
        );
    }
}
