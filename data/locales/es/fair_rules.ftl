# Issue 24, secciones 2 y 3: elecciones secretas en los planes, y las reglas tal como las dicen las fuentes.

