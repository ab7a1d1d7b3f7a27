# /help, "Playing by post": how an activation is handed over by chat (bot/ui/help/render.py).
help-post-handover = **Átadás.** Ha a modelled aktiválása véget ért, nyomd meg a tábla **Kész: átadom** gombját, vagy használd a `/játszma kész megjegyzés:Lady Justice rohamozott` parancsot; a `hogyan:` megadja, hogy ez volt az utolsó modelled, hogy nincs több, vagy elkölt egy M3E passz-zsetont. Az ellenfél egyszer kap értesítést, hogy ő következik, és a tábla mutatja, ki jön. A `/játszma emlékeztetés` aktiválásonként egyszer emlékezteti, ha elfelejtené.
# /game score: what of the command was applied and what was not (bot/ui/game/score.py).
game-score-partly = A `/játszma pontszám` többi része érvényesült; ez a része nem:
    { $problems }
