//! The "Start here" guide's text: four steps from zero to a first partie
//! (the board and the moves, how points are made, the lessons, a partie in
//! school mode) with links into the rules and the lessons. Pure: the page
//! draws [`html`] as it is (static text, so one HTML string costs the wasm far
//! less than a view per element); the component handles its links and button.

pub mod view;

use crate::kit::html::esc;
use crate::kit::i18n::Lang;
use crate::trictrac::lessons::{Lesson, LESSONS};
use crate::trictrac::reference::{t, T};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// A link into the rule reference.
struct RuleLink {
    id: &'static str,
    label: T,
}

const MOVES: &[RuleLink] = &[
    RuleLink {
        id: "rule-board",
        label: t(
            "The board and its numbering",
            "Le tablier et sa numérotation",
        ),
    },
    RuleLink {
        id: "rule-moving",
        label: t("Moving the checkers", "Jouer les dames"),
    },
    RuleLink {
        id: "rule-coin-de-repos",
        label: t("The rest corner", "Le coin de repos"),
    },
    RuleLink {
        id: "rule-passage",
        label: t("The passage", "Le passage"),
    },
    RuleLink {
        id: "rule-turn",
        label: t("The order of a turn", "L'ordre d'un coup"),
    },
];

const POINTS: &[RuleLink] = &[
    RuleLink {
        id: "rule-points",
        label: t("Points, holes, bredouille", "Points, trous, bredouille"),
    },
    RuleLink {
        id: "rule-jans",
        label: t("The jans, one by one", "Les jans, un à un"),
    },
    RuleLink {
        id: "rule-tenir",
        label: t("Tenir or s'en aller", "Tenir ou s'en aller"),
    },
    RuleLink {
        id: "rule-ecoles",
        label: t("Écoles", "Les écoles"),
    },
];

/// How to play in this app, one line each.
const HOW: &[T] = &[
    t(
        "Press Roll, then mark your points (school mode): the numbered buttons, or type the count.",
        "Appuyez sur Lancer, puis marquez vos points (mode école) : les boutons numérotés, ou tapez le compte.",
    ),
    t(
        "Click a checker, then one of the lit fields; or click a lit field directly. Confirm the move when both numbers are played; Take back undoes until then.",
        "Cliquez une dame, puis une des cases éclairées ; ou cliquez directement une case éclairée. Validez le coup quand les deux nombres sont joués ; Reprendre annule jusque-là.",
    ),
    t(
        "After the bot's move, mark what its roll gives you (a false hit, an impuissance), often 0.",
        "Après le coup du robot, marquez ce que son coup vous donne (battre à faux, impuissance), souvent 0.",
    ),
    t(
        "A refused move says which rule forbids it. The log explains every jan: point at a line to light its checkers, follow its link to the rule.",
        "Un coup refusé dit quelle règle l'interdit. Le journal explique chaque jan : pointez une ligne pour éclairer ses dames, suivez son lien vers la règle.",
    ),
    t(
        "Stuck on a move? Hint shows the strong bot's choice.",
        "Bloqué ? Conseil montre le choix du robot fort.",
    ),
];

/// The four steps' titles and texts.
const STEPS: [(T, T); 4] = [
    (
        t("The board and the moves", "Le tablier et la marche"),
        t(
            "Each side starts with its fifteen checkers on its talon and takes them round to the far end, then bears them off. A roll plays both numbers, with one checker or two; a doublet is played once.",
            "Chaque camp part avec ses quinze dames sur son talon, les mène jusqu'au bout du tablier, puis les sort. Un coup joue les deux nombres, d'une dame ou de deux ; un doublet se joue une fois.",
        ),
    ),
    (
        t("How points are made", "Comment on marque"),
        t(
            "Before moving, you count what the roll could do: hit a lone checker (battre), fill a quarter, two checkers on each of its six fields (remplir), and a few rare jans. What you cannot do scores for the other side.",
            "Avant de jouer, vous comptez ce que le coup pourrait faire : battre une dame seule, remplir un cadran, deux dames sur chacune de ses six cases, et quelques jans rares. Ce que vous ne pouvez faire marque pour l'autre camp.",
        ),
    ),
    (
        t("Practise counting: the lessons", "S'exercer à compter : les leçons"),
        t(
            "Each lesson is a position and a roll: find the points, the holes, or the legal play.",
            "Chaque leçon est une position et un coup : trouvez les points, les trous, ou le jeu permis.",
        ),
    ),
    (
        t("Your first partie, in school mode", "Votre première partie, en mode école"),
        t(
            "Against the beginner bot, you mark your own points as players always did; a wrong count is an école for the bot, and the log shows the right count and why.",
            "Contre le robot débutant, vous marquez vous-même vos points, comme on l'a toujours fait ; un compte faux est une école pour le robot, et le journal montre le bon compte et pourquoi.",
        ),
    ),
];

const INTRO: T = t(
    "Two players, fifteen checkers each, two dice, a board like backgammon's — but nobody takes checkers off the board: you win by scoring. Each roll is worth points for what it could do; 12 points make a hole, 12 holes win the partie.",
    "Deux joueurs, quinze dames chacun, deux dés, un tablier comme celui du backgammon — mais on ne prend pas de dames : on gagne en marquant. Chaque coup vaut des points pour ce qu'il pourrait faire ; 12 points font un trou, 12 trous gagnent la partie.",
);

const THEN: T = t(
    "Then raise the bot's level, turn school mode off, play a friend on this device, or share a position (New partie and options, Share).",
    "Ensuite, montez le niveau du robot, quittez le mode école, jouez contre un ami sur cet appareil, ou partagez une position (Nouvelle partie et options, Partager).",
);

/// The action the school step's button asks for (`data-action`).
pub const START_SCHOOL: &str = "school";

/// The first lesson not done yet, or `None` when all are done.
fn next_lesson(done: &BTreeSet<&'static str>) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| !done.contains(l.id))
}

fn links(out: &mut String, lang: Lang, list: &[RuleLink]) {
    out.push_str("<ul class=\"guide-links\">");
    for r in list {
        let _ = write!(
            out,
            "<li><a href=\"#{id}\" data-guide-rule=\"{id}\">{}</a></li>",
            esc(r.label.get(lang)),
            id = r.id
        );
    }
    out.push_str("</ul>");
}

/// The guide's body in `lang`, for a learner who has done the lessons `done`.
pub fn html(lang: Lang, done: &BTreeSet<&'static str>) -> String {
    let mut out = String::with_capacity(6000);
    let _ = write!(
        out,
        "<p>{}</p><ol class=\"guide-steps\">",
        esc(INTRO.get(lang))
    );
    for (n, (title, text)) in STEPS.iter().enumerate() {
        let _ = write!(
            out,
            "<li data-step=\"{}\"><h3>{}</h3><p>{}</p>",
            n + 1,
            esc(title.get(lang)),
            esc(text.get(lang))
        );
        match n {
            0 => links(&mut out, lang, MOVES),
            1 => links(&mut out, lang, POINTS),
            2 => {
                let (next, label) = match next_lesson(done) {
                    Some(l) => (
                        l,
                        format!(
                            "{} {}",
                            lang.t("Next lesson:", "Leçon suivante :"),
                            l.title.get(lang)
                        ),
                    ),
                    None => (
                        &LESSONS[0],
                        lang.t("All done — review them", "Toutes faites — les revoir")
                            .to_string(),
                    ),
                };
                let _ = write!(
                    out,
                    "<p data-testid=\"guide-lessons\">{}/{} {}</p>\
                     <a class=\"guide-action\" data-testid=\"guide-next-lesson\" href=\"#lesson-{}\">{}</a>",
                    done.len(),
                    LESSONS.len(),
                    lang.t("done.", "faites."),
                    next.id,
                    esc(&label)
                );
            }
            _ => {
                out.push_str("<ul class=\"guide-how\">");
                for line in HOW {
                    let _ = write!(out, "<li>{}</li>", esc(line.get(lang)));
                }
                let _ = write!(
                    out,
                    "</ul><button class=\"guide-action\" data-testid=\"guide-school\" data-action=\"{START_SCHOOL}\">{}</button>",
                    lang.t("Start a partie in school mode", "Commencer une partie en mode école")
                );
            }
        }
        out.push_str("</li>");
    }
    let _ = write!(out, "</ol><p>{}</p>", esc(THEN.get(lang)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_steps_with_links_to_real_rules_and_lessons() {
        for lang in [Lang::En, Lang::Fr] {
            let h = html(lang, &BTreeSet::new());
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
        assert!(html(Lang::Fr, &BTreeSet::new()).contains("Leçon suivante"));
    }

    #[test]
    fn the_next_lesson_follows_the_progress_and_text_is_escaped() {
        let done: BTreeSet<&'static str> = [LESSONS[0].id].into();
        let h = html(Lang::En, &done);
        assert!(h.contains(&format!("href=\"#lesson-{}\"", LESSONS[1].id)));
        assert!(h.contains(&format!("1/{}", LESSONS.len())));
        let all: BTreeSet<&'static str> = LESSONS.iter().map(|l| l.id).collect();
        assert!(html(Lang::En, &all).contains("All done"));
    }
}
