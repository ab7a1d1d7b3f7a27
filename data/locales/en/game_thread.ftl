## A game in its own thread (/game start thread:True): bot/ui/game/thread.py

opt-game-thread = thread
opt-game-thread-desc = Open a thread for this game and play it there (several games can share a channel)
game-thread-name = { $player } vs { $opponent } · { $edition }
game-thread-post = A game of Malifaux: { $player } against { $opponent }. Its setup follows.
game-thread-started = Your game has its own thread: { $thread }. That thread is the game's table: play /game next, /game score, /duel and the rest there.
game-thread-error-no-server = A game gets its own thread only in a server: DMs and group DMs have no threads. Nothing was started; leave `thread` empty to play here.
game-thread-error-no-bot = Fatebot is not a member of this server (only your own install of it is here), so it cannot open a thread. Nothing was started; leave `thread` empty to play here, or ask the server to add Fatebot.
game-thread-error-channel = Fatebot cannot open a thread from this channel: only text channels, forums and their threads have threads. Nothing was started.
game-thread-error-permissions = Fatebot needs these permissions here to open the game's thread: { $permissions }. Nothing was started; ask a server admin to grant them.
game-thread-error-player-permissions = You need these permissions here to open a thread, and Fatebot opens one only for someone who could: { $permissions }. Nothing was started; leave `thread` empty to play here.
game-thread-error-tag-required = This forum requires a tag on every post, and Fatebot picks none. Nothing was started; start the game from a channel without required tags, or ask a moderator to lift the requirement.
game-thread-error-left = The game did not start: { $reason } Fatebot could not delete the empty thread { $thread } it had opened for it; a moderator may delete it.
