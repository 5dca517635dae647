## The backgammon family's screen: the header, the panel, the board's labels.
## $side is a side's name (bg-white / bg-black).

bg-all-games = Toate jocurile
bg-keys = Taste
bg-rules = Reguli
bg-close = închide
bg-log = jurnal
bg-bar = bară
# $error: why the file could not be fetched (the browser's words), or read (bg-why-net-file)
bg-net-failed = Rețeaua antrenată a botului nu a putut fi încărcată ({ $error }); joacă după evaluarea lui simplă.

## The status line: whose turn and what he should do.

bg-status-replay = Reluare: partida așa cum a fost. » revine la prezent; „Joacă de aici” continuă din acest moment.
bg-status-opening-friend = Aruncarea de început: se așteaptă linkul prietenului tău…
# $side: a side's name (bg-white / bg-black)
bg-status-friend-to-play = { $side } e la mutare: se așteaptă linkul lui
bg-status-opening = Aruncarea de început…
# $side: a side's name (bg-white / bg-black)
bg-status-roll-or-double = { $side }: aruncă sau dublează
# $side: a side's name (bg-white / bg-black)
bg-status-roll = { $side }: aruncă zarurile
# $side: a side's name (bg-white / bg-black)
bg-status-confirm = { $side }: confirmă mutarea sau anuleaz-o
# $side: a side's name (bg-white / bg-black)
bg-status-pick = { $side }: alege o piesă, apoi un punct luminat
# $side: a side's name (bg-white / bg-black)
bg-status-choose-double = { $side }: numește dubla pe care o joci
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-status-answer-cube = { $side }: acceptă sau refuză { $action ->
    [beaver] beaverul
    [raccoon] raccoonul
   *[double] dublarea
} la { $value }
# $side: a side's name (bg-white / bg-black)
bg-status-answer-resign = { $side }: acceptă sau refuză abandonul
bg-status-game-over = Partidă încheiată: următoarea când ești gata.
# $result: who won what, as the log says it (a bg-log-won… line)
bg-status-game-won = { $result } Următoarea partidă când ești gata.
# $side: the winner (bg-white / bg-black)
bg-status-match-won = { $side } câștigă meciul.
bg-status-match-over = Meciul s-a încheiat.
# $side: the side whose bot is thinking (bg-white / bg-black)
bg-status-thinking = { $side } se gândește…

## The score line. $white, $black: each side's points.

# $white: White's points; $black: Black's points
bg-score-money = Pe bani · Albul { $white } – { $black } Negrul
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match = Meci la { $length } · Albul { $white } – { $black } Negrul
# $length: the match's length in points
# $white: White's number; $black: Black's number
bg-score-match-crawford = Meci la { $length } · Albul { $white } – { $black } Negrul · partida Crawford

## The buttons of the turn.

bg-roll = Aruncă
bg-double = Dublează
bg-take = Accept
bg-pass = Refuz
bg-beaver = Beaver
bg-raccoon = Raccoon
bg-confirm = Confirmă
bg-take-back = Anulează
bg-hint-button = Sugestie
bg-accept = Acceptă
bg-refuse = Refuză
bg-next-game = Partida următoare
bg-resign = Abandonează…
bg-resign-single = o partidă simplă
bg-resign-gammon = un marț
bg-resign-backgammon = un backgammon

## What the turn's entry says.

bg-all-played = Toate numerele sunt jucate: confirmă sau anulează o mutare.
bg-none-moves-from-there = Nicio piesă de-a ta nu se poate muta de acolo.
# $plays: the bot's best plays, each with its equity ("24/18 13/8 (+0.125), …")
bg-hint = Botul puternic ar juca: { $plays } (echitatea lui după fiecare, în puncte).

## The review of a person's plays after a game.

bg-reviewing = Se analizează mutările tale…
bg-review-ask = Analizează-mi mutările
bg-review-none = Nicio greșeală demnă de menționat după judecata botului puternic: fiecare mutare e la cel mult 0,020 de cea mai bună.
# $errors: the errors (bg-review-error), joined by bg-review-separator
bg-review-errors = Cele mai mari greșeli după judecata botului puternic (echitate pierdută, în puncte): { $errors }.
# $roll: the dice; $played: the play made; $best: the bot's best play; $lost: the equity lost ("-0.125")
# $side: a side's name (bg-white / bg-black)
bg-review-error = { $side } { $roll }: { $played }, cea mai bună { $best } ({ $lost })
bg-review-separator = {"; "}

## Share and open.

bg-share = Partajează și deschide
bg-share-position-id = Position ID
bg-share-match-id = Match ID
bg-share-xgid = XGID
bg-share-position-link = Link către poziție
bg-share-game-link = Link către partidă
bg-share-moment-link = Link către acest moment
bg-share-game-text = Notația partidei
bg-copy = Copiază
# $row: the row's label (bg-share-…)
bg-copy-row = Copiază { $row }
bg-copied = Copiat.
bg-copy-by-hand = Selectează textul și copiază-l.
bg-opened = Deschis.
bg-paste = Lipește un Position ID:Match ID, un XGID, o partidă sau un link
bg-open = Deschide
bg-paste-first = Lipește mai întâi ceva de deschis.
# $error: why the text is not a game (a bg-why-notation-… reason)
bg-paste-unreadable = Nu sunt nici două ID-uri gnubg, nici un XGID, nici o partidă: { $error }

## Saving, kept games and shared addresses.

# $game: the game's name; $white, $black: each side's points; $n: the actions played
bg-kept-name = { $game } · Albul { $white } – Negrul { $black } · { $n ->
    [one] { $n } acțiune
    [few] { $n } acțiuni
   *[other] { $n } de acțiuni
}
# $what: game or position
bg-opened-shared = S-a deschis { $what ->
    [position] poziția partajată
   *[game] partida partajată
}.
# $what: game or position; $error: what is wrong with it (a bg-why-… reason)
bg-shared-unreadable = Adresa conține { $what ->
    [position] o poziție
   *[game] o partidă
} care nu poate fi citită: { $error }
# $k: the moment asked for; $n: the actions of the game
bg-moment-past = Momentul ei n={ $k } depășește { $n ->
    [one] { $n } acțiune
    [few] cele { $n } acțiuni
   *[other] cele { $n } de acțiuni
}: e afișată așa cum este.
# $k: what the address gave for the moment, quoted
bg-moment-not-a-number = Momentul ei n={ $k } nu este un număr de acțiuni: e afișată așa cum este.
bg-position-form = o poziție se scrie PositionID:MatchID (gnubg) sau XGID=… (eXtreme Gammon)

## The board's labels for screen readers.

# $n: the point's number; $pinned: yes when a checker is pinned there, else no
bg-point = Punctul { $n }{ $pinned ->
    [yes] , o piesă prinsă
   *[no] {""}
}
# $n: the point's number; $count: the checkers on it; $side: whose they are; $pinned: yes when
# one is pinned there, else no
bg-point-held = Punctul { $n }, { $count } { $side }{ $pinned ->
    [yes] , o piesă prinsă
   *[no] {""}
}
# $side: the viewer (bg-white / bg-black)
bg-board-seen-from = Tabla văzută din partea: { $side }
bg-tray-mine = Scoatere: tava
bg-tray-theirs = Tava celeilalte părți
bg-pips-of = { $side }: { $n ->
    [one] { $n } punct de parcurs
    [few] { $n } puncte de parcurs
   *[other] { $n } de puncte de parcurs
}

## The options form: the next game, the players, the board and its help.

bg-options = Opțiuni și partidă nouă
# $n: the match's length in points
bg-form-match-to = Meci la { $n }
bg-form-next-game = Partida următoare
bg-form-money = Joc pe bani
bg-form-play = Joc
bg-form-cube = Folosește cubul de dublare
bg-form-crawford = Regula Crawford
bg-form-jacoby = Regula Jacoby (marțurile contează doar după ce cubul a fost întors)
bg-form-beavers = Beaver și raccoon
bg-form-automatic = Dublare automată la egalitate la aruncarea de început
bg-form-auto-limit = Dublări automate într-o partidă, cel mult
bg-form-six-six = O egalitate 6-6 triplează miza
bg-form-no-limit = fără limită
bg-form-max-cube = Cubul maxim
bg-form-new-game = Începe o partidă nouă
bg-form-players = Jucători
bg-form-bot-black = Botul joacă cu negrele
bg-form-bot-white = Botul joacă cu albele
bg-form-hotseat = Doi jucători pe acest dispozitiv
bg-form-bots = Botul contra lui însuși
bg-form-remote = Un prieten, prin link
bg-form-opponent = Adversar
bg-form-beginner = Începător
bg-form-club = Club
bg-form-strong = Puternic
bg-form-level = Nivelul botului
bg-form-board = Tabla și ajutorul
bg-form-mirrored = Casa în stânga
bg-form-numbers = Numerele punctelor
bg-form-follow = Doi jucători: întoarce tabla spre jucătorul la mutare
bg-form-auto-forced = Joacă în locul meu mutările forțate
bg-form-auto-roll = Aruncă în locul meu când nu pot dubla

## The rule sets' options in the options form (each names what it does on, then off).
bg-option-hypergammon-gammons = marțurile și backgammonurile contează (gnubg); dezactivat: orice partidă e simplă (descrierea indoneziană)
bg-option-dutch-hit-after-home = o piesă singură poate fi lovită doar de un jucător cu o piesă în casa lui; dezactivat: oricând
bg-option-nardy-first-three-three = o primă aruncare 6-6, 4-4 sau 3-3 permite ieșirea a două piese din cap; dezactivat: doar 6-6 și 4-4
bg-option-nardy-block-each-landing = nicio aterizare a unui zar nu poate forma blocul interzis de șase puncte, nici măcar pentru o clipă; dezactivat: contează doar poziția de după întreaga mutare
bg-option-fevga-pass-start = prima piesă trebuie să treacă de punctul de start al adversarului înainte ca a doua să plece de la start; dezactivat: să ajungă în cadranul lui de start
bg-option-fevga-block-each-landing = nicio aterizare a unui zar nu poate forma un bloc interzis (șase la rând, cadranul de start al adversarului), nici măcar pentru o clipă; dezactivat: contează doar poziția de după întreaga mutare
bg-option-portes-double-if-none-off = o partidă contează 2 când învinsul nu a scos nicio piesă; dezactivat: când mai are o piesă în cadranul lui de start
bg-option-russian-enter-all-first = toate cele 15 piese intră înaintea oricărei alte mutări; dezactivat: oricând vrea jucătorul
bg-option-russian-hitting = piesele singure sunt lovite; dezactivat: o singură piesă închide punctul
bg-option-russian-complements-from-first = complementul dublei și aruncarea din nou încă de la prima dublă; dezactivat: doar după ce toate piesele jucătorului au intrat
bg-option-gul-bara-opponent-plays-rest = adversarul joacă numerele pe care jucătorul nu le-a putut juca; dezactivat: se pierd
bg-option-acey-deucey-european = după 1-2, dubla aleasă și apoi complementul ei; dezactivat: doar dubla aleasă
bg-option-jacquet-blocking = fără lovituri: un punct cu o piesă adversă e închis (regulile franceze); dezactivat: o piesă singură e lovită și reintră (Ludii)
bg-option-chase-doublets-roll-again = după o dublă jucătorul aruncă din nou până când zarurile diferă (descrierea indoneziană); dezactivat: dublele din bkgm (o bibliotecă de backgammon), jucate o dată (6-6 de două ori, patru de șase) fără aruncare din nou, cu excepția dublelor ultimei piese, altele decât 1-1 și 6-6
bg-option-chase-lower-starts = începe zarul de început mai mic (bkgm); dezactivat: cel mai mare; el aruncă din nou pentru prima mutare

## The backgammon family's log and its refusals: the words of the game's events.

bg-white = Albul
bg-black = Negrul

## Why a move is refused (one sentence each).

bg-refused-no-dice-left = Toate zarurile aruncării au fost jucate.
bg-refused-no-such-number = Niciun zar rămas nu arată acel număr.
bg-refused-no-checker = Nu ai nicio piesă acolo.
bg-refused-enter-first = O piesă de pe bară trebuie să intre înaintea oricărei alte mutări.
bg-refused-enter-all-first = Toate piesele tale trebuie să intre înaintea oricărei alte mutări.
bg-refused-point-closed = Două sau mai multe piese adverse țin acel punct.
bg-refused-point-occupied = O piesă adversă ține acel punct (în acest joc nu se lovește).
bg-refused-point-held-by-pin = Adversarul îți prinde acolo o piesă: punctul e al lui.
bg-refused-checker-pinned = Piesa aceea e prinsă: nu se poate muta până nu pleacă piesele adverse de pe ea.
bg-refused-pinned-at-home = Nu se scoate cât timp una dintre piesele tale e prinsă în casa ta.
bg-refused-not-all-home = Scoaterea așteaptă până când toate piesele tale sunt în casă.
bg-refused-higher-checker-first = Un număr mai mare scoate doar de pe punctul tău cel mai înalt.
bg-refused-no-hit-without-home-checker = Poți lovi doar după ce ai o piesă în casa ta.
bg-refused-one-from-the-head = Doar o piesă pleacă din cap pe tură (două la un prim 6-6, 4-4 sau 3-3).
bg-refused-first-checker-first = Prima ta piesă trebuie să treacă de startul adversarului înainte ca alta să plece de la al tău.
bg-refused-courier-first = Curierul tău trebuie să ajungă în casa ta înainte ca altă piesă să plece de la start.
bg-refused-forbidden-block = Asta ar lăsa un bloc interzis de reguli: șase puncte la rând în calea adversarului, fără nicio piesă de-a lui dincolo de ele (în Fevga și toate cele șase puncte ale cadranului lui de start).
bg-refused-must-use-both-dice = Ambele zaruri pot fi jucate, iar după această mutare nu mai pot.
bg-refused-must-use-higher-die = Doar un zar poate fi jucat, deci trebuie să fie cel mai mare.
bg-refused-must-play-more = Din dublă se poate juca mai mult decât permite această mutare.
bg-refused-only-ones-and-sixes = În urmărire contează doar 1, 6 și dublele.
bg-refused-one-checker-a-point = În urmărire un punct ține o singură piesă.
bg-refused-last-checker-by-corners = Ultima ta piesă se mută doar cu 1 și 6, din colț în colț: un 1 până la cel mai apropiat colț înainte, un 6 până la următorul.
bg-refused-last-checker-to-corners = Ultima ta piesă stă într-un colț: se mută doar în colțuri.
bg-refused-last-checker-safe = Ultima piesă a adversarului poate fi capturată doar într-un colț, și nu între două dintre piesele tale.

## The log. $side (and $first, $owner) is a side's name (bg-white / bg-black); $roll the dice as
## written ("6-5"); $dice some numbers ("6", "3-3", "4-4-4"); $die one number.

# $n: the game's number in the session
bg-log-game = Partida { $n }
# $n: the game's number in the session
bg-log-game-crawford = Partida { $n } — partida Crawford: fără dublare
# $die: the number both rolled
bg-log-opening-tie = Amândoi au dat { $die }: aruncarea de început se repetă.
# $cube: the cube's value after the automatic double
# $die: the number both rolled
bg-log-opening-tie-double = Amândoi au dat { $die }: aruncarea de început se repetă: dublare automată, cubul e la { $cube }.
# $white, $black: the number each side rolled; $first: who begins
bg-log-opening = Aruncarea de început: Albul { $white }, Negrul { $black }. Începe { $first }.
# $white, $black: the number each side rolled; $first: who begins (and rolls again, the rule set's opening)
bg-log-opening-again = Aruncarea de început: Albul { $white }, Negrul { $black }. Începe { $first }, care aruncă din nou pentru prima mutare.
# $notation: the play in standard notation ("24/13 13/8*"); $notes: what it did and what the
# rules decided of it, each after a dash (bg-note-…), or nothing
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-played = { $side } { $roll }: { $notation }{ $notes }
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-no-move = { $side } { $roll }: nicio mutare
# $side: a side's name (bg-white / bg-black)
bg-log-last-roll = { $side } mai are o aruncare: dacă își scoate ultima piesă, e remiză.
# $side: a side's name (bg-white / bg-black); $roll: the dice rolled ("6-5")
bg-log-could-not-move = { $side } a dat { $roll } și nu poate juca niciun număr: toate punctele de sosire sunt închise.
# $part: which part of the turn (roll, complement, cascade, chosen, chosen-complement, opponents-rest)
# $side: a side's name (bg-white / bg-black)
bg-log-part = { $side } joacă { $part ->
    [complement] complementul
    [cascade] următoarea dublă din cascadă
    [chosen] dubla aleasă
    [chosen-complement] complementul dublei alese
    [opponents-rest] numerele pe care adversarul nu le-a putut juca
   *[roll] aruncarea
}: { $dice }.
# $side: a side's name (bg-white / bg-black); $die: the number of the doublet named
bg-log-chose-double = { $side } numește dubla { $die }-{ $die }.
# $side: a side's name (bg-white / bg-black)
bg-log-rolls-again = { $side } a jucat toate părțile turei și aruncă din nou.
# $side: a side's name (bg-white / bg-black); $dice: numbers of the dice ("6", "3-3", "4-4-4")
bg-log-rest-lost = { $side } nu poate juca { $dice } în întregime: restul turei se pierde.
# $dice: the numbers not played; $side: the opponent, who plays them (bg-white / bg-black)
bg-log-rest-to-opponent = Numerele { $dice } nu au putut fi jucate: le joacă { $side }.
# $action: double, beaver or raccoon; $value: the cube's value offered
# $side: a side's name (bg-white / bg-black)
bg-log-offered = { $side } { $action ->
    [beaver] dă beaver
    [raccoon] dă raccoon
   *[double] dublează
} la { $value }.
# $value: the cube's value; $owner: who owns it now
# $side: a side's name (bg-white / bg-black)
bg-log-took = { $side } acceptă: cubul e la { $value }, la { $owner }.
# $side: a side's name (bg-white / bg-black)
bg-log-passed = { $side } refuză.
# $result: single, gammon or backgammon
# $side: a side's name (bg-white / bg-black)
bg-log-resigned = { $side } propune să abandoneze { $result ->
    [gammon] un marț
    [backgammon] un backgammon
   *[single] o partidă simplă
}.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-accepted = { $side } acceptă.
# $side: a side's name (bg-white / bg-black)
bg-log-resign-refused = { $side } refuză: jocul continuă.
bg-log-drawn = Partida e remiză: niciun punct.
# $side: the winner; $result: single, gammon or backgammon; $how: how it ended (dropped: the
# double passed; resigned; mother: the mother pinned; played: played out); $points: the points won
bg-log-won = { $side } câștigă { $result ->
    [gammon] un marț
    [backgammon] un backgammon
   *[single] o partidă simplă
}{ $how ->
    [dropped] {" "}(dublare refuzată)
    [resigned] {" "}(abandon)
    [mother] {" "}(mama prinsă)
   *[played] {""}
}: { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}.
# as bg-log-won; $times: what the cube and the stake multiply the result by
# $side: a side's name (bg-white / bg-black); $result: result
bg-log-won-times = { $side } câștigă { $result ->
    [gammon] un marț
    [backgammon] un backgammon
   *[single] o partidă simplă
}{ $how ->
    [dropped] {" "}(dublare refuzată)
    [resigned] {" "}(abandon)
    [mother] {" "}(mama prinsă)
   *[played] {""}
} × { $times }: { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}.
# $white, $black: each side's points
bg-log-score = Scor: Albul { $white }, Negrul { $black }.
# $side: the winner; $won, $lost: the winner's and the loser's points
bg-log-match-won = { $side } câștigă meciul cu { $won }–{ $lost }.

## What a play did and what the rules decided of it, each written after a dash in its log line.

# $n: how many checkers were hit
bg-note-hits = lovește { $n ->
    [one] o piesă singură
    [few] { $n } piese singure
   *[other] { $n } de piese singure
}
# $n: how many checkers were pinned
bg-note-pins = prinde { $n ->
    [one] o piesă
    [few] { $n } piese
   *[other] { $n } de piese
}
# $n: how many checkers were captured
bg-note-captures = capturează definitiv { $n ->
    [one] o piesă
    [few] { $n } piese
   *[other] { $n } de piese
}
bg-note-forced = forțat: singura mutare legală
bg-note-higher-die = oricare număr putea fi jucat, dar nu amândouă: regulile îl iau pe cel mai mare
# $dice: the numbers that cannot be played ("6", "3-3"); $n: how many they are
bg-note-unplayed = { $n ->
    [one] { $dice } nu poate fi jucat
    [few] { $dice } nu pot fi jucate
   *[other] { $dice } nu pot fi jucate
}
# $why: why the saved text cannot be read (a bg-why-notation-… reason)
bg-restore-failed = Partida ta salvată nu a putut fi restaurată ({ $why }). E păstrată deoparte în acest browser; începe o partidă nouă.

## Why a text or a position is refused: the engine's reasons, one message per variant
## Each is a clause (no capital, no final stop) that another sentence takes as its $reason,
## $error or $why. $side (and $to_act) is a side's name (bg-white / bg-black); $character is a
## character of the refused text as it is, or its code ("U+0020") when it would not be seen; a
## $reason is another of these reasons; a $position (a character's place) or an $action is counted
## from 1, as a person counts.

# $found: how many parts the XGID has
bg-why-xgid-part-count = un XGID are 10 părți separate prin „:”, nu { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = poziția unui XGID are 26 de caractere, nu { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = poziția XGID-ului are „{ $character }” la caracterul { $position }, unde trebuie să fie „-” sau o literă de la A la P ori de la a la p
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } are { $count ->
    [one] { $count } piesă
    [few] { $count } piese
   *[other] { $count } de piese
} în XGID, mai mult de 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = ambele părți au piese pe punctul { $point } al jucătorului { $side }
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = ambele părți au piese pe bară, iar casa fiecăreia e închisă pentru cealaltă
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = partea { $n } a XGID-ului ({ $part ->
    [cube] valoarea cubului
    [owner] proprietarul cubului
    [turn] jucătorul la mutare
    [score] scorul jucătorului { $side }
    [rules] regulile Crawford și Jacoby
    [length] lungimea meciului
   *[max-cube] cubul maxim
}) nu e un număr întreg
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = exponentul cubului, { $log2 }, nu e între 0 și 12 (un cub de la 1 la 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = proprietarul cubului, { $value }, nu e -1, 0 sau 1
# $value: the value read for the turn
bg-why-xgid-turn = valoarea pentru jucătorul la mutare, { $value }, nu e nici 1, nici -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = partea zarurilor are { $length ->
    [one] { $length } caracter
    [few] { $length } caractere
   *[other] { $length } de caractere
}, unde trebuie să fie D sau două cifre
# $die: the number read
bg-why-xgid-die = un zar arată de la 1 la 6, nu { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = partea zarurilor are „{ $character }” unde trebuie să fie o cifră
# $side: whose score; $score: the score read
bg-why-xgid-score = scorul jucătorului { $side }, { $score }, nu e între 0 și 32.767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = scorul jucătorului { $side }, { $score }, nu e mai mic decât lungimea meciului, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = valoarea regulilor Crawford și Jacoby, { $value }, depășește { $max } pentru { $play ->
    [match] un meci
   *[money] jocul pe bani
}
# $length: the match length read
bg-why-xgid-match-length = lungimea meciului, { $length }, nu e între 0 și 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = exponentul cubului maxim, { $log2 }, nu e între 0 și 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = câmpurile de Match ID nu sunt valide: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = un Match ID are 12 caractere, nu { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = Match ID-ul are „{ $character }” la caracterul { $position }, care nu e un caracter Base64 (A-Z, a-z, 0-9, + sau /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = ultimii biți ai Match ID-ului, care nu se folosesc, nu sunt zero (valoarea { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = exponentul cubului, { $log2 }, depășește 12: cel mai mare cub e 4096
# $value: the cube's value
bg-why-match-id-cube-value = valoarea cubului, { $value }, nu e o putere a lui doi de la 1 la 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = câmpul proprietarului cubului conține { $bits }, care nu desemnează pe nimeni
# $code: the value of the game state's field
bg-why-match-id-game-state = starea partidei, { $code }, nu e între 0 și 4
# $die: the number read
bg-why-match-id-die = un zar arată de la 1 la 6, nu { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = zarurile { $a } și { $b } nu sunt nici ambele aruncate, nici ambele nearuncate
# $length: the match length read
bg-why-match-id-match-too-long = un meci la { $length ->
    [one] { $length } punct
    [few] { $length } puncte
   *[other] { $length } de puncte
} e mai lung decât cele 64 de puncte permise de gnubg
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = scorul jucătorului { $side }, { $score }, nu încape în 15 biți
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = scorul jucătorului { $side }, { $score }, depășește lungimea meciului, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = jocul pe bani nu are partidă Crawford
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = partida Crawford e marcată la scorul Albul { $white }, Negrul { $black }, într-un meci la { $length ->
    [one] { $length } punct
    [few] { $length } puncte
   *[other] { $length } de puncte
}, unde nimeni nu e la un punct de victorie
# $value: the cube's value
bg-why-match-id-cube-in-crawford = cubul e la { $value } în partida Crawford, unde nu se folosește
# $length: the Position ID's length in characters
bg-why-position-id-length = un Position ID are 14 caractere, acesta are { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = un Position ID se scrie cu A-Z, a-z, 0-9, + și /: „{ $character }” de la caracterul { $position } nu e unul dintre ele
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = biții Position ID-ului se termină înainte de sfârșitul celor 50 de numere de piese pe care le descrie
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = poziția din Position ID e imposibilă: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = partida din aceste ID-uri s-a încheiat
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = aici un meci se joacă la cel mult { $max ->
    [one] { $max } punct
    [few] { $max } puncte
   *[other] { $max } de puncte
}, nu la { $length }
# no argument
bg-why-notation-empty = textul partidei e gol
# $version: the version this program reads ("1")
bg-why-notation-version = nu e un text de partidă de table în versiunea { $version } (un astfel de text începe cu „{ $version }.”)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = „{ $character }” de la caracterul { $position } nu e un caracter al unei înregistrări de partidă (A-Z, a-z, 0-9, - și _)
# no argument
bg-why-notation-malformed = înregistrarea partidei are o lungime pe care nicio înregistrare nu o are: a fost trunchiată sau modificată
# no argument
bg-why-notation-truncated-header = înregistrarea partidei se termină în antet
# $action: the action the record ends before
bg-why-notation-truncated = înregistrarea partidei se termină înainte de acțiunea { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = antetul înregistrării partidei conține { $value }, unde pot fi doar valori de la 0 la { $max }
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = acțiunea { $action } a înregistrării partidei conține { $value }, unde pot fi doar valori de la 0 la { $max }
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = opțiunile partidei nu pot fi jucate: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = începutul partidei nu poate fi pregătit: { $reason }
# no argument
bg-why-notation-position = poziția de început a partidei e imposibilă
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = acțiunea { $action } a înregistrării partidei e refuzată: { $reason }
# no argument
bg-why-notation-trailing = după ultima acțiune a înregistrării partidei mai urmează ceva
# no argument
bg-why-notation-unwritable = această partidă nu poate fi scrisă în notația partidelor
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = începutul nu poate fi pregătit: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = acțiunea { $action } a înregistrării e refuzată: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = această acțiune nu e posibilă acum: jocul așteaptă { $phase ->
    [opening] aruncarea de început
    [before-roll] o aruncare sau o dublare
    [cube-offered] răspunsul la { $action ->
        [beaver] beaverul
        [raccoon] raccoonul
       *[double] dublarea
    } jucătorului { $side } la { $value }
    [move] o mutare
    [choose-double] numirea dublei
    [resign-offered] răspunsul la propunerea jucătorului { $side } de a abandona { $result ->
        [gammon] un marț
        [backgammon] un backgammon
       *[single] o partidă simplă
    }
    [game-over] partida următoare
   *[match-over] nimic: meciul s-a încheiat
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = e rândul jucătorului { $to_act } să acționeze, nu al jucătorului { $side }
# $die: the number given
bg-why-game-bad-die = un zar arată de la 1 la 6, nu { $die }
# no argument
bg-why-game-illegal-play = aceasta nu e o mutare legală pentru această aruncare
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = { $action ->
    [beaver] nu se poate da beaver acum
    [raccoon] nu se poate da raccoon acum
   *[double] nu se poate dubla acum
}: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = cubul nu se folosește în această partidă
# $side: the cube's owner
bg-why-cube-refusal-owned = cubul e la { $side }
# no argument
bg-why-cube-refusal-crawford = în partida Crawford nu se dublează: cubul e scos din joc
# no argument
bg-why-cube-refusal-trailer-in-crawford = în partida Crawford, cel aflat în urmă nu poate dubla
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = cubul nu poate trece de { $max }
# no argument
bg-why-cube-refusal-before-first-move = cubul nu poate fi întors înaintea primei mutări a partidei
# no argument
bg-why-cube-refusal-already-doubled = ai dublat deja în această tură
# no argument
bg-why-cube-refusal-money-only = beaverul și raccoonul sunt doar pentru jocul pe bani
# no argument
bg-why-cube-refusal-no-beaver = aici nu e posibil niciun beaver
# no argument
bg-why-cube-refusal-no-raccoon = aici nu e posibil niciun raccoon
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = la ultima aruncare nu se dublează: adversarul și-a scos toate piesele
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = poziția are { $found ->
    [one] { $found } piesă
    [few] { $found } piese
   *[other] { $found } de piese
} de fiecare parte; jocul are { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] jucătorul la mutare
   *[opponent] adversarul
} și-a scos deja toate piesele
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = un cub de { $value } depășește maximul de { $max }
# no argument
bg-why-setup-cube-in-crawford = în partida Crawford cubul e scos din joc: trebuie să fie 1, la mijloc
# no argument
bg-why-setup-zero-stake = multiplicatorul mizei e cel puțin 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = un meci se joacă până la un număr de puncte de la 1 la { $max }, nu { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = cubul maxim e o putere a lui doi de la 1 la { $max }, nu { $value }
# no argument
bg-why-options-raccoons-without-beavers = un raccoon răspunde unui beaver: fără beaver nu există raccoon
# $white, $black: each side's score
bg-why-score-match-over = meciul s-a încheiat deja la scorul Albul { $white }, Negrul { $black }
# no argument
bg-why-score-not-crawford = o partidă Crawford cere un meci cu regula Crawford și exact un jucător aflat la un punct de victorie
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = un cub arată o putere a lui doi de la 1 la { $max }, nu { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = un cub de 1 stă la mijloc: nu poate fi la { $side }
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] jucătorul la mutare
   *[opponent] adversarul
} are { $count ->
    [one] { $count } piesă
    [few] { $count } piese
   *[other] { $count } de piese
} pe tablă, mai multe decât cele { $max } ale jocului
# $point: the point, counted from the player on roll
bg-why-position-shared-point = ambii jucători au piese pe punctul { $point } (numărat dinspre jucătorul la mutare)
# $n: the number of checkers a side given
bg-why-position-checker-count = o parte are între 1 și 15 piese, nu { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = piesa prinsă a { $player ->
    [on-roll] jucătorului la mutare
   *[opponent] adversarului
} de pe punctul { $point } (numărat dinspre el) nu e singură sub piesele adverse
# $version: the version this program reads ("1")
bg-why-position-text-shape = un text de poziție are forma { $version }.<variantă>.<puncte>.<bare>.<rezerve>, urmată de .p<prinderi> dacă o piesă e prinsă
# $name: the rule set's name read
bg-why-position-text-variant = „{ $name }” nu e numele unui set de reguli
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = „{ $character }” de la caracterul { $position } al punctelor nu e un număr de piese (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = punctele descriu { $n ->
    [one] { $n } punct
    [few] { $n } puncte
   *[other] { $n } de puncte
}, nu 24
# no argument
bg-why-position-text-counts = barele și rezervele sunt două numere de cel mult 15, de exemplu 1-0
# no argument
bg-why-position-text-pins = prinderile se scriu cu p urmat de puncte crescătoare de la 1 la 24 care țin piese, separate prin -, de exemplu p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = în { $game } nu există piese prinse
# no argument
bg-why-net-magic = nu e un fișier de rețea (nu începe cu TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = fișierul rețelei are versiunea { $version }; acest program citește versiunea { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = fișierul rețelei e pentru un set de reguli necunoscut, „{ $name }”
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = rețeaua are intrări: { $inputs }, unități ascunse: { $hidden }, ieșiri: { $outputs }; acest program cere intrări: { $want_inputs }, unități ascunse: de la 1 la 1024, ieșiri: { $want_outputs }
# no argument
bg-why-net-truncated = fișierul rețelei e trunchiat
# $n: how many bytes follow
bg-why-net-trailing = după ponderile rețelei mai { $n ->
    [one] urmează { $n } octet
    [few] urmează { $n } octeți
   *[other] urmează { $n } de octeți
}
# no argument
bg-why-net-not-finite = o pondere a rețelei nu e un număr finit
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
