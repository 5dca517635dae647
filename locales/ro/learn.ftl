## The lessons: a course teaching each rule by playing it (a goal, a hint, what is said
## on success and on a legal play that is not the one asked). Points are counted from
## the learner's side, as the board's numbers show them.

# no argument
learn-bg-not-this-play = Mutarea e legală, dar nu e cea pe care o cere lecția. Mai încearcă.
# no argument
learn-bg-play-on = Continuă: mai poți juca un zar.
# no argument
learn-bg-move-each-die-title = Mutarea cu fiecare zar
# no argument
learn-bg-move-each-die-goal = Fiecare zar mută o piesă cu atâtea puncte cât arată. Cu 3-1, fă poartă pe punctul tău 5: o piesă înaintează 3, alta 1.
# no argument
learn-bg-move-each-die-hint = Mută cu 3 o piesă de pe punctul tău 8 și cu 1 una de pe punctul tău 6.
# no argument
learn-bg-move-each-die-step1-success = Bravo: două piese stau pe punctul tău 5, deci ai făcut poartă.
# no argument
learn-bg-move-each-die-step1-no-point = Mutarea e legală, dar nu face nicio poartă. Adu două piese pe punctul tău 5.
# no argument
learn-bg-move-each-die-step2-success = Corect: o piesă poate folosi ambele zaruri, unul după altul, iar fiecare punct pe care se oprește trebuie să fie deschis.
# no argument
learn-bg-closed-point-title = Un punct închis
# no argument
learn-bg-closed-point-goal = Două sau mai multe piese adverse pe un punct îl închid: nu te poți opri acolo. Cu 6-4, fă poartă pe punctul tău 2.
# no argument
learn-bg-closed-point-hint = Punctul tău 4 e ținut de două piese adverse. Adu pe punctul tău 2 o piesă de pe 8 și una de pe 6.
# no argument
learn-bg-closed-point-step1-success = Da: ai făcut poartă pe punctul tău 2, fără să te oprești vreodată pe punctul 4, care e închis.
# no argument
learn-bg-closed-point-step1-no-point = Mutarea e legală, dar nu face nicio poartă. Fă poartă pe punctul tău 2.
# no argument
learn-bg-hit-blot-title = Lovirea unei piese singure
# no argument
learn-bg-hit-blot-goal = O piesă rămasă singură pe un punct poate fi lovită: dacă te oprești pe ea, o lovești și o trimiți pe bară. Lovește piesa singură de pe punctul tău 5 și fă poartă acolo.
# no argument
learn-bg-hit-blot-hint = Mută de pe 8 pe 5 cu 3, apoi de pe 6 pe 5 cu 1.
# no argument
learn-bg-hit-blot-step1-success = Lovită! Piesa adversă e pe bară: trebuie să intre din nou, de la începutul drumului ei, înainte să se poată mișca iar.
# no argument
learn-bg-hit-blot-step1-no-hit = Mutarea e legală, dar piesa singură e tot acolo. Oprește-te pe punctul tău 5.
# no argument
learn-bg-hit-blot-step2-success = Lovită din nou și ai făcut poartă pe punctul tău 2: piesa care intrase e iar pe bară.
# no argument
learn-bg-hit-blot-step2-blot = Și mutarea asta lovește, dar îți strică poarta de pe punctul 5 și lasă piese singure. Lovește pe punctul tău 2 și fă poartă acolo.
# no argument
learn-bg-enter-from-bar-title = Intrarea de pe bară
# no argument
learn-bg-enter-from-bar-goal = O piesă de pe bară intră mai întâi în casa adversarului: cu un 1 pe punctul tău 24, cu un 6 pe punctul tău 19. Intră cu piesa de pe bară, apoi joacă celălalt zar.
# no argument
learn-bg-enter-from-bar-hint = Punctul tău 19 e închis, deci cu 6 nu poți intra: intră cu 3 pe punctul tău 22.
# no argument
learn-bg-enter-from-bar-step1-success = Ai intrat. Abia după aceea se puteau mișca și celelalte piese ale tale.
# no argument
learn-bg-dance-title = Blocat pe bară
# no argument
learn-bg-dance-goal = Când piesa ta de pe bară nu poate intra cu niciun zar, nu poți muta nimic: rămâi blocat pe bară. Încearcă să muți cu 6-6.
# no argument
learn-bg-dance-hint = Punctul tău 19 e închis și ai o piesă pe bară: nimic nu se poate mișca.
# no argument
learn-bg-dance-step1-success = Rămâi pe bară: toată aruncarea se pierde, iar adversarul e la mutare.
# no argument
learn-bg-dance-step2-success = Ai intrat cu 1 pe punctul tău 24, singurul punct deschis pentru această aruncare.
# no argument
learn-bg-both-dice-title = Ambele zaruri, dacă poți
# no argument
learn-bg-both-dice-goal = Când ambele zaruri pot fi jucate, trebuie jucate amândouă. Joacă 6-2.
# no argument
learn-bg-both-dice-hint = O singură piesă poate folosi 6, și doar după 2: mută-ți piesa de pe 9 pe 7, apoi de pe 7 pe 1.
# no argument
learn-bg-both-dice-step1-success = Corect: e singurul mod de a juca ambele zaruri, deci e mutarea pe care trebuie s-o faci.
# no argument
learn-bg-higher-die-title = Zarul mai mare
# no argument
learn-bg-higher-die-goal = Când poate fi jucat oricare dintre zaruri, dar nu amândouă, trebuie jucat cel mai mare. Joacă 6-4.
# no argument
learn-bg-higher-die-hint = Piesa ta de pe 13 poate merge 6 sau 4, dar apoi celălalt zar nu mai poate fi jucat de nicio piesă.
# no argument
learn-bg-higher-die-step1-success = Da: doar un zar putea fi jucat, deci regula te obligă să joci 6.
# no argument
learn-bg-bear-off-exact-title = Scoaterea cu numărul exact
# no argument
learn-bg-bear-off-exact-goal = După ce toate piesele tale sunt în casă, un zar scoate o piesă de pe punctul cu numărul lui. Adu-ți ultima piesă în casă și scoate una.
# no argument
learn-bg-bear-off-exact-hint = Piesa de pe punctul tău 8 trebuie să ajungă în casă înainte să poți scoate vreo piesă.
# no argument
learn-bg-bear-off-exact-step1-success = Toate în casă și o piesă scoasă: poți scoate de îndată ce ultima ta piesă a ajuns în casă.
# no argument
learn-bg-bear-off-exact-step2-success = Două piese scoase cu 6-3: un 6 de pe punctul tău 6, un 3 de pe punctul tău 3.
# no argument
learn-bg-bear-off-exact-step2-one-off = Mutarea e legală, dar scoate doar o piesă. Scoate cu fiecare număr de pe punctul lui.
# no argument
learn-bg-bear-off-higher-title = Scoaterea cu un număr mai mare
# no argument
learn-bg-bear-off-higher-goal = Un număr mai mare decât punctul tău cel mai înalt scoate o piesă chiar de pe acel punct. Scoate două piese cu 6-5.
# no argument
learn-bg-bear-off-higher-hint = Punctul tău cel mai înalt e punctul 4: ambele zaruri scot de pe el.
# no argument
learn-bg-bear-off-higher-step1-success = Două piese scoase de pe punctul tău 4: un număr mai mare scoate de pe punctul tău cel mai înalt, și numai de acolo.

## Ecranul Învață: cursul unui joc, cu stelele câștigate, și o lecție jucată pe
## tablă (obiectivul ei, pașii ei, butoanele, ce se spune).

# no argument: the header's link to the game's course
learn-link = Învață
# $game: the game's name
learn-course-title = Învață { $game }
# no argument
learn-intro = Fiecare lecție e o poziție și un obiectiv: joacă-ți zarurile pe tablă. O mutare pe care regulile nu o permit e oprită, cu motivul; o mutare legală care ratează obiectivul e explicată și anulată. O lecție terminată fără nicio mutare greșită și fără sugestie îți aduce trei stele.
# $done: lessons done; $total: lessons in the course
learn-count = { $total ->
    [one] Ai terminat { $done } din { $total } lecție
    [few] Ai terminat { $done } din { $total } lecții
   *[other] Ai terminat { $done } din { $total } de lecții
}
# $n: the stars won; $of: the most a lesson gives (3)
learn-stars = { $n ->
    [one] { $n } stea din { $of }
    [few] { $n } stele din { $of }
   *[other] { $n } de stele din { $of }
}
# no argument
learn-back-to-game = Înapoi la joc
# no argument
learn-all-lessons = Toate lecțiile
# $n: the lesson's place in the course (from 1); $total: lessons in the course
learn-lesson-of = Lecția { $n } din { $total }
# $n: the step's place (from 1); $total: the lesson's steps
learn-step-of = Pasul { $n } din { $total }
# no argument
learn-take-back = Anulează
# no argument: the learner says his roll cannot be played
learn-cannot-move = Nu pot muta
# no argument
learn-hint = Sugestie
# no argument
learn-start-again = Reîncepe
# no argument: before the step's success
learn-right = Corect!
# no argument
learn-lesson-done = Lecție terminată:
# no argument
learn-next-lesson = Lecția următoare
# no argument
learn-course-done = Ai jucat toate lecțiile acestui curs.
# $id: the lesson asked for by the address
learn-missing = Cursul acesta nu are nicio lecție „{ $id }”: iată lecțiile lui.
# $reason: why (a learn-why-progress-… reason)
learn-progress-unreadable = Lecțiile terminate în acest browser nu au putut fi citite ({ $reason }): cursul începe de la zero, iar textul vechi e păstrat deoparte.
# $version: the version a progress text begins with
learn-why-progress-version = textul nu începe cu „{ $version }:”
# $n: the entry's place (from 1)
learn-why-progress-entry = intrarea { $n } nu e o lecție urmată de stelele ei
# $n: the entry's place (from 1)
learn-why-progress-id = intrarea { $n } nu numește nicio lecție
# $n: the entry's place (from 1); $most: the most stars a lesson gives (3)
learn-why-progress-stars = intrarea { $n } nu dă între 1 și { $most } stele
# $n: the entry's place (from 1)
learn-why-progress-twice = intrarea { $n } numește o lecție deja terminată
