# /game: nombres de comandos, mensajes de preparación y de turno, puntuaciones y errores.

## Commands

cmd-game = partida
cmd-game-desc = Una partida de Malifaux en esta mesa: encuentro, turnos, iniciativa, PV
cmd-game-start = empezar
cmd-game-start-desc = Empieza una partida contra un oponente: barajas nuevas y el encuentro
cmd-game-next = siguiente
cmd-game-next-desc = Termina el turno actual y empieza el siguiente (Fase de Robo e iniciativa)
cmd-game-score = puntuación
cmd-game-score-desc = Suma PV o cambia una reserva de Piedras de Alma (vacío: muestra la puntuación)
cmd-game-end = terminar
cmd-game-end-desc = Termina la partida y publica el resumen
cmd-game-set-aside = apartar
cmd-game-set-aside-desc = Moderadores: aparta una partida que el bot no puede leer, para poder empezar otra
opt-game-opponent = oponente
opt-game-opponent-desc = El jugador contra el que juegas
opt-game-season = temporada
opt-game-season-desc = La temporada del encuentro (por defecto: la de la edición)
opt-game-league = liga
opt-game-league-desc = Juega una ronda de liga: el nombre de la liga (indica también la ronda)
opt-game-round = ronda
opt-game-round-desc = La ronda de liga que se juega (tú eres el primer bando de su sorteo)
opt-game-soulstones = piedras_de_alma
opt-game-soulstones-desc = Tus puntos de reclutamiento sin gastar: tu reserva inicial de Piedras de Alma (con tope)
opt-game-opponent_soulstones = piedras_del_oponente
opt-game-opponent_soulstones-desc = Los puntos de reclutamiento sin gastar de tu oponente: su reserva inicial de Piedras de Alma
opt-game-last_activation = última_activación
opt-game-last_activation-desc = M4E: quién activó la última miniatura este turno (el otro jugador elige la iniciativa)
opt-game-attacker_pass_tokens = fichas_pase_atacante
opt-game-attacker_pass_tokens-desc = M3E: fichas de pase que le quedan al atacante para esta iniciativa (defecto: las del turno pasado)
opt-game-defender_pass_tokens = fichas_pase_defensor
opt-game-defender_pass_tokens-desc = M3E: fichas de pase que le quedan al defensor para esta iniciativa (defecto: las del turno pasado)
opt-game-player = jugador
opt-game-player-desc = De quién es la puntuación o la reserva que se cambia (por defecto: la tuya)
opt-game-strategy = estrategia
opt-game-strategy-desc = PV de Estrategia que se suman (negativos para corregir)
opt-game-scheme = intriga
opt-game-scheme-desc = La Intriga que puntuó (indica también pv_intriga)
opt-game-scheme_vp = pv_intriga
opt-game-scheme_vp-desc = PV que se suman por esa Intriga (negativos para corregir)
opt-game-soulstones-change = piedras_de_alma
opt-game-soulstones-change-desc = Piedras de Alma ganadas (positivo) o gastadas (negativo)

## Setup

game-title = **Partida** ({ $edition }, { $season }): { $first } contra { $second }
game-title-league = **Partida** ({ $edition }, { $season }, liga { $league } ronda { $round }): { $first } contra { $second }
game-fresh-decks = Ambos jugadores tienen una baraja nueva de 54 cartas.
game-league-sides = El encuentro es el sorteo guardado de la ronda de liga; { $first } es el primer bando.
game-soulstone-pools = Reservas de Piedras de Alma: { $first } { $first_pool }, { $second } { $second_pool }.
game-choose-strategy = { $attacker }: elige la Estrategia abajo antes del turno 1.
game-setup-next = Recluta y despliega; después /partida siguiente empieza el turno 1.
game-attacker = Atacante: { $who }
game-strategy = Estrategia: { $strategy }
game-deployment = Despliegue: { $deployment }

## Turns

game-turn-title = **Turno { $turn }** ({ $edition }): { $first } contra { $second }
game-draw-phase = Fase de Robo: { $first } tiene { $first_count } cartas y { $second } tiene { $second_count } (tamaño máximo de mano { $size }). Tu mano está en tus mensajes directos.
game-soulstone-drew = { $who } gastó una Piedra de Alma para robar { $extra } cartas más y luego descartó hasta el máximo.
game-draw-waiting = Robo con Piedra de Alma: se espera a { $players } (los botones de abajo; tus cartas solo las ves tú).
game-no-soulstone-draw-done = Este turno no hay robo con Piedra de Alma.
game-init-title = Iniciativa:
game-init-flip = { $who } voltea { $card }
game-init-flip-tokens = { $who } voltea { $card } (+{ $tokens } fichas de pase)
game-init-tie-reflip = { $who } voltea de nuevo (empate): { $card }
game-init-soulstone-reflip = { $who } gasta una Piedra de Alma para voltear de nuevo: { $card } (en lugar de { $replaced })
game-init-soulstone-keep = { $who } se queda con { $card }
game-init-cheat = { $who } burla al destino con { $card } (en lugar de { $replaced })
game-init-decline = { $who } no burla al destino
game-init-cheat-skipped = { $who } no puede Burlar al Destino: { $reason }
game-init-chose = { $who } elige que { $first } vaya primero
game-init-block-negative-flip = el volteo tiene un modificador negativo
game-init-block-black-joker = volteó el Comodín Negro
game-init-block-opponent-red-joker = el oponente volteó el Comodín Rojo
game-init-block-relented = ha cedido
game-init-block-empty-hand = no tiene cartas en la mano
game-init-block-already-used = ya burló al destino
game-init-block-not-allowed = esta edición no lo permite en el Volteo de Iniciativa
game-init-waiting-soulstones = Se espera a { $who }: gasta una Piedra de Alma para voltear de nuevo, o quédate con la carta.
game-init-waiting-cheating = Se espera a { $who }: burla al destino con una carta de tu mano, o no.
game-init-waiting-choosing = Se espera a { $who }: elige quién va primero.
game-init-waiting-done = Iniciativa decidida.
game-init-waiting-expired = La iniciativa caducó.
game-init-totals = Totales: { $first } { $first_total }, { $second } { $second_total }.
game-init-interpretation = (lectura de las reglas: { $tag }, ver /ayuda)
game-init-lapsed = La iniciativa no se terminó a tiempo: sus cartas fueron a las Pilas de Descarte. Resolvedla en la mesa.
game-first-player = { $who } va primero este turno.
game-first-player-attacker = { $who } tiene la iniciativa: la tiene el atacante en el turno 1.
game-activation = Activaciones. Cuando termine el turno { $turn }, puntuad con /partida puntuación y luego /partida siguiente.
game-button-soulstone-draw = Robo con Piedra de Alma (+{ $extra } cartas)
game-button-no-soulstone-draw = Sin robo con Piedra de Alma
game-button-reflip = Gastar una Piedra de Alma: voltear de nuevo
game-button-keep = Me quedo mi carta
game-button-cheat = Burlar al Destino desde mi mano
game-button-decline = No burlar al destino
game-button-me-first = Voy yo primero
game-button-opponent-first = Mi oponente va primero
game-cheat-prompt = Elige la carta con la que Burlar al Destino (solo la ves tú):
game-cheat-placeholder = La carta de tu mano
game-cheated = Has burlado al destino con { $card } en el Volteo de Iniciativa.
game-dm-closed-other = No se pudo enviar a { $who } su mano por mensaje directo: puede usar /mano mostrar.

## End of a turn, scores, summary

game-end-of-turn = **Fin del turno { $turn }.**
game-end-check-goes-on = Comprobación del final: { $who } voltea { $card } (con { $target } o más sigue): la partida continúa.
game-end-check-over = Comprobación del final: { $who } voltea { $card } (con { $target } o más sigue): la partida termina.
game-last-turn = El turno { $turn } es el último turno en { $edition }: la partida termina.
game-decks-shuffled = Las Pilas de Descarte se barajaron de vuelta en las barajas (las manos se conservan).
game-setup = preparación
game-turn-short = turno { $turn }
game-score-title = **Puntuación** ({ $turn }): { $first } contra { $second }
game-score-line = { $who }: { $total } PV ({ $parts }); { $pool } Piedras de Alma
game-score-strategy = Estrategia { $vp }
game-score-scheme = { $scheme } { $vp }
game-score-caps = Topes: Estrategia { $strategy } PV, { $scheme } PV por Intriga, Intrigas { $schemes } PV en total.
game-summary-title = **Fin de la partida** tras el turno { $turns }: { $first } contra { $second }
game-summary-winner = { $who } gana.
game-summary-draw = La partida acaba en empate.
game-summary-check = turno { $turn }: { $card } (hacía falta { $target })
game-summary-checks = Comprobaciones del final: { $checks }
game-ended = **La partida se dio por terminada** (turno { $by_turn }).
game-ended-initiative-lapsed = Las cartas de la iniciativa abierta fueron a las Pilas de Descarte.

## Errors

game-error-no-game = No hay ninguna partida en esta mesa. Empieza una con /partida empezar.
game-error-already-running = Ya hay una partida en marcha en esta mesa. Termínala primero con /partida terminar.
game-error-not-your-game = Solo los jugadores de esta partida ({ $first } y { $second }) o un moderador de la mesa pueden hacer eso.
game-error-not-a-player = <@{ $player }> no es uno de los dos jugadores de esta partida.
game-error-over = La partida ha terminado. Publica el resumen con /partida terminar.
game-error-strategy-open = { $attacker } debe elegir primero la Estrategia (el menú bajo el mensaje de preparación de la partida).
game-error-draw-waiting = La Fase de Robo aún espera a que { $players } decida sobre el robo con Piedra de Alma (botones en el mensaje del turno).
game-error-initiative-open = La iniciativa de este turno aún no está decidida: termínala con los botones del mensaje del turno.
game-error-last-activator-needed = M4E: di quién activó la última miniatura en el turno { $turn } (la opción última_activación); el otro jugador elige quién tiene la iniciativa.
game-error-pass-tokens-m3e = Las fichas de pase son de la iniciativa de M3E; esta partida es de { $edition }.
game-error-league-round-needed = Indica la ronda de liga que se juega (la opción ronda).
game-error-league-needed = Una ronda pertenece a una liga: indica también la opción liga.
game-error-league-and-season = Una ronda de liga viene con la temporada de su liga: deja vacía la opción temporada.
game-error-soulstones-range = «{ $value }» Piedras de Alma está fuera de rango: usa de 0 a { $max }.
game-error-points-range = «{ $value }» PV está fuera de rango: suma o resta como mucho { $max } a la vez.
game-error-scheme-points-needed = Indica los PV de esa Intriga (la opción pv_intriga).
game-error-not-started = Nadie puntúa antes del turno 1: empiézalo con /partida siguiente.
game-error-no-draw-decision = Ahora no tienes ningún robo con Piedra de Alma que decidir.
game-error-discard-first = Primero descarta hasta tu tamaño máximo de mano (el menú de tu mensaje privado).
game-error-no-discard-due = Ahora no tienes nada que descartar.
game-error-initiative-unknown = Esta iniciativa ha terminado o ha caducado.
game-error-cheat-empty-hand = Tu mano está vacía: no tienes nada con lo que Burlar al Destino.

# Un documento de partida que el bot no puede leer (issue 24 §5): un moderador lo aparta.
game-error-unreadable = No se puede leer la partida de esta mesa ({ $problem }). No se ha cambiado nada. Un moderador de la mesa puede apartarla con /partida apartar (quien aloja el bot la conserva) y empezar una nueva.
game-error-set-aside-readable = La partida de esta mesa se puede leer: termínala con /partida terminar.
game-error-set-aside-moderator = Solo un moderador de la mesa puede apartar la partida de esta mesa.
game-set-aside = { $who } apartó la partida de esta mesa, que el bot no podía leer ({ $problem }). Quien aloja el bot la conserva; empieza una nueva con /partida empezar.
