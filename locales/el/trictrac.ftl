## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Λευκός
tt-black = Μαύρος

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

tt-jan-six-tables = { -jan-six-tables } (ένα πούλι σε καθεμία από έξι θέσεις σε τρεις ζαριές)
tt-jan-deux-tables = { -jan-deux-tables } (και οι δύο γωνίες ανάπαυσης προσιτές μαζί)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (και οι δύο γωνίες ανάπαυσης προσιτές, αλλά ο αντίπαλος κρατά τη δική του)
tt-jan-mezeas = { -jan-mezeas } (άσος, με πιασμένη μόνο τη γωνία ανάπαυσης)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (άσος, με πιασμένη μόνο τη γωνία ανάπαυσης, αλλά ο αντίπαλος κρατά τη δική του)
tt-jan-battre-a-vrai = { -battre-a-vrai } (αληθινό χτύπημα σε μονό πούλι)
tt-jan-battre-le-coin = { -battre-le-coin } (χτύπημα στην άδεια γωνία ανάπαυσης του αντιπάλου)
tt-jan-battre-a-faux = { -battre-a-faux } (ψεύτικο χτύπημα: μόνο με το άθροισμα, με κλειστά όλα τα περάσματα)
tt-jan-impuissance = { -impuissance } (ζάρια που δεν μπορούν να παιχτούν)
tt-jan-petit-jan = { -petit-jan } (γεμάτο το πρώτο τεταρτημόριο)
tt-jan-grand-jan = { -grand-jan } (γεμάτο το δεύτερο τεταρτημόριο)
tt-jan-jan-de-retour = { -jan-de-retour } (γεμάτο το τεταρτημόριο της επιστροφής)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (το πρώτο τεταρτημόριο μένει γεμάτο)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (το δεύτερο τεταρτημόριο μένει γεμάτο)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (το τεταρτημόριο της επιστροφής μένει γεμάτο)
tt-jan-sortie = { -sortie } (πρώτος που μαζεύει και τα δεκαπέντε)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = Ο { $roller } μπορεί να φτάσει με { $numbers } το μονό πούλι που έχει ο { $opponent } στη θέση { $field }: κάθε ζάρι που το φτάνει είναι ένας τρόπος { $table ->
    [grand] στο ταμπλό του grand jan
   *[petit] στο ταμπλό του petit jan
}.
tt-rule-battre-a-faux = Το μονό πούλι που έχει ο { $opponent } στη θέση { $field } φτάνεται μόνο με το άθροισμα και όλα τα περάσματα είναι κλειστά: το ψεύτικο χτύπημα δίνει πόντους στον αντίπαλο ({ $opponent }).
tt-rule-battre-le-coin = Ο { $roller } κρατά τη γωνία ανάπαυσής του, του αντιπάλου ({ $opponent }) είναι άδεια, και ένα πούλι με κάθε ζάρι θα μπορούσε να πάει εκεί.
tt-rule-impuissance = Ο { $roller } δεν μπορεί να παίξει { $numbers }: κάθε ζάρι που δεν παίζεται δίνει 2 πόντους στον αντίπαλο ({ $opponent }).
tt-rule-fill = Ο { $roller } μπορεί να βάλει δύο πούλια σε κάθε θέση του τεταρτημορίου· κάθε ζάρι που καλύπτει την τελευταία μισή θέση είναι ένας τρόπος ({ $numbers }).
tt-rule-conserver = Ο { $roller } μπορεί να παίξει τη ζαριά (ή δεν μπορεί να παίξει ένα μέρος της) χωρίς να χαλάσει το γεμάτο του τεταρτημόριο.
tt-rule-six-tables = Μέσα στις τρεις πρώτες του ζαριές ο { $roller } μπορεί να έχει ένα πούλι σε καθεμία από τις θέσεις του 2 έως 7.
tt-rule-deux-tables = Ο { $roller } έχει μόνο δύο πούλια έξω από το talon, και μπορούν να πάνε ένα σε κάθε γωνία ανάπαυσης.
tt-rule-contre-deux-tables = Ο { $roller } έχει μόνο δύο πούλια έξω από το talon, και θα μπορούσαν να πάνε ένα σε κάθε γωνία ανάπαυσης, αλλά ο { $opponent } κρατά τη δική του: οι πόντοι πάνε στον αντίπαλο ({ $opponent }).
tt-rule-mezeas = Ο { $roller } κρατά τη γωνία ανάπαυσής του χωρίς άλλο πούλι έξω από το talon και έφερε άσο.
tt-rule-contre-mezeas = Ο { $roller } κρατά τη γωνία ανάπαυσής του χωρίς άλλο πούλι έξω από το talon και έφερε άσο, αλλά ο { $opponent } κρατά τη δική του: οι πόντοι πάνε στον αντίπαλο ({ $opponent }).
tt-rule-sortie = Ο { $roller } μαζεύει πρώτος και τα δεκαπέντε πούλια του.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } και { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } και άσος
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = περίπου ισόπαλα
# $n: points ahead (rounded)
tt-expect-ahead = περίπου { $n ->
    [one] { $n } πόντο
   *[other] { $n } πόντους
} μπροστά
# $n: points behind (rounded)
tt-expect-behind = περίπου { $n ->
    [one] { $n } πόντο
   *[other] { $n } πόντους
} πίσω
# $n: holes won
tt-holes-won-own-roll = Κέρδισες { $n ->
    [one] { $n } trou
   *[other] { $n } trous
} με τη δική σου ζαριά.

## Why a move is refused.

tt-refusal-no-checker = Δεν έχεις πούλι σε αυτή τη θέση.
tt-refusal-backwards = Τα πούλια κινούνται μόνο μπροστά, από το talon προς την έξοδο.
# $n: how many fields the move goes
tt-refusal-not-a-number = Μια κίνηση { $n ->
    [one] { $n } θέσης
   *[other] { $n } θέσεων
} δεν είναι ούτε ζάρι της ζαριάς που μένει να παιχτεί ούτε το άθροισμά τους.
tt-refusal-blocked = Ένα πούλι δεν μπορεί ποτέ να σταθεί σε θέση που κρατά αντίπαλο πούλι.
tt-refusal-opponents-corner = Κανένα πούλι δεν μπορεί ποτέ να σταθεί στη γωνία ανάπαυσης του αντιπάλου.
tt-refusal-tout-d-une-closed = Όταν παίζεται tout d'une (με ένα πούλι), το πούλι χρειάζεται τουλάχιστον μία ανοιχτή ενδιάμεση θέση.
tt-refusal-corner-by-two = Η γωνία ανάπαυσης πιάνεται με δύο πούλια μαζί.
tt-refusal-corner-last-two = Τα δύο τελευταία πούλια της γωνίας ανάπαυσης πρέπει να φύγουν μαζί.
tt-refusal-corner-naturally = Η γωνία ανάπαυσης μπορεί να πιαστεί κανονικά με αυτή τη ζαριά, άρα δεν πιάνεται par puissance.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = Ο αντίπαλος μπορεί ακόμη να γεμίσει το { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
} του, άρα κανένα πούλι δεν σταματά σε αυτό το τεταρτημόριο.
tt-refusal-not-all-home = Τα πούλια μαζεύονται μόνο όταν και τα δεκαπέντε είναι στο τελευταίο τεταρτημόριο.
tt-refusal-not-farthest = Ζάρι μεγαλύτερο απ' όσο χρειάζεται μαζεύει μόνο το πούλι που απέχει περισσότερο από την έξοδο.
tt-refusal-play-inside = Με την αργή sortie, ένα ζάρι που μπορεί να παιχτεί μέσα στο ταμπλό πρέπει να παιχτεί εκεί.
tt-refusal-must-play-both = Όταν μπορούν, πρέπει να παιχτούν και τα δύο ζάρια· αυτή η κίνηση αφήνει ένα που δεν παίζεται.
tt-refusal-must-play-higher = Όταν μπορεί να παιχτεί μόνο ένα ζάρι, παίζεται το μεγαλύτερο.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Είναι υποχρεωτικό να γεμίσεις { $quarter ->
    [q1] το { -petit-jan }
    [q2] το { -grand-jan }
    [q3] το τρίτο τεταρτημόριο
   *[q4] το { -jan-de-retour }
} σου όταν μπορείς.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Μπορείς να κρατήσεις γεμάτο { $quarter ->
    [q1] το { -petit-jan }
    [q2] το { -grand-jan }
    [q3] το τρίτο τεταρτημόριο
   *[q4] το { -jan-de-retour }
} σου, άρα δεν πρέπει να το χαλάσεις.
tt-refusal-must-sortie = Μπορείς να μαζέψεις τα τελευταία σου πούλια, άρα πρέπει.
tt-refusal-cannot-complete = Μετά από αυτή την κίνηση το υπόλοιπο της ζαριάς δεν θα μπορούσε να παιχτεί νόμιμα.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = Θέση { $white } του Λευκού, θέση { $black } του Μαύρου{ $place ->
    [corner] , γωνία ανάπαυσης ({ $owner })
    [talon] , talon ({ $owner })
   *[none] {""}
}: { $color ->
    [white] { $n ->
        [one] { $n } λευκό πούλι
       *[other] { $n } λευκά πούλια
    }
    [black] { $n ->
        [one] { $n } μαύρο πούλι
       *[other] { $n } μαύρα πούλια
    }
   *[none] άδεια
}
# $side: whose chip; $n: the points on it
tt-chip-aria = Μάρκα ({ $side }): { $n ->
    [one] { $n } πόντος
   *[other] { $n } πόντοι
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = μάρκα bredouille δίπλα στη μάρκα ({ $side })
tt-bredouille-aria-band = μάρκα bredouille, πάνω στη λωρίδα
# $side: whose peg; $n: the holes it marks
tt-peg-aria = Πάσσαλος ({ $side }): { $n ->
    [one] { $n } trou
   *[other] { $n } trous
}
tt-pavillon-aria-middle = pavillon στη μεσαία τρύπα
# $side: who took it
tt-pavillon-aria-taken = το pavillon το πήρε ο { $side }
tt-pavillon-aria-aside = το pavillon μπήκε στην άκρη

## The board, the moves refused, the kept games.

tt-board-label = Ταμπλό του trictrac
tt-bear-off-label = Μάζεμα (sortie)
tt-cannot-go-there = Αυτό το πούλι δεν μπορεί να πάει εκεί.
tt-cannot-move-from-there = Κανένα πούλι σου δεν μπορεί να κινηθεί από εκεί με αυτή τη ζαριά.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Λευκός { $white } – Μαύρος { $black } trous · { $actions ->
    [one] { $actions } ενέργεια
   *[other] { $actions } ενέργειες
}{ $over ->
    [yes] {" · τελείωσε"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Ημερολόγιο
tt-log-rule = Κανόνας
tt-log-show-moment = Δείξε αυτή τη στιγμή (επανάληψη)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Ποιος αρχίζει: Λευκός { $white }, Μαύρος { $black } — { $first ->
    [none] ισοπαλία, ξαναρίχνουν
   *[side] αρχίζει ο { $first }
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = Ο { $side } φέρνει { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: ο { $side } σημείωσε { $marked }, το σωστό είναι { $correct } — ο { $opponent } σημειώνει { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: ο { $side } σημείωσε { $marked }, το σωστό είναι { $correct } — ο { $opponent } δεν τον έστειλε στο σχολείο: το μέτρημα μένει
# $side: who marks; $points: the points
tt-log-scored = Ο { $side } σημειώνει { $points ->
    [one] { $points } πόντο
   *[other] { $points } πόντους
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = Ο { $side } σημειώνει { $points ->
    [one] { $points } πόντο
   *[other] { $points } πόντους
} — { $holes ->
    [one] { $holes } trou
   *[other] { $holes } trous
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = Ο { $side } μένει (tenir)
# $side: who chose
tt-log-s-en-aller = Ο { $side } φεύγει (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→έξω
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = παίζει { $moves }
tt-log-no-move = καμία δυνατή κίνηση
# $side: who takes it
tt-log-pavillon-taken = Ο { $side } παίρνει το pavillon: διέκοψε αυτόν που πήρε πρώτος trous και μπορεί ακόμη να κερδίσει en grande bredouille
tt-log-pavillon-aside = Το pavillon μπαίνει στην άκρη: κανείς δεν μπορεί να κερδίσει en grande bredouille
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = Νέο relevé { $after ->
    [sortie] μετά τη sortie
   *[s-en-aller] μετά το s'en aller
} — αρχίζει ο { $side }
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = Ο { $side } κερδίζει την partie — ποντάρισμα ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Το ταμπλό και η αρίθμησή του
tt-guide-link-moving = Η κίνηση των πουλιών
tt-guide-link-coin-de-repos = Η γωνία ανάπαυσης (coin de repos)
tt-guide-link-passage = Το πέρασμα
tt-guide-link-turn = Η σειρά ενός γύρου
tt-guide-link-points = Πόντοι, trous, bredouille
tt-guide-link-jans = Τα jans, ένα ένα
tt-guide-link-tenir = Tenir ή s'en aller
tt-guide-link-ecoles = Écoles
tt-guide-how1 = Πάτα «Ρίξε τα ζάρια» και μετά σημείωσε τους πόντους σου (λειτουργία σχολείου): με τα αριθμημένα κουμπιά ή πληκτρολογώντας το μέτρημα.
tt-guide-how2 = Κάνε κλικ σε ένα πούλι και μετά σε μία από τις φωτισμένες θέσεις· ή κάνε κλικ κατευθείαν σε φωτισμένη θέση. Επιβεβαίωσε την κίνηση όταν παιχτούν και τα δύο ζάρια· ως τότε το «Πάρε πίσω» την αναιρεί.
tt-guide-how3 = Μετά την κίνηση του bot, σημείωσε ό,τι σου δίνει η ζαριά του (ένα battre à faux, ζάρια που δεν παίζονται), συχνά 0.
tt-guide-how4 = Μια κίνηση που απορρίπτεται λέει ποιος κανόνας την απαγορεύει. Το ημερολόγιο εξηγεί κάθε jan: δείξε μια γραμμή για να φωτιστούν τα πούλια της, ακολούθησε τον σύνδεσμό της στον κανόνα.
tt-guide-how5 = Κόλλησες σε μια κίνηση; Η «Βοήθεια» δείχνει την επιλογή του δυνατού bot.
tt-guide-step1-title = Το ταμπλό και οι κινήσεις
tt-guide-step1-text = Κάθε πλευρά ξεκινά με τα δεκαπέντε πούλια της στο talon της, τα πηγαίνει γύρω ως την άλλη άκρη και μετά τα μαζεύει. Μια ζαριά παίζει και τα δύο ζάρια, με ένα ή με δύο πούλια· μια διπλή παίζεται μία φορά.
tt-guide-step2-title = Πώς γίνονται οι πόντοι
tt-guide-step2-text = Πριν κινηθείς, μετράς τι θα μπορούσε να κάνει η ζαριά: να χτυπήσει ένα μονό πούλι (battre), να γεμίσει ένα τεταρτημόριο, δύο πούλια σε καθεμία από τις έξι θέσεις του (remplir), και μερικά σπάνια jans. Ό,τι δεν μπορείς να κάνεις δίνει πόντους στην άλλη πλευρά.
tt-guide-step3-title = Εξάσκηση στο μέτρημα: τα μαθήματα
tt-guide-step3-text = Κάθε μάθημα είναι μια θέση και μια ζαριά: βρες τους πόντους, τα trous ή τη νόμιμη κίνηση.
tt-guide-step4-title = Η πρώτη σου partie, σε λειτουργία σχολείου
tt-guide-step4-text = Απέναντι στο bot για αρχάριους, σημειώνεις μόνος τους πόντους σου, όπως έκαναν πάντα οι παίκτες· ένα λάθος μέτρημα είναι école για το bot, και το ημερολόγιο δείχνει το σωστό μέτρημα και γιατί.
tt-guide-intro = Δύο παίκτες, δεκαπέντε πούλια ο καθένας, δύο ζάρια, ένα ταμπλό σαν του τάβλι — αλλά κανείς δεν βγάζει πούλια από το ταμπλό: κερδίζεις με πόντους. Κάθε ζαριά αξίζει πόντους για ό,τι θα μπορούσε να κάνει· 12 πόντοι κάνουν ένα trou (τρύπα), 12 trous κερδίζουν την partie.
tt-guide-then = Μετά ανέβασε το επίπεδο του bot, κλείσε τη λειτουργία σχολείου, παίξε με έναν φίλο σε αυτή τη συσκευή ή κοινοποίησε μια θέση (Νέα partie και επιλογές, Κοινοποίηση).
# $title: the next lesson's title
tt-guide-next-lesson = Επόμενο μάθημα: { $title }
tt-guide-all-done = Όλα ολοκληρώθηκαν — δες τα ξανά
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } ολοκληρώθηκαν.
tt-guide-start-school = Ξεκίνα μια partie σε λειτουργία σχολείου

## The guide's banner and panel.

tt-start-here = Ξεκίνα εδώ
tt-guide-banner = Νέος στο Grand Trictrac; Τέσσερα σύντομα βήματα σε πάνε από το μηδέν στην πρώτη σου partie.
tt-dismiss = Απόρριψη
tt-guide-title = Ξεκίνα εδώ: μάθε το Grand Trictrac
tt-close = Κλείσιμο
tt-school-started = Νέα partie σε λειτουργία σχολείου απέναντι στο bot για αρχάριους. Καλή επιτυχία!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = Νέα partie σε λειτουργία σχολείου απέναντι στο bot για αρχάριους. Καλή επιτυχία! Η partie που ήταν σε εξέλιξη { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Ρίξε τα ζάρια
tt-take-back = Πάρε πίσω
tt-hint-button = Βοήθεια
tt-choice-tenir = Μένω (tenir): κρατάς τους πόντους σου, συνεχίζεις
tt-choice-s-en-aller = Φεύγω (s'en aller): νέο relevé, αρχίζεις εσύ
tt-new-partie = Νέα partie
tt-side = Πλευρά
tt-points = Πόντοι
tt-holes = Trous
tt-roll-why-mark-first = Σημείωσε πρώτα τους πόντους σου (λειτουργία σχολείου).
tt-roll-why-bot-rolling = Το bot ρίχνει.
tt-roll-why-play-first = Παίξε πρώτα αυτή τη ζαριά: μία ζαριά τη φορά.
tt-roll-why-choose-first = Διάλεξε πρώτα tenir ή s'en aller.
tt-roll-why-over = Η partie τελείωσε.
tt-confirm-why-nothing = Τίποτα για επιβεβαίωση τώρα.
tt-confirm-why-every-move = Βάλε πρώτα όλες τις κινήσεις της ζαριάς: όταν μπορούν, πρέπει να παιχτούν και τα δύο ζάρια.
tt-bredouille-mark = bredouille: έχει κάνει όλους τους πόντους από το τελευταίο του trou· το επόμενο trou του μετράει διπλό
tt-pass = Πάσο (δεν παίζεται τίποτα)
tt-confirm-move = Επιβεβαίωση κίνησης
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: σημείωσε τους πόντους σου (λειτουργία σχολείου)
tt-status-waiting-link = Παίζει ο { $side }: αναμονή για τον σύνδεσμό του
tt-status-bot-rolling = Ο { $side } ρίχνει…
tt-status-bot-thinking = Ο { $side } σκέφτεται…
tt-status-primacy = Ζαριά για το ποιος αρχίζει…
tt-status-roll = { $side }: ρίξε τα ζάρια
tt-status-choose = { $side }: tenir ή s'en aller;
tt-status-move = { $side }: παίξε τα πούλια σου
tt-status-over = Ο { $side } κερδίζει την partie
tt-thinking = Σκέφτεται…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = Écoles: Λευκός { $white } (−{ $white_points ->
    [one] { $white_points } πόντος
   *[other] { $white_points } πόντοι
}), Μαύρος { $black } (−{ $black_points ->
    [one] { $black_points } πόντος
   *[other] { $black_points } πόντοι
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = Écoles: Λευκός { $white } (−{ $white_points ->
    [one] { $white_points } πόντος
   *[other] { $white_points } πόντοι
}), Μαύρος { $black } (−{ $black_points ->
    [one] { $black_points } πόντος
   *[other] { $black_points } πόντοι
}) · λάθος μετρήματα που πέρασαν: { $passed }
tt-hint-nothing = τίποτα για παίξιμο
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Το δυνατό bot θα έπαιζε { $moves } (αναμενόμενοι πόντοι, { $side }: { $value }, { $expectation })

## School mode's count.

tt-other-count = Άλλο μέτρημα
tt-mark = Σημείωσε
tt-mark-help = Πώς μετράμε: τα jans
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: πόσους πόντους σου δίνει η ζαριά σου; { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: πόσους πόντους σου δίνει η ζαριά { $roll } του αντιπάλου ({ $roller });
tt-mark-even = Οι πόντοι μετριούνται σε ζυγούς αριθμούς (0, 2, 4…).

## The Share panel.

tt-share = Κοινοποίηση, εξαγωγή, εισαγωγή
tt-share-copy-link = Αντιγραφή του συνδέσμου της παρτίδας
tt-share-open-label = Άνοιξε μια παρτίδα, μια θέση ή έναν σύνδεσμο
tt-share-open = Άνοιγμα
tt-share-copied = Ο σύνδεσμος αντιγράφηκε. Ανοίγει αυτή την παρτίδα, κίνηση προς κίνηση.
tt-share-cannot-copy = Αυτό το πρόγραμμα περιήγησης δεν αφήνει τη σελίδα να αντιγράψει: επίλεξε το κείμενο από κάτω και αντίγραψέ το.
tt-share-too-long = Η παρτίδα είναι πολύ μεγάλη για σύνδεσμο: κοινοποίησε το κείμενό της.
tt-share-game-link = Σύνδεσμος της παρτίδας
tt-share-moment-link = Σύνδεσμος στη στιγμή που φαίνεται
tt-share-game-text = Καταγραφή της παρτίδας (κείμενο)
tt-share-position-link = Σύνδεσμος της θέσης
tt-share-position-text = Θέση (κείμενο)
tt-share-opened = Άνοιξε.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Άνοιξε. Η παρτίδα που αντικαθιστά { $note }.

## The header.

tt-all-games = Όλα τα παιχνίδια
tt-rules-engine = Μηχανή κανόνων:{" "}
tt-keys = Πλήκτρα

## The board's tooltips.

tt-tip-bredouille-chip = η μάρκα bredouille: δίπλα στη μάρκα πόντων μιας πλευράς, το επόμενο trou της μετράει διπλό
tt-tip-points-chip = η μάρκα μετρά πόντους κατά μήκος της λωρίδας: 12 πόντοι κάνουν ένα trou
tt-tip-peg = ο πάσσαλος μετρά trous: 12 trous κερδίζουν την partie
tt-tip-pavillon = το pavillon: το παίρνει όποιος κάνει πρώτος trou· όποιος το κρατήσει ως το τέλος μπορεί να κερδίσει en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Η παρτίδα σου σε εξέλιξη { $note }.

## New partie and options.

tt-new-partie-and-options = Νέα partie και επιλογές
tt-opponent = Αντίπαλος
tt-bot-plays-black = Το bot παίζει τα μαύρα
tt-bot-plays-white = Το bot παίζει τα λευκά
tt-two-players-one-device = Δύο παίκτες, μία συσκευή
tt-a-friend-by-link = Ένας φίλος, με σύνδεσμο
tt-bot-level = Επίπεδο του bot
tt-beginner = Αρχάριος
tt-club = Μέτριος
tt-strong = Δυνατός
tt-stake = Ποντάρισμα
tt-stake-19th-century = 19ος αιώνας (×4, ×3, ×2, ×1)
tt-stake-second = Δεύτερο (×2 · ×1,5 · ×1)
tt-stake-oldest = Το παλαιότερο (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Γρήγορη (παρισινή)
tt-sortie-slow = Αργή (επαρχιακή)
tt-field-numbers = Αριθμοί θέσεων
tt-option-roller-view = Το ταμπλό γυρίζει προς όποιον ρίχνει
tt-option-school = Λειτουργία σχολείου: σημειώνεις μόνος τους πόντους σου (écoles)
tt-option-forgetful = Το bot για αρχάριους μπορεί να ξεχάσει να σε στείλει στο σχολείο
tt-forgetful-bot-only = Μόνο το bot μπορεί να ξεχάσει: ένας άνθρωπος στέλνει πάντα τον άλλον στο σχολείο.
tt-forgetful-school-only = Μόνο σε λειτουργία σχολείου.
tt-forgetful-beginner-only = Ξεχνά μόνο το bot για αρχάριους· τα άλλα ποτέ.
tt-opened-position = Άνοιξε η κοινοποιημένη θέση.
tt-opened-game = Άνοιξε η κοινοποιημένη παρτίδα.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = Η διεύθυνση περιέχει μια θέση που δεν διαβάζεται: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = Η διεύθυνση περιέχει μια παρτίδα που δεν διαβάζεται: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Αυτή η θέση δεν διαβάζεται: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Αυτή η καταγραφή παρτίδας δεν διαβάζεται: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Η αποθηκευμένη παρτίδα σου δεν αποκαταστάθηκε ({ $why }). Φυλάσσεται χωριστά σε αυτό το πρόγραμμα περιήγησης· αρχίζει νέα partie.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Απορρίφθηκε: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = αγνοήθηκαν οι πόντοι «{ $value }» (δύο ζυγοί αριθμοί από 0 έως 10, π.χ. 10,0)
tt-address-holes = αγνοήθηκαν τα trous «{ $value }» (δύο αριθμοί από 0 έως 11, π.χ. 3,5)
tt-address-school = άγνωστη λειτουργία σχολείου «{ $value }» (on ή off)
tt-address-forget = άγνωστη τιμή forget «{ $value }» (on ή off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = το κείμενο της θέσης είναι κενό
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = άγνωστη έκδοση σημειογραφίας «{ $found }» (αυτή η έκδοση του παιχνιδιού διαβάζει την έκδοση { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] λείπει το ταμπλό
    [turn] λείπει η σειρά
    [score] λείπει το σκορ που έχει ο { $side }
    [pavillon] λείπει το pavillon
   *[options] λείπουν οι επιλογές
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] δεν έχει γραφτεί τίποτα για το ταμπλό
    [turn] δεν έχει γραφτεί τίποτα για τη σειρά
    [score] δεν έχει γραφτεί τίποτα για το σκορ που έχει ο { $side }
    [pavillon] δεν έχει γραφτεί τίποτα για το pavillon
   *[options] δεν έχει γραφτεί τίποτα για τις επιλογές
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] το ταμπλό είναι ελλιπές
    [turn] η σειρά είναι ελλιπής
    [score] το σκορ που έχει ο { $side } είναι ελλιπές
    [pavillon] το pavillon είναι ελλιπές
   *[options] οι επιλογές είναι ελλιπείς
}
# $index: the character where the extra text starts (counted from 1)
tt-why-too-many-parts = απρόσμενο κείμενο μετά τη θέση, στον χαρακτήρα { $index }
# $found: the character; $index: its place (counted from 1); $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = απρόσμενο «{ $found }» στον χαρακτήρα { $index }, { $part ->
    [board] στο ταμπλό
    [turn] στη σειρά
    [score] στο σκορ που έχει ο { $side }
    [pavillon] στο pavillon
   *[options] στις επιλογές
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = τα πούλια περιγράφουν { $fields ->
    [one] { $fields } θέση
   *[other] { $fields } θέσεις
}· το ταμπλό έχει 24
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = ο αριθμός στον χαρακτήρα { $index }, { $part ->
    [board] στο ταμπλό
    [turn] στη σειρά
    [score] στο σκορ που έχει ο { $side }
    [pavillon] στο pavillon
   *[options] στις επιλογές
}, είναι πολύ μεγάλος
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = η επιλογή «{ $option }» δίνεται δύο φορές (χαρακτήρας { $index })
# $index: where the second stake method is
tt-why-conflicting-options = δίνονται δύο τρόποι πονταρίσματος (χαρακτήρας { $index })· διάλεξε έναν
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }· { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = ο { $side } έχει { $count } πούλια στο ταμπλό (το πολύ 15)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = και οι δύο πλευρές έχουν πούλια στην ίδια θέση (θέση { $field } του Λευκού, θέση { $black_field } του Μαύρου)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = ο { $side } έχει πούλια στη θέση { $pos }, έξω από τις θέσεις 1 έως 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = ο { $side } έχει ένα μόνο πούλι στη γωνία ανάπαυσής του (η γωνία κρατιέται με δύο ή περισσότερα πούλια ή μένει άδεια)
# $side: whose checkers
tt-why-in-opponents-corner = ο { $side } έχει πούλια στη γωνία ανάπαυσης του αντιπάλου

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = ο { $side } έχει μαζέψει και τα 15 πούλια του, κι αυτό τελειώνει το relevé: βάλε τα πούλια πίσω στα talons
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = ο { $side } δεν έχει ρίξει ακόμη ζάρια σε αυτό το relevé, κι όμως δεν είναι όλα του τα πούλια στο talon του
# $side: whose points; $points: his points (odd)
tt-why-odd-points = ο { $side } έχει { $points ->
    [one] { $points } πόντο
   *[other] { $points } πόντους
}· οι πόντοι μετριούνται πάντα σε ζυγούς αριθμούς
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = ο { $side } έχει { $points } πόντους· 12 πόντοι κάνουν ένα trou, άρα μια μάρκα δείχνει το πολύ 10
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = ο { $side } έχει { $holes } trous· 12 trous κερδίζουν την partie, άρα μια partie σε εξέλιξη έχει το πολύ 11
# No argument.
tt-why-both-bredouille = και οι δύο πλευρές είναι en bredouille· όποιος σημειώνει πόντους βγάζει πάντα τον άλλον από το bredouille
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = ο { $side } έχει πόντους και ο { $opponent } κανέναν, άρα ο { $side } τους σημείωσε χωρίς διακοπή και πρέπει να είναι en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = το pavillon είναι στη μεσαία τρύπα, αλλά ο Λευκός έχει { $white ->
    [one] { $white } trou
   *[other] { $white } trous
} και ο Μαύρος { $black }: μόλις έχουν και οι δύο trous, το pavillon έχει ήδη παρθεί ή έχει μπει στην άκρη
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = το pavillon το έχει πάρει ο { $side }, αλλά ο Λευκός έχει { $white ->
    [one] { $white } trou
   *[other] { $white } trous
} και ο Μαύρος { $black }: το pavillon το παίρνει όποιος διακόπτει τα trous του άλλου, άρα έχουν και οι δύο trous
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = το pavillon έχει μπει στην άκρη, αλλά ο Λευκός έχει { $white ->
    [one] { $white } trou
   *[other] { $white } trous
} και ο Μαύρος { $black }: το pavillon μπαίνει στην άκρη μόνο αφού κερδίσουν trous και οι δύο
# $die: what the die shows
tt-why-die-out-of-range = ένα ζάρι δείχνει από 1 έως 6, όχι { $die }
# $side: who has rolled
tt-why-roll-not-counted = ο { $side } έχει ρίξει τα ζάρια, αλλά δεν του μετριέται καμία ζαριά σε αυτό το relevé
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = ο Λευκός έχει ρίξει { $white ->
    [1] μία φορά
    [one] { $white } φορά
   *[other] { $white } φορές
} σε αυτό το relevé και ο Μαύρος { $black ->
    [1] μία φορά
    [one] { $black } φορά
   *[other] { $black } φορές
}, κάτι που δεν γίνεται όταν ο { $side } { $rolled ->
    [yes] μόλις έριξε
   *[no] πρέπει να ρίξει
}
# No argument.
tt-why-choice-without-roll = εκκρεμεί η επιλογή tenir / s'en aller, αλλά δεν έχουν ριχτεί ζάρια
# $side: who must choose
tt-why-choice-without-hole = ο { $side } πρέπει να διαλέξει tenir ή s'en aller, επιλογή που ακολουθεί ένα κερδισμένο trou, αλλά δεν έχει κανένα trou
# $side: who rolled
tt-why-choice-on-sortie = με τη ζαριά του ο { $side } μαζεύει τα τελευταία του πούλια, κι αυτό τελειώνει το relevé: δεν υπάρχει επιλογή tenir / s'en aller
# No argument.
tt-why-not-started = η partie δεν έχει αρχίσει: μένει να ριχτεί η ζαριά για το ποιος αρχίζει (primauté)

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = αυτή η ενέργεια δεν είναι δυνατή τώρα ({ $phase ->
    [primacy] το παιχνίδι περιμένει τη ζαριά για το ποιος αρχίζει
    [roll] το παιχνίδι περιμένει να ριχτούν τα ζάρια
    [choose] το παιχνίδι περιμένει την επιλογή tenir ή s'en aller
    [move] το παιχνίδι περιμένει να παιχτεί η ζαριά
   *[over] η partie έχει τελειώσει
})
# $die: what the die shows
tt-why-bad-die = ένα ζάρι δείχνει από 1 έως 6, όχι { $die }
# No argument.
tt-why-illegal-turn = αυτός δεν είναι νόμιμος τρόπος να παιχτεί αυτή η ζαριά
# $count: the count marked (odd, or above 100)
tt-why-bad-count = οι πόντοι μετριούνται σε ζυγούς αριθμούς έως το 100· το { $count } δεν είναι δυνατό μέτρημα

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = το κείμενο της παρτίδας είναι κενό
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = άγνωστη έκδοση σημειογραφίας παρτίδας «{ $found }» (αυτή η έκδοση του παιχνιδιού διαβάζει την έκδοση { $known })
# $found: the character; $index: its place in the game text (counted from 1)
tt-why-game-bad-character = απρόσμενο «{ $found }» στον χαρακτήρα { $index } της παρτίδας
# No argument.
tt-why-game-malformed = το κείμενο της παρτίδας είναι κομμένο ή αλλοιωμένο (το μήκος του ή ο τελευταίος του χαρακτήρας είναι λάθος)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] το κείμενο της παρτίδας σταματά στη μέση της κεφαλίδας του
   *[action] το κείμενο της παρτίδας σταματά στη μέση της ενέργειας { $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] οι επιλογές στην κεφαλίδα έχουν κωδικό { $value }, αλλά είναι δυνατοί μόνο οι κωδικοί 0 έως { $max }
    [primacy] ενέργεια { $action }: τα ζάρια για το ποιος αρχίζει έχουν κωδικό { $value }, αλλά είναι δυνατοί μόνο οι κωδικοί 0 έως { $max }
    [roll] ενέργεια { $action }: μια ζαριά έχει κωδικό { $value }, αλλά είναι δυνατοί μόνο οι κωδικοί 0 έως { $max }
    [turn] ενέργεια { $action }: μια κίνηση έχει κωδικό { $value }, αλλά είναι δυνατοί μόνο οι κωδικοί 0 έως { $max }
   *[marked] ενέργεια { $action }: ένα σημειωμένο μέτρημα έχει κωδικό { $value }, αλλά είναι δυνατοί μόνο οι κωδικοί 0 έως { $max }
}
# No argument.
tt-why-game-trailing-data = το κείμενο της παρτίδας συνεχίζει μετά την τελευταία του ενέργεια
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = η παρτίδα έχει { $actions } ενέργειες· μια καταγραφή χωράει το πολύ 65.535
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = στην αρχική θέση, { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = η ενέργεια { $action } δεν μπορεί να ξαναπαιχτεί: { $reason }
