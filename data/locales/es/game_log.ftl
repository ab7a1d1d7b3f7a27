## The game's log (issue 23): one line per public event, /game log, and the file at /game end.

cmd-game-log = registro
cmd-game-log-desc = Qué ha pasado en esta partida desde tu último movimiento (o desde un turno)
opt-game-log-turn = turno
opt-game-log-turn-desc = Mostrar en su lugar todo desde el comienzo de este turno

game-log-start = { $first } y { $second } empezaron una partida: { $edition }, { $season }, despliegue { $deployment }, estrategia { $strategy }.
game-log-strategy = { $who } eligió la estrategia { $strategy }.
game-log-turn-end = Terminó el turno { $turn }.
game-log-turn-end-over = Terminó el turno { $turn } y, con él, la partida.
game-log-end-check = Comprobación de final: { $card } contra { $target }.
game-log-turn = Empezó el turno { $turn } ({ $who }).
game-log-initiative = { $first } va primero (iniciativa: { $cards }).
game-log-initiative-no-flip = { $first } va primero (sin revelar iniciativa).
game-log-vp-strategy = { $who } { $vp ->
    [one] anotó 1 PV
   *[other] anotó { $vp } PV
} por la estrategia (total { $total }).
game-log-vp-scheme = { $who } { $vp ->
    [one] anotó 1 PV
   *[other] anotó { $vp } PV
} por { $scheme } (total { $total }).
game-log-soulstones = La reserva de piedras de alma de { $who } cambió en { $change } hasta { $pool }.
game-log-flip = { $who } reveló { $cards } y usó { $card }.
game-log-flip-switched = { $who } cambió la carta usada de { $cards } a { $card }.
game-log-cheat = { $who } hizo trampa con { $card }.
game-log-duel = Duelo: { $sides }. { $outcome }
game-log-duel-side = { $who } { $card } (total { $total })
game-log-duel-winner = Ganó { $who }.
game-log-duel-no-winner = No ganó nadie.
game-log-duel-damage = { $damage } de daño.
game-log-duel-success = Éxito contra NO { $tn }.
game-log-duel-failure = Fallo contra NO { $tn }.
game-log-reveal = { $who } reveló el plan { $scheme } (compromiso { $commitment }).
game-log-lapse = Caducó un paso que esperaba a { $players }; se aplicaron los valores por defecto de las reglas.
game-log-undo = { $who } y su rival deshicieron el paso #{ $seq }.
game-log-end-concede = { $who } se rindió; la partida terminó.
game-log-end-over = { $who } cerró la partida terminada.
game-log-end-early = { $who } terminó la partida antes de tiempo, con el acuerdo del rival.
game-log-other = ({ $kind })

game-log-title = Registro de la partida: { $first } contra { $second }
game-log-since-action = Desde tu último movimiento:
game-log-since-turn = Desde el turno { $turn }:
game-log-nothing-new = No ha pasado nada desde tu último movimiento.
game-log-no-turn = El turno { $turn } no ha empezado en esta partida.
game-log-more = …y { $count } sucesos anteriores: `/partida registro turno:` muestra un turno y `/partida terminar` adjunta el registro completo.
game-log-file-note = Se adjunta el registro completo de la partida.
