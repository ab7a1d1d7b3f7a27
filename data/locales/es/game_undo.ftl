# /game undo: el último paso de la cuenta (un avance de turno, PV, una reserva de Piedras de Alma), con el acuerdo del rival

cmd-game-undo = deshacer
cmd-game-undo-desc = Deshaz el último paso de la cuenta (avance de turno, PV, Piedras de Alma) si tu rival acepta
game-undo-step-vp = { $change } PV para { $player } (ahora { $total } PV; { $turn ->
    [0] preparación
   *[other] turno { $turn }
}, { $when })
game-undo-step-vp-scheme = { $change } PV para { $player }, { $scheme } (ahora { $total } PV; { $turn ->
    [0] preparación
   *[other] turno { $turn }
}, { $when })
game-undo-step-soulstones = reserva de Piedras de Alma { $change } para { $player } (ahora { $pool }; { $turn ->
    [0] preparación
   *[other] turno { $turn }
}, { $when })
game-undo-step-turn = /partida siguiente empezó el turno { $turn } ({ $when })
game-undo-step-turn-ended = /partida siguiente terminó la partida tras el turno { $turn } ({ $when })
game-undo-turn-back = Al deshacerlo se vuelve { $turn ->
    [0] a la preparación
   *[other] al turno { $turn }
}. Las cartas robadas se quedan en las manos y las cartas reveladas en las pilas de descarte: una carta que alguien ha visto nunca se devuelve.
game-undo-game-open = La partida vuelve a estar abierta.
game-undo-preview = El último paso de la cuenta: { $step }.
game-undo-preview-ask = Deshacerlo requiere el acuerdo de { $opponent }: el botón publica tu petición en el canal.
game-undo-preview-referee = Como moderador de la mesa que no está jugando, puedes deshacerlo tú mismo.
game-undo-ask-button = Pedir el acuerdo de mi rival
game-undo-now-button = Deshacerlo
game-undo-asked = Petición publicada: decide { $opponent }.
game-undo-ask = { $by } pide deshacer el último paso de la cuenta: { $step }. { $opponent }, ¿estás de acuerdo?
game-undo-agree-button = Aceptar deshacerlo
game-undo-agreed = { $opponent } ha aceptado con { $by } deshacer: { $step }.
game-undo-by-referee = { $by } (moderador de la mesa) ha deshecho: { $step }.
game-undo-done = Deshecho.
game-undo-needs-agreement = Deshacer un paso requiere el acuerdo de { $opponent }, o un moderador de la mesa que no esté jugando.
game-undo-error-nothing = En esta partida no queda ningún paso de la cuenta por deshacer. Solo se pueden deshacer los avances de turno (/partida siguiente), los PV y las reservas de Piedras de Alma (/partida puntuación); las cartas reveladas nunca.
game-undo-error-stale = Este ya no es el último paso de la cuenta (ya se deshizo, o vino otro después): no se ha cambiado nada. Vuelve a usar /partida deshacer.
game-undo-error-changed = La partida ha cambiado desde ese paso de una forma que su registro no explica, así que deshacerlo sería adivinar: no se ha cambiado nada. Corrígelo con /partida puntuación.
game-undo-error-pool = La reserva de Piedras de Alma de { $player } es ahora { $pool }: deshacer ese paso la dejaría fuera de rango (esas piedras ya se gastaron). No se ha cambiado nada; corrígelo con /partida puntuación.
game-undo-error-unreadable = El registro de ese paso no se puede leer, así que no se puede deshacer: no se ha cambiado nada.
