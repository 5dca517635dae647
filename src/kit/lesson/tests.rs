//! The lesson model's own checks: ids, a course's shape, the progress text.

use super::*;

#[test]
fn ids_are_lowercase_words_joined_by_dashes() {
    for good in ["enter", "bear-off-2", "a"] {
        assert!(is_id(good), "{good}");
    }
    for bad in ["", "-a", "a-", "a--b", "Enter", "a b", "é", "a_b", "a*b"] {
        assert!(!is_id(bad), "{bad}");
    }
}

#[test]
fn progress_round_trips() {
    let mut p = Progress::new();
    assert_eq!(p.text(), "1:");
    assert_eq!(Progress::parse("1:"), Ok(Progress::new()));
    p.record("hit", 1);
    p.record("enter", 3);
    p.record("hit", 2);
    p.record("hit", 1); // the best is kept
    p.record("Not An Id", 3);
    p.record("stars", 9); // clamped
    assert_eq!(p.text(), "1:enter*3,hit*2,stars*3");
    assert_eq!(Progress::parse(&p.text()), Ok(p.clone()));
    assert_eq!(p.stars("hit"), Some(2));
    assert!(p.is_done("enter") && !p.is_done("dance"));
    p.retain_known(|id| id != "stars");
    assert_eq!(p.text(), "1:enter*3,hit*2");
}

#[test]
fn a_bad_progress_text_is_refused_without_panicking() {
    use ProgressError::*;
    let cases: &[(&str, ProgressError)] = &[
        ("", Version),
        ("enter*3", Version),
        ("2:enter*3", Version),
        ("1enter*3", Version),
        ("1:enter", Entry(1)),
        ("1:enter*3,", Entry(2)),
        ("1:enter*3,,hit*1", Entry(2)),
        ("1:*3", Id(1)),
        ("1:Enter*3", Id(1)),
        ("1:a b*1", Id(1)),
        ("1:enter*0", Stars(1)),
        ("1:enter*4", Stars(1)),
        ("1:enter*", Stars(1)),
        ("1:enter*33", Stars(1)),
        ("1:enter*+1", Stars(1)),
        ("1:enter*٣", Stars(1)),
        ("1:enter*1,enter*2", Twice(2)),
        ("1:hit*1*2", Stars(1)),
    ];
    for (text, want) in cases {
        assert_eq!(Progress::parse(text).as_ref(), Err(want), "{text:?}");
        assert!(!want.to_string().is_empty());
    }
    // whatever bytes, no panic
    for text in ["1:\u{0}", "1:é*1", "1:a*1\n", "1:ab*1,c*", "1:🎲*1"] {
        assert!(Progress::parse(text).is_err(), "{text:?}");
    }
}

struct Toy;
impl Course for Toy {
    type Start = ();
    type Dice = ();
    type Answer = u8;
    type Goal = ();
    type Refusal = ();
}

#[test]
fn the_shape_check_reports_each_fault() {
    const ONE: Step<Toy> = Step {
        dice: (),
        goal: (),
        accepted: &[1],
        wrong: &[],
        success: key("kit-toy"),
        reply: None,
    };
    const EMPTY: Step<Toy> = Step {
        accepted: &[],
        reply: Some(Reply {
            dice: (),
            answer: 0,
        }),
        ..ONE
    };
    let lesson = |id, steps| Lesson::<Toy> {
        id,
        title: key("kit-toy"),
        goal: key("kit-toy"),
        hint: key("kit-toy"),
        start: (),
        steps,
    };
    assert!(check_shape(&[lesson("fine", &[ONE])]).is_empty());
    let found = check_shape(&[
        lesson("twice", &[ONE]),
        lesson("twice", &[ONE, ONE]),
        lesson("Bad", &[]),
        lesson("empty", &[EMPTY]),
    ]);
    let said: Vec<String> = found.iter().map(ToString::to_string).collect();
    assert_eq!(
        said,
        [
            "twice step 0: the id is another lesson's",
            "twice step 1: no reply before the next step",
            "Bad step 0: the id is not lowercase letters, digits and dashes",
            "Bad step 0: 0 steps, not 1 to 3",
            "empty step 1: no answer is accepted",
            "empty step 1: the last step has a reply",
        ]
    );
}
