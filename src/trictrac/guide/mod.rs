//! The "Start here" guide's text: four steps from zero to a first partie
//! (the board and the moves, how points are made, the lessons, a partie in
//! school mode) with links into the rules and the lessons. Pure: the page
//! draws [`html`] as it is (static text, so one HTML string costs the wasm far
//! less than a view per element); the component handles its links and button.

pub mod view;

use crate::kit::html::esc;
use crate::kit::i18n::t;
use crate::trictrac::lessons::{Lesson, LESSONS};
use crate::trictrac::reference::{key, Key};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// A link into the rule reference.
struct RuleLink {
    id: &'static str,
    label: Key,
}

const MOVES: &[RuleLink] = &[
    RuleLink {
        id: "rule-board",
        label: key("tt-guide-link-board"),
    },
    RuleLink {
        id: "rule-moving",
        label: key("tt-guide-link-moving"),
    },
    RuleLink {
        id: "rule-coin-de-repos",
        label: key("tt-guide-link-coin-de-repos"),
    },
    RuleLink {
        id: "rule-passage",
        label: key("tt-guide-link-passage"),
    },
    RuleLink {
        id: "rule-turn",
        label: key("tt-guide-link-turn"),
    },
];

const POINTS: &[RuleLink] = &[
    RuleLink {
        id: "rule-points",
        label: key("tt-guide-link-points"),
    },
    RuleLink {
        id: "rule-jans",
        label: key("tt-guide-link-jans"),
    },
    RuleLink {
        id: "rule-tenir",
        label: key("tt-guide-link-tenir"),
    },
    RuleLink {
        id: "rule-ecoles",
        label: key("tt-guide-link-ecoles"),
    },
];

/// How to play in this app, one line each.
const HOW: &[Key] = &[
    key("tt-guide-how1"),
    key("tt-guide-how2"),
    key("tt-guide-how3"),
    key("tt-guide-how4"),
    key("tt-guide-how5"),
];

/// The four steps' titles and texts.
const STEPS: [(Key, Key); 4] = [
    (key("tt-guide-step1-title"), key("tt-guide-step1-text")),
    (key("tt-guide-step2-title"), key("tt-guide-step2-text")),
    (key("tt-guide-step3-title"), key("tt-guide-step3-text")),
    (key("tt-guide-step4-title"), key("tt-guide-step4-text")),
];

const INTRO: Key = key("tt-guide-intro");

const THEN: Key = key("tt-guide-then");

/// The action the school step's button asks for (`data-action`).
pub const START_SCHOOL: &str = "school";

/// The first lesson not done yet, or `None` when all are done.
fn next_lesson(done: &BTreeSet<&'static str>) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| !done.contains(l.id))
}

fn links(out: &mut String, list: &[RuleLink]) {
    out.push_str("<ul class=\"guide-links\">");
    for r in list {
        let _ = write!(
            out,
            "<li><a href=\"#{id}\" data-guide-rule=\"{id}\">{}</a></li>",
            esc(&r.label.text()),
            id = r.id
        );
    }
    out.push_str("</ul>");
}

/// The guide's body in the language on screen, for a learner who has done
/// the lessons `done`.
pub fn html(done: &BTreeSet<&'static str>) -> String {
    let mut out = String::with_capacity(6000);
    let _ = write!(
        out,
        "<p>{}</p><ol class=\"guide-steps\">",
        esc(&INTRO.text())
    );
    for (n, (title, text)) in STEPS.iter().enumerate() {
        let _ = write!(
            out,
            "<li data-step=\"{}\"><h3>{}</h3><p>{}</p>",
            n + 1,
            esc(&title.text()),
            esc(&text.text())
        );
        match n {
            0 => links(&mut out, MOVES),
            1 => links(&mut out, POINTS),
            2 => {
                let (next, label) = match next_lesson(done) {
                    Some(l) => (l, tk!(key("tt-guide-next-lesson"), title = l.title.text())),
                    None => (&LESSONS[0], t("tt-guide-all-done")),
                };
                let _ = write!(
                    out,
                    "<p data-testid=\"guide-lessons\">{}</p>\
                     <a class=\"guide-action\" data-testid=\"guide-next-lesson\" href=\"#lesson-{}\">{}</a>",
                    esc(&tk!(key("tt-guide-lessons-done"),
                        done = done.len(),
                        total = LESSONS.len()
                    )),
                    next.id,
                    esc(&label)
                );
            }
            _ => {
                out.push_str("<ul class=\"guide-how\">");
                for line in HOW {
                    let _ = write!(out, "<li>{}</li>", esc(&line.text()));
                }
                let _ = write!(
                    out,
                    "</ul><button class=\"guide-action\" data-testid=\"guide-school\" data-action=\"{START_SCHOOL}\">{}</button>",
                    esc(&t("tt-guide-start-school"))
                );
            }
        }
        out.push_str("</li>");
    }
    let _ = write!(out, "</ol><p>{}</p>", esc(&THEN.text()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::Lang;

    #[test]
    fn four_steps_with_links_to_real_rules_and_lessons() {
        for lang in [Lang::En, Lang::Fr] {
            crate::kit::i18n::use_native(lang);
            let h = html(&BTreeSet::new());
            assert_eq!(h.matches("<li data-step=").count(), 4);
            for r in MOVES.iter().chain(POINTS) {
                assert!(
                    crate::trictrac::reference::section(r.id).is_some(),
                    "{}",
                    r.id
                );
                assert!(h.contains(&format!("href=\"#{}\"", r.id)));
            }
            assert!(h.contains(&format!("href=\"#lesson-{}\"", LESSONS[0].id)));
            assert!(h.contains(&format!("0/{}", LESSONS.len())));
            assert!(h.contains(&format!("data-action=\"{START_SCHOOL}\"")));
            // every tag opened is closed
            for tag in ["p", "ol", "ul", "li", "h3", "a", "button"] {
                assert_eq!(
                    h.matches(&format!("<{tag}>")).count() + h.matches(&format!("<{tag} ")).count(),
                    h.matches(&format!("</{tag}>")).count(),
                    "{tag}"
                );
            }
        }
        crate::kit::i18n::use_native(Lang::Fr);
        assert!(html(&BTreeSet::new()).contains("Leçon suivante"));
    }

    #[test]
    fn the_next_lesson_follows_the_progress_and_text_is_escaped() {
        let done: BTreeSet<&'static str> = [LESSONS[0].id].into();
        crate::kit::i18n::use_native(Lang::En);
        let h = html(&done);
        assert!(h.contains(&format!("href=\"#lesson-{}\"", LESSONS[1].id)));
        assert!(h.contains(&format!("1/{}", LESSONS.len())));
        let all: BTreeSet<&'static str> = LESSONS.iter().map(|l| l.id).collect();
        assert!(html(&all).contains("All done"));
    }
}
