# /scheme: secret schemes of a running /game, committed by SHA-256 and revealed with their salt.

## Commands

cmd-scheme = scheme
cmd-scheme-desc = Secret schemes of the game at this table: choose, reveal, abandon, show
cmd-scheme-choose = choose
cmd-scheme-choose-desc = Choose your secret scheme(s) in a private menu; a commitment is posted at once
cmd-scheme-reveal = reveal
cmd-scheme-reveal-desc = Reveal one of your secret schemes with its salt, so anyone can check it
cmd-scheme-abandon = abandon
cmd-scheme-abandon-desc = M4E: abandon your scheme unrevealed, then choose from its Next Available
cmd-scheme-show = show
cmd-scheme-show-desc = Commitments and revealed schemes of this game, and your own schemes (private)
opt-scheme-scheme = scheme
opt-scheme-scheme-desc = The secret scheme of yours to reveal

## Private replies

scheme-offer = { $count ->
    [one] Choose your secret scheme. Only you see this menu; the bot posts a SHA-256 commitment of your choice at once.
   *[other] Choose your { $count } secret schemes. Only you see this menu; the bot posts a SHA-256 commitment of each at once.
}
scheme-placeholder = { $count ->
    [one] Your secret scheme
   *[other] Your { $count } secret schemes
}
scheme-yours-header = Your schemes (only you see this):
scheme-line-private = #{ $slot } { $scheme } ({ $status }), salt `{ $salt }`
scheme-status-held = secret
scheme-status-revealed = revealed
scheme-status-abandoned = abandoned, secret
scheme-none-yet = You have not chosen any scheme through the bot in this game.

## Public messages

scheme-committed = { $count ->
    [one] { $player } chose a secret scheme on turn { $turn }. SHA-256 commitment:
   *[other] { $player } chose { $count } secret schemes on turn { $turn }. SHA-256 commitments:
}
scheme-line-commitment = #{ $slot } `{ $commitment }`
scheme-check-hint = Anyone can check a revealed scheme against its commitment: docs/secret-schemes.md.
scheme-revealed = { $player } reveals scheme #{ $slot }: **{ $scheme }**.
scheme-check-line = Check: table { $table }, game { $game }, player { $player_id }, slot { $slot }, scheme “{ $scheme }”, salt `{ $salt }` → SHA-256 `{ $commitment }`.
scheme-abandoned = { $player } abandons scheme #{ $slot } without revealing it (it is revealed when the game ends) and chooses the next one from its Next Available Schemes.
scheme-end-header = Secret schemes revealed at the end of the game:
scheme-end-line = { $player } #{ $slot }: **{ $scheme }** ({ $status })
scheme-end-status-held = held to the end
scheme-end-status-abandoned = abandoned
scheme-end-status-revealed = revealed
scheme-public-header = Commitments of this game:
scheme-public-line = { $player } #{ $slot } `{ $commitment }`: { $status }
scheme-public-line-revealed = { $player } #{ $slot } `{ $commitment }`: revealed, **{ $scheme }**
scheme-public-none = Nobody has chosen a scheme through the bot in this game yet.

## Errors

scheme-error-edition = Secret schemes are kept for M3E (two of the five) and M4E (one of the three); this game is { $edition }.
scheme-error-too-late = It is turn { $turn }: schemes are chosen during setup (at the latest on turn 1).
scheme-error-no-pool = This game has no scheme pool to choose from.
scheme-error-already-chosen = You already chose your { $count } schemes; they cannot be changed. Reveal one with /scheme reveal.
scheme-error-still-held = You still hold a secret scheme: reveal it (/scheme reveal) or abandon it (/scheme abandon) before choosing the next.
scheme-error-nothing-next = Every scheme in the Next Available list of your last scheme has already been revealed by you.
scheme-error-not-offered = “{ $scheme }” is not one you may choose now. You may choose: { $offered }.
scheme-error-twice = You chose “{ $scheme }” twice: choose different schemes.
scheme-error-count = Choose exactly { $count } (you chose { $given }).
scheme-error-choice-missing = Write what the scheme asks you to note in secret (a model, marker or terrain piece).
scheme-error-choice-missing-for = “{ $scheme }” asks you to note something in secret: write the model, marker or terrain piece you choose.
scheme-error-choice-long = A secret choice is at most { $max } characters: name the model, marker or terrain piece briefly.
scheme-error-choice-not-asked = “{ $scheme }” asks for no secret choice: choose it without one.
scheme-choice-title = Noted in secret
scheme-choice-placeholder = The model, marker or terrain piece you choose
scheme-choice-line = ↳ noted in secret: “{ $choice }”
scheme-check-line-v2 = Check (v2): table { $table }, game { $game }, player { $player_id }, slot { $slot }, scheme “{ $scheme }”, choice “{ $choice }”, salt `{ $salt }` → SHA-256 `{ $commitment }`.
scheme-error-not-held = “{ $scheme }” is not one of your secret schemes. /scheme show lists yours.
scheme-error-abandon-edition = Only M4E abandons schemes; in { $edition } a chosen scheme stays until the end.
scheme-error-score-unrevealed = “{ $scheme }” is not among the revealed schemes of { $player }. A scheme scores once its owner reveals it with /scheme reveal.
scheme-error-menu-stale = This menu is out of date. Use /scheme choose again.
