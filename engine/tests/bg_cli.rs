//! `tables backgammon moves|ids` run as a user would: JSON lines in, one JSON
//! line out per input line, errors answered in place, exit status 2 if any.
#![cfg(feature = "cli")]

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{json, Value};

/// Runs `tables backgammon <args>` with `stdin`: (status, stdout lines, stderr).
fn run(args: &[&str], stdin: &str) -> (i32, Vec<Value>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tables"))
        .arg("backgammon")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tables binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let lines = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("each answer is one JSON line"))
        .collect();
    (
        out.status.code().unwrap_or(-1),
        lines,
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// gnubg's 15 results of 2-1 at the start (engine/tests/fixtures/bg_moves.txt).
fn start_2_1() -> Vec<String> {
    let path = format!("{}/tests/fixtures/bg_moves.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with("backgammon 4HPwATDgc/ABMA 2-1 "))
        .expect("the fixture has the start position with 2-1");
    line.split_whitespace()
        .skip(4)
        .map(str::to_string)
        .collect()
}

#[test]
fn moves_lists_the_distinct_results_with_the_opponent_on_roll_sorted() {
    let want = start_2_1();
    for dice in [[2, 1], [1, 2]] {
        let (code, out, _) = run(
            &["moves"],
            &format!("{}\n", json!({"position_id":"4HPwATDgc/ABMA","dice":dice})),
        );
        assert_eq!(code, 0);
        assert_eq!(out, vec![json!({ "turns": want })]);
    }
}

#[test]
fn a_dance_gives_the_unchanged_position_with_the_opponent_on_roll() {
    // One checker on the bar against a closed home board: 6-6 dances.
    let (code, out, _) = run(
        &["ids"],
        &format!(
            "{}\n",
            json!({"on_roll":{"25":1,"6":14},"opponent":{"1":2,"2":2,"3":2,"4":2,"5":2,"6":2,"13":3}})
        ),
    );
    assert_eq!(code, 0);
    let id = out[0]["position_id"].as_str().unwrap().to_string();
    let (code, out, _) = run(
        &["moves"],
        &format!("{}\n", json!({"position_id": id, "dice":[6,6]})),
    );
    assert_eq!(code, 0);
    let turns = out[0]["turns"].as_array().unwrap();
    assert_eq!(turns.len(), 1);
    let (_, back, _) = run(&["ids"], &format!("{}\n", json!({"position_id": turns[0]})));
    // Now the opponent is on roll: the board is the same, seen from him.
    assert_eq!(back[0]["opponent"]["25"], 1);
    assert_eq!(back[0]["opponent"]["6"], 14);
    assert_eq!(back[0]["on_roll"]["13"], 3);
}

#[test]
fn bad_lines_are_answered_with_errors_and_the_rest_still_answered() {
    let input = [
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[2,1]}"#,
        r#"not json"#,
        r#"{"position_id":"4HPwATDgc/AB","dice":[2,1]}"#,
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[7,1]}"#,
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[2,1],"variant":"chess"}"#,
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[2,1],"colour":"white"}"#,
        r#"{"dice":[2,1]}"#,
        r#"[1,2]"#,
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[2,1]}"#,
    ]
    .join("\n");
    let (code, out, err) = run(&["moves"], &input);
    assert_eq!(code, 2, "{err}");
    assert_eq!(out.len(), 9);
    assert_eq!(out[0], out[8]);
    assert!(out[0]["turns"].is_array());
    let errors: Vec<&str> = out[1..8]
        .iter()
        .map(|v| v["error"].as_str().expect("an error"))
        .collect();
    assert!(errors[0].starts_with("not JSON"), "{}", errors[0]);
    assert!(errors[1].contains("14 characters"), "{}", errors[1]);
    assert!(errors[2].contains("\"dice\""), "{}", errors[2]);
    assert!(
        errors[3].contains("unknown variant \"chess\""),
        "{}",
        errors[3]
    );
    assert!(
        errors[4].contains("unknown key \"colour\""),
        "{}",
        errors[4]
    );
    assert!(
        errors[5].contains("\"position_id\" is missing"),
        "{}",
        errors[5]
    );
    assert!(errors[6].contains("one JSON object"), "{}", errors[6]);
    assert!(err.contains("7 of 9 lines"), "{err}");
}

#[test]
fn hypergammon_positions_read_with_three_checkers() {
    let (code, out, _) = run(
        &["ids"],
        &format!(
            "{}\n",
            json!({"on_roll":{"24":1,"23":1,"22":1},"opponent":{"24":1,"23":1,"22":1},"variant":"hypergammon"})
        ),
    );
    assert_eq!(code, 0);
    let id = out[0]["position_id"].as_str().unwrap();
    let (code, out, _) = run(
        &["moves"],
        &format!(
            "{}\n",
            json!({"position_id": id, "dice":[6,5], "variant":"hypergammon"})
        ),
    );
    assert_eq!(code, 0);
    assert!(!out[0]["turns"].as_array().unwrap().is_empty());
    // Read as backgammon, the same ID is fine too (borne-off checkers are implicit),
    // but 4 checkers on a side is too many for hypergammon.
    let (code, out, _) = run(
        &["ids"],
        &format!(
            "{}\n",
            json!({"on_roll":{"24":4},"opponent":{},"variant":"hypergammon"})
        ),
    );
    assert_eq!(code, 2);
    assert!(out[0]["error"]
        .as_str()
        .unwrap()
        .contains("more than the 3"));
}

#[test]
fn ids_turn_a_position_id_into_counts_and_back() {
    let (code, out, _) = run(&["ids"], "{\"position_id\":\"4HPwATDgc/ABMA\"}\n");
    assert_eq!(code, 0);
    let side = &out[0]["on_roll"];
    assert_eq!(
        (
            side["6"].as_u64(),
            side["8"].as_u64(),
            side["13"].as_u64(),
            side["24"].as_u64(),
            side["25"].as_u64()
        ),
        (Some(5), Some(3), Some(5), Some(2), Some(0))
    );
    assert_eq!(out[0]["on_roll"], out[0]["opponent"]);
    let (code, back, _) = run(
        &["ids"],
        &format!(
            "{}\n",
            json!({"on_roll": out[0]["on_roll"], "opponent": out[0]["opponent"]})
        ),
    );
    assert_eq!(code, 0);
    assert_eq!(back[0], json!({"position_id":"4HPwATDgc/ABMA"}));
}

#[test]
fn the_bench_checks_its_totals() {
    let out = Command::new(env!("CARGO_BIN_EXE_tables"))
        .args(["backgammon", "bench", "--quick"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("check: ok"), "{text}");
    for key in [
        "bg_movegen_per_s: ",
        "bg_games_per_s: ",
        "results_total: 985354",
    ] {
        assert!(text.contains(key), "{key} in {text}");
    }
}

#[test]
fn a_match_id_reads_as_its_fields_and_back() {
    // The digest's example: 9-point match, 2-4, cube 2 owned by player 0,
    // player 1 on roll having rolled 5-2.
    let (code, out, _) = run(&["ids"], "{\"match_id\":\"QYkqASAAIAAA\"}\n");
    assert_eq!(code, 0);
    let f = &out[0]["fields"];
    assert_eq!(
        *f,
        json!({"cube_value":2,"cube_owner":0,"on_roll":1,"crawford":false,"game_state":1,
               "turn":1,"double_offered":false,"resignation":0,"dice":[5,2],
               "match_length":9,"score":[2,4],"jacoby":true})
    );
    let (code, back, _) = run(&["ids"], &format!("{}\n", json!({"fields": f})));
    assert_eq!(code, 0);
    assert_eq!(back[0], json!({"match_id":"QYkqASAAIAAA"}));
}

#[test]
fn an_xgid_gives_gnubgs_ids_and_back() {
    // The start, money, bottom player (gnubg's player 1) to roll.
    let x = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
    let (code, out, _) = run(&["ids"], &format!("{}\n", json!({"xgid": x})));
    assert_eq!(code, 0);
    assert_eq!(out[0]["position_id"], "4HPwATDgc/ABMA");
    let mid = out[0]["match_id"].as_str().unwrap().to_string();
    let (_, f, _) = run(&["ids"], &format!("{}\n", json!({"match_id": mid})));
    assert_eq!(f[0]["fields"]["on_roll"], 1);
    assert_eq!(f[0]["fields"]["match_length"], 0);
    let (code, back, _) = run(
        &["ids"],
        &format!(
            "{}\n",
            json!({"position_id":"4HPwATDgc/ABMA","match_id": mid})
        ),
    );
    assert_eq!(code, 0);
    let (_, again, _) = run(&["ids"], &format!("{}\n", json!({"xgid": back[0]["xgid"]})));
    assert_eq!(again[0], out[0]);
}

#[test]
fn bad_ids_say_what_is_wrong() {
    let input = [
        r#"{"match_id":"QYkqASAAIAA"}"#,
        r#"{"match_id":"QYkqASAAIA-A"}"#,
        r#"{"xgid":"XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0"}"#,
        r#"{"fields":{"cube_value":3}}"#,
        r#"{"position_id":"4HPwATDgc/ABMA","match_id":"nope"}"#,
    ]
    .join("\n");
    let (code, out, _) = run(&["ids"], &input);
    assert_eq!(code, 2);
    assert_eq!(out.len(), 5);
    for o in &out {
        let e = o["error"].as_str().expect("an error");
        assert!(!e.is_empty());
    }
    assert!(
        out[0]["error"].as_str().unwrap().contains("11"),
        "{}",
        out[0]
    );
    assert!(
        out[1]["error"].as_str().unwrap().contains('-'),
        "{}",
        out[1]
    );
    assert!(
        out[3]["error"].as_str().unwrap().contains("missing"),
        "{}",
        out[3]
    );
}

#[test]
fn variants_lists_every_rule_set_with_its_options() {
    let out = Command::new(env!("CARGO_BIN_EXE_tables"))
        .args(["backgammon", "variants"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let list = v["variants"].as_array().unwrap();
    let names: Vec<&str> = list.iter().map(|x| x["name"].as_str().unwrap()).collect();
    let named = |name: &str| list.iter().find(|x| x["name"] == name).unwrap();
    assert_eq!(
        names,
        [
            "backgammon",
            "nackgammon",
            "hypergammon",
            "hypergammon2",
            "hypergammon1",
            "dutch",
            "snake",
            "long-nardy",
            "fevga",
            "portes",
            "russian",
            "gul-bara",
            "acey-deucey",
            "american",
            "jacquet",
            "matador",
            "plakoto",
            "chase",
            "icelandic"
        ]
    );
    let plakoto = named("plakoto");
    assert_eq!(plakoto["capture"], "pin");
    assert_eq!(plakoto["mother_rule"], true);
    assert_eq!(plakoto["cube"], false);
    assert_eq!(plakoto["options"], json!([]));
    let dutch = named("dutch");
    assert_eq!(dutch["reserve"], json!({"white": 15, "black": 15}));
    assert_eq!(dutch["options"][0]["name"], "hit_after_home");
    assert_eq!(dutch["options"][0]["default"], true);
    // the rules' texts are the app's (locales/*/games.ftl), not the engine's
    assert!(dutch.get("text").is_none() && dutch["options"][0].get("text").is_none());
    assert_eq!(list[2]["options"][0]["name"], "gammons");
    let american = named("american");
    assert_eq!(american["opening"], "white-first");
    assert_eq!(american["worth"], json!({"white": 3, "black": 1}));
    assert_eq!(american["reserve"], json!({"white": 9, "black": 0}));
    assert_eq!(
        (
            &american["capture"],
            &american["entering"],
            &american["cube"]
        ),
        (&json!("block"), &json!("free"), &json!(false))
    );
    let jacquet = named("jacquet");
    assert_eq!(jacquet["route"], json!({"parallel": 12}));
    assert_eq!(jacquet["opening"], "roll-again");
    assert_eq!(jacquet["options"][0]["name"], "blocking");
    assert_eq!(jacquet["options"][0]["default"], true);
    let chase = named("chase");
    assert_eq!(
        (
            &chase["checkers"],
            &chase["route"],
            &chase["capture"],
            &chase["doublets"]
        ),
        (
            &json!(6),
            &json!({"parallel": 0}),
            &json!("remove"),
            &json!("chase")
        )
    );
    let options: Vec<(&str, bool)> = chase["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| (o["name"].as_str().unwrap(), o["default"].as_bool().unwrap()))
        .collect();
    assert_eq!(
        options,
        [("doublets_roll_again", true), ("lower_starts", false)]
    );
    assert_eq!(chase["per_checker_left"], false);
    let icelandic = named("icelandic");
    assert_eq!(icelandic["capture"], "remove");
    assert_eq!(icelandic["options"], json!([]));
}

#[test]
fn moves_take_a_position_text_of_any_rule_set_and_the_variants_options() {
    let (code, out, _) = run(
        &["moves"],
        "{\"position\":\"1.dutch.996.0-0.15-15\",\"dice\":[6,5]}\n",
    );
    assert_eq!(code, 0);
    // Two checkers enter (on 20 and 19); the opponent, now on roll, sees them on his 5 and 6.
    assert_eq!(out[0]["turns"], json!(["1.dutch.4aa99.0-0.15-13"]));
    let input = [
        r#"{"position":"1.dutch.996.0-0.15-15","dice":[6,5],"options":{"hit_after_home":false}}"#,
        r#"{"position":"1.dutch.996.0-0.15-15","dice":[6,5],"options":{"gammons":false}}"#,
        r#"{"position":"1.dutch.996.0-0.15-15","dice":[6,5],"variant":"dutch"}"#,
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[6,5],"variant":"hypergammon"}"#,
        r#"{"position_id":"4HPwATDgc/ABMA","dice":[6,5],"variant":"backgammon","options":{"gammons":true}}"#,
    ]
    .join("\n");
    let (code, out, _) = run(&["moves"], &input);
    assert_eq!(code, 2);
    assert!(out[0]["turns"].is_array());
    assert!(
        out[1]["error"]
            .as_str()
            .unwrap()
            .contains("no option \"gammons\""),
        "{}",
        out[1]
    );
    assert!(
        out[2]["error"]
            .as_str()
            .unwrap()
            .contains("names its variant"),
        "{}",
        out[2]
    );
    assert!(
        out[3]["error"]
            .as_str()
            .unwrap()
            .contains("more than the 3"),
        "{}",
        out[3]
    );
    assert!(
        out[4]["error"]
            .as_str()
            .unwrap()
            .contains("its options: none"),
        "{}",
        out[4]
    );
}

#[test]
fn the_bench_measures_every_rule_set() {
    let out = Command::new(env!("CARGO_BIN_EXE_tables"))
        .args(["backgammon", "bench", "--quick", "--variant", "all"])
        .env("BG_BENCH_POSITIONS", "40")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{text}");
    for v in [
        "backgammon:",
        "dutch:",
        "snake:",
        "hypergammon1:",
        "long-nardy:",
        "fevga:",
        "american:",
        "jacquet:",
    ] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(v) && l.contains("bg_movegen_per_s")),
            "{v} in {text}"
        );
    }
}
