# Respuestas, botones, menús y errores de la capa de Discord (bot/ui, cogs).

## Cards

suit-rams = Carneros
suit-crows = Cuervos
suit-masks = Máscaras
suit-tomes = Tomos
card-suited = { $value } de { $suit }
card-red-joker = Comodín Rojo
card-black-joker = Comodín Negro
cards-none = ninguna

## Flips

flip-modifier-none = sin modificadores
flip-header = { $player } voltea ({ $modifiers })
flip-header-reason = { $player } voltea para «{ $reason }» ({ $modifiers })
flip-edition-override = Reglas: { $edition }
flip-reshuffled = El mazo de robo estaba vacío: primero se barajó la Pila de Descarte como una baraja nueva.
flip-flipped = Volteadas: { $cards }
flip-card = Carta: { $card }
flip-why-free-choice = Con + se puede usar cualquier carta volteada; se muestra la más alta.
flip-why-lowest = Con − hay que usar la carta más baja.
flip-why-lowest-tied = Con − hay que usar la carta más baja; varias comparten ese valor, así que quien voltea elige el palo.
flip-why-red-joker-allowed = Con − hay que usar la carta más baja, pero siempre se puede elegir el Comodín Rojo en su lugar.
flip-why-black-joker-forced = Hay que usar el Comodín Negro, sean cuales sean los modificadores.
flip-why-both-jokers = Salieron los dos comodines: hay que usar el Comodín Negro.
flip-switched = Quien volteó cambió la carta.
flip-choice-until = Quien voltea puede cambiar de carta con los botones hasta las { $time }.
flip-choice-closed = (La elección se cerró; la carta mostrada se mantiene.)

## Hands (only ever shown to their owner)

hand-title = Tu mano en { $table }: { $count } de { $size } cartas
hand-empty = (sin cartas)
hand-drew = { $count ->
    [0] Tu mano ya está llena: no has robado ninguna carta.
    [one] Has robado una carta.
   *[other] Has robado { $count } cartas.
}
hand-discarded = { $count ->
    [one] Has descartado { $cards }.
   *[other] Has descartado { $count } cartas: { $cards }.
}
hand-must-discard = { $count ->
    [one] Tienes una carta de más: elige abajo la carta que descartas.
   *[other] Tienes { $count } cartas de más: elige abajo las cartas que descartas.
}
hand-dm-title = { $count ->
    [0] Tu mano en { $table } ({ $server }) está vacía.
    [one] Tu mano en { $table } ({ $server }): una carta
   *[other] Tu mano en { $table } ({ $server }): { $count } cartas
}
hand-dm-closed = No he podido enviarte tu mano por mensaje directo porque tienes los mensajes directos cerrados. Para abrirlos: clic derecho (o pulsación larga) en el icono de este servidor → Ajustes de privacidad → activa Mensajes directos. Mientras tanto, /mano mostrar siempre te muestra tu mano aquí, en privado.
hand-dm-failed = Discord no me ha dejado actualizar ahora el mensaje directo de tu mano; se actualizará con tu próximo comando de mano. /mano mostrar siempre funciona.
discard-placeholder = Elige las cartas que descartas
discard-placeholder-exact = { $count ->
    [one] Elige la carta que descartas
   *[other] Elige { $count } cartas para descartar
}
discard-prompt = Elige en el menú de abajo las cartas que descartas. Las cartas descartadas van boca arriba a tu Pila de Descarte.

## Decks

deck-mode-personal = una baraja por jugador
deck-mode-shared = una baraja compartida
deck-status-title = Barajas del Destino en { $table } ({ $mode }):
deck-status-empty = Aquí nadie ha volteado ni robado todavía: cada baraja se crea y se baraja en su primer uso.
deck-status-truncated = …y más barajas de las que caben en un mensaje.
deck-shared-owner = Baraja compartida
deck-hand-count = { $player }: { $count ->
    [one] una carta
   *[other] { $count } cartas
}
deck-no-hands = ninguna carta en mano
deck-discard-more = (y { $count } más)
deck-status-line = **{ $owner }** — mazo de robo { $draw }, Pila de Descarte { $discard_count }, en juego { $in_play }; manos: { $hands }
    Pila de Descarte (la de arriba primero): { $discard }
deck-shuffled = { $player } ha barajado su Pila de Descarte de vuelta en su baraja: { $draw } cartas para robar.
deck-shuffled-shared = { $player } ha barajado la Pila de Descarte compartida de vuelta en la baraja: { $draw } cartas para robar.
deck-cut-note = M4E: el rival puede cortar la baraja. El barajado de Fatebot ya es uniformemente aleatorio, así que cortar no cambia nada; no hace falta pedirlo.
deck-reset-self = { $target } tiene una Baraja del Destino nueva de 54 cartas { $returned ->
    [0] (su mano estaba vacía).
    [one] (una carta volvió de su mano).
   *[other] ({ $returned } cartas volvieron de su mano).
}
deck-reset-other = { $by } ha reiniciado la Baraja del Destino de { $target }: 54 cartas nuevas { $returned ->
    [0] (su mano estaba vacía).
    [one] (una carta volvió de su mano).
   *[other] ({ $returned } cartas volvieron de su mano).
}
deck-reset-shared = { $by } ha reiniciado la Baraja del Destino compartida: 54 cartas nuevas { $returned ->
    [0] (no había cartas en las manos).
    [one] (una carta volvió de una mano).
   *[other] ({ $returned } cartas volvieron de las manos).
}
deck-reset-shared-hand = { $returned ->
    [0] La mano de { $target } estaba vacía: nada volvió a la baraja compartida.
    [one] La mano de { $target } (una carta) se barajó boca abajo en el mazo de robo compartido; nadie la ve.
   *[other] La mano de { $target } ({ $returned } cartas) se barajó boca abajo en el mazo de robo compartido; nadie las ve.
}

## Panel

panel-text = **Volteos rápidos** — pulsa un botón para voltear de tu propia baraja en esta mesa (el resultado se publica aquí). **Mano** te muestra tu mano en privado.
panel-flip = Voltear
panel-plus = +
panel-plus2 = ++
panel-minus = −
panel-minus2 = −−
panel-hand = Mano

## Table settings

table-no-role = ninguno
table-settings = Ajustes de { $table }:
    • Juego: { $game }
    • Barajas: { $mode }
    • Idioma: { $language }
    • Rol de moderador: { $role }
    • Ritmo: { $pace }
    • Barajados verificables fuera de una partida: { $fair }
    Los moderadores de la mesa (Gestionar canales, Gestionar servidor o el rol de moderador; en un MD de grupo, todos los que están en la mesa) los cambian con /mesa juego, /mesa baraja, /mesa idioma, /mesa ritmo, /mesa baraja_verificable y /mesa rol_moderador.
table-game-set = { $by } ha puesto el juego de esta mesa en { $game }.
table-deck-set = { $by } ha configurado esta mesa con { $mode }.
table-language-set = { $by } ha cambiado el idioma de esta mesa a: { $language }.
table-role-set = { $by } ha hecho de { $role } el rol de moderador de esta mesa.
table-role-cleared = { $by } ha quitado el rol de moderador de esta mesa; Gestionar canales y Gestionar servidor siguen contando.

## Dice

roll-result = { $player } tira `{ $expression }`: { $breakdown }
    Total: { $total }

## Errors (always private)

error-guild-only = Este comando funciona en un canal de texto o hilo de un servidor: cada canal es una mesa con sus propias barajas.
error-not-your-control = Estos botones son de { $owner }. Usa los tuyos: /voltear, /mano mostrar o el panel.
error-missing-permissions = Aquí necesitas estos permisos: { $permissions }.
error-bot-missing-permissions = Necesito estos permisos en este canal: { $permissions }. Pide a un administrador del servidor que me los dé.
error-missing-role = No tienes el rol que necesita este comando.
error-check-failed = No puedes usar este comando aquí.
error-option-invalid = No he entendido «{ $value }». Revisa la opción y vuelve a intentarlo.
error-option-not-member = { $user } no es miembro de este servidor. Elige a alguien de esta mesa.
error-command-outdated = Los comandos del bot se acaban de actualizar y Discord aún muestra una versión antigua. Espera un minuto (o reinicia Discord) y vuelve a intentarlo.
error-unexpected = Algo ha fallado por mi parte. No se ha cambiado nada. Si vuelve a pasar, avisa a quien opera el bot y cita el id de error { $id }.
error-hand-empty = Tu mano está vacía: no hay nada que descartar. Roba con /mano robar.
error-discard-stale = Ese menú está desactualizado. Usa /mano descartar de nuevo.
error-discard-exact = { $count ->
    [one] Elige exactamente una carta para descartar.
   *[other] Elige exactamente { $count } cartas para descartar.
}
error-player-is-bot = { $player } es un bot y no tiene Baraja del Destino. Elige a un jugador.
error-table-role-unusable = { $role } no puede ser el rol de moderador (es @everyone o lo gestiona una integración). Elige un rol que asignes a los moderadores.

permission-manage-channels = Gestionar canales
permission-manage-guild = Gestionar servidor
permission-send-messages = Enviar mensajes
permission-send-messages-in-threads = Enviar mensajes en hilos
permission-create-public-threads = Crear hilos públicos
permission-embed-links = Insertar enlaces
permission-read-message-history = Leer el historial de mensajes
permission-view-channel = Ver canal

## /help

help-title = Fatebot — la Baraja del Destino de Malifaux, en Discord
help-intro = Cada canal o hilo es una **mesa**. En cada mesa cada jugador tiene su propia Baraja del Destino de 54 cartas (o la mesa comparte una), una Pila de Descarte pública y una Mano de Control privada que te guardo en tus mensajes directos.
help-flips = `/voltear` voltea una carta. `/voltear modificadores:+` voltea dos y te deja elegir (botones, solo tú); `/voltear modificadores:--` voltea tres y hay que usar la más baja. `+-` se cancelan; `+2` y `-1` también funcionan, hasta 4 cartas. Añade `motivo:Ataque` para etiquetarlo y `edición:` para usar las reglas de otra edición.
help-hands = `/mano robar` roba hasta tu tamaño máximo de mano (7 en M4E, 6 en M2E/M3E); `/mano robar piedra_de_alma:True` roba dos más en M2E/M3E y luego descartas hasta el máximo. `/mano mostrar` te la muestra en privado; `/mano descartar` abre un menú privado.
help-decks = `/baraja estado` muestra los montones de cada baraja, el tamaño de las manos (nunca las cartas) y la Pila de Descarte pública. `/baraja barajar` vuelve a barajar tu Pila de Descarte en tu baraja. `/baraja reiniciar` te da una baraja nueva; los moderadores pueden reiniciar la de cualquiera con `jugador:`.
help-panel = `/panel` publica botones (Voltear, +, ++, −, −−, Mano): quien pulsa voltea de su propia baraja. Sigue funcionando después de que me reinicie.
help-duels =
    • `/duelo simple atributo:6 número_objetivo:12`: tu atributo más un volteo contra un número objetivo.
    • `/duelo opuesto oponente:@Ana atributo:6`: contra otro jugador, que acepta con su propio atributo. Ponte a ti mismo como oponente cuando tu miniatura apunte a una miniatura amiga: solo entonces puede ceder el objetivo.
    Piedras de Alma (M2E/M3E) o potenciar (M4E), ceder, tu elección entre las cartas volteadas con +, y luego cada jugador puede Burlar al Destino desde su propia mano, en privado, en el orden de la edición.
    • `/daño débil:1 moderado:2 severo:4`: un volteo de daño (M2E/M3E).
    • `/iniciativa oponente:@Ana atacante:@Ana`, `/azar miniatura cantidad:3`, `/azar jugador oponente:@Ana`.
help-dice = `/tirar 1d20+5`, `/tirar 4d6kh3` (se queda con los 3 más altos), `/tirar 2d10ro1` (repite los unos una vez).
help-privacy = Tu mano solo la ves tú (respuestas privadas y mensajes directos); los canales solo ven cuántas cartas tienes. Los botones solo actúan para el jugador al que pertenecen. Las barajas se mezclan con la fuente aleatoria segura del sistema operativo.
help-interpretations = • Hay que usar el Comodín Negro sean cuales sean los modificadores; si salen los dos comodines, se usa el Comodín Negro. • Con −, aún se puede elegir el Comodín Rojo. • M2E: en los duelos opuestos el total más bajo burla al destino primero (como en M3E); el daño de M2E usa la tabla de daño de M3E. • M3E: con empate en los totales, el defensor burla al destino primero; un empate en los totales de iniciativa se vuelve a voltear. • M4E: con empate, quien resiste burla al destino primero. • M3E, ceder: nadie voltea y el duelo es un empate. • Los duelos opuestos admiten un NO en todas las ediciones. • Al potenciar en M4E se puede descartar el Comodín Negro (+, sin palo).
help-footer = Las respuestas siguen el idioma de esta mesa o, si no, tu idioma de Discord.
