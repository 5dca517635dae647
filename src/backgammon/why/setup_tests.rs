//! The engine's reasons worded: options and setups that cannot start a
//! game, impossible positions and position texts, the network file, the
//! screens' sentences, and French.

use super::tests::{
    english, french, from_setup, ids_refused, notation_refused, start_setup, xgid_refused,
    xgid_with, FOURTEEN, START,
};
use super::Worded;
use tables::backgammon::bot::net::Net;
use tables::backgammon::cube::{Cube, CubeLimit, CubeOwner};
use tables::backgammon::position_text;
use tables::backgammon::{
    Action, BySide, Game, GameSetup, Options, Player, PositionSetup, Variant,
};
use tables::{Roll, Side};

#[test]
fn options_and_setups_that_cannot_start_a_game() {
    english();
    let new = |o| Game::new(Variant::Backgammon, o).unwrap_err().worded();
    assert_eq!(
        new(Options::match_to(30)),
        "a match is played to 1 to 25 points, not 30"
    );
    let mut o = Options::money();
    o.cube.max = CubeLimit::UpTo(3);
    assert_eq!(
        new(o),
        "the highest cube is a power of two from 1 to 4096, not 3"
    );
    let mut o = Options::money();
    o.cube.beavers = false;
    o.cube.raccoons = true;
    assert_eq!(new(o), "a raccoon answers a beaver: raccoons need beavers");

    let hyper = GameSetup::new(Variant::Hypergammon(3).rules().start(), Side::White);
    assert_eq!(
        from_setup(Options::money(), hyper),
        "the position has 3 checkers a side; the game has 15"
    );
    let won = PositionSetup::new([0; 25], START, 15).validate().unwrap();
    assert_eq!(
        from_setup(Options::money(), GameSetup::new(won, Side::White)),
        "the player on roll has already borne off all his checkers"
    );
    let mut o = Options::money();
    o.cube.max = CubeLimit::UpTo(4);
    let cube = Cube::new(8, CubeOwner::Side(Side::Black)).unwrap();
    assert_eq!(
        from_setup(
            o,
            GameSetup {
                cube,
                ..start_setup()
            }
        ),
        "a cube of 8 is above the maximum of 4"
    );
    assert_eq!(
        from_setup(
            Options::money(),
            GameSetup {
                stake: 0,
                ..start_setup()
            }
        ),
        "the stake multiplier is at least 1"
    );
    assert_eq!(
        from_setup(
            Options::match_to(5),
            GameSetup {
                score: BySide::new(5, 3),
                ..start_setup()
            }
        ),
        "the match is already over at White 5, Black 3"
    );
    assert_eq!(
        from_setup(
            Options::match_to(5),
            GameSetup {
                crawford: true,
                ..start_setup()
            }
        ),
        "a Crawford game needs a match with the Crawford rule and exactly one player one point from winning"
    );
    assert_eq!(
        Cube::new(3, CubeOwner::Centred).unwrap_err().worded(),
        "a cube shows a power of two from 1 to 4096, not 3"
    );
    assert_eq!(
        Cube::new(1, CubeOwner::Side(Side::Black))
            .unwrap_err()
            .worded(),
        "a cube of 1 is centred: Black cannot own it"
    );
}

#[test]
fn impossible_positions_and_unreadable_position_texts() {
    english();
    assert_eq!(
        PositionSetup::new(START, START, 16)
            .validate()
            .unwrap_err()
            .worded(),
        "a side has 1 to 15 checkers, not 16"
    );
    let mut many = START;
    many[0] = 2;
    assert_eq!(
        PositionSetup::new(START, many, 15)
            .validate()
            .unwrap_err()
            .worded(),
        "the opponent has 17 checkers on the board, more than the game's 15"
    );
    let mut one = [0u8; 25];
    one[0] = 1;
    let mut other = [0u8; 25];
    other[23] = 1;
    assert_eq!(
        PositionSetup::new(one, other, 15)
            .validate()
            .unwrap_err()
            .worded(),
        "both players have checkers on point 1 (counted from the player on roll)"
    );
    assert_eq!(
        PositionSetup::new(FOURTEEN, START, 15)
            .pin(Player::OnRoll, 5)
            .validate()
            .unwrap_err()
            .worded(),
        "the player on roll's pinned checker on his point 5 is not alone under opposing checkers"
    );
    let read = |text: &str| position_text::parse(text).unwrap_err().worded();
    let start = "1a1a1E1C3eE3c1e4B";
    let cases = [
        (
            "x".to_string(),
            "a position text is 1.<variant>.<points>.<bars>.<reserves>, then .p<pins> if a checker is pinned",
        ),
        (
            format!("1.nosuch.{start}.0-0.0-0"),
            "“nosuch” is not a rule set's name",
        ),
        (
            "1.backgammon.1a1a1E1C3eE3c1e4!.0-0.0-0".to_string(),
            "“!” at character 17 of the points is not a count (A-O, a-o, 1-9)",
        ),
        (
            "1.backgammon.9.0-0.0-0".to_string(),
            "the points describe 9 points, not 24",
        ),
        (
            format!("1.backgammon.{start}.x.0-0"),
            "the bars and reserves are two numbers up to 15, like 1-0",
        ),
        (
            format!("1.backgammon.{start}.0-0.0-0.p3"),
            "Backgammon has no pinned checkers",
        ),
        (
            format!("1.plakoto.{start}.0-0.0-0.pz"),
            "the pins are p then increasing points 1 to 24 holding checkers, separated by -, like p3-20",
        ),
        (
            "1.backgammon.OO994.0-0.0-0".to_string(),
            "the player on roll has 30 checkers on the board, more than the game's 15",
        ),
    ];
    for (text, said) in cases {
        assert_eq!(read(&text), said, "{text}");
    }
}

#[test]
fn a_network_file_that_cannot_be_read() {
    english();
    let read = |bytes: &[u8]| Net::from_bytes(bytes).unwrap_err().worded();
    assert_eq!(
        read(b"XXXXXXXX"),
        "not a network file (it does not begin with TBNN)"
    );
    assert_eq!(read(b"TBNN"), "the network file is cut short");
    assert_eq!(
        read(b"TBNN\x09\x00"),
        "the network file is of version 9; this program reads version 1"
    );
    assert_eq!(
        read(b"TBNN\x01\x00\x03abc"),
        "the network file is for an unknown rule set, “abc”"
    );
    assert_eq!(
        read(b"TBNN\x01\x00\x0abackgammon\x10\x00\x02\x00\x03\x00"),
        "the network has 16 inputs, 2 hidden units and 3 outputs; this program needs 203 inputs, 1 to 1024 hidden units and 5 outputs"
    );
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/engine/weights/backgammon.net");
    let file = std::fs::read(path).unwrap();
    assert!(Net::from_bytes(&file).is_ok());
    let mut longer = file.clone();
    longer.extend([0, 0, 0]);
    assert_eq!(read(&longer), "3 bytes follow the network's weights");
    // the first weight, after the header and the count of games trained
    let mut nan = file;
    let at = 4 + 2 + 1 + "backgammon".len() + 6 + 8;
    nan[at..at + 4].copy_from_slice(&f32::NAN.to_le_bytes());
    assert_eq!(read(&nan), "a network weight is not a finite number");
}

#[test]
fn the_screens_say_the_reason_in_their_sentences() {
    english();
    let x = xgid_with(&[(1, "13")]);
    let o = crate::backgammon::save::open("backgammon", &format!("x={x}"), None);
    assert_eq!(
        o.message.as_deref(),
        Some("The address holds a position that cannot be read: the cube's exponent 13 is not from 0 to 12 (a cube of 1 to 4096)")
    );
    let o = crate::backgammon::save::open("backgammon", "", Some("1.A"));
    assert_eq!(
        o.message.as_deref(),
        Some("Your saved game could not be restored (the game record has a length no record has: it was cut or changed). It is kept aside in this browser; a new game starts.")
    );
    french();
    assert_eq!(
        crate::backgammon::share::open_pasted("backgammon", "1.A").unwrap_err(),
        "Ce n'est ni deux identifiants gnubg, ni un XGID, ni une partie\u{a0}: l'enregistrement de la partie a une longueur qu'aucun enregistrement n'a\u{a0}: il a été coupé ou modifié"
    );
    assert_eq!(
        crate::backgammon::share::open_pasted("backgammon", &x).unwrap_err(),
        "l'exposant du videau, 13, n'est pas compris entre 0 et 12 (un videau de 1 à 4096)"
    );
}

#[test]
fn french_says_the_reasons_in_its_own_words() {
    french();
    assert_eq!(
        xgid_refused(&xgid_with(&[(0, "-b----F-C---eE---c-e----B-")])),
        "Blanc a 16 dames dans le XGID, plus de 15"
    );
    assert_eq!(
        ids_refused("4HPwATDgc_ABMA", "cAgAAAAAAAAE"),
        "un Position ID s'écrit avec A-Z, a-z, 0-9, + et /\u{a0}: «\u{a0}_\u{a0}» au caractère 10 n'en fait pas partie"
    );
    assert_eq!(
        notation_refused("1.AAgIzxv-AAADmIrFA0A"),
        "l'action 4 de l'enregistrement de la partie est refusée\u{a0}: pas de beaver maintenant\u{a0}: aucun beaver n'est possible ici"
    );
    let hyper = GameSetup::new(Variant::Hypergammon(3).rules().start(), Side::White);
    assert_eq!(
        from_setup(Options::money(), hyper),
        "la position a 3 dames par camp\u{a0}; le jeu en a 15"
    );
    let mut g = Game::new(Variant::Backgammon, Options::money()).unwrap();
    assert_eq!(
        g.act(Action::Roll(Roll::new(3, 1).unwrap()))
            .unwrap_err()
            .worded(),
        "cette action n'est pas possible maintenant\u{a0}: la partie attend le premier jet"
    );
    assert_eq!(
        Game::new(Variant::Backgammon, Options::match_to(30))
            .unwrap_err()
            .worded(),
        "un match se joue en 1 à 25 points, pas en 30"
    );
    assert_eq!(
        PositionSetup::new(START, FOURTEEN, 15)
            .pin(Player::Opponent, 7)
            .validate()
            .unwrap_err()
            .worded(),
        "la dame prise de l'adversaire sur son point 7 n'est pas seule sous des dames adverses"
    );
}
