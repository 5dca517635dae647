//! §3.7 and §6.5 of the digest: bearing off (the fast method by default, the
//! slow one as an option), keeping a filled jan de retour, and the sortie jan.
//! Black stands far away on white's 6 (his 19), so that he can fill nothing.

mod common;

use common::*;
use tables::trictrac::{tt, JanKind::*, Options, Side::*, SortieMethod};

fn slow() -> Options {
    Options {
        sortie: SortieMethod::Slow,
        ..Options::default()
    }
}

#[test]
fn no_checker_is_borne_off_while_one_is_outside_the_last_quarter() {
    // the corner's two checkers are outside; 19→25 by the 6 is refused
    let b = tt!(w 12:2 19:13; b 19:15);
    assert_turns(&b, White, r(6, 5), &[&[(12, 18), (12, 17)]]);
    assert!(jans(&b, White, r(6, 5)).is_empty());
}

#[test]
fn bearing_off_may_follow_the_move_that_brings_the_last_checker_in() {
    // 18→23 by the 5 brings the last checker in; then 19→25 by the 6
    let b = tt!(w 18:1 19:14; b 19:15);
    assert_turns(
        &b,
        White,
        r(6, 5),
        &[&[(18, 24), (19, 24)], &[(18, 23), (19, 25)]],
    );
}

#[test]
fn fast_sortie_bears_off_with_an_exact_die_even_when_it_could_play_inside() {
    // 23→25 by the 2 is allowed although the 2 could be played 19→21
    let b = tt!(w 19:1 23:1; b 19:15);
    assert_turns(
        &b,
        White,
        r(2, 1),
        &[&[(23, 25), (19, 20)], &[(19, 22)], &[(19, 21), (23, 24)]],
    );
}

#[test]
fn a_higher_die_bears_off_only_the_farthest_checker() {
    // 6-4: the 6 takes off a checker of 20 (the farthest), never the one of 23
    // while 20 is occupied; the 4 cannot bear off (20→24 inside)
    let b = tt!(w 20:2 23:1; b 19:15);
    assert_turns(&b, White, r(6, 4), &[&[(20, 25), (20, 24)]]);
    assert!(jans(&b, White, r(6, 4)).is_empty());
}

#[test]
fn when_nothing_can_be_borne_off_the_dice_are_played_inside() {
    let b = tt!(w 19:2 20:1; b 19:15);
    assert_turns(
        &b,
        White,
        r(2, 1),
        &[
            &[(19, 21), (19, 20)],
            &[(19, 21), (20, 21)],
            &[(19, 22)],
            &[(20, 23)],
        ],
    );
}

#[test]
fn slow_sortie_plays_a_die_inside_whenever_it_can() {
    // the 2 can be played inside (19→21 or 20→22), so 23 is not borne off
    let b = tt!(w 19:1 23:1; b 19:15);
    assert_turns_opts(
        &b,
        White,
        r(2, 1),
        slow(),
        &[&[(19, 22)], &[(19, 21), (23, 24)]],
    );
}

#[test]
fn slow_sortie_bears_off_a_die_that_cannot_be_played_inside() {
    // the 4 cannot be played inside: 21 goes off; then the 3 neither: 23 goes
    // off as the farthest — the last checkers, so sortie
    let b = tt!(w 21:1 23:1; b 19:15);
    assert_turns_opts(&b, White, r(4, 3), slow(), &[&[(21, 25), (23, 25)]]);
}

#[test]
fn a_player_who_can_bear_off_his_last_checkers_does_so() {
    // 20 by the 5 and 24 by the ace: both off. (20→21→26 would leave 24.)
    let b = tt!(w 20:1 24:1; b 19:15);
    assert_turns(&b, White, r(5, 1), &[&[(20, 25), (24, 25)]]);
    assert_eq!(jans(&b, White, r(5, 1)), expect(&[(Sortie, White, 1, 4)]));
    // 6-4: the 6 takes 20 off, then 23 is the farthest and goes with the 4;
    // 20→24 & 23→25 would leave one checker
    let b = tt!(w 20:1 23:1; b 19:15);
    assert_turns(&b, White, r(6, 4), &[&[(20, 25), (23, 25)]]);
}

#[test]
fn sortie_scores_4_or_6_with_the_roll_that_takes_off_the_last_checker() {
    let b = tt!(w 22:1 23:1; b 19:15);
    assert_eq!(jans(&b, White, r(6, 5)), expect(&[(Sortie, White, 1, 4)]));
    assert_eq!(jans(&b, White, r(3, 3)), expect(&[(Sortie, White, 1, 6)]));
}

#[test]
fn sortie_with_one_die_ignores_the_other() {
    // One checker left: the 6 takes it off; the 5 is ignored — it is not an
    // impuissance for black, and the roll still scores as a single.
    let b = tt!(w 24:1; b 19:15);
    assert_turns(&b, White, r(6, 5), &[&[(24, 25)]]);
    assert_eq!(jans(&b, White, r(6, 5)), expect(&[(Sortie, White, 1, 4)]));
    assert_eq!(points(&b, White, r(6, 5)), (4, 0));
    // a doublet: the second half is ignored, the roll scores 6
    assert_eq!(jans(&b, White, r(2, 2)), expect(&[(Sortie, White, 1, 6)]));
    assert_eq!(points(&b, White, r(2, 2)), (6, 0));
}

#[test]
fn a_filled_jan_de_retour_is_kept_while_bearing_off() {
    // The 6 can only take a checker off 19; of the aces only 24→25 keeps
    // every field of the jan de retour covered.
    let b = tt!(w 19:3 20:2 21:2 22:2 23:2 24:3; b 19:15);
    assert_turns(&b, White, r(6, 1), &[&[(19, 25), (24, 25)]]);
    assert_eq!(
        jans(&b, White, r(6, 1)),
        expect(&[(ConserverJanDeRetour, White, 1, 4)])
    );
}
