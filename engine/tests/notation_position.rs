//! The position notation: examples, round trips over positions met in seeded
//! self-play (and the games they continue), their lengths, and one test per
//! error with its message.

mod notation_common;

use notation_common::states;
use tables::trictrac::notation::{NotationError, Part, PositionError, PositionReadError};
use tables::trictrac::{
    BoardError, BySide, Game, Options, Pavillon, Phase, Position, PositionSetup, Roll, Side,
};

fn syntax(text: &str) -> NotationError {
    text.parse::<PositionSetup>().unwrap_err()
}

fn invalid(text: &str) -> Vec<PositionError> {
    text.parse::<PositionSetup>()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .validate()
        .unwrap_err()
}

/// The one problem of a text, and its message.
fn only(text: &str) -> (PositionError, String) {
    let errors = invalid(text);
    assert_eq!(errors.len(), 1, "{text}: {errors:?}");
    (errors[0], errors[0].to_string())
}

#[test]
fn the_start_is_short_and_reads_back() {
    let p = Position::from_game(&Game::from_position(
        Options::default(),
        tables::trictrac::Board::start(),
        Default::default(),
        Side::White,
        BySide::splat(0),
    ))
    .unwrap();
    assert_eq!(p.to_string(), "1.O994o.w.0-0-0.0-0-0.m");
    assert_eq!(p.setup(), PositionSetup::default());
    assert_eq!("1.O994o.w.0-0-0.0-0-0.m".parse::<Position>().unwrap(), p);
}

#[test]
fn documented_examples_round_trip() {
    for text in [
        "1.O994o.w.0-0-0.0-0-0.m",
        "1.O994o.w65.0-0-1.0-0-0.m",
        "1.M4AA97o.b.0-0-1.0-0-0.m",
        "1.H3Aa1A2BC1a1b2aa3i.w43c.4b-8-9.0-7-8.x.le",
    ] {
        let p: Position = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(p.to_string(), text);
    }
}

#[test]
fn a_rolled_position_continues_in_the_move_or_choose_phase() {
    let p: Position = "1.O994o.w65.0-0-1.0-0-0.m".parse().unwrap();
    let g = p.to_game();
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.current_roll(), Some(Roll::new(6, 5).unwrap()));
    assert!(!g.legal_turns().is_empty());
    assert_eq!(Position::from_game(&g).unwrap(), p);
    let c: Position = "1.H3Aa1A2BC1a1b2aa3i.w43c.4b-8-9.0-7-8.x.le"
        .parse()
        .unwrap();
    assert_eq!(c.to_game().phase(), Phase::Choose);
    assert!(c.options().ecoles);
}

#[test]
fn non_canonical_spellings_are_read_and_written_canonically() {
    // empty runs split differently, dice low first, leading zeros, options out of order
    let p: Position = "1.O45553o.w56.00-0-01.0-0-0.m.el".parse().unwrap();
    assert_eq!(p.to_string(), "1.O994o.w65.0-0-1.0-0-0.m.le");
}

/// Every position met in seeded self-play (varied options, school mode
/// included) writes, reads back equal, and continues as the game did.
#[test]
fn self_play_positions_round_trip_and_continue_the_same_game() {
    let mut lengths = Vec::new();
    for seed in 0..40 {
        let games = states(seed, seed % 2 == 1);
        for (k, g) in games.iter().enumerate() {
            if matches!(g.phase(), Phase::Over | Phase::Primacy) {
                continue;
            }
            let p = Position::from_game(g).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"));
            let text = p.to_string();
            lengths.push(text.len());
            assert!(text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b)));
            let setup: PositionSetup = text.parse().unwrap();
            assert_eq!(setup, p.setup());
            assert_eq!(setup.to_string(), text);
            assert_eq!(setup.validate().unwrap(), p);
            // the game from the position plays the rest of the partie alike
            if k % 37 == 0 {
                let last = games.last().unwrap();
                let mut from = p.to_game();
                for a in &last.actions()[g.actions().len()..] {
                    from.act(*a).unwrap();
                }
                assert_eq!(from.board(), last.board(), "seed {seed} action {k}");
                assert_eq!(from.scoreboard(), last.scoreboard());
                assert_eq!(from.phase(), last.phase());
            }
        }
    }
    let n = lengths.len();
    let mean = lengths.iter().sum::<usize>() as f64 / n as f64;
    let max = *lengths.iter().max().unwrap();
    println!("{n} self-play positions: mean length {mean:.1}, max {max}");
    assert!(mean <= 45.0 && max <= 60, "mean {mean}, max {max}");
}

// ---- syntax errors ----

#[test]
fn empty_text() {
    let e = syntax("");
    assert_eq!(e, NotationError::Empty);
    assert_eq!(e.to_string(), "the position text is empty");
}

#[test]
fn unknown_version() {
    let e = syntax("2.O994o.w.0-0-0.0-0-0.m");
    assert_eq!(e, NotationError::UnknownVersion { found: "2".into() });
    assert_eq!(
        e.to_string(),
        "unknown notation version \"2\" (this version of the game reads version 1)"
    );
}

#[test]
fn missing_part() {
    assert_eq!(syntax("1").to_string(), "the board is missing");
    let e = syntax("1.O994o.w.0-0-0");
    assert_eq!(
        e,
        NotationError::MissingPart {
            part: Part::Score(Side::Black)
        }
    );
    assert_eq!(e.to_string(), "black's score is missing");
}

#[test]
fn empty_part() {
    let e = syntax("1.O994o..0-0-0.0-0-0.m");
    assert_eq!(e, NotationError::EmptyPart { part: Part::Turn });
    assert_eq!(e.to_string(), "the turn is empty");
}

#[test]
fn incomplete_part() {
    let e = syntax("1.O994o.w.0-0.0-0-0.m");
    assert_eq!(
        e,
        NotationError::Incomplete {
            part: Part::Score(Side::White)
        }
    );
    assert_eq!(e.to_string(), "white's score is incomplete");
}

#[test]
fn too_many_parts() {
    let e = syntax("1.O994o.w.0-0-0.0-0-0.m.e.x");
    assert_eq!(e, NotationError::TooManyParts { index: 26 });
    assert_eq!(
        e.to_string(),
        "unexpected text after the position at character 26"
    );
}

#[test]
fn bad_character_with_its_index() {
    let e = syntax("1.O994P.w.0-0-0.0-0-0.m");
    assert_eq!(
        e,
        NotationError::BadCharacter {
            index: 6,
            found: 'P',
            part: Part::Board
        }
    );
    assert_eq!(e.to_string(), "unexpected 'P' at character 6, in the board");
    // indices count characters, not bytes
    let e = syntax("1.O994o.w.0-0-0.0-0-0.é");
    assert_eq!(
        e.to_string(),
        "unexpected 'é' at character 22, in the pavillon"
    );
    let e = syntax("1.O994o.w.0-0-0.0-0-0.m.z");
    assert_eq!(
        e.to_string(),
        "unexpected 'z' at character 24, in the options"
    );
}

#[test]
fn board_of_the_wrong_length() {
    let e = syntax("1.O99o.w.0-0-0.0-0-0.m");
    assert_eq!(e, NotationError::BoardLength { fields: 20 });
    assert_eq!(
        e.to_string(),
        "the checkers describe 20 fields; the board has 24"
    );
    assert_eq!(
        syntax("1.O995o.w.0-0-0.0-0-0.m"),
        NotationError::BoardLength { fields: 25 }
    );
}

#[test]
fn number_too_large() {
    let e = syntax("1.O994o.w.0-0-70000.0-0-0.m");
    assert_eq!(
        e,
        NotationError::NumberTooLarge {
            index: 14,
            part: Part::Score(Side::White)
        }
    );
    assert_eq!(
        e.to_string(),
        "the number at character 14, in white's score, is too large"
    );
}

#[test]
fn repeated_option() {
    let e = syntax("1.O994o.w.0-0-0.0-0-0.m.ses");
    assert_eq!(
        e,
        NotationError::RepeatedOption {
            index: 26,
            option: 's'
        }
    );
    assert_eq!(e.to_string(), "option 's' is given twice (character 26)");
}

#[test]
fn two_stake_methods() {
    let e = syntax("1.O994o.w.0-0-0.0-0-0.m.ot");
    assert_eq!(e, NotationError::ConflictingOptions { index: 25 });
    assert_eq!(
        e.to_string(),
        "two stake methods are given (character 25); choose one"
    );
}

// ---- impossible positions ----

#[test]
fn sixteen_checkers_for_one_side() {
    let (e, msg) = only("1.OA993o.w.0-0-0.0-0-0.m");
    assert_eq!(
        e,
        PositionError::Board(BoardError::TooManyCheckers {
            side: Side::White,
            count: 16
        })
    );
    assert_eq!(msg, "white has 16 checkers on the board (at most 15)");
}

#[test]
fn two_sides_on_one_field() {
    let mut s = PositionSetup::default();
    s.checkers.white[1] = 14;
    s.checkers.white[5] = 1;
    s.checkers.black[1] = 14;
    s.checkers.black[20] = 1;
    let errors = s.validate().unwrap_err();
    assert_eq!(
        errors,
        vec![PositionError::Board(BoardError::SharedField { field: 5 })]
    );
    assert_eq!(
        errors[0].to_string(),
        "both sides have checkers on the same field (white's 5, black's 20)"
    );
}

#[test]
fn checkers_outside_the_board() {
    let mut s = PositionSetup::default();
    s.checkers.black[1] = 14;
    s.checkers.black[0] = 1;
    let errors = s.validate().unwrap_err();
    assert_eq!(
        errors,
        vec![PositionError::Board(BoardError::BadPosition {
            side: Side::Black,
            pos: 0
        })]
    );
    assert_eq!(
        errors[0].to_string(),
        "black has checkers on position 0, outside 1..=24"
    );
}

#[test]
fn single_checker_in_a_rest_corner() {
    let (e, msg) = only("1.N91A92o.w.0-0-0.0-0-0.m");
    assert_eq!(
        e,
        PositionError::Board(BoardError::LoneCheckerInCorner { side: Side::White })
    );
    assert_eq!(
        msg,
        "white has a single checker in his rest corner (it is held by two or more, or empty)"
    );
}

#[test]
fn checker_in_the_opponents_rest_corner() {
    let (e, msg) = only("1.N92A91o.w.0-0-0.0-0-0.m");
    assert_eq!(
        e,
        PositionError::Board(BoardError::InOpponentsCorner { side: Side::White })
    );
    assert_eq!(msg, "white has checkers in the opponent's rest corner");
}

#[test]
fn all_checkers_borne_off() {
    let (e, msg) = only("1.995o.w.0-0-0.0-0-0.m");
    assert_eq!(e, PositionError::AllCheckersOff { side: Side::White });
    assert_eq!(
        msg,
        "white has borne off all 15 checkers, which ends the relevé: put the checkers back on the talons"
    );
}

#[test]
fn odd_points() {
    let (e, msg) = only("1.O994o.w.3b-0-0.0-0-0.m");
    assert_eq!(
        e,
        PositionError::OddPoints {
            side: Side::White,
            points: 3
        }
    );
    assert_eq!(msg, "white has 3 points; points come in even numbers");
}

#[test]
fn twelve_points_or_more() {
    let (e, msg) = only("1.O994o.w.0-0-0.12b-0-0.m");
    assert_eq!(
        e,
        PositionError::PointsTooHigh {
            side: Side::Black,
            points: 12
        }
    );
    assert_eq!(
        msg,
        "black has 12 points; 12 points make a hole, so a chip shows at most 10"
    );
}

#[test]
fn twelve_holes_or_more() {
    let (e, msg) = only("1.O994o.w.0-12-0.0-0-0.m");
    assert_eq!(
        e,
        PositionError::HolesTooHigh {
            side: Side::White,
            holes: 12
        }
    );
    assert_eq!(
        msg,
        "white has 12 holes; 12 holes win the partie, so a partie in play has at most 11"
    );
}

#[test]
fn both_en_bredouille() {
    let (e, msg) = only("1.O994o.w.4b-0-0.2b-0-0.m");
    assert_eq!(e, PositionError::BothBredouille);
    assert_eq!(
        msg,
        "both sides are en bredouille; scoring always clears the other side's bredouille"
    );
}

#[test]
fn points_alone_without_bredouille() {
    let (e, msg) = only("1.O994o.w.0-0-0.6-0-0.m");
    assert_eq!(
        e,
        PositionError::PointsWithoutBredouille { side: Side::Black }
    );
    assert_eq!(
        msg,
        "black has points and white none, so black scored them uninterrupted and must be en bredouille"
    );
}

#[test]
fn pavillon_inconsistent_with_holes() {
    let (e, msg) = only("1.O994o.w.0-1-0.0-2-0.m");
    assert_eq!(
        e,
        PositionError::PavillonInconsistent {
            pavillon: Pavillon::Middle,
            holes: BySide::new(1, 2)
        }
    );
    assert_eq!(
        msg,
        "the pavillon is in the middle hole but white has 1 holes and black 2: once both have holes, the pavillon has been taken or set aside"
    );
    let (_, msg) = only("1.O994o.w.0-3-0.0-0-0.b");
    assert_eq!(
        msg,
        "the pavillon is taken by black but white has 3 holes and black 0: the pavillon is taken by interrupting the other's holes, so both have holes"
    );
    let (_, msg) = only("1.O994o.w.0-0-0.0-0-0.x");
    assert_eq!(
        msg,
        "the pavillon is set aside but white has 0 holes and black 0: the pavillon is set aside after both have won holes"
    );
}

#[test]
fn dice_out_of_range() {
    let errors = invalid("1.O994o.w70.0-0-1.0-0-0.m");
    assert_eq!(
        errors,
        vec![
            PositionError::DieOutOfRange { die: 7 },
            PositionError::DieOutOfRange { die: 0 }
        ]
    );
    assert_eq!(errors[0].to_string(), "a die shows 1 to 6, not 7");
}

#[test]
fn dice_rolled_but_no_roll_counted() {
    let (e, msg) = only("1.O994o.w65.0-0-0.0-0-0.m");
    assert_eq!(e, PositionError::RollNotCounted { side: Side::White });
    assert_eq!(
        msg,
        "white has rolled the dice but has no roll counted in this relevé"
    );
}

#[test]
fn rolls_that_do_not_alternate() {
    let (e, msg) = only("1.O994o.w.0-0-2.0-0-0.m");
    assert_eq!(
        e,
        PositionError::RollsOutOfTurn {
            to_play: Side::White,
            rolls: BySide::new(2, 0),
            rolled: false
        }
    );
    assert_eq!(
        msg,
        "white has rolled 2 times in this relevé and black 0, which cannot be when white is to roll"
    );
    let (_, msg) = only("1.O994o.b65.0-0-3.0-0-1.m");
    assert_eq!(
        msg,
        "white has rolled 3 times in this relevé and black 1, which cannot be when black has just rolled"
    );
}

#[test]
fn choice_without_a_roll() {
    let s = PositionSetup {
        choosing: true,
        holes: BySide::new(1, 0),
        ..PositionSetup::default()
    };
    let errors = s.validate().unwrap_err();
    assert_eq!(errors, vec![PositionError::ChoiceWithoutRoll]);
    assert_eq!(
        errors[0].to_string(),
        "a choice tenir / s'en aller is pending, but no dice have been rolled"
    );
}

#[test]
fn choice_without_a_hole() {
    let (e, msg) = only("1.O994o.w65c.0-0-1.0-0-0.m");
    assert_eq!(e, PositionError::ChoiceWithoutHole { side: Side::White });
    assert_eq!(
        msg,
        "white must choose tenir or s'en aller, which follows a hole won, but has no hole"
    );
}

#[test]
fn before_the_primacy_there_is_no_position() {
    let errors = Position::from_game(&Game::new(Options::default())).unwrap_err();
    assert_eq!(errors, vec![PositionError::NotStarted]);
    assert_eq!(
        errors[0].to_string(),
        "the partie has not started: the primacy is still to be rolled"
    );
}

#[test]
fn every_problem_is_reported_at_once() {
    let text = "1.OA993o.w75c.3-12-0.14b-0-0.x";
    let errors = invalid(text);
    assert_eq!(
        errors,
        vec![
            PositionError::Board(BoardError::TooManyCheckers {
                side: Side::White,
                count: 16
            }),
            PositionError::OddPoints {
                side: Side::White,
                points: 3
            },
            PositionError::HolesTooHigh {
                side: Side::White,
                holes: 12
            },
            PositionError::PointsTooHigh {
                side: Side::Black,
                points: 14
            },
            PositionError::PavillonInconsistent {
                pavillon: Pavillon::Aside,
                holes: BySide::new(12, 0)
            },
            PositionError::DieOutOfRange { die: 7 },
            PositionError::RollNotCounted { side: Side::White },
        ]
    );
    let read = text.parse::<Position>().unwrap_err();
    assert!(matches!(read, PositionReadError::Invalid(ref e) if e.len() == 7));
    assert!(read
        .to_string()
        .starts_with("white has 16 checkers on the board (at most 15); white has 3 points"));
}

#[test]
fn no_choice_on_the_roll_that_bears_off_the_last_checkers() {
    // White's last checker on his 24, Black's fifteen on his 2; White rolls 6-5
    let (e, msg) = only("1.994oA.w65c.0b-1-3.0-0-3.m");
    assert_eq!(e, PositionError::ChoiceOnSortie { side: Side::White });
    assert_eq!(
        msg,
        "white's roll bears off his last checkers, which ends the relevé: there is no tenir / s'en aller to choose"
    );
    // the same roll without the pending choice is fine
    assert!("1.994oA.w65.0b-1-3.0-0-3.m".parse::<Position>().is_ok());
}

#[test]
fn checkers_moved_without_a_roll_in_the_releve() {
    let (e, msg) = only("1.M4AA97o.b.0-0-0.0-0-0.m");
    assert_eq!(e, PositionError::MovedWithoutRolling { side: Side::White });
    assert_eq!(
        msg,
        "white has made no roll in this relevé, yet not all his checkers are on his talon"
    );
}
