//! The engine's reasons worded: real errors, made by feeding the engine's
//! own readers bad texts, said in English (IDs, XGIDs, game records,
//! refused actions); the helpers the other tests share. Setups, positions,
//! the network file and French: `setup_tests.rs`; every variant in every
//! language: `every_tests.rs`.

use super::Worded;
use crate::kit::i18n::{use_native, Lang};
use tables::backgammon::ids::game_ids::{self, open_ids, open_xgid};
use tables::backgammon::ids::match_id::{self, GameState};
use tables::backgammon::ids::position_id;
use tables::backgammon::notation::parse_game;
use tables::backgammon::{Action, Game, GameSetup, Options, PositionSetup, Record, Variant};
use tables::{Roll, Side};

pub(super) fn english() {
    assert_eq!(use_native(Lang::En), Vec::<String>::new());
}

pub(super) fn french() {
    assert_eq!(use_native(Lang::Fr), Vec::<String>::new());
}

/// The XGID of backgammon's start, White on roll, with each part `i` given
/// (0: the position) replaced by its `v`.
pub(super) fn xgid_with(parts: &[(usize, &str)]) -> String {
    let g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    let x = game_ids::xgid(&g).unwrap();
    let mut p: Vec<String> = x["XGID=".len()..].split(':').map(String::from).collect();
    for &(i, v) in parts {
        p[i] = v.to_string();
    }
    format!("XGID={}", p.join(":"))
}

/// Why the XGID does not open a backgammon game (money play).
pub(super) fn xgid_refused(text: &str) -> String {
    open_xgid(Variant::Backgammon, Options::money(), text)
        .unwrap_err()
        .worded()
}

/// Why the IDs do not open a backgammon game (money play).
pub(super) fn ids_refused(pos: &str, mid: &str) -> String {
    open_ids(Variant::Backgammon, Options::money(), pos, mid)
        .unwrap_err()
        .worded()
}

pub(super) fn notation_refused(text: &str) -> String {
    parse_game(text).unwrap_err().worded()
}

/// Backgammon's start: a side's counts from its own side.
pub(super) const START: [u8; 25] = {
    let mut c = [0u8; 25];
    c[5] = 5;
    c[7] = 3;
    c[12] = 5;
    c[23] = 2;
    c
};

/// The start less a back checker (a pinned one makes the fifteenth).
pub(super) const FOURTEEN: [u8; 25] = {
    let mut c = START;
    c[23] = 1;
    c
};

pub(super) fn from_setup(options: Options, setup: GameSetup) -> String {
    Game::from_setup(Variant::Backgammon, options, setup)
        .unwrap_err()
        .worded()
}

pub(super) fn start_setup() -> GameSetup {
    let position = PositionSetup::new(START, START, 15).validate().unwrap();
    GameSetup::new(position, Side::White)
}

#[test]
fn an_xgid_is_refused_for_what_is_wrong_with_each_part() {
    english();
    let cases = [
        (
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00".to_string(),
            "an XGID has 10 parts separated by “:”, not 5",
        ),
        (
            xgid_with(&[(0, "-b----E-C")]),
            "an XGID's position has 26 characters, not 9",
        ),
        (
            xgid_with(&[(0, "-b-z--E-C---eE---c-e----B-")]),
            "the XGID's position has “z” at character 4, where “-”, A to P or a to p belongs",
        ),
        (
            xgid_with(&[(0, "-b----F-C---eE---c-e----B-")]),
            "White has 16 checkers in the XGID, more than 15",
        ),
        (
            xgid_with(&[(1, "x")]),
            "part 2 of the XGID (the cube's value) is not a whole number",
        ),
        (
            xgid_with(&[(6, "two")]),
            "part 7 of the XGID (Black's score) is not a whole number",
        ),
        (
            xgid_with(&[(9, "")]),
            "part 10 of the XGID (the highest cube) is not a whole number",
        ),
        (
            xgid_with(&[(1, "13")]),
            "the cube's exponent 13 is not from 0 to 12 (a cube of 1 to 4096)",
        ),
        (
            xgid_with(&[(2, "2")]),
            "the cube's owner 2 is not -1, 0 or 1",
        ),
        (xgid_with(&[(3, "0")]), "the turn 0 is not 1 or -1"),
        (
            xgid_with(&[(4, "123")]),
            "the dice part has 3 characters, where D or two digits belong",
        ),
        (
            xgid_with(&[(4, "1")]),
            "the dice part has 1 character, where D or two digits belong",
        ),
        (xgid_with(&[(4, "17")]), "a die shows 1 to 6, not 7"),
        (
            xgid_with(&[(4, "1x")]),
            "the dice part has “x” where a digit belongs",
        ),
        (
            xgid_with(&[(4, "1 ")]),
            "the dice part has “U+0020” where a digit belongs",
        ),
        (
            xgid_with(&[(5, "-1")]),
            "White's score -1 is not from 0 to 32767",
        ),
        (
            xgid_with(&[(5, "5"), (8, "5")]),
            "White's score 5 is not below the match length, 5",
        ),
        (
            xgid_with(&[(7, "2"), (8, "5")]),
            "the Crawford and Jacoby value 2 is above 1 for a match",
        ),
        (
            xgid_with(&[(7, "4")]),
            "the Crawford and Jacoby value 4 is above 3 for money play",
        ),
        (
            xgid_with(&[(8, "65")]),
            "the match length 65 is not from 0 to 64",
        ),
        (
            xgid_with(&[(9, "256")]),
            "the highest cube's exponent 256 is not from 0 to 255",
        ),
    ];
    for (text, said) in cases {
        assert_eq!(xgid_refused(&text), said, "{text}");
    }
}

#[test]
fn an_xgid_read_but_not_playable_says_why() {
    english();
    // a 30-point match: gnubg's IDs hold it, the app plays to 25
    assert_eq!(
        xgid_refused(&xgid_with(&[(8, "30")])),
        "a match is played here to at most 25 points, not 30"
    );
    // a cube of 128 in money play, whose highest cube is 64
    assert_eq!(
        xgid_refused(&xgid_with(&[(1, "7"), (2, "1")])),
        "a cube of 128 is above the maximum of 64"
    );
    assert_eq!(
        xgid_refused(&xgid_with(&[(2, "1")])),
        "a cube of 1 is centred: White cannot own it"
    );
}

#[test]
fn gnubg_ids_are_refused_for_their_length_alphabet_and_fields() {
    english();
    let pid = "4HPwATDgc/ABMA";
    let mid = "cAgAAAAAAAAE";
    assert_eq!(
        ids_refused("4HPwATDgc/AB", mid),
        "a Position ID has 14 characters, this one has 12"
    );
    assert_eq!(
        ids_refused("4HPwATDgc_ABMA", mid),
        "a Position ID is written with A-Z, a-z, 0-9, + and /: “_” at character 10 is not one of them"
    );
    assert_eq!(
        ids_refused("//////////////", mid),
        "the Position ID's bits end before its 50 counts do"
    );
    // sixteen checkers do not fit in the 80 bits
    let mut sixteen = START;
    sixteen[5] = 6;
    assert_eq!(
        ids_refused(&position_id::encode_counts(&START, &sixteen), mid),
        "the Position ID's bits end before its 50 counts do"
    );
    // a checker on the ace point, where the opponent's back checkers are
    let mut shared = START;
    shared[5] = 4;
    shared[0] = 1;
    assert_eq!(
        ids_refused(&position_id::encode_counts(&START, &shared), mid),
        "the Position ID's position is impossible: both players have checkers on point 1 (counted from the player on roll)"
    );
    assert_eq!(
        ids_refused(pid, "cAgAAAAAAAA"),
        "a Match ID has 12 characters, not 11"
    );
    assert_eq!(
        ids_refused(pid, "cAgAAAAAAA-E"),
        "the Match ID has “-” at character 11, which is not a Base64 character (A-Z, a-z, 0-9, + or /)"
    );
    let mut fields = match_id::decode(mid).unwrap();
    fields.game_state = GameState::Over;
    assert_eq!(
        ids_refused(pid, &match_id::encode(&fields).unwrap()),
        "the game in these IDs is over"
    );
}

#[test]
fn a_game_text_is_refused_for_its_alphabet_length_and_actions() {
    english();
    let cases = [
        ("", "the game text is empty"),
        (
            "2.AAgIzxv-AAAAAA",
            "not a backgammon game text of version 1 (it starts “1.”)",
        ),
        (
            "1.AA!Izxv-AAAAAA",
            "“!” at character 5 is not a character of a game record (A-Z, a-z, 0-9, - and _)",
        ),
        (
            "1.A",
            "the game record has a length no record has: it was cut or changed",
        ),
        ("1.AAgIzxv-", "the game record ends in its header"),
        (
            "1.AAgIExv-AAADmIoFA0A",
            "the game record ends before its action 7",
        ),
        (
            "1.mAgIzxv-AAABGIA",
            "the game record's header holds 19, where only 0 to 18 can be",
        ),
        (
            "1.SAgIzxv-AAADmIoFA0A",
            "action 3 of the game record holds 20, where only 0 to 19 can be",
        ),
        (
            "1.AAIIzxv-AAADmIoFA0A",
            "the game's options cannot be played: a raccoon answers a beaver: raccoons need beavers",
        ),
        (
            "1.AEgIzxv-DwOfgAmHA5-ACYBQAAMAAgAAAAA",
            "the game's start cannot be set up: the match is already over at White 3, Black 2",
        ),
        (
            "1.AUgIzxv-DwOfgAmHA5-ACYBQAAMAAIAAAAA",
            "the game's start cannot be set up: the cube is out of play in the Crawford game: it must be 1, centred",
        ),
        (
            "1.EUgIzxv-DwOfgAmHA5-ACYBQAAMAAgAAAAA",
            "the game's start position is impossible",
        ),
        (
            "1.AAgIzxv-AAADmIrFA0A",
            "action 4 of the game record is refused: no beaver now: no beaver is possible here",
        ),
        (
            "1.AUgIzxv-gwOfgAmHA5-ACYBQAAMAAgAAAAA",
            "action 10 of the game record is refused: that action is not possible now: the game waits for nothing more: the match is over",
        ),
        (
            "1.AAgIzxv-AAABGIAA",
            "something follows the game record's last action",
        ),
    ];
    for (text, said) in cases {
        assert_eq!(notation_refused(text), said, "{text}");
    }
}

#[test]
fn a_refused_action_says_what_the_game_waits_for() {
    english();
    let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    let roll = Action::Roll(Roll::new(3, 1).unwrap());
    assert_eq!(
        g.act(roll).unwrap_err().worded(),
        "that action is not possible now: the game waits for the opening roll"
    );
    assert_eq!(
        g.act(Action::Opening { white: 7, black: 1 })
            .unwrap_err()
            .worded(),
        "a die shows 1 to 6, not 7"
    );
    g.act(Action::Opening { white: 3, black: 1 }).unwrap();
    assert_eq!(
        g.act(Action::Double).unwrap_err().worded(),
        "that action is not possible now: the game waits for a play"
    );
    assert_eq!(
        g.act_by(Side::Black, Action::Take).unwrap_err().worded(),
        "it is White's turn to act, not Black's"
    );
    let start = Variant::Backgammon.rules().start();
    assert_eq!(
        g.act(Action::Play(start)).unwrap_err().worded(),
        "that is not a legal way to play this roll"
    );
    let play = *g.legal_plays()[0].after();
    g.act(Action::Play(play)).unwrap();
    g.act(Action::Double).unwrap();
    assert_eq!(
        g.act(roll).unwrap_err().worded(),
        "that action is not possible now: the game waits for the answer to Black's double to 2"
    );
    assert_eq!(
        g.act(Action::Beaver).unwrap_err().worded(),
        "no beaver now: no beaver is possible here"
    );
    // no cube in this session
    let mut o = Options::money();
    o.cube.in_use = false;
    let mut g = Game::new(Variant::Backgammon, o).unwrap();
    g.act(Action::Opening { white: 3, black: 1 }).unwrap();
    let play = *g.legal_plays()[0].after();
    g.act(Action::Play(play)).unwrap();
    assert_eq!(
        g.act(Action::Double).unwrap_err().worded(),
        "no double now: the cube is not used in this game"
    );
}

#[test]
fn a_record_that_does_not_replay_names_its_action_from_one() {
    english();
    let record = |options, actions| Record {
        variant: Variant::Backgammon,
        options,
        start: None,
        actions,
    };
    let r = record(
        Options::money(),
        vec![Action::Roll(Roll::new(6, 5).unwrap())],
    );
    assert_eq!(
        Game::replay(&r).unwrap_err().worded(),
        "action 1 of the record is refused: that action is not possible now: the game waits for the opening roll"
    );
    let r = record(Options::match_to(30), Vec::new());
    assert_eq!(
        Game::replay(&r).unwrap_err().worded(),
        "the start cannot be set up: a match is played to 1 to 25 points, not 30"
    );
}
