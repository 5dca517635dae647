//! The rules course checked natively: every lesson played through the
//! engine (accepted answers legal and reaching their goal, every legal play
//! reaching it accepted, wrong answers refused for their reason or legal but
//! not accepted, replies legal), ids unique, every text in English; and a
//! lesson written wrong on purpose is reported.

use super::*;
use crate::kit::i18n::{use_native, Lang};
use crate::kit::lesson::{key, Reply};

fn english() {
    assert!(use_native(Lang::En).is_empty());
}

#[test]
fn every_lesson_of_the_rules_course_plays_through() {
    english();
    assert!(RULES.len() >= 6);
    let mut problems = lesson::check_shape(RULES);
    for l in RULES {
        assert_eq!(variant(l), Some(Variant::Backgammon), "{}", l.id);
        problems.extend(play_through(l));
    }
    let said: Vec<String> = problems.iter().map(ToString::to_string).collect();
    assert!(said.is_empty(), "{said:#?}");
}

/// Each lesson's texts, worded in English: no key shows as its marker.
#[test]
fn every_text_of_the_course_is_worded_in_english() {
    english();
    for l in RULES {
        for k in keys_of(l) {
            let s = k.text();
            assert!(
                k.as_str().starts_with(&format!("learn-bg-{}-", l.id)),
                "{}: {}",
                l.id,
                k.as_str()
            );
            assert!(!s.contains('⟦') && !s.is_empty(), "{}: {s}", k.as_str());
        }
    }
    for v in [Verdict::NotThis, Verdict::Incomplete] {
        assert!(!v.text().contains('⟦'), "{v:?}");
    }
}

/// What each wrong answer says is what the learner reads: the engine's
/// reason in the app's words, or the lesson's own text, and the accepted
/// answers are accepted whatever the order of their moves.
#[test]
fn each_wrong_answer_is_said_and_the_order_of_moves_does_not_matter() {
    english();
    let l = RULES.iter().find(|l| l.id == "closed-point").unwrap();
    let step = &l.steps[0];
    let turn = Turn::roll(start(l).unwrap(), step.dice).unwrap();
    assert_eq!(turn.judge(step, &[(6, 2), (8, 2)]), Verdict::Accepted);
    assert_eq!(turn.judge(step, &[(8, 2), (6, 2)]), Verdict::Accepted);
    let refused = turn.judge(step, &[(8, 4)]);
    assert_eq!(refused, Verdict::Refused(1, Refusal::PointClosed));
    assert_eq!(
        refused.text(),
        crate::backgammon::texts::refusal(Refusal::PointClosed)
    );
    assert!(
        turn.judge(step, &[(24, 18), (18, 14)])
            == Verdict::Foreseen(key("learn-bg-closed-point-step1-no-point"))
    );
    assert_eq!(turn.judge(step, &[(13, 7), (13, 9)]), Verdict::NotThis);
    assert_eq!(turn.judge(step, &[(13, 7)]), Verdict::Incomplete);
    // a dance: nothing to move, and a move tried says why
    let l = RULES.iter().find(|l| l.id == "dance").unwrap();
    let turn = Turn::roll(start(l).unwrap(), l.steps[0].dice).unwrap();
    assert!(turn.danced());
    assert_eq!(turn.judge(&l.steps[0], &[]), Verdict::Accepted);
    assert_eq!(
        turn.judge(&l.steps[0], &[(13, 7)]),
        Verdict::Refused(1, Refusal::EnterFirst)
    );
}

const BAD_STEPS: &[Step] = &[
    // accepted but illegal (8→4 with 3-1), and a legal play reaching the
    // goal left out
    Step {
        dice: (3, 1),
        goal: Goal::Holds {
            point: 4,
            at_least: 1,
        },
        accepted: &[&[(8, 4)]],
        wrong: &[
            // said refused, but legal
            Wrong::Refused {
                answer: &[(24, 21), (24, 23)],
                reason: Refusal::PointClosed,
            },
            // said legal, but refused
            Wrong::Legal {
                answer: &[(24, 19)],
                text: key("learn-bg-no-such-text"),
            },
            // a legal wrong answer, and another of the same result after
            // it whose text is never said
            Wrong::Legal {
                answer: &[(24, 21), (24, 23)],
                text: key("learn-bg-move-each-die-step1-no-point"),
            },
            Wrong::Legal {
                answer: &[(24, 23), (24, 21)],
                text: key("learn-bg-closed-point-step1-no-point"),
            },
        ],
        success: key("learn-bg-no-such-success"),
        reply: Some(Reply {
            dice: (6, 4),
            answer: &[(1, 0)],
        }),
    },
];

const BAD: Lesson = Lesson {
    id: "bad-on-purpose",
    title: key("learn-bg-move-each-die-title"),
    goal: key("learn-bg-move-each-die-goal"),
    hint: key("learn-bg-move-each-die-hint"),
    start: "1.backgammon.b4E1C3eE3c1e4B.0-0.0-0",
    steps: BAD_STEPS,
};

#[test]
fn a_lesson_written_wrong_is_reported() {
    english();
    let said: Vec<String> = play_through(&BAD).iter().map(ToString::to_string).collect();
    let has = |part: &str| said.iter().any(|s| s.contains(part));
    assert!(has("the last step has a reply"), "{said:#?}");
    assert!(has("[(8, 4)]: move 1 refused"), "{said:#?}");
    assert!(has("reaches the goal but is not accepted"), "{said:#?}");
    assert!(has("is not refused as PointClosed"), "{said:#?}");
    assert!(has("[(24, 19)] is not a legal play"), "{said:#?}");
    assert!(has("no message learn-bg-no-such-success"), "{said:#?}");
    assert!(
        has("the text of [(24, 23), (24, 21)] is never said"),
        "{said:#?}"
    );
    assert!(!has("the text of [(24, 21), (24, 23)]"), "{said:#?}");
    // the first accepted answer is refused: the lesson stops there
    assert!(!has("the reply"), "{said:#?}");

    // a start the engine cannot read
    let unreadable = Lesson {
        start: "1.backgammon.b4E.0-0.0-0",
        ..BAD
    };
    let said: Vec<String> = play_through(&unreadable)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        said.iter().any(|s| s.contains("the start does not open")),
        "{said:#?}"
    );

    // an illegal reply
    const REPLY_BAD: &[Step] = &[
        Step {
            dice: (3, 1),
            goal: Goal::Made(5),
            accepted: &[&[(8, 5), (6, 5)]],
            wrong: &[],
            success: key("learn-bg-move-each-die-step1-success"),
            reply: Some(Reply {
                dice: (6, 4),
                answer: &[(24, 14)],
            }),
        },
        Step {
            dice: (1, 1),
            goal: Goal::Entered,
            accepted: &[&[]],
            wrong: &[],
            success: key("learn-bg-move-each-die-step2-success"),
            reply: None,
        },
    ];
    let reply = Lesson {
        steps: REPLY_BAD,
        ..BAD
    };
    let said: Vec<String> = play_through(&reply)
        .iter()
        .map(ToString::to_string)
        .collect();
    assert!(
        said.iter()
            .any(|s| s.starts_with("bad-on-purpose step 1: the reply")),
        "{said:#?}"
    );
}

#[test]
fn ids_are_unique_and_lesson_ids() {
    let mut ids: Vec<&str> = RULES.iter().map(|l| l.id).collect();
    assert!(ids.iter().all(|id| lesson::is_id(id)));
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), RULES.len());
}

#[test]
fn progress_keeps_the_course_lessons() {
    let mut p = lesson::Progress::new();
    p.record(RULES[0].id, 3);
    p.record(RULES[1].id, 1);
    let back = lesson::Progress::parse(&p.text()).unwrap();
    assert_eq!(back, p);
    let mut kept = lesson::Progress::parse("1:gone-lesson*2,move-each-die*3").unwrap();
    kept.retain_known(|id| RULES.iter().any(|l| l.id == id));
    assert_eq!(kept.text(), "1:move-each-die*3");
}
