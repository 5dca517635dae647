//! The doubling cube in a game: who may double and when, take / pass /
//! beaver / raccoon with the values and the owner after each, the maximum
//! cube, and automatic doubles on opening ties (limit, 6-6 triples).

mod bg_common;

use bg_common::*;
use tables::backgammon::{
    Action, CubeAction, CubeLimit, CubeOwner, CubeRefusal, EndKind, Event, Game, GameError,
    GameState, Offer, Options, Phase, Variant,
};
use tables::{BySide, Side::*};

fn refused(action: CubeAction, reason: CubeRefusal) -> GameError {
    GameError::CubeRefused { action, reason }
}

fn with_beavers(raccoons: bool) -> Options {
    let mut o = Options::money();
    o.cube.beavers = true;
    o.cube.raccoons = raccoons;
    o
}

// --- who may double ------------------------------------------------------

#[test]
fn no_double_before_the_first_move() {
    let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    assert_eq!(
        g.double(),
        Err(refused(CubeAction::Double, CubeRefusal::NotBeforeFirstMove))
    );
    // The opening roll is played at once: no decision before it either.
    g.opening(3, 1).unwrap();
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(
        g.double(),
        Err(GameError::WrongPhase { phase: Phase::Move })
    );
}

#[test]
fn the_second_player_may_double_before_his_first_roll() {
    let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    g.opening(3, 1).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!((g.on_roll(), g.phase()), (Black, Phase::BeforeRoll));
    assert_eq!(g.double(), Ok(()));
}

#[test]
fn a_centred_cube_may_be_doubled_by_either_player() {
    for side in [White, Black] {
        let g = game(start(), side, Options::money());
        assert_eq!(g.may_double(), Ok(()), "{side}");
    }
}

#[test]
fn only_the_owner_may_redouble() {
    let g = game_with(start(), White, Options::money(), |s| {
        s.cube = cube(2, Some(Black))
    });
    assert_eq!(
        g.may_double(),
        Err(refused(
            CubeAction::Double,
            CubeRefusal::OwnedByOpponent { owner: Black }
        ))
    );
    let g = game_with(start(), Black, Options::money(), |s| {
        s.cube = cube(2, Some(Black))
    });
    assert_eq!(g.may_double(), Ok(()));
}

#[test]
fn no_double_after_rolling() {
    let mut g = game(start(), White, Options::money());
    g.roll(r(6, 5)).unwrap();
    assert_eq!(
        g.double(),
        Err(GameError::WrongPhase { phase: Phase::Move })
    );
}

#[test]
fn no_double_when_the_cube_is_not_in_use() {
    let mut o = Options::money();
    o.cube.in_use = false;
    let g = game(start(), White, o);
    assert_eq!(
        g.may_double(),
        Err(refused(CubeAction::Double, CubeRefusal::NotInUse))
    );
}

// --- take and pass -----------------------------------------------------------

#[test]
fn a_taken_double_doubles_the_cube_and_the_taker_owns_it() {
    let mut g = game(start(), White, Options::money());
    g.double().unwrap();
    assert!(g.double_offered());
    assert_eq!(g.to_act(), Some(Black));
    assert_eq!(
        g.cube_value(),
        1,
        "the cube in play is unchanged until taken"
    );
    g.take().unwrap();
    assert_eq!(
        (g.cube_value(), g.cube_owner()),
        (2, CubeOwner::Side(Black))
    );
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, White));
    assert_eq!(
        g.may_double(),
        Err(refused(
            CubeAction::Double,
            CubeRefusal::OwnedByOpponent { owner: Black }
        ))
    );
    assert!(matches!(
        g.events().last(),
        Some(Event::Took {
            side: Black,
            value: 2,
            owner: Black
        })
    ));
}

#[test]
fn a_passed_double_loses_the_value_before_it() {
    let mut g = game_with(start(), Black, Options::money(), |s| {
        s.cube = cube(4, Some(Black))
    });
    g.double().unwrap();
    g.pass().unwrap();
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.points, end.how),
        (Some(Black), 4, EndKind::Dropped)
    );
    assert_eq!(g.game_state(), GameState::Dropped);
    assert_eq!(g.score(), BySide::new(0, 4));
}

#[test]
fn a_redouble_taken_gives_the_cube_to_the_other_side() {
    let mut g = game_with(start(), White, Options::money(), |s| {
        s.cube = cube(2, Some(White))
    });
    g.double().unwrap();
    g.take().unwrap();
    assert_eq!(
        (g.cube_value(), g.cube_owner()),
        (4, CubeOwner::Side(Black))
    );
}

// --- beavers and raccoons ------------------------------------------------------

#[test]
fn a_beaver_redoubles_and_the_beaverer_keeps_the_cube() {
    let mut g = game(start(), White, with_beavers(false));
    g.double().unwrap();
    g.beaver().unwrap();
    assert_eq!(
        g.offer(),
        Some(Offer {
            kind: CubeAction::Beaver,
            by: Black,
            value: 4
        })
    );
    assert_eq!(g.to_act(), Some(White));
    g.take().unwrap();
    assert_eq!(
        (g.cube_value(), g.cube_owner()),
        (4, CubeOwner::Side(Black))
    );
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, White));
}

#[test]
fn a_passed_beaver_loses_the_doubled_value() {
    let mut g = game(start(), White, with_beavers(false));
    g.double().unwrap();
    g.beaver().unwrap();
    g.pass().unwrap();
    let end = g.end().unwrap();
    assert_eq!((end.winner, end.points), (Some(Black), 2));
}

#[test]
fn no_beaver_without_the_option() {
    let mut g = game(start(), White, Options::money());
    g.double().unwrap();
    let before = g.clone();
    assert_eq!(
        g.beaver(),
        Err(refused(CubeAction::Beaver, CubeRefusal::NoBeaver))
    );
    assert_eq!(g, before);
}

#[test]
fn no_beaver_in_a_match() {
    let mut o = with_beavers(true);
    o.length = tables::backgammon::MatchLength::Points(7);
    let mut g = game(start(), White, o);
    g.double().unwrap();
    assert_eq!(
        g.beaver(),
        Err(refused(CubeAction::Beaver, CubeRefusal::MoneyOnly))
    );
}

#[test]
fn a_raccoon_redoubles_a_beaver_and_the_doubler_keeps_the_cube() {
    let mut g = game(start(), White, with_beavers(true));
    g.double().unwrap();
    g.beaver().unwrap();
    g.raccoon().unwrap();
    assert_eq!(
        g.offer(),
        Some(Offer {
            kind: CubeAction::Raccoon,
            by: White,
            value: 8
        })
    );
    assert_eq!(g.to_act(), Some(Black));
    g.take().unwrap();
    assert_eq!(
        (g.cube_value(), g.cube_owner()),
        (8, CubeOwner::Side(White))
    );
    // He owns the cube but has doubled this turn: he rolls.
    assert_eq!(
        g.may_double(),
        Err(refused(
            CubeAction::Double,
            CubeRefusal::AlreadyDoubledThisTurn
        ))
    );
    assert_eq!(g.act(Action::Roll(r(3, 1))), Ok(()));
}

#[test]
fn a_passed_raccoon_loses_the_beavered_value() {
    let mut g = game(start(), White, with_beavers(true));
    g.double().unwrap();
    g.beaver().unwrap();
    g.raccoon().unwrap();
    g.pass().unwrap();
    let end = g.end().unwrap();
    assert_eq!((end.winner, end.points), (Some(White), 4));
}

#[test]
fn no_raccoon_without_the_option_nor_of_a_plain_double() {
    let mut g = game(start(), White, with_beavers(false));
    g.double().unwrap();
    assert_eq!(
        g.raccoon(),
        Err(refused(CubeAction::Raccoon, CubeRefusal::NoRaccoon))
    );
    g.beaver().unwrap();
    assert_eq!(
        g.raccoon(),
        Err(refused(CubeAction::Raccoon, CubeRefusal::NoRaccoon))
    );
    let mut g = game(start(), White, with_beavers(true));
    g.double().unwrap();
    assert_eq!(
        g.raccoon(),
        Err(refused(CubeAction::Raccoon, CubeRefusal::NoRaccoon))
    );
}

#[test]
fn raccoons_need_beavers() {
    let mut o = Options::money();
    o.cube.raccoons = true;
    assert!(Game::new(Variant::Backgammon, o).is_err());
}

// --- the maximum cube --------------------------------------------------------------

#[test]
fn the_cube_stops_at_sixty_four() {
    let g = game_with(start(), White, Options::money(), |s| {
        s.cube = cube(64, Some(White))
    });
    assert_eq!(
        g.may_double(),
        Err(refused(
            CubeAction::Double,
            CubeRefusal::AtMaximum { max: 64 }
        ))
    );
    let g = game_with(start(), White, Options::money(), |s| {
        s.cube = cube(32, Some(White))
    });
    assert_eq!(g.may_double(), Ok(()));
}

#[test]
fn an_unlimited_cube_goes_past_sixty_four_in_money_play_only() {
    let mut o = Options::money();
    o.cube.max = CubeLimit::Unlimited;
    let mut g = game_with(start(), White, o, |s| s.cube = cube(64, Some(White)));
    g.double().unwrap();
    g.take().unwrap();
    assert_eq!(g.cube_value(), 128);
    o.length = tables::backgammon::MatchLength::Points(25);
    let g = game_with(start(), White, o, |s| s.cube = cube(64, Some(White)));
    assert_eq!(
        g.may_double(),
        Err(refused(
            CubeAction::Double,
            CubeRefusal::AtMaximum { max: 64 }
        ))
    );
}

#[test]
fn a_beaver_may_not_pass_the_maximum() {
    let mut o = with_beavers(false);
    o.cube.max = CubeLimit::UpTo(8);
    let mut g = game_with(start(), White, o, |s| s.cube = cube(4, Some(White)));
    g.double().unwrap();
    assert_eq!(
        g.beaver(),
        Err(refused(
            CubeAction::Beaver,
            CubeRefusal::AtMaximum { max: 8 }
        ))
    );
}

#[test]
fn a_setup_cube_above_the_maximum_is_refused() {
    let s = tables::backgammon::GameSetup {
        cube: cube(128, Some(White)),
        ..tables::backgammon::GameSetup::new(start(), White)
    };
    assert_eq!(
        Game::from_setup(Variant::Backgammon, Options::money(), s),
        Err(tables::backgammon::SetupError::CubeAboveMaximum {
            value: 128,
            max: 64
        })
    );
}

// --- automatic doubles ---------------------------------------------------------------

fn automatic(limit: u8, triples: bool) -> Options {
    let mut o = Options::money();
    o.cube.automatic.enabled = true;
    o.cube.automatic.limit = limit;
    o.cube.automatic.six_six_triples = triples;
    o
}

#[test]
fn an_opening_tie_doubles_the_cube_which_stays_centred() {
    let mut g = Game::new(Variant::Backgammon, automatic(1, false)).unwrap();
    assert_eq!(g.opening(3, 3), Ok(None));
    assert_eq!((g.cube_value(), g.cube_owner()), (2, CubeOwner::Centred));
    assert!(matches!(
        g.events().last(),
        Some(Event::OpeningTie {
            die: 3,
            automatic: true,
            cube: 2,
            stake: 1
        })
    ));
    assert_eq!(g.opening(5, 2), Ok(Some(White)));
    assert_eq!(g.cube_value(), 2);
}

#[test]
fn automatic_doubles_stop_at_their_limit() {
    let mut g = Game::new(Variant::Backgammon, automatic(1, false)).unwrap();
    g.opening(3, 3).unwrap();
    g.opening(5, 5).unwrap();
    assert_eq!(g.cube_value(), 2);
    let mut g = Game::new(Variant::Backgammon, automatic(2, false)).unwrap();
    g.opening(3, 3).unwrap();
    g.opening(5, 5).unwrap();
    g.opening(1, 1).unwrap();
    assert_eq!(g.cube_value(), 4);
}

#[test]
fn a_six_six_tie_triples_the_stake_with_the_triple_option() {
    let mut g = Game::new(Variant::Backgammon, automatic(2, true)).unwrap();
    g.opening(6, 6).unwrap();
    assert_eq!((g.cube_value(), g.stake()), (1, 3));
    g.opening(2, 2).unwrap();
    assert_eq!((g.cube_value(), g.stake()), (2, 3));
    // Without the option 6-6 doubles like any tie.
    let mut g = Game::new(Variant::Backgammon, automatic(1, false)).unwrap();
    g.opening(6, 6).unwrap();
    assert_eq!((g.cube_value(), g.stake()), (2, 1));
}

#[test]
fn a_tripled_game_is_worth_result_times_cube_times_three() {
    let mut g = game_with(gammon_win(), White, automatic(1, true), |s| {
        s.stake = 3;
        s.cube = cube(2, Some(Black));
    });
    roll_and_play(&mut g, r(2, 1));
    let end = g.end().unwrap();
    assert_eq!((end.cube, end.stake, end.points), (2, 3, 12));
}

#[test]
fn no_automatic_doubles_without_the_option_nor_in_a_match() {
    let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    g.opening(4, 4).unwrap();
    assert_eq!(g.cube_value(), 1);
    let mut o = automatic(3, false);
    o.length = tables::backgammon::MatchLength::Points(5);
    let mut g = Game::new(Variant::Backgammon, o).unwrap();
    g.opening(4, 4).unwrap();
    assert_eq!(g.cube_value(), 1);
    assert!(matches!(
        g.events().last(),
        Some(Event::OpeningTie {
            automatic: false,
            ..
        })
    ));
}

#[test]
fn automatic_doubles_respect_the_maximum_cube() {
    let mut o = automatic(3, false);
    o.cube.max = CubeLimit::UpTo(2);
    let mut g = Game::new(Variant::Backgammon, o).unwrap();
    g.opening(4, 4).unwrap();
    g.opening(5, 5).unwrap();
    assert_eq!(g.cube_value(), 2);
}
