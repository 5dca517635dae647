## The Grand Trictrac. Its French terms (jan, battre à vrai, petit jan, trous,
## bredouille, tenir, s'en aller, pavillon…) are the game's vocabulary: they
## stay French in every language (see glossary/).

## The sides. Messages take a side's name (tt-white, tt-black) as $side,
## $roller, $opponent, $owner.

tt-white = Albul
tt-black = Negrul

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

tt-jan-six-tables = { -jan-six-tables } (o piesă pe fiecare din șase căsuțe în trei aruncări)
tt-jan-deux-tables = { -jan-deux-tables } (ambele colțuri de odihnă accesibile deodată)
tt-jan-contre-deux-tables = { -contre-jan-deux-tables } (ambele colțuri de odihnă accesibile, dar adversarul îl ține pe al lui)
tt-jan-mezeas = { -jan-mezeas } (un as, cu doar colțul de odihnă ocupat)
tt-jan-contre-mezeas = { -contre-jan-mezeas } (un as, cu doar colțul de odihnă ocupat, dar adversarul îl ține pe al lui)
tt-jan-battre-a-vrai = { -battre-a-vrai } (lovitură adevărată a unei piese singure)
tt-jan-battre-le-coin = { -battre-le-coin } (lovirea colțului de odihnă gol al adversarului)
tt-jan-battre-a-faux = { -battre-a-faux } (lovitură falsă: doar prin sumă, toate trecerile închise)
tt-jan-impuissance = { -impuissance } (numere care nu pot fi jucate)
tt-jan-petit-jan = { -petit-jan } (primul cadran umplut)
tt-jan-grand-jan = { -grand-jan } (al doilea cadran umplut)
tt-jan-jan-de-retour = { -jan-de-retour } (cadranul de întoarcere umplut)
tt-jan-conserver-petit-jan = { -conserver-petit-jan } (primul cadran păstrat umplut)
tt-jan-conserver-grand-jan = { -conserver-grand-jan } (al doilea cadran păstrat umplut)
tt-jan-conserver-jan-de-retour = { -conserver-jan-de-retour } (cadranul de întoarcere păstrat umplut)
tt-jan-sortie = { -sortie } (primul care își scoate toate cele cincisprezece piese)

## Why a jan scores, in one sentence (the log's detail). $roller: who
## rolled, $opponent: the other (tt-white, tt-black); $field: a field's number
## as the board shows it; $numbers: the numbers of the roll that do it, as
## "6, 3"; $table: "grand" or "petit" (the table where the hit is).

tt-rule-battre-a-vrai = { $roller } poate ajunge la piesa singură a adversarului ({ $opponent }) de pe căsuța { $field } cu { $numbers }: fiecare număr care ajunge la ea este un mijloc { $table ->
    [grand] în tabla grand jan-ului
   *[petit] în tabla petit jan-ului
}.
tt-rule-battre-a-faux = Piesa singură a adversarului ({ $opponent }) de pe căsuța { $field } poate fi atinsă doar prin sumă și toate trecerile sunt închise: o lovitură falsă punctează pentru { $opponent }.
tt-rule-battre-le-coin = { $roller } își ține colțul de odihnă, al adversarului ({ $opponent }) e gol și câte o piesă cu fiecare număr ar putea merge acolo.
tt-rule-impuissance = { $roller } nu poate juca { $numbers }: fiecare număr care nu poate fi jucat îi dă 2 puncte adversarului ({ $opponent }).
tt-rule-fill = { $roller } poate pune câte două piese pe fiecare căsuță a cadranului; fiecare număr care acoperă ultima jumătate de căsuță este un mijloc ({ $numbers }).
tt-rule-conserver = { $roller } poate juca aruncarea (sau nu poate juca o parte din ea) fără să-și strice cadranul umplut.
tt-rule-six-tables = În primele trei aruncări, { $roller } poate avea câte o piesă pe fiecare dintre căsuțele lui de la 2 la 7.
tt-rule-deux-tables = Singurele două piese ale jucătorului { $roller } ieșite de pe talon pot merge câte una în fiecare colț de odihnă.
tt-rule-contre-deux-tables = Singurele două piese ale jucătorului { $roller } ieșite de pe talon ar putea merge câte una în fiecare colț de odihnă, dar { $opponent } îl ține pe al lui: punctele merg la { $opponent }.
tt-rule-mezeas = { $roller } își ține colțul de odihnă, fără altă piesă ieșită de pe talon, și a dat un as.
tt-rule-contre-mezeas = { $roller } își ține colțul de odihnă, fără altă piesă ieșită de pe talon, și a dat un as, dar { $opponent } îl ține pe al lui: punctele merg la { $opponent }.
tt-rule-sortie = { $roller } este primul care își scoate toate cele cincisprezece piese.

## The rolls as announced: the doublets by their names.

# $high, $low: the dice, high first
tt-roll = { $high } și { $low }
# $high: the higher die (the other is an ace)
tt-roll-and-ace = { $high } și as
tt-roll-bezet = bezet (1-1)
tt-roll-double-deux = double deux (2-2)
tt-roll-terne = terne (3-3)
tt-roll-carmes = carmes (4-4)
tt-roll-quines = quines (5-5)
tt-roll-sonnez = sonnez (6-6)

## The bot's expectation and the holes won.

tt-expect-even = cam la egalitate
# $n: points ahead (rounded)
tt-expect-ahead = cu aproximativ { $n ->
    [one] { $n } punct
    [few] { $n } puncte
   *[other] { $n } de puncte
} înainte
# $n: points behind (rounded)
tt-expect-behind = cu aproximativ { $n ->
    [one] { $n } punct
    [few] { $n } puncte
   *[other] { $n } de puncte
} în urmă
# $n: holes won
tt-holes-won-own-roll = Ai câștigat { $n ->
    [one] { $n } gaură
    [few] { $n } găuri
   *[other] { $n } de găuri
} cu propria aruncare.

## Why a move is refused.

tt-refusal-no-checker = Nu ai nicio piesă pe acea căsuță.
tt-refusal-backwards = Piesele merg doar înainte, de la talon spre ieșire.
# $n: how many fields the move goes
tt-refusal-not-a-number = O mutare de { $n ->
    [one] { $n } căsuță
    [few] { $n } căsuțe
   *[other] { $n } de căsuțe
} nu este nici un număr rămas de jucat din aruncare, nici suma lor.
tt-refusal-blocked = O piesă nu poate ateriza niciodată pe o căsuță ținută de o piesă adversă.
tt-refusal-opponents-corner = Nicio piesă nu se poate opri vreodată pe colțul de odihnă al adversarului.
tt-refusal-tout-d-une-closed = Jucată tout d'une, o piesă are nevoie de cel puțin o căsuță intermediară deschisă.
tt-refusal-corner-by-two = Colțul de odihnă trebuie luat cu două piese deodată.
tt-refusal-corner-last-two = Ultimele două piese din colțul de odihnă trebuie să plece împreună.
tt-refusal-corner-naturally = Colțul de odihnă poate fi luat în mod natural la această aruncare, deci nu poate fi luat par puissance.
# $jan: the opponent's jan still to be made, "petit" or "grand"
tt-refusal-passage = Adversarul își mai poate umple { $jan ->
    [petit] { -petit-jan }
   *[grand] { -grand-jan }
}, deci nicio piesă nu se poate opri în acel cadran.
tt-refusal-not-all-home = Piesele se scot doar când toate cele cincisprezece sunt în ultimul cadran.
tt-refusal-not-farthest = Un număr mai mare decât e nevoie scoate doar piesa cea mai îndepărtată de ieșire.
tt-refusal-play-inside = La sortie lentă, un număr care poate fi jucat pe tablă trebuie jucat acolo.
tt-refusal-must-play-both = Ambele numere trebuie jucate când se poate; această mutare lasă unul imposibil de jucat.
tt-refusal-must-play-higher = Când se poate juca doar un număr, trebuie jucat cel mai mare.
# $quarter: the quarter to fill, "q1" (petit jan), "q2" (grand jan), "q3", "q4" (jan de retour)
tt-refusal-must-fill = Umplerea { $quarter ->
    [q1] cadranului { -petit-jan }
    [q2] cadranului { -grand-jan }
    [q3] celui de-al treilea cadran
   *[q4] cadranului { -jan-de-retour }
} este obligatorie când poți.
# $quarter: the filled quarter, as in tt-refusal-must-fill
tt-refusal-must-conserve = Îți poți păstra umplut { $quarter ->
    [q1] { -petit-jan }
    [q2] { -grand-jan }
    [q3] al treilea cadran
   *[q4] { -jan-de-retour }
}, deci nu trebuie să-l strici.
tt-refusal-must-sortie = Îți poți scoate ultimele piese, deci trebuie s-o faci.
tt-refusal-cannot-complete = După această mutare, restul aruncării nu ar mai putea fi jucat legal.

## The tablier's accessible labels.

# $white, $black: the field's number for White and for Black; $place:
# "corner", "talon" or "none"; $owner: whose corner or talon; $color: whose
# checkers stand on it ("white", "black", or "none" when it is empty); $n:
# how many
tt-field-aria = Căsuța { $white } a Albului, căsuța { $black } a Negrului{ $place ->
    [corner] , colțul de odihnă: { $owner }
    [talon] , talonul: { $owner }
   *[none] {""}
}: { $color ->
    [white] { $n ->
        [one] { $n } piesă albă
        [few] { $n } piese albe
       *[other] { $n } de piese albe
    }
    [black] { $n ->
        [one] { $n } piesă neagră
        [few] { $n } piese negre
       *[other] { $n } de piese negre
    }
   *[none] goală
}
# $side: whose chip; $n: the points on it
tt-chip-aria = Jetonul ({ $side }): { $n ->
    [one] { $n } punct
    [few] { $n } puncte
   *[other] { $n } de puncte
}
# $side: whose chip it stands beside
tt-bredouille-aria-beside = jetonul de bredouille lângă jetonul ({ $side })
tt-bredouille-aria-band = jetonul de bredouille, pe bandă
# $side: whose peg; $n: the holes it marks
tt-peg-aria = Cuiul ({ $side }): { $n ->
    [one] { $n } gaură
    [few] { $n } găuri
   *[other] { $n } de găuri
}
tt-pavillon-aria-middle = pavillon în gaura din mijloc
# $side: who took it
tt-pavillon-aria-taken = pavillon luat de { $side }
tt-pavillon-aria-aside = pavillon pus deoparte

## The board, the moves refused, the kept games.

tt-board-label = Tabla de trictrac
tt-bear-off-label = Scoatere (sortie)
tt-cannot-go-there = Piesa aceea nu poate merge acolo.
tt-cannot-move-from-there = Nicio piesă de-a ta nu poate fi mutată de acolo cu această aruncare.
# A kept game in the list of kept games. $white, $black: the holes of each
# side; $actions: the actions played; $over: "yes" when the partie is over
tt-kept-name = Găuri: Albul { $white } – Negrul { $black } · { $actions ->
    [one] { $actions } acțiune
    [few] { $actions } acțiuni
   *[other] { $actions } de acțiuni
}{ $over ->
    [yes] {" · încheiată"}
   *[no] {""}
}

## The log: one entry per roll, its lines (jans, points, moves, choices).

tt-log = Jurnal
tt-log-rule = Regula
tt-log-show-moment = Arată acest moment (reluare)
# $white, $black: each side's die; $first: who plays first (tt-white,
# tt-black), or "none" on a tie
tt-log-primacy = Primatul: Albul { $white }, Negrul { $black } — { $first ->
    [none] egalitate, se aruncă din nou
   *[side] { $first } joacă primul
}
# $side: who rolled; $roll: the roll as announced (tt-roll…)
tt-log-rolled = { $side } dă { $roll }
# $jan: the jan's title (tt-jan-…); $side: who scores; $ways: the ways;
# $per: points per way; $points: the points
tt-log-jan = { $jan } — { $side } { $ways } × { $per } = { $points }
# $side: who marked; $marked: what he marked; $correct: the right count;
# $opponent: who sends him to school; $points: what the opponent marks
tt-log-ecole-claimed = École: { $side } a marcat { $marked }, numărătoarea corectă e { $correct } — { $opponent } marchează { $points }
# as tt-log-ecole-claimed, the opponent letting the count pass
tt-log-ecole-let-pass = École: { $side } a marcat { $marked }, numărătoarea corectă e { $correct } — { $opponent } nu l-a trimis la școală: numărătoarea rămâne
# $side: who marks; $points: the points
tt-log-scored = { $side } marchează { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
# as tt-log-scored; $holes: the holes they make; $bredouille: "yes" when
# won en bredouille
tt-log-scored-holes = { $side } marchează { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
} — { $holes ->
    [one] { $holes } gaură
    [few] { $holes } găuri
   *[other] { $holes } de găuri
}{ $bredouille ->
    [yes] {" (bredouille)"}
   *[no] {""}
}
# $side: who chose
tt-log-tenir = { $side } rămâne (tenir)
# $side: who chose
tt-log-s-en-aller = { $side } pleacă (s'en aller)
# $from: the field a checker is borne off from
tt-log-move-off = { $from }→afară
# $moves: the moves, as "1→6, 1→4"
tt-log-plays = joacă { $moves }
tt-log-no-move = nicio mutare posibilă
# $side: who takes it
tt-log-pavillon-taken = { $side } ia pavillonul: l-a întrerupt pe primul care a luat o gaură și mai poate câștiga en grande bredouille
tt-log-pavillon-aside = Pavillonul e pus deoparte: nimeni nu mai poate câștiga en grande bredouille
# $after: how the relevé ended, "sortie" or "s-en-aller"; $side: who plays first
tt-log-new-releve = Un nou relevé { $after ->
    [sortie] după sortie
   *[s-en-aller] după s'en aller
} — { $side } joacă primul
# $side: the winner; $stake: the stake, a number ("2", "1.5")
tt-log-partie-over = { $side } câștigă partida — miza ×{ $stake }

## The "Start here" guide: its introduction, its links into the rules, its four steps (title, text), how to play in this app, what next.

tt-guide-link-board = Tabla și numerotarea ei
tt-guide-link-moving = Mutarea pieselor
tt-guide-link-coin-de-repos = Colțul de odihnă (coin de repos)
tt-guide-link-passage = Trecerea
tt-guide-link-turn = Ordinea unei ture
tt-guide-link-points = Puncte, găuri, bredouille
tt-guide-link-jans = Jans, unul câte unul
tt-guide-link-tenir = Tenir sau s'en aller
tt-guide-link-ecoles = Écoles
tt-guide-how1 = Apasă Aruncă, apoi marchează-ți punctele (modul școală): butoanele numerotate sau tastează numărul.
tt-guide-how2 = Dă clic pe o piesă, apoi pe una dintre căsuțele luminate; sau direct pe o căsuță luminată. Confirmă mutarea când ambele numere sunt jucate; până atunci, Anulează o desface.
tt-guide-how3 = După mutarea botului, marchează ce îți aduce aruncarea lui (un battre à faux, o impuissance), adesea 0.
tt-guide-how4 = O mutare refuzată spune ce regulă o interzice. Jurnalul explică fiecare jan: indică un rând ca să-i luminezi piesele, urmează linkul spre regulă.
tt-guide-how5 = Te-ai blocat la o mutare? Sugestie arată alegerea botului puternic.
tt-guide-step1-title = Tabla și mutările
tt-guide-step1-text = Fiecare parte pornește cu cele cincisprezece piese pe talonul ei și le duce până la capătul celălalt, apoi le scoate. O aruncare joacă ambele numere, cu una sau două piese; o dublă se joacă o singură dată.
tt-guide-step2-title = Cum se fac punctele
tt-guide-step2-text = Înainte de a muta, numeri ce ar putea face aruncarea: să lovească o piesă singură (battre), să umple un cadran, câte două piese pe fiecare dintre cele șase căsuțe (remplir), și câteva jans rare. Ce nu poți face punctează pentru cealaltă parte.
tt-guide-step3-title = Exersează numărarea: lecțiile
tt-guide-step3-text = Fiecare lecție e o poziție și o aruncare: găsește punctele, găurile sau mutarea legală.
tt-guide-step4-title = Prima ta partidă, în modul școală
tt-guide-step4-text = Contra botului începător îți marchezi singur punctele, cum au făcut mereu jucătorii; o numărătoare greșită e o école pentru bot, iar jurnalul arată numărătoarea corectă și de ce.
tt-guide-intro = Doi jucători, câte cincisprezece piese, două zaruri, o tablă ca la table — dar nimeni nu scoate piesele adversarului de pe tablă: câștigi punctând. Fiecare aruncare valorează puncte pentru ce ar putea face; 12 puncte fac o gaură, 12 găuri câștigă partida.
tt-guide-then = Apoi crește nivelul botului, dezactivează modul școală, joacă cu un prieten pe acest dispozitiv sau partajează o poziție (Partidă nouă și opțiuni, Partajează).
# $title: the next lesson's title
tt-guide-next-lesson = Lecția următoare: { $title }
tt-guide-all-done = Gata toate — recapitulează-le
# $done: lessons done; $total: all the lessons
tt-guide-lessons-done = { $done }/{ $total } terminate.
tt-guide-start-school = Începe o partidă în modul școală

## The guide's banner and panel.

tt-start-here = Începe aici
tt-guide-banner = Ești nou la Grand Trictrac? Patru pași scurți te duc de la zero la prima ta partidă.
tt-dismiss = Închide
tt-guide-title = Începe aici: învață Grand Trictrac
tt-close = Închide
tt-school-started = O partidă nouă în modul școală contra botului începător. Succes!
# $note: where the partie in progress was kept ("kept in this browser as …", from kit)
tt-school-started-kept = O partidă nouă în modul școală contra botului începător. Succes! Partida în curs este { $note }.

## The side panel: the status, the buttons and why they are disabled, the score.

tt-roll-the-dice = Aruncă zarurile
tt-take-back = Anulează
tt-hint-button = Sugestie
tt-choice-tenir = Rămâi: îți păstrezi punctele, joci mai departe
tt-choice-s-en-aller = Pleci: un nou relevé, începi tu
tt-new-partie = Partidă nouă
tt-side = Partea
tt-points = Puncte
tt-holes = Găuri
tt-roll-why-mark-first = Marchează-ți mai întâi punctele (modul școală).
tt-roll-why-bot-rolling = Botul aruncă.
tt-roll-why-play-first = Joacă mai întâi această aruncare: câte o aruncare pe rând.
tt-roll-why-choose-first = Alege mai întâi tenir sau s'en aller.
tt-roll-why-over = Partida s-a încheiat.
tt-confirm-why-nothing = Nimic de confirmat acum.
tt-confirm-why-every-move = Introdu mai întâi toate mutările aruncării: ambele numere trebuie jucate când se poate.
tt-bredouille-mark = bredouille: a marcat toate punctele de la ultima lui gaură; următoarea lui gaură contează dublu
tt-pass = Pas (nu se poate juca nimic)
tt-confirm-move = Confirmă mutarea
# The status line. $side: whose turn it is, or who marks, or who won
tt-status-mark = { $side }: marchează-ți punctele (modul școală)
tt-status-waiting-link = { $side } e la mutare: se așteaptă linkul lui
tt-status-bot-rolling = { $side } aruncă…
tt-status-bot-thinking = { $side } se gândește…
tt-status-primacy = Se aruncă pentru primat…
tt-status-roll = { $side }: aruncă zarurile
tt-status-choose = { $side }: tenir sau s'en aller?
tt-status-move = { $side }: mută-ți piesele
tt-status-over = { $side } câștigă partida
tt-thinking = Se gândește…
# The écoles of a partie. $white, $black: how many times each was sent to
# school; $white_points, $black_points: the points it cost each
tt-ecoles = Écoles: Albul { $white } (−{ $white_points ->
    [one] { $white_points } punct
    [few] { $white_points } puncte
   *[other] { $white_points } de puncte
}), Negrul { $black } (−{ $black_points ->
    [one] { $black_points } punct
    [few] { $black_points } puncte
   *[other] { $black_points } de puncte
})
# as tt-ecoles; $passed: the wrong counts let pass
tt-ecoles-let-pass = Écoles: Albul { $white } (−{ $white_points ->
    [one] { $white_points } punct
    [few] { $white_points } puncte
   *[other] { $white_points } de puncte
}), Negrul { $black } (−{ $black_points ->
    [one] { $black_points } punct
    [few] { $black_points } puncte
   *[other] { $black_points } de puncte
}) · numărători greșite lăsate să treacă: { $passed }
tt-hint-nothing = nimic de jucat
# $moves: the moves ("1→6, 1→4") or tt-hint-nothing; $side: who is to play;
# $value: the points he expects, signed ("+1.5"); $expectation: the same in
# words (tt-expect-…)
tt-hint = Botul puternic ar juca { $moves } (puncte așteptate pentru { $side }: { $value }, { $expectation })

## School mode's count.

tt-other-count = Alt număr
tt-mark = Marchează
tt-mark-help = Cum se numără: jans
# $side: who marks; $roll: his roll as announced (tt-roll…)
tt-mark-own = { $side }: câte puncte îți aduce aruncarea ta? { $roll }
# $side: who marks; $roller: who rolled; $roll: that roll as announced
tt-mark-opponent = { $side }: câte puncte îți aduce aruncarea { $roll } a adversarului ({ $roller })?
tt-mark-even = Punctele se numără în numere pare (0, 2, 4...).

## The Share panel.

tt-share = Partajează, exportă, importă
tt-share-copy-link = Copiază linkul partidei
tt-share-open-label = Deschide o partidă, o poziție sau un link
tt-share-open = Deschide
tt-share-copied = Link copiat. Deschide această partidă, mutare cu mutare.
tt-share-cannot-copy = Acest browser nu permite paginii să copieze: selectează textul de mai jos și copiază-l.
tt-share-too-long = Partida e prea lungă pentru un link: partajează-i textul.
tt-share-game-link = Linkul partidei
tt-share-moment-link = Link către momentul afișat
tt-share-game-text = Înregistrarea partidei (text)
tt-share-position-link = Linkul poziției
tt-share-position-text = Poziția (text)
tt-share-opened = Deschis.
# $note: where the replaced game was kept ("kept in this browser as …", from kit)
tt-share-opened-kept = Deschis. Partida înlocuită este { $note }.

## The header.

tt-all-games = Toate jocurile
tt-rules-engine = Motorul de reguli:{" "}
tt-keys = Taste

## The board's tooltips.

tt-tip-bredouille-chip = jetonul de bredouille: lângă jetonul de puncte al unei părți, următoarea ei gaură contează dublu
tt-tip-points-chip = un jeton numără punctele de-a lungul benzii: 12 puncte fac o gaură
tt-tip-peg = un cui numără găurile: 12 găuri câștigă partida
tt-tip-pavillon = pavillonul: îl ia primul care câștigă o gaură; cine îl păstrează până la sfârșit poate câștiga en grande bredouille

## Notices.

# $note: where the game in progress was kept ("kept in this browser as …", from kit)
tt-game-in-progress-kept = Partida ta în curs este { $note }.

## New partie and options.

tt-new-partie-and-options = Partidă nouă și opțiuni
tt-opponent = Adversar
tt-bot-plays-black = Botul joacă cu negrele
tt-bot-plays-white = Botul joacă cu albele
tt-two-players-one-device = Doi jucători, un dispozitiv
tt-a-friend-by-link = Un prieten, prin link
tt-bot-level = Nivelul botului
tt-beginner = Începător
tt-club = Club
tt-strong = Puternic
tt-stake = Miza
tt-stake-19th-century = Secolul al XIX-lea (×4, ×3, ×2, ×1)
tt-stake-second = A doua (×2, ×1,5, ×1)
tt-stake-oldest = Cea mai veche (×2, ×1)
tt-sortie = Sortie
tt-sortie-fast = Rapidă (pariziană)
tt-sortie-slow = Lentă (provincială)
tt-field-numbers = Numerele căsuțelor
tt-option-roller-view = Întoarce tabla spre jucătorul la mutare
tt-option-school = Modul școală: îți marchezi singur punctele (écoles)
tt-option-forgetful = Botul începător poate uita să te trimită la școală
tt-forgetful-bot-only = Doar botul poate uita: un om îl trimite întotdeauna pe celălalt la școală.
tt-forgetful-school-only = Doar în modul școală.
tt-forgetful-beginner-only = Doar botul începător uită; ceilalți niciodată.
tt-opened-position = S-a deschis poziția partajată.
tt-opened-game = S-a deschis partida partajată.
# $reason: what the notation's reader found wrong, in the language on screen
# (a tt-why-… message: a clause without capital or final stop)
tt-address-position-unreadable = Adresa conține o poziție care nu poate fi citită: { $reason }
# $reason: as in tt-address-position-unreadable
tt-address-game-unreadable = Adresa conține o partidă care nu poate fi citită: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-position-unreadable = Această poziție nu poate fi citită: { $reason }
# $reason: as in tt-address-position-unreadable
tt-import-game-unreadable = Această înregistrare de partidă nu poate fi citită: { $reason }
# $why: why the saved text cannot be read (a tt-why-… message, as in
# tt-address-position-unreadable)
tt-restore-failed = Partida ta salvată nu a putut fi restaurată ({ $why }). E păstrată deoparte în acest browser; începe o partidă nouă.
# $reason: why the engine refused the roll, move or count (a tt-why-…
# message, as in tt-address-position-unreadable)
tt-action-refused = Refuzat: { $reason }.

## What the address's Trictrac keys (points, holes, school, forget) could not
## read; $value: what the address says. The values on/off stay as written.

tt-address-points = puncte ignorate „{ $value }” (două numere pare de la 0 la 10, de ex. 10,0)
tt-address-holes = găuri ignorate „{ $value }” (două numere de la 0 la 11, de ex. 3,5)
tt-address-school = mod școală necunoscut „{ $value }” (on sau off)
tt-address-forget = valoare forget necunoscută „{ $value }” (on sau off)

## Why a text is refused: the engine's reasons, one message per variant.
## Each is a clause (no capital, no final stop) that fills the $reason or $why
## of a sentence (tt-address-…-unreadable, tt-import-…-unreadable,
## tt-restore-failed, tt-action-refused, kit-remote-link-refused). A side's
## name ($side, $opponent) is tt-white or tt-black. A character's place
## ($index) is counted from 1, as a person counts, and so is an action's
## number ($action).

# The position notation (1.<checkers>.<turn>.<white>.<black>.<pavillon>…).
# No argument.
tt-why-position-empty = textul poziției e gol
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-position-version = versiune de notație necunoscută „{ $found }” (această versiune a jocului citește versiunea { $known })
# $part: the missing part of the position text, "board" (the checkers),
# "turn" (whose turn, the dice, the choice), "score" (a side's points,
# bredouille, holes and rolls), "pavillon" or "options"; $side: whose score
# (with "score" only)
tt-why-part-missing = { $part ->
    [board] lipsește tabla
    [turn] lipsește tura
    [score] lipsește scorul jucătorului { $side }
    [pavillon] lipsește pavillonul
   *[options] lipsesc opțiunile
}
# $part, $side: the part written empty, as in tt-why-part-missing
tt-why-part-empty = { $part ->
    [board] nu e scris nimic pentru tablă
    [turn] nu e scris nimic pentru tură
    [score] nu e scris nimic pentru scorul jucătorului { $side }
    [pavillon] nu e scris nimic pentru pavillon
   *[options] nu e scris nimic pentru opțiuni
}
# $part, $side: the part that ends too soon, as in tt-why-part-missing
tt-why-part-incomplete = { $part ->
    [board] tabla e incompletă
    [turn] tura e incompletă
    [score] scorul jucătorului { $side } e incomplet
    [pavillon] pavillonul e incomplet
   *[options] opțiunile sunt incomplete
}
# $index: the character where the extra text starts (counted from 1)
tt-why-too-many-parts = text neașteptat după poziție, la caracterul { $index }
# $found: the character; $index: its place (counted from 1); $part, $side: the part it is
# in, as in tt-why-part-missing
tt-why-position-bad-character = „{ $found }” neașteptat la caracterul { $index }, în { $part ->
    [board] tablă
    [turn] tură
    [score] scorul jucătorului { $side }
    [pavillon] pavillon
   *[options] opțiuni
}
# $fields: how many fields the checkers describe (not 24)
tt-why-board-length = piesele descriu { $fields ->
    [one] { $fields } căsuță
    [few] { $fields } căsuțe
   *[other] { $fields } de căsuțe
}; tabla are 24
# $index: where the number starts; $part, $side: the part it is in, as in
# tt-why-part-missing
tt-why-number-too-large = numărul de la caracterul { $index }, din { $part ->
    [board] tablă
    [turn] tură
    [score] scorul jucătorului { $side }
    [pavillon] pavillon
   *[options] opțiuni
}, e prea mare
# $option: the option's letter; $index: where it is repeated
tt-why-repeated-option = opțiunea „{ $option }” e dată de două ori (caracterul { $index })
# $index: where the second stake method is
tt-why-conflicting-options = sunt date două feluri de a calcula miza (caracterul { $index }); alege unul
# Two problems of one position, said one after the other. $first: the
# problems found before (one or several, already joined); $next: the next one
tt-why-and = { $first }; { $next }

# An impossible board. $side: whose checkers; $count: how many he has
tt-why-too-many-checkers = { $side } are { $count ->
    [one] { $count } piesă
    [few] { $count } piese
   *[other] { $count } de piese
} pe tablă (cel mult 15)
# $field: the field in White's numbering; $black_field: the same field in
# Black's numbering
tt-why-shared-field = ambele părți au piese pe aceeași căsuță (căsuța { $field } a Albului, căsuța { $black_field } a Negrului)
# $side: whose checkers; $pos: the position, outside the board's 1 to 24
tt-why-bad-position = { $side } are piese pe poziția { $pos }, în afara căsuțelor de la 1 la 24
# $side: whose rest corner
tt-why-lone-checker-in-corner = { $side } are o singură piesă în colțul lui de odihnă (colțul se ține cu două sau mai multe piese, altfel rămâne gol)
# $side: whose checkers
tt-why-in-opponents-corner = { $side } are piese în colțul de odihnă al adversarului

# An impossible or unplayable position. $side: who has borne off
tt-why-all-checkers-off = { $side } și-a scos toate cele 15 piese, ceea ce încheie relevé-ul: pune piesele înapoi pe taloane
# $side: who has not rolled in this relevé
tt-why-moved-without-rolling = { $side } nu a aruncat încă zarurile în acest relevé și totuși nu are toate piesele pe talon
# $side: whose points; $points: his points (odd)
tt-why-odd-points = { $side } are { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}; punctele se numără mereu în numere pare
# $side: whose points; $points: his points (12 or more)
tt-why-points-too-high = { $side } are { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}; 12 puncte fac o gaură, deci un jeton arată cel mult 10
# $side: whose holes; $holes: his holes (12 or more)
tt-why-holes-too-high = { $side } are { $holes ->
    [one] { $holes } gaură
    [few] { $holes } găuri
   *[other] { $holes } de găuri
}; 12 găuri câștigă partida, deci o partidă în curs are cel mult 11
# No argument.
tt-why-both-bredouille = ambele părți sunt en bredouille; când o parte marchează, cealaltă iese întotdeauna din bredouille
# $side: who has points; $opponent: the other, who has none
tt-why-points-without-bredouille = { $side } are puncte, iar { $opponent } niciunul, deci { $side } le-a marcat fără întrerupere și trebuie să fie en bredouille
# The pavillon in the middle hole. $white, $black: each side's holes
tt-why-pavillon-middle = pavillonul e în gaura din mijloc, dar Albul are { $white ->
    [one] { $white } gaură
    [few] { $white } găuri
   *[other] { $white } de găuri
}, iar Negrul { $black }: de îndată ce amândoi au găuri, pavillonul a fost luat sau pus deoparte
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = pavillonul e luat de { $side }, dar Albul are { $white ->
    [one] { $white } gaură
    [few] { $white } găuri
   *[other] { $white } de găuri
}, iar Negrul { $black }: pavillonul se ia întrerupând seria de găuri a celuilalt, deci amândoi au găuri
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = pavillonul e pus deoparte, dar Albul are { $white ->
    [one] { $white } gaură
    [few] { $white } găuri
   *[other] { $white } de găuri
}, iar Negrul { $black }: pavillonul se pune deoparte abia după ce amândoi au câștigat găuri
# $die: what the die shows
tt-why-die-out-of-range = un zar arată de la 1 la 6, nu { $die }
# $side: who has rolled
tt-why-roll-not-counted = { $side } a aruncat zarurile, dar nu are nicio aruncare numărată în acest relevé
# $white, $black: how many times each side has rolled in this relevé;
# $side: the side to play; $rolled: "yes" when he has just rolled, "no"
# when he is to roll
tt-why-rolls-out-of-turn = Albul a aruncat { $white ->
    [1] o dată
    [one] o dată
    [few] de { $white } ori
   *[other] de { $white } de ori
} în acest relevé, iar Negrul { $black ->
    [1] o dată
    [one] o dată
    [few] de { $black } ori
   *[other] de { $black } de ori
}, ceea ce nu se poate când { $side } { $rolled ->
    [yes] tocmai a aruncat
   *[no] trebuie să arunce
}
# No argument.
tt-why-choice-without-roll = se așteaptă alegerea între tenir și s'en aller, dar nu s-a aruncat niciun zar
# $side: who must choose
tt-why-choice-without-hole = { $side } trebuie să aleagă între tenir și s'en aller, alegere care urmează unei găuri câștigate, dar nu are nicio gaură
# $side: who rolled
tt-why-choice-on-sortie = aruncarea jucătorului { $side } îi scoate ultimele piese, ceea ce încheie relevé-ul: nu e de ales între tenir și s'en aller
# No argument.
tt-why-not-started = partida nu a început: încă nu s-a aruncat pentru primat

# A refused action. $phase: what the game waits for, "primacy", "roll",
# "choose" (tenir or s'en aller), "move" or "over" (the partie is over)
tt-why-wrong-phase = această acțiune nu e posibilă acum ({ $phase ->
    [primacy] jocul așteaptă aruncarea pentru primat
    [roll] jocul așteaptă o aruncare
    [choose] jocul așteaptă alegerea între tenir și s'en aller
    [move] jocul așteaptă o mutare
   *[over] partida s-a încheiat
})
# $die: what the die shows
tt-why-bad-die = un zar arată de la 1 la 6, nu { $die }
# No argument.
tt-why-illegal-turn = aceasta nu e o mutare legală pentru această aruncare
# $count: the count marked (odd, or above 100)
tt-why-bad-count = punctele se numără în numere pare, până la 100; { $count } nu e o numărătoare posibilă

# The game notation (1.<record>, then ~<position> for a game from a
# position). No argument.
tt-why-game-empty = textul partidei e gol
# $found: the version the text starts with (at most 16 characters); $known:
# the version this game reads ("1")
tt-why-game-version = versiune necunoscută a notației partidelor „{ $found }” (această versiune a jocului citește versiunea { $known })
# $found: the character; $index: its place in the game text (counted from 1)
tt-why-game-bad-character = „{ $found }” neașteptat la caracterul { $index } al textului partidei
# No argument.
tt-why-game-malformed = textul partidei e trunchiat sau modificat (are lungimea greșită sau ultimul caracter greșit)
# $action: the action being read; 0 is the record's header (its options
# and number of actions)
tt-why-game-truncated = { $action ->
    [0] textul partidei se termină în mijlocul antetului
   *[action] textul partidei se termină în mijlocul acțiunii { $action }
}
# $field: what the value encodes, "options" (in the header), "primacy" (the
# primacy dice), "roll", "turn" (a move among the roll's legal ones) or
# "marked" (a count marked in school mode); $action: the action; $value: the
# value's code; $max: the highest code possible
tt-why-game-out-of-range = { $field ->
    [options] opțiunile din antet au codul { $value }, dar sunt posibile doar codurile de la 0 la { $max }
    [primacy] acțiunea { $action }: zarurile primatului au codul { $value }, dar sunt posibile doar codurile de la 0 la { $max }
    [roll] acțiunea { $action }: o aruncare are codul { $value }, dar sunt posibile doar codurile de la 0 la { $max }
    [turn] acțiunea { $action }: o mutare are codul { $value }, dar sunt posibile doar codurile de la 0 la { $max }
   *[marked] acțiunea { $action }: o numărătoare marcată are codul { $value }, dar sunt posibile doar codurile de la 0 la { $max }
}
# No argument.
tt-why-game-trailing-data = textul partidei continuă după ultima ei acțiune
# $actions: how many actions the game has (more than 65,535)
tt-why-game-too-long = partida are { $actions ->
    [one] { $actions } acțiune
    [few] { $actions } acțiuni
   *[other] { $actions } de acțiuni
}; o înregistrare cuprinde cel mult 65.535
# $reason: what is wrong with the game's starting position (a tt-why-…
# message of the position notation or of an impossible position)
tt-why-game-start = în poziția de pornire, { $reason }
# $action: the refused action; $reason: why the engine refuses it
# (tt-why-wrong-phase, tt-why-bad-die, tt-why-illegal-turn, tt-why-bad-count)
tt-why-game-replay = acțiunea { $action } nu poate fi rejucată: { $reason }
