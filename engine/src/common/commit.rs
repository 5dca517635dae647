//! Dice neither player can choose, for a game played at a distance: each
//! side commits to a hash chain when the game starts and reveals it element
//! by element; the dice of the `g`-th group of throws come from both sides'
//! `g + 1`-th elements, so they are fixed by the two commitments and known to
//! nobody before both elements are out.
//!
//! A chain is drawn down from a secret: `e[len] = secret`, `e[k] = H(e[k + 1])`;
//! its head `e[0]` is published first. An element revealed later is checked by
//! hashing it back to the head.
//!
//! # Examples
//!
//! ```
//! use tables::commit::{Chain, Element, Revealed, die};
//! let white = Chain::new(Element([1; 16]), 64);
//! let black = Chain::new(Element([2; 16]), 64);
//! // each side knows the other's head, then the other's first element
//! let mut seen = Revealed::new(white.head());
//! seen.reveal(1, white.element(1).unwrap()).unwrap();
//! let d = die(&seen.element(1).unwrap(), &black.element(1).unwrap(), 0);
//! assert!((1..=6).contains(&d));
//! // a forged element does not hash back to the head
//! assert!(seen.reveal(2, Element([9; 16])).is_err());
//! ```

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use sha2::{Digest, Sha256};

/// Bytes in an element (128 bits: a preimage is out of reach).
pub const ELEMENT_BYTES: usize = 16;

/// The longest chain accepted (each check hashes at most this many times).
pub const MAX_LEN: u32 = 4096;

/// One element of a hash chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Element(pub [u8; ELEMENT_BYTES]);

impl Element {
    /// The element below this one in its chain (its hash).
    pub fn hashed(&self) -> Element {
        let digest = Sha256::new()
            .chain_update(b"tables chain")
            .chain_update(self.0)
            .finalize();
        let mut out = [0; ELEMENT_BYTES];
        out.copy_from_slice(&digest[..ELEMENT_BYTES]);
        Element(out)
    }

    /// The element hashed `n` times.
    pub fn hashed_times(&self, n: u32) -> Element {
        (0..n).fold(*self, |e, _| e.hashed())
    }

    /// Its url-safe text (base64url without padding, 22 characters).
    pub fn to_text(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.0)
    }

    /// Reads [`to_text`](Element::to_text)'s form.
    ///
    /// # Errors
    ///
    /// [`CommitError::BadText`] when the text is not 16 bytes of base64url.
    pub fn from_text(text: &str) -> Result<Element, CommitError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(text)
            .map_err(|_| CommitError::BadText)?;
        let arr: [u8; ELEMENT_BYTES] = bytes.try_into().map_err(|_| CommitError::BadText)?;
        Ok(Element(arr))
    }
}

/// What is wrong with a revealed element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommitError {
    /// The element at `at` does not hash back to what was known of the chain.
    Mismatch {
        /// Its index in the chain.
        at: u32,
    },
    /// The index is past the longest chain accepted.
    TooFar {
        /// The index given.
        at: u32,
    },
    /// Not the text of an element.
    BadText,
}

impl core::fmt::Display for CommitError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            CommitError::Mismatch { at } => write!(
                f,
                "the revealed number {at} does not match the commitment made at the start"
            ),
            CommitError::TooFar { at } => {
                write!(f, "the revealed number {at} is past the end of the chain")
            }
            CommitError::BadText => write!(f, "a committed number cannot be read"),
        }
    }
}

impl std::error::Error for CommitError {}

/// One side's own chain, drawn down from its secret (kept by that side only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chain {
    /// Every element, from the head `e[0]` to the secret `e[len]` (shared:
    /// a copy of the chain costs nothing).
    elements: std::sync::Arc<[Element]>,
}

impl Chain {
    /// The chain of `len` elements below `secret` (`len` is capped at
    /// [`MAX_LEN`]).
    pub fn new(secret: Element, len: u32) -> Chain {
        let mut elements = vec![secret];
        for _ in 0..len.min(MAX_LEN) {
            let below = elements[elements.len() - 1].hashed();
            elements.push(below);
        }
        elements.reverse();
        Chain {
            elements: elements.into(),
        }
    }

    /// Its length: the elements `1..=len` can be revealed.
    pub fn len(&self) -> u32 {
        (self.elements.len() - 1) as u32
    }

    /// Whether no element can be revealed.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The secret it is drawn from.
    pub fn secret(&self) -> Element {
        self.elements[self.elements.len() - 1]
    }

    /// The head, `e[0]`: the commitment published first.
    pub fn head(&self) -> Element {
        self.elements[0]
    }

    /// The element `e[k]`, when `k <= len`.
    pub fn element(&self, k: u32) -> Option<Element> {
        self.elements.get(k as usize).copied()
    }
}

/// What one side knows of the other's chain: its head and the furthest
/// element revealed so far (every earlier one follows by hashing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Revealed {
    /// The head, `e[0]`.
    pub head: Element,
    /// The index of the furthest element known.
    pub at: u32,
    /// That element.
    pub value: Element,
}

impl Revealed {
    /// Only the head known.
    pub fn new(head: Element) -> Revealed {
        Revealed {
            head,
            at: 0,
            value: head,
        }
    }

    /// Takes `value` as the element `at`, when it hashes back to what is known
    /// (an element already known must be the same).
    ///
    /// # Errors
    ///
    /// [`CommitError::Mismatch`] for an element that is not the chain's,
    /// [`CommitError::TooFar`] past [`MAX_LEN`]; nothing is changed then.
    pub fn reveal(&mut self, at: u32, value: Element) -> Result<(), CommitError> {
        if at > MAX_LEN {
            return Err(CommitError::TooFar { at });
        }
        if at <= self.at {
            return match self.element(at) {
                Some(known) if known == value => Ok(()),
                _ => Err(CommitError::Mismatch { at }),
            };
        }
        if value.hashed_times(at - self.at) != self.value {
            return Err(CommitError::Mismatch { at });
        }
        self.at = at;
        self.value = value;
        Ok(())
    }

    /// The element `e[k]`, when known (`k <= at`).
    pub fn element(&self, k: u32) -> Option<Element> {
        (k <= self.at).then(|| self.value.hashed_times(self.at - k))
    }

    /// Every element known, `e[0]` to `e[at]` (one pass down the chain).
    pub fn elements(&self) -> Vec<Element> {
        let mut out = vec![self.value];
        for _ in 0..self.at {
            let below = out[out.len() - 1].hashed();
            out.push(below);
        }
        out.reverse();
        out
    }
}

/// The `j`-th die (1..=6, from 0) of the throws that White's element `white`
/// and Black's element `black` fix. Unbiased: bytes past the last whole
/// multiple of 6 are skipped.
pub fn die(white: &Element, black: &Element, j: u32) -> u8 {
    for round in 0u32.. {
        let digest = Sha256::new()
            .chain_update(b"tables dice")
            .chain_update(white.0)
            .chain_update(black.0)
            .chain_update(j.to_le_bytes())
            .chain_update(round.to_le_bytes())
            .finalize();
        if let Some(b) = digest.iter().find(|&&b| b < 252) {
            return b % 6 + 1;
        }
    }
    unreachable!("a digest of 32 bytes all above 251, forever")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chain(byte: u8) -> Chain {
        Chain::new(Element([byte; ELEMENT_BYTES]), 100)
    }

    #[test]
    fn each_element_hashes_to_the_one_before_down_to_the_head() {
        let c = chain(7);
        assert_eq!(c.element(0), Some(c.head()));
        for k in 1..=100 {
            assert_eq!(c.element(k).unwrap().hashed(), c.element(k - 1).unwrap());
        }
        assert_eq!(c.element(100), Some(c.secret()));
        assert_eq!(c.element(101), None);
    }

    #[test]
    fn revealed_elements_are_accepted_in_order_or_by_leaps() {
        let c = chain(3);
        let mut seen = Revealed::new(c.head());
        seen.reveal(1, c.element(1).unwrap()).unwrap();
        seen.reveal(5, c.element(5).unwrap()).unwrap();
        assert_eq!(seen.element(3), c.element(3));
        assert_eq!(
            seen.elements(),
            (0..=5).map(|k| c.element(k).unwrap()).collect::<Vec<_>>()
        );
        assert_eq!(seen.element(6), None);
        // an older element, revealed again, is the same
        seen.reveal(2, c.element(2).unwrap()).unwrap();
        assert_eq!(seen.at, 5);
    }

    #[test]
    fn a_tampered_element_is_refused_and_changes_nothing() {
        let c = chain(3);
        let mut seen = Revealed::new(c.head());
        seen.reveal(2, c.element(2).unwrap()).unwrap();
        let before = seen;
        let mut forged = c.element(3).unwrap();
        forged.0[0] ^= 1;
        assert_eq!(seen.reveal(3, forged), Err(CommitError::Mismatch { at: 3 }));
        // another chain's element, and a wrong older one
        assert!(seen.reveal(3, chain(4).element(3).unwrap()).is_err());
        assert!(seen.reveal(1, chain(4).element(1).unwrap()).is_err());
        assert_eq!(
            seen.reveal(MAX_LEN + 1, forged),
            Err(CommitError::TooFar { at: MAX_LEN + 1 })
        );
        assert_eq!(seen, before);
    }

    #[test]
    fn both_sides_derive_the_same_fair_dice_deterministically() {
        let (w, b) = (chain(1), chain(2));
        // White's copy knows its own chain and what Black revealed; Black's the other way round
        let mut black_seen = Revealed::new(b.head());
        black_seen.reveal(50, b.element(50).unwrap()).unwrap();
        let mut white_seen = Revealed::new(w.head());
        white_seen.reveal(50, w.element(50).unwrap()).unwrap();
        let mut counts = [0u32; 6];
        for k in 1..=50 {
            for j in 0..60 {
                let at_white = die(&w.element(k).unwrap(), &black_seen.element(k).unwrap(), j);
                let at_black = die(&white_seen.element(k).unwrap(), &b.element(k).unwrap(), j);
                assert_eq!(at_white, at_black);
                counts[usize::from(at_white) - 1] += 1;
            }
        }
        assert!(
            counts.iter().all(|&c| (420..580).contains(&c)),
            "{counts:?}"
        );
        // the order of the two elements matters, and so does each of them
        let (e1, e2) = (w.element(1).unwrap(), b.element(1).unwrap());
        let seq = |x: &Element, y: &Element| (0..20).map(|j| die(x, y, j)).collect::<Vec<_>>();
        assert_eq!(seq(&e1, &e2), seq(&e1, &e2));
        assert_ne!(seq(&e1, &e2), seq(&e2, &e1));
        assert_ne!(seq(&e1, &e2), seq(&e1, &b.element(2).unwrap()));
    }

    #[test]
    fn elements_are_written_in_url_safe_text_and_read_back() {
        let e = chain(9).head();
        let t = e.to_text();
        assert_eq!(t.len(), 22);
        assert!(t
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(Element::from_text(&t), Ok(e));
        for bad in ["", "abc", "!!!!!!!!!!!!!!!!!!!!!!", &format!("{t}AA")] {
            assert_eq!(Element::from_text(bad), Err(CommitError::BadText), "{bad}");
        }
    }
}
