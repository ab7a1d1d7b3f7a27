# The activation phase ends when both sides are out; a game over by its last turn ends at once.
game-error-activations-left = The activation phase is not over yet; still activating: { $players }. Each player hands over with /game done (how: “that was my last model” or “I have no model left to activate”) until both sides are out; then /game next ends the turn.
game-error-last-activator-differs = The handovers of this turn say that { $who } activated the last model: leave out last_activation, or name { $who }.
game-over-by-rule-publishing = The game is over: it ends now as /game end does, with the Fate Deck's seed, the game's record and the luck report below.
game-over-by-rule-end-failed = The game is over, but its end could not be published just now ({ $reason }). Run /game end to publish the seed and the record.
