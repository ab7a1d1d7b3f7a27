## /help: playing by post (issue 23): pace, notices, the board, the log, /games, threads, undo,
## and what places without the bot cannot do.

help-topic-post = Playing by post
help-topic-post-desc = Pace, the board, the log, your games, undo
help-page-post = A game may stretch over days, each player answering when they can:
    `/table pace pace:Post` lets every step wait days instead of minutes (`/game start pace:` sets it for one game), and the one player who owes something is told once, with a link (`/notify mode:dm` for a DM instead, or `none`).
    Each game has a board: one message, pinned where the bot may pin, that always shows the encounter, the turn, initiative, VP, soulstones, hand sizes, the committed schemes, whose move it is and the last events. It is edited a few seconds after a burst of moves, never once per move. `/game status` shows it to you privately, with a link.
    `/game log` tells you what happened since your own last move (`turn:3` from a turn on); `/game end` attaches the whole log as a file. `/games` lists your open games, duels and steps in every server, with what you owe and a link, also in your DM with the bot.
    `/game start opponent:@Ana thread:True` plays the game in its own thread, so one channel holds several games. `/game undo` shows the last bookkeeping step (a turn advance, VP, soulstones) and takes it back once your opponent agrees; a card anyone saw never goes back.
    Where only a player installed the bot (a group DM, a server without it), there is no board, no reminder in the channel (only by DM) and no thread: `/game status` and `/game log` still work. Discord lets the bot edit a message there for 15 minutes only, so a step's message may fall behind and keep its buttons: a press on it brings it up to date and tells you privately where the step stands.
