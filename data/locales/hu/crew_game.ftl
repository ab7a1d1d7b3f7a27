# Bandák a játékban (issue 44): vakon választott bandák, együtt felfedve (docs/crews.md).

cmd-crew-choose = választás
cmd-crew-choose-desc = Válaszd ki a bandádat az asztal játékához, titokban, amíg az ellenfeled is nem választ

crew-game-committed = { $player } titokban választott egy bandát. Kötelezettség:
crew-game-revealed-later = A két banda együtt lesz felfedve, amint a másik játékos is választott.
crew-game-both-in = Mindkét játékos választott: a bandák felfedve.
crew-game-you-chose = Ezt a bandát választottad a játékhoz: { $name } ({ $count } modell).
crew-game-salt = Só: `{ $salt }`
crew-game-private-note = Ezt csak te látod, amíg az ellenfeled nem választ; akkor mindkét banda megjelenik a kártyáival, ahogy most állnak.
crew-game-revealed = { $player } bandája: { $name } ({ $faction })
crew-game-proof = -# Só `{ $salt }`, kötelezettség `{ $commitment }` (a docs/crews.md leírja, hogyan ellenőrizhető).

crew-game-error-not-a-player = Csak a játék két játékosa választ bandát.
crew-game-error-too-late = A bandákat az előkészítés alatt kell kiválasztani, az 1. kör előtt.
crew-game-error-chosen = Már kiválasztottad a bandádat ehhez a játékhoz.

game-log-crew-chosen = { $who } titokban választott egy bandát (kötelezettség: { $commitment }).
game-log-crews-revealed = Felfedett bandák: { $crews }.
