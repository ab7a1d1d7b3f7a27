# /partidas: todas las partidas y pasos pendientes de un jugador, en todos los servidores, con enlaces.
cmd-games = partidas
cmd-games-desc = Tus partidas, duelos e iniciativas abiertos en todos los servidores, lo que debes, con enlaces
games-title = **Tus partidas y pasos pendientes** ({ $count })
games-empty = Ahora mismo no participas en ninguna partida, duelo ni iniciativa abiertos, en ningún servidor. `/partida empezar` o `/duelo opuesto` empiezan uno.
games-kind-game = Partida
games-kind-duel = Duelo
games-kind-initiative = Iniciativa
games-with = { $kind } con { $others }
games-alone = { $kind } contra tu propia miniatura
games-turn = turno { $turn }
games-setup = preparando
games-your-move = **te toca:** { $owed }
games-your-move-plain = **te toca**
games-nothing-owed = ahora no se te pide nada
games-waiting = esperando a los demás
games-no-link = enlace desconocido: { $channel }
games-more = …y { $count } más (primero van aquellos en los que te toca).
