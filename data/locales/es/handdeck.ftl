## Las manos y barajas de una partida en curso siguen a la partida; los ajustes que deciden sus cartas esperan a su final.

handdeck-error-not-your-game = Esta baraja es de la partida entre { $first } y { $second }: solo sus jugadores roban de ella o descartan a ella hasta /partida terminar.
handdeck-error-soulstone-in-game = En una partida en curso, robar con una piedra de alma es un paso de la fase de robo: usa el botón del mensaje del turno (gasta la piedra de alma de tu reserva).
handdeck-error-shuffle-in-game = Esta baraja está en la partida entre { $first } y { $second }: solo la baraja la propia partida, al final de cada turno. Podrás barajarla tras /partida terminar.
handdeck-error-reset-in-game = Esta baraja está en la partida entre { $first } y { $second }: nadie la reinicia ni le devuelve una mano mientras dura la partida. Podrás reiniciarla tras /partida terminar.
handdeck-error-setting-game = En esta mesa se está jugando la partida entre { $first } y { $second }: su edición decide sus cartas, así que /mesa juego no puede cambiar ahora. Cámbialo tras /partida terminar.
handdeck-error-setting-deck = En esta mesa se está jugando la partida entre { $first } y { $second }: sus barajas deciden sus cartas, así que /mesa baraja no puede cambiar ahora. Cámbialo tras /partida terminar.
handdeck-error-setting-fair_deck = En esta mesa se está jugando la partida entre { $first } y { $second }: sus barajados ya están comprometidos, así que /mesa baraja_verificable no puede cambiar ahora. Cámbialo tras /partida terminar.
handdeck-logged = Estás en una partida aquí: esto es público, queda en el registro de la partida y se muestra en su tablero (las cartas robadas se cuentan, nunca se nombran; las descartadas se nombran, porque quedan boca arriba).
handdeck-discard-public = En esta partida un descarte es público: el registro de la partida nombra las cartas, que quedan boca arriba en la pila de descartes.
handdeck-log-drew = { $who } robó { $count ->
    [one] 1 carta
   *[other] { $count } cartas
} fuera de los pasos de la partida (ahora tiene { $held }).
handdeck-log-discarded = { $who } descartó { $count ->
    [one] 1 carta
   *[other] { $count } cartas
} fuera de los pasos de la partida: { $cards } (ahora tiene { $held }).
