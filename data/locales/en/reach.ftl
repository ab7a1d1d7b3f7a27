# Where commands work: servers, servers without the bot (user install), DMs, group DMs.
error-server-only = This command works only in a server that added Fatebot (server install), because it needs the server's roles or settings. Ask a server manager to add the bot, or play with the other commands here.
error-opponent-not-in-dm = { $player } cannot see this DM with the bot. Play against someone in a server or a group DM, where both of you can see the table.
error-opponent-not-in-group = { $player } is not in this group DM. Pick someone who is here.
hand-dm-unreachable = Discord does not let me send you your hand by direct message here: add Fatebot to your apps (its "Add App" button) or join a server that has it. Until then, /hand show always shows your hand here, privately.

# A press on a step's message the bot could no longer edit (where it is not a member, past Discord's 15 minutes).
step-stale-moved-on = This message fell behind: its step moved on while the bot could no longer edit it here (where the bot is not a member, Discord allows edits for 15 minutes only). Nothing was changed by your press. The message now shows where the step stands: { $link }
    `/game status` shows your game, `/games` where each of your games and steps waits.
