//! The store in a game by link: only this copy's side acts here, and its
//! dice are the committed ones.

use super::*;
use crate::kit::remote::{Received, Session, Status};
use tables::commit::Element;

/// Both copies of a new game by link, each knowing the other's commitment.
fn copies(game: &Game) -> (Session, Session) {
    let white = Session::create("t1".into(), Side::White, Element([3; 16]));
    let h = white.header(game);
    let black = Session::join(&h, Element([4; 16])).unwrap();
    let black = black.receive(None, &h, game).unwrap().0;
    let (white, got) = white
        .receive(Some(game), &black.header(game), game)
        .unwrap();
    assert_eq!(got, Received::Same);
    (white, black)
}

fn store(game: &Game, s: &Session) -> Store {
    let ui = Ui {
        opponent: Opponent::Remote(s.me),
        remote: Some(s.clone()),
        ..Ui::default()
    };
    Store::new(game.clone(), vec![1, 1], 9, ui)
}

#[test]
fn by_link_only_this_copys_side_acts_and_its_dice_are_the_committed_ones() {
    let start = Game::new(Variant::Backgammon, Options::money()).unwrap();
    let (white, black) = copies(&start);
    // the opening roll is White's copy's to throw, not Black's
    let b = store(&start, &black);
    assert!(b.remote_waits());
    b.roll();
    assert_eq!(b.game.with_untracked(|g| g.actions().len()), 0);
    assert!(b.ui.with_untracked(|u| u.message.is_some()));
    let w = store(&start, &white);
    assert!(!w.remote_waits());
    // the dice are the commitments', not the store's own (scripted 1-1)
    let mut want = start.clone();
    while want.phase() == Phase::Opening {
        let d = white.next_dice(&want, 2).unwrap();
        want.act(Action::Opening {
            white: d[0],
            black: d[1],
        })
        .unwrap();
        w.roll();
    }
    assert_eq!(
        w.game.with_untracked(|g| g.actions().to_vec()),
        want.actions()
    );
    // the side on roll plays in its own copy only
    let on_roll = want.on_roll();
    let (mine, theirs) = match on_roll {
        Side::White => (w, store(&want, &black)),
        Side::Black => (store(&want, &black), w),
    };
    let play = Action::Play(*want.legal_plays()[0].after());
    assert!(mine.human_to_act());
    assert!(!theirs.human_to_act());
    assert!(theirs.remote_waits());
    assert!(!theirs.act(play));
    assert_eq!(
        theirs.ui.with_untracked(|u| u.message.clone()),
        Some(crate::kit::remote::view::status_text(Status::Send).to_string())
    );
    assert!(mine.act(play));
    assert!(mine.remote_waits());
    assert_eq!(mine.viewer(), on_roll);
    assert_eq!(theirs.viewer(), on_roll.opponent());
}
