# One language per game's public messages (bot/ui/game/language.py).
lang-game-table = -# Public messages of this game: { $language }, this table's language (a moderator changes it with `{ $command }`).
lang-game-fixed = -# Public messages of this game stay in { $language }, whoever plays; private replies come in each player's own language. A moderator can set the table's language with `{ $command }`.

# A hand DM names the place as the player knows it (bot/ui/common/place_names.py).
lang-hand-dm-title = { $count ->
    [0] Your hand in { $place } is empty.
    [one] Your hand in { $place }: one card
   *[other] Your hand in { $place }: { $count } cards
}
lang-place-group-named = the group DM “{ $name }”
lang-place-group-with = the group DM with { $name }
lang-place-no-bot = #{ $name } (a server without Fatebot)
lang-place-no-bot-unnamed = a channel of a server without Fatebot
lang-place-dm = your DM with Fatebot
lang-place-unknown = a group DM or a server without Fatebot
