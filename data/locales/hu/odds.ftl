## /odds — pontos esélyek a saját paklidból (csak te látod)

cmd-odds = esélyek
cmd-odds-desc = Pontos esélyeid egy duelben, a paklid mostani állapotából (csak te látod)
cmd-odds-simple = egyszerű
cmd-odds-simple-desc = Egy Simple Duel esélyei: a statod + egy flip egy célszám (TN) ellen
opt-odds-simple-stat = stat
opt-odds-simple-stat-desc = A modelled statja ehhez a duelhez, bónuszokkal együtt (0–99)
opt-odds-simple-tn = célszám
opt-odds-simple-tn-desc = A célszám (TN), amelyet el kell érni vagy meg kell haladni (0–99)
opt-odds-simple-modifiers = módosítók
opt-odds-simple-modifiers-desc = Fate módosítók: +, ++, -, --, +2, -1, 0 vagy +- (üres: nincs)
opt-odds-simple-suit = szín
opt-odds-simple-suit-desc = Színek, amelyeknek a végösszegben szerepelniük kell, pl. rams, ♥ vagy "rams masks"
opt-odds-simple-soulstone = soulstone
opt-odds-simple-soulstone-desc = Számolj egy Soulstone-nal: egy +, egy szín, vagy M2E-ben mindkettő (M4E-ben nem)
opt-odds-simple-empower = empower
opt-odds-simple-empower-desc = M4E: számolj empowerrel, a kezed legtöbbet segítő (legfeljebb 5 értékű) lapjával
opt-odds-simple-edition = kiadás
opt-odds-simple-edition-desc = Egy másik kiadás szabályai
cmd-odds-opposed = ellenfél_ellen
cmd-odds-opposed-desc = Egy általad indított Opposed Duel esélyei egy másik játékos ellen
opt-odds-opposed-stat = stat
opt-odds-opposed-stat-desc = A modelled statja ehhez a duelhez, bónuszokkal együtt (0–99)
opt-odds-opposed-opponent_stat = ellenfél_stat
opt-odds-opposed-opponent_stat-desc = Az ellenfél resist statja (0–99)
opt-odds-opposed-modifiers = módosítók
opt-odds-opposed-modifiers-desc = A Fate módosítóid: +, ++, -, --, +2, -1, 0 vagy +- (üres: nincs)
opt-odds-opposed-opponent_modifiers = ellenfél_módosítók
opt-odds-opposed-opponent_modifiers-desc = Az ellenfél Fate módosítói (üres: nincs)
opt-odds-opposed-opponent = ellenfél
opt-odds-opposed-opponent-desc = A játékos, akivel duelezel: számít a dobópaklija és a kézmérete (a lapjai rejtve maradnak)
opt-odds-opposed-tn = célszám
opt-odds-opposed-tn-desc = Célszám (TN), amelyet szintén el kell érned, ha az actionnek van ilyen
opt-odds-opposed-edition = kiadás
opt-odds-opposed-edition-desc = Egy másik kiadás szabályai

odds-title-simple = 🎲 **Esélyek — Simple Duel** ({ $edition }): stat { $stat }, célszám (TN): { $tn }, { $modifiers } ({ $cards } lap)
odds-title-opposed = 🎲 **Esélyek — Opposed Duel** ({ $edition }): a statod { $stat }, { $modifiers } ({ $cards } lap), az ellenfélé { $opponent_stat }, { $opponent_modifiers } ({ $opponent_cards } lap)
odds-tn-with-suits = { $tn }, ezekkel: { $suits }
odds-opposed-tn = A { $tn } TN-t is el kell érned.
odds-boost-plus = Egy Soulstone-nal: +
odds-boost-suit = Egy Soulstone-nal: { $suit }
odds-boost-plus-and-suit = Soulstone-okkal: + és { $suit }
odds-boost-empower = Empower ezzel: { $card } (a kezed legjobb lapja erre)
odds-reshuffles = A húzópaklid elfogy e flip közben: a többi lap a megkevert dobópaklidból jön.
odds-opponent-reshuffles = { $who } húzópaklija elfogy a flipje közben: a többi lap a megkevert dobópaklijából jön.
odds-unknown-opponent = Nincs megadott ellenfél: a flipje egy teljes, megkevert pakliból jön.
odds-simple-plain = **Csalás nélkül:** { $chance } siker
odds-simple-cheat = **A legjobb csalásoddal:** { $chance } siker
odds-opposed-plain = **Csalás nélkül:** győzelem { $win } · döntetlen (te nyersz) { $tie } · vereség { $lose }
odds-opposed-cheat = **A legjobb csalásoddal:** győzelem { $win } · döntetlen (te nyersz) { $tie } · vereség { $lose }
odds-neither = senki sem sikeres { $chance }
odds-margins-damage = ↳ damage flip siker esetén: { $margins }
odds-margins-raises = ↳ raise-ek siker esetén: { $margins }
odds-hand-beats = ↳ { $who } kezében ({ $count } lap) van olyan lap, amely legyőzi a végösszegedet: { $chance }
odds-no-cheat-negative = Csalás: { $edition }-ben −-os flip után nem megengedett.
odds-no-cheat-empty-hand = Csalás: üres a kezed.
odds-footer = Pontos, a nem látott lapokból számolva. Semmi sem lett felfordítva.
odds-footer-opposed = Pontos, a nem látott lapokból számolva; az ellenfeled nem csal (lásd a kezéről szóló sort). Semmi sem lett felfordítva.
odds-error-no-empower-card = Nincs a kezedben { $max } vagy kisebb értékű lap, amellyel empowerelhetnél.

## Csalás menük: mit tesz most az egyes lap

odds-cheat-success = Végösszeg { $total }: siker, { $margin } többlettel
odds-cheat-failure = Végösszeg { $total }: kudarc, { $short } hiányzik
odds-cheat-short-of-tn = Végösszeg { $total }: kudarc (a TN alatt, vagy hiányzik egy szín)
odds-cheat-win = Végösszeg { $total }: nyersz, { $margin } különbséggel
odds-cheat-tie-win = Végösszeg { $total }: döntetlen, te nyersz
odds-cheat-tie-lose = Végösszeg { $total }: döntetlen, a támadó nyer
odds-cheat-lose = Végösszeg { $total }: vesztesz, { $short } különbséggel
odds-cheat-neither = Végösszeg { $total }: senki sem sikeres
odds-cheat-raises = · { $raises } raise
odds-damage-flip = · damage flip { $modifiers }
odds-damage-flip-none = · damage flip módosító nélkül
odds-cheat-damage = { $damage } sebzés
odds-cheat-initiative-win = Végösszeg { $total }: { $margin } különbséggel nyered a kezdeményezést
odds-cheat-initiative-tie = Végösszeg { $total }: döntetlen, mindketten újra flipeltek
odds-cheat-initiative-lose = Végösszeg { $total }: { $short } különbséggel elveszted a kezdeményezést
odds-error-opponent-deck-exhausted = Az ellenfeled paklijában csak { $available } felfordítható lap maradt (a többi a kezében vagy játékban van); { $needed } kellene.

## /help (a duelek oldala)

help-odds =
    • `/esélyek egyszerű stat:6 célszám:12 módosítók:+`, `/esélyek ellenfél_ellen stat:6 ellenfél_stat:5 ellenfél:@Ana`: pontos esélyeid a paklid mostani állapotából, csak neked: csalás nélkül és a legjobb csalásoddal. Semmi sem lesz felfordítva. Minden csalás menü azt is megmondja, mit adna az egyes lap.
