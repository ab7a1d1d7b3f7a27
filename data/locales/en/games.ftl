# /games: every game and waiting step a player is part of, in every server, with links.
cmd-games = games
cmd-games-desc = Your open games, duels and initiatives in every server, what you owe, with links
games-title = **Your games and waiting steps** ({ $count })
games-empty = You are not part of any open game, duel or initiative right now, in any server. `/game start` or `/duel opposed` starts one.
games-kind-game = Game
games-kind-duel = Duel
games-kind-initiative = Initiative
games-with = { $kind } with { $others }
games-alone = { $kind } against your own model
games-turn = turn { $turn }
games-setup = setting up
games-your-move = **your move:** { $owed }
games-your-move-plain = **your move**
games-nothing-owed = nothing asked of you right now
games-waiting = waiting for the others
games-no-link = link unknown: { $channel }
games-more = …and { $count } more (your moves come first).
