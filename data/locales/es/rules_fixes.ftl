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
rules-error-idol-edge-needed = Corrupted Idols: el marcador va al borde de la línea central que elige el jugador con la iniciativa; elige el borde izquierdo o el derecho.
