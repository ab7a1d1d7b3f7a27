# League seasons: players, rounds and pairings, results, standings, the record (issue 26).

## Commands

cmd-league-join = join
cmd-league-join-desc = Join a league as a player (by its name here, or its code anywhere)
cmd-league-leave = leave
cmd-league-leave-desc = Leave a league (once paired, you are dropped: your games stay)
cmd-league-standings = standings
cmd-league-standings-desc = The league's standings: points, then VP difference, strength of schedule, head-to-head
cmd-league-report = report
cmd-league-report-desc = Report the score of your game of a round (your opponent confirms it)
cmd-league-record = record
cmd-league-record-desc = Every change to the league's season: who made it and when
cmd-league-list = list
cmd-league-list-desc = Every league of this server, with its commitment and when it was created
opt-league-my_vp = my_vp
opt-league-my_vp-desc = The victory points you scored
opt-league-opponent_vp = opponent_vp
opt-league-opponent_vp-desc = The victory points your opponent scored
cmd-league-admin-pair = pair
cmd-league-admin-pair-desc = Pair the next round: Swiss, round robin, or your own pairs
cmd-league-admin-player = player
cmd-league-admin-player-desc = Add, remove or drop a player of a league
cmd-league-admin-result = result
cmd-league-admin-result-desc = Set the result of a game (it stands over the players' reports)
cmd-league-admin-points = points
cmd-league-admin-points-desc = Points for a win, a draw and a loss (3/1/0 unless you change them)
cmd-league-admin-delete = delete
cmd-league-admin-delete-desc = Delete a league nobody drew from (a league with draws stays)
opt-league-admin-name = name
opt-league-admin-name-desc = The league's name
opt-league-admin-round = round
opt-league-admin-round-desc = The round number
opt-league-admin-method = method
opt-league-admin-method-desc = How to pair: Swiss (by standing, fewest rematches), round robin, or your own pairs
opt-league-admin-deadline_days = deadline_days
opt-league-admin-deadline_days-desc = Days the players have to play the round (players are reminded near the end)
opt-league-admin-pairs = pairs
opt-league-admin-pairs-desc = Your own pairs: @Ana @Bela, @Cruz bye (commas between pairs)
opt-league-admin-action = action
opt-league-admin-action-desc = Add the player, remove them (never paired) or drop them (their games stay)
opt-league-admin-user = user
opt-league-admin-user-desc = The player
opt-league-admin-user_vp = user_vp
opt-league-admin-user_vp-desc = The victory points that player scored
opt-league-admin-opponent_vp = opponent_vp
opt-league-admin-opponent_vp-desc = The victory points their opponent scored
opt-league-admin-win = win
opt-league-admin-win-desc = Points for a win
opt-league-admin-draw = draw
opt-league-admin-draw-desc = Points for a draw
opt-league-admin-loss = loss
opt-league-admin-loss-desc = Points for a loss
choice-league-method-swiss = Swiss (by standing, fewest rematches)
choice-league-method-round-robin = Round robin (everyone meets everyone)
choice-league-method-manual = My own pairs
choice-league-player-action-add = add
choice-league-player-action-remove = remove
choice-league-player-action-drop = drop

## Replies

league-season-title = **{ $name }** (code `{ $code }`)
league-player-joined = { $player } joined **{ $name }**: { $count } players.
league-player-left = { $player } left **{ $name }**: { $count } players.
league-pair-bye = { $player }: a bye (a win)
league-pair-open = { $first } against { $second }: { $status }
league-pair-result = { $first } { $first_vp }–{ $second_vp } { $second }: { $status }
league-result-missing = no result yet
league-result-reported = reported by one player, waiting for the other
league-result-confirmed = confirmed by both players
league-result-disputed = disputed: the players' reports differ
league-result-set = set by an organiser
league-result-bye = bye
league-method-swiss = Swiss
league-method-round-robin = round robin
league-method-manual = pairs by hand
league-no-deadline = no deadline
league-round-not-paired = Round { $round } is not paired yet.
league-round-pairs = **Round { $round }** ({ $method }), to play by { $deadline }:
league-report-how = Each player reports their score with /league report; a result counts once both agree.
league-report-waiting = Your opponent confirms it with /league report (the same score from their side).
league-report-disputed = Your reports differ: agree on the score and report again, or ask an organiser to set it.
league-standings-header = `#  ` player — points · W-D-L · VP diff · schedule · head-to-head
league-standings-row = `{ $rank }.` { $player } — **{ $points }** · { $wins }-{ $draws }-{ $losses } · { $vp } · { $strength } · { $h2h }
league-standings-rule = Win { $win }, draw { $draw }, loss { $loss } points; ties broken by VP difference, strength of schedule (the points of the opponents played), then head-to-head. † dropped.
league-no-players = Nobody has joined yet: /league join.
league-standings-open = { $count ->
    [one] One result is still missing or disputed (not counted yet).
   *[other] { $count } results are still missing or disputed (not counted yet).
}
league-record-title = The record ({ $count } changes, newest last):
league-record-empty = Nothing has changed yet.
league-record-joined = { $when }: { $players } joined
league-record-added = { $when }: { $by } added { $players }
league-record-left = { $when }: { $players } left
league-record-removed = { $when }: { $by } removed { $players }
league-record-dropped = { $when }: { $by } dropped { $players }
league-record-points = { $when }: { $by } set the points to { $detail } (win/draw/loss)
league-record-paired = { $when }: { $by } paired round { $round } ({ $detail })
league-record-reported = { $when }: { $by } reported { $detail } in round { $round } ({ $players })
league-record-set = { $when }: { $by } set round { $round } ({ $players }) to { $detail }
league-code-line = Code `{ $code }` (join from any server or the DM with the bot: /league join), { $players } players.
league-verify-pairs-ok = Round { $round } ({ $method }): the pairs are the ones the seed gives. ✅
league-verify-pairs-bad = Round { $round } ({ $method }): the stored pairs are NOT the ones the seed gives. ❌
league-verify-pairs-hand = Round { $round }: paired by hand (nothing for chance to check).
league-list-title = **Leagues of { $server }** ({ $count }), oldest first:
league-list-line = • **{ $name }** (code `{ $code }`), created { $created }, commitment `{ $commitment }`
league-list-empty = This server has no league yet.
league-deleted = League **{ $name }** deleted (no round had been drawn). Its commitment was `{ $commitment }`.

## The season as a page (export)

league-html-intro = Season { $season }. Code { $code }: anyone can look at this league and check it with /league verify.
league-html-commitment = Commitment (SHA-256 of the secret seed):
league-html-seed = Seed (revealed):
league-html-standings = Standings
league-html-standings-columns = #|Player|Points|W-D-L|VP difference|Strength of schedule|Head-to-head
league-html-round = Round { $round } ({ $method })
league-html-deadline = Deadline:
league-html-pairs-columns = Player|Opponent|Score|Result
league-html-draws = Draws
league-html-draws-columns = Round|Strategy|Deployment|Schemes
league-html-players = Players
league-html-players-columns = Player|Joined|Status
league-html-dropped = dropped

## Errors

league-error-points-range = Points for a win, a draw and a loss are between 0 and { $max }.
league-error-points-order = A win must give at least the points of a draw, and a draw at least those of a loss.
league-error-pair-self = A player cannot be paired with themselves.
league-error-vp-range = Victory points are between 0 and { $max }.
league-error-too-few-players = A round needs at least { $min } players who have joined.
league-error-too-many-players = A league holds at most { $max } players.
league-error-round-robin-over = The round robin is over: it has { $rounds } rounds.
league-error-not-a-player = <@{ $user }> is not a player of this league.
league-error-paired-twice = <@{ $user }> is in more than one pair: each player plays once a round.
league-error-no-pairs = Give the pairs: @Ana @Bela, @Cruz bye (commas between pairs).
league-error-pairs-format = “{ $chunk }” is not a pair: write two players (@Ana @Bela) or one player and bye.
league-error-already-player = You are already a player of this league.
league-error-full = This league is full ({ $max } players).
league-error-round-paired = Round { $round } is paired already.
league-error-round-order = Rounds are paired in order: the next round to pair is { $next }, not { $round }.
league-error-no-game = You have no game to report in round { $round } of this league (not paired, or a bye).
league-error-unknown-ref = There is no league “{ $ref }” here. Outside its own server, name a league by its code (8 characters, shown by /league show in its server).
league-error-other-server = League **{ $name }** belongs to another server: only its own organisers manage it there.
league-error-deadline-range = A round's deadline is between 1 and { $max } days.
league-error-delete-drawn = League **{ $name }** has draws, so it stays: a league with draws cannot be deleted (that keeps every draw an organiser made visible).
league-error-draw-in-order = Round { $round } is drawn only after round { $previous }: draws never run ahead of the season.

## A league game's end

league-game-report = League **{ $name }**, round { $round }: { $first } { $first_vp }–{ $second_vp } { $second }. Each player presses the button to report this score; it counts once both have.
league-game-confirm = Report this score to the league
league-game-not-yours = Only the two players of this game report its score.

## Reminders and late results

league-reminder = { $who }: your game of **{ $name }** (code `{ $code }`) round { $round } has no result yet; the round ends { $deadline }. Play it and report it with /league report.
league-error-report-late = Round { $round }'s deadline has passed: an organiser sets its result now (/league-admin result).
league-error-dropped = <@{ $user }> was dropped from this league: their games get no new result.
league-error-method-unknown = “{ $method }” is not a way to pair: Swiss, round robin or your own pairs.
