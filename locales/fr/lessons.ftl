## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Battre
les-group-battre-le-coin = Les coins de repos et le passage
les-group-fill-petit-jan = Remplir et conserver
les-group-impuissance = L'impuissance
les-group-mezeas = Les jans rares
les-group-sortie = Sortie, trous et bredouille
les-group-tenir = Tenir ou s'en aller
les-hit-petit-jan-title = Battre à vrai dans la table du petit jan
les-hit-petit-jan-intro = Noir a une dame seule sur votre case 3 (il a pu venir jusque-là parce que vous ne pouvez plus faire votre petit jan). Chaque nombre de votre coup qui l'atteint depuis une de vos dames est un moyen de la battre à vrai.
les-hit-petit-jan-explanation = Le 2 atteint la case 3 depuis le talon et l'as depuis la case 2 : deux moyens, à 4 points chacun dans la table du petit jan, soit 8 points. Le tout (3) ne part de nulle part.
les-hit-grand-jan-title = Trois moyens dans la table du grand jan
les-hit-grand-jan-intro = La dame seule de Noir est sur votre case 14. Comptez les moyens par nombre : par le 3, par le 2 et par le tout, quelles que soient les dames qui les réalisent.
les-hit-grand-jan-explanation = Par 3 depuis la case 11, par 2 depuis votre coin de repos (battre est virtuel, les dames du coin peuvent battre), par 5 depuis la case 9 en passant par vos cases 11 ou 12 : trois moyens à 2 points dans la table du grand jan, 6 points.
les-hit-doublet-title = Battre par doublet
les-hit-doublet-intro = Un doublet se joue une fois, non deux : ses nombres sont le simple et le double. La dame seule de Noir est de nouveau sur votre case 3, et vous avez fait bezet (double as).
les-hit-doublet-explanation = Par 1 depuis la case 2 et par 2 depuis le talon en passant par votre case 2 : deux moyens, à 6 points chacun par doublet dans la table du petit jan, 12 points.
les-hit-false-title = Battre à faux
les-hit-false-intro = Vos dames de la case 11 n'atteignent la dame seule de Noir en 18 que par le tout (7). Regardez les deux passages, cases 14 et 15.
les-hit-false-explanation = Les deux passages portent plusieurs dames noires : le coup par le tout est à faux, et battre à faux marque pour l'adversaire, 2 points dans la table du grand jan (4 par doublet).
les-hit-both-tables-title = À vrai et à faux du même coup
les-hit-both-tables-intro = Deux dames noires seules : une sur votre case 4, une sur votre case 18. Chaque dame battue se juge à part.
les-hit-both-tables-explanation = Le 3 du talon bat la case 4 à vrai : 4 points dans la table du petit jan, pour vous. La case 18 n'est atteinte que par 7 depuis la case 11, passages (14 et 15) fermés : ce coup à faux donne 2 points à Noir, pas à vous.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = Vous tenez votre coin de repos avec trois dames et le coin de Noir (votre case 13) est vide. Une dame par chaque nombre pourrait-elle s'y rendre ?
les-battre-le-coin-explanation = Le 2 depuis la case 11 et l'as depuis la surcase du coin arriveraient tous deux en 13 : vous battez le coin, 4 points (6 par doublet), un seul moyen. Les deux dernières dames du coin ne pourraient pas servir.
les-coin-par-puissance-title = Prendre son coin par puissance
les-coin-par-puissance-intro = Le coin de repos de Noir (votre case 13) est vide. Vos dames de 7 et de 8 pourraient l'atteindre, l'une par le 6, l'autre par le 5 ; vous ne pouvez pas porter deux dames dans votre coin naturellement.
les-coin-par-puissance-explanation = Nulle dame ne s'arrête jamais dans le coin de l'adversaire, mais puisque vous pourriez y porter deux dames, vous pouvez prendre votre coin par puissance : toutes deux s'arrêtent une case plus tôt, en 12. Aller en 14 est refusé aussi : Noir peut encore faire son grand jan, nulle dame ne s'arrête dans votre troisième cadran (13 à 18).
les-passage-title = Le passage au jeu de retour
les-passage-intro = Les dames de Noir sont toutes de son côté, sur son talon et sa case 8 : il peut encore faire son petit jan et son grand jan. Vos deux dames de la case 8 sont près du milieu du tablier.
les-passage-explanation = Tant que l'adversaire peut encore faire son grand jan, nulle dame ne s'arrête dans votre troisième cadran (13 à 18), ni dans le quatrième tant qu'il peut faire son petit jan, et aucune ne s'arrête jamais dans son coin (13) : il ne reste que des jeux de votre côté, comme 1→7, 1→6.
les-fill-petit-jan-title = Remplir le petit jan : les moyens par nombre
les-fill-petit-jan-intro = Seule la case 4 est une demi-case de votre premier cadran. Chaque nombre (le 2, l'as, le tout) qui peut la couvrir sans découvrir une autre case est un moyen.
les-fill-petit-jan-explanation = Par l'as depuis la case 3 (il lui en reste deux) et par 3 tout d'une depuis le talon : deux moyens à 4, 8 points. Le 2 depuis la case 2 découvrirait la case 2 : ce n'est pas un moyen.
les-fill-grand-jan-title = Remplir le grand jan
les-fill-grand-jan-intro = Votre second cadran (cases 7 à 12) n'attend qu'une dame en 11. Chaque nombre qui la couvre sans découvrir une autre case est un moyen.
les-fill-grand-jan-explanation = Par l'as depuis la case 10 et par 4 tout d'une depuis la case 7 (il reste deux dames sur chacune) : deux moyens à 4, 8 points. Le 3 depuis la case 8 découvrirait la case 8 : ce n'est pas un moyen.
les-conserve-title = Conserver un jan plein
les-conserve-intro = Votre petit jan est plein. Avec ce doublet, pouvez-vous jouer les deux 3 sans le rompre ?
les-conserve-explanation = Oui : la surcase de la case 5 va en 8, puis en 11, et le jan reste entier. Conserver vaut 6 par doublet (4 par coup simple), un seul moyen.
les-jan-de-retour-title = Remplir le jan de retour
les-jan-de-retour-intro = Au jeu de retour, votre dernier cadran (cases 19 à 24) n'attend qu'une dame en 23.
les-jan-de-retour-explanation = Par l'as depuis la case 22 et par 4 tout d'une depuis la case 19 (il reste deux dames sur chacune) : deux moyens à 4, 8 points. Le 3 depuis la case 20 découvrirait la case 20 : ce n'est pas un moyen.
les-impuissance-title = Dames impuissantes
les-impuissance-intro = Vous avez fait carmes (double quatre). Noir tient vos cases 13 à 16. Chaque nombre que vous ne pouvez jouer vaut 2 points à l'adversaire.
les-impuissance-explanation = Depuis les cases 9, 10, 11 et 12, un 4 tombe en 13, 14, 15 ou 16, toutes tenues par Noir (13 est son coin) : aucun des deux 4 ne se joue, Noir marque 2 pour chacun, 4 points.
les-conserver-par-impuissance-title = Conserver par impuissance
les-conserver-par-impuissance-intro = Votre jan de retour est plein ; votre coin de repos garde deux dames et une dame est en 17. Noir tient votre case 18. Vous avez fait sonnez (double six).
les-conserver-par-impuissance-explanation = Un 6 mène la case 17 en 23. L'autre ne peut se jouer : les deux dames du coin tomberaient sur la case 18 de Noir, et rien ne sort tant qu'elles sont hors du dernier cadran. Noir marque cette impuissance (2), et vous, dont le jan reste entier, le conservez par impuissance : 6 par doublet.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Vos deux seules dames sorties du talon tiennent votre coin de repos, et vous amenez un as.
les-mezeas-explanation = C'est le jan de mézéas : 4 points par un as (6 par deux as). Si Noir tenait aussi son coin, ils iraient à Noir (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Presque la même position que pour le jan de mézéas, mais les deux dames de Noir tiennent elles aussi son coin de repos.
les-contre-mezeas-explanation = Quand l'adversaire tient aussi son coin, le mézéas se retourne : le contre-jan donne 4 points à Noir (6 par deux as), et vous n'en marquez rien.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = Deux dames seulement ont quitté votre talon, toutes deux en 7. Pourraient-elles aller une à chaque coin de repos avec les deux nombres ?
les-deux-tables-explanation = Le 5 mène une dame de la case 7 à votre coin (12) et le 6 l'autre à celui de Noir (13) : jan de deux tables, 4 points (6 par doublet). Il suffit que ce soit possible en pensée ; vous ne pouvez pas aller réellement en 13.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Vos deux dames sorties du talon sont en 7, comme pour le jan de deux tables ; mais Noir a mené deux dames à son coin de repos (votre case 13).
les-contre-deux-tables-explanation = Le 5 et le 6 mèneraient encore une dame à chaque coin, mais Noir tient le sien : le jan se retourne, et le contre-jan de deux tables donne 4 points à Noir (6 par doublet).
les-six-tables-title = Jan de six tables
les-six-tables-intro = C'est votre troisième coup. Vous avez une dame sur chacune des cases 3, 5, 6 et 7.
les-six-tables-explanation = L'as et le 3 du talon mettraient des dames en 2 et 4 : six cases garnies en trois coups, le jan de six tables, 4 points. Vous n'êtes pas obligé de le jouer ainsi.
les-sortie-title = La sortie
les-sortie-intro = Vos deux dernières dames sont en 23 et en 24 ; il reste une dame à Noir.
les-sortie-explanation = Le 2 sort la dame de la case 23 et l'as celle de la case 24 : le premier à sortir toutes ses dames marque 4 (6 par doublet), puis un nouveau relevé commence.
les-bredouille-title = La bredouille : deux trous
les-bredouille-intro = Vous avez 8 points et Noir aucun : vous les avez tous marqués depuis que Noir a marqué pour la dernière fois, vous êtes donc en bredouille. Comptez les points de ce coup, puis les trous qu'ils font.
les-bredouille-explanation = Par 5 depuis la case 10, vous battez à vrai la case 15 : 4 points par doublet dans la table du grand jan. 8 + 4 = 12, marqués sans que Noir marque entre-temps : un trou en bredouille compte double, 2 trous. Si Noir avait marqué depuis votre premier point, ce serait un trou simple.
les-bredouille-interrupted-title = Débredouillé : un trou simple
les-bredouille-interrupted-intro = Le même coup, mais vous avez 8 points chacun : Noir a marqué après vos premiers points, vous n'êtes donc plus en bredouille.
les-bredouille-interrupted-explanation = Le coup vous donne les mêmes 4 points (par 5 de la case 10 sur la case 15), et 8 + 4 = 12 font un trou. Les points de Noir ont interrompu les vôtres : un trou simple, 1, non 2. Les 8 points de Noir sont effacés.
les-tenir-title = Tenir : garder le surplus
les-tenir-intro = Vous avez 8 points, Noir 4. Ce coup vous gagne un trou ; vous choisissez de tenir et de continuer.
les-tenir-explanation = Deux dames de la case 10 pourraient aller dans le coin vide de Noir avec un 3 chacune : vous battez le coin, 6 points par doublet. 8 + 6 = 14 : un trou (Noir vous avait interrompu), et les 2 points de surplus restent sur votre jeton si vous tenez. Les 4 points de Noir sont effacés ; puis il marque les 4 de votre impuissance, car aucun de vos 3 ne se joue.
les-s-en-aller-title = S'en aller : ce que perd l'adversaire
les-s-en-aller-intro = Le même coup vous gagne un trou, et cette fois vous vous en allez au lieu de tenir.
les-s-en-aller-explanation = En vous en allant, vous abandonnez vos 2 points de surplus : tous les jetons retournent sur la bande et chacun remet ses dames au talon pour un nouveau relevé, que vous commencez. Noir ne peut marquer ce que ce coup lui donne : les 4 points de votre impuissance (2 pour chaque 3 que vous ne pouvez jouer) sont perdus pour lui.

## The lessons' panel.

les-lessons = Leçons
les-guided-lessons = Leçons guidées
les-close = Fermer les leçons
les-check = Vérifier
les-next-lesson = Leçon suivante
les-to-partie = Maintenant, jouez une partie en mode école
les-try-again = Pas tout à fait : essayez encore.
les-right = Juste !
les-all-lessons = ← Toutes les leçons
les-your-answer = Votre réponse
# $name: the lesson the address asked for (after "#lesson-")
les-missing = L'adresse demande une leçon « { $name } » qui n'existe pas : voici toutes les leçons.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(faite)
les-holes = Trous
les-points = Points
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Pas tout à fait. La réponse est { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→dehors

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = Combien de points ce coup donne-t-il à { $side } ?
les-question-points-opponent = Combien de points ce coup donne-t-il à l'adversaire, { $side } ?
les-question-play = Lequel de ces jeux est permis ?
les-question-holes = Combien de trous ce coup donne-t-il à { $side } ?
les-question-tenir = { $roller } tient : combien de points garde-t-il ?
les-question-s-en-aller = { $roller } s'en va : combien de points de ce coup { $opponent } perd-il ?
