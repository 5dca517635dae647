## The home screen.

home-title = Tables games
home-tagline = Trictrac, backgammon and the backgammon games people still play, with their rules.
home-rules = Rules
# $slug: what the address asked for after "#/"
home-no-such-game = There is no game at "#/{ $slug }": here are the games.
