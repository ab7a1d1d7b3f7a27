## The game's log (issue 23): one line per public event, /game log, and the file at /game end.

cmd-game-log = log
cmd-game-log-desc = What happened in this game since your last move (or since a turn)
opt-game-log-turn = turn
opt-game-log-turn-desc = Show everything from the start of this turn instead

game-log-start = { $first } and { $second } started a game: { $edition }, { $season }, deployment { $deployment }, strategy { $strategy }.
game-log-strategy = { $who } chose the strategy { $strategy }.
game-log-turn-end = Turn { $turn } ended.
game-log-turn-end-over = Turn { $turn } ended, and with it the game.
game-log-end-check = End check: { $card } against { $target }.
game-log-turn = Turn { $turn } began ({ $who }).
game-log-initiative = { $first } goes first (initiative: { $cards }).
game-log-initiative-no-flip = { $first } goes first (no initiative flip).
game-log-vp-strategy = { $who } { $vp ->
    [one] scored 1 VP
   *[other] scored { $vp } VP
} for the strategy (total { $total }).
game-log-vp-scheme = { $who } { $vp ->
    [one] scored 1 VP
   *[other] scored { $vp } VP
} for { $scheme } (total { $total }).
game-log-soulstones = { $who }'s soulstone pool changed by { $change } to { $pool }.
game-log-flip = { $who } flipped { $cards } and used { $card }.
game-log-flip-switched = { $who } switched the flip of { $cards } to { $card }.
game-log-cheat = { $who } cheated with { $card }.
game-log-duel = Duel: { $sides }. { $outcome }
game-log-duel-side = { $who } { $card } (total { $total })
game-log-duel-winner = { $who } won.
game-log-duel-no-winner = Nobody won.
game-log-duel-damage = { $damage } damage.
game-log-duel-success = Success against TN { $tn }.
game-log-duel-failure = Failure against TN { $tn }.
game-log-reveal = { $who } revealed the scheme { $scheme } (commitment { $commitment }).
game-log-lapse = A step waiting for { $players } lapsed; the rules' defaults applied.
game-log-undo = { $who } and the opponent undid step #{ $seq }.
game-log-end-concede = { $who } conceded; the game ended.
game-log-end-over = { $who } closed the finished game.
game-log-end-early = { $who } ended the game early, with the opponent's agreement.
game-log-other = ({ $kind })

game-log-title = Game log: { $first } vs { $second }
game-log-since-action = Since your last move:
game-log-since-turn = From turn { $turn }:
game-log-nothing-new = Nothing has happened since your last move.
game-log-no-turn = Turn { $turn } has not begun in this game.
game-log-more = …and { $count } earlier events: `/game log turn:` shows a turn, and `/game end` attaches the whole log.
game-log-file-note = The whole log of the game is attached.
