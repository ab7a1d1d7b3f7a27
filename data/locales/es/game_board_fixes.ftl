# Correcciones del tablero: su línea cuando la partida ha terminado, y dónde están la reserva de Intrigas y la semilla.
board-owed-over = Nadie: la partida ha terminado.
board-setup-above = -# La reserva de Intrigas y el SHA-256 de la semilla del Mazo del Destino están en el mensaje de inicio de la partida, y en /partida estado.
