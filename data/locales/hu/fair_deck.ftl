## Issue 30: committed shuffles and the game record (docs/fair-deck.md)

fair-deck-committed = 🔒 A játszma paklijainak minden keverése egy titkos magból származik, amelynek SHA-256 értéke `{ $commitment }`. A mag a játszma végén derül ki: akkor mindkét játszmaos ellenőrizheti az összes kézben tartott lapot, felfordítást és keverést.
fair-record-note = 🔓 A játszma Sorspaklijának magja `{ $seed }` volt (SHA-256 értéke a játszma elején közzétéve: `{ $commitment }`). A csatolt jegyzőkönyv mindkét pakli minden lapmozgását tartalmazza; ellenőrizd így: `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
board-fair-deck = 🔒 A Sorspakli magja, SHA-256: `{ $commitment }` (a végén derül ki)

# The record's HTML page
record-title = A játszma jegyzőkönyve: { $first } – { $second }
record-seed-line = A játszma Sorspaklijának magja, a játszma végén felfedve:
record-check-line = Minden keverés, húzás és felfordítás ellenőrizhető az oldal mellé csatolt JSON jegyzőkönyvvel:
record-vp = Győzelmi pontok fordulónként
record-turn = Forduló
record-player = Játékos
record-slot = Sorszám
record-scheme = Scheme
record-scheme-secret = (nincs felfedve)
record-schemes = Titkos scheme-ek
record-log = A játszma naplója
record-decks = Minden lap, amelyet a paklik mozgattak
record-deck = { $owner } paklija
record-shared = Az asztal közös paklija
record-move = Mozgás
record-cards = Lapok (a legfelső elöl)
record-shuffle = { $number }. keverés ({ $of }), interakció: { $interaction }
record-pile-draw = húzópakli
record-pile-discard = dobópakli
record-pile-play = játszmaban
record-pile-hand = { $player } keze

# /help
help-topic-fair = Ellenőrizhető pakli
help-topic-fair-desc = Előre lekötött keverések és a játszma jegyzőkönyve
help-page-fair = Játszma közben senkinek sem kell megbíznia a bot keveréseiben. A `/játszma kezdés` rögzít egy titkos magot, és azonnal közzéteszi az SHA-256 értékét (a kezdő üzenetben és a táblán); mindkét pakli minden keverése ebből a magból, a pakli tulajdonosából, a keverés sorszámából és az azt kiváltó Discord-interakció azonosítójából származik, és minden lap ennek a sorrendnek a tetejéről jön.
    A játszma végén (`/játszma befejezés`) a bot felfedi a magot, és csatolja a játszma jegyzőkönyvét (JSON) és annak HTML-oldalát: minden keverést, húzást, felfordítást, csalást és dobást, a scheme-eket a lekötéseikkel, és a fordulónkénti VP-t. Bárki ellenőrizheti internet nélkül: `python3 tools/check_game.py game-record.json`. A játszma vége azt is megmondja, hány jokert húzott minden játékos a várthoz képest, hány párbajt nyert az esélyek szerint várthoz képest, és milyen magas lapokat adtak a párbajfelfordításai ahhoz képest, amit a módosítók alapján várhatott, csak azt számolva, amit az adott játékos láthatott; a `/statisztika` ezt a játszmáidra adja meg, a `/statisztika liga:Tavasz` pedig egy liga idényére. A játszma nélküli asztalok a szokásos keverést használják, hacsak egy moderátor be nem kapcsolja az `/asztal ellenőrizhető_pakli` beállítást: ekkor minden pakli az első használatakor közzéteszi a saját titkos magjának SHA-256 értékét, a `/pakli újrakezdés` pedig felfedi a magot a pakli jegyzőkönyvével (ugyanaz az ellenőrző). Hogyan működik: docs/fair-deck.md.

# The luck report (jokers), at the end of a game
luck-header = Szerencse, csak azokat a lapokat számolva, amelyeket a játékos húzáskor vagy felfordításkor nem láthatott:
luck-jokers = { $player }: { $verdict } ({ $cards } lapból { $jokers }, várható { $expected }; { $rarity }).
luck-rarity = { $common ->
    [yes] semmi szokatlan
   *[no] ilyen ritka { $one_in } játszmából 1-ben
}
luck-more = a vártnál több joker
luck-fewer = a vártnál kevesebb joker
luck-usual = nagyjából a várt számú joker

# /stats
cmd-stats = statisztika
cmd-stats-desc = Szerencse a jokerekkel egy játékos befejezett játszmáiban vagy egy liga idényében
opt-stats-player = játékos
opt-stats-player-desc = Kinek a játszmái (alapból: a tieid)
opt-stats-league = liga
opt-stats-league-desc = Egy liga neve ezen a szerveren, vagy a kódja: a játszmáinak minden játékosa
stats-player-title = { $player } szerencséje a játszmáiban
stats-league-title = Szerencse a(z) { $league } ligában
stats-games = { $count } játszma alapján.
stats-more = …és még { $count }.
stats-none = Még nincs befejezett játszma lekötött keverésekkel: a számok a jegyzőkönyvvel záruló játszmákból jönnek.
luck-duels = { $player }: { $duels } párbajból { $won } győzelem, az egyes felfordításkori esélyek alapján várható { $expected }; { $rarity }.
luck-cards = { $player }: { $verdict } ({ $flips } párbajfelfordítás átlagos lapja { $mean }, a felfordítások módosítói és a nem látott lapok alapján várható { $expected }; { $rarity }).
luck-cards-higher = a vártnál magasabb lapok
luck-cards-lower = a vártnál alacsonyabb lapok
luck-cards-usual = nagyjából a várt magasságú lapok
record-luck = Szerencse
record-luck-jokers = jokerek (teli) a várthoz képest (körvonal)
record-luck-duels = megnyert párbajok (teli) a várthoz képest (körvonal)

# Committed shuffles at a table without a game (/table fair_deck; docs/fair-deck.md)
cmd-table-fair_deck = ellenőrizhető_pakli
cmd-table-fair_deck-desc = Ellenőrizhető keverés játszmán kívül: minden pakli titkos magja, újrakezdéskor felfedve
opt-table-fair_deck-on = be
opt-table-fair_deck-on-desc = Be vagy ki (hagyd üresen a jelenlegi beállítások megtekintéséhez)
table-fair-deck-value-on = be (minden pakli magja az újrakezdésekor derül ki)
table-fair-deck-value-off = ki (az operációs rendszer keverései)
table-fair-deck-on = { $by } bekapcsolta az ellenőrizhető keverést ennél az asztalnál: minden pakli következő használatától a keverései egy titkos magból jönnek, amelynek SHA-256 értéke azonnal megjelenik, a `/pakli újrakezdés` pedig felfedi a magot egy bárki által ellenőrizhető jegyzőkönyvvel. Egy játszma megtartja a saját magját.
table-fair-deck-off = { $by } kikapcsolta az ellenőrizhető keverést ennél az asztalnál. Az a pakli, amelynek egyik kezében sincs lap, most felfedi a magját; amelyiknek valamelyik kezében van lap, a következő újrakezdéséig titokban tartja.
fair-table-deck-of = { $owner } paklija
fair-table-deck-shared = Az asztal közös paklija
fair-table-committed = 🔒 { $deck }: a keverései egy titkos magból jönnek, amelynek SHA-256 értéke `{ $commitment }`; a pakli újrakezdésekor derül ki.
fair-table-revealed = 🔓 { $deck }: a magja `{ $seed }` volt (SHA-256 `{ $commitment }`). A csatolt jegyzőkönyv tartalmazza mind a(z) { $moves } lépését; ellenőrizd így: `python3 tools/check_game.py { $file }` (docs/fair-deck.md).
