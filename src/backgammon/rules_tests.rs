//! The rule sets' texts as the players read them (`game-<name>-rules` in
//! `locales/*/games.ftl`, and the options' `bg-option-…`): each names its
//! source as a person would.

use crate::backgammon::setup::option_text;
use crate::kit::i18n::{t, use_native, Lang};
use tables::backgammon::{Variant, VariantOptions};

fn rules(v: Variant) -> String {
    t(&format!("game-{}-rules", v.name()))
}

#[test]
fn the_chase_icelandic_and_matador_texts_name_their_sources() {
    assert!(use_native(Lang::En).is_empty());
    let chase = rules(Variant::Chase);
    assert!(chase.contains("from Iceland") && chase.contains("Ludii"));
    assert!(rules(Variant::Icelandic).contains("one paragraph of the Indonesian description"));
    assert!(rules(Variant::Icelandic).contains("Indonesian description"));
    let matador = rules(Variant::Matador);
    assert!(matador.contains("Indonesian description") && matador.contains("a kind of jacquet"));
    assert!(use_native(Lang::Fr).is_empty());
    assert!(rules(Variant::Chase).contains("d'Islande"));
    assert!(rules(Variant::Icelandic).contains("un paragraphe de la description indonésienne"));
    assert!(rules(Variant::Icelandic).contains("islandais"));
    assert!(rules(Variant::Dutch).contains("hollandais"));
    assert!(rules(Variant::Jacquet).contains("postillon"));
}

/// The rule texts shown to players name their sources as a person would
/// (a region, a book, a description), never by the project's file names or
/// its own judgement of them.
#[test]
fn rule_texts_name_their_sources_in_words() {
    for lang in [Lang::En, Lang::Fr] {
        use_native(lang);
        for v in Variant::ALL {
            let mut texts = vec![rules(v)];
            for (name, _) in VariantOptions::default().of(v) {
                texts.push(option_text(v, name));
            }
            for t in texts {
                assert!(!t.starts_with('⟦'), "{}: {t}", v.name());
                for word in ["seed 0", "thinly", "peu décrit", "thin)"] {
                    assert!(!t.contains(word), "{}: {word:?} in {t:?}", v.name());
                }
            }
        }
    }
}
