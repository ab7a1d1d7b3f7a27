# La Fase de Activación termina cuando ambos bandos han terminado; una partida acabada por su último turno termina en el acto.
game-error-activations-left = La fase de activación aún no ha terminado; siguen activando: { $players }. Cada jugador pasa el turno con /partida hecho (cómo: «era mi última miniatura» o «no me quedan miniaturas por activar») hasta que ambos bandos hayan terminado; entonces /partida siguiente acaba el turno.
game-error-last-activator-differs = Según los pases de este turno, { $who } activó la última miniatura: omite última_activación o indica a { $who }.
game-over-by-rule-publishing = La partida ha terminado: acaba ahora igual que con /partida terminar, con la semilla del Mazo del Destino, el registro de la partida y el informe de suerte a continuación.
game-over-by-rule-end-failed = La partida ha terminado, pero su final no se pudo publicar ahora mismo ({ $reason }). Usa /partida terminar para publicar la semilla y el registro.
