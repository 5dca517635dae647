## The rule reference of the Grand Trictrac: its sections (title, paragraphs, list items) and the captions of its diagrams. The game's French terms stay French in every language.

ref-ex-board-caption = The start, numbered for White: his talon (1) with all fifteen checkers, his rest corner (12), Black's rest corner (13) and Black's talon (24).
ref-ex-move-caption = White rolls 5 and 3 and plays one checker by 5 and another by 3. He could also play one checker tout d'une from 1 to 9.
ref-ex-corner-natural-caption = With 5 and 4 White takes his rest corner naturally: one checker with each number, both landing on 12 together.
ref-ex-corner-puissance-caption = With 5 and 4 the checkers on 8 and 9 could both reach Black's empty corner (13): White takes his own corner by puissance, each checker stopping one field short.
ref-ex-passage-caption = Black, all his checkers on his talon, can still make his petit jan, so no white checker may go beyond White's 12: the checkers on 10 and 11 may play neither the 6 nor the 5 (to 15, 16 or 17). White plays from his talon instead.
ref-ex-sortie-caption = White's last two checkers are on 23 and 24; with 2 and ace both go off. He is the first to bear off all fifteen: sortie, 4 points (6 with a doublet).
ref-ex-bredouille-caption = White marked 4 points, then Black 2: White is débredouillé, and the bredouille chip goes beside Black's chip, who is now en bredouille.
ref-ex-pavillon-caption = White had taken 3 holes when Black won his first (2, en bredouille): Black takes the pavillon into his peg's starting hole and may still win en grande bredouille.
ref-ex-six-tables-caption = White's third roll: checkers on 2, 3, 4 and 5, and 6 and 5 could bring two more down to 7 and 6. Jan de six tables, 4 points — he need not play it so.
ref-ex-deux-tables-caption = Only two checkers are off White's talon; with 6 and 5 one could go to his corner (6 + 6) and the other to Black's (8 + 5). Jan de deux tables, 4 points.
ref-ex-mezeas-caption = White holds his corner with exactly two checkers and nothing else off the talon, and rolls an ace: jan de mézéas, 4 points (6 with two aces).
ref-ex-battre-a-vrai-caption = Black's lone checker on White's 15, White's hitters on 8, 11 and 12, roll 4 and 3: by 3 (from 12), by 4 (from 11) and by 7 (from 8). Three ways × 2 in the grand-jan table = 6 points.
ref-ex-battre-a-faux-caption = White's checker on 7 could reach the lone black checker on 14 only by 7, but both passages (10 and 11) hold two black checkers: battre à faux, 2 points for Black.
ref-ex-battre-le-coin-caption = White holds his corner with three checkers, Black's is empty; with 2 and ace one checker from 11 and the surcase from 12 could go onto it together. Battre le coin, 4 points.
ref-ex-impuissance-caption = White rolls 6 and ace. The 6 could only move one of the last two checkers of his corner, which must leave together: it is impuissant, 2 points for Black. The ace (21 to 22) fills the jan de retour: 4 points for White.
ref-ex-remplir-caption = Only field 6 is a demi-case. With 5 and 4 it can be covered by 5 (from 1) or by 4 (from 2): two ways × 4 = 8 points.
ref-ex-conserver-caption = White's petit jan is filled. With 6 and 5 he can play from his talon's surcases without breaking it: he conserves it, 4 points.
ref-rule-board-title = The board and its numbering
ref-rule-board-p1 = The tablier has 24 fields (flèches), twelve on each player's side. A middle band cuts each side into two tables: the table des petits jans, next to the talons, and the table des grands jans, next to the rest corners. Each player has 15 checkers (dames); two dice are shared.
ref-rule-board-p2 = Each player counts the fields from his own point of view, 1 to 24. His 1 is his talon (heel), where all his checkers start; his 12 is his rest corner (coin de repos); 13 to 24 are on the opponent's side, 13 being the opponent's corner and 24 his talon. My field p is the opponent's 25 − p. Checkers only move forward; 25 is off the board.
ref-rule-board-item1 = Quarters (cadrans) of six fields: 1–6, 7–12, 13–18, 19–24. The first is where the petit jan is made, the second the grand jan, the last the jan de retour.
ref-rule-board-item2 = A field with two or more of my checkers is a case (safe); with one, a demi-case (a blot); checkers beyond two are surcases.
ref-rule-board-item3 = Scoring kit: three jetons (one per player for points, one for bredouille), a fichet (peg) each on the twelve holes of his long band, and the pavillon (flag) in the middle hole of the short band.
ref-rule-start-title = Starting and primacy
ref-rule-start-p1 = At the start all fifteen checkers of each player stand on his talon, the chips are on the band between the talons, the pegs at hole 0 and the pavillon in the middle hole.
ref-rule-start-p2 = Primacy: each player rolls one die; the higher plays first and rolls both dice again for his first move. Equal dice: roll again. In later relevés, the player who bore off first, or who chose to s'en aller, plays first.
ref-rule-moving-title = Moving the checkers
ref-rule-moving-p1 = A checker may never land on a field holding any opposing checker. Nothing is ever hit off the board: in trictrac, « battre » only scores points.
ref-rule-moving-item1 = Each number separately, or tout d'une: with a and b, one checker moves by a and one (the same or another) by b; or one checker moves by a + b if its landing field and at least one of the two passages (start + a, start + b) are open.
ref-rule-moving-item2 = A doublet is played once, not twice: 4-4 is two moves of 4 (two checkers by 4, or one by 8 through an open field).
ref-rule-moving-item3 = Both numbers must be played when possible; if only one can be, the higher one when possible. A number that cannot be played is impuissant and scores for the opponent.
ref-rule-coin-de-repos-title = The rest corner (coin de repos)
ref-rule-coin-de-repos-item1 = Naturally: the corner (my 12) is taken only by bringing two checkers onto it in the same roll, one with each number (with a doublet, two checkers by that number).
ref-rule-coin-de-repos-item2 = By puissance: if the opponent's corner (my 13) is empty and two of my checkers could go straight onto it, one with each number, I may put them on my own corner instead. If I can take it naturally, I must.
ref-rule-coin-de-repos-item3 = Once held, surcases may be added one or two at a time, naturally only. To leave it, the surcases go first and the last two must leave together; it can be taken again later.
ref-rule-coin-de-repos-item4 = Nobody may ever put a checker on the opponent's corner. An empty corner may serve as the passage of a tout d'une move. Taking the corner is not obligatory unless it is the only legal play, and scores nothing by itself.
ref-rule-passage-title = Passage to the jeu de retour
ref-rule-passage-p1 = Fields 13 to 24 are the jeu de retour, on the opponent's side. They open to me only as the opponent loses the chance of filling his jans there:
ref-rule-passage-item1 = while he can still make his petit jan, none of my checkers may go to 13 or beyond;
ref-rule-passage-item2 = when he can no longer make his petit jan but can still make his grand jan, I may not stop in 13–18, but I may pass over them into 19–24;
ref-rule-passage-item3 = when he can make neither, every open field is allowed, except his rest corner.
ref-rule-passage-p2 = He can still fill a quarter when none of my checkers stands in it and he has enough checkers on or behind each of its fields (at least 2, 4, … 12 counting from his talon side).
ref-rule-sortie-title = Sortie (bearing off)
ref-rule-sortie-p1 = When all fifteen checkers are in the last quarter (19–24), a player may bear off: 25 counts as a field. A number that brings a checker exactly to 25 takes it off; a number larger than the farthest checker needs takes that checker off; if nothing can go off, the number is played inside the board. A filled jan de retour must still be kept when possible.
ref-rule-sortie-p2 = This is the fast « Parisian » sortie, the default. The slow « provincial » sortie, an option, makes a number play inside the board whenever it can.
ref-rule-sortie-p3 = The first player to bear off all fifteen scores the sortie: 4 points, 6 with a doublet, the value of the roll that takes off the last checker. Then the relevé ends and both players set up again on their talons; the points on the chips are kept.
ref-rule-turn-title = The order of a turn
ref-rule-turn-item1 = The roller rolls the dice.
ref-rule-turn-item2 = He marks the points his roll gives him, counted on the position before he moves, then the holes they win.
ref-rule-turn-item3 = If he won a hole with his own points, he chooses to tenir or to s'en aller.
ref-rule-turn-item4 = He plays his checkers.
ref-rule-turn-item5 = The opponent marks what this roll gives him: battre à faux, impuissance, contre-jans.
ref-rule-turn-item6 = The opponent rolls.
ref-rule-points-title = Points, holes, bredouille
ref-rule-points-p1 = Points always come in even numbers. Twelve points make a hole (trou); the first to 12 holes wins the partie. Each player marks his points with his chip: 2 at his field 2, 4 at 4, 6 at 6, 8 at 7, 10 at his corner; at 12 the chip goes back to the band.
ref-rule-points-p2 = Bredouille: a player who makes his twelve points without the opponent scoring in between marks 2 holes instead of 1. Whoever scores from zero is en bredouille; when the opponent then scores, the first is débredouillé and the second, who interrupted him, is en bredouille in turn: the bredouille chip goes beside his chip. If the first scores again, that chip goes back and neither is en bredouille.
ref-rule-points-p3 = On reaching 12, the opponent's points are erased and the surplus stays, en bredouille (the opponent has nothing now). Worked examples:
ref-rule-points-item1 = Both at 4, one scores 16: 20 = 12 + 8, one hole (he was interrupted), 8 left.
ref-rule-points-item2 = At 8, not en bredouille, he scores 18: 26 = 12 + 12 + 2, the first hole single, the second double (the opponent's points are gone), 3 holes, 2 left.
ref-rule-points-item3 = A scores 4, then B scores 12 without interruption: B marks 2 holes.
ref-rule-jans-title = The jans: all points at a glance
ref-rule-jans-p1 = Every point is won by a jan: an event of the roll, counted on the position before the move. A jan has ways (moyens), each worth its points per way; a doublet is usually worth more. Some jans score for the player who rolled, some for his opponent (jans qui ne peuvent).
ref-rule-jans-rares-title = The rare jans (early in a relevé)
ref-rule-jans-rares-item1 = Jan de six tables (jan de trois coups): within his first three rolls the player can have one checker on each of his fields 2 to 7. On the third roll it is enough that the two numbers could bring down the missing checkers.
ref-rule-jans-rares-item2 = Jan de deux tables: only two checkers are off the talon and they could go one to each rest corner with the two numbers. If the opponent holds his corner, it is a contre-jan: the points go to him.
ref-rule-jans-rares-item3 = Jan de mézéas: the player holds his corner with exactly two checkers, nothing else off the talon, and rolls an ace (or two aces). Contre-jan de mézéas: the same when the opponent holds his corner; the points go to him.
ref-rule-battre-a-vrai-title = Battre à vrai (a true hit)
ref-rule-battre-a-vrai-p1 = A checker of mine could reach a field holding exactly one opposing checker, on either side of the board, with one number or with their sum. Nothing moves: the hit only scores. Ways are counted by number: at most one by a, one by b and one by a + b per checker hit (doublet: by d and by 2d), whichever checkers do it.
ref-rule-battre-a-vrai-p2 = A hit by one number is always true. A hit by the sum is true when a passage is open: the intermediate field must not hold two or more opposing checkers (one is fine: it is hit too). Even the last two checkers of my corner may hit.
ref-rule-battre-a-faux-title = Battre à faux (a false hit)
ref-rule-battre-a-faux-p1 = A lone opposing checker that I could reach only by the sum, with every passage closed by two or more opposing checkers, is hit à faux: the opponent scores, one way per checker. A checker hit à vrai is not also hit à faux, but in one roll some checkers may be hit à vrai and others à faux.
ref-rule-battre-le-coin-title = Battre le coin (hitting the corner)
ref-rule-battre-le-coin-p1 = I hold my corner, the opponent's is empty, and two of my checkers could go straight onto his corner, one with each number (doublet: two by that number). Only surcases of my corner count, not its last two: with an ace my corner needs three checkers, with two aces four. One way.
ref-rule-impuissance-title = Dames impuissantes (numbers not played)
ref-rule-impuissance-p1 = Each number of the roll that cannot be played gives the opponent 2 points: 2 or 4 for a single roll, and for a doublet 2 when only half of it can be played, 4 when none.
ref-rule-remplir-title = Filling a jan (remplir)
ref-rule-remplir-p1 = A quarter is filled when each of its six fields holds two or more of my checkers: 1–6 is the petit jan, 7–12 the grand jan (it needs my corner), 19–24 the jan de retour. The opponent's quarter 13–18 can never be filled, since it holds his corner.
ref-rule-remplir-p2 = Making a jan scores 4 per way (6 with a doublet). Ways are counted by number, not by the order of play: with one demi-case left, the ways are by a, by b and by a + b tout d'une (doublet: by d and by 2d), each counted once if some checker can do it legally without uncovering another field of the quarter. With two demi-cases (or an empty field) left there is at most one way. Filling is obligatory when possible.
ref-rule-conserver-title = Conserving a jan (conserver)
ref-rule-conserver-p1 = On a later roll, if the player can play his whole roll without breaking his filled jan, he scores 4 (6 with a doublet), one way, and must keep it. If a number cannot be played and the jan stays whole, he still scores — conserver par impuissance — while the opponent scores the impuissance. When the only legal play breaks the jan, it is broken and nothing is scored.
ref-rule-grande-bredouille-title = Grande bredouille, the pavillon and the stakes
ref-rule-grande-bredouille-p1 = The bredouille idea, one level up: a player who takes all twelve holes without the opponent winning a hole in between wins en grande bredouille. If the first hole-taker is interrupted, the other takes the pavillon into his peg's starting hole and may still win en grande bredouille with the pavillon; if he in turn is interrupted, the pavillon is set aside and nobody can.
ref-rule-grande-bredouille-p2 = What the winner of a partie takes, by the three methods:
ref-rule-grande-bredouille-item1 = Oldest: ×2 en bredouille, else ×1.
ref-rule-grande-bredouille-item2 = Second: ×2 en bredouille, else ×1.5 if the loser has not reached hole 7 (« n'a pas passé le pont »), else ×1.
ref-rule-grande-bredouille-item3 = 19th century (the default): grande bredouille without pavillon ×4, with pavillon ×3, else ×2 if the loser has not reached hole 6, else ×1.
ref-rule-tenir-title = Tenir or s'en aller; relevés
ref-rule-tenir-p1 = When the roller wins a hole with the points of his own roll, he chooses:
ref-rule-tenir-item1 = tenir (stay): he keeps his surplus, the opponent's points are erased, the opponent still marks what this roll gives him, and play goes on;
ref-rule-tenir-item2 = s'en aller (go): all three chips go back to the band (his surplus is given up), both players set up again on their talons, and the opponent may not mark what this roll would have given him. The goer plays first in the new relevé.
ref-rule-tenir-p2 = A hole won by the opponent's points (on the roller's impuissance, say) gives no choice. A relevé runs from one setting up on the talons to the next: it ends with a sortie or when a player s'en va. The partie ends when a player reaches 12 holes.
ref-rule-ecoles-title = Écoles (schools)
ref-rule-ecoles-p1 = In real play each player announces and marks his own points. Marking too few or too many is an école: the opponent may mark the difference for himself. There is no école of an école. A case fausse is an illegal move, which the opponent may have corrected.
ref-rule-ecoles-p2 = In this app the engine marks everything by default. In school mode (an option) you mark your own points before moving; a wrong count gives the difference to the opponent and the log shows the right count. An opponent may also ignore a wrong count: the count then stands, missed points are lost and points marked in excess kept. The beginner bot may forget to send you to school (an option); the others never forget. Illegal moves are never played: the app says which rule forbids them.

## The points table of the jans: its column headings, who scores, how many ways, a note per kind.

ref-jans-col-jan = Jan
ref-jans-col-single = Single
ref-jans-col-doublet = Doublet
ref-jans-col-ways = Ways
ref-jans-col-for = For
ref-jans-col-note = Note
ref-jans-for-player = player
ref-jans-for-opponent = opponent
ref-jans-ways-one = 1
ref-jans-ways-per-checker-hit = 1–3 per checker hit
ref-jans-ways-per-checker = 1 per checker
ref-jans-ways-per-number = 1 per number
ref-jans-ways-fill = 1–3 (doublet 1–2)
ref-jans-note-six-tables = within the first three rolls
ref-jans-note-deux-tables = only two checkers off the talon
ref-jans-note-mezeas = corner held, an ace
ref-jans-note-tables = grand-jan table / petit-jan table
ref-jans-note-battre-le-coin = corners: mine held, his empty
ref-jans-note-impuissance = each number that cannot be played
ref-jans-note-fill = counted by number
ref-jans-note-conserver = also by impuissance
ref-jans-note-sortie = the last checker off, first

## The reference's panel.

ref-rules = Rules
ref-title = Rules of the Grand Trictrac
ref-close = Close the rules
ref-contents = Contents
# $name: the rule the address asked for (after "#rule-")
ref-missing = The address asks for a rule “{ $name }” that the reference does not have: here are all the rules.
# $roll: the diagram's roll as announced (tt-roll…)
ref-diagram-roll = Roll: { $roll }
