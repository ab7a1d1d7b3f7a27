# /game undo: the last bookkeeping step (a turn advance, VP, a soulstone pool), with the opponent's agreement

cmd-game-undo = undo
cmd-game-undo-desc = Undo the last bookkeeping step (a turn advance, VP, soulstones) with your opponent's agreement
game-undo-step-vp = { $change } VP for { $player } (now { $total } VP; { $turn ->
    [0] setup
   *[other] turn { $turn }
}, { $when })
game-undo-step-vp-scheme = { $change } VP for { $player }, { $scheme } (now { $total } VP; { $turn ->
    [0] setup
   *[other] turn { $turn }
}, { $when })
game-undo-step-soulstones = soulstone pool { $change } for { $player } (now { $pool }; { $turn ->
    [0] setup
   *[other] turn { $turn }
}, { $when })
game-undo-step-turn = /game next began turn { $turn } ({ $when })
game-undo-step-turn-ended = /game next ended the game after turn { $turn } ({ $when })
game-undo-turn-back = Undoing it goes back to { $turn ->
    [0] the setup
   *[other] turn { $turn }
}. Cards drawn stay in the hands and cards flipped stay in the discard piles: a card anyone has seen is never put back.
game-undo-game-open = The game is open again.
game-undo-preview = The last bookkeeping step: { $step }.
game-undo-preview-ask = Undoing it needs { $opponent }'s agreement: the button posts your request in the channel.
game-undo-preview-referee = As a table moderator who is not playing, you can undo it yourself.
game-undo-ask-button = Ask my opponent to agree
game-undo-now-button = Undo it
game-undo-asked = Request posted: { $opponent } decides.
game-undo-ask = { $by } asks to undo the last bookkeeping step: { $step }. { $opponent }, do you agree?
game-undo-agree-button = Agree to undo it
game-undo-agreed = { $opponent } agreed with { $by } to undo: { $step }.
game-undo-by-referee = { $by } (table moderator) undid: { $step }.
game-undo-done = Undone.
game-undo-needs-agreement = Undoing a step needs { $opponent }'s agreement, or a table moderator who is not playing.
game-undo-error-nothing = There is no bookkeeping step left to undo in this game. Only turn advances (/game next), VP and soulstone pools (/game score) can be undone; flips and cards never are.
game-undo-error-stale = This is no longer the last bookkeeping step (it was undone already, or another step came after it): nothing was changed. Use /game undo again.
game-undo-error-changed = The game changed since that step in a way its log does not explain, so undoing it would be a guess: nothing was changed. Correct it with /game score.
game-undo-error-pool = The soulstone pool of { $player } is { $pool } now: taking that step back would leave it out of range (those stones were spent since). Nothing was changed; correct it with /game score.
game-undo-error-unreadable = The record of that step cannot be read, so it cannot be undone: nothing was changed.
