//! Tests of a session by link on a toy game: who throws, what each link
//! reveals, and which links are refused.

use super::*;
use crate::kit::remote::{Act, Next};

/// A toy game: White throws the primacy (again on ties), its winner rolls
/// and moves, then each side in turn; over after 30 actions.
#[derive(Clone, Debug, Default)]
struct Toy(Vec<(Act, u8)>);

enum Phase {
    Primacy,
    Roll(Side),
    Move(Side),
}

impl Toy {
    fn phase(&self) -> Phase {
        let mut p = Phase::Primacy;
        for (a, _) in &self.0 {
            p = match p {
                Phase::Primacy if a.dice[0] == a.dice[1] => Phase::Primacy,
                Phase::Primacy if a.dice[0] > a.dice[1] => Phase::Roll(Side::White),
                Phase::Primacy => Phase::Roll(Side::Black),
                Phase::Roll(s) => Phase::Move(s),
                Phase::Move(s) => Phase::Roll(s.opponent()),
            };
        }
        p
    }

    /// The copy of `s` takes the next action if it can; whether it did.
    fn act(&mut self, s: &Session, payload: u8) -> bool {
        if s.status(self) != Status::MyTurn {
            return false;
        }
        let next = self.next().unwrap();
        let dice = if next.throws {
            s.next_dice(self, 2).unwrap()
        } else {
            Vec::new()
        };
        self.0.push((
            Act {
                actor: next.actor,
                dice,
                ordered: true,
            },
            payload,
        ));
        true
    }
}

impl Record for Toy {
    fn acts(&self) -> Vec<Act> {
        self.0.iter().map(|(a, _)| a.clone()).collect()
    }
    fn next(&self) -> Option<Next> {
        if self.0.len() >= 30 {
            return None;
        }
        Some(match self.phase() {
            Phase::Primacy => Next {
                actor: Side::White,
                throws: true,
            },
            Phase::Roll(s) => Next {
                actor: s,
                throws: true,
            },
            Phase::Move(s) => Next {
                actor: s,
                throws: false,
            },
        })
    }
    fn action_count(&self) -> usize {
        self.0.len()
    }
    fn same_start(&self, other: &Self, n: usize) -> bool {
        self.0.len() >= n && other.0.len() >= n && self.0[..n] == other.0[..n]
    }
}

fn secret(b: u8) -> Element {
    Element([b; 16])
}

/// A creates, B joins: both sessions and the game after B's first link.
fn started() -> (Session, Session, Toy) {
    let a = Session::create("g1".into(), Side::White, secret(1));
    let game = Toy::default();
    assert_eq!(a.status(&game), Status::WaitingJoin);
    let first = a.header(&game);
    // nothing is revealed before the friend has committed
    assert_eq!(first.sides[Side::White].unwrap().at, 0);
    let b = Session::join(&first, secret(2)).unwrap();
    assert_eq!(b.me, Side::Black);
    assert_eq!(b.status(&game), Status::Send);
    let (a, got) = a.receive(Some(&game), &b.header(&game), &game).unwrap();
    assert_eq!(got, Received::Same);
    (a, b, game)
}

/// Plays on the copy of `s` as far as it can, then passes the link to `t`.
fn turn(s: &Session, t: &Session, theirs: &Toy, payload: u8) -> (Session, Toy, bool) {
    let mut game = theirs.clone();
    let mut acted = false;
    while game.act(s, payload) {
        acted = true;
    }
    let (t2, got) = t.receive(Some(theirs), &s.header(&game), &game).unwrap();
    assert_eq!(
        got,
        if acted {
            Received::Newer
        } else {
            Received::Same
        }
    );
    (t2, game, acted)
}

#[test]
fn both_copies_throw_the_committed_dice_and_take_turns_by_link() {
    let (mut a, mut b, mut game) = started();
    assert_eq!(a.status(&game), Status::MyTurn);
    let mut links = 0;
    while game.next().is_some() && links < 40 {
        let (who, other) = if links % 2 == 0 { (&a, &b) } else { (&b, &a) };
        let (other2, g, _) = turn(who, other, &game, links as u8);
        if links % 2 == 0 {
            b = other2;
        } else {
            a = other2;
        }
        game = g;
        links += 1;
        // each copy, when it holds both elements, sees the same dice
        for t in thrown(&game.acts()).0 {
            if let (Some(x), Some(y)) = (a.die(t.group, t.index), b.die(t.group, t.index)) {
                assert_eq!(x, y);
            }
        }
    }
    assert!(game.next().is_none(), "the game ends ({links} links)");
    a.check_dice(&game).unwrap();
    b.check_dice(&game).unwrap();
    assert_eq!(a.status(&game), Status::Over);
}

#[test]
fn a_copy_never_knows_a_die_the_friend_throws_after_its_own_decision() {
    let (a, b, game) = started();
    // A throws the primacy and perhaps its first roll; B's copy must not yet
    // know the dice B throws next (B has not seen A's element)
    let (b, game, _) = turn(&a, &b, &game, 0);
    let (_, (group, index)) = thrown(&game.acts());
    assert_eq!(game.next().unwrap().actor, Side::Black);
    // B can throw
    assert!(b.die(group, index).is_some());
    if group > 0 {
        // A moved since the last dice: his copy cannot know B's next roll
        assert!(a.die(group, index).is_none());
    }
}

#[test]
fn reloading_cannot_change_the_dice() {
    let (a, _, game) = started();
    let again = Session::from_text(&a.to_text()).unwrap();
    assert_eq!(again, a);
    assert_eq!(a.next_dice(&game, 6), again.next_dice(&game, 6));
    assert!(Session::from_text("1.g1.w.w.10.xx.").is_none());
    assert!(Session::from_text("garbage").is_none());
}

#[test]
fn a_wrong_roll_is_refused() {
    let (a, b, game) = started();
    let mut forged = game.clone();
    assert!(forged.act(&a, 0));
    let faces = &mut forged.0[0].0.dice;
    faces[0] = faces[0] % 6 + 1;
    assert_eq!(
        b.receive(Some(&game), &a.header(&forged), &forged),
        Err(LinkError::WrongDice { at: 0 })
    );
}

#[test]
fn tampered_links_are_refused_and_older_ones_keep_the_newer_game() {
    let (a, b, game) = started();
    let (b2, after, _) = turn(&a, &b, &game, 0);
    let h = a.header(&after);
    // an element that does not hash back to A's head
    let mut bad = h.clone();
    let mut w = bad.sides[Side::White].unwrap();
    w.value.0[3] ^= 0x40;
    bad.sides[Side::White] = Some(w);
    assert!(matches!(
        b.receive(Some(&game), &bad, &after),
        Err(LinkError::Reveal(_))
    ));
    // another head for A, or for B
    let mut other = h.clone();
    other.sides[Side::White] = Some(Revealed::new(secret(9)));
    assert_eq!(
        b.receive(Some(&game), &other, &after),
        Err(LinkError::TheirsChanged)
    );
    let mut mine = h.clone();
    mine.sides[Side::Black] = Some(Revealed::new(secret(9)));
    assert_eq!(
        b.receive(Some(&game), &mine, &after),
        Err(LinkError::NotMine)
    );
    // a move taken for the receiver's side
    let mut for_me = after.clone();
    for_me.0.push((
        Act {
            actor: Side::Black,
            dice: vec![],
            ordered: true,
        },
        0,
    ));
    assert_eq!(
        b.receive(Some(&game), &h, &for_me),
        Err(LinkError::NotTheirs {
            at: for_me.0.len() - 1
        })
    );
    // a history rewritten
    let mut rewritten = after.clone();
    rewritten.0[0].1 = 99;
    assert_eq!(
        b2.receive(Some(&after), &h, &rewritten),
        Err(LinkError::Diverges { at: 0 })
    );
    // the older link again: the newer game is kept
    assert_eq!(
        b2.receive(Some(&after), &a.header(&game), &game)
            .map(|r| r.1),
        Ok(Received::Older)
    );
    // the links are read as texts too
    crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
    assert!(LinkError::WrongDice { at: 2 }.text().contains("action 3"));
    crate::kit::i18n::use_native(crate::kit::i18n::Lang::Fr);
    assert!(LinkError::Diverges { at: 0 }.text().contains("diffère"));
}

#[test]
fn a_link_joined_elsewhere_or_without_its_creator_is_refused() {
    let (a, b, game) = started();
    let answered = b.header(&game);
    assert_eq!(
        Session::join(&answered, secret(3)),
        Err(LinkError::ElsewhereJoined)
    );
    let mut empty = a.header(&game);
    empty.sides[Side::White] = None;
    assert_eq!(Session::join(&empty, secret(3)), Err(LinkError::NotJoined));
}
