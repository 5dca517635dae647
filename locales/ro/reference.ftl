## The rule reference of the Grand Trictrac: its sections (title, paragraphs, list items) and the captions of its diagrams. The game's French terms stay French in every language.

ref-ex-board-caption = Începutul, numerotat pentru Alb: talonul lui (1) cu toate cele cincisprezece piese, colțul lui de odihnă (12), colțul de odihnă al Negrului (13) și talonul Negrului (24).
ref-ex-move-caption = Albul dă 5 și 3 și joacă o piesă cu 5 și alta cu 3. Ar putea juca și o singură piesă tout d'une de pe 1 pe 9.
ref-ex-corner-natural-caption = Cu 5 și 4 Albul își ia colțul de odihnă în mod natural: câte o piesă cu fiecare număr, amândouă aterizând împreună pe 12.
ref-ex-corner-puissance-caption = Cu 5 și 4 piesele de pe 8 și 9 ar putea ajunge amândouă în colțul gol al Negrului (13): Albul își ia propriul colț par puissance, fiecare piesă oprindu-se cu o căsuță mai devreme.
ref-ex-passage-caption = Negrul, cu toate piesele pe talon, își mai poate face petit jan-ul, deci nicio piesă albă nu poate trece de 12 al Albului: piesele de pe 10 și 11 nu pot juca nici 6, nici 5 (spre 15, 16 sau 17). Albul joacă în schimb de pe talon.
ref-ex-sortie-caption = Ultimele două piese ale Albului sunt pe 23 și 24; cu 2 și as ies amândouă. E primul care își scoate toate cele cincisprezece: sortie, 4 puncte (6 cu o dublă).
ref-ex-bredouille-caption = Albul a marcat 4 puncte, apoi Negrul 2: Albul e débredouillé, iar jetonul de bredouille trece lângă jetonul Negrului, care acum e en bredouille.
ref-ex-pavillon-caption = Albul luase 3 găuri când Negrul a câștigat-o pe prima (2, en bredouille): Negrul ia pavillonul în gaura de pornire a cuiului său și mai poate câștiga en grande bredouille.
ref-ex-six-tables-caption = A treia aruncare a Albului: piese pe 2, 3, 4 și 5, iar 6 și 5 ar putea coborî încă două pe 7 și 6. Jan de six tables, 4 puncte — nu e obligat să joace așa.
ref-ex-deux-tables-caption = Doar două piese au ieșit de pe talonul Albului; cu 6 și 5 una ar putea merge în colțul lui (6 + 6), iar cealaltă în al Negrului (8 + 5). Jan de deux tables, 4 puncte.
ref-ex-mezeas-caption = Albul își ține colțul cu exact două piese și nimic altceva ieșit de pe talon, și dă un as: jan de mézéas, 4 puncte (6 cu doi ași).
ref-ex-battre-a-vrai-caption = Piesa singură a Negrului pe 15 al Albului, piesele Albului care lovesc pe 8, 11 și 12, aruncarea 4 și 3: cu 3 (de pe 12), cu 4 (de pe 11) și cu 7 (de pe 8). Trei mijloace × 2 în tabla grand jan-ului = 6 puncte.
ref-ex-battre-a-faux-caption = Piesa Albului de pe 7 ar putea ajunge la piesa neagră singură de pe 14 doar cu 7, dar ambele treceri (10 și 11) au câte două piese negre: battre à faux, 2 puncte pentru Negru.
ref-ex-battre-le-coin-caption = Albul își ține colțul cu trei piese, al Negrului e gol; cu 2 și as o piesă de pe 11 și surcase-ul de pe 12 ar putea merge acolo împreună. Battre le coin, 4 puncte.
ref-ex-impuissance-caption = Albul dă 6 și as. 6 ar putea muta doar una dintre ultimele două piese din colțul lui, care trebuie să plece împreună: e impuissant, 2 puncte pentru Negru. Asul (de pe 21 pe 22) umple jan-ul de retour: 4 puncte pentru Alb.
ref-ex-remplir-caption = Doar căsuța 6 e demi-case. Cu 5 și 4 poate fi acoperită cu 5 (de pe 1) sau cu 4 (de pe 2): două mijloace × 4 = 8 puncte.
ref-ex-conserver-caption = Petit jan-ul Albului e umplut. Cu 6 și 5 poate juca din surcase-urile talonului fără să-l strice: îl păstrează (conserver), 4 puncte.
ref-rule-board-title = Tabla și numerotarea ei
ref-rule-board-p1 = Tablier-ul are 24 de căsuțe (flèches), câte douăsprezece de partea fiecărui jucător. O bandă la mijloc împarte fiecare parte în două table: table des petits jans, lângă taloane, și table des grands jans, lângă colțurile de odihnă. Fiecare jucător are 15 piese (dames); cele două zaruri sunt comune.
ref-rule-board-p2 = Fiecare jucător numără căsuțele din punctul lui de vedere, de la 1 la 24. Căsuța lui 1 e talonul (călcâiul), de unde pornesc toate piesele lui; 12 e colțul lui de odihnă (coin de repos); 13–24 sunt de partea adversarului, 13 fiind colțul adversarului și 24 talonul lui. Căsuța mea p este căsuța 25 − p a adversarului. Piesele merg doar înainte; 25 e în afara tablei.
ref-rule-board-item1 = Cadrane (cadrans) de câte șase căsuțe: 1–6, 7–12, 13–18, 19–24. În primul se face petit jan-ul, în al doilea grand jan-ul, în ultimul jan-ul de retour.
ref-rule-board-item2 = O căsuță cu două sau mai multe piese de-ale mele e o case (sigură); cu una, o demi-case (o piesă singură); piesele peste două sunt surcases.
ref-rule-board-item3 = Trusa de marcaj: trei jetons (câte unul pentru punctele fiecărui jucător, unul pentru bredouille), câte un fichet (cui) pentru fiecare, pe cele douăsprezece găuri ale benzii lungi, și pavillonul (steagul) în gaura din mijloc a benzii scurte.
ref-rule-start-title = Începutul și primatul
ref-rule-start-p1 = La început toate cele cincisprezece piese ale fiecărui jucător stau pe talonul lui, jetoanele sunt pe banda dintre taloane, cuiele la gaura 0, iar pavillonul în gaura din mijloc.
ref-rule-start-p2 = Primatul: fiecare jucător aruncă un zar; cel mai mare joacă primul și aruncă din nou ambele zaruri pentru prima mutare. Zaruri egale: se aruncă din nou. În relevé-urile următoare joacă primul jucătorul care a scos primul sau care a ales s'en aller.
ref-rule-moving-title = Mutarea pieselor
ref-rule-moving-p1 = O piesă nu poate ateriza niciodată pe o căsuță cu vreo piesă adversă. Nimic nu e scos vreodată de pe tablă prin lovire: la trictrac, „battre” doar aduce puncte.
ref-rule-moving-item1 = Fiecare număr separat sau tout d'une: cu a și b, o piesă se mută cu a și una (aceeași sau alta) cu b; sau o singură piesă se mută cu a + b dacă căsuța de sosire și cel puțin una dintre cele două treceri (start + a, start + b) sunt deschise.
ref-rule-moving-item2 = O dublă se joacă o dată, nu de două ori: 4-4 înseamnă două mutări de 4 (două piese cu 4 sau una cu 8 printr-o căsuță deschisă).
ref-rule-moving-item3 = Ambele numere trebuie jucate când se poate; dacă se poate juca doar unul, cel mai mare, când se poate. Un număr care nu poate fi jucat e impuissant și punctează pentru adversar.
ref-rule-coin-de-repos-title = Colțul de odihnă (coin de repos)
ref-rule-coin-de-repos-item1 = În mod natural: colțul (căsuța mea 12) se ia doar aducând două piese acolo la aceeași aruncare, câte una cu fiecare număr (cu o dublă, două piese cu acel număr).
ref-rule-coin-de-repos-item2 = Par puissance: dacă colțul adversarului (căsuța mea 13) e gol și două dintre piesele mele ar putea merge direct acolo, câte una cu fiecare număr, le pot pune în schimb în propriul meu colț. Dacă îl pot lua în mod natural, trebuie s-o fac.
ref-rule-coin-de-repos-item3 = Odată ținut, i se pot adăuga surcases câte una sau două, doar în mod natural. Ca să-l părăsești, pleacă întâi surcases-urile, iar ultimele două trebuie să plece împreună; poate fi luat din nou mai târziu.
ref-rule-coin-de-repos-item4 = Nimeni nu poate pune vreodată o piesă în colțul adversarului. Un colț gol poate servi drept trecere pentru o mutare tout d'une. Luarea colțului nu e obligatorie decât dacă e singura mutare legală și nu aduce puncte prin ea însăși.
ref-rule-passage-title = Trecerea spre jeu de retour
ref-rule-passage-p1 = Căsuțele 13–24 sunt jeu de retour, de partea adversarului. Mi se deschid doar pe măsură ce adversarul pierde șansa de a-și umple acolo jans-urile:
ref-rule-passage-item1 = cât timp își mai poate face petit jan-ul, nicio piesă de-a mea nu poate merge pe 13 sau mai departe;
ref-rule-passage-item2 = când nu-și mai poate face petit jan-ul, dar își mai poate face grand jan-ul, nu mă pot opri pe 13–18, dar pot trece peste ele în 19–24;
ref-rule-passage-item3 = când nu-l mai poate face pe niciunul, orice căsuță deschisă e permisă, cu excepția colțului lui de odihnă.
ref-rule-passage-p2 = Își mai poate umple un cadran când nicio piesă de-a mea nu stă în el și are destule piese pe fiecare dintre căsuțele lui sau în spatele lor (cel puțin 2, 4, … 12, numărând dinspre talonul lui).
ref-rule-sortie-title = Sortie (scoaterea pieselor)
ref-rule-sortie-p1 = Când toate cele cincisprezece piese sunt în ultimul cadran (19–24), jucătorul poate scoate: 25 contează ca o căsuță. Un număr care aduce o piesă exact pe 25 o scoate; un număr mai mare decât îi trebuie piesei celei mai îndepărtate scoate acea piesă; dacă nu poate ieși nimic, numărul se joacă pe tablă. Un jan de retour umplut trebuie totuși păstrat când se poate.
ref-rule-sortie-p2 = Aceasta e sortie rapidă, „pariziană”, cea implicită. Sortie lentă, „provincială”, o opțiune, obligă un număr să se joace pe tablă ori de câte ori se poate.
ref-rule-sortie-p3 = Primul jucător care își scoate toate cele cincisprezece piese marchează sortie: 4 puncte, 6 cu o dublă, valoarea aruncării care scoate ultima piesă. Apoi relevé-ul se încheie și ambii jucători se așază din nou pe taloane; punctele de pe jetoane se păstrează.
ref-rule-turn-title = Ordinea unei ture
ref-rule-turn-item1 = Jucătorul la mutare aruncă zarurile.
ref-rule-turn-item2 = Marchează punctele pe care i le dă aruncarea, numărate pe poziția dinainte de mutare, apoi găurile pe care le câștigă.
ref-rule-turn-item3 = Dacă a câștigat o gaură cu propriile puncte, alege între tenir și s'en aller.
ref-rule-turn-item4 = Își joacă piesele.
ref-rule-turn-item5 = Adversarul marchează ce îi dă această aruncare: battre à faux, impuissance, contre-jans.
ref-rule-turn-item6 = Adversarul aruncă.
ref-rule-points-title = Puncte, găuri, bredouille
ref-rule-points-p1 = Punctele vin întotdeauna în numere pare. Douăsprezece puncte fac o gaură (trou); primul la 12 găuri câștigă partida. Fiecare jucător își marchează punctele cu jetonul lui: 2 la căsuța lui 2, 4 la 4, 6 la 6, 8 la 7, 10 la colțul lui; la 12 jetonul se întoarce pe bandă.
ref-rule-points-p2 = Bredouille: un jucător care își face cele douăsprezece puncte fără ca adversarul să puncteze între timp marchează 2 găuri în loc de 1. Cine punctează de la zero e en bredouille; când apoi punctează adversarul, primul e débredouillé, iar al doilea, care l-a întrerupt, e la rândul lui en bredouille: jetonul de bredouille trece lângă jetonul lui. Dacă primul punctează din nou, acel jeton se întoarce și niciunul nu mai e en bredouille.
ref-rule-points-p3 = La atingerea lui 12, punctele adversarului se șterg, iar surplusul rămâne, en bredouille (adversarul nu mai are nimic acum). Exemple:
ref-rule-points-item1 = Amândoi la 4, unul marchează 16: 20 = 12 + 8, o gaură (a fost întrerupt), rămân 8.
ref-rule-points-item2 = La 8, fără să fie en bredouille, marchează 18: 26 = 12 + 12 + 2, prima gaură simplă, a doua dublă (punctele adversarului au dispărut), 3 găuri, rămân 2.
ref-rule-points-item3 = A marchează 4, apoi B marchează 12 fără întrerupere: B marchează 2 găuri.
ref-rule-jans-title = Jans: toate punctele dintr-o privire
ref-rule-jans-p1 = Fiecare punct se câștigă printr-un jan: un eveniment al aruncării, numărat pe poziția dinainte de mutare. Un jan are mijloace (moyens), fiecare valorând punctele lui pe mijloc; o dublă valorează de obicei mai mult. Unele jans punctează pentru jucătorul care a aruncat, altele pentru adversarul lui (jans qui ne peuvent).
ref-rule-jans-rares-title = Jans rare (la începutul unui relevé)
ref-rule-jans-rares-item1 = Jan de six tables (jan de trois coups): în primele trei aruncări jucătorul poate avea câte o piesă pe fiecare dintre căsuțele lui de la 2 la 7. La a treia aruncare e de ajuns ca cele două numere să poată coborî piesele care lipsesc.
ref-rule-jans-rares-item2 = Jan de deux tables: doar două piese au ieșit de pe talon și ar putea merge câte una în fiecare colț de odihnă cu cele două numere. Dacă adversarul își ține colțul, e un contre-jan: punctele merg la el.
ref-rule-jans-rares-item3 = Jan de mézéas: jucătorul își ține colțul cu exact două piese, nimic altceva ieșit de pe talon, și dă un as (sau doi ași). Contre-jan de mézéas: la fel, când adversarul își ține colțul; punctele merg la el.
ref-rule-battre-a-vrai-title = Battre à vrai (o lovitură adevărată)
ref-rule-battre-a-vrai-p1 = O piesă de-a mea ar putea ajunge pe o căsuță cu exact o piesă adversă, în oricare parte a tablei, cu un număr sau cu suma lor. Nimic nu se mișcă: lovitura doar aduce puncte. Mijloacele se numără după număr: cel mult unul cu a, unul cu b și unul cu a + b pentru fiecare piesă lovită (dublă: cu d și cu 2d), indiferent ce piese o fac.
ref-rule-battre-a-vrai-p2 = O lovitură cu un singur număr e întotdeauna adevărată. O lovitură prin sumă e adevărată când o trecere e deschisă: căsuța intermediară nu trebuie să aibă două sau mai multe piese adverse (una nu contează: e lovită și ea). Chiar și ultimele două piese din colțul meu pot lovi.
ref-rule-battre-a-faux-title = Battre à faux (o lovitură falsă)
ref-rule-battre-a-faux-p1 = O piesă adversă singură pe care aș putea-o atinge doar prin sumă, cu toate trecerile închise de două sau mai multe piese adverse, e lovită à faux: punctează adversarul, un mijloc pe piesă. O piesă lovită à vrai nu e lovită și à faux, dar la o aruncare unele piese pot fi lovite à vrai, iar altele à faux.
ref-rule-battre-le-coin-title = Battre le coin (lovirea colțului)
ref-rule-battre-le-coin-p1 = Îmi țin colțul, al adversarului e gol, iar două dintre piesele mele ar putea merge direct în colțul lui, câte una cu fiecare număr (dublă: două cu acel număr). Contează doar surcases-urile colțului meu, nu ultimele lui două piese: cu un as colțul meu are nevoie de trei piese, cu doi ași de patru. Un singur mijloc.
ref-rule-impuissance-title = Dames impuissantes (numere nejucate)
ref-rule-impuissance-p1 = Fiecare număr al aruncării care nu poate fi jucat îi dă adversarului 2 puncte: 2 sau 4 la o aruncare simplă, iar la o dublă 2 când se poate juca doar jumătate din ea, 4 când nu se poate juca nimic.
ref-rule-remplir-title = Umplerea unui jan (remplir)
ref-rule-remplir-p1 = Un cadran e umplut când fiecare dintre cele șase căsuțe ale lui are două sau mai multe piese de-ale mele: 1–6 e petit jan-ul, 7–12 grand jan-ul (îi trebuie colțul meu), 19–24 jan-ul de retour. Cadranul 13–18 al adversarului nu poate fi umplut niciodată, fiindcă are colțul lui.
ref-rule-remplir-p2 = Facerea unui jan aduce 4 pe mijloc (6 cu o dublă). Mijloacele se numără după număr, nu după ordinea jocului: cu o singură demi-case rămasă, mijloacele sunt cu a, cu b și cu a + b tout d'une (dublă: cu d și cu 2d), fiecare numărat o dată dacă vreo piesă o poate face legal fără să descopere altă căsuță a cadranului. Cu două demi-cases (sau o căsuță goală) rămase există cel mult un mijloc. Umplerea e obligatorie când se poate.
ref-rule-conserver-title = Păstrarea unui jan (conserver)
ref-rule-conserver-p1 = La o aruncare ulterioară, dacă jucătorul își poate juca întreaga aruncare fără să-și strice jan-ul umplut, marchează 4 (6 cu o dublă), un mijloc, și trebuie să-l păstreze. Dacă un număr nu poate fi jucat și jan-ul rămâne întreg, marchează totuși — conserver par impuissance —, iar adversarul marchează impuissance-ul. Când singura mutare legală strică jan-ul, acesta se strică și nu se marchează nimic.
ref-rule-grande-bredouille-title = Grande bredouille, pavillonul și mizele
ref-rule-grande-bredouille-p1 = Ideea de bredouille, cu un nivel mai sus: un jucător care ia toate cele douăsprezece găuri fără ca adversarul să câștige o gaură între timp câștigă en grande bredouille. Dacă primul care ia găuri e întrerupt, celălalt ia pavillonul în gaura de pornire a cuiului său și mai poate câștiga en grande bredouille cu pavillonul; dacă e întrerupt și el, pavillonul e pus deoparte și nimeni nu mai poate.
ref-rule-grande-bredouille-p2 = Ce ia câștigătorul unei partide, după cele trei metode:
ref-rule-grande-bredouille-item1 = Cea mai veche: ×2 en bredouille, altfel ×1.
ref-rule-grande-bredouille-item2 = A doua: ×2 en bredouille, altfel ×1,5 dacă învinsul n-a ajuns la gaura 7 („n'a pas passé le pont”, n-a trecut podul), altfel ×1.
ref-rule-grande-bredouille-item3 = Secolul al XIX-lea (implicit): grande bredouille fără pavillon ×4, cu pavillon ×3, altfel ×2 dacă învinsul n-a ajuns la gaura 6, altfel ×1.
ref-rule-tenir-title = Tenir sau s'en aller; relevé-uri
ref-rule-tenir-p1 = Când jucătorul la mutare câștigă o gaură cu punctele propriei aruncări, alege:
ref-rule-tenir-item1 = tenir (a rămâne): își păstrează surplusul, punctele adversarului se șterg, adversarul marchează totuși ce îi dă această aruncare, iar jocul continuă;
ref-rule-tenir-item2 = s'en aller (a pleca): toate cele trei jetoane se întorc pe bandă (surplusul lui se pierde), ambii jucători se așază din nou pe taloane, iar adversarul nu poate marca ce i-ar fi dat această aruncare. Cel care pleacă joacă primul în noul relevé.
ref-rule-tenir-p2 = O gaură câștigată din punctele adversarului (de pildă din impuissance-ul jucătorului la mutare) nu dă de ales. Un relevé ține de la o așezare pe taloane până la următoarea: se încheie cu o sortie sau când un jucător s'en va. Partida se încheie când un jucător ajunge la 12 găuri.
ref-rule-ecoles-title = Écoles (școli)
ref-rule-ecoles-p1 = În jocul real fiecare jucător își anunță și își marchează singur punctele. A marca prea puțin sau prea mult e o école: adversarul poate marca diferența pentru el. Nu există école la o école. O case fausse e o mutare ilegală, pe care adversarul o poate cere corectată.
ref-rule-ecoles-p2 = În această aplicație motorul marchează implicit totul. În modul școală (o opțiune) îți marchezi singur punctele înainte de a muta; o numărătoare greșită îi dă diferența adversarului, iar jurnalul arată numărătoarea corectă. Un adversar poate și ignora o numărătoare greșită: atunci numărătoarea rămâne, punctele ratate se pierd, iar cele marcate în plus se păstrează. Botul începător poate uita să te trimită la școală (o opțiune); ceilalți nu uită niciodată. Mutările ilegale nu se joacă niciodată: aplicația spune ce regulă le interzice.

## The points table of the jans: its column headings, who scores, how many ways, a note per kind.

ref-jans-col-jan = Jan
ref-jans-col-single = Simplu
ref-jans-col-doublet = Dublă
ref-jans-col-ways = Mijloace
ref-jans-col-for = Pentru
ref-jans-col-note = Notă
ref-jans-for-player = jucător
ref-jans-for-opponent = adversar
ref-jans-ways-one = 1
ref-jans-ways-per-checker-hit = 1–3 pe piesă lovită
ref-jans-ways-per-checker = 1 pe piesă
ref-jans-ways-per-number = 1 pe număr
ref-jans-ways-fill = 1–3 (dublă 1–2)
ref-jans-note-six-tables = în primele trei aruncări
ref-jans-note-deux-tables = doar două piese ieșite de pe talon
ref-jans-note-mezeas = colțul ținut, un as
ref-jans-note-tables = tabla grand jan-ului / tabla petit jan-ului
ref-jans-note-battre-le-coin = colțuri: al meu ținut, al lui gol
ref-jans-note-impuissance = fiecare număr care nu poate fi jucat
ref-jans-note-fill = numărat după număr
ref-jans-note-conserver = și par impuissance
ref-jans-note-sortie = ultima piesă scoasă, primul

## The reference's panel.

ref-rules = Reguli
ref-title = Regulile Grand Trictrac-ului
ref-close = Închide regulile
ref-contents = Cuprins
# $name: the rule the address asked for (after "#rule-")
ref-missing = Adresa cere o regulă „{ $name }” pe care referința nu o are: iată toate regulile.
# $roll: the diagram's roll as announced (tt-roll…)
ref-diagram-roll = Aruncarea: { $roll }
