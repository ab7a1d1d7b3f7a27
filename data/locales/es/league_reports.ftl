# Issue 41: informes que sustituyen, Confirmar solo el informe vigente, disputas a los
# organizadores, avisos en el idioma de cada lector.
league-error-result-stands = El resultado de tu partida de la ronda { $round } ya es firme: lo confirmasteis los dos jugadores o lo fijó un organizador. Un organizador puede fijar otro con `/liga-admin resultado`.
league-error-confirm-stale = Este botón confirma un informe de la ronda { $round } que fue sustituido: confirma el más reciente, en el mensaje más reciente, o informa tu propio resultado con /liga informar.
league-tell-confirm-replaced = { $who }: ~~Sustituido~~: este informe de la ronda { $round } de **{ $name }** (código `{ $code }`) fue sustituido por otro más reciente, en un mensaje más reciente.
league-tell-confirm-closed = { $who }: Aquí ya no hay nada que confirmar: la partida de la ronda { $round } de **{ $name }** (código `{ $code }`) está confirmada, en disputa o decidida. `/liga mostrar nombre:{ $code }` muestra cómo está.
league-tell-dispute-organiser = { $who }Disputa en **{ $name }** (código `{ $code }`): los informes de la ronda { $round } entre { $first } y { $second } no coinciden; fija el resultado con /liga-admin resultado.
cmd-league-admin-disputes = disputas
cmd-league-admin-disputes-desc = Cómo te enteras de una disputa en esta liga: por MD, con una mención en este canal, o no
opt-league-admin-where = donde
opt-league-admin-where-desc = dm: un mensaje directo; here: una mención en este canal; off: dejar de avisar
choice-league-contact-dm = por MD
choice-league-contact-here = una mención en este canal
choice-league-contact-off = ya no
league-contact-dm = { $who } recibirá cada disputa de **{ $name }** por MD, una vez.
league-contact-here = { $who } recibirá cada disputa de **{ $name }** con una mención en este canal, una vez.
league-contact-off = { $who } ya no recibirá las disputas de **{ $name }**.
league-error-contact-where = Elige dm, o here en un canal del servidor donde el bot pueda escribir, u off.
league-record-contact = { $when }: { $by } eligió cómo enterarse de las disputas ({ $detail })
league-record-rematches = { $count ->
    [one] una revancha
   *[other] { $count } revanchas
}
league-record-stall-days = { $days ->
    [0] al vencer el plazo
    [one] un día después del plazo
   *[other] { $days } días después del plazo
}
league-result-late = informado tras el plazo: espera la decisión de un organizador
league-report-late = El plazo había vencido: tu informe se guarda, y un organizador lo acepta o aplica a la partida la incomparecencia de la liga.
league-error-not-late = Ningún informe de esa partida de la ronda { $round } llegó tras el plazo: fija su resultado con /liga-admin resultado.
league-error-late-differ = Los informes tardíos de esa partida de la ronda { $round } no coinciden: fija su resultado con /liga-admin resultado.
league-record-reported-late = { $when }: { $by } informó { $detail }, tras el plazo, ronda { $round } ({ $players })
league-record-late-accept = { $when }: { $by } aceptó el informe tardío { $detail }, ronda { $round } ({ $players })
league-record-late-forfeit = { $when }: { $by } aplicó la incomparecencia de la liga a la partida tardía de la ronda { $round } ({ $players })
league-tell-late-organiser = { $who }Informe tardío en **{ $name }** (código `{ $code }`): la partida de la ronda { $round } entre { $first } y { $second } se informó tras el plazo. Acéptalo o aplica la incomparecencia de la liga con /liga-admin tardío.
league-tell-late-organisers = Organizadores de **{ $name }**: la partida de la ronda { $round } entre { $first } y { $second } se informó tras el plazo; espera /liga-admin tardío (aceptar, o la incomparecencia de la liga).
cmd-league-admin-late = tardío
cmd-league-admin-late-desc = Un informe tras el plazo: acepta su resultado o aplica a la partida la incomparecencia de la liga
opt-league-admin-decision = decisión
opt-league-admin-decision-desc = accept: cuenta el resultado informado; forfeit: la regla de la liga para partidas sin resultado
choice-league-late-accept = aceptar el resultado informado
choice-league-late-forfeit = la incomparecencia de la liga
