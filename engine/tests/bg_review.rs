//! The review of a player's plays (`bot::review`): White bears off one
//! checker where he could bear off both and win, and Black, one checker
//! left, wins: named as White's error, with the best play and what it lost; plays without a choice are not judged;
//! the review starts at the last game.

mod bg_common;

use bg_common::r;
use tables::backgammon::bot::review::{last_game_start, Review, WORTH_NAMING};
use tables::backgammon::bot::{install, Net};
use tables::backgammon::{Action, Game, GameSetup, Options, Variant};
use tables::{bg, Side};

/// The shipped backgammon network: the strong level's judgement as the app
/// and the command line have it.
fn with_the_network() {
    let bytes = std::fs::read("weights/backgammon.net").expect("the shipped weights");
    install(Net::from_bytes(&bytes).expect("a network"));
}

/// White, his last two checkers on his 6 and 5 points against Black's last
/// on his ace, has rolled 6-5 and played `notation`.
fn played(notation: &str) -> Game {
    let mut s = GameSetup::new(bg!(x 6:1 5:1; o 1:1), Side::White);
    s.dice = Some(r(6, 5));
    let mut g = Game::from_setup(Variant::Backgammon, Options::money(), s).unwrap();
    let after = *g
        .legal_plays()
        .iter()
        .find(|p| p.notation() == notation)
        .unwrap_or_else(|| panic!("{notation} is legal"))
        .after();
    g.play(&after).unwrap();
    g
}

#[test]
fn a_checker_left_behind_is_named_with_the_best_play_and_its_cost() {
    with_the_network();
    // both off wins; 6/1 5/off lets Black bear off his last checker first
    let record = played("6/1 5/off").record();
    let mut review = Review::new(&record, Side::White, 0).unwrap();
    let mut steps = 1;
    while !review.step() {
        steps += 1;
    }
    assert_eq!(steps, 1, "one play of White's with a choice");
    let worst = review.worst(3);
    assert_eq!(worst.len(), 1, "{:?}", review.judged());
    let e = &worst[0];
    assert_eq!((e.action, e.roll), (0, r(6, 5)));
    assert_eq!(e.played, "6/1 5/off");
    assert_eq!(e.best, "6/off 5/off");
    // the network's 0-ply figure for the poor play, near a sure loss
    assert!(
        (e.lost - 2.0).abs() < 0.01,
        "a win (+1) against a loss (-1): {}",
        e.lost
    );
    // Black's plays are not White's
    let mut black = Review::new(&record, Side::Black, 0).unwrap();
    while !black.step() {}
    assert!(black.judged().is_empty());
}

#[test]
fn the_best_play_is_no_error_and_the_last_game_is_found() {
    with_the_network();
    let mut review = Review::new(&played("6/off 5/off").record(), Side::White, 0).unwrap();
    while !review.step() {}
    assert_eq!(review.judged().len(), 1);
    assert!(review.judged()[0].lost < WORTH_NAMING);
    assert!(review.worst(3).is_empty());
    let actions = [
        Action::Roll(r(3, 1)),
        Action::NextGame,
        Action::Roll(r(6, 5)),
    ];
    assert_eq!(last_game_start(&actions), 2);
    assert_eq!(last_game_start(&actions[..1]), 0);
}
