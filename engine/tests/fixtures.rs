//! Line-oriented fixture files (like shakmaty's perft files): legal-turn counts
//! per position × 21 rolls, and the points of scored positions. The formats
//! are documented at the top of each file in `tests/fixtures/`.

use tables::trictrac::{analyze, legal_turns, Board, Options, Roll, RollContext, Side};

const LEGAL_COUNTS: &str = include_str!("fixtures/legal_counts.txt");
const SCORES: &str = include_str!("fixtures/scores.txt");

/// Parses `w 1:3 2:4; b 1:15` (each side in its own numbering, as the `tt!`
/// macro; checkers not listed are borne off).
fn parse_position(s: &str) -> Board {
    let mut counts = [[0u8; 25]; 2];
    let mut side = None;
    for tok in s.split_whitespace() {
        let tok = tok.trim_end_matches(';');
        match tok {
            "w" => side = Some(0),
            "b" => side = Some(1),
            "" => {}
            _ => {
                let (p, n) = tok.split_once(':').unwrap_or_else(|| panic!("bad {tok:?}"));
                let p: usize = p.parse().unwrap();
                let n: u8 = n.parse().unwrap();
                assert!((1..=24).contains(&p), "position {p} in {s:?}");
                counts[side.expect("w or b first")][p] += n;
            }
        }
    }
    Board::from_counts(counts[0], counts[1]).unwrap_or_else(|e| panic!("{s:?}: {e:?}"))
}

fn parse_side(s: &str) -> Side {
    Side::parse(s.trim()).unwrap_or_else(|| panic!("side {s:?}"))
}

fn parse_roll(s: &str) -> Roll {
    let (a, b) = s.trim().split_once('-').unwrap();
    Roll::new(a.parse().unwrap(), b.parse().unwrap()).unwrap()
}

/// The data lines of a fixture (comments and blank lines removed), with their
/// line numbers, split on `|`.
fn records(text: &str) -> Vec<(usize, Vec<&str>)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap().trim()))
        .filter(|(_, l)| !l.is_empty())
        .map(|(i, l)| (i, l.split('|').map(str::trim).collect()))
        .collect()
}

#[test]
fn legal_turn_counts_match_the_fixture() {
    let recs = records(LEGAL_COUNTS);
    assert!(recs.len() >= 20, "{} positions", recs.len());
    for (line, f) in recs {
        assert_eq!(f.len(), 3, "line {line}: position | side | 21 counts");
        let board = parse_position(f[0]);
        let side = parse_side(f[1]);
        let want: Vec<usize> = f[2]
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!(want.len(), 21, "line {line}: 21 counts");
        let got: Vec<usize> = Roll::ALL_21
            .iter()
            .map(|&roll| legal_turns(&board, side, roll, &Options::default()).len())
            .collect();
        assert_eq!(got, want, "line {line}: {}", f[0]);
    }
}

#[test]
fn scored_positions_match_the_fixture() {
    let recs = records(SCORES);
    assert!(recs.len() >= 20, "{} scored rolls", recs.len());
    for (line, f) in recs {
        assert!(
            f.len() == 4 || f.len() == 5,
            "line {line}: position | side | roll | points [| rolls before]"
        );
        let board = parse_position(f[0]);
        let side = parse_side(f[1]);
        let roll = parse_roll(f[2]);
        let pts: Vec<u32> = f[3]
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        let rolls_before = f.get(4).map_or(10, |n| n.parse().unwrap());
        let a = analyze(
            &board,
            side,
            roll,
            &RollContext { rolls_before },
            &Options::default(),
        );
        assert_eq!(
            (a.roller_points(), a.opponent_points()),
            (pts[0], pts[1]),
            "line {line}: {} {side} {roll}",
            f[0]
        );
    }
}

#[test]
fn the_position_text_form_reads_like_the_tt_macro() {
    assert_eq!(
        parse_position("w 1:3 2:4 6:1; b 1:15"),
        tables::trictrac::tt!(w 1:3 2:4 6:1; b 1:15)
    );
    assert_eq!(parse_position("w 1:15; b 1:15"), Board::start());
}
