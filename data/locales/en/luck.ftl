# The luck report with bounded work (docs/fair-deck.md, "Bounded work")
luck-rarity-approx = { $common ->
    [yes] nothing unusual within the approximation's error
   *[no] as unusual as 1 game in { $one_in } or more
} (normal approximation, error at most { $error })
luck-duels-dealt = { $player }: their flips alone, before any cheat, won { $won } of { $duels ->
    [one] one duel
   *[other] { $duels } duels
}, { $expected } expected from the odds when each was flipped; { $rarity }.
luck-left-out = Not ready in time, left out of this report: { $figures }.
luck-figure-jokers = the jokers
luck-figure-duels = the duels
luck-figure-cards_used = the cards used
stats-left-out = { $count ->
    [one] One more player's figures were not ready in time: ask again.
   *[other] { $count } more players' figures were not ready in time: ask again.
}
