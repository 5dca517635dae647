## The list of games: each game's name, where it is played, and one line saying what it is.

game-trictrac-name = Grand Trictrac
game-trictrac-region = France
game-trictrac-blurb = Points for what the dice could do: jans, holes and the pavillon.

game-backgammon-name = Backgammon
game-backgammon-region = Everywhere
game-backgammon-blurb = The race home with hits, the doubling cube, money and match play.

game-nackgammon-name = Nackgammon
game-nackgammon-region = United States
game-nackgammon-blurb = Backgammon with four back checkers: longer, more contact.

game-hypergammon-name = Hypergammon
game-hypergammon-region = United States
game-hypergammon-blurb = Backgammon with three checkers each (or two, or one).

game-hypergammon2-name = Hypergammon, 2 checkers
game-hypergammon2-region = United States
game-hypergammon2-blurb = Backgammon with two checkers each.

game-hypergammon1-name = Hypergammon, 1 checker
game-hypergammon1-region = United States
game-hypergammon1-blurb = Backgammon with one checker each.

game-tavli-name = Tavli
game-tavli-region = Greece
game-tavli-blurb = Portes, Plakoto and Fevga in turn, to 5 points.

game-portes-name = Portes
game-portes-region = Greece
game-portes-blurb = Tavli's first game: backgammon without the cube or the triple game.

game-plakoto-name = Plakoto
game-plakoto-region = Greece
game-plakoto-blurb = Tavli's second game: a lone checker is pinned, not hit; guard your mother.

game-fevga-name = Fevga
game-fevga-region = Greece
game-fevga-blurb = Tavli's third game: both go the same way round, a single checker holds a point.

game-long-nardy-name = Long nardy
game-long-nardy-region = Russia, Caucasus
game-long-nardy-blurb = Fifteen checkers from the head, the same way round, no hitting.

game-gul-bara-name = Gul bara
game-gul-bara-region = Turkey, Balkans
game-gul-bara-blurb = Like Fevga, with cascading doublets from the fourth roll.

game-russian-name = Russian backgammon
game-russian-region = Russia
game-russian-blurb = All enter from one table; doublets bring their complement and a roll again.

game-dutch-name = Dutch backgammon
game-dutch-region = Netherlands
game-dutch-blurb = All fifteen start off the board; no hitting until one is home.

game-american-name = American
game-american-region = Indonesia
game-american-blurb = White enters nine checkers and races; nothing is hit; White's win counts 3.

game-acey-deucey-name = Acey-deucey
game-acey-deucey-region = United States
game-acey-deucey-blurb = Enter all fifteen as you like; 1-2 brings a doublet of your choice.

game-snake-name = Snake
game-snake-region = Indonesia
game-snake-blurb = White starts deep in Black's home with nine to enter.

game-jacquet-name = Jacquet
game-jacquet-region = France
game-jacquet-blurb = From diagonal corners, the courier first; nothing is hit.

game-matador-name = Matador
game-matador-region = France
game-matador-blurb = Jacquet where 4-3 plays, then a doublet of your choice, then again.

game-icelandic-name = Icelandic backgammon
game-icelandic-region = Iceland
game-icelandic-blurb = Six checkers chase round the board and capture for good.

game-chase-name = The chase
game-chase-region = Iceland
game-chase-blurb = Only 1s, 6s and doublets move: catch all six opposing checkers.

## Each rule set's rules in short (the home screen's cards, the game's Rules panel).

game-backgammon-rules = Backgammon: 15 checkers each (2 on your 24-point, 5 on the 13, 3 on the 8, 5 on the 6) race in opposite directions to their home board and are borne off. Play both dice if you can (else the higher); doublets are played four times. A lone checker hit goes to the bar and must enter first. Winning before the loser has borne off a checker is a gammon (2), with a loser's checker still on the bar or in your home board a backgammon (3); the doubling cube multiplies the stake.
game-nackgammon-rules = Nackgammon: backgammon with four back checkers (2 on your 24-point, 2 on the 23, 4 on the 13, 3 on the 8, 4 on the 6); every other rule, the cube included, as in backgammon.
game-hypergammon-rules = Hypergammon: backgammon with 3 checkers each, on the opponent's 1, 2 and 3 points (the 24, 23 and 22 points from your side); every other rule, gammons, backgammons and the cube included, as in backgammon (an option makes every game single, as the Indonesian description has it).
game-hypergammon2-rules = Hypergammon with 2 checkers each, on your 24 and 23 points; otherwise backgammon.
game-hypergammon1-rules = Hypergammon with 1 checker each, on your 24-point; otherwise backgammon.
game-dutch-rules = Dutch backgammon: all 15 checkers start off the board and enter into the opponent's home board as from the bar; no checker moves on until all 15 are in. Then the rules of backgammon, but a blot may be hit only by a player who has a checker in his own home board (an option allows hitting at any time).
game-snake-rules = Snake ("Ular", from Indonesia, where it is described in two lines): Black sets up as in backgammon; White has two checkers on each of Black's 1, 2 and 3 points (White's own 24, 23 and 22) and nine off the board, which he must enter, into Black's home board, before moving anything else; then the rules of backgammon. The source describes it in two lines: these are the rules played here.
game-long-nardy-rules = Long nardy: each player's 15 checkers start on his "head", his 24-point, facing the opponent's head across the board; both go round the same way (anticlockwise) to their home board and bear off from it. No hitting: a single checker closes its point. Only one checker may leave the head each turn, except on a player's first roll of 6-6, 4-4 or 3-3, when two may (an option: 6-6 and 4-4 only). No one may hold six points in a row along the opponent's way (counted on his route, so a block may run on from the player's 1-point to his 24-point) while none of his checkers is past them: such a block is allowed only once at least one opposing checker is ahead of it. This is judged on the position after the whole move (an option: after each checker's landing too). The winner of the opening roll rolls again for his first move. Winning before the loser has borne off a checker is a mars (2); there is no coke (3). The doubling cube multiplies the stake.
game-fevga-rules = Fevga: each player's 15 checkers start on his 24-point, facing the opponent's start across the board; both go round the same way (anticlockwise) to their home board and bear off from it. No hitting: a single checker closes its point. A player's first checker must go past the opponent's start point before a second one may leave the start (an option: it need only reach the opponent's starting quarter). No one may hold six points in a row along the opponent's way (counted on his route, so a block may run on from the player's 1-point to his 24-point) while none of his checkers is past them, nor hold all six points of the opponent's starting quarter. Both are judged on the position after the whole move (an option: after each checker's landing too). The winner of the opening roll rolls again for his first move. A game counts 1, or 2 if the loser has borne off no checker; no cube.
game-portes-rules = Portes: backgammon's setup and moves, lone checkers hit to the bar. The winner of the opening roll rolls both dice again for his first move (a doublet counts). A game counts 1, or 2 if the loser has borne off no checker (an option: if he still has a checker in his starting quarter, the winner's home board); never 3. No cube.
game-russian-rules = Russian backgammon: all 15 checkers of each player start off the board and enter into the same table, the first quarter of a track both go round the same way; both bear off from the same last quarter. A player must enter all his checkers before moving any other (an option: enter whenever he likes). A blot is hit and enters again from the start (an option: no hitting, a single checker closes its point). A doublet is played four times, then its complement four times (3-3 then 4-4: opposite faces of a die make 7), and the player rolls again; if he cannot play a part in full, he loses the rest of the turn. An option: complements only once all his checkers are in. A game counts 1, or 2 if the loser has borne off none; no cube.
game-gul-bara-rules = Gul bara: each player's 15 checkers start on his 24-point, facing the opponent's start across the board; both go round the same way (anticlockwise) to their home board and bear off from it. No hitting: a single checker closes its point. From a player's fourth roll on, a doublet is played four times, then every higher doublet up to 6-6 four times each (3-3: four 3s, four 4s, four 5s, four 6s). A player who plays his doublet to its end rolls again. A number he cannot play ends his turn and his opponent plays the rest for him (an option: the rest is lost), then has his own turn. The winner of the opening roll rolls again for his first move. A game counts 1, or 2 if the loser has borne off none; no cube.
game-acey-deucey-rules = Acey-deucey: all 15 checkers of each player start off the board; he enters them whenever he likes into the opponent's home board, as from the bar, and moves and hits as in backgammon. A roll of 1-2, the acey-deucey, is played, then the player names any doublet and plays it four times (an option, the European version: then its complement too, 6-6 then 1-1), then rolls again. A part he cannot play in full ends his turn, with the rest of the bonus. The winner of the opening roll rolls again for his first move. No cube: the loser pays one point for each checker he has not borne off.
game-american-rules = American: White has two checkers on each of the points 1, 2 and 3 of the lower-left quarter and nine beside the board; Black has all 15 in the lower-right quarter: 2, 5, 3 and 5 on its points 9, 10, 11 and 12 (the points numbered along the bottom from the left). Both go round the board anticlockwise: Black up the right side, along the top and down to his home in the lower-left quarter; White the whole way round, entering his nine whenever he likes as from the bar (onto the lower-left quarter), to his home in the upper-left quarter. No checker is ever hit: a point with an opposing checker is closed, even a lone one; six points in a row may be held. White rolls first. The first to bear off all his checkers wins: 1 stake if Black wins, 3 if White does; every game is single, no cube.
game-jacquet-rules = Jacquet (the French rules): each player's 15 checkers start on his 24-point, in the corner diagonally opposite the opponent's start; both go round the same way to their home board and bear off from it. No hitting: a point with an opposing checker is closed, even a lone one (an option plays Ludii's rules: a lone checker is hit and re-enters). The courier: no second checker may leave the start before one has reached the home board; the others may leave in the turn it arrives. Doublets are played four times. The higher opening die begins and rolls again. The first to bear off all his checkers wins; the sources know no double game, so every game counts 1; no cube. Some French rules forbid six points in a row before a player holds the last two points of his way: that rule is not played.
game-matador-rules = Matador (an Indonesian description of the tables games calls it only "a kind of jacquet"): the rules of jacquet — 15 checkers each on the own 24-point in diagonally opposite corners, both going round the same way, no hitting (an option: Ludii's hitting), the courier home before a second checker leaves the start, doublets four times, every game 1, no cube — until a player rolls 4-3, the matador: he plays the 4 and the 3, then a doublet of his choice, then rolls again. A part he cannot play in full ends his turn, with the rest of the bonus. The source gives the rule in two sentences: these are the rules played here.
game-plakoto-rules = Plakoto: each player's 15 checkers start on his 24-point, the opponent's ace point, and go round in opposite directions to the home board, as in backgammon. Nothing is hit: a checker landing on a lone opposing checker pins it. The pinned checker stays under it and cannot move until the last checker on top has left; the point then belongs to the pinner, who may add checkers, and the pinned side may not land there. Two or more checkers close a point. No one bears off while one of his checkers is pinned in his home board. The last checker on a player's start point, his "mother", pinned there ends the game at once: he loses 2, unless the pinner still has checkers on his own start point; if both mothers are pinned the game is drawn. Otherwise the first to bear off all his checkers wins 1, or 2 if the loser has borne off none; never 3. The winner of the opening roll rolls again for his first move. No cube. A pin is written like a hit: 13/7*.
game-chase-rules = The chase (Að elta stelpur, from Iceland: the Indonesian description gives it a few lines, and Ludii's rule file fills in where it is silent; these are the rules played here): six checkers each, one a point, White on his points 1 to 6, Black on his I to VI next to them on the right side; both go anticlockwise round and round the board, nothing is borne off, White's front checker just behind Black's last. Only 1s, 6s and doublets count: 6-3 plays the 6 alone, 2-5 nothing; 6-6 is four sixes, any other doublet two of its number, and after a doublet the player rolls again until the dice differ (an option: bkgm's doublets, no roll again). A point holds one checker; landing on an opposing checker captures it for good. A player's last checker moves only on 1s and 6s, from corner to corner (the ends of the quarters): a 1 to the nearest corner ahead, a 6 through it to the next; it can be captured only on a corner, and not between two opposing checkers. The higher opening die begins and rolls again (an option: the lower). Capture all the opposing checkers to win: 1 point, no cube.
game-icelandic-rules = Icelandic backgammon (one paragraph of the Indonesian description, read as it stands; these are the rules played here): six checkers each on the right side, one a point, White on his lower-right quarter, Black on the upper-right one; both go anticlockwise round and round the board, nothing is borne off. Every number counts, doublets four times. A checker may land on his own checkers, or on opposing ones: it captures them, and they leave the game. The checkers behind attack, those ahead flee: the upper-right ones flee first, and once round the board they come up behind the others and attack in turn. A player with one checker left may, instead of playing his roll, jump it to the nearest corner ahead (points 24, 19, 18, 13, 12, 7, 6, 1) whatever the dice: the numbers then go to the opponent, who plays them before his own turn; on a corner the last checker moves only to corners. The higher opening die plays both numbers. Capture the opponent's last checker to win: 1 point, no cube.
game-tavli-rules = Greek Tavli: a match to 5 points of Portes, Plakoto and Fevga in turn, no cube (each game's rules on its own card).
game-trictrac-rules = The French Grand Trictrac: points for what the dice could do (jans), twelve holes to win, the pavillon. The full rule reference and lessons are inside.
