# Az aktivációs fázis akkor ér véget, amikor mindkét fél végzett; az utolsó körrel véget ért játszma azonnal lezárul.
game-error-activations-left = Az aktivációs fázis még nem ért véget; még aktivál: { $players }. Mindkét játékos a /játszma kész paranccsal adja át a kört (hogyan: „ez volt az utolsó modellem” vagy „nincs több aktiválható modellem”), amíg mindkét fél nem végzett; utána a /játszma következő zárja le a kört.
game-error-last-activator-differs = A kör átadásai szerint { $who } aktiválta az utolsó modellt: hagyd el az utolsó_aktiválás opciót, vagy { $who } legyen megadva.
game-over-by-rule-publishing = A játszma véget ért: most úgy zárul le, mint a /játszma befejezés paranccsal, lent a Sorspakli magjával, a játszma jegyzőkönyvével és a szerencsejelentéssel.
game-over-by-rule-end-failed = A játszma véget ért, de a lezárását most nem sikerült közzétenni ({ $reason }). Futtasd a /játszma befejezés parancsot a mag és a jegyzőkönyv közzétételéhez.
