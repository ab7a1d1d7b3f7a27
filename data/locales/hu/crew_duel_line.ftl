# A duel from the crews on its public message (bot/ui/crew/duel_render.py models_line): the
# attacker model, its action and the target model, from the duel's start to its end.
crew-duel-line = Modellek: { $attacker } · { $action } → { $target }
crew-duel-line-untargeted = Modell: { $attacker } · { $action }
# The unit that starts the duel reads its models from the game again (bot/play/game/crews.py).
crew-duel-error-gone = A párbaj modelljei már nincsenek a játszma bandáiban: add ki újra a parancsot.
