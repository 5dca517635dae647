## Главный экран.

home-title = Игры семейства нард
home-tagline = Триктрак, короткие нарды и родственные им игры, в которые играют до сих пор, — с правилами.
home-rules = Правила
# $slug: то, что запрошено в адресе после "#/"
home-no-such-game = По адресу «#/{ $slug }» игры нет: вот все игры.
# no argument: the home screen's link to backgammon's lessons, for a beginner
home-learn-backgammon = Впервые играете в короткие нарды? Изучите правила на доске — по одному короткому уроку.
