# Errores de temporadas, generación de encuentros y sorteos de liga.

season-error-invalid = Este archivo de temporada no es válido:
    { $details }
    Corrige cada línea indicada arriba y vuelve a cargar el archivo. Los archivos incluidos en data/seasons muestran el formato.
season-error-too-large = Este archivo de temporada tiene { $size } caracteres; un archivo de temporada puede tener como mucho { $max }. Quita todo lo que no forme parte de la temporada.
season-error-unknown = «{ $value }» no es una temporada. Elige una de: { $known }.
season-error-no-default = No hay ninguna temporada incluida para { $edition }. Carga un archivo de temporada propio (estrategias y despliegues por palo, Intrigas por valor de carta) y elígelo con la opción de temporada.
season-error-unknown-scheme = «{ $scheme }» no es una Intriga de { $season }. Sus Intrigas son: { $known }.
season-error-no-turn-flip = «{ $strategy }» no tiene volteo por turno en { $season }. Solo voltean cada turno las Estrategias con una tabla de marcadores en el archivo de temporada.
encounter-error-strategy-decided = La Estrategia de este encuentro ya está decidida ({ $strategy }); no queda nada por elegir.
encounter-error-strategy-not-offered = «{ $value }» no es una de las Estrategias que puede elegir el atacante. Elige una de: { $choices }.
encounter-error-season-edition = { $season } es una temporada de { $season_edition }, no de { $edition }. Elige una temporada de { $edition }, o pon la edición en { $season_edition }.
league-error-seed-invalid = Una semilla de liga tiene exactamente 64 caracteres hexadecimales (0–9 y a–f), tal como la publica /liga-admin revelar; has dado { $length } caracteres. Copia la semilla entera sin espacios.
league-error-commitment-invalid = Un compromiso de liga tiene exactamente 64 caracteres hexadecimales (0–9 y a–f), el SHA-256 publicado por /liga-admin crear; has dado { $length } caracteres.
league-error-round-out-of-range = La ronda { $round } está fuera de rango: usa un número de ronda de { $min } a { $max }.
