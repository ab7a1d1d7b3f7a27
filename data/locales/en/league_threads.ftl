## A league pair's own thread (bot/ui/game/league_thread.py) and the standings kept current (bot/ui/league/standings_post.py)

opt-league-admin-threads = threads
opt-league-admin-threads-desc = Where each pair's game thread opens (default: this channel)
league-thread-start-here = Press **Start the game**: Fatebot opens a thread for your game in this server and adds you both. Or start it at a table you both see: `/game start league:{ $code } round:{ $round }` with { $opponent } as the opponent.
league-thread-notice-link = Game thread: { $thread }
league-thread-error-started = This pairing's game has already started in its thread: { $thread }. Play it there.
league-thread-error-cannot = Fatebot cannot open this pair's thread: { $reason } Nothing was started. Start the game yourselves instead: one of you runs `/game start league:{ $code } round:{ $round }` with { $opponent } as the opponent, in a channel of the league's server that you both see.
league-thread-why-no-server = only a server has threads.
league-thread-why-room-gone = the channel the organisers chose for the threads ({ $channel }) is gone or hidden from Fatebot.
league-thread-why-channel = threads open only in text channels and forums.
league-thread-why-tag = that forum requires a tag on every post.
league-thread-why-permissions = Fatebot lacks these permissions there: { $permissions }.
league-thread-why-opponent = { $opponent } is not a member of this server, so they could not see the thread.
league-thread-room-no-bot = Fatebot is not a member of this server, so it cannot open threads for the pairs. Nothing was paired.
league-thread-room-permissions = Fatebot cannot open the pairs' threads in { $channel }: it lacks { $permissions } there. Nothing was paired; grant them, or choose another channel.
league-standings-post-title = **Standings** (kept current by Fatebot after each round; last closed round: { $round })
league-standing-you = You stand { $rank } of { $players }, with { $points } points.
