# /help, "Playing by post": how an activation is handed over by chat (bot/ui/help/render.py).
help-post-handover = **Pasar el turno.** Cuando termine la activación de tu miniatura, pulsa **Hecho: pasar** en el tablero o usa `/partida hecho nota:Lady Justice cargó`; `cómo:` indica que era tu última miniatura, que no te quedan, o gasta una ficha de pase de M3E. Al oponente se le avisa una vez de que le toca, y el tablero dice a quién le toca. `/partida avisar` se lo recuerda una vez por activación si se le olvida.
# /game score: what of the command was applied and what was not (bot/ui/game/score.py).
game-score-partly = Se aplicó el resto de tu `/partida puntuación`; esta parte no:
    { $problems }
