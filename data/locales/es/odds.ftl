## /odds — probabilidades exactas con tu propia baraja (privadas)

cmd-odds = probabilidades
cmd-odds-desc = Tus probabilidades exactas en un duelo, con tu baraja tal como está (solo las ves tú)
cmd-odds-simple = simple
cmd-odds-simple-desc = Probabilidades de un duelo simple: tu atributo + un volteo contra un NO
opt-odds-simple-stat = atributo
opt-odds-simple-stat-desc = El atributo de tu miniatura para este duelo, bonificaciones incluidas (0 a 99)
opt-odds-simple-tn = número_objetivo
opt-odds-simple-tn-desc = El número objetivo (NO) que igualar o superar (0 a 99)
opt-odds-simple-modifiers = modificadores
opt-odds-simple-modifiers-desc = Modificadores del destino: +, ++, -, --, +2, -1, 0 o +- (vacío: ninguno)
opt-odds-simple-suit = palo
opt-odds-simple-suit-desc = Palos que debe contener el total, p. ej. carneros, ♥, o "carneros máscaras"
opt-odds-simple-soulstone = piedra_de_alma
opt-odds-simple-soulstone-desc = Cuenta una Piedra de Alma: un +, un palo, o ambos en M2E (no en M4E)
opt-odds-simple-empower = potenciar
opt-odds-simple-empower-desc = M4E: cuenta potenciar con la carta de tu mano (valor 5 o menos) que más ayude
opt-odds-simple-edition = edición
opt-odds-simple-edition-desc = Usa las reglas de otra edición
cmd-odds-opposed = opuesto
cmd-odds-opposed-desc = Probabilidades de un duelo opuesto que inicias contra otro jugador
opt-odds-opposed-stat = atributo
opt-odds-opposed-stat-desc = El atributo de tu miniatura para este duelo, bonificaciones incluidas (0 a 99)
opt-odds-opposed-opponent_stat = atributo_rival
opt-odds-opposed-opponent_stat-desc = El atributo de resistencia del rival (0 a 99)
opt-odds-opposed-modifiers = modificadores
opt-odds-opposed-modifiers-desc = Tus modificadores del destino: +, ++, -, --, +2, -1, 0 o +- (vacío: ninguno)
opt-odds-opposed-opponent_modifiers = modificadores_rival
opt-odds-opposed-opponent_modifiers-desc = Los modificadores del destino del rival (vacío: ninguno)
opt-odds-opposed-opponent = rival
opt-odds-opposed-opponent-desc = El jugador con quien te bates: cuentan su descarte y el tamaño de su mano (sus cartas no se ven)
opt-odds-opposed-tn = número_objetivo
opt-odds-opposed-tn-desc = Un número objetivo que también debes alcanzar, si la acción lo tiene
opt-odds-opposed-edition = edición
opt-odds-opposed-edition-desc = Usa las reglas de otra edición

odds-title-simple = 🎲 **Probabilidades — duelo simple** ({ $edition }): atributo { $stat } contra NO { $tn }, { $modifiers } ({ $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
  })
odds-title-opposed = 🎲 **Probabilidades — duelo opuesto** ({ $edition }): tu atributo { $stat }, { $modifiers } ({ $cards ->
    [one] 1 carta
   *[other] { $cards } cartas
  }) contra atributo { $opponent_stat }, { $opponent_modifiers } ({ $opponent_cards ->
    [one] 1 carta
   *[other] { $opponent_cards } cartas
  })
odds-tn-with-suits = { $tn } con { $suits }
odds-opposed-tn = También debes alcanzar NO { $tn }.
odds-boost-plus = Con una Piedra de Alma: +
odds-boost-suit = Con una Piedra de Alma: { $suit }
odds-boost-plus-and-suit = Con Piedras de Alma: + y { $suit }
odds-boost-empower = Potenciando con { $card } (la mejor carta de tu mano para ello)
odds-reshuffles = Tu mazo se agota durante este volteo: el resto sale de tu pila de descarte, rebarajada.
odds-opponent-reshuffles = El mazo de { $who } se agota durante su volteo: el resto sale de su pila de descarte, rebarajada.
odds-unknown-opponent = Sin rival indicado: su volteo se toma de una baraja completa y barajada.
odds-simple-plain = **Sin burlar al destino:** { $chance } de éxito
odds-simple-cheat = **Con tu mejor trampa:** { $chance } de éxito
odds-opposed-plain = **Sin burlar al destino:** ganas { $win } · empate (ganas) { $tie } · pierdes { $lose }
odds-opposed-cheat = **Con tu mejor trampa:** ganas { $win } · empate (ganas) { $tie } · pierdes { $lose }
odds-neither = nadie tiene éxito { $chance }
odds-margins-damage = ↳ volteo de daño si tienes éxito: { $margins }
odds-margins-raises = ↳ aumentos si tienes éxito: { $margins }
odds-hand-beats = ↳ la mano de { $who } ({ $count ->
    [one] 1 carta
   *[other] { $count } cartas
  }) tiene una carta que supera tu total: { $chance }
odds-no-cheat-negative = Burlar al destino: no se permite tras un volteo con − en { $edition }.
odds-no-cheat-empty-hand = Burlar al destino: tu mano está vacía.
odds-footer = Exacto, a partir de las cartas que no ves. No se ha volteado nada.
odds-footer-opposed = Exacto, a partir de las cartas que no ves; tu rival no hace trampa (mira la línea de su mano). No se ha volteado nada.
odds-error-no-empower-card = No tienes en la mano ninguna carta de valor { $max } o menos con la que potenciar.

## Menús de trampa: qué hace cada carta ahora

odds-cheat-success = Total { $total }: éxito por { $margin }
odds-cheat-failure = Total { $total }: fallo, faltan { $short }
odds-cheat-short-of-tn = Total { $total }: falla (bajo el NO o le falta un palo)
odds-cheat-win = Total { $total }: ganas por { $margin }
odds-cheat-tie-win = Total { $total }: empate, ganas tú
odds-cheat-tie-lose = Total { $total }: empate, gana el atacante
odds-cheat-lose = Total { $total }: pierdes por { $short }
odds-cheat-neither = Total { $total }: nadie tiene éxito
odds-cheat-raises = · { $raises ->
    [one] 1 aumento
   *[other] { $raises } aumentos
  }
odds-damage-flip = · volteo de daño { $modifiers }
odds-damage-flip-none = · volteo de daño sin modificar
odds-cheat-damage = { $damage } de daño
odds-cheat-initiative-win = Total { $total }: ganas la iniciativa por { $margin }
odds-cheat-initiative-tie = Total { $total }: empate, ambos voltean de nuevo
odds-cheat-initiative-lose = Total { $total }: pierdes la iniciativa por { $short }
odds-error-opponent-deck-exhausted = A la baraja de tu rival solo le quedan { $available } cartas para voltear (el resto está en su mano o en juego); hacen falta { $needed }.

## /help (página de duelos)

help-odds =
    • `/probabilidades simple atributo:6 número_objetivo:12 modificadores:+`, `/probabilidades opuesto atributo:6 atributo_rival:5 rival:@Ana`: tus probabilidades exactas con tu baraja tal como está, solo para ti: sin y con tu mejor trampa. No se voltea nada. Cada menú de trampa dice también qué daría cada carta.
