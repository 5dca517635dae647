## L'écran de la famille du backgammon : l'en-tête, le panneau, les étiquettes du tablier.

bg-all-games = Tous les jeux
bg-keys = Touches
bg-rules = Règles
bg-close = fermer
bg-log = journal
bg-bar = barre
bg-net-failed = Le réseau entraîné du bot n'a pu être chargé ({ $error }) ; il joue selon son évaluation simple.

## La ligne d'état : à qui de jouer et quoi faire.

bg-status-replay = Relecture : la partie telle qu'elle était. » revient à maintenant ; Jouer d'ici reprend à ce moment.
bg-status-opening-friend = Premier jet : en attente du lien de votre ami…
bg-status-friend-to-play = { $side } doit jouer : en attente de son lien
bg-status-opening = Premier jet…
bg-status-roll-or-double = { $side }{"\u00A0"}: lancez ou doublez
bg-status-roll = { $side }{"\u00A0"}: lancez les dés
bg-status-confirm = { $side }{"\u00A0"}: confirmez votre coup, ou reprenez
bg-status-pick = { $side }{"\u00A0"}: prenez une dame, puis un point éclairé
bg-status-choose-double = { $side }{"\u00A0"}: nommez le doublet que vous jouez
bg-status-answer-cube = { $side }{"\u00A0"}: acceptez ou refusez le { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] double
} à { $value }
bg-status-answer-resign = { $side }{"\u00A0"}: acceptez ou refusez l'abandon
bg-status-game-over = Partie finie : partie suivante quand vous voulez.
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Partie suivante quand vous voulez.
bg-status-match-won = { $side } gagne le match.
bg-status-match-over = Le match est fini.
bg-status-thinking = { $side } réfléchit…

## La ligne du score.

bg-score-money = Argent · Blanc { $white } – { $black } Noir
bg-score-match = Match en { $length } · Blanc { $white } – { $black } Noir
bg-score-match-crawford = Match en { $length } · Blanc { $white } – { $black } Noir · partie Crawford

## Les boutons du tour.

bg-roll = Lancer
bg-double = Doubler
bg-take = Accepter
bg-pass = Refuser
bg-beaver = Beaver
bg-raccoon = Raccoon
bg-confirm = Valider
bg-take-back = Reprendre
bg-hint-button = Conseil
bg-accept = Accepter
bg-refuse = Refuser
bg-next-game = Partie suivante
bg-resign = Abandonner…
bg-resign-single = une partie simple
bg-resign-gammon = un gammon
bg-resign-backgammon = un backgammon

## Ce que dit la saisie du tour.

bg-all-played = Tous les nombres sont joués : confirmez, ou reprenez un coup.
bg-none-moves-from-there = Aucune de vos dames ne peut partir de là.
bg-hint = Le bot fort jouerait : { $plays } (son espérance après chacun, en points).

## La relecture des coups d'un joueur après une partie.

bg-reviewing = Relecture de vos coups…
bg-review-ask = Revoir mes coups
bg-review-none = Aucune erreur à signaler selon le bot fort : chaque coup à moins de 0,020 de son meilleur.
bg-review-errors = Les plus grosses erreurs selon le bot fort (espérance perdue, en points) : { $errors }.
bg-review-error = { $side } { $roll } : { $played }, meilleur { $best } ({ $lost })
bg-review-separator = {" ; "}

## Partager et ouvrir.

bg-share = Partager et ouvrir
bg-share-position-id = Position ID
bg-share-match-id = Match ID
bg-share-xgid = XGID
bg-share-position-link = Lien vers la position
bg-share-game-link = Lien vers la partie
bg-share-moment-link = Lien vers ce moment
bg-share-game-text = Notation de la partie
bg-copy = Copier
bg-copy-row = Copier { $row }
bg-copied = Copié.
bg-copy-by-hand = Sélectionnez le texte et copiez-le.
bg-opened = Ouvert.
bg-paste = Collez un Position ID:Match ID, un XGID, une partie ou un lien
bg-open = Ouvrir
bg-paste-first = Collez d'abord quelque chose à ouvrir.
bg-paste-unreadable = Ce n'est ni deux identifiants gnubg, ni un XGID, ni une partie{"\u00A0"}: { $error }

## L'enregistrement, les parties gardées et les adresses partagées.

bg-kept-name = { $game } · Blanc { $white } – Noir { $black } · { $n ->
    [one] { $n } action
    [many] { $n } actions
   *[other] { $n } actions
}
bg-opened-shared = { $what ->
    [position] Position partagée ouverte.
   *[game] Partie partagée ouverte.
}
bg-shared-unreadable = L'adresse contient { $what ->
    [position] une position
   *[game] une partie
} illisible{"\u00A0"}: { $error }
bg-moment-past = Son moment n={ $k } est au-delà de ses { $n ->
    [one] { $n } action
    [many] { $n } actions
   *[other] { $n } actions
}{"\u00A0"}: elle est montrée telle quelle.
bg-moment-not-a-number = Son moment n={ $k } n'est pas un nombre d'actions{"\u00A0"}: elle est montrée telle quelle.
bg-position-form = une position s'écrit PositionID:MatchID (gnubg) ou XGID=… (eXtreme Gammon)

## Les étiquettes du tablier pour les lecteurs d'écran.

bg-point = Point { $n }{ $pinned ->
    [yes] , une dame prise
   *[no] {""}
}
bg-point-held = Point { $n }, { $count } { $side }{ $pinned ->
    [yes] , une dame prise
   *[no] {""}
}
bg-board-seen-from = Tablier vu du côté de { $side }
bg-tray-mine = Sortir : le plateau
bg-tray-theirs = Le plateau de l'adversaire
bg-pips-of = { $side }{"\u00A0"}: { $n ->
    [one] { $n } pip à parcourir
   *[other] { $n } pips à parcourir
}

## Le formulaire des options : la prochaine partie, les joueurs, le tablier et son aide.

bg-options = Options et nouvelle partie
bg-form-match-to = Match en { $n }
bg-form-next-game = Prochaine partie
bg-form-money = Partie d'argent
bg-form-play = Jeu
bg-form-cube = Jouer avec le videau
bg-form-crawford = Règle de Crawford
bg-form-jacoby = Règle de Jacoby (les gammons ne comptent qu'après un double)
bg-form-beavers = Beavers et raccoons
bg-form-automatic = Double automatique sur un premier jet égal
bg-form-auto-limit = Doubles automatiques par partie, au plus
bg-form-six-six = Un 6-6 égal triple l'enjeu
bg-form-no-limit = sans limite
bg-form-max-cube = Videau le plus haut
bg-form-new-game = Commencer une nouvelle partie
bg-form-players = Joueurs
bg-form-bot-black = Le bot joue Noir
bg-form-bot-white = Le bot joue Blanc
bg-form-hotseat = Deux joueurs sur cet appareil
bg-form-bots = Le bot contre lui-même
bg-form-remote = Un ami, par lien
bg-form-opponent = Adversaire
bg-form-beginner = Débutant
bg-form-club = Club
bg-form-strong = Fort
bg-form-level = Niveau du bot
bg-form-board = Tablier et aide
bg-form-mirrored = Jan intérieur à gauche
bg-form-numbers = Numéros des points
bg-form-follow = Deux joueurs : tourner le tablier vers le joueur au trait
bg-form-auto-forced = Jouer pour moi les coups forcés
bg-form-auto-roll = Lancer pour moi quand je ne peux pas doubler

## Les options des règles dans le formulaire (chacune dit ce qu'elle fait activée, puis désactivée).
bg-option-hypergammon-gammons = les gammons et backgammons comptent (gnubg) ; sinon chaque partie est simple (la description indonésienne)
bg-option-dutch-hit-after-home = une dame seule ne peut être frappée que par un joueur qui a une dame dans son jan intérieur ; sinon à tout moment
bg-option-nardy-first-three-three = un premier jet de 6-6, 4-4 ou 3-3 permet de sortir deux dames de la tête ; sinon 6-6 et 4-4 seulement
bg-option-nardy-block-each-landing = aucune dame posée, même un instant, ne peut faire le barrage de six points interdit ; sinon seule compte la position après tout le coup
bg-option-fevga-pass-start = la première dame doit dépasser le point de départ de l'adversaire avant qu'une deuxième quitte le départ ; sinon atteindre son quart de départ
bg-option-fevga-block-each-landing = aucune dame posée, même un instant, ne peut faire un barrage interdit (six points de suite, le quart de départ adverse) ; sinon seule compte la position après tout le coup
bg-option-portes-double-if-none-off = une partie compte 2 quand le perdant n'a sorti aucune dame ; sinon quand il a encore une dame dans son quart de départ
bg-option-russian-enter-all-first = les 15 dames entrent avant tout autre mouvement ; sinon quand le joueur veut
bg-option-russian-hitting = les dames seules sont frappées ; sinon une dame seule ferme son point
bg-option-russian-complements-from-first = le complément d'un doublet et le nouveau jet dès le premier doublet ; sinon seulement quand toutes les dames du joueur sont entrées
bg-option-gul-bara-opponent-plays-rest = l'adversaire joue les nombres que le joueur n'a pas pu jouer ; sinon ils sont perdus
bg-option-acey-deucey-european = après 1-2, le doublet choisi puis son complément ; sinon le doublet choisi seul
bg-option-jacquet-blocking = on ne frappe pas : un point où se trouve une dame adverse est fermé (règle française) ; sinon une dame seule est frappée et rentre (Ludii)
bg-option-chase-doublets-roll-again = après un doublet le joueur relance jusqu'à ce que les dés diffèrent (la description indonésienne) ; sinon les doublets de bkgm (une bibliothèque de backgammon), joués une fois (6-6 deux fois, quatre six) sans nouveau jet, sauf les doublets de la dernière dame autres que 1-1 et 6-6
bg-option-chase-lower-starts = le dé d'ouverture le plus bas commence (bkgm) ; sinon le plus haut ; il relance pour son premier coup

## Le journal de la famille du backgammon et ses refus : les mots des événements de la partie.

bg-white = Blanc
bg-black = Noir

## Pourquoi un coup est refusé (une phrase chacun).

bg-refused-no-dice-left = Tous les dés du coup sont joués.
bg-refused-no-such-number = Aucun dé restant ne montre ce nombre.
bg-refused-no-checker = Vous n'avez pas de dame là.
bg-refused-enter-first = Une dame sur la barre doit rentrer avant tout autre coup.
bg-refused-enter-all-first = Toutes vos dames doivent être entrées avant tout autre coup.
bg-refused-point-closed = Deux dames adverses ou plus tiennent ce point.
bg-refused-point-occupied = Une dame adverse tient ce point (on ne frappe pas dans ce jeu).
bg-refused-point-held-by-pin = L'adversaire y tient une de vos dames prise : le point est à lui.
bg-refused-checker-pinned = Cette dame est prise : elle ne bouge pas tant que les dames adverses sont dessus.
bg-refused-pinned-at-home = Pas de sortie tant qu'une de vos dames est prise dans votre jan intérieur.
bg-refused-not-all-home = On ne sort qu'une fois toutes ses dames dans son jan intérieur.
bg-refused-higher-checker-first = Un nombre plus fort ne sort que depuis votre point le plus haut.
bg-refused-no-hit-without-home-checker = Vous ne frappez qu'avec une dame dans votre jan intérieur.
bg-refused-one-from-the-head = Une seule dame quitte la tête par tour (deux sur un premier 6-6, 4-4 ou 3-3).
bg-refused-first-checker-first = Votre première dame doit dépasser le départ adverse avant qu'une autre quitte le vôtre.
bg-refused-courier-first = Votre postillon doit atteindre votre jan intérieur avant qu'une autre dame quitte le départ.
bg-refused-forbidden-block = Cela ferait un barrage que les règles interdisent.
bg-refused-must-use-both-dice = Les deux dés peuvent être joués, et après ce coup ils ne le peuvent plus.
bg-refused-must-use-higher-die = Un seul dé peut être joué : ce doit être le plus fort.
bg-refused-must-play-more = Le doublet peut être joué davantage que ce coup ne le permet.
bg-refused-only-ones-and-sixes = Seuls les 1, les 6 et les doublets comptent à la chasse.
bg-refused-one-checker-a-point = Un point ne tient qu'une dame à la chasse.
bg-refused-last-checker-by-corners = Votre dernière dame ne bouge que sur les 1 et les 6, de coin en coin.
bg-refused-last-checker-to-corners = Votre dernière dame est sur un coin : elle ne va que de coin en coin.
bg-refused-last-checker-safe = La dernière dame adverse ne se prend que sur un coin, et pas entre deux de vos dames.

## Le journal.

bg-log-game = Partie { $n }
bg-log-game-crawford = Partie { $n } — la partie Crawford : pas de videau
bg-log-opening-tie = Tous deux ont fait { $die } : on relance le premier jet.
bg-log-opening-tie-double = Tous deux ont fait { $die } : on relance le premier jet : doublement automatique, le videau est à { $cube }.
bg-log-opening = Premier jet : Blanc { $white }, Noir { $black }. { $first } commence.
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Premier jet : Blanc { $white }, Noir { $black }. { $first } commence et relance les dés pour son premier coup.
bg-log-played = { $side } { $roll } : { $notation }{ $notes }
bg-log-no-move = { $side } { $roll } : aucun coup
bg-log-last-roll = { $side } a un dernier jet : sortir sa dernière dame fait partie nulle.
bg-log-could-not-move = { $side } fait { $roll } et ne peut jouer aucun nombre : tous les points d'arrivée sont fermés.
bg-log-part = { $side } joue { $part ->
    [complement] le complément
    [cascade] le doublet suivant de la cascade
    [chosen] le doublet choisi
    [chosen-complement] le complément du doublet choisi
    [opponents-rest] les nombres que l'adversaire n'a pu jouer
   *[roll] le coup
} : { $dice }.
bg-log-chose-double = { $side } choisit le doublet { $die }-{ $die }.
bg-log-rolls-again = { $side } a joué tout son tour et relance.
bg-log-rest-lost = { $side } ne peut jouer { $dice } en entier : le reste du tour est perdu.
bg-log-rest-to-opponent = Les nombres { $dice } n'ont pu être joués : { $side } les joue.
bg-log-offered = { $side } { $action ->
    [beaver] fait un beaver
    [raccoon] fait un raccoon
   *[double] double
} à { $value }.
bg-log-took = { $side } accepte : le videau est à { $value }, à { $owner }.
bg-log-passed = { $side } refuse.
bg-log-resigned = { $side } propose d'abandonner { $result ->
    [gammon] un gammon
    [backgammon] un backgammon
   *[single] une partie simple
}.
bg-log-resign-accepted = { $side } accepte.
bg-log-resign-refused = { $side } refuse : le jeu continue.
bg-log-drawn = Partie nulle : aucun point.
bg-log-won = { $side } gagne { $result ->
    [gammon] un gammon
    [backgammon] un backgammon
   *[single] une partie simple
}{ $how ->
    [dropped] {" "}(videau refusé)
    [resigned] {" "}(abandon)
    [mother] {" "}(la mère prise)
   *[played] {""}
} : { $points ->
    [one] { $points } point
    [many] { $points } points
   *[other] { $points } points
}.
bg-log-won-times = { $side } gagne { $result ->
    [gammon] un gammon
    [backgammon] un backgammon
   *[single] une partie simple
}{ $how ->
    [dropped] {" "}(videau refusé)
    [resigned] {" "}(abandon)
    [mother] {" "}(la mère prise)
   *[played] {""}
} × { $times } : { $points ->
    [one] { $points } point
    [many] { $points } points
   *[other] { $points } points
}.
bg-log-score = Score : Blanc { $white }, Noir { $black }.
bg-log-match-won = { $side } gagne le match { $won }–{ $lost }.

## Ce qu'un coup a fait et ce que les règles en ont décidé, chacun après un tiret dans sa ligne.

bg-note-hits = frappe { $n ->
    [one] une dame
    [many] { $n } dames
   *[other] { $n } dames
}
bg-note-pins = prend { $n ->
    [one] une dame
    [many] { $n } dames
   *[other] { $n } dames
}
bg-note-captures = prend { $n ->
    [one] une dame
    [many] { $n } dames
   *[other] { $n } dames
} pour de bon
bg-note-forced = coup forcé : le seul possible
bg-note-higher-die = l'un ou l'autre nombre se jouait, pas les deux : la règle impose le plus fort
bg-note-unplayed = { $n ->
    [one] le { $dice } ne peut être joué
    [many] { $dice } ne peut être joué
   *[other] { $dice } ne peut être joué
}
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Votre partie enregistrée n'a pas pu être reprise ({ $why }). Elle est gardée à part dans ce navigateur ; une nouvelle partie commence.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = un XGID a 10 champs séparés par des deux-points, pas { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = la position d'un XGID a 26 caractères, pas { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = la position du XGID a «{"\u00A0"}{ $character }{"\u00A0"}» au caractère { $position }, où il faut «{"\u00A0"}-{"\u00A0"}» ou une lettre de A à P ou de a à p
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } a { $count } dames dans le XGID, plus de 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = les deux camps ont des dames sur le point { $point } de { $side }
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = les deux camps ont des dames sur la barre face au jan intérieur fermé de l'autre
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = le champ { $n } du XGID ({ $part ->
    [cube] la valeur du videau
    [owner] le propriétaire du videau
    [turn] le trait
    [score] le score de { $side }
    [rules] les règles de Crawford et de Jacoby
    [length] la longueur du match
   *[max-cube] le videau le plus haut
}) n'est pas un nombre entier
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = l'exposant du videau, { $log2 }, n'est pas compris entre 0 et 12 (un videau de 1 à 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = le propriétaire du videau, { $value }, n'est ni -1, ni 0, ni 1
# $value: the value read for the turn
bg-why-xgid-turn = le trait, { $value }, n'est ni 1 ni -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = le champ des dés a { $length ->
    [one] { $length } caractère
    [many] { $length } caractères
   *[other] { $length } caractères
}, où il faut D ou deux chiffres
# $die: the number read
bg-why-xgid-die = un dé montre un nombre de 1 à 6, pas { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = le champ des dés a «{"\u00A0"}{ $character }{"\u00A0"}» où il faut un chiffre
# $side: whose score; $score: the score read
bg-why-xgid-score = le score de { $side }, { $score }, n'est pas compris entre 0 et 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = le score de { $side }, { $score }, n'est pas inférieur à la longueur du match, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = la valeur des règles de Crawford et de Jacoby, { $value }, dépasse { $max } { $play ->
    [match] dans un match
   *[money] dans une partie d'argent
}
# $length: the match length read
bg-why-xgid-match-length = la longueur du match, { $length }, n'est pas comprise entre 0 et 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = l'exposant du videau le plus haut, { $log2 }, n'est pas compris entre 0 et 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = les champs du Match ID ne sont pas valables{"\u00A0"}: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = un Match ID a 12 caractères, pas { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = le Match ID a «{"\u00A0"}{ $character }{"\u00A0"}» au caractère { $position }, qui n'est pas un caractère Base64 (A-Z, a-z, 0-9, + ou /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = le Match ID remplit ses derniers bits inutilisés (valeur { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = l'exposant du videau, { $log2 }, dépasse 12{"\u00A0"}: le plus haut videau est 4096
# $value: the cube's value
bg-why-match-id-cube-value = la valeur du videau, { $value }, n'est pas une puissance de deux de 1 à 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = le champ du propriétaire du videau vaut { $bits }, ce qui ne désigne personne
# $code: the value of the game state's field
bg-why-match-id-game-state = l'état de la partie, { $code }, n'est pas compris entre 0 et 4
# $die: the number read
bg-why-match-id-die = un dé montre un nombre de 1 à 6, pas { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = les dés { $a } et { $b } ne sont ni tous deux lancés ni tous deux à lancer
# $length: the match length read
bg-why-match-id-match-too-long = un match en { $length } points dépasse les 64 points que gnubg permet
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = le score de { $side }, { $score }, ne tient pas sur 15 bits
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = le score de { $side }, { $score }, dépasse la longueur du match, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = une partie d'argent n'a pas de partie Crawford
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = la partie Crawford est marquée à Blanc { $white }, Noir { $black } dans un match en { $length } points, où personne n'est à un point de la victoire
# $value: the cube's value
bg-why-match-id-cube-in-crawford = le videau est à { $value } dans la partie Crawford, où il ne sert pas
# $length: the Position ID's length in characters
bg-why-position-id-length = un Position ID a 14 caractères, celui-ci en a { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = un Position ID s'écrit avec A-Z, a-z, 0-9, + et /{"\u00A0"}: «{"\u00A0"}{ $character }{"\u00A0"}» au caractère { $position } n'en fait pas partie
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = les bits du Position ID s'arrêtent avant ses 50 nombres de dames
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = la position du Position ID est impossible{"\u00A0"}: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = la partie de ces identifiants est finie
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = un match se joue ici en { $max } points au plus, pas en { $length }
# no argument
bg-why-notation-empty = le texte de la partie est vide
# $version: the version this program reads ("1")
bg-why-notation-version = ce n'est pas un texte de partie de backgammon de la version { $version } (il commence par «{"\u00A0"}{ $version }.{"\u00A0"}»)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = «{"\u00A0"}{ $character }{"\u00A0"}» au caractère { $position } n'est pas un caractère d'un enregistrement de partie (A-Z, a-z, 0-9, - et _)
# no argument
bg-why-notation-malformed = l'enregistrement de la partie a une longueur qu'aucun enregistrement n'a{"\u00A0"}: il a été coupé ou modifié
# no argument
bg-why-notation-truncated-header = l'enregistrement de la partie s'arrête dans son en-tête
# $action: the action the record ends before
bg-why-notation-truncated = l'enregistrement de la partie s'arrête avant son action { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = l'en-tête de l'enregistrement de la partie contient { $value }, où seules les valeurs de 0 à { $max } sont possibles
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = l'action { $action } de l'enregistrement de la partie contient { $value }, où seules les valeurs de 0 à { $max } sont possibles
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = les options de la partie ne peuvent pas être jouées{"\u00A0"}: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = le départ de la partie ne peut pas être mis en place{"\u00A0"}: { $reason }
# no argument
bg-why-notation-position = la position de départ de la partie est impossible
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = l'action { $action } de l'enregistrement de la partie est refusée{"\u00A0"}: { $reason }
# no argument
bg-why-notation-trailing = quelque chose suit la dernière action de l'enregistrement de la partie
# no argument
bg-why-notation-unwritable = cette partie ne peut pas s'écrire dans la notation des parties
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = le départ ne peut pas être mis en place{"\u00A0"}: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = l'action { $action } de l'enregistrement est refusée{"\u00A0"}: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = cette action n'est pas possible maintenant{"\u00A0"}: la partie { $phase ->
    [opening] attend le premier jet
    [before-roll] attend un jet ou un double
    [cube-offered] attend la réponse au { $action ->
        [beaver] beaver
        [raccoon] raccoon
       *[double] double
    } de { $side } à { $value }
    [move] attend un coup
    [choose-double] attend le doublet à nommer
    [resign-offered] attend la réponse à l'abandon que propose { $side } ({ $result ->
        [gammon] un gammon
        [backgammon] un backgammon
       *[single] une partie simple
    })
    [game-over] attend la partie suivante
   *[match-over] n'attend plus rien{"\u00A0"}: le match est fini
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = c'est à { $to_act } d'agir, pas à { $side }
# $die: the number given
bg-why-game-bad-die = un dé montre un nombre de 1 à 6, pas { $die }
# no argument
bg-why-game-illegal-play = ce n'est pas une façon permise de jouer ce jet
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = pas de { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] double
} maintenant{"\u00A0"}: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = le videau ne sert pas dans cette partie
# $side: the cube's owner
bg-why-cube-refusal-owned = le videau est à { $side }
# no argument
bg-why-cube-refusal-crawford = on ne double pas dans la partie Crawford{"\u00A0"}: le videau est hors jeu
# no argument
bg-why-cube-refusal-trailer-in-crawford = dans la partie Crawford, le joueur mené au score ne peut pas doubler
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = le videau ne peut pas dépasser { $max }
# no argument
bg-why-cube-refusal-before-first-move = le videau ne se tourne pas avant le premier coup de la partie
# no argument
bg-why-cube-refusal-already-doubled = vous avez déjà doublé pendant ce tour
# no argument
bg-why-cube-refusal-money-only = les beavers et les raccoons ne se jouent qu'en partie d'argent
# no argument
bg-why-cube-refusal-no-beaver = aucun beaver n'est possible ici
# no argument
bg-why-cube-refusal-no-raccoon = aucun raccoon n'est possible ici
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = on ne double pas au dernier jet{"\u00A0"}: l'adversaire a sorti toutes ses dames
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = la position a { $found ->
    [one] { $found } dame
    [many] { $found } dames
   *[other] { $found } dames
} par camp{"\u00A0"}; le jeu en a { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] le joueur au trait
   *[opponent] l'adversaire
} a déjà sorti toutes ses dames
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = un videau à { $value } dépasse le maximum de { $max }
# no argument
bg-why-setup-cube-in-crawford = le videau est hors jeu dans la partie Crawford{"\u00A0"}: il doit être à 1, au centre
# no argument
bg-why-setup-zero-stake = le multiplicateur de l'enjeu vaut au moins 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = un match se joue en 1 à { $max } points, pas en { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = le videau le plus haut est une puissance de deux de 1 à { $max }, pas { $value }
# no argument
bg-why-options-raccoons-without-beavers = un raccoon répond à un beaver{"\u00A0"}: pas de raccoons sans beavers
# $white, $black: each side's score
bg-why-score-match-over = le match est déjà fini à Blanc { $white }, Noir { $black }
# no argument
bg-why-score-not-crawford = une partie Crawford demande un match avec la règle de Crawford et un seul joueur à un point de la victoire
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = un videau montre une puissance de deux de 1 à { $max }, pas { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = un videau à 1 est au centre{"\u00A0"}: { $side } ne peut pas le posséder
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] le joueur au trait
   *[opponent] l'adversaire
} a { $count } dames sur le tablier, plus que le jeu n'en donne ({ $max })
# $point: the point, counted from the player on roll
bg-why-position-shared-point = les deux joueurs ont des dames sur le point { $point } (compté depuis le joueur au trait)
# $n: the number of checkers a side given
bg-why-position-checker-count = un camp a de 1 à 15 dames, pas { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = la dame prise { $player ->
    [on-roll] du joueur au trait
   *[opponent] de l'adversaire
} sur son point { $point } n'est pas seule sous des dames adverses
# $version: the version this program reads ("1")
bg-why-position-text-shape = un texte de position s'écrit { $version }.<jeu>.<points>.<barres>.<réserves>, puis .p<prises> si une dame est prise
# $name: the rule set's name read
bg-why-position-text-variant = «{"\u00A0"}{ $name }{"\u00A0"}» n'est le nom d'aucun jeu
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = «{"\u00A0"}{ $character }{"\u00A0"}» au caractère { $position } des points n'est pas un nombre de dames (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = la partie des points décrit { $n ->
    [one] { $n } point
    [many] { $n } points
   *[other] { $n } points
}, pas 24
# no argument
bg-why-position-text-counts = les barres et les réserves sont deux nombres jusqu'à 15, comme 1-0
# no argument
bg-why-position-text-pins = les prises s'écrivent p puis des points croissants de 1 à 24 qui portent des dames, séparés par des tirets, comme p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = { $game } ne connaît pas les dames prises
# no argument
bg-why-net-magic = ce n'est pas un fichier de réseau (il ne commence pas par TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = le fichier de réseau est de la version { $version }{"\u00A0"}; ce programme lit la version { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = le fichier de réseau est pour un jeu inconnu, «{"\u00A0"}{ $name }{"\u00A0"}»
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = le réseau a { $inputs } entrées, { $hidden } neurones cachés et { $outputs } sorties{"\u00A0"}; ce programme demande { $want_inputs } entrées, de 1 à 1024 neurones cachés et { $want_outputs } sorties
# no argument
bg-why-net-truncated = le fichier de réseau est coupé trop tôt
# $n: how many bytes follow
bg-why-net-trailing = { $n ->
    [one] { $n } octet suit
    [many] { $n } octets suivent
   *[other] { $n } octets suivent
} les poids du réseau
# no argument
bg-why-net-not-finite = un poids du réseau n'est pas un nombre fini
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }{"\u00A0"}: { $reason }
