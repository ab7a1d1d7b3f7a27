## Ritmo (issue 22): cuánto espera un paso que depende de una persona, y dónde el bot no es miembro

cmd-table-pace = ritmo
cmd-table-pace-desc = Cuánto esperan los pasos de esta mesa una respuesta: minutos, días o hasta que alguien cancele
opt-table-pace-pace = ritmo
opt-table-pace-pace-desc = En vivo (minutos), por correo (días) o sin límite (déjalo vacío para ver el actual)
opt-table-pace-reminder_hours = horas_aviso
opt-table-pace-reminder_hours-desc = Al ritmo por correo: horas entre recordatorios a quien debe responder
opt-table-pace-reminders = avisos
opt-table-pace-reminders-desc = Al ritmo por correo: cuántos recordatorios como máximo (de 0 a 3)
opt-game-pace = ritmo
opt-game-pace-desc = El ritmo de esta partida (déjalo vacío para jugar al de la mesa)
choice-pace-live = En vivo: respuestas en minutos
choice-pace-post = Por correo: respuestas en días
choice-pace-none = Sin límite: esperar hasta que alguien cancele
pace-live-text = en vivo (un paso espera { $minutes ->
        [one] { $minutes } minuto
       *[other] { $minutes } minutos
    })
pace-post-text = por correo (un paso espera { $days ->
        [one] { $days } día
       *[other] { $days } días
    }; un recordatorio cada { $hours ->
        [one] hora
       *[other] { $hours } horas
    }, como máximo { $count })
pace-none-text = sin límite (un paso espera hasta que alguien lo cancele)
table-pace-set = { $by } ha puesto el ritmo de esta mesa en { $pace }. Los pasos que ya están esperando conservan su plazo.
game-pace-line = Ritmo de esta partida: { $pace }
pace-note-no-bot = Fatebot no es miembro de este lugar: aquí no puede enviar recordatorios y solo puede actualizar el mensaje de un paso durante los 15 minutos siguientes al último comando o botón pulsado en él (el límite de Discord); después, el siguiente botón que se pulse lo pone al día.
error-pace-unknown = «{ $value }» no es un ritmo. Los que hay: { $known }.
error-pace-reminder-hours = Los recordatorios llegan cada { $min } a { $max } horas, no cada { $value }.
error-pace-reminders = Como máximo { $max } recordatorios, no { $value }.
table-error-no-roles-here = Solo se puede elegir un rol de moderador en un servidor que haya añadido Fatebot. Aquí cambian los ajustes de la mesa todos los que están en ella (en un MD de grupo) o los miembros con Gestionar canales (en un servidor).
flip-choice-until-date = Quien voltea puede cambiar de carta con los botones hasta el { $time }.
pace-live-quiet = Sin avisos de turno al ritmo en vivo.
opt-table-pace-live_notices = avisos_en_vivo
opt-table-pace-live_notices-desc = Al ritmo en vivo: avisar a quien le toca (off: la mesa lo oye, como en una llamada)
