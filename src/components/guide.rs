//! "Start here": the path from zero to a first partie, for someone who has
//! never seen the game — the board and the moves, how points are made (links
//! into the rule reference), the guided lessons (with the next one to take),
//! then a partie in school mode against the beginner bot, with how to play it
//! in this app. A first visit shows a short banner pointing to it.

use crate::components::{clear_hash_if, on_hash, tr, tr_t, Modal};
use crate::lessons::{parse_progress, Lesson, LESSONS, PROGRESS_KEY};
use crate::persist;
use crate::reference::{t, T};
use crate::store::{Opponent, Store};
use leptos::prelude::*;
use std::collections::BTreeSet;
use tables::Side;

/// The address fragment that opens the guide.
pub const HASH: &str = "#start-here";

/// localStorage key set once the guide was opened or its banner dismissed.
pub const SEEN_KEY: &str = "trictrac.guide";

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

/// The lessons done, as kept in this browser.
fn lessons_done() -> BTreeSet<&'static str> {
    crate::storage_get(PROGRESS_KEY)
        .map(|t| parse_progress(&t))
        .unwrap_or_default()
}

/// The first lesson not done yet, or `None` when all are done.
fn next_lesson(done: &BTreeSet<&'static str>) -> Option<&'static Lesson> {
    LESSONS.iter().find(|l| !done.contains(l.id))
}

/// The "Start here" button, the first-visit banner and the guide.
#[component]
pub fn Guide(
    /// Show the banner (a first visit: nothing saved, nothing in the address).
    first_visit: bool,
) -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.ui.with(|u| u.lang);
    let modal = Modal::new();
    let open = modal.open;
    let banner = RwSignal::new(first_visit && crate::storage_get(SEEN_KEY).is_none());
    // read when the guide opens (the lessons panel may have changed them)
    let done = RwSignal::new(BTreeSet::new());

    let seen = move || {
        banner.set(false);
        crate::storage_set(SEEN_KEY, "1");
    };
    let show = move || {
        seen();
        done.set(lessons_done());
        modal.show();
    };
    let close = move || {
        clear_hash_if(|h| h == HASH);
        modal.hide();
    };
    // `#start-here` opens the guide (the last lesson links to it)
    let _hash = on_hash(move |h| {
        if h == HASH {
            show();
        }
    });
    let _escape = modal.close_on_escape(close);
    // A partie in school mode against the beginner; the game in progress, if
    // any was played, is kept in this browser.
    let start_school = move |_| {
        let unfinished = store.game.with_untracked(|g| {
            g.phase() != tables::Phase::Over
                && g.actions()
                    .iter()
                    .any(|a| matches!(a, tables::Action::Play(..)))
        });
        let kept = unfinished
            .then(|| store.game.with_untracked(persist::save_text))
            .flatten()
            .and_then(|t| crate::keep_aside(&t));
        store.ui.update(|u| {
            u.school = true;
            u.options.ecoles = true;
            u.bot_level = tables::bot::Level::Beginner;
            if u.opponent == Opponent::HotSeat {
                u.opponent = Opponent::Bot(Side::Black);
            }
        });
        store.new_partie();
        let l = lang();
        let mut text = l
            .t(
                "A new partie in school mode against the beginner bot. Good luck!",
                "Une nouvelle partie en mode école contre le robot débutant. Bonne chance !",
            )
            .to_string();
        if let Some(k) = kept {
            text.push_str(&format!(
                " {} \"{k}\").",
                l.t(
                    "The partie in progress is kept (localStorage key",
                    "La partie en cours est gardée (clé localStorage"
                )
            ));
        }
        store.ui.update(|u| u.message = Some(text));
        close();
    };

    let links = move |list: &'static [RuleLink]| {
        list.iter()
            .map(|r| {
                let label = r.label;
                view! {
                    <li><a href=format!("#{}", r.id) data-guide-rule=r.id on:click=move |_| close()>
                        {tr_t(label)}
                    </a></li>
                }
            })
            .collect_view()
    };
    let how = move || {
        HOW.iter()
            .map(|line| view! { <li>{tr_t(*line)}</li> })
            .collect_view()
    };
    let lesson_step = move || {
        let l = lang();
        let (next, label) = match done.with(next_lesson) {
            Some(next) => (
                next,
                format!(
                    "{} {}",
                    l.t("Next lesson:", "Leçon suivante :"),
                    next.title.get(l)
                ),
            ),
            None => (
                &LESSONS[0],
                l.t("All done — review them", "Toutes faites — les revoir")
                    .to_string(),
            ),
        };
        view! {
            <p data-testid="guide-lessons">{format!(
                "{} {}/{} {}",
                l.t("Each lesson is a position and a roll: find the points, or the legal play.", "Chaque leçon est une position et un coup : trouvez les points, ou le jeu permis."),
                done.with(BTreeSet::len),
                LESSONS.len(),
                l.t("done.", "faites.")
            )}</p>
            <a class="guide-action" data-testid="guide-next-lesson" href=format!("#lesson-{}", next.id)
                on:click=move |_| close()>{label}</a>
        }
    };

    view! {
        <button class="guide-button" data-testid="guide" node_ref=modal.opener aria-haspopup="dialog"
            aria-expanded=move || open.get().to_string()
            on:click=move |_| show()>
            {tr("Start here", "Pour commencer")}
        </button>
        <Show when=move || banner.get()>
            <div class="guide-banner" data-testid="guide-banner" role="note">
                <span>{tr("New to the Grand Trictrac? Four short steps take you from zero to your first partie.", "Vous découvrez le Grand Trictrac ? Quatre courtes étapes mènent de zéro à votre première partie.")}</span>
                <button data-testid="guide-banner-open" on:click=move |_| show()>
                    {tr("Start here", "Pour commencer")}
                </button>
                <button class="guide-banner-close" data-testid="guide-banner-close"
                    aria-label=tr("Dismiss", "Fermer")
                    on:click=move |_| seen()>"×"</button>
            </div>
        </Show>
        <Show when=move || open.get()>
            <div class="reference-backdrop" on:click=move |_| close()></div>
            <div class="reference guide" role="dialog" aria-modal="true" aria-labelledby="guide-title"
                data-testid="guide-panel">
                <div class="reference-head">
                    <h2 id="guide-title">{tr("Start here: learn the Grand Trictrac", "Pour commencer : apprendre le Grand Trictrac")}</h2>
                    <button class="reference-close" data-testid="guide-close" node_ref=modal.closer
                        aria-label=tr("Close", "Fermer")
                        on:click=move |_| close()>"×"</button>
                </div>
                <div class="reference-body">
                    <p>{tr("Two players, fifteen checkers each, two dice, a board like backgammon's — but nobody takes checkers off the board: you win by scoring. Each roll is worth points for what it could do; 12 points make a hole, 12 holes win the partie.", "Deux joueurs, quinze dames chacun, deux dés, un tablier comme celui du backgammon — mais on ne prend pas de dames : on gagne en marquant. Chaque coup vaut des points pour ce qu'il pourrait faire ; 12 points font un trou, 12 trous gagnent la partie.")}</p>
                    <ol class="guide-steps">
                        <li data-step="1">
                            <h3>{tr("The board and the moves", "Le tablier et la marche")}</h3>
                            <p>{tr("Each side starts with its fifteen checkers on its talon and takes them round to the far end, then bears them off. A roll plays both numbers, with one checker or two; a doublet is played once.", "Chaque camp part avec ses quinze dames sur son talon, les mène jusqu'au bout du tablier, puis les sort. Un coup joue les deux nombres, d'une dame ou de deux ; un doublet se joue une fois.")}</p>
                            <ul class="guide-links">{links(MOVES)}</ul>
                        </li>
                        <li data-step="2">
                            <h3>{tr("How points are made", "Comment on marque")}</h3>
                            <p>{tr("Before moving, you count what the roll could do: hit a lone checker (battre), fill a quarter, two checkers on each of its six fields (remplir), and a few rare jans. What you cannot do scores for the other side.", "Avant de jouer, vous comptez ce que le coup pourrait faire : battre une dame seule, remplir un cadran, deux dames sur chacune de ses six cases, et quelques jans rares. Ce que vous ne pouvez faire marque pour l'autre camp.")}</p>
                            <ul class="guide-links">{links(POINTS)}</ul>
                        </li>
                        <li data-step="3">
                            <h3>{tr("Practise counting: the lessons", "S'exercer à compter : les leçons")}</h3>
                            {lesson_step}
                        </li>
                        <li data-step="4">
                            <h3>{tr("Your first partie, in school mode", "Votre première partie, en mode école")}</h3>
                            <p>{tr("Against the beginner bot, you mark your own points as players always did; a wrong count is an école for the bot, and the log shows the right count and why.", "Contre le robot débutant, vous marquez vous-même vos points, comme on l'a toujours fait ; un compte faux est une école pour le robot, et le journal montre le bon compte et pourquoi.")}</p>
                            <ul class="guide-how">{how}</ul>
                            <button class="guide-action" data-testid="guide-school" on:click=start_school>
                                {tr("Start a partie in school mode", "Commencer une partie en mode école")}
                            </button>
                        </li>
                    </ol>
                    <p>{tr("Then raise the bot's level, turn school mode off, play a friend on this device, or share a position (New partie and options, Share).", "Ensuite, montez le niveau du robot, quittez le mode école, jouez contre un ami sur cet appareil, ou partagez une position (Nouvelle partie et options, Partager).")}</p>
                </div>
            </div>
        </Show>
    }
}
