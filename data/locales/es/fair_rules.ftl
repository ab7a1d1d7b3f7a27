# Issue 24, secciones 2 y 3: elecciones secretas en los planes, y las reglas tal como las dicen las fuentes.

fulminato-error-flank-ranged = No se puede flanquear con armas a distancia: un ataque a distancia no admite flanqueadores (indicaste { $flankers }). Deja los flanqueadores en 0, o elige cuerpo a cuerpo.
