# Rules fixes of issue 12: M2E minimum stat, initiative options, draw-phase discard, pass tokens,
# Corrupted Idols markers.

rules-error-stat-below-minimum = In { $edition } a stat is never below { $min } (every attribute but Wounds has a minimum of 1, whatever the modifiers); “{ $value }” is not allowed. Give the stat as at least { $min }.
rules-error-model-count = A crew has from 0 to { $max } models; “{ $value }” is not a model count.
rules-error-models-and-pass-tokens = Give either the model counts (the bot works out the pass tokens) or the pass tokens, not both.
rules-error-initiative-holder-unknown = M3E: on equal initiative cards the previous initiative holder cheats first, and before turn 1 the attacker counts as that holder. Say who attacked with the `attacker` option (later turns use the holder this table recorded).
rules-error-initiative-attacker-m2e = `attacker` is for M3E (who cheats first on equal cards before turn 1) and M4E (turn 1's initiative); this initiative uses { $edition }. Leave it out.
rules-error-initiative-soulstones-m2e = Soulstone reflips of the initiative flip are an M2E rule; this initiative uses { $edition }. Leave `soulstone` and `opponent_soulstone` out.
opt-initiative-models = models
opt-initiative-models-desc = M3E: your crew's model count; the smaller crew gets the difference as pass tokens
opt-initiative-opponent_models = opponent_models
opt-initiative-opponent_models-desc = M3E: the opponent's model count (give both counts)
opt-initiative-soulstone = soulstone
opt-initiative-soulstone-desc = M2E: you have a soulstone to reflip with (remembered at this table)
opt-initiative-opponent_soulstone = opponent_soulstone
opt-initiative-opponent_soulstone-desc = M2E: the opponent has a soulstone to reflip with (remembered)
rules-error-models-both = Give both model counts, yours (`models`) and the opponent's (`opponent_models`).

## /game: the start-of-turn discard step, soulstone draw order, pass tokens, Corrupted Idols
rules-error-game-models-both = Give both crews' model counts: `attacker_models` and `defender_models`.
rules-error-discard-waiting = The turn is still at the discard step: waiting for { $players } (“Keep all my cards” or “Discard cards…” on the turn message).
rules-error-no-discard-step = There is no discard step waiting for you now: it comes at the start of a turn, before the draw, for a player who holds cards.
rules-error-first-deployer-needed = M2E turn 1: the player who deployed first declares the soulstone draw first. Say who with the `first_deployer` option.
rules-error-soulstone-draw-order = { $who } declares the soulstone draw first (M2E: last turn's first player, on turn 1 whoever deployed first); wait for them.
rules-error-idol-edge-pending = Corrupted Idols: { $who } must first choose the edge for this turn's strategy marker (buttons on the turn message).
rules-error-idol-no-choice = There is no strategy marker edge to choose now.
rules-error-idol-not-yours = Only { $who }, who has initiative, chooses the edge for the strategy marker.
rules-button-keep-all = Keep all my cards
rules-button-discard-some = Discard cards…
rules-button-idol-left = Left edge (mine)
rules-button-idol-right = Right edge (mine)
rules-discard-step-waiting = Discard step (before the draw): waiting for { $players }. Discarded cards stay in the discard pile during the draw.
rules-discard-step-prompt = Choose the cards to discard before you draw (only you see this), or keep them all.
rules-discard-step-placeholder = Cards to discard
rules-discard-step-kept = You kept all your cards.
rules-discard-step-done = { $count ->
    [one] You discarded 1 card.
   *[other] You discarded { $count } cards.
}
rules-pass-tokens-granted = Pass tokens: { $who } has { $tokens } (fewer models than the opponent).
rules-idol-card = { $strategy }: { $who }'s initiative card { $card } places the strategy marker.
rules-idol-card-flipped = { $strategy }: { $who }'s initiative card was a joker; flipped { $flips } for the strategy marker.
rules-idol-choose-edge = { $who } chooses the edge of the centre line for the marker (buttons below; left and right as { $who } sees the table).
rules-idol-outcome-place = Marker: { $spot }.
rules-idol-outcome-base-contact = Marker: { $spot }, the same place as last turn, so it goes in base contact with the previous marker.
rules-idol-outcome-no-marker = No marker this turn: { $spot } a third time in a row.
rules-idol-spot-centre = the centre of the table
rules-idol-spot-left-8 = on the centre line 8″ from the edge on { $first }'s left
rules-idol-spot-right-8 = on the centre line 8″ from the edge on { $first }'s right
rules-idol-spot-left-edge = at the end of the centre line on { $first }'s left
rules-idol-spot-right-edge = at the end of the centre line on { $first }'s right
opt-game-attacker_models = attacker_models
opt-game-attacker_models-desc = M3E: the attacker's model count now; the smaller crew gets the difference as pass tokens
opt-game-defender_models = defender_models
opt-game-defender_models-desc = M3E: the defender's model count now (give both counts)
opt-game-first_deployer = first_deployer
opt-game-first_deployer-desc = M2E turn 1: who deployed first (declares the soulstone draw first)

## "unverified", once per reply
rules-unverified-once = ⚠ unverified: { $parts } — decided by a mapping the season file marks as inferred (single source); check it against your rules pack.
rules-unverified-part-strategy = strategy
rules-unverified-part-deployment = deployment
rules-unverified-part-schemes = schemes
rules-unverified-part-next-available = next available schemes
rules-error-soulstone-not-yours = { $player } said they have a soulstone for the initiative flip; only they can say they have none left (they may also just keep their card).
rules-initiative-tie-holder = On equal cards { $who } cheats first (the previous initiative holder; before turn 1, the attacker).
