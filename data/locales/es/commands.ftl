# Nombres y descripciones de comandos, opciones y opciones de elección (lo que Discord muestra).
# Nombres: minúsculas, sin espacios, como mucho 32 caracteres. Descripciones: como mucho 100.

## /flip

cmd-flip = voltear
cmd-flip-desc = Voltea cartas de tu Baraja del Destino en esta mesa
opt-flip-modifiers = modificadores
opt-flip-modifiers-desc = Modificadores del destino: +, ++, -, --, +2, -1, 0 o +- (vacío: ninguno)
opt-flip-reason = motivo
opt-flip-reason-desc = Para qué es el volteo; se muestra con el resultado
opt-flip-edition = edición
opt-flip-edition-desc = Usa las reglas de otra edición para este volteo

## /hand

cmd-hand = mano
cmd-hand-desc = Tu Mano de Control en esta mesa
cmd-hand-draw = robar
cmd-hand-draw-desc = Fase de Robo: roba hasta el tamaño máximo de mano de tu edición
opt-hand-draw-soulstone = piedra_de_alma
opt-hand-draw-soulstone-desc = Gasta una Piedra de Alma para robar cartas extra y luego descarta hasta el máximo (M2E/M3E)
cmd-hand-show = mostrar
cmd-hand-show-desc = Muestra tu mano en privado y actualiza tu mensaje directo de la mano
cmd-hand-discard = descartar
cmd-hand-discard-desc = Elige cartas de tu mano para descartar

## /deck

cmd-deck = baraja
cmd-deck-desc = Las Barajas del Destino de esta mesa
cmd-deck-status = estado
cmd-deck-status-desc = Cartas de cada baraja, mano y Pila de Descarte de esta mesa
cmd-deck-shuffle = barajar
cmd-deck-shuffle-desc = Baraja tu Pila de Descarte de vuelta en tu baraja
cmd-deck-reset = reiniciar
cmd-deck-reset-desc = Una baraja nueva de 54 cartas (tu mano vuelve a la baraja)
opt-deck-reset-player = jugador
opt-deck-reset-player-desc = Reinicia la baraja de otro jugador (solo moderadores de la mesa)

## /panel

cmd-panel = panel
cmd-panel-desc = Publica un panel de volteo rápido: Voltear, +, ++, −, −−, Mano

## /table

cmd-table = mesa
cmd-table-desc = Ajustes de la mesa (cambiarlos requiere un moderador de la mesa)
cmd-table-game = juego
cmd-table-game-desc = El juego al que se juega en esta mesa
opt-table-game-game = juego
opt-table-game-game-desc = El juego o la edición (déjalo vacío para ver el actual)
cmd-table-deck = baraja
cmd-table-deck-desc = Una baraja por jugador, o una baraja compartida por todos
opt-table-deck-mode = modo
opt-table-deck-mode-desc = Barajas personales o compartida (déjalo vacío para ver el modo actual)
cmd-table-language = idioma
cmd-table-language-desc = El idioma de las respuestas del bot en esta mesa
opt-table-language-language = idioma
opt-table-language-language-desc = Un idioma, o el de cada jugador (déjalo vacío para ver el actual)
cmd-table-moderator_role = rol_moderador
cmd-table-moderator_role-desc = El rol que puede cambiar los ajustes de esta mesa y reiniciar barajas
opt-table-moderator_role-role = rol
opt-table-moderator_role-role-desc = El rol de moderador (déjalo vacío para quitarlo)

## /roll

cmd-roll = tirar
cmd-roll-desc = Tira dados en notación estándar, p. ej. 2d6+3 o 4d6kh3
opt-roll-expression = expresión
opt-roll-expression-desc = Notación de dados, p. ej. 1d20+5, 3d6, 4d6kh3, 2d10ro1

## /help

cmd-help = ayuda
cmd-help-desc = Qué hace Fatebot, con ejemplos

## Choices

choice-edition-m4e = Malifaux Cuarta Edición (M4E)
choice-edition-m3e = Malifaux Tercera Edición (M3E)
choice-edition-m2e = Malifaux Segunda Edición (M2E)
choice-game-fulminato = Fulminato
choice-game-doomtrooper = Doomtrooper
choice-deck-personal = Personal: una baraja por jugador
choice-deck-shared = Compartida: una baraja para toda la mesa
choice-language-auto = El idioma de cada jugador
choice-language-en = English
choice-language-es = Español
choice-language-hu = Magyar
