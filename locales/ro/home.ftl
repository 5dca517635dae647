## Ecranul principal.

home-title = Jocuri de table
home-tagline = Trictrac, table și variantele de table pe care oamenii încă le joacă, cu regulile lor.
home-rules = Reguli
# $slug: ce a cerut adresa după „#/”
home-no-such-game = Nu există niciun joc la „#/{ $slug }”: iată jocurile.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = Începeți la table? Învățați regulile pe tablă, câte o lecție scurtă.
