//! The rules course of standard backgammon: moving by each die, a closed
//! point, hitting and the bar, entering and dancing, both dice or the
//! higher, bearing off exactly and with a higher number. White learns,
//! points in his numbering (his 24-point is where his back checkers start).
//! Each position is the engine's position text (`1.backgammon.<points>.
//! <bars>.<reserves>`, his checkers in capitals).

use super::{Goal, Lesson};
use crate::kit::lesson::{key, Reply, Step, Wrong};
use tables::backgammon::explain::Refusal;

/// The rules course, in the order it is taught.
pub const RULES: &[Lesson] = &[
    Lesson {
        id: "move-each-die",
        title: key("learn-bg-move-each-die-title"),
        goal: key("learn-bg-move-each-die-goal"),
        hint: key("learn-bg-move-each-die-hint"),
        start: "1.backgammon.b4E1C3eE3c1e4B.0-0.0-0",
        steps: &[
            Step {
                dice: (3, 1),
                goal: Goal::Made(5),
                accepted: &[&[(8, 5), (6, 5)]],
                wrong: &[
                    Wrong::Refused {
                        answer: &[(8, 4)],
                        reason: Refusal::NoSuchNumber,
                    },
                    Wrong::Legal {
                        answer: &[(24, 21), (24, 23)],
                        text: key("learn-bg-move-each-die-step1-no-point"),
                    },
                ],
                success: key("learn-bg-move-each-die-step1-success"),
                reply: Some(Reply {
                    dice: (6, 4),
                    answer: &[(24, 18), (13, 9)],
                }),
            },
            Step {
                dice: (6, 5),
                goal: Goal::Holds {
                    point: 13,
                    at_least: 6,
                },
                accepted: &[&[(24, 18), (18, 13)]],
                wrong: &[Wrong::Refused {
                    answer: &[(24, 19)],
                    reason: Refusal::PointClosed,
                }],
                success: key("learn-bg-move-each-die-step2-success"),
                reply: None,
            },
        ],
    },
    Lesson {
        id: "closed-point",
        title: key("learn-bg-closed-point-title"),
        goal: key("learn-bg-closed-point-goal"),
        hint: key("learn-bg-closed-point-hint"),
        start: "1.backgammon.3b1E1C3eE3c1e4B.0-0.0-0",
        steps: &[Step {
            dice: (6, 4),
            goal: Goal::Made(2),
            accepted: &[&[(8, 2), (6, 2)]],
            wrong: &[
                Wrong::Refused {
                    answer: &[(8, 4)],
                    reason: Refusal::PointClosed,
                },
                Wrong::Refused {
                    answer: &[(8, 2), (8, 4)],
                    reason: Refusal::PointClosed,
                },
                Wrong::Legal {
                    answer: &[(24, 18), (18, 14)],
                    text: key("learn-bg-closed-point-step1-no-point"),
                },
            ],
            success: key("learn-bg-closed-point-step1-success"),
            reply: None,
        }],
    },
    Lesson {
        id: "hit-blot",
        title: key("learn-bg-hit-blot-title"),
        goal: key("learn-bg-hit-blot-goal"),
        hint: key("learn-bg-hit-blot-hint"),
        start: "1.backgammon.a3aE1C3eE3c1e4B.0-0.0-0",
        steps: &[
            Step {
                dice: (3, 1),
                goal: Goal::All(&[Goal::Made(5), Goal::OnTheirBar(1)]),
                accepted: &[&[(8, 5), (6, 5)]],
                wrong: &[Wrong::Legal {
                    answer: &[(13, 10), (10, 9)],
                    text: key("learn-bg-hit-blot-step1-no-hit"),
                }],
                success: key("learn-bg-hit-blot-step1-success"),
                reply: Some(Reply {
                    dice: (5, 2),
                    answer: &[(25, 23), (13, 8)],
                }),
            },
            Step {
                dice: (6, 4),
                goal: Goal::All(&[Goal::Made(2), Goal::OnTheirBar(1)]),
                accepted: &[&[(8, 2), (6, 2)]],
                wrong: &[Wrong::Legal {
                    answer: &[(5, 1), (13, 7)],
                    text: key("learn-bg-hit-blot-step2-blot"),
                }],
                success: key("learn-bg-hit-blot-step2-success"),
                reply: None,
            },
        ],
    },
    Lesson {
        id: "enter-from-bar",
        title: key("learn-bg-enter-from-bar-title"),
        goal: key("learn-bg-enter-from-bar-goal"),
        hint: key("learn-bg-enter-from-bar-hint"),
        start: "1.backgammon.3CDE1B3e4d1bbb3.1-0.0-0",
        steps: &[Step {
            dice: (6, 3),
            goal: Goal::Entered,
            accepted: &[&[(25, 22), (22, 16)], &[(25, 22), (8, 2)]],
            wrong: &[
                Wrong::Refused {
                    answer: &[(8, 2)],
                    reason: Refusal::EnterFirst,
                },
                Wrong::Refused {
                    answer: &[(25, 19)],
                    reason: Refusal::PointClosed,
                },
            ],
            success: key("learn-bg-enter-from-bar-step1-success"),
            reply: None,
        }],
    },
    Lesson {
        id: "dance",
        title: key("learn-bg-dance-title"),
        goal: key("learn-bg-dance-goal"),
        hint: key("learn-bg-dance-hint"),
        start: "1.backgammon.5E1C3eE5bbbbbA.1-0.0-0",
        steps: &[
            Step {
                dice: (6, 6),
                goal: Goal::Danced,
                accepted: &[&[]],
                wrong: &[
                    Wrong::Refused {
                        answer: &[(25, 19)],
                        reason: Refusal::PointClosed,
                    },
                    Wrong::Refused {
                        answer: &[(13, 7)],
                        reason: Refusal::EnterFirst,
                    },
                ],
                success: key("learn-bg-dance-step1-success"),
                reply: Some(Reply {
                    dice: (6, 5),
                    answer: &[(13, 7), (13, 8)],
                }),
            },
            Step {
                dice: (2, 1),
                goal: Goal::Entered,
                accepted: &[
                    &[(25, 24), (13, 11)],
                    &[(25, 24), (8, 6)],
                    &[(25, 24), (6, 4)],
                ],
                wrong: &[Wrong::Refused {
                    answer: &[(25, 23)],
                    reason: Refusal::PointClosed,
                }],
                success: key("learn-bg-dance-step2-success"),
                reply: None,
            },
        ],
    },
    Lesson {
        id: "both-dice",
        title: key("learn-bg-both-dice-title"),
        goal: key("learn-bg-both-dice-goal"),
        hint: key("learn-bg-both-dice-hint"),
        start: "1.backgammon.2bDEE2A2e6dd4.0-0.0-0",
        steps: &[Step {
            dice: (6, 2),
            goal: Goal::Holds {
                point: 1,
                at_least: 1,
            },
            accepted: &[&[(9, 7), (7, 1)]],
            wrong: &[
                Wrong::Refused {
                    answer: &[(6, 4)],
                    reason: Refusal::MustUseBothDice,
                },
                Wrong::Refused {
                    answer: &[(9, 3)],
                    reason: Refusal::PointClosed,
                },
            ],
            success: key("learn-bg-both-dice-step1-success"),
            reply: None,
        }],
    },
    Lesson {
        id: "higher-die",
        title: key("learn-bg-higher-die-title"),
        goal: key("learn-bg-higher-die-goal"),
        hint: key("learn-bg-higher-die-hint"),
        start: "1.backgammon.bbbDEE6A5ccc3.0-0.0-0",
        steps: &[Step {
            dice: (6, 4),
            goal: Goal::Holds {
                point: 7,
                at_least: 1,
            },
            accepted: &[&[(13, 7)]],
            wrong: &[Wrong::Refused {
                answer: &[(13, 9)],
                reason: Refusal::MustUseHigherDie,
            }],
            success: key("learn-bg-higher-die-step1-success"),
            reply: None,
        }],
    },
    Lesson {
        id: "bear-off-exact",
        title: key("learn-bg-bear-off-exact-title"),
        goal: key("learn-bg-bear-off-exact-goal"),
        hint: key("learn-bg-bear-off-exact-hint"),
        start: BEAR_OFF_EXACT,
        steps: &[
            Step {
                dice: (6, 2),
                goal: Goal::Off(1),
                accepted: &[&[(8, 2), (2, 0)], &[(8, 6), (6, 0)]],
                wrong: &[Wrong::Refused {
                    answer: &[(6, 0)],
                    reason: Refusal::NotAllHome,
                }],
                success: key("learn-bg-bear-off-exact-step1-success"),
                reply: Some(Reply {
                    dice: (4, 2),
                    answer: &[(4, 0), (2, 0)],
                }),
            },
            Step {
                dice: (6, 3),
                goal: Goal::Off(3),
                accepted: &[&[(6, 0), (3, 0)]],
                wrong: &[Wrong::Legal {
                    answer: &[(5, 2), (6, 0)],
                    text: key("learn-bg-bear-off-exact-step2-one-off"),
                }],
                success: key("learn-bg-bear-off-exact-step2-success"),
                reply: None,
            },
        ],
    },
    Lesson {
        id: "bear-off-higher",
        title: key("learn-bg-bear-off-higher-title"),
        goal: key("learn-bg-bear-off-higher-goal"),
        hint: key("learn-bg-bear-off-higher-hint"),
        start: BEAR_OFF_HIGHER,
        steps: &[Step {
            dice: (6, 5),
            goal: Goal::Off(11),
            accepted: &[&[(4, 0), (4, 0)]],
            wrong: &[
                Wrong::Refused {
                    answer: &[(2, 0)],
                    reason: Refusal::HigherCheckerFirst,
                },
                Wrong::Refused {
                    answer: &[(4, 0), (3, 0)],
                    reason: Refusal::HigherCheckerFirst,
                },
            ],
            success: key("learn-bg-bear-off-higher-step1-success"),
            reply: None,
        }],
    },
];

/// One checker still outside on his 8-point, the others home; the opponent
/// all home too.
const BEAR_OFF_EXACT: &str = "1.backgammon.ABBCCC1A91cccbbb.0-0.0-0";

/// Six checkers left on his 4, 3 and 2-points, nine borne off.
const BEAR_OFF_HIGHER: &str = "1.backgammon.1BBB95cccbbb.0-0.0-0";
