# /duel, /damage, /initiative y /random: nombres de comandos, respuestas, botones, menús y errores.

## /duel — command, options, choices

cmd-duel = duelo
cmd-duel-desc = Duelos: contra un número objetivo, o contra otro jugador de esta mesa
cmd-duel-simple = simple
cmd-duel-simple-desc = Un duelo simple: tu atributo + un volteo contra un número objetivo (NO)
opt-duel-simple-stat = atributo
opt-duel-simple-stat-desc = El atributo de tu miniatura para este duelo, bonificaciones incluidas (0 a 99)
opt-duel-simple-tn = número_objetivo
opt-duel-simple-tn-desc = El número objetivo (NO) que igualar o superar (0 a 99)
opt-duel-simple-modifiers = modificadores
opt-duel-simple-modifiers-desc = Modificadores del destino: +, ++, -, --, +2, -1, 0 o +- (vacío: ninguno)
opt-duel-simple-suit = palo
opt-duel-simple-suit-desc = Palos que debe contener el total, p. ej. carneros, ♥, o "carneros máscaras"
opt-duel-simple-soulstone = piedra_de_alma
opt-duel-simple-soulstone-desc = Gasta una Piedra de Alma: un +, un palo, o ambos en M2E (no en M4E)
opt-duel-simple-empower = potenciar
opt-duel-simple-empower-desc = M4E: descarta una carta de la mano de valor 5 o menos para un + y su palo
opt-duel-simple-edition = edición
opt-duel-simple-edition-desc = Usa las reglas de otra edición para este duelo

cmd-duel-opposed = opuesto
cmd-duel-opposed-desc = Un duelo opuesto contra otro jugador de esta mesa
opt-duel-opposed-opponent = oponente
opt-duel-opposed-opponent-desc = El jugador que resiste (lo confirma con un botón)
opt-duel-opposed-stat = atributo
opt-duel-opposed-stat-desc = El atributo de tu miniatura para este duelo, bonificaciones incluidas (0 a 99)
opt-duel-opposed-modifiers = modificadores
opt-duel-opposed-modifiers-desc = Tus modificadores del destino: +, ++, -, --, +2, -1, 0 o +- (vacío: ninguno)
opt-duel-opposed-opponent_stat = atributo_oponente
opt-duel-opposed-opponent_stat-desc = El atributo de resistencia del oponente, si lo sabes (si no, lo da él)
opt-duel-opposed-opponent_modifiers = modificadores_oponente
opt-duel-opposed-opponent_modifiers-desc = Los modificadores del destino del oponente, si los sabes
opt-duel-opposed-soulstone = piedra_de_alma
opt-duel-opposed-soulstone-desc = Gasta una Piedra de Alma: un +, un palo, o ambos en M2E (no en M4E)
opt-duel-opposed-empower = potenciar
opt-duel-opposed-empower-desc = M4E: descarta una carta de la mano de valor 5 o menos para un + y su palo
opt-duel-opposed-tn = número_objetivo
opt-duel-opposed-tn-desc = Un número objetivo (NO) que también debes alcanzar, si la acción tiene uno
opt-duel-opposed-suit = palo
opt-duel-opposed-suit-desc = Palos que debe contener tu total (requiere NO), p. ej. carneros o ♥
opt-duel-opposed-edition = edición
opt-duel-opposed-edition-desc = Usa las reglas de otra edición para este duelo

choice-soulstone-plus = + (una Piedra de Alma)
choice-soulstone-rams = ♥ Carneros (una Piedra de Alma)
choice-soulstone-crows = ♠ Cuervos (una Piedra de Alma)
choice-soulstone-masks = ♦ Máscaras (una Piedra de Alma)
choice-soulstone-tomes = ♣ Tomos (una Piedra de Alma)
choice-soulstone-plus-rams = + y ♥ Carneros (dos Piedras de Alma, M2E)
choice-soulstone-plus-crows = + y ♠ Cuervos (dos Piedras de Alma, M2E)
choice-soulstone-plus-masks = + y ♦ Máscaras (dos Piedras de Alma, M2E)
choice-soulstone-plus-tomes = + y ♣ Tomos (dos Piedras de Alma, M2E)

## /damage — command and options

cmd-damage = daño
cmd-damage-desc = Un volteo de daño (M2E/M3E): daño débil, moderado o severo según la carta
opt-damage-weak = débil
opt-damage-weak-desc = Daño débil de la acción (cartas 0–5)
opt-damage-moderate = moderado
opt-damage-moderate-desc = Daño moderado de la acción (cartas 6–10)
opt-damage-severe = severo
opt-damage-severe-desc = Daño severo de la acción (cartas 11–13; el Comodín Rojo da uno más)
opt-damage-modifiers = modificadores
opt-damage-modifiers-desc = Modificadores del destino del volteo de daño, p. ej. el −− o el + del duelo
opt-damage-edition = edición
opt-damage-edition-desc = Usa las reglas de otra edición para este volteo

## Duel messages

duel-title-simple = 🎯 **Duelo simple** ({ $edition }): { $who } contra NO { $tn }
duel-title-opposed = ⚔️ **Duelo opuesto** ({ $edition }): { $who } contra { $opponent }
duel-title-opposed-tn = (NO { $tn })
duel-title-damage = 💥 **Volteo de daño** ({ $edition }): { $who } — débil { $weak }, moderado { $moderate }, severo { $severe }
duel-tn-with-suits = { $tn } con { $suits }
duel-no-suit = sin palo
duel-side = { $who }: atributo { $stat } ({ $modifiers })
duel-side-no-stat = { $who }: aún sin atributo
duel-side-relented = { $who } cede.
duel-side-damage = { $who } voltea el daño ({ $modifiers })
duel-boost-plus = Piedra de Alma: +
duel-boost-suit = Piedra de Alma: { $suit }
duel-boost-plus-and-suit = Piedras de Alma: + y { $suit }
duel-boost-empower = potenciado con { $card } (+ y { $suit })
duel-red-joker-as = (como { $suit })
duel-red-joker-no-suit = (sin palo)
duel-cheated-in = — burlando al destino, en lugar de { $replaced }
duel-total = Total: { $total } ({ $suits })
duel-cannot-cheat = { $who } no puede Burlar al Destino: { $reason }.
duel-kept-card = { $who } no burló al destino.
duel-block-negative-flip = al volteo le queda un −
duel-block-black-joker = se volteó el Comodín Negro
duel-block-opponent-red-joker = el Comodín Rojo del oponente lo impide
duel-block-relented = ha cedido
duel-block-empty-hand = no tiene cartas en la mano
duel-block-already-used = ya tuvo su oportunidad
duel-block-not-allowed = no se permite en este volteo

duel-waiting-resister = Se espera a que { $who } acepte (su atributo ya está indicado).
duel-waiting-resister-stat = Se espera a que { $who } acepte e indique su atributo y sus modificadores.
duel-waiting-relent = También puede ceder.
duel-waiting-initiator-boost = El defensor ha declarado. Se espera a que { $who } declare sus Piedras de Alma (o ninguna).
duel-waiting-choose = Se espera a que { $who } elija la carta que usa.
duel-waiting-red-joker = Se espera a que { $who } diga el palo del Comodín Rojo.
duel-waiting-cheat = Se espera a que { $who } burle al destino con una carta de su mano, o se quede con su carta.

duel-result-simple-success = Resultado: Éxito — { $total } contra NO { $tn } (margen { $margin })
duel-result-simple-failure = Resultado: Fallo — { $total } contra NO { $tn } (faltan { $short })
duel-result-simple-failure-suits = Resultado: Fallo — { $total } contra NO { $tn }, pero
duel-missing-suits = al total le falta { $suits }.
duel-result-initiator-wins = Resultado: Éxito — gana { $who }, { $first } contra { $second } (margen { $margin })
duel-result-resister-wins = Resultado: Fallo — gana { $who }, { $first } contra { $second } (margen { $margin })
duel-result-nobody-wins = Resultado: Fallo — no gana nadie, { $first } contra { $second }
duel-result-relented = Resultado: Éxito — { $opponent } cedió, así que { $who } tiene éxito como en un empate (nadie volteó).
duel-relented-total = { $who } cedió: su total es igual al del iniciador.
duel-below-tn = { $who } no alcanzó el NO de { $tn }.
duel-raises = Aumentos: { $raises } para { $who }
duel-tie-reduction = Empate exacto: { $who } reduce en { $amount } el daño que recibe.
duel-damage-modifier = Volteo de daño: { $modifiers }
duel-no-damage-flip = El ataque falló: no hay volteo de daño.
duel-interpretations = (Lecturas de las reglas: { $tags } — ver /ayuda.)

damage-strength-weak = débil
damage-strength-moderate = moderada
damage-strength-severe = severa
damage-result = Resultado: { $damage } de daño (carta { $strength })
damage-result-red-joker = Resultado: { $damage } de daño (Comodín Rojo: severo + 1)
damage-result-black-joker = Resultado: sin daño (Comodín Negro)

## Duel controls

duel-button-accept = Aceptar
duel-button-empower = Potenciar…
duel-button-relent = Ceder
duel-button-no-soulstone = Sin Piedra de Alma
duel-button-cheat = Burlar al Destino…
duel-button-keep = Me quedo mi carta
duel-button-red-joker-as = Comodín Rojo como { $suit }
duel-soulstone-placeholder = Aceptar con una Piedra de Alma…
duel-option-red-joker-as = Comodín Rojo como { $suit }
duel-cheat-placeholder = Elige una carta de tu mano
duel-cheat-none = No burlar al destino: me quedo mi carta
duel-cheat-prompt = Burlar al Destino: sustituye tu carta del duelo por una carta de tu mano (este menú solo es tuyo).
duel-empower-placeholder = Elige la carta que descartas
duel-empower-none = No potenciar
duel-empower-prompt = Potenciar: descarta de tu mano una carta de valor { $max } o menos para obtener un + y el palo de esa carta (este menú solo es tuyo).
duel-form-title = Aceptar el duelo
duel-form-stat = Tu atributo (un número, p. ej. 5)
duel-form-stat-placeholder = 5
duel-form-modifiers = Modificadores (opcional: +, -, ++, +2 …)
duel-form-modifiers-placeholder = vacío para ninguno
duel-step-done = Hecho: el mensaje del duelo está actualizado.
duel-cheated = Has burlado al destino: el mensaje del duelo muestra tu nueva carta.
duel-kept = Te has quedado tu carta.
duel-empowered = Has potenciado: la carta se descartó de tu mano.
duel-started = El duelo está publicado en el canal.

## Duel errors (always private)

error-opponent-not-at-table = { $player } no puede ver este canal, así que no puede jugar aquí. Elige a un jugador de esta mesa.
duel-error-suits-invalid = «{ $value }» no es un palo. Usa carneros, cuervos, máscaras o tomos (o ♥ ♠ ♦ ♣, o r c m t), varios separados por espacios.
duel-error-soulstone-invalid = «{ $value }» no es una opción de Piedra de Alma. Elige una de la lista.
duel-error-stat-not-number = «{ $value }» no es un atributo: escribe un número entero de 0 a 99, p. ej. 5.
duel-error-no-empower-card = No tienes en la mano ninguna carta de valor { $max } o menos con la que potenciar. Roba con /mano robar, o haz el duelo sin potenciar.
duel-error-no-cheat-window = No es tu turno de Burlar al Destino en este duelo.
duel-error-menu-stale = Ese menú está desactualizado. Vuelve a usar los botones del mensaje del duelo.

## /initiative

cmd-initiative = iniciativa
cmd-initiative-desc = Quién tiene la iniciativa este turno, según el procedimiento de tu edición
opt-initiative-opponent = oponente
opt-initiative-opponent-desc = El otro jugador
opt-initiative-pass_tokens = fichas_de_pase
opt-initiative-pass_tokens-desc = M3E: tus fichas de pase, que se suman a tu volteo
opt-initiative-opponent_pass_tokens = fichas_de_pase_oponente
opt-initiative-opponent_pass_tokens-desc = M3E: las fichas de pase del oponente, que se suman a su volteo
opt-initiative-attacker = atacante
opt-initiative-attacker-desc = Quién atacó: en M4E tiene la iniciativa en el turno 1; en M3E la tiene antes del turno 1
opt-initiative-last_activator = último_activador
opt-initiative-last_activator-desc = M4E turnos siguientes: quién activó la última miniatura (el otro elige)
opt-initiative-edition = edición
opt-initiative-edition-desc = Usa el procedimiento de otra edición

initiative-title = 🏁 **Iniciativa** ({ $edition }): { $first } y { $second }
initiative-event-flip = { $who } voltea { $card }
initiative-event-tie-reflip = { $who } voltea de nuevo tras un empate: { $card }
initiative-event-soulstone-reflip = { $who } gasta una Piedra de Alma y voltea de nuevo: { $card } (en lugar de { $replaced })
initiative-event-soulstone-keep = { $who } se queda con { $card }
initiative-event-cheat = { $who } burla al destino: { $card } (en lugar de { $replaced })
initiative-event-decline = { $who } no burla al destino
initiative-event-cheat-skipped = { $who } no puede Burlar al Destino: { $reason }
initiative-event-chose = { $who } elige que { $first } vaya primero
initiative-pass-tokens = + { $tokens } fichas de pase = { $total }
initiative-waiting-soulstone = Se espera a { $who }: gasta una Piedra de Alma para voltear de nuevo, o quédate con la carta.
initiative-waiting-cheat = Se espera a { $who }: burla al destino con una carta de tu mano, o quédate con tu carta.
initiative-waiting-choose = { $who } ganó el volteo. Se espera a que { $who } elija quién va primero.
initiative-waiting-choose-m4e = { $who } no activó la última miniatura, así que { $who } elige quién tiene la iniciativa.
initiative-totals = Totales: { $first } { $first_total }, { $second } { $second_total }.
initiative-result = Resultado: { $who } tiene la iniciativa este turno.
initiative-result-m2e = Resultado: { $who } ganó el Volteo de Iniciativa; { $first } va primero.
initiative-result-attacker = Resultado: { $who } tiene la iniciativa: la tiene el atacante en el turno 1.
initiative-lapsed = Esta iniciativa caducó sin respuesta; sus cartas fueron a las Pilas de Descarte.
initiative-button-reflip = Piedra de Alma: voltear de nuevo
initiative-button-keep = Quedarme la carta
initiative-button-me = Voy yo primero
initiative-button-other = El oponente va primero
initiative-cheat-prompt = Burlar al Destino en el Volteo de Iniciativa: elige una carta de tu mano (este menú solo es tuyo).
initiative-error-pass-tokens-m3e = Las fichas de pase son una regla de M3E; esta iniciativa usa { $edition }. Déjalas en 0.
initiative-error-m4e-options = atacante y último_activador son para el procedimiento de M4E; esta iniciativa usa { $edition }, que voltea. Déjalos fuera.
initiative-error-unknown = Esa iniciativa ha terminado o ya no existe. Empiézala de nuevo con /iniciativa.
initiative-error-expired = Esa iniciativa esperó demasiado y caducó: se resolvió con lo que las reglas dan por defecto, como muestra su mensaje.

## /random

cmd-random = azar
cmd-random-desc = Determinaciones aleatorias con la Baraja del Destino
cmd-random-model = miniatura
cmd-random-model-desc = Una miniatura al azar: una carta por candidata, se elige la más baja
opt-random-model-count = cantidad
opt-random-model-count-desc = Cuántas miniaturas candidatas (de 1 a 20)
cmd-random-player = jugador
cmd-random-player-desc = Un jugador al azar: ambos voltean, gana la carta más alta; con empate se voltea de nuevo
opt-random-player-opponent = oponente
opt-random-player-opponent-desc = El otro jugador

random-model-title = 🎲 **Miniatura al azar**: { $who } voltea una carta por cada una de las { $count } candidatas.
random-model-line = Miniatura { $model }: { $card }
random-model-result = Resultado: miniatura { $model } (la carta más baja, { $card })
random-models-list = { $first } y { $last }
random-model-tie = Resultado: las miniaturas { $models } empatan con la carta más baja ({ $value }).
random-model-tie-choose = { $who }, como jugador activo, elige una de ellas con los botones.
random-model-button = Miniatura { $model }
random-model-chosen = { $who } eligió la miniatura { $model }.
random-player-title = 🎲 **Jugador al azar**: { $first } y { $second } voltean.
random-player-round = Ronda { $round }: { $first } { $first_card }, { $second } { $second_card }
random-player-round-tie = Ronda { $round }: { $first } { $first_card }, { $second } { $second_card } — empate, se voltea de nuevo
random-player-rounds-skipped = … { $count ->
    [one] una ronda más empatada
   *[other] { $count } rondas más empatadas
} …
random-player-result = Resultado: { $who } (la carta más alta)
