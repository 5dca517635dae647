## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Blanc
tt-black = Noir

## The jans' names (terms of the game).

-jan-six-tables = jan de six tables
-jan-deux-tables = jan de deux tables
-contre-jan-deux-tables = contre-jan de deux tables
-jan-mezeas = jan de mézéas
-contre-jan-mezeas = contre-jan de mézéas
-battre-a-vrai = battre à vrai
-battre-le-coin = battre le coin
-battre-a-faux = battre à faux
-impuissance = dames impuissantes
-petit-jan = petit jan
-grand-jan = grand jan
-jan-de-retour = jan de retour
-conserver-petit-jan = conserver le petit jan
-conserver-grand-jan = conserver le grand jan
-conserver-jan-de-retour = conserver le jan de retour
-sortie = sortie

## A jan's title in the log and the points tables: its name, glossed.

tt-jan-six-tables = { -jan-six-tables }
tt-jan-deux-tables = { -jan-deux-tables }
tt-jan-contre-deux-tables = { -contre-jan-deux-tables }
tt-jan-mezeas = { -jan-mezeas }
tt-jan-contre-mezeas = { -contre-jan-mezeas }
tt-jan-battre-a-vrai = { -battre-a-vrai }
tt-jan-battre-le-coin = { -battre-le-coin }
tt-jan-battre-a-faux = { -battre-a-faux }
tt-jan-impuissance = { -impuissance }
tt-jan-petit-jan = { -petit-jan }
tt-jan-grand-jan = { -grand-jan }
tt-jan-jan-de-retour = { -jan-de-retour }
tt-jan-conserver-petit-jan = { -conserver-petit-jan }
tt-jan-conserver-grand-jan = { -conserver-grand-jan }
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour }
tt-jan-sortie = { -sortie }

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller } peut atteindre la dame seule de { $opponent } sur la case { $field } par { $numbers } : chaque nombre qui l'atteint est un moyen { $table ->
    [grand] dans la table du grand jan
   *[petit] dans la table du petit jan
}.
tt-rule-battre-a-faux = La dame seule de { $opponent } sur la case { $field } n'est atteinte que par le tout et tous les passages sont fermés : battre à faux, pour { $opponent }.
tt-rule-battre-le-coin = { $roller } tient son coin de repos, celui de { $opponent } est vide, et une dame par chaque nombre pourrait y aller.
tt-rule-impuissance = { $roller } ne peut jouer { $numbers } : chaque nombre impuissant vaut 2 points à { $opponent }.
tt-rule-fill = { $roller } peut garnir de deux dames chaque case du cadran ; chaque nombre qui couvre la dernière demi-case est un moyen ({ $numbers }).
tt-rule-conserver = { $roller } peut jouer le coup (ou ne peut en jouer une partie) sans rompre son plein.
tt-rule-six-tables = En trois coups au plus, { $roller } peut avoir une dame sur chacune de ses cases 2 à 7.
tt-rule-deux-tables = Les deux seules dames abattues de { $roller } peuvent aller chacune dans un coin de repos.
tt-rule-contre-deux-tables = Les deux seules dames abattues de { $roller } pourraient aller dans les deux coins, mais { $opponent } tient le sien : les points sont pour { $opponent }.
tt-rule-mezeas = { $roller } tient son coin sans autre dame abattue et a amené un as.
tt-rule-contre-mezeas = { $roller } tient son coin sans autre dame abattue et a amené un as, mais { $opponent } tient le sien : les points sont pour { $opponent }.
tt-rule-sortie = { $roller } est le premier à sortir ses quinze dames.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } et { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } et as
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = à peu près à égalité
# $n: points ahead (rounded)
tt-expect-ahead = environ { $n ->
    [one] { $n } point
    [many] { $n } points
   *[other] { $n } points
} d'avance
# $n: points behind (rounded)
tt-expect-behind = environ { $n ->
    [one] { $n } point
    [many] { $n } points
   *[other] { $n } points
} de retard
# $n: holes won
tt-holes-won-own-roll = Vous avez gagné { $n ->
    [one] { $n } trou
    [many] { $n } trous
   *[other] { $n } trous
} sur votre coup.

## Why a move is refused.

tt-refusal-no-checker = Vous n'avez pas de dame sur cette case.
tt-refusal-backwards = Les dames avancent toujours, du talon vers la sortie.
# $n: how many fields the move goes
tt-refusal-not-a-number = { $n ->
    [one] { $n } case
    [many] { $n } cases
   *[other] { $n } cases
}, ce n'est ni un nombre du coup restant à jouer ni leur somme.
tt-refusal-blocked = Une dame ne peut jamais se poser sur une case occupée par l'adversaire.
tt-refusal-opponents-corner = Aucune dame ne peut se poser sur le coin de repos de l'adversaire.
tt-refusal-tout-d-une-closed = Jouée tout d'une, une dame doit avoir au moins un passage ouvert.
tt-refusal-corner-by-two = Le coin de repos se prend avec deux dames à la fois.
tt-refusal-corner-last-two = Les deux dernières dames du coin doivent en sortir ensemble.
tt-refusal-corner-naturally = Le coin peut se prendre naturellement : pas par puissance.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = L'adversaire peut encore faire son { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
} : aucune dame ne peut s'arrêter dans ce cadran.
tt-refusal-not-all-home = On ne sort que lorsque les quinze dames sont dans le dernier cadran.
tt-refusal-not-farthest = Un nombre trop fort ne sort que la dame la plus éloignée.
tt-refusal-play-inside = Sortie lente : un nombre jouable dans le tablier doit y être joué.
tt-refusal-must-play-both = Il faut jouer les deux nombres quand on le peut ; ce coup en rend un injouable.
tt-refusal-must-play-higher = Quand un seul nombre est jouable, il faut jouer le plus fort.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Remplir son { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] troisième cadran
   *[q4] { -jan-de-retour }
} est obligatoire quand on le peut.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Vous pouvez conserver votre { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] troisième cadran
   *[q4] { -jan-de-retour }
} : il ne faut pas le rompre.
tt-refusal-must-sortie = Vous pouvez sortir vos dernières dames : il le faut.
tt-refusal-cannot-complete = Après ce coup, le reste du jet ne pourrait pas être joué.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = case { $white } de Blanc, case { $black } de Noir{ $place ->
    [corner] , coin de repos de { $owner }
    [talon] , talon de { $owner }
   *[none] {""}
} : { $color ->
    [white] { $n ->
        [one] { $n } dame blanche
        [many] { $n } dames blanches
       *[other] { $n } dames blanches
    }
    [black] { $n ->
        [one] { $n } dame noire
        [many] { $n } dames noires
       *[other] { $n } dames noires
    }
   *[none] vide
}
# $side: whose chip; $n: the points on it
tt-chip-aria = jeton de { $side } : { $n ->
    [one] { $n } point
    [many] { $n } points
   *[other] { $n } points
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = jeton de bredouille près du jeton de { $side }
tt-bredouille-aria-band = jeton de bredouille, sur la bande
# $side: whose peg; $n: the holes it marks
tt-peg-aria = fichet de { $side } : { $n ->
    [one] { $n } trou
    [many] { $n } trous
   *[other] { $n } trous
}
tt-pavillon-aria-middle = pavillon dans le trou du milieu
# $side: who took it
tt-pavillon-aria-taken = pavillon pris par { $side }
tt-pavillon-aria-aside = pavillon mis de côté

## The board, the moves refused, the kept games.

tt-board-label = Tablier de trictrac
tt-bear-off-label = Sortir (sortie)
tt-cannot-go-there = Cette dame ne peut pas aller là.
tt-cannot-move-from-there = Aucune de vos dames ne peut partir de là avec ce coup.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Blanc { $white } – Noir { $black } trous · { $actions ->
    [one] { $actions } action
    [many] { $actions } actions
   *[other] { $actions } actions
}{ $over ->
    [yes] {" · finie"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Journal
tt-log-rule = Règle
tt-log-show-moment = Voir ce moment (relecture)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Primauté{"\u00A0"}: Blanc { $white }, Noir { $black } — { $first ->
    [none] égalité, on rejoue
   *[side] { $first } joue le premier
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } amène { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École{"\u00A0"}: { $side } a marqué { $marked }, le bon compte est { $correct } — { $opponent } marque { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École{"\u00A0"}: { $side } a marqué { $marked }, le bon compte est { $correct } — { $opponent } ne l'a pas envoyé à l'école : le compte reste
# $side: who marks; $points: the points
tt-log-scored = { $side } marque { $points ->
    [one] { $points } point
    [many] { $points } points
   *[other] { $points } points
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } marque { $points ->
    [one] { $points } point
    [many] { $points } points
   *[other] { $points } points
} — { $holes ->
    [one] { $holes } trou
    [many] { $holes } trous
   *[other] { $holes } trous
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } tient
# $side: who chose
tt-log-s-en-aller = { $side } s'en va
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→sortie
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = joue { $moves }
tt-log-no-move = aucun coup possible
# $side: who takes it
tt-log-pavillon-taken = { $side } prend le pavillon : il a interrompu le premier preneur de trous et peut encore gagner en grande bredouille
tt-log-pavillon-aside = Le pavillon est mis de côté : personne ne peut plus gagner en grande bredouille
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = Nouveau relevé { $after ->
    [sortie] après la sortie
   *[s-en-aller] après s'en aller
} — { $side } joue le premier
# $side: the winner; $stake: the stake, a number ("2", "1,5")
tt-log-partie-over = { $side } gagne la partie — enjeu ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Le tablier et sa numérotation
tt-guide-link-moving = Jouer les dames
tt-guide-link-coin-de-repos = Le coin de repos
tt-guide-link-passage = Le passage
tt-guide-link-turn = L'ordre d'un coup
tt-guide-link-points = Points, trous, bredouille
tt-guide-link-jans = Les jans, un à un
tt-guide-link-tenir = Tenir ou s'en aller
tt-guide-link-ecoles = Les écoles
tt-guide-how1 = Appuyez sur Lancer, puis marquez vos points (mode école) : les boutons numérotés, ou tapez le compte.
tt-guide-how2 = Cliquez une dame, puis une des cases éclairées ; ou cliquez directement une case éclairée. Validez le coup quand les deux nombres sont joués ; Reprendre annule jusque-là.
tt-guide-how3 = Après le coup du robot, marquez ce que son coup vous donne (battre à faux, impuissance), souvent 0.
tt-guide-how4 = Un coup refusé dit quelle règle l'interdit. Le journal explique chaque jan : pointez une ligne pour éclairer ses dames, suivez son lien vers la règle.
tt-guide-how5 = Bloqué ? Conseil montre le choix du robot fort.
tt-guide-step1-title = Le tablier et la marche
tt-guide-step1-text = Chaque camp part avec ses quinze dames sur son talon, les mène jusqu'au bout du tablier, puis les sort. Un coup joue les deux nombres, d'une dame ou de deux ; un doublet se joue une fois.
tt-guide-step2-title = Comment on marque
tt-guide-step2-text = Avant de jouer, vous comptez ce que le coup pourrait faire : battre une dame seule, remplir un cadran, deux dames sur chacune de ses six cases, et quelques jans rares. Ce que vous ne pouvez faire marque pour l'autre camp.
tt-guide-step3-title = S'exercer à compter : les leçons
tt-guide-step3-text = Chaque leçon est une position et un coup : trouvez les points, les trous, ou le jeu permis.
tt-guide-step4-title = Votre première partie, en mode école
tt-guide-step4-text = Contre le robot débutant, vous marquez vous-même vos points, comme on l'a toujours fait ; un compte faux est une école pour le robot, et le journal montre le bon compte et pourquoi.
tt-guide-intro = Deux joueurs, quinze dames chacun, deux dés, un tablier comme celui du backgammon — mais on ne prend pas de dames : on gagne en marquant. Chaque coup vaut des points pour ce qu'il pourrait faire ; 12 points font un trou, 12 trous gagnent la partie.
tt-guide-then = Ensuite, montez le niveau du robot, quittez le mode école, jouez contre un ami sur cet appareil, ou partagez une position (Nouvelle partie et options, Partager).
# $title: the next lesson's title
tt-guide-next-lesson = Leçon suivante : { $title }
tt-guide-all-done = Toutes faites — les revoir
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } faites.
tt-guide-start-school = Commencer une partie en mode école

## The guide's banner and panel.

tt-start-here = Pour commencer
tt-guide-banner = Vous découvrez le Grand Trictrac ? Quatre courtes étapes mènent de zéro à votre première partie.
tt-dismiss = Fermer
tt-guide-title = Pour commencer : apprendre le Grand Trictrac
tt-close = Fermer
tt-school-started = Une nouvelle partie en mode école contre le robot débutant. Bonne chance !
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = Une nouvelle partie en mode école contre le robot débutant. Bonne chance ! La partie en cours est { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Lancer les dés
tt-take-back = Reprendre
tt-hint-button = Conseil
tt-choice-tenir = Tenir : garder ses points, continuer
tt-choice-s-en-aller = S'en aller : nouveau relevé, vous commencez
tt-new-partie = Nouvelle partie
tt-side = Camp
tt-points = Points
tt-holes = Trous
tt-roll-why-mark-first = Marquez d'abord vos points (mode école).
tt-roll-why-bot-rolling = Le robot lance les dés.
tt-roll-why-play-first = Jouez d'abord ce coup : un jet à la fois.
tt-roll-why-choose-first = Choisissez d'abord tenir ou s'en aller.
tt-roll-why-over = La partie est finie.
tt-confirm-why-nothing = Rien à valider maintenant.
tt-confirm-why-every-move = Entrez d'abord tous les mouvements du coup : il faut jouer les deux nombres quand on le peut.
tt-bredouille-mark = bredouille : il a marqué tous les points depuis son dernier trou ; son prochain trou compte double
tt-pass = Passer (rien n'est jouable)
tt-confirm-move = Valider
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }{"\u00A0"}: marquez vos points (mode école)
tt-status-waiting-link = { $side } doit jouer : en attente de son lien
tt-status-bot-rolling = { $side } lance les dés…
tt-status-bot-thinking = { $side } réfléchit…
tt-status-primacy = Tirage de la primauté…
tt-status-roll = { $side }{"\u00A0"}: lancez les dés
tt-status-choose = { $side }{"\u00A0"}: tenir ou s'en aller ?
tt-status-move = { $side }{"\u00A0"}: jouez vos dames
tt-status-over = { $side } gagne la partie
tt-thinking = Réflexion…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = Écoles{"\u00A0"}: Blanc { $white } (−{ $white_points ->
    [one] { $white_points } point
    [many] { $white_points } points
   *[other] { $white_points } points
}), Noir { $black } (−{ $black_points ->
    [one] { $black_points } point
    [many] { $black_points } points
   *[other] { $black_points } points
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = Écoles{"\u00A0"}: Blanc { $white } (−{ $white_points ->
    [one] { $white_points } point
    [many] { $white_points } points
   *[other] { $white_points } points
}), Noir { $black } (−{ $black_points ->
    [one] { $black_points } point
    [many] { $black_points } points
   *[other] { $black_points } points
}) · erreurs laissées passer : { $passed }
tt-hint-nothing = rien à jouer
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Le robot fort jouerait { $moves } (points attendus pour { $side }{"\u00A0"}: { $value }, { $expectation })

## School mode's count.

tt-other-count = Autre compte
tt-mark = Marquer
tt-mark-help = Comment compter : les jans
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }{"\u00A0"}: combien de points vous donne votre coup ? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }{"\u00A0"}: combien de points vous donne le coup de { $roller } ({ $roll }) ?
tt-mark-even = Les points se comptent par nombres pairs (0, 2, 4...).

## The Share panel.

tt-share = Partager, exporter, importer
tt-share-copy-link = Copier le lien de la partie
tt-share-open-label = Ouvrir une partie, une position ou un lien
tt-share-open = Ouvrir
tt-share-copied = Lien copié. Il ouvre cette partie, coup par coup.
tt-share-cannot-copy = Ce navigateur ne laisse pas la page copier : sélectionnez le texte ci-dessous et copiez-le.
tt-share-too-long = La partie est trop longue pour un lien : partagez son texte.
tt-share-game-link = Lien de la partie
tt-share-moment-link = Lien vers le moment affiché
tt-share-game-text = Relevé de la partie (texte)
tt-share-position-link = Lien de la position
tt-share-position-text = Position (texte)
tt-share-opened = Ouvert.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Ouvert. La partie remplacée est { $note }.

## The header.

tt-all-games = Tous les jeux
tt-rules-engine = Moteur de règles :{" "}
tt-keys = Touches

## The board's tooltips.

tt-tip-bredouille-chip = le jeton de bredouille : à côté du jeton d'un camp, son prochain trou compte double
tt-tip-points-chip = un jeton compte les points le long de la bande : 12 points font un trou
tt-tip-peg = un fichet compte les trous : 12 trous gagnent la partie
tt-tip-pavillon = le pavillon : le premier qui prend un trou le prend ; qui le garde jusqu'au bout peut gagner en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Votre partie en cours est { $note }.

## New partie and options.

tt-new-partie-and-options = Nouvelle partie et options
tt-opponent = Adversaire
tt-bot-plays-black = Le robot joue Noir
tt-bot-plays-white = Le robot joue Blanc
tt-two-players-one-device = Deux joueurs, un appareil
tt-a-friend-by-link = Un ami, par lien
tt-bot-level = Niveau du robot
tt-beginner = Débutant
tt-club = Club
tt-strong = Fort
tt-stake = Enjeu
tt-stake-19th-century = XIXe siècle (×4, ×3, ×2, ×1)
tt-stake-second = Deuxième (×2, ×1,5, ×1)
tt-stake-oldest = La plus ancienne (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Rapide (parisienne)
tt-sortie-slow = Lente (provinciale)
tt-field-numbers = Numéros des cases
tt-option-roller-view = Tourner le tablier vers celui qui joue
tt-option-school = Mode école : marquez vos points (écoles)
tt-option-forgetful = Le robot débutant peut oublier de vous envoyer à l'école
tt-forgetful-bot-only = Seul le robot peut oublier : une personne envoie toujours l'autre à l'école.
tt-forgetful-school-only = Seulement en mode école.
tt-forgetful-beginner-only = Seul le robot débutant oublie ; les autres jamais.
tt-opened-position = Position partagée ouverte.
tt-opened-game = Partie partagée ouverte.
# $reason: what the notation's reader found wrong (from the engine, in English)
tt-address-position-unreadable = L'adresse contient une position illisible{"\u00A0"}: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = L'adresse contient une partie illisible{"\u00A0"}: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Cette position est illisible{"\u00A0"}: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Ce relevé de partie est illisible{"\u00A0"}: { $reason }
tt-restore-failed = Votre partie enregistrée n'a pas pu être reprise ({ $why }). Elle est gardée à part dans ce navigateur ; une nouvelle partie commence.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = points « { $value } » ignorés (deux nombres pairs de 0 à 10, par ex. 10,0)
tt-address-holes = trous « { $value } » ignorés (deux nombres de 0 à 11, par ex. 3,5)
tt-address-school = mode école inconnu « { $value } » (on ou off)
tt-address-forget = valeur de forget inconnue « { $value } » (on ou off)
