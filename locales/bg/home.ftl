## Началният екран.

home-title = Игри на табла
home-tagline = Триктрак, табла и игрите от семейството на таблата, които още се играят, с правилата им.
home-rules = Правила
# $slug: каквото адресът е поискал след "#/"
home-no-such-game = На адрес „#/{ $slug }“ няма игра: ето игрите.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = За първи път играете бекгамон? Научете правилата на дъската, с кратки уроци един по един.
