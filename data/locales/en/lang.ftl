# One language per game's public messages (bot/ui/game/language.py).
lang-game-table = -# Public messages of this game: { $language }, this table's language (a moderator changes it with `{ $command }`).
lang-game-fixed = -# Public messages of this game stay in { $language }, whoever plays; private replies come in each player's own language. A moderator can set the table's language with `{ $command }`.
