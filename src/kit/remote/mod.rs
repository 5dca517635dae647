//! Playing a friend by link, without a server, for every game: which side
//! this copy plays, where its dice come from (both sides' committed hash
//! chains, [`tables::commit`]), what its link reveals, and whether a link
//! received is the friend's honest next move. A game tells what it needs of
//! its record through [`Record`] (each family's `remote` module) and keeps
//! its screen's game by link through [`screen::Screen`].
//!
//! The dice come in groups: the dice thrown between two decisions (a move,
//! a choice, a cube action) form one group, the `g`-th fixed by both sides'
//! elements `g + 1`. A copy reveals its element of a group once it has thrown
//! in it, or when the friend is to throw next: nobody knows a die before the
//! decisions that come before it are taken.

pub mod header;
pub mod keep;
pub mod screen;
pub mod session;
pub mod view;
pub mod why;

pub use header::{Header, HeaderError};
pub use session::{LinkError, Received, Session, Status};

use tables::Side;

/// One action of a record, as the remote play sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Act {
    /// The side whose copy took it.
    pub actor: Side,
    /// The dice it threw (none: a decision).
    pub dice: Vec<u8>,
    /// Whether their order counts (each die is someone's, as in a primacy);
    /// a roll keeps only the pair.
    pub ordered: bool,
}

/// The action a game waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Next {
    /// The side whose copy takes it.
    pub actor: Side,
    /// It throws dice.
    pub throws: bool,
}

/// What the remote play needs of a game's record.
pub trait Record {
    /// Its actions, in order.
    fn acts(&self) -> Vec<Act>;
    /// The action it waits for (`None`: the game is over).
    fn next(&self) -> Option<Next>;
    /// Its number of actions.
    fn action_count(&self) -> usize;
    /// Whether the first `n` actions of both records are the same.
    fn same_start(&self, other: &Self, n: usize) -> bool;
}

/// Where a die thrown sits: the action, its group and its place in the group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thrown {
    /// The action that threw it (index in the record).
    pub action: usize,
    /// Its group.
    pub group: u32,
    /// Its place among the group's dice.
    pub index: u32,
    /// Its face.
    pub face: u8,
}

/// Every die thrown in `acts`, and the group and place of the next one.
pub fn thrown(acts: &[Act]) -> (Vec<Thrown>, (u32, u32)) {
    let mut out = Vec::new();
    let (mut group, mut index) = (0u32, 0u32);
    let (mut any, mut open) = (false, false);
    for (action, act) in acts.iter().enumerate() {
        if act.dice.is_empty() {
            open = false;
            continue;
        }
        if any && !open {
            group += 1;
            index = 0;
        }
        for &face in &act.dice {
            out.push(Thrown {
                action,
                group,
                index,
                face,
            });
            index += 1;
        }
        any = true;
        open = true;
    }
    let next = if open || !any {
        (group, index)
    } else {
        (group + 1, 0)
    };
    (out, next)
}

/// The fragment of a play-by-link address: `r=<header>&g=<record>`.
pub fn fragment(header: &Header, record: &str) -> String {
    format!("r={}&g={record}", header.to_text())
}

/// The address to send the friend: the page `base`, the game's route
/// (`#/<slug>/`) and the link's fragment.
pub fn address(base: &str, slug: &str, header: &Header, record: &str) -> String {
    format!("{base}#/{slug}/{}", fragment(header, record))
}

/// A fragment without its `#` and its game's route (`/trictrac/`).
fn after_route(hash: &str) -> &str {
    let h = hash.trim_start_matches('#');
    match h.strip_prefix('/') {
        Some(path) => path.split_once('/').map_or("", |(_, rest)| rest),
        None => h,
    }
}

/// Whether a fragment (with or without `#`, with or without its game's
/// route) is a play-by-link address.
pub fn is_link(hash: &str) -> bool {
    after_route(hash).starts_with("r=")
}

/// A play-by-link fragment's header and record texts.
///
/// # Errors
///
/// [`LinkError::Shape`] when it is not `r=<header>&g=<record>`.
pub fn split(hash: &str) -> Result<(&str, &str), LinkError> {
    after_route(hash)
        .strip_prefix("r=")
        .and_then(|rest| rest.split_once("&g="))
        .ok_or(LinkError::Shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(actor: Side, dice: &[u8]) -> Act {
        Act {
            actor,
            dice: dice.to_vec(),
            ordered: true,
        }
    }

    #[test]
    fn dice_between_two_decisions_form_one_group() {
        use Side::{Black as B, White as W};
        assert_eq!(thrown(&[]).1, (0, 0));
        // a tied primacy, the primacy, the first roll: one group; then a
        // move, and each roll after a decision opens the next group
        let acts = [
            act(W, &[3, 3]),
            act(W, &[5, 2]),
            act(W, &[6, 1]),
            act(W, &[]),
            act(B, &[4, 4]),
            act(B, &[]),
            act(B, &[]),
        ];
        let (dice, next) = thrown(&acts);
        let groups: Vec<(usize, u32, u32)> =
            dice.iter().map(|t| (t.action, t.group, t.index)).collect();
        assert_eq!(
            groups,
            [
                (0, 0, 0),
                (0, 0, 1),
                (1, 0, 2),
                (1, 0, 3),
                (2, 0, 4),
                (2, 0, 5),
                (4, 1, 0),
                (4, 1, 1)
            ]
        );
        assert_eq!(next, (2, 0));
        assert_eq!(thrown(&acts[..3]).1, (0, 6));
    }

    #[test]
    fn a_link_fragment_is_split_into_its_header_and_record() {
        assert!(is_link("#r=1.x&g=1.AB"));
        assert!(!is_link("#g=1.AB"));
        assert!(is_link("#/trictrac/r=1.x&g=1.AB"));
        assert!(!is_link("#/trictrac"));
        assert_eq!(split("#/backgammon/r=1.x&g=2.C"), Ok(("1.x", "2.C")));
        assert_eq!(split("#r=1.x.w..&g=1.A~B"), Ok(("1.x.w..", "1.A~B")));
        assert_eq!(split("r=1.x"), Err(LinkError::Shape));
        assert_eq!(split("#g=1.x"), Err(LinkError::Shape));
    }
}
