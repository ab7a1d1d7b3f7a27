# /help: un resumen y una página por tema (elegido en un menú). Los comandos escritos como `/nombre opciones`
# entre comillas invertidas se muestran como menciones de comando, en el idioma de Discord de cada lector.
help-overview = Empieza con `/voltear` o `/voltear modificadores:+`, `/duelo simple atributo:6 número_objetivo:12` y `/mano robar`. Elige un tema en el menú de abajo para ver más, con ejemplos. Los comandos aparecen en tu propio idioma de Discord: pulsa uno para usarlo.
help-menu-placeholder = Elige un tema
help-topic-overview = Resumen
help-topic-overview-desc = Qué hace Fatebot, en breve
help-topic-flips = Volteos
help-topic-flips-desc = /voltear, modificadores, el panel de volteo rápido, dados
help-topic-duels = Duelos
help-topic-duels-desc = Duelos simples y opuestos, burlar al destino, daño, iniciativa
help-topic-hands = Manos y barajas
help-topic-hands-desc = Tu Mano de Control, tu baraja, privacidad
help-topic-encounters = Encuentros
help-topic-encounters-desc = Estrategia, despliegue e Intrigas
help-topic-leagues = Ligas
help-topic-leagues-desc = Sorteos justos y comprobables para organizadores
help-topic-games = Partidas
help-topic-games-desc = El control de turnos: turnos, PV, Piedras de Alma
help-topic-fulminato = Fulminato
help-topic-fulminato-desc = Combate con dados: iniciativa, acciones, ataques
help-topic-doomtrooper = Doomtrooper
help-topic-doomtrooper-desc = Guerreros, combate y sabotaje
help-topic-settings = Ajustes
help-topic-settings-desc = Ajustes de la mesa y quién puede cambiarlos
help-topic-readings = Lecturas de las reglas
help-topic-readings-desc = Donde los libros callan
help-page-encounters = `/encuentro oponente:@Ana` voltea para atacante y defensor: la Estrategia sale del palo del atacante, el despliegue del palo del defensor, y luego la reserva de Intrigas, mostrando cada volteo.
    `/encuentro edición:m3e` usa otra edición; sin oponente, el bot voltea para ambos bandos de una baraja nueva.
    «⚠ sin verificar» marca una correspondencia que el archivo de temporada toma de una sola fuente de la comunidad.
help-page-leagues = Los organizadores (Gestionar servidor o el rol de organizador) llevan los sorteos de una liga:
    `/liga-admin crear nombre:Primavera temporada:m4e-gg1` publica el SHA-256 de una semilla secreta antes de cualquier sorteo.
    `/liga-admin sortear nombre:Primavera ronda:1` sortea el encuentro de la ronda con esa semilla; `/liga mostrar nombre:Primavera` muestra los sorteos y `/liga-admin exportar nombre:Primavera` los da en CSV.
    `/liga-admin revelar nombre:Primavera` publica la semilla al final; entonces cualquiera puede comprobar cada sorteo con `/liga verificar nombre:Primavera`.
    Los jugadores se unen con `/liga unirse nombre:Primavera` (desde otro servidor o el MD con el bot, con el código de la liga), informan con `/liga informar` y siguen `/liga clasificación`; los organizadores emparejan cada ronda con `/liga-admin emparejar` (suizo, todos contra todos o a mano).
help-page-games = Un control de turnos para una partida de Malifaux en esta mesa:
    `/partida empezar oponente:@Ana` prepara el encuentro y las reservas de Piedras de Alma (añade `liga:` y `ronda:` para una partida de liga); `/partida empezar oponente:@Ana hilo:True` da a la partida su propio hilo, así varias partidas comparten un canal.
    `/partida siguiente` hace la fase de robo, la iniciativa y el rebarajado de fin de turno; `/partida puntuación estrategia:1` anota PV (los de una Intriga: añade `intriga:`, elegida de la reserva, y `pv_intriga:`); `/partida terminar` comprueba el final de la partida y publica el resumen.
    `/iniciativa oponente:@Ana atacante:@Ana` decide la iniciativa por sí sola, según el procedimiento de la edición (`atacante:` indica quién atacó: en M4E tiene la iniciativa en el turno 1).
    Intrigas secretas: `/intriga elegir` elige las tuyas en un menú privado y publica al instante un compromiso SHA-256; `/intriga revelar` muestra una con su sal para que cualquiera la compruebe; `/intriga ver` lista los compromisos de la partida. M3E: `/piedra_de_alma reducir` gasta una Piedra de Alma para reducir el daño.
    Por mensajes: `/partida hecho nota:Lady Justice cargó` pasa tu activación (igual que el botón Hecho del tablero; `cómo:` indica que era tu última miniatura, que no te quedan o gasta una ficha de pase de M3E) y se avisa una vez a tu rival; `/partida avisar` se lo recuerda una vez por activación. `/partida registro` empieza por los pasos abiertos y `/partidas` nombra el servidor, el canal y la edición de cada partida.
help-page-fulminato = El combate con dados de Fulminato: `/fulminato añadir nombre:Ada mente:d8 gracia:d6` añade un combatiente, `/fulminato empezar` tira la iniciativa (Mente + Gracia, los empates se repiten, un asalto de sorpresa opcional), `/fulminato siguiente` pasa al siguiente y `/fulminato actuar` gasta puntos de acción.
    `/fulminato atacar` resuelve un ataque contra el desvío con rangos, parte dañada y daño, con cada dado a la vista; `/fulminato prueba dados:d8 d6 dificultad:8` es una prueba simple.
    `/fulminato enfrentada` es una tirada enfrentada (un empate niega al atacante); `/fulminato presa` apresa, mueve, ata o libera.
    Lecturas: un defensor sorprendido pierde el d6 pero conserva escudo y armadura; el flanqueo da un rango por flanqueador tras el primero (como mucho 3).
help-page-doomtrooper = El combate y el sabotaje de Doomtrooper: `/doomtrooper empezar oponente:@Ana`, y luego `/doomtrooper añadir` para cada guerrero (lucha, disparo, blindaje, valor).
    `/doomtrooper atacar` resuelve lucha o disparo contra el Blindaje (cobertura, primer golpe, herido o muerto); `/doomtrooper cobrar` cobra una recompensa; `/doomtrooper sabotear` sabotea; `/doomtrooper puntos` muestra los puntos de promoción y de destino.
    Lectura: las recompensas van al jugador del guerrero que mata.
help-page-settings = Cada mesa (un canal o hilo) tiene sus ajustes: `/mesa juego juego:M3E` elige el juego o la edición, `/mesa baraja modo:Compartida` da a la mesa una baraja compartida, `/mesa idioma idioma:Español` fija el idioma de las respuestas y `/mesa rol_moderador` indica el rol que puede cambiarlos. `/mesa ritmo ritmo:Por correo` hace que cada paso espere días en lugar de minutos (`Sin límite`: hasta que alguien cancele), y `/partida empezar ritmo:` fija el ritmo de una partida. `/mesa baraja_verificable activado:True` hace verificables también los barajados fuera de una partida: cada baraja publica el SHA-256 de su semilla secreta en su primer uso y revela la semilla con un registro al reiniciarse (ver el tema de la baraja verificable).
    Cualquiera puede consultarlos (el comando sin opción muestra el ajuste; rol_moderador sin rol lo quita); cambiarlos requiere Gestionar canales, Gestionar servidor o el rol de moderador.
