## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 A játék paklijainak minden keverése egy titkos magból származik, amelynek SHA-256 értéke `{ $commitment }`. A mag a játék végén derül ki: akkor mindkét játékos ellenőrizheti az összes kézben tartott lapot, felfordítást és keverést.
fair-record-note = 🔓 A játék Sorspaklijának magja `{ $seed }` volt (SHA-256 értéke a játék elején közzétéve: `{ $commitment }`). A csatolt jegyzőkönyv mindkét pakli minden lapmozgását tartalmazza; ellenőrizd így: `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 A Sorspakli magja, SHA-256: `{ $commitment }` (a végén derül ki)
