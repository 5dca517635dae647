//! Sessions whose games play different rule sets: several in turn (as Greek
//! Tavli's games) and a mixed match with its decider — which game plays
//! what, when the session ends, and the notation that keeps it.

use tables::backgammon::notation::{format_game, parse_game};
use tables::backgammon::{
    Game, GameResult, MatchLength, Options, Phase, Series, Variant, Variants,
};
use tables::Side;

/// Ends the current game with a single for `winner`: the loser, on roll
/// after the opening roll, resigns it.
fn single_for(g: &mut Game, winner: Side) {
    let (white, black) = match winner {
        Side::White => (1, 6),
        Side::Black => (6, 1),
    };
    g.opening(white, black).unwrap();
    g.resign(GameResult::Single).unwrap();
    g.accept_resign().unwrap();
    assert_eq!(g.end().unwrap().winner, Some(winner));
}

fn list(v: &[Variant]) -> Variants {
    Variants::new(v).unwrap()
}

#[test]
fn rule_sets_in_turn_change_with_each_game() {
    let mut options = Options::match_to(5);
    options.series = Series::InTurn(list(&[Variant::Portes, Variant::Fevga]));
    let mut g = Game::new(Variant::Portes, options).unwrap();
    let mut seen = Vec::new();
    for winner in [Side::White, Side::Black, Side::White] {
        seen.push(g.variant());
        assert_eq!(*g.position(), g.rules().start());
        single_for(&mut g, winner);
        g.next_game().unwrap();
    }
    seen.push(g.variant());
    assert_eq!(
        seen,
        [
            Variant::Portes,
            Variant::Fevga,
            Variant::Portes,
            Variant::Fevga
        ]
    );
    assert_eq!(g.rules().name, "fevga");
    assert_eq!(g.score(), tables::BySide::new(2, 1));
    // The record replays through the notation, game by game.
    let again = parse_game(&format_game(&g).unwrap()).unwrap();
    assert_eq!(again.variant(), Variant::Fevga);
    assert_eq!(again.actions(), g.actions());
}

fn mixed() -> Options {
    let mut options = Options::money();
    options.series = Series::Mixed {
        games: list(&[
            Variant::Hypergammon(3),
            Variant::LongNardy,
            Variant::Backgammon,
        ]),
        decider: Variant::Hypergammon(3),
    };
    options
}

#[test]
fn a_mixed_match_ends_after_its_games_with_the_higher_score() {
    let mut g = Game::new(Variant::Hypergammon(3), mixed()).unwrap();
    assert_eq!(g.options().length, MatchLength::Money);
    single_for(&mut g, Side::Black);
    assert_eq!(g.phase(), Phase::GameOver);
    g.next_game().unwrap();
    assert_eq!(g.variant(), Variant::LongNardy);
    single_for(&mut g, Side::White);
    g.next_game().unwrap();
    assert_eq!(g.variant(), Variant::Backgammon);
    single_for(&mut g, Side::Black);
    assert_eq!(g.phase(), Phase::MatchOver);
    assert_eq!(g.match_winner(), Some(Side::Black));
    assert!(g.next_game().is_err());
}

#[test]
fn a_tied_mixed_match_plays_its_decider() {
    let mut options = mixed();
    options.series = Series::Mixed {
        games: list(&[Variant::Hypergammon(3), Variant::Backgammon]),
        decider: Variant::LongNardy,
    };
    let mut g = Game::new(Variant::Hypergammon(3), options).unwrap();
    single_for(&mut g, Side::Black);
    g.next_game().unwrap();
    single_for(&mut g, Side::White);
    // 1-1 after both games: the decider.
    assert_eq!((g.phase(), g.match_winner()), (Phase::GameOver, None));
    g.next_game().unwrap();
    assert_eq!(g.variant(), Variant::LongNardy);
    single_for(&mut g, Side::White);
    assert_eq!(
        (g.phase(), g.match_winner()),
        (Phase::MatchOver, Some(Side::White))
    );
    let again = parse_game(&format_game(&g).unwrap()).unwrap();
    assert_eq!(again.match_winner(), Some(Side::White));
    assert_eq!(again.options().series, g.options().series);
}

#[test]
fn a_series_lists_one_to_six_rule_sets() {
    assert!(Variants::new(&[]).is_none());
    assert!(Variants::new(&[Variant::Backgammon; 7]).is_none());
    assert_eq!(
        Variants::new(&[Variant::Dutch; 6]).unwrap().as_slice(),
        [Variant::Dutch; 6]
    );
}

#[test]
fn tavli_is_portes_plakoto_and_fevga_in_turn_to_five_or_seven_points() {
    for length in [5, 7] {
        let mut g = Game::new(Variant::Portes, Options::tavli(length)).unwrap();
        assert!(!g.options().cube.in_use);
        let mut seen = Vec::new();
        while g.phase() != Phase::MatchOver {
            seen.push(g.variant());
            // White wins every game by a resigned single: one point a game.
            single_for(&mut g, Side::White);
            if g.phase() == Phase::GameOver {
                g.next_game().unwrap();
            }
        }
        assert_eq!(g.match_winner(), Some(Side::White));
        assert_eq!(g.score()[Side::White], u32::from(length));
        let tavli = [Variant::Portes, Variant::Plakoto, Variant::Fevga];
        let expected: Vec<Variant> = (0..usize::from(length)).map(|i| tavli[i % 3]).collect();
        assert_eq!(seen, expected);
    }
}
