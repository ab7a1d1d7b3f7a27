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
