## /help: playing by post (issue 23): pace, notices, the board, the log, /games, threads, undo,
## and what places without the bot cannot do.

help-topic-post = Jugar por correo
help-topic-post-desc = Ritmo, el tablero, el registro, tus partidas, deshacer
help-page-post = Una partida puede durar días y cada jugador responde cuando puede:
    `/mesa ritmo ritmo:Post` hace que cada paso espere días en lugar de minutos (`/partida empezar ritmo:` lo fija para una partida), y solo el jugador al que le toca algo recibe un aviso, una vez y con un enlace (`/avisar modo:dm` para recibirlo por MD, o `none`).
    Cada partida tiene un tablero: un mensaje, fijado donde el bot puede fijar mensajes, que muestra siempre el encuentro, el turno, la iniciativa, los PV, las Piedras de Alma, el tamaño de las manos, las intrigas comprometidas, a quién le toca y los últimos sucesos. Se edita unos segundos después de una ráfaga de jugadas, nunca una vez por jugada. `/partida estado` te lo muestra en privado, con un enlace.
    `/partida registro` te cuenta qué ha pasado desde tu último movimiento (`turno:3` desde un turno); `/partida terminar` adjunta el registro completo como archivo. `/partidas` lista tus partidas, duelos y pasos abiertos en todos los servidores, con lo que te toca y un enlace, también en tu MD con el bot.
    `/partida empezar oponente:@Ana hilo:True` juega la partida en su propio hilo, así un canal reúne varias partidas. `/partida deshacer` muestra el último paso de registro (un avance de turno, PV, Piedras de Alma) y lo deshace cuando tu rival está de acuerdo; una carta que alguien vio nunca vuelve atrás.
    Donde solo un jugador instaló el bot (un MD de grupo, un servidor sin él), no hay tablero, ni recordatorios en el canal (solo por MD) ni hilos: `/partida estado` y `/partida registro` siguen funcionando. Allí Discord solo deja al bot editar un mensaje durante 15 minutos, así que el mensaje de un paso puede quedarse atrás con sus botones: al pulsarlo se pone al día y te dice en privado cómo está el paso.
