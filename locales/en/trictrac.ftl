## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = White
tt-black = Black

## The jans' names (terms of the game).

-jan-six-tables = jan de six tables
-jan-deux-tables = jan de deux tables
-contre-jan-deux-tables = contre-jan de deux tables
-jan-mezeas = jan de mézéas
-contre-jan-mezeas = contre-jan de mézéas
-battre-a-vrai = battre à vrai
-battre-le-coin = battre le coin
-battre-a-faux = battre à faux
-impuissance = dames impuissantes
-petit-jan = petit jan
-grand-jan = grand jan
-jan-de-retour = jan de retour
-conserver-petit-jan = conserver le petit jan
-conserver-grand-jan = conserver le grand jan
-conserver-jan-de-retour = conserver le jan de retour
-sortie = sortie

## A jan's title in the log and the points tables: its name, glossed.

tt-jan-six-tables = { -jan-six-tables } (a checker on each of six fields in three rolls)
tt-jan-deux-tables = { -jan-deux-tables } (both rest corners reachable at once)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (both rest corners reachable, but the opponent holds his)
tt-jan-mezeas = { -jan-mezeas } (an ace with only the rest corner taken)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (an ace with only the rest corner taken, but the opponent holds his)
tt-jan-battre-a-vrai = { -battre-a-vrai } (true hit on a lone checker)
tt-jan-battre-le-coin = { -battre-le-coin } (hitting the opponent's empty rest corner)
tt-jan-battre-a-faux = { -battre-a-faux } (false hit: only by the sum, every passage closed)
tt-jan-impuissance = { -impuissance } (numbers that cannot be played)
tt-jan-petit-jan = { -petit-jan } (first quarter filled)
tt-jan-grand-jan = { -grand-jan } (second quarter filled)
tt-jan-jan-de-retour = { -jan-de-retour } (return quarter filled)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (first quarter kept filled)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (second quarter kept filled)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (return quarter kept filled)
tt-jan-sortie = { -sortie } (first to bear off all fifteen)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller } can reach { $opponent }'s lone checker on field { $field } with { $numbers }: each number that reaches it is a way { $table ->
    [grand] in the grand-jan table
   *[petit] in the petit-jan table
}.
tt-rule-battre-a-faux = { $opponent }'s lone checker on field { $field } is reachable only by the sum and every passage is closed: a false hit scores for { $opponent }.
tt-rule-battre-le-coin = { $roller } holds his rest corner, { $opponent }'s is empty, and one checker with each number could go onto it.
tt-rule-impuissance = { $roller } cannot play { $numbers }: each number that cannot be played gives { $opponent } 2 points.
tt-rule-fill = { $roller } can put two checkers on every field of the quarter; each number that covers the last half-field is a way ({ $numbers }).
tt-rule-conserver = { $roller } can play the roll (or cannot play some of it) without breaking his filled quarter.
tt-rule-six-tables = Within his first three rolls { $roller } can have a checker on each of his fields 2 to 7.
tt-rule-deux-tables = { $roller }'s only two checkers off the talon can go one to each rest corner.
tt-rule-contre-deux-tables = { $roller }'s only two checkers off the talon could go one to each rest corner, but { $opponent } holds his: the points go to { $opponent }.
tt-rule-mezeas = { $roller } holds his rest corner with nothing else off the talon and rolled an ace.
tt-rule-contre-mezeas = { $roller } holds his rest corner with nothing else off the talon and rolled an ace, but { $opponent } holds his: the points go to { $opponent }.
tt-rule-sortie = { $roller } is the first to bear off all fifteen checkers.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } and { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } and ace
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = about even
# $n: points ahead (rounded)
tt-expect-ahead = about { $n ->
    [one] { $n } point
   *[other] { $n } points
} ahead
# $n: points behind (rounded)
tt-expect-behind = about { $n ->
    [one] { $n } point
   *[other] { $n } points
} behind
# $n: holes won
tt-holes-won-own-roll = You won { $n ->
    [one] { $n } hole
   *[other] { $n } holes
} on your own roll.

## Why a move is refused.

tt-refusal-no-checker = You have no checker on that field.
tt-refusal-backwards = Checkers only move forward, from the talon towards the exit.
# $n: how many fields the move goes
tt-refusal-not-a-number = A move of { $n ->
    [one] { $n } field
   *[other] { $n } fields
} is neither a number of the roll left to play nor their sum.
tt-refusal-blocked = A checker may never land on a field held by an opposing checker.
tt-refusal-opponents-corner = No checker may ever stop on the opponent's rest corner.
tt-refusal-tout-d-une-closed = Played tout d'une, a checker needs at least one open intermediate field.
tt-refusal-corner-by-two = The rest corner must be taken by two checkers at once.
tt-refusal-corner-last-two = The last two checkers of the rest corner must leave it together.
tt-refusal-corner-naturally = The rest corner can be taken naturally this roll, so it may not be taken by puissance.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = The opponent can still fill his { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
}, so no checker may stop in that quarter.
tt-refusal-not-all-home = Checkers are borne off only when all fifteen are in the last quarter.
tt-refusal-not-farthest = A number larger than needed bears off only the checker farthest from the exit.
tt-refusal-play-inside = With the slow sortie, a number that can be played inside the board must be.
tt-refusal-must-play-both = Both numbers must be played when they can be; this move leaves one unplayable.
tt-refusal-must-play-higher = When only one number can be played, the higher must be played.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Filling your { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] third quarter
   *[q4] { -jan-de-retour }
} is obligatory when you can.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = You can keep your filled { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] third quarter
   *[q4] { -jan-de-retour }
}, so you must not break it.
tt-refusal-must-sortie = You can bear off your last checkers, so you must.
tt-refusal-cannot-complete = After this move the rest of the roll could not be played legally.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = White's field { $white }, Black's field { $black }{ $place ->
    [corner] , { $owner }'s rest corner
    [talon] , { $owner }'s talon
   *[none] {""}
}: { $color ->
    [white] { $n ->
        [one] { $n } white checker
       *[other] { $n } white checkers
    }
    [black] { $n ->
        [one] { $n } black checker
       *[other] { $n } black checkers
    }
   *[none] empty
}
# $side: whose chip; $n: the points on it
tt-chip-aria = { $side }'s chip: { $n ->
    [one] { $n } point
   *[other] { $n } points
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = bredouille chip beside { $side }'s chip
tt-bredouille-aria-band = bredouille chip, on the band
# $side: whose peg; $n: the holes it marks
tt-peg-aria = { $side }'s peg: { $n ->
    [one] { $n } hole
   *[other] { $n } holes
}
tt-pavillon-aria-middle = pavillon in the middle hole
# $side: who took it
tt-pavillon-aria-taken = pavillon taken by { $side }
tt-pavillon-aria-aside = pavillon set aside

## The board, the moves refused, the kept games.

tt-board-label = Trictrac board
tt-bear-off-label = Bear off (sortie)
tt-cannot-go-there = That checker cannot go there.
tt-cannot-move-from-there = No checker of yours can be moved from there with this roll.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = White { $white } – Black { $black } holes · { $actions ->
    [one] { $actions } action
   *[other] { $actions } actions
}{ $over ->
    [yes] {" · over"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Log
tt-log-rule = Rule
tt-log-show-moment = Show this moment (replay)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Primacy: White { $white }, Black { $black } — { $first ->
    [none] tie, roll again
   *[side] { $first } plays first
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } rolls { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: { $side } marked { $marked }, the right count is { $correct } — { $opponent } marks { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: { $side } marked { $marked }, the right count is { $correct } — { $opponent } did not send him to school: the count stands
# $side: who marks; $points: the points
tt-log-scored = { $side } marks { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } marks { $points ->
    [one] { $points } point
   *[other] { $points } points
} — { $holes ->
    [one] { $holes } hole
   *[other] { $holes } holes
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } holds (tenir)
# $side: who chose
tt-log-s-en-aller = { $side } goes (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→off
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = plays { $moves }
tt-log-no-move = no move possible
# $side: who takes it
tt-log-pavillon-taken = { $side } takes the pavillon: he interrupted the first hole-taker and may still win en grande bredouille
tt-log-pavillon-aside = The pavillon is set aside: nobody can win en grande bredouille
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = New relevé { $after ->
    [sortie] after the sortie
   *[s-en-aller] after s'en aller
} — { $side } plays first
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = { $side } wins the partie — stake ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = The board and its numbering
tt-guide-link-moving = Moving the checkers
tt-guide-link-coin-de-repos = The rest corner
tt-guide-link-passage = The passage
tt-guide-link-turn = The order of a turn
tt-guide-link-points = Points, holes, bredouille
tt-guide-link-jans = The jans, one by one
tt-guide-link-tenir = Tenir or s'en aller
tt-guide-link-ecoles = Écoles
tt-guide-how1 = Press Roll, then mark your points (school mode): the numbered buttons, or type the count.
tt-guide-how2 = Click a checker, then one of the lit fields; or click a lit field directly. Confirm the move when both numbers are played; Take back undoes until then.
tt-guide-how3 = After the bot's move, mark what its roll gives you (a false hit, an impuissance), often 0.
tt-guide-how4 = A refused move says which rule forbids it. The log explains every jan: point at a line to light its checkers, follow its link to the rule.
tt-guide-how5 = Stuck on a move? Hint shows the strong bot's choice.
tt-guide-step1-title = The board and the moves
tt-guide-step1-text = Each side starts with its fifteen checkers on its talon and takes them round to the far end, then bears them off. A roll plays both numbers, with one checker or two; a doublet is played once.
tt-guide-step2-title = How points are made
tt-guide-step2-text = Before moving, you count what the roll could do: hit a lone checker (battre), fill a quarter, two checkers on each of its six fields (remplir), and a few rare jans. What you cannot do scores for the other side.
tt-guide-step3-title = Practise counting: the lessons
tt-guide-step3-text = Each lesson is a position and a roll: find the points, the holes, or the legal play.
tt-guide-step4-title = Your first partie, in school mode
tt-guide-step4-text = Against the beginner bot, you mark your own points as players always did; a wrong count is an école for the bot, and the log shows the right count and why.
tt-guide-intro = Two players, fifteen checkers each, two dice, a board like backgammon's — but nobody takes checkers off the board: you win by scoring. Each roll is worth points for what it could do; 12 points make a hole, 12 holes win the partie.
tt-guide-then = Then raise the bot's level, turn school mode off, play a friend on this device, or share a position (New partie and options, Share).
# $title: the next lesson's title
tt-guide-next-lesson = Next lesson: { $title }
tt-guide-all-done = All done — review them
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } done.
tt-guide-start-school = Start a partie in school mode

## The guide's banner and panel.

tt-start-here = Start here
tt-guide-banner = New to the Grand Trictrac? Four short steps take you from zero to your first partie.
tt-dismiss = Dismiss
tt-guide-title = Start here: learn the Grand Trictrac
tt-close = Close
tt-school-started = A new partie in school mode against the beginner bot. Good luck!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = A new partie in school mode against the beginner bot. Good luck! The partie in progress is { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Roll the dice
tt-take-back = Take back
tt-hint-button = Hint
tt-choice-tenir = Stay: keep your points, play on
tt-choice-s-en-aller = Go: a new relevé, you start
tt-new-partie = New partie
tt-side = Side
tt-points = Points
tt-holes = Holes
tt-roll-why-mark-first = Mark your points first (school mode).
tt-roll-why-bot-rolling = The bot is rolling.
tt-roll-why-play-first = Play this roll first: one roll at a time.
tt-roll-why-choose-first = Choose tenir or s'en aller first.
tt-roll-why-over = The partie is over.
tt-confirm-why-nothing = Nothing to confirm now.
tt-confirm-why-every-move = Enter every move of the roll first: both numbers must be played when they can be.
tt-bredouille-mark = bredouille: he has scored every point since his last hole; his next hole counts double
tt-pass = Pass (nothing can be played)
tt-confirm-move = Confirm move
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: mark your points (school mode)
tt-status-waiting-link = { $side } is to play: waiting for his link
tt-status-bot-rolling = { $side } is rolling…
tt-status-bot-thinking = { $side } is thinking…
tt-status-primacy = Rolling for primacy…
tt-status-roll = { $side }: roll the dice
tt-status-choose = { $side }: tenir or s'en aller?
tt-status-move = { $side }: play your checkers
tt-status-over = { $side } wins the partie
tt-thinking = Thinking…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = Écoles: White { $white } (−{ $white_points ->
    [one] { $white_points } point
   *[other] { $white_points } points
}), Black { $black } (−{ $black_points ->
    [one] { $black_points } point
   *[other] { $black_points } points
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = Écoles: White { $white } (−{ $white_points ->
    [one] { $white_points } point
   *[other] { $white_points } points
}), Black { $black } (−{ $black_points ->
    [one] { $black_points } point
   *[other] { $black_points } points
}) · wrong counts let pass: { $passed }
tt-hint-nothing = nothing to play
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = The strong bot would play { $moves } (expected points for { $side }: { $value }, { $expectation })

## School mode's count.

tt-other-count = Other count
tt-mark = Mark
tt-mark-help = How to count: the jans
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: how many points does your roll give you? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: how many points does { $roller }'s { $roll } give you?
tt-mark-even = Points are counted in even numbers (0, 2, 4...).

## The Share panel.

tt-share = Share, export, import
tt-share-copy-link = Copy the game's link
tt-share-open-label = Open a game, a position or a link
tt-share-open = Open
tt-share-copied = Link copied. It opens this game, move by move.
tt-share-cannot-copy = This browser does not let the page copy: select the text below and copy it.
tt-share-too-long = The game is too long for a link: share its text.
tt-share-game-link = Game link
tt-share-moment-link = Link to the moment shown
tt-share-game-text = Game record (text)
tt-share-position-link = Position link
tt-share-position-text = Position (text)
tt-share-opened = Opened.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Opened. The game it replaces is { $note }.

## The header.

tt-all-games = All games
tt-rules-engine = Rules engine:{" "}
tt-keys = Keys

## The board's tooltips.

tt-tip-bredouille-chip = the bredouille chip: beside a side's points chip, his next hole counts double
tt-tip-points-chip = a chip counts points along the band: 12 points make a hole
tt-tip-peg = a peg counts holes: 12 holes win the partie
tt-tip-pavillon = the pavillon: the first hole-taker takes it; who keeps it to the end may win en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Your game in progress is { $note }.

## New partie and options.

tt-new-partie-and-options = New partie and options
tt-opponent = Opponent
tt-bot-plays-black = Bot plays Black
tt-bot-plays-white = Bot plays White
tt-two-players-one-device = Two players, one device
tt-a-friend-by-link = A friend, by link
tt-bot-level = Bot level
tt-beginner = Beginner
tt-club = Club
tt-strong = Strong
tt-stake = Stake
tt-stake-19th-century = 19th century (×4, ×3, ×2, ×1)
tt-stake-second = Second (×2, ×1.5, ×1)
tt-stake-oldest = Oldest (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Fast (Parisian)
tt-sortie-slow = Slow (provincial)
tt-field-numbers = Field numbers
tt-option-roller-view = Turn the board to the player on roll
tt-option-school = School mode: mark your own points (écoles)
tt-option-forgetful = The beginner bot may forget to send you to school
tt-forgetful-bot-only = Only the bot can forget: a person always sends the other to school.
tt-forgetful-school-only = Only in school mode.
tt-forgetful-beginner-only = Only the beginner bot forgets; the others never do.
tt-opened-position = Opened the shared position.
tt-opened-game = Opened the shared game.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = The address holds a position that cannot be read: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = The address holds a game that cannot be read: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = This position cannot be read: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = This game record cannot be read: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Your saved game could not be restored ({ $why }). It is kept aside in this browser; a new partie starts.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Refused: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = ignored points "{ $value }" (two even numbers 0 to 10, e.g. 10,0)
tt-address-holes = ignored holes "{ $value }" (two numbers 0 to 11, e.g. 3,5)
tt-address-school = unknown school mode "{ $value }" (on or off)
tt-address-forget = unknown forget value "{ $value }" (on or off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = the position text is empty
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = unknown notation version "{ $found }" (this version of the game reads version { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] the board is missing
    [turn] the turn is missing
    [score] { $side }'s score is missing
    [pavillon] the pavillon is missing
   *[options] the options are missing
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] nothing is written for the board
    [turn] nothing is written for the turn
    [score] nothing is written for { $side }'s score
    [pavillon] nothing is written for the pavillon
   *[options] nothing is written for the options
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] the board is incomplete
    [turn] the turn is incomplete
    [score] { $side }'s score is incomplete
    [pavillon] the pavillon is incomplete
   *[options] the options are incomplete
}
# $index: the character where the extra text starts (counted from 1)
tt-why-too-many-parts = unexpected text after the position at character { $index }
# $found: the character; $index: its place (counted from 1); $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = unexpected "{ $found }" at character { $index }, in { $part ->
    [board] the board
    [turn] the turn
    [score] { $side }'s score
    [pavillon] the pavillon
   *[options] the options
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = the checkers describe { $fields ->
    [one] { $fields } field
   *[other] { $fields } fields
}; the board has 24
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = the number at character { $index }, in { $part ->
    [board] the board
    [turn] the turn
    [score] { $side }'s score
    [pavillon] the pavillon
   *[options] the options
}, is too large
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = option "{ $option }" is given twice (character { $index })
# $index: where the second stake method is
tt-why-conflicting-options = two stake methods are given (character { $index }); choose one
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = { $side } has { $count } checkers on the board (at most 15)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = both sides have checkers on the same field (White's { $field }, Black's { $black_field })
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = { $side } has checkers on position { $pos }, outside 1 to 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } has a single checker in his rest corner (it is held by two or more, or empty)
# $side: whose checkers
tt-why-in-opponents-corner = { $side } has checkers in the opponent's rest corner

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } has borne off all 15 checkers, which ends the relevé: put the checkers back on the talons
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } has made no roll in this relevé, yet not all his checkers are on his talon
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } has { $points ->
    [one] { $points } point
   *[other] { $points } points
}; points come in even numbers
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } has { $points } points; 12 points make a hole, so a chip shows at most 10
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } has { $holes } holes; 12 holes win the partie, so a partie in play has at most 11
# No argument.
tt-why-both-bredouille = both sides are en bredouille; scoring always clears the other side's bredouille
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } has points and { $opponent } none, so { $side } scored them uninterrupted and must be en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = the pavillon is in the middle hole, but White has { $white ->
    [one] { $white } hole
   *[other] { $white } holes
} and Black { $black }: once both have holes, the pavillon has been taken or set aside
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = the pavillon is taken by { $side }, but White has { $white ->
    [one] { $white } hole
   *[other] { $white } holes
} and Black { $black }: the pavillon is taken by interrupting the other's holes, so both have holes
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = the pavillon is set aside, but White has { $white ->
    [one] { $white } hole
   *[other] { $white } holes
} and Black { $black }: the pavillon is set aside after both have won holes
# $die: what the die shows
tt-why-die-out-of-range = a die shows 1 to 6, not { $die }
# $side: who has rolled
tt-why-roll-not-counted = { $side } has rolled the dice but has no roll counted in this relevé
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = White has rolled { $white ->
    [1] once
    [one] { $white } time
   *[other] { $white } times
} in this relevé and Black { $black ->
    [1] once
    [one] { $black } time
   *[other] { $black } times
}, which cannot be when { $side } { $rolled ->
    [yes] has just rolled
   *[no] is to roll
}
# No argument.
tt-why-choice-without-roll = a choice tenir / s'en aller is pending, but no dice have been rolled
# $side: who must choose
tt-why-choice-without-hole = { $side } must choose tenir or s'en aller, which follows a hole won, but has no hole
# $side: who rolled
tt-why-choice-on-sortie = { $side }'s roll bears off his last checkers, which ends the relevé: there is no tenir / s'en aller to choose
# No argument.
tt-why-not-started = the partie has not started: the primacy is still to be rolled

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = that action is not possible now ({ $phase ->
    [primacy] the game waits for the primacy
    [roll] the game waits for a roll
    [choose] the game waits for the choice to tenir or s'en aller
    [move] the game waits for a move
   *[over] the partie is over
})
# $die: what the die shows
tt-why-bad-die = a die shows 1 to 6, not { $die }
# No argument.
tt-why-illegal-turn = that is not a legal way to play this roll
# $count: the count marked (odd, or above 100)
tt-why-bad-count = points are counted in even numbers up to 100; { $count } is not a possible count

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = the game text is empty
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = unknown game notation version "{ $found }" (this version of the game reads version { $known })
# $found: the character; $index: its place in the game text (counted from 1)
tt-why-game-bad-character = unexpected "{ $found }" at character { $index } of the game
# No argument.
tt-why-game-malformed = the game text is cut or altered (its length or last character is wrong)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] the game text ends in the middle of its header
   *[action] the game text ends in the middle of action { $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] the options in the header have code { $value }, but only 0 to { $max } are possible
    [primacy] action { $action }: the primacy dice have code { $value }, but only 0 to { $max } are possible
    [roll] action { $action }: a roll has code { $value }, but only 0 to { $max } are possible
    [turn] action { $action }: a move has code { $value }, but only 0 to { $max } are possible
   *[marked] action { $action }: a marked count has code { $value }, but only 0 to { $max } are possible
}
# No argument.
tt-why-game-trailing-data = the game text goes on after its last action
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = the game has { $actions } actions; a record holds at most 65,535
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = in the starting position, { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = action { $action } cannot be replayed: { $reason }
