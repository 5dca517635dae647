## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = All games
bg-keys = Keys
bg-rules = Rules
bg-close = close
bg-log = log
bg-bar = bar
# $error: why the file could not be fetched (kit-why-fetch-…) or read (bg-why-net-file)
bg-net-failed = The bot's trained network could not be loaded ({ $error }); it plays by its simple evaluation.

## The status line: whose turn and what he should do.

bg-status-replay = Replay: the game as it was. » comes back to now; Play from here goes on from this moment.
bg-status-opening-friend = Opening roll: waiting for your friend's link…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = { $side } is to play: waiting for his link
bg-status-opening = Opening roll…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: roll or double
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: roll the dice
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: confirm your play, or take back
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: pick a checker, then a lit point
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: name the doublet you play
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: take or pass the { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] double
} to { $value }
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: accept or refuse the resignation
bg-status-game-over = Game over: next game when you are ready.
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Next game when you are ready.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = { $side } wins the match.
bg-status-match-over = The match is over.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = { $side } is thinking…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = Money · White { $white } – { $black } Black
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = Match to { $length } · White { $white } – { $black } Black
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = Match to { $length } · White { $white } – { $black } Black · Crawford game

## The buttons of the turn.

bg-roll = Roll
bg-double = Double
bg-take = Take
bg-pass = Pass
bg-beaver = Beaver
bg-raccoon = Raccoon
bg-confirm = Confirm
bg-take-back = Take back
bg-hint-button = Hint
bg-accept = Accept
bg-refuse = Refuse
bg-next-game = Next game
bg-resign = Resign…
bg-resign-single = a single game
bg-resign-gammon = a gammon
bg-resign-backgammon = a backgammon

## What the turn's entry says.

bg-all-played = Every number is played: confirm, or take back a move.
bg-none-moves-from-there = No checker of yours can move from there.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = The strong bot would play: { $plays } (its equity after each, in points).

## The review of a person's plays after a game.

bg-reviewing = Reviewing your plays…
bg-review-ask = Review my plays
bg-review-none = No error worth naming by the strong bot's judgement: every play within 0.020 of its best.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = The biggest errors by the strong bot's judgement (equity lost, in points): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, best { $best } ({ $lost })
bg-review-separator = {"; "}

## Share and open.

bg-share = Share and open
bg-share-position-id = Position ID
bg-share-match-id = Match ID
bg-share-xgid = XGID
bg-share-position-link = Link to the position
bg-share-game-link = Link to the game
bg-share-moment-link = Link to this moment
bg-share-game-text = Game notation
bg-copy = Copy
# $row: the row's label (bg-share-…)
bg-copy-row = Copy { $row }
bg-copied = Copied.
bg-copy-by-hand = Select the text and copy it.
bg-opened = Opened.
bg-paste = Paste a Position ID:Match ID, an XGID, a game or a link
bg-open = Open
bg-paste-first = Paste something to open first.
# $error: why the text is not a game (a bg-why-notation-… reason)
bg-paste-unreadable = This is neither two gnubg IDs, an XGID nor a game: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · White { $white } – Black { $black } · { $n ->
    [one] { $n } action
   *[other] { $n } actions
}
# $what: game or position
bg-opened-shared = Opened the shared { $what ->
    [position] position
   *[game] game
}.
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
bg-shared-unreadable = The address holds a { $what ->
    [position] position
   *[game] game
} that cannot be read: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = Its moment n={ $k } is past its { $n ->
    [one] { $n } action
   *[other] { $n } actions
}: it is shown as it stands.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = Its moment n={ $k } is not a number of actions: it is shown as it stands.
bg-position-form = a position is written PositionID:MatchID (gnubg) or XGID=… (eXtreme Gammon)

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Point { $n }{ $pinned ->
    [yes] , one checker pinned
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Point { $n }, { $count } { $side }{ $pinned ->
    [yes] , one checker pinned
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Board seen from { $side }'s side
bg-tray-mine = Bear off: the tray
bg-tray-theirs = The other side's tray
# The pip count shown under or over a side's tray, as a screen reader says it:
# $side: a side's name (bg-white / bg-black); $n: the pips that side must still travel
bg-pips-of = { $side }: { $n ->
    [one] { $n } pip to go
   *[other] { $n } pips to go
}

## The options form: the next game, the players, the board and its help.

bg-options = Options and new game
# $n: the match's length in points
bg-form-match-to = Match to { $n }
bg-form-next-game = Next game
bg-form-money = Money play
bg-form-play = Play
bg-form-cube = Use the doubling cube
bg-form-crawford = Crawford rule
bg-form-jacoby = Jacoby rule (gammons count only once the cube is turned)
bg-form-beavers = Beavers and raccoons
bg-form-automatic = Automatic double on an opening tie
bg-form-auto-limit = Automatic doubles in a game, at most
bg-form-six-six = A 6-6 tie triples the stake
bg-form-no-limit = no limit
bg-form-max-cube = Highest cube
bg-form-new-game = Start a new game
bg-form-players = Players
bg-form-bot-black = The bot plays Black
bg-form-bot-white = The bot plays White
bg-form-hotseat = Two players on this device
bg-form-bots = The bot against itself
bg-form-remote = A friend, by link
bg-form-opponent = Opponent
bg-form-beginner = Beginner
bg-form-club = Club
bg-form-strong = Strong
bg-form-level = Bot level
bg-form-board = Board and help
bg-form-mirrored = Home board on the left
bg-form-numbers = Point numbers
bg-form-follow = Two players: turn the board to the player on roll
bg-form-auto-forced = Play forced moves for me
bg-form-auto-roll = Roll for me when I cannot double

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = gammons and backgammons count (gnubg); off: every game is single (the Indonesian description)
bg-option-dutch-hit-after-home = a blot may be hit only by a player with a checker in his home board; off: at any time
bg-option-nardy-first-three-three = a first roll of 6-6, 4-4 or 3-3 lets two checkers leave the head; off: 6-6 and 4-4 only
bg-option-nardy-block-each-landing = no die's landing may make the forbidden six-point block, even for a moment; off: only the position after the whole play counts
bg-option-fevga-pass-start = the first checker must pass the opponent's start point before a second leaves the start; off: reach his starting quarter
bg-option-fevga-block-each-landing = no die's landing may make a forbidden block (six in a row, the opponent's starting quarter), even for a moment; off: only the position after the whole play counts
bg-option-portes-double-if-none-off = a game counts 2 when the loser has borne off no checker; off: when he still has a checker in his starting quarter
bg-option-russian-enter-all-first = all 15 checkers are entered before any other move; off: whenever the player likes
bg-option-russian-hitting = blots are hit; off: a single checker closes its point
bg-option-russian-complements-from-first = a doublet's complement and the roll again from the first doublet; off: only once all the player's checkers are in
bg-option-gul-bara-opponent-plays-rest = the opponent plays the numbers the player could not; off: they are lost
bg-option-acey-deucey-european = after 1-2 the chosen doublet and then its complement; off: the chosen doublet alone
bg-option-jacquet-blocking = no hitting: a point with an opposing checker is closed (French rules); off: a lone checker is hit and re-enters (Ludii)
bg-option-chase-doublets-roll-again = after a doublet the player rolls again until the dice differ (the Indonesian description); off: the doublets of bkgm (a backgammon library), played once (6-6 twice, four sixes) with no roll again, but for the last checker's doublets other than 1-1 and 6-6
bg-option-chase-lower-starts = the lower opening die begins (bkgm); off: the higher; he rolls again for his first move

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = White
bg-black = Black

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Every die of the roll has been played.
bg-refused-no-such-number = No die left shows that number.
bg-refused-no-checker = You have no checker there.
bg-refused-enter-first = A checker on the bar must enter before any other moves.
bg-refused-enter-all-first = All your checkers must be entered before any other moves.
bg-refused-point-closed = Two or more opposing checkers hold that point.
bg-refused-point-occupied = An opposing checker holds that point (no hitting in this game).
bg-refused-point-held-by-pin = The opponent pins one of your checkers there: the point is his.
bg-refused-checker-pinned = That checker is pinned: it cannot move until the opposing checkers on it leave.
bg-refused-pinned-at-home = No bearing off while one of your checkers is pinned in your home board.
bg-refused-not-all-home = Bearing off waits until all your checkers are in your home board.
bg-refused-higher-checker-first = A higher number bears off only from your highest point.
bg-refused-no-hit-without-home-checker = You may hit only once you have a checker in your home board.
bg-refused-one-from-the-head = Only one checker leaves the head a turn (two on a first 6-6, 4-4 or 3-3).
bg-refused-first-checker-first = Your first checker must pass the opponent's start before another leaves yours.
bg-refused-courier-first = Your courier must reach your home board before another checker leaves your start.
bg-refused-forbidden-block = That would leave a block the rules forbid: six points in a row on the opponent's way with none of his checkers past them (in Fevga also all six points of his starting quarter).
bg-refused-must-use-both-dice = Both dice can be played, and after this move they cannot.
bg-refused-must-use-higher-die = Only one die can be played, so it must be the higher.
bg-refused-must-play-more = More of the doublet can be played than this move allows.
bg-refused-only-ones-and-sixes = Only 1s, 6s and doublets count in the chase.
bg-refused-one-checker-a-point = A point holds only one checker in the chase.
bg-refused-last-checker-by-corners = Your last checker moves only on 1s and 6s, from corner to corner: a 1 to the nearest corner ahead, a 6 to the one after.
bg-refused-last-checker-to-corners = Your last checker stands on a corner: it moves only to corners.
bg-refused-last-checker-safe = The opponent's last checker can be captured only on a corner, and not between two of your checkers.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Game { $n }
# $n: the game's number in the session
bg-log-game-crawford = Game { $n } — the Crawford game: no doubling
# $die: the number both rolled
bg-log-opening-tie = Both rolled { $die }: the opening is rolled again.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = Both rolled { $die }: the opening is rolled again: an automatic double, the cube is at { $cube }.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Opening roll: White { $white }, Black { $black }. { $first } begins.
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Opening roll: White { $white }, Black { $black }. { $first } begins and rolls again for his first move.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: no move
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = { $side } has one more roll: bearing off his last checker draws.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = { $side } rolled { $roll } and cannot play any number: every landing point is closed.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = { $side } plays { $part ->
    [complement] the complement
    [cascade] the cascade's next doublet
    [chosen] the chosen doublet
    [chosen-complement] the chosen doublet's complement
    [opponents-rest] the numbers the opponent could not play
   *[roll] the roll
}: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = { $side } names the doublet { $die }-{ $die }.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = { $side } played every part of his turn and rolls again.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = { $side } cannot play { $dice } in full: the rest of the turn is lost.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = The numbers { $dice } could not be played: { $side } plays them.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = { $side } { $action ->
    [beaver] beavers
    [raccoon] raccoons
   *[double] doubles
} to { $value }.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = { $side } takes: the cube is at { $value }, { $owner }'s.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = { $side } passes.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = { $side } offers to resign { $result ->
    [gammon] a gammon
    [backgammon] a backgammon
   *[single] a single game
}.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = { $side } accepts.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = { $side } refuses: play goes on.
bg-log-drawn = The game is drawn: no points.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = { $side } wins { $result ->
    [gammon] a gammon
    [backgammon] a backgammon
   *[single] a single game
}{ $how ->
    [dropped] {" "}(double passed)
    [resigned] {" "}(resigned)
    [mother] {" "}(the mother pinned)
   *[played] {""}
}: { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = { $side } wins { $result ->
    [gammon] a gammon
    [backgammon] a backgammon
   *[single] a single game
}{ $how ->
    [dropped] {" "}(double passed)
    [resigned] {" "}(resigned)
    [mother] {" "}(the mother pinned)
   *[played] {""}
} × { $times }: { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# $white, $black: each side's points
bg-log-score = Score: White { $white }, Black { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = { $side } wins the match { $won }–{ $lost }.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = hits { $n ->
    [one] a blot
   *[other] { $n } blots
}
# $n: how many checkers were pinned
bg-note-pins = pins { $n ->
    [one] a checker
   *[other] { $n } checkers
}
# $n: how many checkers were captured
bg-note-captures = captures { $n ->
    [one] a checker
   *[other] { $n } checkers
} for good
bg-note-forced = forced: the only legal play
bg-note-higher-die = either number could be played but not both: the rules take the higher
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
    [one] the { $dice } cannot be played
   *[other] { $dice } cannot be played
}
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Your saved game could not be restored ({ $why }). It is kept aside in this browser; a new game starts.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = an XGID has 10 parts separated by “:”, not { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = an XGID's position has 26 characters, not { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = the XGID's position has “{ $character }” at character { $position }, where “-”, A to P or a to p belongs
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } has { $count } checkers in the XGID, more than 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = both sides have checkers on { $side }'s { $point }-point
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = both sides are on the bar against closed boards
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = part { $n } of the XGID ({ $part ->
    [cube] the cube's value
    [owner] the cube's owner
    [turn] the turn
    [score] { $side }'s score
    [rules] the Crawford and Jacoby rules
    [length] the match length
   *[max-cube] the highest cube
}) is not a whole number
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = the cube's exponent { $log2 } is not from 0 to 12 (a cube of 1 to 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = the cube's owner { $value } is not -1, 0 or 1
# $value: the value read for the turn
bg-why-xgid-turn = the turn { $value } is not 1 or -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = the dice part has { $length ->
    [one] { $length } character
   *[other] { $length } characters
}, where D or two digits belong
# $die: the number read
bg-why-xgid-die = a die shows 1 to 6, not { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = the dice part has “{ $character }” where a digit belongs
# $side: whose score; $score: the score read
bg-why-xgid-score = { $side }'s score { $score } is not from 0 to 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = { $side }'s score { $score } is not below the match length, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = the Crawford and Jacoby value { $value } is above { $max } for { $play ->
    [match] a match
   *[money] money play
}
# $length: the match length read
bg-why-xgid-match-length = the match length { $length } is not from 0 to 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = the highest cube's exponent { $log2 } is not from 0 to 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = the Match ID fields are invalid: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = a Match ID has 12 characters, not { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = the Match ID has “{ $character }” at character { $position }, which is not a Base64 character (A-Z, a-z, 0-9, + or /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = the Match ID sets its unused last bits (value { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = the cube's exponent { $log2 } is above 12: the largest cube is 4096
# $value: the cube's value
bg-why-match-id-cube-value = the cube's value { $value } is not a power of two from 1 to 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = the cube owner's field holds { $bits }, which names nobody
# $code: the value of the game state's field
bg-why-match-id-game-state = the game state { $code } is not one of 0 to 4
# $die: the number read
bg-why-match-id-die = a die shows 1 to 6, not { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = the dice { $a } and { $b } are neither both rolled nor both unrolled
# $length: the match length read
bg-why-match-id-match-too-long = a { $length }-point match is longer than the 64 points gnubg allows
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = { $side }'s score { $score } does not fit in 15 bits
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = { $side }'s score { $score } is beyond the match length, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = money play has no Crawford game
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = the Crawford game is marked at White { $white }, Black { $black } in a { $length }-point match, where nobody is one point from winning
# $value: the cube's value
bg-why-match-id-cube-in-crawford = the cube is at { $value } in the Crawford game, where it is not used
# $length: the Position ID's length in characters
bg-why-position-id-length = a Position ID has 14 characters, this one has { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = a Position ID is written with A-Z, a-z, 0-9, + and /: “{ $character }” at character { $position } is not one of them
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = the Position ID's bits end before its 50 counts do
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = the Position ID's position is impossible: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = the game in these IDs is over
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = a match is played here to at most { $max } points, not { $length }
# no argument
bg-why-notation-empty = the game text is empty
# $version: the version this program reads ("1")
bg-why-notation-version = not a backgammon game text of version { $version } (it starts “{ $version }.”)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = “{ $character }” at character { $position } is not a character of a game record (A-Z, a-z, 0-9, - and _)
# no argument
bg-why-notation-malformed = the game record has a length no record has: it was cut or changed
# no argument
bg-why-notation-truncated-header = the game record ends in its header
# $action: the action the record ends before
bg-why-notation-truncated = the game record ends before its action { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = the game record's header holds { $value }, where only 0 to { $max } can be
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = action { $action } of the game record holds { $value }, where only 0 to { $max } can be
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = the game's options cannot be played: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = the game's start cannot be set up: { $reason }
# no argument
bg-why-notation-position = the game's start position is impossible
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = action { $action } of the game record is refused: { $reason }
# no argument
bg-why-notation-trailing = something follows the game record's last action
# no argument
bg-why-notation-unwritable = this game cannot be written in the game notation
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = the start cannot be set up: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = action { $action } of the record is refused: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = that action is not possible now: the game waits for { $phase ->
    [opening] the opening roll
    [before-roll] a roll or a double
    [cube-offered] the answer to { $side }'s { $action ->
        [beaver] beaver
        [raccoon] raccoon
       *[double] double
    } to { $value }
    [move] a play
    [choose-double] the doublet to be named
    [resign-offered] the answer to { $side }'s offer to resign { $result ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }
    [game-over] the next game
   *[match-over] nothing more: the match is over
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = it is { $to_act }'s turn to act, not { $side }'s
# $die: the number given
bg-why-game-bad-die = a die shows 1 to 6, not { $die }
# no argument
bg-why-game-illegal-play = that is not a legal way to play this roll
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = no { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] double
} now: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = the cube is not used in this game
# $side: the cube's owner
bg-why-cube-refusal-owned = { $side } owns the cube
# no argument
bg-why-cube-refusal-crawford = no doubling in the Crawford game: the cube is out of play
# no argument
bg-why-cube-refusal-trailer-in-crawford = in the Crawford game the trailer may not double
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = the cube may not go above { $max }
# no argument
bg-why-cube-refusal-before-first-move = the cube may not be turned before the first move of the game
# no argument
bg-why-cube-refusal-already-doubled = you have already doubled this turn
# no argument
bg-why-cube-refusal-money-only = beavers and raccoons are for money play only
# no argument
bg-why-cube-refusal-no-beaver = no beaver is possible here
# no argument
bg-why-cube-refusal-no-raccoon = no raccoon is possible here
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = no doubling on the last roll: the opponent has borne off all his checkers
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = the position has { $found ->
    [one] { $found } checker
   *[other] { $found } checkers
} a side; the game has { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] the player on roll
   *[opponent] the opponent
} has already borne off all his checkers
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = a cube of { $value } is above the maximum of { $max }
# no argument
bg-why-setup-cube-in-crawford = the cube is out of play in the Crawford game: it must be 1, centred
# no argument
bg-why-setup-zero-stake = the stake multiplier is at least 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = a match is played to 1 to { $max } points, not { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = the highest cube is a power of two from 1 to { $max }, not { $value }
# no argument
bg-why-options-raccoons-without-beavers = a raccoon answers a beaver: raccoons need beavers
# $white, $black: each side's score
bg-why-score-match-over = the match is already over at White { $white }, Black { $black }
# no argument
bg-why-score-not-crawford = a Crawford game needs a match with the Crawford rule and exactly one player one point from winning
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = a cube shows a power of two from 1 to { $max }, not { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = a cube of 1 is centred: { $side } cannot own it
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] the player on roll
   *[opponent] the opponent
} has { $count } checkers on the board, more than the game's { $max }
# $point: the point, counted from the player on roll
bg-why-position-shared-point = both players have checkers on point { $point } (counted from the player on roll)
# $n: the number of checkers a side given
bg-why-position-checker-count = a side has 1 to 15 checkers, not { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = { $player ->
    [on-roll] the player on roll's
   *[opponent] the opponent's
} pinned checker on his point { $point } is not alone under opposing checkers
# $version: the version this program reads ("1")
bg-why-position-text-shape = a position text is { $version }.<variant>.<points>.<bars>.<reserves>, then .p<pins> if a checker is pinned
# $name: the rule set's name read
bg-why-position-text-variant = “{ $name }” is not a rule set's name
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = “{ $character }” at character { $position } of the points is not a count (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = the points describe { $n ->
    [one] { $n } point
   *[other] { $n } points
}, not 24
# no argument
bg-why-position-text-counts = the bars and reserves are two numbers up to 15, like 1-0
# no argument
bg-why-position-text-pins = the pins are p then increasing points 1 to 24 holding checkers, separated by -, like p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = { $game } has no pinned checkers
# no argument
bg-why-net-magic = not a network file (it does not begin with TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = the network file is of version { $version }; this program reads version { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = the network file is for an unknown rule set, “{ $name }”
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = the network has { $inputs } inputs, { $hidden } hidden units and { $outputs } outputs; this program needs { $want_inputs } inputs, 1 to 1024 hidden units and { $want_outputs } outputs
# no argument
bg-why-net-truncated = the network file is cut short
# $n: how many bytes follow
bg-why-net-trailing = { $n ->
    [one] { $n } byte follows
   *[other] { $n } bytes follow
} the network's weights
# no argument
bg-why-net-not-finite = a network weight is not a finite number
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
