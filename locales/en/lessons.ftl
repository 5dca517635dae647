## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Hitting
les-group-battre-le-coin = The rest corners and the passage
les-group-fill-petit-jan = Filling and conserving
les-group-impuissance = Impuissance
les-group-mezeas = The rare jans
les-group-sortie = Sortie, holes and bredouille
les-group-tenir = Tenir or s'en aller
les-hit-petit-jan-title = A true hit in the petit-jan table
les-hit-petit-jan-intro = Black has a lone checker on your field 3 (he could come so far because you can no longer make your petit jan). Every number of your roll that reaches it from one of your checkers is a way to hit it truly (battre à vrai).
les-hit-petit-jan-explanation = The 2 reaches field 3 from the talon and the ace from field 2: two ways, 4 points each in the petit-jan table, so 8 points. The sum 3 cannot start anywhere.
les-hit-grand-jan-title = Three ways in the grand-jan table
les-hit-grand-jan-intro = Black's lone checker stands on your field 14. Count the ways by number: by the 3, by the 2 and by their sum, whichever checkers realise them.
les-hit-grand-jan-explanation = By 3 from field 11, by 2 from your rest corner (a hit is virtual, so the corner's checkers may hit), by 5 from field 9 through your own fields 11 or 12: three ways at 2 points in the grand-jan table, 6 points.
les-hit-doublet-title = Hitting with a doublet
les-hit-doublet-intro = A doublet is played once, not twice: its numbers are the single number and its double. Black's lone checker is on your field 3 again, and you rolled bezet (double ace).
les-hit-doublet-explanation = By 1 from field 2 and by 2 from the talon through your own field 2: two ways, 6 points each in the petit-jan table with a doublet, 12 points.
les-hit-false-title = A false hit (battre à faux)
les-hit-false-intro = Your checkers on field 11 can reach Black's lone checker on field 18 only by the sum 7. Look at the two passages, fields 14 and 15.
les-hit-false-explanation = Both passages hold two or more Black checkers: the hit by the sum is false, and a false hit scores for the opponent, 2 points in the grand-jan table (4 with a doublet).
les-hit-both-tables-title = True and false in one roll
les-hit-both-tables-intro = Two lone Black checkers: one on your field 4, one on your field 18. Each target is judged on its own.
les-hit-both-tables-explanation = The 3 from the talon hits field 4 truly: 4 points in the petit-jan table, for you. Field 18 is reached only by 7 from field 11 with both passages (14 and 15) closed: that false hit gives Black 2 points, not you.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = You hold your rest corner with three checkers and Black's corner (your field 13) is empty. Could one checker with each number go onto it?
les-battre-le-coin-explanation = The 2 from field 11 and the ace from the corner's surcase would both land on field 13: you beat the corner, 4 points (6 with a doublet), one way only. The corner's last two checkers could not help.
les-coin-par-puissance-title = Taking the corner by puissance
les-coin-par-puissance-intro = Black's rest corner (your field 13) is empty. Your checkers on 7 and 8 could reach it, one with the 6 and one with the 5; you cannot bring two checkers to your own corner naturally.
les-coin-par-puissance-explanation = No checker may ever stop on the opponent's corner, but since you could bring two checkers onto it, you may take your own corner by puissance: both stop one field short, on 12. Going to 14 is refused too: Black can still make his grand jan, so no checker may stop in your third quarter (13 to 18).
les-passage-title = The passage to the jeu de retour
les-passage-intro = Black's checkers are all on his own side, on his talon and his field 8: he can still make his petit jan and his grand jan. Your two checkers on 8 are near the middle of the board.
les-passage-explanation = While the opponent can still make his grand jan, no checker may stop in your third quarter (13 to 18), nor in your fourth while he can still make his petit jan, and none ever stops on his corner (13): only plays inside your own side are left, such as 1→7, 1→6.
les-fill-petit-jan-title = Filling the petit jan: ways by number
les-fill-petit-jan-intro = Only field 4 is a half case in your first quarter. Each number (the 2, the ace, their sum) that can cover it without uncovering another field is a way.
les-fill-petit-jan-explanation = By the ace from field 3 (it keeps two) and by 3 tout d'une from the talon: two ways at 4, 8 points. The 2 from field 2 would uncover field 2, so it is no way.
les-fill-grand-jan-title = Filling the grand jan
les-fill-grand-jan-intro = Your second quarter (fields 7 to 12) lacks one checker on field 11. Each number that covers it without uncovering another field is a way.
les-fill-grand-jan-explanation = By the ace from field 10 and by 4 tout d'une from field 7 (each keeps two): two ways at 4, 8 points. The 3 from field 8 would uncover field 8, so it is no way.
les-conserve-title = Keeping a filled jan
les-conserve-intro = Your petit jan is filled. With this doublet, can you play both 3s without breaking it?
les-conserve-explanation = Yes: the surcase of field 5 goes on to field 8, then to 11, and the jan stays whole. Conserving scores 6 with a doublet (4 with a single roll), one way.
les-jan-de-retour-title = Filling the jan de retour
les-jan-de-retour-intro = In the jeu de retour your last quarter (fields 19 to 24) lacks one checker on field 23.
les-jan-de-retour-explanation = By the ace from field 22 and by 4 tout d'une from field 19 (each keeps two): two ways at 4, 8 points. The 3 from field 20 would uncover field 20, so it is no way.
les-impuissance-title = Impuissance
les-impuissance-intro = You rolled carmes (double four). Black holds your fields 13 to 16. Each number you cannot play gives the opponent 2 points.
les-impuissance-explanation = From fields 9, 10, 11 and 12 a 4 lands on 13, 14, 15 or 16, all held by Black (13 is his corner): neither 4 can be played, so Black scores 2 for each, 4 points.
les-conserver-par-impuissance-title = Conserving by impuissance
les-conserver-par-impuissance-intro = Your jan de retour is filled; your rest corner still holds two checkers and one checker stands on field 17. Black holds your field 18. You rolled sonnez (double six).
les-conserver-par-impuissance-explanation = One 6 takes field 17 to 23. The other cannot be played: the corner's two checkers would land on Black's field 18, and nothing may be borne off while they are outside the last quarter. Black scores that impuissance (2), and you, whose jan stays whole, conserve it by impuissance: 6 with a doublet.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Your only two checkers off the talon hold your rest corner, and you rolled an ace.
les-mezeas-explanation = That is the jan de mézéas: 4 points with one ace (6 with two aces). Had Black held his corner too, the points would go to Black (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Nearly the same position as the jan de mézéas, but Black's two checkers hold his rest corner too.
les-contre-mezeas-explanation = When the opponent holds his corner too, the mézéas turns against you: the contre-jan gives Black 4 points (6 with two aces), and you score nothing for it.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = Only two checkers have left your talon, both on field 7. Could they go one to each rest corner with the two numbers?
les-deux-tables-explanation = The 5 takes one checker of field 7 to your corner (12) and the 6 the other to Black's (13): jan de deux tables, 4 points (6 with a doublet). It only needs to be possible in thought; you may not really go to 13.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Your two checkers off the talon stand on field 7, as in the jan de deux tables; but Black brought two checkers to his rest corner (your field 13).
les-contre-deux-tables-explanation = The 5 and the 6 would still take one checker to each corner, but Black holds his: the jan turns against you, and the contre-jan de deux tables gives Black 4 points (6 with a doublet).
les-six-tables-title = Jan de six tables
les-six-tables-intro = This is your third roll. You have one checker on each of fields 3, 5, 6 and 7.
les-six-tables-explanation = The ace and the 3 from the talon would put checkers on fields 2 and 4: six fields covered in three rolls, the jan de six tables, 4 points. You need not play it so.
les-sortie-title = Sortie
les-sortie-intro = Your last two checkers stand on fields 23 and 24; Black has one checker left.
les-sortie-explanation = The 2 bears off field 23 and the ace field 24: the first to bear off all his checkers scores 4 (6 with a doublet), then a new relevé starts.
les-bredouille-title = Bredouille: two holes
les-bredouille-intro = You have 8 points and Black none: you marked them all since Black last scored, so you are en bredouille. Count this roll's points, then the holes they make.
les-bredouille-explanation = By 5 from field 10 you hit field 15 truly: 4 points with a doublet in the grand-jan table. 8 + 4 = 12, scored without Black scoring in between: a hole en bredouille counts double, 2 holes. Had Black scored since your first point, it would be a single hole.
les-bredouille-interrupted-title = Interrupted: a single hole
les-bredouille-interrupted-intro = The same roll, but both of you have 8 points: Black scored after your first points, so you are no longer en bredouille.
les-bredouille-interrupted-explanation = The roll gives you the same 4 points (by 5 from field 10 onto field 15), and 8 + 4 = 12 make a hole. Black's points interrupted yours: a single hole, 1, not 2. Black's 8 points are erased.
les-tenir-title = Tenir: keeping the surplus
les-tenir-intro = You have 8 points, Black 4. This roll wins you a hole; you choose to hold (tenir) and play on.
les-tenir-explanation = Two checkers of field 10 could go onto Black's empty corner with a 3 each: you beat the corner, 6 points with a doublet. 8 + 6 = 14: one hole (Black had interrupted you), and the 2 points over stay on your chip when you hold. Black's 4 points are erased; then he marks the 4 of your impuissance, for none of your 3s can be played.
les-s-en-aller-title = S'en aller: what the opponent loses
les-s-en-aller-intro = The same roll wins you a hole, and this time you go (s'en aller) instead of holding.
les-s-en-aller-explanation = Going, you give up your 2 points of surplus: all the chips go back to the band and both sides set their checkers on the talons again for a new relevé, which you start. Black may not mark what this roll gives him: the 4 points of your impuissance (2 for each 3 you cannot play) are lost to him.

## The lessons' panel.

les-lessons = Lessons
les-guided-lessons = Guided lessons
les-close = Close the lessons
les-check = Check
les-next-lesson = Next lesson
les-to-partie = Now play a partie in school mode
les-try-again = Not quite: try again.
les-right = Right!
les-all-lessons = ← All lessons
les-your-answer = Your answer
# $name: the lesson the address asked for (after "#lesson-")
les-missing = The address asks for a lesson “{ $name }” that does not exist: here are all the lessons.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(done)
les-holes = Holes
les-points = Points
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Not quite. The answer is { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→off

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = How many points does this roll give { $side }?
les-question-points-opponent = How many points does this roll give the opponent, { $side }?
les-question-play = Which of these plays is legal?
les-question-holes = How many holes does this roll give { $side }?
les-question-tenir = { $roller } holds (tenir): how many points does he keep?
les-question-s-en-aller = { $roller } goes (s'en aller): how many points of this roll does { $opponent } lose?
