# /scheme: egy futó /játszma titkos Scheme-jei, SHA-256 lenyomattal rögzítve, sóval felfedve.

## Commands

cmd-scheme = scheme
cmd-scheme-desc = Az asztal játszmájának titkos Scheme-jei: választás, felfedés, feladás, megtekintés
cmd-scheme-choose = választás
cmd-scheme-choose-desc = Válaszd ki titkos Scheme-jeidet egy privát menüben; a lenyomat azonnal megjelenik
cmd-scheme-reveal = felfedés
cmd-scheme-reveal-desc = Fedd fel egy titkos Scheme-edet a sójával, hogy bárki ellenőrizhesse
cmd-scheme-abandon = feladás
cmd-scheme-abandon-desc = M4E: add fel a Scheme-edet felfedés nélkül, majd válassz a Next Available listájából
cmd-scheme-show = mutat
cmd-scheme-show-desc = A játszma lenyomatai és felfedett Scheme-jei, valamint a saját Scheme-jeid (privátban)
opt-scheme-scheme = scheme
opt-scheme-scheme-desc = A felfedendő saját titkos Scheme-ed

## Private replies

scheme-offer = { $count ->
    [one] Válaszd ki a titkos Scheme-edet. Ezt a menüt csak te látod; a bot azonnal közzéteszi a választásod SHA-256 lenyomatát.
   *[other] Válaszd ki { $count } titkos Scheme-edet. Ezt a menüt csak te látod; a bot azonnal közzéteszi mindegyik SHA-256 lenyomatát.
}
scheme-placeholder = { $count ->
    [one] A titkos Scheme-ed
   *[other] { $count } titkos Scheme-ed
}
scheme-yours-header = A Scheme-jeid (csak te látod):
scheme-line-private = { $slot }. { $scheme } ({ $status }), só: `{ $salt }`
scheme-status-held = titkos
scheme-status-revealed = felfedve
scheme-status-abandoned = feladva, titkos
scheme-none-yet = Ebben a játszmában még nem választottál Scheme-et a bottal.

## Public messages

scheme-committed = { $count ->
    [one] { $player } választott egy titkos Scheme-et a(z) { $turn }. körben. SHA-256 lenyomat:
   *[other] { $player } választott { $count } titkos Scheme-et a(z) { $turn }. körben. SHA-256 lenyomatok:
}
scheme-line-commitment = { $slot }. `{ $commitment }`
scheme-check-hint = Egy felfedett Scheme-et bárki ellenőrizhet a lenyomatával: docs/secret-schemes.md.
scheme-revealed = { $player } felfedi a(z) { $slot }. Scheme-jét: **{ $scheme }**.
scheme-check-line = Ellenőrzés: asztal { $table }, játszma { $game }, játékos { $player_id }, sorszám { $slot }, Scheme „{ $scheme }”, só `{ $salt }` → SHA-256 `{ $commitment }`.
scheme-abandoned = { $player } felfedés nélkül feladja a(z) { $slot }. Scheme-jét (a játszma végén derül ki), és a következőt annak Next Available listájából választja.
scheme-end-header = A játszma végén felfedett titkos Scheme-ek:
scheme-end-line = { $player } { $slot }.: **{ $scheme }** ({ $status })
scheme-end-status-held = a végéig megtartva
scheme-end-status-abandoned = feladva
scheme-end-status-revealed = felfedve
scheme-public-header = A játszma lenyomatai:
scheme-public-line = { $player } { $slot }. `{ $commitment }`: { $status }
scheme-public-line-revealed = { $player } { $slot }. `{ $commitment }`: felfedve, **{ $scheme }**
scheme-public-none = Ebben a játszmában még senki sem választott Scheme-et a bottal.

## Errors

scheme-error-edition = A bot titkos Scheme-eket M3E-ben (ötből kettő) és M4E-ben (háromból egy) kezel; ez a játszma { $edition }.
scheme-error-too-late = Ez a(z) { $turn }. kör: a Scheme-eket az előkészületben kell kiválasztani (legkésőbb az 1. körben).
scheme-error-no-pool = Ennek a játszmának nincs Scheme-készlete, amiből választani lehetne.
scheme-error-already-chosen = Már kiválasztottad a(z) { $count } Scheme-edet; ezek nem változtathatók. Fedj fel egyet a /scheme felfedés paranccsal.
scheme-error-still-held = Még van titkos Scheme-ed: fedd fel (/scheme felfedés) vagy add fel (/scheme feladás), mielőtt a következőt választod.
scheme-error-nothing-next = Az utolsó Scheme-ed Next Available listájának minden elemét felfedted már.
scheme-error-not-offered = „{ $scheme }” most nem választható. Választható: { $offered }.
scheme-error-twice = Kétszer választottad ezt: „{ $scheme }”. Válassz különböző Scheme-eket.
scheme-error-count = Pontosan { $count } darabot válassz (te { $given } darabot választottál).
scheme-error-choice-missing = Írd be, amit a Scheme szerint titokban fel kell jegyezned (egy modellt, markert vagy tereptárgyat).
scheme-error-choice-missing-for = A(z) „{ $scheme }” szerint valamit titokban fel kell jegyezned: írd be a választott modellt, markert vagy tereptárgyat.
scheme-error-choice-long = A titkos választás legfeljebb { $max } karakter lehet: röviden nevezd meg a modellt, markert vagy tereptárgyat.
scheme-error-choice-not-asked = A(z) „{ $scheme }” nem kér titkos választást: válaszd anélkül.
scheme-choice-title = Titokban feljegyezve
scheme-choice-placeholder = A választott modell, marker vagy tereptárgy
scheme-choice-line = ↳ titokban feljegyezve: „{ $choice }”
scheme-check-line-v2 = Ellenőrzés (v2): asztal { $table }, játszma { $game }, játékos { $player_id }, sorszám { $slot }, Scheme „{ $scheme }”, választás „{ $choice }”, só `{ $salt }` → SHA-256 `{ $commitment }`.
scheme-error-not-held = „{ $scheme }” nem a titkos Scheme-jeid egyike. A sajátjaidat a /scheme mutat listázza.
scheme-error-abandon-edition = Scheme-et feladni csak M4E-ben lehet; { $edition } esetén a kiválasztott Scheme a végéig megmarad.
scheme-error-score-unrevealed = „{ $scheme }” nincs { $player } felfedett Scheme-jei között. Egy Scheme akkor hoz pontot, ha a gazdája felfedte a /scheme felfedés paranccsal.
scheme-error-menu-stale = Ez a menü elavult. Használd újra a /scheme választás parancsot.
