## L'écran d'accueil.

home-title = Jeux de table
home-tagline = Le trictrac, le backgammon et les jeux de la famille qu'on joue encore, avec leurs règles.
home-rules = Règles
home-no-such-game = Aucun jeu à l'adresse « #/{ $slug } » : voici les jeux.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = Vous débutez au backgammon{"\u00A0"}? Apprenez ses règles sur le tablier, une courte leçon après l'autre.
