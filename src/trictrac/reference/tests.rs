//! The reference's content is complete, bilingual and checked by the engine.

use super::*;
use crate::kit::i18n::Lang;
use std::collections::HashSet;

fn all_texts(s: &Section) -> Vec<Key> {
    let mut v = vec![s.title];
    for b in s.blocks {
        match b {
            Block::P(p) => v.push(*p),
            Block::Items(items) => v.extend(items.iter().copied()),
            Block::Jans(_) => {}
            Block::Diagram(e) => v.push(e.caption),
        }
    }
    v
}

fn in_lang(k: Key, lang: Lang) -> String {
    match lang {
        Lang::Fr => k.fr(),
        _ => k.en(),
    }
}

/// What a reader sees of a section in one language: its id, and per block
/// its kind and text.
fn outline(lang: Lang) -> Vec<(&'static str, Vec<String>)> {
    SECTIONS
        .iter()
        .map(|s| {
            let blocks = s
                .blocks
                .iter()
                .map(|b| match b {
                    Block::P(p) => format!("p:{}", !in_lang(*p, lang).is_empty()),
                    Block::Items(items) => format!("items:{}", items.len()),
                    Block::Jans(k) => format!("jans:{}", k.len()),
                    Block::Diagram(e) => format!("diagram:{}", e.id),
                })
                .collect();
            (s.id, blocks)
        })
        .collect()
}

#[test]
fn english_and_french_have_the_same_sections() {
    assert_eq!(outline(Lang::En), outline(Lang::Fr));
    for s in SECTIONS {
        for text in all_texts(s) {
            assert!(!text.en().trim().is_empty(), "{}: empty English text", s.id);
            assert!(!text.fr().trim().is_empty(), "{}: empty French text", s.id);
        }
        // paragraphs are translated, not copied (titles may share a French term)
        for b in s.blocks {
            if let Block::P(p) = b {
                assert_ne!(p.en(), p.fr(), "{}: untranslated paragraph", s.id);
            }
        }
    }
}

#[test]
fn section_ids_are_unique_and_stable() {
    let ids: HashSet<_> = SECTIONS.iter().map(|s| s.id).collect();
    assert_eq!(ids.len(), SECTIONS.len());
    for s in SECTIONS {
        assert!(s.id.starts_with("rule-"), "{}", s.id);
        assert!(
            s.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
            "{}",
            s.id
        );
    }
    for id in [
        "rule-board",
        "rule-start",
        "rule-moving",
        "rule-coin-de-repos",
        "rule-passage",
        "rule-sortie",
        "rule-turn",
        "rule-points",
        "rule-jans",
        "rule-jans-rares",
        "rule-battre-a-vrai",
        "rule-battre-a-faux",
        "rule-battre-le-coin",
        "rule-impuissance",
        "rule-remplir",
        "rule-conserver",
        "rule-grande-bredouille",
        "rule-tenir",
        "rule-ecoles",
    ] {
        assert!(section(id).is_some(), "{id}");
    }
}

/// The log's key: snake_case of the variant name (as `log::jan_key`).
fn debug_snake(kind: JanKind) -> String {
    let mut s = String::new();
    for (i, c) in format!("{kind:?}").chars().enumerate() {
        if c.is_uppercase() {
            if i > 0 {
                s.push('_');
            }
            s.extend(c.to_lowercase());
        } else {
            s.push(c);
        }
    }
    s
}

#[test]
fn every_jan_kind_maps_to_an_existing_section_that_shows_its_points() {
    let keys: HashSet<_> = ALL_JANS.iter().map(|&k| jan_key(k)).collect();
    assert_eq!(keys.len(), ALL_JANS.len());
    for k in ALL_JANS {
        assert_eq!(jan_key(k), debug_snake(k), "{k:?}");
        let id = section_for_jan(jan_key(k));
        let s = section(id).unwrap_or_else(|| panic!("{k:?} -> {id}: no such section"));
        assert!(
            s.blocks
                .iter()
                .any(|b| matches!(b, Block::Jans(ks) if ks.contains(&k))),
            "{id} has no points row for {k:?}"
        );
    }
    assert_eq!(section_for_jan("no_such_jan"), "rule-jans");
    // every refusal of a move links to an existing section
    use tables::trictrac::{Quarter, Refusal as R};
    for r in [
        R::NoChecker,
        R::Backwards,
        R::NotANumber { distance: 3 },
        R::Blocked,
        R::OpponentsCorner,
        R::ToutDuneClosed,
        R::CornerByTwo,
        R::CornerLastTwo,
        R::CornerNaturally,
        R::Passage {
            quarter: Quarter::Q3,
        },
        R::NotAllHome,
        R::NotFarthest,
        R::PlayInside,
        R::MustPlayBoth,
        R::MustPlayHigher,
        R::MustFill {
            quarter: Quarter::Q1,
        },
        R::MustConserve {
            quarter: Quarter::Q2,
        },
        R::MustSortie,
        R::CannotComplete,
    ] {
        let id = super::section_for_refusal(&r);
        assert!(section(id).is_some(), "{r:?} -> {id}");
    }
    // the overview lists every kind
    let overview = section("rule-jans").unwrap();
    assert!(overview
        .blocks
        .iter()
        .any(|b| matches!(b, Block::Jans(ks) if ks.len() == ALL_JANS.len())));
}

#[test]
fn every_diagram_states_the_points_the_engine_counts() {
    let mut n = 0;
    for (s, ex) in examples() {
        n += 1;
        let mut engine: Vec<(JanKind, Side, u8)> = ex
            .engine_jans()
            .iter()
            .map(|j| (j.kind, j.to, j.points()))
            .collect();
        let mut stated = ex.jans.to_vec();
        engine.sort_by_key(|j| format!("{j:?}"));
        stated.sort_by_key(|j| format!("{j:?}"));
        assert_eq!(stated, engine, "{}/{}", s.id, ex.id);
        // the caption states each jan's points, in both languages
        for &(_, _, points) in ex.jans {
            let p = points.to_string();
            assert!(
                ex.caption.en().contains(&p),
                "{}: {p} in the English caption",
                ex.id
            );
            assert!(
                ex.caption.fr().contains(&p),
                "{}: {p} in the French caption",
                ex.id
            );
        }
        // a drawn play is a legal turn of the roll
        if !ex.play.is_empty() {
            let mut want = ex.play.to_vec();
            want.sort();
            let legal = ex.engine_plays();
            assert!(
                legal.iter().any(|p| {
                    let mut p = p.clone();
                    p.sort();
                    p == want
                }),
                "{}: {:?} is not among the legal turns {:?}",
                ex.id,
                ex.play,
                legal
            );
        }
        // a refused move is refused by the engine, for the passage rule
        for &(from, to) in ex.refused {
            let why = tables::trictrac::why_not(
                &ex.board(),
                ex.roller,
                ex.the_roll().expect("a refused move needs a roll"),
                &Options::default(),
                &[],
                from,
                to,
            );
            assert!(
                matches!(why, Some(tables::trictrac::Refusal::Passage { .. })),
                "{}: {from}->{to} refused by {why:?}",
                ex.id
            );
        }
        // it draws, with something lit
        crate::kit::i18n::use_native(Lang::Fr);
        let v = ex.view();
        assert_eq!(v.fields.len(), 24);
        if ex.roll.is_some() || !ex.fields.is_empty() {
            assert!(
                v.fields.iter().any(|f| f.highlighted),
                "{}: nothing lit",
                ex.id
            );
        }
    }
    assert!(n >= 12, "{n} diagrams");
}

#[test]
fn every_jan_diagram_has_its_section() {
    // each diagram that states a jan sits in the section that jan links to
    for (s, ex) in examples() {
        if let Some(&(k, _, _)) = ex.jans.first() {
            if ex.jans.len() == 1 {
                assert_eq!(section_of(k), s.id, "{}", ex.id);
            }
        }
    }
}

#[test]
fn the_true_hit_lights_its_three_hitters_and_the_target() {
    let (_, ex) = examples().find(|(_, e)| e.id == "battre-a-vrai").unwrap();
    let h = ex.highlight();
    assert_eq!(h.arrows.len(), 3);
    for f in [8, 11, 12, 15] {
        assert!(h.fields.contains(&f), "{f}");
    }
}

#[test]
fn every_position_is_used_and_every_example_position_exists() {
    let used: HashSet<_> = examples().map(|(_, e)| e.position).collect();
    for p in positions::POSITIONS {
        assert!(used.contains(p.key), "{} unused", p.key);
        let _ = (p.board)();
    }
    for (_, e) in examples() {
        assert!(
            positions::POSITIONS.iter().any(|p| p.key == e.position),
            "{}",
            e.position
        );
    }
}
