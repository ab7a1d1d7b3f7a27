# Bandas en una partida (issue 44): bandas a ciegas comprometidas y reveladas a la vez (docs/crews.md).

cmd-crew-choose = elegir
cmd-crew-choose-desc = Elige tu banda para la partida de esta mesa, en secreto hasta que tu rival elija también

crew-game-committed = { $player } eligió una banda en secreto. Compromiso:
crew-game-revealed-later = Las dos bandas se revelan a la vez cuando el otro jugador haya elegido.
crew-game-both-in = Los dos jugadores han elegido: se revelan las bandas.
crew-game-you-chose = Elegiste { $name } ({ $count ->
    [one] { $count } miniatura
   *[other] { $count } miniaturas
}) para esta partida.
crew-game-salt = Sal: `{ $salt }`
crew-game-private-note = Solo tú ves esto hasta que tu rival elija; entonces se muestran las dos bandas con sus cartas tal como están ahora.
crew-game-revealed = Banda de { $player }: { $name } ({ $faction })
crew-game-proof = -# Sal `{ $salt }`, compromiso `{ $commitment }` (docs/crews.md explica cómo comprobarlo).

crew-game-error-not-a-player = Solo los dos jugadores de la partida eligen bandas.
crew-game-error-too-late = Las bandas se eligen durante la preparación, antes del turno 1.
crew-game-error-chosen = Ya elegiste tu banda para esta partida.

game-log-crew-chosen = { $who } eligió una banda en secreto (compromiso { $commitment }).
game-log-crews-revealed = Bandas reveladas: { $crews }.

## Duelos desde las bandas (/duel simple y /duel opposed con attacker:, action:, target:)

opt-duel-attacker = atacante
opt-duel-attacker-desc = Tu miniatura en las bandas de la partida: su carta da el atributo y el palo
opt-duel-action = acción
opt-duel-action-desc = La acción del atacante (habilidad, resistencia, NO y disparadores salen de su carta)
opt-duel-target = objetivo
opt-duel-target-desc = La miniatura objetivo: su carta da el atributo que resiste, su jugador resiste

crew-duel-title = { $attacker }: { $action } → { $target }
crew-duel-skill = Habilidad: { $skill }
crew-duel-resist = Resiste con { $stat } { $value }
crew-duel-tn = NO { $tn }
crew-duel-damage = Daño: { $track }
crew-duel-overridden = Se usa un número que escribiste en lugar del de la carta.
crew-duel-trigger = Disparador { $name } ({ $suits }): { $chance } con tu volteo
crew-duel-trigger-note = La probabilidad de que la carta que puedas usar de tu próximo volteo dé los palos del disparador (con el palo de la habilidad), antes de hacer trampas; solo la ves tú, porque cuenta con tu mano.

crew-duel-error-attacker-and-action = Indica tu miniatura (attacker:) y su acción (action:).
crew-duel-error-not-revealed = Primero hay que elegir y revelar las dos bandas (/banda elegir).
crew-duel-error-not-yours = Tu banda en esta partida no tiene ninguna miniatura llamada “{ $model }”.
crew-duel-error-unknown-target = Ninguna banda de esta partida tiene una miniatura llamada “{ $model }”.
crew-duel-error-no-card = { $model } aún no tiene carta en este servidor (/banda carta guardar).
crew-duel-error-action = { $model } no tiene ninguna acción llamada “{ $action }”.
crew-duel-error-target-needed = { $action } se resiste: indica su objetivo (target:).
crew-duel-error-not-resisted = { $action } no se resiste: iníciala con /duelo simple.
crew-duel-error-simple-numbers = Indica el atributo y el NO (stat:, tn:), o tu miniatura y su acción (attacker:, action:).
crew-duel-error-opposed-stat = Indica tu atributo (stat:), o tu miniatura y su acción (attacker:, action:).
crew-duel-error-opponent = Indica tu rival (opponent:) o una miniatura objetivo (target:).

## Salud en el tablero, el registro y /game undo

board-crew = { $crew } de { $player }:
board-crew-killed = ✝ { $model } (muerta)
game-log-health = { $attacker } de { $who } ({ $action }) hace { $damage } de daño a { $target } de { $player }: le quedan { $left }/{ $hp } de salud.
game-log-health-killed = { $attacker } de { $who } ({ $action }) hace { $damage } de daño a { $target } de { $player }: muerta.
game-undo-step-health = { $damage } de daño a { $model } de { $player } (ahora { $total } recibido; { $turn ->
    [0] durante la preparación
   *[other] turno { $turn }
}, { $when })
game-undo-health-back = { $model } recupera la salud que tenía antes de ese daño.

crew-damage-error-models = Indica tu miniatura (attacker:), su acción (action:) y el objetivo (target:).
crew-damage-error-no-track = { $action } no tiene línea de daño.
crew-damage-error-numbers = Indica la línea de daño (weak:, moderate:, severe:), o tu miniatura, su acción y el objetivo (attacker:, action:, target:).

crew-game-error-league-window = El plazo del organizador para las bandas de la ronda { $round } terminó el { $deadline }.
