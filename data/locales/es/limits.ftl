# Límites contra abusos.

limit-error-cooldown = Estás empezando volteos, duelos e iniciativas más deprisa de lo que ninguna partida necesita. No se ha cambiado nada; vuelve a intentarlo dentro de { $seconds ->
        [one] { $seconds } segundo
       *[other] { $seconds } segundos
    }.
limit-error-open-duels = Ya tienes { $max } duelos o iniciativas esperando en esta mesa. Termina uno, o deja que caduque, y vuelve a intentarlo. No se ha cambiado nada.
limit-error-table-full = Esta mesa ya tiene { $max } duelos e iniciativas esperando. Terminad algunos y volved a intentarlo. No se ha cambiado nada.
