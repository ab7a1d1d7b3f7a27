## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 Cada barajado de los mazos de esta partida sale de una semilla secreta cuyo SHA-256 es `{ $commitment }`. La semilla se revela al terminar la partida: entonces ambos jugadores pueden comprobar cada mano, cada carta girada y cada barajado.
fair-record-note = 🔓 La semilla del Mazo del Destino de esta partida era `{ $seed }` (su SHA-256, publicado al empezar: `{ $commitment }`). El registro adjunto contiene cada carta que movieron ambos mazos; compruébalo con `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 Semilla del Mazo del Destino, SHA-256: `{ $commitment }` (se revela al final)
