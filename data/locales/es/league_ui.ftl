# /league: nombres de comandos, respuestas y errores.

## Commands

cmd-league = liga
cmd-league-desc = Ligas: sorteos que cualquiera comprueba, jugadores, resultados y clasificación
cmd-league-create = crear
cmd-league-create-desc = Crea una liga: una semilla secreta, con su compromiso SHA-256 publicado ya
cmd-league-draw = sortear
cmd-league-draw-desc = Sortea el encuentro de una ronda con la semilla de la liga (se sortea una vez y se guarda)
cmd-league-show = mostrar
cmd-league-show-desc = Las rondas de la liga, o una ronda completa
cmd-league-export = exportar
cmd-league-export-desc = Todas las rondas sorteadas en un archivo CSV
cmd-league-reveal = revelar
cmd-league-reveal-desc = Publica la semilla de la liga para que cualquiera pueda recalcular cada sorteo
cmd-league-verify = verificar
cmd-league-verify-desc = Recalcula cada ronda guardada a partir de la semilla revelada (o de una dada)
cmd-league-season = temporada
cmd-league-season-desc = Carga un archivo de temporada propio (TOML): súbelo o pégalo en un formulario
cmd-league-season_remove = quitar_temporada
cmd-league-season_remove-desc = Quita una de las temporadas propias de este servidor
opt-league-name = nombre
opt-league-name-desc = El nombre de la liga (en su servidor) o su código de 8 caracteres (en cualquier sitio)
opt-league-season = temporada
opt-league-season-desc = La temporada de la que sortea la liga (incluida o propia)
opt-league-stalled = sin_resultado
opt-league-stalled-desc = Partida sin resultado al llegar el plazo: decides tú, pierden ambos o gana quien informó
opt-league-stalled_days = días_sin_resultado
opt-league-stalled_days-desc = Días tras el plazo antes de aplicar esa regla (0: al llegar el plazo)
opt-league-round = ronda
opt-league-round-desc = El número de ronda (de 1 a 999)
opt-league-show-round-desc = Una ronda que mostrar completa (vacío: todas las rondas en breve)
opt-league-seed = semilla
opt-league-seed-desc = Una semilla que comprobar (64 caracteres hexadecimales); vacío: la semilla revelada de la liga
opt-league-season-file = archivo
opt-league-season-file-desc = El archivo de temporada (.toml); vacío: pégalo en un formulario
opt-league-season_remove-season-desc = La temporada propia que quitar

## Replies

league-created = Liga **{ $name }** creada por { $by } con la temporada { $season }.
    Compromiso (SHA-256 de la semilla secreta): `{ $commitment }`
    El encuentro de cada ronda se deriva de esa semilla. /liga-admin revelar publica la semilla más adelante, para que cualquiera pueda comprobar cada sorteo frente a este compromiso.
league-round-title = **{ $name }**, ronda { $round } — { $season }
league-round-stored = Esta ronda la sorteó { $by } el { $when }; este es el sorteo guardado.
league-round-unreadable = El sorteo guardado de esta ronda no se puede leer; sus campos tal como se guardaron:
league-sides-note = El primer y el segundo bando son los dos jugadores de cada emparejamiento (con /partida empezar, el jugador que empieza la partida es el primer bando).
league-show-title = **Liga { $name }** — { $season }
league-commitment = Compromiso: `{ $commitment }`
league-seed = Semilla (revelada): `{ $seed }`
league-seed-secret = Semilla: secreta hasta /liga-admin revelar.
league-no-rounds = Aún no se ha sorteado ninguna ronda: /liga-admin sortear.
league-rounds = { $count ->
    [one] Una ronda sorteada:
   *[other] { $count } rondas sorteadas:
}
league-round-line = Ronda { $round }: { $strategy } · { $deployment } · { $schemes }
league-strategy-open = el atacante elige ({ $choices })
league-truncated = … y { $count } más (usa /liga-admin exportar para verlo todo).
league-export = Liga **{ $name }**: { $count } rondas en CSV (compromiso `{ $commitment }`).
league-revealed = Liga **{ $name }**: la semilla es `{ $seed }`.
    Compruébalo: el SHA-256 de la semilla debe ser el compromiso `{ $commitment }` publicado al crearla. Después recalcula las { $count } rondas guardadas con /liga verificar o con el script de docs/leagues.md.
league-verify-title = **Verificación de la liga { $name }**
league-verify-revealed-seed = Recalculado a partir de la semilla revelada.
league-verify-given-seed = Recalculado a partir de la semilla que has dado.
league-verify-commitment-ok = Compromiso: OK (el SHA-256 de la semilla es el compromiso publicado).
league-verify-commitment-bad = Compromiso: NO COINCIDE (el SHA-256 de esta semilla no es el compromiso publicado).
league-verify-checked = { $count ->
    [one] Se ha recalculado una ronda guardada.
   *[other] Se han recalculado { $count } rondas guardadas.
}
league-verify-mismatches = { $count } campos guardados difieren del recálculo, en las rondas { $rounds }:
league-verify-mismatch = ronda { $round }, { $field }: guardado «{ $stored }», recalculado «{ $expected }»
league-verify-ok = Resultado: todos los sorteos guardados coinciden.
league-verify-failed = Resultado: NO COINCIDE.
league-season-saved = Temporada propia **{ $name }** ({ $id }, { $edition }) cargada. Elígela con la opción temporada de /encuentro, /liga-admin crear y /partida empezar.
league-season-replaced = La temporada propia **{ $name }** ({ $id }, { $edition }) se ha sustituido por el archivo nuevo. Las ligas existentes conservan el archivo de temporada con el que se crearon.
league-season-removed = Temporada propia **{ $name }** ({ $id }) quitada. Las ligas existentes conservan su copia.
league-season-modal-title = Pega un archivo de temporada
league-season-modal-label = Archivo de temporada (TOML)
league-season-modal-placeholder = id = "mi-liga" … (el formato de los archivos de data/seasons)

## Errors

league-error-not-organiser = Solo los organizadores de la liga pueden hacer eso: miembros con Gestionar servidor, o el rol de organizador del servidor (/liga-admin rol_organizador). El rol de moderador de una mesa no cuenta.
league-error-name-invalid = El nombre de una liga tiene de 1 a { $max } caracteres, sin saltos de línea ni caracteres de control (el tuyo tiene { $length }).
league-error-name-taken = Este servidor ya tiene una liga llamada «{ $name }». Elige otro nombre.
league-error-too-many = Este servidor ya tiene { $max } ligas.
league-error-unknown = No hay ninguna liga «{ $name }» en este servidor. Ligas aquí: { $known }.
league-error-season-needed = Elige la temporada de la liga.
league-error-round-not-drawn = La ronda { $round } de { $name } aún no se ha sorteado: la sortea un organizador con /liga-admin sortear.
league-error-not-revealed = La semilla de { $name } sigue siendo secreta: revélala primero con /liga-admin revelar, o indica una semilla que comprobar.
league-created-stall = Partidas sin resultado { $days ->
        [0] al llegar el plazo de una ronda
        [one] un día después del plazo de una ronda
       *[other] { $days } días después del plazo de una ronda
    }: { $rule }. /liga-admin incomparecencia lo cambia.
