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

## Párbajok a bandákból (/duel simple és /duel opposed attacker:, action:, target: opciókkal)

opt-duel-attacker = támadó
opt-duel-attacker-desc = A modelled a játék bandáiban: a kártyája adja a tulajdonságot és a színt
opt-duel-action = akció
opt-duel-action-desc = A támadó akciója (képzettség, ellenállás, célszám és triggerek a kártyájáról)
opt-duel-target = célpont
opt-duel-target-desc = A célpont modell: a kártyája adja az ellenálló tulajdonságot, a játékosa áll ellen

crew-duel-title = { $attacker }: { $action } → { $target }
crew-duel-skill = Képzettség: { $skill }
crew-duel-resist = Ellenállás: { $stat } { $value }
crew-duel-tn = Célszám { $tn }
crew-duel-damage = Sebzés: { $track }
crew-duel-overridden = Egy általad beírt szám van használatban a kártyáé helyett.
crew-duel-trigger = { $name } trigger ({ $suits }): { $chance } a húzásodból
crew-duel-trigger-note = Annak az esélye, hogy a következő húzásodból használható lap megadja a trigger színeit (a képzettség színével együtt), csalás előtt; csak te látod, mert a kezedet is számolja.

crew-duel-error-attacker-and-action = Add meg a modelledet (attacker:) és az akcióját (action:).
crew-duel-error-not-revealed = Előbb mindkét bandát ki kell választani és fel kell fedni (/csapat választás).
crew-duel-error-not-yours = A bandádban ebben a játékban nincs „{ $model }” nevű modell.
crew-duel-error-unknown-target = Ebben a játékban egyik bandában sincs „{ $model }” nevű modell.
crew-duel-error-no-card = { $model } modellnek még nincs kártyája ezen a szerveren (/csapat kártya megadás).
crew-duel-error-action = { $model } modellnek nincs „{ $action }” nevű akciója.
crew-duel-error-target-needed = { $action } ellen lehet állni: add meg a célpontját (target:).
crew-duel-error-not-resisted = { $action } ellen nem lehet állni: indítsd a /duel egyszerű paranccsal.
crew-duel-error-simple-numbers = Add meg a tulajdonságot és a célszámot (stat:, tn:), vagy a modelledet és az akcióját (attacker:, action:).
crew-duel-error-opposed-stat = Add meg a tulajdonságodat (stat:), vagy a modelledet és az akcióját (attacker:, action:).
crew-duel-error-opponent = Add meg az ellenfeledet (opponent:) vagy egy célpont modellt (target:).

## Életerő a táblán, a naplóban és a /game undo-ban

board-crew = { $player } bandája, { $crew }:
board-crew-killed = ✝ { $model } (meghalt)
game-log-health = { $who } { $attacker } modellje ({ $action }) { $damage } sebzést okoz { $player } { $target } modelljének: { $left }/{ $hp } életerő maradt.
game-log-health-killed = { $who } { $attacker } modellje ({ $action }) { $damage } sebzést okoz { $player } { $target } modelljének: meghalt.
game-undo-step-health = { $damage } sebzés { $player } { $model } modelljének (most összesen { $total }; { $turn ->
    [0] az előkészítés alatt
   *[other] { $turn }. kör
}, { $when })
game-undo-health-back = { $model } visszakapja az életerejét, ami a sebzés előtt volt.

crew-damage-error-models = Add meg a modelledet (attacker:), az akcióját (action:) és a célpontot (target:).
crew-damage-error-no-track = { $action } akciónak nincs sebzéssávja.
crew-damage-error-numbers = Add meg a sebzéssávot (weak:, moderate:, severe:), vagy a modelledet, az akcióját és a célpontot (attacker:, action:, target:).

crew-game-error-league-window = A szervező által a(z) { $round }. forduló bandáira adott határidő lejárt: { $deadline }.
