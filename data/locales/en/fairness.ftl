## Issue 24 §1: hidden information that never leaks

# League seeds
league-reveal-confirm = Reveal the seed of **{ $name }**? Every round of this league derives from this seed, drawn or not: once it is public, anyone can compute every later round before it is drawn. So after the reveal no further round is drawn for this league ({ $count ->
    [one] one round is drawn so far
   *[other] { $count } rounds are drawn so far
}); to go on with the season, create a new league with /league-admin create. Press the button to publish the seed, or dismiss this message to keep it secret.
league-reveal-button = Reveal the seed
league-reveal-done = The seed of { $name } is now public.
league-error-revealed = The seed of { $name } has been revealed, so anyone can compute round { $round } before it is drawn: no round is drawn after a reveal. Create a new league with /league-admin create to go on with the season.

# A reply Discord may have shown although it answered with an error
reply-error-maybe-shown = Discord answered my reply with an error, but it may have shown it already, so the command stands (nothing was undone: the cards anyone may have seen stay where they are). Look for the reply in the channel; if it is not there, what it opened lapses by itself.

# Games: what only the other player may allow
opt-game-end-concede = concede
opt-game-end-concede-desc = Concede the game: it ends at once and only your own schemes are revealed
game-end-ask = { $by } wants to end the game before its natural end. { $opponent }, do you agree? Every scheme still secret (yours too) is revealed when it ends. To end it alone, { $by } can concede (/game end concede:True), which reveals only their own schemes.
game-end-agree-button = Agree to end the game
game-end-agreed = { $opponent } agreed with { $by } to end the game.
game-end-needs-agreement = Ending the game before its natural end needs { $opponent }'s agreement, or a table moderator who is not playing.
game-conceded = { $player } conceded.
game-error-concede-not-playing = Only one of the two players can concede a game.
game-score-ask = { $by } wants to change the score of { $opponent }: { $change }. { $opponent }, do you agree?
game-score-agree-button = Agree to the change
game-score-agreed = { $opponent } agreed to the change { $by } asked for.
game-score-needs-agreement = Only { $opponent } changes their own score and soulstone pool (or agrees to your change), or a table moderator who is not playing.
game-change-strategy = strategy { $value } VP
game-change-scheme = { $scheme } { $value } VP
game-change-soulstones = soulstone pool { $value }
game-agree-not-yours = Only { $owner } can agree to this.
game-error-agreement-stale = This request was for an earlier game at this table: nothing was changed. Ask again.

# A flip from another player's deck needs that player's click
flip-request-button = Flip from my deck
flip-request-not-yours = Only { $owner } can flip from their own deck here.
random-player-ask = { $by } asks { $opponent } for a random player: both flip, the higher card is chosen. { $opponent }, press the button to flip from your deck.
encounter-ask = { $by } asks { $opponent } to generate the encounter: both flip from their own decks. { $opponent }, press the button to flip from your deck.
game-request-replaced = Replaced by a newer request.
game-request-lapsed = This request lapsed: nothing changed.
game-request-closed = This request is no longer open.
game-error-request-gone = This request is no longer open (answered, replaced by a newer one, or lapsed): nothing changed. Ask again if it is still wanted.
