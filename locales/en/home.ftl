## The home screen.

home-title = Tables games
home-tagline = Trictrac, backgammon and the backgammon games people still play, with their rules.
home-rules = Rules
# $slug: what the address asked for after "#/"
home-no-such-game = There is no game at "#/{ $slug }": here are the games.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = New to backgammon? Learn its rules on the board, one short lesson at a time.
