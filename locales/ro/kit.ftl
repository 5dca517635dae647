## Ce au în comun toate jocurile.

kit-language = Limbă
kit-cancel = Anulează
kit-close = Închide
kit-notice-close = Închide acest anunț

## Bara de reluare.

kit-replay-start = La început
kit-replay-back = Un pas înapoi
kit-replay-forward = Un pas înainte
kit-replay-end = Înapoi la prezent
# $at: momentul arătat (acțiuni jucate); $total: acțiunile partidei; $detail: ce adaugă jocul („ — 6 și 5”), poate fi gol
kit-replay-at = Reluare: acțiunea { $at } / { $total }{ $detail }
# $n: acțiunile partidei
kit-replay-now = Acum ({ $n ->
    [one] { $n } acțiune
    [few] { $n } acțiuni
   *[other] { $n } de acțiuni
})
kit-replay-play-from-here = Joacă de aici
# $n: acțiunile de după momentul arătat
kit-replay-drop-ask = { $n ->
    [one] Continui de aici? Următoarea acțiune se elimină din această partidă; partida întreagă rămâne în acest browser.
    [few] Continui de aici? Cele { $n } acțiuni următoare se elimină din această partidă; partida întreagă rămâne în acest browser.
   *[other] Continui de aici? Cele { $n } de acțiuni următoare se elimină din această partidă; partida întreagă rămâne în acest browser.
}
kit-replay-drop-confirm = Elimină-le și continuă
kit-replay-playing-on-kept = Continui de aici; partida întreagă e păstrată în acest browser (o găsești în Distribuie).
kit-replay-playing-on = Continui de aici.

## Tastele (fereastra de ajutor, „?”).

kit-keys = Taste
kit-keys-key = Tastă
kit-keys-does = Ce face
kit-key-roll = Aruncă zarurile
kit-key-confirm = Confirmă mutarea
kit-key-take-back = Anulează-ți mutările
kit-key-hint = Indiciu: mutarea botului puternic
kit-key-enter-space = Enter, Spațiu
kit-key-pick-up = Ia o piesă, pune-o acolo
kit-key-arrows = Pe tablă: locul următor în acea direcție; în rest: pas cu pas prin reluare
kit-key-esc = Esc
kit-key-put-down = Lasă piesa jos
kit-key-help = Arată sau ascunde aceste taste
kit-key-double = Dublează (oferă cubul)
kit-key-accept = Acceptă cubul sau un abandon
kit-key-pass = Refuză cubul sau un abandon
kit-key-resign = Abandonează: mergi la variante
kit-key-next-game = Partida următoare

## Joc prin link.

kit-remote-send-link-friend-his = Trimite acest link prietenului tău; copia lui răspunde cu un link: deschide-l aici.
kit-remote-send-link-friend-waiting = Trimite acest link prietenului tău; se așteaptă mutarea lui.
kit-remote-next-dice-need-friend = Următoarele tale zaruri au nevoie de copia prietenului tău: trimite-i acest link și deschide-l pe cel pe care ți-l trimite înapoi.
kit-remote-turn = E rândul tău.
kit-remote-dice-committed-game-are = Zarurile angajate pentru această partidă s-au terminat: începe o partidă nouă prin link.
kit-remote-game-over-send-last = Partida s-a terminat: trimite-i prietenului tău acest ultim link.
kit-remote-link-copied = Link copiat.
kit-remote-browser-does-not-let = Acest browser nu permite paginii să copieze: selectează linkul și copiază-l.
kit-remote-you-play-white = Joci cu albele.
kit-remote-you-play-black = Joci cu negrele.
kit-remote-link-send = Link de trimis
kit-remote-copy = Copiază
kit-remote-share = Distribuie…
kit-remote-new-game-with-friend = Partidă nouă cu un prieten, prin link
kit-remote-play-friend-by-link = Joacă cu un prieten prin link
kit-remote-play-by-link = Joc prin link
kit-remote-no-server-after-each = Fără server: după fiecare tură trimiți partida ca link. Zarurile vin din numere la care ambele copii se angajează la începutul partidei, așa că niciunul dintre voi nu le poate alege.
kit-remote-link-older-than-game = Acest link e mai vechi decât partida ta: partida ta e păstrată.
kit-remote-opened-friend-s-link = Ai deschis linkul prietenului tău.
# $why: de ce e refuzat linkul (unul dintre motivele kit-link-…)
kit-remote-link-refused = Acest link nu poate fi deschis: { $why }. Partida ta e păstrată.
kit-link-shape = linkul e trunchiat sau modificat
# $why: detaliul tehnic (în engleză)
kit-link-header = antetul lui e modificat: { $why }
kit-link-record = partida din el nu poate fi citită: { $why }
kit-link-not-joined = nu conține angajamentul prietenului tău
kit-link-elsewhere-joined = partea ta din această partidă a fost luată în alt browser: zarurile ei secrete sunt acolo
kit-link-not-mine = angajamentul pe care îl arată pentru partea ta nu e al tău
kit-link-theirs-changed = angajamentul prietenului tău nu e cel pe care l-a făcut la început
kit-link-reveal = zarurile prietenului tău: { $why }
# $at: numărul acțiunii în partidă
kit-link-diverges = partida din el diferă de a ta începând cu acțiunea { $at }
kit-link-not-theirs = acțiunea { $at } a fost jucată pentru partea ta
kit-link-wrong-dice = zarurile acțiunii { $at } nu sunt cele date de angajamente
kit-link-unrevealed = zarurile acțiunii { $at } au fost aruncate înainte să poată fi cunoscute

## De ce sunt refuzate antetul sau zarurile unui link

kit-why-header-version = versiunea „{ $version }” a linkului nu este cunoscută aici
kit-why-header-shape = antetul linkului nu are cele cinci părți ale sale
kit-why-header-id = identificatorul jocului din link nu poate fi citit
kit-why-header-creator = linkul nu spune ce parte a creat jocul
kit-why-header-side = angajamentul { $side ->
    [white] albului
   *[black] negrului
} nu poate fi citit
kit-why-header-reveal = zarurile { $side ->
    [white] albului
   *[black] negrului
}: { $reason }
kit-why-commit-mismatch = numărul dezvăluit { $at } nu corespunde angajamentului făcut la început
kit-why-commit-too-far = numărul dezvăluit { $at } este dincolo de capătul lanțului
kit-why-commit-bad-text = un număr angajat nu poate fi citit

## De ce nu a putut fi adus un fișier de lângă pagină

kit-why-fetch-no-answer = { $file }: rețeaua nu a răspuns (fără conexiune, iar fișierul nu este încă păstrat)
kit-why-fetch-status = { $file }: serverul a răspuns { $status } în loc de fișier
kit-why-fetch-broke-off = { $file }: descărcarea s-a întrerupt
kit-why-fetch-unreadable = { $file }: fișierul nu poate fi citit

## Partidele păstrate în acest browser.

kit-kept-kept-browser = Păstrate în acest browser
kit-kept-open = Deschide
kit-kept-show-text = Arată textul
kit-kept-really-delete = Sigur ștergi?
kit-kept-delete = Șterge
# $n: lungimea salvării, în caractere
kit-kept-unreadable = O salvare care nu poate fi citită ({ $n ->
    [one] { $n } caracter
    [few] { $n } caractere
   *[other] { $n } de caractere
})
# $name: numele partidei păstrate, în listă
kit-kept-in-progress = Partida ta în curs e păstrată în acest browser ca „{ $name }” (o găsești în panoul Distribuie).
kit-kept-replaced = Partida pe care o înlocuiește e păstrată în acest browser ca „{ $name }” (o găsești în panoul Distribuie).
kit-kept-was-playing = Partida pe care o jucai e păstrată în acest browser ca „{ $name }” (o găsești în panoul Distribuie).

## Ce cere adresa (partea ei de interogare) și nu se poate face.

# $problems: problemele de mai jos, unite prin „; ”
kit-address-problems = Adresă: { $problems }.
# $value: valoarea scrisă în adresă
kit-address-die = zar ignorat „{ $value }” (zarurile arată de la 1 la 6)
kit-address-seed = sămânță ignorată „{ $value }” (un număr întreg)
kit-address-opponent = adversar necunoscut „{ $value }” (hotseat, bot-black sau bot-white)
# $codes: codurile limbilor, unite prin „, ”
kit-address-lang = limbă necunoscută „{ $value }” ({ $codes })
kit-address-level = nivel de bot necunoscut „{ $value }” (beginner, club sau strong)
kit-address-pace = ritm necunoscut „{ $value }” (fast sau normal)

## Aplicația instalată (manifestul ei, scris din acestea de scripts/manifests.mjs: câte un rând).

kit-app-name = Jocuri de table: Trictrac, table și variantele lor
kit-app-short-name = Table
kit-app-description = Joacă Grand Trictrac, table și variantele lor regionale (Tavli, Plakoto, Nardy lung, Acey-deucey…) cu un bot sau cu un prieten, în browser și offline.
kit-kept-note = păstrat în acest browser sub numele „{ $name }” (panoul Partajează îl listează)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Se încarcă jocurile de table…
kit-loading-backgammon = Se încarcă tablele…
kit-start-failed = Jocul nu a putut porni ({ $reason }). Verificați conexiunea, apoi reîncărcați pagina.
kit-needs-javascript = Acest joc rulează în browser și are nevoie de JavaScript: activați-l și reîncărcați pagina.
