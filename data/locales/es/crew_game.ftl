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
