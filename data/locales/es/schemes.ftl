# /scheme: Intrigas secretas de una /partida en curso, comprometidas con SHA-256 y reveladas con su sal.

## Commands

cmd-scheme = intriga
cmd-scheme-desc = Intrigas secretas de la partida de esta mesa: elegir, revelar, abandonar, ver
cmd-scheme-choose = elegir
cmd-scheme-choose-desc = Elige tus Intrigas secretas en un menú privado; se publica al instante un compromiso
cmd-scheme-reveal = revelar
cmd-scheme-reveal-desc = Revela una de tus Intrigas secretas con su sal, para que cualquiera la compruebe
cmd-scheme-abandon = abandonar
cmd-scheme-abandon-desc = M4E: abandona tu Intriga sin revelarla y elige entre sus Siguientes Disponibles
cmd-scheme-show = ver
cmd-scheme-show-desc = Compromisos e Intrigas reveladas de esta partida, y las tuyas (en privado)
opt-scheme-scheme = intriga
opt-scheme-scheme-desc = La Intriga secreta tuya que quieres revelar

## Private replies

scheme-offer = { $count ->
    [one] Elige tu Intriga secreta. Solo tú ves este menú; el bot publica al instante un compromiso SHA-256 de tu elección.
   *[other] Elige tus { $count } Intrigas secretas. Solo tú ves este menú; el bot publica al instante un compromiso SHA-256 de cada una.
}
scheme-placeholder = { $count ->
    [one] Tu Intriga secreta
   *[other] Tus { $count } Intrigas secretas
}
scheme-yours-header = Tus Intrigas (solo las ves tú):
scheme-line-private = n.º { $slot } { $scheme } ({ $status }), sal `{ $salt }`
scheme-status-held = secreta
scheme-status-revealed = revelada
scheme-status-abandoned = abandonada, secreta
scheme-none-yet = No has elegido ninguna Intriga con el bot en esta partida.

## Public messages

scheme-committed = { $count ->
    [one] { $player } eligió una Intriga secreta en el turno { $turn }. Compromiso SHA-256:
   *[other] { $player } eligió { $count } Intrigas secretas en el turno { $turn }. Compromisos SHA-256:
}
scheme-line-commitment = n.º { $slot } `{ $commitment }`
scheme-check-hint = Cualquiera puede comprobar una Intriga revelada con su compromiso: docs/secret-schemes.md.
scheme-revealed = { $player } revela la Intriga n.º { $slot }: **{ $scheme }**.
scheme-check-line = Comprobación: mesa { $table }, partida { $game }, jugador { $player_id }, n.º { $slot }, Intriga “{ $scheme }”, sal `{ $salt }` → SHA-256 `{ $commitment }`.
scheme-abandoned = { $player } abandona la Intriga n.º { $slot } sin revelarla (se revelará al terminar la partida) y elige la siguiente entre sus Siguientes Disponibles.
scheme-end-header = Intrigas secretas reveladas al terminar la partida:
scheme-end-line = { $player } n.º { $slot }: **{ $scheme }** ({ $status })
scheme-end-status-held = mantenida hasta el final
scheme-end-status-abandoned = abandonada
scheme-end-status-revealed = revelada
scheme-public-header = Compromisos de esta partida:
scheme-public-line = { $player } n.º { $slot } `{ $commitment }`: { $status }
scheme-public-line-revealed = { $player } n.º { $slot } `{ $commitment }`: revelada, **{ $scheme }**
scheme-public-none = Nadie ha elegido todavía una Intriga con el bot en esta partida.

## Errors

scheme-error-edition = El bot guarda Intrigas secretas en M3E (dos de las cinco) y M4E (una de las tres); esta partida es { $edition }.
scheme-error-too-late = Es el turno { $turn }: las Intrigas se eligen durante la preparación (a más tardar en el turno 1).
scheme-error-no-pool = Esta partida no tiene reserva de Intrigas entre las que elegir.
scheme-error-already-chosen = Ya elegiste tus { $count } Intrigas; no se pueden cambiar. Revela una con /intriga revelar.
scheme-error-still-held = Aún tienes una Intriga secreta: revélala (/intriga revelar) o abandónala (/intriga abandonar) antes de elegir la siguiente.
scheme-error-nothing-next = Ya has revelado todas las Intrigas de la lista de Siguientes Disponibles de tu última Intriga.
scheme-error-not-offered = “{ $scheme }” no es una de las que puedes elegir ahora. Puedes elegir: { $offered }.
scheme-error-twice = Elegiste “{ $scheme }” dos veces: elige Intrigas distintas.
scheme-error-count = Elige exactamente { $count } (elegiste { $given }).
scheme-error-choice-missing = Escribe lo que la Intriga te pide anotar en secreto (una miniatura, un marcador o una pieza de escenografía).
scheme-error-choice-missing-for = “{ $scheme }” te pide anotar algo en secreto: escribe la miniatura, el marcador o la pieza de escenografía que eliges.
scheme-error-choice-long = Una elección secreta tiene como máximo { $max } caracteres: nombra la miniatura, el marcador o la pieza de escenografía de forma breve.
scheme-error-choice-not-asked = “{ $scheme }” no pide ninguna elección secreta: elígela sin ella.
scheme-choice-title = Anotado en secreto
scheme-choice-placeholder = La miniatura, el marcador o la pieza de escenografía que eliges
scheme-choice-line = ↳ anotado en secreto: “{ $choice }”
scheme-check-line-v2 = Comprobación (v2): mesa { $table }, partida { $game }, jugador { $player_id }, n.º { $slot }, Intriga “{ $scheme }”, elección “{ $choice }”, sal `{ $salt }` → SHA-256 `{ $commitment }`.
scheme-error-not-held = “{ $scheme }” no es una de tus Intrigas secretas. /intriga ver muestra las tuyas.
scheme-error-abandon-edition = Solo en M4E se abandonan Intrigas; en { $edition } una Intriga elegida se mantiene hasta el final.
scheme-error-score-unrevealed = “{ $scheme }” no está entre las Intrigas reveladas de { $player }. Una Intriga puntúa cuando su dueño la revela con /intriga revelar.
scheme-error-menu-stale = Este menú está desactualizado. Usa /intriga elegir de nuevo.
