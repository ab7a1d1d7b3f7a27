## Pace (issue 22): how long a step that waits on a person waits, and where the bot is not a member

cmd-table-pace = pace
cmd-table-pace-desc = How long this table's steps wait for an answer: minutes, days, or until cancelled
opt-table-pace-pace = pace
opt-table-pace-pace-desc = Live (minutes), post (days) or none (leave empty to see the current one)
opt-table-pace-reminder_hours = reminder_hours
opt-table-pace-reminder_hours-desc = At post pace: hours between reminders to the player who owes an answer
opt-table-pace-reminders = reminders
opt-table-pace-reminders-desc = At post pace: how many reminders at most (0 to 3)
opt-game-pace = pace
opt-game-pace-desc = This game's pace (leave empty to play at the table's)
choice-pace-live = Live: answers within minutes
choice-pace-post = Post: answers within days
choice-pace-none = None: wait until someone cancels
pace-live-text = live (a step waits { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    })
pace-post-text = post (a step waits { $days ->
        [one] { $days } day
       *[other] { $days } days
    }; a reminder every { $hours ->
        [one] hour
       *[other] { $hours } hours
    }, at most { $count })
pace-none-text = none (a step waits until someone cancels it)
table-pace-set = { $by } set this table's pace to { $pace }. Steps already waiting keep their time.
game-pace-line = This game's pace: { $pace }
pace-note-no-bot = Fatebot is not a member here, so it cannot send reminders, and it can update a step's message only within 15 minutes of the last command or button press on it (Discord's limit); after that, the next button press brings the message up to date.
error-pace-unknown = "{ $value }" is not a pace. Known: { $known }.
error-pace-reminder-hours = Reminders come every { $min } to { $max } hours, not every { $value }.
error-pace-reminders = At most { $max } reminders, not { $value }.
table-error-no-roles-here = A moderator role can be set only in a server that added Fatebot. Here the table's settings are changed by everyone at the table (in a group DM) or by members with Manage Channels (in a server).
flip-choice-until-date = The flipper may switch cards with the buttons until { $time }.
pace-live-quiet = No whose-move notices at live pace.
opt-table-pace-live_notices = live_notices
opt-table-pace-live_notices-desc = At live pace: tell players whose move it is (off: the table hears it, as on a call)
