## The rule reference of the Grand Trictrac: its sections (title, paragraphs, list items) and the captions of its diagrams. The game's French terms stay French in every language.

ref-ex-board-caption = Le départ, numéroté pour Blanc : son talon (1) avec ses quinze dames, son coin de repos (12), le coin de repos de Noir (13) et le talon de Noir (24).
ref-ex-move-caption = Blanc amène 5 et 3 et joue une dame de 5 et une autre de 3. Il pourrait aussi jouer une seule dame tout d'une de 1 à 9.
ref-ex-corner-natural-caption = Avec 5 et 4, Blanc prend son coin de repos naturellement : une dame par chaque nombre, les deux arrivent ensemble sur 12.
ref-ex-corner-puissance-caption = Avec 5 et 4, les dames de 8 et 9 atteindraient toutes deux le coin vide de Noir (13) : Blanc prend son coin par puissance, chaque dame s'arrêtant une case avant.
ref-ex-passage-caption = Noir, toutes ses dames sur son talon, peut encore faire son petit jan : aucune dame blanche ne peut dépasser la case 12 de Blanc. Les dames de 10 et 11 ne peuvent jouer ni le 6 ni le 5 (vers 15, 16 ou 17) ; Blanc joue de son talon.
ref-ex-sortie-caption = Les deux dernières dames de Blanc sont sur 23 et 24 ; avec 2 et as, elles sortent. Il a sorti ses quinze dames le premier : sortie, 4 points (6 sur un doublet).
ref-ex-bredouille-caption = Blanc a marqué 4 points, puis Noir 2 : Blanc est débredouillé, et le jeton de bredouille va près de celui de Noir, qui est maintenant en bredouille.
ref-ex-pavillon-caption = Blanc avait pris 3 trous quand Noir a gagné son premier (2, en bredouille) : Noir prend le pavillon dans le trou de départ de son fichet et peut encore gagner en grande bredouille.
ref-ex-six-tables-caption = Troisième coup de Blanc : des dames sur 2, 3, 4 et 5, et 6 et 5 pourraient en abattre deux sur 7 et 6. Jan de six tables, 4 points — il n'est pas tenu de le jouer ainsi.
ref-ex-deux-tables-caption = Deux dames seulement sont abattues ; avec 6 et 5, l'une irait dans son coin (6 + 6) et l'autre dans celui de Noir (8 + 5). Jan de deux tables, 4 points.
ref-ex-mezeas-caption = Blanc tient son coin avec deux dames exactement, sans autre dame abattue, et amène un as : jan de mézéas, 4 points (6 sur double as).
ref-ex-battre-a-vrai-caption = Dame seule de Noir sur la case 15 de Blanc, batteurs sur 8, 11 et 12, coup de 4 et 3 : par 3 (de 12), par 4 (de 11) et par 7 (de 8). Trois moyens × 2 dans la table du grand jan = 6 points.
ref-ex-battre-a-faux-caption = La dame blanche de 7 n'atteindrait la dame seule de Noir sur 14 que par 7, mais les deux passages (10 et 11) portent deux dames noires : battre à faux, 2 points pour Noir.
ref-ex-battre-le-coin-caption = Blanc tient son coin avec trois dames, celui de Noir est vide ; avec 2 et as, la dame de 11 et la surcase de 12 pourraient y aller ensemble. Battre le coin, 4 points.
ref-ex-impuissance-caption = Blanc amène 6 et as. Le 6 ne pourrait déplacer qu'une des deux dernières dames du coin, qui doivent en sortir ensemble : il est impuissant, 2 points pour Noir. L'as (de 21 à 22) remplit le jan de retour : 4 points pour Blanc.
ref-ex-remplir-caption = Seule la case 6 est une demi-case. Avec 5 et 4, on la couvre par 5 (de 1) ou par 4 (de 2) : deux moyens × 4 = 8 points.
ref-ex-conserver-caption = Le petit jan de Blanc est plein. Avec 6 et 5, il peut jouer les surcases de son talon sans le rompre : il le conserve, 4 points.
ref-rule-board-title = Le tablier et sa numérotation
ref-rule-board-p1 = Le tablier a 24 flèches, douze de chaque côté. Une bande du milieu partage chaque côté en deux tables : la table des petits jans, près des talons, et la table des grands jans, près des coins de repos. Chaque joueur a 15 dames ; les deux dés sont communs.
ref-rule-board-p2 = Chacun compte les cases de son point de vue, de 1 à 24. Sa case 1 est son talon, où partent toutes ses dames ; sa 12 est son coin de repos ; de 13 à 24 on est chez l'adversaire : 13 est son coin, 24 son talon. Ma case p est la 25 − p de l'adversaire. Les dames ne font qu'avancer ; 25 est la sortie.
ref-rule-board-item1 = Quatre cadrans de six cases : 1–6, 7–12, 13–18, 19–24. Le premier est celui du petit jan, le deuxième du grand jan, le dernier du jan de retour.
ref-rule-board-item2 = Une flèche portant deux dames ou plus est une case ; une seule, une demi-case ; les dames au-delà de deux sont des surcases.
ref-rule-board-item3 = Pour marquer : trois jetons (un par joueur pour les points, un pour la bredouille), un fichet par joueur sur les douze trous de sa bande, et le pavillon dans le trou du milieu de la petite bande.
ref-rule-start-title = Le début et la primauté
ref-rule-start-p1 = Au départ, les quinze dames de chaque joueur sont sur son talon, les jetons sur la bande entre les talons, les fichets au trou 0 et le pavillon au trou du milieu.
ref-rule-start-p2 = La primauté : chacun lance un dé ; le plus fort joue le premier et relance les deux dés pour son premier coup. Dés égaux : on recommence. Aux relevés suivants, commence celui qui a sorti le premier, ou qui s'en est allé.
ref-rule-moving-title = Jouer les dames
ref-rule-moving-p1 = Une dame ne peut jamais se poser sur une flèche où est une dame adverse. On n'enlève jamais de dame : au trictrac, « battre » ne fait que marquer des points.
ref-rule-moving-item1 = Chaque nombre séparément, ou tout d'une : avec a et b, une dame avance de a et une (la même ou une autre) de b ; ou une seule dame avance de a + b, si la case d'arrivée et au moins un des deux passages (départ + a, départ + b) sont libres.
ref-rule-moving-item2 = Un doublet ne se joue qu'une fois : 4 et 4, c'est deux fois 4 (deux dames de 4, ou une dame de 8 par une case libre).
ref-rule-moving-item3 = Il faut jouer les deux nombres quand on le peut ; si un seul est jouable, le plus fort quand on le peut. Un nombre injouable est impuissant et marque pour l'adversaire.
ref-rule-coin-de-repos-title = Le coin de repos
ref-rule-coin-de-repos-item1 = Naturellement (par effet) : le coin (ma 12) ne se prend qu'en y mettant deux dames du même coup, une par chaque nombre (sur un doublet, deux dames de ce nombre).
ref-rule-coin-de-repos-item2 = Par puissance : si le coin adverse (ma 13) est vide et que deux de mes dames pourraient y aller, une par chaque nombre, je peux les mettre dans mon coin à la place. Si je peux le prendre naturellement, je le dois.
ref-rule-coin-de-repos-item3 = Une fois pris, on y ajoute des surcases une ou deux à la fois, naturellement seulement. Pour le quitter, les surcases partent d'abord et les deux dernières dames sortent ensemble ; on peut le reprendre plus tard.
ref-rule-coin-de-repos-item4 = Personne ne peut poser de dame dans le coin de l'adversaire. Un coin vide peut servir de passage à une dame jouée tout d'une. Prendre son coin n'est obligatoire que si c'est le seul jeu permis, et ne vaut aucun point en soi.
ref-rule-passage-title = Le passage au jeu de retour
ref-rule-passage-p1 = Les cases 13 à 24 sont le jeu de retour, du côté de l'adversaire. Elles ne s'ouvrent qu'à mesure que l'adversaire perd la possibilité d'y remplir ses jans :
ref-rule-passage-item1 = tant qu'il peut encore faire son petit jan, aucune de mes dames ne passe la case 12 ;
ref-rule-passage-item2 = quand il ne peut plus faire son petit jan mais encore son grand jan, je ne peux pas m'arrêter de 13 à 18, mais je peux les franchir pour aller de 19 à 24 ;
ref-rule-passage-item3 = quand il ne peut faire ni l'un ni l'autre, toute case libre est permise, sauf son coin de repos.
ref-rule-passage-p2 = Il peut encore remplir un cadran quand aucune de mes dames n'y est et qu'il a assez de dames sur chacune de ses cases ou en arrière (au moins 2, 4, … 12 en partant de son talon).
ref-rule-sortie-title = La sortie
ref-rule-sortie-p1 = Quand ses quinze dames sont dans le dernier cadran (19–24), on peut sortir : 25 compte comme une case. Un nombre qui mène une dame juste à 25 la sort ; un nombre trop fort sort la dame la plus éloignée ; si rien ne peut sortir, le nombre se joue dans le tablier. Un jan de retour plein doit encore être conservé quand on le peut.
ref-rule-sortie-p2 = C'est la sortie rapide « à la parisienne », par défaut. La sortie lente « à la provinciale », en option, oblige à jouer un nombre dans le tablier chaque fois qu'on le peut.
ref-rule-sortie-p3 = Le premier qui a sorti ses quinze dames marque la sortie : 4 points, 6 sur un doublet, la valeur du coup qui sort la dernière dame. Le relevé finit alors et chacun remet ses dames sur son talon ; les points des jetons restent.
ref-rule-turn-title = L'ordre d'un coup
ref-rule-turn-item1 = Le joueur lance les dés.
ref-rule-turn-item2 = Il marque les points que son coup lui donne, comptés sur la position d'avant son jeu, puis les trous qu'ils lui valent.
ref-rule-turn-item3 = S'il a gagné un trou par ses propres points, il choisit de tenir ou de s'en aller.
ref-rule-turn-item4 = Il joue ses dames.
ref-rule-turn-item5 = L'adversaire marque ce que ce coup lui donne : battre à faux, impuissance, contre-jans.
ref-rule-turn-item6 = L'adversaire lance à son tour.
ref-rule-points-title = Points, trous, bredouille
ref-rule-points-p1 = Les points vont toujours par nombres pairs. Douze points font un trou ; le premier à 12 trous gagne la partie. Chacun marque ses points avec son jeton : 2 à sa flèche 2, 4 à la 4, 6 à la 6, 8 à la 7, 10 au coin ; à 12 le jeton revient sur la bande.
ref-rule-points-p2 = La bredouille : qui fait ses douze points sans que l'adversaire marque entre-temps prend 2 trous au lieu d'un. Qui marque en partant de zéro est en bredouille ; si l'adversaire marque ensuite, le premier est débredouillé et le second, qui l'a interrompu, est à son tour en bredouille : le jeton de bredouille se met près du sien. Si le premier marque de nouveau, ce jeton est retiré et personne n'est plus en bredouille.
ref-rule-points-p3 = En atteignant 12, les points de l'adversaire sont effacés et le surplus reste, en bredouille (l'adversaire n'a plus rien). Exemples :
ref-rule-points-item1 = Tous deux à 4, l'un marque 16 : 20 = 12 + 8, un trou (il avait été interrompu), il reste 8.
ref-rule-points-item2 = À 8, sans bredouille, il marque 18 : 26 = 12 + 12 + 2, le premier trou simple, le second double (les points de l'adversaire sont effacés) : 3 trous, il reste 2.
ref-rule-points-item3 = A marque 4, puis B marque 12 sans interruption : B prend 2 trous.
ref-rule-jans-title = Les jans : tous les points
ref-rule-jans-p1 = Tout point se gagne par un jan : un fait du coup, compté sur la position d'avant le jeu. Un jan a des moyens, chacun valant ses points ; un doublet vaut en général davantage. Certains jans marquent pour le joueur, d'autres pour son adversaire (jans qui ne peuvent).
ref-rule-jans-rares-title = Les jans rares (en début de relevé)
ref-rule-jans-rares-item1 = Jan de six tables (jan de trois coups) : dans ses trois premiers coups, le joueur peut avoir une dame sur chacune de ses cases 2 à 7. Au troisième coup, il suffit que les deux nombres puissent abattre les dames qui manquent.
ref-rule-jans-rares-item2 = Jan de deux tables : deux dames seulement sont abattues et elles pourraient aller chacune dans un coin de repos avec les deux nombres. Si l'adversaire tient son coin, c'est un contre-jan : les points sont pour lui.
ref-rule-jans-rares-item3 = Jan de mézéas : le joueur tient son coin avec deux dames exactement, sans autre dame abattue, et amène un as (ou deux as). Contre-jan de mézéas : de même quand l'adversaire tient son coin ; les points sont pour lui.
ref-rule-battre-a-vrai-title = Battre à vrai
ref-rule-battre-a-vrai-p1 = Une de mes dames pourrait atteindre une flèche où est une seule dame adverse, d'un côté ou de l'autre du tablier, par un nombre ou par leur somme. Rien ne bouge : battre ne fait que marquer. Les moyens se comptent par nombre : au plus un par a, un par b et un par a + b pour chaque dame battue (doublet : par d et par 2d), quelles que soient les dames qui le font.
ref-rule-battre-a-vrai-p2 = Battre par un des nombres est toujours à vrai. Battre par la somme est à vrai si un passage est ouvert : la case intermédiaire ne doit pas porter deux dames adverses ou plus (une seule ne gêne pas : elle est battue aussi). Même les deux dernières dames du coin peuvent battre.
ref-rule-battre-a-faux-title = Battre à faux
ref-rule-battre-a-faux-p1 = Une dame adverse seule que je n'atteindrais que par la somme, tous les passages fermés par deux dames adverses ou plus, est battue à faux : c'est l'adversaire qui marque, un moyen par dame. Une dame battue à vrai ne l'est pas aussi à faux, mais dans un même coup on peut battre certaines dames à vrai et d'autres à faux.
ref-rule-battre-le-coin-title = Battre le coin
ref-rule-battre-le-coin-p1 = Je tiens mon coin, celui de l'adversaire est vide, et deux de mes dames pourraient aller droit dans son coin, une par chaque nombre (doublet : deux de ce nombre). Seules les surcases de mon coin comptent, pas ses deux dernières dames : avec un as il faut trois dames au coin, avec double as quatre. Un seul moyen.
ref-rule-impuissance-title = Les dames impuissantes
ref-rule-impuissance-p1 = Chaque nombre du coup qui ne peut se jouer vaut 2 points à l'adversaire : 2 ou 4 pour un coup simple, et pour un doublet 2 quand une moitié seulement se joue, 4 quand rien ne se joue.
ref-rule-remplir-title = Remplir un jan
ref-rule-remplir-p1 = Un cadran est rempli quand chacune de ses six flèches porte au moins deux de mes dames : 1–6 est le petit jan, 7–12 le grand jan (il faut son coin), 19–24 le jan de retour. Le cadran 13–18 ne se remplit jamais : il contient le coin adverse.
ref-rule-remplir-p2 = Faire un jan vaut 4 par moyen (6 sur un doublet). Les moyens se comptent par nombre, non par ordre de jeu : avec une demi-case à couvrir, les moyens sont par a, par b et par a + b tout d'une (doublet : par d et par 2d), chacun compté une fois si une dame peut le faire légalement sans découvrir une autre case du cadran. Avec deux demi-cases (ou une case vide) à couvrir, il y a au plus un moyen. Remplir est obligatoire quand on le peut.
ref-rule-conserver-title = Conserver un jan
ref-rule-conserver-p1 = À un coup suivant, si le joueur peut jouer tout son coup sans rompre son jan plein, il marque 4 (6 sur un doublet), un moyen, et doit le garder. Si un nombre est injouable et que le jan reste entier, il marque encore — conserver par impuissance — et l'adversaire marque l'impuissance. Quand le seul jeu permis rompt le jan, il faut le rompre et rien n'est marqué.
ref-rule-grande-bredouille-title = Grande bredouille, pavillon et enjeux
ref-rule-grande-bredouille-p1 = La bredouille, un étage plus haut : qui prend les douze trous sans que l'adversaire en gagne un entre-temps gagne en grande bredouille. Si le premier preneur de trous est interrompu, l'autre met le pavillon dans le trou de départ de son fichet et peut encore gagner en grande bredouille avec le pavillon ; s'il est interrompu à son tour, le pavillon est mis de côté et personne ne le peut plus.
ref-rule-grande-bredouille-p2 = Ce que gagne le vainqueur d'une partie, selon les trois méthodes :
ref-rule-grande-bredouille-item1 = La plus ancienne : ×2 en bredouille, sinon ×1.
ref-rule-grande-bredouille-item2 = La deuxième : ×2 en bredouille, sinon ×1,5 si le perdant n'a pas atteint le trou 7 (« n'a pas passé le pont »), sinon ×1.
ref-rule-grande-bredouille-item3 = Celle du XIXe siècle (par défaut) : grande bredouille sans pavillon ×4, avec pavillon ×3, sinon ×2 si le perdant n'a pas atteint le trou 6, sinon ×1.
ref-rule-tenir-title = Tenir ou s'en aller ; les relevés
ref-rule-tenir-p1 = Quand le joueur gagne un trou par les points de son propre coup, il choisit :
ref-rule-tenir-item1 = tenir : il garde son surplus, les points de l'adversaire sont effacés, l'adversaire marque encore ce que ce coup lui donne, et le jeu continue ;
ref-rule-tenir-item2 = s'en aller : les trois jetons reviennent sur la bande (il abandonne son surplus), chacun remet ses dames sur son talon, et l'adversaire ne marque pas ce que ce coup lui aurait donné. Celui qui s'en va joue le premier au nouveau relevé.
ref-rule-tenir-p2 = Un trou gagné par des points de l'adversaire (sur une impuissance du joueur, par exemple) ne donne pas de choix. Un relevé va d'une mise en place sur les talons à la suivante : il finit par une sortie ou quand un joueur s'en va. La partie finit quand un joueur atteint 12 trous.
ref-rule-ecoles-title = Les écoles
ref-rule-ecoles-p1 = En vrai jeu, chacun annonce et marque ses points lui-même. En marquer trop ou trop peu est une école : l'adversaire peut marquer la différence à son profit. Il n'y a pas d'école d'école. Une case fausse est un coup irrégulier, que l'adversaire peut faire corriger.
ref-rule-ecoles-p2 = Dans cette application, le moteur marque tout par défaut. En mode école (une option), vous marquez vous-même vos points avant de jouer ; un compte faux donne la différence à l'adversaire et le journal montre le bon compte. L'adversaire peut aussi ignorer un compte faux : le compte reste alors, les points oubliés sont perdus et ceux marqués en trop gardés. Le robot débutant peut oublier de vous envoyer à l'école (une option) ; les autres n'oublient jamais. Un coup irrégulier n'est jamais joué : l'application dit quelle règle l'interdit.

## The points table of the jans: its column headings, who scores, how many ways, a note per kind.

ref-jans-col-jan = Jan
ref-jans-col-single = Simple
ref-jans-col-doublet = Doublet
ref-jans-col-ways = Moyens
ref-jans-col-for = Pour
ref-jans-col-note = Remarque
ref-jans-for-player = joueur
ref-jans-for-opponent = adversaire
ref-jans-ways-one = 1
ref-jans-ways-per-checker-hit = 1 à 3 par dame battue
ref-jans-ways-per-checker = 1 par dame
ref-jans-ways-per-number = 1 par nombre
ref-jans-ways-fill = 1 à 3 (doublet 1 ou 2)
ref-jans-note-six-tables = dans les trois premiers coups
ref-jans-note-deux-tables = deux dames seulement abattues
ref-jans-note-mezeas = coin pris, un as
ref-jans-note-tables = table du grand jan / du petit jan
ref-jans-note-battre-le-coin = mon coin pris, le sien vide
ref-jans-note-impuissance = chaque nombre injouable
ref-jans-note-fill = comptés par nombre
ref-jans-note-conserver = aussi par impuissance
ref-jans-note-sortie = la dernière dame sortie, le premier

## The reference's panel.

ref-rules = Règles
ref-title = Règles du Grand Trictrac
ref-close = Fermer les règles
ref-contents = Sommaire
# $name: the rule the address asked for (after "#rule-")
ref-missing = L'adresse demande une règle « { $name } » que la référence n'a pas : voici toutes les règles.
# $roll: the diagram's roll as announced (tt-roll…)
ref-diagram-roll = Coup : { $roll }
