# /fulminato: nombres y descripciones de comandos, respuestas, botones y errores de la capa de Discord.
# Los errores de reglas (fulminato-error-*) están en fulminato.ftl.

## Command, option and choice names (lowercase, no spaces, ≤ 32 characters) and descriptions (≤ 100)

cmd-fulminato = fulminato
cmd-fulminato-desc = Fulminato: orden de iniciativa, puntos de acción, ataques y dados
cmd-fulminato-add = añadir
cmd-fulminato-add-desc = Añade un combatiente a la lista de esta mesa, con sus dados de Mente y Gracia
opt-fulminato-add-name = nombre
opt-fulminato-add-name-desc = El nombre del combatiente (único en esta mesa, sin comas)
opt-fulminato-add-mind = mente
opt-fulminato-add-mind-desc = Su dado de Mente
opt-fulminato-add-grace = gracia
opt-fulminato-add-grace-desc = Su dado de Gracia
opt-fulminato-add-owner = dueño
opt-fulminato-add-owner-desc = El jugador que lo lleva (vacío: tú, como personaje del cronista)
cmd-fulminato-remove = quitar
cmd-fulminato-remove-desc = Saca a un combatiente de la lista y del combate
opt-fulminato-remove-name = nombre
opt-fulminato-remove-name-desc = El combatiente que quitar
cmd-fulminato-start = empezar
cmd-fulminato-start-desc = Empieza un combate: todos tiran dMente + dGracia (los que sorprenden actúan primero)
opt-fulminato-start-surprisers = sorprenden
opt-fulminato-start-surprisers-desc = Quién sorprende al enemigo, separados por comas, en el orden en que actúan
opt-fulminato-start-surprised = sorprendidos
opt-fulminato-start-surprised-desc = Quién está sorprendido (sin dado de desvío en la ronda sorpresa), separados por comas
cmd-fulminato-show = mostrar
cmd-fulminato-show-desc = La lista y el orden de iniciativa, de quién es el turno y sus puntos de acción
cmd-fulminato-next = siguiente
cmd-fulminato-next-desc = Termina el turno del combatiente actual
cmd-fulminato-next_round = siguiente_ronda
cmd-fulminato-next_round-desc = Pasa a la siguiente ronda (el cronista)
cmd-fulminato-delay = retrasar
cmd-fulminato-delay-desc = El combatiente actual retrasa su acción para actuar justo después de alguien posterior en esta ronda
opt-fulminato-delay-after = después_de
opt-fulminato-delay-after-desc = El combatiente tras el que actuar
cmd-fulminato-act = actuar
cmd-fulminato-act-desc = Gasta puntos de acción en una acción (6 por turno, 3 en la ronda sorpresa)
opt-fulminato-act-action = acción
opt-fulminato-act-action-desc = El tipo de acción
opt-fulminato-act-combatant = combatiente
opt-fulminato-act-combatant-desc = Quién actúa (vacío: el combatiente actual; otros solo con acciones atemporales)
cmd-fulminato-end = terminar
cmd-fulminato-end-desc = Termina el combate (la lista se queda para el siguiente)
cmd-fulminato-attack = atacar
cmd-fulminato-attack-desc = Ataque contra desvío: resultado final, parte dañada, extremidad y daño
opt-fulminato-attack-kind = tipo
opt-fulminato-attack-kind-desc = Cuerpo a cuerpo (dConstitución + habilidad) o a distancia (dDestreza + habilidad)
opt-fulminato-attack-characteristic = característica
opt-fulminato-attack-characteristic-desc = El dado de Constitución (cuerpo a cuerpo) o el de Destreza (a distancia)
opt-fulminato-attack-skill = habilidad
opt-fulminato-attack-skill-desc = El dado de habilidad con el arma
opt-fulminato-attack-weapon = arma
opt-fulminato-attack-weapon-desc = Un arma, un objeto no fabricado para dañar (2 rangos negativos, 3 con la mano torpe) o desarmado
opt-fulminato-attack-ranks = rangos
opt-fulminato-attack-ranks-desc = Rangos en el ataque (positivos: un dado mayor; negativos: −1 cada uno)
opt-fulminato-attack-bonus = bono
opt-fulminato-attack-bonus-desc = Un bono o penalizador fijo que se suma al ataque
opt-fulminato-attack-shield = escudo
opt-fulminato-attack-shield-desc = El bono de escudo del defensor al desvío
opt-fulminato-attack-armour = armadura
opt-fulminato-attack-armour-desc = El bono de armadura del defensor al desvío
opt-fulminato-attack-extra = extra
opt-fulminato-attack-extra-desc = Otros bonos al desvío (solturas, reliquias)
opt-fulminato-attack-defence_ranks = rangos_desvío
opt-fulminato-attack-defence_ranks-desc = Rangos en el d6 de desvío del defensor
opt-fulminato-attack-flankers = flanqueadores
opt-fulminato-attack-flankers-desc = Atacantes cuerpo a cuerpo que flanquean al defensor (cada uno tras el primero: −1 rango, máx. 3)
opt-fulminato-attack-defender_state = estado_defensor
opt-fulminato-attack-defender_state-desc = El estado del defensor (vacío: el del combate, si no, preparado)
opt-fulminato-attack-surprised_ranks = rangos_sorprendido
opt-fulminato-attack-surprised_ranks-desc = El cronista deja a un defensor sorprendido tirar el d6 con estos rangos negativos
opt-fulminato-attack-damage = daño
opt-fulminato-attack-damage-desc = El daño del arma: un número o dados, p. ej. 6 o 2d6+1
opt-fulminato-attack-hit_points = puntos_de_vida
opt-fulminato-attack-hit_points-desc = Los puntos de vida máximos del defensor (para saber si una extremidad queda inútil)
opt-fulminato-attack-called = apuntado
opt-fulminato-attack-called-desc = Un ataque apuntado cuya prueba de habilidad ya tuvo éxito: adónde apunta
opt-fulminato-attack-attacker = atacante
opt-fulminato-attack-attacker-desc = Quién ataca (un nombre, se muestra en la respuesta)
opt-fulminato-attack-defender = defensor
opt-fulminato-attack-defender-desc = A quién se ataca (en la ronda sorpresa, un defensor sorprendido pierde el d6)
opt-fulminato-attack-cover = cobertura
opt-fulminato-attack-cover-desc = Un ataque a distancia contra alguien cubierto por otra persona (50 % de dañar a quien cubre)
cmd-fulminato-test = prueba
cmd-fulminato-test-desc = Tira dados contra una dificultad (fácil 6, complicada 12)
opt-fulminato-test-dice = dados
opt-fulminato-test-dice-desc = Los dados que tirar, p. ej. d8 d6 (el primero lleva los rangos)
opt-fulminato-test-difficulty = dificultad
opt-fulminato-test-difficulty-desc = El número que alcanzar: fácil 6, complicada 12
opt-fulminato-test-ranks = rangos
opt-fulminato-test-ranks-desc = Rangos en el primer dado
opt-fulminato-test-bonus = bono
opt-fulminato-test-bonus-desc = Un bono o penalizador fijo
cmd-fulminato-roll = tirar
cmd-fulminato-roll-desc = Tira cualquier dado en notación estándar, p. ej. 1d8+1d6
opt-fulminato-roll-expression = expresión
opt-fulminato-roll-expression-desc = Notación de dados, p. ej. 1d8+1d6, 2d6+3

choice-fulminato-die-4 = d4
choice-fulminato-die-6 = d6
choice-fulminato-die-8 = d8
choice-fulminato-die-10 = d10
choice-fulminato-die-12 = d12
choice-fulminato-kind-melee = Cuerpo a cuerpo
choice-fulminato-kind-ranged = A distancia
choice-fulminato-weapon-weapon = Un arma
choice-fulminato-weapon-improvised = Un objeto no fabricado para dañar (−2 rangos)
choice-fulminato-weapon-improvised-off-hand = Un objeto no fabricado para dañar, con la mano torpe (−3 rangos)
choice-fulminato-weapon-unarmed = Desarmado
choice-fulminato-state-ready = Preparado
choice-fulminato-state-surprised = Sorprendido
choice-fulminato-state-tied-up = Amarrado
choice-fulminato-state-unconscious = Inconsciente
choice-fulminato-state-paralysed = Paralizado
choice-fulminato-state-held = Apresado
choice-fulminato-called-head = Cabeza
choice-fulminato-called-left-leg = Pierna izquierda
choice-fulminato-called-right-leg = Pierna derecha
choice-fulminato-called-off-hand-arm = Brazo torpe
choice-fulminato-called-main-arm = Brazo diestro
choice-fulminato-action-precision = Precisión (2)
choice-fulminato-action-quick = Rápida (1)
choice-fulminato-action-movement = Movimiento (3)
choice-fulminato-action-standard = Estándar (3)
choice-fulminato-action-full = Turno completo (6)
choice-fulminato-action-timeless = Atemporal (0)
choice-fulminato-action-maneuver = Maniobra: cargar, derribar, desarmar… (3)
choice-fulminato-action-retreat = Retirada (6)
choice-fulminato-action-speak = Decir una oración (0)

## Names used in replies

fulminato-label-mind = Mente
fulminato-label-grace = Gracia
fulminato-label-constitution = Constitución
fulminato-label-dexterity = Destreza
fulminato-label-skill = Habilidad
fulminato-label-deflection = Desvío
fulminato-label-limb = Extremidad
fulminato-label-cover = Cobertura
fulminato-label-test = Dado
fulminato-label-attacker = Atacante
fulminato-label-defender = Defensor
fulminato-kind-melee = cuerpo a cuerpo
fulminato-kind-ranged = a distancia
fulminato-weapon-weapon = un arma
fulminato-weapon-improvised = un objeto no fabricado para dañar
fulminato-weapon-improvised-off-hand = un objeto no fabricado para dañar, con la mano torpe
fulminato-weapon-unarmed = las manos desnudas
fulminato-state-ready = preparado
fulminato-state-surprised = sorprendido
fulminato-state-tied-up = amarrado
fulminato-state-unconscious = inconsciente
fulminato-state-paralysed = paralizado
fulminato-state-held = apresado
fulminato-location-none = sin daño (mala puntería, rebote)
fulminato-location-limb = una extremidad (mitad del daño)
fulminato-location-torso = el torso (daño completo)
fulminato-location-head = la cabeza (daño doble, crítico)
fulminato-limb-left-leg = pierna izquierda
fulminato-limb-right-leg = pierna derecha
fulminato-limb-off-hand-arm = brazo torpe
fulminato-limb-main-arm = brazo diestro
fulminato-action-precision = de precisión
fulminato-action-quick = rápida
fulminato-action-movement = de movimiento
fulminato-action-standard = estándar
fulminato-action-full = de turno completo
fulminato-action-timeless = atemporal
fulminato-action-maneuver = de maniobra
fulminato-action-retreat = de retirada
fulminato-action-speak = de hablar

## Dice

fulminato-die = { $label } d{ $sides }: { $value }
fulminato-ranks = rangos { $ranks }
fulminato-rank-bonus = { $bonus } por rangos
fulminato-modifier = bono { $modifier }
fulminato-pool = { $dice } = { $total }

## Roster and tracker

fulminato-roster-title = **Lista de Fulminato** ({ $count })
fulminato-roster-empty = Aún no hay nadie en la lista. Añade combatientes con /fulminato añadir.
fulminato-roster-line = • { $name }: Mente d{ $mind }, Gracia d{ $grace } — { $controller }
fulminato-no-fight = No hay ningún combate en marcha. Empieza uno con /fulminato empezar.
fulminato-round = **Ronda { $round }**
fulminato-surprise-round = **Ronda sorpresa**: solo actúan los que sorprenden, con 3 puntos de acción cada uno.
fulminato-chronicler = Cronista: { $chronicler }
fulminato-order-line = { $marker } { $position }. { $name }{ $total }{ $owner }
fulminato-order-total = { " " }({ $total })
fulminato-order-owner = { " " }— { $owner }
fulminato-current = Es el turno de { $name }: le quedan { $left } puntos de acción.
fulminato-surprised-list = Sorprendidos (sin dado de desvío esta ronda): { $names }

## Events

fulminato-added = { $by } añade a { $name } (Mente d{ $mind }, Gracia d{ $grace }) a la lista.
fulminato-added-during-fight = Hay un combate en marcha: { $name } se une en el próximo /fulminato empezar.
fulminato-removed = { $by } quita a { $name }.
fulminato-started = { $by } empieza un combate. Iniciativa, dMente + dGracia:
fulminato-init-line = • { $name }: { $rolls }
fulminato-init-reroll = empate, se repite la tirada: { $roll }
fulminato-ended = { $by } termina el combate tras la ronda { $round }. La lista se queda para el próximo combate.
fulminato-turn-ended = Se acabó el turno de { $name }.
fulminato-round-started = Empieza la ronda { $round }.
fulminato-delayed = { $name } retrasa su acción para actuar justo después de { $other } esta ronda.
fulminato-spent = { $name } hace una acción { $action } ({ $cost } puntos de acción): le quedan { $left }.
fulminato-spent-timeless = { $name } hace una acción { $action } (sin puntos de acción).

## Attacks, tests and rolls

fulminato-attack-title = { $by }: ataque { $kind } con { $weapon }
fulminato-attack-who = { $attacker } ataca a { $defender }
fulminato-attack-someone = alguien
fulminato-attack-line = Ataque: { $pool }
fulminato-deflection-line = Desvío: { $pool }
fulminato-deflection-parts = { $dice } + escudo { $shield } + armadura { $armour } + extra { $extra } = { $total }
fulminato-deflection-helpless = Desvío: 0 — el defensor está { $state } y no puede desviar.
fulminato-deflection-surprised = El defensor está sorprendido: sin dado de desvío, solo los bonos.
fulminato-deflection-from-fight = (El defensor está sorprendido en la ronda sorpresa de este combate.)
fulminato-flankers = { $flankers } flanqueadores: { $ranks } rangos negativos en el dado de desvío.
fulminato-cover-line = Cobertura: { $die } → { $hit ->
    [yes] se daña en su lugar a la persona que cubre; el resultado de abajo se le aplica a ella.
   *[no] no se daña a quien cubre; el ataque sigue hacia su objetivo.
}
fulminato-final-line = Resultado final: { $attack } − { $deflection } = { $final }
fulminato-location-line = Parte dañada: { $location }
fulminato-location-limb-line = Parte dañada: { $location } — { $die } → { $limb }
fulminato-location-called = Parte dañada: { $location } (ataque apuntado)
fulminato-damage-line = Daño: { $rolled } → { $dealt }
fulminato-damage-rolled = { $breakdown }
fulminato-limb-disabled = La extremidad ({ $limb }) queda inútil hasta que sane (daño de al menos la mitad de los puntos de vida).
fulminato-limb-not-disabled = La extremidad ({ $limb }) aún funciona (menos de la mitad de los puntos de vida).
fulminato-interpretations = Interpretaciones aplicadas:
fulminato-test-line = Prueba: { $pool } contra dificultad { $difficulty } → { $success ->
    [yes] **Éxito**
   *[no] **Fallo**
}
fulminato-test-title = { $by } hace una prueba
fulminato-roll-result = { $by } tira `{ $expression }`: { $breakdown }

## Interpretations (bot/rules/fulminato.py: Interpretation)

fulminato-interp-ranks-outside-deflection = El texto define los rangos solo para el desvío; se aplicaron los mismos pasos a esta tirada (positivos: el dado sube dos caras hasta d12 y luego +1; negativos: −1 cada uno).
fulminato-interp-half-rounds-down = La mitad del daño en una extremidad se redondea hacia abajo.
fulminato-interp-surprised-keeps-bonuses = Un defensor sorprendido solo pierde el d6: los bonos de escudo, armadura y otros siguen contando.
fulminato-interp-deflection-floor-zero = El desvío nunca baja de 0.
fulminato-interp-flanking-count = Flanqueo: el primer atacante cuerpo a cuerpo no cuenta; cada uno más da un rango negativo (como mucho 3).
fulminato-interp-difficulty-met-succeeds = Igualar exactamente la dificultad cuenta como éxito.
fulminato-interp-called-shot-location = Un ataque apuntado daña la parte a la que apunta cuando el resultado final alcanza la franja de esa parte.
fulminato-interp-delay-this-round = Retrasar la acción solo dura esta ronda; en la siguiente vuelve el orden de iniciativa.
fulminato-interp-surprise-order-as-given = Si varios sorprenden, actúan en el orden en que se indicaron.
fulminato-interp-initiative-tie-unresolved = Un empate no se pudo romper tras muchas repeticiones; los combatientes empatados mantienen el orden indicado.

## Buttons

fulminato-button-next = Siguiente turno

## Errors of the Discord layer

fulminato-ui-error-name-comma = El nombre de un combatiente no puede contener una coma («{ $name }»): las comas separan nombres en /fulminato empezar. Usa otro nombre.
fulminato-ui-error-roster-full = La lista de esta mesa ya tiene { $max } combatientes, el máximo que admite. Quita a alguien primero.
fulminato-ui-error-fight-running = Ya hay un combate en marcha en esta mesa. Termínalo primero con /fulminato terminar.
fulminato-ui-error-no-fight = No hay ningún combate en marcha en esta mesa. Empieza uno con /fulminato empezar.
fulminato-ui-error-stale = Estos botones están desactualizados: ahora es el turno de { $name }. Usa los botones del último mensaje, o /fulminato mostrar.
fulminato-ui-error-not-your-combatant = A { $name } lo lleva { $controller }. Solo esa persona, el cronista del combate o un moderador de la mesa pueden actuar por { $name }.
fulminato-ui-error-not-chronicler = Solo el cronista del combate ({ $chronicler }) o un moderador de la mesa pueden hacer eso.
fulminato-ui-error-bot-owner = { $name } es un bot y no puede llevar un combatiente. Elige a una persona, o deja vacío el dueño.
fulminato-ui-error-cover-melee = La cobertura por otra persona solo se aplica a ataques a distancia. Elige a distancia, o deja la cobertura desactivada.
fulminato-ui-error-no-names = La lista «{ $value }» no nombra a nadie. Escribe nombres de combatientes separados por comas.
fulminato-ui-error-dice = No he podido leer los dados «{ $value }». Escribe dados de Fulminato separados por espacios, p. ej. d8 d6.
fulminato-ui-error-too-many-dice = Una prueba tira como mucho { $max } dados.
