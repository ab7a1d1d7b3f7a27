# A szabálymotor hibái (lapok, paklik, módosítók, flipek, kiadások).

error-modifiers-invalid = „{ $value }” nem Fate módosító. Használj + vagy - jeleket (pl. `++`, `-`, `+-`), előjeles számot (pl. `+2`, `-1`), `0`-t, vagy hagyd üresen.
error-modifiers-too-long = A Fate módosítók legfeljebb { $max } karakteresek, pl. `++` vagy `-2`.
error-modifiers-too-many = „{ $value }” több mint { $max } módosító; egy flip sosem mutat 4 lapnál többet, ezért legfeljebb `+3`-at vagy `-3`-at használj.
error-deck-exhausted = A paklidban már csak { $available } flipelhető vagy húzható lap maradt (a többi kézben vagy játékban van); { $needed } kellene. Előbb fejezd be a nyitott dueleket, vagy dobj el lapokat.
error-hand-duplicate-card = Kétszer választottad ugyanazt a lapot.
error-hand-card-not-held = { $card } nincs a kezedben. A /kéz mutat paranccsal megnézheted, mi van nálad.
error-flip-choice-not-allowed = A szabályok szerint ebben a flipben nem használhatod azt a lapot.
error-edition-unknown = „{ $value }” nem kiadás. Válassz ezek közül: { $known }.
