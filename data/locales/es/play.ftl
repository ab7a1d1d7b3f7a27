# Errores y avisos de la capa de juego (mesas, volteos, manos, barajas, duelos abiertos).

error-not-moderator = Solo un moderador de la mesa puede hacer eso (Gestionar canales o Gestionar servidor, o el rol de moderador de la mesa fijado con /mesa rol_moderador).
error-table-game-unknown = «{ $value }» no es un juego que este bot conozca. Elige uno de: { $known }.
error-table-deck-mode-unknown = «{ $value }» no es un modo de baraja. Elige uno de: { $known }.
error-table-language-unknown = «{ $value }» no es un idioma disponible. Elige uno de: { $known }, o automático.
error-table-no-fate-deck = Esta mesa juega a { $game }, que no tiene Baraja del Destino. Elige una edición de Malifaux en la opción de edición del comando, o cambia el juego de la mesa con /mesa juego.
error-flip-unknown = Ese volteo ya no está abierto, así que ya no se puede cambiar su carta. Voltea de nuevo con /voltear.
error-flip-not-yours = Solo el jugador que volteó puede cambiar la carta de este volteo.
error-flip-expired = Ese volteo estuvo abierto demasiado tiempo y se ha cerrado; la carta mostrada se mantiene. Voltea de nuevo con /voltear si lo necesitas.
error-hand-soulstone-not-in-edition = La Fase de Robo de { $edition } no tiene robo con Piedra de Alma; usa /mano robar sin piedra_de_alma.
error-nothing-to-discard = Elige al menos una carta para descartar.
error-duel-unknown = Ese duelo ha terminado o ya no existe. Empieza uno nuevo con /duelo.
error-duel-expired = Ese duelo esperó demasiado una respuesta y caducó: se aplicó lo que las reglas dan por defecto, como muestra su mensaje.
error-duel-against-yourself = No puedes batirte en duelo contigo mismo; elige como oponente a otro jugador de esta mesa.

# Shown on the public message of a flip or duel that lapsed.
play-duel-lapsed = Este duelo caducó sin respuesta; sus cartas fueron a la Pila de Descarte.
play-flip-lapsed = Este volteo está cerrado; la carta mostrada se mantiene.

# Un robo con Piedra de Alma no termina hasta que la mano vuelve a su tamaño (issue 24 §4).
error-hand-discard-first = Primero descarta hasta tu Tamaño Máximo de Mano: te { $count ->
        [one] sobra una carta
       *[other] sobran { $count } cartas
    } por encima de { $size }. Usa el menú de tu robo, /mano mostrar o /mano descartar; hasta entonces no puedes hacer trampa ni volver a robar con una Piedra de Alma.
