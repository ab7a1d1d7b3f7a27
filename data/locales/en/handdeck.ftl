## A running game's hands and decks follow the game; the settings that decide its cards wait for its end.

handdeck-error-not-your-game = This deck belongs to the game between { $first } and { $second }: only its players draw from it or discard to it until /game end.
handdeck-error-soulstone-in-game = In a running game the soulstone draw is a step of the draw phase: use the button on the turn message (it spends the soulstone from your pool).
handdeck-error-shuffle-in-game = This deck is in the game between { $first } and { $second }: it is shuffled only by the game itself, at the end of each turn. You can shuffle it after /game end.
handdeck-error-reset-in-game = This deck is in the game between { $first } and { $second }: nobody resets it, nor returns a hand to it, while the game runs. You can reset it after /game end.
handdeck-error-setting-game = The game between { $first } and { $second } is running at this table: its edition decides its cards, so /table game cannot change now. Change it after /game end.
handdeck-error-setting-deck = The game between { $first } and { $second } is running at this table: its decks decide its cards, so /table deck cannot change now. Change it after /game end.
handdeck-error-setting-fair_deck = The game between { $first } and { $second } is running at this table: its shuffles are already committed, so /table fair_deck cannot change now. Change it after /game end.
handdeck-logged = You are in a game here: this is public, written to the game's log and shown on its board (drawn cards are counted, never named; discarded cards are named, as they lie face up).
handdeck-discard-public = In this game a discard is public: the game's log names the cards, as they lie face up on the discard pile.
handdeck-log-drew = { $who } drew { $count ->
    [one] 1 card
   *[other] { $count } cards
} outside the game's steps (now holds { $held }).
handdeck-log-discarded = { $who } discarded { $count ->
    [one] 1 card
   *[other] { $count } cards
} outside the game's steps: { $cards } (now holds { $held }).
