## La liste des jeux : le nom de chaque jeu, où il se joue, et une ligne qui dit ce qu'il est.

game-trictrac-name = Grand Trictrac
game-trictrac-region = France
game-trictrac-blurb = Des points pour ce que les dés pourraient faire : jans, trous et pavillon.

game-backgammon-name = Backgammon
game-backgammon-region = Partout
game-backgammon-blurb = La course au jan intérieur, les coups frappés, le videau, en argent ou en match.

game-nackgammon-name = Nackgammon
game-nackgammon-region = États-Unis
game-nackgammon-blurb = Le backgammon avec quatre dames arrière : plus long, plus de contact.

game-hypergammon-name = Hypergammon
game-hypergammon-region = États-Unis
game-hypergammon-blurb = Le backgammon à trois dames chacun (ou deux, ou une).

game-hypergammon2-name = Hypergammon à 2 dames
game-hypergammon2-region = États-Unis
game-hypergammon2-blurb = Le backgammon à deux dames chacun.

game-hypergammon1-name = Hypergammon à 1 dame
game-hypergammon1-region = États-Unis
game-hypergammon1-blurb = Le backgammon à une dame chacun.

game-tavli-name = Tavli
game-tavli-region = Grèce
game-tavli-blurb = Portes, Plakoto et Fevga à tour de rôle, en 5 points.

game-portes-name = Portes
game-portes-region = Grèce
game-portes-blurb = Le premier jeu du tavli : le backgammon sans videau ni partie triple.

game-plakoto-name = Plakoto
game-plakoto-region = Grèce
game-plakoto-blurb = Le deuxième jeu du tavli : une dame seule est prise, pas frappée ; gardez votre mère.

game-fevga-name = Fevga
game-fevga-region = Grèce
game-fevga-blurb = Le troisième jeu du tavli : même sens pour les deux, une dame seule tient un point.

game-long-nardy-name = Long nardy
game-long-nardy-region = Russie, Caucase
game-long-nardy-blurb = Quinze dames depuis la tête, dans le même sens, sans prise.

game-gul-bara-name = Gul bara
game-gul-bara-region = Turquie, Balkans
game-gul-bara-blurb = Comme le fevga, avec des doublets en cascade dès le quatrième jet.

game-russian-name = Backgammon russe
game-russian-region = Russie
game-russian-blurb = Tous entrent par la même table ; un doublet amène son complément et un nouveau jet.

game-dutch-name = Backgammon hollandais
game-dutch-region = Pays-Bas
game-dutch-blurb = Les quinze partent hors du tablier ; pas de coup avant d'avoir une dame au jan intérieur.

game-american-name = Américain
game-american-region = Indonésie
game-american-blurb = Blanc entre neuf dames et fait la course ; rien n'est frappé ; la victoire de Blanc vaut 3.

game-acey-deucey-name = Acey-deucey
game-acey-deucey-region = États-Unis
game-acey-deucey-blurb = Entrez les quinze quand vous voulez ; 2-1 donne un doublet au choix.

game-snake-name = Serpent
game-snake-region = Indonésie
game-snake-blurb = Blanc part au fond du jan de Noir avec neuf dames à entrer.

game-jacquet-name = Jacquet
game-jacquet-region = France
game-jacquet-blurb = Depuis des coins opposés, le postillon d'abord ; rien n'est frappé.

game-matador-name = Matador
game-matador-region = France
game-matador-blurb = Le jacquet où 4-3 se joue, puis un doublet au choix, puis encore.

game-icelandic-name = Backgammon islandais
game-icelandic-region = Islande
game-icelandic-blurb = Six dames se poursuivent autour du tablier et capturent pour de bon.

game-chase-name = La chasse
game-chase-region = Islande
game-chase-blurb = Seuls les 1, les 6 et les doublets comptent : prenez les six dames adverses.

## Les règles de chaque jeu en bref (les cartes de l'accueil, le panneau Règles du jeu).

game-backgammon-rules = Backgammon : 15 dames chacun (2 sur votre point 24, 5 sur le 13, 3 sur le 8, 5 sur le 6) courent en sens contraires vers leur jan intérieur et sont sorties. On joue les deux dés si on le peut (sinon le plus fort) ; les doublés se jouent quatre fois. Une dame seule frappée va sur la barre et doit rentrer d'abord. Gagner avant que le perdant ait sorti une dame fait un gammon (2), avec une dame du perdant encore sur la barre ou dans votre jan intérieur un backgammon (3) ; le videau multiplie l'enjeu.
game-nackgammon-rules = Nackgammon : le backgammon avec quatre dames arrière (2 sur votre point 24, 2 sur le 23, 4 sur le 13, 3 sur le 8, 4 sur le 6) ; toutes les autres règles, videau compris, comme au backgammon.
game-hypergammon-rules = Hypergammon : le backgammon avec 3 dames chacun, sur les points 1, 2 et 3 de l'adversaire (vos points 24, 23 et 22) ; toutes les autres règles, gammons, backgammons et videau compris, comme au backgammon (une option rend toute partie simple, comme le veut le document 002).
game-hypergammon2-rules = Hypergammon à 2 dames chacun, sur vos points 24 et 23 ; sinon le backgammon.
game-hypergammon1-rules = Hypergammon à 1 dame chacun, sur votre point 24 ; sinon le backgammon.
game-dutch-rules = Backgammon hollandais : les 15 dames partent hors du tablier et entrent dans le jan intérieur adverse comme depuis la barre ; aucune ne poursuit sa route avant que les 15 soient entrées. Ensuite les règles du backgammon, sauf qu'une dame seule ne peut être frappée que par un joueur ayant une dame dans son propre jan intérieur (une option permet de frapper à tout moment).
game-snake-rules = Serpent (« Ular », d'Indonésie, où il est décrit en deux lignes) : Noir se place comme au backgammon ; Blanc a deux dames sur chacun des points 1, 2 et 3 de Noir (ses propres points 24, 23 et 22) et neuf hors du tablier, qu'il doit entrer, dans le jan intérieur de Noir, avant de jouer quoi que ce soit d'autre ; ensuite les règles du backgammon. La source le décrit en deux lignes : ce sont les règles jouées ici.
game-long-nardy-rules = Long nardy : les 15 dames de chaque joueur partent de sa « tête », son point 24, face à la tête adverse de l'autre côté du tablier ; tous deux tournent dans le même sens (contraire des aiguilles d'une montre) jusqu'à leur jan intérieur et en sortent. On ne frappe pas : une dame seule ferme son point. Une seule dame peut quitter la tête par tour, sauf au premier coup d'un joueur s'il fait 6-6, 4-4 ou 3-3 : deux le peuvent (une option : 6-6 et 4-4 seulement). Nul ne peut tenir six points de suite sur le chemin de l'adversaire (comptés sur son parcours : un barrage peut passer du point 1 du joueur à son point 24) sans qu'aucune de ses dames les ait dépassés : un tel barrage n'est permis que si une dame adverse au moins est déjà au-delà. On en juge sur la position après tout le coup (une option : aussi après chaque dame posée). Le gagnant du tirage initial relance les dés pour son premier coup. Gagner avant que le perdant ait sorti une dame fait un mars (2) ; il n'y a pas de coke (3). Le videau multiplie l'enjeu.
game-fevga-rules = Fevga : les 15 dames de chaque joueur partent de son point 24, face au départ adverse de l'autre côté du tablier ; tous deux tournent dans le même sens (contraire des aiguilles d'une montre) jusqu'à leur jan intérieur et en sortent. On ne frappe pas : une dame seule ferme son point. La première dame d'un joueur doit dépasser le point de départ adverse avant qu'une deuxième quitte le départ (une option : il lui suffit d'atteindre le premier quart adverse). Nul ne peut tenir six points de suite sur le chemin de l'adversaire (comptés sur son parcours : un barrage peut passer du point 1 du joueur à son point 24) sans qu'aucune de ses dames les ait dépassés, ni tenir les six points du premier quart adverse. On en juge sur la position après tout le coup (une option : aussi après chaque dame posée). Le gagnant du tirage initial relance les dés pour son premier coup. Une partie compte 1, ou 2 si le perdant n'a sorti aucune dame ; pas de videau.
game-portes-rules = Portes : le placement et la marche du backgammon, les dames seules frappées vont sur la barre. Le gagnant du tirage relance les deux dés pour son premier coup (un doublé compte). Une partie vaut 1, ou 2 si le perdant n'a sorti aucune dame (une option : s'il lui reste une dame dans son premier quart, le jan intérieur du gagnant) ; jamais 3. Pas de videau.
game-russian-rules = Backgammon russe : les 15 dames de chaque joueur partent hors du tablier et entrent dans la même table, premier quart d'une piste que les deux parcourent dans le même sens ; tous deux sortent du même dernier quart. Un joueur doit entrer toutes ses dames avant d'en jouer une autre (option : entrer quand il veut). Une dame seule est battue et rentre au départ (option : pas de prise, une dame seule ferme son point). Un doublet se joue quatre fois, puis son complément quatre fois (3-3 puis 4-4 : les faces opposées d'un dé font 7), et le joueur rejoue ; s'il ne peut jouer une partie en entier, il perd le reste du tour. Option : les compléments seulement une fois toutes ses dames entrées. Une partie vaut 1, ou 2 si le perdant n'a sorti aucune dame ; pas de videau.
game-gul-bara-rules = Gul bara : les 15 dames de chaque joueur partent de son point 24, face au départ adverse ; tous deux tournent dans le même sens (inverse des aiguilles d'une montre) vers leur jan intérieur et en sortent. Pas de prise : une dame seule ferme son point. À partir du quatrième coup d'un joueur, un doublet se joue quatre fois, puis chaque doublet supérieur jusqu'à 6-6 quatre fois (3-3 : quatre 3, quatre 4, quatre 5, quatre 6). Qui joue son doublet jusqu'au bout rejoue. Un nombre qu'il ne peut jouer finit son tour et l'adversaire joue le reste à sa place (option : le reste est perdu), puis joue son propre tour. Le gagnant du premier jet relance pour son premier coup. Une partie vaut 1, ou 2 si le perdant n'a sorti aucune dame ; pas de videau.
game-acey-deucey-rules = Acey-deucey : les 15 dames de chaque joueur partent hors du tablier ; il les entre quand il veut dans le jan intérieur adverse, comme depuis la barre, et joue et bat comme au backgammon. Un 2-1, l'acey-deucey, se joue, puis le joueur nomme un doublet et le joue quatre fois (option, la version européenne : puis son complément aussi, 6-6 puis 1-1), puis rejoue. Une partie qu'il ne peut jouer en entier finit son tour, avec le reste du bonus. Le gagnant du premier jet relance pour son premier coup. Pas de videau : le perdant paie un point par dame qu'il n'a pas sortie.
game-american-rules = Américain : Blanc a deux dames sur chacun des points 1, 2 et 3 du quart en bas à gauche et neuf à côté du tablier ; Noir a ses 15 dames dans le quart en bas à droite : 2, 5, 3 et 5 sur ses points 9, 10, 11 et 12 (les points comptés le long du bas depuis la gauche). Tous deux tournent dans le sens contraire des aiguilles d'une montre : Noir remonte à droite, longe le haut et redescend vers son jan intérieur, le quart en bas à gauche ; Blanc fait tout le tour, entrant ses neuf dames quand il veut comme depuis la barre (dans le quart en bas à gauche), jusqu'à son jan intérieur, le quart en haut à gauche. On ne frappe jamais : une flèche où se trouve une dame adverse est fermée, même seule ; six flèches de suite peuvent être tenues. Blanc joue le premier. Le premier à sortir toutes ses dames gagne : 1 mise si c'est Noir, 3 si c'est Blanc ; toute partie est simple, pas de videau.
game-jacquet-rules = Jacquet (règles françaises) : les 15 dames de chaque joueur partent de son point 24, dans le coin opposé en diagonale au départ adverse ; tous deux tournent dans le même sens jusqu'à leur jan intérieur et en sortent. On ne frappe pas : une flèche où se trouve une dame adverse est fermée, même seule (une option joue les règles de Ludii : une dame seule est frappée et rentre). Le postillon : aucune deuxième dame ne quitte le départ avant qu'une dame ait atteint le jan intérieur ; les autres peuvent partir dans le coup où elle y arrive. Les doublés se jouent quatre fois. Le plus fort dé du tirage commence et relance les dés. Le premier à sortir toutes ses dames gagne ; les sources ne connaissent pas de partie double, toute partie vaut donc 1 ; pas de videau. Certaines règles françaises interdisent six flèches de suite avant qu'un joueur tienne les deux dernières flèches de son parcours : cette règle n'est pas jouée.
game-matador-rules = Matador (une description indonésienne des jeux de table l'appelle seulement « une sorte de jacquet ») : les règles du jacquet — 15 dames chacun sur son point 24 dans des coins opposés en diagonale, tous deux dans le même sens, pas de prise (option : la prise de Ludii), le postillon au jan intérieur avant qu'une deuxième dame quitte le départ, doublés quatre fois, toute partie 1, pas de videau — jusqu'à ce qu'un joueur fasse 4-3, le matador : il joue le 4 et le 3, puis un doublet de son choix, puis relance. Une partie qu'il ne peut jouer en entier finit son tour, avec le reste du bonus. La source donne la règle en deux phrases : ce sont les règles jouées ici.
game-plakoto-rules = Plakoto : les 15 dames de chaque joueur partent de son point 24, le point 1 de l'adversaire, et tournent en sens contraires jusqu'au jan intérieur, comme au backgammon. On ne frappe pas : une dame qui se pose sur une dame adverse seule l'emprisonne. La dame prise reste dessous et ne peut bouger avant que la dernière dame posée sur elle soit partie ; le point est alors au preneur, qui peut y ajouter des dames, et l'autre ne peut s'y poser. Deux dames ou plus ferment un point. Nul ne sort de dame tant qu'une des siennes est prise dans son jan intérieur. La dernière dame du point de départ d'un joueur, sa « mère », prise sur place termine la partie aussitôt : il perd 2, sauf si le preneur a encore des dames sur son propre point de départ ; si les deux mères sont prises, la partie est nulle. Sinon le premier à sortir toutes ses dames gagne 1, ou 2 si le perdant n'en a sorti aucune ; jamais 3. Le gagnant du tirage initial relance les dés pour son premier coup. Pas de videau. Une prise s'écrit comme un coup frappé : 13/7*.
game-chase-rules = La chasse (Að elta stelpur, d'Islande : la description indonésienne lui donne quelques lignes, et le fichier de règles de Ludii complète où elle se tait ; voici les règles jouées ici) : six dames chacun, une par point, Blanc sur ses points 1 à 6, Noir sur ses I à VI à côté, sur le côté droit ; tous deux tournent sans fin dans le sens inverse des aiguilles d'une montre, rien ne sort, la dame de tête de Blanc juste derrière la dernière de Noir. Seuls les 1, les 6 et les doublets comptent : 6-3 joue le 6 seul, 2-5 rien ; 6-6 fait quatre six, tout autre doublet deux fois son nombre, et après un doublet le joueur relance jusqu'à ce que les dés diffèrent (option : les doublets de bkgm, sans relance). Un point ne tient qu'une dame ; arriver sur une dame adverse la prend pour de bon. La dernière dame d'un joueur ne bouge que sur les 1 et les 6, de coin en coin (les bouts des quarts) : un 1 jusqu'au coin suivant, un 6 par-delà jusqu'au prochain ; on ne peut la prendre que dans un coin, et pas entre deux dames adverses. Le plus haut dé du tirage commence et relance (option : le plus bas). Prendre toutes les dames adverses gagne : 1 point, pas de videau.
game-icelandic-rules = Backgammon islandais (un paragraphe de la description indonésienne, lu tel quel ; voici les règles jouées ici) : six dames chacun sur le côté droit, une par point, Blanc sur le quart en bas à droite, Noir sur celui d'en haut ; tous deux tournent sans fin dans le sens inverse des aiguilles d'une montre, rien ne sort. Tous les nombres comptent, les doublets quatre fois. Une dame peut arriver sur les siennes, ou sur des dames adverses : elle les prend, et elles quittent la partie. Les dames de derrière attaquent, celles de devant fuient : celles d'en haut fuient d'abord, et une fois le tour du tablier fait elles arrivent derrière les autres et attaquent à leur tour. Un joueur à qui il reste une dame peut, au lieu de jouer son coup, la sauter au coin le plus proche devant elle (points 24, 19, 18, 13, 12, 7, 6, 1) quels que soient les dés : les nombres vont alors à l'adversaire, qui les joue avant son propre tour ; sur un coin, la dernière dame ne va plus que de coin en coin. Le plus haut dé du tirage joue les deux nombres. Prendre la dernière dame adverse gagne : 1 point, pas de videau.
game-tavli-rules = Le tavli grec : un match en 5 points de Portes, Plakoto et Fevga à tour de rôle, sans videau (les règles de chaque jeu sur sa carte).
game-trictrac-rules = Le Grand Trictrac français : des points pour ce que les dés pourraient faire (jans), douze trous pour gagner, le pavillon. Les règles complètes et les leçons sont à l'intérieur.
