# Correcciones de reglas (issue 12).

rules-error-stat-below-minimum = En { $edition } un atributo nunca baja de { $min } (todos los atributos, excepto las Heridas, tienen un valor mínimo de 1, sean cuales sean los modificadores); «{ $value }» no vale. Indica el atributo como mínimo { $min }.
rules-error-model-count = Una banda tiene de 0 a { $max } miniaturas; «{ $value }» no es un número de miniaturas.
rules-error-models-and-pass-tokens = Indica o el número de miniaturas (el bot calcula las fichas de pase) o las fichas de pase, no ambos.
rules-error-initiative-holder-unknown = M3E: con cartas de iniciativa iguales hace trampa primero quien tenía la iniciativa antes, y antes del turno 1 el atacante cuenta como tal. Indica quién atacó con la opción `attacker` (en turnos posteriores se usa quien la mesa registró).
rules-error-initiative-attacker-m2e = `attacker` es para M3E (quién hace trampa primero con cartas iguales antes del turno 1) y M4E (la iniciativa del turno 1); esta iniciativa usa { $edition }. Omítela.
rules-error-initiative-soulstones-m2e = Revoltear la iniciativa con Piedras de Alma es una regla de M2E; esta iniciativa usa { $edition }. Omite `soulstone` y `opponent_soulstone`.
opt-initiative-models = miniaturas
opt-initiative-models-desc = M3E: miniaturas de tu banda; la banda menor recibe la diferencia en fichas de pase
opt-initiative-opponent_models = miniaturas_rival
opt-initiative-opponent_models-desc = M3E: miniaturas del rival (indica ambos números)
opt-initiative-soulstone = piedra_de_alma
opt-initiative-soulstone-desc = M2E: tienes una Piedra de Alma para revoltear (se recuerda en esta mesa)
opt-initiative-opponent_soulstone = piedra_de_alma_rival
opt-initiative-opponent_soulstone-desc = M2E: el rival tiene una Piedra de Alma para revoltear (se recuerda)
rules-error-models-both = Indica ambos números de miniaturas, el tuyo (`models`) y el del rival (`opponent_models`).

## /game: descarte al inicio del turno, orden de robo con Piedras de Alma, fichas de pase, Corrupted Idols
rules-error-game-models-both = Indica el número de miniaturas de ambas bandas: `attacker_models` y `defender_models`.
rules-error-discard-waiting = El turno sigue en el paso de descarte: esperando a { $players } («Quedarme todas mis cartas» o «Descartar cartas…» en el mensaje del turno).
rules-error-no-discard-step = Ahora no te toca ningún paso de descarte: llega al inicio de un turno, antes de robar, para quien tiene cartas.
rules-error-first-deployer-needed = M2E turno 1: quien desplegó en primer lugar anuncia primero el uso de Piedras de Alma para robar. Indícalo con la opción `first_deployer`.
rules-error-soulstone-draw-order = { $who } anuncia primero el robo con Piedra de Alma (M2E: el Primer Jugador del turno anterior; en el turno 1, quien desplegó primero); espera a que decida.
rules-error-idol-edge-pending = Corrupted Idols: { $who } debe elegir primero el borde para el marcador de estrategia de este turno (botones en el mensaje del turno).
rules-error-idol-no-choice = Ahora no hay ningún borde que elegir para el marcador de estrategia.
rules-error-idol-not-yours = Solo { $who }, que tiene la iniciativa, elige el borde del marcador de estrategia.
rules-button-keep-all = Quedarme todas mis cartas
rules-button-discard-some = Descartar cartas…
rules-button-idol-left = Borde izquierdo (el mío)
rules-button-idol-right = Borde derecho (el mío)
rules-discard-step-waiting = Paso de descarte (antes de robar): esperando a { $players }. Las cartas descartadas se quedan en la pila de descarte durante el robo.
rules-discard-step-prompt = Elige las cartas que descartas antes de robar (solo tú lo ves), o quédatelas todas.
rules-discard-step-placeholder = Cartas a descartar
rules-discard-step-kept = Te has quedado todas tus cartas.
rules-discard-step-done = { $count ->
    [one] Has descartado 1 carta.
   *[other] Has descartado { $count } cartas.
}
rules-pass-tokens-granted = Fichas de pase: { $who } tiene { $tokens } (menos miniaturas que el rival).
rules-idol-card = { $strategy }: la carta de iniciativa de { $who }, { $card }, coloca el marcador de estrategia.
rules-idol-card-flipped = { $strategy }: la carta de iniciativa de { $who } era un comodín; se voltea { $flips } para el marcador de estrategia.
rules-idol-choose-edge = { $who } elige el borde de la línea central para el marcador (botones abajo; izquierda y derecha según ve { $who } la mesa).
rules-idol-outcome-place = Marcador: { $spot }.
rules-idol-outcome-base-contact = Marcador: { $spot }, el mismo sitio que el turno pasado, así que va en contacto de peana con el marcador anterior.
rules-idol-outcome-no-marker = Este turno no hay marcador: { $spot } por tercera vez seguida.
rules-idol-spot-centre = el centro de la mesa
rules-idol-spot-left-8 = en la línea central a 8″ del borde a la izquierda de { $first }
rules-idol-spot-right-8 = en la línea central a 8″ del borde a la derecha de { $first }
rules-idol-spot-left-edge = en el extremo de la línea central a la izquierda de { $first }
rules-idol-spot-right-edge = en el extremo de la línea central a la derecha de { $first }
opt-game-attacker_models = miniaturas_atacante
opt-game-attacker_models-desc = M3E: miniaturas del atacante ahora; la banda menor recibe la diferencia en fichas de pase
opt-game-defender_models = miniaturas_defensor
opt-game-defender_models-desc = M3E: miniaturas del defensor ahora (indica ambos números)
opt-game-first_deployer = primero_en_desplegar
opt-game-first_deployer-desc = M2E turno 1: quien desplegó primero (anuncia primero el robo con Piedra de Alma)

## "sin verificar", una vez por respuesta
rules-unverified-once = ⚠ sin verificar: { $parts } — lo decide una correspondencia que el archivo de temporada marca como deducida (una sola fuente); compruébalo con tu reglamento.
rules-unverified-part-strategy = estrategia
rules-unverified-part-deployment = despliegue
rules-unverified-part-schemes = intrigas
rules-unverified-part-next-available = intrigas siguientes disponibles
rules-error-soulstone-not-yours = { $player } dijo que tiene una Piedra de Alma para la iniciativa; solo esa persona puede decir que ya no le quedan (también puede simplemente quedarse su carta).
rules-initiative-tie-holder = Con cartas iguales { $who } hace trampa primero (quien tenía la iniciativa; antes del turno 1, el atacante).
