//! The interface's texts in eight languages, by key: each language's
//! catalogue is a set of Fluent files (`locales/<code>/<area>.ftl`, copied
//! beside the pages and fetched when the language is chosen), so that a
//! language adds no byte to the wasm. [`t`] and [`t!`](crate::t) word a
//! message in the language on screen; a view that shows one follows the
//! language when it changes.
//!
//! The keys begin with their area (the file holding them): `kit-` (what
//! every game shares), `game-` (the list of games), `home-`, `tt-` (the
//! Grand Trictrac), `ref-` (its rule reference), `les-` (its lessons), `bg-`
//! (the backgammon family). A page fetches the areas it shows ([`Area`]).

pub mod catalogue;
pub mod lang;
pub mod load;
pub mod worded;

pub use catalogue::{Arg, Args, Catalogue};
pub use lang::Lang;
#[cfg(not(target_arch = "wasm32"))]
pub use load::read_native;
pub use load::{choose, start, STORAGE_KEY};
pub use worded::Worded;

use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// A catalogue file: its name and the prefix of its keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// The file's name without `.ftl`.
    pub file: &'static str,
    /// What its keys begin with (before a `-`).
    pub prefix: &'static str,
}

/// Every area.
pub const AREAS: [Area; 8] = [
    Area {
        file: "kit",
        prefix: "kit",
    },
    Area {
        file: "games",
        prefix: "game",
    },
    Area {
        file: "home",
        prefix: "home",
    },
    Area {
        file: "trictrac",
        prefix: "tt",
    },
    Area {
        file: "reference",
        prefix: "ref",
    },
    Area {
        file: "lessons",
        prefix: "les",
    },
    Area {
        file: "backgammon",
        prefix: "bg",
    },
    Area {
        file: "learn",
        prefix: "learn",
    },
];

/// The areas `index.html` shows (the home screen and the Grand Trictrac).
pub const MAIN_AREAS: &[&str] = &["kit", "games", "home", "trictrac", "reference", "lessons"];

/// The areas `bg.html` shows (the backgammon family).
pub const BACKGAMMON_AREAS: &[&str] = &["kit", "games", "backgammon", "learn"];

thread_local! {
    static CURRENT: RefCell<Rc<Catalogue>> = RefCell::new(Rc::new(Catalogue::new(Lang::En)));
    static CHANGED: ArcTrigger = ArcTrigger::new();
}

/// Puts `c` on screen: every text shown follows.
pub fn set(c: Catalogue) {
    CURRENT.with(|cur| *cur.borrow_mut() = Rc::new(c));
    CHANGED.with(|t| t.notify());
}

/// The catalogue on screen (tracked: a view reading it follows a change).
pub fn current() -> Rc<Catalogue> {
    CHANGED.with(|t| t.track());
    CURRENT.with(|cur| cur.borrow().clone())
}

/// The language on screen (tracked).
pub fn lang() -> Lang {
    current().lang()
}

/// The message `key` in the language on screen (tracked).
pub fn t(key: &str) -> String {
    current().format(key, &[])
}

/// The message `key` with its arguments (tracked); [`t!`](crate::t) writes
/// the arguments by name.
pub fn t_args(key: &str, args: &Args) -> String {
    current().format(key, args)
}

/// A message with named arguments: `t!("tt-holes", n = 3)`.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::kit::i18n::t($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::kit::i18n::t_args(
            $key,
            &[$((stringify!($name), $crate::kit::i18n::Arg::from($value))),+],
        )
    };
}

/// A text of a view, following the language: one function (not a closure
/// per call site) so that the views share one reactive text type (each
/// distinct closure in a view costs its own render code in the wasm).
pub fn tr(key: &'static str) -> impl Fn() -> String + Copy + Send + Sync {
    move || t(key)
}

/// A number of tenths written with the language's decimal separator
/// (`12` → "1.2" in English, "1,2" in French).
pub fn tenths(n: i64) -> String {
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    format!("{sign}{}{}{}", n / 10, lang().decimal_separator(), n % 10)
}

/// Reads `lang`'s catalogue files from `locales/` (native tests and tools)
/// and puts it on screen; the problems found in its files are returned.
#[cfg(not(target_arch = "wasm32"))]
pub fn use_native(lang: Lang) -> Vec<String> {
    let (c, problems) = load::read_native(lang);
    set(c);
    problems
}

#[cfg(test)]
mod tests;
