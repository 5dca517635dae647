## Les leçons : un cours qui enseigne chaque règle en la jouant (un but, un indice, ce
## qui est dit d'un coup réussi et d'un coup permis qui n'est pas celui demandé). Les
## points se comptent du côté de l'élève, comme les numéros du tablier.

# no argument
learn-bg-not-this-play = Ce coup est permis, mais ce n'est pas celui que demande la leçon. Essayez encore.
# no argument
learn-bg-play-on = Continuez{"\u00A0"}: un dé peut encore être joué.
# no argument
learn-bg-move-each-die-title = Avancer de chaque dé
# no argument
learn-bg-move-each-die-goal = Chaque dé avance une dame d'autant de points. Avec 3-1, faites votre point 5{"\u00A0"}: une dame avance de 3, une autre de 1.
# no argument
learn-bg-move-each-die-hint = Jouez le 3 avec une dame de votre point 8 et le 1 avec une dame de votre point 6.
# no argument
learn-bg-move-each-die-step1-success = Bien joué{"\u00A0"}: deux dames sont sur votre point 5, il est fait.
# no argument
learn-bg-move-each-die-step1-no-point = Ce coup est permis, mais il ne fait aucun point. Réunissez deux dames sur votre point 5.
# no argument
learn-bg-move-each-die-step2-success = Exact{"\u00A0"}: une dame peut jouer les deux dés l'un après l'autre, et chaque point où elle s'arrête doit être ouvert.
# no argument
learn-bg-closed-point-title = Un point fermé
# no argument
learn-bg-closed-point-goal = Deux dames adverses ou plus sur un point le ferment{"\u00A0"}: on ne peut pas s'y poser. Avec 6-4, faites votre point 2.
# no argument
learn-bg-closed-point-hint = Votre point 4 est tenu par deux dames adverses. Amenez sur votre point 2 une dame de votre point 8 et une de votre point 6.
# no argument
learn-bg-closed-point-step1-success = Oui{"\u00A0"}: votre point 2 est fait, sans jamais se poser sur le point 4 fermé.
# no argument
learn-bg-closed-point-step1-no-point = Ce coup est permis, mais il ne fait aucun point. Faites votre point 2.
# no argument
learn-bg-hit-blot-title = Frapper une dame seule
# no argument
learn-bg-hit-blot-goal = Une dame seule sur un point peut être frappée{"\u00A0"}: s'y poser l'envoie sur la barre. Frappez la dame seule de votre point 5 et faites ce point.
# no argument
learn-bg-hit-blot-hint = Jouez de 8 à 5 avec le 3, puis de 6 à 5 avec le 1.
# no argument
learn-bg-hit-blot-step1-success = Frappée{"\u00A0"}! La dame adverse est sur la barre{"\u00A0"}: elle doit rentrer avant de rejouer, depuis le début de son chemin.
# no argument
learn-bg-hit-blot-step1-no-hit = Ce coup est permis, mais la dame seule est toujours là. Posez-vous sur votre point 5.
# no argument
learn-bg-hit-blot-step2-success = Encore frappée, et votre point 2 est fait{"\u00A0"}: la dame rentrée retourne sur la barre.
# no argument
learn-bg-hit-blot-step2-blot = Ce coup frappe aussi, mais il défait votre point 5 et laisse des dames seules. Frappez sur votre point 2 et faites-le.
# no argument
learn-bg-enter-from-bar-title = Rentrer depuis la barre
# no argument
learn-bg-enter-from-bar-goal = Une dame sur la barre rentre d'abord dans le jan intérieur adverse{"\u00A0"}: un 1 sur votre point 24, un 6 sur votre point 19. Rentrez votre dame, puis jouez l'autre dé.
# no argument
learn-bg-enter-from-bar-hint = Votre point 19 est fermé, le 6 ne peut pas rentrer{"\u00A0"}: rentrez avec le 3 sur votre point 22.
# no argument
learn-bg-enter-from-bar-step1-success = Rentrée. Alors seulement vos autres dames pouvaient bouger.
# no argument
learn-bg-dance-title = Rester sur la barre
# no argument
learn-bg-dance-goal = Quand aucun dé ne fait rentrer votre dame de la barre, vous ne jouez rien du tout. Essayez de jouer 6-6.
# no argument
learn-bg-dance-hint = Votre point 19 est fermé et vous avez une dame sur la barre{"\u00A0"}: rien ne peut bouger.
# no argument
learn-bg-dance-step1-success = Vous restez sur la barre{"\u00A0"}: tout le jet est perdu, et l'adversaire joue.
# no argument
learn-bg-dance-step2-success = Rentrée avec le 1 sur votre point 24, le seul point ouvert de ce jet.
# no argument
learn-bg-both-dice-title = Les deux dés si possible
# no argument
learn-bg-both-dice-goal = Quand les deux dés peuvent être joués, ils doivent l'être tous les deux. Jouez 6-2.
# no argument
learn-bg-both-dice-hint = Une seule dame peut jouer le 6, et seulement après le 2{"\u00A0"}: jouez votre dame de 9 à 7, puis de 7 à 1.
# no argument
learn-bg-both-dice-step1-success = Exact{"\u00A0"}: c'est la seule façon de jouer les deux dés, c'est donc le coup obligé.
# no argument
learn-bg-higher-die-title = Le dé le plus fort
# no argument
learn-bg-higher-die-goal = Quand l'un ou l'autre dé se joue, mais pas les deux, il faut jouer le plus fort. Jouez 6-4.
# no argument
learn-bg-higher-die-hint = Votre dame du point 13 peut avancer de 6 ou de 4, mais ensuite rien ne peut jouer l'autre dé.
# no argument
learn-bg-higher-die-step1-success = Oui{"\u00A0"}: un seul dé pouvait être joué, la règle impose donc le 6.
# no argument
learn-bg-bear-off-exact-title = Sortir avec le nombre exact
# no argument
learn-bg-bear-off-exact-goal = Une fois toutes vos dames dans votre jan intérieur, un dé sort une dame du point de son nombre. Ramenez votre dernière dame et sortez-en une.
# no argument
learn-bg-bear-off-exact-hint = La dame de votre point 8 doit rentrer dans votre jan intérieur avant qu'aucune ne sorte.
# no argument
learn-bg-bear-off-exact-step1-success = Toutes dans le jan intérieur, et une dame sortie{"\u00A0"}: on sort dès que la dernière dame est arrivée.
# no argument
learn-bg-bear-off-exact-step2-success = Deux dames sorties avec 6-3{"\u00A0"}: le 6 depuis votre point 6, le 3 depuis votre point 3.
# no argument
learn-bg-bear-off-exact-step2-one-off = Ce coup est permis, mais il ne sort qu'une dame. Jouez chaque nombre sur son propre point.
# no argument
learn-bg-bear-off-higher-title = Sortir avec un nombre plus fort
# no argument
learn-bg-bear-off-higher-goal = Un nombre plus fort que votre point le plus haut sort une dame de ce point le plus haut. Sortez deux dames avec 6-5.
# no argument
learn-bg-bear-off-higher-hint = Votre point le plus haut est le point 4{"\u00A0"}: les deux dés en sortent.
# no argument
learn-bg-bear-off-higher-step1-success = Deux dames sorties de votre point 4{"\u00A0"}: un nombre plus fort sort depuis votre point le plus haut, et de là seulement.

## L'écran Apprendre : le cours d'un jeu avec les étoiles gagnées, et une leçon jouée sur
## le tablier (son but, ses étapes, les boutons, ce qui est dit).

# no argument: the header's link to the game's course
learn-link = Apprendre
# $game: the game's name
learn-course-title = Apprendre { $game }
# no argument
learn-intro = Chaque leçon est une position et un but{"\u00A0"}: jouez vos dés sur le tablier. Un mouvement que les règles refusent est arrêté avec la raison{"\u00A0"}; un coup permis qui manque le but est expliqué puis repris. Une leçon faite sans coup faux ni indice donne trois étoiles.
# $done: lessons done; $total: lessons in the course
learn-count = { $done ->
    [one] { $done } leçon faite sur { $total }
   *[other] { $done } leçons faites sur { $total }
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $n } étoile sur { $of }
   *[other] { $n } étoiles sur { $of }
}
# no argument
learn-back-to-game = Retour à la partie
# no argument
learn-all-lessons = Toutes les leçons
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Leçon { $n } sur { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Étape { $n } sur { $total }
# no argument
learn-take-back = Reprendre
# no argument: the learner says his roll cannot be played
learn-cannot-move = Je ne peux pas jouer
# no argument
learn-hint = Indice
# no argument
learn-start-again = Recommencer
# no argument: before the step's success
learn-right = Bien joué{"\u00A0"}!
# no argument
learn-lesson-done = Leçon faite{"\u00A0"}:
# no argument
learn-next-lesson = Leçon suivante
# no argument
learn-course-done = Vous avez joué toutes les leçons de ce cours.
# $id: the lesson asked for by the address
learn-missing = Ce cours n'a pas de leçon «{"\u00A0"}{ $id }{"\u00A0"}»{"\u00A0"}: voici ses leçons.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Les leçons faites dans ce navigateur n'ont pas pu être lues ({ $reason }){"\u00A0"}: le cours reprend à zéro, et l'ancien texte est mis de côté.
# $version: the version a progress text begins with
learn-why-progress-version = le texte ne commence pas par «{"\u00A0"}{ $version }:{"\u00A0"}»
# $n: the entry's place (from 1)
learn-why-progress-entry = l'entrée { $n } n'est pas une leçon suivie de ses étoiles
# $n: the entry's place (from 1)
learn-why-progress-id = l'entrée { $n } ne nomme pas de leçon
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = l'entrée { $n } ne donne pas de 1 à { $most } étoiles
# $n: the entry's place (from 1)
learn-why-progress-twice = l'entrée { $n } nomme une leçon déjà faite
