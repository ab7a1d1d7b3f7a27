# The luck report with bounded work (docs/fair-deck.md, "Bounded work")
luck-rarity-approx = { $common ->
    [yes] semmi szokatlan a közelítés hibáján belül
   *[no] ilyen ritka legalább { $one_in } játszmából 1-ben
} (normális közelítés, a hiba legfeljebb { $error })
luck-duels-dealt = { $player }: a felfordításai önmagukban, csalás előtt { $won } párbajt nyertek { $duels ->
    [one] egy párbajból
   *[other] { $duels } párbajból
}, az egyes felfordításkori esélyek alapján { $expected } volt várható; { $rarity }.
luck-left-out = Nem készült el időben, kimarad ebből a jelentésből: { $figures }.
luck-figure-jokers = a jokerek
luck-figure-duels = a párbajok
luck-figure-cards_used = a felhasznált lapok
stats-left-out = { $count ->
    [one] Még egy játékos adatai nem készültek el időben: kérd újra.
   *[other] Még { $count } játékos adatai nem készültek el időben: kérd újra.
}
