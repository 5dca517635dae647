## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = That play is legal, but it is not the one this lesson asks for. Try again.
# no argument
learn-bg-play-on = Go on: a die can still be played.
# no argument
learn-bg-move-each-die-title = Moving by each die
# no argument
learn-bg-move-each-die-goal = Each die moves a checker that many points. With 3-1, make your 5-point: one checker moves 3, another moves 1.
# no argument
learn-bg-move-each-die-hint = Move a checker from your 8-point with the 3 and one from your 6-point with the 1.
# no argument
learn-bg-move-each-die-step1-success = Well done: two checkers stand on your 5-point, so it is made.
# no argument
learn-bg-move-each-die-step1-no-point = That play is legal, but it makes no point. Put two checkers together on your 5-point.
# no argument
learn-bg-move-each-die-step2-success = Right: one checker may use both dice, one after the other, and each landing point must be open.
# no argument
learn-bg-closed-point-title = A closed point
# no argument
learn-bg-closed-point-goal = Two or more opposing checkers on a point close it: you cannot land there. With 6-4, make your 2-point.
# no argument
learn-bg-closed-point-hint = Your 4-point is held by two opposing checkers. Bring one checker from your 8-point and one from your 6-point to your 2-point.
# no argument
learn-bg-closed-point-step1-success = Yes: your 2-point is made, and the closed 4-point was never a landing point.
# no argument
learn-bg-closed-point-step1-no-point = That play is legal, but it makes no point. Make your 2-point.
# no argument
learn-bg-hit-blot-title = Hitting a blot
# no argument
learn-bg-hit-blot-goal = A lone checker is a blot: landing on it hits it and sends it to the bar. Hit the blot on your 5-point and make the point.
# no argument
learn-bg-hit-blot-hint = Move 8 to 5 with the 3, then 6 to 5 with the 1.
# no argument
learn-bg-hit-blot-step1-success = Hit! The opposing checker is on the bar and must enter before it moves again, from the start of its way.
# no argument
learn-bg-hit-blot-step1-no-hit = That play is legal, but the blot is still there. Land on your 5-point.
# no argument
learn-bg-hit-blot-step2-success = Hit again, and your 2-point is made: the entered checker is back on the bar.
# no argument
learn-bg-hit-blot-step2-blot = That hits too, but it breaks your 5-point and leaves blots. Hit on your 2-point and make it.
# no argument
learn-bg-enter-from-bar-title = Entering from the bar
# no argument
learn-bg-enter-from-bar-goal = A checker on the bar enters the opponent's home board first: a die of 1 on your 24-point, a 6 on your 19-point. Enter your checker, then play the other die.
# no argument
learn-bg-enter-from-bar-hint = Your 19-point is closed, so the 6 cannot enter: enter with the 3 on your 22-point.
# no argument
learn-bg-enter-from-bar-step1-success = Entered. Only then could your other checkers move.
# no argument
learn-bg-dance-title = Dancing on the bar
# no argument
learn-bg-dance-goal = When no die can enter your checker from the bar, you cannot move at all: you dance. Try to move with 6-6.
# no argument
learn-bg-dance-hint = Your 19-point is closed and you have a checker on the bar: nothing can move.
# no argument
learn-bg-dance-step1-success = You dance: the whole roll is lost, and the opponent plays.
# no argument
learn-bg-dance-step2-success = Entered with the 1 on your 24-point, the only open point of the roll.
# no argument
learn-bg-both-dice-title = Both dice if you can
# no argument
learn-bg-both-dice-goal = When both dice can be played, both must be. Play 6-2.
# no argument
learn-bg-both-dice-hint = Only one checker can use the 6, and only after the 2: play your checker from 9 to 7, then from 7 to 1.
# no argument
learn-bg-both-dice-step1-success = Right: that is the only way to play both dice, so it is the play you must make.
# no argument
learn-bg-higher-die-title = The higher die
# no argument
learn-bg-higher-die-goal = When either die can be played but not both, the higher must be. Play 6-4.
# no argument
learn-bg-higher-die-hint = Your checker on 13 can move 6 or 4, but then nothing can play the other die.
# no argument
learn-bg-higher-die-step1-success = Yes: only one die could be played, so the rule makes you play the 6.
# no argument
learn-bg-bear-off-exact-title = Bearing off with the exact number
# no argument
learn-bg-bear-off-exact-goal = Once all your checkers are in your home board, a die bears off a checker from the point of its number. Bring your last checker home and bear off one.
# no argument
learn-bg-bear-off-exact-hint = The checker on your 8-point must come home before any bears off.
# no argument
learn-bg-bear-off-exact-step1-success = All home, and one checker off: you may bear off once your last checker is in.
# no argument
learn-bg-bear-off-exact-step2-success = Two off with 6-3: a 6 from your 6-point, a 3 from your 3-point.
# no argument
learn-bg-bear-off-exact-step2-one-off = That play is legal, but it bears off only one checker. Use each number on its own point.
# no argument
learn-bg-bear-off-higher-title = Bearing off with a higher number
# no argument
learn-bg-bear-off-higher-goal = A number higher than your highest point bears off a checker from that highest point. Bear off two checkers with 6-5.
# no argument
learn-bg-bear-off-higher-hint = Your highest point is the 4-point: both dice bear off from it.
# no argument
learn-bg-bear-off-higher-step1-success = Two off from your 4-point: a higher number bears off from your highest point, and only from there.

## The Learn screen: a game's course listed with the stars won, and a lesson played on
## the board (its goal, its steps, the buttons, what is said).

# no argument: the header's link to the game's course
learn-link = Learn
# $game: the game's name
learn-course-title = Learn { $game }
# no argument
learn-intro = Each lesson is a position and a goal: play your dice on the board. A move the rules refuse is stopped with the reason; a legal play that misses the goal is explained and taken back. A lesson done without a wrong play or the hint gives three stars.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
    [one] { $done } of { $total } lesson done
   *[other] { $done } of { $total } lessons done
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $n } star of { $of }
   *[other] { $n } stars of { $of }
}
# no argument
learn-back-to-game = Back to the game
# no argument
learn-all-lessons = All lessons
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Lesson { $n } of { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Step { $n } of { $total }
# no argument
learn-take-back = Take back
# no argument: the learner says his roll cannot be played
learn-cannot-move = I cannot move
# no argument
learn-hint = Hint
# no argument
learn-start-again = Start again
# no argument: before the step's success
learn-right = Right!
# no argument
learn-lesson-done = Lesson done:
# no argument
learn-next-lesson = Next lesson
# no argument
learn-course-done = You have played every lesson of this course.
# $id: the lesson asked for by the address
learn-missing = This course has no lesson “{ $id }”: here are its lessons.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = The lessons done in this browser could not be read ({ $reason }): the course starts afresh, and the old text is kept aside.
# $version: the version a progress text begins with
learn-why-progress-version = the text does not begin with “{ $version }:”
# $n: the entry's place (from 1)
learn-why-progress-entry = entry { $n } is not a lesson and its stars
# $n: the entry's place (from 1)
learn-why-progress-id = entry { $n } does not name a lesson
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = entry { $n } does not give 1 to { $most } stars
# $n: the entry's place (from 1)
learn-why-progress-twice = entry { $n } names a lesson already done
