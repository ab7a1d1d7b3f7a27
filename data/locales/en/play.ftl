# Errors and notices of the play layer (tables, flips, hands, decks, open duels).

error-not-moderator = Only a table moderator can do that (Manage Channels or Manage Server, or the table's moderator role set with /table moderator_role).
error-table-game-unknown = “{ $value }” is not a game this bot plays. Choose one of: { $known }.
error-table-deck-mode-unknown = “{ $value }” is not a deck mode. Choose one of: { $known }.
error-table-language-unknown = “{ $value }” is not a supported language. Choose one of: { $known }, or automatic.
error-table-no-fate-deck = This table plays { $game }, which has no Fate Deck. Pick a Malifaux edition in the command's edition option, or change the table's game with /table game.
error-flip-unknown = That flip is no longer open, so its card can no longer be switched. Flip again with /flip.
error-flip-not-yours = Only the player who flipped can switch the card of this flip.
error-flip-expired = That flip was open too long and has closed; the card shown stands. Flip again with /flip if you need to.
error-hand-soulstone-not-in-edition = The { $edition } draw phase has no soulstone draw; use /hand draw without soulstone.
error-nothing-to-discard = Pick at least one card to discard.
error-duel-unknown = That duel is over or no longer exists. Start a new one with /duel.
error-duel-expired = That duel waited too long for an answer and lapsed: the rules' defaults were applied, as its message shows.
error-duel-against-yourself = You cannot duel yourself; pick another player at this table as the opponent.

# Shown on the public message of a flip or duel that lapsed.
play-duel-lapsed = This duel lapsed without an answer; its cards went to the discard pile.
play-flip-lapsed = This flip is closed; the card shown stands.

# A soulstone draw is not over until the hand is back to its size (issue 24 §4).
error-hand-discard-first = First discard back down to your hand size: { $count ->
        [one] one card
       *[other] { $count } cards
    } above { $size }. Use the menu of your draw, /hand show or /hand discard; until then you cannot cheat fate or draw with a soulstone again.
