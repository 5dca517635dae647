//! The game notation: seeded random parties (and games from a position) write
//! and replay to the same state and log, their lengths, and one test per error.

mod notation_common;

use bitstream_io::{BigEndian, BitWrite, BitWriter};
use notation_common::{partie, step};
use tables::dice::Rng;
use tables::trictrac::notation::{
    format_game, parse_game, Field, GameNotationError, PositionError, PositionReadError,
};
use tables::trictrac::{Game, GameError, Options, Phase, Position, Roll};

/// Two games are the same: record, log, board, marking, turn, relevé, start.
fn assert_same(a: &Game, b: &Game) {
    assert_eq!(a.actions(), b.actions());
    assert_eq!(a.events(), b.events());
    assert_eq!(a.board(), b.board());
    assert_eq!(a.scoreboard(), b.scoreboard());
    assert_eq!(a.phase(), b.phase());
    assert_eq!(a.to_play(), b.to_play());
    assert_eq!(a.current_roll(), b.current_roll());
    assert_eq!(a.releve(), b.releve());
    assert_eq!(a.rolls_in_releve(), b.rolls_in_releve());
    assert_eq!(a.options(), b.options());
    assert_eq!(
        a.start().map(|s| Position::from_game(s).unwrap()),
        b.start().map(|s| Position::from_game(s).unwrap())
    );
}

fn round_trip(g: &Game) -> String {
    let text = format_game(g).unwrap();
    let back = parse_game(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_same(g, &back);
    assert_eq!(format_game(&back).unwrap(), text);
    text
}

#[test]
fn the_documented_example() {
    let mut g = Game::new(Options::default());
    g.primacy(5, 2).unwrap();
    g.roll(Roll::new(6, 5).unwrap()).unwrap();
    let t = g.legal_turns()[0];
    g.play(&t).unwrap();
    assert_eq!(round_trip(&g), "1.AAANmgA");
    assert_eq!(round_trip(&Game::new(Options::default())), "1.AAAA");
}

/// Whole random parties with the default options: the same game back, and
/// the lengths of the records (printed with --nocapture).
#[test]
fn random_parties_replay_to_the_same_state_and_log() {
    let (mut lengths, mut rolls) = (Vec::new(), Vec::new());
    for seed in 0..30 {
        let g = partie(seed, false);
        assert_eq!(g.phase(), Phase::Over);
        let text = round_trip(&g);
        lengths.push(text.len());
        rolls.push(
            g.actions()
                .iter()
                .filter(|a| matches!(a, tables::trictrac::Action::Roll(..)))
                .count(),
        );
    }
    let n = lengths.len() as f64;
    let mean = lengths.iter().sum::<usize>() as f64 / n;
    let mean_rolls = rolls.iter().sum::<usize>() as f64 / n;
    let per_roll = lengths.iter().sum::<usize>() as f64 / rolls.iter().sum::<usize>() as f64;
    println!(
        "{n} random parties: {mean_rolls:.0} rolls on average; records of {mean:.0} characters on average ({per_roll:.2} per roll), max {}",
        lengths.iter().max().unwrap()
    );
    assert!(per_roll < 1.6, "{per_roll} characters per roll");
}

/// Varied options, school mode with wrong counts, and parties cut anywhere.
#[test]
fn varied_options_school_mode_and_unfinished_games_round_trip() {
    for seed in 100..130 {
        let whole = partie(seed, true);
        round_trip(&whole);
        let mut rng = Rng::new(seed);
        let cut = rng.below(whole.actions().len() + 1);
        let g = Game::replay(*whole.options(), &whole.actions()[..cut]).unwrap();
        round_trip(&g);
    }
}

/// Games that start from a position met in self-play (rolled or not) record
/// the position after `~` and replay the same.
#[test]
fn games_from_a_position_round_trip() {
    let mut seen_rolled = false;
    for seed in 200..230 {
        let mut rng = Rng::new(seed);
        let whole = partie(seed, seed % 2 == 0);
        let cut = 1 + rng.below(whole.actions().len() - 1);
        let at = Game::replay(*whole.options(), &whole.actions()[..cut]).unwrap();
        let Ok(p) = Position::from_game(&at) else {
            continue; // still in the primacy
        };
        seen_rolled |= p.roll().is_some();
        let mut g = p.to_game();
        for _ in 0..rng.below(60) {
            if !step(&mut g, &mut rng) {
                break;
            }
        }
        let text = round_trip(&g);
        let (_, pos) = text.split_once('~').unwrap();
        assert_eq!(pos, p.to_string());
    }
    assert!(seen_rolled);
}

fn bits(parts: &[(u32, u32)]) -> String {
    let mut w = BitWriter::endian(Vec::new(), BigEndian);
    for &(n, v) in parts {
        w.write_var::<u32>(n, v).unwrap();
    }
    w.byte_align().unwrap();
    use base64::Engine;
    format!(
        "1.{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(w.into_writer())
    )
}

/// Header of a new default partie without school counts and `n` actions.
const fn header(n: u32) -> [(u32, u32); 3] {
    [(5, 0), (1, 0), (16, n)]
}

fn err(text: &str) -> GameNotationError {
    parse_game(text).map(|_| ()).unwrap_err()
}

#[test]
fn empty_text() {
    assert_eq!(err(""), GameNotationError::Empty);
    assert_eq!(err("").to_string(), "the game text is empty");
}

#[test]
fn unknown_version() {
    let e = err("7.AAAA");
    assert_eq!(e, GameNotationError::UnknownVersion { found: "7".into() });
    assert_eq!(
        e.to_string(),
        "unknown game notation version \"7\" (this version of the game reads version 1)"
    );
    assert_eq!(
        err("AAAA"),
        GameNotationError::UnknownVersion {
            found: "AAAA".into()
        }
    );
}

#[test]
fn bad_character() {
    let e = err("1.AA*A");
    assert_eq!(
        e,
        GameNotationError::BadCharacter {
            index: 4,
            found: '*'
        }
    );
    assert_eq!(e.to_string(), "unexpected '*' at character 4 of the game");
}

#[test]
fn malformed_length_or_last_character() {
    let e = err("1.AAAAA");
    assert_eq!(e, GameNotationError::Malformed);
    assert_eq!(
        e.to_string(),
        "the game text is cut or altered (its length or last character is wrong)"
    );
    // the last character carries bits that are not part of any byte
    assert_eq!(err("1.AAB"), GameNotationError::Malformed);
}

#[test]
fn truncated() {
    let e = err("1.AAANmg");
    assert_eq!(e, GameNotationError::Truncated { action: 2 });
    assert_eq!(
        e.to_string(),
        "the game text ends in the middle of action 2"
    );
    assert_eq!(err("1.AA"), GameNotationError::Truncated { action: 0 });
}

#[test]
fn options_out_of_range() {
    let e = err(&bits(&[(5, 0b01100), (1, 0), (16, 0)]));
    assert_eq!(
        e,
        GameNotationError::OutOfRange {
            action: 0,
            field: Field::Options,
            value: 3,
            limit: 3
        }
    );
    assert_eq!(
        e.to_string(),
        "action 0: the options has code 3, but only 0 to 2 are possible"
    );
}

#[test]
fn primacy_roll_turn_and_count_out_of_range() {
    let mut parts = header(1).to_vec();
    parts.push((6, 40));
    assert_eq!(
        err(&bits(&parts)),
        GameNotationError::OutOfRange {
            action: 1,
            field: Field::Primacy,
            value: 40,
            limit: 36
        }
    );
    let mut parts = header(2).to_vec();
    parts.extend([(6, 6 * 4 + 1), (5, 25)]);
    let e = err(&bits(&parts));
    assert_eq!(
        e,
        GameNotationError::OutOfRange {
            action: 2,
            field: Field::Roll,
            value: 25,
            limit: 21
        }
    );
    assert_eq!(
        e.to_string(),
        "action 2: a roll has code 25, but only 0 to 20 are possible"
    );
    // a move index past the legal turns of the roll, in a game from a position
    let start = "1.H3Aa1A2BC1a1b2aa3i.w.4b-8-9.0-7-9.x.le";
    let p: Position = start.parse().unwrap();
    let (k, n) = Roll::ALL_21
        .iter()
        .enumerate()
        .find_map(|(k, r)| {
            let mut g = p.to_game();
            g.roll(*r).unwrap();
            let n = g.legal_turns().len();
            (g.phase() == Phase::Move && !n.is_power_of_two()).then_some((k as u32, n as u32))
        })
        .unwrap();
    let width = 32 - (n - 1).leading_zeros();
    let text = bits(&[(1, 0), (16, 2), (5, k), (width, n)]) + "~" + start;
    let e = err(&text);
    assert_eq!(
        e,
        GameNotationError::OutOfRange {
            action: 2,
            field: Field::Turn,
            value: n,
            limit: n
        }
    );
    assert_eq!(
        e.to_string(),
        format!(
            "action 2: a move has code {n}, but only 0 to {} are possible",
            n - 1
        )
    );
    // a school count past 100
    let parts = [(5, 1), (1, 1), (16, 2), (6, 6 * 4 + 1), (5, 0), (6, 60)];
    assert_eq!(
        err(&bits(&parts)),
        GameNotationError::OutOfRange {
            action: 2,
            field: Field::Marked,
            value: 60,
            limit: 52
        }
    );
}

/// A count the opponent let pass is the code 63 then the count's own code;
/// the unused codes 52..=62 and "let pass, no count" are refused.
#[test]
fn a_count_let_pass_is_recorded_after_its_code() {
    let mut g = Game::new(Options {
        ecoles: true,
        ..Options::default()
    });
    g.primacy(5, 2).unwrap();
    g.roll_marked(
        Roll::new(6, 5).unwrap(),
        Some(tables::trictrac::Count::let_pass(4)),
    )
    .unwrap();
    let text = round_trip(&g);
    // options (school mode), school flag, 2 actions, primacy 5-2, roll 6-5,
    // let pass, count 4
    let k = Roll::ALL_21
        .iter()
        .position(|r| *r == Roll::new(6, 5).unwrap())
        .unwrap() as u32;
    let expected = bits(&[
        (5, 1),
        (1, 1),
        (16, 2),
        (6, 6 * 4 + 1),
        (5, k),
        (6, 63),
        (6, 3),
    ]);
    assert_eq!(text, expected);
    let again = parse_game(&text).unwrap();
    assert_eq!(
        again.actions()[1],
        tables::trictrac::Action::Roll(
            Roll::new(6, 5).unwrap(),
            Some(tables::trictrac::Count::let_pass(4))
        )
    );
    // 63 then "none" is not a record
    let parts = [
        (5, 1),
        (1, 1),
        (16, 2),
        (6, 6 * 4 + 1),
        (5, k),
        (6, 63),
        (6, 0),
    ];
    assert_eq!(err(&bits(&parts)), GameNotationError::Malformed);
    // an unused code
    let parts = [(5, 1), (1, 1), (16, 2), (6, 6 * 4 + 1), (5, k), (6, 62)];
    assert_eq!(
        err(&bits(&parts)),
        GameNotationError::OutOfRange {
            action: 2,
            field: Field::Marked,
            value: 62,
            limit: 52
        }
    );
}

#[test]
fn trailing_data() {
    let e = err("1.AAANmgAA");
    assert_eq!(e, GameNotationError::TrailingData);
    assert_eq!(e.to_string(), "the game text goes on after its last action");
    // a one bit in the padding of the last byte
    assert_eq!(err("1.AAANmgE"), GameNotationError::TrailingData);
}

#[test]
fn too_long() {
    let mut g = Game::new(Options::default()).without_log();
    for _ in 0..65_536 {
        g.primacy(3, 3).unwrap();
    }
    let e = format_game(&g).unwrap_err();
    assert_eq!(e, GameNotationError::TooLong { actions: 65_536 });
    assert_eq!(
        e.to_string(),
        "the game has 65536 actions; a record holds at most 65535"
    );
}

#[test]
fn bad_starting_position() {
    let e = err("1.AAAA~1.O994o.w.3b-0-0.0-0-0.m");
    assert_eq!(
        e,
        GameNotationError::Position(PositionReadError::Invalid(vec![PositionError::OddPoints {
            side: tables::trictrac::Side::White,
            points: 3
        }]))
    );
    assert_eq!(
        e.to_string(),
        "the starting position: white has 3 points; points come in even numbers"
    );
}

#[test]
fn actions_after_the_end() {
    let g = partie(3, false);
    // the record of a finished partie, claiming one action more than it has
    let n = g.actions().len() as u32 + 1;
    let mut parts = vec![(5, 0), (1, 0), (16, n)];
    let mut replay = Game::new(Options::default());
    for a in g.actions() {
        match (replay.phase(), a) {
            (Phase::Primacy, tables::trictrac::Action::Primacy { white, black }) => {
                parts.push((6, u32::from(white - 1) * 6 + u32::from(black - 1)))
            }
            (Phase::Roll, tables::trictrac::Action::Roll(r, _)) => {
                parts.push((5, Roll::ALL_21.iter().position(|x| x == r).unwrap() as u32))
            }
            (Phase::Choose, tables::trictrac::Action::Choose(c)) => {
                parts.push((1, u32::from(*c == tables::trictrac::Choice::SenAller)))
            }
            (Phase::Move, tables::trictrac::Action::Play(t, _)) => {
                let turns = replay.legal_turns();
                let k = turns.iter().position(|x| x.key() == t.key()).unwrap();
                let n = turns.len() as u32;
                let w = if n <= 1 {
                    0
                } else {
                    32 - (n - 1).leading_zeros()
                };
                if w > 0 {
                    parts.push((w, k as u32));
                }
            }
            _ => unreachable!(),
        }
        replay.act(*a).unwrap();
    }
    parts.push((1, 0));
    let e = err(&bits(&parts));
    assert_eq!(
        e,
        GameNotationError::Replay {
            action: n as usize,
            error: GameError::WrongPhase { phase: Phase::Over }
        }
    );
    assert_eq!(
        e.to_string(),
        format!(
            "action {n} cannot be replayed: that action is not possible now (the partie is over)"
        )
    );
}

#[test]
fn a_school_flag_without_counts_is_not_a_record_the_writer_makes() {
    // found by the fuzz harness: the flag would be dropped on writing back
    let e = err(&bits(&[(5, 0), (1, 1), (16, 0)]));
    assert_eq!(e, GameNotationError::Malformed);
}

#[test]
fn a_bad_character_outside_ascii_is_named_whole() {
    // found by the fuzz harness: the index fell inside the character
    let e = err("1.AAéA");
    assert_eq!(
        e,
        GameNotationError::BadCharacter {
            index: 4,
            found: 'é'
        }
    );
}

/// A pinned record: the move indices mean turns in the order of
/// `legal_turns`. If this fails after an engine change, that change reordered
/// or altered the legal turns: old records now mean other games, so bump the
/// game notation version (and keep a reader for version 1).
#[test]
fn a_pinned_record_still_means_the_same_partie() {
    let text = "1.AAO4yZA4l5xUwyz2QhphyGVFwURKsyTmVSsxfGglG6f3iXYOjJlPPIupYq-MwsghhWGeI0EYwRyElaKblzOqtOloHmBTCJWxIGQ-QZFeyHNiJhlmENTCnmUSMBRXZFusyvkYYCQNP5kCEKGaDmoqVZqRad7Q";
    let g = parse_game(text).unwrap();
    assert_eq!(g.actions().len(), 238);
    assert_eq!(g.events().len(), 384);
    assert_eq!(g.winner(), Some(tables::trictrac::Side::Black));
    assert_eq!(g.scoreboard().holes, tables::trictrac::BySide::new(5, 12));
    assert_eq!(g.scoreboard().pavillon, tables::trictrac::Pavillon::Aside);
    let mid = Game::replay(Options::default(), &g.actions()[..119]).unwrap();
    assert_eq!(
        Position::from_game(&mid).unwrap().to_string(),
        "1.J2A2AAA1A4aaa1aaa1i.w52c.0b-1-5.0-9-5.w"
    );
    assert_eq!(format_game(&g).unwrap(), text);
}
