//! The rule reference's sections and diagrams, written from the project's
//! rules digest; their texts are in the catalogues (`locales/<code>/reference.ftl`).

use super::{key, Block, Example, Section};
use tables::trictrac::{JanKind as J, Scoreboard, Side};

const W: Side = Side::White;
const B: Side = Side::Black;

// ---------------------------------------------------------------------------
// Diagrams

static EX_BOARD: Example = Example {
    id: "board",
    position: "start",
    roller: W,
    roll: None,
    rolls_before: 0,
    score: None,
    jans: &[],
    play: &[],
    refused: &[],
    fields: &[1, 12, 13, 24],
    caption: key("ref-ex-board-caption"),
};

static EX_MOVE: Example = Example {
    id: "move",
    position: "start",
    roller: W,
    roll: Some((5, 3)),
    rolls_before: 0,
    score: None,
    jans: &[],
    play: &[(1, 6), (1, 4)],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-move-caption"),
};

static EX_CORNER: Example = Example {
    id: "corner-natural",
    position: "corner-natural",
    roller: W,
    roll: Some((5, 4)),
    rolls_before: 4,
    score: None,
    jans: &[],
    play: &[(7, 12), (8, 12)],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-corner-natural-caption"),
};

static EX_PUISSANCE: Example = Example {
    id: "corner-puissance",
    position: "corner-puissance",
    roller: W,
    roll: Some((5, 4)),
    rolls_before: 4,
    score: None,
    jans: &[],
    play: &[(8, 12), (9, 12)],
    refused: &[],
    fields: &[13],
    caption: key("ref-ex-corner-puissance-caption"),
};

static EX_PASSAGE: Example = Example {
    id: "passage",
    position: "passage",
    roller: W,
    roll: Some((6, 5)),
    rolls_before: 4,
    score: None,
    jans: &[],
    play: &[],
    refused: &[(11, 17), (11, 16), (10, 16), (10, 15)],
    fields: &[10, 11],
    caption: key("ref-ex-passage-caption"),
};

static EX_SORTIE: Example = Example {
    id: "sortie",
    position: "sortie",
    roller: W,
    roll: Some((2, 1)),
    rolls_before: 30,
    score: None,
    jans: &[(J::Sortie, W, 4)],
    play: &[(23, 25), (24, 25)],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-sortie-caption"),
};

fn score_bredouille() -> Scoreboard {
    let mut s = Scoreboard::default();
    s.add_points(W, 4);
    s.add_points(B, 2);
    s
}

static EX_BREDOUILLE: Example = Example {
    id: "bredouille",
    position: "start",
    roller: W,
    roll: None,
    rolls_before: 0,
    score: Some(score_bredouille),
    jans: &[],
    play: &[],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-bredouille-caption"),
};

fn score_pavillon() -> Scoreboard {
    let mut s = Scoreboard {
        holes: tables::trictrac::BySide::new(3, 0),
        ..Scoreboard::default()
    };
    s.add_points(B, 12);
    s
}

static EX_PAVILLON: Example = Example {
    id: "pavillon",
    position: "start",
    roller: W,
    roll: None,
    rolls_before: 0,
    score: Some(score_pavillon),
    jans: &[],
    play: &[],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-pavillon-caption"),
};

static EX_SIX_TABLES: Example = Example {
    id: "six-tables",
    position: "six-tables",
    roller: W,
    roll: Some((6, 5)),
    rolls_before: 2,
    score: None,
    jans: &[(J::SixTables, W, 4)],
    play: &[],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-six-tables-caption"),
};

static EX_DEUX_TABLES: Example = Example {
    id: "deux-tables",
    position: "deux-tables",
    roller: W,
    roll: Some((6, 5)),
    rolls_before: 2,
    score: None,
    jans: &[(J::DeuxTables, W, 4)],
    play: &[],
    refused: &[],
    fields: &[12, 13],
    caption: key("ref-ex-deux-tables-caption"),
};

static EX_MEZEAS: Example = Example {
    id: "mezeas",
    position: "mezeas",
    roller: W,
    roll: Some((2, 1)),
    rolls_before: 2,
    score: None,
    jans: &[(J::Mezeas, W, 4)],
    play: &[],
    refused: &[],
    fields: &[12],
    caption: key("ref-ex-mezeas-caption"),
};

static EX_HIT_TRUE: Example = Example {
    id: "battre-a-vrai",
    position: "hit-true",
    roller: W,
    roll: Some((4, 3)),
    rolls_before: 9,
    score: None,
    jans: &[(J::BattreAVrai, W, 6)],
    play: &[],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-battre-a-vrai-caption"),
};

static EX_HIT_FALSE: Example = Example {
    id: "battre-a-faux",
    position: "hit-false",
    roller: W,
    roll: Some((4, 3)),
    rolls_before: 9,
    score: None,
    jans: &[(J::BattreAFaux, B, 2)],
    play: &[],
    refused: &[],
    fields: &[7, 10, 11],
    caption: key("ref-ex-battre-a-faux-caption"),
};

static EX_HIT_CORNER: Example = Example {
    id: "battre-le-coin",
    position: "hit-corner",
    roller: W,
    roll: Some((2, 1)),
    rolls_before: 9,
    score: None,
    jans: &[(J::BattreLeCoin, W, 4)],
    play: &[],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-battre-le-coin-caption"),
};

static EX_IMPUISSANCE: Example = Example {
    id: "impuissance",
    position: "impuissance",
    roller: W,
    roll: Some((6, 1)),
    rolls_before: 30,
    score: None,
    jans: &[(J::JanDeRetour, W, 4), (J::Impuissance, B, 2)],
    play: &[],
    refused: &[],
    fields: &[12],
    caption: key("ref-ex-impuissance-caption"),
};

static EX_FILL: Example = Example {
    id: "remplir",
    position: "petit-jan",
    roller: W,
    roll: Some((5, 4)),
    rolls_before: 9,
    score: None,
    jans: &[(J::PetitJan, W, 8)],
    play: &[],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-remplir-caption"),
};

static EX_KEEP: Example = Example {
    id: "conserver",
    position: "petit-jan-kept",
    roller: W,
    roll: Some((6, 5)),
    rolls_before: 9,
    score: None,
    jans: &[(J::ConserverPetitJan, W, 4)],
    play: &[(1, 7), (1, 6)],
    refused: &[],
    fields: &[],
    caption: key("ref-ex-conserver-caption"),
};

// ---------------------------------------------------------------------------
// Sections

/// The sections, in the digest's order.
pub static SECTIONS: &[Section] = &[
    Section {
        id: "rule-board",
        title: key("ref-rule-board-title"),
        blocks: &[
            Block::P(key("ref-rule-board-p1")),
            Block::P(key("ref-rule-board-p2")),
            Block::Items(&[
                key("ref-rule-board-item1"),
                key("ref-rule-board-item2"),
                key("ref-rule-board-item3"),
            ]),
            Block::Diagram(&EX_BOARD),
        ],
    },
    Section {
        id: "rule-start",
        title: key("ref-rule-start-title"),
        blocks: &[
            Block::P(key("ref-rule-start-p1")),
            Block::P(key("ref-rule-start-p2")),
        ],
    },
    Section {
        id: "rule-moving",
        title: key("ref-rule-moving-title"),
        blocks: &[
            Block::P(key("ref-rule-moving-p1")),
            Block::Items(&[
                key("ref-rule-moving-item1"),
                key("ref-rule-moving-item2"),
                key("ref-rule-moving-item3"),
            ]),
            Block::Diagram(&EX_MOVE),
        ],
    },
    Section {
        id: "rule-coin-de-repos",
        title: key("ref-rule-coin-de-repos-title"),
        blocks: &[
            Block::Items(&[
                key("ref-rule-coin-de-repos-item1"),
                key("ref-rule-coin-de-repos-item2"),
                key("ref-rule-coin-de-repos-item3"),
                key("ref-rule-coin-de-repos-item4"),
            ]),
            Block::Diagram(&EX_CORNER),
            Block::Diagram(&EX_PUISSANCE),
        ],
    },
    Section {
        id: "rule-passage",
        title: key("ref-rule-passage-title"),
        blocks: &[
            Block::P(key("ref-rule-passage-p1")),
            Block::Items(&[
                key("ref-rule-passage-item1"),
                key("ref-rule-passage-item2"),
                key("ref-rule-passage-item3"),
            ]),
            Block::P(key("ref-rule-passage-p2")),
            Block::Diagram(&EX_PASSAGE),
        ],
    },
    Section {
        id: "rule-sortie",
        title: key("ref-rule-sortie-title"),
        blocks: &[
            Block::P(key("ref-rule-sortie-p1")),
            Block::P(key("ref-rule-sortie-p2")),
            Block::P(key("ref-rule-sortie-p3")),
            Block::Jans(&[J::Sortie]),
            Block::Diagram(&EX_SORTIE),
        ],
    },
    Section {
        id: "rule-turn",
        title: key("ref-rule-turn-title"),
        blocks: &[Block::Items(&[
            key("ref-rule-turn-item1"),
            key("ref-rule-turn-item2"),
            key("ref-rule-turn-item3"),
            key("ref-rule-turn-item4"),
            key("ref-rule-turn-item5"),
            key("ref-rule-turn-item6"),
        ])],
    },
    Section {
        id: "rule-points",
        title: key("ref-rule-points-title"),
        blocks: &[
            Block::P(key("ref-rule-points-p1")),
            Block::P(key("ref-rule-points-p2")),
            Block::P(key("ref-rule-points-p3")),
            Block::Items(&[
                key("ref-rule-points-item1"),
                key("ref-rule-points-item2"),
                key("ref-rule-points-item3"),
            ]),
            Block::Diagram(&EX_BREDOUILLE),
        ],
    },
    Section {
        id: "rule-jans",
        title: key("ref-rule-jans-title"),
        blocks: &[
            Block::P(key("ref-rule-jans-p1")),
            Block::Jans(&super::ALL_JANS),
        ],
    },
    Section {
        id: "rule-jans-rares",
        title: key("ref-rule-jans-rares-title"),
        blocks: &[
            Block::Items(&[
                key("ref-rule-jans-rares-item1"),
                key("ref-rule-jans-rares-item2"),
                key("ref-rule-jans-rares-item3"),
            ]),
            Block::Jans(&[
                J::SixTables,
                J::DeuxTables,
                J::ContreDeuxTables,
                J::Mezeas,
                J::ContreMezeas,
            ]),
            Block::Diagram(&EX_SIX_TABLES),
            Block::Diagram(&EX_DEUX_TABLES),
            Block::Diagram(&EX_MEZEAS),
        ],
    },
    Section {
        id: "rule-battre-a-vrai",
        title: key("ref-rule-battre-a-vrai-title"),
        blocks: &[
            Block::P(key("ref-rule-battre-a-vrai-p1")),
            Block::P(key("ref-rule-battre-a-vrai-p2")),
            Block::Jans(&[J::BattreAVrai]),
            Block::Diagram(&EX_HIT_TRUE),
        ],
    },
    Section {
        id: "rule-battre-a-faux",
        title: key("ref-rule-battre-a-faux-title"),
        blocks: &[
            Block::P(key("ref-rule-battre-a-faux-p1")),
            Block::Jans(&[J::BattreAFaux]),
            Block::Diagram(&EX_HIT_FALSE),
        ],
    },
    Section {
        id: "rule-battre-le-coin",
        title: key("ref-rule-battre-le-coin-title"),
        blocks: &[
            Block::P(key("ref-rule-battre-le-coin-p1")),
            Block::Jans(&[J::BattreLeCoin]),
            Block::Diagram(&EX_HIT_CORNER),
        ],
    },
    Section {
        id: "rule-impuissance",
        title: key("ref-rule-impuissance-title"),
        blocks: &[
            Block::P(key("ref-rule-impuissance-p1")),
            Block::Jans(&[J::Impuissance]),
            Block::Diagram(&EX_IMPUISSANCE),
        ],
    },
    Section {
        id: "rule-remplir",
        title: key("ref-rule-remplir-title"),
        blocks: &[
            Block::P(key("ref-rule-remplir-p1")),
            Block::P(key("ref-rule-remplir-p2")),
            Block::Jans(&[J::PetitJan, J::GrandJan, J::JanDeRetour]),
            Block::Diagram(&EX_FILL),
        ],
    },
    Section {
        id: "rule-conserver",
        title: key("ref-rule-conserver-title"),
        blocks: &[
            Block::P(key("ref-rule-conserver-p1")),
            Block::Jans(&[
                J::ConserverPetitJan,
                J::ConserverGrandJan,
                J::ConserverJanDeRetour,
            ]),
            Block::Diagram(&EX_KEEP),
        ],
    },
    Section {
        id: "rule-grande-bredouille",
        title: key("ref-rule-grande-bredouille-title"),
        blocks: &[
            Block::P(key("ref-rule-grande-bredouille-p1")),
            Block::P(key("ref-rule-grande-bredouille-p2")),
            Block::Items(&[
                key("ref-rule-grande-bredouille-item1"),
                key("ref-rule-grande-bredouille-item2"),
                key("ref-rule-grande-bredouille-item3"),
            ]),
            Block::Diagram(&EX_PAVILLON),
        ],
    },
    Section {
        id: "rule-tenir",
        title: key("ref-rule-tenir-title"),
        blocks: &[
            Block::P(key("ref-rule-tenir-p1")),
            Block::Items(&[key("ref-rule-tenir-item1"), key("ref-rule-tenir-item2")]),
            Block::P(key("ref-rule-tenir-p2")),
        ],
    },
    Section {
        id: "rule-ecoles",
        title: key("ref-rule-ecoles-title"),
        blocks: &[
            Block::P(key("ref-rule-ecoles-p1")),
            Block::P(key("ref-rule-ecoles-p2")),
        ],
    },
];
