//! The lessons, in the order of the topics. Fields are named in the
//! roller's numbering, as the board's labels show them. Each position was
//! built from the rules digest and checked by the engine (see the tests).

use super::{Lesson, Question};
use crate::reference::t;
use tables::Side;

const WHITE: Question = Question::Points { side: Side::White };
const BLACK: Question = Question::Points { side: Side::Black };

/// All the lessons, easiest first.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "hit-petit-jan",
        title: t("A true hit in the petit-jan table", "Battre à vrai dans la table du petit jan"),
        intro: t(
            "Black has a lone checker on your field 5. Every number of your roll that reaches it from one of your checkers is a way to hit it truly (battre à vrai).",
            "Noir a une dame seule sur votre case 5. Chaque nombre de votre coup qui l'atteint depuis une de vos dames est un moyen de la battre à vrai.",
        ),
        position: "1.L2BaA92b5l.w41.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 8,
        explanation: t(
            "The 4 reaches field 5 from the talon and the ace from field 4: two ways, 4 points each in the petit-jan table, so 8 points. The sum 5 cannot start anywhere.",
            "Le 4 atteint la case 5 depuis le talon et l'as depuis la case 4 : deux moyens, à 4 points chacun dans la table du petit jan, soit 8 points. Le tout (5) ne part de nulle part.",
        ),
    },
    Lesson {
        id: "hit-grand-jan",
        title: t("Three ways in the grand-jan table", "Trois moyens dans la table du grand jan"),
        intro: t(
            "Black's lone checker stands on your field 14. Count the ways by number: by the 5, by the 2 and by their sum, whichever checkers realise them.",
            "La dame seule de Noir est sur votre case 14. Comptez les moyens par nombre : par le 5, par le 2 et par le tout, quelles que soient les dames qui les réalisent.",
        ),
        position: "1.I2A2A1B2B1a9n.w52.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 6,
        explanation: t(
            "By 5 from field 9, by 2 from your rest corner (a hit is virtual, so the corner's checkers may hit), by 7 from field 7 through your own fields 9 or 12: three ways at 2 points in the grand-jan table, 6 points.",
            "Par 5 depuis la case 9, par 2 depuis votre coin de repos (battre est virtuel, les dames du coin peuvent battre), par 7 depuis la case 7 en passant par vos cases 9 ou 12 : trois moyens à 2 points dans la table du grand jan, 6 points.",
        ),
    },
    Lesson {
        id: "hit-doublet",
        title: t("Hitting with a doublet", "Battre par doublet"),
        intro: t(
            "A doublet is played once, not twice: its numbers are the single number and its double. Black's lone checker is on your field 5.",
            "Un doublet se joue une fois, non deux : ses nombres sont le simple et le double. La dame seule de Noir est sur votre case 5.",
        ),
        position: "1.M1B1a99n.w22.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 12,
        explanation: t(
            "By 2 from field 3 and by 4 from the talon through your own field 3: two ways, 6 points each in the petit-jan table with a doublet, 12 points.",
            "Par 2 depuis la case 3 et par 4 depuis le talon en passant par votre case 3 : deux moyens, à 6 points chacun par doublet dans la table du petit jan, 12 points.",
        ),
    },
    Lesson {
        id: "hit-false",
        title: t("A false hit (battre à faux)", "Battre à faux"),
        intro: t(
            "Your checkers on field 6 can reach Black's lone checker on field 14 only by the sum 8. Look at the two passages, fields 9 and 11.",
            "Vos dames de la case 6 n'atteignent la dame seule de Noir en 14 que par le tout (8). Regardez les deux passages, cases 9 et 11.",
        ),
        position: "1.M4B2b1b2a9j.w53.0-0-9.0-0-8.m",
        question: BLACK,
        answer: 2,
        explanation: t(
            "Both passages hold two Black checkers: the hit by the sum is false, and a false hit scores for the opponent, 2 points in the grand-jan table (4 with a doublet).",
            "Les deux passages portent deux dames noires : le coup par le tout est à faux, et battre à faux marque pour l'adversaire, 2 points dans la table du grand jan (4 par doublet).",
        ),
    },
    Lesson {
        id: "hit-both-tables",
        title: t("True and false in one roll", "À vrai et à faux du même coup"),
        intro: t(
            "Two lone Black checkers: one on your field 4, one on your field 14. Each target is judged on its own.",
            "Deux dames noires seules : une sur votre case 4, une sur votre case 14. Chaque dame battue se juge à part.",
        ),
        position: "1.L1Aa1B2b1b2a9i.w53.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 3 from the talon hits field 4 truly: 4 points in the petit-jan table, for you. Field 14 is reached only by 8 from field 6 with both passages closed: that false hit gives Black 2 points, not you.",
            "Le 3 du talon bat la case 4 à vrai : 4 points dans la table du petit jan, pour vous. La case 14 n'est atteinte que par 8 depuis la case 6, passages fermés : ce coup à faux donne 2 points à Noir, pas à vous.",
        ),
    },
    Lesson {
        id: "battre-le-coin",
        title: t("Battre le coin", "Battre le coin"),
        intro: t(
            "You hold your rest corner with three checkers and Black's corner (your field 13) is empty. Could one checker with each number go onto it?",
            "Vous tenez votre coin de repos avec trois dames et le coin de Noir (votre case 13) est vide. Une dame par chaque nombre pourrait-elle s'y rendre ?",
        ),
        position: "1.J8B1C92o.w31.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 3 from field 10 and the ace from the corner's surcase would both land on field 13: you beat the corner, 4 points (6 with a doublet), one way only. The corner's last two checkers could not help.",
            "Le 3 depuis la case 10 et l'as depuis la surcase du coin arriveraient tous deux en 13 : vous battez le coin, 4 points (6 par doublet), un seul moyen. Les deux dernières dames du coin ne pourraient pas servir.",
        ),
    },
    Lesson {
        id: "coin-par-puissance",
        title: t("Taking the corner by puissance", "Prendre son coin par puissance"),
        intro: t(
            "Black's rest corner (your field 13) is empty. Your checkers on 7 and 9 could each reach it, one with each number; none can reach your own corner naturally.",
            "Le coin de repos de Noir (votre case 13) est vide. Vos dames de 7 et de 9 pourraient chacune l'atteindre, une par chaque nombre ; aucune ne peut gagner votre coin naturellement.",
        ),
        position: "1.M5A1A95o.w64.0-0-3.0-0-2.m",
        question: Question::Play {
            choices: &[&[(7, 13), (9, 13)], &[(7, 12), (9, 12)], &[(7, 11), (9, 15)]],
        },
        answer: 1,
        explanation: t(
            "No checker may ever stop on the opponent's corner, but since you could bring two checkers onto it, you may take your own corner by puissance: both stop one field short, on 12. Going to 15 is refused too: Black can still make his petit jan, so nothing passes your field 12.",
            "Nulle dame ne s'arrête jamais dans le coin de l'adversaire, mais puisque vous pourriez y porter deux dames, vous pouvez prendre votre coin par puissance : toutes deux s'arrêtent une case plus tôt, en 12. Aller en 15 est refusé aussi : Noir peut encore faire son petit jan, rien ne dépasse votre case 12.",
        ),
    },
    Lesson {
        id: "passage",
        title: t("The passage to the jeu de retour", "Le passage au jeu de retour"),
        intro: t(
            "Black's checkers are all on his talon: he can still make his petit jan. Your checkers on 8, 10 and 11 are near the middle of the board.",
            "Les dames de Noir sont toutes sur son talon : il peut encore faire son petit jan. Vos dames de 8, 10 et 11 sont près du milieu du tablier.",
        ),
        position: "1.L6A1AA93o.w65.0-0-4.0-0-3.m",
        question: Question::Play {
            choices: &[&[(10, 16), (11, 16)], &[(8, 13), (1, 7)], &[(1, 7), (1, 6)]],
        },
        answer: 2,
        explanation: t(
            "While the opponent can still make his petit jan, no checker may go beyond your field 12, and none may ever stop on his corner (13): only plays inside your own side are left, such as 1→7, 1→6.",
            "Tant que l'adversaire peut encore faire son petit jan, nulle dame ne dépasse votre case 12, et aucune ne s'arrête jamais dans son coin (13) : il ne reste que des jeux de votre côté, comme 1→7, 1→6.",
        ),
    },
    Lesson {
        id: "fill-petit-jan",
        title: t("Filling the petit jan: ways by number", "Remplir le petit jan : les moyens par nombre"),
        intro: t(
            "Only field 5 is a half case in your first quarter. Each number (the 3, the ace, their sum) that can cover it without uncovering another field is a way.",
            "Seule la case 5 est une demi-case de votre premier cadran. Chaque nombre (le 3, l'as, le tout) qui peut la couvrir sans découvrir une autre case est un moyen.",
        ),
        position: "1.ECBBAB98o.w31.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 8,
        explanation: t(
            "By 3 from field 2 (it keeps two) and by 4 tout d'une from the talon: two ways at 4, 8 points. The ace from field 4 would uncover field 4, so it is no way.",
            "Par 3 depuis la case 2 (il lui en reste deux) et par 4 tout d'une depuis le talon : deux moyens à 4, 8 points. L'as depuis la case 4 découvrirait la case 4 : ce n'est pas un moyen.",
        ),
    },
    Lesson {
        id: "fill-grand-jan",
        title: t("Filling the grand jan", "Remplir le grand jan"),
        intro: t(
            "Your second quarter lacks one checker on field 11. Black holds his rest corner.",
            "Votre second cadran n'attend qu'une dame en 11. Noir tient son coin de repos.",
        ),
        position: "1.A3BABBBBABb91m.w65.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 8,
        explanation: t(
            "By 6 from field 5 and by 5 from field 6: two ways at 4, 8 points. No checker could make the sum 11; and since Black holds his corner, you cannot beat it.",
            "Par 6 depuis la case 5 et par 5 depuis la case 6 : deux moyens à 4, 8 points. Le tout (11) ne peut partir de nulle part ; Noir tenant son coin, vous ne pouvez le battre.",
        ),
    },
    Lesson {
        id: "conserve",
        title: t("Keeping a filled jan", "Conserver un jan plein"),
        intro: t(
            "Your petit jan is filled. With this doublet, can you play both 4s without breaking it?",
            "Votre petit jan est plein. Avec ce doublet, pouvez-vous jouer les deux 4 sans le rompre ?",
        ),
        position: "1.CBBBBB1B96o.w44.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 6,
        explanation: t(
            "Yes: the two checkers of field 8 go together to your rest corner by 4 each, and the jan stays whole. Conserving scores 6 with a doublet (4 with a single roll), one way.",
            "Oui : les deux dames de la case 8 vont ensemble au coin de repos, par 4 chacune, et le jan reste entier. Conserver vaut 6 par doublet (4 par coup simple), un seul moyen.",
        ),
    },
    Lesson {
        id: "jan-de-retour",
        title: t("Filling the jan de retour", "Remplir le jan de retour"),
        intro: t(
            "In the jeu de retour your last quarter (fields 19 to 24) lacks one checker on field 22.",
            "Au jeu de retour, votre dernier cadran (cases 19 à 24) n'attend qu'une dame en 22.",
        ),
        position: "1.5o91BABBBABC.w54.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 8,
        explanation: t(
            "By 5 from field 17 and by 4 from field 18: two ways at 4, 8 points. Nothing stands on field 13 for the sum 9 (and no checker may stop on Black's corner anyway).",
            "Par 5 depuis la case 17 et par 4 depuis la case 18 : deux moyens à 4, 8 points. Rien n'est en 13 pour le tout (9), et nulle dame ne peut s'arrêter dans le coin de Noir.",
        ),
    },
    Lesson {
        id: "impuissance",
        title: t("Impuissance", "Dames impuissantes"),
        intro: t(
            "You rolled double six. Black holds your fields 7, 8 and 9. Each number you cannot play gives the opponent 2 points.",
            "Vous avez fait sonnez. Noir tient vos cases 7, 8 et 9. Chaque nombre que vous ne pouvez jouer vaut 2 points à l'adversaire.",
        ),
        position: "1.KBB3bbb95i.w66.0-0-9.0-0-8.m",
        question: BLACK,
        answer: 4,
        explanation: t(
            "From fields 1, 2 and 3 a 6 lands on 7, 8 or 9, all blocked: neither 6 can be played, so Black scores 2 for each, 4 points.",
            "Depuis les cases 1, 2 et 3, un 6 tombe en 7, 8 ou 9, toutes bloquées : aucun des deux 6 ne se joue, Noir marque 2 pour chacun, 4 points.",
        ),
    },
    Lesson {
        id: "conserver-par-impuissance",
        title: t("Conserving by impuissance", "Conserver par impuissance"),
        intro: t(
            "Your jan de retour is filled and your rest corner still holds two checkers; Black holds your field 18. You rolled double six.",
            "Votre jan de retour est plein et votre coin de repos garde deux dames ; Noir tient votre case 18. Vous avez fait sonnez.",
        ),
        position: "1.5m5B5bBBBBBC.w66.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 6,
        explanation: t(
            "The corner's two checkers would land on the blocked field 18, and nothing may be borne off while they are outside the last quarter: neither 6 can be played. Black scores the impuissance (4), and you, whose jan stays whole, conserve it by impuissance: 6 with a doublet.",
            "Les deux dames du coin tomberaient sur la case 18, bloquée, et rien ne sort tant qu'elles sont hors du dernier cadran : aucun 6 ne se joue. Noir marque l'impuissance (4), et vous, dont le jan reste entier, le conservez par impuissance : 6 par doublet.",
        ),
    },
    Lesson {
        id: "mezeas",
        title: t("Jan de mézéas", "Jan de mézéas"),
        intro: t(
            "Your only two checkers off the talon hold your rest corner, and you rolled an ace.",
            "Vos deux seules dames sorties du talon tiennent votre coin de repos, et vous amenez un as.",
        ),
        position: "1.M91B92o.w21.0-0-3.0-0-2.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "That is the jan de mézéas: 4 points with one ace (6 with two aces). Had Black held his corner too, the points would go to Black (contre-jan).",
            "C'est le jan de mézéas : 4 points par un as (6 par deux as). Si Noir tenait aussi son coin, ils iraient à Noir (contre-jan).",
        ),
    },
    Lesson {
        id: "contre-mezeas",
        title: t("Contre-jan de mézéas", "Contre-jan de mézéas"),
        intro: t(
            "The same position as the jan de mézéas, but Black too holds his rest corner.",
            "La même position que pour le jan de mézéas, mais Noir tient lui aussi son coin de repos.",
        ),
        position: "1.M91Bb91m.w21.0-0-3.0-0-2.m",
        question: BLACK,
        answer: 4,
        explanation: t(
            "When the opponent holds his corner too, the mézéas turns against you: the contre-jan gives Black 4 points (6 with two aces), and you score nothing for it.",
            "Quand l'adversaire tient aussi son coin, le mézéas se retourne : le contre-jan donne 4 points à Noir (6 par deux as), et vous n'en marquez rien.",
        ),
    },
    Lesson {
        id: "deux-tables",
        title: t("Jan de deux tables", "Jan de deux tables"),
        intro: t(
            "Only two checkers have left your talon, on fields 7 and 9. Could they go one to each rest corner with the two numbers?",
            "Deux dames seulement ont quitté votre talon, en 7 et en 9. Pourraient-elles aller une à chaque coin de repos avec les deux nombres ?",
        ),
        position: "1.M5A1A95o.w54.0-0-3.0-0-2.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 5 takes field 7 to your corner (12) and the 4 takes field 9 to Black's (13): jan de deux tables, 4 points (6 with a doublet). It only needs to be possible in thought; you may not really go to 13.",
            "Le 5 mène la case 7 à votre coin (12) et le 4 la case 9 à celui de Noir (13) : jan de deux tables, 4 points (6 par doublet). Il suffit que ce soit possible en pensée ; vous ne pouvez pas aller réellement en 13.",
        ),
    },
    Lesson {
        id: "six-tables",
        title: t("Jan de six tables", "Jan de six tables"),
        intro: t(
            "This is your third roll. You have one checker on each of fields 2 to 5.",
            "C'est votre troisième coup. Vous avez une dame sur chacune des cases 2 à 5.",
        ),
        position: "1.KAAAA99o.w65.0-0-3.0-0-2.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 5 and the 6 from the talon would put checkers on fields 6 and 7: six fields covered in three rolls, the jan de six tables, 4 points. You need not play it so.",
            "Le 5 et le 6 du talon mettraient des dames en 6 et 7 : six cases garnies en trois coups, le jan de six tables, 4 points. Vous n'êtes pas obligé de le jouer ainsi.",
        ),
    },
    Lesson {
        id: "sortie",
        title: t("Sortie", "La sortie"),
        intro: t(
            "Your last two checkers stand on fields 20 and 23.",
            "Vos deux dernières dames sont en 20 et en 23.",
        ),
        position: "1.5o94A2A1.w52.0-0-9.0-0-8.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 5 bears off field 20 and the 2 field 23: the first to bear off all his checkers scores 4 (6 with a doublet), then a new relevé starts.",
            "Le 5 sort la dame de la case 20 et le 2 celle de la case 23 : le premier à sortir toutes ses dames marque 4 (6 par doublet), puis un nouveau relevé commence.",
        ),
    },
];
