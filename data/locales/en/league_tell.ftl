# Leagues: telling each player where they can see it (bot/ui/league/tell.py)
league-tell-paired = { $who }: round { $round } of **{ $name }** (code `{ $code }`): you play { $opponent }. Deadline: { $deadline }. { $encounter } { $start } Then report with the button at its end or /league report.
league-tell-bye = { $who }: round { $round } of **{ $name }** (code `{ $code }`): you have the bye (a win, no game to play).
league-tell-encounter = Encounter: { $strategy }, { $deployment }.
league-tell-no-encounter = The encounter is not drawn yet.
league-tell-confirm = { $who }: { $opponent } reported your game of round { $round } of **{ $name }** (code `{ $code }`) as { $score } (your VP first). Confirm it with the button, or report your own score with /league report.
league-tell-confirm-button = Confirm this score
league-tell-disputed = { $who }: your reports of round { $round } of **{ $name }** (code `{ $code }`) with { $opponent } differ. Agree and report again, or an organiser sets the result.
league-tell-dispute-organisers = Organisers of **{ $name }**: the reports of round { $round } between { $first } and { $second } differ; set the result with /league-admin result.
league-reminder-opponent = { $who }: your game against { $opponent } in **{ $name }** (code `{ $code }`) round { $round } has no result yet; the round ends { $deadline }. Play it and report it with /league report.
league-error-confirm-own = You reported this score yourself: your opponent confirms it.
league-error-confirm-not-yours = Only the opponent in that game of round { $round } confirms its score.
league-error-nothing-to-confirm = There is no report to confirm in that game of round { $round } (already confirmed, disputed or set).
league-tell-start-elsewhere = Start it where you both are, a server channel or a group DM (not a DM with the bot): `/game start league:{ $code } round:{ $round }` with { $opponent } as the opponent.
league-tell-start-button = Start the game
league-start-error-not-yours = Only the two players of this pairing start its game.
league-start-error-not-paired = That pairing is not in round { $round } of the league any more: see /league show.
league-start-error-played = That game of round { $round } has already been reported or decided: there is nothing left to start.
