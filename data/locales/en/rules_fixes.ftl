# Rules fixes of issue 12: M2E minimum stat, initiative options, draw-phase discard, pass tokens,
# Corrupted Idols markers.

rules-error-stat-below-minimum = In { $edition } a stat is never below { $min } (every attribute but Wounds has a minimum of 1, whatever the modifiers); “{ $value }” is not allowed. Give the stat as at least { $min }.
