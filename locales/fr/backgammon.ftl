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
# $why: why the saved text cannot be read (its notation's error, in English)
bg-restore-failed = Votre partie enregistrée n'a pas pu être reprise ({ $why }). Elle est gardée à part dans ce navigateur ; une nouvelle partie commence.
