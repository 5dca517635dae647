//! The bot benchmark's file (`fixtures/bg_bot_bench.txt`): readable, at
//! least 2,000 positions of each class's mix, every candidate a legal
//! result of its roll, best first, each position's class its own.
#![cfg(feature = "cli")]

use tables::backgammon::bot::classes::Class;
use tables::backgammon::play::resulting_positions_for;
use tables::backgammon::Variant;
use tables::cli::backgammon::benchfile::parse;
use tables::cli::backgammon::benchscore::FILE;

#[test]
fn the_benchmark_holds_2000_positions_of_legal_candidates_best_first() {
    let text = std::fs::read_to_string(FILE).expect("the benchmark file");
    assert!(
        text.lines().any(|l| l.starts_with("# valued:")),
        "its header says how"
    );
    let entries = parse(&text).expect("a readable benchmark");
    assert!(entries.len() >= 2_000, "{} positions", entries.len());
    let rules = Variant::Backgammon.rules();
    let mut per_class = [0usize; 3];
    let mut buf = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        assert_eq!(Class::of(&e.position), e.class, "entry {i}");
        per_class[Class::ALL.iter().position(|&c| c == e.class).unwrap()] += 1;
        resulting_positions_for(rules, &e.position, e.roll, &mut buf);
        assert!(buf.len() >= 2, "entry {i}: a choice to make");
        for (after, _) in &e.candidates {
            assert!(buf.contains(after), "entry {i}: a legal result");
        }
        assert!(
            e.candidates.windows(2).all(|w| w[0].1 >= w[1].1),
            "entry {i}: best first"
        );
    }
    assert!(per_class.iter().all(|&n| n >= 100), "{per_class:?}");
}
