//! Writes the bot benchmark (`tests/fixtures/bg_bot_bench.txt`, read by
//! `tables backgammon bench --bot`), deterministic and resumable (not a
//! test).
//!
//! ```text
//! cargo run --release -p tables --example bench_positions -- \
//!     [--out FILE] [--positions N] [--plies P] [--threads T]
//! ```
//! Positions: money games between two club-level bots (the shipped
//! network, cube off), games seeded [`SEED`] + g, every [`EVERY`]th roll
//! with two or more legal results kept, with its roll. Candidates: the
//! [`CANDIDATES`] best results by 0-ply (all when fewer), each valued
//! `P` plies deep (default 2; unpruned: the opponent's best reply by 0-ply
//! to each of his 21 rolls, that reply valued `P - 1` plies deep;
//! `tables::backgammon::bot::plies`), the mover's cubeless money equity.
//! An existing FILE is resumed: its entries are kept (its header must name
//! the same plies) and the next positions of the same sequence appended,
//! in order, a batch at a time — stop it at any moment and run it again.
//! These are NOT rollouts: a later session may replace the valuation with
//! long rollouts of the strongest level, keeping the positions.

use std::fs::OpenOptions;
use std::io::Write;

use tables::backgammon::bot::classes::Class;
use tables::backgammon::bot::net::Activations;
use tables::backgammon::bot::plies::score_at;
use tables::backgammon::bot::{choose_among, Judge, Level};
use tables::backgammon::play::resulting_positions_for;
use tables::backgammon::playout::{opening_roll, play_out};
use tables::backgammon::{Position, RuleSet, Variant};
use tables::cli::backgammon::benchfile::{parse, Entry};
use tables::cli::backgammon::weights::install_shipped;
use tables::{Roll, SeededDice};

/// Base seed of the self-play games.
const SEED: u64 = 20_261_202;
/// One roll with a choice kept in this many.
const EVERY: usize = 4;
/// Candidates valued a position.
const CANDIDATES: usize = 16;
/// Positions valued between two writes.
const BATCH: usize = 20;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let out = value("--out").unwrap_or_else(|| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/fixtures/bg_bot_bench.txt"
        )
        .to_string()
    });
    let n: usize = value("--positions").map_or(2_000, |v| v.parse().expect("--positions N"));
    let plies: u8 = value("--plies").map_or(2, |v| v.parse().expect("--plies P"));
    let threads: usize = value("--threads").map_or(2, |v| v.parse().expect("--threads T"));
    install_shipped().expect("the shipped network");
    let rules = *Variant::Backgammon.rules();
    let judge = Judge::of(Variant::Backgammon);
    let header = header(n, plies);
    let existing = std::fs::read_to_string(&out).unwrap_or_default();
    if !existing.is_empty() {
        let plies_line = header.lines().find(|l| l.starts_with("# valued:"));
        assert!(
            existing.lines().any(|l| Some(l) == plies_line),
            "{out}: its header names other plies; remove it or use its --plies"
        );
    }
    let done = parse(&existing).expect("a readable benchmark file").len();
    let mut file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&out)
        .expect("the benchmark file opens");
    if existing.is_empty() {
        file.write_all(header.as_bytes()).expect("written");
    }
    let positions = positions(&rules, &judge, n);
    eprintln!("{done} positions kept, {} to value", n.saturating_sub(done));
    for batch in positions[done.min(n)..].chunks(BATCH) {
        let lines: Vec<String> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads.max(1))
                .map(|k| {
                    let (rules, judge) = (&rules, &judge);
                    s.spawn(move || {
                        batch
                            .iter()
                            .enumerate()
                            .filter(|(i, _)| i % threads.max(1) == k)
                            .map(|(i, &(p, r))| (i, valued(rules, judge, p, r, plies).line()))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            let mut all: Vec<(usize, String)> = handles
                .into_iter()
                .flat_map(|h| h.join().expect("a thread"))
                .collect();
            all.sort_by_key(|x| x.0);
            all.into_iter().map(|x| x.1).collect()
        });
        for l in lines {
            writeln!(file, "{l}").expect("written");
        }
        file.flush().expect("written");
        eprint!(".");
    }
    eprintln!();
}

fn header(n: usize, plies: u8) -> String {
    format!(
        "# tables backgammon bot benchmark ({n} positions), read by `tables backgammon bench --bot`\n\
         # written by: cargo run --release -p tables --example bench_positions -- --positions {n} --plies {plies}\n\
         # positions: club against club self-play (shipped network, money, cube off), games seeded {SEED}+g, one roll with a choice in {EVERY}\n\
         # candidates: the {CANDIDATES} best results by 0-ply (all when fewer), best first by the value below\n\
         # valued: {plies}-ply, unpruned (opponent's best reply by 0-ply to each of his 21 rolls, valued one ply less), mover's cubeless money equity\n\
         # not rollouts: to be replaced by long rollouts of the strongest level\n\
         # line: <Position ID> <roll> <class> <result ID>=<equity> ...\n"
    )
}

/// The first `n` positions of the sequence, with their rolls.
fn positions(rules: &RuleSet, judge: &Judge, n: usize) -> Vec<(Position, Roll)> {
    let mut out = Vec::with_capacity(n);
    let mut seen = 0usize;
    let mut game = 0u64;
    while out.len() < n {
        let mut dice = SeededDice::new(SEED + game);
        let (first, _) = opening_roll(&mut dice);
        play_out(
            rules,
            &rules.start(),
            Some(first),
            &mut dice,
            10_000,
            |pos, roll, results| {
                if results.len() > 1 {
                    seen += 1;
                    if seen.is_multiple_of(EVERY) && out.len() < n {
                        out.push((*pos, roll));
                    }
                }
                choose_among(judge, rules, results, Level::Club, game)
            },
        );
        game += 1;
    }
    out
}

/// The entry of `pos` with `roll`: its candidates valued `plies` deep.
fn valued(rules: &RuleSet, judge: &Judge, pos: Position, roll: Roll, plies: u8) -> Entry {
    let mut results = Vec::new();
    resulting_positions_for(rules, &pos, roll, &mut results);
    let mut a = Activations::default();
    let mut zero: Vec<(Position, f32)> = results
        .iter()
        .map(|r| (*r, judge.score(rules, r, &mut a)))
        .collect();
    zero.sort_by(|x, y| y.1.total_cmp(&x.1));
    let mut candidates: Vec<(Position, f32)> = zero
        .iter()
        .take(CANDIDATES)
        .map(|&(r, _)| (r, score_at(judge, rules, &r, plies, &mut a)))
        .collect();
    candidates.sort_by(|x, y| y.1.total_cmp(&x.1));
    Entry {
        position: pos,
        roll,
        class: Class::of(&pos),
        candidates,
    }
}
