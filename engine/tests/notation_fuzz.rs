//! Fuzzing the position and game notations with proptest (cargo-fuzz needs a
//! nightly compiler): arbitrary texts, and valid texts from seeded self-play
//! mutated by a few edits. Reading never panics, and whatever is accepted
//! writes back to a text that reads the same (exactly the same text when the
//! input was canonical).
//!
//! `NOTATION_FUZZ_CASES` sets the cases per property (default 1000, about
//! 2 s in a debug build; the reachable-games property runs a fifth of them).
//! Each property prints how many texts it read and accepted. The inputs are
//! random on each run; `PROPTEST_RNG_SEED=N` repeats a run. For a longer run:
//! `NOTATION_FUZZ_CASES=200000 cargo test -p tables --release --test notation_fuzz -- --nocapture`.

mod notation_common;

use std::cell::Cell;
use std::sync::OnceLock;

use notation_common::{partie, states, step};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use tables::dice::Rng;
use tables::trictrac::notation::{format_game, parse_game};
use tables::trictrac::{
    BySide, Game, Options, PassageRule, Pavillon, Phase, Position, PositionSetup, Side,
    SortieMethod, StakeMethod,
};

fn cases() -> u32 {
    std::env::var("NOTATION_FUZZ_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000)
}

fn config() -> Config {
    Config {
        cases: cases(),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Valid position texts met in seeded self-play (varied options).
fn positions() -> &'static [String] {
    static POOL: OnceLock<Vec<String>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut out = Vec::new();
        for seed in 0..12 {
            for (k, g) in states(seed, true).iter().enumerate() {
                if k % 5 == 0 && !matches!(g.phase(), Phase::Over | Phase::Primacy) {
                    out.push(Position::from_game(g).unwrap().to_string());
                }
            }
        }
        out
    })
}

/// Valid game texts: parties cut anywhere, whole ones, games from a position.
fn games() -> &'static [String] {
    static POOL: OnceLock<Vec<String>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut out = Vec::new();
        for seed in 0..24 {
            let mut rng = Rng::new(seed);
            let whole = partie(seed, true);
            let n = whole.actions().len();
            let cut = rng.below(n.min(60) + 1);
            let part = Game::replay(*whole.options(), &whole.actions()[..cut]).unwrap();
            out.push(format_game(&part).unwrap());
            if seed % 4 == 0 {
                out.push(format_game(&whole).unwrap());
            }
            if let Ok(p) = Position::from_game(&whole_at(&whole, 1 + rng.below(n - 1))) {
                let mut g = p.to_game();
                for _ in 0..rng.below(30) {
                    if !step(&mut g, &mut rng) {
                        break;
                    }
                }
                out.push(format_game(&g).unwrap());
            }
        }
        out
    })
}

fn whole_at(g: &Game, k: usize) -> Game {
    Game::replay(*g.options(), &g.actions()[..k]).unwrap()
}

/// Any setup the notation can write (a field holds 0 to 15 checkers of one
/// side), possible or not.
fn setups() -> impl Strategy<Value = PositionSetup> {
    let field = prop_oneof![3 => Just((0u8, 0u8)), 1 => (1u8..=15).prop_map(|n| (n, 0)), 1 => (1u8..=15).prop_map(|n| (0, n))];
    let side = (0u8..14, any::<bool>(), 0u8..14, 0u16..20);
    (
        prop::collection::vec(field, 24),
        (side.clone(), side),
        (
            any::<bool>(),
            prop::option::of((0u8..10, 0u8..10)),
            any::<bool>(),
        ),
        (0u8..4, 0u8..32),
    )
        .prop_map(|(fields, (w, b), (black, dice, choosing), (pav, opts))| {
            let mut s = PositionSetup {
                checkers: BySide::splat([0; 25]),
                ..PositionSetup::default()
            };
            for (i, (wn, bn)) in fields.into_iter().enumerate() {
                s.checkers.white[i + 1] = wn;
                s.checkers.black[24 - i] = bn;
            }
            for (side, (points, bredouille, holes, rolls)) in [(Side::White, w), (Side::Black, b)] {
                s.points[side] = points;
                s.bredouille[side] = bredouille;
                s.holes[side] = holes;
                s.rolls[side] = rolls;
            }
            s.to_play = if black { Side::Black } else { Side::White };
            s.dice = dice.map(|(a, b)| [a, b]);
            s.choosing = choosing && dice.is_some();
            s.pavillon = [
                Pavillon::Middle,
                Pavillon::Taken(Side::White),
                Pavillon::Taken(Side::Black),
                Pavillon::Aside,
            ][usize::from(pav)];
            s.options = Options {
                sortie: if opts & 1 != 0 {
                    SortieMethod::Slow
                } else {
                    SortieMethod::Fast
                },
                stake: [
                    StakeMethod::NineteenthCentury,
                    StakeMethod::Oldest,
                    StakeMethod::Second,
                    StakeMethod::NineteenthCentury,
                ][usize::from(opts >> 1 & 3)],
                passage: if opts & 8 != 0 {
                    PassageRule::Literal
                } else {
                    PassageRule::PerQuarter
                },
                ecoles: opts & 16 != 0,
            };
            s
        })
}

/// Characters that edits insert: the notations' own, and some that are not.
const EDIT_CHARS: &[char] = &[
    '0', '1', '2', '5', '6', '7', '9', 'A', 'B', 'O', 'P', 'a', 'b', 'c', 'e', 'l', 'm', 'o', 'p',
    's', 't', 'w', 'x', 'z', '.', '-', '_', '~', ' ', '%', '/', 'é', '\u{0}',
];

/// One edit: (kind, place, character, other place).
type Edit = (u8, usize, usize, usize);

fn apply(text: &str, edits: &[Edit]) -> String {
    let mut v: Vec<char> = text.chars().collect();
    for &(kind, i, ci, j) in edits {
        let n = v.len();
        let c = EDIT_CHARS[ci % EDIT_CHARS.len()];
        match kind % 8 {
            0 if n > 0 => v[i % n] = c,
            6 | 7 if n > 0 => {
                // a character of the same kind: the text keeps its shape
                let old = v[i % n];
                let class: &[u8] = match old {
                    'A'..='Z' => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                    'a'..='z' => b"abcdefghijklmnopqrstuvwxyz",
                    '0'..='9' => b"0123456789",
                    _ => b".-_~",
                };
                v[i % n] = char::from(class[ci % class.len()]);
            }
            1 if n > 0 => {
                v.remove(i % n);
            }
            2 => v.insert(i % (n + 1), c),
            3 if n > 0 => v.swap(i % n, j % n),
            4 if n > 0 => v.truncate(i % n),
            5 if n > 0 => {
                // repeat a slice (a part given twice)
                let (a, b) = ((i % n).min(j % n), (i % n).max(j % n));
                let slice: Vec<char> = v[a..=b].to_vec();
                let at = b + 1;
                v.splice(at..at, slice);
            }
            _ => v.push(c),
        }
    }
    v.into_iter().collect()
}

thread_local! {
    /// Position texts read and accepted, game texts read and accepted, by
    /// the property running on this thread.
    static COUNTS: Cell<[usize; 4]> = const { Cell::new([0; 4]) };
}

fn count(k: usize) {
    COUNTS.with(|c| {
        let mut v = c.get();
        v[k] += 1;
        c.set(v);
    });
}

/// Reading a position text: no panic; what is accepted writes back to a
/// canonical text that reads the same, and a valid position makes a game
/// whose position is the same.
fn check_position(text: &str) -> Result<(), TestCaseError> {
    count(0);
    let Ok(setup) = text.parse::<PositionSetup>() else {
        return Ok(());
    };
    count(1);
    let canonical = setup.to_string();
    prop_assert_eq!(canonical.parse::<PositionSetup>(), Ok(setup), "{}", text);
    prop_assert_eq!(
        canonical.parse::<PositionSetup>().unwrap().to_string(),
        canonical.clone()
    );
    if let Ok(p) = setup.validate() {
        prop_assert_eq!(text.parse::<Position>(), Ok(p));
        prop_assert_eq!(canonical.parse::<Position>(), Ok(p));
        let g = p.to_game();
        prop_assert_eq!(Position::from_game(&g), Ok(p));
        prop_assert!(g.phase() == Phase::Roll || !g.legal_turns().is_empty());
    }
    Ok(())
}

/// Reading a game text: no panic; what is accepted writes back to the same
/// text (its starting position written canonically) and replays the same.
fn check_game(text: &str) -> Result<(), TestCaseError> {
    count(2);
    let Ok(g) = parse_game(text) else {
        return Ok(());
    };
    count(3);
    let again = format_game(&g).unwrap();
    match text.split_once('~') {
        None => prop_assert_eq!(&again, text),
        Some((record, position)) => {
            let canonical = position.parse::<Position>().unwrap().to_string();
            prop_assert_eq!(again.clone(), format!("{record}~{canonical}"));
        }
    }
    let back = parse_game(&again).unwrap();
    prop_assert_eq!(back.actions(), g.actions());
    prop_assert_eq!(back.events(), g.events());
    prop_assert_eq!(back.board(), g.board());
    prop_assert_eq!(back.scoreboard(), g.scoreboard());
    Ok(())
}

/// Runs a property `cases` times, then prints the counts.
fn run<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) where
    S::Value: std::fmt::Debug,
{
    COUNTS.with(|c| c.set([0; 4]));
    let mut runner = TestRunner::new(Config { cases, ..config() });
    if let Err(e) = runner.run(&strategy, test) {
        panic!("{name}: {e}");
    }
    let [p, pa, g, ga] = COUNTS.with(Cell::get);
    println!(
        "{name}: {cases} cases; position texts read {p} (accepted {pa}), game texts read {g} (accepted {ga})"
    );
}

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(
        (any::<u8>(), any::<usize>(), any::<usize>(), any::<usize>()),
        1..4,
    )
}

#[test]
fn arbitrary_texts_never_panic() {
    let shaped = "1\\.[A-Oa-o1-9]{1,24}\\.[wb][0-9]{0,2}c?\\.[0-9]{1,2}b?-[0-9]{1,2}-[0-9]{1,2}\\.[0-9]{1,2}b?-[0-9]{1,2}-[0-9]{1,2}\\.[mwbx](\\.[sotle]{1,5})?";
    run(
        "arbitrary texts",
        cases(),
        (".{0,80}", "[0-9A-Za-z._~-]{0,70}", shaped),
        |(any, url, shaped)| {
            for t in [&any, &url, &shaped] {
                check_position(t)?;
                check_game(t)?;
            }
            check_game(&format!("1.{url}"))
        },
    );
}

/// parse(format(setup)) == setup for every writable setup, and the written
/// text is canonical.
#[test]
fn any_setup_writes_and_reads_back() {
    run("any setup", cases(), setups(), |setup| {
        let text = setup.to_string();
        prop_assert_eq!(text.parse::<PositionSetup>(), Ok(setup), "{}", text);
        check_position(&text)
    });
}

#[test]
fn mutated_positions_never_panic_and_round_trip() {
    run(
        "mutated positions",
        cases(),
        (any::<usize>(), edits()),
        |(k, edits)| {
            let pool = positions();
            let base = &pool[k % pool.len()];
            prop_assert_eq!(&base.parse::<Position>().unwrap().to_string(), base);
            check_position(&apply(base, &edits))
        },
    );
}

#[test]
fn mutated_games_never_panic_and_round_trip() {
    run(
        "mutated games",
        cases(),
        (any::<usize>(), edits()),
        |(k, edits)| {
            let pool = games();
            check_game(&apply(&pool[k % pool.len()], &edits))
        },
    );
}

/// Random reachable positions: a seeded partie stopped at a random action.
#[test]
fn random_reachable_positions_round_trip() {
    run(
        "reachable positions",
        cases(),
        (any::<u64>(), 0usize..400),
        |(seed, stop)| {
            let mut rng = Rng::new(seed);
            let mut g = Game::new(notation_common::options(&mut rng)).without_log();
            for _ in 0..stop {
                if !step(&mut g, &mut rng) {
                    break;
                }
            }
            if let Ok(p) = Position::from_game(&g) {
                let text = p.to_string();
                prop_assert_eq!(text.parse::<Position>(), Ok(p));
                prop_assert!(text.len() <= 60, "{}", text);
                check_position(&text)?;
            } else {
                prop_assert!(matches!(g.phase(), Phase::Primacy | Phase::Over));
            }
            Ok(())
        },
    );
}

/// Random reachable games (cut anywhere, any options) round-trip; fewer
/// cases, as each replays a game.
#[test]
fn random_games_round_trip() {
    run(
        "reachable games",
        cases().div_ceil(5),
        (any::<u64>(), 0usize..600),
        |(seed, stop)| {
            let mut rng = Rng::new(seed);
            let mut g = Game::new(notation_common::options(&mut rng));
            for _ in 0..stop {
                if !step(&mut g, &mut rng) {
                    break;
                }
            }
            check_game(&format_game(&g).unwrap())
        },
    );
}
