## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 Every shuffle of this game's decks comes from a secret seed whose SHA-256 is `{ $commitment }`. The seed is revealed when the game ends: then both players can check every hand, flip and shuffle.
fair-record-note = 🔓 This game's Fate Deck seed was `{ $seed }` (its SHA-256, published at the start: `{ $commitment }`). The record attached holds every card both decks moved; check it with `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 Fate Deck seed, SHA-256: `{ $commitment }` (revealed at the end)
