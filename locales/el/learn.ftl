## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = Η κίνηση αυτή είναι νόμιμη, αλλά δεν είναι αυτή που ζητά το μάθημα. Δοκίμασε ξανά.
# no argument
learn-bg-play-on = Συνέχισε: υπάρχει ακόμη ζάρι να παιχτεί.
# no argument
learn-bg-move-each-die-title = Κίνηση με κάθε ζάρι
# no argument
learn-bg-move-each-die-goal = Κάθε ζάρι προχωρά ένα πούλι τόσες θέσεις όσες δείχνει. Με 3-1, κάνε πόρτα στη θέση σου 5: ένα πούλι προχωρά 3, ένα άλλο 1.
# no argument
learn-bg-move-each-die-hint = Παίξε το 3 με ένα πούλι από τη θέση σου 8 και το 1 με ένα από τη θέση σου 6.
# no argument
learn-bg-move-each-die-step1-success = Μπράβο: δύο πούλια στη θέση σου 5, άρα έκανες πόρτα.
# no argument
learn-bg-move-each-die-step1-no-point = Η κίνηση αυτή είναι νόμιμη, αλλά δεν κάνει πόρτα. Βάλε δύο πούλια μαζί στη θέση σου 5.
# no argument
learn-bg-move-each-die-step2-success = Σωστά: ένα πούλι μπορεί να παίξει και τα δύο ζάρια, το ένα μετά το άλλο, και κάθε θέση όπου πατά πρέπει να είναι ανοιχτή.
# no argument
learn-bg-closed-point-title = Κλειστή θέση: η πόρτα
# no argument
learn-bg-closed-point-goal = Δύο ή περισσότερα αντίπαλα πούλια σε μια θέση την κλείνουν, κάνουν πόρτα: εκεί δεν μπορείς να πατήσεις. Με 6-4, κάνε πόρτα στη θέση σου 2.
# no argument
learn-bg-closed-point-hint = Τη θέση σου 4 την κρατούν δύο αντίπαλα πούλια. Φέρε στη θέση σου 2 ένα πούλι από τη θέση σου 8 και ένα από τη θέση σου 6.
# no argument
learn-bg-closed-point-step1-success = Ναι: έκανες πόρτα στη θέση σου 2, χωρίς να πατήσει κανένα πούλι σου στην κλειστή θέση 4.
# no argument
learn-bg-closed-point-step1-no-point = Η κίνηση αυτή είναι νόμιμη, αλλά δεν κάνει πόρτα. Κάνε πόρτα στη θέση σου 2.
# no argument
learn-bg-hit-blot-title = Χτύπημα μονού πουλιού
# no argument
learn-bg-hit-blot-goal = Ένα πούλι μόνο του σε μια θέση είναι μονό πούλι: αν πατήσεις πάνω του, το χτυπάς και πάει στην μπάρα. Χτύπα το μονό πούλι στη θέση σου 5 και κάνε εκεί πόρτα.
# no argument
learn-bg-hit-blot-hint = Παίξε από το 8 στο 5 με το 3, μετά από το 6 στο 5 με το 1.
# no argument
learn-bg-hit-blot-step1-success = Χτύπημα! Το αντίπαλο πούλι είναι στην μπάρα και πρέπει να ξαναμπεί, από την αρχή της διαδρομής του, πριν κινηθεί πάλι.
# no argument
learn-bg-hit-blot-step1-no-hit = Η κίνηση αυτή είναι νόμιμη, αλλά το μονό πούλι είναι ακόμη εκεί. Πάτα στη θέση σου 5.
# no argument
learn-bg-hit-blot-step2-success = Ξανά χτύπημα, και έκανες πόρτα στη θέση σου 2: το αντίπαλο πούλι που μόλις μπήκε ξαναγυρίζει στην μπάρα.
# no argument
learn-bg-hit-blot-step2-blot = Κι αυτή η κίνηση χτυπά, αλλά χαλάει την πόρτα σου στη θέση 5 και αφήνει μονά πούλια. Χτύπα στη θέση σου 2 και κάνε εκεί πόρτα.
# no argument
learn-bg-enter-from-bar-title = Είσοδος από την μπάρα
# no argument
learn-bg-enter-from-bar-goal = Ένα πούλι στην μπάρα μπαίνει πρώτα στο σπίτι του αντιπάλου: με ζάρι 1 στη θέση σου 24, με 6 στη θέση σου 19. Βάλε μέσα το πούλι σου και μετά παίξε το άλλο ζάρι.
# no argument
learn-bg-enter-from-bar-hint = Η θέση σου 19 είναι κλειστή, οπότε με το 6 δεν μπαίνεις: μπες με το 3 στη θέση σου 22.
# no argument
learn-bg-enter-from-bar-step1-success = Μπήκε. Μόνο τότε μπορούσαν να κινηθούν τα άλλα σου πούλια.
# no argument
learn-bg-dance-title = Μένεις στην μπάρα
# no argument
learn-bg-dance-goal = Όταν κανένα ζάρι δεν βάζει μέσα το πούλι σου από την μπάρα, δεν κινείσαι καθόλου: μένεις στην μπάρα. Δοκίμασε να παίξεις με 6-6.
# no argument
learn-bg-dance-hint = Η θέση σου 19 είναι κλειστή και έχεις πούλι στην μπάρα: τίποτα δεν μπορεί να κινηθεί.
# no argument
learn-bg-dance-step1-success = Μένεις στην μπάρα: όλη η ζαριά χάνεται και παίζει ο αντίπαλος.
# no argument
learn-bg-dance-step2-success = Μπήκε με το 1 στη θέση σου 24, τη μόνη ανοιχτή θέση γι' αυτή τη ζαριά.
# no argument
learn-bg-both-dice-title = Και τα δύο ζάρια, αν γίνεται
# no argument
learn-bg-both-dice-goal = Όταν μπορούν να παιχτούν και τα δύο ζάρια, πρέπει να παιχτούν και τα δύο. Παίξε 6-2.
# no argument
learn-bg-both-dice-hint = Μόνο ένα πούλι μπορεί να παίξει το 6, και μόνο μετά το 2: παίξε το πούλι σου από το 9 στο 7 και μετά από το 7 στο 1.
# no argument
learn-bg-both-dice-step1-success = Σωστά: μόνο έτσι παίζονται και τα δύο ζάρια, άρα αυτή είναι η κίνηση που πρέπει να κάνεις.
# no argument
learn-bg-higher-die-title = Το μεγαλύτερο ζάρι
# no argument
learn-bg-higher-die-goal = Όταν μπορεί να παιχτεί όποιο από τα δύο ζάρια, αλλά όχι και τα δύο, πρέπει να παίξεις το μεγαλύτερο. Παίξε 6-4.
# no argument
learn-bg-higher-die-hint = Το πούλι σου στο 13 μπορεί να προχωρήσει 6 ή 4, αλλά μετά κανένα πούλι δεν μπορεί να παίξει το άλλο ζάρι.
# no argument
learn-bg-higher-die-step1-success = Ναι: μόνο ένα ζάρι μπορούσε να παιχτεί, γι' αυτό ο κανόνας σε υποχρεώνει να παίξεις το 6.
# no argument
learn-bg-bear-off-exact-title = Μάζεμα με τον ακριβή αριθμό
# no argument
learn-bg-bear-off-exact-goal = Όταν όλα σου τα πούλια είναι στο σπίτι σου, ένα ζάρι μαζεύει ένα πούλι από τη θέση με τον αριθμό του. Φέρε το τελευταίο σου πούλι στο σπίτι και μάζεψε ένα.
# no argument
learn-bg-bear-off-exact-hint = Το πούλι στη θέση σου 8 πρέπει να μπει στο σπίτι πριν μαζέψεις οποιοδήποτε πούλι.
# no argument
learn-bg-bear-off-exact-step1-success = Όλα στο σπίτι, και ένα πούλι μαζεμένο: μαζεύεις μόλις μπει στο σπίτι και το τελευταίο σου πούλι.
# no argument
learn-bg-bear-off-exact-step2-success = Δύο πούλια μαζεμένα με 6-3: το 6 από τη θέση σου 6, το 3 από τη θέση σου 3.
# no argument
learn-bg-bear-off-exact-step2-one-off = Η κίνηση αυτή είναι νόμιμη, αλλά μαζεύει μόνο ένα πούλι. Παίξε κάθε αριθμό στη δική του θέση.
# no argument
learn-bg-bear-off-higher-title = Μάζεμα με μεγαλύτερο αριθμό
# no argument
learn-bg-bear-off-higher-goal = Ένας αριθμός μεγαλύτερος από την ψηλότερη θέση σου μαζεύει πούλι από αυτή την ψηλότερη θέση. Μάζεψε δύο πούλια με 6-5.
# no argument
learn-bg-bear-off-higher-hint = Η ψηλότερη θέση σου είναι η θέση 4: και τα δύο ζάρια μαζεύουν από εκεί.
# no argument
learn-bg-bear-off-higher-step1-success = Δύο πούλια μαζεμένα από τη θέση σου 4: ένας μεγαλύτερος αριθμός μαζεύει από την ψηλότερη θέση σου, και μόνο από εκεί.
