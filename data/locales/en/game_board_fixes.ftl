# The board's fixes: its line once the game is over, and where the encounter and the seed are.
board-owed-over = Nobody: the game is over.
board-setup-above = -# The encounter (strategy, deployment, scheme pool) and the Fate Deck's seed commitment are in the game's setup message, and in /game status.
