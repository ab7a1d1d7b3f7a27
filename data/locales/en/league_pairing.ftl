# Leagues: pairings that anyone can recompute, drops and forfeits (bot/rules/league/pairing.py, season.py)
cmd-league-admin-forfeit = forfeit
cmd-league-admin-forfeit-desc = What the opponent of a dropped player gets for a game without a result
opt-league-admin-rule = rule
opt-league-admin-rule-desc = A win, a bye's points, or nothing until you set the result
choice-league-forfeit-win = a win
choice-league-forfeit-bye = a bye's points
choice-league-forfeit-organiser = the organiser decides
league-result-forfeit = forfeit (the opponent dropped)
league-record-forfeit = { $when }: round { $round }, { $players } (winner first): forfeit ({ $detail }), decided by { $by }
league-record-forfeit-rule = { $when }: { $by } set the forfeit for a dropped player's games to { $detail }
league-error-forfeited = The game of round { $round } was decided by forfeit: it takes no report.
league-error-forfeit-unknown = Unknown forfeit rule “{ $rule }”: win, bye or organiser.
league-paired-rematches = No pairing without a rematch exists: this round has the fewest possible, { $count ->
    [one] one rematch
   *[other] { $count } rematches
}.
opt-league-admin-stalled = stalled
opt-league-admin-stalled-desc = A game without a result at the deadline: you decide, both lose, or the one who reported wins
opt-league-admin-stalled_days = stalled_days
opt-league-admin-stalled_days-desc = Days after the deadline before that rule applies (0: at the deadline)
choice-league-stall-organiser = the organisers decide
choice-league-stall-both-lose = both players lose
choice-league-stall-reporter-wins = the one who reported wins by forfeit
league-closed-title = Organisers of **{ $name }**: round { $round } is over, and these games have no result:
league-closed-rule-organiser = Set each result with /league-admin result.
league-closed-rule-both-lose = The league's rule: both players lose each of them (recorded).
league-closed-rule-reporter-wins = The league's rule: where one player reported, they win by forfeit (recorded); set the others with /league-admin result.
league-record-stalled = { $when }: round { $round }, { $players }: no result by the deadline, the league's rule applied ({ $detail })
league-error-stall-days = The days after the deadline go from 0 to { $max }.
