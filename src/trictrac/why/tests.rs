//! The engine's reasons worded: real errors made by feeding the engine bad
//! texts (positions, game records) and refused actions, their English and
//! French words (every variant in every language: `every_tests.rs`).

use crate::kit::i18n::{use_native, Lang, Worded};
use crate::trictrac::persist;
use tables::trictrac::notation::{
    format_game, parse_game, GameNotationError, Position, PositionReadError, PositionSetup,
};
use tables::trictrac::{BySide, Choice, Count, Game, Options, Phase, Roll, Turn};

fn english() {
    assert!(use_native(Lang::En).is_empty());
}

/// Why a position text is refused.
fn position(text: &str) -> PositionReadError {
    text.parse::<Position>().map(|_| ()).unwrap_err()
}

/// Why a game text is refused.
fn game(text: &str) -> GameNotationError {
    parse_game(text).map(|_| ()).unwrap_err()
}

/// Why a position set up field by field is impossible.
fn invalid(setup: &PositionSetup) -> PositionReadError {
    PositionReadError::Invalid(setup.validate().map(|_| ()).unwrap_err())
}

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// A game record written bit by bit (`(width, value)` pairs, as the game
/// notation lays them out): the bits up to a whole byte, six to a character.
fn record(parts: &[(u32, u32)]) -> String {
    let mut bits: Vec<bool> = Vec::new();
    for &(width, value) in parts {
        bits.extend((0..width).rev().map(|i| value >> i & 1 == 1));
    }
    while !bits.len().is_multiple_of(8) {
        bits.push(false);
    }
    format!("1.{}", characters(&bits))
}

fn characters(bits: &[bool]) -> String {
    bits.chunks(6)
        .map(|c| {
            let v = (0..6).fold(0usize, |v, i| v << 1 | usize::from(c.get(i) == Some(&true)));
            char::from(ALPHABET[v])
        })
        .collect()
}

fn bits_of(text: &str) -> Vec<bool> {
    text.bytes()
        .flat_map(|b| {
            let v = ALPHABET.iter().position(|&a| a == b).unwrap();
            (0..6).rev().map(move |i| v >> i & 1 == 1)
        })
        .collect()
}

/// A whole partie played to its end: the dice from a small generator, the
/// first legal turn, tenir.
fn finished_partie() -> Game {
    let mut g = Game::new(Options::default()).without_log();
    let mut seed: u32 = 12_345;
    let mut die = move || {
        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        (seed >> 16) as u8 % 6 + 1
    };
    while g.phase() != Phase::Over {
        match g.phase() {
            Phase::Primacy => {
                g.primacy(die(), die()).unwrap();
            }
            Phase::Roll => g.roll(Roll::new(die(), die()).unwrap()).unwrap(),
            Phase::Choose => g.choose(Choice::Tenir).unwrap(),
            Phase::Move => {
                let t = g.legal_turns()[0];
                g.play(&t).unwrap();
            }
            Phase::Over => unreachable!(),
        }
    }
    g
}

#[test]
fn a_position_badly_written_says_where_in_english() {
    english();
    let cases = [
        ("", "the position text is empty"),
        (
            "2.O994o.w.0-0-0.0-0-0.m",
            "unknown notation version \"2\" (this version of the game reads version 1)",
        ),
        ("1.O994o.w.0-0-0", "Black's score is missing"),
        ("1.O994o.w", "White's score is missing"),
        ("1.O994o..0-0-0.0-0-0.m", "nothing is written for the turn"),
        ("1.O994o.w.0-0.0-0-0.m", "White's score is incomplete"),
        (
            "1.O994o.w.0-0-0.0-0-0.m.e.x",
            "unexpected text after the position at character 27",
        ),
        (
            "1.O994P.w.0-0-0.0-0-0.m",
            "unexpected \"P\" at character 7, in the board",
        ),
        (
            "1.O994o.w.0-0-0.0-0-0.é",
            "unexpected \"é\" at character 23, in the pavillon",
        ),
        (
            "1.O994o.w.0-0-0.0-0-0.m.z",
            "unexpected \"z\" at character 25, in the options",
        ),
        (
            "1.O99o.w.0-0-0.0-0-0.m",
            "the checkers describe 20 fields; the board has 24",
        ),
        (
            "1.O994o.w.0-0-70000.0-0-0.m",
            "the number at character 15, in White's score, is too large",
        ),
        (
            "1.O994o.w.0-0-0.0-0-0.m.ses",
            "option \"s\" is given twice (character 27)",
        ),
        (
            "1.O994o.w.0-0-0.0-0-0.m.ot",
            "two stake methods are given (character 26); choose one",
        ),
    ];
    for (text, words) in cases {
        assert_eq!(position(text).worded(), words, "{text:?}");
    }
}

#[test]
fn an_impossible_position_says_every_problem_in_english() {
    english();
    let cases = [
        (
            "1.OA993o.w.0-0-0.0-0-0.m",
            "White has 16 checkers on the board (at most 15)",
        ),
        (
            "1.N91A92o.w.0-0-0.0-0-0.m",
            "White has a single checker in his rest corner (it is held by two or more, or empty)",
        ),
        (
            "1.N92A91o.w.0-0-0.0-0-0.m",
            "White has checkers in the opponent's rest corner",
        ),
        (
            "1.995o.w.0-0-0.0-0-0.m",
            "White has borne off all 15 checkers, which ends the relevé: put the checkers back on the talons",
        ),
        (
            "1.O994o.w.3b-0-0.0-0-0.m",
            "White has 3 points; points come in even numbers",
        ),
        (
            "1.O994o.w.0-0-0.12b-0-0.m",
            "Black has 12 points; 12 points make a hole, so a chip shows at most 10",
        ),
        (
            "1.O994o.w.0-12-0.0-0-0.m",
            "White has 12 holes; 12 holes win the partie, so a partie in play has at most 11",
        ),
        (
            "1.O994o.w.4b-0-0.2b-0-0.m",
            "both sides are en bredouille; scoring always clears the other side's bredouille",
        ),
        (
            "1.O994o.w.0-0-0.6-0-0.m",
            "Black has points and White none, so Black scored them uninterrupted and must be en bredouille",
        ),
        (
            "1.O994o.w.0-1-0.0-2-0.m",
            "the pavillon is in the middle hole, but White has 1 hole and Black 2: once both have holes, the pavillon has been taken or set aside",
        ),
        (
            "1.O994o.w.0-0-0.0-3-0.b",
            "the pavillon is taken by Black, but White has 0 holes and Black 3: the pavillon is taken by interrupting the other's holes, so both have holes",
        ),
        (
            "1.O994o.w.0-0-0.0-0-0.x",
            "the pavillon is set aside, but White has 0 holes and Black 0: the pavillon is set aside after both have won holes",
        ),
        (
            "1.O994o.w.0-0-1.0-0-0.m",
            "White has rolled once in this relevé and Black 0 times, which cannot be when White is to roll",
        ),
        (
            "1.O994o.w65.0-0-0.0-0-0.m",
            "White has rolled the dice but has no roll counted in this relevé",
        ),
        (
            "1.O994o.w65c.0-0-1.0-0-0.m",
            "White must choose tenir or s'en aller, which follows a hole won, but has no hole",
        ),
        // several problems, in the order the engine found them
        (
            "1.O994o.w.3-0-0.0-0-0.w",
            "White has 3 points; points come in even numbers; \
             White has points and Black none, so White scored them uninterrupted and must be en bredouille; \
             the pavillon is taken by White, but White has 0 holes and Black 0: the pavillon is taken by interrupting the other's holes, so both have holes",
        ),
    ];
    for (text, words) in cases {
        assert_eq!(position(text).worded(), words, "{text:?}");
    }
    // what the notation cannot write: two sides on a field, a checker off the board
    let mut s = PositionSetup::default();
    s.checkers.white[1] = 14;
    s.checkers.white[5] = 1;
    s.checkers.black[1] = 14;
    s.checkers.black[20] = 1;
    assert_eq!(
        invalid(&s).worded(),
        "both sides have checkers on the same field (White's 5, Black's 20)"
    );
    let mut s = PositionSetup::default();
    s.checkers.black[1] = 14;
    s.checkers.black[0] = 1;
    assert_eq!(
        invalid(&s).worded(),
        "Black has checkers on position 0, outside 1 to 24"
    );
    let s = PositionSetup {
        dice: Some([7, 2]),
        rolls: BySide::new(1, 0),
        ..PositionSetup::default()
    };
    assert_eq!(invalid(&s).worded(), "a die shows 1 to 6, not 7");
    let s = PositionSetup {
        choosing: true,
        ..PositionSetup::default()
    };
    assert_eq!(
        invalid(&s).worded(),
        "a choice tenir / s'en aller is pending, but no dice have been rolled; \
         White must choose tenir or s'en aller, which follows a hole won, but has no hole"
    );
    assert_eq!(
        position("1.M4AA97o.b.0-0-0.0-0-0.m").worded(),
        "White has made no roll in this relevé, yet not all his checkers are on his talon"
    );
    // a partie not started has no position
    let e = Position::from_game(&Game::new(Options::default())).unwrap_err();
    assert_eq!(
        PositionReadError::Invalid(e).worded(),
        "the partie has not started: the primacy is still to be rolled"
    );
}

#[test]
fn a_game_record_refused_says_why_in_english() {
    english();
    let cases = [
        ("", "the game text is empty"),
        (
            "7.AAAA",
            "unknown game notation version \"7\" (this version of the game reads version 1)",
        ),
        ("1.AA*A", "unexpected \"*\" at character 5 of the game"),
        (
            "1.AAAAA",
            "the game text is cut or altered (its length or last character is wrong)",
        ),
        ("1.AA", "the game text ends in the middle of its header"),
        ("1.AAANmg", "the game text ends in the middle of action 2"),
        ("1.AAANmgAA", "the game text goes on after its last action"),
        (
            "1.AAAA~1.O994o.w.3b-0-0.0-0-0.m",
            "in the starting position, White has 3 points; points come in even numbers",
        ),
        (
            "1.AAAA~1.O994o.w.0-0-0",
            "in the starting position, Black's score is missing",
        ),
    ];
    for (text, words) in cases {
        assert_eq!(game(text).worded(), words, "{text:?}");
    }
    // values out of range: the options, the primacy dice, a roll, a marked count
    let header = |n: u32| [(5, 0), (1, 0), (16, n)];
    assert_eq!(
        game(&record(&[(5, 0b01100), (1, 0), (16, 0)])).worded(),
        "the options in the header have code 3, but only 0 to 2 are possible"
    );
    let mut parts = header(1).to_vec();
    parts.push((6, 40));
    assert_eq!(
        game(&record(&parts)).worded(),
        "action 1: the primacy dice have code 40, but only 0 to 35 are possible"
    );
    let mut parts = header(2).to_vec();
    parts.extend([(6, 6 * 4 + 1), (5, 25)]);
    assert_eq!(
        game(&record(&parts)).worded(),
        "action 2: a roll has code 25, but only 0 to 20 are possible"
    );
    let parts = [(5, 1), (1, 1), (16, 2), (6, 6 * 4 + 1), (5, 0), (6, 60)];
    assert_eq!(
        game(&record(&parts)).worded(),
        "action 2: a marked count has code 60, but only 0 to 51 are possible"
    );
    // a finished partie's record claiming one action more
    let g = finished_partie();
    let text = format_game(&g).unwrap();
    let mut bits = bits_of(&text[2..]);
    let n = g.actions().len() as u32 + 1;
    for i in 0..16 {
        bits[6 + i] = n >> (15 - i) & 1 == 1;
    }
    assert_eq!(
        game(&format!("1.{}", characters(&bits))).worded(),
        format!(
            "action {n} cannot be replayed: that action is not possible now (the partie is over)"
        )
    );
    // too long to be written
    let mut g = Game::new(Options::default()).without_log();
    for _ in 0..65_536 {
        g.primacy(3, 3).unwrap();
    }
    assert_eq!(
        format_game(&g).unwrap_err().worded(),
        "the game has 65536 actions; a record holds at most 65,535"
    );
}

#[test]
fn a_refused_action_says_why_in_english() {
    english();
    let mut g = Game::new(Options::default());
    let roll = Roll::new(6, 5).unwrap();
    assert_eq!(
        g.roll(roll).unwrap_err().worded(),
        "that action is not possible now (the game waits for the primacy)"
    );
    assert_eq!(
        g.primacy(7, 2).unwrap_err().worded(),
        "a die shows 1 to 6, not 7"
    );
    g.primacy(5, 2).unwrap();
    assert_eq!(
        g.primacy(5, 2).unwrap_err().worded(),
        "that action is not possible now (the game waits for a roll)"
    );
    assert_eq!(
        g.roll_marked(roll, Some(Count::claimed(3)))
            .unwrap_err()
            .worded(),
        "points are counted in even numbers up to 100; 3 is not a possible count"
    );
    let mut other = g.clone();
    g.roll(roll).unwrap();
    assert_eq!(
        g.roll(roll).unwrap_err().worded(),
        "that action is not possible now (the game waits for a move)"
    );
    other.roll(Roll::new(2, 1).unwrap()).unwrap();
    let foreign = g.legal_turns()[0];
    let e = other.play(&foreign).unwrap_err();
    assert_eq!(e.worded(), "that is not a legal way to play this roll");
}

#[test]
fn the_reasons_in_french() {
    assert!(use_native(Lang::Fr).is_empty());
    let nb = '\u{a0}';
    assert_eq!(
        position("1.O994P.w.0-0-0.0-0-0.m").worded(),
        "« P » inattendu au caractère 7, dans le tablier"
    );
    assert_eq!(
        position("1.O994o.w.0-0-0").worded(),
        "il manque la marque de Noir"
    );
    assert_eq!(
        position("1.O994o.w.0-0.0-0-0.m").worded(),
        "la marque de Blanc est incomplète"
    );
    assert_eq!(
        position("1.O994o.w.3-0-0.0-0-0.w").worded(),
        format!(
            "Blanc a 3 points{nb}; les points se comptent toujours en nombres pairs{nb}; \
             Blanc a des points et Noir aucun{nb}: Blanc les a donc marqués sans être interrompu \
             et doit être en bredouille{nb}; le pavillon est pris par Blanc, mais Blanc a 0 trou \
             et Noir 0{nb}: on prend le pavillon en interrompant les trous de l'autre, les deux \
             camps ont donc des trous"
        )
    );
    assert_eq!(
        position("1.O994o.w.0-0-1.0-0-0.m").worded(),
        "Blanc a lancé les dés une fois dans ce relevé et Noir 0 fois, ce qui ne se peut pas \
         quand Blanc doit les lancer"
    );
    assert_eq!(
        game("1.AA").worded(),
        "le texte de la partie s'arrête au milieu de son en-tête"
    );
    assert_eq!(
        game("1.AAAA~1.O994o.w.0-0-0.0-0-0.x").worded(),
        format!(
            "dans la position de départ, le pavillon est mis de côté, mais Blanc a 0 trou et \
             Noir 0{nb}: on ne met le pavillon de côté qu'une fois que les deux camps ont gagné \
             des trous"
        )
    );
    let mut g = Game::new(Options::default());
    g.primacy(5, 2).unwrap();
    assert_eq!(
        g.primacy(5, 2).unwrap_err().worded(),
        "cette action n'est pas possible maintenant (le jeu attend un lancer de dés)"
    );
}

/// The sentences of the screens that carry a reason: a pasted text or a
/// save refused, a refused action.
#[test]
fn the_screens_sentences_carry_the_reason() {
    english();
    assert_eq!(
        persist::import("1.O994o.w.3b-0-0.0-0-0.m").unwrap_err(),
        "This position cannot be read: White has 3 points; points come in even numbers"
    );
    assert_eq!(
        persist::import("#g=1.AAANmg").unwrap_err(),
        "This game record cannot be read: the game text ends in the middle of action 2"
    );
    assert_eq!(
        persist::open("#p=1.O994o.w.0-0-0", None).message.as_deref(),
        Some("The address holds a position that cannot be read: Black's score is missing")
    );
    assert_eq!(
        persist::open("", Some("1.AA*A")).message.as_deref(),
        Some(
            "Your saved game could not be restored (unexpected \"*\" at character 5 of the game). \
             It is kept aside in this browser; a new partie starts."
        )
    );
    let mut g = Game::new(Options::default());
    g.primacy(5, 2).unwrap();
    g.roll(Roll::new(6, 5).unwrap()).unwrap();
    let e = g.play(&Turn::EMPTY).unwrap_err();
    assert_eq!(
        tk!(key("tt-action-refused"), reason = e.worded()),
        "Refused: that is not a legal way to play this roll."
    );
    assert!(use_native(Lang::Fr).is_empty());
    let nb = '\u{a0}';
    assert_eq!(
        tk!(key("tt-action-refused"), reason = e.worded()),
        format!("Refusé{nb}: ce n'est pas une façon permise de jouer ce coup.")
    );
    assert_eq!(
        persist::import("1.O994o.w.0-0-0.0-0-0.m.ot").unwrap_err(),
        format!(
            "Cette position est illisible{nb}: deux façons de compter l'enjeu sont données \
             (caractère 26){nb}; choisissez-en une"
        )
    );
}
