//! A backgammon game through `Game`: the opening roll, the turn order, plays
//! with their moves, a roll that cannot be played, refused actions leaving
//! the game untouched, the record and its replay, games from a position, and
//! the accessors gnubg's Match ID needs.

mod bg_common;

use bg_common::*;
use tables::backgammon::{
    bg, Action, Cube, CubeOwner, Event, Game, GameError, GameResult, GameSetup, GameState, Move,
    Options, Phase, Player, ReplayError, SetupError, Variant,
};
use tables::{BySide, Side::*};

fn new_game() -> Game {
    Game::new(Variant::Backgammon, Options::money()).unwrap()
}

fn mv(from: u8, to: u8, hit: bool) -> Move {
    Move { from, to, hit }
}

#[test]
fn the_position_literal_counts_each_side_from_its_own_side() {
    let p = bg!(x 6:5 8:3 13:5 24:2; o 6:5 8:3 13:5 24:2);
    assert_eq!(p, start());
    let p = bg!(x 25:1 1:2; o 25:2 3:1);
    assert_eq!(
        (p.mine(25), p.mine(1), p.theirs(0), p.theirs(22)),
        (1, 2, 2, 1)
    );
    assert_eq!((p.off(Player::OnRoll), p.off(Player::Opponent)), (12, 12));
}

#[test]
fn an_opening_tie_is_rolled_again() {
    let mut g = new_game();
    assert_eq!(g.opening(4, 4), Ok(None));
    assert_eq!(
        (g.phase(), g.dice(), g.to_act()),
        (Phase::Opening, None, None)
    );
    assert_eq!(g.game_state(), GameState::NoGame);
}

#[test]
fn the_higher_opening_die_plays_both_dice_at_once() {
    let mut g = new_game();
    assert_eq!(g.opening(2, 5), Ok(Some(Black)));
    assert_eq!(
        (g.phase(), g.on_roll(), g.dice()),
        (Phase::Move, Black, Some(r(5, 2)))
    );
    assert_eq!(g.to_act(), Some(Black));
    assert_eq!(g.game_state(), GameState::Playing);
    assert_eq!(g.rolls(), 1);
}

#[test]
fn a_play_is_logged_with_its_moves_and_the_opponent_is_on_roll() {
    let mut g = new_game();
    g.opening(3, 1).unwrap();
    g.play_moves(&[mv(6, 5, false), mv(8, 5, false)]).unwrap();
    let Some(Event::Played {
        side: White,
        roll,
        play,
        ..
    }) = g.events().last()
    else {
        panic!("{:?}", g.events().last());
    };
    assert_eq!(*roll, r(3, 1));
    let mut moves: Vec<_> = play.moves().iter().map(|m| (m.from, m.to)).collect();
    moves.sort_unstable();
    assert_eq!(moves, [(6, 5), (8, 5)]);
    assert_eq!((g.on_roll(), g.phase()), (Black, Phase::BeforeRoll));
    assert_eq!(
        g.position_of(White),
        bg!(x 5:2 6:4 8:2 13:5 24:2; o 6:5 8:3 13:5 24:2)
    );
    assert_eq!(*g.position(), g.position_of(White).flip());
}

#[test]
fn a_hit_sends_the_blot_to_the_bar() {
    let mut g = game(bg!(x 8:2 6:13; o 20:1 1:14), White, Options::money());
    g.roll(r(3, 1)).unwrap();
    g.play_moves(&[mv(8, 5, true), mv(6, 5, false)]).unwrap();
    let black = *g.position();
    assert_eq!(black, bg!(x 25:1 1:14; o 8:1 6:12 5:2));
}

#[test]
fn a_roll_that_cannot_be_played_passes_the_turn() {
    // White on the bar against a closed board.
    let pos = bg!(x 25:1 6:14; o 1:2 2:2 3:2 4:2 5:2 6:2 13:3);
    let mut g = game(pos, White, Options::money());
    g.roll(r(6, 5)).unwrap();
    assert!(matches!(
        g.events().last(),
        Some(Event::CouldNotMove { side: White, roll }) if *roll == r(6, 5)
    ));
    assert_eq!((g.on_roll(), g.phase()), (Black, Phase::BeforeRoll));
    assert_eq!(*g.position(), pos.flip());
}

#[test]
fn an_illegal_play_is_refused_and_the_game_unchanged() {
    let mut g = new_game();
    g.opening(3, 1).unwrap();
    let before = g.clone();
    // 24/18 is not a 3-1 play.
    let wrong = bg!(x 24:1 18:1 13:5 8:3 6:5; o 6:5 8:3 13:5 24:2);
    assert_eq!(g.play(&wrong), Err(GameError::IllegalPlay));
    assert_eq!(
        g.play_moves(&[mv(24, 21, false)]),
        Err(GameError::IllegalPlay)
    );
    assert_eq!(g, before);
}

#[test]
fn an_action_out_of_turn_is_refused() {
    let mut g = new_game();
    g.opening(3, 1).unwrap();
    let before = g.clone();
    let after = *g.legal_plays()[0].after();
    assert_eq!(
        g.act_by(Black, Action::Play(after)),
        Err(GameError::NotYourTurn {
            side: Black,
            to_act: White
        })
    );
    assert_eq!(g, before);
    assert_eq!(g.act_by(White, Action::Play(after)), Ok(()));
}

#[test]
fn the_doubler_may_not_answer_his_own_double() {
    let mut g = game(start(), White, Options::money());
    g.double().unwrap();
    assert_eq!(
        g.act_by(White, Action::Take),
        Err(GameError::NotYourTurn {
            side: White,
            to_act: Black
        })
    );
}

#[test]
fn actions_out_of_phase_are_refused() {
    let mut g = new_game();
    let before = g.clone();
    assert_eq!(
        g.roll(r(6, 5)),
        Err(GameError::WrongPhase {
            phase: Phase::Opening
        })
    );
    assert_eq!(
        g.take(),
        Err(GameError::WrongPhase {
            phase: Phase::Opening
        })
    );
    assert_eq!(
        g.resign(GameResult::Single),
        Err(GameError::WrongPhase {
            phase: Phase::Opening
        })
    );
    assert_eq!(
        g.next_game(),
        Err(GameError::WrongPhase {
            phase: Phase::Opening
        })
    );
    assert_eq!(g.opening(0, 3), Err(GameError::BadDie(0)));
    assert_eq!(g, before);
    g.opening(6, 1).unwrap();
    assert_eq!(
        g.opening(6, 1),
        Err(GameError::WrongPhase { phase: Phase::Move })
    );
    assert_eq!(
        g.roll(r(6, 5)),
        Err(GameError::WrongPhase { phase: Phase::Move })
    );
}

#[test]
fn the_next_game_starts_afresh_after_the_opening_roll() {
    let mut g = game_with(single_win(), White, Options::money(), |s| {
        s.cube = cube(2, Some(Black))
    });
    roll_and_play(&mut g, r(2, 1));
    g.next_game().unwrap();
    assert_eq!(g.phase(), Phase::Opening);
    assert_eq!(g.cube(), Cube::CENTRED);
    assert_eq!(
        (g.game_number(), g.end(), g.score()),
        (2, None, BySide::new(2, 0))
    );
    assert_eq!(*g.position(), start());
}

// --- the record -------------------------------------------------------

#[test]
fn a_record_replays_to_the_same_game() {
    let mut g = new_game();
    g.opening(5, 5).unwrap();
    g.opening(3, 1).unwrap();
    let after = *g.legal_plays()[3].after();
    g.play(&after).unwrap();
    g.double().unwrap();
    g.take().unwrap();
    roll_and_play(&mut g, r(6, 6));
    g.resign(GameResult::Single).unwrap();
    g.reject_resign().unwrap();
    roll_and_play(&mut g, r(4, 2));
    let replayed = Game::replay(&g.record()).unwrap();
    assert_eq!(replayed, g);
    assert_eq!(g.record().actions.len(), 11);
}

#[test]
fn a_record_from_a_position_replays_to_the_same_game() {
    let mut g = match_game(gammon_win(), Black, Options::match_to(7), (3, 4), false);
    roll_and_play(&mut g, r(1, 1));
    g.next_game().unwrap();
    let replayed = Game::replay(&g.record()).unwrap();
    assert_eq!(replayed, g);
    assert_eq!(replayed.score(), BySide::new(3, 6));
}

#[test]
fn a_record_with_a_refused_action_says_which() {
    let mut rec = new_game().record();
    rec.actions = vec![Action::Opening { white: 1, black: 2 }, Action::Double];
    assert_eq!(
        Game::replay(&rec),
        Err(ReplayError::Action {
            index: 1,
            error: GameError::WrongPhase { phase: Phase::Move }
        })
    );
}

// --- games from a position ------------------------------------------------

#[test]
fn a_game_may_start_from_a_position_with_dice_rolled() {
    let s = GameSetup {
        dice: Some(r(6, 5)),
        cube: cube(4, Some(Black)),
        ..GameSetup::new(start(), Black)
    };
    let g = Game::from_setup(Variant::Backgammon, Options::money(), s).unwrap();
    assert_eq!(
        (g.phase(), g.on_roll(), g.dice()),
        (Phase::Move, Black, Some(r(6, 5)))
    );
    assert_eq!(
        (g.cube_value(), g.cube_owner()),
        (4, CubeOwner::Side(Black))
    );
    assert!(g
        .legal_plays()
        .iter()
        .any(|p| p.moves() == [mv(24, 18, false), mv(18, 13, false)]));
}

#[test]
fn a_setup_is_checked() {
    let setup = |pos| GameSetup::new(pos, White);
    let bg_game = |s| Game::from_setup(Variant::Backgammon, Options::money(), s);
    assert_eq!(
        bg_game(setup(bg!(3; x 24:3; o 24:3))),
        Err(SetupError::Checkers {
            found: 3,
            expected: 15
        })
    );
    assert_eq!(
        bg_game(setup(bg!(x ; o 6:1))),
        Err(SetupError::AlreadyWon {
            player: Player::OnRoll
        })
    );
    assert_eq!(
        bg_game(GameSetup {
            stake: 0,
            ..setup(start())
        }),
        Err(SetupError::ZeroStake)
    );
    let crawford = GameSetup {
        crawford: true,
        score: BySide::new(4, 0),
        cube: cube(2, Some(White)),
        ..setup(start())
    };
    assert_eq!(
        Game::from_setup(Variant::Backgammon, Options::match_to(5), crawford),
        Err(SetupError::CubeInCrawfordGame)
    );
}

// --- what gnubg's Match ID reads ----------------------------------------------

#[test]
fn the_match_id_accessors_follow_the_game() {
    let mut g = match_game(start(), White, Options::match_to(9), (2, 4), false);
    assert_eq!(g.match_length(), Some(9));
    assert_eq!(g.score(), BySide::new(2, 4));
    assert!(!g.is_crawford_game() && !g.jacoby_in_use());
    assert_eq!(
        (g.game_state(), g.to_act(), g.dice()),
        (GameState::Playing, Some(White), None)
    );
    g.double().unwrap();
    assert!(g.double_offered());
    assert_eq!(
        (g.on_roll(), g.to_act(), g.cube_value()),
        (White, Some(Black), 1)
    );
    g.take().unwrap();
    assert!(!g.double_offered());
    g.roll(r(5, 2)).unwrap();
    assert_eq!(g.dice(), Some(r(5, 2)));
    g.resign(GameResult::Gammon).unwrap();
    assert_eq!(g.resignation_offered(), Some(GameResult::Gammon));
    assert_eq!(
        (g.on_roll(), g.to_act(), g.dice()),
        (White, Some(Black), Some(r(5, 2)))
    );
    assert_eq!(
        (g.cube_value(), g.cube_owner()),
        (2, CubeOwner::Side(Black))
    );
    assert_eq!(new_game().match_length(), None);
}
