# Respuestas que se leen de un vistazo: titulares, el botón «voltear otra vez», el error de /game start contra uno mismo.
glance-flip-again = Voltear otra vez
game-error-opponent-self = No puedes jugar una partida contra ti mismo: indica como oponente al otro jugador de esta mesa.
