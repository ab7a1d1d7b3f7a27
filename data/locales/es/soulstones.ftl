# Piedras de Alma gastadas en duelos desde la reserva de /partida, y el bloqueo y la reducción de daño de M3E.

## Commands

cmd-soulstone = piedra_de_alma
cmd-soulstone-desc = Gasta una Piedra de Alma fuera de un duelo (reducción de daño de M3E)
cmd-soulstone-reduce = reducir
cmd-soulstone-reduce-desc = M3E: gasta una Piedra de Alma y voltea para reducir en 1/2/3 el daño que sufres
opt-soulstone-damage = daño
opt-soulstone-damage-desc = El daño que sufre tu miniatura, ya determinado, antes de la reducción
opt-soulstone-edition = edición
opt-soulstone-edition-desc = Las reglas de qué edición usar (por defecto: el juego de la mesa)
opt-damage-block = bloqueo
opt-damage-block-desc = M3E: el jugador de la miniatura dañada gastó una Piedra de Alma para bloquear (− a este volteo)
opt-damage-victim = víctima
opt-damage-victim-desc = De quién es la Piedra de Alma que bloquea (en una /partida: tu oponente)

## Replies

soulstone-reduce-title = **Piedra de Alma: reducción de daño** ({ $edition }): { $player } gasta una Piedra de Alma y voltea.
soulstone-flipped = Volteadas: { $card }
soulstone-card = Carta: { $card } ({ $strength }: −{ $reduction })
soulstone-damage = Daño: { $before } → { $after }
soulstone-strength-weak = Débil
soulstone-strength-moderate = Moderado
soulstone-strength-severe = Grave
soulstone-strength-black-joker = Comodín Negro
soulstone-strength-red-joker = Comodín Rojo, Grave+1
soulstone-block-line = Se gastó una Piedra de Alma para bloquear: el volteo de daño tiene un − adicional.
soulstone-pools = Reservas de Piedras de Alma: { $pools }.
soulstone-pool-entry = { $player } { $count }

## Errors

soulstone-error-reduce-edition = La reducción de daño con Piedra de Alma es una regla de M3E; esto es { $edition }.
soulstone-error-block-edition = El bloqueo de un volteo de daño con Piedra de Alma es una regla de M3E; esto es { $edition }.
soulstone-error-damage-negative = El daño no puede ser negativo (indicaste { $damage }).
soulstone-error-pool-empty = { $player } tiene { $pool ->
    [one] 1 Piedra de Alma
   *[other] { $pool } Piedras de Alma
} en la reserva de esta partida; hacen falta { $needed }. Si la reserva está mal, añade piedras con /partida puntuación.
soulstone-error-block-victim = No juegas la partida de esta mesa: indica la víctima cuya Piedra de Alma bloquea.
