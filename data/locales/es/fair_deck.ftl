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

# /help
help-topic-fair = Un mazo comprobable
help-topic-fair-desc = Barajados comprometidos y el registro de la partida
help-page-fair = Durante una partida nadie tiene que fiarse de los barajados del bot. `/partida empezar` fija una semilla secreta y publica su SHA-256 al momento (en el mensaje de inicio y en el tablero); cada barajado de ambos mazos se deriva de esa semilla, del dueño del mazo, del número del barajado y del id de la interacción de Discord que lo causó, y cada carta sale de la parte de arriba de ese orden.
    Al terminar la partida (`/partida terminar`), el bot revela la semilla y adjunta el registro de la partida (JSON) y una página HTML con él: cada barajado, robo, carta girada, trampa y descarte, los planes con sus compromisos y los PV de cada turno. Cualquiera puede comprobarlo sin conexión: `python3 tools/check_game.py game-record.json`. El final también dice cuántos comodines robó cada jugador frente a los esperados, cuántos duelos ganó frente a los que daban las probabilidades, y lo altas que fueron las cartas de sus giros de duelo frente a lo esperable con los modificadores de cada giro, contando solo lo que cada jugador podía ver; `/estadísticas` lo da sobre tus partidas, o `/estadísticas liga:Primavera` sobre una temporada de liga. Las mesas sin partida siguen con barajados normales salvo que un moderador active `/mesa baraja_verificable`: entonces cada baraja publica el SHA-256 de su propia semilla secreta en su primer uso, y `/baraja reiniciar` revela la semilla con el registro de la baraja (el mismo comprobador). Cómo funciona: docs/fair-deck.md.

# The luck report (jokers), at the end of a game
luck-header = Suerte, contando solo las cartas que cada jugador no podía ver al robar o girar:
luck-jokers = { $player }: { $verdict } ({ $jokers } en { $cards } cartas, { $expected } esperados; { $rarity }).
luck-rarity = { $common ->
    [yes] nada fuera de lo normal
   *[no] tan raro como 1 partida de cada { $one_in }
}
luck-more = más comodines de lo esperado
luck-fewer = menos comodines de lo esperado
luck-usual = más o menos los comodines esperados

# /stats
cmd-stats = estadísticas
cmd-stats-desc = Suerte con los comodines en las partidas terminadas de un jugador o de una temporada de liga
opt-stats-player = jugador
opt-stats-player-desc = De quién son las partidas (por defecto: las tuyas)
opt-stats-league = liga
opt-stats-league-desc = El nombre de una liga de este servidor, o su código: cada jugador de sus partidas
stats-player-title = Suerte de { $player } en sus partidas
stats-league-title = Suerte en la liga { $league }
stats-games = En { $count ->
    [one] una partida
   *[other] { $count } partidas
}.
stats-more = …y { $count } más.
stats-none = Todavía no hay partidas terminadas con barajados comprometidos: las cifras salen de las partidas que terminan con un registro.
luck-duels = { $player }: ganó { $won } de { $duels ->
    [one] un duelo
   *[other] { $duels } duelos
}, { $expected } esperados según las probabilidades al girar cada uno; { $rarity }.
luck-cards = { $player }: { $verdict } (carta media { $mean } en { $flips ->
    [one] un giro de duelo
   *[other] { $flips } giros de duelo
}, { $expected } esperada según los modificadores de cada giro y las cartas que no podía ver; { $rarity }).
luck-cards-higher = cartas más altas de lo esperado
luck-cards-lower = cartas más bajas de lo esperado
luck-cards-usual = cartas más o menos tan altas como se esperaba
record-luck = Suerte
record-luck-jokers = comodines (relleno) frente a los esperados (contorno)
record-luck-duels = duelos ganados (relleno) frente a los esperados (contorno)

# Committed shuffles at a table without a game (/table fair_deck; docs/fair-deck.md)
cmd-table-fair_deck = baraja_verificable
cmd-table-fair_deck-desc = Barajados verificables sin partida: la semilla secreta de cada baraja, revelada al reiniciarla
opt-table-fair_deck-on = activado
opt-table-fair_deck-on-desc = Activado o no (déjalo vacío para ver los ajustes actuales)
table-fair-deck-value-on = activados (la semilla de cada baraja se revela al reiniciarla)
table-fair-deck-value-off = desactivados (los barajados del sistema operativo)
table-fair-deck-on = { $by } ha activado los barajados verificables en esta mesa: desde el próximo uso de cada baraja, sus barajados salen de una semilla secreta cuyo SHA-256 se publica al momento, y `/baraja reiniciar` revela la semilla con un registro que cualquiera puede comprobar. Una partida conserva su propia semilla.
table-fair-deck-off = { $by } ha desactivado los barajados verificables en esta mesa. Una baraja sin cartas en ninguna mano revela su semilla ahora; una baraja con cartas en una mano guarda su semilla en secreto hasta su próximo reinicio.
fair-table-deck-of = La baraja de { $owner }
fair-table-deck-shared = La baraja compartida de la mesa
fair-table-committed = 🔒 { $deck }: sus barajados salen de una semilla secreta cuyo SHA-256 es `{ $commitment }`; se revela cuando se reinicia la baraja.
fair-table-revealed = 🔓 { $deck }: su semilla era `{ $seed }` (SHA-256 `{ $commitment }`). El registro adjunto contiene sus { $moves } movimientos; compruébalo con `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
