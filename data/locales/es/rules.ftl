# Errores del motor de reglas (cartas, barajas, modificadores, volteos, ediciones).

error-modifiers-invalid = «{ $value }» no es un modificador del destino. Usa signos + o - (p. ej. `++`, `-`, `+-`), un número con signo (p. ej. `+2`, `-1`), `0`, o déjalo vacío.
error-modifiers-too-long = Los modificadores del destino tienen como mucho { $max } caracteres, p. ej. `++` o `-2`.
error-modifiers-too-many = «{ $value }» son más de { $max } modificadores; un volteo nunca muestra más de 4 cartas, así que usa como mucho `+3` o `-3`.
error-deck-exhausted = A tu baraja solo le quedan { $available } cartas para voltear o robar (el resto están en manos o en juego); hacen falta { $needed }. Termina los duelos abiertos o descarta cartas primero.
error-hand-duplicate-card = Has elegido la misma carta dos veces.
error-hand-card-not-held = { $card } no está en tu mano. Usa /mano mostrar para ver lo que tienes.
error-flip-choice-not-allowed = Las reglas no te dejan usar esa carta en este volteo.
error-edition-unknown = «{ $value }» no es una edición. Elige una de: { $known }.
