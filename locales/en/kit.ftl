## What every game shares.

kit-language = Language
kit-cancel = Cancel
kit-close = Close
kit-notice-close = Close this notice

## The replay bar.

kit-replay-start = To the start
kit-replay-back = One step back
kit-replay-forward = One step forward
kit-replay-end = Back to now
# $at: the moment shown (actions played); $total: the game's actions; $detail: what the game adds (" — 6 and 5"), may be empty
kit-replay-at = Replay: action { $at } / { $total }{ $detail }
# $n: the actions of the game
kit-replay-now = Now ({ $n ->
    [one] { $n } action
   *[other] { $n } actions
})
kit-replay-play-from-here = Play from here
# $n: the actions after the moment shown
kit-replay-drop-ask = { $n ->
    [one] Play on from here? The next action is dropped from this game; the whole game stays in this browser.
   *[other] Play on from here? The { $n } later actions are dropped from this game; the whole game stays in this browser.
}
kit-replay-drop-confirm = Drop them and play on
kit-replay-playing-on-kept = Playing on from here; the whole game is kept in this browser (Share lists it).
kit-replay-playing-on = Playing on from here.

## The keys (the help overlay, "?").

kit-keys = Keys
kit-keys-key = Key
kit-keys-does = Does
kit-key-roll = Roll the dice
kit-key-confirm = Confirm the move
kit-key-take-back = Take back your moves
kit-key-hint = Hint: the strong bot's play
kit-key-enter-space = Enter, Space
kit-key-pick-up = Pick up a checker, put it there
kit-key-arrows = On the board: the next place that way; elsewhere: step through the replay
kit-key-esc = Esc
kit-key-put-down = Put the checker down
kit-key-help = Show or hide these keys
# the backgammon family's keys (D, A, P, Q, N)
kit-key-double = Double (offer the cube)
kit-key-accept = Take the cube, or accept a resignation
kit-key-pass = Pass the cube, or refuse a resignation
kit-key-resign = Resign: go to its choices
kit-key-next-game = Next game

## Play by link.

kit-remote-send-link-friend-his = Send this link to your friend; his copy answers with a link: open it here.
kit-remote-send-link-friend-waiting = Send this link to your friend; waiting for his move.
kit-remote-next-dice-need-friend = Your next dice need your friend's copy: send him this link and open the one he sends back.
kit-remote-turn = Your turn.
kit-remote-dice-committed-game-are = The dice committed for this game are used up: start a new game by link.
kit-remote-game-over-send-last = The game is over: send this last link to your friend.
kit-remote-link-copied = Link copied.
kit-remote-browser-does-not-let = This browser does not let the page copy: select the link and copy it.
kit-remote-you-play-white = You play White.
kit-remote-you-play-black = You play Black.
kit-remote-link-send = Link to send
kit-remote-copy = Copy
kit-remote-share = Share…
kit-remote-new-game-with-friend = New game with a friend, by link
kit-remote-play-friend-by-link = Play a friend by link
kit-remote-play-by-link = Play by link
kit-remote-no-server-after-each = No server: after each turn you send the game as a link. The dice come from numbers both copies commit to when the game starts, so neither of you can choose them.
kit-remote-link-older-than-game = This link is older than your game: your game is kept.
kit-remote-opened-friend-s-link = Opened your friend's link.
# $why: why the link is refused (one of the kit-link-… reasons)
kit-remote-link-refused = This link cannot be opened: { $why }. Your game is kept.
kit-link-shape = the link is cut or altered
# $why: the technical detail (in English)
kit-link-header = its header is altered: { $why }
kit-link-record = its game cannot be read: { $why }
kit-link-not-joined = it carries no commitment of your friend
kit-link-elsewhere-joined = your side of this game was taken in another browser: its secret dice are there
kit-link-not-mine = the commitment it shows for your side is not yours
kit-link-theirs-changed = your friend's commitment is not the one he made at the start
kit-link-reveal = your friend's dice: { $why }
# $at: the action's number in the game
kit-link-diverges = its game differs from yours from action { $at }
kit-link-not-theirs = action { $at } was played for your side
kit-link-wrong-dice = the dice of action { $at } are not those the commitments give
kit-link-unrevealed = the dice of action { $at } were thrown before they could be known

## Why a link's header or dice are refused (arguments of kit-link-header and
## kit-link-reveal): $side is white or black (a selector)

# $version: the version written in the link
kit-why-header-version = the link's version "{ $version }" is not known here
kit-why-header-shape = the link's header does not have its five parts
kit-why-header-id = the link's game id cannot be read
kit-why-header-creator = the link does not say which side created the game
kit-why-header-side = { $side ->
    [white] White's
   *[black] Black's
} commitment cannot be read
# $reason: one of the kit-why-commit-… reasons
kit-why-header-reveal = { $side ->
    [white] White's
   *[black] Black's
} dice: { $reason }
# $at: the number's place in the chain of committed numbers
kit-why-commit-mismatch = the revealed number { $at } does not match the commitment made at the start
kit-why-commit-too-far = the revealed number { $at } is past the end of the chain
kit-why-commit-bad-text = a committed number cannot be read

## Why a file beside the page could not be fetched (a bot's trained network): $file is its name

kit-why-fetch-no-answer = { $file }: the network did not answer (offline, and the file is not kept yet)
# $status: the server's HTTP status (404: not found)
kit-why-fetch-status = { $file }: the server answered { $status }, not the file
kit-why-fetch-broke-off = { $file }: the download broke off
kit-why-fetch-unreadable = { $file }: the file cannot be read

## The games kept in this browser.

kit-kept-kept-browser = Kept in this browser
kit-kept-open = Open
kit-kept-show-text = Show its text
kit-kept-really-delete = Really delete?
kit-kept-delete = Delete
# $n: the save's length in characters
kit-kept-unreadable = A save that cannot be read ({ $n ->
    [one] { $n } character
   *[other] { $n } characters
})
# $name: the kept game's name in the list
kit-kept-in-progress = Your game in progress is kept in this browser as “{ $name }” (the Share panel lists it).
kit-kept-replaced = The game it replaces is kept in this browser as “{ $name }” (the Share panel lists it).
kit-kept-was-playing = The game you were playing is kept in this browser as “{ $name }” (the Share panel lists it).

## What the address (its query) asks that cannot be done.

# $problems: the problems below, joined by "; "
kit-address-problems = Address: { $problems }.
# $value: the value written in the address
kit-address-die = ignored die "{ $value }" (dice show 1 to 6)
kit-address-seed = ignored seed "{ $value }" (a whole number)
kit-address-opponent = unknown opponent "{ $value }" (hotseat, bot-black or bot-white)
# $codes: the language codes, joined by ", "
kit-address-lang = unknown language "{ $value }" ({ $codes })
kit-address-level = unknown bot level "{ $value }" (beginner, club or strong)
kit-address-pace = unknown pace "{ $value }" (fast or normal)

## The installed app (its manifest, written from these by scripts/manifests.mjs: one line each).

kit-app-name = Tables games: Trictrac, backgammon and its variants
kit-app-short-name = Tables
kit-app-description = Play the Grand Trictrac, backgammon and its regional variants (Tavli, Plakoto, Long Nardy, Acey-Deucey…) against a bot or a friend, in the browser and offline.
# $name: the kept game's name; the end of a sentence saying which game was kept
kit-kept-note = kept in this browser as “{ $name }” (the Share panel lists it)

## What a page shows before its program starts (written into the pages by
## scripts/pages.mjs and chosen by public/boot.js: one line each, plain text
## but for $reason, what went wrong, in the browser's words).

kit-loading-tables = Loading the tables…
kit-loading-backgammon = Loading backgammon…
kit-start-failed = The game could not start ({ $reason }). Check the connection, then reload the page.
# Shown only when JavaScript is off: the pages list this line in every language
kit-needs-javascript = This game runs in the browser and needs JavaScript: turn it on and reload the page.
