//! One copy's hold on a remote game: its side, its secret chain, what it
//! knows of the friend's; the dice it may throw, what its link reveals, and
//! the checks a link received must pass.

use super::header::{parse_letter, parse_side, side_letter, side_text, valid_id, Header};
use super::{thrown, Record};
use crate::kit::i18n::{t, Worded};
use tables::commit::{die, Chain, CommitError, Element, Revealed};
use tables::{BySide, Side};

/// The length of each side's chain: one element per group of dice, far
/// more than a partie or a match throws.
pub const CHAIN_LEN: u32 = 2048;

/// A copy's part in a remote game (kept in its browser, never in a link:
/// the secret would give away its dice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// The game's id.
    pub id: String,
    /// The side this copy plays.
    pub me: Side,
    /// The side whose copy created the game.
    pub creator: Side,
    /// This copy's chain.
    pub chain: Chain,
    /// What the friend has committed and revealed, once he has joined.
    pub other: Option<Revealed>,
}

/// Where a copy stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The game is created: the friend has not joined yet.
    WaitingJoin,
    /// This copy's turn, its dice ready.
    MyTurn,
    /// The friend's turn: send him the link.
    Send,
    /// This copy throws next but needs the friend's next element: send him
    /// the link, his copy answers with it.
    AskReveal,
    /// The chains are used up (no partie comes near).
    Exhausted,
    /// The game is over.
    Over,
}

/// What a link received brings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Received {
    /// The friend's next actions (the game to go on with).
    Newer,
    /// The game this copy has.
    Same,
    /// An older moment of this copy's game: its game is kept.
    Older,
}

/// Why a link is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not `r=<header>&g=<record>`.
    Shape,
    /// The header cannot be read.
    Header(super::HeaderError),
    /// The game record cannot be read.
    Record(String),
    /// The link carries no commitment for the side this copy would play.
    NotJoined,
    /// This copy's side was joined or created in another browser.
    ElsewhereJoined,
    /// The link's commitment for this copy's side is not this copy's.
    NotMine,
    /// The friend's commitment is not the one he made at the start.
    TheirsChanged,
    /// A revealed element does not match its commitment.
    Reveal(CommitError),
    /// The link's game differs from this copy's from action `at`.
    Diverges {
        /// The first action that differs.
        at: usize,
    },
    /// Action `at` was taken for this copy's side by the other copy.
    NotTheirs {
        /// The action.
        at: usize,
    },
    /// Action `at` threw dice other than the committed ones.
    WrongDice {
        /// The action.
        at: usize,
    },
    /// Action `at` threw dice before both elements were revealed.
    Unrevealed {
        /// The action.
        at: usize,
    },
}

impl LinkError {
    /// What to tell the person, in the language on screen (`lang` is
    /// the page's, kept for the callers).
    pub fn text(&self) -> String {
        let n = |at: &usize| at + 1;
        match self {
            LinkError::Shape => t("kit-link-shape"),
            LinkError::Header(e) => crate::t!("kit-link-header", why = e.worded()),
            LinkError::Record(e) => crate::t!("kit-link-record", why = e.to_string()),
            LinkError::NotJoined => t("kit-link-not-joined"),
            LinkError::ElsewhereJoined => t("kit-link-elsewhere-joined"),
            LinkError::NotMine => t("kit-link-not-mine"),
            LinkError::TheirsChanged => t("kit-link-theirs-changed"),
            LinkError::Reveal(e) => crate::t!("kit-link-reveal", why = e.worded()),
            LinkError::Diverges { at } => crate::t!("kit-link-diverges", at = n(at)),
            LinkError::NotTheirs { at } => crate::t!("kit-link-not-theirs", at = n(at)),
            LinkError::WrongDice { at } => crate::t!("kit-link-wrong-dice", at = n(at)),
            LinkError::Unrevealed { at } => crate::t!("kit-link-unrevealed", at = n(at)),
        }
    }
}

impl Session {
    /// A new game created by this copy, playing `me`, with the game id `id`
    /// and the chain drawn from `secret`.
    pub fn create(id: String, me: Side, secret: Element) -> Session {
        Session {
            id,
            me,
            creator: me,
            chain: Chain::new(secret, CHAIN_LEN),
            other: None,
        }
    }

    /// This copy joins the game of a link it has never seen: it plays the
    /// side that did not create it, with the chain drawn from `secret`.
    ///
    /// # Errors
    ///
    /// [`LinkError::NotJoined`] when the link lacks the creator's commitment,
    /// [`LinkError::ElsewhereJoined`] when the other side was taken already.
    pub fn join(header: &Header, secret: Element) -> Result<Session, LinkError> {
        let me = header.creator.opponent();
        let other = header.sides[header.creator].ok_or(LinkError::NotJoined)?;
        if header.sides[me].is_some() {
            return Err(LinkError::ElsewhereJoined);
        }
        Ok(Session {
            id: header.id.clone(),
            me,
            creator: header.creator,
            chain: Chain::new(secret, CHAIN_LEN),
            other: Some(other),
        })
    }

    /// Element `k` of `side`'s chain, when this copy knows it.
    pub fn element(&self, side: Side, k: u32) -> Option<Element> {
        if side == self.me {
            self.chain.element(k)
        } else {
            self.other.and_then(|o| o.element(k))
        }
    }

    /// Die `index` of group `group`, when both elements are known here.
    pub fn die(&self, group: u32, index: u32) -> Option<u8> {
        let k = group.checked_add(1)?;
        let w = self.element(Side::White, k)?;
        let b = self.element(Side::Black, k)?;
        Some(die(&w, &b, index))
    }

    /// The next `n` dice of `game` (`None` while the friend's element is
    /// missing).
    pub fn next_dice(&self, game: &impl Record, n: u32) -> Option<Vec<u8>> {
        let (_, (group, index)) = thrown(&game.acts());
        (0..n).map(|i| self.die(group, index + i)).collect()
    }

    /// How far this copy's link reveals its chain: every group it has
    /// thrown in, and the next one when the friend throws it — nothing
    /// before the friend has committed.
    pub fn reveal_upto(&self, game: &impl Record) -> u32 {
        if self.other.is_none() {
            return 0;
        }
        let acts = game.acts();
        let (dice, (group, _)) = thrown(&acts);
        let mine = dice
            .iter()
            .filter(|t| acts[t.action].actor == self.me)
            .map(|t| t.group + 1)
            .max()
            .unwrap_or(0);
        let next = match game.next() {
            Some(n) if n.throws && n.actor != self.me => group + 1,
            _ => 0,
        };
        mine.max(next).min(self.chain.len())
    }

    /// The header of this copy's link for `game`.
    pub fn header(&self, game: &impl Record) -> Header {
        let at = self.reveal_upto(game);
        let mine = Revealed {
            head: self.chain.head(),
            at,
            value: self.chain.element(at).unwrap_or(self.chain.secret()),
        };
        let mut sides = BySide::new(None, None);
        sides[self.me] = Some(mine);
        sides[self.me.opponent()] = self.other;
        Header {
            id: self.id.clone(),
            creator: self.creator,
            sides,
        }
    }

    /// Where this copy stands in `game`.
    pub fn status(&self, game: &impl Record) -> Status {
        let Some(next) = game.next() else {
            return Status::Over;
        };
        if self.other.is_none() {
            return Status::WaitingJoin;
        }
        if next.actor != self.me {
            return Status::Send;
        }
        let (_, (group, index)) = thrown(&game.acts());
        if next.throws && self.die(group, index).is_none() {
            return if group >= self.chain.len() {
                Status::Exhausted
            } else {
                Status::AskReveal
            };
        }
        Status::MyTurn
    }

    /// Every die of `game` is the committed one.
    ///
    /// # Errors
    ///
    /// [`LinkError::WrongDice`] or [`LinkError::Unrevealed`] naming the action.
    pub fn check_dice(&self, game: &impl Record) -> Result<(), LinkError> {
        // the friend's elements in one pass, not one walk down his chain per die
        let theirs = self.other.map(|o| o.elements()).unwrap_or_default();
        let die_at = |group: u32, index: u32| {
            let k = group.checked_add(1)?;
            let mine = self.chain.element(k)?;
            let other = *theirs.get(k as usize)?;
            Some(match self.me {
                Side::White => die(&mine, &other, index),
                Side::Black => die(&other, &mine, index),
            })
        };
        let acts = game.acts();
        let dice = thrown(&acts).0;
        for (at, act) in acts.iter().enumerate() {
            let mut want = Vec::new();
            for t in dice.iter().filter(|t| t.action == at) {
                want.push(die_at(t.group, t.index).ok_or(LinkError::Unrevealed { at })?);
            }
            let mut got = act.dice.clone();
            if !act.ordered {
                tables::common::sort::sort(&mut want);
                tables::common::sort::sort(&mut got);
            }
            if want != got {
                return Err(LinkError::WrongDice { at });
            }
        }
        Ok(())
    }

    /// Takes in the friend's link (`header`, `theirs`) against this copy's
    /// game `mine` (`None` for a copy that has just joined): the session to
    /// keep and what the link brings. Nothing changes on an error.
    ///
    /// # Errors
    ///
    /// A [`LinkError`] saying what is wrong.
    pub fn receive<G: Record>(
        &self,
        mine: Option<&G>,
        header: &Header,
        theirs: &G,
    ) -> Result<(Session, Received), LinkError> {
        let mut next = self.clone();
        match header.sides[self.me] {
            Some(m) if m.head == self.chain.head() && self.chain.element(m.at) == Some(m.value) => {
            }
            // the creator's first link, to a copy joining
            None if mine.is_none() => {}
            _ => return Err(LinkError::NotMine),
        }
        let theirs_sent = header.sides[self.me.opponent()].ok_or(LinkError::NotJoined)?;
        next.other = Some(match self.other {
            None => theirs_sent,
            Some(mut known) => {
                if known.head != theirs_sent.head {
                    return Err(LinkError::TheirsChanged);
                }
                known
                    .reveal(theirs_sent.at, theirs_sent.value)
                    .map_err(LinkError::Reveal)?;
                known
            }
        });
        let had = mine.map_or(0, Record::action_count);
        if let Some(mine) = mine {
            let common = had.min(theirs.action_count());
            if !theirs.same_start(mine, common) {
                let at = (0..common)
                    .find(|&n| !theirs.same_start(mine, n + 1))
                    .unwrap_or(common);
                return Err(LinkError::Diverges { at });
            }
            if theirs.action_count() < had {
                return Ok((next, Received::Older));
            }
            if theirs.action_count() == had {
                return Ok((next, Received::Same));
            }
        }
        if let Some(at) = theirs
            .acts()
            .iter()
            .enumerate()
            .skip(had)
            .find(|(_, a)| a.actor == self.me)
            .map(|(i, _)| i)
        {
            return Err(LinkError::NotTheirs { at });
        }
        next.check_dice(theirs)?;
        Ok((next, Received::Newer))
    }

    /// The text kept in this browser (with the secret).
    pub fn to_text(&self) -> String {
        format!(
            "1.{}.{}.{}.{}.{}.{}",
            self.id,
            side_letter(self.me),
            side_letter(self.creator),
            self.chain.len(),
            self.chain.secret().to_text(),
            side_text(&self.other)
        )
    }

    /// Reads [`to_text`](Session::to_text)'s form.
    pub fn from_text(text: &str) -> Option<Session> {
        let [v, id, me, creator, len, secret, other] = text.split('.').collect::<Vec<_>>()[..]
        else {
            return None;
        };
        (v == "1" && valid_id(id)).then_some(())?;
        Some(Session {
            id: id.to_string(),
            me: parse_letter(me)?,
            creator: parse_letter(creator)?,
            chain: Chain::new(Element::from_text(secret).ok()?, len.parse().ok()?),
            other: parse_side(parse_letter(me)?.opponent(), other).ok()?,
        })
    }
}

#[cfg(test)]
#[path = "session_tests.rs"]
mod tests;
