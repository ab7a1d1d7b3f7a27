# Un idioma por partida para sus mensajes públicos (bot/ui/game/language.py).
lang-game-table = -# Mensajes públicos de esta partida: { $language }, el idioma de esta mesa (un moderador lo cambia con `{ $command }`).
lang-game-fixed = -# Los mensajes públicos de esta partida se quedan en { $language }, juegue quien juegue; las respuestas privadas llegan en el idioma de cada jugador. Un moderador puede fijar el idioma de la mesa con `{ $command }`.

# Un MD de mano nombra el lugar como lo conoce el jugador (bot/ui/common/place_names.py).
lang-hand-dm-title = { $count ->
    [0] Tu mano en { $place } está vacía.
    [one] Tu mano en { $place }: una carta
   *[other] Tu mano en { $place }: { $count } cartas
}
lang-place-group-named = el MD de grupo «{ $name }»
lang-place-group-with = el MD de grupo con { $name }
lang-place-no-bot = #{ $name } (un servidor sin Fatebot)
lang-place-no-bot-unnamed = un canal de un servidor sin Fatebot
lang-place-dm = tu MD con Fatebot
lang-place-unknown = un MD de grupo o un servidor sin Fatebot
