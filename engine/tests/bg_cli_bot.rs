//! `tables backgammon best` and `cube`, run as a user would: the bot's play
//! of a roll as a Position ID, its cube decision with its equities, errors
//! answered in place (exit status 2).
#![cfg(feature = "cli")]

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;
use tables::backgammon::ids::match_id::{
    self, CubeOwner, GameState, MatchIdFields, Player, Resignation,
};
use tables::backgammon::ids::position_id;
use tables::bg;

fn run(args: &[&str], stdin: &str) -> (i32, Vec<Value>) {
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
        .map(|l| serde_json::from_str(l).expect("one JSON line"))
        .collect();
    (out.status.code().unwrap_or(-1), lines)
}

/// A money Match ID, player 0 on roll, before his roll, the cube at 1
/// centred; `double_offered` by him.
fn money_id(double_offered: bool) -> String {
    match_id::encode(&MatchIdFields {
        cube_value: 1,
        cube_owner: CubeOwner::Centred,
        on_roll: Player::Zero,
        crawford: false,
        game_state: GameState::Playing,
        turn: if double_offered {
            Player::One
        } else {
            Player::Zero
        },
        double_offered,
        resignation: Resignation::None,
        dice: None,
        match_length: 0,
        score: [0, 0],
        jacoby: false,
    })
    .unwrap()
}

#[test]
fn best_plays_the_opening_three_one_as_eight_five_six_five() {
    let start = position_id::encode(&tables::backgammon::Variant::Backgammon.rules().start());
    let line = format!("{{\"position_id\":\"{start}\",\"dice\":[1,3]}}\n");
    let (code, out) = run(&["best"], &line);
    assert_eq!(code, 0);
    let made = bg!(x 6:4 5:2 8:2 13:5 24:2; o 6:5 8:3 13:5 24:2);
    assert_eq!(out[0]["turn"], position_id::encode(&made.flip()));
    let e = out[0]["equity"].as_f64().unwrap();
    assert!(e > -1.0 && e < 1.0, "{e}");
}

#[test]
fn best_bears_off_the_last_checkers_for_the_game() {
    let pos = position_id::encode(&bg!(x 6:1 5:1; o 6:5 5:5 4:4 21:1));
    let line = format!("{{\"position_id\":\"{pos}\",\"dice\":[6,5],\"level\":\"club\"}}\n");
    let (_, out) = run(&["best"], &line);
    // The opponent has none off and one in my home board: a backgammon.
    assert_eq!(out[0]["equity"].as_f64(), Some(3.0));
}

#[test]
fn cube_passes_a_hopeless_double_and_the_doubler_doubles_it() {
    // I bear off my last two checkers next roll; the opponent has three
    // off (no gammon).
    let pos = position_id::encode(&bg!(x 1:2; o 6:12));
    let (code, out) = run(
        &["cube"],
        &format!(
            "{{\"position_id\":\"{pos}\",\"match_id\":\"{}\"}}\n{{\"position_id\":\"{pos}\",\"match_id\":\"{}\"}}\n",
            money_id(false),
            money_id(true)
        ),
    );
    assert_eq!(code, 0, "{out:?}");
    assert_eq!(out[0]["action"], "double");
    assert_eq!(out[0]["units"], "money");
    assert_eq!(out[0]["equities"]["double_pass"], 1.0);
    assert_eq!(out[1]["action"], "pass");
}

#[test]
fn best_and_cube_answer_bad_lines_in_place() {
    let (code, out) = run(
        &["best"],
        "{\"position_id\":\"4HPwATDgc/ABMA\"}\n{\"position_id\":\"4HPwATDgc/ABMA\",\"dice\":[3,1],\"level\":\"master\"}\n{\"position_id\":\"4HPwATDgc/ABMA\",\"dice\":[3,1]}\n",
    );
    assert_eq!(code, 2);
    assert!(out[0]["error"].as_str().unwrap().contains("dice"));
    assert!(out[1]["error"].as_str().unwrap().contains("level"));
    assert!(out[2]["turn"].is_string());
    let (code, out) = run(
        &["cube"],
        "{\"position_id\":\"4HPwATDgc/ABMA\",\"extra\":1}\n",
    );
    assert_eq!(code, 2);
    assert!(out[0]["error"].as_str().unwrap().contains("extra"));
}

#[test]
fn cube_beavers_a_doubler_far_behind_when_beavers_are_allowed() {
    // The doubler's 15 checkers on his midpoint, the taker's on his 5-point:
    // the taker wins, owning the cube at 2 is worth more than nothing.
    let pos = position_id::encode(&bg!(x 13:15; o 5:15));
    let offered = money_id(true);
    let lines = format!(
        "{{\"position_id\":\"{pos}\",\"match_id\":\"{offered}\",\"beavers\":true}}\n\
         {{\"position_id\":\"{pos}\",\"match_id\":\"{offered}\"}}\n\
         {{\"position_id\":\"{pos}\",\"match_id\":\"{offered}\",\"beavers\":1}}\n"
    );
    let (code, out) = run(&["cube"], &lines);
    assert_eq!(code, 2, "{out:?}");
    assert_eq!(out[0]["action"], "beaver");
    assert_eq!(out[1]["action"], "take");
    assert!(out[2]["error"].as_str().unwrap().contains("beavers"));
}

#[test]
fn cube_takes_jacoby_for_money() {
    // Jacoby: a gammonish position with the cube centred doubles and
    // cashes rather than playing on for a gammon that would not count.
    let pos = position_id::encode(&bg!(x 6:3 5:3 4:3 3:2 2:2 1:2; o 25:3 13:5 8:4 6:3));
    let lines = format!(
        "{{\"position_id\":\"{pos}\",\"level\":\"club\",\"jacoby\":true}}\n\
         {{\"position_id\":\"{pos}\",\"level\":\"club\"}}\n"
    );
    let (code, out) = run(&["cube"], &lines);
    assert_eq!(code, 0, "{out:?}");
    assert_eq!(out[0]["action"], "double");
    assert_eq!(out[1]["action"], "no_double");
}
