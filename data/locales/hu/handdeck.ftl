## Egy folyó játszma kezei és paklijai a játszmát követik; a lapjait meghatározó beállítások megvárják a végét.

handdeck-error-not-your-game = Ez a pakli { $first } és { $second } játszmájáé: a /játszma befejezés előtt csak a játékosai húznak belőle vagy dobnak el bele.
handdeck-error-soulstone-in-game = Folyó játszmában a Soulstone-os húzás a húzási fázis egy lépése: használd a kör üzenetének gombját (az a készletedből költi el a Soulstone-t).
handdeck-error-shuffle-in-game = Ez a pakli { $first } és { $second } játszmájában van: csak maga a játszma keveri meg, minden kör végén. A /játszma befejezés után megkeverheted.
handdeck-error-reset-in-game = Ez a pakli { $first } és { $second } játszmájában van: amíg a játszma tart, senki sem kezdi újra, és kezet sem ad vissza bele. A /játszma befejezés után újrakezdheted.
handdeck-error-setting-game = Ennél az asztalnál { $first } és { $second } játszmája folyik: a kiadása határozza meg a lapjait, ezért a /asztal játék most nem változhat. A /játszma befejezés után módosíthatod.
handdeck-error-setting-deck = Ennél az asztalnál { $first } és { $second } játszmája folyik: a paklijai határozzák meg a lapjait, ezért a /asztal pakli most nem változhat. A /játszma befejezés után módosíthatod.
handdeck-error-setting-fair_deck = Ennél az asztalnál { $first } és { $second } játszmája folyik: a keverései már le vannak kötelezve, ezért a /asztal ellenőrizhető_pakli most nem változhat. A /játszma befejezés után módosíthatod.
handdeck-logged = Itt játszmában vagy: ez nyilvános, bekerül a játszma naplójába, és a táblán is látszik (a húzott lapok számát mutatja, a lapokat soha; az eldobott lapokat megnevezi, mert képpel felfelé fekszenek).
handdeck-discard-public = Ebben a játszmában az eldobás nyilvános: a játszma naplója megnevezi a lapokat, mert képpel felfelé kerülnek a dobópaklira.
handdeck-log-drew = { $who } { $count ->
    [one] 1 lapot
   *[other] { $count } lapot
} húzott a játszma lépésein kívül (most { $held } lap van a kezében).
handdeck-log-discarded = { $who } { $count ->
    [one] 1 lapot
   *[other] { $count } lapot
} dobott el a játszma lépésein kívül: { $cards } (most { $held } lap van a kezében).
