//! *Learn* natively: the addresses it answers, the progress kept, and
//! lessons played through [`Run`] as a learner would (wrong plays, a
//! dance, the hint, the replies, the stars).

use super::run::{Run, Stage};
use super::*;
use crate::backgammon::lessons::{Verdict, RULES};
use crate::kit::i18n::{use_native, Lang};
use tables::backgammon::Phase;
use tables::Side;

fn lesson(id: &str) -> &'static Lesson {
    RULES
        .iter()
        .find(|l| l.id == id)
        .expect("a lesson of the course")
}

#[test]
fn the_addresses_of_learn() {
    let c = course_of("backgammon").unwrap();
    assert_eq!(at("learn", c), Some(At::List));
    assert_eq!(at("learn/", c), Some(At::List));
    let i = c.iter().position(|l| l.id == "hit-blot").unwrap();
    assert_eq!(at("learn/hit-blot", c), Some(At::Lesson(i)));
    assert_eq!(at("learn/hit-blot/", c), Some(At::Lesson(i)));
    assert_eq!(at("learn/nope", c), Some(At::Missing("nope".into())));
    assert_eq!(at("", c), None);
    assert_eq!(at("p=4HPwATDgc/ABMAAAAAAAAA", c), None);
    assert_eq!(at("learning", c), None);
    assert_eq!(
        href("backgammon", Some("hit-blot")),
        "#/backgammon/learn/hit-blot"
    );
    assert_eq!(href("backgammon", None), "#/backgammon/learn");
    assert_eq!(next_of(c, c[0].id).map(|l| l.id), Some(c[1].id));
    assert!(next_of(c, c[c.len() - 1].id).is_none());
    assert!(course_of("plakoto").is_none());
}

#[test]
fn the_progress_kept_is_read_and_a_bad_one_said() {
    let (p, e) = read_progress(None, RULES);
    assert!(p.is_empty() && e.is_none());
    let (p, e) = read_progress(Some("1:hit-blot*2,gone-lesson*3"), RULES);
    assert_eq!(e, None);
    assert_eq!(p.stars("hit-blot"), Some(2));
    // a lesson the course no longer has is dropped
    assert_eq!(p.len(), 1);
    let (p, e) = read_progress(Some("1:hit-blot*7"), RULES);
    assert!(p.is_empty());
    assert_eq!(e, Some(ProgressError::Stars(1)));
}

#[test]
fn a_lesson_played_right_gives_three_stars() {
    assert!(use_native(Lang::En).is_empty());
    let mut r = Run::start(lesson("move-each-die")).unwrap();
    assert_eq!(r.step_number(), (1, 2));
    assert_eq!(r.stage(), Stage::Play);
    assert_eq!(r.game().phase(), Phase::Move);
    assert_eq!(r.roll().high(), 3);
    assert_eq!(r.answer(&[(6, 5), (8, 5)]), Verdict::Accepted);
    assert_eq!(r.stage(), Stage::StepDone);
    assert_eq!(r.game().on_roll(), Side::Black);
    // the reply (6-4: 24/18 13/9) is played and the next roll thrown
    let reply = r.go_on().unwrap().unwrap();
    let moves: Vec<(u8, u8)> = reply.iter().map(|m| (m.from, m.to)).collect();
    assert_eq!(moves.len(), 2);
    assert!(moves.contains(&(24, 18)) && moves.contains(&(13, 9)));
    assert_eq!(r.step_number(), (2, 2));
    assert_eq!((r.roll().high(), r.roll().low()), (6, 5));
    assert_eq!(r.game().on_roll(), Side::White);
    assert_eq!(r.answer(&[(24, 18), (18, 13)]), Verdict::Accepted);
    assert_eq!(r.stage(), Stage::LessonDone);
    assert_eq!(r.go_on(), Ok(None));
    assert_eq!(r.stars(), 3);
}

#[test]
fn a_wrong_play_is_said_and_costs_a_star_a_refused_move_none() {
    assert!(use_native(Lang::En).is_empty());
    let mut r = Run::start(lesson("move-each-die")).unwrap();
    let wrong = r.answer(&[(24, 21), (24, 23)]);
    assert_eq!(
        wrong.text(),
        "That play is legal, but it makes no point. Put two checkers together on your 5-point."
    );
    assert_eq!(r.stage(), Stage::Play);
    assert_eq!(r.mistakes(), 1);
    // a move the rules refuse is stopped, not played: no star lost
    assert!(matches!(r.answer(&[(8, 4)]), Verdict::Refused(1, _)));
    assert_eq!(r.mistakes(), 1);
    assert_eq!(r.stars(), 2);
    let _ = r.hint();
    assert_eq!(r.stars(), 1);
    // never fewer than one
    r.answer(&[(24, 21), (24, 23)]);
    assert_eq!(r.stars(), 1);
    assert_eq!(r.answer(&[(8, 5), (6, 5)]), Verdict::Accepted);
}

#[test]
fn a_dance_is_said_and_its_roll_still_shown() {
    assert!(use_native(Lang::En).is_empty());
    let l = lesson("dance");
    let mut r = Run::start(l).unwrap();
    // the engine passed the roll: the run still shows it and the position
    let roll = r.shown_roll().expect("the danced roll is shown");
    assert_eq!((roll.high(), roll.low()), (6, 6));
    assert_eq!(r.game().on_roll(), Side::Black);
    assert_eq!(r.before().mine(tables::backgammon::position::BAR), 1);
    assert_eq!(r.dance(), Verdict::Accepted);
    assert_eq!(r.shown_roll(), None);
    assert_eq!(r.stage(), Stage::StepDone);
    r.go_on().unwrap();
    assert_eq!(r.step_number().0, 2);
    // now a die enters: saying "I cannot move" is wrong
    assert_eq!(r.shown_roll(), None);
    assert_eq!(r.dance(), Verdict::Incomplete);
    assert_eq!(r.mistakes(), 1);
}

#[test]
fn every_lesson_runs_to_its_end_with_its_first_answers() {
    for l in RULES {
        let mut r = Run::start(l).unwrap();
        loop {
            let answer = r.step().accepted[0];
            assert_eq!(r.answer(answer), Verdict::Accepted, "{}", l.id);
            match r.stage() {
                Stage::LessonDone => break,
                Stage::StepDone => assert!(r.go_on().unwrap().is_some(), "{}", l.id),
                Stage::Play => panic!("{}: still to play", l.id),
            }
        }
        assert_eq!(r.stars(), 3, "{}", l.id);
    }
}
