//! §2, §4, §5, §7–§9 of the digest through a `Game`: the order of a turn,
//! holes, bredouille, tenir / s'en aller, relevés, the pavillon and the stakes,
//! primacy, the record, refused actions, and écoles.

mod common;

use common::*;
use tables::dice::Rng;
use tables::trictrac::game::ReleveEnd;
use tables::trictrac::{
    tt, Action, Board, BySide, Choice, Event, Game, GameError, Options, Pavillon, Phase,
    Scoreboard, Side, Side::*, StakeMethod,
};

/// White to roll 4-2 here scores 4 (his 3 hit à vrai by the 2) and gives black
/// 4 (11 hit à faux: 2; the 2 impuissant: 2); the only turn is 1→5.
fn white_four_black_four() -> Board {
    tt!(w 1:13 5:2; b 22:1 18:2 16:2 14:1 1:9)
}

/// The same with the colours exchanged: black to roll 4-2.
fn black_four_white_four() -> Board {
    tt!(w 22:1 18:2 16:2 14:1 1:9; b 1:13 5:2)
}

fn score(points: (u8, u8), bredouille: (bool, bool), holes: (u8, u8), pav: Pavillon) -> Scoreboard {
    Scoreboard {
        points: BySide::new(points.0, points.1),
        bredouille: BySide::new(bredouille.0, bredouille.1),
        holes: BySide::new(holes.0, holes.1),
        pavillon: pav,
    }
}

fn game(board: Board, sc: Scoreboard, to_play: Side) -> Game {
    Game::from_position(Options::default(), board, sc, to_play, BySide::splat(10))
}

fn only_turn(g: &Game) -> tables::trictrac::Turn {
    assert_eq!(g.legal_turns().len(), 1, "{:?}", g.legal_turns());
    g.legal_turns()[0]
}

#[test]
fn the_roller_marks_first_and_the_opponent_after_the_move() {
    let mut g = game(white_four_black_four(), Scoreboard::default(), White);
    g.roll(r(4, 2)).unwrap();
    // the roller's points are marked on the roll, before he moves
    assert_eq!(g.scoreboard().points, BySide::new(4, 0));
    assert_eq!(g.phase(), Phase::Move);
    let t = only_turn(&g);
    g.play(&t).unwrap();
    // the opponent marks his after the move; the roll passes to him
    assert_eq!(g.scoreboard().points, BySide::new(4, 4));
    assert_eq!((g.phase(), g.to_play()), (Phase::Roll, Black));
}

#[test]
fn sortie_scores_and_starts_a_new_releve_led_by_the_exiter() {
    let b = tt!(w 24:1; b 19:15);
    let sc = score((2, 0), (true, false), (3, 1), Pavillon::Taken(White));
    let mut g = game(b, sc, White);
    g.roll(r(6, 5)).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(6, 0));
    assert_eq!(g.phase(), Phase::Move);
    let t = only_turn(&g);
    g.play(&t).unwrap();
    // both sides back on their talons, the exiter rolls first, the points stay
    assert_eq!(*g.board(), Board::start());
    assert_eq!((g.phase(), g.to_play()), (Phase::Roll, White));
    assert_eq!(g.releve(), 2);
    assert_eq!(g.rolls_in_releve(), BySide::new(0, 0));
    assert_eq!(g.scoreboard().points, BySide::new(6, 0));
    assert!(g.events().contains(&Event::ReleveEnded {
        reason: ReleveEnd::Sortie,
        next: White
    }));
}

#[test]
fn s_en_aller_resets_the_chips_and_the_checkers_and_the_opponent_does_not_mark() {
    // White at 10 (not en bredouille) scores 4 → 1 hole, 2 left over
    let sc = score((10, 0), (false, false), (0, 0), Pavillon::Middle);
    let mut g = game(white_four_black_four(), sc, White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.phase(), Phase::Choose);
    assert_eq!(g.scoreboard().holes, BySide::new(1, 0));
    assert_eq!(g.scoreboard().points, BySide::new(2, 0));
    g.choose(Choice::SenAller).unwrap();
    // all chips on the band, both on the talons, the goer rolls first; black
    // never marks the 4 points of this roll
    assert_eq!(g.scoreboard().points, BySide::new(0, 0));
    assert_eq!(g.scoreboard().bredouille, BySide::new(false, false));
    assert_eq!(g.scoreboard().holes, BySide::new(1, 0));
    assert_eq!(*g.board(), Board::start());
    assert_eq!((g.phase(), g.to_play()), (Phase::Roll, White));
    assert_eq!(g.releve(), 2);
}

#[test]
fn tenir_keeps_the_surplus_and_the_opponent_still_marks() {
    // White 10, black 6: white's hole erases black's 6; white keeps 2
    let sc = score((10, 6), (false, true), (0, 0), Pavillon::Middle);
    let mut g = game(white_four_black_four(), sc, White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.phase(), Phase::Choose);
    assert_eq!(g.scoreboard().points, BySide::new(2, 0));
    g.choose(Choice::Tenir).unwrap();
    assert_eq!(g.phase(), Phase::Move);
    let t = only_turn(&g);
    g.play(&t).unwrap();
    // black marks the 4 of this roll after the move
    assert_eq!(g.scoreboard().points, BySide::new(2, 4));
    assert_eq!(g.scoreboard().holes, BySide::new(1, 0));
    assert_eq!((g.phase(), g.to_play()), (Phase::Roll, Black));
    assert_eq!(g.releve(), 1);
}

#[test]
fn a_hole_won_by_the_opponents_points_gives_no_choice() {
    // Black at 10: the 4 that white's roll gives him make a hole on the move
    let sc = score((0, 10), (false, false), (0, 0), Pavillon::Middle);
    let mut g = game(white_four_black_four(), sc, White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.scoreboard().points, BySide::new(4, 10));
    let t = only_turn(&g);
    g.play(&t).unwrap();
    // black: one hole (not en bredouille), 2 left; white's points erased
    assert_eq!(g.scoreboard().holes, BySide::new(0, 1));
    assert_eq!(g.scoreboard().points, BySide::new(0, 2));
    assert_eq!((g.phase(), g.to_play()), (Phase::Roll, Black));
    assert!(!g.events().iter().any(|e| matches!(e, Event::Chose { .. })));
}

#[test]
fn bredouille_doubles_the_hole_when_the_twelve_points_are_uninterrupted() {
    // White scored his 8 with black at nothing: 4 more make 2 holes
    let sc = score((8, 0), (true, false), (0, 0), Pavillon::Middle);
    let mut g = game(white_four_black_four(), sc, White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().holes, BySide::new(2, 0));
    assert_eq!(g.scoreboard().points, BySide::new(0, 0));
}

#[test]
fn an_interrupted_scorer_marks_a_single_hole() {
    // White 8, but black scored 2 since: 4 more make 1 hole
    let sc = score((8, 2), (false, true), (0, 0), Pavillon::Middle);
    let mut g = game(white_four_black_four(), sc, White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().holes, BySide::new(1, 0));
    assert_eq!(g.scoreboard().points, BySide::new(0, 0));
}

#[test]
fn the_second_scorer_who_interrupted_scores_en_bredouille() {
    // White scored 4 first; black interrupted him and has 8 uninterrupted
    let sc = score((4, 8), (false, true), (0, 0), Pavillon::Middle);
    assert!(sc.shows_bredouille_chip(Black));
    let mut g = game(black_four_white_four(), sc, Black);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().holes, BySide::new(0, 2));
    // white's points are erased by black's hole
    assert_eq!(g.scoreboard().points, BySide::new(0, 0));
    g.choose(Choice::Tenir).unwrap();
    let t = only_turn(&g);
    g.play(&t).unwrap();
    // white then marks his 4 from zero: he is en bredouille, black is not
    assert_eq!(g.scoreboard().points, BySide::new(4, 0));
    assert_eq!(g.scoreboard().bredouille, BySide::new(true, false));
}

#[test]
fn scoring_from_zero_sets_the_flag_and_the_opponents_score_clears_it() {
    // one roll: white scores 4 from zero, then black 4 from zero
    let mut g = game(white_four_black_four(), Scoreboard::default(), White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().bredouille, BySide::new(true, false));
    let t = only_turn(&g);
    g.play(&t).unwrap();
    assert_eq!(g.scoreboard().bredouille, BySide::new(false, true));
    assert!(g.scoreboard().shows_bredouille_chip(Black));
}

fn win_with(holes: (u8, u8), pav: Pavillon, stake: StakeMethod) -> Game {
    let sc = score((10, 0), (false, false), holes, pav);
    let opts = Options {
        stake,
        ..Options::default()
    };
    let mut g = Game::from_position(opts, white_four_black_four(), sc, White, BySide::splat(10));
    g.roll(r(4, 2)).unwrap();
    g
}

#[test]
fn the_partie_ends_at_12_holes() {
    let mut g = win_with((11, 0), Pavillon::Middle, StakeMethod::NineteenthCentury);
    assert_eq!(g.phase(), Phase::Over);
    assert_eq!(g.winner(), Some(White));
    assert_eq!(g.scoreboard().holes, BySide::new(12, 0));
    assert_eq!(
        g.events().last(),
        Some(&Event::PartieOver {
            winner: White,
            stake_halves: 8
        })
    );
    // nothing more can be done
    assert_eq!(
        g.roll(r(6, 5)),
        Err(GameError::WrongPhase { phase: Phase::Over })
    );
    assert_eq!(
        g.choose(Choice::Tenir),
        Err(GameError::WrongPhase { phase: Phase::Over })
    );
}

#[test]
fn grande_bredouille_pavillon_and_stakes_through_a_game() {
    use StakeMethod::*;
    let halves = |g: &Game| match g.events().last() {
        Some(Event::PartieOver { stake_halves, .. }) => *stake_halves,
        e => panic!("not over: {e:?}"),
    };
    // 19th century: all 12 holes uninterrupted ×4
    assert_eq!(
        halves(&win_with((11, 0), Pavillon::Middle, NineteenthCentury)),
        8
    );
    // with the pavillon ×3
    assert_eq!(
        halves(&win_with(
            (11, 3),
            Pavillon::Taken(White),
            NineteenthCentury
        )),
        6
    );
    // pavillon set aside, loser before hole 6 ×2, from hole 6 ×1
    assert_eq!(
        halves(&win_with((11, 5), Pavillon::Aside, NineteenthCentury)),
        4
    );
    assert_eq!(
        halves(&win_with((11, 6), Pavillon::Aside, NineteenthCentury)),
        2
    );
    // the pavillon held by the loser is no grande bredouille for the winner
    assert_eq!(
        halves(&win_with(
            (11, 3),
            Pavillon::Taken(Black),
            NineteenthCentury
        )),
        4
    );
    // oldest: bredouille ×2 else ×1
    assert_eq!(halves(&win_with((11, 0), Pavillon::Middle, Oldest)), 4);
    assert_eq!(halves(&win_with((11, 3), Pavillon::Aside, Oldest)), 2);
    // second: bredouille ×2, else ×1.5 before the bridge (hole 7), else ×1
    assert_eq!(halves(&win_with((11, 0), Pavillon::Middle, Second)), 4);
    assert_eq!(halves(&win_with((11, 6), Pavillon::Aside, Second)), 3);
    assert_eq!(halves(&win_with((11, 7), Pavillon::Aside, Second)), 2);
}

#[test]
fn the_pavillon_goes_to_the_interrupter_then_aside() {
    // White took 3 holes; black's first hole interrupts him: black takes it
    let sc = score((0, 10), (false, false), (3, 0), Pavillon::Middle);
    let mut g = game(black_four_white_four(), sc, Black);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().pavillon, Pavillon::Taken(Black));
    // White's next hole interrupts black: the pavillon is set aside
    let sc = score((10, 0), (false, false), (3, 1), Pavillon::Taken(Black));
    let mut g = game(white_four_black_four(), sc, White);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().pavillon, Pavillon::Aside);
    // a hole by the pavillon's holder keeps it
    let sc = score((0, 10), (false, false), (3, 1), Pavillon::Taken(Black));
    let mut g = game(black_four_white_four(), sc, Black);
    g.roll(r(4, 2)).unwrap();
    assert_eq!(g.scoreboard().pavillon, Pavillon::Taken(Black));
}

#[test]
fn primacy_ties_roll_again_and_the_higher_die_rolls_both_dice_again() {
    let mut g = Game::new(Options::default());
    assert_eq!(g.phase(), Phase::Primacy);
    assert_eq!(g.primacy(4, 4), Ok(None));
    assert_eq!(g.phase(), Phase::Primacy);
    assert_eq!(g.primacy(0, 3), Err(GameError::BadDie(0)));
    assert_eq!(g.primacy(2, 5), Ok(Some(Black)));
    // black rolls both dice again for his first move
    assert_eq!((g.phase(), g.to_play()), (Phase::Roll, Black));
    assert_eq!(
        g.primacy(6, 1),
        Err(GameError::WrongPhase { phase: Phase::Roll })
    );
    assert_eq!(
        g.actions(),
        &[
            Action::Primacy { white: 4, black: 4 },
            Action::Primacy { white: 2, black: 5 }
        ]
    );
}

/// A random partie (uniform choices), returned with its record.
fn random_game(seed: u64, opts: Options) -> Game {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(opts);
    let die = |rng: &mut Rng| 1 + rng.below(6) as u8;
    for _ in 0..100_000 {
        let res = match g.phase() {
            Phase::Primacy => g.primacy(die(&mut rng), die(&mut rng)).map(|_| ()),
            Phase::Roll => g.roll(Roll::new(die(&mut rng), die(&mut rng)).unwrap()),
            Phase::Choose => g.choose(if rng.below(2) == 0 {
                Choice::Tenir
            } else {
                Choice::SenAller
            }),
            Phase::Move => {
                let t = g.legal_turns()[rng.below(g.legal_turns().len())];
                g.play(&t)
            }
            Phase::Over => break,
        };
        res.unwrap();
    }
    g
}

use tables::trictrac::Roll;

#[test]
fn replay_of_a_recorded_game_gives_the_same_state() {
    for seed in [1, 2, 3] {
        let g = random_game(seed, Options::default());
        assert_eq!(g.phase(), Phase::Over);
        let h = Game::replay(*g.options(), g.actions()).unwrap();
        assert_eq!(h.board(), g.board());
        assert_eq!(h.scoreboard(), g.scoreboard());
        assert_eq!(h.phase(), g.phase());
        assert_eq!(h.to_play(), g.to_play());
        assert_eq!(h.releve(), g.releve());
        assert_eq!(h.actions(), g.actions());
        assert_eq!(h.events(), g.events());
        // and every prefix of the record replays too
        let n = g.actions().len() / 2;
        let mid = Game::replay(*g.options(), &g.actions()[..n]).unwrap();
        assert_eq!(mid.actions().len(), n);
    }
}

#[test]
fn illegal_turn_refused_with_the_game_unchanged() {
    let mut g = game(white_four_black_four(), Scoreboard::default(), White);
    // playing before rolling
    let start = Board::start();
    let other = analysis(&start, White, r(6, 5)).turns[0];
    assert_eq!(
        g.play(&other),
        Err(GameError::WrongPhase { phase: Phase::Roll })
    );
    g.roll(r(4, 2)).unwrap();
    let before = g.clone();
    // a turn of another position (1→7 & 1→6) is not legal here
    assert_eq!(g.play(&other), Err(GameError::IllegalTurn));
    assert_eq!(g.board(), before.board());
    assert_eq!(g.scoreboard(), before.scoreboard());
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.actions(), before.actions());
    assert_eq!(g.events(), before.events());
    assert_eq!(
        g.choose(Choice::Tenir),
        Err(GameError::WrongPhase { phase: Phase::Move })
    );
    // the legal one is still accepted
    let t = only_turn(&g);
    g.play(&t).unwrap();
}

fn school() -> Options {
    Options {
        ecoles: true,
        ..Options::default()
    }
}

fn school_game() -> Game {
    Game::from_position(
        school(),
        white_four_black_four(),
        Scoreboard::default(),
        White,
        BySide::splat(10),
    )
}

#[test]
fn ecole_when_the_roller_marks_too_few() {
    let mut g = school_game();
    // white's right count is 4; he marks 2: black takes the 2 he missed
    g.roll_marked(r(4, 2), Some(2.into())).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(2, 2));
    assert!(g.events().contains(&Event::Ecole {
        side: White,
        marked: 2,
        correct: 4,
        points: 2,
        claimed: true
    }));
}

#[test]
fn ecole_when_the_roller_marks_too_many() {
    let mut g = school_game();
    // he marks 8: he keeps 4 and black marks the 4 too many
    g.roll_marked(r(4, 2), Some(8.into())).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(4, 4));
}

#[test]
fn ecole_on_both_sides() {
    let mut g = school_game();
    // white marks his 4 right: no école
    g.roll_marked(r(4, 2), Some(4.into())).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(4, 0));
    assert!(!g.events().iter().any(|e| matches!(e, Event::Ecole { .. })));
    // black's right count is 4; he marks 2: white takes the 2 he missed
    let t = only_turn(&g);
    g.play_marked(&t, Some(2.into())).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(6, 2));
    assert!(g.events().contains(&Event::Ecole {
        side: Black,
        marked: 2,
        correct: 4,
        points: 2,
        claimed: true
    }));

    let mut g = school_game();
    g.roll_marked(r(4, 2), Some(2.into())).unwrap(); // white 2, black 2 (école)
    let t = only_turn(&g);
    g.play_marked(&t, Some(6.into())).unwrap(); // black keeps 4, white 2 (école)
    assert_eq!(g.scoreboard().points, BySide::new(4, 6));
}

#[test]
fn a_wrong_count_let_pass_stands_as_marked() {
    // white's right count is 4; he marks 2 and black lets it pass: the 2
    // missed points are lost, black marks nothing
    let mut g = school_game();
    g.roll_marked(r(4, 2), Some(tables::trictrac::Count::let_pass(2)))
        .unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(2, 0));
    assert!(g.events().contains(&Event::Ecole {
        side: White,
        marked: 2,
        correct: 4,
        points: 2,
        claimed: false
    }));
    // black's right count is 4; he marks 6 and white lets it pass: he keeps 6
    let t = only_turn(&g);
    g.play_marked(&t, Some(tables::trictrac::Count::let_pass(6)))
        .unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(2, 6));
    // a right count let pass is no école
    let mut g = school_game();
    g.roll_marked(r(4, 2), Some(tables::trictrac::Count::let_pass(4)))
        .unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(4, 0));
    assert!(!g.events().iter().any(|e| matches!(e, Event::Ecole { .. })));
}

#[test]
fn an_impossible_count_is_refused_with_the_game_unchanged() {
    let mut g = school_game();
    assert_eq!(
        g.roll_marked(r(4, 2), Some(3.into())),
        Err(GameError::BadCount(3))
    );
    assert_eq!(g.phase(), Phase::Roll);
    assert!(g.actions().is_empty());
    assert_eq!(*g.scoreboard(), Scoreboard::default());
}

#[test]
fn jan_de_six_tables_counts_the_rollers_own_rolls_in_the_releve() {
    // white made two rolls in this relevé (black's do not count): his third
    // scores the jan de six tables; a fourth would not
    let b = tt!(w 1:11 2:1 3:1 4:1 5:1; b 1:15);
    let mut g = Game::from_position(
        Options::default(),
        b,
        Scoreboard::default(),
        White,
        BySide::new(2, 7),
    );
    g.roll(r(6, 5)).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(4, 0));
    assert_eq!(g.rolls_in_releve(), BySide::new(3, 7));
    let mut g = Game::from_position(
        Options::default(),
        b,
        Scoreboard::default(),
        White,
        BySide::new(3, 2),
    );
    g.roll(r(6, 5)).unwrap();
    assert_eq!(g.scoreboard().points, BySide::new(0, 0));
}
