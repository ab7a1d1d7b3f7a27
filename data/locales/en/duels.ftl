# Errors raised by duels, duel flow, initiative, turns and random determinations (bot/rules).

## Duel set-up

error-duel-stat-out-of-range = A stat must be a whole number from { $min } to { $max }; “{ $value }” is not. Give the model's stat plus any bonus, e.g. `6`.
error-duel-tn-out-of-range = A target number (TN) must be from { $min } to { $max }; “{ $value }” is not. Give the action's TN, e.g. `12`.
error-duel-raise-step-out-of-range = The raise value must be from 1 to { $max }; “{ $value }” is not. Leave it empty for the usual 5.
error-duel-tn-suits-without-tn = Suits for the TN need a TN: give `tn` as well, or leave the TN suits out.
error-duel-resister-stat-missing = Give your model's resist stat (e.g. `Df 5` → `5`) to accept this duel.
error-damage-value-out-of-range = Damage values must be from 0 to { $max }; “{ $value }” is not. Give the action's weak/moderate/severe damage, e.g. `2 3 4`.
error-damage-flip-not-in-edition = { $edition } has no damage flip: damage is the action's fixed value plus raises. Use /duel to see your raises.

## Soulstones and empower

error-boost-soulstone-not-in-edition = { $edition } has no soulstone + or suit in duels. Empower instead: discard a card of value 5 or less from your hand for a + and its suit.
error-boost-one-soulstone = In { $edition } a model spends one soulstone per duel: choose either a + or a suit, not both.
error-boost-empower-not-in-edition = Empower is an M4E rule; in { $edition } spend a soulstone for a + or a suit instead.
error-boost-empower-too-high = { $card } is too high to empower with: choose a card of value { $max } or less from your hand.
error-boost-empower-exclusive = Empower already gives a + and the discarded card's suit; do not add a soulstone + or suit as well.
error-red-joker-suit-required = In { $edition } the Red Joker counts as one suit of your choice: pick Rams, Crows, Masks or Tomes.

## Relenting

error-relent-not-in-edition = { $edition } has no relenting: accept the duel and flip as usual.
error-relent-with-boost = A model that relents flips nothing, so it cannot spend a soulstone or empower. Relent without them, or accept the duel.
error-relent-enemy = Only a model targeted by a friendly model may relent; an enemy never may. To let your own model relent, start the opposed duel with yourself as the opponent.

## Steps of a duel

error-duel-wrong-phase = { $phase ->
    [awaiting-resister] This duel is still waiting for the opponent to accept it.
    [awaiting-initiator-boost] This duel is waiting for the attacker to declare soulstones.
    [choosing] This duel is waiting for a card to be chosen.
    [cheating] This duel is in its cheating step: cheat or keep your card.
    [done] This duel is already over.
   *[other] This duel has expired; start a new one.
}
error-duel-not-participant = You are not part of this duel; only its two players can act on it.
error-duel-not-your-turn = It is not your turn in this duel: waiting for <@{ $player }>.
error-duel-not-finished = This duel is not finished yet; its result comes once every card is chosen and every cheat is made or declined.
error-duel-cards-missing = This duel's cards are no longer in play (was a deck reset?). The duel cannot go on; start a new one.

## Cheating fate

error-cheat-negative-flip = You cannot cheat fate: your flip has a − left after cancelling.
error-cheat-black-joker = You cannot cheat fate: you flipped the Black Joker.
error-cheat-opponent-red-joker = You cannot cheat fate: your opponent's Red Joker locks you out.
error-cheat-relented = You relented, so there is no card of yours to cheat.
error-cheat-empty-hand = You have no cards in your hand to cheat with.
error-cheat-already-used = You already had your chance to cheat fate in this duel (each player gets one, cheating or not).
error-cheat-not-allowed = This flip cannot be cheated in this edition.

## Initiative

error-initiative-same-player = Initiative is between two different players: name your opponent.
error-initiative-turn = “{ $value }” is not a turn number; turns start at 1.
error-initiative-pass-tokens = Pass tokens must be from 0 to { $max }; “{ $value }” is not.
error-initiative-not-a-player = <@{ $player }> is not one of the two players of this initiative.
error-initiative-attacker-unknown = In M4E the attacker has initiative on turn 1: say who the attacker is (or run /encounter first).
error-initiative-last-activator-unknown = In M4E the player who did not activate the last model chooses initiative: say who activated last.
error-initiative-wrong-phase = { $phase ->
    [soulstones] This initiative is waiting for a soulstone decision.
    [cheating] This initiative is waiting for a cheat or a pass.
    [choosing] This initiative is waiting for the first player to be chosen.
    [done] This initiative is already decided.
   *[other] This initiative has expired; start it again.
}
error-initiative-not-participant = You are not one of the two players of this initiative.
error-initiative-not-your-turn = It is not your turn: waiting for <@{ $player }>.
error-initiative-endless-tie = The initiative flips tied { $rounds } times in a row (the decks hold too few different cards). Shuffle or reset a deck and try again.

## Turns, draw phase, VP and soulstones

error-draw-soulstone-not-in-edition = { $edition } has no soulstone draw; draw without it.
error-draw-discard-count = Discard exactly { $needed } cards to get back to { $size } (you chose { $given }).
error-game-turn = “{ $value }” is not a turn number; turns start at 1.
error-vp-turn-one = Nobody scores victory points at the end of turn 1 in { $edition }.
error-vp-negative = That would take the score below 0 (it is { $current }).
error-vp-strategy-cap = Strategy VP are capped at { $cap } in { $edition }; you have { $current }.
error-vp-scheme-cap = “{ $scheme }” can give at most { $cap } VP; it has given { $current }.
error-vp-schemes-total-cap = Schemes give at most { $cap } VP in all; you have { $current } from schemes.
error-vp-scheme-name = Give the scheme's name.
error-soulstones-negative = A number of soulstones cannot be negative (“{ $value }”).
error-soulstones-not-enough = Not enough soulstones: { $needed } needed, { $pool } in the pool.

## Random determinations

error-random-model-count = Give between 1 and { $max } candidate models (not { $value }).
error-random-model-choice = Candidate { $value } did not tie for the lowest card: choose one of { $allowed }.
error-random-player-same = A random player is picked between two different players: name your opponent.
error-random-player-endless-tie = The flips tied { $rounds } times in a row (the decks hold too few different cards). Shuffle or reset a deck and try again.
