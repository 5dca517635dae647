//! Acey-deucey: all fifteen entered freely, the 1-2 bonus (a chosen doublet,
//! the European complement, a roll again), the rest lost when a part cannot
//! be played, and one point a checker left — each rule named, with its
//! option both ways.

mod bg_common;

use bg_common::{plays, position, r, set};

use tables::backgammon::{
    Action, CubeRefusal, Dice, EndKind, Event, Game, GameError, GameSetup, Options, Part, Phase,
    Position, Route, Variant, VariantOptions,
};
use tables::Side;

fn pos(mine: &[(usize, u8)], theirs: &[(usize, u8)], reserve: [u8; 2]) -> Position {
    position(Route::Opposite, mine, theirs, reserve)
}

fn game(p: Position, european: bool) -> Game {
    let mut options = Options::money();
    options.variant.acey_deucey_european = european;
    Game::from_setup(Variant::AceyDeucey, options, GameSetup::new(p, Side::White)).unwrap()
}

fn play_first(g: &mut Game) {
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
}

#[test]
fn all_start_off_the_board_and_enter_whenever_their_player_likes() {
    let start = Variant::AceyDeucey.rules().start();
    assert_eq!(Variant::parse("acey-deucey"), Some(Variant::AceyDeucey));
    assert_eq!(start.reserve(tables::backgammon::Player::OnRoll), 15);
    // A checker entered may move on at once, others still off the board.
    let p = pos(&[(20, 1)], &[], [14, 15]);
    assert_eq!(
        plays(Variant::AceyDeucey.rules(), &p, 6, 5),
        set(&["in/20 in/19", "in/14", "in/19 20/15", "20/9"])
    );
}

#[test]
fn the_opening_winner_rolls_again_and_there_is_no_cube() {
    let mut g = Game::new(Variant::AceyDeucey, Options::money()).unwrap();
    assert_eq!(g.opening(6, 1).unwrap(), Some(Side::White));
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert!(matches!(
        g.act(Action::Double),
        Err(GameError::CubeRefused {
            reason: CubeRefusal::NotInUse | CubeRefusal::NotBeforeFirstMove,
            ..
        })
    ));
}

#[test]
fn an_acey_deucey_gives_a_chosen_doublet_then_a_roll_again() {
    let mut g = game(pos(&[(13, 15)], &[(13, 15)], [0, 0]), false);
    g.roll(r(2, 1)).unwrap();
    assert_eq!(g.part(), Some((Dice::of_roll(r(2, 1)), Part::Roll)));
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::ChooseDouble, Side::White));
    assert_eq!(g.choose_double(7), Err(GameError::BadDie(7)));
    g.choose_double(6).unwrap();
    assert!(g.events().contains(&Event::ChoseDouble {
        side: Side::White,
        die: 6
    }));
    assert_eq!(g.part(), Some((Dice::four(6), Part::Chosen)));
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert!(g
        .events()
        .contains(&Event::RollsAgain { side: Side::White }));
}

#[test]
fn the_european_version_adds_the_chosen_doublets_complement() {
    let mut g = game(pos(&[(13, 15)], &[(13, 15)], [0, 0]), true);
    g.roll(r(2, 1)).unwrap();
    play_first(&mut g);
    g.choose_double(5).unwrap();
    assert_eq!(g.part(), Some((Dice::four(5), Part::Chosen)));
    play_first(&mut g);
    assert_eq!(g.part(), Some((Dice::four(2), Part::ChosenComplement)));
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
}

#[test]
fn a_part_that_cannot_be_played_in_full_ends_the_turn() {
    // The 2 cannot be played (my 11 and 10 closed, his 14 and 15): no
    // doublet to name, no roll again.
    let p = pos(&[(13, 1)], &[(14, 2), (15, 2), (24, 11)], [0, 0]);
    let mut g = game(p, false);
    g.roll(r(2, 1)).unwrap();
    let notations: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    assert_eq!(notations, ["13/12"]);
    play_first(&mut g);
    assert!(g.events().contains(&Event::RestLost {
        side: Side::White,
        dice: Dice::times(2, 1)
    }));
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    // A chosen doublet that cannot be played: after the 2-1 a checker is
    // still on my 8 or 7 and my 2 and 1 are closed, so no 6 goes; the roll
    // again is lost.
    let p = pos(&[(8, 2)], &[(23, 2), (24, 2), (13, 11)], [0, 0]);
    let mut g = game(p, false);
    g.roll(r(2, 1)).unwrap();
    play_first(&mut g);
    g.choose_double(6).unwrap();
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.on_roll(), Side::Black);
    assert!(g.events().contains(&Event::RestLost {
        side: Side::White,
        dice: Dice::four(6)
    }));
}

#[test]
fn the_loser_pays_one_point_for_each_checker_he_has_not_borne_off() {
    // White bears off his last checker; Black has 5 left (3 on the board, 2
    // never entered).
    let p = pos(&[(1, 1)], &[(6, 3)], [0, 2]);
    let mut g = game(p, false);
    g.roll(r(6, 5)).unwrap();
    play_first(&mut g);
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.how, end.points),
        (Some(Side::White), EndKind::PlayedOut, 5)
    );
    assert_eq!(g.score()[Side::White], 5);
}

#[test]
fn acey_deuceys_option_is_listed_set_and_coded() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::AceyDeucey)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        [("european", false)]
    );
    o.set(Variant::AceyDeucey, "european", true).unwrap();
    assert!(o.acey_deucey_european);
    assert_eq!(VariantOptions::of_code(o.code()), o);
}
