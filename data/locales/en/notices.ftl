# Whose move: the notice that tells one player it is their move, its reminders, and /notify.
notice-line = { $who }: your move — { $owed }. { $link }
notice-reminder = { $who }: reminder, still your move — { $owed }. { $link }
notice-owed-duel-accept = accept or decline the duel
notice-owed-duel-soulstone = your soulstone choice in the duel
notice-owed-duel-choose = choose your card in the duel
notice-owed-duel-cheat = your cheat window
notice-owed-initiative = initiative
notice-owed-discard = the discard step
notice-owed-soulstone-draw = your soulstone draw
notice-owed-scheme = choose your scheme
notice-no-reminders-here = The bot is not a member of this channel, so no reminders can follow here; `/notify mode:dm` sends them by DM.
cmd-notify = notify
cmd-notify-desc = How you are told it is your move, at every table: a ping, a DM, or nothing
opt-notify-mode = mode
opt-notify-mode-desc = ping (the default), DM me instead, or don't ping me
choice-notify-mode-ping = ping me in the channel
choice-notify-mode-dm = DM me instead
choice-notify-mode-none = don't ping me
notify-now-ping = When it is your move, the bot mentions you in the table's channel (at every table).
notify-now-dm = When it is your move, the bot tells you by DM, with a link to the buttons (at every table).
notify-now-none = The bot no longer tells you when it is your move, at any table; the waiting step still names you.
help-topic-notices = Whose move
help-topic-notices-desc = Notices, reminders and /notify
help-page-notices = When a duel, an initiative or a `/game` turn starts waiting on you and you did not just act, the bot posts one short line that mentions only you, says what you owe and links to the buttons. At a table that plays by post, a reminder follows after the table's interval (24 hours unless set otherwise, at most 3).
    `/notify mode:dm` sends the same line by DM instead, and `/notify mode:none` stops them; one choice for every table. Where only you installed the bot, the notice is a reply to the command and reminders come only by DM.
