## Errores de bot/rules/doomtrooper.py (combate y sabotaje de Doomtrooper).

doomtrooper-error-warrior-name = Un guerrero necesita un nombre de 1 a { $max } caracteres.
doomtrooper-error-value-negative = El Valor (V) impreso de { $name } no puede ser { $value }. Indica el Valor impreso en la carta, 0 o más.
doomtrooper-error-no-affiliation = { $name } necesita una afiliación (una corporación, La Hermandad, la Legión Oscura o Tribal), o la designación AGENTE LIBRE.
doomtrooper-error-non-combatant-cover = { $name } es NO COMBATIENTE y nunca puede estar en cobertura.
doomtrooper-error-same-warrior = { $name } no puede atacarse a sí mismo. Elige otro guerrero como defensor.
doomtrooper-error-warrior-dead = { $name } está muerto y no puede participar en un combate.
doomtrooper-error-non-combatant = { $name } es NO COMBATIENTE: nunca ataca y nunca es atacado.
doomtrooper-error-own-warrior = { $attacker } no puede atacar a { $defender }: tus guerreros nunca atacan a tus propios guerreros salvo que una carta los fuerce. Elige un guerrero de un oponente, o juega el ataque como forzado.
doomtrooper-error-detachment = { $attacker } no puede atacar a { $defender }: los guerreros de un Destacamento solo luchan contra guerreros de otro Destacamento, y los de un Escuadrón o Cohorte solo contra Escuadrones o Cohortes. Ninguna carta puede cambiar esto.
doomtrooper-error-same-corporation = { $attacker } no puede atacar a { $defender }: un Doomtrooper nunca ataca a un guerrero de su propia corporación ({ $corporation }).
doomtrooper-error-attacks-brotherhood = { $attacker } no puede atacar a { $defender }: un Doomtrooper nunca ataca a La Hermandad.
doomtrooper-error-brotherhood-target = { $attacker } no puede atacar a { $defender }: La Hermandad solo ataca a la Legión Oscura, a los guerreros Tribales y a los AGENTES LIBRES.
doomtrooper-error-warzone-attacker = { $name } está atacando: solo el defensor puede combatir desde una Zona de Guerra.
doomtrooper-error-unknown-warrior = No hay ningún guerrero con el número { $id } en juego en esta mesa. Revisa la lista de guerreros en juego.
doomtrooper-error-not-a-player = <@{ $player }> no está jugando a Doomtrooper en esta mesa.
doomtrooper-error-personality-in-play = { $name } es una PERSONALIDAD y ya está en juego; solo puede haber una copia en juego a la vez.
doomtrooper-error-not-your-turn = { $name } pertenece a un jugador al que no le toca. Los ataques y sabotajes solo se hacen en tu propio turno.
doomtrooper-error-attack-first-turn = Nadie puede atacar en su primer turno de la partida. Ataca a partir de tu próximo turno.
doomtrooper-error-one-attack-per-turn = Ya has atacado este turno, y un ataque es la última acción de un turno. Vuelve a atacar solo si una carta te concede otro ataque.
doomtrooper-error-saboteur-cannot-fight = { $name } no puede participar en un combate, así que no puede sabotear. Elige un guerrero capaz de combatir.
doomtrooper-error-sabotage-self = No puedes sabotearte a ti mismo. Elige un oponente que no tenga ningún guerrero capaz de combatir.
doomtrooper-error-sabotage-too-early = Nadie puede sabotear hasta que todos los jugadores hayan tenido un turno.
doomtrooper-error-attack-was-last-action = Has atacado este turno, y un ataque es tu última acción: ya no puedes sabotear.
doomtrooper-error-sabotage-opponent-can-fight = Ese oponente aún tiene { $count ->
    [one] un guerrero capaz
   *[other] { $count } guerreros capaces
} de combatir (como { $name }); solo puedes sabotear a un jugador que no tenga ninguno. Ataca en su lugar.
doomtrooper-error-sabotage-once-per-turn = Ya has saboteado este turno: no puedes sabotear más de una vez por turno, sea quien sea el objetivo (salvo que la mesa use la variante de Sabotaje Múltiple).
doomtrooper-error-unknown-reward = No hay ninguna recompensa pendiente con el número { $id }. Puede que ya se haya cobrado.
doomtrooper-error-not-your-reward = La recompensa número { $id } es de otro jugador; solo esa persona puede cobrarla.
doomtrooper-error-reward-split = Puedes poner entre 0 y { $points } de estos puntos en promoción, no { $promotion }. El resto va a destino.
doomtrooper-error-destiny-only = Estos { $points } puntos solo pueden ser Puntos de Destino (la recompensa de un AGENTE LIBRE, o por matar a un guerrero tuyo). Cóbralos con 0 Puntos de Promoción.
doomtrooper-error-game-over = Solo queda un jugador en la partida: ha terminado.
doomtrooper-error-players = Una partida de Doomtrooper necesita al menos dos jugadores, no { $count }.
doomtrooper-error-duplicate-player = Hay un jugador en la lista dos veces. Pon a cada jugador una vez, en orden de turno.
