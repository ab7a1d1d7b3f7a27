# Issue 24, secciones 2 y 3: elecciones secretas en los planes, y las reglas tal como las dicen las fuentes.


odds-shared-pile = Una baraja compartida: ambos volteos salen del mismo mazo, primero el tuyo, y se cuentan juntos. La mano de tu rival está entre las cartas que no ves, así que no hay línea para ella.
