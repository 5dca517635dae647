//! The text of the rule reference, in English and French, written from the
//! project's rules digest. French terms of the game are kept in both languages.

use super::{t, Block, Example, Section};
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
    caption: t(
        "The start, numbered for White: his talon (1) with all fifteen checkers, his rest corner (12), Black's rest corner (13) and Black's talon (24).",
        "Le départ, numéroté pour Blanc : son talon (1) avec ses quinze dames, son coin de repos (12), le coin de repos de Noir (13) et le talon de Noir (24).",
    ),
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
    caption: t(
        "White rolls 5 and 3 and plays one checker by 5 and another by 3. He could also play one checker tout d'une from 1 to 9.",
        "Blanc amène 5 et 3 et joue une dame de 5 et une autre de 3. Il pourrait aussi jouer une seule dame tout d'une de 1 à 9.",
    ),
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
    caption: t(
        "With 5 and 4 White takes his rest corner naturally: one checker with each number, both landing on 12 together.",
        "Avec 5 et 4, Blanc prend son coin de repos naturellement : une dame par chaque nombre, les deux arrivent ensemble sur 12.",
    ),
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
    caption: t(
        "With 5 and 4 the checkers on 8 and 9 could both reach Black's empty corner (13): White takes his own corner by puissance, each checker stopping one field short.",
        "Avec 5 et 4, les dames de 8 et 9 atteindraient toutes deux le coin vide de Noir (13) : Blanc prend son coin par puissance, chaque dame s'arrêtant une case avant.",
    ),
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
    caption: t(
        "Black, all his checkers on his talon, can still make his petit jan, so no white checker may go beyond White's 12: the checkers on 10 and 11 may play neither the 6 nor the 5 (to 15, 16 or 17). White plays from his talon instead.",
        "Noir, toutes ses dames sur son talon, peut encore faire son petit jan : aucune dame blanche ne peut dépasser la case 12 de Blanc. Les dames de 10 et 11 ne peuvent jouer ni le 6 ni le 5 (vers 15, 16 ou 17) ; Blanc joue de son talon.",
    ),
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
    caption: t(
        "White's last two checkers are on 23 and 24; with 2 and ace both go off. He is the first to bear off all fifteen: sortie, 4 points (6 with a doublet).",
        "Les deux dernières dames de Blanc sont sur 23 et 24 ; avec 2 et as, elles sortent. Il a sorti ses quinze dames le premier : sortie, 4 points (6 sur un doublet).",
    ),
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
    caption: t(
        "White marked 4 points, then Black 2: White is débredouillé, and the bredouille chip goes beside Black's chip, who is now en bredouille.",
        "Blanc a marqué 4 points, puis Noir 2 : Blanc est débredouillé, et le jeton de bredouille va près de celui de Noir, qui est maintenant en bredouille.",
    ),
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
    caption: t(
        "White had taken 3 holes when Black won his first (2, en bredouille): Black takes the pavillon into his peg's starting hole and may still win en grande bredouille.",
        "Blanc avait pris 3 trous quand Noir a gagné son premier (2, en bredouille) : Noir prend le pavillon dans le trou de départ de son fichet et peut encore gagner en grande bredouille.",
    ),
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
    caption: t(
        "White's third roll: checkers on 2, 3, 4 and 5, and 6 and 5 could bring two more down to 7 and 6. Jan de six tables, 4 points — he need not play it so.",
        "Troisième coup de Blanc : des dames sur 2, 3, 4 et 5, et 6 et 5 pourraient en abattre deux sur 7 et 6. Jan de six tables, 4 points — il n'est pas tenu de le jouer ainsi.",
    ),
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
    caption: t(
        "Only two checkers are off White's talon; with 6 and 5 one could go to his corner (6 + 6) and the other to Black's (8 + 5). Jan de deux tables, 4 points.",
        "Deux dames seulement sont abattues ; avec 6 et 5, l'une irait dans son coin (6 + 6) et l'autre dans celui de Noir (8 + 5). Jan de deux tables, 4 points.",
    ),
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
    caption: t(
        "White holds his corner with exactly two checkers and nothing else off the talon, and rolls an ace: jan de mézéas, 4 points (6 with two aces).",
        "Blanc tient son coin avec deux dames exactement, sans autre dame abattue, et amène un as : jan de mézéas, 4 points (6 sur double as).",
    ),
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
    caption: t(
        "Black's lone checker on White's 15, White's hitters on 8, 11 and 12, roll 4 and 3: by 3 (from 12), by 4 (from 11) and by 7 (from 8). Three ways × 2 in the grand-jan table = 6 points.",
        "Dame seule de Noir sur la case 15 de Blanc, batteurs sur 8, 11 et 12, coup de 4 et 3 : par 3 (de 12), par 4 (de 11) et par 7 (de 8). Trois moyens × 2 dans la table du grand jan = 6 points.",
    ),
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
    caption: t(
        "White's checker on 7 could reach the lone black checker on 14 only by 7, but both passages (10 and 11) hold two black checkers: battre à faux, 2 points for Black.",
        "La dame blanche de 7 n'atteindrait la dame seule de Noir sur 14 que par 7, mais les deux passages (10 et 11) portent deux dames noires : battre à faux, 2 points pour Noir.",
    ),
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
    caption: t(
        "White holds his corner with three checkers, Black's is empty; with 2 and ace one checker from 11 and the surcase from 12 could go onto it together. Battre le coin, 4 points.",
        "Blanc tient son coin avec trois dames, celui de Noir est vide ; avec 2 et as, la dame de 11 et la surcase de 12 pourraient y aller ensemble. Battre le coin, 4 points.",
    ),
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
    caption: t(
        "White rolls 6 and ace. The 6 could only move one of the last two checkers of his corner, which must leave together: it is impuissant, 2 points for Black. The ace (21 to 22) fills the jan de retour: 4 points for White.",
        "Blanc amène 6 et as. Le 6 ne pourrait déplacer qu'une des deux dernières dames du coin, qui doivent en sortir ensemble : il est impuissant, 2 points pour Noir. L'as (de 21 à 22) remplit le jan de retour : 4 points pour Blanc.",
    ),
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
    caption: t(
        "Only field 6 is a demi-case. With 5 and 4 it can be covered by 5 (from 1) or by 4 (from 2): two ways × 4 = 8 points.",
        "Seule la case 6 est une demi-case. Avec 5 et 4, on la couvre par 5 (de 1) ou par 4 (de 2) : deux moyens × 4 = 8 points.",
    ),
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
    caption: t(
        "White's petit jan is filled. With 6 and 5 he can play from his talon's surcases without breaking it: he conserves it, 4 points.",
        "Le petit jan de Blanc est plein. Avec 6 et 5, il peut jouer les surcases de son talon sans le rompre : il le conserve, 4 points.",
    ),
};

// ---------------------------------------------------------------------------
// Sections

/// The sections, in the digest's order.
pub static SECTIONS: &[Section] = &[
    Section {
        id: "rule-board",
        title: t("The board and its numbering", "Le tablier et sa numérotation"),
        blocks: &[
            Block::P(t(
                "The tablier has 24 fields (flèches), twelve on each player's side. A middle band cuts each side into two tables: the table des petits jans, next to the talons, and the table des grands jans, next to the rest corners. Each player has 15 checkers (dames); two dice are shared.",
                "Le tablier a 24 flèches, douze de chaque côté. Une bande du milieu partage chaque côté en deux tables : la table des petits jans, près des talons, et la table des grands jans, près des coins de repos. Chaque joueur a 15 dames ; les deux dés sont communs.",
            )),
            Block::P(t(
                "Each player counts the fields from his own point of view, 1 to 24. His 1 is his talon (heel), where all his checkers start; his 12 is his rest corner (coin de repos); 13 to 24 are on the opponent's side, 13 being the opponent's corner and 24 his talon. My field p is the opponent's 25 − p. Checkers only move forward; 25 is off the board.",
                "Chacun compte les cases de son point de vue, de 1 à 24. Sa case 1 est son talon, où partent toutes ses dames ; sa 12 est son coin de repos ; de 13 à 24 on est chez l'adversaire : 13 est son coin, 24 son talon. Ma case p est la 25 − p de l'adversaire. Les dames ne font qu'avancer ; 25 est la sortie.",
            )),
            Block::Items(&[
                t(
                    "Quarters (cadrans) of six fields: 1–6, 7–12, 13–18, 19–24. The first is where the petit jan is made, the second the grand jan, the last the jan de retour.",
                    "Quatre cadrans de six cases : 1–6, 7–12, 13–18, 19–24. Le premier est celui du petit jan, le deuxième du grand jan, le dernier du jan de retour.",
                ),
                t(
                    "A field with two or more of my checkers is a case (safe); with one, a demi-case (a blot); checkers beyond two are surcases.",
                    "Une flèche portant deux dames ou plus est une case ; une seule, une demi-case ; les dames au-delà de deux sont des surcases.",
                ),
                t(
                    "Scoring kit: three jetons (one per player for points, one for bredouille), a fichet (peg) each on the twelve holes of his long band, and the pavillon (flag) in the middle hole of the short band.",
                    "Pour marquer : trois jetons (un par joueur pour les points, un pour la bredouille), un fichet par joueur sur les douze trous de sa bande, et le pavillon dans le trou du milieu de la petite bande.",
                ),
            ]),
            Block::Diagram(&EX_BOARD),
        ],
    },
    Section {
        id: "rule-start",
        title: t("Starting and primacy", "Le début et la primauté"),
        blocks: &[
            Block::P(t(
                "At the start all fifteen checkers of each player stand on his talon, the chips are on the band between the talons, the pegs at hole 0 and the pavillon in the middle hole.",
                "Au départ, les quinze dames de chaque joueur sont sur son talon, les jetons sur la bande entre les talons, les fichets au trou 0 et le pavillon au trou du milieu.",
            )),
            Block::P(t(
                "Primacy: each player rolls one die; the higher plays first and rolls both dice again for his first move. Equal dice: roll again. In later relevés, the player who bore off first, or who chose to s'en aller, plays first.",
                "La primauté : chacun lance un dé ; le plus fort joue le premier et relance les deux dés pour son premier coup. Dés égaux : on recommence. Aux relevés suivants, commence celui qui a sorti le premier, ou qui s'en est allé.",
            )),
        ],
    },
    Section {
        id: "rule-moving",
        title: t("Moving the checkers", "Jouer les dames"),
        blocks: &[
            Block::P(t(
                "A checker may never land on a field holding any opposing checker. Nothing is ever hit off the board: in trictrac, « battre » only scores points.",
                "Une dame ne peut jamais se poser sur une flèche où est une dame adverse. On n'enlève jamais de dame : au trictrac, « battre » ne fait que marquer des points.",
            )),
            Block::Items(&[
                t(
                    "Each number separately, or tout d'une: with a and b, one checker moves by a and one (the same or another) by b; or one checker moves by a + b if its landing field and at least one of the two passages (start + a, start + b) are open.",
                    "Chaque nombre séparément, ou tout d'une : avec a et b, une dame avance de a et une (la même ou une autre) de b ; ou une seule dame avance de a + b, si la case d'arrivée et au moins un des deux passages (départ + a, départ + b) sont libres.",
                ),
                t(
                    "A doublet is played once, not twice: 4-4 is two moves of 4 (two checkers by 4, or one by 8 through an open field).",
                    "Un doublet ne se joue qu'une fois : 4 et 4, c'est deux fois 4 (deux dames de 4, ou une dame de 8 par une case libre).",
                ),
                t(
                    "Both numbers must be played when possible; if only one can be, the higher one when possible. A number that cannot be played is impuissant and scores for the opponent.",
                    "Il faut jouer les deux nombres quand on le peut ; si un seul est jouable, le plus fort quand on le peut. Un nombre injouable est impuissant et marque pour l'adversaire.",
                ),
            ]),
            Block::Diagram(&EX_MOVE),
        ],
    },
    Section {
        id: "rule-coin-de-repos",
        title: t("The rest corner (coin de repos)", "Le coin de repos"),
        blocks: &[
            Block::Items(&[
                t(
                    "Naturally: the corner (my 12) is taken only by bringing two checkers onto it in the same roll, one with each number (with a doublet, two checkers by that number).",
                    "Naturellement (par effet) : le coin (ma 12) ne se prend qu'en y mettant deux dames du même coup, une par chaque nombre (sur un doublet, deux dames de ce nombre).",
                ),
                t(
                    "By puissance: if the opponent's corner (my 13) is empty and two of my checkers could go straight onto it, one with each number, I may put them on my own corner instead. If I can take it naturally, I must.",
                    "Par puissance : si le coin adverse (ma 13) est vide et que deux de mes dames pourraient y aller, une par chaque nombre, je peux les mettre dans mon coin à la place. Si je peux le prendre naturellement, je le dois.",
                ),
                t(
                    "Once held, surcases may be added one or two at a time, naturally only. To leave it, the surcases go first and the last two must leave together; it can be taken again later.",
                    "Une fois pris, on y ajoute des surcases une ou deux à la fois, naturellement seulement. Pour le quitter, les surcases partent d'abord et les deux dernières dames sortent ensemble ; on peut le reprendre plus tard.",
                ),
                t(
                    "Nobody may ever put a checker on the opponent's corner. An empty corner may serve as the passage of a tout d'une move. Taking the corner is not obligatory unless it is the only legal play, and scores nothing by itself.",
                    "Personne ne peut poser de dame dans le coin de l'adversaire. Un coin vide peut servir de passage à une dame jouée tout d'une. Prendre son coin n'est obligatoire que si c'est le seul jeu permis, et ne vaut aucun point en soi.",
                ),
            ]),
            Block::Diagram(&EX_CORNER),
            Block::Diagram(&EX_PUISSANCE),
        ],
    },
    Section {
        id: "rule-passage",
        title: t("Passage to the jeu de retour", "Le passage au jeu de retour"),
        blocks: &[
            Block::P(t(
                "Fields 13 to 24 are the jeu de retour, on the opponent's side. They open to me only as the opponent loses the chance of filling his jans there:",
                "Les cases 13 à 24 sont le jeu de retour, du côté de l'adversaire. Elles ne s'ouvrent qu'à mesure que l'adversaire perd la possibilité d'y remplir ses jans :",
            )),
            Block::Items(&[
                t(
                    "while he can still make his petit jan, none of my checkers may go to 13 or beyond;",
                    "tant qu'il peut encore faire son petit jan, aucune de mes dames ne passe la case 12 ;",
                ),
                t(
                    "when he can no longer make his petit jan but can still make his grand jan, I may not stop in 13–18, but I may pass over them into 19–24;",
                    "quand il ne peut plus faire son petit jan mais encore son grand jan, je ne peux pas m'arrêter de 13 à 18, mais je peux les franchir pour aller de 19 à 24 ;",
                ),
                t(
                    "when he can make neither, every open field is allowed, except his rest corner.",
                    "quand il ne peut faire ni l'un ni l'autre, toute case libre est permise, sauf son coin de repos.",
                ),
            ]),
            Block::P(t(
                "He can still fill a quarter when none of my checkers stands in it and he has enough checkers on or behind each of its fields (at least 2, 4, … 12 counting from his talon side).",
                "Il peut encore remplir un cadran quand aucune de mes dames n'y est et qu'il a assez de dames sur chacune de ses cases ou en arrière (au moins 2, 4, … 12 en partant de son talon).",
            )),
            Block::Diagram(&EX_PASSAGE),
        ],
    },
    Section {
        id: "rule-sortie",
        title: t("Sortie (bearing off)", "La sortie"),
        blocks: &[
            Block::P(t(
                "When all fifteen checkers are in the last quarter (19–24), a player may bear off: 25 counts as a field. A number that brings a checker exactly to 25 takes it off; a number larger than the farthest checker needs takes that checker off; if nothing can go off, the number is played inside the board. A filled jan de retour must still be kept when possible.",
                "Quand ses quinze dames sont dans le dernier cadran (19–24), on peut sortir : 25 compte comme une case. Un nombre qui mène une dame juste à 25 la sort ; un nombre trop fort sort la dame la plus éloignée ; si rien ne peut sortir, le nombre se joue dans le tablier. Un jan de retour plein doit encore être conservé quand on le peut.",
            )),
            Block::P(t(
                "This is the fast « Parisian » sortie, the default. The slow « provincial » sortie, an option, makes a number play inside the board whenever it can.",
                "C'est la sortie rapide « à la parisienne », par défaut. La sortie lente « à la provinciale », en option, oblige à jouer un nombre dans le tablier chaque fois qu'on le peut.",
            )),
            Block::P(t(
                "The first player to bear off all fifteen scores the sortie: 4 points, 6 with a doublet, the value of the roll that takes off the last checker. Then the relevé ends and both players set up again on their talons; the points on the chips are kept.",
                "Le premier qui a sorti ses quinze dames marque la sortie : 4 points, 6 sur un doublet, la valeur du coup qui sort la dernière dame. Le relevé finit alors et chacun remet ses dames sur son talon ; les points des jetons restent.",
            )),
            Block::Jans(&[J::Sortie]),
            Block::Diagram(&EX_SORTIE),
        ],
    },
    Section {
        id: "rule-turn",
        title: t("The order of a turn", "L'ordre d'un coup"),
        blocks: &[Block::Items(&[
            t("The roller rolls the dice.", "Le joueur lance les dés."),
            t(
                "He marks the points his roll gives him, counted on the position before he moves, then the holes they win.",
                "Il marque les points que son coup lui donne, comptés sur la position d'avant son jeu, puis les trous qu'ils lui valent.",
            ),
            t(
                "If he won a hole with his own points, he chooses to tenir or to s'en aller.",
                "S'il a gagné un trou par ses propres points, il choisit de tenir ou de s'en aller.",
            ),
            t("He plays his checkers.", "Il joue ses dames."),
            t(
                "The opponent marks what this roll gives him: battre à faux, impuissance, contre-jans.",
                "L'adversaire marque ce que ce coup lui donne : battre à faux, impuissance, contre-jans.",
            ),
            t("The opponent rolls.", "L'adversaire lance à son tour."),
        ])],
    },
    Section {
        id: "rule-points",
        title: t("Points, holes, bredouille", "Points, trous, bredouille"),
        blocks: &[
            Block::P(t(
                "Points always come in even numbers. Twelve points make a hole (trou); the first to 12 holes wins the partie. Each player marks his points with his chip: 2 at his field 2, 4 at 4, 6 at 6, 8 at 7, 10 at his corner; at 12 the chip goes back to the band.",
                "Les points vont toujours par nombres pairs. Douze points font un trou ; le premier à 12 trous gagne la partie. Chacun marque ses points avec son jeton : 2 à sa flèche 2, 4 à la 4, 6 à la 6, 8 à la 7, 10 au coin ; à 12 le jeton revient sur la bande.",
            )),
            Block::P(t(
                "Bredouille: a player who makes his twelve points without the opponent scoring in between marks 2 holes instead of 1. Whoever scores from zero is en bredouille; when the opponent then scores, the first is débredouillé and the second, who interrupted him, is en bredouille in turn: the bredouille chip goes beside his chip. If the first scores again, that chip goes back and neither is en bredouille.",
                "La bredouille : qui fait ses douze points sans que l'adversaire marque entre-temps prend 2 trous au lieu d'un. Qui marque en partant de zéro est en bredouille ; si l'adversaire marque ensuite, le premier est débredouillé et le second, qui l'a interrompu, est à son tour en bredouille : le jeton de bredouille se met près du sien. Si le premier marque de nouveau, ce jeton est retiré et personne n'est plus en bredouille.",
            )),
            Block::P(t(
                "On reaching 12, the opponent's points are erased and the surplus stays, en bredouille (the opponent has nothing now). Worked examples:",
                "En atteignant 12, les points de l'adversaire sont effacés et le surplus reste, en bredouille (l'adversaire n'a plus rien). Exemples :",
            )),
            Block::Items(&[
                t(
                    "Both at 4, one scores 16: 20 = 12 + 8, one hole (he was interrupted), 8 left.",
                    "Tous deux à 4, l'un marque 16 : 20 = 12 + 8, un trou (il avait été interrompu), il reste 8.",
                ),
                t(
                    "At 8, not en bredouille, he scores 18: 26 = 12 + 12 + 2, the first hole single, the second double (the opponent's points are gone), 3 holes, 2 left.",
                    "À 8, sans bredouille, il marque 18 : 26 = 12 + 12 + 2, le premier trou simple, le second double (les points de l'adversaire sont effacés) : 3 trous, il reste 2.",
                ),
                t(
                    "A scores 4, then B scores 12 without interruption: B marks 2 holes.",
                    "A marque 4, puis B marque 12 sans interruption : B prend 2 trous.",
                ),
            ]),
            Block::Diagram(&EX_BREDOUILLE),
        ],
    },
    Section {
        id: "rule-jans",
        title: t("The jans: all points at a glance", "Les jans : tous les points"),
        blocks: &[
            Block::P(t(
                "Every point is won by a jan: an event of the roll, counted on the position before the move. A jan has ways (moyens), each worth its points per way; a doublet is usually worth more. Some jans score for the player who rolled, some for his opponent (jans qui ne peuvent).",
                "Tout point se gagne par un jan : un fait du coup, compté sur la position d'avant le jeu. Un jan a des moyens, chacun valant ses points ; un doublet vaut en général davantage. Certains jans marquent pour le joueur, d'autres pour son adversaire (jans qui ne peuvent).",
            )),
            Block::Jans(&super::ALL_JANS),
        ],
    },
    Section {
        id: "rule-jans-rares",
        title: t("The rare jans (early in a relevé)", "Les jans rares (en début de relevé)"),
        blocks: &[
            Block::Items(&[
                t(
                    "Jan de six tables (jan de trois coups): within his first three rolls the player can have one checker on each of his fields 2 to 7. On the third roll it is enough that the two numbers could bring down the missing checkers.",
                    "Jan de six tables (jan de trois coups) : dans ses trois premiers coups, le joueur peut avoir une dame sur chacune de ses cases 2 à 7. Au troisième coup, il suffit que les deux nombres puissent abattre les dames qui manquent.",
                ),
                t(
                    "Jan de deux tables: only two checkers are off the talon and they could go one to each rest corner with the two numbers. If the opponent holds his corner, it is a contre-jan: the points go to him.",
                    "Jan de deux tables : deux dames seulement sont abattues et elles pourraient aller chacune dans un coin de repos avec les deux nombres. Si l'adversaire tient son coin, c'est un contre-jan : les points sont pour lui.",
                ),
                t(
                    "Jan de mézéas: the player holds his corner with exactly two checkers, nothing else off the talon, and rolls an ace (or two aces). Contre-jan de mézéas: the same when the opponent holds his corner; the points go to him.",
                    "Jan de mézéas : le joueur tient son coin avec deux dames exactement, sans autre dame abattue, et amène un as (ou deux as). Contre-jan de mézéas : de même quand l'adversaire tient son coin ; les points sont pour lui.",
                ),
            ]),
            Block::Jans(&[J::SixTables, J::DeuxTables, J::ContreDeuxTables, J::Mezeas, J::ContreMezeas]),
            Block::Diagram(&EX_SIX_TABLES),
            Block::Diagram(&EX_DEUX_TABLES),
            Block::Diagram(&EX_MEZEAS),
        ],
    },
    Section {
        id: "rule-battre-a-vrai",
        title: t("Battre à vrai (a true hit)", "Battre à vrai"),
        blocks: &[
            Block::P(t(
                "A checker of mine could reach a field holding exactly one opposing checker, on either side of the board, with one number or with their sum. Nothing moves: the hit only scores. Ways are counted by number: at most one by a, one by b and one by a + b per checker hit (doublet: by d and by 2d), whichever checkers do it.",
                "Une de mes dames pourrait atteindre une flèche où est une seule dame adverse, d'un côté ou de l'autre du tablier, par un nombre ou par leur somme. Rien ne bouge : battre ne fait que marquer. Les moyens se comptent par nombre : au plus un par a, un par b et un par a + b pour chaque dame battue (doublet : par d et par 2d), quelles que soient les dames qui le font.",
            )),
            Block::P(t(
                "A hit by one number is always true. A hit by the sum is true when a passage is open: the intermediate field must not hold two or more opposing checkers (one is fine: it is hit too). Even the last two checkers of my corner may hit.",
                "Battre par un des nombres est toujours à vrai. Battre par la somme est à vrai si un passage est ouvert : la case intermédiaire ne doit pas porter deux dames adverses ou plus (une seule ne gêne pas : elle est battue aussi). Même les deux dernières dames du coin peuvent battre.",
            )),
            Block::Jans(&[J::BattreAVrai]),
            Block::Diagram(&EX_HIT_TRUE),
        ],
    },
    Section {
        id: "rule-battre-a-faux",
        title: t("Battre à faux (a false hit)", "Battre à faux"),
        blocks: &[
            Block::P(t(
                "A lone opposing checker that I could reach only by the sum, with every passage closed by two or more opposing checkers, is hit à faux: the opponent scores, one way per checker. A checker hit à vrai is not also hit à faux, but in one roll some checkers may be hit à vrai and others à faux.",
                "Une dame adverse seule que je n'atteindrais que par la somme, tous les passages fermés par deux dames adverses ou plus, est battue à faux : c'est l'adversaire qui marque, un moyen par dame. Une dame battue à vrai ne l'est pas aussi à faux, mais dans un même coup on peut battre certaines dames à vrai et d'autres à faux.",
            )),
            Block::Jans(&[J::BattreAFaux]),
            Block::Diagram(&EX_HIT_FALSE),
        ],
    },
    Section {
        id: "rule-battre-le-coin",
        title: t("Battre le coin (hitting the corner)", "Battre le coin"),
        blocks: &[
            Block::P(t(
                "I hold my corner, the opponent's is empty, and two of my checkers could go straight onto his corner, one with each number (doublet: two by that number). Only surcases of my corner count, not its last two: with an ace my corner needs three checkers, with two aces four. One way.",
                "Je tiens mon coin, celui de l'adversaire est vide, et deux de mes dames pourraient aller droit dans son coin, une par chaque nombre (doublet : deux de ce nombre). Seules les surcases de mon coin comptent, pas ses deux dernières dames : avec un as il faut trois dames au coin, avec double as quatre. Un seul moyen.",
            )),
            Block::Jans(&[J::BattreLeCoin]),
            Block::Diagram(&EX_HIT_CORNER),
        ],
    },
    Section {
        id: "rule-impuissance",
        title: t("Dames impuissantes (numbers not played)", "Les dames impuissantes"),
        blocks: &[
            Block::P(t(
                "Each number of the roll that cannot be played gives the opponent 2 points: 2 or 4 for a single roll, and for a doublet 2 when only half of it can be played, 4 when none.",
                "Chaque nombre du coup qui ne peut se jouer vaut 2 points à l'adversaire : 2 ou 4 pour un coup simple, et pour un doublet 2 quand une moitié seulement se joue, 4 quand rien ne se joue.",
            )),
            Block::Jans(&[J::Impuissance]),
            Block::Diagram(&EX_IMPUISSANCE),
        ],
    },
    Section {
        id: "rule-remplir",
        title: t("Filling a jan (remplir)", "Remplir un jan"),
        blocks: &[
            Block::P(t(
                "A quarter is filled when each of its six fields holds two or more of my checkers: 1–6 is the petit jan, 7–12 the grand jan (it needs my corner), 19–24 the jan de retour. The opponent's quarter 13–18 can never be filled, since it holds his corner.",
                "Un cadran est rempli quand chacune de ses six flèches porte au moins deux de mes dames : 1–6 est le petit jan, 7–12 le grand jan (il faut son coin), 19–24 le jan de retour. Le cadran 13–18 ne se remplit jamais : il contient le coin adverse.",
            )),
            Block::P(t(
                "Making a jan scores 4 per way (6 with a doublet). Ways are counted by number, not by the order of play: with one demi-case left, the ways are by a, by b and by a + b tout d'une (doublet: by d and by 2d), each counted once if some checker can do it legally without uncovering another field of the quarter. With two demi-cases (or an empty field) left there is at most one way. Filling is obligatory when possible.",
                "Faire un jan vaut 4 par moyen (6 sur un doublet). Les moyens se comptent par nombre, non par ordre de jeu : avec une demi-case à couvrir, les moyens sont par a, par b et par a + b tout d'une (doublet : par d et par 2d), chacun compté une fois si une dame peut le faire légalement sans découvrir une autre case du cadran. Avec deux demi-cases (ou une case vide) à couvrir, il y a au plus un moyen. Remplir est obligatoire quand on le peut.",
            )),
            Block::Jans(&[J::PetitJan, J::GrandJan, J::JanDeRetour]),
            Block::Diagram(&EX_FILL),
        ],
    },
    Section {
        id: "rule-conserver",
        title: t("Conserving a jan (conserver)", "Conserver un jan"),
        blocks: &[
            Block::P(t(
                "On a later roll, if the player can play his whole roll without breaking his filled jan, he scores 4 (6 with a doublet), one way, and must keep it. If a number cannot be played and the jan stays whole, he still scores — conserver par impuissance — while the opponent scores the impuissance. When the only legal play breaks the jan, it is broken and nothing is scored.",
                "À un coup suivant, si le joueur peut jouer tout son coup sans rompre son jan plein, il marque 4 (6 sur un doublet), un moyen, et doit le garder. Si un nombre est injouable et que le jan reste entier, il marque encore — conserver par impuissance — et l'adversaire marque l'impuissance. Quand le seul jeu permis rompt le jan, il faut le rompre et rien n'est marqué.",
            )),
            Block::Jans(&[J::ConserverPetitJan, J::ConserverGrandJan, J::ConserverJanDeRetour]),
            Block::Diagram(&EX_KEEP),
        ],
    },
    Section {
        id: "rule-grande-bredouille",
        title: t("Grande bredouille, the pavillon and the stakes", "Grande bredouille, pavillon et enjeux"),
        blocks: &[
            Block::P(t(
                "The bredouille idea, one level up: a player who takes all twelve holes without the opponent winning a hole in between wins en grande bredouille. If the first hole-taker is interrupted, the other takes the pavillon into his peg's starting hole and may still win en grande bredouille with the pavillon; if he in turn is interrupted, the pavillon is set aside and nobody can.",
                "La bredouille, un étage plus haut : qui prend les douze trous sans que l'adversaire en gagne un entre-temps gagne en grande bredouille. Si le premier preneur de trous est interrompu, l'autre met le pavillon dans le trou de départ de son fichet et peut encore gagner en grande bredouille avec le pavillon ; s'il est interrompu à son tour, le pavillon est mis de côté et personne ne le peut plus.",
            )),
            Block::P(t("What the winner of a partie takes, by the three methods:", "Ce que gagne le vainqueur d'une partie, selon les trois méthodes :")),
            Block::Items(&[
                t("Oldest: ×2 en bredouille, else ×1.", "La plus ancienne : ×2 en bredouille, sinon ×1."),
                t(
                    "Second: ×2 en bredouille, else ×1.5 if the loser has not reached hole 7 (« n'a pas passé le pont »), else ×1.",
                    "La deuxième : ×2 en bredouille, sinon ×1,5 si le perdant n'a pas atteint le trou 7 (« n'a pas passé le pont »), sinon ×1.",
                ),
                t(
                    "19th century (the default): grande bredouille without pavillon ×4, with pavillon ×3, else ×2 if the loser has not reached hole 6, else ×1.",
                    "Celle du XIXe siècle (par défaut) : grande bredouille sans pavillon ×4, avec pavillon ×3, sinon ×2 si le perdant n'a pas atteint le trou 6, sinon ×1.",
                ),
            ]),
            Block::Diagram(&EX_PAVILLON),
        ],
    },
    Section {
        id: "rule-tenir",
        title: t("Tenir or s'en aller; relevés", "Tenir ou s'en aller ; les relevés"),
        blocks: &[
            Block::P(t(
                "When the roller wins a hole with the points of his own roll, he chooses:",
                "Quand le joueur gagne un trou par les points de son propre coup, il choisit :",
            )),
            Block::Items(&[
                t(
                    "tenir (stay): he keeps his surplus, the opponent's points are erased, the opponent still marks what this roll gives him, and play goes on;",
                    "tenir : il garde son surplus, les points de l'adversaire sont effacés, l'adversaire marque encore ce que ce coup lui donne, et le jeu continue ;",
                ),
                t(
                    "s'en aller (go): all three chips go back to the band (his surplus is given up), both players set up again on their talons, and the opponent may not mark what this roll would have given him. The goer plays first in the new relevé.",
                    "s'en aller : les trois jetons reviennent sur la bande (il abandonne son surplus), chacun remet ses dames sur son talon, et l'adversaire ne marque pas ce que ce coup lui aurait donné. Celui qui s'en va joue le premier au nouveau relevé.",
                ),
            ]),
            Block::P(t(
                "A hole won by the opponent's points (on the roller's impuissance, say) gives no choice. A relevé runs from one setting up on the talons to the next: it ends with a sortie or when a player s'en va. The partie ends when a player reaches 12 holes.",
                "Un trou gagné par des points de l'adversaire (sur une impuissance du joueur, par exemple) ne donne pas de choix. Un relevé va d'une mise en place sur les talons à la suivante : il finit par une sortie ou quand un joueur s'en va. La partie finit quand un joueur atteint 12 trous.",
            )),
        ],
    },
    Section {
        id: "rule-ecoles",
        title: t("Écoles (schools)", "Les écoles"),
        blocks: &[
            Block::P(t(
                "In real play each player announces and marks his own points. Marking too few or too many is an école: the opponent may mark the difference for himself. There is no école of an école. A case fausse is an illegal move, which the opponent may have corrected.",
                "En vrai jeu, chacun annonce et marque ses points lui-même. En marquer trop ou trop peu est une école : l'adversaire peut marquer la différence à son profit. Il n'y a pas d'école d'école. Une case fausse est un coup irrégulier, que l'adversaire peut faire corriger.",
            )),
            Block::P(t(
                "In this app the engine marks everything by default. In school mode (an option) you mark your own points before moving; a wrong count gives the difference to the opponent and the log shows the right count. An opponent may also ignore a wrong count: the count then stands, missed points are lost and points marked in excess kept. The beginner bot may forget to send you to school (an option); the others never forget. Illegal moves are never played: the app says which rule forbids them.",
                "Dans cette application, le moteur marque tout par défaut. En mode école (une option), vous marquez vous-même vos points avant de jouer ; un compte faux donne la différence à l'adversaire et le journal montre le bon compte. L'adversaire peut aussi ignorer un compte faux : le compte reste alors, les points oubliés sont perdus et ceux marqués en trop gardés. Le robot débutant peut oublier de vous envoyer à l'école (une option) ; les autres n'oublient jamais. Un coup irrégulier n'est jamais joué : l'application dit quelle règle l'interdit.",
            )),
        ],
    },
];
