//! The `trictrac` binary, run as a user would: JSON positions on stdin, exact
//! answers on stdout, one line per problem on stderr and exit status 2 for bad
//! input.
#![cfg(feature = "cli")]

use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{json, Value};
use tables::cli::trictrac::bench::{positions, BenchPosition, EXPECTED_LEGAL_TURNS};
use tables::trictrac::{Board, Roll, Side};

/// Runs the binary with `args` and `stdin`: (exit status, stdout, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_trictrac"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the trictrac binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `trictrac <cmd>` on a position that must be valid: the parsed JSON answer.
fn answer(cmd: &str, input: &Value) -> Value {
    let (code, out, err) = run(&[cmd], &input.to_string());
    assert_eq!(code, 0, "stderr: {err}");
    assert!(err.is_empty(), "stderr: {err}");
    serde_json::from_str(&out).expect("the answer is JSON")
}

/// The example of the brief: White's third roll, 6-5.
fn example() -> Value {
    json!({"roller":"white","dice":[6,5],"rolls_before":2,
           "white":{"1":11,"2":1,"3":1,"4":1,"5":1},"black":{"1":13,"7":2},
           "points":{"white":0,"black":0},"holes":{"white":0,"black":0},
           "bredouille":{"white":false,"black":false}})
}

/// The digest's example of §6.3: White `12:2 19:2 20:2 21:3 22:1 23:2 24:3`,
/// Black `12:15`, White rolls 6-1.
fn digest_6_1() -> Value {
    json!({"roller":"white","dice":[6,1],"rolls_before":10,
           "white":{"12":2,"19":2,"20":2,"21":3,"22":1,"23":2,"24":3},"black":{"12":15}})
}

// Derivation of the example by hand, from the rules digest.
// White: 11 on his talon (1) and one each on 2, 3, 4, 5; it is his third roll
// (rolls_before = 2). Black: 13 on his talon (= White's 24) and 2 on his 7
// (= White's 18). White rolls 6-5.
// - Jan de six tables (§6.1): within his first three rolls, a checker on each of
//   2..=7. He has 2, 3, 4, 5; the missing 6 and 7 can be reached from the talon
//   by the 5 (1→6) and the 6 (1→7), neither field is held by Black: 4 points,
//   one way, for White. (A single roll; it counts even if he plays otherwise.)
// - Hits: Black has no lone checker (13 on one field, 2 on the other): none,
//   so no battre à vrai nor à faux.
// - Rest corners: White holds no corner (no battre le coin); deux tables and
//   mézéas need exactly 13 checkers on the talon (White has 11): none.
// - Filling: the petit jan (1..=6) would need two more checkers on each of
//   2..=5 and two on 6 — far more than two dice: none; nothing is filled, so
//   nothing is conserved.
// - Both numbers can be played (e.g. 1→7 and 1→6): no impuissance for Black.
// So White scores 4, Black 0; from 0 points White is now en bredouille.
// Legal turns: every source for the 6 (1, 2, 3, 4, 5 → 7..11) with every
// source for the 5 (1..5 → 6..10): 25 pairs, minus the four using the lone
// checker of 2, 3, 4 or 5 twice = 21, all leaving different boards. A checker
// played tout d'une (11) from 1 would stop alone on the rest corner, from 2..5
// on 13..16, where nobody may stop (13 is Black's corner; Black can still fill
// his grand jan, §3.6); the corner can be taken neither naturally (nothing on
// 6 or 7) nor by puissance (nothing on 7 or 8).
#[test]
fn the_example_scores_the_jan_de_six_tables_for_white() {
    let a = answer("score", &example());
    assert_eq!(
        a["jans"],
        json!([{
            "to": "white",
            "kind": "six_tables",
            "table": null,
            "ways": 1,
            "points_per_way": 4,
            "points": 4,
            "explanation": "Within his first three rolls white can have a checker on each of his fields 2 to 7: 4 points.",
            "field": 2,
            "moves": [[
                {"from": 1, "to": 7, "number": 6, "via": 0},
                {"from": 1, "to": 6, "number": 5, "via": 0}
            ]]
        }])
    );
    assert_eq!(a["points"], json!({"roller": 4, "opponent": 0}));
    assert_eq!(a["holes"], json!({"roller": 0, "opponent": 0}));
    assert_eq!(
        a["after"],
        json!({"points": {"white": 4, "black": 0}, "holes": {"white": 0, "black": 0},
               "bredouille": {"white": true, "black": false}, "pavillon": "middle"})
    );
    assert_eq!(a["legal_turns"], 21);
}

#[test]
fn the_jan_de_six_tables_is_over_after_the_third_roll() {
    let mut input = example();
    input["rolls_before"] = json!(3);
    let a = answer("score", &input);
    assert_eq!(a["jans"], json!([]));
    assert_eq!(a["points"], json!({"roller": 0, "opponent": 0}));
}

#[test]
fn the_digest_6_1_example_fills_the_jan_de_retour_and_loses_the_six() {
    let a = answer("score", &digest_6_1());
    let jans: Vec<(String, String, u64, u64)> = a["jans"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| {
            (
                j["kind"].as_str().unwrap().to_string(),
                j["to"].as_str().unwrap().to_string(),
                j["ways"].as_u64().unwrap(),
                j["points"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        jans,
        vec![
            ("jan_de_retour".to_string(), "white".to_string(), 1, 4),
            ("impuissance".to_string(), "black".to_string(), 1, 2),
        ]
    );
    assert_eq!(
        a["jans"][0]["moves"],
        json!([[{"from": 21, "to": 22, "number": 1, "via": 0}]])
    );
    assert_eq!(a["jans"][1]["moves"], json!([[]]));
    assert_eq!(a["points"], json!({"roller": 4, "opponent": 2}));
    assert_eq!(a["legal_turns"], 1);
}

#[test]
fn ten_points_and_a_roll_of_four_make_one_hole_with_two_over() {
    let mut input = example();
    input["points"] = json!({"white": 10, "black": 0});
    let a = answer("score", &input);
    assert_eq!(a["holes"], json!({"roller": 1, "opponent": 0}));
    assert_eq!(a["after"]["points"], json!({"white": 2, "black": 0}));
    assert_eq!(a["after"]["holes"], json!({"white": 1, "black": 0}));
    // the surplus counts as en bredouille
    assert_eq!(a["after"]["bredouille"]["white"], true);

    // en bredouille (nobody scored since his first points), the hole is double
    input["bredouille"] = json!({"white": true});
    let a = answer("score", &input);
    assert_eq!(a["holes"], json!({"roller": 2, "opponent": 0}));
}

#[test]
fn the_opponent_marks_after_the_roller_holds() {
    // 6-1: White 10 + 4 = 1 hole, 2 left; then Black marks the impuissance,
    // which clears White's bredouille and puts Black en bredouille. Black had a
    // hole, so White's hole interrupts him: White takes the pavillon.
    let mut input = digest_6_1();
    input["points"] = json!({"white": 10, "black": 0});
    input["holes"] = json!({"white": 0, "black": 3});
    let a = answer("score", &input);
    assert_eq!(a["holes"], json!({"roller": 1, "opponent": 0}));
    assert_eq!(
        a["after"],
        json!({"points": {"white": 2, "black": 2}, "holes": {"white": 1, "black": 3},
               "bredouille": {"white": false, "black": true},
               "pavillon": {"taken": "white"}})
    );
}

#[test]
fn a_black_roller_is_read_in_blacks_numbering() {
    // the example mirrored: Black rolls 6-5 with the same checkers by his own
    // numbering, so the answer is the same with the colours swapped
    let input = json!({"roller":"black","dice":[5,6],"rolls_before":2,
        "black":{"1":11,"2":1,"3":1,"4":1,"5":1},"white":{"1":13,"7":2}});
    let a = answer("score", &input);
    assert_eq!(a["jans"][0]["to"], "black");
    assert_eq!(a["jans"][0]["kind"], "six_tables");
    assert_eq!(a["after"]["points"], json!({"white": 0, "black": 4}));
    assert_eq!(a["legal_turns"], 21);
}

#[test]
fn moves_lists_the_legal_turns() {
    let a = answer("moves", &example());
    assert_eq!(a["legal_turns"], 21);
    assert_eq!(a["impuissant"], 0);
    let turns = a["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 21);
    assert!(
        turns.contains(&json!({"steps": [{"from": 1, "to": 7, "die": 6},
        {"from": 1, "to": 6, "die": 5}], "puissance": false}))
    );

    let a = answer("moves", &digest_6_1());
    assert_eq!(a["legal_turns"], 1);
    assert_eq!(a["impuissant"], 1);
    assert_eq!(
        a["turns"],
        json!([{"steps": [{"from": 21, "to": 22, "die": 1}], "puissance": false}])
    );
}

#[test]
fn a_roll_with_nothing_playable_has_the_empty_turn_and_two_impuissances() {
    // Black holds White's 2..=7 (his 23..=18); White, all on his talon, rolls 6-5.
    let input = json!({"roller":"white","dice":[6,5],"rolls_before":5,"white":{"1":15},
        "black":{"1":3,"18":2,"19":2,"20":2,"21":2,"22":2,"23":2}});
    let a = answer("moves", &input);
    assert_eq!(a["legal_turns"], 1);
    assert_eq!(a["impuissant"], 2);
    assert_eq!(a["turns"], json!([{"steps": [], "puissance": false}]));
    let a = answer("score", &input);
    assert_eq!(a["jans"][0]["kind"], "impuissance");
    assert_eq!(a["points"], json!({"roller": 0, "opponent": 4}));
    assert_eq!(a["legal_turns"], 1);
}

#[test]
fn options_are_read_and_unknown_ones_rejected() {
    let mut input = example();
    input["options"] = json!({"passage": "literal", "sortie": "slow"});
    assert_eq!(answer("score", &input)["legal_turns"], 21);
    input["options"] = json!({"passage": "sideways"});
    let (code, _, err) = run(&["score"], &input.to_string());
    assert_eq!(code, 2);
    assert!(err.contains("options") && err.contains("sideways"), "{err}");
}

/// Every class of invalid input: exit status 2, no panic, one line naming the
/// problem.
#[test]
fn invalid_positions_exit_2_with_a_message_naming_the_problem() {
    let with = |key: &str, v: Value| {
        let mut x = example();
        x[key] = v;
        x.to_string()
    };
    let without = |key: &str| {
        let mut x = example();
        x.as_object_mut().unwrap().remove(key);
        x.to_string()
    };
    let cases: Vec<(String, &str)> = vec![
        ("{not json".to_string(), "invalid JSON"),
        ("[1,2]".to_string(), "must be a JSON object"),
        (without("dice"), "missing required key \"dice\""),
        (
            without("rolls_before"),
            "missing required key \"rolls_before\"",
        ),
        (without("black"), "missing required key \"black\""),
        (with("roller", json!("red")), "roller: unknown side \"red\""),
        (with("dice", json!([7, 1])), "a die shows 1 to 6, not 7"),
        (with("dice", json!([0, 1])), "a die shows 1 to 6, not 0"),
        (
            with("dice", json!([6])),
            "dice: expected an array of two dice",
        ),
        (with("rolls_before", json!(-1)), "rolls_before"),
        (
            with("white", json!({"25": 1, "1": 14})),
            "field 25 is outside 1..=24",
        ),
        (
            with("white", json!({"0": 1, "1": 14})),
            "field 0 is outside 1..=24",
        ),
        (
            with("white", json!({"x": 1})),
            "field \"x\" is not a field number",
        ),
        (
            with("white", json!({"1": 16})),
            "expected a number of checkers 0..=15",
        ),
        (
            with("white", json!({"1": 12, "2": 4})),
            "white has 16 checkers",
        ),
        // black's 7 is white's 18
        (
            with("white", json!({"1": 14, "18": 1})),
            "both sides have checkers on the same field (white's 18, black's 7)",
        ),
        (
            with("white", json!({"1": 14, "12": 1})),
            "white has a single checker in his rest corner",
        ),
        (
            with("white", json!({"1": 14, "13": 1})),
            "white has checkers in the opponent's rest corner",
        ),
        (
            with("white", json!({})),
            "white has no checker on the board",
        ),
        (
            with("points", json!({"white": 3})),
            "points.white: expected an even number",
        ),
        (with("points", json!({"white": 12})), "points.white"),
        (
            with("holes", json!({"black": 12})),
            "holes.black: expected 0..=11",
        ),
        (
            with("holes", json!({"grey": 1})),
            "holes: unknown side \"grey\"",
        ),
        (
            with("bredouille", json!({"white": true, "black": true})),
            "cannot both be en bredouille",
        ),
        (with("pavillon", json!("up")), "pavillon"),
        (
            with("options", json!({"speed": 1})),
            "unknown option \"speed\"",
        ),
        (with("colour", json!(1)), "unknown key \"colour\""),
    ];
    for (input, expected) in &cases {
        for cmd in ["score", "moves"] {
            let (code, out, err) = run(&[cmd], input);
            assert_eq!(code, 2, "{cmd} {input}: {err}");
            assert!(out.is_empty(), "{cmd} {input}: {out}");
            assert!(err.contains(expected), "{cmd} {input}: {err}");
            assert!(!err.contains("panicked"), "{cmd} {input}: {err}");
            assert!(
                err.lines().all(|l| l.starts_with("trictrac: error: ")),
                "{err}"
            );
        }
    }
}

#[test]
fn every_problem_of_an_input_gets_its_own_line() {
    let input = json!({"roller":"red","dice":[9,6],"rolls_before":0,
        "white":{"1":15},"black":{"1":14,"12":1},"extra":true});
    let (code, _, err) = run(&["score"], &input.to_string());
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 4, "{err}");
    assert!(err.contains("extra") && err.contains("red") && err.contains("not 9"));
    assert!(err.contains("black has a single checker in his rest corner"));
}

#[test]
fn help_usage_and_bad_arguments() {
    for args in [&["--help"][..], &["-h"], &[], &["score", "--help"]] {
        let (code, out, _) = run(args, "");
        assert_eq!(code, 0, "{args:?}");
        assert!(out.contains("USAGE") && out.contains("options"), "{args:?}");
        assert!(
            out.contains("REJECTED"),
            "--help says unknown keys are rejected"
        );
    }
    for args in [
        &["dance"][..],
        &["score", "--loud"],
        &["selfplay", "--matches"],
        &["selfplay", "--matches", "many"],
        &["selfplay", "--white", "clever"],
        &["bench", "--slow"],
    ] {
        let (code, out, err) = run(args, "");
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.starts_with("trictrac: error: usage"), "{args:?}: {err}");
    }
}

fn without_seconds(s: &str) -> Vec<String> {
    s.lines()
        .filter(|l| !l.starts_with("seconds:"))
        .map(str::to_string)
        .collect()
}

#[test]
fn selfplay_prints_its_totals_and_is_deterministic() {
    let args = ["selfplay", "--matches", "20", "--seed", "1"];
    let (code, out, err) = run(&args, "");
    assert_eq!(code, 0, "{err}");
    let keys: Vec<&str> = out.lines().map(|l| l.split(':').next().unwrap()).collect();
    assert_eq!(
        keys,
        [
            "matches",
            "white_wins",
            "black_wins",
            "white_win_rate",
            "white_win_rate_ci95",
            "white_mean_stake",
            "mean_rolls",
            "mean_releves",
            "mean_stake",
            "seconds"
        ]
    );
    let value = |k: &str| -> f64 {
        let line = out.lines().find(|l| l.starts_with(k)).unwrap();
        line.split(": ").nth(1).unwrap().parse().unwrap()
    };
    assert_eq!(value("matches:"), 20.0);
    assert_eq!(value("white_wins:") + value("black_wins:"), 20.0);
    let stake = value("mean_stake:");
    assert!((1.0..=4.0).contains(&stake), "{stake}");
    let (_, again, _) = run(&args, "");
    assert_eq!(without_seconds(&out), without_seconds(&again));
    let greedy = [
        "selfplay",
        "--matches=1",
        "--white",
        "greedy",
        "--black",
        "random",
    ];
    let (code, _, err) = run(&greedy, "");
    assert_eq!(code, 0, "{err}");
}

#[test]
fn bench_quick_checks_its_totals() {
    let (code, out, err) = run(&["bench", "--quick"], "");
    assert_eq!(code, 0, "{out}{err}");
    for key in [
        "matches_per_s: ",
        "movegen_per_s: ",
        "score_per_s: ",
        "ns_per_position: ",
    ] {
        let line = out.lines().find(|l| l.starts_with(key)).expect(key);
        let v: f64 = line[key.len()..].parse().unwrap();
        assert!(v > 0.0, "{line}");
    }
    assert!(out.contains("check: ok"), "{out}");
    assert!(out.contains(&format!("legal_turns_total: {EXPECTED_LEGAL_TURNS}\n")));
}

// ---------------------------------------------------------------------------
// An independent check of the benchmark's recorded constant: a naive generator
// written from the digest (§3) on plain counts — every ordered pair of steps,
// no bit masks, no pruning — must find as many legal turns over the fixed
// positions × 21 rolls as the engine.

/// Where a checker at `p` lands with `n` (fast sortie), if it can.
fn naive_step(mine: &[u8; 26], opp: &[u8; 25], p: usize, n: usize) -> Option<usize> {
    let t = p + n;
    if t <= 24 {
        return (opp[t] == 0).then_some(t);
    }
    let all_home = mine[1..19].iter().all(|&c| c == 0);
    let farthest = mine[19..p].iter().all(|&c| c == 0);
    (all_home && (t == 25 || farthest)).then_some(25)
}

/// The opponent can still fill his quarter starting at his field `first`
/// (§3.6 convention), with `opp` in my numbering.
fn naive_can_fill(mine: &[u8; 26], opp: &[u8; 25], first: usize) -> bool {
    let his = |f: usize| opp[25 - f] as usize; // his field f is my 25 - f
    let mut cum: usize = (1..first).map(his).sum();
    for i in 1..=6 {
        let f = first + i - 1;
        if mine[25 - f] > 0 {
            return false;
        }
        cum += his(f);
        if cum < 2 * i {
            return false;
        }
    }
    true
}

fn naive_legal_turns(pos: &BenchPosition, roll: Roll) -> usize {
    let board: &Board = &pos.board;
    let side: Side = pos.side;
    let start: [u8; 26] = *board.side(side);
    let mut opp = [0u8; 25];
    for (p, o) in opp.iter_mut().enumerate().skip(1) {
        *o = board.opp_count(side, p as u8);
    }
    let mut forbidden = vec![13usize];
    if naive_can_fill(&start, &opp, 7) {
        forbidden.extend(13..=18);
    }
    if naive_can_fill(&start, &opp, 1) {
        forbidden.extend(19..=24);
    }
    let ok = |m: &[u8; 26]| m[12] != 1 && m[13] == 0 && forbidden.iter().all(|&f| m[f] <= start[f]);
    let (a, b) = (roll.high() as usize, roll.low() as usize);
    let orders: Vec<(usize, usize)> = if a == b {
        vec![(a, a)]
    } else {
        vec![(a, b), (b, a)]
    };
    let mut boards: HashSet<[u8; 26]> = HashSet::new();
    for &(x, y) in &orders {
        for p in 1..=24 {
            if start[p] == 0 {
                continue;
            }
            let Some(t) = naive_step(&start, &opp, p, x) else {
                continue;
            };
            let mut m1 = start;
            m1[p] -= 1;
            m1[t] += 1;
            for q in 1..=24 {
                if m1[q] == 0 {
                    continue;
                }
                let Some(u) = naive_step(&m1, &opp, q, y) else {
                    continue;
                };
                let mut m2 = m1;
                m2[q] -= 1;
                m2[u] += 1;
                if ok(&m2) {
                    boards.insert(m2);
                }
            }
        }
    }
    // the rest corner by puissance, when it cannot be taken naturally
    let natural = start[12] == 0 && boards.iter().any(|m| m[12] >= 2);
    if start[12] == 0 && opp[13] == 0 && !natural {
        let (s1, s2) = (13 - a, 13 - b);
        let need = if s1 == s2 { 2 } else { 1 };
        if start[s1] >= need && start[s2] >= 1 {
            let mut m = start;
            m[s1] -= 1;
            m[s2] -= 1;
            m[12] += 2;
            if ok(&m) {
                boards.insert(m);
            }
        }
    }
    // one number only: the higher if it can be played, else the lower
    if boards.is_empty() {
        for n in if a == b { vec![a] } else { vec![a, b] } {
            for p in 1..=24 {
                if start[p] == 0 {
                    continue;
                }
                if let Some(t) = naive_step(&start, &opp, p, n) {
                    let mut m = start;
                    m[p] -= 1;
                    m[t] += 1;
                    if ok(&m) {
                        boards.insert(m);
                    }
                }
            }
            if !boards.is_empty() {
                break;
            }
        }
    }
    if boards.is_empty() {
        return 1; // the empty turn
    }
    // fill and conserve as many quarters as possible; then bear off the last
    let filled = |m: &[u8; 26]| {
        [1usize, 7, 19]
            .iter()
            .filter(|&&f| (f..f + 6).all(|p| m[p] >= 2))
            .count()
    };
    let best = boards.iter().map(filled).max().unwrap_or(0);
    boards.retain(|m| filled(m) == best);
    if boards.iter().any(|m| m[25] == 15) {
        boards.retain(|m| m[25] == 15);
    }
    boards.len()
}

#[test]
fn a_naive_generator_confirms_the_bench_constant() {
    let (positions, _) = positions();
    let mut total = 0u64;
    for pos in &positions {
        for roll in Roll::ALL_21 {
            let naive = naive_legal_turns(pos, roll) as u64;
            let engine =
                tables::trictrac::legal_turns(&pos.board, pos.side, roll, &Default::default());
            assert_eq!(
                naive,
                engine.len() as u64,
                "{:?} {:?} {roll}",
                pos.board,
                pos.side
            );
            total += naive;
        }
    }
    assert_eq!(total, EXPECTED_LEGAL_TURNS);
}

/// `tables trictrac <cmd>` is the same tool as the older `trictrac <cmd>`.
#[test]
fn tables_trictrac_answers_as_the_trictrac_binary() {
    let input = json!({"roller":"white","dice":[6,5],"rolls_before":0,
        "white":{"1":15},"black":{"1":15}});
    let (code, old, _) = run(&["moves"], &input.to_string());
    assert_eq!(code, 0);
    let mut child = Command::new(env!("CARGO_BIN_EXE_tables"))
        .args(["trictrac", "moves"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the tables binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8(out.stdout).unwrap(), old);
    assert!(old.contains("\"legal_turns\""));
}
