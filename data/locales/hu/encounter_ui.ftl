# /encounter: parancsnevek, a válasz, valamint az encounterek és a saját szezonok hibái.

## Command

cmd-encounter = encounter
cmd-encounter-desc = Encounter generálása: Támadó, Strategy, Deployment és Scheme pool
opt-encounter-edition = kiadás
opt-encounter-edition-desc = Melyik kiadás eljárása legyen (alapból: az asztal játéka)
opt-encounter-season = szezon
opt-encounter-season-desc = Egy Gaining Grounds szezon, vagy a szerver egyik saját szezonja
opt-encounter-opponent = ellenfél
opt-encounter-opponent-desc = Az ellenfeled: mindketten a saját paklitokból flipeltek (üres: a bot flipel mindkettőtöknek)

## The reply

enc-title-opponent = **Encounter** ({ $edition }, { $season }): { $player } – { $opponent }
enc-title-alone = **Encounter** ({ $edition }, { $season }), kérte: { $player } — a bot egy új pakliból flipelt mindkét oldalnak
enc-season = { $name } ({ $id })
enc-season-custom = { $name } ({ $id }, saját szezon)
enc-side-bot-opponent = az ellenfél
enc-side-first = első oldal
enc-side-second = második oldal
enc-scenario-flips = Forgatókönyv-flipek (a magasabb lap támad):
enc-scheme-flips = Scheme-flipek, flipel: { $who } (öt különböző érték):
enc-flip-used = { $who }: { $card }
enc-flip-scheme = { $who }: { $card } → { $scheme }
enc-flip-joker-reflipped = { $who }: { $card } — Joker, újraflip
enc-flip-tie-reflipped = { $who }: { $card } — ugyanaz az érték, mint a másik oldalé, mindketten újraflipelnek
enc-flip-duplicate-reflipped = { $who }: { $card } — ez az érték már szerepel a poolban, újraflip
enc-flip-reshuffled = (előbb a Discard Pile-t visszakeverte a pakliba)
enc-flips-compact = Flipek ({ $count }, sorrendben: lap és eredmény): { $flips }
enc-attacker = Támadó: { $who } ({ $card })
enc-defender = Védekező: { $who } ({ $card })
enc-strategy-prefix = Strategy:
enc-strategy = Strategy: { $strategy } (a Támadó színe: { $suit })
enc-strategy-open = Strategy: { $who } választ ezek közül: { $choices } (a Red Joker döntött így)
enc-strategy-chosen = Strategy: { $strategy } (választotta: { $who })
enc-strategy-placeholder = Támadó: válaszd ki a Strategy-t
enc-no-suit = nincs szín
enc-deployment = Deployment: { $deployment } (a Védekező színe: { $suit })
enc-schemes = Scheme pool ({ $count }):
enc-scheme-by-value = { $value }: { $scheme }
enc-scheme-card = { $scheme } → következő szabad: { $next }
enc-reshuffled-after-setup = Az előkészítés után a paklikat visszakevertük 54 lapra.

## Errors

encounter-error-opponent-self = Önmagad ellen nem játszhatsz: adj meg egy másik játékost ellenfélnek, vagy hagyd üresen, és a bot flipel mindkét oldalnak.
encounter-error-opponent-bot = { $player } egy bot, nincs Fate Deckje: adj meg egy játékost ellenfélnek, vagy hagyd üresen, és a bot flipel mindkét oldalnak.
encounter-error-not-attacker = A Strategy-t csak a Támadó ({ $attacker }) választja ki.
season-error-file-too-large = Ez a fájl { $size } bájtos; egy szezonfájl legfeljebb { $max } bájtos lehet. Csak a szezon TOML-fájlját töltsd fel.
season-error-not-utf8 = Ez a fájl nem UTF-8 szöveg (a(z) { $position }. bájt érvénytelen). Mentsd a szezonfájlt UTF-8 kódolással, és töltsd fel újra.
season-error-id-shipped = „{ $id }” egy beépített szezon azonosítója. Adj a szezonodnak saját azonosítót (pl. „{ $id }-liga”), és töltsd be újra.
season-error-too-many = Ennek a szervernek már { $max } saját szezonja van. Előbb törölj egyet a /liga-admin szezon_törlése paranccsal.
season-error-not-custom = „{ $value }” nem a szerver saját szezonjai közül való (a beépített szezonok nem törölhetők).

# No season named (issue 24): which one was used.
season-defaulted-today = Nincs megadott szezon: { $season } ({ $id }), a ma érvényes { $edition }-szezon.
season-defaulted-server = Nincs megadott szezon: { $season } ({ $id }), a szerver alapértelmezett { $edition }-szezonja (/liga-admin alapértelmezett_szezon).
cmd-league-admin-default_season = alapértelmezett_szezon
cmd-league-admin-default_season-desc = A szezon, amelyet a szerver egy kiadáshoz használ, ha nincs megadva
opt-league-admin-default_season-edition = kiadás
opt-league-admin-default_season-edition-desc = A kiadás, amelynek az alapértelmezett szezonját választod
opt-league-admin-default_season-season = szezon
opt-league-admin-default_season-season-desc = A szezon (üres: a kiadás mindenkor érvényes szezonja)
season-default-set = { $by } a(z) { $season } ({ $id }) szezont tette a szerver alapértelmezett { $edition }-szezonjává.
season-default-cleared = { $by } törölte a szerver alapértelmezett { $edition }-szezonját: mindig az aznap érvényes szezon számít (ma: { $season }).
