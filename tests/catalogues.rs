//! The catalogues (`locales/<code>/<area>.ftl`) hold exactly the texts the
//! code uses: every key the code names is in every language, no catalogue
//! holds a key nobody uses, each key sits in its area's file, every file
//! reads without a problem, and every count has the plural forms its
//! language needs.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use tables_app::kit::i18n::{read_native, Catalogue, Lang, AREAS};

/// The calls that name a key: `t("…")`, `t!("…")`, `tr("…")`,
/// `t_args("…")`, `key("…")` for a key kept in a table (the key may
/// be on the next line, as rustfmt writes a long call), and a panel
/// frame's `title_key="…"` and `close_key="…"`.
const MARKERS: [&str; 7] = [
    "t(",
    "t!(",
    "tr(",
    "t_args(",
    "key(",
    "title_key=",
    "close_key=",
];

fn rust_files(dir: &Path, out: &mut Vec<String>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs")
            && !path.to_string_lossy().ends_with("tests.rs")
        {
            out.push(fs::read_to_string(&path).unwrap());
        }
    }
}

/// The keys written in the code.
fn keys_in_code() -> BTreeSet<String> {
    let mut files = Vec::new();
    rust_files(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &mut files,
    );
    let mut keys = BTreeSet::new();
    for text in &files {
        for marker in MARKERS {
            for (at, _) in text.match_indices(marker) {
                let before = text[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let Some(rest) = text[at + marker.len()..].trim_start().strip_prefix('"') else {
                    continue;
                };
                let key: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                let line = text[..at].rsplit('\n').next().unwrap_or("");
                let of_an_area = AREAS
                    .iter()
                    .any(|a| key.starts_with(&format!("{}-", a.prefix)));
                if rest[key.len()..].starts_with('"')
                    && of_an_area
                    && !line.trim_start().starts_with("//")
                {
                    keys.insert(key);
                }
            }
        }
    }
    keys
}

/// The keys the code makes from names (each family listed by its code).
fn keys_made() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    keys.extend(tables_app::kit::games::keys());
    // the installed app's manifest, written by scripts/manifests.mjs
    keys.extend(SCRIPT_KEYS.map(String::from));
    keys
}

/// The keys the build's scripts write: into each language's manifest
/// (scripts/manifests.mjs) and the pages' loading texts (scripts/pages.mjs).
const SCRIPT_KEYS: [&str; 7] = [
    "kit-app-name",
    "kit-app-short-name",
    "kit-app-description",
    "kit-loading-tables",
    "kit-loading-backgammon",
    "kit-start-failed",
    "kit-needs-javascript",
];

fn catalogues() -> Vec<Catalogue> {
    Lang::ALL
        .into_iter()
        .map(|l| {
            let (c, problems) = read_native(l);
            assert!(problems.is_empty(), "{}: {problems:#?}", l.code());
            c
        })
        .collect()
}

#[test]
fn every_key_the_code_uses_is_in_every_language_and_none_is_left_over() {
    let used: BTreeSet<String> = keys_in_code().into_iter().chain(keys_made()).collect();
    let all = catalogues();
    let english = &all[0];
    let mut referenced = BTreeSet::new();
    for k in english.keys() {
        referenced.extend(english.references(k));
    }
    let mut missing = Vec::new();
    for c in &all {
        for k in &used {
            if !c.has(k) {
                missing.push(format!("{}: {k}", c.lang().code()));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys the code uses, missing: {missing:#?}"
    );
    let unused: Vec<&str> = english
        .keys()
        .filter(|k| !used.contains(*k) && !referenced.contains(*k))
        .collect();
    assert!(unused.is_empty(), "English keys nobody uses: {unused:#?}");
    for c in &all[1..] {
        let extra: Vec<&str> = c.keys().filter(|k| !english.has(k)).collect();
        assert!(
            extra.is_empty(),
            "{}: keys English has not: {extra:#?}",
            c.lang().code()
        );
    }
}

#[test]
fn each_key_sits_in_the_file_of_its_area() {
    for lang in Lang::ALL {
        for area in AREAS {
            let path = format!(
                "{}/locales/{}/{}.ftl",
                env!("CARGO_MANIFEST_DIR"),
                lang.code(),
                area.file
            );
            let mut c = Catalogue::new(lang);
            let problems = c.add(&path, fs::read_to_string(&path).unwrap_or_default());
            assert!(problems.is_empty(), "{problems:#?}");
            let strays: Vec<&str> = c
                .keys()
                .filter(|k| !k.starts_with(&format!("{}-", area.prefix)))
                .collect();
            assert!(
                strays.is_empty(),
                "{path}: keys of another area: {strays:?}"
            );
        }
    }
}

#[test]
fn a_count_words_each_plural_form_its_language_has() {
    // numbers falling in every CLDR category of our languages
    const NUMBERS: [i64; 9] = [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000];
    for c in catalogues() {
        let categories: BTreeSet<&str> = NUMBERS.iter().map(|&n| c.category(n)).collect();
        for key in c.keys() {
            for (var, forms) in c.plural_selects(key) {
                let lacking: Vec<&&str> = categories
                    .iter()
                    .filter(|k| !forms.iter().any(|f| f == **k))
                    .collect();
                assert!(
                    lacking.is_empty(),
                    "{}: {key} counts ${var} without the forms {lacking:?}",
                    c.lang().code()
                );
            }
        }
    }
}
