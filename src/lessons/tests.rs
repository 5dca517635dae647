//! Every lesson is well formed, bilingual, and states the engine's answer.

use super::*;
use std::collections::HashSet;

#[test]
fn every_position_parses_validates_and_has_a_roll() {
    for l in LESSONS {
        let setup: tables::notation::PositionSetup = l
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
        assert_eq!(p.to_game().phase(), tables::Phase::Move, "{}", l.id);
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
        if let Question::Points { .. } = l.question {
            assert!(l.answer > 0, "{}: a lesson has points to find", l.id);
            let a = l.answer.to_string();
            assert!(l.explanation.en.contains(&a), "{}: {a} in English", l.id);
            assert!(l.explanation.fr.contains(&a), "{}: {a} in French", l.id);
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
                !text.en.trim().is_empty() && !text.fr.trim().is_empty(),
                "{}",
                l.id
            );
        }
        assert_ne!(l.intro.en, l.intro.fr, "{}", l.id);
        assert_ne!(l.explanation.en, l.explanation.fr, "{}", l.id);
        for lang in [Lang::En, Lang::Fr] {
            assert!(l.question_text(lang).ends_with('?'), "{}", l.id);
            assert_eq!(l.view(lang, false).fields.len(), 24);
        }
        // revealing lights what realises the points (an impuissance has nothing)
        let only_impuissance = l
            .engine_jans()
            .iter()
            .all(|j| j.kind == tables::JanKind::Impuissance);
        assert!(
            only_impuissance || l.view(Lang::En, true).fields.iter().any(|f| f.highlighted),
            "{}: nothing lit",
            l.id
        );
    }
}

#[test]
fn the_topics_of_the_issue_are_covered() {
    use tables::JanKind as K;
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
        K::SixTables,
        K::Sortie,
    ] {
        assert!(kinds.contains(&k), "{k:?}");
    }
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
