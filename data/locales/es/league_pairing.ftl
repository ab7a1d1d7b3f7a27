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
opt-league-admin-stalled = sin_resultado
opt-league-admin-stalled-desc = Partida sin resultado al llegar el plazo: decides tú, pierden ambos o gana quien informó
opt-league-admin-stalled_days = días_sin_resultado
opt-league-admin-stalled_days-desc = Días tras el plazo antes de aplicar esa regla (0: al llegar el plazo)
choice-league-stall-organiser = deciden los organizadores
choice-league-stall-both-lose = pierden ambos jugadores
choice-league-stall-reporter-wins = gana por incomparecencia quien informó
league-closed-title = Organizadores de **{ $name }**: la ronda { $round } ha terminado y estas partidas no tienen resultado:
league-closed-rule-organiser = Fijad cada resultado con /liga-admin resultado.
league-closed-rule-both-lose = Regla de la liga: ambos jugadores pierden cada una de ellas (queda registrado).
league-closed-rule-reporter-wins = Regla de la liga: donde un solo jugador informó, gana por incomparecencia (queda registrado); fijad las demás con /liga-admin resultado.
league-record-stalled = { $when }: ronda { $round }, { $players }: sin resultado en plazo, se aplicó la regla de la liga ({ $detail })
league-error-stall-days = Los días tras el plazo van de 0 a { $max }.
