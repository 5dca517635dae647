//! The side log's model: one entry per roll (and per relevé end, partie end),
//! built from the engine's events, with what each line highlights on the board.

pub mod view;

use crate::kit::i18n::Lang;
use crate::trictrac::render::Highlight;
use tables::trictrac::game::ReleveEnd;
use tables::trictrac::{Board, Choice, Event, Side};

/// What a log line is about (for styling and tests).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A jan.
    Jan,
    /// Points and holes marked.
    Score,
    /// Checker moves.
    Move,
    /// Anything else (choices, écoles).
    Info,
}

/// One line of an entry.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    /// Kind.
    pub kind: LineKind,
    /// The main text.
    pub text: String,
    /// The explanation (for jans).
    pub detail: Option<String>,
    /// Who benefits (jans, scores).
    pub side: Option<Side>,
    /// The jan's serde-style kind name, for tests (`data-jan`).
    pub jan: Option<&'static str>,
    /// What hovering the line lights up.
    pub highlight: Highlight,
}

/// One entry (a roll, a relevé end, the end of the partie...).
#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    /// Index in the log.
    pub id: usize,
    /// The side it is about.
    pub side: Option<Side>,
    /// Heading.
    pub title: String,
    /// Lines.
    pub lines: Vec<LogLine>,
    /// Actions of the game up to this entry (its roll included): where a
    /// replay shows it.
    pub actions: usize,
}

fn line(kind: LineKind, text: String) -> LogLine {
    LogLine {
        kind,
        text,
        detail: None,
        side: None,
        jan: None,
        highlight: Highlight::default(),
    }
}

/// Builds the log from the engine's events. Fields are named in `viewer`'s
/// numbering (the person playing the bot), or with `None` (two players on
/// one device) in the numbering of the side each entry is about.
pub fn entries(events: &[Event], lang: Lang, viewer: Option<Side>) -> Vec<LogEntry> {
    let shown = |side: Side, p: u8| match viewer {
        Some(v) => Board::absolute(v, Board::absolute(side, p)),
        None => p,
    };
    let mut out: Vec<LogEntry> = Vec::new();
    let push_entry =
        |out: &mut Vec<LogEntry>, side: Option<Side>, title: String, actions: usize| {
            let id = out.len();
            out.push(LogEntry {
                id,
                side,
                title,
                lines: Vec::new(),
                actions,
            });
        };
    // events that record a player's action, in step with the game's record
    let mut acts = 0usize;
    for e in events {
        if matches!(
            e,
            Event::Primacy { .. }
                | Event::Rolled { .. }
                | Event::Chose { .. }
                | Event::Moved { .. }
        ) {
            acts += 1;
        }
        match *e {
            Event::Primacy {
                white,
                black,
                first,
            } => {
                let who = match first {
                    Some(s) => format!(
                        "{} {}",
                        lang.side(s),
                        lang.t("plays first", "joue le premier")
                    ),
                    None => lang.t("tie, roll again", "égalité, on rejoue").to_string(),
                };
                push_entry(
                    &mut out,
                    first,
                    format!(
                        "{}{}{} {white}, {} {black} — {who}",
                        lang.t("Primacy", "Primauté"),
                        lang.colon(),
                        lang.side(Side::White),
                        lang.side(Side::Black)
                    ),
                    acts,
                );
            }
            Event::Rolled { side, roll } => {
                push_entry(
                    &mut out,
                    Some(side),
                    format!(
                        "{} {} {}",
                        lang.side(side),
                        lang.t("rolls", "amène"),
                        lang.roll(roll)
                    ),
                    acts,
                );
            }
            Event::Jan(jan) => {
                let ways = jan.n_ways();
                let text = format!(
                    "{} — {} {} × {} = {}",
                    lang.jan_title(jan.kind),
                    lang.side(jan.to),
                    ways,
                    jan.points_per_way,
                    jan.points()
                );
                let mut l = line(LineKind::Jan, text);
                l.detail = Some(lang.jan_rule(&jan, viewer.unwrap_or(jan.roller)));
                l.side = Some(jan.to);
                l.jan = Some(crate::trictrac::reference::jan_key(jan.kind));
                l.highlight = Highlight::of_jan(&jan);
                if let Some(last) = out.last_mut() {
                    last.lines.push(l);
                }
            }
            Event::Ecole {
                side,
                marked,
                correct,
                points,
                claimed,
            } => {
                let head = format!(
                    "{}{}{} {} {marked}, {} {correct}",
                    lang.t("École", "École"),
                    lang.colon(),
                    lang.side(side),
                    lang.t("marked", "a marqué"),
                    lang.t("the right count is", "le bon compte est"),
                );
                let text = if claimed {
                    format!(
                        "{head} — {} {} {points}",
                        lang.side(side.opponent()),
                        lang.t("marks", "marque"),
                    )
                } else {
                    format!(
                        "{head} — {} {}",
                        lang.side(side.opponent()),
                        lang.t(
                            "did not send him to school: the count stands",
                            "ne l'a pas envoyé à l'école : le compte reste",
                        ),
                    )
                };
                if let Some(last) = out.last_mut() {
                    last.lines.push(line(LineKind::Info, text));
                }
            }
            Event::Scored {
                side,
                points,
                marked,
            } => {
                let mut text = format!(
                    "{} {} {points} {}",
                    lang.side(side),
                    lang.t("marks", "marque"),
                    lang.t("points", "points")
                );
                if marked.holes > 0 {
                    text.push_str(&format!(
                        " — {} {}{}",
                        marked.holes,
                        lang.t(
                            if marked.holes > 1 { "holes" } else { "hole" },
                            if marked.holes > 1 { "trous" } else { "trou" }
                        ),
                        if marked.bredouille_holes > 0 {
                            lang.t(" (bredouille)", " (bredouille)")
                        } else {
                            ""
                        }
                    ));
                }
                let mut l = line(LineKind::Score, text);
                l.side = Some(side);
                if let Some(last) = out.last_mut() {
                    last.lines.push(l);
                }
            }
            Event::Chose { side, choice } => {
                let text = match choice {
                    Choice::Tenir => {
                        format!("{} {}", lang.side(side), lang.t("holds (tenir)", "tient"))
                    }
                    Choice::SenAller => format!(
                        "{} {}",
                        lang.side(side),
                        lang.t("goes (s'en aller)", "s'en va")
                    ),
                };
                if let Some(last) = out.last_mut() {
                    last.lines.push(line(LineKind::Info, text));
                }
            }
            Event::Moved { side, turn } => {
                let moves: Vec<String> = turn
                    .steps()
                    .iter()
                    .map(|s| {
                        if s.to == 25 {
                            format!("{}→{}", shown(side, s.from), lang.t("off", "sortie"))
                        } else {
                            format!("{}→{}", shown(side, s.from), shown(side, s.to))
                        }
                    })
                    .collect();
                let text = if moves.is_empty() {
                    lang.t("no move possible", "aucun coup possible")
                        .to_string()
                } else {
                    format!("{} {}", lang.t("plays", "joue"), moves.join(", "))
                };
                let mut l = line(LineKind::Move, text);
                for s in turn.steps() {
                    let from = Board::absolute(side, s.from);
                    let to = if s.to == 25 {
                        25
                    } else {
                        Board::absolute(side, s.to)
                    };
                    l.highlight.arrows.push((from, to));
                    l.highlight.fields.push(from);
                    if to <= 24 {
                        l.highlight.fields.push(to);
                    }
                }
                if let Some(last) = out.last_mut() {
                    last.lines.push(l);
                }
            }
            Event::Pavillon { state } => {
                let text = match state {
                    tables::trictrac::Pavillon::Taken(s) => format!(
                        "{} {}",
                        lang.side(s),
                        lang.t(
                            "takes the pavillon: he interrupted the first hole-taker and may still win en grande bredouille",
                            "prend le pavillon : il a interrompu le premier preneur de trous et peut encore gagner en grande bredouille"
                        )
                    ),
                    _ => lang
                        .t(
                            "The pavillon is set aside: nobody can win en grande bredouille",
                            "Le pavillon est mis de côté : personne ne peut plus gagner en grande bredouille",
                        )
                        .to_string(),
                };
                if let Some(last) = out.last_mut() {
                    last.lines.push(line(LineKind::Info, text));
                }
            }
            Event::ReleveEnded { reason, next } => {
                let why = match reason {
                    ReleveEnd::Sortie => lang.t("after the sortie", "après la sortie"),
                    ReleveEnd::SenAller => lang.t("after s'en aller", "après s'en aller"),
                };
                push_entry(
                    &mut out,
                    Some(next),
                    format!(
                        "{} {why} — {} {}",
                        lang.t("New relevé", "Nouveau relevé"),
                        lang.side(next),
                        lang.t("plays first", "joue le premier")
                    ),
                    acts,
                );
            }
            Event::PartieOver {
                winner,
                stake_halves,
            } => {
                let stake = if stake_halves % 2 == 0 {
                    format!("×{}", stake_halves / 2)
                } else {
                    format!("×{}.5", stake_halves / 2)
                };
                push_entry(
                    &mut out,
                    Some(winner),
                    format!(
                        "{} {} — {} {stake}",
                        lang.side(winner),
                        lang.t("wins the partie", "gagne la partie"),
                        lang.t("stake", "enjeu")
                    ),
                    acts,
                );
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::trictrac::{Game, Options, Roll};

    #[test]
    fn a_roll_entry_lists_its_jans_with_ways_and_points() {
        let mut g = Game::new(Options::default());
        g.primacy(5, 2).unwrap();
        // White's 6-5 from the talons: no jan; then Black.
        g.roll(Roll::new(6, 5).unwrap()).unwrap();
        let t = g.legal_turns()[0];
        g.play(&t).unwrap();
        let log = entries(g.events(), Lang::En, Some(Side::White));
        assert_eq!(
            log[0].title,
            "Primacy: White 5, Black 2 — White plays first"
        );
        assert_eq!(log[1].title, "White rolls 6 and 5");
        assert_eq!(log[1].lines.last().unwrap().kind, LineKind::Move);
    }

    #[test]
    fn an_ecole_says_who_marks_or_that_it_was_let_pass() {
        let opts = Options {
            ecoles: true,
            ..Options::default()
        };
        let line_of = |count: tables::trictrac::Count| {
            let mut g = Game::new(opts);
            g.primacy(5, 2).unwrap();
            // 6-5 from the talons gives nothing; White marks 2
            g.roll_marked(Roll::new(6, 5).unwrap(), Some(count))
                .unwrap();
            let log = entries(g.events(), Lang::En, Some(Side::White));
            log[1]
                .lines
                .iter()
                .find(|l| l.text.starts_with("École"))
                .map(|l| l.text.clone())
        };
        assert_eq!(
            line_of(tables::trictrac::Count::claimed(2)).as_deref(),
            Some("École: White marked 2, the right count is 0 — Black marks 2")
        );
        assert_eq!(
            line_of(tables::trictrac::Count::let_pass(2)).as_deref(),
            Some("École: White marked 2, the right count is 0 — Black did not send him to school: the count stands")
        );
        assert_eq!(line_of(tables::trictrac::Count::claimed(0)), None);
    }

    #[test]
    fn jan_keys_are_the_snake_case_of_the_kind_names() {
        // the key of `data-jan`, as the CLI prints a kind (its Debug name in snake_case)
        for kind in crate::trictrac::reference::ALL_JANS {
            let dbg = format!("{kind:?}");
            let mut snake = String::new();
            for (i, c) in dbg.chars().enumerate() {
                if c.is_uppercase() && i > 0 {
                    snake.push('_');
                }
                snake.extend(c.to_lowercase());
            }
            assert_eq!(crate::trictrac::reference::jan_key(kind), snake);
        }
    }
}
