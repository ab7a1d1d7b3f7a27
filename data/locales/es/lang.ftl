# Un idioma por partida para sus mensajes públicos (bot/ui/game/language.py).
lang-game-table = -# Mensajes públicos de esta partida: { $language }, el idioma de esta mesa (un moderador lo cambia con `{ $command }`).
lang-game-fixed = -# Los mensajes públicos de esta partida se quedan en { $language }, juegue quien juegue; las respuestas privadas llegan en el idioma de cada jugador. Un moderador puede fijar el idioma de la mesa con `{ $command }`.
