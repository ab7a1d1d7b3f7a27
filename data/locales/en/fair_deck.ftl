## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 Every shuffle of this game's decks comes from a secret seed whose SHA-256 is `{ $commitment }`. The seed is revealed when the game ends: then both players can check every hand, flip and shuffle.
fair-record-note = 🔓 This game's Fate Deck seed was `{ $seed }` (its SHA-256, published at the start: `{ $commitment }`). The record attached holds every card both decks moved; check it with `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 Fate Deck seed, SHA-256: `{ $commitment }` (revealed at the end)

# The record's HTML page
record-title = Game record: { $first } vs { $second }
record-seed-line = The Fate Deck seed of this game, revealed at its end:
record-check-line = Every shuffle, draw and flip can be checked with the JSON record beside this page:
record-vp = Victory points per turn
record-turn = Turn
record-player = Player
record-slot = Slot
record-scheme = Scheme
record-scheme-secret = (not revealed)
record-schemes = Secret schemes
record-log = The game's log
record-decks = Every card each deck moved
record-deck = Deck of { $owner }
record-shared = The table's shared deck
record-move = Move
record-cards = Cards (top first)
record-shuffle = Shuffle { $number } ({ $of }), interaction { $interaction }
record-pile-draw = draw pile
record-pile-discard = discard pile
record-pile-play = in play
record-pile-hand = hand of { $player }

# /help
help-topic-fair = A deck you can check
help-topic-fair-desc = Committed shuffles and the game's record
help-page-fair = During a game nobody has to trust the bot's shuffles. `/game start` fixes a secret seed and posts its SHA-256 at once (in the start message and on the board); every shuffle of both decks is derived from that seed, the deck's owner, the shuffle's number and the id of the Discord interaction that caused it, and every card is taken from the top of that order.
    When the game ends (`/game end`), the bot reveals the seed and attaches the game's record (JSON) and an HTML page of it: every shuffle, draw, flip, cheat and discard, the schemes with their commitments, and VP per turn. Anyone can check it offline: `python3 tools/check_game.py game-record.json`. The end also says how many jokers each player drew against the number expected, how many duels they won against the number the odds expected, and how high the cards their duel flips gave were against what each flip's modifiers let them expect, counting only what each player could see; `/stats` gives it over your games, or `/stats league:Spring` over a league season. Tables without a game keep ordinary shuffles unless a moderator turns on `/table fair_deck`: then each deck posts the SHA-256 of its own secret seed at its first use, and `/deck reset` reveals the seed with the deck's record (the same checker). How it works: docs/fair-deck.md.

# The luck report (jokers), at the end of a game
luck-header = Luck, counting only the cards each player could not see when they drew or flipped:
luck-jokers = { $player }: { $verdict } ({ $jokers } in { $cards } cards, { $expected } expected; { $rarity }).
luck-rarity = { $common ->
    [yes] nothing unusual
   *[no] as unusual as 1 game in { $one_in }
}
luck-more = more jokers than expected
luck-fewer = fewer jokers than expected
luck-usual = about as many jokers as expected

# /stats
cmd-stats = stats
cmd-stats-desc = Luck with jokers over a player's ended games, or over a league season's
opt-stats-player = player
opt-stats-player-desc = Whose games (default: yours)
opt-stats-league = league
opt-stats-league-desc = A league's name in this server, or its code: every player of its games
stats-player-title = Luck of { $player } over their games
stats-league-title = Luck in the league { $league }
stats-games = Over { $count ->
    [one] one game
   *[other] { $count } games
}.
stats-more = …and { $count } more.
stats-none = No ended game with committed shuffles yet: the figures come from games that end with a record.
luck-duels = { $player }: won { $won } of { $duels ->
    [one] one duel
   *[other] { $duels } duels
}, { $expected } expected from the odds when each was flipped; { $rarity }.
luck-cards = { $player }: { $verdict } (mean card { $mean } in { $flips ->
    [one] one duel flip
   *[other] { $flips } duel flips
}, { $expected } expected from each flip's modifiers and the cards they could not see; { $rarity }).
luck-cards-higher = higher cards than expected
luck-cards-lower = lower cards than expected
luck-cards-usual = cards about as high as expected
record-luck = Luck
record-luck-jokers = jokers (solid) against expected (outlined)
record-luck-duels = duels won (solid) against expected (outlined)

# Committed shuffles at a table without a game (/table fair_deck; docs/fair-deck.md)
cmd-table-fair_deck = fair_deck
cmd-table-fair_deck-desc = Checkable shuffles outside a game: each deck's secret seed, revealed at its reset
opt-table-fair_deck-on = on
opt-table-fair_deck-on-desc = On or off (leave empty to see the current settings)
table-fair-deck-value-on = on (each deck's seed is revealed at its reset)
table-fair-deck-value-off = off (the operating system's shuffles)
table-fair-deck-on = { $by } turned on checkable shuffles at this table: from each deck's next use, its shuffles come from a secret seed whose SHA-256 is posted at once, and `/deck reset` reveals the seed with a record anyone can check. A game keeps its own seed.
table-fair-deck-off = { $by } turned off checkable shuffles at this table. A deck with no card in a hand reveals its seed now; a deck with cards in a hand keeps its seed secret until its next reset.
fair-table-deck-of = { $owner }'s deck
fair-table-deck-shared = The table's shared deck
fair-table-committed = 🔒 { $deck }: its shuffles come from a secret seed whose SHA-256 is `{ $commitment }`; it is revealed when the deck is reset.
fair-table-revealed = 🔓 { $deck }: its seed was `{ $seed }` (SHA-256 `{ $commitment }`). The record attached holds its { $moves } moves; check it with `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
