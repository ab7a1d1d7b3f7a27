## El panel de volteos rápidos, devuelto al final (bot/ui/flip/panel.py)

panel-bottom = Al final
panel-moved = El panel se ha movido al final: { $link }
panel-moved-below = El panel se ha movido al final del chat.
help-panel-bottom = Las respuestas empujan el panel hacia arriba: **Al final** lo vuelve a publicar debajo del último mensaje, y el antiguo pierde sus botones. Cada pulsación se responde al momento, con su propia respuesta.
