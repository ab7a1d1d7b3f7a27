# Temporadas de liga: jugadores, rondas y emparejamientos, resultados, clasificación, el registro.

## Commands

cmd-league-join = unirse
cmd-league-join-desc = Únete a una liga como jugador (por su nombre aquí, o por su código en cualquier sitio)
cmd-league-leave = salir
cmd-league-leave-desc = Deja una liga (si ya te emparejaron, quedas retirado: tus partidas se mantienen)
cmd-league-standings = clasificación
cmd-league-standings-desc = La clasificación: puntos, luego diferencia de PV, fuerza del calendario, enfrentamiento directo
cmd-league-report = informar
cmd-league-report-desc = Informa del resultado de tu partida de una ronda (tu rival lo confirma)
cmd-league-record = registro
cmd-league-record-desc = Cada cambio en la temporada de la liga: quién lo hizo y cuándo
cmd-league-list = lista
cmd-league-list-desc = Todas las ligas de este servidor, con su compromiso y cuándo se crearon
opt-league-my_vp = mis_pv
opt-league-my_vp-desc = Los puntos de victoria que conseguiste
opt-league-opponent_vp = pv_rival
opt-league-opponent_vp-desc = Los puntos de victoria que consiguió tu rival
cmd-league-admin-pair = emparejar
cmd-league-admin-pair-desc = Empareja la ronda siguiente: suizo, todos contra todos o tus propias parejas
cmd-league-admin-player = jugador
cmd-league-admin-player-desc = Añade, quita o retira a un jugador de una liga
cmd-league-admin-result = resultado
cmd-league-admin-result-desc = Fija el resultado de una partida (prevalece sobre lo que informen los jugadores)
cmd-league-admin-points = puntos
cmd-league-admin-points-desc = Puntos por victoria, empate y derrota (3/1/0 si no los cambias)
cmd-league-admin-delete = borrar
cmd-league-admin-delete-desc = Borra una liga de la que nadie ha sorteado (una liga con sorteos se queda)
opt-league-admin-name = nombre
opt-league-admin-name-desc = El nombre de la liga
opt-league-admin-round = ronda
opt-league-admin-round-desc = El número de ronda
opt-league-admin-method = método
opt-league-admin-method-desc = Cómo emparejar: suizo (por clasificación, mínimas repeticiones), todos contra todos o tus parejas
opt-league-admin-deadline_days = plazo_días
opt-league-admin-deadline_days-desc = Días que tienen los jugadores para jugar la ronda (se les avisa cerca del final)
opt-league-admin-pairs = parejas
opt-league-admin-pairs-desc = Tus propias parejas: @Ana @Bela, @Cruz descanso (comas entre parejas)
opt-league-admin-action = acción
opt-league-admin-action-desc = Añadir al jugador, quitarlo (nunca emparejado) o retirarlo (sus partidas se mantienen)
opt-league-admin-user = usuario
opt-league-admin-user-desc = El jugador
opt-league-admin-user_vp = pv_usuario
opt-league-admin-user_vp-desc = Los puntos de victoria que consiguió ese jugador
opt-league-admin-opponent_vp = pv_rival
opt-league-admin-opponent_vp-desc = Los puntos de victoria que consiguió su rival
opt-league-admin-win = victoria
opt-league-admin-win-desc = Puntos por una victoria
opt-league-admin-draw = empate
opt-league-admin-draw-desc = Puntos por un empate
opt-league-admin-loss = derrota
opt-league-admin-loss-desc = Puntos por una derrota
choice-league-method-swiss = Suizo (por clasificación, mínimas repeticiones)
choice-league-method-round-robin = Todos contra todos
choice-league-method-manual = Mis propias parejas
choice-league-player-action-add = añadir
choice-league-player-action-remove = quitar
choice-league-player-action-drop = retirar

## Replies

league-season-title = **{ $name }** (código `{ $code }`)
league-player-joined = { $player } se ha unido a **{ $name }**: { $count } jugadores.
league-player-left = { $player } ha dejado **{ $name }**: { $count } jugadores.
league-pair-bye = { $player }: descansa (cuenta como victoria)
league-pair-open = { $first } contra { $second }: { $status }
league-pair-result = { $first } { $first_vp }–{ $second_vp } { $second }: { $status }
league-result-missing = sin resultado todavía
league-result-reported = informado por un jugador, falta el otro
league-result-confirmed = confirmado por los dos jugadores
league-result-disputed = en disputa: los informes de los jugadores no coinciden
league-result-set = fijado por un organizador
league-result-bye = descanso
league-method-swiss = suizo
league-method-round-robin = todos contra todos
league-method-manual = parejas a mano
league-no-deadline = sin plazo
league-round-not-paired = La ronda { $round } todavía no está emparejada.
league-round-pairs = **Ronda { $round }** ({ $method }), a jugar antes del { $deadline }:
league-report-how = Cada jugador informa de su resultado con /liga informar; un resultado cuenta cuando los dos coinciden.
league-report-waiting = Tu rival lo confirma con /liga informar (el mismo resultado desde su lado).
league-report-disputed = Vuestros informes no coinciden: poneos de acuerdo e informad de nuevo, o pedid a un organizador que lo fije.
league-standings-header = `#  ` jugador — puntos · V-E-D · dif. PV · calendario · directo
league-standings-row = `{ $rank }.` { $player } — **{ $points }** · { $wins }-{ $draws }-{ $losses } · { $vp } · { $strength } · { $h2h }
league-standings-rule = Victoria { $win }, empate { $draw }, derrota { $loss } puntos; los empates se deshacen por diferencia de PV, fuerza del calendario (los puntos de los rivales jugados) y enfrentamiento directo. † retirado.
league-no-players = Nadie se ha unido todavía: /liga unirse.
league-standings-open = { $count ->
    [one] Falta un resultado o está en disputa (aún no cuenta).
   *[other] Faltan { $count } resultados o están en disputa (aún no cuentan).
}
league-record-title = El registro ({ $count } cambios, el más reciente al final):
league-record-empty = Todavía no ha cambiado nada.
league-record-joined = { $when }: se unió { $players }
league-record-added = { $when }: { $by } añadió a { $players }
league-record-left = { $when }: { $players } dejó la liga
league-record-removed = { $when }: { $by } quitó a { $players }
league-record-dropped = { $when }: { $by } retiró a { $players }
league-record-points = { $when }: { $by } fijó los puntos en { $detail } (victoria/empate/derrota)
league-record-paired = { $when }: { $by } emparejó la ronda { $round } ({ $detail })
league-record-reported = { $when }: { $by } informó { $detail } en la ronda { $round } ({ $players })
league-record-set = { $when }: { $by } fijó la ronda { $round } ({ $players }) en { $detail }
league-code-line = Código `{ $code }` (únete desde cualquier servidor o desde el MD con el bot: /liga unirse), { $players } jugadores.
league-verify-pairs-ok = Ronda { $round } ({ $method }): las parejas son las que da la semilla. ✅
league-verify-pairs-bad = Ronda { $round } ({ $method }): las parejas guardadas NO son las que da la semilla. ❌
league-verify-pairs-hand = Ronda { $round }: emparejada a mano (el azar no tiene nada que comprobar).
league-list-title = **Ligas de { $server }** ({ $count }), de la más antigua a la más nueva:
league-list-line = • **{ $name }** (código `{ $code }`), creada el { $created }, compromiso `{ $commitment }`
league-list-empty = Este servidor todavía no tiene ninguna liga.
league-deleted = Liga **{ $name }** borrada (no se había sorteado ninguna ronda). Su compromiso era `{ $commitment }`.

## The season as a page (export)

league-html-intro = Temporada { $season }. Código { $code }: cualquiera puede ver esta liga y comprobarla con /liga verificar.
league-html-commitment = Compromiso (SHA-256 de la semilla secreta):
league-html-seed = Semilla (revelada):
league-html-standings = Clasificación
league-html-standings-columns = #|Jugador|Puntos|V-E-D|Diferencia de PV|Fuerza del calendario|Enfrentamiento directo
league-html-round = Ronda { $round } ({ $method })
league-html-deadline = Plazo:
league-html-pairs-columns = Jugador|Rival|Resultado|Estado
league-html-draws = Sorteos
league-html-draws-columns = Ronda|Estrategia|Despliegue|Planes
league-html-players = Jugadores
league-html-players-columns = Jugador|Se unió|Estado
league-html-dropped = retirado

## Errors

league-error-points-range = Los puntos por victoria, empate y derrota van de 0 a { $max }.
league-error-points-order = Una victoria da al menos los puntos de un empate, y un empate al menos los de una derrota.
league-error-pair-self = Un jugador no puede emparejarse consigo mismo.
league-error-vp-range = Los puntos de victoria van de 0 a { $max }.
league-error-too-few-players = Una ronda necesita al menos { $min } jugadores inscritos.
league-error-too-many-players = Una liga admite como mucho { $max } jugadores.
league-error-round-robin-over = El todos contra todos ha terminado: tiene { $rounds } rondas.
league-error-not-a-player = <@{ $user }> no es jugador de esta liga.
league-error-paired-twice = <@{ $user }> está en más de una pareja: cada jugador juega una vez por ronda.
league-error-no-pairs = Indica las parejas: @Ana @Bela, @Cruz descanso (comas entre parejas).
league-error-pairs-format = «{ $chunk }» no es una pareja: escribe dos jugadores (@Ana @Bela) o un jugador y descanso.
league-error-already-player = Ya eres jugador de esta liga.
league-error-full = Esta liga está completa ({ $max } jugadores).
league-error-round-paired = La ronda { $round } ya está emparejada.
league-error-round-order = Las rondas se emparejan en orden: la siguiente es la { $next }, no la { $round }.
league-error-no-game = No tienes ninguna partida que informar en la ronda { $round } de esta liga (sin emparejar o descansas).
league-error-unknown-ref = Aquí no hay ninguna liga «{ $ref }». Fuera de su servidor, nombra una liga por su código (8 caracteres, lo muestra /liga mostrar en su servidor).
league-error-other-server = La liga **{ $name }** es de otro servidor: solo sus propios organizadores la gestionan allí.
league-error-deadline-range = El plazo de una ronda va de 1 a { $max } días.
league-error-delete-drawn = La liga **{ $name }** tiene sorteos, así que se queda: una liga con sorteos no se puede borrar (así todo sorteo de un organizador queda a la vista).
league-error-draw-in-order = La ronda { $round } solo se sortea después de la ronda { $previous }: los sorteos nunca van por delante de la temporada.

## A league game's end

league-game-report = Liga **{ $name }**, ronda { $round }: { $first } { $first_vp }–{ $second_vp } { $second }. Cada jugador pulsa el botón para informar de este resultado; cuenta cuando lo han hecho los dos.
league-game-confirm = Informar de este resultado a la liga
league-game-not-yours = Solo los dos jugadores de esta partida informan de su resultado.

## Reminders and late results

league-reminder = { $who }: tu partida de **{ $name }** (código `{ $code }`), ronda { $round }, todavía no tiene resultado; la ronda termina el { $deadline }. Juégala e informa con /liga informar.
league-error-report-late = El plazo de la ronda { $round } ha terminado: ahora su resultado lo fija un organizador (/liga-admin resultado).
league-error-dropped = <@{ $user }> fue retirado de esta liga: sus partidas no reciben resultados nuevos.
league-error-method-unknown = «{ $method }» no es una forma de emparejar: suizo, todos contra todos o tus propias parejas.
