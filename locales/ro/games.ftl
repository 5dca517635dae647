## Lista jocurilor: numele fiecărui joc, unde se joacă și un rând care spune ce este.

game-trictrac-name = Grand Trictrac
game-trictrac-region = Franța
game-trictrac-blurb = Puncte pentru ce ar putea face zarurile: jans, trous (găuri) și pavillon.

game-backgammon-name = Table (backgammon)
game-backgammon-region = Peste tot
game-backgammon-blurb = Cursa spre casă, cu lovituri, cubul de dublare, pe bani sau în meci.

game-nackgammon-name = Nackgammon
game-nackgammon-region = Statele Unite
game-nackgammon-blurb = Table cu patru piese în urmă: partide mai lungi, mai mult contact.

game-hypergammon-name = Hypergammon
game-hypergammon-region = Statele Unite
game-hypergammon-blurb = Table cu câte trei piese (sau două, sau una).

game-hypergammon2-name = Hypergammon, 2 piese
game-hypergammon2-region = Statele Unite
game-hypergammon2-blurb = Table cu câte două piese.

game-hypergammon1-name = Hypergammon, 1 piesă
game-hypergammon1-region = Statele Unite
game-hypergammon1-blurb = Table cu câte o piesă.

game-tavli-name = Tavli
game-tavli-region = Grecia
game-tavli-blurb = Portes, Plakoto și Fevga pe rând, până la 5 puncte.

game-portes-name = Portes
game-portes-region = Grecia
game-portes-blurb = Primul joc din tavli: table fără cub și fără partida triplă.

game-plakoto-name = Plakoto
game-plakoto-region = Grecia
game-plakoto-blurb = Al doilea joc din tavli: piesa singură e prinsă, nu lovită; păzește-ți mama.

game-fevga-name = Fevga
game-fevga-region = Grecia
game-fevga-blurb = Al treilea joc din tavli: amândoi merg în același sens, o singură piesă face poartă.

game-long-nardy-name = Nardy lung
game-long-nardy-region = Rusia, Caucaz
game-long-nardy-blurb = Cincisprezece piese pleacă din cap, în același sens, fără lovituri.

game-gul-bara-name = Gul bara
game-gul-bara-region = Turcia, Balcani
game-gul-bara-blurb = Ca Fevga, cu duble în cascadă de la a patra aruncare.

game-russian-name = Table rusești
game-russian-region = Rusia
game-russian-blurb = Toate intră prin același cadran; o dublă aduce complementul ei și încă o aruncare.

game-dutch-name = Table olandeze
game-dutch-region = Țările de Jos
game-dutch-blurb = Toate cincisprezece pornesc din afara tablei; nu se lovește până nu ajunge una în casă.

game-american-name = Table americane
game-american-region = Indonezia
game-american-blurb = Albul intră cu nouă piese și aleargă; nimic nu se lovește; victoria Albului valorează 3.

game-acey-deucey-name = Acey-deucey
game-acey-deucey-region = Statele Unite
game-acey-deucey-blurb = Intri cu toate cincisprezece când vrei; 1-2 aduce o dublă la alegere.

game-snake-name = Șarpele
game-snake-region = Indonezia
game-snake-blurb = Albul pornește din adâncul casei Negrului, cu nouă piese de introdus.

game-jacquet-name = Jacquet
game-jacquet-region = Franța
game-jacquet-blurb = Din colțuri opuse în diagonală, întâi curierul; nimic nu se lovește.

game-matador-name = Matador
game-matador-region = Franța
game-matador-blurb = Jacquet în care 4-3 se joacă, apoi o dublă la alegere, apoi încă o aruncare.

game-icelandic-name = Table islandeze
game-icelandic-region = Islanda
game-icelandic-blurb = Șase piese se urmăresc în jurul tablei și capturează definitiv.

game-chase-name = Urmărirea
game-chase-region = Islanda
game-chase-blurb = Mută doar 1, 6 și dublele: capturează toate cele șase piese adverse.

## Regulile fiecărui joc, pe scurt (cartonașele ecranului principal, panoul Reguli al jocului).

game-backgammon-rules = Table: câte 15 piese (2 pe punctul tău 24, 5 pe 13, 3 pe 8, 5 pe 6) aleargă în sensuri opuse spre casa lor și sunt scoase. Joci ambele zaruri dacă poți (altfel pe cel mai mare); dublele se joacă de patru ori. O piesă singură lovită merge pe bară și trebuie să intre prima. Victoria înainte ca perdantul să fi scos vreo piesă e marț (gammon, 2), iar cu o piesă a perdantului încă pe bară sau în casa ta e backgammon (3); cubul de dublare înmulțește miza.
game-nackgammon-rules = Nackgammon: table cu patru piese în urmă (2 pe punctul tău 24, 2 pe 23, 4 pe 13, 3 pe 8, 4 pe 6); toate celelalte reguli, inclusiv cubul, ca la table.
game-hypergammon-rules = Hypergammon: table cu câte 3 piese, pe punctele 1, 2 și 3 ale adversarului (punctele tale 24, 23 și 22); toate celelalte reguli, inclusiv marțurile, backgammonurile și cubul, ca la table (o opțiune face orice partidă simplă, cum o descrie textul indonezian).
game-hypergammon2-rules = Hypergammon cu câte 2 piese, pe punctele tale 24 și 23; în rest, table.
game-hypergammon1-rules = Hypergammon cu câte o piesă, pe punctul tău 24; în rest, table.
game-dutch-rules = Table olandeze: toate cele 15 piese pornesc din afara tablei și intră în casa adversarului ca de pe bară; nicio piesă nu merge mai departe până nu au intrat toate 15. Apoi regulile de la table, dar o piesă singură poate fi lovită doar de un jucător care are o piesă în propria casă (o opțiune permite lovitul oricând).
game-snake-rules = Șarpele („Ular”, din Indonezia, unde e descris în două rânduri): Negrul se așază ca la table; Albul are câte două piese pe punctele 1, 2 și 3 ale Negrului (propriile lui puncte 24, 23 și 22) și nouă în afara tablei, pe care trebuie să le introducă, în casa Negrului, înainte de a muta orice altceva; apoi regulile de la table. Sursa îl descrie în două rânduri: acestea sunt regulile jucate aici.
game-long-nardy-rules = Nardy lung: cele 15 piese ale fiecărui jucător pornesc din „capul” lui, punctul lui 24, față în față cu capul adversarului, de cealaltă parte a tablei; amândoi merg în același sens (invers acelor de ceasornic) spre casa lor și scot piesele din ea. Nu se lovește: o singură piesă face poartă. Din cap poate pleca o singură piesă la fiecare tură, cu excepția primei aruncări a unui jucător, dacă e 6-6, 4-4 sau 3-3, când pot pleca două (o opțiune: doar 6-6 și 4-4). Nimeni nu poate ține șase puncte la rând pe drumul adversarului (numărate pe traseul acestuia, deci un bloc poate continua de la punctul 1 al jucătorului la punctul lui 24) cât timp nicio piesă a adversarului nu a trecut de ele: un asemenea bloc e permis doar când măcar o piesă adversă e deja în fața lui. Se judecă după poziția de la sfârșitul întregii mutări (o opțiune: și după fiecare piesă mutată). Câștigătorul aruncării de început aruncă din nou pentru prima lui mutare. Victoria înainte ca perdantul să fi scos vreo piesă e marț (2); nu există coke (3). Cubul de dublare înmulțește miza.
game-fevga-rules = Fevga: cele 15 piese ale fiecărui jucător pornesc de pe punctul lui 24, față în față cu punctul de pornire al adversarului, de cealaltă parte a tablei; amândoi merg în același sens (invers acelor de ceasornic) spre casa lor și scot piesele din ea. Nu se lovește: o singură piesă face poartă. Prima piesă a unui jucător trebuie să treacă de punctul de pornire al adversarului înainte ca a doua să poată pleca (o opțiune: e de ajuns să intre în cadranul de pornire al adversarului). Nimeni nu poate ține șase puncte la rând pe drumul adversarului (numărate pe traseul acestuia, deci un bloc poate continua de la punctul 1 al jucătorului la punctul lui 24) cât timp nicio piesă a adversarului nu a trecut de ele, nici toate cele șase puncte ale cadranului de pornire al adversarului. Amândouă se judecă după poziția de la sfârșitul întregii mutări (o opțiune: și după fiecare piesă mutată). Câștigătorul aruncării de început aruncă din nou pentru prima lui mutare. O partidă valorează 1, sau 2 dacă perdantul nu a scos nicio piesă; fără cub.
game-portes-rules = Portes: așezarea și mutările de la table, piesele singure lovite merg pe bară. Câștigătorul aruncării de început aruncă din nou ambele zaruri pentru prima lui mutare (o dublă contează). O partidă valorează 1, sau 2 dacă perdantul nu a scos nicio piesă (o opțiune: dacă mai are o piesă în cadranul lui de pornire, casa câștigătorului); niciodată 3. Fără cub.
game-russian-rules = Table rusești: toate cele 15 piese ale fiecărui jucător pornesc din afara tablei și intră în același cadran, primul sfert al unui traseu pe care amândoi îl parcurg în același sens; amândoi scot piesele din același ultim sfert. Un jucător trebuie să-și introducă toate piesele înainte de a muta alta (o opțiune: le introduce când vrea). O piesă singură e lovită și intră din nou de la început (o opțiune: fără lovituri, o singură piesă face poartă). O dublă se joacă de patru ori, apoi complementul ei de patru ori (3-3, apoi 4-4: fețele opuse ale unui zar fac 7), iar jucătorul aruncă din nou; dacă nu poate juca o parte în întregime, pierde restul turei. O opțiune: complementele doar după ce i-au intrat toate piesele. O partidă valorează 1, sau 2 dacă perdantul nu a scos nicio piesă; fără cub.
game-gul-bara-rules = Gul bara: cele 15 piese ale fiecărui jucător pornesc de pe punctul lui 24, față în față cu punctul de pornire al adversarului, de cealaltă parte a tablei; amândoi merg în același sens (invers acelor de ceasornic) spre casa lor și scot piesele din ea. Nu se lovește: o singură piesă face poartă. De la a patra aruncare a unui jucător, o dublă se joacă de patru ori, apoi fiecare dublă mai mare, până la 6-6, tot de câte patru ori (3-3: de patru ori 3, de patru ori 4, de patru ori 5, de patru ori 6). Jucătorul care își joacă dubla până la capăt aruncă din nou. Un număr pe care nu-l poate juca îi încheie tura, iar adversarul joacă restul în locul lui (o opțiune: restul se pierde), apoi își joacă propria tură. Câștigătorul aruncării de început aruncă din nou pentru prima lui mutare. O partidă valorează 1, sau 2 dacă perdantul nu a scos nicio piesă; fără cub.
game-acey-deucey-rules = Acey-deucey: toate cele 15 piese ale fiecărui jucător pornesc din afara tablei; jucătorul le introduce când vrea în casa adversarului, ca de pe bară, și mută și lovește ca la table. O aruncare de 1-2, acey-deucey, se joacă, apoi jucătorul numește orice dublă și o joacă de patru ori (o opțiune, varianta europeană: apoi și complementul ei, 6-6, apoi 1-1), apoi aruncă din nou. O parte pe care nu o poate juca în întregime îi încheie tura, cu tot cu restul bonusului. Câștigătorul aruncării de început aruncă din nou pentru prima lui mutare. Fără cub: perdantul plătește câte un punct pentru fiecare piesă pe care nu a scos-o.
game-american-rules = Table americane: Albul are câte două piese pe punctele 1, 2 și 3 ale cadranului din stânga jos și nouă lângă tablă; Negrul are toate cele 15 piese în cadranul din dreapta jos: 2, 5, 3 și 5 pe punctele lui 9, 10, 11 și 12 (punctele numerotate de-a lungul marginii de jos, de la stânga). Amândoi merg în jurul tablei invers acelor de ceasornic: Negrul urcă pe partea dreaptă, trece pe sus și coboară spre casa lui, cadranul din stânga jos; Albul face tot ocolul, introducându-și cele nouă piese când vrea, ca de pe bară (în cadranul din stânga jos), până la casa lui, cadranul din stânga sus. Nicio piesă nu e lovită vreodată: un punct cu o piesă adversă e închis, chiar dacă e singură; se pot ține șase puncte la rând. Albul aruncă primul. Primul care își scoate toate piesele câștigă: 1 miză dacă e Negrul, 3 dacă e Albul; orice partidă e simplă, fără cub.
game-jacquet-rules = Jacquet (regulile franceze): cele 15 piese ale fiecărui jucător pornesc de pe punctul lui 24, în colțul opus în diagonală față de pornirea adversarului; amândoi merg în același sens spre casa lor și scot piesele din ea. Nu se lovește: un punct cu o piesă adversă e închis, chiar dacă e singură (o opțiune joacă regulile Ludii: piesa singură e lovită și intră din nou). Curierul: nicio a doua piesă nu poate pleca de la pornire până nu a ajuns una în casă; celelalte pot pleca în tura în care ajunge ea. Dublele se joacă de patru ori. Cel cu zarul mai mare la aruncarea de început începe și aruncă din nou. Primul care își scoate toate piesele câștigă; sursele nu cunosc partida dublă, deci orice partidă valorează 1; fără cub. Unele reguli franceze interzic șase puncte la rând înainte ca jucătorul să țină ultimele două puncte ale drumului său: această regulă nu se joacă.
game-matador-rules = Matador (o descriere indoneziană a jocurilor de table îl numește doar „un fel de jacquet”): regulile de la jacquet — câte 15 piese pe propriul punct 24, în colțuri opuse în diagonală, amândoi în același sens, fără lovituri (o opțiune: lovitul din Ludii), curierul în casă înainte ca a doua piesă să plece de la pornire, dublele de patru ori, orice partidă 1, fără cub — până când un jucător aruncă 4-3, matadorul: joacă 4 și 3, apoi o dublă la alegerea lui, apoi aruncă din nou. O parte pe care nu o poate juca în întregime îi încheie tura, cu tot cu restul bonusului. Sursa dă regula în două propoziții: acestea sunt regulile jucate aici.
game-plakoto-rules = Plakoto: cele 15 piese ale fiecărui jucător pornesc de pe punctul lui 24, punctul 1 al adversarului, și merg în sensuri opuse spre casă, ca la table. Nimic nu se lovește: o piesă care ajunge pe o piesă adversă singură o prinde. Piesa prinsă rămâne dedesubt și nu se poate mișca până nu pleacă ultima piesă de deasupra ei; punctul e atunci al celui care a prins, care poate adăuga piese, iar cel prins nu poate pune piese acolo. Două sau mai multe piese fac poartă. Nimeni nu scoate piese cât timp una dintre piesele lui e prinsă în casa lui. Ultima piesă de pe punctul de pornire al unui jucător, „mama” lui, prinsă acolo încheie imediat partida: el pierde 2, afară de cazul în care cel care a prins mai are piese pe propriul punct de pornire; dacă ambele mame sunt prinse, partida e remiză. Altfel, primul care își scoate toate piesele câștigă 1, sau 2 dacă perdantul nu a scos nicio piesă; niciodată 3. Câștigătorul aruncării de început aruncă din nou pentru prima lui mutare. Fără cub. O prindere se notează ca o lovitură: 13/7*.
game-chase-rules = Urmărirea (Að elta stelpur, din Islanda: descrierea indoneziană îi dă câteva rânduri, iar fișierul de reguli al Ludii completează unde ea tace; acestea sunt regulile jucate aici): câte șase piese, una pe punct, Albul pe punctele lui 1–6, Negrul pe punctele lui I–VI, alături, pe partea dreaptă; amândoi merg invers acelor de ceasornic, ocol după ocol, nimic nu se scoate, piesa din față a Albului chiar în spatele ultimei piese a Negrului. Contează doar 1, 6 și dublele: 6-3 joacă doar 6, 2-5 nimic; 6-6 înseamnă de patru ori 6, orice altă dublă, de două ori numărul ei, iar după o dublă jucătorul aruncă din nou până când zarurile diferă (o opțiune: dublele din bkgm, fără aruncare din nou). Pe un punct stă o singură piesă; cine ajunge pe o piesă adversă o capturează definitiv. Ultima piesă a unui jucător mută doar cu 1 și cu 6, din colț în colț (capetele cadranelor): cu 1 până la cel mai apropiat colț din față, cu 6 peste el, până la următorul; poate fi capturată doar într-un colț, și nu între două piese adverse. Cel cu zarul mai mare la aruncarea de început începe și aruncă din nou (o opțiune: cel cu zarul mai mic). Capturează toate piesele adverse ca să câștigi: 1 punct, fără cub.
game-icelandic-rules = Table islandeze (un paragraf din descrierea indoneziană, citit așa cum e; acestea sunt regulile jucate aici): câte șase piese pe partea dreaptă, una pe punct, Albul în cadranul din dreapta jos, Negrul în cel din dreapta sus; amândoi merg invers acelor de ceasornic, ocol după ocol, nimic nu se scoate. Orice număr contează, dublele de patru ori. O piesă poate ajunge pe propriile piese sau pe piese adverse: le capturează, iar ele ies din joc. Piesele din spate atacă, cele din față fug: cele din dreapta sus fug primele, iar după un ocol al tablei ajung în spatele celorlalte și atacă la rândul lor. Un jucător rămas cu o singură piesă poate, în loc să-și joace aruncarea, să o sară la cel mai apropiat colț din față (punctele 24, 19, 18, 13, 12, 7, 6, 1), oricare ar fi zarurile: numerele trec atunci la adversar, care le joacă înaintea propriei ture; dintr-un colț, ultima piesă mută doar spre colțuri. Cel cu zarul mai mare la aruncarea de început joacă ambele numere. Capturează ultima piesă a adversarului ca să câștigi: 1 punct, fără cub.
game-tavli-rules = Tavli grecesc: un meci până la 5 puncte din Portes, Plakoto și Fevga pe rând, fără cub (regulile fiecărui joc pe cartonașul lui).
game-trictrac-rules = Grand Trictrac francez: puncte pentru ce ar putea face zarurile (jans), douăsprezece trous (găuri) pentru victorie, pavillon. Regulile complete și lecțiile sunt înăuntru.
