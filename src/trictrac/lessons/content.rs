//! The lessons, in the order of the topics. Fields are named in the
//! roller's numbering, as the board's labels show them. Each board was met in
//! self-played parties (the bot against itself, seeded dice) with the roll
//! one of the 21 that could follow, so that it could arise in a real partie;
//! the engine checks every answer and the tests check that the positions are
//! plausible (the passage rule, checkers moved against rolls made).

use super::{Lesson, Question};
use crate::trictrac::reference::{t, T};
use tables::trictrac::Side;

const WHITE: Question = Question::Points { side: Side::White };
const BLACK: Question = Question::Points { side: Side::Black };

/// The lessons' groups for the list: a title and the id of the group's first
/// lesson (a group runs to the next one's).
pub const GROUPS: &[(T, &str)] = &[
    (t("Hitting", "Battre"), "hit-petit-jan"),
    (
        t(
            "The rest corners and the passage",
            "Les coins de repos et le passage",
        ),
        "battre-le-coin",
    ),
    (
        t("Filling and conserving", "Remplir et conserver"),
        "fill-petit-jan",
    ),
    (t("Impuissance", "L'impuissance"), "impuissance"),
    (t("The rare jans", "Les jans rares"), "mezeas"),
    (
        t(
            "Sortie, holes and bredouille",
            "Sortie, trous et bredouille",
        ),
        "sortie",
    ),
    (t("Tenir or s'en aller", "Tenir ou s'en aller"), "tenir"),
];

/// All the lessons, easiest first.
pub const LESSONS: &[Lesson] = &[
    Lesson {
        id: "hit-petit-jan",
        title: t("A true hit in the petit-jan table", "Battre à vrai dans la table du petit jan"),
        intro: t(
            "Black has a lone checker on your field 3 (he could come so far because you can no longer make your petit jan). Every number of your roll that reaches it from one of your checkers is a way to hit it truly (battre à vrai).",
            "Noir a une dame seule sur votre case 3 (il a pu venir jusque-là parce que vous ne pouvez plus faire votre petit jan). Chaque nombre de votre coup qui l'atteint depuis une de vos dames est un moyen de la battre à vrai.",
        ),
        position: "1.HBa5B2Cd91j.w21.0-0-9.6b-6-8.m",
        question: WHITE,
        answer: 8,
        explanation: t(
            "The 2 reaches field 3 from the talon and the ace from field 2: two ways, 4 points each in the petit-jan table, so 8 points. The sum 3 cannot start anywhere.",
            "Le 2 atteint la case 3 depuis le talon et l'as depuis la case 2 : deux moyens, à 4 points chacun dans la table du petit jan, soit 8 points. Le tout (3) ne part de nulle part.",
        ),
    },
    Lesson {
        id: "hit-grand-jan",
        title: t("Three ways in the grand-jan table", "Trois moyens dans la table du grand jan"),
        intro: t(
            "Black's lone checker stands on your field 14. Count the ways by number: by the 3, by the 2 and by their sum, whichever checkers realise them.",
            "La dame seule de Noir est sur votre case 14. Comptez les moyens par nombre : par le 3, par le 2 et par le tout, quelles que soient les dames qui les réalisent.",
        ),
        position: "1.6BBC1CEbae1dc6.w32.0b-7-21.0-2-21.x",
        question: WHITE,
        answer: 6,
        explanation: t(
            "By 3 from field 11, by 2 from your rest corner (a hit is virtual, so the corner's checkers may hit), by 5 from field 9 through your own fields 11 or 12: three ways at 2 points in the grand-jan table, 6 points.",
            "Par 3 depuis la case 11, par 2 depuis votre coin de repos (battre est virtuel, les dames du coin peuvent battre), par 5 depuis la case 9 en passant par vos cases 11 ou 12 : trois moyens à 2 points dans la table du grand jan, 6 points.",
        ),
    },
    Lesson {
        id: "hit-doublet",
        title: t("Hitting with a doublet", "Battre par doublet"),
        intro: t(
            "A doublet is played once, not twice: its numbers are the single number and its double. Black's lone checker is on your field 3 again, and you rolled bezet (double ace).",
            "Un doublet se joue une fois, non deux : ses nombres sont le simple et le double. La dame seule de Noir est de nouveau sur votre case 3, et vous avez fait bezet (double as).",
        ),
        position: "1.HBa5B2Cd91j.w11.0-0-9.6b-6-8.m",
        question: WHITE,
        answer: 12,
        explanation: t(
            "By 1 from field 2 and by 2 from the talon through your own field 2: two ways, 6 points each in the petit-jan table with a doublet, 12 points.",
            "Par 1 depuis la case 2 et par 2 depuis le talon en passant par votre case 2 : deux moyens, à 6 points chacun par doublet dans la table du petit jan, 12 points.",
        ),
    },
    Lesson {
        id: "hit-false",
        title: t("A false hit (battre à faux)", "Battre à faux"),
        intro: t(
            "Your checkers on field 11 can reach Black's lone checker on field 18 only by the sum 7. Look at the two passages, fields 14 and 15.",
            "Vos dames de la case 11 n'atteignent la dame seule de Noir en 18 que par le tout (7). Regardez les deux passages, cases 14 et 15.",
        ),
        position: "1.6AB1HD2ie2a6.w43.0-0-19.2b-1-19.m",
        question: BLACK,
        answer: 2,
        explanation: t(
            "Both passages hold two or more Black checkers: the hit by the sum is false, and a false hit scores for the opponent, 2 points in the grand-jan table (4 with a doublet).",
            "Les deux passages portent plusieurs dames noires : le coup par le tout est à faux, et battre à faux marque pour l'adversaire, 2 points dans la table du grand jan (4 par doublet).",
        ),
    },
    Lesson {
        id: "hit-both-tables",
        title: t("True and false in one roll", "À vrai et à faux du même coup"),
        intro: t(
            "Two lone Black checkers: one on your field 4, one on your field 18. Each target is judged on its own.",
            "Deux dames noires seules : une sur votre case 4, une sur votre case 18. Chaque dame battue se juge à part.",
        ),
        position: "1.D2a2A2CBE1dd2a5e.w43.0b-7-17.0-4-16.x",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 3 from the talon hits field 4 truly: 4 points in the petit-jan table, for you. Field 18 is reached only by 7 from field 11 with both passages (14 and 15) closed: that false hit gives Black 2 points, not you.",
            "Le 3 du talon bat la case 4 à vrai : 4 points dans la table du petit jan, pour vous. La case 18 n'est atteinte que par 7 depuis la case 11, passages (14 et 15) fermés : ce coup à faux donne 2 points à Noir, pas à vous.",
        ),
    },
    Lesson {
        id: "battre-le-coin",
        title: t("Battre le coin", "Battre le coin"),
        intro: t(
            "You hold your rest corner with three checkers and Black's corner (your field 13) is empty. Could one checker with each number go onto it?",
            "Vous tenez votre coin de repos avec trois dames et le coin de Noir (votre case 13) est vide. Une dame par chaque nombre pourrait-elle s'y rendre ?",
        ),
        position: "1.5B3HBC1id2b6.w21.0b-9-21.0-10-21.x",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 2 from field 11 and the ace from the corner's surcase would both land on field 13: you beat the corner, 4 points (6 with a doublet), one way only. The corner's last two checkers could not help.",
            "Le 2 depuis la case 11 et l'as depuis la surcase du coin arriveraient tous deux en 13 : vous battez le coin, 4 points (6 par doublet), un seul moyen. Les deux dernières dames du coin ne pourraient pas servir.",
        ),
    },
    Lesson {
        id: "coin-par-puissance",
        title: t("Taking the corner by puissance", "Prendre son coin par puissance"),
        intro: t(
            "Black's rest corner (your field 13) is empty. Your checkers on 7 and 8 could reach it, one with the 6 and one with the 5; you cannot bring two checkers to your own corner naturally.",
            "Le coin de repos de Noir (votre case 13) est vide. Vos dames de 7 et de 8 pourraient l'atteindre, l'une par le 6, l'autre par le 5 ; vous ne pouvez pas porter deux dames dans votre coin naturellement.",
        ),
        position: "1.K5BB8c6l.w65.0-1-4.0-0-3.m",
        question: Question::Play {
            choices: &[&[(7, 13), (8, 13)], &[(7, 12), (8, 12)], &[(8, 14), (1, 6)]],
        },
        answer: 1,
        explanation: t(
            "No checker may ever stop on the opponent's corner, but since you could bring two checkers onto it, you may take your own corner by puissance: both stop one field short, on 12. Going to 14 is refused too: Black can still make his grand jan, so no checker may stop in your third quarter (13 to 18).",
            "Nulle dame ne s'arrête jamais dans le coin de l'adversaire, mais puisque vous pourriez y porter deux dames, vous pouvez prendre votre coin par puissance : toutes deux s'arrêtent une case plus tôt, en 12. Aller en 14 est refusé aussi : Noir peut encore faire son grand jan, nulle dame ne s'arrête dans votre troisième cadran (13 à 18).",
        ),
    },
    Lesson {
        id: "passage",
        title: t("The passage to the jeu de retour", "Le passage au jeu de retour"),
        intro: t(
            "Black's checkers are all on his own side, on his talon and his field 8: he can still make his petit jan and his grand jan. Your two checkers on 8 are near the middle of the board.",
            "Les dames de Noir sont toutes de son côté, sur son talon et sa case 8 : il peut encore faire son petit jan et son grand jan. Vos deux dames de la case 8 sont près du milieu du tablier.",
        ),
        position: "1.M6B8b6m.w65.0-0-3.0-0-2.m",
        question: Question::Play {
            choices: &[&[(8, 14), (1, 6)], &[(8, 13), (1, 7)], &[(1, 7), (1, 6)]],
        },
        answer: 2,
        explanation: t(
            "While the opponent can still make his grand jan, no checker may stop in your third quarter (13 to 18), nor in your fourth while he can still make his petit jan, and none ever stops on his corner (13): only plays inside your own side are left, such as 1→7, 1→6.",
            "Tant que l'adversaire peut encore faire son grand jan, nulle dame ne s'arrête dans votre troisième cadran (13 à 18), ni dans le quatrième tant qu'il peut faire son petit jan, et aucune ne s'arrête jamais dans son coin (13) : il ne reste que des jeux de votre côté, comme 1→7, 1→6.",
        ),
    },
    Lesson {
        id: "fill-petit-jan",
        title: t("Filling the petit jan: ways by number", "Remplir le petit jan : les moyens par nombre"),
        intro: t(
            "Only field 4 is a half case in your first quarter. Each number (the 2, the ace, their sum) that can cover it without uncovering another field is a way.",
            "Seule la case 4 est une demi-case de votre premier cadran. Chaque nombre (le 2, l'as, le tout) qui peut la couvrir sans découvrir une autre case est un moyen.",
        ),
        position: "1.CBCACC93bbb1cf.w21.0-4-7.0-11-6.w",
        question: WHITE,
        answer: 8,
        explanation: t(
            "By the ace from field 3 (it keeps two) and by 3 tout d'une from the talon: two ways at 4, 8 points. The 2 from field 2 would uncover field 2, so it is no way.",
            "Par l'as depuis la case 3 (il lui en reste deux) et par 3 tout d'une depuis le talon : deux moyens à 4, 8 points. Le 2 depuis la case 2 découvrirait la case 2 : ce n'est pas un moyen.",
        ),
    },
    Lesson {
        id: "fill-grand-jan",
        title: t("Filling the grand jan", "Remplir le grand jan"),
        intro: t(
            "Your second quarter (fields 7 to 12) lacks one checker on field 11. Each number that covers it without uncovering another field is a way.",
            "Votre second cadran (cases 7 à 12) n'attend qu'une dame en 11. Chaque nombre qui la couvre sans découvrir une autre case est un moyen.",
        ),
        position: "1.6CBBCADddbcb7.w31.0-3-20.8b-11-20.b",
        question: WHITE,
        answer: 8,
        explanation: t(
            "By the ace from field 10 and by 4 tout d'une from field 7 (each keeps two): two ways at 4, 8 points. The 3 from field 8 would uncover field 8, so it is no way.",
            "Par l'as depuis la case 10 et par 4 tout d'une depuis la case 7 (il reste deux dames sur chacune) : deux moyens à 4, 8 points. Le 3 depuis la case 8 découvrirait la case 8 : ce n'est pas un moyen.",
        ),
    },
    Lesson {
        id: "conserve",
        title: t("Keeping a filled jan", "Conserver un jan plein"),
        intro: t(
            "Your petit jan is filled. With this doublet, can you play both 3s without breaking it?",
            "Votre petit jan est plein. Avec ce doublet, pouvez-vous jouer les deux 3 sans le rompre ?",
        ),
        position: "1.BBBBCB5Bc5dbb1bb.w33.0b-6-10.0-9-10.x",
        question: WHITE,
        answer: 6,
        explanation: t(
            "Yes: the surcase of field 5 goes on to field 8, then to 11, and the jan stays whole. Conserving scores 6 with a doublet (4 with a single roll), one way.",
            "Oui : la surcase de la case 5 va en 8, puis en 11, et le jan reste entier. Conserver vaut 6 par doublet (4 par coup simple), un seul moyen.",
        ),
    },
    Lesson {
        id: "jan-de-retour",
        title: t("Filling the jan de retour", "Remplir le jan de retour"),
        intro: t(
            "In the jeu de retour your last quarter (fields 19 to 24) lacks one checker on field 23.",
            "Au jeu de retour, votre dernier cadran (cases 19 à 24) n'attend qu'une dame en 23.",
        ),
        position: "1.ge97CBBCAD.w31.0-7-51.0b-8-50.x",
        question: WHITE,
        answer: 8,
        explanation: t(
            "By the ace from field 22 and by 4 tout d'une from field 19 (each keeps two): two ways at 4, 8 points. The 3 from field 20 would uncover field 20, so it is no way.",
            "Par l'as depuis la case 22 et par 4 tout d'une depuis la case 19 (il reste deux dames sur chacune) : deux moyens à 4, 8 points. Le 3 depuis la case 20 découvrirait la case 20 : ce n'est pas un moyen.",
        ),
    },
    Lesson {
        id: "impuissance",
        title: t("Impuissance", "Dames impuissantes"),
        intro: t(
            "You rolled carmes (double four). Black holds your fields 13 to 16. Each number you cannot play gives the opponent 2 points.",
            "Vous avez fait carmes (double quatre). Noir tient vos cases 13 à 16. Chaque nombre que vous ne pouvez jouer vaut 2 points à l'adversaire.",
        ),
        position: "1.8CCBGedbd8.w44.0-7-22.0b-10-22.x",
        question: BLACK,
        answer: 4,
        explanation: t(
            "From fields 9, 10, 11 and 12 a 4 lands on 13, 14, 15 or 16, all held by Black (13 is his corner): neither 4 can be played, so Black scores 2 for each, 4 points.",
            "Depuis les cases 9, 10, 11 et 12, un 4 tombe en 13, 14, 15 ou 16, toutes tenues par Noir (13 est son coin) : aucun des deux 4 ne se joue, Noir marque 2 pour chacun, 4 points.",
        ),
    },
    Lesson {
        id: "conserver-par-impuissance",
        title: t("Conserving by impuissance", "Conserver par impuissance"),
        intro: t(
            "Your jan de retour is filled; your rest corner still holds two checkers and one checker stands on field 17. Black holds your field 18. You rolled sonnez (double six).",
            "Votre jan de retour est plein ; votre coin de repos garde deux dames et une dame est en 17. Noir tient votre case 18. Vous avez fait sonnez (double six).",
        ),
        position: "1.fdb3a4B4AbBBBBBB.w66.4b-4-43.6-2-42.b",
        question: WHITE,
        answer: 6,
        explanation: t(
            "One 6 takes field 17 to 23. The other cannot be played: the corner's two checkers would land on Black's field 18, and nothing may be borne off while they are outside the last quarter. Black scores that impuissance (2), and you, whose jan stays whole, conserve it by impuissance: 6 with a doublet.",
            "Un 6 mène la case 17 en 23. L'autre ne peut se jouer : les deux dames du coin tomberaient sur la case 18 de Noir, et rien ne sort tant qu'elles sont hors du dernier cadran. Noir marque cette impuissance (2), et vous, dont le jan reste entier, le conservez par impuissance : 6 par doublet.",
        ),
    },
    Lesson {
        id: "mezeas",
        title: t("Jan de mézéas", "Jan de mézéas"),
        intro: t(
            "Your only two checkers off the talon hold your rest corner, and you rolled an ace.",
            "Vos deux seules dames sorties du talon tiennent votre coin de repos, et vous amenez un as.",
        ),
        position: "1.M91B3b7m.w21.0-0-3.0-0-2.m",
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
            "Nearly the same position as the jan de mézéas, but Black's two checkers hold his rest corner too.",
            "Presque la même position que pour le jan de mézéas, mais les deux dames de Noir tiennent elles aussi son coin de repos.",
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
            "Only two checkers have left your talon, both on field 7. Could they go one to each rest corner with the two numbers?",
            "Deux dames seulement ont quitté votre talon, toutes deux en 7. Pourraient-elles aller une à chaque coin de repos avec les deux nombres ?",
        ),
        position: "1.M5B91b5m.w65.0-0-2.0-0-1.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 5 takes one checker of field 7 to your corner (12) and the 6 the other to Black's (13): jan de deux tables, 4 points (6 with a doublet). It only needs to be possible in thought; you may not really go to 13.",
            "Le 5 mène une dame de la case 7 à votre coin (12) et le 6 l'autre à celui de Noir (13) : jan de deux tables, 4 points (6 par doublet). Il suffit que ce soit possible en pensée ; vous ne pouvez pas aller réellement en 13.",
        ),
    },
    Lesson {
        id: "contre-deux-tables",
        title: t("Contre-jan de deux tables", "Contre-jan de deux tables"),
        intro: t(
            "Your two checkers off the talon stand on field 7, as in the jan de deux tables; but Black brought two checkers to his rest corner (your field 13).",
            "Vos deux dames sorties du talon sont en 7, comme pour le jan de deux tables ; mais Noir a mené deux dames à son coin de repos (votre case 13).",
        ),
        position: "1.M5B5b91m.w65.0-0-2.0-0-2.m",
        question: BLACK,
        answer: 4,
        explanation: t(
            "The 5 and the 6 would still take one checker to each corner, but Black holds his: the jan turns against you, and the contre-jan de deux tables gives Black 4 points (6 with a doublet).",
            "Le 5 et le 6 mèneraient encore une dame à chaque coin, mais Noir tient le sien : le jan se retourne, et le contre-jan de deux tables donne 4 points à Noir (6 par doublet).",
        ),
    },
    Lesson {
        id: "six-tables",
        title: t("Jan de six tables", "Jan de six tables"),
        intro: t(
            "This is your third roll. You have one checker on each of fields 3, 5, 6 and 7.",
            "C'est votre troisième coup. Vous avez une dame sur chacune des cases 3, 5, 6 et 7.",
        ),
        position: "1.K1A1AAA91a3b1l.w31.0-0-3.0-0-2.m",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The ace and the 3 from the talon would put checkers on fields 2 and 4: six fields covered in three rolls, the jan de six tables, 4 points. You need not play it so.",
            "L'as et le 3 du talon mettraient des dames en 2 et 4 : six cases garnies en trois coups, le jan de six tables, 4 points. Vous n'êtes pas obligé de le jouer ainsi.",
        ),
    },
    Lesson {
        id: "sortie",
        title: t("Sortie", "La sortie"),
        intro: t(
            "Your last two checkers stand on fields 23 and 24; Black has one checker left.",
            "Vos deux dernières dames sont en 23 et en 24 ; il reste une dame à Noir.",
        ),
        position: "1.a993AA.w21.0b-11-58.0-8-57.x",
        question: WHITE,
        answer: 4,
        explanation: t(
            "The 2 bears off field 23 and the ace field 24: the first to bear off all his checkers scores 4 (6 with a doublet), then a new relevé starts.",
            "Le 2 sort la dame de la case 23 et l'as celle de la case 24 : le premier à sortir toutes ses dames marque 4 (6 par doublet), puis un nouveau relevé commence.",
        ),
    },
    Lesson {
        id: "bredouille",
        title: t("Bredouille: two holes", "La bredouille : deux trous"),
        intro: t(
            "You have 8 points and Black none: you marked them all since Black last scored, so you are en bredouille. Count this roll's points, then the holes they make.",
            "Vous avez 8 points et Noir aucun : vous les avez tous marqués depuis que Noir a marqué pour la dernière fois, vous êtes donc en bredouille. Comptez les points de ce coup, puis les trous qu'ils font.",
        ),
        position: "1.N8A4a8n.w55.8b-4-2.0-3-1.w",
        question: Question::Holes { side: Side::White },
        answer: 2,
        explanation: t(
            "By 5 from field 10 you hit field 15 truly: 4 points with a doublet in the grand-jan table. 8 + 4 = 12, scored without Black scoring in between: a hole en bredouille counts double, 2 holes. Had Black scored since your first point, it would be a single hole.",
            "Par 5 depuis la case 10, vous battez à vrai la case 15 : 4 points par doublet dans la table du grand jan. 8 + 4 = 12, marqués sans que Noir marque entre-temps : un trou en bredouille compte double, 2 trous. Si Noir avait marqué depuis votre premier point, ce serait un trou simple.",
        ),
    },
    Lesson {
        id: "bredouille-interrupted",
        title: t("Interrupted: a single hole", "Débredouillé : un trou simple"),
        intro: t(
            "The same roll, but both of you have 8 points: Black scored after your first points, so you are no longer en bredouille.",
            "Le même coup, mais vous avez 8 points chacun : Noir a marqué après vos premiers points, vous n'êtes donc plus en bredouille.",
        ),
        position: "1.N8A4a8n.w55.8-9-2.8-2-1.w",
        question: Question::Holes { side: Side::White },
        answer: 1,
        explanation: t(
            "The roll gives you the same 4 points (by 5 from field 10 onto field 15), and 8 + 4 = 12 make a hole. Black's points interrupted yours: a single hole, 1, not 2. Black's 8 points are erased.",
            "Le coup vous donne les mêmes 4 points (par 5 de la case 10 sur la case 15), et 8 + 4 = 12 font un trou. Les points de Noir ont interrompu les vôtres : un trou simple, 1, non 2. Les 8 points de Noir sont effacés.",
        ),
    },
    Lesson {
        id: "tenir",
        title: t("Tenir: keeping the surplus", "Tenir : garder le surplus"),
        intro: t(
            "You have 8 points, Black 4. This roll wins you a hole; you choose to hold (tenir) and play on.",
            "Vous avez 8 points, Noir 4. Ce coup vous gagne un trou ; vous choisissez de tenir et de continuer.",
        ),
        position: "1.9EEE1de1d1b5.w33.8-5-22.4b-6-21.x",
        question: Question::Tenir,
        answer: 2,
        explanation: t(
            "Two checkers of field 10 could go onto Black's empty corner with a 3 each: you beat the corner, 6 points with a doublet. 8 + 6 = 14: one hole (Black had interrupted you), and the 2 points over stay on your chip when you hold. Black's 4 points are erased; then he marks the 4 of your impuissance, for none of your 3s can be played.",
            "Deux dames de la case 10 pourraient aller dans le coin vide de Noir avec un 3 chacune : vous battez le coin, 6 points par doublet. 8 + 6 = 14 : un trou (Noir vous avait interrompu), et les 2 points de surplus restent sur votre jeton si vous tenez. Les 4 points de Noir sont effacés ; puis il marque les 4 de votre impuissance, car aucun de vos 3 ne se joue.",
        ),
    },
    Lesson {
        id: "s-en-aller",
        title: t("S'en aller: what the opponent loses", "S'en aller : ce que perd l'adversaire"),
        intro: t(
            "The same roll wins you a hole, and this time you go (s'en aller) instead of holding.",
            "Le même coup vous gagne un trou, et cette fois vous vous en allez au lieu de tenir.",
        ),
        position: "1.9EEE1de1d1b5.w33.8-5-22.4b-6-21.x",
        question: Question::SenAller,
        answer: 4,
        explanation: t(
            "Going, you give up your 2 points of surplus: all the chips go back to the band and both sides set their checkers on the talons again for a new relevé, which you start. Black may not mark what this roll gives him: the 4 points of your impuissance (2 for each 3 you cannot play) are lost to him.",
            "En vous en allant, vous abandonnez vos 2 points de surplus : tous les jetons retournent sur la bande et chacun remet ses dames au talon pour un nouveau relevé, que vous commencez. Noir ne peut marquer ce que ce coup lui donne : les 4 points de votre impuissance (2 pour chaque 3 que vous ne pouvez jouer) sont perdus pour lui.",
        ),
    },
];
