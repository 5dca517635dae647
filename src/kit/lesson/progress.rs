//! The lessons done, each with its stars (1 to 3), kept as a short
//! versioned text: `1:` then `id*stars` separated by commas, ids in order
//! (`1:enter*3,hit*1`; `1:` when none is done). Reading refuses a text that
//! is not exactly that, without panicking: the caller then starts afresh.

use super::is_id;
use std::collections::BTreeMap;

/// The version written and read.
pub const VERSION: &str = "1";

/// The most stars a lesson gives.
pub const MAX_STARS: u8 = 3;

/// The lessons done: id → stars (1 to [`MAX_STARS`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    done: BTreeMap<String, u8>,
}

/// Why a progress text is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// Not `<version>:`, or another version.
    Version,
    /// An entry that is not `id*stars`, with its place (from 1).
    Entry(usize),
    /// An id that is not lowercase letters, digits and dashes.
    Id(usize),
    /// Stars that are not 1 to 3.
    Stars(usize),
    /// An id written twice.
    Twice(usize),
}

impl core::fmt::Display for ProgressError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ProgressError::Version => write!(f, "a progress text begins with {VERSION}:"),
            ProgressError::Entry(n) => write!(f, "entry {n} is not id*stars"),
            ProgressError::Id(n) => write!(f, "entry {n} has no lesson id"),
            ProgressError::Stars(n) => write!(f, "entry {n} has not 1 to {MAX_STARS} stars"),
            ProgressError::Twice(n) => write!(f, "entry {n} names a lesson already done"),
        }
    }
}

impl Progress {
    /// No lesson done.
    pub fn new() -> Progress {
        Progress::default()
    }

    /// The stars of lesson `id`, if done.
    pub fn stars(&self, id: &str) -> Option<u8> {
        self.done.get(id).copied()
    }

    /// Whether lesson `id` is done.
    pub fn is_done(&self, id: &str) -> bool {
        self.done.contains_key(id)
    }

    /// How many lessons are done.
    pub fn len(&self) -> usize {
        self.done.len()
    }

    /// Whether none is.
    pub fn is_empty(&self) -> bool {
        self.done.is_empty()
    }

    /// Lesson `id` done with `stars` (clamped to 1..=3); a lesson done again
    /// keeps its best. Ids that are not lesson ids are ignored.
    pub fn record(&mut self, id: &str, stars: u8) {
        if !is_id(id) {
            return;
        }
        let stars = stars.clamp(1, MAX_STARS);
        let best = self.done.entry(id.to_string()).or_insert(stars);
        *best = (*best).max(stars);
    }

    /// Keeps only the lessons `known` says exist (a course changed since).
    pub fn retain_known(&mut self, known: impl Fn(&str) -> bool) {
        self.done.retain(|id, _| known(id));
    }

    /// The lessons done with their stars, ids in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, u8)> {
        self.done.iter().map(|(id, s)| (id.as_str(), *s))
    }

    /// The text kept: `1:id*3,id2*1`.
    pub fn text(&self) -> String {
        let entries: Vec<String> = self.iter().map(|(id, s)| format!("{id}*{s}")).collect();
        format!("{VERSION}:{}", entries.join(","))
    }

    /// Reads a kept text.
    ///
    /// # Errors
    /// The first [`ProgressError`] found.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        let rest = text
            .strip_prefix(VERSION)
            .and_then(|r| r.strip_prefix(':'))
            .ok_or(ProgressError::Version)?;
        let mut done = BTreeMap::new();
        if rest.is_empty() {
            return Ok(Progress { done });
        }
        for (i, entry) in rest.split(',').enumerate() {
            let n = i + 1;
            let (id, stars) = entry.split_once('*').ok_or(ProgressError::Entry(n))?;
            if !is_id(id) {
                return Err(ProgressError::Id(n));
            }
            let stars = match stars.as_bytes() {
                [d @ b'1'..=b'3'] => d - b'0',
                _ => return Err(ProgressError::Stars(n)),
            };
            if done.insert(id.to_string(), stars).is_some() {
                return Err(ProgressError::Twice(n));
            }
        }
        Ok(Progress { done })
    }
}
