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
tt-action-refused = Refused: { $reason }.

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
## ($index) is counted as the engine counts it, from 0 for the text's first
## character; an action's number ($action) from 1 for the first action.

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
# $index: the character where the extra text starts
tt-why-too-many-parts = unexpected text after the position at character { $index }
# $found: the character; $index: its place; $part, $side: the part it is
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
# $found: the character; $index: its place in the game text
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
