# The board's fixes: its line once the game is over, and where the scheme pool and the seed are.
board-owed-over = Nobody: the game is over.
board-setup-above = -# The scheme pool and the SHA-256 of the Fate Deck's seed are in the game's setup message, and in /game status.
