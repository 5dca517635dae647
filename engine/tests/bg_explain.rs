//! Why a move is refused (`explain::why_not`): each refusal with a position,
//! a roll, the moves played so far and the move tried.

use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::{Move, PositionSetup, RuleSet, Variant};
use tables::{bg, Roll};

fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

fn mv(from: u8, to: u8) -> Move {
    Move {
        from,
        to,
        hit: false,
    }
}

fn bg() -> &'static RuleSet {
    Variant::Backgammon.rules()
}

#[test]
fn a_checker_on_the_bar_enters_first() {
    let pos = bg!(x 25:1 13:14; o 6:2);
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &[], 13, 7),
        Err(Refusal::EnterFirst)
    );
    assert!(why_not(bg(), &pos, r(6, 5), &[], 25, 20).is_ok());
    // The 6 enters on 19, held by two: closed.
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &[], 25, 19),
        Err(Refusal::PointClosed)
    );
}

#[test]
fn a_point_held_by_two_is_closed_and_a_number_must_be_rolled() {
    let pos = bg!(x 13:15; o 18:2);
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &[], 13, 7),
        Err(Refusal::PointClosed)
    );
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &[], 13, 9),
        Err(Refusal::NoSuchNumber)
    );
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &[], 12, 7),
        Err(Refusal::NoChecker)
    );
    // Both dice played: nothing more.
    let played = [mv(13, 8), mv(8, 2)];
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &played, 13, 8),
        Err(Refusal::NoDiceLeft)
    );
}

#[test]
fn bearing_off_waits_for_all_checkers_and_a_higher_number_for_the_highest_point() {
    let pos = bg!(x 8:1 6:1 3:1; o 24:2);
    assert_eq!(
        why_not(bg(), &pos, r(6, 3), &[], 3, 0),
        Err(Refusal::NotAllHome)
    );
    let home = bg!(x 6:1 3:1; o 12:2);
    assert_eq!(
        why_not(bg(), &home, r(5, 4), &[], 3, 0),
        Err(Refusal::HigherCheckerFirst)
    );
    assert!(why_not(bg(), &home, r(5, 4), &[], 6, 1).is_ok());
    // After 6/1, the 4 bears the 3 off.
    assert!(why_not(bg(), &home, r(5, 4), &[mv(6, 1)], 3, 0).is_ok());
}

#[test]
fn a_move_that_leaves_the_other_die_unplayable_when_both_can_be_played_is_refused() {
    // 13/8 leaves the 6 unplayable (8/2 and 13/7 closed); 24/19/13 plays both.
    let pos = bg!(x 13:1 24:1; o 18:2 7:2 23:2);
    assert_eq!(
        why_not(bg(), &pos, r(6, 5), &[], 13, 8),
        Err(Refusal::MustUseBothDice)
    );
    assert!(why_not(bg(), &pos, r(6, 5), &[], 24, 19).is_ok());
}

#[test]
fn when_only_one_die_can_be_played_it_must_be_the_higher() {
    let pos = bg!(x 10:1; o 21:2);
    assert_eq!(
        why_not(bg(), &pos, r(5, 1), &[], 10, 9),
        Err(Refusal::MustUseHigherDie)
    );
    assert!(why_not(bg(), &pos, r(5, 1), &[], 10, 5).is_ok());
}

#[test]
fn dutch_hitting_and_entering_are_named() {
    let rules = Variant::Dutch.rules();
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.on_roll[12] = 14;
    s.on_roll[19] = 1;
    s.opponent[15] = 1;
    s.opponent[5] = 14;
    let pos = s.validate().unwrap();
    assert_eq!(
        why_not(rules, &pos, r(4, 3), &[], 13, 9),
        Err(Refusal::NoHitWithoutHomeChecker)
    );
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.on_roll[12] = 14;
    s.reserve = [1, 0];
    s.opponent[0] = 15;
    let pos = s.validate().unwrap();
    assert_eq!(
        why_not(rules, &pos, r(6, 5), &[], 13, 7),
        Err(Refusal::EnterAllFirst)
    );
    assert!(why_not(rules, &pos, r(6, 5), &[], 26, 19).is_ok());
}

#[test]
fn long_nardys_head_rule_and_blocking_are_named() {
    let rules = Variant::LongNardy.rules();
    let start = rules.start();
    // A first roll of 5-3: one checker leaves the head (24/19 then 19/16 or
    // another checker ... only one from the head).
    assert!(why_not(rules, &start, r(5, 3), &[], 24, 19).is_ok());
    assert_eq!(
        why_not(rules, &start, r(5, 3), &[mv(24, 19)], 24, 21),
        Err(Refusal::OneFromTheHead)
    );
    assert!(why_not(rules, &start, r(5, 3), &[mv(24, 19)], 19, 16).is_ok());
    // A lone opposing checker closes its point: the opponent's head is my 12.
    let mut s = start.setup();
    s.on_roll[23] = 14;
    s.on_roll[16] = 1; // my 17
    let p = s.validate().unwrap();
    assert_eq!(
        why_not(rules, &p, r(5, 2), &[], 17, 12),
        Err(Refusal::PointOccupied)
    );
}

#[test]
fn plakotos_pins_are_named() {
    let rules = Variant::Plakoto.rules();
    // My checker pinned on my 20 under his one checker; one of his pinned
    // under mine on my 10.
    let pos = bg!(x 24:12 10:2; o 24:13 5:1; pinned x 20; o 15);
    assert_eq!(
        why_not(rules, &pos, r(5, 4), &[], 20, 15),
        Err(Refusal::CheckerPinned)
    );
    assert_eq!(
        why_not(rules, &pos, r(4, 3), &[], 24, 20),
        Err(Refusal::PointHeldByPin)
    );
    // Two of his close a point as in backgammon; a lone one is pinned.
    assert_eq!(
        why_not(rules, &pos, r(5, 4), &[], 24, 19).map(|m| m.hit),
        Ok(false)
    );
    assert_eq!(
        why_not(rules, &pos, r(6, 5), &[], 10, 4),
        Ok(Move {
            from: 10,
            to: 4,
            hit: false
        })
    );
    let home = bg!(x 6:4 5:4 4:4 2:2; o 22:1 12:14; pinned x 3; o);
    assert_eq!(
        why_not(rules, &home, r(6, 5), &[], 6, 0),
        Err(Refusal::PinnedAtHome)
    );
    assert_eq!(
        why_not(rules, &home, r(2, 1), &[], 5, 3),
        Err(Refusal::PointHeldByPin)
    );
}

#[test]
fn every_refusal_reads_as_a_sentence() {
    for r in [
        Refusal::NoDiceLeft,
        Refusal::EnterFirst,
        Refusal::PointOccupied,
        Refusal::PointHeldByPin,
        Refusal::CheckerPinned,
        Refusal::PinnedAtHome,
        Refusal::MustUseBothDice,
        Refusal::ForbiddenBlock,
    ] {
        assert!(!r.to_string().is_empty() && !r.to_string().ends_with('.'));
    }
}

/// Along random games of every rule set, the moves of every legal play are
/// allowed one by one, and a play's result is what they reach.
#[test]
fn every_legal_plays_moves_are_allowed_one_by_one() {
    use tables::backgammon::play::legal_plays_for;
    use tables::dice::Rng;
    let mut rng = Rng::new(3);
    let mut checked = 0;
    for &v in &Variant::ALL {
        let rules = v.rules();
        let mut pos = rules.start();
        for _ in 0..if cfg!(debug_assertions) { 25 } else { 150 } {
            let roll = Roll::ALL_21[rng.below(21)];
            let mut plays = Vec::new();
            legal_plays_for(rules, &pos, roll, &mut plays);
            for play in &plays {
                let mut played = Vec::new();
                for m in play.moves() {
                    let ok = why_not(rules, &pos, roll, &played, m.from, m.to);
                    assert_eq!(
                        ok.map(|x| (x.from, x.to)),
                        Ok((m.from, m.to)),
                        "{} {pos:?} {roll} {}",
                        v.name(),
                        play.notation()
                    );
                    played.push(*m);
                    checked += 1;
                }
            }
            let next = *plays[rng.below(plays.len())].after();
            if next.off(tables::backgammon::Player::OnRoll) == rules.checkers {
                break;
            }
            pos = next.flip();
        }
    }
    assert!(checked > 100);
}
