//! The last play's arrows: shown after a play, gone when the session's next
//! game starts.

use super::*;

#[test]
fn the_next_game_starts_without_the_last_plays_arrows() {
    let game = Game::new(Variant::Backgammon, Options::money()).unwrap();
    let s = Store::new(game, vec![3, 1], 7, Ui::default());
    assert!(s.act(Action::Opening { white: 3, black: 1 }));
    let play = s
        .game
        .with_untracked(|g| g.legal_plays().first().cloned())
        .expect("3-1 has plays");
    s.play_position(*play.after(), play.moves());
    assert!(
        !s.ui.with_untracked(|u| u.arrows.is_empty()),
        "the play's arrows show"
    );
    // Black doubles, White passes: the game is over, its arrows still show
    assert!(s.act(Action::Double));
    assert!(s.act(Action::Pass));
    assert_eq!(s.game.with_untracked(|g| g.phase()), Phase::GameOver);
    assert!(!s.ui.with_untracked(|u| u.arrows.is_empty()));
    assert!(s.act(Action::NextGame));
    s.ui.with_untracked(|u| {
        assert!(u.arrows.is_empty(), "{:?}", u.arrows);
        assert!(u.arriving.0.is_empty(), "{:?}", u.arriving);
    });
}
