# A játékréteg hibái és értesítései (asztalok, flipek, kezek, paklik, nyitott duelek).

error-not-moderator = Ezt csak asztalmoderátor teheti meg (Csatornák kezelése vagy Szerver kezelése, vagy az asztal /asztal moderátor_rang paranccsal beállított moderátori rangja).
error-table-game-unknown = „{ $value }” nem olyan játék, amit ez a bot ismer. Válassz ezek közül: { $known }.
error-table-deck-mode-unknown = „{ $value }” nem paklimód. Válassz ezek közül: { $known }.
error-table-language-unknown = „{ $value }” nem támogatott nyelv. Válassz ezek közül: { $known }, vagy automatikus.
error-table-no-fate-deck = Ennél az asztalnál { $game } megy, amihez nincs Fate Deck. Válassz Malifaux kiadást a parancs kiadás opciójában, vagy módosítsd az asztal játékát a /asztal játék paranccsal.
error-flip-unknown = Ez a flip már nincs nyitva, így a lapja már nem cserélhető. Flipelj újra a /flip paranccsal.
error-flip-not-yours = Ennek a flipnek a lapját csak az cserélheti, aki flipelt.
error-flip-expired = Ez a flip túl sokáig volt nyitva, és lezárult; a látható lap marad. Ha kell, flipelj újra a /flip paranccsal.
error-hand-soulstone-not-in-edition = A(z) { $edition } húzási fázisában nincs Soulstone-os húzás; használd a /kéz húzás parancsot soulstone nélkül.
error-nothing-to-discard = Válassz legalább egy eldobandó lapot.
error-duel-unknown = Ez a duel véget ért, vagy már nem létezik. Indíts újat a /duel paranccsal.
error-duel-expired = Ez a duel túl sokáig várt válaszra, és lejárt: a szabályok alapértelmezése érvényesült, ahogy az üzenete mutatja.
error-duel-against-yourself = Önmagaddal nem duelezhetsz; válassz ellenfélnek egy másik játékost ennél az asztalnál.

# Shown on the public message of a flip or duel that lapsed.
play-duel-lapsed = Ez a duel válasz nélkül lejárt; a lapjai a Discard Pile-ra kerültek.
play-flip-lapsed = Ez a flip lezárult; a látható lap marad.

# A Soulstone-os húzás csak akkor ér véget, ha a kéz visszaért a méretére (issue 24 §4).
error-hand-discard-first = Előbb dobj vissza a kézméretedig: { $count } lappal több van nálad, mint { $size }. Használd a húzásod menüjét, a /kéz mutat vagy a /kéz eldobás parancsot; addig nem csalhatsz, és nem húzhatsz újra Soulstone-nal.
