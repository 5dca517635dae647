//! What the log says the rules decided of a play (`PlayNote`): the only
//! legal play, the higher die imposed when either die alone can be played
//! but not both, the dice that cannot be played. Points from the mover's
//! side.

mod bg_common;

use bg_common::{game_with, r, start};
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::{Event, Options, PlayNote, Position};
use tables::{bg, Side};

/// The note of the play whose notation is `notation`, made with `a`-`b` from
/// `pos` by White, with the legal plays' notations.
fn note(pos: Position, a: u8, b: u8, notation: &str) -> (PlayNote, Vec<String>) {
    let mut g = game_with(pos, Side::White, Options::money(), |s| {
        s.dice = Some(r(a, b))
    });
    let plays: Vec<String> = g.legal_plays().iter().map(|p| p.notation()).collect();
    let after = *g
        .legal_plays()
        .iter()
        .find(|p| p.notation() == notation)
        .unwrap_or_else(|| panic!("{notation} is not among {plays:?}"))
        .after();
    g.play(&after).unwrap();
    let played = g.events().iter().rev().find_map(|e| match e {
        Event::Played { note, .. } => Some(*note),
        _ => None,
    });
    (played.expect("a Played event"), plays)
}

#[test]
fn either_die_alone_but_not_both_the_higher_is_the_only_play() {
    // 13/7/2 and 13/8/2 land on the opponent's point (his 23, held by two)
    let pos = bg!(x 13:1 1:14; o 23:2 6:13);
    let (n, plays) = note(pos, 6, 5, "13/7");
    assert_eq!(plays, vec!["13/7"]);
    assert_eq!(
        n,
        PlayNote {
            dice: Dice::of_roll(r(6, 5)),
            forced: true,
            unplayed: Dice::times(5, 1),
            higher_die: true,
        }
    );
}

#[test]
fn a_doublet_played_twice_leaves_two_dice_unplayed() {
    // 13/10/7, then the 4-point is the opponent's (his 21)
    let pos = bg!(x 13:1 1:14; o 21:2 6:13);
    let (n, plays) = note(pos, 3, 3, "13/7");
    assert_eq!(plays, vec!["13/7"]);
    assert_eq!(
        n,
        PlayNote {
            dice: Dice::of_roll(r(3, 3)),
            forced: true,
            unplayed: Dice::times(3, 2),
            higher_die: false,
        }
    );
}

#[test]
fn only_the_lower_die_plays_no_higher_rule() {
    // the 6 from 13 lands on 7 (the opponent's 18, held): only 13/8, and
    // then 8/2 lands on his 23, held too
    let pos = bg!(x 13:1 1:14; o 18:2 23:2 6:11);
    let (n, plays) = note(pos, 6, 5, "13/8");
    assert_eq!(plays, vec!["13/8"]);
    assert_eq!(
        n,
        PlayNote {
            dice: Dice::of_roll(r(6, 5)),
            forced: true,
            unplayed: Dice::times(6, 1),
            higher_die: false,
        }
    );
}

#[test]
fn an_opening_play_is_a_choice_with_every_die_played() {
    let (n, plays) = note(start(), 3, 1, "8/5 6/5");
    assert!(plays.len() > 10, "{plays:?}");
    assert_eq!(
        n,
        PlayNote {
            dice: Dice::of_roll(r(3, 1)),
            ..PlayNote::default()
        }
    );
}
