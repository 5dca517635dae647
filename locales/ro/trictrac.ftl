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
tt-action-refused = Refused: { $reason }.

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
    [few] { $fields } fields
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
    [few] { $points } points
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
    [few] { $white } holes
   *[other] { $white } holes
} and Black { $black }: once both have holes, the pavillon has been taken or set aside
# The pavillon taken. $side: who took it; $white, $black: each side's holes
tt-why-pavillon-taken = the pavillon is taken by { $side }, but White has { $white ->
    [one] { $white } hole
    [few] { $white } holes
   *[other] { $white } holes
} and Black { $black }: the pavillon is taken by interrupting the other's holes, so both have holes
# The pavillon set aside. $white, $black: each side's holes
tt-why-pavillon-aside = the pavillon is set aside, but White has { $white ->
    [one] { $white } hole
    [few] { $white } holes
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
    [few] { $white } times
   *[other] { $white } times
} in this relevé and Black { $black ->
    [1] once
    [one] { $black } time
    [few] { $black } times
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
