# Quién organiza las ligas (en todo el servidor), y nombres que no pueden ser menciones.
league-error-name-mention = El nombre de una liga no puede contener una mención como { $mention }: ponle un nombre con palabras normales.
