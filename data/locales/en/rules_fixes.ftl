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
rules-error-idol-edge-needed = Corrupted Idols: the marker goes to an edge of the centre line that the initiative player chooses; choose the left or the right edge.
