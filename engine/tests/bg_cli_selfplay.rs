//! `tables backgammon selfplay`, run as a user would: the totals it prints,
//! reproducible from the seed, and its usage errors.
#![cfg(feature = "cli")]

use std::collections::HashMap;
use std::process::Command;

/// Runs `tables backgammon selfplay <args>`: (exit status, stdout, stderr).
fn selfplay(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tables"))
        .args(["backgammon", "selfplay"])
        .args(args)
        .output()
        .expect("the tables binary starts");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The `key: value` lines of a successful run.
fn totals(args: &[&str]) -> HashMap<String, String> {
    let (code, out, err) = selfplay(args);
    assert_eq!(code, 0, "stderr: {err}");
    out.lines()
        .map(|l| {
            let (k, v) = l.split_once(": ").expect("key: value");
            (k.to_string(), v.to_string())
        })
        .collect()
}

fn num(t: &HashMap<String, String>, key: &str) -> f64 {
    t[key]
        .parse()
        .unwrap_or_else(|_| panic!("{key}: {}", t[key]))
}

#[test]
fn selfplay_counts_every_game_once_by_side_and_result() {
    let t = totals(&["--variant", "backgammon", "--games", "60", "--seed", "3"]);
    assert_eq!(num(&t, "games"), 60.0);
    let mut wins = 0.0;
    for side in ["white", "black"] {
        let kinds = ["singles", "gammons", "backgammons"].map(|k| num(&t, &format!("{side}_{k}")));
        assert_eq!(kinds.iter().sum::<f64>(), num(&t, &format!("{side}_wins")));
        let points = kinds[0] + 2.0 * kinds[1] + 3.0 * kinds[2];
        assert_eq!(
            points,
            num(&t, &format!("{side}_points")),
            "cube off: points = results"
        );
        wins += num(&t, &format!("{side}_wins"));
    }
    assert_eq!(wins, 60.0);
    assert_eq!(num(&t, "dropped"), 0.0);
    assert!(num(&t, "mean_rolls") > 20.0);
}

#[test]
fn selfplay_is_reproducible_from_its_seed() {
    let args = [
        "--variant",
        "hypergammon",
        "--games",
        "40",
        "--seed",
        "11",
        "--cube",
    ];
    let mut a = totals(&args);
    let mut b = totals(&args);
    a.remove("seconds");
    b.remove("seconds");
    assert_eq!(a, b);
    let mut c = totals(&[
        "--variant",
        "hypergammon",
        "--games",
        "40",
        "--seed",
        "12",
        "--cube",
    ]);
    c.remove("seconds");
    assert_ne!(a, c);
}

#[test]
fn selfplay_greedy_beats_random() {
    let t = totals(&[
        "--games", "100", "--seed", "5", "--white", "greedy", "--black", "random",
    ]);
    assert!(num(&t, "white_wins") >= 75.0, "{t:?}");
    assert!(num(&t, "white_mean_points") > 0.5, "{t:?}");
}

#[test]
fn selfplay_with_the_cube_has_passed_doubles() {
    let t = totals(&[
        "--variant",
        "nackgammon",
        "--games",
        "50",
        "--seed",
        "2",
        "--cube",
    ]);
    assert!(num(&t, "dropped") > 0.0, "{t:?}");
    assert!(num(&t, "mean_points") > 1.0, "{t:?}");
}

#[test]
fn selfplay_refuses_bad_arguments() {
    for args in [
        &["--games", "0"][..],
        &["--variant", "tavla"],
        &["--white", "smart"],
        &["--seed", "-1"],
        &["--cube=yes"],
        &["--frobnicate"],
    ] {
        let (code, out, err) = selfplay(args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(err.contains("selfplay"), "{args:?}: {err}");
    }
}

#[test]
fn selfplay_alternates_colours_and_counts_player_one() {
    // Player 1 is White in the even games, Black in the odd ones.
    let t = totals(&[
        "--games",
        "60",
        "--seed",
        "4",
        "--white",
        "pubeval",
        "--black",
        "random",
        "--alternate",
    ]);
    // Pubeval wins nearly every game whatever its colour, so White wins
    // about half of them.
    assert!(num(&t, "p1_win_rate") >= 0.9, "{t:?}");
    assert!(num(&t, "white_wins") <= 40.0, "{t:?}");
    let ppg = num(&t, "p1_points_per_game");
    assert!(ppg > 1.0 && ppg <= 3.0, "{t:?}");
    assert!(num(&t, "p1_interval95") > 0.0, "{t:?}");
    let gammons = num(&t, "white_gammons")
        + num(&t, "black_gammons")
        + num(&t, "white_backgammons")
        + num(&t, "black_backgammons");
    let rate = num(&t, "p1_gammon_rate") + num(&t, "p1_gammon_loss_rate");
    assert!((rate * 60.0 - gammons).abs() < 0.01, "{t:?}");
}

#[test]
fn selfplay_totals_do_not_depend_on_threads() {
    let base = [
        "--games", "30", "--seed", "9", "--white", "bot:club", "--black", "greedy", "--cube",
    ];
    let mut one = totals(&base);
    let mut three = totals(&[&base[..], &["--threads", "3"]].concat());
    one.remove("seconds");
    three.remove("seconds");
    assert_eq!(one, three);
}

#[test]
fn selfplay_names_its_players_on_a_bad_one() {
    let (code, _, err) = selfplay(&["--black", "bot:master"]);
    assert_eq!(code, 2);
    assert!(err.contains("bot:strong"), "{err}");
}

#[test]
fn selfplay_bot_uses_the_shipped_network_unless_told_otherwise() {
    let base = [
        "--games", "6", "--seed", "8", "--white", "bot:club", "--black", "pubeval",
    ];
    let mut net = totals(&base);
    let mut heuristic = totals(&[&base[..], &["--heuristic"]].concat());
    net.remove("seconds");
    heuristic.remove("seconds");
    assert_eq!(net["games"], "6");
    assert_ne!(net, heuristic, "the same dice, another evaluation");
}

#[test]
fn selfplay_heuristic_player_plays_as_the_bot_does_with_heuristic() {
    // heuristic:club against pubeval plays the games bot:club plays with
    // --heuristic, whatever network is installed.
    let mut named = totals(&[
        "--games",
        "6",
        "--seed",
        "8",
        "--white",
        "heuristic:club",
        "--black",
        "pubeval",
    ]);
    let mut forced = totals(&[
        "--games",
        "6",
        "--seed",
        "8",
        "--white",
        "bot:club",
        "--black",
        "pubeval",
        "--heuristic",
    ]);
    named.remove("seconds");
    forced.remove("seconds");
    assert_eq!(named, forced);
    let (code, _, err) = selfplay(&["--white", "heuristic:master"]);
    assert_eq!(code, 2);
    assert!(err.contains("heuristic:LEVEL"), "{err}");
}
