## Issue 24 §1: la información oculta nunca se filtra

# Semillas de liga
league-reveal-confirm = ¿Revelar la semilla de **{ $name }**? Todas las rondas de esta liga, sorteadas o no, salen de esta semilla: en cuanto sea pública, cualquiera podrá calcular cada ronda siguiente antes de que se sortee. Por eso, tras revelarla ya no se sortea ninguna ronda más de esta liga ({ $count ->
    [one] hasta ahora hay una ronda sorteada
   *[other] hasta ahora hay { $count } rondas sorteadas
}); para seguir con la temporada, crea una liga nueva con /league-admin create. Pulsa el botón para publicar la semilla, o descarta este mensaje para mantenerla en secreto.
league-reveal-button = Revelar la semilla
league-reveal-done = La semilla de { $name } ya es pública.
league-error-revealed = La semilla de { $name } ya se reveló, así que cualquiera puede calcular la ronda { $round } antes de sortearla: tras una revelación no se sortea ninguna ronda. Crea una liga nueva con /league-admin create para seguir con la temporada.

# Una respuesta que Discord puede haber mostrado aunque respondió con un error
reply-error-maybe-shown = Discord respondió a mi mensaje con un error, pero puede que ya lo haya mostrado, así que el comando sigue en pie (no se ha deshecho nada: las cartas que alguien pudo ver se quedan donde están). Busca la respuesta en el canal; si no está, lo que abrió caducará por sí solo.
