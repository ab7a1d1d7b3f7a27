# Errors raised by the core rules engine (cards, decks, modifiers, flips, editions).

error-modifiers-invalid = “{ $value }” is not a fate modifier. Use + or - signs (e.g. `++`, `-`, `+-`), a signed number (e.g. `+2`, `-1`), `0`, or leave it empty.
error-modifiers-too-long = Fate modifiers are at most { $max } characters, e.g. `++` or `-2`.
error-modifiers-too-many = “{ $value }” is more than { $max } modifiers; a flip never shows more than 4 cards, so use at most `+3` or `-3`.
error-deck-exhausted = Your deck has only { $available } cards left to flip or draw (the rest are in hands or in play); { $needed } are needed. Finish open duels or discard cards first.
error-hand-duplicate-card = You picked the same card twice.
error-hand-card-not-held = { $card } is not in your hand. Use /hand show to see what you hold.
error-flip-choice-not-allowed = The rules do not let you use that card in this flip.
error-edition-unknown = “{ $value }” is not an edition. Choose one of: { $known }.
