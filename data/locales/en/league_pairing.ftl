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
