//! Backgammon results and the score: single, gammon and backgammon × cube ×
//! stake, resignations, the Jacoby rule, the Crawford game (and FIBS's
//! rule), post-Crawford, the match won, and the score a match may start at.

mod bg_common;

use bg_common::*;
use tables::backgammon::matchplay::{MatchState, ScoreError};
use tables::backgammon::{
    bg, CrawfordRule, CubeAction, CubeRefusal, EndKind, Event, GameError, GameResult, GameState,
    MatchLength, Options, Phase, SetupError,
};
use tables::{BySide, Side::*};

/// Given `pos` with White on roll and the cube `value` owned by `owner`,
/// when White rolls 2-1 and bears off his last checker: the game's end.
fn win(
    pos: tables::backgammon::Position,
    options: Options,
    value: u32,
    owner: Option<tables::Side>,
) -> tables::backgammon::Game {
    let mut g = game_with(pos, White, options, |s| s.cube = cube(value, owner));
    roll_and_play(&mut g, r(2, 1));
    g
}

#[test]
fn a_single_counts_one_times_the_cube() {
    let g = win(single_win(), Options::money(), 4, Some(Black));
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.result, end.cube, end.points, end.how),
        (Some(White), GameResult::Single, 4, 4, EndKind::PlayedOut)
    );
    assert_eq!(g.score(), BySide::new(4, 0));
    assert_eq!(g.game_state(), GameState::Over);
    assert_eq!(g.phase(), Phase::GameOver);
}

#[test]
fn a_gammon_counts_two_times_the_cube() {
    let g = win(gammon_win(), Options::money(), 2, Some(White));
    let end = g.end().unwrap();
    assert_eq!((end.result, end.points), (GameResult::Gammon, 4));
}

#[test]
fn a_backgammon_counts_three_times_the_cube() {
    let g = win(backgammon_win(), Options::money(), 8, Some(Black));
    let end = g.end().unwrap();
    assert_eq!((end.result, end.points), (GameResult::Backgammon, 24));
}

#[test]
fn a_checker_on_the_bar_makes_a_backgammon() {
    let g = win(bg!(x 1:1; o 6:14 25:1), Options::money(), 1, None);
    assert_eq!(g.end().unwrap().result, GameResult::Backgammon);
}

#[test]
fn the_game_won_event_says_result_cube_stake_points_and_the_score() {
    let g = win(gammon_win(), Options::money(), 2, Some(Black));
    let tail: Vec<_> = g.events().iter().rev().take(2).rev().copied().collect();
    match tail.as_slice() {
        [Event::GameWon(end), Event::Score { score }] => {
            assert_eq!(
                (end.result, end.cube, end.stake, end.points),
                (GameResult::Gammon, 2, 1, 4)
            );
            assert_eq!(*score, BySide::new(4, 0));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_accepted_resignation_counts_the_resigned_level_times_the_cube() {
    let mut g = game_with(start(), Black, Options::money(), |s| {
        s.cube = cube(2, Some(White))
    });
    g.resign(GameResult::Gammon).unwrap();
    assert_eq!(g.resignation_offered(), Some(GameResult::Gammon));
    assert_eq!(g.to_act(), Some(White));
    g.accept_resign().unwrap();
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.result, end.points, end.how),
        (Some(White), GameResult::Gammon, 4, EndKind::Resigned)
    );
    assert_eq!(g.game_state(), GameState::Resigned);
    assert_eq!(g.score(), BySide::new(4, 0));
}

#[test]
fn a_refused_resignation_lets_play_go_on() {
    let mut g = game(start(), Black, Options::money());
    g.roll(r(6, 5)).unwrap();
    g.resign(GameResult::Backgammon).unwrap();
    g.reject_resign().unwrap();
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.dice(), Some(r(6, 5)));
    assert_eq!(g.end(), None);
    assert!(!g.legal_plays().is_empty());
}

#[test]
fn a_resignation_is_answered_by_the_opponent_only() {
    let mut g = game(start(), Black, Options::money());
    g.resign(GameResult::Single).unwrap();
    assert_eq!(
        g.act_by(Black, tables::backgammon::Action::AcceptResign),
        Err(GameError::NotYourTurn {
            side: Black,
            to_act: White
        })
    );
}

fn jacoby() -> Options {
    let mut o = Options::money();
    o.cube.jacoby = true;
    o
}

#[test]
fn jacoby_gammons_count_single_while_the_cube_is_centred() {
    let g = win(gammon_win(), jacoby(), 1, None);
    let end = g.end().unwrap();
    assert_eq!((end.result, end.points), (GameResult::Single, 1));
}

#[test]
fn jacoby_gammons_count_once_the_cube_is_turned() {
    let g = win(backgammon_win(), jacoby(), 2, Some(Black));
    let end = g.end().unwrap();
    assert_eq!((end.result, end.points), (GameResult::Backgammon, 6));
}

#[test]
fn jacoby_still_applies_after_an_automatic_double() {
    let g = win(gammon_win(), jacoby(), 2, None);
    let end = g.end().unwrap();
    assert_eq!((end.result, end.points), (GameResult::Single, 2));
}

#[test]
fn jacoby_off_gammons_count_with_the_cube_centred() {
    let g = win(gammon_win(), Options::money(), 1, None);
    assert_eq!(g.end().unwrap().points, 2);
    assert!(!g.jacoby_in_use());
}

#[test]
fn jacoby_is_not_used_in_a_match() {
    let mut o = jacoby();
    o.length = MatchLength::Points(7);
    let g = win(gammon_win(), o, 1, None);
    assert!(!g.jacoby_in_use());
    assert_eq!(g.end().unwrap().points, 2);
}

#[test]
fn jacoby_counts_a_resigned_gammon_as_a_single_with_the_cube_centred() {
    let mut g = game(start(), Black, jacoby());
    g.resign(GameResult::Gammon).unwrap();
    g.accept_resign().unwrap();
    assert_eq!(g.end().unwrap().points, 1);
}

#[test]
fn hypergammon_counts_gammons_too() {
    let mut g = tables::backgammon::Game::from_setup(
        tables::backgammon::Variant::Hypergammon(3),
        Options::money(),
        tables::backgammon::GameSetup::new(bg!(3; x 1:1; o 6:3), White),
    )
    .unwrap();
    roll_and_play(&mut g, r(2, 1));
    assert_eq!(g.end().unwrap().result, GameResult::Gammon);
}

// --- the Crawford game -------------------------------------------------

fn refused(reason: CubeRefusal) -> Result<(), GameError> {
    Err(GameError::CubeRefused {
        action: CubeAction::Double,
        reason,
    })
}

#[test]
fn crawford_game_no_double_for_the_trailer() {
    let g = match_game(start(), Black, Options::match_to(5), (4, 1), true);
    assert!(g.is_crawford_game());
    assert_eq!(g.may_double(), refused(CubeRefusal::CrawfordGame));
}

#[test]
fn crawford_game_no_double_for_the_leader() {
    let g = match_game(start(), White, Options::match_to(5), (4, 1), true);
    assert_eq!(g.may_double(), refused(CubeRefusal::CrawfordGame));
}

fn fibs(length: u8) -> Options {
    Options {
        crawford: CrawfordRule::TrailerMayNotDouble,
        ..Options::match_to(length)
    }
}

#[test]
fn fibs_crawford_only_the_trailer_may_not_double() {
    let trailer = match_game(start(), Black, fibs(5), (4, 1), true);
    assert_eq!(
        trailer.may_double(),
        refused(CubeRefusal::TrailerInCrawfordGame)
    );
    let leader = match_game(start(), White, fibs(5), (4, 1), true);
    assert_eq!(leader.may_double(), Ok(()));
}

#[test]
fn crawford_game_follows_the_first_reaching_of_match_point() {
    // 3-point match at 1-0: White wins a single → 2-0, one point from winning.
    let mut g = match_game(single_win(), White, Options::match_to(3), (1, 0), false);
    assert!(!g.is_crawford_game());
    roll_and_play(&mut g, r(2, 1));
    assert_eq!(g.score(), BySide::new(2, 0));
    g.next_game().unwrap();
    assert!(g.is_crawford_game());
    assert!(matches!(
        g.events().last(),
        Some(Event::GameStarted {
            number: 2,
            crawford: true
        })
    ));
    g.opening(1, 2).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!(g.on_roll(), White);
    assert_eq!(g.may_double(), refused(CubeRefusal::CrawfordGame));
}

#[test]
fn post_crawford_the_cube_is_back() {
    // The Crawford game at 2-0 of a 3-point match; Black wins it: 2-1.
    let mut g = match_game(single_win(), Black, Options::match_to(3), (2, 0), true);
    roll_and_play(&mut g, r(2, 1));
    assert_eq!(g.score(), BySide::new(2, 1));
    g.next_game().unwrap();
    assert!(!g.is_crawford_game());
    assert!(g.session().is_post_crawford());
    g.opening(2, 1).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!(g.on_roll(), Black);
    assert_eq!(g.may_double(), Ok(()));
}

#[test]
fn crawford_off_keeps_the_cube_at_match_point() {
    let o = Options {
        crawford: CrawfordRule::Off,
        ..Options::match_to(3)
    };
    let mut g = match_game(single_win(), White, o, (1, 0), false);
    roll_and_play(&mut g, r(2, 1));
    g.next_game().unwrap();
    assert!(!g.is_crawford_game());
}

#[test]
fn a_one_point_match_has_no_crawford_game() {
    let g = tables::backgammon::Game::new(
        tables::backgammon::Variant::Backgammon,
        Options::match_to(1),
    )
    .unwrap();
    assert!(!g.is_crawford_game());
    let m = MatchState::from_score(&Options::match_to(1), BySide::splat(0), true);
    assert_eq!(m, Err(ScoreError::NotACrawfordGame));
}

#[test]
fn a_crawford_game_needs_one_player_at_match_point() {
    for (score, ok) in [((4, 1), true), ((3, 1), false), ((4, 4), false)] {
        let m = MatchState::from_score(&Options::match_to(5), BySide::new(score.0, score.1), true);
        assert_eq!(m.is_ok(), ok, "{score:?}");
    }
}

#[test]
fn a_score_at_match_point_without_crawford_is_post_crawford() {
    let m = MatchState::from_score(&Options::match_to(5), BySide::new(4, 2), false).unwrap();
    assert!(m.is_post_crawford());
}

// --- the match ------------------------------------------------------------

#[test]
fn the_match_is_won_at_its_length_and_the_full_points_are_awarded() {
    // 3-point match at 2-0, post-Crawford, cube 2: White wins a gammon, 4
    // points; the score goes beyond the length.
    let mut g = game_with(gammon_win(), White, Options::match_to(3), |s| {
        s.score = BySide::new(2, 0);
        s.cube = cube(2, Some(Black));
    });
    roll_and_play(&mut g, r(2, 1));
    assert_eq!(g.score(), BySide::new(6, 0));
    assert_eq!(g.match_winner(), Some(White));
    assert_eq!(g.phase(), Phase::MatchOver);
    assert!(matches!(
        g.events().last(),
        Some(Event::MatchWon { winner: White, score }) if *score == BySide::new(6, 0)
    ));
    assert_eq!(
        g.next_game(),
        Err(GameError::WrongPhase {
            phase: Phase::MatchOver
        })
    );
}

#[test]
fn money_play_never_ends() {
    let mut g = win(backgammon_win(), Options::money(), 64, Some(Black));
    assert_eq!(g.score(), BySide::new(192, 0));
    assert_eq!(g.match_winner(), None);
    assert_eq!(g.next_game(), Ok(()));
    assert_eq!(
        (g.phase(), g.game_number(), g.cube_value()),
        (Phase::Opening, 2, 1)
    );
}

#[test]
fn a_match_cannot_start_at_a_finished_score() {
    let s = tables::backgammon::GameSetup {
        score: BySide::new(5, 0),
        ..tables::backgammon::GameSetup::new(start(), White)
    };
    let e = tables::backgammon::Game::from_setup(
        tables::backgammon::Variant::Backgammon,
        Options::match_to(5),
        s,
    );
    assert_eq!(
        e.unwrap_err(),
        SetupError::Score(ScoreError::MatchOver {
            score: BySide::new(5, 0)
        })
    );
}

#[test]
fn a_match_is_one_to_twenty_five_points() {
    use tables::backgammon::matchplay::OptionsError;
    assert_eq!(
        Options::match_to(26).validate(),
        Err(OptionsError::MatchLength { length: 26 })
    );
    assert_eq!(
        Options::match_to(0).validate(),
        Err(OptionsError::MatchLength { length: 0 })
    );
    assert_eq!(Options::match_to(25).validate(), Ok(()));
}
