# A duel from the crews on its public message (bot/ui/crew/duel_render.py models_line): the
# attacker model, its action and the target model, from the duel's start to its end.
crew-duel-line = Modelos: { $attacker } · { $action } → { $target }
crew-duel-line-untargeted = Modelo: { $attacker } · { $action }
# The unit that starts the duel reads its models from the game again (bot/play/game/crews.py).
crew-duel-error-gone = Los modelos de este duelo ya no están en las bandas de esta partida: vuelve a usar el comando.
