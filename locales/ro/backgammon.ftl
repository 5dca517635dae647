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
bg-why-xgid-part-count = an XGID has 10 parts separated by “:”, not { $found }
# $length: the length of the XGID's position part, in characters
bg-why-xgid-position-length = an XGID's position has 26 characters, not { $length }
# $character: the character found; $position: its place in the position part
bg-why-xgid-position-character = the XGID's position has “{ $character }” at character { $position }, where “-”, A to P or a to p belongs
# $side: whose checkers; $count: how many (more than 15)
bg-why-xgid-too-many-checkers = { $side } has { $count } checkers in the XGID, more than 15
# $side: the side whose numbering an XGID follows (White); $point: the point
bg-why-xgid-both-on-point = both sides have checkers on { $side }'s { $point }-point
# no argument: each side has checkers on the bar and the other's home board is closed
bg-why-xgid-both-on-bar = both sides are on the bar against closed boards
# $n: the part's place in the XGID (the position is part 1); $part: which part it is (cube: the
# cube's value; owner: the cube's owner; turn: who is on roll; score: the score of $side; rules:
# the Crawford and Jacoby part; length: the match length; max-cube: the highest cube)
bg-why-xgid-bad-number = part { $n } of the XGID ({ $part ->
    [cube] the cube's value
    [owner] the cube's owner
    [turn] the turn
    [score] { $side }'s score
    [rules] the Crawford and Jacoby rules
    [length] the match length
   *[max-cube] the highest cube
}) is not a whole number
# $log2: the exponent read (the cube is 2 to that power)
bg-why-xgid-cube = the cube's exponent { $log2 } is not from 0 to 12 (a cube of 1 to 4096)
# $value: the value read for the cube's owner
bg-why-xgid-cube-owner = the cube's owner { $value } is not -1, 0 or 1
# $value: the value read for the turn
bg-why-xgid-turn = the turn { $value } is not 1 or -1
# $length: the dice part's length in characters
bg-why-xgid-dice-length = the dice part has { $length ->
    [one] { $length } character
    [few] { $length } characters
   *[other] { $length } characters
}, where D or two digits belong
# $die: the number read
bg-why-xgid-die = a die shows 1 to 6, not { $die }
# $character: the character found in the dice part
bg-why-xgid-dice-character = the dice part has “{ $character }” where a digit belongs
# $side: whose score; $score: the score read
bg-why-xgid-score = { $side }'s score { $score } is not from 0 to 32767
# $side: whose score; $score: the score; $length: the match length
bg-why-xgid-score-not-below-length = { $side }'s score { $score } is not below the match length, { $length }
# $value: the value read; $max: its largest value (1 in a match, 3 in money play); $play: match
# or money
bg-why-xgid-rules = the Crawford and Jacoby value { $value } is above { $max } for { $play ->
    [match] a match
   *[money] money play
}
# $length: the match length read
bg-why-xgid-match-length = the match length { $length } is not from 0 to 64
# $log2: the exponent read for the highest cube
bg-why-xgid-max-cube = the highest cube's exponent { $log2 } is not from 0 to 255
# $reason: what is wrong with them (a bg-why-match-id-… reason)
bg-why-xgid-match-id = the Match ID fields are invalid: { $reason }
# $length: the Match ID's length in characters
bg-why-match-id-length = a Match ID has 12 characters, not { $length }
# $character: the character found; $position: its place in the Match ID
bg-why-match-id-character = the Match ID has “{ $character }” at character { $position }, which is not a Base64 character (A-Z, a-z, 0-9, + or /)
# $bits: the value of the unused bits
bg-why-match-id-unused-bits = the Match ID sets its unused last bits (value { $bits })
# $log2: the cube's exponent read (the cube is 2 to that power)
bg-why-match-id-cube = the cube's exponent { $log2 } is above 12: the largest cube is 4096
# $value: the cube's value
bg-why-match-id-cube-value = the cube's value { $value } is not a power of two from 1 to 4096
# $bits: the value of the cube owner's field
bg-why-match-id-cube-owner = the cube owner's field holds { $bits }, which names nobody
# $code: the value of the game state's field
bg-why-match-id-game-state = the game state { $code } is not one of 0 to 4
# $die: the number read
bg-why-match-id-die = a die shows 1 to 6, not { $die }
# $a, $b: the two dice fields (0: not rolled)
bg-why-match-id-one-die = the dice { $a } and { $b } are neither both rolled nor both unrolled
# $length: the match length read
bg-why-match-id-match-too-long = a { $length }-point match is longer than the 64 points gnubg allows
# $side: whose score; $score: the score
bg-why-match-id-score-too-large = { $side }'s score { $score } does not fit in 15 bits
# $side: whose score; $score: the score; $length: the match length
bg-why-match-id-score-beyond-match = { $side }'s score { $score } is beyond the match length, { $length }
# no argument: the Match ID marks the Crawford game in money play
bg-why-match-id-crawford-money = money play has no Crawford game
# $white, $black: each side's score; $length: the match length
bg-why-match-id-crawford-no-match-point = the Crawford game is marked at White { $white }, Black { $black } in a { $length }-point match, where nobody is one point from winning
# $value: the cube's value
bg-why-match-id-cube-in-crawford = the cube is at { $value } in the Crawford game, where it is not used
# $length: the Position ID's length in characters
bg-why-position-id-length = a Position ID has 14 characters, this one has { $length }
# $character: the character found; $position: its place in the Position ID
bg-why-position-id-character = a Position ID is written with A-Z, a-z, 0-9, + and /: “{ $character }” at character { $position } is not one of them
# no argument: the Position ID's 80 bits end before the 50 counts of checkers
bg-why-position-id-truncated = the Position ID's bits end before its 50 counts do
# $reason: why the position is impossible (a bg-why-position-… reason)
bg-why-position-id-position = the Position ID's position is impossible: { $reason }
# no argument: the IDs hold a game already over
bg-why-open-game-over = the game in these IDs is over
# $length: the IDs' match length; $max: the longest match played here
bg-why-open-match-too-long = a match is played here to at most { $max } points, not { $length }
# no argument
bg-why-notation-empty = the game text is empty
# $version: the version this program reads ("1")
bg-why-notation-version = not a backgammon game text of version { $version } (it starts “{ $version }.”)
# $character: the character found; $position: its place in the whole text
bg-why-notation-character = “{ $character }” at character { $position } is not a character of a game record (A-Z, a-z, 0-9, - and _)
# no argument
bg-why-notation-malformed = the game record has a length no record has: it was cut or changed
# no argument
bg-why-notation-truncated-header = the game record ends in its header
# $action: the action the record ends before
bg-why-notation-truncated = the game record ends before its action { $action }
# $value: the value read; $max: the largest value that can be there
bg-why-notation-header-out-of-range = the game record's header holds { $value }, where only 0 to { $max } can be
# $action: the action; $value: the value read; $max: the largest value that can be there
bg-why-notation-out-of-range = action { $action } of the game record holds { $value }, where only 0 to { $max } can be
# $reason: why the options cannot be played (a bg-why-options-… reason)
bg-why-notation-options = the game's options cannot be played: { $reason }
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-notation-start = the game's start cannot be set up: { $reason }
# no argument
bg-why-notation-position = the game's start position is impossible
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-notation-replay = action { $action } of the game record is refused: { $reason }
# no argument
bg-why-notation-trailing = something follows the game record's last action
# no argument
bg-why-notation-unwritable = this game cannot be written in the game notation
# $reason: why the start cannot be set up (a bg-why-setup-…, bg-why-score-… or bg-why-options-… reason)
bg-why-replay-start = the start cannot be set up: { $reason }
# $action: the action refused; $reason: why the game refuses it (a bg-why-game-… reason)
bg-why-replay-action = action { $action } of the record is refused: { $reason }
# $phase: what the game waits for (opening: the opening roll; before-roll: a roll or a double;
# cube-offered: the answer to a double, beaver or raccoon ($action) of $side to $value; move: a
# play; choose-double: the doublet to be named; resign-offered: the answer to the resignation of
# $side, offering $result (single, gammon or backgammon); game-over: the next game; match-over:
# nothing)
bg-why-game-wrong-phase = that action is not possible now: the game waits for { $phase ->
    [opening] the opening roll
    [before-roll] a roll or a double
    [cube-offered] the answer to { $side }'s { $action ->
        [beaver] beaver
        [raccoon] raccoon
       *[double] double
    } to { $value }
    [move] a play
    [choose-double] the doublet to be named
    [resign-offered] the answer to { $side }'s offer to resign { $result ->
        [gammon] a gammon
        [backgammon] a backgammon
       *[single] a single game
    }
    [game-over] the next game
   *[match-over] nothing more: the match is over
}
# $side: who tried to act; $to_act: who must act
bg-why-game-not-your-turn = it is { $to_act }'s turn to act, not { $side }'s
# $die: the number given
bg-why-game-bad-die = a die shows 1 to 6, not { $die }
# no argument
bg-why-game-illegal-play = that is not a legal way to play this roll
# $action: double, beaver or raccoon; $reason: why not (a bg-why-cube-refusal-… reason)
bg-why-game-cube-refused = no { $action ->
    [beaver] beaver
    [raccoon] raccoon
   *[double] double
} now: { $reason }
# no argument
bg-why-cube-refusal-not-in-use = the cube is not used in this game
# $side: the cube's owner
bg-why-cube-refusal-owned = { $side } owns the cube
# no argument
bg-why-cube-refusal-crawford = no doubling in the Crawford game: the cube is out of play
# no argument
bg-why-cube-refusal-trailer-in-crawford = in the Crawford game the trailer may not double
# $max: the highest cube allowed
bg-why-cube-refusal-at-maximum = the cube may not go above { $max }
# no argument
bg-why-cube-refusal-before-first-move = the cube may not be turned before the first move of the game
# no argument
bg-why-cube-refusal-already-doubled = you have already doubled this turn
# no argument
bg-why-cube-refusal-money-only = beavers and raccoons are for money play only
# no argument
bg-why-cube-refusal-no-beaver = no beaver is possible here
# no argument
bg-why-cube-refusal-no-raccoon = no raccoon is possible here
# no argument: the draw option's last roll
bg-why-cube-refusal-last-roll = no doubling on the last roll: the opponent has borne off all his checkers
# $found: the checkers a side in the position; $expected: the game's number of checkers a side
bg-why-setup-checkers = the position has { $found ->
    [one] { $found } checker
    [few] { $found } checkers
   *[other] { $found } checkers
} a side; the game has { $expected }
# $player: on-roll (the player on roll) or opponent
bg-why-setup-already-won = { $player ->
    [on-roll] the player on roll
   *[opponent] the opponent
} has already borne off all his checkers
# $value: the cube's value; $max: the highest cube of the options
bg-why-setup-cube-above-maximum = a cube of { $value } is above the maximum of { $max }
# no argument
bg-why-setup-cube-in-crawford = the cube is out of play in the Crawford game: it must be 1, centred
# no argument
bg-why-setup-zero-stake = the stake multiplier is at least 1
# $length: the match length given; $max: the longest match
bg-why-options-match-length = a match is played to 1 to { $max } points, not { $length }
# $value: the highest cube given; $max: the largest cube there is
bg-why-options-max-cube = the highest cube is a power of two from 1 to { $max }, not { $value }
# no argument
bg-why-options-raccoons-without-beavers = a raccoon answers a beaver: raccoons need beavers
# $white, $black: each side's score
bg-why-score-match-over = the match is already over at White { $white }, Black { $black }
# no argument
bg-why-score-not-crawford = a Crawford game needs a match with the Crawford rule and exactly one player one point from winning
# $value: the cube's value given; $max: the largest cube there is
bg-why-cube-error-value = a cube shows a power of two from 1 to { $max }, not { $value }
# $side: the owner given
bg-why-cube-error-owned-at-one = a cube of 1 is centred: { $side } cannot own it
# $player: on-roll (the player on roll) or opponent; $count: his checkers on the board (bar
# included); $max: the game's number of checkers a side
bg-why-position-too-many-checkers = { $player ->
    [on-roll] the player on roll
   *[opponent] the opponent
} has { $count } checkers on the board, more than the game's { $max }
# $point: the point, counted from the player on roll
bg-why-position-shared-point = both players have checkers on point { $point } (counted from the player on roll)
# $n: the number of checkers a side given
bg-why-position-checker-count = a side has 1 to 15 checkers, not { $n }
# $player: on-roll (the player on roll) or opponent, whose checker is pinned; $point: the point,
# counted from his side
bg-why-position-bad-pin = { $player ->
    [on-roll] the player on roll's
   *[opponent] the opponent's
} pinned checker on his point { $point } is not alone under opposing checkers
# $version: the version this program reads ("1")
bg-why-position-text-shape = a position text is { $version }.<variant>.<points>.<bars>.<reserves>, then .p<pins> if a checker is pinned
# $name: the rule set's name read
bg-why-position-text-variant = “{ $name }” is not a rule set's name
# $character: the character found; $position: its place in the points part
bg-why-position-text-character = “{ $character }” at character { $position } of the points is not a count (A-O, a-o, 1-9)
# $n: how many points the points part describes
bg-why-position-text-point-count = the points describe { $n ->
    [one] { $n } point
    [few] { $n } points
   *[other] { $n } points
}, not 24
# no argument
bg-why-position-text-counts = the bars and reserves are two numbers up to 15, like 1-0
# no argument
bg-why-position-text-pins = the pins are p then increasing points 1 to 24 holding checkers, separated by -, like p3-20
# $game: the game's name (game-…-name)
bg-why-position-text-no-pinning = { $game } has no pinned checkers
# no argument
bg-why-net-magic = not a network file (it does not begin with TBNN)
# $version: the file's version; $reads: the version this program reads
bg-why-net-version = the network file is of version { $version }; this program reads version { $reads }
# $name: the rule set's name in the file
bg-why-net-variant = the network file is for an unknown rule set, “{ $name }”
# $inputs, $hidden, $outputs: the file's numbers of inputs, hidden units and outputs;
# $want_inputs, $want_outputs: the inputs and outputs this program needs
bg-why-net-sizes = the network has { $inputs } inputs, { $hidden } hidden units and { $outputs } outputs; this program needs { $want_inputs } inputs, 1 to 1024 hidden units and { $want_outputs } outputs
# no argument
bg-why-net-truncated = the network file is cut short
# $n: how many bytes follow
bg-why-net-trailing = { $n ->
    [one] { $n } byte follows
    [few] { $n } bytes follow
   *[other] { $n } bytes follow
} the network's weights
# no argument
bg-why-net-not-finite = a network weight is not a finite number
# $file: the network file's address; $reason: what is wrong with it (a bg-why-net-… reason)
bg-why-net-file = { $file }: { $reason }
