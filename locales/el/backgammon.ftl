## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Όλα τα παιχνίδια
bg-keys = Πλήκτρα
bg-rules = Κανόνες
bg-close = κλείσιμο
bg-log = ημερολόγιο
bg-bar = μπάρα
# $error: why the file could not be fetched (the browser's words), or read (bg-why-net-file)
bg-net-failed = Το εκπαιδευμένο δίκτυο του bot δεν φορτώθηκε ({ $error })· παίζει με την απλή του αξιολόγηση.

## The status line: whose turn and what he should do.

bg-status-replay = Επανάληψη: η παρτίδα όπως ήταν. Το » γυρίζει στο τώρα· το «Παίξε από εδώ» συνεχίζει από αυτή τη στιγμή.
bg-status-opening-friend = Αρχική ζαριά: αναμονή για τον σύνδεσμο του φίλου σου…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = Παίζει ο { $side }: αναμονή για τον σύνδεσμό του
bg-status-opening = Αρχική ζαριά…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: ρίξε ή διπλασίασε
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: ρίξε τα ζάρια
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: επιβεβαίωσε την κίνησή σου ή πάρ' την πίσω
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: διάλεξε ένα πούλι, μετά μια φωτισμένη θέση
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: διάλεξε τη διπλή που παίζεις
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: δέξου ή αρνήσου { $action ->
    [beaver] το beaver
    [raccoon] το raccoon
   *[double] τον διπλασιασμό
} στο { $value }
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: δέξου ή αρνήσου την παραίτηση
bg-status-game-over = Τέλος παρτίδας: η επόμενη όποτε είσαι έτοιμος.
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Η επόμενη παρτίδα όποτε είσαι έτοιμος.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = Ο { $side } κερδίζει το ματς.
bg-status-match-over = Το ματς τελείωσε.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = Ο { $side } σκέφτεται…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = Με ποντάρισμα · Λευκός { $white } – { $black } Μαύρος
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = Ματς στους { $length } · Λευκός { $white } – { $black } Μαύρος
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = Ματς στους { $length } · Λευκός { $white } – { $black } Μαύρος · παρτίδα Crawford

## The buttons of the turn.

bg-roll = Ρίξε
bg-double = Διπλασίασε
bg-take = Δέξου
bg-pass = Πάσο
bg-beaver = Beaver
bg-raccoon = Raccoon
bg-confirm = Επιβεβαίωση
bg-take-back = Πάρε πίσω
bg-hint-button = Βοήθεια
bg-accept = Αποδοχή
bg-refuse = Άρνηση
bg-next-game = Επόμενη παρτίδα
bg-resign = Παραίτηση…
bg-resign-single = μονή παρτίδα
bg-resign-gammon = διπλό (gammon)
bg-resign-backgammon = τριπλό (backgammon)

## What the turn's entry says.

bg-all-played = Όλα τα ζάρια παίχτηκαν: επιβεβαίωσε ή πάρε πίσω μια κίνηση.
bg-none-moves-from-there = Κανένα πούλι σου δεν μπορεί να κινηθεί από εκεί.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = Το δυνατό bot θα έπαιζε: { $plays } (η αξία της θέσης μετά από καθεμία, σε πόντους).

## The review of a person's plays after a game.

bg-reviewing = Ανάλυση των κινήσεών σου…
bg-review-ask = Ανάλυσε τις κινήσεις μου
bg-review-none = Κανένα αξιόλογο λάθος κατά την κρίση του δυνατού bot: κάθε κίνηση απέχει λιγότερο από 0,020 από την καλύτερη.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = Τα μεγαλύτερα λάθη κατά την κρίση του δυνατού bot (χαμένη αξία, σε πόντους): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, καλύτερη { $best } ({ $lost })
bg-review-separator = {"· "}

## Share and open.

bg-share = Κοινοποίηση και άνοιγμα
bg-share-position-id = Position ID
bg-share-match-id = Match ID
bg-share-xgid = XGID
bg-share-position-link = Σύνδεσμος στη θέση
bg-share-game-link = Σύνδεσμος στην παρτίδα
bg-share-moment-link = Σύνδεσμος σε αυτή τη στιγμή
bg-share-game-text = Καταγραφή της παρτίδας
bg-copy = Αντιγραφή
# $row: the row's label (bg-share-…)
bg-copy-row = Αντιγραφή: { $row }
bg-copied = Αντιγράφηκε.
bg-copy-by-hand = Επίλεξε το κείμενο και αντίγραψέ το.
bg-opened = Άνοιξε.
bg-paste = Επικόλλησε ένα Position ID:Match ID, ένα XGID, μια παρτίδα ή έναν σύνδεσμο
bg-open = Άνοιγμα
bg-paste-first = Επικόλλησε πρώτα κάτι για άνοιγμα.
# $error: why the text is not a game (a bg-why-notation-… reason)
bg-paste-unreadable = Αυτό δεν είναι ούτε δύο ID του gnubg, ούτε XGID, ούτε παρτίδα: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · Λευκός { $white } – Μαύρος { $black } · { $n ->
    [one] { $n } ενέργεια
   *[other] { $n } ενέργειες
}
# $what: game or position
bg-opened-shared = Άνοιξε { $what ->
    [position] η κοινοποιημένη θέση
   *[game] η κοινοποιημένη παρτίδα
}.
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
bg-shared-unreadable = Η διεύθυνση περιέχει { $what ->
    [position] μια θέση
   *[game] μια παρτίδα
} που δεν διαβάζεται: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = Η στιγμή της n={ $k } είναι πέρα από { $n ->
    [one] τη { $n } ενέργειά της
   *[other] τις { $n } ενέργειές της
}: φαίνεται όπως είναι.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = Η στιγμή της n={ $k } δεν είναι αριθμός ενεργειών: φαίνεται όπως είναι.
bg-position-form = μια θέση γράφεται PositionID:MatchID (gnubg) ή XGID=… (eXtreme Gammon)

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Θέση { $n }{ $pinned ->
    [yes] , ένα πούλι πλακωμένο
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Θέση { $n }, { $count } { $side }{ $pinned ->
    [yes] , ένα πούλι πλακωμένο
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Το ταμπλό όπως το βλέπει ο { $side }
bg-tray-mine = Μάζεμα: η θήκη
bg-tray-theirs = Η θήκη του αντιπάλου
bg-pips-of = { $side }: { $n ->
    [one] απομένει { $n } βήμα
   *[other] απομένουν { $n } βήματα
}

## The options form: the next game, the players, the board and its help.

bg-options = Επιλογές και νέα παρτίδα
# $n: the match's length in points
bg-form-match-to = Ματς στους { $n }
bg-form-next-game = Επόμενη παρτίδα
bg-form-money = Με ποντάρισμα (χωρίς ματς)
bg-form-play = Παιχνίδι
bg-form-cube = Με κύβο διπλασιασμού
bg-form-crawford = Κανόνας Crawford
bg-form-jacoby = Κανόνας Jacoby (τα διπλά μετράνε μόνο αφού γυρίσει ο κύβος)
bg-form-beavers = Beaver και raccoon
bg-form-automatic = Αυτόματος διπλασιασμός σε ισοπαλία της αρχικής ζαριάς
bg-form-auto-limit = Αυτόματοι διπλασιασμοί ανά παρτίδα, το πολύ
bg-form-six-six = Ισοπαλία 6-6 τριπλασιάζει το ποντάρισμα
bg-form-no-limit = χωρίς όριο
bg-form-max-cube = Μέγιστος κύβος
bg-form-new-game = Νέα παρτίδα
bg-form-players = Παίκτες
bg-form-bot-black = Το bot παίζει τα μαύρα
bg-form-bot-white = Το bot παίζει τα λευκά
bg-form-hotseat = Δύο παίκτες σε αυτή τη συσκευή
bg-form-bots = Το bot με τον εαυτό του
bg-form-remote = Ένας φίλος, με σύνδεσμο
bg-form-opponent = Αντίπαλος
bg-form-beginner = Αρχάριος
bg-form-club = Μέτριος
bg-form-strong = Δυνατός
bg-form-level = Επίπεδο του bot
bg-form-board = Ταμπλό και βοήθεια
bg-form-mirrored = Το σπίτι αριστερά
bg-form-numbers = Αριθμοί θέσεων
bg-form-follow = Δύο παίκτες: το ταμπλό γυρίζει προς όποιον ρίχνει
bg-form-auto-forced = Παίξε για μένα τις αναγκαστικές κινήσεις
bg-form-auto-roll = Ρίξε για μένα όταν δεν μπορώ να διπλασιάσω

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = τα διπλά και τα τριπλά μετράνε (gnubg)· όχι: κάθε παρτίδα είναι μονή (η ινδονησιακή περιγραφή)
bg-option-dutch-hit-after-home = ένα μονό πούλι χτυπιέται μόνο από παίκτη που έχει πούλι στο σπίτι του· όχι: οποτεδήποτε
bg-option-nardy-first-three-three = πρώτη ζαριά 6-6, 4-4 ή 3-3 αφήνει δύο πούλια να βγουν από την κεφαλή· όχι: μόνο 6-6 και 4-4
bg-option-nardy-block-each-landing = κανένα ζάρι δεν μπορεί να σχηματίσει το απαγορευμένο φράγμα έξι θέσεων, ούτε για μια στιγμή· όχι: μετράει μόνο η θέση μετά από όλη την κίνηση
bg-option-fevga-pass-start = το πρώτο πούλι πρέπει να περάσει την αφετηρία του αντιπάλου πριν βγει δεύτερο από την αφετηρία· όχι: να φτάσει στο αρχικό του τεταρτημόριο
bg-option-fevga-block-each-landing = κανένα ζάρι δεν μπορεί να σχηματίσει απαγορευμένο φράγμα (έξι στη σειρά, το αρχικό τεταρτημόριο του αντιπάλου), ούτε για μια στιγμή· όχι: μετράει μόνο η θέση μετά από όλη την κίνηση
bg-option-portes-double-if-none-off = η παρτίδα μετράει 2 όταν ο χαμένος δεν έχει μαζέψει κανένα πούλι· όχι: όταν έχει ακόμη πούλι στο αρχικό του τεταρτημόριο
bg-option-russian-enter-all-first = και τα 15 πούλια μπαίνουν πριν από οποιαδήποτε άλλη κίνηση· όχι: όποτε θέλει ο παίκτης
bg-option-russian-hitting = τα μονά πούλια χτυπιούνται· όχι: ένα πούλι μόνο του κλείνει τη θέση του
bg-option-russian-complements-from-first = το συμπλήρωμα της διπλής και η νέα ζαριά από την πρώτη διπλή· όχι: μόνο αφού μπουν όλα τα πούλια του παίκτη
bg-option-gul-bara-opponent-plays-rest = ο αντίπαλος παίζει τα ζάρια που δεν μπόρεσε να παίξει ο παίκτης· όχι: χάνονται
bg-option-acey-deucey-european = μετά το ασόδυο η διπλή που διαλέχτηκε και μετά το συμπλήρωμά της· όχι: μόνο η διπλή που διαλέχτηκε
bg-option-jacquet-blocking = χωρίς χτύπημα: μια θέση με αντίπαλο πούλι είναι κλειστή (γαλλικοί κανόνες)· όχι: το μονό πούλι χτυπιέται και ξαναμπαίνει (Ludii)
bg-option-chase-doublets-roll-again = μετά από διπλή ο παίκτης ξαναρίχνει μέχρι τα ζάρια να διαφέρουν (η ινδονησιακή περιγραφή)· όχι: οι διπλές του bkgm (μιας βιβλιοθήκης backgammon), παίζονται μία φορά (6-6 δύο φορές, τέσσερα εξάρια) χωρίς νέα ζαριά, εκτός από τις διπλές του τελευταίου πουλιού πλην των 1-1 και 6-6
bg-option-chase-lower-starts = αρχίζει το μικρότερο ζάρι της αρχικής ζαριάς (bkgm)· όχι: το μεγαλύτερο· ξαναρίχνει για την πρώτη του κίνηση

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = Λευκός
bg-black = Μαύρος

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Όλα τα ζάρια της ζαριάς έχουν παιχτεί.
bg-refused-no-such-number = Κανένα ζάρι που απομένει δεν δείχνει αυτόν τον αριθμό.
bg-refused-no-checker = Δεν έχεις πούλι εκεί.
bg-refused-enter-first = Ένα πούλι στη μπάρα πρέπει να μπει πριν από οποιαδήποτε άλλη κίνηση.
bg-refused-enter-all-first = Όλα τα πούλια σου πρέπει να μπουν πριν από οποιαδήποτε άλλη κίνηση.
bg-refused-point-closed = Δύο ή περισσότερα αντίπαλα πούλια κρατούν αυτή τη θέση: είναι πόρτα.
bg-refused-point-occupied = Ένα αντίπαλο πούλι κρατά αυτή τη θέση (σε αυτό το παιχνίδι δεν υπάρχει χτύπημα).
bg-refused-point-held-by-pin = Ο αντίπαλος έχει πλακώσει εκεί ένα πούλι σου: η θέση είναι δική του.
bg-refused-checker-pinned = Αυτό το πούλι είναι πλακωμένο: δεν κινείται ώσπου να φύγουν τα αντίπαλα πούλια από πάνω του.
bg-refused-pinned-at-home = Δεν μαζεύεις όσο ένα πούλι σου είναι πλακωμένο στο σπίτι σου.
bg-refused-not-all-home = Το μάζεμα περιμένει ώσπου να μπουν όλα τα πούλια σου στο σπίτι.
bg-refused-higher-checker-first = Μεγαλύτερος αριθμός μαζεύει μόνο από την ψηλότερη θέση σου.
bg-refused-no-hit-without-home-checker = Μπορείς να χτυπήσεις μόνο αφού έχεις πούλι στο σπίτι σου.
bg-refused-one-from-the-head = Μόνο ένα πούλι βγαίνει από την κεφαλή ανά γύρο (δύο σε πρώτη ζαριά 6-6, 4-4 ή 3-3).
bg-refused-first-checker-first = Το πρώτο σου πούλι πρέπει να περάσει την αφετηρία του αντιπάλου πριν βγει άλλο από τη δική σου.
bg-refused-courier-first = Ο αγγελιοφόρος σου πρέπει να φτάσει στο σπίτι σου πριν βγει άλλο πούλι από την αφετηρία σου.
bg-refused-forbidden-block = Αυτό θα άφηνε φράγμα που απαγορεύουν οι κανόνες: έξι πόρτες στη σειρά στον δρόμο του αντιπάλου χωρίς κανένα πούλι του πέρα από αυτές (στη Φεύγα και τις έξι θέσεις του αρχικού του τεταρτημορίου).
bg-refused-must-use-both-dice = Μπορούν να παιχτούν και τα δύο ζάρια, και μετά από αυτή την κίνηση δεν μπορούν.
bg-refused-must-use-higher-die = Μόνο ένα ζάρι μπορεί να παιχτεί, άρα πρέπει να είναι το μεγαλύτερο.
bg-refused-must-play-more = Από τη διπλή μπορούν να παιχτούν περισσότερα απ' όσα αφήνει αυτή η κίνηση.
bg-refused-only-ones-and-sixes = Στο κυνηγητό μετράνε μόνο οι άσοι, τα εξάρια και οι διπλές.
bg-refused-one-checker-a-point = Στο κυνηγητό κάθε θέση χωράει μόνο ένα πούλι.
bg-refused-last-checker-by-corners = Το τελευταίο σου πούλι κινείται μόνο με άσους και εξάρια, από γωνία σε γωνία: ο άσος στην πλησιέστερη γωνία μπροστά, το εξάρι στην επόμενη.
bg-refused-last-checker-to-corners = Το τελευταίο σου πούλι στέκεται σε γωνία: κινείται μόνο σε γωνίες.
bg-refused-last-checker-safe = Το τελευταίο πούλι του αντιπάλου αιχμαλωτίζεται μόνο σε γωνία, και όχι ανάμεσα σε δύο πούλια σου.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Παρτίδα { $n }
# $n: the game's number in the session
bg-log-game-crawford = Παρτίδα { $n } — η παρτίδα Crawford: χωρίς διπλασιασμό
# $die: the number both rolled
bg-log-opening-tie = Και οι δύο έφεραν { $die }: η αρχική ζαριά ξαναρίχνεται.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = Και οι δύο έφεραν { $die }: η αρχική ζαριά ξαναρίχνεται· αυτόματος διπλασιασμός, ο κύβος στο { $cube }.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Αρχική ζαριά: Λευκός { $white }, Μαύρος { $black }. Αρχίζει ο { $first }.
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Αρχική ζαριά: Λευκός { $white }, Μαύρος { $black }. Αρχίζει ο { $first } και ξαναρίχνει τα ζάρια για την πρώτη του κίνηση.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: καμία κίνηση
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = Ο { $side } έχει μία ακόμη ζαριά: αν μαζέψει το τελευταίο του πούλι, ισοπαλία.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = Ο { $side } έφερε { $roll } και δεν μπορεί να παίξει κανένα ζάρι: κάθε θέση προορισμού είναι κλειστή.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = Ο { $side } παίζει { $part ->
    [complement] το συμπλήρωμα
    [cascade] την επόμενη διπλή της σειράς
    [chosen] τη διπλή που διάλεξε
    [chosen-complement] το συμπλήρωμα της διπλής που διάλεξε
    [opponents-rest] τα ζάρια που δεν μπόρεσε να παίξει ο αντίπαλος
   *[roll] τη ζαριά
}: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = Ο { $side } διαλέγει τη διπλή { $die }-{ $die }.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = Ο { $side } έπαιξε όλα τα μέρη του γύρου του και ξαναρίχνει.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = Ο { $side } δεν μπορεί να παίξει ολόκληρο το { $dice }: το υπόλοιπο του γύρου χάνεται.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = Τα ζάρια { $dice } δεν μπόρεσαν να παιχτούν: τα παίζει ο { $side }.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = Ο { $side } { $action ->
    [beaver] κάνει beaver
    [raccoon] κάνει raccoon
   *[double] διπλασιάζει
} στο { $value }.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = Ο { $side } δέχεται: ο κύβος στο { $value }, τον έχει ο { $owner }.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = Ο { $side } πάει πάσο.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = Ο { $side } προτείνει παραίτηση με { $result ->
    [gammon] διπλό (gammon)
    [backgammon] τριπλό (backgammon)
   *[single] μονή παρτίδα
}.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = Ο { $side } δέχεται.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = Ο { $side } αρνείται: το παιχνίδι συνεχίζεται.
bg-log-drawn = Η παρτίδα λήγει ισόπαλη: κανένας πόντος.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = Ο { $side } κερδίζει { $result ->
    [gammon] διπλό (gammon)
    [backgammon] τριπλό (backgammon)
   *[single] μονή παρτίδα
}{ $how ->
    [dropped] {" "}(πάσο στον διπλασιασμό)
    [resigned] {" "}(παραίτηση)
    [mother] {" "}(πλακώθηκε η μάνα)
   *[played] {""}
}: { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = Ο { $side } κερδίζει { $result ->
    [gammon] διπλό (gammon)
    [backgammon] τριπλό (backgammon)
   *[single] μονή παρτίδα
}{ $how ->
    [dropped] {" "}(πάσο στον διπλασιασμό)
    [resigned] {" "}(παραίτηση)
    [mother] {" "}(πλακώθηκε η μάνα)
   *[played] {""}
} × { $times }: { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
}.
# $white, $black: each side's points
bg-log-score = Σκορ: Λευκός { $white }, Μαύρος { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = Ο { $side } κερδίζει το ματς { $won }–{ $lost }.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = χτυπά { $n ->
    [one] ένα μονό πούλι
   *[other] { $n } μονά πούλια
}
# $n: how many checkers were pinned
bg-note-pins = πλακώνει { $n ->
    [one] ένα πούλι
   *[other] { $n } πούλια
}
# $n: how many checkers were captured
bg-note-captures = αιχμαλωτίζει οριστικά { $n ->
    [one] ένα πούλι
   *[other] { $n } πούλια
}
bg-note-forced = αναγκαστική: η μόνη νόμιμη κίνηση
bg-note-higher-die = μπορούσε να παιχτεί όποιο ζάρι αλλά όχι και τα δύο: οι κανόνες κρατούν το μεγαλύτερο
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
    [one] το { $dice } δεν μπορεί να παιχτεί
   *[other] τα { $dice } δεν μπορούν να παιχτούν
}
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Η αποθηκευμένη παρτίδα σου δεν αποκαταστάθηκε ({ $why }). Φυλάσσεται χωριστά σε αυτό το πρόγραμμα περιήγησης· αρχίζει νέα παρτίδα.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = ένα XGID έχει 10 μέρη χωρισμένα με «:», όχι { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = η θέση ενός XGID έχει 26 χαρακτήρες, όχι { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = η θέση του XGID έχει «{ $character }» στον χαρακτήρα { $position }, εκεί που πρέπει να είναι «-», A έως P ή a έως p
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = ο { $side } έχει { $count } πούλια στο XGID, περισσότερα από 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = και οι δύο πλευρές έχουν πούλια στη θέση { $point }, όπως τη μετρά ο { $side }
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = και οι δύο πλευρές έχουν πούλια στη μπάρα, με το σπίτι του άλλου κλειστό
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = το μέρος { $n } του XGID ({ $part ->
    [cube] η αξία του κύβου
    [owner] ο κάτοχος του κύβου
    [turn] η σειρά
    [score] το σκορ που έχει ο { $side }
    [rules] οι κανόνες Crawford και Jacoby
    [length] το μήκος του ματς
   *[max-cube] ο μέγιστος κύβος
}) δεν είναι ακέραιος αριθμός
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = ο εκθέτης του κύβου, { $log2 }, δεν είναι από 0 έως 12 (κύβος από 1 έως 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = ο κάτοχος του κύβου, { $value }, δεν είναι -1, 0 ή 1
# $value: the value read for the turn
bg-why-xgid-turn = η σειρά, { $value }, δεν είναι 1 ή -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = το μέρος των ζαριών έχει { $length ->
    [one] { $length } χαρακτήρα
   *[other] { $length } χαρακτήρες
}, ενώ πρέπει να είναι D ή δύο ψηφία
# $die: the number read
bg-why-xgid-die = ένα ζάρι δείχνει από 1 έως 6, όχι { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = το μέρος των ζαριών έχει «{ $character }» εκεί που πρέπει να είναι ψηφίο
# $side: whose score; $score: the score read
bg-why-xgid-score = ο { $side } έχει σκορ { $score }, που δεν είναι από 0 έως 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = ο { $side } έχει σκορ { $score }, που δεν είναι μικρότερο από το μήκος του ματς, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = η τιμή των κανόνων Crawford και Jacoby, { $value }, ξεπερνά το { $max } { $play ->
    [match] σε ματς
   *[money] στο παιχνίδι με ποντάρισμα
}
# $length: the match length read
bg-why-xgid-match-length = το μήκος του ματς, { $length }, δεν είναι από 0 έως 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = ο εκθέτης του μέγιστου κύβου, { $log2 }, δεν είναι από 0 έως 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = τα πεδία του Match ID δεν είναι έγκυρα: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = ένα Match ID έχει 12 χαρακτήρες, όχι { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = το Match ID έχει «{ $character }» στον χαρακτήρα { $position }, που δεν είναι χαρακτήρας Base64 (A-Z, a-z, 0-9, + ή /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = το Match ID έχει μη μηδενικά τα αχρησιμοποίητα τελευταία του bit (τιμή { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = ο εκθέτης του κύβου, { $log2 }, είναι πάνω από 12: ο μεγαλύτερος κύβος είναι το 4096
# $value: the cube's value
bg-why-match-id-cube-value = η αξία του κύβου, { $value }, δεν είναι δύναμη του δύο από 1 έως 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = το πεδίο του κατόχου του κύβου έχει την τιμή { $bits }, που δεν αντιστοιχεί σε κανέναν
# $code: the value of the game state's field
bg-why-match-id-game-state = η κατάσταση της παρτίδας, { $code }, δεν είναι από 0 έως 4
# $die: the number read
bg-why-match-id-die = ένα ζάρι δείχνει από 1 έως 6, όχι { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = από τα ζάρια { $a } και { $b } το ένα έχει ριχτεί και το άλλο όχι
# $length: the match length read
bg-why-match-id-match-too-long = ένα ματς στους { $length } πόντους ξεπερνά τους 64 πόντους που επιτρέπει το gnubg
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = ο { $side } έχει σκορ { $score }, που δεν χωράει σε 15 bit
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = ο { $side } έχει σκορ { $score }, που ξεπερνά το μήκος του ματς, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = το παιχνίδι με ποντάρισμα δεν έχει παρτίδα Crawford
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = η παρτίδα Crawford σημειώνεται με σκορ Λευκός { $white }, Μαύρος { $black } σε ματς στους { $length } πόντους, όπου κανείς δεν απέχει έναν πόντο από τη νίκη
# $value: the cube's value
bg-why-match-id-cube-in-crawford = ο κύβος είναι στο { $value } στην παρτίδα Crawford, όπου δεν χρησιμοποιείται
# $length: the Position ID's length in characters
bg-why-position-id-length = ένα Position ID έχει 14 χαρακτήρες, αυτό έχει { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = ένα Position ID γράφεται με A-Z, a-z, 0-9, + και /: το «{ $character }» στον χαρακτήρα { $position } δεν είναι ένα από αυτά
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = τα bit του Position ID τελειώνουν πριν ολοκληρωθούν οι 50 αριθμοί πουλιών του
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = η θέση του Position ID είναι αδύνατη: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = η παρτίδα αυτών των ID έχει ήδη τελειώσει
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = εδώ ένα ματς παίζεται το πολύ στους { $max } πόντους, όχι στους { $length }
# no argument
bg-why-notation-empty = το κείμενο της παρτίδας είναι κενό
# $version: the version this program reads ("1")
bg-why-notation-version = δεν είναι κείμενο παρτίδας backgammon της έκδοσης { $version } (ένα τέτοιο κείμενο αρχίζει με «{ $version }.»)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = το «{ $character }» στον χαρακτήρα { $position } δεν είναι χαρακτήρας καταγραφής παρτίδας (A-Z, a-z, 0-9, - και _)
# no argument
bg-why-notation-malformed = η καταγραφή της παρτίδας έχει μήκος που δεν έχει καμία καταγραφή: κόπηκε ή αλλοιώθηκε
# no argument
bg-why-notation-truncated-header = η καταγραφή της παρτίδας σταματά μέσα στην κεφαλίδα της
# $action: the action the record ends before
bg-why-notation-truncated = η καταγραφή της παρτίδας σταματά πριν από την ενέργεια { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = η κεφαλίδα της καταγραφής έχει την τιμή { $value }, εκεί που επιτρέπονται μόνο τιμές από 0 έως { $max }
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = η ενέργεια { $action } της καταγραφής έχει την τιμή { $value }, εκεί που επιτρέπονται μόνο τιμές από 0 έως { $max }
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = οι επιλογές της παρτίδας δεν μπορούν να παιχτούν: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = η αρχή της παρτίδας δεν μπορεί να στηθεί: { $reason }
# no argument
bg-why-notation-position = η αρχική θέση της παρτίδας είναι αδύνατη
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = η ενέργεια { $action } της καταγραφής απορρίπτεται: { $reason }
# no argument
bg-why-notation-trailing = κάτι ακολουθεί την τελευταία ενέργεια της καταγραφής
# no argument
bg-why-notation-unwritable = αυτή η παρτίδα δεν μπορεί να γραφτεί στη σημειογραφία παρτίδων
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = η αρχή δεν μπορεί να στηθεί: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = η ενέργεια { $action } της καταγραφής απορρίπτεται: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = αυτή η ενέργεια δεν είναι δυνατή τώρα: το παιχνίδι { $phase ->
    [opening] περιμένει την αρχική ζαριά
    [before-roll] περιμένει ζαριά ή διπλασιασμό
    [cube-offered] περιμένει την απάντηση { $action ->
        [beaver] στο beaver
        [raccoon] στο raccoon
       *[double] στον διπλασιασμό
    } στο { $value } που έκανε ο { $side }
    [move] περιμένει κίνηση
    [choose-double] περιμένει να διαλεχτεί η διπλή
    [resign-offered] περιμένει την απάντηση στην παραίτηση με { $result ->
        [gammon] διπλό (gammon)
        [backgammon] τριπλό (backgammon)
       *[single] μονή παρτίδα
    } που προτείνει ο { $side }
    [game-over] περιμένει την επόμενη παρτίδα
   *[match-over] δεν περιμένει τίποτε πια: το ματς τελείωσε
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = σειρά να παίξει έχει ο { $to_act }, όχι ο { $side }
# $die: the number given
bg-why-game-bad-die = ένα ζάρι δείχνει από 1 έως 6, όχι { $die }
# no argument
bg-why-game-illegal-play = αυτός δεν είναι νόμιμος τρόπος να παιχτεί αυτή η ζαριά
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = { $action ->
    [beaver] δεν γίνεται beaver
    [raccoon] δεν γίνεται raccoon
   *[double] δεν γίνεται διπλασιασμός
} τώρα: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = ο κύβος δεν χρησιμοποιείται σε αυτή την παρτίδα
# $side: the cube's owner
bg-why-cube-refusal-owned = τον κύβο τον έχει ο { $side }
# no argument
bg-why-cube-refusal-crawford = στην παρτίδα Crawford δεν υπάρχει διπλασιασμός: ο κύβος είναι εκτός παιχνιδιού
# no argument
bg-why-cube-refusal-trailer-in-crawford = στην παρτίδα Crawford δεν μπορεί να διπλασιάσει αυτός που είναι πίσω στο σκορ
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = ο κύβος δεν μπορεί να ανέβει πάνω από το { $max }
# no argument
bg-why-cube-refusal-before-first-move = ο κύβος δεν μπορεί να γυρίσει πριν από την πρώτη κίνηση της παρτίδας
# no argument
bg-why-cube-refusal-already-doubled = έχεις ήδη διπλασιάσει σε αυτόν τον γύρο
# no argument
bg-why-cube-refusal-money-only = τα beaver και τα raccoon υπάρχουν μόνο στο παιχνίδι με ποντάρισμα
# no argument
bg-why-cube-refusal-no-beaver = εδώ δεν είναι δυνατό beaver
# no argument
bg-why-cube-refusal-no-raccoon = εδώ δεν είναι δυνατό raccoon
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = δεν γίνεται διπλασιασμός στην τελευταία ζαριά: ο αντίπαλος έχει μαζέψει όλα του τα πούλια
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = η θέση έχει { $found ->
    [one] { $found } πούλι
   *[other] { $found } πούλια
} ανά πλευρά· το παιχνίδι έχει { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] ο παίκτης που έχει σειρά
   *[opponent] ο αντίπαλος
} έχει ήδη μαζέψει όλα του τα πούλια
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = ένας κύβος στο { $value } ξεπερνά το μέγιστο, που είναι { $max }
# no argument
bg-why-setup-cube-in-crawford = στην παρτίδα Crawford ο κύβος είναι εκτός παιχνιδιού: πρέπει να είναι στο 1, στη μέση
# no argument
bg-why-setup-zero-stake = ο πολλαπλασιαστής του πονταρίσματος είναι τουλάχιστον 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = ένα ματς παίζεται στους 1 έως { $max } πόντους, όχι στους { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = ο μέγιστος κύβος είναι δύναμη του δύο από 1 έως { $max }, όχι { $value }
# no argument
bg-why-options-raccoons-without-beavers = το raccoon απαντά σε beaver: χωρίς beaver δεν υπάρχει raccoon
# $white, $black: each side's score
bg-why-score-match-over = το ματς έχει ήδη τελειώσει με σκορ Λευκός { $white }, Μαύρος { $black }
# no argument
bg-why-score-not-crawford = μια παρτίδα Crawford χρειάζεται ματς με τον κανόνα Crawford και ακριβώς έναν παίκτη που απέχει έναν πόντο από τη νίκη
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = ένας κύβος δείχνει δύναμη του δύο από 1 έως { $max }, όχι { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = ο κύβος στο 1 είναι στη μέση: δεν μπορεί να τον έχει ο { $side }
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] ο παίκτης που έχει σειρά
   *[opponent] ο αντίπαλος
} έχει { $count } πούλια στο ταμπλό, περισσότερα από τα { $max } του παιχνιδιού
# $point: the point, counted from the player on roll
bg-why-position-shared-point = και οι δύο παίκτες έχουν πούλια στη θέση { $point } (όπως τη μετρά ο παίκτης που έχει σειρά)
# $n: the number of checkers a side given
bg-why-position-checker-count = μια πλευρά έχει από 1 έως 15 πούλια, όχι { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = το πλακωμένο πούλι { $player ->
    [on-roll] του παίκτη που έχει σειρά
   *[opponent] του αντιπάλου
} στη θέση { $point } (όπως τη μετρά ο ίδιος) δεν είναι μόνο του κάτω από τα πούλια που το πλακώνουν
# $version: the version this program reads ("1")
bg-why-position-text-shape = ένα κείμενο θέσης γράφεται { $version }.<παιχνίδι>.<θέσεις>.<μπάρες>.<αποθέματα>, και μετά .p<πλακώματα> αν κάποιο πούλι είναι πλακωμένο
# $name: the rule set's name read
bg-why-position-text-variant = το «{ $name }» δεν είναι όνομα παιχνιδιού
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = το «{ $character }» στον χαρακτήρα { $position } του μέρους των θέσεων δεν είναι αριθμός πουλιών (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = το μέρος των θέσεων περιγράφει { $n ->
    [one] { $n } θέση
   *[other] { $n } θέσεις
}, όχι 24
# no argument
bg-why-position-text-counts = οι μπάρες και τα αποθέματα (πούλια που δεν έχουν μπει ακόμη) είναι δύο αριθμοί έως το 15, π.χ. 1-0
# no argument
bg-why-position-text-pins = τα πλακώματα γράφονται p και μετά θέσεις με πούλια, από 1 έως 24 σε αύξουσα σειρά, χωρισμένες με -, π.χ. p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = σε αυτό το παιχνίδι ({ $game }) δεν υπάρχουν πλακωμένα πούλια
# no argument
bg-why-net-magic = δεν είναι αρχείο δικτύου (δεν αρχίζει με TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = το αρχείο δικτύου είναι της έκδοσης { $version }· αυτό το πρόγραμμα διαβάζει την έκδοση { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = το αρχείο δικτύου είναι για άγνωστο παιχνίδι, «{ $name }»
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = το δίκτυο έχει { $inputs } εισόδους, { $hidden } κρυφές μονάδες και { $outputs } εξόδους· αυτό το πρόγραμμα χρειάζεται { $want_inputs } εισόδους, 1 έως 1024 κρυφές μονάδες και { $want_outputs } εξόδους
# no argument
bg-why-net-truncated = το αρχείο δικτύου είναι κομμένο
# $n: how many bytes follow
bg-why-net-trailing = μετά τα βάρη του δικτύου { $n ->
    [one] ακολουθεί { $n } byte
   *[other] ακολουθούν { $n } byte
}
# no argument
bg-why-net-not-finite = ένα βάρος του δικτύου δεν είναι πεπερασμένος αριθμός
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
