//! Every lesson is well formed, bilingual, and states the engine's answer.

use super::*;
use crate::kit::i18n::Lang;
use std::collections::HashSet;

#[test]
fn every_position_parses_validates_and_has_a_roll() {
    for l in LESSONS {
        let setup: tables::trictrac::notation::PositionSetup = l
            .position
            .parse()
            .unwrap_or_else(|e| panic!("{}: {e:?}", l.id));
        let p = setup
            .validate()
            .unwrap_or_else(|e| panic!("{}: {e:?}", l.id));
        assert!(p.roll().is_some(), "{}: no roll", l.id);
        assert!(!p.choosing(), "{}", l.id);
        // the text is canonical (as the engine writes it)
        assert_eq!(p.to_string(), l.position, "{}", l.id);
        // the game continues from it, in the move phase
        assert_eq!(
            p.to_game().phase(),
            tables::trictrac::Phase::Move,
            "{}",
            l.id
        );
    }
}

#[test]
fn every_lesson_states_the_engines_answer() {
    for l in LESSONS {
        assert_eq!(
            Some(l.answer),
            l.engine_answer(),
            "{}: {:?}",
            l.id,
            l.engine_jans()
        );
        if let Some(buttons) = l.answer_buttons() {
            assert!(l.answer > 0, "{}: a lesson has a number to find", l.id);
            assert!(
                buttons.contains(&l.answer),
                "{}: the answer is offered",
                l.id
            );
            let a = l.answer.to_string();
            assert!(l.explanation.en().contains(&a), "{}: {a} in English", l.id);
            assert!(l.explanation.fr().contains(&a), "{}: {a} in French", l.id);
        }
    }
}

#[test]
fn holes_and_tenir_answers_agree_with_the_scoreboard_rules() {
    for l in LESSONS {
        let p = l.parsed();
        let (roller, _) = l.roll();
        let opp = roller.opponent();
        let jans = l.engine_jans();
        let points = |side: Side| -> u32 {
            jans.iter()
                .filter(|j| j.to == side)
                .map(|j| u32::from(j.points()))
                .sum()
        };
        // the roller's points marked on the scoreboard before the roll (§5)
        let mut marked = *p.scoreboard();
        let m = marked.add_points(roller, points(roller));
        match l.question {
            Question::Holes { side } => {
                assert_eq!(side, roller, "{}: the roller's holes", l.id);
                assert_eq!(u32::from(m.holes), l.answer, "{}", l.id);
            }
            Question::Tenir => {
                assert!(m.holes > 0, "{}: the roll wins a hole", l.id);
                assert_eq!(u32::from(marked.points[roller]), l.answer, "{}", l.id);
                // holding, the game goes on from the same board
                let mut g = l.rolled_game();
                g.choose(tables::trictrac::Choice::Tenir).unwrap();
                assert_eq!(g.phase(), tables::trictrac::Phase::Move, "{}", l.id);
                assert_eq!(g.board(), p.board(), "{}", l.id);
            }
            Question::SenAller => {
                assert!(m.holes > 0, "{}: the roll wins a hole", l.id);
                assert_eq!(points(opp), l.answer, "{}", l.id);
                // holding, the opponent (his points erased by the hole) would
                // mark exactly these points after the move
                let held = l.played_game();
                assert_eq!(
                    u32::from(held.scoreboard().points[opp]),
                    l.answer,
                    "{}",
                    l.id
                );
                // going, a new relevé from the talons, nothing marked for him
                let mut gone = l.rolled_game();
                gone.choose(tables::trictrac::Choice::SenAller).unwrap();
                assert_eq!(gone.phase(), tables::trictrac::Phase::Roll, "{}", l.id);
                assert_eq!(gone.to_play(), roller, "{}: the goer starts", l.id);
                assert_eq!(*gone.board(), tables::trictrac::Board::start(), "{}", l.id);
                assert_eq!(
                    gone.scoreboard().points,
                    tables::trictrac::BySide::splat(0),
                    "{}",
                    l.id
                );
                assert_eq!(gone.scoreboard().holes, marked.holes, "{}", l.id);
            }
            Question::Points { .. } | Question::Play { .. } => {}
        }
    }
}

#[test]
fn the_roller_points_match_the_game_built_from_the_position() {
    // the game marks the roller's own points when it is built from a roll
    for l in LESSONS {
        let (roller, _) = l.roll();
        let game = l.parsed().to_game();
        let engine: u32 = l
            .engine_jans()
            .iter()
            .filter(|j| j.to == roller)
            .map(|j| u32::from(j.points()))
            .sum();
        assert_eq!(game.current_jans().points_for(roller), engine, "{}", l.id);
    }
}

#[test]
fn lessons_are_many_bilingual_and_have_stable_ids() {
    assert!(LESSONS.len() >= 12, "{} lessons", LESSONS.len());
    let ids: HashSet<_> = LESSONS.iter().map(|l| l.id).collect();
    assert_eq!(ids.len(), LESSONS.len());
    for l in LESSONS {
        assert!(
            l.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{}",
            l.id
        );
        for text in [l.title, l.intro, l.explanation] {
            assert!(
                !text.en().trim().is_empty() && !text.fr().trim().is_empty(),
                "{}",
                l.id
            );
        }
        assert_ne!(l.intro.en(), l.intro.fr(), "{}", l.id);
        assert_ne!(l.explanation.en(), l.explanation.fr(), "{}", l.id);
        for lang in [Lang::En, Lang::Fr] {
            crate::kit::i18n::use_native(lang);
            assert!(l.question_text().ends_with('?'), "{}", l.id);
            assert_eq!(l.view(false).fields.len(), 24);
        }
        // revealing lights what realises the points (an impuissance has nothing)
        let only_impuissance = l
            .engine_jans()
            .iter()
            .all(|j| j.kind == tables::trictrac::JanKind::Impuissance);
        assert!(
            only_impuissance || l.view(true).fields.iter().any(|f| f.highlighted),
            "{}: nothing lit",
            l.id
        );
    }
}

#[test]
fn the_topics_of_the_issue_are_covered() {
    use tables::trictrac::JanKind as K;
    let kinds: HashSet<_> = LESSONS
        .iter()
        .flat_map(|l| l.engine_jans())
        .map(|j| j.kind)
        .collect();
    for k in [
        K::BattreAVrai,
        K::BattreAFaux,
        K::BattreLeCoin,
        K::PetitJan,
        K::GrandJan,
        K::ConserverPetitJan,
        K::JanDeRetour,
        K::ConserverJanDeRetour,
        K::ContreMezeas,
        K::Impuissance,
        K::Mezeas,
        K::DeuxTables,
        K::ContreDeuxTables,
        K::SixTables,
        K::Sortie,
    ] {
        assert!(kinds.contains(&k), "{k:?}");
    }
    // holes and bredouille: 2 holes en bredouille, 1 when interrupted
    let holes: HashSet<u32> = LESSONS
        .iter()
        .filter(|l| matches!(l.question, Question::Holes { .. }))
        .map(|l| l.answer)
        .collect();
    assert!(holes.contains(&2), "bredouille (2 holes)");
    assert!(holes.contains(&1), "an interrupted bredouille (1 hole)");
    // tenir or s'en aller
    for q in [Question::Tenir, Question::SenAller] {
        assert!(
            LESSONS.iter().any(|l| l.question == q && l.answer > 0),
            "{q:?}"
        );
    }
    // a play to choose
    assert!(LESSONS
        .iter()
        .any(|l| matches!(l.question, Question::Play { .. })));
}

#[test]
fn progress_round_trips_and_survives_garbage() {
    let mut done = BTreeSet::new();
    assert_eq!(progress_text(&done), "1:");
    assert!(parse_progress("1:").is_empty());
    done.insert("sortie");
    done.insert("hit-false");
    let text = progress_text(&done);
    assert_eq!(text, "1:hit-false,sortie");
    assert_eq!(parse_progress(&text), done);
    // unknown ids are dropped, other versions and garbage start empty
    assert_eq!(
        parse_progress("1:sortie,nope,,"),
        BTreeSet::from(["sortie"])
    );
    for bad in [
        "",
        "2:sortie",
        "sortie",
        "{\"done\":1}",
        "1",
        "\u{0}\u{ffff}",
    ] {
        assert!(parse_progress(bad).is_empty(), "{bad:?}");
    }
}

/// What makes a position with a roll impossible (or most unlikely) in a real
/// partie; empty when nothing is found. The roller has not played the current
/// roll, which his roll count includes.
fn implausibilities(p: &tables::trictrac::notation::Position) -> Vec<String> {
    use tables::trictrac::passage::can_still_fill;
    use tables::trictrac::{Board, Quarter};
    let board = p.board();
    let roller = p.to_play();
    let mut out = Vec::new();
    for side in Side::ALL {
        let opp = side.opponent();
        let c = board.side(side);
        // (a) passage: the first checker of `side` to stop in the opponent's
        // grand-jan (petit-jan) quarter needed him unable to fill it by his
        // own checkers; those only move forward, so he still is.
        for (mine, his) in [(Quarter::Q3, Quarter::Q2), (Quarter::Q4, Quarter::Q1)] {
            if !mine.positions().any(|q| c[q as usize] > 0) {
                continue;
            }
            let mut w = [0u8; 25];
            let mut b = [0u8; 25];
            for q in 1..=24u8 {
                let (own, other) = (board.count(side, q), board.count(opp, q));
                let (mine_counts, his_counts) = match side {
                    Side::White => (&mut w, &mut b),
                    Side::Black => (&mut b, &mut w),
                };
                if !mine.positions().contains(&q) {
                    mine_counts[q as usize] = own;
                }
                his_counts[q as usize] = other;
            }
            let without = Board::from_counts(w, b).expect("a sub-board");
            if can_still_fill(&without, opp, his) {
                out.push(format!(
                    "{side:?} stands in his {mine:?} while {opp:?} can still fill his {his:?}"
                ));
            }
        }
        // (b) the checkers moved agree with the rolls played: at most two
        // checkers leave the talon and at most 12 pips are played a roll
        let played = u32::from(p.rolls()[side]) - u32::from(side == roller);
        let off_talon = 15 - u32::from(c[1]);
        let pips: u32 = (2..=25u8)
            .map(|q| u32::from(c[q as usize]) * (u32::from(q) - 1))
            .sum();
        if off_talon > 2 * played {
            out.push(format!(
                "{side:?}: {off_talon} checkers off the talon in {played} rolls"
            ));
        }
        if pips > 12 * played {
            out.push(format!("{side:?}: {pips} pips in {played} rolls"));
        }
        // at least 2 pips a roll (1-1), and in practice more than 3 from the
        // fourth roll on (self-play never went below 3.25)
        let least = if played >= 4 { 3 } else { 2 };
        if pips < least * played {
            out.push(format!("{side:?}: only {pips} pips in {played} rolls"));
        }
    }
    out
}

#[test]
fn lesson_positions_could_arise_in_play() {
    let mut all = Vec::new();
    for l in LESSONS {
        for why in implausibilities(&l.parsed()) {
            all.push(format!("{}: {why}", l.id));
        }
    }
    assert!(all.is_empty(), "{all:#?}");
}

#[test]
fn the_plausibility_check_refuses_positions_no_partie_reaches() {
    for (text, why) in [
        // Black past his field 12 on White's 9 and 11 while White can still
        // make his petit jan; White moved 2 checkers in 8 rolls
        ("1.M4B2b1b2a9j.w53.0-0-9.0-0-8.m", "Q3"),
        ("1.L1Aa1B2b1b2a9i.w53.0-0-9.0-0-8.m", "only"),
        // everything brought home in 8 rolls
        ("1.5m5B5bBBBBBC.w66.0-0-9.0-0-8.m", "pips in"),
        // Black never moved in 2 rolls
        ("1.M91B92o.w21.0-0-3.0-0-2.m", "only 0 pips"),
    ] {
        let p: tables::trictrac::notation::Position = text.parse().unwrap();
        let found = implausibilities(&p);
        assert!(found.iter().any(|f| f.contains(why)), "{text}: {found:?}");
    }
    // a position of a real self-played partie passes
    let real: tables::trictrac::notation::Position =
        "1.6BBC1CEbae1dc6.w32.0b-7-21.0-2-21.x".parse().unwrap();
    assert!(implausibilities(&real).is_empty());
}

#[test]
fn the_groups_hold_every_lesson_once_in_order() {
    let groups = groups();
    assert_eq!(
        groups.len(),
        GROUPS.len(),
        "a group names an unknown lesson"
    );
    let order: Vec<usize> = groups
        .iter()
        .flat_map(|(_, ls)| ls.iter().map(|&(i, _)| i))
        .collect();
    assert_eq!(order, (0..LESSONS.len()).collect::<Vec<_>>());
    for (title, lessons) in &groups {
        assert!(!lessons.is_empty(), "{}: empty group", title.en());
        assert_ne!(title.en(), title.fr());
    }
}
