## El hilo propio de cada pareja de la liga (bot/ui/game/league_thread.py) y la clasificación al día (bot/ui/league/standings_post.py)

opt-league-admin-threads = hilos
opt-league-admin-threads-desc = Dónde se abre el hilo de la partida de cada pareja (por defecto: este canal)
league-thread-start-here = Pulsa **Empezar la partida**: Fatebot abre un hilo para vuestra partida en este servidor y os añade a los dos. O empezadla en una mesa que veáis los dos: `/partida empezar liga:{ $code } ronda:{ $round }` con { $opponent } como oponente.
league-thread-notice-link = Hilo de la partida: { $thread }
league-thread-error-started = La partida de este emparejamiento ya empezó en su hilo: { $thread }. Jugadla allí.
league-thread-error-cannot = Fatebot no puede abrir el hilo de esta pareja: { $reason } No se ha empezado nada. Empezad la partida vosotros: uno de los dos ejecuta `/partida empezar liga:{ $code } ronda:{ $round }` con { $opponent } como rival, en un canal del servidor de la liga que veáis los dos.
league-thread-why-no-server = solo un servidor tiene hilos.
league-thread-why-room-gone = el canal que eligieron los organizadores para los hilos ({ $channel }) ya no existe o Fatebot no lo ve.
league-thread-why-channel = los hilos solo se abren en canales de texto y foros.
league-thread-why-tag = ese foro exige una etiqueta en cada publicación.
league-thread-why-permissions = a Fatebot le faltan estos permisos allí: { $permissions }.
league-thread-why-opponent = { $opponent } no es miembro de este servidor, así que no podría ver el hilo.
league-thread-room-no-bot = Fatebot no es miembro de este servidor, así que no puede abrir hilos para las parejas. No se ha emparejado nada.
league-thread-room-permissions = Fatebot no puede abrir los hilos de las parejas en { $channel }: le falta { $permissions } allí. No se ha emparejado nada; concede esos permisos o elige otro canal.
league-standings-post-title = **Clasificación** (Fatebot la mantiene al día tras cada ronda; última ronda cerrada: { $round })
league-standing-you = Vas en el puesto { $rank } de { $players }, con { $points } puntos.
