# Egy pillantással olvasható válaszok: címsorok, a „Még egy flip” gomb, a /game start önmaga elleni hibája.
glance-flip-again = Még egy flip
game-error-opponent-self = Nem játszhatsz önmagad ellen: ellenfélként az asztal másik játékosát add meg.
