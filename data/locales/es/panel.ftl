## El panel de volteos rápidos, devuelto al final (bot/ui/flip/panel.py)

panel-bottom = Al final
panel-moved = El panel se ha movido al final: { $link }
panel-moved-below = El panel se ha movido al final del chat.
help-panel-bottom = Las respuestas empujan el panel hacia arriba: **Al final** lo vuelve a publicar debajo del último mensaje, y el antiguo pierde sus botones. Cada pulsación se responde al momento, con su propia respuesta.

## Una partida en el chat de texto de un canal de voz, en el estado del canal (bot/ui/game/voice_status.py)

voice-status-setup = Preparación
voice-status-turn = Turno { $turn }
voice-status-activates = activa { $who }
voice-status-waiting = se espera a { $who }
voice-status-score = { $first } { $first_vp }–{ $second_vp } { $second }
voice-status-someone = un jugador
