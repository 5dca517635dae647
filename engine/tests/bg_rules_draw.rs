//! The draw option (seed 002's "with a draw", a session option, off by
//! default): when the player who moved first bears off his last checker, the
//! other gets one more roll; bearing off his last checker with it draws the
//! game, else the first mover wins, the result judged after that roll.

mod bg_common;

use bg_common::r;
use tables::backgammon::notation::{format_game, parse_game};
use tables::backgammon::{
    CubeAction, CubeRefusal, EndKind, Event, Game, GameError, GameResult, GameSetup, Options,
    Phase, Position, Variant,
};
use tables::{bg, BySide, Side};

fn with_draw(mut o: Options) -> Options {
    o.last_roll_draw = true;
    o
}

/// A backgammon game from `pos`, White on roll (so the first mover) with
/// `a`-`b` rolled.
fn game(pos: Position, options: Options, a: u8, b: u8) -> Game {
    let mut s = GameSetup::new(pos, Side::White);
    s.dice = Some(r(a, b));
    Game::from_setup(Variant::Backgammon, options, s).unwrap()
}

fn play_first(g: &mut Game) {
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
}

#[test]
fn without_the_option_the_first_to_bear_off_wins_at_once() {
    assert!(!Options::default().last_roll_draw);
    let mut g = game(bg!(x 1:1; o 1:2), Options::money(), 2, 1);
    play_first(&mut g);
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.end().unwrap().winner, Some(Side::White));
}

#[test]
fn the_first_movers_last_checker_off_gives_the_other_a_last_roll_that_may_draw() {
    let mut g = game(bg!(x 1:1; o 1:2), with_draw(Options::money()), 2, 1);
    play_first(&mut g);
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.on_roll(), Side::Black);
    assert!(g.is_last_roll());
    assert!(g.events().contains(&Event::LastRoll { side: Side::Black }));
    assert_eq!(
        g.may_double(),
        Err(GameError::CubeRefused {
            action: CubeAction::Double,
            reason: CubeRefusal::LastRoll
        })
    );
    // Both of his checkers off with any roll: drawn, no points.
    g.roll(r(4, 3)).unwrap();
    play_first(&mut g);
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.points, end.how),
        (None, 0, EndKind::PlayedOut)
    );
    assert!(matches!(
        g.events()[g.events().len() - 2],
        Event::GameDrawn(_)
    ));
    assert_eq!(g.score(), BySide::new(0, 0));
    assert!(!g.is_last_roll());
}

#[test]
fn a_last_roll_that_does_not_finish_loses_as_the_board_stands_after_it() {
    // Three left on his 6: 2-1 bears none off, White wins a single.
    let mut g = game(bg!(x 1:1; o 6:3), with_draw(Options::money()), 2, 1);
    play_first(&mut g);
    g.roll(r(2, 1)).unwrap();
    play_first(&mut g);
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.result, end.points),
        (Some(Side::White), GameResult::Single, 1)
    );
    // None off yet: a last roll that bears one off saves the gammon ...
    let mut g = game(bg!(x 1:1; o 6:15), with_draw(Options::money()), 2, 1);
    play_first(&mut g);
    g.roll(r(6, 5)).unwrap();
    play_first(&mut g);
    assert_eq!(g.end().unwrap().result, GameResult::Single);
    // ... one that does not leaves it a gammon.
    let mut g = game(bg!(x 1:1; o 6:15), with_draw(Options::money()), 2, 1);
    play_first(&mut g);
    g.roll(r(2, 1)).unwrap();
    play_first(&mut g);
    assert_eq!(g.end().unwrap().result, GameResult::Gammon);
}

#[test]
fn the_second_mover_bearing_off_first_wins_at_once() {
    let mut g = game(bg!(x 6:2; o 1:1), with_draw(Options::money()), 2, 1);
    play_first(&mut g);
    assert!(!g.is_last_roll());
    g.roll(r(3, 2)).unwrap();
    play_first(&mut g);
    let end = g.end().unwrap();
    assert_eq!(end.winner, Some(Side::Black));
    assert_eq!(g.phase(), Phase::GameOver);
}

#[test]
fn a_drawn_game_of_a_match_counts_nothing_and_the_record_keeps_the_option() {
    let mut g = game(bg!(x 1:1; o 1:2), with_draw(Options::match_to(3)), 2, 1);
    play_first(&mut g);
    g.roll(r(4, 3)).unwrap();
    play_first(&mut g);
    assert!(g.end().unwrap().is_draw());
    assert_eq!(g.match_winner(), None);
    g.next_game().unwrap();
    assert_eq!(g.phase(), Phase::Opening);
    let text = format_game(&g).unwrap();
    let again = parse_game(&text).unwrap();
    assert!(again.options().last_roll_draw);
    assert_eq!(again.record(), g.record());
    assert_eq!(again.events(), g.events());
    // The option off writes another record.
    let mut off = g.options().to_owned();
    off.last_roll_draw = false;
    let plain = Game::new(Variant::Backgammon, off).unwrap();
    assert_ne!(format_game(&plain).unwrap(), {
        let on = Game::new(Variant::Backgammon, *g.options()).unwrap();
        format_game(&on).unwrap()
    });
}

#[test]
fn the_last_roll_may_be_resigned() {
    let mut g = game(bg!(x 1:1; o 6:15), with_draw(Options::money()), 2, 1);
    play_first(&mut g);
    g.resign(GameResult::Gammon).unwrap();
    g.accept_resign().unwrap();
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.points, end.how),
        (Some(Side::White), 2, EndKind::Resigned)
    );
}

#[test]
fn plakotos_mother_win_is_no_bear_off_and_gives_no_last_roll() {
    // The mother rule ends the game at once, the option on or not.
    let pos = bg!(x 13:10 6:4 4:1; o 24:1 11:14);
    let mut s = GameSetup::new(pos, Side::White);
    s.dice = Some(r(3, 1));
    let mut g = Game::from_setup(Variant::Plakoto, with_draw(Options::money()), s).unwrap();
    let after = *g
        .legal_plays()
        .iter()
        .find(|p| p.notation() == "13/12 4/1*")
        .unwrap()
        .after();
    g.play(&after).unwrap();
    assert_eq!(g.phase(), Phase::GameOver);
    assert_eq!(g.end().unwrap().how, EndKind::MotherPinned);
}
