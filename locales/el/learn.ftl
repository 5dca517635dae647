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

## Η οθόνη Μαθήματα: η σειρά μαθημάτων ενός παιχνιδιού με τα αστέρια που κέρδισες, και ένα μάθημα που παίζεται
## στο ταμπλό (ο στόχος του, τα βήματά του, τα κουμπιά, ό,τι λέγεται).

# no argument: the header's link to the game's course
learn-link = Μαθήματα
# $game: the game's name
learn-course-title = Μαθήματα: { $game }
# no argument
learn-intro = Κάθε μάθημα είναι μια θέση στο ταμπλό και ένας στόχος: παίξε τα ζάρια σου. Μια κίνηση που δεν την επιτρέπουν οι κανόνες σταματά, με την αιτία της· μια νόμιμη κίνηση που δεν πετυχαίνει τον στόχο εξηγείται και παίρνεται πίσω. Ένα μάθημα που ολοκληρώνεται χωρίς λάθος κίνηση και χωρίς βοήθεια δίνει τρία αστέρια.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
    [one] Ολοκλήρωσες { $done } από { $total } μάθημα
   *[other] Ολοκλήρωσες { $done } από { $total } μαθήματα
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $n } αστέρι από { $of }
   *[other] { $n } αστέρια από { $of }
}
# no argument
learn-back-to-game = Πίσω στο παιχνίδι
# no argument
learn-all-lessons = Όλα τα μαθήματα
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Μάθημα { $n } από { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Βήμα { $n } από { $total }
# no argument
learn-take-back = Πάρε πίσω
# no argument: the learner says his roll cannot be played
learn-cannot-move = Δεν έχω κίνηση
# no argument
learn-hint = Βοήθεια
# no argument
learn-start-again = Από την αρχή
# no argument: before the step's success
learn-right = Σωστά!
# no argument
learn-lesson-done = Το μάθημα ολοκληρώθηκε:
# no argument
learn-next-lesson = Επόμενο μάθημα
# no argument
learn-course-done = Έπαιξες όλα τα μαθήματα αυτής της σειράς.
# $id: the lesson asked for by the address
learn-missing = Αυτή η σειρά δεν έχει μάθημα «{ $id }»: ορίστε τα μαθήματά της.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Τα μαθήματα που ολοκληρώθηκαν σε αυτό το πρόγραμμα περιήγησης δεν μπόρεσαν να διαβαστούν ({ $reason }): η σειρά ξεκινά από την αρχή, και το παλιό κείμενο φυλάγεται στην άκρη.
# $version: the version a progress text begins with
learn-why-progress-version = το κείμενο δεν αρχίζει με «{ $version }:»
# $n: the entry's place (from 1)
learn-why-progress-entry = η εγγραφή { $n } δεν είναι ένα μάθημα με τα αστέρια του
# $n: the entry's place (from 1)
learn-why-progress-id = η εγγραφή { $n } δεν ονομάζει κάποιο μάθημα
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = η εγγραφή { $n } δεν δίνει από 1 έως { $most } αστέρια
# $n: the entry's place (from 1)
learn-why-progress-twice = η εγγραφή { $n } ονομάζει μάθημα που έχει ήδη ολοκληρωθεί
