## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 A játék paklijainak minden keverése egy titkos magból származik, amelynek SHA-256 értéke `{ $commitment }`. A mag a játék végén derül ki: akkor mindkét játékos ellenőrizheti az összes kézben tartott lapot, felfordítást és keverést.
fair-record-note = 🔓 A játék Sorspaklijának magja `{ $seed }` volt (SHA-256 értéke a játék elején közzétéve: `{ $commitment }`). A csatolt jegyzőkönyv mindkét pakli minden lapmozgását tartalmazza; ellenőrizd így: `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 A Sorspakli magja, SHA-256: `{ $commitment }` (a végén derül ki)

# The record's HTML page
record-title = A játék jegyzőkönyve: { $first } – { $second }
record-seed-line = A játék Sorspaklijának magja, a játék végén felfedve:
record-check-line = Minden keverés, húzás és felfordítás ellenőrizhető az oldal mellé csatolt JSON jegyzőkönyvvel:
record-vp = Győzelmi pontok fordulónként
record-turn = Forduló
record-player = Játékos
record-slot = Sorszám
record-scheme = Scheme
record-scheme-secret = (nincs felfedve)
record-schemes = Titkos scheme-ek
record-log = A játék naplója
record-decks = Minden lap, amelyet a paklik mozgattak
record-deck = { $owner } paklija
record-shared = Az asztal közös paklija
record-move = Mozgás
record-cards = Lapok (a legfelső elöl)
record-shuffle = { $number }. keverés ({ $of }), interakció: { $interaction }
record-pile-draw = húzópakli
record-pile-discard = dobópakli
record-pile-play = játékban
record-pile-hand = { $player } keze
