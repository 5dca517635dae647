## The lessons of the Grand Trictrac: the groups of the list, then each lesson's title, what to look at (intro) and the explanation shown once answered.

les-group-hit-petit-jan = Lovitura
les-group-battre-le-coin = Colțurile de odihnă și trecerea
les-group-fill-petit-jan = Umplerea și păstrarea
les-group-impuissance = Impuissance
les-group-mezeas = Jans rare
les-group-sortie = Sortie, găuri și bredouille
les-group-tenir = Tenir sau s'en aller
les-hit-petit-jan-title = Un battre à vrai în tabla petit jan-ului
les-hit-petit-jan-intro = Negrul are o piesă singură pe căsuța ta 3 (a putut ajunge atât de departe pentru că tu nu-ți mai poți face petit jan-ul). Fiecare număr al aruncării tale care ajunge la ea de la una dintre piesele tale este un mijloc de a o lovi cu adevărat (battre à vrai).
les-hit-petit-jan-explanation = 2 ajunge pe căsuța 3 de pe talon, iar asul de pe căsuța 2: două mijloace, câte 4 puncte în tabla petit jan-ului, deci 8 puncte. Suma 3 nu poate porni de nicăieri.
les-hit-grand-jan-title = Trei mijloace în tabla grand jan-ului
les-hit-grand-jan-intro = Piesa singură a Negrului stă pe căsuța ta 14. Numără mijloacele după număr: cu 3, cu 2 și cu suma lor, indiferent ce piese le realizează.
les-hit-grand-jan-explanation = Cu 3 de pe căsuța 11, cu 2 din colțul tău de odihnă (lovitura e virtuală, deci piesele din colț pot lovi), cu 5 de pe căsuța 9 prin propriile tale căsuțe 11 sau 12: trei mijloace a câte 2 puncte în tabla grand jan-ului, 6 puncte.
les-hit-doublet-title = Lovitura cu o dublă
les-hit-doublet-intro = O dublă se joacă o dată, nu de două ori: numerele ei sunt numărul simplu și dublul lui. Piesa singură a Negrului e din nou pe căsuța ta 3, iar tu ai dat bezet (dublă de as).
les-hit-doublet-explanation = Cu 1 de pe căsuța 2 și cu 2 de pe talon prin propria ta căsuță 2: două mijloace, câte 6 puncte în tabla petit jan-ului cu o dublă, 12 puncte.
les-hit-false-title = O lovitură falsă (battre à faux)
les-hit-false-intro = Piesele tale de pe căsuța 11 pot ajunge la piesa singură a Negrului de pe căsuța 18 doar prin suma 7. Uită-te la cele două treceri, căsuțele 14 și 15.
les-hit-false-explanation = Ambele treceri au două sau mai multe piese negre: lovitura prin sumă e falsă, iar o lovitură falsă punctează pentru adversar, 2 puncte în tabla grand jan-ului (4 cu o dublă).
les-hit-both-tables-title = Adevărat și fals într-o singură aruncare
les-hit-both-tables-intro = Două piese negre singure: una pe căsuța ta 4, una pe căsuța ta 18. Fiecare țintă se judecă separat.
les-hit-both-tables-explanation = 3 de pe talon lovește cu adevărat căsuța 4: 4 puncte în tabla petit jan-ului, pentru tine. Căsuța 18 poate fi atinsă doar cu 7 de pe căsuța 11, cu ambele treceri (14 și 15) închise: această lovitură falsă îi dă Negrului 2 puncte, nu ție.
les-battre-le-coin-title = Battre le coin
les-battre-le-coin-intro = Îți ții colțul de odihnă cu trei piese, iar colțul Negrului (căsuța ta 13) e gol. Ar putea câte o piesă cu fiecare număr să ajungă acolo?
les-battre-le-coin-explanation = 2 de pe căsuța 11 și asul de pe surcase-ul colțului (a treia piesă) ar ateriza amândouă pe căsuța 13: bați colțul, 4 puncte (6 cu o dublă), un singur mijloc. Ultimele două piese din colț nu puteau ajuta.
les-coin-par-puissance-title = Luarea colțului par puissance
les-coin-par-puissance-intro = Colțul de odihnă al Negrului (căsuța ta 13) e gol. Piesele tale de pe 7 și 8 ar putea ajunge acolo, una cu 6 și una cu 5; nu poți aduce în mod natural două piese în propriul tău colț.
les-coin-par-puissance-explanation = Nicio piesă nu se poate opri vreodată pe colțul adversarului, dar fiindcă ai putea aduce două piese acolo, îți poți lua propriul colț par puissance: amândouă se opresc cu o căsuță mai devreme, pe 12. Mersul pe 14 e refuzat și el: Negrul își mai poate face grand jan-ul, deci nicio piesă nu se poate opri în al treilea tău cadran (13–18).
les-passage-title = Trecerea spre jeu de retour
les-passage-intro = Piesele Negrului sunt toate de partea lui, pe talonul lui și pe căsuța lui 8: își mai poate face petit jan-ul și grand jan-ul. Cele două piese ale tale de pe 8 sunt aproape de mijlocul tablei.
les-passage-explanation = Cât timp adversarul își mai poate face grand jan-ul, nicio piesă nu se poate opri în al treilea tău cadran (13–18), nici în al patrulea cât își mai poate face petit jan-ul, și niciuna nu se oprește vreodată pe colțul lui (13): rămân doar mutări de partea ta, precum 1→7, 1→6.
les-fill-petit-jan-title = Umplerea petit jan-ului: mijloace după număr
les-fill-petit-jan-intro = În primul tău cadran doar căsuța 4 e pe jumătate (o singură piesă). Fiecare număr (2, asul, suma lor) care o poate acoperi fără să descopere altă căsuță este un mijloc.
les-fill-petit-jan-explanation = Cu asul de pe căsuța 3 (acolo rămân două) și cu 3 tout d'une de pe talon: două mijloace a câte 4, 8 puncte. 2 de pe căsuța 2 ar descoperi căsuța 2, deci nu e un mijloc.
les-fill-grand-jan-title = Umplerea grand jan-ului
les-fill-grand-jan-intro = Celui de-al doilea cadran al tău (căsuțele 7–12) îi lipsește o piesă pe căsuța 11. Fiecare număr care o acoperă fără să descopere altă căsuță este un mijloc.
les-fill-grand-jan-explanation = Cu asul de pe căsuța 10 și cu 4 tout d'une de pe căsuța 7 (fiecare păstrează două): două mijloace a câte 4, 8 puncte. 3 de pe căsuța 8 ar descoperi căsuța 8, deci nu e un mijloc.
les-conserve-title = Păstrarea unui jan umplut
les-conserve-intro = Petit jan-ul tău e umplut. Cu această dublă, poți juca ambii de 3 fără să-l strici?
les-conserve-explanation = Da: surcase-ul căsuței 5 merge pe căsuța 8, apoi pe 11, iar jan-ul rămâne întreg. Păstrarea aduce 6 cu o dublă (4 cu o aruncare simplă), un singur mijloc.
les-jan-de-retour-title = Umplerea jan-ului de retour
les-jan-de-retour-intro = În jeu de retour, ultimului tău cadran (căsuțele 19–24) îi lipsește o piesă pe căsuța 23.
les-jan-de-retour-explanation = Cu asul de pe căsuța 22 și cu 4 tout d'une de pe căsuța 19 (fiecare păstrează două): două mijloace a câte 4, 8 puncte. 3 de pe căsuța 20 ar descoperi căsuța 20, deci nu e un mijloc.
les-impuissance-title = Impuissance
les-impuissance-intro = Ai dat carmes (dublă de patru). Negrul îți ține căsuțele 13–16. Fiecare număr pe care nu-l poți juca îi dă adversarului 2 puncte.
les-impuissance-explanation = De pe căsuțele 9, 10, 11 și 12, un 4 aterizează pe 13, 14, 15 sau 16, toate ținute de Negru (13 e colțul lui): niciun 4 nu poate fi jucat, deci Negrul marchează 2 pentru fiecare, 4 puncte.
les-conserver-par-impuissance-title = Păstrarea par impuissance
les-conserver-par-impuissance-intro = Jan-ul tău de retour e umplut; colțul tău de odihnă mai ține două piese și o piesă stă pe căsuța 17. Negrul îți ține căsuța 18. Ai dat sonnez (dublă de șase).
les-conserver-par-impuissance-explanation = Un 6 duce piesa de pe căsuța 17 pe 23. Celălalt nu poate fi jucat: cele două piese din colț ar ateriza pe căsuța 18 a Negrului și nu se poate scoate nimic cât timp ele sunt în afara ultimului cadran. Negrul marchează această impuissance (2), iar tu, al cărui jan rămâne întreg, îl păstrezi par impuissance: 6 cu o dublă.
les-mezeas-title = Jan de mézéas
les-mezeas-intro = Singurele tale două piese ieșite de pe talon îți țin colțul de odihnă, iar tu ai dat un as.
les-mezeas-explanation = Acesta e jan de mézéas: 4 puncte cu un as (6 cu doi ași). Dacă și Negrul și-ar fi ținut colțul, punctele ar fi mers la Negru (contre-jan).
les-contre-mezeas-title = Contre-jan de mézéas
les-contre-mezeas-intro = Aproape aceeași poziție ca la jan de mézéas, dar și cele două piese ale Negrului îi țin colțul de odihnă.
les-contre-mezeas-explanation = Când și adversarul își ține colțul, mézéas se întoarce împotriva ta: contre-jan-ul îi dă Negrului 4 puncte (6 cu doi ași), iar tu nu marchezi nimic pentru el.
les-deux-tables-title = Jan de deux tables
les-deux-tables-intro = Doar două piese ți-au plecat de pe talon, amândouă pe căsuța 7. Ar putea merge câte una în fiecare colț de odihnă cu cele două numere?
les-deux-tables-explanation = 5 duce o piesă de pe căsuța 7 în colțul tău (12), iar 6 pe cealaltă în colțul Negrului (13): jan de deux tables, 4 puncte (6 cu o dublă). E de ajuns să fie posibil în gând; nu ai voie să mergi cu adevărat pe 13.
les-contre-deux-tables-title = Contre-jan de deux tables
les-contre-deux-tables-intro = Cele două piese ale tale ieșite de pe talon stau pe căsuța 7, ca la jan de deux tables; dar Negrul a adus două piese în colțul lui de odihnă (căsuța ta 13).
les-contre-deux-tables-explanation = 5 și 6 ar duce tot câte o piesă în fiecare colț, dar Negrul îl ține pe al lui: jan-ul se întoarce împotriva ta, iar contre-jan de deux tables îi dă Negrului 4 puncte (6 cu o dublă).
les-six-tables-title = Jan de six tables
les-six-tables-intro = Aceasta e a treia ta aruncare. Ai câte o piesă pe fiecare dintre căsuțele 3, 5, 6 și 7.
les-six-tables-explanation = Asul și 3 de pe talon ar pune piese pe căsuțele 2 și 4: șase căsuțe acoperite în trei aruncări, jan de six tables, 4 puncte. Nu ești obligat să joci așa.
les-sortie-title = Sortie
les-sortie-intro = Ultimele tale două piese stau pe căsuțele 23 și 24; Negrului i-a mai rămas o piesă.
les-sortie-explanation = 2 scoate piesa de pe căsuța 23, iar asul pe cea de pe 24: primul care își scoate toate piesele marchează 4 (6 cu o dublă), apoi începe un nou relevé.
les-bredouille-title = Bredouille: două găuri
les-bredouille-intro = Ai 8 puncte, iar Negrul niciunul: le-ai marcat pe toate de când a punctat Negrul ultima dată, deci ești en bredouille. Numără punctele acestei aruncări, apoi găurile pe care le fac.
les-bredouille-explanation = Cu 5 de pe căsuța 10 lovești cu adevărat căsuța 15: 4 puncte cu o dublă în tabla grand jan-ului. 8 + 4 = 12, marcate fără ca Negrul să puncteze între timp: o gaură en bredouille contează dublu, 2 găuri. Dacă Negrul ar fi punctat după primul tău punct, ar fi fost o singură gaură.
les-bredouille-interrupted-title = Întreruptă: o singură gaură
les-bredouille-interrupted-intro = Aceeași aruncare, dar amândoi aveți 8 puncte: Negrul a punctat după primele tale puncte, deci nu mai ești en bredouille.
les-bredouille-interrupted-explanation = Aruncarea îți dă aceleași 4 puncte (cu 5 de pe căsuța 10 pe căsuța 15), iar 8 + 4 = 12 fac o gaură. Punctele Negrului le-au întrerupt pe ale tale: o singură gaură, 1, nu 2. Cele 8 puncte ale Negrului se șterg.
les-tenir-title = Tenir: păstrarea surplusului
les-tenir-intro = Ai 8 puncte, Negrul 4. Această aruncare îți aduce o gaură; alegi să rămâi (tenir) și să joci mai departe.
les-tenir-explanation = Două piese de pe căsuța 10 ar putea merge în colțul gol al Negrului cu câte un 3: bați colțul, 6 puncte cu o dublă. 8 + 6 = 14: o gaură (Negrul te întrerupsese), iar cele 2 puncte în plus rămân pe jetonul tău când rămâi. Cele 4 puncte ale Negrului se șterg; apoi el marchează cele 4 ale impuissance-ului tău, fiindcă niciunul dintre 3-urile tale nu poate fi jucat.
les-s-en-aller-title = S'en aller: ce pierde adversarul
les-s-en-aller-intro = Aceeași aruncare îți aduce o gaură, iar de data asta pleci (s'en aller) în loc să rămâi.
les-s-en-aller-explanation = Plecând, renunți la cele 2 puncte de surplus: toate jetoanele se întorc pe bandă și ambele părți își pun din nou piesele pe taloane pentru un nou relevé, pe care îl începi tu. Negrul nu poate marca ce îi dă această aruncare: cele 4 puncte ale impuissance-ului tău (2 pentru fiecare 3 pe care nu-l poți juca) sunt pierdute pentru el.

## The lessons' panel.

les-lessons = Lecții
les-guided-lessons = Lecții ghidate
les-close = Închide lecțiile
les-check = Verifică
les-next-lesson = Lecția următoare
les-to-partie = Acum joacă o partidă în modul școală
les-try-again = Nu chiar: încearcă din nou.
les-right = Corect!
les-all-lessons = ← Toate lecțiile
les-your-answer = Răspunsul tău
# $name: the lesson the address asked for (after "#lesson-")
les-missing = Adresa cere o lecție „{ $name }” care nu există: iată toate lecțiile.
# said after a done lesson's title, to screen readers
les-done-mark = {" "}(terminată)
les-holes = Găuri
les-points = Puncte
# $answer: the right answer, a number or a play ("7→12, 9→12")
les-answer-is = Nu chiar. Răspunsul este { $answer }.
# $from: the field a checker is borne off from
les-move-off = { $from }→afară

## The questions. $side: whose points or holes (tt-white, tt-black); $roller: who rolled; $opponent: the other.

les-question-points = Câte puncte îi dă această aruncare părții { $side }?
les-question-points-opponent = Câte puncte îi dă această aruncare adversarului, { $side }?
les-question-play = Care dintre aceste mutări este legală?
les-question-holes = Câte găuri îi dă această aruncare părții { $side }?
les-question-tenir = { $roller } rămâne (tenir): câte puncte păstrează?
les-question-s-en-aller = { $roller } pleacă (s'en aller): câte puncte din această aruncare pierde { $opponent }?
