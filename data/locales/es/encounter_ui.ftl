# /encounter: nombres de comandos, la respuesta y los errores de encuentros y temporadas propias.

## Command

cmd-encounter = encuentro
cmd-encounter-desc = Genera un encuentro: atacante, Estrategia, despliegue y reserva de Intrigas
opt-encounter-edition = edición
opt-encounter-edition-desc = El procedimiento de qué edición usar (por defecto: el juego de esta mesa)
opt-encounter-season = temporada
opt-encounter-season-desc = Una temporada de Gaining Grounds, o una de las temporadas propias de este servidor
opt-encounter-opponent = oponente
opt-encounter-opponent-desc = Tu oponente: cada uno voltea de su propia baraja (vacío: el bot voltea por ambos)

## The reply

enc-title-opponent = **Encuentro** ({ $edition }, { $season }): { $player } contra { $opponent }
enc-title-alone = **Encuentro** ({ $edition }, { $season }) para { $player }: el bot volteó ambos bandos de una baraja nueva
enc-season = { $name } ({ $id })
enc-season-custom = { $name } ({ $id }, temporada propia)
enc-side-bot-opponent = el oponente
enc-side-first = primer bando
enc-side-second = segundo bando
enc-scenario-flips = Volteos del escenario (la carta más alta ataca):
enc-scheme-flips = Volteos de Intrigas de { $who } (cinco valores distintos):
enc-flip-used = { $who }: { $card }
enc-flip-scheme = { $who }: { $card } → { $scheme }
enc-flip-joker-reflipped = { $who }: { $card } — un comodín, se voltea de nuevo
enc-flip-tie-reflipped = { $who }: { $card } — mismo valor que el otro bando, ambos voltean de nuevo
enc-flip-duplicate-reflipped = { $who }: { $card } — ese valor ya está en la reserva, se voltea de nuevo
enc-flip-reshuffled = (primero se barajó la Pila de Descarte en la baraja)
enc-flips-compact = Volteos ({ $count }, en orden: carta y resultado): { $flips }
enc-attacker = Atacante: { $who } ({ $card })
enc-defender = Defensor: { $who } ({ $card })
enc-strategy-prefix = Estrategia:
enc-strategy = Estrategia: { $strategy } (palo del atacante: { $suit })
enc-strategy-open = Estrategia: { $who } elige una de { $choices } (lo decidió el Comodín Rojo)
enc-strategy-chosen = Estrategia: { $strategy } (elegida por { $who })
enc-strategy-placeholder = Atacante: elige la Estrategia
enc-no-suit = sin palo
enc-deployment = Despliegue: { $deployment } (palo del defensor: { $suit })
enc-schemes = Reserva de Intrigas ({ $count }):
enc-scheme-by-value = { $value }: { $scheme }
enc-scheme-card = { $scheme } → siguiente disponible: { $next }
enc-reshuffled-after-setup = Las barajas se volvieron a barajar a 54 cartas tras la preparación.

## Errors

encounter-error-opponent-self = No puedes jugar contra ti mismo: indica otro jugador como oponente, o déjalo vacío y el bot voltea por ambos bandos.
encounter-error-opponent-bot = { $player } es un bot y no tiene Baraja del Destino: indica un jugador como oponente, o déjalo vacío y el bot voltea por ambos bandos.
encounter-error-not-attacker = Solo el atacante ({ $attacker }) elige la Estrategia.
season-error-file-too-large = Ese archivo tiene { $size } bytes; un archivo de temporada puede tener como mucho { $max }. Sube solo el archivo TOML de la temporada.
season-error-not-utf8 = Ese archivo no es texto UTF-8 (el byte { $position } no es válido). Guarda el archivo de temporada como UTF-8 y vuelve a subirlo.
season-error-id-shipped = «{ $id }» es el id de una temporada incluida. Dale a tu temporada su propio id (p. ej. «{ $id }-liga») y vuelve a cargarla.
season-error-too-many = Este servidor ya tiene { $max } temporadas propias. Quita una primero con /liga-admin quitar_temporada.
season-error-not-custom = «{ $value }» no es una de las temporadas propias de este servidor (las temporadas incluidas no se pueden quitar).

# No season named (issue 24): which one was used.
season-defaulted-today = No se indicó temporada: { $season } ({ $id }), la temporada de { $edition } vigente hoy.
season-defaulted-server = No se indicó temporada: { $season } ({ $id }), la predeterminada de este servidor para { $edition } (/liga-admin temporada_predeterminada).
cmd-league-admin-default_season = temporada_predeterminada
cmd-league-admin-default_season-desc = La temporada que usa este servidor para una edición cuando no se indica ninguna
opt-league-admin-default_season-edition = edición
opt-league-admin-default_season-edition-desc = La edición cuya temporada predeterminada eliges
opt-league-admin-default_season-season = temporada
opt-league-admin-default_season-season-desc = La temporada (vacío: la temporada de la edición vigente cada día)
season-default-set = { $by } ha hecho de { $season } ({ $id }) la temporada predeterminada de este servidor para { $edition }.
season-default-cleared = { $by } ha quitado la temporada predeterminada de este servidor para { $edition }: se usa la vigente cada día (hoy { $season }).
