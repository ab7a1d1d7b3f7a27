## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 Cada barajado de los mazos de esta partida sale de una semilla secreta cuyo SHA-256 es `{ $commitment }`. La semilla se revela al terminar la partida: entonces ambos jugadores pueden comprobar cada mano, cada carta girada y cada barajado.
fair-record-note = 🔓 La semilla del Mazo del Destino de esta partida era `{ $seed }` (su SHA-256, publicado al empezar: `{ $commitment }`). El registro adjunto contiene cada carta que movieron ambos mazos; compruébalo con `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 Semilla del Mazo del Destino, SHA-256: `{ $commitment }` (se revela al final)

# The record's HTML page
record-title = Registro de la partida: { $first } contra { $second }
record-seed-line = La semilla del Mazo del Destino de esta partida, revelada al terminar:
record-check-line = Cada barajado, robo y carta girada se puede comprobar con el registro JSON que acompaña a esta página:
record-vp = Puntos de victoria por turno
record-turn = Turno
record-player = Jugador
record-slot = Orden
record-scheme = Plan
record-scheme-secret = (sin revelar)
record-schemes = Planes secretos
record-log = El registro de la partida
record-decks = Cada carta que movió cada mazo
record-deck = Mazo de { $owner }
record-shared = El mazo compartido de la mesa
record-move = Movimiento
record-cards = Cartas (la de arriba primero)
record-shuffle = Barajado { $number } ({ $of }), interacción { $interaction }
record-pile-draw = mazo de robo
record-pile-discard = descartes
record-pile-play = en juego
record-pile-hand = mano de { $player }
