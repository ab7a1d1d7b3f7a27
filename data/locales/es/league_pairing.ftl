# Ligas: emparejamientos que cualquiera puede recalcular, retiradas y victorias por incomparecencia
cmd-league-admin-forfeit = incomparecencia
cmd-league-admin-forfeit-desc = Qué recibe el rival de un jugador retirado en una partida sin resultado
opt-league-admin-rule = regla
opt-league-admin-rule-desc = Una victoria, los puntos de un descanso, o nada hasta que fijes el resultado
choice-league-forfeit-win = una victoria
choice-league-forfeit-bye = los puntos de un descanso
choice-league-forfeit-organiser = decide el organizador
league-result-forfeit = por incomparecencia (el rival se retiró)
league-record-forfeit = { $when }: ronda { $round }, { $players } (primero el ganador): incomparecencia ({ $detail }), decidida por { $by }
league-record-forfeit-rule = { $when }: { $by } fijó la incomparecencia de las partidas de un jugador retirado en { $detail }
league-error-forfeited = La partida de la ronda { $round } se decidió por incomparecencia: no admite informe.
league-error-forfeit-unknown = Regla de incomparecencia desconocida «{ $rule }»: win, bye u organiser.
league-paired-rematches = No existe ningún emparejamiento sin repetir rival: esta ronda tiene las menos posibles, { $count ->
    [one] una repetición
   *[other] { $count } repeticiones
}.
