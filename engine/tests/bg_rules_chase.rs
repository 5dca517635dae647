//! The chase (Að elta stelpur, thin): six checkers each round and round,
//! only 1s, 6s and doublets counting, one checker a point, captures for
//! good, a doublet rolling again, the last checker from corner to corner
//! and safe off the corners and between two opposing checkers — each rule
//! with a position, the dice and the exact plays, and both options both
//! ways (both sides numbered alike: White starts on 1–6, Black on 19–24).

mod bg_common;

use bg_common::{capture_position as pos, play, plays, r, set};

use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::matchplay::Stakes;
use tables::backgammon::notation::{format_game, parse_game};
use tables::backgammon::result::result;
use tables::backgammon::rules::{Capture, Hook, Opening, RollRule};
use tables::backgammon::{
    position_text, Dice, Event, Game, GameResult, GameSetup, Move, Options, Part, Phase, Player,
    Position, Route, Variant, VariantOptions,
};
use tables::Side;

/// A chase game from `p`, White on roll, with `options`.
fn game_with(p: Position, options: VariantOptions) -> Game {
    let mut o = Options::money();
    o.variant = options;
    Game::from_setup(Variant::Chase, o, GameSetup::new(p, Side::White)).unwrap()
}

fn game(p: Position) -> Game {
    game_with(p, VariantOptions::default())
}

#[test]
fn the_chase_starts_with_six_checkers_a_side_on_the_right_side() {
    let rules = Variant::Chase.rules();
    assert_eq!(Variant::parse("chase"), Some(Variant::Chase));
    assert_eq!(
        (rules.checkers, rules.route, rules.capture, rules.hook),
        (6, Route::Parallel(0), Capture::Remove, Hook::Chase)
    );
    assert_eq!((rules.cube, rules.stakes), (false, Some(Stakes::PerGame)));
    // White one a point on his 1–6, Black on his 19–24 (the seed's I–VI):
    // White's front checker just behind Black's last.
    let start = rules.start();
    assert_eq!(start, pos(&[1, 2, 3, 4, 5, 6], &[19, 20, 21, 22, 23, 24]));
    assert_eq!(
        rules.start_for(Side::Black),
        pos(&[19, 20, 21, 22, 23, 24], &[1, 2, 3, 4, 5, 6])
    );
    assert_eq!(start.flip(), rules.start_for(Side::Black));
    let text = position_text::format(Variant::Chase, &start);
    assert_eq!(text, "1.chase.AAAAAA93aaaaaa.0-0.0-0");
    assert_eq!(position_text::parse(&text), Ok((Variant::Chase, start)));
}

#[test]
fn only_ones_sixes_and_doublets_count() {
    let rules = Variant::Chase.rules();
    let p = pos(&[8, 5], &[2, 20]);
    // 6-3: the 6 alone (8/2 captures).
    assert_eq!(plays(rules, &p, 6, 3), set(&["8/2*", "5/23"]));
    // 5-2: nothing.
    assert_eq!(plays(rules, &p, 5, 2), set(&["(no play)"]));
    // 6-1: both, round past the 1-point.
    assert_eq!(
        plays(rules, &p, 6, 1),
        set(&["8/2*/1", "8/1", "8/2* 5/4", "8/7 5/23", "5/22"])
    );
    // The game's part is the numbers that count.
    let mut g = game(p);
    g.roll(r(6, 3)).unwrap();
    assert_eq!(g.part(), Some((Dice::times(6, 1), Part::Roll)));
    play(&mut g, "8/2*");
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    // Black, on roll, lost the checker on (White's) 2 for good.
    assert_eq!(g.position().checkers(), 1);
}

#[test]
fn a_point_holds_one_checker_and_a_capture_is_for_good() {
    let rules = Variant::Chase.rules();
    // 8/2 would land on my own checker.
    let p = pos(&[8, 2], &[20, 11]);
    assert_eq!(plays(rules, &p, 6, 3), set(&["2/20*"]));
    let mut g = game(p);
    g.roll(r(6, 3)).unwrap();
    play(&mut g, "2/20*");
    // No bar, nothing to re-enter: Black, on roll, has one checker left.
    let black = *g.position();
    assert_eq!((g.on_roll(), black.checkers()), (Side::Black, 1));
    assert_eq!((black.pips()[25], black.off(Player::OnRoll)), (0, 0));
    assert_eq!(black, pos(&[11], &[8, 20]));
}

#[test]
fn other_doublets_give_two_moves_six_six_four() {
    let rules = Variant::Chase.rules();
    let p = pos(&[10, 20], &[1, 2]);
    assert_eq!(
        plays(rules, &p, 3, 3),
        set(&["10/4", "20/14", "20/17 10/7"])
    );
    let mut g = game(p);
    g.roll(r(3, 3)).unwrap();
    assert_eq!(g.part(), Some((Dice::times(3, 2), Part::Roll)));
    // Four sixes: a checker may go right round (10/10), past the 1-point.
    assert_eq!(
        plays(rules, &p, 6, 6),
        set(&[
            "10/10",
            "20/14 10/16",
            "20/2* 10/4",
            "20/2*/20",
            "20/8 10/22"
        ])
    );
    let mut g = game(p);
    g.roll(r(6, 6)).unwrap();
    assert_eq!(g.part(), Some((Dice::four(6), Part::Roll)));
}

#[test]
fn a_doublet_rolls_again_until_the_dice_differ() {
    let mut g = game(pos(&[10, 20], &[1, 2]));
    g.roll(r(3, 3)).unwrap();
    play(&mut g, "10/4");
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    assert!(g
        .events()
        .contains(&Event::RollsAgain { side: Side::White }));
    g.roll(r(6, 1)).unwrap();
    play(&mut g, "20/13");
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    // Whatever he could play of it: 2-2 lands on my own 4 or on Black's
    // last checker, safe off the corners.
    let mut g = game(pos(&[4, 6], &[2]));
    g.roll(r(2, 2)).unwrap();
    assert!(g.events().contains(&Event::CouldNotMove {
        side: Side::White,
        roll: r(2, 2)
    }));
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
}

#[test]
fn the_last_checker_goes_from_corner_to_corner_on_ones_and_sixes() {
    let rules = Variant::Chase.rules();
    // A 1 to the nearest corner ahead (19), a 6 through it to the next (18).
    let p = pos(&[22], &[10, 11]);
    assert_eq!(plays(rules, &p, 6, 3), set(&["22/18"]));
    assert_eq!(plays(rules, &p, 1, 4), set(&["22/19"]));
    assert_eq!(plays(rules, &p, 6, 1), set(&["22/13"]));
    assert_eq!(plays(rules, &p, 3, 5), set(&["(no play)"]));
    // Its 1-1 and 6-6: two moves; a 6 from a corner is six points on.
    assert_eq!(plays(rules, &p, 1, 1), set(&["22/18"]));
    assert_eq!(plays(rules, &p, 6, 6), set(&["22/12"]));
    // From the 24 a 1 goes five points (to the 19), round from the 1.
    assert_eq!(plays(rules, &pos(&[24], &[10]), 1, 2), set(&["24/19"]));
    assert_eq!(plays(rules, &pos(&[1], &[10]), 1, 2), set(&["1/24"]));
    // Its other doublets give nothing to play but a roll again.
    let mut g = game(p);
    g.roll(r(4, 4)).unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    g.roll(r(1, 1)).unwrap();
    assert_eq!(g.part(), Some((Dice::times(1, 2), Part::Roll)));
}

#[test]
fn the_last_checker_is_captured_only_on_a_corner_not_between_two_checkers() {
    let rules = Variant::Chase.rules();
    // Black's last on the corner 7, my 8 next to it only: 13/7 captures.
    assert_eq!(
        plays(rules, &pos(&[13, 8], &[7]), 6, 3),
        set(&["13/7*", "8/2"])
    );
    // Between my 8 and my 6 it is safe.
    assert_eq!(
        plays(rules, &pos(&[13, 8, 6], &[7]), 6, 3),
        set(&["8/2", "6/24"])
    );
    // ... until one of them moves away, judged step by step.
    assert_eq!(
        plays(rules, &pos(&[10, 8, 6], &[7]), 3, 3),
        set(&["10/7* 6/3", "10/7* 8/5", "6/24", "8/2", "8/5 6/3"])
    );
    // Off the corners it is safe: neither 15/9 nor 10/9.
    assert_eq!(
        plays(rules, &pos(&[15, 10], &[9]), 6, 1),
        set(&["10/3", "15/14 10/4", "15/8"])
    );
}

#[test]
fn capturing_the_last_checker_wins_one_point() {
    let p = pos(&[8, 20], &[7]);
    assert_eq!(result(Variant::Chase.rules(), &p), None);
    let mut g = game(p);
    g.roll(r(6, 1)).unwrap();
    play(&mut g, "20/14 8/7*");
    let end = g.end().expect("the game is over");
    assert_eq!(
        (end.winner, end.result, end.points),
        (Some(Side::White), GameResult::Single, 1)
    );
    assert_eq!(g.score().white, 1);
    assert_eq!(g.position().checkers_of(Player::Opponent), 0);
    assert_eq!(
        result(Variant::Chase.rules(), g.position()),
        Some(GameResult::Single)
    );
}

#[test]
fn why_not_names_the_chase_rules() {
    let rules = Variant::Chase.rules();
    let start = rules.start();
    // 6-3 from the start: the 3 does not count.
    assert_eq!(
        why_not(rules, &start, r(6, 3), &[], 6, 3),
        Err(Refusal::OnlyOnesAndSixes)
    );
    assert_eq!(
        why_not(rules, &start, r(6, 3), &[], 6, 24),
        Ok(Move {
            from: 6,
            to: 24,
            hit: true
        })
    );
    assert_eq!(
        why_not(rules, &pos(&[8, 2], &[20]), r(6, 3), &[], 8, 2),
        Err(Refusal::OneCheckerAPoint)
    );
    assert_eq!(
        why_not(rules, &pos(&[22], &[10, 11]), r(6, 1), &[], 22, 21),
        Err(Refusal::LastCheckerByCorners)
    );
    assert_eq!(
        why_not(rules, &pos(&[22], &[10, 11]), r(6, 1), &[], 22, 19).map(|m| m.to),
        Ok(19)
    );
    assert_eq!(
        why_not(rules, &pos(&[15, 10], &[9]), r(6, 1), &[], 15, 9),
        Err(Refusal::LastCheckerSafe)
    );
    assert_eq!(
        why_not(rules, &pos(&[13, 8, 6], &[7]), r(6, 3), &[], 13, 7),
        Err(Refusal::LastCheckerSafe)
    );
    for r in [
        Refusal::OnlyOnesAndSixes,
        Refusal::OneCheckerAPoint,
        Refusal::LastCheckerByCorners,
        Refusal::LastCheckerSafe,
    ] {
        assert!(!r.sentence().is_empty());
    }
}

#[test]
fn bkgms_doublets_are_played_once_with_no_roll_again() {
    let bkgm = VariantOptions {
        chase_doublets_roll_again: false,
        ..VariantOptions::default()
    };
    assert_eq!(
        Variant::Chase.rules_with(&bkgm).rolls,
        RollRule::Chase { roll_again: false }
    );
    let mut g = game_with(pos(&[10, 20], &[1, 2]), bkgm);
    g.roll(r(3, 3)).unwrap();
    assert_eq!(g.part(), Some((Dice::times(3, 2), Part::Roll)));
    play(&mut g, "10/4");
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    let mut g = game_with(pos(&[10, 20], &[1, 2]), bkgm);
    g.roll(r(6, 6)).unwrap();
    assert_eq!(g.part(), Some((Dice::four(6), Part::Roll)));
    // The last checker: 4-4 rolls again, 6-6 (two sixes) does not.
    let mut g = game_with(pos(&[22], &[10, 11]), bkgm);
    g.roll(r(4, 4)).unwrap();
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::White));
    g.roll(r(6, 6)).unwrap();
    play(&mut g, "22/12");
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
}

#[test]
fn the_higher_opening_die_begins_or_with_the_option_the_lower() {
    let mut g = Game::new(Variant::Chase, Options::money()).unwrap();
    assert_eq!(g.opening(5, 2).unwrap(), Some(Side::White));
    assert_eq!(g.phase(), Phase::BeforeRoll, "he rolls again");
    let mut o = Options::money();
    o.variant.chase_lower_starts = true;
    assert_eq!(
        Variant::Chase.rules_with(&o.variant).opening,
        Opening::LowerRollsAgain
    );
    let mut g = Game::new(Variant::Chase, o).unwrap();
    assert_eq!(g.opening(5, 2).unwrap(), Some(Side::Black));
    assert_eq!((g.phase(), g.on_roll()), (Phase::BeforeRoll, Side::Black));
    assert_eq!(*g.position(), Variant::Chase.rules().start_for(Side::Black));
}

#[test]
fn the_chases_options_are_listed_set_and_coded() {
    let mut o = VariantOptions::default();
    assert_eq!(
        o.of(Variant::Chase)
            .iter()
            .map(|x| (x.0, x.1))
            .collect::<Vec<_>>(),
        [("doublets_roll_again", true), ("lower_starts", false)]
    );
    o.set(Variant::Chase, "doublets_roll_again", false).unwrap();
    o.set(Variant::Chase, "lower_starts", true).unwrap();
    assert!(!o.chase_doublets_roll_again && o.chase_lower_starts);
    assert_eq!(VariantOptions::of_code(o.code()), o);
    assert!(o.set(Variant::Chase, "blocking", true).is_err());
    assert!(o.set(Variant::Icelandic, "lower_starts", true).is_err());
}

#[test]
fn a_chase_with_captured_checkers_writes_and_reads_back() {
    // Two of Black's and three of mine gone: the text says only what is left.
    let p = pos(&[3, 10, 17], &[1, 12, 20, 24]);
    let text = position_text::format(Variant::Chase, &p);
    assert_eq!(text, "1.chase.a1A6A1a4A2a3a.0-0.0-0");
    assert_eq!(position_text::parse(&text), Ok((Variant::Chase, p)));
    // A game from it, played on, replays from its notation.
    let mut g = game(p);
    for roll in [r(6, 1), r(3, 3), r(6, 5), r(1, 2), r(6, 6), r(2, 5)] {
        if g.phase() != Phase::BeforeRoll {
            break;
        }
        g.roll(roll).unwrap();
        if g.phase() == Phase::Move {
            let after = *g.legal_plays()[0].after();
            g.play(&after).unwrap();
        }
    }
    let again = parse_game(&format_game(&g).unwrap()).unwrap();
    assert_eq!(again.record(), g.record());
    assert_eq!(again.position(), g.position());
}
