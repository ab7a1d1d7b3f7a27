## Issue 24 §1: la información oculta nunca se filtra

# Semillas de liga
league-reveal-confirm = ¿Revelar la semilla de **{ $name }**? Todas las rondas de esta liga, sorteadas o no, salen de esta semilla: en cuanto sea pública, cualquiera podrá calcular cada ronda siguiente antes de que se sortee. Por eso, tras revelarla ya no se sortea ninguna ronda más de esta liga ({ $count ->
    [one] hasta ahora hay una ronda sorteada
   *[other] hasta ahora hay { $count } rondas sorteadas
}); para seguir con la temporada, crea una liga nueva con /liga-admin crear. Pulsa el botón para publicar la semilla, o descarta este mensaje para mantenerla en secreto.
league-reveal-button = Revelar la semilla
league-reveal-done = La semilla de { $name } ya es pública.
league-error-revealed = La semilla de { $name } ya se reveló, así que cualquiera puede calcular la ronda { $round } antes de sortearla: tras una revelación no se sortea ninguna ronda. Crea una liga nueva con /liga-admin crear para seguir con la temporada.

# Una respuesta que Discord puede haber mostrado aunque respondió con un error
reply-error-maybe-shown = Discord respondió a mi mensaje con un error, pero puede que ya lo haya mostrado, así que el comando sigue en pie (no se ha deshecho nada: las cartas que alguien pudo ver se quedan donde están). Busca la respuesta en el canal; si no está, lo que abrió caducará por sí solo.

# Partidas: lo que solo el otro jugador puede permitir
opt-game-end-concede = rendirse
opt-game-end-concede-desc = Ríndete: la partida termina en el acto y solo se revelan tus propios planes
game-end-ask = { $by } quiere terminar la partida antes de su final. { $opponent }, ¿estás de acuerdo? Al terminar se revelan todos los planes que sigan en secreto (también los tuyos). Para terminarla sin acuerdo, { $by } puede rendirse (/partida terminar rendirse:True), lo que solo revela sus propios planes.
game-end-agree-button = Aceptar terminar la partida
game-end-agreed = { $opponent } ha aceptado con { $by } terminar la partida.
game-end-needs-agreement = Terminar la partida antes de su final requiere el acuerdo de { $opponent }, o un moderador de la mesa que no esté jugando.
game-conceded = { $player } se ha rendido.
game-error-concede-not-playing = Solo uno de los dos jugadores puede rendirse.
game-score-ask = { $by } quiere cambiar la puntuación de { $opponent }: { $change }. { $opponent }, ¿estás de acuerdo?
game-score-agree-button = Aceptar el cambio
game-score-agreed = { $opponent } ha aceptado el cambio que pidió { $by }.
game-score-needs-agreement = Solo { $opponent } cambia su propia puntuación y su reserva de Piedras de Alma (o acepta tu cambio), o un moderador de la mesa que no esté jugando.
game-change-strategy = estrategia { $value } PV
game-change-scheme = { $scheme } { $value } PV
game-change-soulstones = reserva de Piedras de Alma { $value }
game-agree-not-yours = Solo { $owner } puede aceptar esto.
game-error-agreement-stale = Esta petición era de una partida anterior en esta mesa: no se ha cambiado nada. Vuelve a pedirlo.

# Voltear de la baraja de otro jugador requiere su clic
flip-request-button = Voltear de mi baraja
flip-request-not-yours = Aquí solo { $owner } puede voltear de su propia baraja.
random-player-ask = { $by } pide a { $opponent } un jugador al azar: ambos voltean y se elige la carta más alta. { $opponent }, pulsa el botón para voltear de tu baraja.
encounter-ask = { $by } pide a { $opponent } generar el encuentro: ambos voltean de sus propias barajas. { $opponent }, pulsa el botón para voltear de tu baraja.
game-request-replaced = Sustituida por una petición más reciente.
game-request-lapsed = Esta petición caducó: no cambió nada.
game-request-closed = Esta petición ya no está abierta.
game-error-request-gone = Esta petición ya no está abierta (respondida, sustituida por otra más reciente o caducada): no cambió nada. Vuelve a pedirlo si aún hace falta.
