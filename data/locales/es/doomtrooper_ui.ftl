# /doomtrooper: nombres y descripciones de comandos, respuestas, botones y errores de la capa de Discord.
# Los errores de reglas (doomtrooper-error-*) están en doomtrooper.ftl. Los nombres de afiliaciones,
# designaciones y atributos de abajo también son lo que los jugadores pueden escribir.

## Command, option and choice names (lowercase, no spaces, ≤ 32 characters) and descriptions (≤ 100)

cmd-doomtrooper = doomtrooper
cmd-doomtrooper-desc = Doomtrooper: guerreros en juego, combate, sabotaje y puntos
cmd-doomtrooper-start = empezar
cmd-doomtrooper-start-desc = Empieza una partida en esta mesa: juegas tú primero y luego tus oponentes en orden
opt-doomtrooper-start-opponent = oponente
opt-doomtrooper-start-opponent-desc = El jugador que va después de ti
opt-doomtrooper-start-opponent2 = oponente2
opt-doomtrooper-start-opponent2-desc = Un tercer jugador
opt-doomtrooper-start-opponent3 = oponente3
opt-doomtrooper-start-opponent3-desc = Un cuarto jugador
opt-doomtrooper-start-multiple_sabotage = sabotaje_múltiple
opt-doomtrooper-start-multiple_sabotage-desc = Permite más de un sabotaje por oponente y turno (variante; vacío: el ajuste de la mesa)
cmd-doomtrooper-add = añadir
cmd-doomtrooper-add-desc = Pon en juego a uno de tus guerreros
opt-doomtrooper-add-name = nombre
opt-doomtrooper-add-name-desc = El nombre del guerrero, como en la carta
opt-doomtrooper-add-fight = lucha
opt-doomtrooper-add-fight-desc = Lucha (L)
opt-doomtrooper-add-shoot = disparo
opt-doomtrooper-add-shoot-desc = Disparo (D)
opt-doomtrooper-add-armour = blindaje
opt-doomtrooper-add-armour-desc = Blindaje (B)
opt-doomtrooper-add-value = valor
opt-doomtrooper-add-value-desc = Valor (V), 0 o más
opt-doomtrooper-add-affiliations = afiliaciones
opt-doomtrooper-add-affiliations-desc = Separadas por comas, p. ej. Bauhaus, o Legión Oscura (vacío solo para un AGENTE LIBRE)
opt-doomtrooper-add-designations = designaciones
opt-doomtrooper-add-designations-desc = Separadas por comas, p. ej. Héroe, Ataca primero, Asesino, Mercenario
opt-doomtrooper-add-cover = cobertura
opt-doomtrooper-add-cover-desc = El guerrero está en cobertura (+3 de Blindaje al defender)
opt-doomtrooper-add-detachment = destacamento
opt-doomtrooper-add-detachment-desc = El guerrero está en un Destacamento (solo lucha contra otros Destacamentos)
cmd-doomtrooper-list = lista
cmd-doomtrooper-list-desc = Los guerreros en juego, de quién es el turno y los puntos
cmd-doomtrooper-remove = quitar
cmd-doomtrooper-remove-desc = Saca del juego a uno de tus guerreros
opt-doomtrooper-remove-warrior = guerrero
opt-doomtrooper-remove-warrior-desc = El número (#3) o el nombre del guerrero
cmd-doomtrooper-cover = cobertura
cmd-doomtrooper-cover-desc = Pon a uno de tus guerreros en cobertura, o sácalo de ella
opt-doomtrooper-cover-warrior = guerrero
opt-doomtrooper-cover-warrior-desc = El número (#3) o el nombre del guerrero
opt-doomtrooper-cover-in_cover = en_cobertura
opt-doomtrooper-cover-in_cover-desc = En cobertura (true) o no (false)
cmd-doomtrooper-status = estado
cmd-doomtrooper-status-desc = Pon a uno de tus guerreros ileso, herido o muerto (efectos fuera del combate)
opt-doomtrooper-status-warrior = guerrero
opt-doomtrooper-status-warrior-desc = El número (#3) o el nombre del guerrero
opt-doomtrooper-status-status = estado
opt-doomtrooper-status-status-desc = El nuevo estado (muerto lo saca del juego)
cmd-doomtrooper-attack = atacar
cmd-doomtrooper-attack-desc = Ataque: tu guerrero contra el de un oponente, con Lucha o Disparo
opt-doomtrooper-attack-attacker = atacante
opt-doomtrooper-attack-attacker-desc = Tu guerrero atacante (número o nombre)
opt-doomtrooper-attack-defender = defensor
opt-doomtrooper-attack-defender-desc = El guerrero defensor (número o nombre)
opt-doomtrooper-attack-tactic = táctica
opt-doomtrooper-attack-tactic-desc = Lucha (Lucha contra Blindaje) o Disparo (Disparo contra Blindaje)
opt-doomtrooper-attack-warzone = zona_de_guerra
opt-doomtrooper-attack-warzone-desc = Los modificadores de la Zona de Guerra del defensor, p. ej. B+2 V+1
opt-doomtrooper-attack-attacker_cards = cartas_atacante
opt-doomtrooper-attack-attacker_cards-desc = Cartas jugadas a favor del atacante, separadas por ; p. ej. L+2; B+1
opt-doomtrooper-attack-defender_cards = cartas_defensor
opt-doomtrooper-attack-defender_cards-desc = Cartas jugadas a favor del defensor, separadas por ; p. ej. B+3
opt-doomtrooper-attack-forced = forzado
opt-doomtrooper-attack-forced-desc = Una carta fuerza a este guerrero a atacar a su propio bando
opt-doomtrooper-attack-extra_attack = ataque_extra
opt-doomtrooper-attack-extra_attack-desc = Una carta concede otro ataque este turno
cmd-doomtrooper-claim = cobrar
cmd-doomtrooper-claim-desc = Cobra una recompensa: elige cuántos puntos van a promoción (el resto a destino)
opt-doomtrooper-claim-reward = recompensa
opt-doomtrooper-claim-reward-desc = El número de la recompensa
opt-doomtrooper-claim-promotion = promoción
opt-doomtrooper-claim-promotion-desc = Puntos a promoción; el resto se convierten en Puntos de Destino
cmd-doomtrooper-sabotage = sabotear
cmd-doomtrooper-sabotage-desc = Sabotea a un oponente sin guerreros capaces de combatir: la mitad del V de tu guerrero
opt-doomtrooper-sabotage-saboteur = saboteador
opt-doomtrooper-sabotage-saboteur-desc = Tu guerrero que sabotea (número o nombre)
opt-doomtrooper-sabotage-opponent = oponente
opt-doomtrooper-sabotage-opponent-desc = El jugador al que saboteas
opt-doomtrooper-sabotage-value_modifier = modificador_valor
opt-doomtrooper-sabotage-value_modifier-desc = Cambios al V del saboteador por cartas
cmd-doomtrooper-end_turn = terminar_turno
cmd-doomtrooper-end_turn-desc = Termina tu turno; empieza el turno del siguiente jugador
cmd-doomtrooper-score = puntos
cmd-doomtrooper-score-desc = Puntos de Promoción y de Destino de cada jugador
cmd-doomtrooper-variant = variante
cmd-doomtrooper-variant-desc = Ajuste de la mesa: permite varios sabotajes por oponente y turno (moderadores)
opt-doomtrooper-variant-multiple_sabotage = sabotaje_múltiple
opt-doomtrooper-variant-multiple_sabotage-desc = Activado (true) o desactivado (false)
cmd-doomtrooper-empty_deck = mazo_vacío
cmd-doomtrooper-empty_deck-desc = Tu mazo de robar está vacío (tres turnos para poner en juego un combatiente, o pierdes)
cmd-doomtrooper-end = terminar
cmd-doomtrooper-end-desc = Termina la partida de esta mesa (sus jugadores o un moderador)

choice-doomtrooper-tactic-fight = Lucha
choice-doomtrooper-tactic-shoot = Disparo
choice-doomtrooper-status-healthy = Ileso
choice-doomtrooper-status-wounded = Herido
choice-doomtrooper-status-dead = Muerto

## Names (also accepted as typed input)

doomtrooper-affiliation-bauhaus = Bauhaus
doomtrooper-affiliation-capitol = Capitol
doomtrooper-affiliation-imperial = Imperial
doomtrooper-affiliation-mishima = Mishima
doomtrooper-affiliation-cybertronic = Cybertronic
doomtrooper-affiliation-brotherhood = La Hermandad
doomtrooper-affiliation-dark-legion = Legión Oscura
doomtrooper-affiliation-tribal = Tribal
doomtrooper-designation-mercenary = MERCENARIO
doomtrooper-designation-non-combatant = NO COMBATIENTE
doomtrooper-designation-free-agent = AGENTE LIBRE
doomtrooper-designation-personality = PERSONALIDAD
doomtrooper-designation-hero = HÉROE
doomtrooper-designation-sergeant = SARGENTO
doomtrooper-designation-assassin = ASESINO
doomtrooper-designation-blessed = BENDECIDO
doomtrooper-designation-profane = PROFANO
doomtrooper-designation-attacks-first = ATACA PRIMERO
doomtrooper-designation-first-strike-ends-combat = ATACA PRIMERO Y TERMINA EL COMBATE
doomtrooper-designation-first-strike-over-rival = ATACA PRIMERO INCLUSO ANTE RIVAL
doomtrooper-designation-immunity-art = INMUNIDAD AL ARTE
doomtrooper-designation-immunity-lesser-symmetry = INMUNIDAD A SIMETRÍA MENOR
doomtrooper-designation-immunity-full-symmetry = INMUNIDAD COMPLETA A SIMETRÍA
doomtrooper-stat-fight = Lucha
doomtrooper-stat-shoot = Disparo
doomtrooper-stat-armour = Blindaje
doomtrooper-stat-value = Valor
doomtrooper-stat-short-fight = L
doomtrooper-stat-short-shoot = D
doomtrooper-stat-short-armour = B
doomtrooper-stat-short-value = V
doomtrooper-status-healthy = ileso
doomtrooper-status-wounded = herido
doomtrooper-status-dead = muerto
doomtrooper-tactic-fight = Lucha
doomtrooper-tactic-shoot = Disparo
doomtrooper-choice-warrior = #{ $id } { $name } · L{ $fight } D{ $shoot } B{ $armour } V{ $value }
doomtrooper-choice-reward = #{ $id }: { $points } puntos por { $reason ->
    [sabotage] el sabotaje de { $warrior }
   *[kill] matar a { $warrior }
}

## Warriors and the game

doomtrooper-warrior-line = #{ $id } **{ $name }** — L { $fight } · D { $shoot } · B { $armour } · V { $value } — { $tags } — { $status }
doomtrooper-warrior-in-cover = en cobertura
doomtrooper-warrior-detachment = Destacamento
doomtrooper-none = ninguno
doomtrooper-game-title = **Doomtrooper**: { $players }
doomtrooper-game-turn = Es el turno de { $player } ({ $turn ->
    [1] su primer turno: sin ataques
   *[other] su turno { $turn }
}).
doomtrooper-game-player = { $marker } { $player } — { $promotion } de promoción, { $destiny } de destino{ $extra }
doomtrooper-game-player-lost = , fuera de la partida
doomtrooper-game-player-countdown = , mazo vacío: { $left } turno(s) para poner en juego un combatiente
doomtrooper-game-no-warriors = ningún guerrero en juego
doomtrooper-game-pending = Recompensas pendientes de repartir:
doomtrooper-pending-line = • #{ $id }: { $player } — { $points } puntos por { $reason ->
    [sabotage] el sabotaje de { $warrior }
   *[kill] matar a { $warrior }
}{ $only ->
    [yes] { "" } (solo destino)
   *[no] { "" }
}
doomtrooper-game-variant = Variante: { $on ->
    [yes] se permite el Sabotaje Múltiple
   *[no] un sabotaje por oponente y turno
}
doomtrooper-no-game = No hay ninguna partida de Doomtrooper en esta mesa. Empieza una con /doomtrooper empezar.
doomtrooper-winner = { $player } es el último jugador que queda y gana la partida.

## Events

doomtrooper-started = { $by } empieza una partida de Doomtrooper. Orden de turno: { $players }.
doomtrooper-ended = { $by } termina la partida de Doomtrooper. Puntos finales:
doomtrooper-added = { $by } pone en juego a un guerrero:
doomtrooper-removed = { $by } saca del juego a { $name }.
doomtrooper-cover-set = { $name } { $cover ->
    [yes] está ahora en cobertura (+3 de Blindaje al defender).
   *[no] ya no está en cobertura.
}
doomtrooper-status-set = { $name } está ahora { $status }.
doomtrooper-status-killed = { $name } muere y sale del juego.
doomtrooper-turn-ended = { $previous } termina su turno.
doomtrooper-empty-deck = El mazo de robar de { $by } está vacío. Si al empezar un turno no tiene ningún guerrero capaz de combatir, tiene ese turno y dos más para poner uno en juego, o pierde.
doomtrooper-variant-set = Sabotaje Múltiple en esta mesa: { $on ->
    [yes] activado
   *[no] desactivado
}.

## Combat

doomtrooper-combat-title = { $by }: { $attacker } ataca a { $defender } ({ $tactic })
doomtrooper-combat-forced = (una carta lo fuerza a atacar a su propio bando)
doomtrooper-combat-extra = (un ataque extra concedido por una carta)
doomtrooper-combat-values = { $name }: { $stat } { $attack } · Blindaje { $armour } · V { $value }
doomtrooper-breakdown = { $printed }{ $parts } = { $total }
doomtrooper-part-cards = { " " }{ $value } (cartas)
doomtrooper-part-warzone = { " " }{ $value } (Zona de Guerra)
doomtrooper-part-cover = { " " }+3 (cobertura)
doomtrooper-first-strike = { $name } ATACA PRIMERO.
doomtrooper-strike = { $step ->
    [2] Contraataque: { $stat } { $attack } de { $striker } contra Blindaje { $armour } de { $target }
   *[other] { $stat } { $attack } de { $striker } contra Blindaje { $armour } de { $target }
} → { $outcome ->
    [wounded] { $target } resulta herido
    [killed] { $target } resulta muerto
   *[none] sin efecto
}
doomtrooper-skipped-killed = { $name } murió antes de poder contraatacar.
doomtrooper-skipped-ended = El ataque primero de { $name } impactó: el combate termina, sin contraataque.
doomtrooper-after = Tras el combate: { $attacker }: { $astatus }; { $defender }: { $dstatus }.
doomtrooper-reward = { $player } gana { $points } puntos por matar a { $warrior } (recompensa #{ $id }){ $only ->
    [yes] { "" }: solo Puntos de Destino.
   *[no] { "" }: elige promoción o destino.
}
doomtrooper-interpretations = Interpretaciones aplicadas:
doomtrooper-interp-affiliation-restrictions-combine = Un guerrero con varias afiliaciones conserva las restricciones de cada una.
doomtrooper-interp-sabotage-current-turn-counts = Tu turno actual cuenta como un turno que ya has tenido, así que puedes sabotear ahora.

## Sabotage and rewards

doomtrooper-sabotage = { $by }: { $saboteur } sabotea a { $opponent } — la mitad de V { $value } redondeando hacia arriba = { $points } puntos (recompensa #{ $id }){ $only ->
    [yes] { "" }, solo Puntos de Destino.
   *[no] { "" }: elige promoción o destino.
}
doomtrooper-claimed = { $player } cobra la recompensa #{ $id }: { $promotion } de promoción, { $destiny } de destino. Ahora { $total_promotion } de promoción, { $total_destiny } de destino.
doomtrooper-score-title = **Puntos de Doomtrooper**
doomtrooper-button-promotion = #{ $id }: los { $points } a promoción
doomtrooper-button-destiny = #{ $id }: los { $points } a destino
doomtrooper-button-half = #{ $id }: { $promotion } de promoción + { $destiny } de destino

## Errors of the Discord layer

doomtrooper-ui-error-no-game = No hay ninguna partida de Doomtrooper en marcha en esta mesa. Empieza una con /doomtrooper empezar.
doomtrooper-ui-error-game-running = Ya hay una partida de Doomtrooper en marcha en esta mesa. Termínala primero con /doomtrooper terminar.
doomtrooper-ui-error-too-many-players = Una partida en una mesa tiene como mucho { $max } jugadores.
doomtrooper-ui-error-too-many-warriors = Ya hay { $max } guerreros en juego en esta mesa, el máximo que admite. Quita algunos primero.
doomtrooper-ui-error-bot-player = { $name } es un bot y no puede jugar. Elige a una persona.
doomtrooper-ui-error-not-your-warrior = { $name } es de { $owner }. Solo puedes usar, cambiar o quitar tus propios guerreros.
doomtrooper-ui-error-not-your-turn = Es el turno de { $player }; solo esa persona (o un moderador de la mesa) puede terminarlo.
doomtrooper-ui-error-warrior-ref-empty = Nombra a un guerrero por su número (como #3) o su nombre. /doomtrooper lista los muestra.
doomtrooper-ui-error-unknown-warrior-name = No hay ningún guerrero llamado «{ $name }» en juego en esta mesa. /doomtrooper lista muestra los guerreros y sus números.
doomtrooper-ui-error-warrior-ambiguous = Hay varios guerreros llamados «{ $name }» ({ $numbers }). Usa el número.
doomtrooper-ui-error-affiliation = No conozco la afiliación «{ $value }». Usa una de: { $known }.
doomtrooper-ui-error-designation = No conozco la designación «{ $value }». Usa una de: { $known }.
doomtrooper-ui-error-modifiers = No he podido leer los modificadores «{ $value }». Escribe una letra de atributo y un número con signo por cambio, con las cartas separadas por «;», p. ej. L+2 B-1; D+1 (L Lucha, D Disparo, B Blindaje, V Valor; también valen F, S, A).
doomtrooper-ui-error-modifier-size = Un modificador de { $value } es demasiado grande: como mucho ±{ $max }.
doomtrooper-ui-error-too-many-cards = Como mucho se pueden indicar { $max } cartas por bando.
doomtrooper-ui-error-not-your-button = Estos botones son de { $owner }: solo esa persona puede repartir esos puntos.
doomtrooper-ui-error-stale-reward = Esa recompensa ya se ha cobrado. /doomtrooper puntos muestra lo que sigue pendiente.
