//! The words of a backgammon-family game in the language on screen: why
//! a move is refused, and each line of the log (pure functions of the
//! catalogue `locales/<code>/backgammon.ftl`, tested natively).

use crate::kit::i18n::t;
use tables::backgammon::explain::Refusal;
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::rules::{Capture, Opening, RuleSet};
use tables::backgammon::{CubeAction, EndKind, Event, GameResult, Move, Part, PlayNote};
use tables::Side;

/// A side's name.
pub fn side_name(s: Side) -> String {
    match s {
        Side::White => t("bg-white"),
        Side::Black => t("bg-black"),
    }
}

/// Why a move is refused, as one sentence.
pub fn refusal(r: Refusal) -> String {
    match r {
        Refusal::NoDiceLeft => t("bg-refused-no-dice-left"),
        Refusal::NoSuchNumber => t("bg-refused-no-such-number"),
        Refusal::NoChecker => t("bg-refused-no-checker"),
        Refusal::EnterFirst => t("bg-refused-enter-first"),
        Refusal::EnterAllFirst => t("bg-refused-enter-all-first"),
        Refusal::PointClosed => t("bg-refused-point-closed"),
        Refusal::PointOccupied => t("bg-refused-point-occupied"),
        Refusal::PointHeldByPin => t("bg-refused-point-held-by-pin"),
        Refusal::CheckerPinned => t("bg-refused-checker-pinned"),
        Refusal::PinnedAtHome => t("bg-refused-pinned-at-home"),
        Refusal::NotAllHome => t("bg-refused-not-all-home"),
        Refusal::HigherCheckerFirst => t("bg-refused-higher-checker-first"),
        Refusal::NoHitWithoutHomeChecker => t("bg-refused-no-hit-without-home-checker"),
        Refusal::OneFromTheHead => t("bg-refused-one-from-the-head"),
        Refusal::FirstCheckerFirst => t("bg-refused-first-checker-first"),
        Refusal::CourierFirst => t("bg-refused-courier-first"),
        Refusal::ForbiddenBlock => t("bg-refused-forbidden-block"),
        Refusal::MustUseBothDice => t("bg-refused-must-use-both-dice"),
        Refusal::MustUseHigherDie => t("bg-refused-must-use-higher-die"),
        Refusal::MustPlayMore => t("bg-refused-must-play-more"),
        Refusal::OnlyOnesAndSixes => t("bg-refused-only-ones-and-sixes"),
        Refusal::OneCheckerAPoint => t("bg-refused-one-checker-a-point"),
        Refusal::LastCheckerByCorners => t("bg-refused-last-checker-by-corners"),
        Refusal::LastCheckerToCorners => t("bg-refused-last-checker-to-corners"),
        Refusal::LastCheckerSafe => t("bg-refused-last-checker-safe"),
    }
}

/// A result as the messages select it (`$result`).
pub(crate) fn result_id(r: GameResult) -> &'static str {
    match r {
        GameResult::Single => "single",
        GameResult::Gammon => "gammon",
        GameResult::Backgammon => "backgammon",
    }
}

/// A part of a turn as `bg-log-part` selects it (`$part`).
fn part_id(p: Part) -> &'static str {
    match p {
        Part::Roll => "roll",
        Part::Complement => "complement",
        Part::Cascade => "cascade",
        Part::Chosen => "chosen",
        Part::ChosenComplement => "chosen-complement",
        Part::OpponentsRest => "opponents-rest",
    }
}

/// Dice played together as a roll is written: a doublet's four as `5-5`,
/// else each number (`6-6` for two sixes left, `6` for one).
fn part_dice_text(dice: &Dice) -> String {
    match dice.values() {
        [a, b, c, d] if a == b && b == c && c == d => format!("{a}-{a}"),
        v => dice_text(v),
    }
}

fn dice_text(values: &[u8]) -> String {
    values
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// Whose line (for its colour), if anyone's.
    pub side: Option<Side>,
    /// The words.
    pub text: String,
    /// The moves it shows on the board when hovered (the mover's numbering).
    pub moves: Vec<Move>,
    /// A line that ends a game or the match (shown stronger).
    pub strong: bool,
}

fn line(side: Option<Side>, text: String) -> Line {
    Line {
        side,
        text,
        moves: Vec::new(),
        strong: false,
    }
}

/// What the rules decided of a play, after its moves, each clause after a
/// dash: forced, the higher die imposed, dice that could not be played.
fn note_text(note: &PlayNote) -> String {
    let mut s = String::new();
    if note.forced {
        s.push_str(" — ");
        s.push_str(&t("bg-note-forced"));
    }
    if note.higher_die {
        s.push_str(" — ");
        s.push_str(&t("bg-note-higher-die"));
    } else if !note.unplayed.is_empty() {
        s.push_str(" — ");
        s.push_str(&crate::t!(
            "bg-note-unplayed",
            dice = dice_text(note.unplayed.values()),
            n = note.unplayed.len()
        ));
    }
    s
}

/// What the hits of a play did, by the rule set's way of capturing: "hits
/// a blot", "pins 2 checkers", "captures a checker".
fn hits_text(capture: Capture, hits: usize) -> String {
    if hits == 0 {
        return String::new();
    }
    let t = match capture {
        Capture::Pin => crate::t!("bg-note-pins", n = hits),
        Capture::Remove => crate::t!("bg-note-captures", n = hits),
        _ => crate::t!("bg-note-hits", n = hits),
    };
    format!(" — {t}")
}

/// The log line of an event under `rules` (how the rule set captures, how
/// its opening goes), or `None` for events said by another line.
pub fn event_line(e: &Event, rules: &RuleSet) -> Option<Line> {
    let capture = rules.capture;
    let n = side_name;
    Some(match *e {
        Event::GameStarted { number, crawford } => {
            let text = if crawford {
                crate::t!("bg-log-game-crawford", n = number)
            } else {
                crate::t!("bg-log-game", n = number)
            };
            Line {
                strong: true,
                ..line(None, text)
            }
        }
        Event::OpeningTie {
            die,
            automatic,
            cube,
            ..
        } => line(
            None,
            if automatic {
                crate::t!("bg-log-opening-tie-double", die = die, cube = cube)
            } else {
                crate::t!("bg-log-opening-tie", die = die)
            },
        ),
        Event::OpeningRoll {
            white,
            black,
            first,
        } => line(
            Some(first),
            match rules.opening {
                // he begins with a roll of his own, not the opening dice
                Opening::RollAgain | Opening::LowerRollsAgain => crate::t!(
                    "bg-log-opening-again",
                    white = white,
                    black = black,
                    first = n(first)
                ),
                Opening::PlayOpeningDice | Opening::WhiteFirst => crate::t!(
                    "bg-log-opening",
                    white = white,
                    black = black,
                    first = n(first)
                ),
            },
        ),
        Event::Rolled { .. } => return None,
        Event::Played {
            side,
            roll,
            play,
            note,
        } => {
            let notation = play.notation();
            // a part of the turn shows its own dice (a complement, a
            // cascade's doublet, the opponent's rest), not the roll's
            let roll = if note.dice.is_empty() || note.dice == Dice::of_roll(roll) {
                roll.to_string()
            } else {
                part_dice_text(&note.dice)
            };
            let text = if notation.is_empty() {
                crate::t!("bg-log-no-move", side = n(side), roll = roll)
            } else {
                let hits = play.moves().iter().filter(|m| m.hit).count();
                crate::t!(
                    "bg-log-played",
                    side = n(side),
                    roll = roll,
                    notation = notation,
                    notes = format!("{}{}", hits_text(capture, hits), note_text(&note))
                )
            };
            Line {
                moves: play.moves().to_vec(),
                ..line(Some(side), text)
            }
        }
        Event::LastRoll { side } => line(Some(side), crate::t!("bg-log-last-roll", side = n(side))),
        Event::CouldNotMove { side, roll } => line(
            Some(side),
            crate::t!(
                "bg-log-could-not-move",
                side = n(side),
                roll = roll.to_string()
            ),
        ),
        Event::Part { side, dice, part } => line(
            Some(side),
            crate::t!(
                "bg-log-part",
                side = n(side),
                part = part_id(part),
                dice = dice_text(dice.values())
            ),
        ),
        Event::ChoseDouble { side, die } => line(
            Some(side),
            crate::t!("bg-log-chose-double", side = n(side), die = die),
        ),
        Event::RollsAgain { side } => {
            line(Some(side), crate::t!("bg-log-rolls-again", side = n(side)))
        }
        Event::RestLost { side, dice } => line(
            Some(side),
            crate::t!(
                "bg-log-rest-lost",
                side = n(side),
                dice = dice_text(dice.values())
            ),
        ),
        Event::RestToOpponent { side, dice } => line(
            Some(side),
            crate::t!(
                "bg-log-rest-to-opponent",
                side = n(side),
                dice = dice_text(dice.values())
            ),
        ),
        Event::Offered(offer) => {
            let action = match offer.kind {
                CubeAction::Double => "double",
                CubeAction::Beaver => "beaver",
                CubeAction::Raccoon => "raccoon",
            };
            line(
                Some(offer.by),
                crate::t!(
                    "bg-log-offered",
                    side = n(offer.by),
                    action = action,
                    value = offer.value
                ),
            )
        }
        Event::Took { side, value, owner } => line(
            Some(side),
            crate::t!(
                "bg-log-took",
                side = n(side),
                value = value,
                owner = n(owner)
            ),
        ),
        Event::Passed { side } => line(Some(side), crate::t!("bg-log-passed", side = n(side))),
        Event::Resigned { side, result } => line(
            Some(side),
            crate::t!(
                "bg-log-resigned",
                side = n(side),
                result = result_id(result)
            ),
        ),
        Event::ResignAccepted { side } => line(
            Some(side),
            crate::t!("bg-log-resign-accepted", side = n(side)),
        ),
        Event::ResignRefused { side } => line(
            Some(side),
            crate::t!("bg-log-resign-refused", side = n(side)),
        ),
        Event::GameWon(end) | Event::GameDrawn(end) => {
            let Some(w) = end.winner else {
                return Some(Line {
                    strong: true,
                    ..line(None, t("bg-log-drawn"))
                });
            };
            let how = match end.how {
                EndKind::Dropped => "dropped",
                EndKind::Resigned => "resigned",
                EndKind::MotherPinned => "mother",
                EndKind::PlayedOut => "played",
            };
            let (side, result, points) = (n(w), result_id(end.result), end.points);
            let text = if end.cube > 1 || end.stake > 1 {
                crate::t!(
                    "bg-log-won-times",
                    side = side,
                    result = result,
                    how = how,
                    times = end.cube * end.stake,
                    points = points
                )
            } else {
                crate::t!(
                    "bg-log-won",
                    side = side,
                    result = result,
                    how = how,
                    points = points
                )
            };
            Line {
                strong: true,
                ..line(Some(w), text)
            }
        }
        Event::Score { score } => line(
            None,
            crate::t!("bg-log-score", white = score.white, black = score.black),
        ),
        Event::MatchWon { winner, score } => Line {
            strong: true,
            ..line(
                Some(winner),
                crate::t!(
                    "bg-log-match-won",
                    side = n(winner),
                    won = score[winner],
                    lost = score[winner.opponent()]
                ),
            )
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Backgammon's rules, for the lines that do not depend on the rule set.
    fn bg() -> &'static RuleSet {
        tables::backgammon::Variant::Backgammon.rules()
    }

    #[test]
    fn an_opening_rolled_again_for_the_first_move_is_said() {
        use tables::backgammon::Variant;
        use_native(Lang::En);
        let opening = Event::OpeningRoll {
            white: 5,
            black: 3,
            first: Side::White,
        };
        let said = |v: Variant| event_line(&opening, v.rules()).unwrap().text;
        assert_eq!(
            said(Variant::Backgammon),
            "Opening roll: White 5, Black 3. White begins."
        );
        assert_eq!(
            said(Variant::LongNardy),
            "Opening roll: White 5, Black 3. White begins and rolls again for his first move."
        );
        assert_eq!(said(Variant::Portes), said(Variant::LongNardy));
    }
    use crate::kit::i18n::{use_native, Lang};
    use tables::backgammon::{GameEnd, Offer};

    #[test]
    fn a_refusal_is_one_sentence_in_either_language() {
        use_native(Lang::En);
        assert_eq!(
            refusal(Refusal::EnterFirst),
            "A checker on the bar must enter before any other moves."
        );
        use_native(Lang::Fr);
        assert_eq!(
            refusal(Refusal::OneFromTheHead),
            "Une seule dame quitte la tête par tour (deux sur un premier 6-6, 4-4 ou 3-3)."
        );
    }

    #[test]
    fn a_game_won_says_what_it_counted_with_the_cube() {
        use_native(Lang::En);
        let end = GameEnd {
            winner: Some(Side::Black),
            result: GameResult::Gammon,
            cube: 2,
            stake: 1,
            points: 4,
            how: EndKind::PlayedOut,
        };
        let l = event_line(&Event::GameWon(end), bg()).unwrap();
        assert_eq!(l.text, "Black wins a gammon × 2: 4 points.");
        assert!(l.strong);
        use_native(Lang::Fr);
        let fr = event_line(
            &Event::GameWon(GameEnd {
                how: EndKind::Dropped,
                result: GameResult::Single,
                points: 1,
                cube: 1,
                ..end
            }),
            bg(),
        )
        .unwrap();
        assert_eq!(
            fr.text,
            "Noir gagne une partie simple (videau refusé) : 1 point."
        );
    }

    #[test]
    fn cube_actions_say_the_cube_after_them() {
        use_native(Lang::En);
        let offer = Offer {
            kind: CubeAction::Double,
            by: Side::White,
            value: 2,
        };
        assert_eq!(
            event_line(&Event::Offered(offer), bg()).unwrap().text,
            "White doubles to 2."
        );
        let took = Event::Took {
            side: Side::Black,
            value: 2,
            owner: Side::Black,
        };
        assert_eq!(
            event_line(&took, bg()).unwrap().text,
            "Black takes: the cube is at 2, Black's."
        );
    }

    #[test]
    fn hits_are_named_by_how_the_rule_set_captures() {
        use_native(Lang::En);
        assert_eq!(hits_text(Capture::Pin, 1), " — pins a checker");
        assert_eq!(hits_text(Capture::Hit, 2), " — hits 2 blots");
        use_native(Lang::Fr);
        assert_eq!(
            hits_text(Capture::Remove, 1),
            " — prend une dame pour de bon"
        );
        assert_eq!(hits_text(Capture::Hit, 0), "");
    }

    #[test]
    fn a_play_says_what_the_rules_decided_of_it() {
        use tables::backgammon::play::legal_plays;
        use tables::backgammon::Variant;
        use tables::Roll;
        let roll = Roll::new(6, 5).unwrap();
        let start = Variant::Backgammon.rules().start();
        let play = legal_plays(&start, roll)
            .into_iter()
            .find(|p| p.notation() == "24/13")
            .unwrap();
        let played = |note| Event::Played {
            side: Side::White,
            roll,
            play,
            note,
        };
        let text = |note| event_line(&played(note), bg()).unwrap().text;
        use_native(Lang::En);
        assert_eq!(text(PlayNote::default()), "White 6-5: 24/13");
        let higher = PlayNote {
            dice: Dice::of_roll(roll),
            forced: true,
            unplayed: Dice::times(5, 1),
            higher_die: true,
        };
        assert_eq!(
            text(higher),
            "White 6-5: 24/13 — forced: the only legal play — either number could be played but not both: the rules take the higher"
        );
        let two = PlayNote {
            unplayed: Dice::times(3, 2),
            ..PlayNote::default()
        };
        use_native(Lang::Fr);
        assert_eq!(text(two), "Blanc 6-5 : 24/13 — 3-3 ne peut être joué");
        let one = PlayNote {
            unplayed: Dice::times(6, 1),
            ..PlayNote::default()
        };
        use_native(Lang::En);
        assert_eq!(text(one), "White 6-5: 24/13 — the 6 cannot be played");
    }
}
