//! The side log's model: one entry per roll (and per relevé end, partie end),
//! built from the engine's events, with what each line highlights on the board.

pub mod view;

use crate::kit::i18n::t;
use crate::trictrac::render::Highlight;
use crate::trictrac::texts::{self, side_name};
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

/// Builds the log from the engine's events, in the language on screen.
/// Fields are named in `viewer`'s numbering (the person playing the bot),
/// or with `None` (two players on one device) in the numbering of the side
/// each entry is about.
pub fn entries(events: &[Event], viewer: Option<Side>) -> Vec<LogEntry> {
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
                let title = tk!(
                    key("tt-log-primacy"),
                    white = white,
                    black = black,
                    first = first.map_or_else(|| "none".to_string(), side_name)
                );
                push_entry(&mut out, first, title, acts);
            }
            Event::Rolled { side, roll } => {
                let title = tk!(
                    key("tt-log-rolled"),
                    side = side_name(side),
                    roll = texts::roll(roll)
                );
                push_entry(&mut out, Some(side), title, acts);
            }
            Event::Jan(jan) => {
                let text = tk!(
                    key("tt-log-jan"),
                    jan = texts::jan_title(jan.kind),
                    side = side_name(jan.to),
                    ways = jan.n_ways(),
                    per = jan.points_per_way,
                    points = jan.points()
                );
                let mut l = line(LineKind::Jan, text);
                l.detail = Some(texts::jan_rule(&jan, viewer.unwrap_or(jan.roller)));
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
                let text = if claimed {
                    tk!(
                        key("tt-log-ecole-claimed"),
                        side = side_name(side),
                        marked = marked,
                        correct = correct,
                        opponent = side_name(side.opponent()),
                        points = points
                    )
                } else {
                    tk!(
                        key("tt-log-ecole-let-pass"),
                        side = side_name(side),
                        marked = marked,
                        correct = correct,
                        opponent = side_name(side.opponent())
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
                let text = if marked.holes > 0 {
                    tk!(
                        key("tt-log-scored-holes"),
                        side = side_name(side),
                        points = points,
                        holes = marked.holes,
                        bredouille = if marked.bredouille_holes > 0 {
                            "yes"
                        } else {
                            "no"
                        }
                    )
                } else {
                    tk!(
                        key("tt-log-scored"),
                        side = side_name(side),
                        points = points
                    )
                };
                let mut l = line(LineKind::Score, text);
                l.side = Some(side);
                if let Some(last) = out.last_mut() {
                    last.lines.push(l);
                }
            }
            Event::Chose { side, choice } => {
                let text = match choice {
                    Choice::Tenir => tk!(key("tt-log-tenir"), side = side_name(side)),
                    Choice::SenAller => tk!(key("tt-log-s-en-aller"), side = side_name(side)),
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
                            tk!(key("tt-log-move-off"), from = shown(side, s.from))
                        } else {
                            format!("{}→{}", shown(side, s.from), shown(side, s.to))
                        }
                    })
                    .collect();
                let text = if moves.is_empty() {
                    t("tt-log-no-move")
                } else {
                    tk!(key("tt-log-plays"), moves = moves.join(", "))
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
                    tables::trictrac::Pavillon::Taken(s) => {
                        tk!(key("tt-log-pavillon-taken"), side = side_name(s))
                    }
                    _ => t("tt-log-pavillon-aside"),
                };
                if let Some(last) = out.last_mut() {
                    last.lines.push(line(LineKind::Info, text));
                }
            }
            Event::ReleveEnded { reason, next } => {
                let title = tk!(
                    key("tt-log-new-releve"),
                    after = match reason {
                        ReleveEnd::Sortie => "sortie",
                        ReleveEnd::SenAller => "s-en-aller",
                    },
                    side = side_name(next)
                );
                push_entry(&mut out, Some(next), title, acts);
            }
            Event::PartieOver {
                winner,
                stake_halves,
            } => {
                let title = tk!(
                    key("tt-log-partie-over"),
                    side = side_name(winner),
                    stake = stake(stake_halves)
                );
                push_entry(&mut out, Some(winner), title, acts);
            }
        }
    }
    out
}

/// A stake counted in halves, as a number ("1", "1.5" in English, "1,5" in
/// French).
pub fn stake(halves: u8) -> String {
    if halves.is_multiple_of(2) {
        (halves / 2).to_string()
    } else {
        crate::kit::i18n::tenths(i64::from(halves) * 5)
    }
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
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let log = entries(g.events(), Some(Side::White));
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
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        let line_of = |count: tables::trictrac::Count| {
            let mut g = Game::new(opts);
            g.primacy(5, 2).unwrap();
            // 6-5 from the talons gives nothing; White marks 2
            g.roll_marked(Roll::new(6, 5).unwrap(), Some(count))
                .unwrap();
            let log = entries(g.events(), Some(Side::White));
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
