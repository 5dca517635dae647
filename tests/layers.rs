//! The app's layers import one way only: `shell` → a game family
//! (`trictrac`, `backgammon`) → `kit` → the engine. This reads every
//! module's `crate::` and `super::` paths and fails on a path that goes the
//! other way, on a module outside the four folders, and on a module whose
//! first line does not say what it holds.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The folders of `src/` and what each may import.
const LAYERS: &[(&str, &[&str])] = &[
    ("shell", &["trictrac", "backgammon", "kit"]),
    ("trictrac", &["kit"]),
    ("backgammon", &["kit"]),
    ("kit", &[]),
];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file under `src/`: `kit/remote/keep.rs` is
/// `[kit, remote, keep]`, `kit/remote/mod.rs` is `[kit, remote]`.
fn module_of(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The code of a file without its comments and string literals (a doc
/// line may name another layer; that is no import).
fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '"' => {
                let mut escaped = false;
                for d in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if d == '\\' {
                        escaped = true;
                    } else if d == '"' {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            _ => out.push(c),
        }
    }
    out
}

fn is_ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The first segments named after `crate::` (one for `crate::kit::…`, each
/// item for `crate::{kit::…, trictrac::…}`).
fn crate_roots(code: &str) -> Vec<String> {
    let mut roots = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let before_ok = i == 0 || !rest[..i].ends_with(is_ident);
        rest = &rest[i + "crate::".len()..];
        if !before_ok {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut item = String::new();
            let mut at_start = true;
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => at_start = true,
                    c if depth == 0 && at_start && is_ident(c) => item.push(c),
                    _ if depth == 0 && at_start && !item.is_empty() => {
                        roots.push(std::mem::take(&mut item));
                        at_start = false;
                    }
                    _ => {}
                }
            }
            if !item.is_empty() {
                roots.push(item);
            }
        } else {
            roots.push(rest.chars().take_while(|&c| is_ident(c)).collect());
        }
    }
    roots
}

/// The top folder a `super::super::…` path reaches when it climbs out of
/// the file's own, if it does.
fn super_roots(code: &str, module: &[String]) -> Vec<String> {
    let mut roots = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("super::") {
        let before_ok = i == 0 || !rest[..i].ends_with(|c: char| is_ident(c) || c == ':');
        rest = &rest[i..];
        let mut ups = 0;
        while let Some(r) = rest.strip_prefix("super::") {
            ups += 1;
            rest = r;
        }
        if !before_ok {
            continue;
        }
        let name: String = rest.chars().take_while(|&c| is_ident(c)).collect();
        // `super` of a module is its parent: [kit, remote, keep] → [kit, remote]
        if ups >= module.len() {
            roots.push(name);
        }
    }
    roots
}

#[test]
fn imports_go_from_the_shell_to_the_games_to_the_kit_only() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 50, "read {} files", files.len());
    let layer_names: BTreeSet<&str> = LAYERS.iter().map(|(l, _)| *l).collect();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for path in &files {
        let rel = path.strip_prefix(&src).unwrap();
        let module = module_of(rel);
        let top = module[0].as_str();
        if top == "lib" || top == "bin" {
            continue;
        }
        let Some((_, allowed)) = LAYERS.iter().find(|(l, _)| *l == top) else {
            wrong.push(format!(
                "{}: a module outside shell, kit and the games",
                rel.display()
            ));
            continue;
        };
        let code = code_only(&fs::read_to_string(path).unwrap());
        for root in crate_roots(&code)
            .into_iter()
            .chain(super_roots(&code, &module))
        {
            checked += 1;
            if root == top || !layer_names.contains(root.as_str()) {
                continue;
            }
            if !allowed.contains(&root.as_str()) {
                wrong.push(format!("{}: {top} imports {root}", rel.display()));
            }
        }
    }
    assert!(checked > 200, "only {checked} paths read");
    assert!(
        wrong.is_empty(),
        "imports against the layers:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn src_holds_the_four_folders_and_the_page_programs_only() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut names: Vec<String> = fs::read_dir(&src)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["backgammon", "bin", "kit", "lib.rs", "shell", "trictrac"]
    );
    let lib = code_only(&fs::read_to_string(src.join("lib.rs")).unwrap());
    let items: Vec<&str> = lib
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    assert_eq!(
        items,
        [
            "pub mod backgammon;",
            "pub mod kit;",
            "pub mod shell;",
            "pub mod trictrac;",
            "pub use shell::{BackgammonPage, MainPage};"
        ],
        "lib.rs only mounts"
    );
}

#[test]
fn every_module_opens_with_what_it_holds() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let undocumented: Vec<String> = files
        .iter()
        .filter(|p| !fs::read_to_string(p).unwrap().starts_with("//! "))
        .map(|p| p.strip_prefix(&src).unwrap().display().to_string())
        .collect();
    assert!(
        undocumented.is_empty(),
        "no `//!` first line: {undocumented:?}"
    );
}

#[test]
fn the_reader_sees_every_kind_of_path() {
    let code = code_only(
        "use crate::kit::ui::tr;\n// crate::shell in a comment\nlet s = \"crate::shell\";\n\
         use crate::{trictrac::store, kit::{a, b}};\nlet x = super::super::backgammon::X;",
    );
    assert_eq!(crate_roots(&code), ["kit", "trictrac", "kit"]);
    let module: Vec<String> = ["kit", "remote", "keep"].map(String::from).to_vec();
    assert_eq!(super_roots(&code, &module), Vec::<String>::new());
    let deeper = code_only("super::super::super::backgammon::X");
    assert_eq!(super_roots(&deeper, &module), ["backgammon"]);
    assert_eq!(module_of(Path::new("kit/remote/mod.rs")), ["kit", "remote"]);
}
