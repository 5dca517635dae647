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
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = L'adresse contient une position illisible{"\u00A0"}: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = L'adresse contient une partie illisible{"\u00A0"}: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Cette position est illisible{"\u00A0"}: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Ce relevé de partie est illisible{"\u00A0"}: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Votre partie enregistrée n'a pas pu être reprise ({ $why }). Elle est gardée à part dans ce navigateur ; une nouvelle partie commence.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Refusé{"\u00A0"}: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = points « { $value } » ignorés (deux nombres pairs de 0 à 10, par ex. 10,0)
tt-address-holes = trous « { $value } » ignorés (deux nombres de 0 à 11, par ex. 3,5)
tt-address-school = mode école inconnu « { $value } » (on ou off)
tt-address-forget = valeur de forget inconnue « { $value } » (on ou off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = le texte de la position est vide
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = version de notation inconnue « { $found } » (cette version du jeu lit la version { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] il manque le tablier
    [turn] il manque le tour
    [score] il manque la marque de { $side }
    [pavillon] il manque le pavillon
   *[options] il manque les options
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] rien n'est écrit pour le tablier
    [turn] rien n'est écrit pour le tour
    [score] rien n'est écrit pour la marque de { $side }
    [pavillon] rien n'est écrit pour le pavillon
   *[options] rien n'est écrit pour les options
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] le tablier est incomplet
    [turn] le tour est incomplet
    [score] la marque de { $side } est incomplète
    [pavillon] le pavillon est incomplet
   *[options] les options sont incomplètes
}
# $index: the character where the extra text starts
tt-why-too-many-parts = texte inattendu après la position, au caractère { $index }
# $found: the character; $index: its place; $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = « { $found } » inattendu au caractère { $index }, dans { $part ->
    [board] le tablier
    [turn] le tour
    [score] la marque de { $side }
    [pavillon] le pavillon
   *[options] les options
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = les dames décrivent { $fields ->
    [one] { $fields } case
    [many] { $fields } cases
   *[other] { $fields } cases
}{"\u00A0"}; le tablier en compte 24
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = le nombre qui commence au caractère { $index }, dans { $part ->
    [board] le tablier
    [turn] le tour
    [score] la marque de { $side }
    [pavillon] le pavillon
   *[options] les options
}, est trop grand
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = l'option « { $option } » est donnée deux fois (caractère { $index })
# $index: where the second stake method is
tt-why-conflicting-options = deux façons de compter l'enjeu sont données (caractère { $index }){"\u00A0"}; choisissez-en une
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }{"\u00A0"}; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = { $side } a { $count } dames sur le tablier (15 au plus)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = les deux camps ont des dames sur la même case (case { $field } de Blanc, case { $black_field } de Noir)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = { $side } a des dames sur la case { $pos }, hors des cases 1 à 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } a une seule dame dans son coin de repos (on le tient avec deux dames ou plus, ou il reste vide)
# $side: whose checkers
tt-why-in-opponents-corner = { $side } a des dames dans le coin de repos de l'adversaire

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } a sorti ses quinze dames, ce qui termine le relevé{"\u00A0"}: remettez les dames sur les talons
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } n'a pas encore lancé les dés dans ce relevé, et pourtant ses dames ne sont pas toutes sur son talon
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } a { $points ->
    [one] { $points } point
    [many] { $points } points
   *[other] { $points } points
}{"\u00A0"}; les points se comptent toujours en nombres pairs
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } a { $points } points{"\u00A0"}; 12 points font un trou, un jeton en montre donc 10 au plus
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } a { $holes } trous{"\u00A0"}; 12 trous gagnent la partie, une partie en cours en compte donc 11 au plus
# No argument.
tt-why-both-bredouille = les deux camps sont en bredouille{"\u00A0"}; marquer fait toujours perdre la bredouille à l'autre camp
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } a des points et { $opponent } aucun{"\u00A0"}: { $side } les a donc marqués sans être interrompu et doit être en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = le pavillon est dans le trou du milieu, mais Blanc a { $white ->
    [one] { $white } trou
    [many] { $white } trous
   *[other] { $white } trous
} et Noir { $black }{"\u00A0"}: dès que les deux camps ont des trous, le pavillon a été pris ou mis de côté
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = le pavillon est pris par { $side }, mais Blanc a { $white ->
    [one] { $white } trou
    [many] { $white } trous
   *[other] { $white } trous
} et Noir { $black }{"\u00A0"}: on prend le pavillon en interrompant les trous de l'autre, les deux camps ont donc des trous
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = le pavillon est mis de côté, mais Blanc a { $white ->
    [one] { $white } trou
    [many] { $white } trous
   *[other] { $white } trous
} et Noir { $black }{"\u00A0"}: on ne met le pavillon de côté qu'une fois que les deux camps ont gagné des trous
# $die: what the die shows
tt-why-die-out-of-range = un dé montre de 1 à 6, pas { $die }
# $side: who has rolled
tt-why-roll-not-counted = { $side } a lancé les dés mais n'a aucun lancer compté dans ce relevé
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = Blanc a lancé les dés { $white ->
    [1] une fois
    [one] { $white } fois
    [many] { $white } fois
   *[other] { $white } fois
} dans ce relevé et Noir { $black ->
    [1] une fois
    [one] { $black } fois
    [many] { $black } fois
   *[other] { $black } fois
}, ce qui ne se peut pas quand { $side } { $rolled ->
    [yes] vient de lancer les dés
   *[no] doit les lancer
}
# No argument.
tt-why-choice-without-roll = un choix entre tenir et s'en aller est en attente, mais aucun dé n'a été lancé
# $side: who must choose
tt-why-choice-without-hole = { $side } doit choisir de tenir ou de s'en aller, ce qui suit un trou gagné, mais n'a aucun trou
# $side: who rolled
tt-why-choice-on-sortie = le coup de { $side } sort ses dernières dames, ce qui termine le relevé{"\u00A0"}: il n'y a pas à choisir de tenir ou de s'en aller
# No argument.
tt-why-not-started = la partie n'a pas commencé{"\u00A0"}: la primauté reste à lancer

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = cette action n'est pas possible maintenant ({ $phase ->
    [primacy] le jeu attend la primauté
    [roll] le jeu attend un lancer de dés
    [choose] le jeu attend le choix de tenir ou de s'en aller
    [move] le jeu attend que les dames soient jouées
   *[over] la partie est finie
})
# $die: what the die shows
tt-why-bad-die = un dé montre de 1 à 6, pas { $die }
# No argument.
tt-why-illegal-turn = ce n'est pas une façon permise de jouer ce coup
# $count: the count marked (odd, or above 100)
tt-why-bad-count = les points se comptent en nombres pairs, jusqu'à 100{"\u00A0"}; { $count } n'est pas un compte possible

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = le texte de la partie est vide
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = version de notation des parties inconnue « { $found } » (cette version du jeu lit la version { $known })
# $found: the character; $index: its place in the game text
tt-why-game-bad-character = « { $found } » inattendu au caractère { $index } de la partie
# No argument.
tt-why-game-malformed = le texte de la partie est coupé ou altéré (sa longueur ou son dernier caractère est faux)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] le texte de la partie s'arrête au milieu de son en-tête
   *[action] le texte de la partie s'arrête au milieu de l'action { $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] les options de l'en-tête ont le code { $value }, mais seuls les codes 0 à { $max } sont possibles
    [primacy] action { $action }{"\u00A0"}: les dés de la primauté ont le code { $value }, mais seuls les codes 0 à { $max } sont possibles
    [roll] action { $action }{"\u00A0"}: un lancer de dés a le code { $value }, mais seuls les codes 0 à { $max } sont possibles
    [turn] action { $action }{"\u00A0"}: un coup joué a le code { $value }, mais seuls les codes 0 à { $max } sont possibles
   *[marked] action { $action }{"\u00A0"}: un compte marqué a le code { $value }, mais seuls les codes 0 à { $max } sont possibles
}
# No argument.
tt-why-game-trailing-data = le texte de la partie continue après sa dernière action
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = la partie compte { $actions } actions{"\u00A0"}; un texte de partie en contient 65{"\u00A0"}535 au plus
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = dans la position de départ, { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = l'action { $action } ne peut pas être rejouée{"\u00A0"}: { $reason }
