//! Russian backgammon: one track for both sides, entered from off the board,
//! doublets with their complements and a roll again — each rule named, with
//! its options both ways (points are the same for both sides: one track).

mod bg_common;

use bg_common::{plays, position, r, set};

use tables::backgammon::result::result;
use tables::backgammon::{
    Action, CubeRefusal, Dice, Event, Game, GameError, GameResult, GameSetup, Options, Part, Phase,
    Position, Route, RuleSet, Variant, VariantOptions,
};
use tables::Side;

fn pos(mine: &[(usize, u8)], theirs: &[(usize, u8)], reserve: [u8; 2]) -> Position {
    position(Route::Parallel(0), mine, theirs, reserve)
}

fn russian(edit: impl FnOnce(&mut VariantOptions)) -> RuleSet {
    let mut o = VariantOptions::default();
    edit(&mut o);
    Variant::Russian.rules_with(&o)
}

fn game(p: Position, edit: impl FnOnce(&mut VariantOptions)) -> Game {
    let mut options = Options::money();
    edit(&mut options.variant);
    Game::from_setup(Variant::Russian, options, GameSetup::new(p, Side::White)).unwrap()
}

fn play_first(g: &mut Game) {
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
}

#[test]
fn all_fifteen_start_off_the_board_and_enter_the_same_table() {
    let start = Variant::Russian.rules().start();
    assert_eq!(Variant::parse("russian"), Some(Variant::Russian));
    assert_eq!(start.route(), Route::Parallel(0));
    assert_eq!(
        start.reserve(tables::backgammon::Player::OnRoll),
        15,
        "nothing on the board"
    );
    assert_eq!(start.pip_counts(), [15 * 25, 15 * 25]);
    // The opening winner plays the opening dice: two checkers enter.
    let mut g = Game::new(Variant::Russian, Options::money()).unwrap();
    assert_eq!(g.opening(5, 3).unwrap(), Some(Side::White));
    let notations: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    assert_eq!(notations, ["in/22 in/20"]);
    play_first(&mut g);
    // Black enters into the same table: White's checkers are on his 20 and 22.
    g.roll(r(5, 3)).unwrap();
    let notations: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    assert_eq!(notations, ["in/22* in/20*"]);
}

#[test]
fn all_checkers_enter_before_any_other_move_unless_the_option_frees_it() {
    let p = pos(&[(20, 1)], &[], [14, 15]);
    assert_eq!(plays(&russian(|_| {}), &p, 6, 5), set(&["in/20 in/19"]));
    let free = russian(|o| o.russian_enter_all_first = false);
    assert_eq!(
        plays(&free, &p, 6, 5),
        set(&["in/20 in/19", "in/14", "in/19 20/15", "20/9"])
    );
}

#[test]
fn a_blot_is_hit_on_the_common_track_unless_the_option_forbids_it() {
    let p = pos(&[(20, 2)], &[(16, 1), (17, 2)], [0, 0]);
    // 20/17 is closed: the 4 hits, the 3 goes on.
    assert_eq!(plays(&russian(|_| {}), &p, 4, 3), set(&["20/16*/13"]));
    let no_hits = russian(|o| o.russian_hitting = false);
    assert_eq!(plays(&no_hits, &p, 4, 3), set(&["(no play)"]));
}

#[test]
fn a_doublet_is_followed_by_its_complement_then_a_roll_again() {
    let mut g = game(pos(&[(22, 4)], &[(12, 4)], [0, 0]), |_| {});
    g.roll(r(3, 3)).unwrap();
    assert_eq!(g.part(), Some((Dice::four(3), Part::Roll)));
    play_first(&mut g);
    // Then four 4s: opposite faces of a die make 7.
    assert_eq!(g.part(), Some((Dice::four(4), Part::Complement)));
    assert_eq!(g.on_roll(), Side::White);
    play_first(&mut g);
    // Each play's note holds the dice it was played with: 3-3, then 4-4.
    let dice: Vec<Dice> = g
        .events()
        .iter()
        .filter_map(|e| match e {
            Event::Played { note, roll, .. } => {
                assert_eq!(*roll, r(3, 3), "the turn's roll");
                Some(note.dice)
            }
            _ => None,
        })
        .collect();
    assert_eq!(dice, [Dice::four(3), Dice::four(4)]);
    // Then White rolls again.
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert!(g.events().contains(&Event::Part {
        side: Side::White,
        dice: Dice::four(4),
        part: Part::Complement
    }));
    assert!(g
        .events()
        .contains(&Event::RollsAgain { side: Side::White }));
    // A roll of two numbers is played once and passes the turn.
    g.roll(r(6, 1)).unwrap();
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn a_part_not_played_in_full_loses_the_rest_of_the_turn() {
    // From 22 two 3s go (19, 16); 13 is closed: the complement and the roll
    // again are lost.
    let mut g = game(pos(&[(22, 1)], &[(13, 2)], [0, 0]), |_| {});
    g.roll(r(3, 3)).unwrap();
    let notations: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    assert_eq!(notations, ["22/16"]);
    play_first(&mut g);
    assert!(g.events().contains(&Event::RestLost {
        side: Side::White,
        dice: Dice::times(3, 2)
    }));
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn the_option_gives_complements_only_once_all_checkers_are_in() {
    let p = pos(&[(20, 1)], &[(10, 1)], [14, 14]);
    // Default: from the first doublet.
    let mut g = game(p, |_| {});
    g.roll(r(2, 2)).unwrap();
    play_first(&mut g);
    assert_eq!(g.part(), Some((Dice::four(5), Part::Complement)));
    // The option: four 2s, no more, while checkers are still to enter.
    let mut g = game(p, |o| o.russian_complements_from_first = false);
    g.roll(r(2, 2)).unwrap();
    play_first(&mut g);
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    // Once all are in, the complement follows.
    let mut g = game(pos(&[(20, 15)], &[(10, 15)], [0, 0]), |o| {
        o.russian_complements_from_first = false
    });
    g.roll(r(2, 2)).unwrap();
    play_first(&mut g);
    assert_eq!(g.part(), Some((Dice::four(5), Part::Complement)));
}

#[test]
fn a_game_counts_one_or_two_never_three_and_there_is_no_cube() {
    let rules = Variant::Russian.rules();
    assert_eq!(
        result(rules, &pos(&[], &[(3, 14)], [0, 0])),
        Some(GameResult::Single)
    );
    assert_eq!(
        result(rules, &pos(&[], &[(3, 15)], [0, 0])),
        Some(GameResult::Gammon)
    );
    // Checkers never entered: still a gammon, not a backgammon.
    assert_eq!(
        result(rules, &pos(&[], &[(3, 5)], [0, 10])),
        Some(GameResult::Gammon)
    );
    let mut g = game(pos(&[(22, 4)], &[(12, 4)], [0, 0]), |_| {});
    assert!(matches!(
        g.act(Action::Double),
        Err(GameError::CubeRefused {
            reason: CubeRefusal::NotInUse,
            ..
        })
    ));
}

#[test]
fn russians_options_are_listed_set_and_coded() {
    let mut o = VariantOptions::default();
    let names: Vec<(&str, bool)> = o.of(Variant::Russian).iter().map(|x| (x.0, x.1)).collect();
    assert_eq!(
        names,
        [
            ("enter_all_first", true),
            ("hitting", true),
            ("complements_from_first", true)
        ]
    );
    for name in ["enter_all_first", "hitting", "complements_from_first"] {
        o.set(Variant::Russian, name, false).unwrap();
    }
    assert!(!o.russian_enter_all_first && !o.russian_hitting && !o.russian_complements_from_first);
    assert_eq!(VariantOptions::of_code(o.code()), o);
    assert!(o.set(Variant::Russian, "european", true).is_err());
}

#[test]
fn a_move_of_the_complement_is_explained_with_the_complements_dice() {
    use tables::backgammon::explain::{why_not_in_part, Refusal};
    let mut g = game(pos(&[(22, 4)], &[(12, 4)], [0, 0]), |_| {});
    g.roll(r(3, 3)).unwrap();
    play_first(&mut g);
    let (dice, part) = g.part().unwrap();
    assert_eq!(part, Part::Complement);
    let rules = *g.rules();
    let before = *g.position();
    let from = (1..=24).rev().find(|&p| before.mine(p) > 0).unwrap() as u8;
    // Only 4s now: a 3 is no number of this part; a 4 is allowed, unless it
    // lands on the opponent's point (12, two checkers).
    assert_eq!(
        why_not_in_part(&rules, &before, r(3, 3), &dice, &[], from, from - 3),
        Err(Refusal::NoSuchNumber)
    );
    let ok = why_not_in_part(&rules, &before, r(3, 3), &dice, &[], from, from - 4);
    if from - 4 == 12 {
        assert_eq!(ok, Err(Refusal::PointClosed));
    } else {
        assert_eq!(ok.map(|m| (m.from, m.to)), Ok((from, from - 4)));
    }
}
