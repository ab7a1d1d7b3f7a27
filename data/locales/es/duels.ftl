# Errores de duelos, desarrollo de duelos, iniciativa, turnos y determinaciones aleatorias (bot/rules).

## Duel set-up

error-duel-stat-out-of-range = Un atributo debe ser un número entero de { $min } a { $max }; «{ $value }» no lo es. Indica el atributo de la miniatura más cualquier bonificación, p. ej. `6`.
error-duel-tn-out-of-range = Un número objetivo (NO) debe estar entre { $min } y { $max }; «{ $value }» no lo está. Indica el NO de la acción, p. ej. `12`.
error-duel-raise-step-out-of-range = El valor de aumento debe estar entre 1 y { $max }; «{ $value }» no lo está. Déjalo vacío para el 5 habitual.
error-duel-tn-suits-without-tn = Los palos del NO necesitan un NO: indica también el NO, o deja fuera los palos del NO.
error-duel-resister-stat-missing = Indica el atributo de resistencia de tu miniatura (p. ej. `Df 5` → `5`) para aceptar este duelo.
error-damage-value-out-of-range = Los valores de daño deben estar entre 0 y { $max }; «{ $value }» no lo está. Indica el daño débil/moderado/severo de la acción, p. ej. `2 3 4`.
error-damage-flip-not-in-edition = { $edition } no tiene volteo de daño: el daño es el valor fijo de la acción más los aumentos. Usa /duelo para ver tus aumentos.

## Soulstones and empower

error-boost-soulstone-not-in-edition = { $edition } no tiene + ni palo de Piedra de Alma en los duelos. Potencia en su lugar: descarta de tu mano una carta de valor 5 o menos para obtener un + y su palo.
error-boost-one-soulstone = En { $edition } una miniatura gasta una Piedra de Alma por duelo: elige un + o un palo, no ambos.
error-boost-empower-not-in-edition = Potenciar es una regla de M4E; en { $edition } gasta una Piedra de Alma para obtener un + o un palo.
error-boost-empower-too-high = { $card } es demasiado alta para potenciar: elige de tu mano una carta de valor { $max } o menos.
error-boost-empower-exclusive = Potenciar ya da un + y el palo de la carta descartada; no añadas además un + o un palo de Piedra de Alma.
error-red-joker-suit-required = En { $edition } el Comodín Rojo cuenta como un palo a tu elección: elige Carneros, Cuervos, Máscaras o Tomos.

## Relenting

error-relent-not-in-edition = { $edition } no permite ceder: acepta el duelo y voltea como siempre.
error-relent-with-boost = Una miniatura que cede no voltea nada, así que no puede gastar una Piedra de Alma ni potenciar. Cede sin ellas, o acepta el duelo.
error-relent-enemy = Solo puede ceder una miniatura a la que apunta una miniatura amiga; un enemigo nunca. Para que tu propia miniatura ceda, inicia el duelo enfrentado contigo mismo como oponente.

## Steps of a duel

error-duel-wrong-phase = { $phase ->
    [awaiting-resister] Este duelo aún espera a que el oponente lo acepte.
    [awaiting-initiator-boost] Este duelo espera a que el atacante declare sus Piedras de Alma.
    [choosing] Este duelo espera a que se elija una carta.
    [cheating] Este duelo está en el paso de Burlar al Destino: burla al destino o quédate con tu carta.
    [done] Este duelo ya ha terminado.
   *[other] Este duelo ha caducado; empieza uno nuevo.
}
error-duel-not-participant = No participas en este duelo; solo sus dos jugadores pueden actuar en él.
error-duel-not-your-turn = No es tu turno en este duelo: se espera a <@{ $player }>.
error-duel-not-finished = Este duelo aún no ha terminado; su resultado llega cuando se han elegido todas las cartas y se ha burlado o renunciado a burlar al destino.
error-duel-cards-missing = Las cartas de este duelo ya no están en juego (¿se reinició una baraja?). El duelo no puede seguir; empieza uno nuevo.

## Cheating fate

error-cheat-negative-flip = No puedes Burlar al Destino: a tu volteo le queda un − tras las cancelaciones.
error-cheat-black-joker = No puedes Burlar al Destino: has volteado el Comodín Negro.
error-cheat-opponent-red-joker = No puedes Burlar al Destino: el Comodín Rojo de tu oponente te lo impide.
error-cheat-relented = Has cedido, así que no tienes ninguna carta con la que Burlar al Destino.
error-cheat-empty-hand = No tienes cartas en la mano con las que Burlar al Destino.
error-cheat-already-used = Ya tuviste tu oportunidad de Burlar al Destino en este duelo (cada jugador tiene una, la use o no).
error-cheat-not-allowed = En esta edición no se puede Burlar al Destino en este volteo.

## Initiative

error-initiative-same-player = La iniciativa es entre dos jugadores distintos: indica tu oponente.
error-initiative-turn = «{ $value }» no es un número de turno; los turnos empiezan en 1.
error-initiative-pass-tokens = Las fichas de pase deben estar entre 0 y { $max }; «{ $value }» no lo está.
error-initiative-not-a-player = <@{ $player }> no es uno de los dos jugadores de esta iniciativa.
error-initiative-attacker-unknown = En M4E el atacante tiene la iniciativa en el turno 1: di quién es el atacante (o usa antes /encuentro).
error-initiative-last-activator-unknown = En M4E elige la iniciativa el jugador que no activó la última miniatura: di quién activó la última.
error-initiative-wrong-phase = { $phase ->
    [soulstones] Esta iniciativa espera una decisión sobre Piedras de Alma.
    [cheating] Esta iniciativa espera a que alguien burle al destino o pase.
    [choosing] Esta iniciativa espera a que se elija al Primer Jugador.
    [done] Esta iniciativa ya está decidida.
   *[other] Esta iniciativa ha caducado; empiézala de nuevo.
}
error-initiative-not-participant = No eres uno de los dos jugadores de esta iniciativa.
error-initiative-not-your-turn = No es tu turno: se espera a <@{ $player }>.
error-initiative-endless-tie = Los volteos de iniciativa empataron { $rounds } veces seguidas (las barajas tienen muy pocas cartas distintas). Baraja o reinicia una baraja y vuelve a intentarlo.

## Turns, draw phase, VP and soulstones

error-draw-soulstone-not-in-edition = { $edition } no tiene robo con Piedra de Alma; roba sin ella.
error-draw-discard-count = Descarta exactamente { $needed } cartas para volver a { $size } (has elegido { $given }).
error-game-turn = «{ $value }» no es un número de turno; los turnos empiezan en 1.
error-vp-turn-one = Nadie gana puntos de victoria al final del turno 1 en { $edition }.
error-vp-negative = Eso dejaría la puntuación por debajo de 0 (es { $current }).
error-vp-strategy-cap = Los PV de Estrategia tienen un máximo de { $cap } en { $edition }; tienes { $current }.
error-vp-scheme-cap = «{ $scheme }» puede dar como mucho { $cap } PV; ya ha dado { $current }.
error-vp-schemes-total-cap = Las Intrigas dan como mucho { $cap } PV en total; tienes { $current } de Intrigas.
error-vp-scheme-name = Indica el nombre de la Intriga.
error-soulstones-negative = Un número de Piedras de Alma no puede ser negativo («{ $value }»).
error-soulstones-not-enough = No hay suficientes Piedras de Alma: hacen falta { $needed } y hay { $pool } en la reserva.

## Random determinations

error-random-model-count = Indica entre 1 y { $max } miniaturas candidatas (no { $value }).
error-random-model-choice = La candidata { $value } no empató en la carta más baja: elige una de { $allowed }.
error-random-player-same = Un jugador al azar se elige entre dos jugadores distintos: indica tu oponente.
error-random-player-endless-tie = Los volteos empataron { $rounds } veces seguidas (las barajas tienen muy pocas cartas distintas). Baraja o reinicia una baraja y vuelve a intentarlo.
