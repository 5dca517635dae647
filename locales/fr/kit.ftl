## Ce que tous les jeux partagent.

kit-language = Langue
kit-cancel = Annuler
kit-close = Fermer
kit-notice-close = Fermer cet avis

## La barre de relecture.

kit-replay-start = Au début
kit-replay-back = Un pas en arrière
kit-replay-forward = Un pas en avant
kit-replay-end = Retour à maintenant
kit-replay-at = Relecture : action { $at } / { $total }{ $detail }
kit-replay-now = Maintenant ({ $n ->
    [one] { $n } action
   *[other] { $n } actions
})
kit-replay-play-from-here = Jouer d'ici
kit-replay-drop-ask = { $n ->
    [one] Jouer d'ici ? L'action suivante est effacée de cette partie ; la partie entière reste dans ce navigateur.
   *[other] Jouer d'ici ? Les { $n } actions suivantes sont effacées de cette partie ; la partie entière reste dans ce navigateur.
}
kit-replay-drop-confirm = Les effacer et jouer
kit-replay-playing-on-kept = La partie continue d'ici ; la partie entière est gardée dans ce navigateur (Partager la liste).
kit-replay-playing-on = La partie continue d'ici.

## Les touches (l'aide, « ? »).

kit-keys = Touches
kit-keys-key = Touche
kit-keys-does = Action
kit-key-roll = Lancer les dés
kit-key-confirm = Valider le coup
kit-key-take-back = Reprendre vos mouvements
kit-key-hint = Conseil : le jeu du robot fort
kit-key-enter-space = Entrée, Espace
kit-key-pick-up = Prendre une dame, la poser là
kit-key-arrows = Sur le tablier : la case suivante dans ce sens ; ailleurs : parcourir la relecture
kit-key-esc = Échap
kit-key-put-down = Reposer la dame
kit-key-help = Afficher ou cacher ces touches
kit-key-double = Doubler (proposer le videau)
kit-key-accept = Accepter le videau, ou un abandon
kit-key-pass = Refuser le videau, ou un abandon
kit-key-resign = Abandonner{"\u00A0"}: aller à ses choix
kit-key-next-game = Partie suivante

## Jouer par lien.

kit-remote-send-link-friend-his = Envoyez ce lien à votre ami ; sa copie répond par un lien : ouvrez-le ici.
kit-remote-send-link-friend-waiting = Envoyez ce lien à votre ami ; en attente de son coup.
kit-remote-next-dice-need-friend = Vos prochains dés attendent la copie de votre ami : envoyez-lui ce lien et ouvrez celui qu'il renvoie.
kit-remote-turn = À vous de jouer.
kit-remote-dice-committed-game-are = Les dés engagés pour cette partie sont épuisés : commencez une nouvelle partie par lien.
kit-remote-game-over-send-last = La partie est finie : envoyez ce dernier lien à votre ami.
kit-remote-link-copied = Lien copié.
kit-remote-browser-does-not-let = Ce navigateur ne laisse pas la page copier : sélectionnez le lien et copiez-le.
kit-remote-you-play-white = Vous jouez Blanc.
kit-remote-you-play-black = Vous jouez Noir.
kit-remote-link-send = Lien à envoyer
kit-remote-copy = Copier
kit-remote-share = Partager…
kit-remote-new-game-with-friend = Nouvelle partie avec un ami, par lien
kit-remote-play-friend-by-link = Jouer contre un ami par lien
kit-remote-play-by-link = Jouer par lien
kit-remote-no-server-after-each = Sans serveur : après chaque coup, vous envoyez la partie par un lien. Les dés viennent de nombres auxquels les deux copies s'engagent au début : aucun de vous ne peut les choisir.
kit-remote-link-older-than-game = Ce lien est plus ancien que votre partie : votre partie est gardée.
kit-remote-opened-friend-s-link = Lien de votre ami ouvert.
kit-remote-link-refused = Ce lien ne peut pas être ouvert : { $why }. Votre partie est gardée.
kit-link-shape = le lien est coupé ou altéré
kit-link-header = son en-tête est altéré : { $why }
kit-link-record = sa partie est illisible : { $why }
kit-link-not-joined = il ne porte pas l'engagement de votre ami
kit-link-elsewhere-joined = votre côté de cette partie a été pris dans un autre navigateur : ses dés secrets y sont
kit-link-not-mine = l'engagement qu'il montre pour votre côté n'est pas le vôtre
kit-link-theirs-changed = l'engagement de votre ami n'est pas celui du début
kit-link-reveal = les dés de votre ami{"\u00A0"}: { $why }
kit-link-diverges = sa partie diffère de la vôtre dès l'action { $at }
kit-link-not-theirs = l'action { $at } a été jouée à votre place
kit-link-wrong-dice = les dés de l'action { $at } ne sont pas ceux que donnent les engagements
kit-link-unrevealed = les dés de l'action { $at } ont été jetés avant de pouvoir être connus

## Pourquoi l'en-tête ou les dés d'un lien sont refusés

kit-why-header-version = la version « { $version } » du lien n'est pas connue ici
kit-why-header-shape = l'en-tête du lien n'a pas ses cinq parties
kit-why-header-id = l'identifiant de partie du lien ne peut pas être lu
kit-why-header-creator = le lien ne dit pas quel camp a créé la partie
kit-why-header-side = l'engagement { $side ->
    [white] des Blancs
   *[black] des Noirs
} ne peut pas être lu
kit-why-header-reveal = les dés { $side ->
    [white] des Blancs
   *[black] des Noirs
}{"\u00A0"}: { $reason }
kit-why-commit-mismatch = le nombre révélé n°{"\u00A0"}{ $at } ne correspond pas à l'engagement pris au départ
kit-why-commit-too-far = le nombre révélé n°{"\u00A0"}{ $at } est au-delà de la fin de la chaîne
kit-why-commit-bad-text = un nombre engagé ne peut pas être lu

## Pourquoi un fichier voisin de la page n'a pas pu être chargé

kit-why-fetch-no-answer = { $file }{"\u00A0"}: le réseau n'a pas répondu (hors ligne, et le fichier n'est pas encore gardé)
kit-why-fetch-status = { $file }{"\u00A0"}: le serveur a répondu { $status } au lieu du fichier
kit-why-fetch-broke-off = { $file }{"\u00A0"}: le téléchargement s'est interrompu
kit-why-fetch-unreadable = { $file }{"\u00A0"}: le fichier ne peut pas être lu

## Les parties gardées dans ce navigateur.

kit-kept-kept-browser = Gardées dans ce navigateur
kit-kept-open = Ouvrir
kit-kept-show-text = Voir son texte
kit-kept-really-delete = Supprimer vraiment ?
kit-kept-delete = Supprimer
kit-kept-unreadable = Une sauvegarde illisible ({ $n ->
    [one] { $n } caractère
   *[other] { $n } caractères
})
kit-kept-in-progress = Votre partie en cours est gardée dans ce navigateur sous le nom « { $name } » (le panneau Partager la liste).
kit-kept-replaced = La partie remplacée est gardée dans ce navigateur sous le nom « { $name } » (le panneau Partager la liste).
kit-kept-was-playing = La partie que vous jouiez est gardée dans ce navigateur sous le nom « { $name } » (le panneau Partager la liste).

## Ce que l'adresse (sa requête) demande et qui ne peut pas se faire.

kit-address-problems = Adresse : { $problems }.
kit-address-die = dé « { $value } » ignoré (un dé montre 1 à 6)
kit-address-seed = graine « { $value } » ignorée (un nombre entier)
kit-address-opponent = adversaire inconnu « { $value } » (hotseat, bot-black ou bot-white)
kit-address-lang = langue inconnue « { $value } » ({ $codes })
kit-address-level = niveau de robot inconnu « { $value } » (beginner, club ou strong)
kit-address-pace = rythme inconnu « { $value } » (fast ou normal)

## L'application installée (son manifeste, écrit d'après ces lignes par scripts/manifests.mjs : une ligne chacune).

kit-app-name = Jeux de table : trictrac, backgammon et ses variantes
kit-app-short-name = Tables
kit-app-description = Jouez au Grand Trictrac, au backgammon et à ses variantes régionales (tavli, plakoto, long nardy, acey-deucey…) contre un robot ou un ami, dans le navigateur et hors ligne.
kit-kept-note = gardée dans ce navigateur sous le nom « { $name } » (le panneau Partager la liste)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Chargement des jeux de tables…
kit-loading-backgammon = Chargement du backgammon…
kit-start-failed = Le jeu n'a pas pu démarrer ({ $reason }). Vérifiez la connexion, puis rechargez la page.
kit-needs-javascript = Ce jeu fonctionne dans le navigateur et a besoin de JavaScript{"\u00A0"}: activez-le et rechargez la page.
