# De quién es el turno: el aviso a un jugador de que le toca, sus recordatorios y /avisar.
notice-line = { $who }: te toca — { $owed }. { $link }
notice-reminder = { $who }: recordatorio, todavía te toca — { $owed }. { $link }
notice-owed-duel-accept = aceptar o rechazar el duelo
notice-owed-duel-soulstone = tu elección de Piedra de Alma en el duelo
notice-owed-duel-choose = elegir tu carta en el duelo
notice-owed-duel-cheat = tu ventana para hacer trampa
notice-owed-initiative = la iniciativa
notice-owed-discard = el paso de descarte
notice-owed-soulstone-draw = tu robo con Piedra de Alma
notice-owed-scheme = elegir tu plan
notice-no-reminders-here = El bot no es miembro de este canal, así que aquí no pueden llegar recordatorios; `/avisar modo:dm` te los envía por MD.
cmd-notify = avisar
cmd-notify-desc = Cómo se te avisa de que te toca, en todas las mesas: una mención, un MD o nada
opt-notify-mode = modo
opt-notify-mode-desc = mención (por defecto), avisarme por MD o no mencionarme
choice-notify-mode-ping = mencionarme en el canal
choice-notify-mode-dm = avisarme por MD
choice-notify-mode-none = no mencionarme
notify-now-ping = Cuando te toque, el bot te mencionará en el canal de la mesa (en todas las mesas).
notify-now-dm = Cuando te toque, el bot te avisará por MD, con un enlace a los botones (en todas las mesas).
notify-now-none = El bot ya no te avisará de que te toca, en ninguna mesa; el paso pendiente sigue mostrando tu nombre.
help-topic-notices = De quién es el turno
help-topic-notices-desc = Avisos, recordatorios y /avisar
help-page-notices = Cuando un duelo, una iniciativa o un turno de `/partida` empieza a esperarte y no acabas de actuar tú, el bot publica una línea breve que solo te menciona a ti, dice qué te toca y enlaza a los botones. En una mesa que juega por correo, sigue un recordatorio tras el intervalo de la mesa (24 horas salvo otro ajuste, como mucho 3).
    `/avisar modo:dm` te envía la misma línea por MD, y `/avisar modo:none` los desactiva; una sola elección para todas las mesas. Donde solo tú instalaste el bot, el aviso es una respuesta al comando y los recordatorios solo llegan por MD.
