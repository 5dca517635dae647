//! The words of a backgammon-family game in the interface's languages: why
//! a move is refused, and each line of the log (pure functions, tested
//! natively).

use crate::kit::i18n::Lang;
use tables::backgammon::explain::Refusal;
use tables::backgammon::rules::rolls::Dice;
use tables::backgammon::rules::Capture;
use tables::backgammon::{CubeAction, EndKind, Event, GameResult, Move, Part, PlayNote};
use tables::Side;

/// A side's name.
pub fn side_name(s: Side, lang: Lang) -> &'static str {
    match s {
        Side::White => lang.t("White", "Blanc"),
        Side::Black => lang.t("Black", "Noir"),
    }
}

/// Why a move is refused, as one sentence starting with a capital.
pub fn refusal(r: Refusal, lang: Lang) -> String {
    let fr = match r {
        Refusal::NoDiceLeft => "tous les dés du coup sont joués",
        Refusal::NoSuchNumber => "aucun dé restant ne montre ce nombre",
        Refusal::NoChecker => "vous n'avez pas de dame là",
        Refusal::EnterFirst => "une dame sur la barre doit rentrer avant tout autre coup",
        Refusal::EnterAllFirst => "toutes vos dames doivent être entrées avant tout autre coup",
        Refusal::PointClosed => "deux dames adverses ou plus tiennent ce point",
        Refusal::PointOccupied => "une dame adverse tient ce point (on ne frappe pas dans ce jeu)",
        Refusal::PointHeldByPin => "l'adversaire y tient une de vos dames prise : le point est à lui",
        Refusal::CheckerPinned => "cette dame est prise : elle ne bouge pas tant que les dames adverses sont dessus",
        Refusal::PinnedAtHome => "pas de sortie tant qu'une de vos dames est prise dans votre jan intérieur",
        Refusal::NotAllHome => "on ne sort qu'une fois toutes ses dames dans son jan intérieur",
        Refusal::HigherCheckerFirst => "un nombre plus fort ne sort que depuis votre point le plus haut",
        Refusal::NoHitWithoutHomeChecker => "vous ne frappez qu'avec une dame dans votre jan intérieur",
        Refusal::OneFromTheHead => "une seule dame quitte la tête par tour (deux sur un premier 6-6, 4-4 ou 3-3)",
        Refusal::FirstCheckerFirst => "votre première dame doit dépasser le départ adverse avant qu'une autre quitte le vôtre",
        Refusal::CourierFirst => "votre postillon doit atteindre votre jan intérieur avant qu'une autre dame quitte le départ",
        Refusal::ForbiddenBlock => "cela ferait un barrage que les règles interdisent",
        Refusal::MustUseBothDice => "les deux dés peuvent être joués, et après ce coup ils ne le peuvent plus",
        Refusal::MustUseHigherDie => "un seul dé peut être joué : ce doit être le plus fort",
        Refusal::MustPlayMore => "le doublet peut être joué davantage que ce coup ne le permet",
        Refusal::OnlyOnesAndSixes => "seuls les 1, les 6 et les doublets comptent à la chasse",
        Refusal::OneCheckerAPoint => "un point ne tient qu'une dame à la chasse",
        Refusal::LastCheckerByCorners => "votre dernière dame ne bouge que sur les 1 et les 6, de coin en coin",
        Refusal::LastCheckerToCorners => "votre dernière dame est sur un coin : elle ne va que de coin en coin",
        Refusal::LastCheckerSafe => "la dernière dame adverse ne se prend que sur un coin, et pas entre deux de vos dames",
    };
    let text = match lang {
        Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => r.sentence(),
        Lang::Fr => fr,
    };
    let mut s = String::with_capacity(text.len() + 1);
    let mut chars = text.chars();
    if let Some(c) = chars.next() {
        s.extend(c.to_uppercase());
    }
    s.push_str(chars.as_str());
    s.push('.');
    s
}

/// A result's name.
fn result_name(r: GameResult, lang: Lang) -> &'static str {
    match r {
        GameResult::Single => lang.t("a single game", "une partie simple"),
        GameResult::Gammon => lang.t("a gammon", "un gammon"),
        GameResult::Backgammon => lang.t("a backgammon", "un backgammon"),
    }
}

fn part_name(p: Part, lang: Lang) -> &'static str {
    match p {
        Part::Roll => lang.t("the roll", "le coup"),
        Part::Complement => lang.t("the complement", "le complément"),
        Part::Cascade => lang.t(
            "the cascade's next doublet",
            "le doublet suivant de la cascade",
        ),
        Part::Chosen => lang.t("the chosen doublet", "le doublet choisi"),
        Part::ChosenComplement => lang.t(
            "the chosen doublet's complement",
            "le complément du doublet choisi",
        ),
        Part::OpponentsRest => lang.t(
            "the numbers the opponent could not play",
            "les nombres que l'adversaire n'a pu jouer",
        ),
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

/// What the hits of a play did, by the rule set's way of capturing: "hits
/// a blot", "pins 2 checkers", "captures a checker".
/// What the rules decided of a play, after its moves: forced, the higher
/// die imposed, dice that could not be played.
fn note_text(note: &PlayNote, lang: Lang) -> String {
    let mut s = String::new();
    if note.forced {
        s.push_str(lang.t(
            " — forced: the only legal play",
            " — coup forcé : le seul possible",
        ));
    }
    if note.higher_die {
        s.push_str(lang.t(
            " — either number could be played but not both: the rules take the higher",
            " — l'un ou l'autre nombre se jouait, pas les deux : la règle impose le plus fort",
        ));
    } else if !note.unplayed.is_empty() {
        let dice = dice_text(note.unplayed.values());
        s.push_str(&match (lang, note.unplayed.len()) {
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, 1) => {
                format!(" — the {dice} cannot be played")
            }
            (Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg, _) => {
                format!(" — {dice} cannot be played")
            }
            (Lang::Fr, 1) => format!(" — le {dice} ne peut être joué"),
            (Lang::Fr, _) => format!(" — {dice} ne peut être joué"),
        });
    }
    s
}

fn hits_text(capture: Capture, hits: usize, lang: Lang) -> String {
    if hits == 0 {
        return String::new();
    }
    let (one, many) = match (capture, lang) {
        (
            Capture::Pin,
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
        ) => ("pins a checker", "pins {} checkers"),
        (Capture::Pin, Lang::Fr) => ("prend une dame", "prend {} dames"),
        (
            Capture::Remove,
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg,
        ) => (
            "captures a checker for good",
            "captures {} checkers for good",
        ),
        (Capture::Remove, Lang::Fr) => ("prend une dame pour de bon", "prend {} dames pour de bon"),
        (_, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => {
            ("hits a blot", "hits {} blots")
        }
        (_, Lang::Fr) => ("frappe une dame", "frappe {} dames"),
    };
    let t = if hits == 1 {
        one.to_string()
    } else {
        many.replace("{}", &hits.to_string())
    };
    format!(" — {t}")
}

/// The log line of an event under `capture` (how the rule set captures),
/// or `None` for events said by another line.
pub fn event_line(e: &Event, capture: Capture, lang: Lang) -> Option<Line> {
    let n = |s: Side| side_name(s, lang);
    Some(match *e {
        Event::GameStarted { number, crawford } => {
            let c = if crawford {
                lang.t(" — the Crawford game: no doubling", " — la partie Crawford : pas de videau")
            } else {
                ""
            };
            Line {
                strong: true,
                ..line(None, format!("{} {number}{c}", lang.t("Game", "Partie")))
            }
        }
        Event::OpeningTie { die, automatic, cube, .. } => {
            let auto = if automatic {
                match lang {
                    Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!(": an automatic double, the cube is at {cube}"),
                    Lang::Fr => format!(" : doublement automatique, le videau est à {cube}"),
                }
            } else {
                String::new()
            };
            line(None, match lang {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("Both rolled {die}: the opening is rolled again{auto}."),
                Lang::Fr => format!("Tous deux ont fait {die} : on relance le premier jet{auto}."),
            })
        }
        Event::OpeningRoll { white, black, first } => line(Some(first), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("Opening roll: White {white}, Black {black}. {} begins.", n(first)),
            Lang::Fr => format!("Premier jet : Blanc {white}, Noir {black}. {} commence.", n(first)),
        }),
        Event::Rolled { .. } => return None,
        Event::Played { side, roll, play, note } => {
            let notation = play.notation();
            // a part of the turn shows its own dice (a complement, a
            // cascade's doublet, the opponent's rest), not the roll's
            let roll = if note.dice.is_empty() || note.dice == Dice::of_roll(roll) {
                roll.to_string()
            } else {
                part_dice_text(&note.dice)
            };
            let text = if notation.is_empty() {
                match lang {
                    Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{roll}: no move"),
                    Lang::Fr => format!("{roll} : aucun coup"),
                }
            } else {
                let hits = play.moves().iter().filter(|m| m.hit).count();
                format!(
                    "{roll}{} {notation}{}{}",
                    lang.t(":", " :"),
                    hits_text(capture, hits, lang),
                    note_text(&note, lang)
                )
            };
            Line {
                moves: play.moves().to_vec(),
                ..line(Some(side), format!("{} {text}", n(side)))
            }
        }
        Event::LastRoll { side } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} has one more roll: bearing off his last checker draws.", n(side)),
            Lang::Fr => format!("{} a un dernier jet : sortir sa dernière dame fait partie nulle.", n(side)),
        }),
        Event::CouldNotMove { side, roll } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} rolled {roll} and cannot play any number: every landing point is closed.", n(side)),
            Lang::Fr => format!("{} fait {roll} et ne peut jouer aucun nombre : tous les points d'arrivée sont fermés.", n(side)),
        }),
        Event::Part { side, dice, part } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} plays {}: {}.", n(side), part_name(part, lang), dice_text(dice.values())),
            Lang::Fr => format!("{} joue {} : {}.", n(side), part_name(part, lang), dice_text(dice.values())),
        }),
        Event::ChoseDouble { side, die } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} names the doublet {die}-{die}.", n(side)),
            Lang::Fr => format!("{} choisit le doublet {die}-{die}.", n(side)),
        }),
        Event::RollsAgain { side } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} played every part of his turn and rolls again.", n(side)),
            Lang::Fr => format!("{} a joué tout son tour et relance.", n(side)),
        }),
        Event::RestLost { side, dice } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} cannot play {} in full: the rest of the turn is lost.", n(side), dice_text(dice.values())),
            Lang::Fr => format!("{} ne peut jouer {} en entier : le reste du tour est perdu.", n(side), dice_text(dice.values())),
        }),
        Event::RestToOpponent { side, dice } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("The numbers {} could not be played: {} plays them.", dice_text(dice.values()), n(side)),
            Lang::Fr => format!("Les nombres {} n'ont pu être joués : {} les joue.", dice_text(dice.values()), n(side)),
        }),
        Event::Offered(offer) => {
            let what = match (offer.kind, lang) {
                (CubeAction::Double, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => "doubles",
                (CubeAction::Beaver, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => "beavers",
                (CubeAction::Raccoon, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => "raccoons",
                (CubeAction::Double, Lang::Fr) => "double",
                (CubeAction::Beaver, Lang::Fr) => "fait un beaver",
                (CubeAction::Raccoon, Lang::Fr) => "fait un raccoon",
            };
            line(Some(offer.by), match lang {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} {what} to {}.", n(offer.by), offer.value),
                Lang::Fr => format!("{} {what} à {}.", n(offer.by), offer.value),
            })
        }
        Event::Took { side, value, owner } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} takes: the cube is at {value}, {}'s.", n(side), n(owner)),
            Lang::Fr => format!("{} accepte : le videau est à {value}, à {}.", n(side), n(owner)),
        }),
        Event::Passed { side } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} passes.", n(side)),
            Lang::Fr => format!("{} refuse.", n(side)),
        }),
        Event::Resigned { side, result } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} offers to resign {}.", n(side), result_name(result, lang)),
            Lang::Fr => format!("{} propose d'abandonner {}.", n(side), result_name(result, lang)),
        }),
        Event::ResignAccepted { side } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} accepts.", n(side)),
            Lang::Fr => format!("{} accepte.", n(side)),
        }),
        Event::ResignRefused { side } => line(Some(side), match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} refuses: play goes on.", n(side)),
            Lang::Fr => format!("{} refuse : le jeu continue.", n(side)),
        }),
        Event::GameWon(end) | Event::GameDrawn(end) => {
            let Some(w) = end.winner else {
                return Some(Line {
                    strong: true,
                    ..line(None, lang.t("The game is drawn: no points.", "Partie nulle : aucun point.").to_string())
                });
            };
            let how = match (end.how, lang) {
                (EndKind::Dropped, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => " (double passed)",
                (EndKind::Dropped, Lang::Fr) => " (videau refusé)",
                (EndKind::Resigned, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => " (resigned)",
                (EndKind::Resigned, Lang::Fr) => " (abandon)",
                (EndKind::MotherPinned, Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg) => " (the mother pinned)",
                (EndKind::MotherPinned, Lang::Fr) => " (la mère prise)",
                (EndKind::PlayedOut, _) => "",
            };
            let mult = if end.cube > 1 || end.stake > 1 {
                format!(" × {}", end.cube * end.stake)
            } else {
                String::new()
            };
            let pts = end.points;
            let text = match lang {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!(
                    "{} wins {}{how}{mult}: {pts} point{}.",
                    n(w),
                    result_name(end.result, lang),
                    if pts == 1 { "" } else { "s" }
                ),
                Lang::Fr => format!(
                    "{} gagne {}{how}{mult} : {pts} point{}.",
                    n(w),
                    result_name(end.result, lang),
                    if pts == 1 { "" } else { "s" }
                ),
            };
            Line {
                strong: true,
                ..line(Some(w), text)
            }
        }
        Event::Score { score } => line(None, match lang {
            Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("Score: White {}, Black {}.", score.white, score.black),
            Lang::Fr => format!("Score : Blanc {}, Noir {}.", score.white, score.black),
        }),
        Event::MatchWon { winner, score } => Line {
            strong: true,
            ..line(Some(winner), match lang {
                Lang::En | Lang::Ro | Lang::Id | Lang::El | Lang::Tr | Lang::Ru | Lang::Bg => format!("{} wins the match {}–{}.", n(winner), score[winner], score[winner.opponent()]),
                Lang::Fr => format!("{} gagne le match {}–{}.", n(winner), score[winner], score[winner.opponent()]),
            })
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::backgammon::{GameEnd, Offer};

    #[test]
    fn a_refusal_is_one_sentence_in_either_language() {
        assert_eq!(
            refusal(Refusal::EnterFirst, Lang::En),
            "A checker on the bar must enter before any other moves."
        );
        assert_eq!(
            refusal(Refusal::OneFromTheHead, Lang::Fr),
            "Une seule dame quitte la tête par tour (deux sur un premier 6-6, 4-4 ou 3-3)."
        );
    }

    #[test]
    fn a_game_won_says_what_it_counted_with_the_cube() {
        let end = GameEnd {
            winner: Some(Side::Black),
            result: GameResult::Gammon,
            cube: 2,
            stake: 1,
            points: 4,
            how: EndKind::PlayedOut,
        };
        let l = event_line(&Event::GameWon(end), Capture::Hit, Lang::En).unwrap();
        assert_eq!(l.text, "Black wins a gammon × 2: 4 points.");
        assert!(l.strong);
        let fr = event_line(
            &Event::GameWon(GameEnd {
                how: EndKind::Dropped,
                result: GameResult::Single,
                points: 1,
                cube: 1,
                ..end
            }),
            Capture::Hit,
            Lang::Fr,
        )
        .unwrap();
        assert_eq!(
            fr.text,
            "Noir gagne une partie simple (videau refusé) : 1 point."
        );
    }

    #[test]
    fn cube_actions_say_the_cube_after_them() {
        let offer = Offer {
            kind: CubeAction::Double,
            by: Side::White,
            value: 2,
        };
        assert_eq!(
            event_line(&Event::Offered(offer), Capture::Hit, Lang::En)
                .unwrap()
                .text,
            "White doubles to 2."
        );
        let took = Event::Took {
            side: Side::Black,
            value: 2,
            owner: Side::Black,
        };
        assert_eq!(
            event_line(&took, Capture::Hit, Lang::En).unwrap().text,
            "Black takes: the cube is at 2, Black's."
        );
    }

    #[test]
    fn hits_are_named_by_how_the_rule_set_captures() {
        assert_eq!(hits_text(Capture::Pin, 1, Lang::En), " — pins a checker");
        assert_eq!(hits_text(Capture::Hit, 2, Lang::En), " — hits 2 blots");
        assert_eq!(
            hits_text(Capture::Remove, 1, Lang::Fr),
            " — prend une dame pour de bon"
        );
        assert_eq!(hits_text(Capture::Hit, 0, Lang::En), "");
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
        let text = |note, lang| event_line(&played(note), Capture::Hit, lang).unwrap().text;
        assert_eq!(text(PlayNote::default(), Lang::En), "White 6-5: 24/13");
        let higher = PlayNote {
            dice: Dice::of_roll(roll),
            forced: true,
            unplayed: Dice::times(5, 1),
            higher_die: true,
        };
        assert_eq!(
            text(higher, Lang::En),
            "White 6-5: 24/13 — forced: the only legal play — either number could be played but not both: the rules take the higher"
        );
        let two = PlayNote {
            unplayed: Dice::times(3, 2),
            ..PlayNote::default()
        };
        assert_eq!(
            text(two, Lang::Fr),
            "Blanc 6-5 : 24/13 — 3-3 ne peut être joué"
        );
        let one = PlayNote {
            unplayed: Dice::times(6, 1),
            ..PlayNote::default()
        };
        assert_eq!(
            text(one, Lang::En),
            "White 6-5: 24/13 — the 6 cannot be played"
        );
    }
}
