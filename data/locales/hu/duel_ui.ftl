# /duel, /damage, /initiative és /random: parancsnevek, válaszok, gombok, menük és hibák.

## /duel — command, options, choices

cmd-duel = duel
cmd-duel-desc = Duelek: célszám (TN) ellen, vagy az asztal egy másik játékosa ellen
cmd-duel-simple = egyszerű
cmd-duel-simple-desc = Simple Duel: a statod + egy flip egy célszám (TN) ellen
opt-duel-simple-stat = stat
opt-duel-simple-stat-desc = A modelled statja ehhez a duelhez, bónuszokkal együtt (0–99)
opt-duel-simple-tn = célszám
opt-duel-simple-tn-desc = A célszám (TN), amelyet el kell érni vagy meg kell haladni (0–99)
opt-duel-simple-modifiers = módosítók
opt-duel-simple-modifiers-desc = Fate módosítók: +, ++, -, --, +2, -1, 0 vagy +- (üres: nincs)
opt-duel-simple-suit = szín
opt-duel-simple-suit-desc = Színek, amelyeknek a végösszegben szerepelniük kell, pl. rams, ♥ vagy "rams masks"
opt-duel-simple-soulstone = soulstone
opt-duel-simple-soulstone-desc = Soulstone költése: egy +, egy szín, vagy M2E-ben mindkettő (M4E-ben nem)
opt-duel-simple-empower = empower
opt-duel-simple-empower-desc = M4E: dobj el egy legfeljebb 5 értékű lapot a kezedből egy +-ért és a színéért
opt-duel-simple-edition = kiadás
opt-duel-simple-edition-desc = Egy másik kiadás szabályai ehhez a duelhez

cmd-duel-opposed = ellenfél_ellen
cmd-duel-opposed-desc = Opposed Duel az asztal egy másik játékosa ellen
opt-duel-opposed-opponent = ellenfél
opt-duel-opposed-opponent-desc = Az ellenálló játékos (egy gombbal erősíti meg)
opt-duel-opposed-stat = stat
opt-duel-opposed-stat-desc = A modelled statja ehhez a duelhez, bónuszokkal együtt (0–99)
opt-duel-opposed-modifiers = módosítók
opt-duel-opposed-modifiers-desc = A Fate módosítóid: +, ++, -, --, +2, -1, 0 vagy +- (üres: nincs)
opt-duel-opposed-opponent_stat = ellenfél_stat
opt-duel-opposed-opponent_stat-desc = Az ellenfél resist statja, ha tudod (különben ő adja meg)
opt-duel-opposed-opponent_modifiers = ellenfél_módosítók
opt-duel-opposed-opponent_modifiers-desc = Az ellenfél Fate módosítói, ha tudod őket
opt-duel-opposed-soulstone = soulstone
opt-duel-opposed-soulstone-desc = Soulstone költése: egy +, egy szín, vagy M2E-ben mindkettő (M4E-ben nem)
opt-duel-opposed-empower = empower
opt-duel-opposed-empower-desc = M4E: dobj el egy legfeljebb 5 értékű lapot a kezedből egy +-ért és a színéért
opt-duel-opposed-tn = célszám
opt-duel-opposed-tn-desc = Célszám (TN), amelyet szintén el kell érned, ha az actionnek van ilyen
opt-duel-opposed-suit = szín
opt-duel-opposed-suit-desc = Színek, amelyeknek a végösszegedben szerepelniük kell (célszám kell hozzá), pl. rams vagy ♥
opt-duel-opposed-edition = kiadás
opt-duel-opposed-edition-desc = Egy másik kiadás szabályai ehhez a duelhez

choice-soulstone-plus = + (egy Soulstone)
choice-soulstone-rams = ♥ Rams (egy Soulstone)
choice-soulstone-crows = ♠ Crows (egy Soulstone)
choice-soulstone-masks = ♦ Masks (egy Soulstone)
choice-soulstone-tomes = ♣ Tomes (egy Soulstone)
choice-soulstone-plus-rams = + és ♥ Rams (két Soulstone, M2E)
choice-soulstone-plus-crows = + és ♠ Crows (két Soulstone, M2E)
choice-soulstone-plus-masks = + és ♦ Masks (két Soulstone, M2E)
choice-soulstone-plus-tomes = + és ♣ Tomes (két Soulstone, M2E)

## /damage — command and options

cmd-damage = sebzés
cmd-damage-desc = Damage flip (M2E/M3E): gyenge, közepes vagy erős sebzés a lap szerint
opt-damage-weak = gyenge
opt-damage-weak-desc = Az action gyenge (Weak) sebzése (0–5 lapok)
opt-damage-moderate = közepes
opt-damage-moderate-desc = Az action közepes (Moderate) sebzése (6–10 lapok)
opt-damage-severe = erős
opt-damage-severe-desc = Az action erős (Severe) sebzése (11–13 lapok; a Red Joker eggyel többet ad)
opt-damage-modifiers = módosítók
opt-damage-modifiers-desc = A damage flip Fate módosítói, pl. a duelből jövő −− vagy +
opt-damage-edition = kiadás
opt-damage-edition-desc = Egy másik kiadás szabályai ehhez a fliphez

## Duel messages

duel-title-simple = 🎯 **Simple Duel** ({ $edition }): { $who } — célszám (TN) { $tn }
duel-title-opposed = ⚔️ **Opposed Duel** ({ $edition }): { $who } – { $opponent }
duel-title-opposed-tn = (TN { $tn })
duel-title-damage = 💥 **Damage flip** ({ $edition }): { $who } — gyenge { $weak }, közepes { $moderate }, erős { $severe }
duel-tn-with-suits = { $tn }, színek: { $suits }
duel-no-suit = nincs szín
duel-side = { $who }: stat { $stat } ({ $modifiers })
duel-side-no-stat = { $who }: a stat még nincs megadva
duel-side-relented = { $who } relentel.
duel-side-damage = { $who } sebzésre flipel ({ $modifiers })
duel-boost-plus = Soulstone: +
duel-boost-suit = Soulstone: { $suit }
duel-boost-plus-and-suit = Soulstone-ok: + és { $suit }
duel-boost-empower = empower ezzel: { $card } (+ és { $suit })
duel-red-joker-as = ({ $suit } színként)
duel-red-joker-no-suit = (szín nélkül)
duel-cheated-in = — cheatelve, ezt váltja: { $replaced }
duel-total = Végösszeg: { $total } ({ $suits })
duel-cannot-cheat = { $who } nem cheatelhet: { $reason }.
duel-kept-card = { $who } nem cheatelt.
duel-block-negative-flip = a flipen − maradt
duel-block-black-joker = Black Jokert flipelt
duel-block-opponent-red-joker = az ellenfél Red Jokere kizárja a cheatelést
duel-block-relented = relentelt
duel-block-empty-hand = nincs lap a kezében
duel-block-already-used = már megvolt a lehetősége
duel-block-not-allowed = ennél a flipnél nem megengedett

duel-waiting-resister = Várunk rá, hogy elfogadja: { $who } (a statja meg van adva).
duel-waiting-resister-stat = Várunk rá, hogy elfogadja, és megadja a statját és a módosítóit: { $who }.
duel-waiting-relent = Relentelhet is.
duel-waiting-initiator-boost = A védekező nyilatkozott. Várunk rá, hogy bejelentse a Soulstone-jait (vagy hogy nincs): { $who }.
duel-waiting-choose = Várunk rá, hogy kiválassza a használt lapot: { $who }.
duel-waiting-red-joker = Várunk rá, hogy megnevezze a Red Joker színét: { $who }.
duel-waiting-cheat = Várunk rá, hogy cheateljen a kezéből, vagy megtartsa a lapját: { $who }.

duel-result-simple-success = Eredmény: Siker — { $total } a(z) { $tn } TN ellen (különbség: { $margin })
duel-result-simple-failure = Eredmény: Kudarc — { $total } a(z) { $tn } TN ellen ({ $short } hiányzik)
duel-result-simple-failure-suits = Eredmény: Kudarc — { $total } a(z) { $tn } TN ellen, de
duel-missing-suits = a végösszegből hiányzik: { $suits }.
duel-result-initiator-wins = Eredmény: Siker — { $who } nyer, { $first } – { $second } (különbség: { $margin })
duel-result-resister-wins = Eredmény: Kudarc — { $who } nyer, { $first } – { $second } (különbség: { $margin })
duel-result-nobody-wins = Eredmény: Kudarc — senki sem nyer, { $first } – { $second }
duel-result-relented = Eredmény: Siker — { $opponent } relentelt, így { $who } sikert ér el, mint egyenlőségnél (senki sem flipelt).
duel-relented-total = { $who } relentelt: a végösszege megegyezik a kezdeményezőével.
duel-below-tn = { $who } nem érte el a TN-t: { $tn }.
duel-raises = Emelések: { $raises } — { $who }
duel-tie-reduction = Pontos egyenlőség: { $who } { $amount } ponttal csökkenti az őt érő sebzést.
duel-damage-modifier = Damage flip: { $modifiers }
duel-no-damage-flip = A támadás sikertelen: nincs damage flip.
duel-interpretations = (Szabályértelmezések: { $tags } — lásd /súgó.)

damage-strength-weak = gyenge
damage-strength-moderate = közepes
damage-strength-severe = erős
damage-result = Eredmény: { $damage } sebzés ({ $strength } lap)
damage-result-red-joker = Eredmény: { $damage } sebzés (Red Joker: Severe + 1)
damage-result-black-joker = Eredmény: nincs sebzés (Black Joker)

## Duel controls

duel-button-accept = Elfogadom
duel-button-empower = Empower…
duel-button-relent = Relent
duel-button-no-soulstone = Nincs Soulstone
duel-button-cheat = Cheatelés…
duel-button-keep = Megtartom a lapomat
duel-button-red-joker-as = Red Joker mint { $suit }
duel-soulstone-placeholder = Elfogadás Soulstone-nal…
duel-option-red-joker-as = Red Joker mint { $suit }
duel-cheat-placeholder = Válassz lapot a kezedből
duel-cheat-none = Nem cheatelek: megtartom a lapomat
duel-cheat-prompt = Cheatelés: cseréld le a duel lapodat egy lapra a kezedből (ezt a menüt csak te látod).
duel-empower-placeholder = Válaszd ki az eldobandó lapot
duel-empower-none = Nem empowerelek
duel-empower-prompt = Empower: dobj el a kezedből egy legfeljebb { $max } értékű lapot egy +-ért és a lap színéért (ezt a menüt csak te látod).
duel-form-title = A duel elfogadása
duel-form-stat = A statod (egy szám, pl. 5)
duel-form-stat-placeholder = 5
duel-form-modifiers = Fate módosítók (nem kötelező: +, -, ++, +2 …)
duel-form-modifiers-placeholder = üres, ha nincs
duel-step-done = Kész: a duel üzenete frissült.
duel-cheated = Cheateltél: a duel üzenete az új lapodat mutatja.
duel-kept = Megtartottad a lapodat.
duel-empowered = Empowereltél: a lapot eldobtad a kezedből.
duel-started = A duel kikerült a csatornába.

## Duel errors (always private)

error-opponent-not-at-table = { $player } nem látja ezt a csatornát, így itt nem játszhat. Válassz egy játékost ennél az asztalnál.
duel-error-suits-invalid = „{ $value }” nem szín. Használd a rams, crows, masks vagy tomes szót (vagy ♥ ♠ ♦ ♣, vagy r c m t), többet szóközzel elválasztva.
duel-error-soulstone-invalid = „{ $value }” nem Soulstone-választás. Válassz egyet a listából.
duel-error-stat-not-number = „{ $value }” nem stat: írj be egy 0 és 99 közötti egész számot, pl. 5.
duel-error-no-empower-card = Nincs a kezedben legfeljebb { $max } értékű lap, amivel empowerelhetnél. Húzz a /kéz húzás paranccsal, vagy duelezz empower nélkül.
duel-error-no-cheat-window = Ebben a duelben most nem te cheatelhetsz.
duel-error-menu-stale = Ez a menü elavult. Használd újra a duel üzenetének gombjait.

## /initiative

cmd-initiative = kezdeményezés
cmd-initiative-desc = Kié a kezdeményezés ebben a körben, a kiadásod eljárása szerint
opt-initiative-opponent = ellenfél
opt-initiative-opponent-desc = A másik játékos
opt-initiative-pass_tokens = pass_token
opt-initiative-pass_tokens-desc = M3E: a Pass Tokenjeid, a flipedhez adva
opt-initiative-opponent_pass_tokens = ellenfél_pass_token
opt-initiative-opponent_pass_tokens-desc = M3E: az ellenfél Pass Tokenjei, az ő flipjéhez adva
opt-initiative-attacker = támadó
opt-initiative-attacker-desc = Ki támadott: M4E-ben övé az 1. kör kezdeményezése; M3E-ben az 1. kör előtt övé
opt-initiative-last_activator = utolsó_aktiváló
opt-initiative-last_activator-desc = M4E további körök: ki aktiválta az utolsó modellt (a másik választ)
opt-initiative-edition = kiadás
opt-initiative-edition-desc = Egy másik kiadás eljárása

initiative-title = 🏁 **Kezdeményezés** ({ $edition }): { $first } és { $second }
initiative-event-flip = { $who } flipje: { $card }
initiative-event-tie-reflip = { $who } döntetlen után újraflipel: { $card }
initiative-event-soulstone-reflip = { $who } elkölt egy Soulstone-t, és újraflipel: { $card } (ez helyett: { $replaced })
initiative-event-soulstone-keep = { $who } megtartja: { $card }
initiative-event-cheat = { $who } cheatel: { $card } (ez helyett: { $replaced })
initiative-event-decline = { $who } nem cheatel
initiative-event-cheat-skipped = { $who } nem cheatelhet: { $reason }
initiative-event-chose = { $who } döntése: { $first } kezd
initiative-pass-tokens = + { $tokens } Pass Token = { $total }
initiative-waiting-soulstone = Várunk rá: { $who } — költs el egy Soulstone-t az újraflipre, vagy tartsd meg a lapot.
initiative-waiting-cheat = Várunk rá: { $who } — cheatelj a kezedből, vagy tartsd meg a lapodat.
initiative-waiting-choose = A flipet { $who } nyerte. Várunk rá, hogy eldöntse, ki kezd: { $who }.
initiative-waiting-choose-m4e = Nem { $who } aktiválta az utolsó modellt, így { $who } dönti el, kié a kezdeményezés.
initiative-totals = Végösszegek: { $first } { $first_total }, { $second } { $second_total }.
initiative-result = Eredmény: ebben a körben { $who } kezdeményez.
initiative-result-m2e = Eredmény: az Initiative Flipet { $who } nyerte; { $first } kezd.
initiative-result-attacker = Eredmény: a kezdeményezés { $who } játékosé: az 1. körben a Támadóé.
initiative-lapsed = Ez a kezdeményezés válasz nélkül lejárt; a lapjai a Discard Pile-okra kerültek.
initiative-button-reflip = Soulstone: újraflip
initiative-button-keep = Megtartom a lapot
initiative-button-me = Én kezdek
initiative-button-other = Az ellenfél kezd
initiative-cheat-prompt = Cheatelés az Initiative Flipen: válassz lapot a kezedből (ezt a menüt csak te látod).
initiative-error-pass-tokens-m3e = A Pass Token M3E-szabály; ez a kezdeményezés a(z) { $edition } kiadás szerint megy. Hagyd 0-n.
initiative-error-m4e-options = A támadó és az utolsó_aktiváló opció az M4E eljáráshoz való; ez a kezdeményezés a(z) { $edition } kiadás szerint megy, amelyben flipelni kell. Hagyd ki őket.
initiative-error-unknown = Ez a kezdeményezés véget ért, vagy már nem létezik. Kezdd újra a /kezdeményezés paranccsal.
initiative-error-expired = Ez a kezdeményezés túl sokáig várt, és lejárt: a szabályok alapértelmezése döntötte el, ahogy az üzenete mutatja.

## /random

cmd-random = véletlen
cmd-random-desc = Véletlenszerű kiválasztás a Fate Deckkel
cmd-random-model = modell
cmd-random-model-desc = Véletlen modell: jelöltenként egy lap, a legalacsonyabb a kiválasztott
opt-random-model-count = darab
opt-random-model-count-desc = Hány jelölt modell van (1–20)
cmd-random-player = játékos
cmd-random-player-desc = Véletlen játékos: mindketten flipeltek, a legmagasabb nyer, döntetlennél újraflip
opt-random-player-opponent = ellenfél
opt-random-player-opponent-desc = A másik játékos

random-model-title = 🎲 **Véletlen modell**: { $who } jelöltenként egy lapot flipel, { $count } jelöltre.
random-model-line = { $model }. modell: { $card }
random-model-result = Eredmény: a(z) { $model }. modell (a legalacsonyabb lap, { $card })
random-models-list = { $first } és { $last }
random-model-tie = Eredmény: ezek a modellek holtversenyben állnak a legalacsonyabb lappal ({ $value }): { $models }.
random-model-tie-choose = { $who } aktív játékosként a gombokkal választ közülük egyet.
random-model-button = { $model }. modell
random-model-chosen = { $who } a(z) { $model }. modellt választotta.
random-player-title = 🎲 **Véletlen játékos**: { $first } és { $second } flipel.
random-player-round = { $round }. forduló: { $first } { $first_card }, { $second } { $second_card }
random-player-round-tie = { $round }. forduló: { $first } { $first_card }, { $second } { $second_card } — döntetlen, újraflip
random-player-rounds-skipped = … még { $count } döntetlen forduló …
random-player-result = Eredmény: { $who } (a legmagasabb lap)
