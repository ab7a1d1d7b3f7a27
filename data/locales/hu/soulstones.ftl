# Duelben a /játszma készletéből elköltött Soulstone-ok, valamint az M3E sebzésblokkolás és -csökkentés.

## Commands

cmd-soulstone = soulstone
cmd-soulstone-desc = Soulstone elköltése duelen kívül (M3E sebzéscsökkentés)
cmd-soulstone-reduce = csökkentés
cmd-soulstone-reduce-desc = M3E: költs el egy Soulstone-t, és flipelj, hogy 1/2/3-mal csökkentsd az elszenvedett sebzést
opt-soulstone-damage = sebzés
opt-soulstone-damage-desc = A modelledet érő, már megállapított sebzés a csökkentés előtt
opt-soulstone-edition = kiadás
opt-soulstone-edition-desc = Melyik kiadás szabályai szerint (alapból az asztal játéka)
opt-damage-block = blokkolás
opt-damage-block-desc = M3E: a sebzett modell játékosa Soulstone-t költött blokkolásra (– erre a flipre)
opt-damage-victim = áldozat
opt-damage-victim-desc = Kinek a Soulstone-ja blokkol (/játszma közben alapból az ellenfeled)

## Replies

soulstone-reduce-title = **Soulstone: sebzéscsökkentés** ({ $edition }): { $player } elkölt egy Soulstone-t, és flipel.
soulstone-flipped = Húzott lapok: { $card }
soulstone-card = Lap: { $card } ({ $strength }: −{ $reduction })
soulstone-damage = Sebzés: { $before } → { $after }
soulstone-strength-weak = Gyenge
soulstone-strength-moderate = Közepes
soulstone-strength-severe = Erős
soulstone-strength-black-joker = Black Joker
soulstone-strength-red-joker = Red Joker, azaz Severe+1
soulstone-block-line = Egy Soulstone-t blokkolásra költöttek: a damage flip egy további –-t kap.
soulstone-pools = Soulstone Poolok: { $pools }.
soulstone-pool-entry = { $player } { $count }

## Errors

soulstone-error-reduce-edition = A Soulstone-os sebzéscsökkentés M3E-szabály; ez { $edition }.
soulstone-error-block-edition = A damage flip Soulstone-os blokkolása M3E-szabály; ez { $edition }.
soulstone-error-damage-negative = A sebzés nem lehet negatív (ezt adtad meg: { $damage }).
soulstone-error-pool-empty = { $player } Soulstone Pooljában { $pool ->
    [one] 1 Soulstone van
   *[other] { $pool } Soulstone van
} ebben a játszmában; ehhez { $needed } kell. Ha a pool hibás, a /játszma pontszám paranccsal adhatsz hozzá.
soulstone-error-block-victim = Nem vagy játékosa az asztal játszmájának: add meg az áldozatot, akinek a Soulstone-ja blokkol.
