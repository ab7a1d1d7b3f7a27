# Crews in a game (issue 44): blind crews committed and revealed together (docs/crews.md).

cmd-crew-choose = choose
cmd-crew-choose-desc = Choose your crew for this table's game, in secret until your opponent has chosen too

crew-game-committed = { $player } chose a crew in secret. Commitment:
crew-game-revealed-later = Both crews are revealed together once the other player has chosen.
crew-game-both-in = Both players have chosen: the crews are revealed.
crew-game-you-chose = You chose { $name } ({ $count ->
    [one] { $count } model
   *[other] { $count } models
}) for this game.
crew-game-salt = Salt: `{ $salt }`
crew-game-private-note = Only you see this until your opponent has chosen; then both crews are shown with their cards as they stand now.
crew-game-revealed = { $player }'s crew: { $name } ({ $faction })
crew-game-proof = -# Salt `{ $salt }`, commitment `{ $commitment }` (docs/crews.md shows how to check it).

crew-game-error-not-a-player = Only the game's two players choose crews.
crew-game-error-too-late = Crews are chosen during the setup, before turn 1.
crew-game-error-chosen = You have already chosen your crew for this game.

game-log-crew-chosen = { $who } chose a crew in secret (commitment { $commitment }).
game-log-crews-revealed = Crews revealed: { $crews }.
