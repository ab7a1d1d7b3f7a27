# /fulminato enfrentada y presa, y la prueba de Aguante tras un ataque.

## Commands

cmd-fulminato-opposed = enfrentada
cmd-fulminato-opposed-desc = Una tirada enfrentada: dados del atacante contra los del defensor (el empate anula al atacante)
opt-fulminato-opposed-attacker_dice = dados_atacante
opt-fulminato-opposed-attacker_dice-desc = Los dados del atacante, p. ej. d8 (o d8 d6)
opt-fulminato-opposed-defender_dice = dados_defensor
opt-fulminato-opposed-defender_dice-desc = Los dados del defensor, p. ej. d6
opt-fulminato-opposed-attacker_ranks = rangos_atacante
opt-fulminato-opposed-attacker_ranks-desc = Rangos en el primer dado del atacante
opt-fulminato-opposed-defender_ranks = rangos_defensor
opt-fulminato-opposed-defender_ranks-desc = Rangos en el primer dado del defensor
opt-fulminato-opposed-attacker = atacante
opt-fulminato-opposed-attacker-desc = Quién actúa (un nombre de la lista, o cualquier nombre)
opt-fulminato-opposed-defender = defensor
opt-fulminato-opposed-defender-desc = Quién se resiste (un nombre de la lista, o cualquier nombre)
cmd-fulminato-grapple = presa
cmd-fulminato-grapple-desc = Presa: apresar, mover, atar, soltarse o desatarse, con las tiradas del reglamento
opt-fulminato-grapple-action = acción
opt-fulminato-grapple-action-desc = Lo que se intenta
opt-fulminato-grapple-dice = dados
opt-fulminato-grapple-dice-desc = Los dados de quien actúa (mover, atar: dDestreza; soltarse: dConstitución)
opt-fulminato-grapple-against = contra
opt-fulminato-grapple-against-desc = Los dados del otro lado (no para desatarse)
opt-fulminato-grapple-heavy_object = objeto_pesado
opt-fulminato-grapple-heavy_object-desc = Apresar: quien apresa sostiene un objeto de más de 1 kg (un rango negativo)
opt-fulminato-grapple-after_failed_tie = tras_atar_fallido
opt-fulminato-grapple-after_failed_tie-desc = Soltarse: el turno después de un intento fallido de atarte (dos rangos positivos)
opt-fulminato-grapple-ranks = rangos
opt-fulminato-grapple-ranks-desc = Otros rangos en el primer dado de quien actúa
opt-fulminato-grapple-grappler = apresador
opt-fulminato-grapple-grappler-desc = Quién apresa
opt-fulminato-grapple-grappled = apresado
opt-fulminato-grapple-grappled-desc = Quién está apresado
choice-fulminato-grapple-seize = apresar
choice-fulminato-grapple-move = llevarlo a un lugar peligroso
choice-fulminato-grapple-tie = atarlo (hace falta una cuerda)
choice-fulminato-grapple-break-free = soltarse
choice-fulminato-grapple-untie = desatarse (Desarmar o Manos rápidas)
opt-fulminato-attack-hit_points_left = puntos_de_vida_restantes
opt-fulminato-attack-hit_points_left-desc = Los puntos de vida del defensor antes de este ataque (para saber si toca Aguante)
opt-fulminato-attack-wound = herida
opt-fulminato-attack-wound-desc = Qué herida es (por defecto: a distancia proyectil, arma cuerpo a cuerpo corte, si no contusa)
choice-fulminato-wound-cut = corte
choice-fulminato-wound-pierce = perforación
choice-fulminato-wound-projectile = proyectil
choice-fulminato-wound-blunt = contusa

## Replies

fulminato-opposed-title = { $by }: tirada enfrentada, { $attacker } contra { $defender }
fulminato-opposed-attacker = Atacante: { $pool }
fulminato-opposed-defender = Defensor: { $pool }
fulminato-opposed-won = **El atacante tiene éxito** ({ $attacker } contra { $defender }).
fulminato-opposed-tie = **Empate: se anula el éxito del atacante** ({ $attacker } contra { $defender }).
fulminato-opposed-lost = **El atacante falla** ({ $attacker } contra { $defender }).
fulminato-someone = alguien
fulminato-grapple-title = { $by }: presa, { $action } ({ $grappler } y { $grappled })
fulminato-grapple-title-plain = { $by }: presa, { $action }
fulminato-grapple-acting = Quien actúa: { $pool }
fulminato-grapple-other = El otro lado: { $pool }
fulminato-grapple-test = Prueba: { $pool } contra Complicada ({ $difficulty })
fulminato-grapple-tie-note = Un empate anula a quien actúa.
fulminato-grapple-seize-won = **Apresado.** Quien apresa puede ahora moverse con él a la mitad de su velocidad, dañarlo como acción estándar (arma cuerpo a cuerpo ligera, o arma de fuego regular o pequeña), contenerlo (no puede atacar, desviar ni moverse; quien apresa no puede actuar y tiene un rango negativo al desvío) o atarlo (hace falta una cuerda).
fulminato-grapple-seize-lost = **No hay presa.**
fulminato-grapple-move-won = **Movido** adonde quiere quien apresa.
fulminato-grapple-move-lost = Quien apresa no pierde la presa, pero **el apresado queda donde él desea**.
fulminato-grapple-tie-won = **Atado.** Para soltarse: prueba de Desarmar o Manos rápidas, Complicada (12).
fulminato-grapple-tie-lost = **No queda atado.** En su próximo turno el apresado tiene dos rangos positivos en dConstitución para soltarse.
fulminato-grapple-break-free-won = **Libre** de la presa.
fulminato-grapple-break-free-lost = **Sigue apresado.**
fulminato-grapple-untie-won = **Desatado.**
fulminato-grapple-untie-lost = **Sigue atado.**
fulminato-endurance-due = **Toca prueba de Aguante:** { $after } de { $max } puntos de vida es menos de la mitad, por una herida de { $wound }: prueba fácil (6) de Aguante cada hora o se desmaya (/fulminato prueba).
fulminato-hit-points-line = Puntos de vida: { $before } → { $after } de { $max }.
fulminato-wound-cut = corte
fulminato-wound-pierce = perforación
fulminato-wound-projectile = proyectil
fulminato-wound-blunt = contusión
fulminato-interp-melee-weapon-cuts = Se toma que un arma cuerpo a cuerpo corta o perfora (indica herida: contusa para un garrote).
fulminato-interp-break-free-against-constitution = El texto no dice contra qué se tira para soltarse: contra la dConstitución de quien apresa.

## Errors

fulminato-error-grapple-heavy-object = El rango por objeto pesado es solo para apresar.
fulminato-error-grapple-after-failed-tie = Los dos rangos positivos tras un intento fallido de atar son solo para soltarse.
fulminato-error-grapple-no-opponent = Desatarse es una prueba contra una dificultad: no indiques dados del otro lado.
fulminato-error-grapple-opponent-dice = Indica los dados del otro lado (contra).
fulminato-error-grapple-one-die = Es una tirada de un dado de característica por lado ({ $action }): indica un dado en cada lado.
