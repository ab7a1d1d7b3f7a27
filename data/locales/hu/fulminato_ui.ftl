# /fulminato: parancsnevek és leírások, válaszok, gombok és a Discord-réteg hibái.
# A szabályhibák (fulminato-error-*) a fulminato.ftl fájlban vannak.

## Command, option and choice names (lowercase, no spaces, ≤ 32 characters) and descriptions (≤ 100)

cmd-fulminato = fulminato
cmd-fulminato-desc = Fulminato: kezdeményezés-követő, akciópontok, támadások és kockák
cmd-fulminato-add = hozzáadás
cmd-fulminato-add-desc = Harcoló felvétele az asztal névsorába, Elme- és Kecsesség-kockájával
opt-fulminato-add-name = név
opt-fulminato-add-name-desc = A harcoló neve (egyedi az asztalnál, vessző nélkül)
opt-fulminato-add-mind = elme
opt-fulminato-add-mind-desc = Az Elme-kockája (Mente)
opt-fulminato-add-grace = kecsesség
opt-fulminato-add-grace-desc = A Kecsesség-kockája (Gracia)
opt-fulminato-add-owner = tulajdonos
opt-fulminato-add-owner-desc = A játékos, aki irányítja (üres: te, a krónikás szereplőjeként)
cmd-fulminato-remove = eltávolítás
cmd-fulminato-remove-desc = Harcoló törlése a névsorból és a harcból
opt-fulminato-remove-name = név
opt-fulminato-remove-name-desc = Az eltávolítandó harcoló
cmd-fulminato-start = kezdés
cmd-fulminato-start-desc = Harc indítása: mindenki dElme + dKecsesség dob (a meglepők cselekszenek először)
opt-fulminato-start-surprisers = meglepők
opt-fulminato-start-surprisers-desc = Akik meglepik az ellenséget, vesszővel elválasztva, cselekvési sorrendben
opt-fulminato-start-surprised = meglepettek
opt-fulminato-start-surprised-desc = Akik meglepettek (a meglepetéskörben nincs hárításkockájuk), vesszővel elválasztva
cmd-fulminato-show = mutat
cmd-fulminato-show-desc = A névsor és a kezdeményezési sorrend, hogy ki következik, és mennyi akciópontja van
cmd-fulminato-next = következő
cmd-fulminato-next-desc = Az aktuális harcoló körének befejezése
cmd-fulminato-next_round = következő_kör
cmd-fulminato-next_round-desc = Ugrás a következő körre (a krónikás)
cmd-fulminato-delay = késleltetés
cmd-fulminato-delay-desc = Az aktuális harcoló késleltet, hogy valaki után cselekedjen ebben a körben
opt-fulminato-delay-after = után
opt-fulminato-delay-after-desc = A harcoló, aki után cselekszik
cmd-fulminato-act = akció
cmd-fulminato-act-desc = Akciópontok elköltése egy akcióra (körönként 6, a meglepetéskörben 3)
opt-fulminato-act-action = akció
opt-fulminato-act-action-desc = Az akció fajtája
opt-fulminato-act-combatant = harcoló
opt-fulminato-act-combatant-desc = Ki cselekszik (üres: az aktuális harcoló; mások csak időtlen akciót)
cmd-fulminato-end = befejezés
cmd-fulminato-end-desc = A harc befejezése (a névsor megmarad a következőre)
cmd-fulminato-attack = támadás
cmd-fulminato-attack-desc = Támadás a hárítás ellen: végeredmény, találati hely, végtag és sebzés
opt-fulminato-attack-kind = fajta
opt-fulminato-attack-kind-desc = Közelharc (dAlkat + képzettség) vagy távolsági (dÜgyesség + képzettség)
opt-fulminato-attack-characteristic = tulajdonság
opt-fulminato-attack-characteristic-desc = Az Alkat-kocka (közelharc) vagy az Ügyesség-kocka (távolsági)
opt-fulminato-attack-skill = képzettség
opt-fulminato-attack-skill-desc = A fegyverképzettség kockája
opt-fulminato-attack-weapon = fegyver
opt-fulminato-attack-weapon-desc = Fegyver, sebzésre nem készült tárgy (2 negatív fokozat, ügyetlen kézzel 3) vagy fegyvertelen
opt-fulminato-attack-ranks = fokozat
opt-fulminato-attack-ranks-desc = Fokozatok a támadáson (pozitív: nagyobb kocka; negatív: egyenként −1)
opt-fulminato-attack-bonus = bónusz
opt-fulminato-attack-bonus-desc = A támadáshoz adott fix bónusz vagy levonás
opt-fulminato-attack-shield = pajzs
opt-fulminato-attack-shield-desc = A védő pajzsbónusza a hárításhoz
opt-fulminato-attack-armour = páncél
opt-fulminato-attack-armour-desc = A védő páncélbónusza a hárításhoz
opt-fulminato-attack-extra = extra
opt-fulminato-attack-extra-desc = Egyéb hárításbónuszok (jártasságok, ereklyék)
opt-fulminato-attack-defence_ranks = hárítási_fokozat
opt-fulminato-attack-defence_ranks-desc = Fokozatok a védő d6-os hárításkockáján
opt-fulminato-attack-flankers = bekerítők
opt-fulminato-attack-flankers-desc = A védőt bekerítő közelharci támadók (az elsőn túl mindegyik: −1 fokozat, legfeljebb 3)
opt-fulminato-attack-defender_state = védő_állapota
opt-fulminato-attack-defender_state-desc = A védő állapota (üres: a harcból, különben kész)
opt-fulminato-attack-surprised_ranks = meglepett_fokozat
opt-fulminato-attack-surprised_ranks-desc = A krónikás megengedi a meglepett védőnek a d6-ot ezekkel a negatív fokozatokkal
opt-fulminato-attack-damage = sebzés
opt-fulminato-attack-damage-desc = A fegyver sebzése: szám vagy kockák, pl. 6 vagy 2d6+1
opt-fulminato-attack-hit_points = életpont
opt-fulminato-attack-hit_points-desc = A védő maximális életpontja (hogy kiderüljön, használhatatlanná válik-e egy végtag)
opt-fulminato-attack-called = célzott
opt-fulminato-attack-called-desc = Célzott támadás, amelynek képzettségpróbája már sikerült: hová céloz
opt-fulminato-attack-attacker = támadó
opt-fulminato-attack-attacker-desc = Ki támad (név, megjelenik a válaszban)
opt-fulminato-attack-defender = védő
opt-fulminato-attack-defender-desc = Kit támadnak (meglepetéskörben a meglepett védő elveszti a d6-ot)
opt-fulminato-attack-cover = fedezék
opt-fulminato-attack-cover-desc = Távolsági támadás valaki ellen, akit egy másik személy fedez (50% eséllyel a fedezőt találja)
cmd-fulminato-test = próba
cmd-fulminato-test-desc = Kockadobás egy nehézség ellen (könnyű 6, bonyolult 12)
opt-fulminato-test-dice = kockák
opt-fulminato-test-dice-desc = A dobandó kockák, pl. d8 d6 (az első kapja a fokozatokat)
opt-fulminato-test-difficulty = nehézség
opt-fulminato-test-difficulty-desc = Az elérendő szám: könnyű 6, bonyolult 12
opt-fulminato-test-ranks = fokozat
opt-fulminato-test-ranks-desc = Fokozatok az első kockán
opt-fulminato-test-bonus = bónusz
opt-fulminato-test-bonus-desc = Fix bónusz vagy levonás
cmd-fulminato-roll = dobás
cmd-fulminato-roll-desc = Bármilyen kocka dobása szabványos jelöléssel, pl. 1d8+1d6
opt-fulminato-roll-expression = kifejezés
opt-fulminato-roll-expression-desc = Kockajelölés, pl. 1d8+1d6, 2d6+3

choice-fulminato-die-4 = d4
choice-fulminato-die-6 = d6
choice-fulminato-die-8 = d8
choice-fulminato-die-10 = d10
choice-fulminato-die-12 = d12
choice-fulminato-kind-melee = Közelharc
choice-fulminato-kind-ranged = Távolsági
choice-fulminato-weapon-weapon = Fegyver
choice-fulminato-weapon-improvised = Sebzésre nem készült tárgy (−2 fokozat)
choice-fulminato-weapon-improvised-off-hand = Sebzésre nem készült tárgy, ügyetlen kézzel (−3 fokozat)
choice-fulminato-weapon-unarmed = Fegyvertelen
choice-fulminato-state-ready = Kész
choice-fulminato-state-surprised = Meglepett
choice-fulminato-state-tied-up = Megkötözött
choice-fulminato-state-unconscious = Eszméletlen
choice-fulminato-state-paralysed = Megbénult
choice-fulminato-state-held = Lefogott (birkózásban)
choice-fulminato-called-head = Fej
choice-fulminato-called-left-leg = Bal láb
choice-fulminato-called-right-leg = Jobb láb
choice-fulminato-called-off-hand-arm = Ügyetlen kar
choice-fulminato-called-main-arm = Ügyes kar
choice-fulminato-action-precision = Precíziós (2)
choice-fulminato-action-quick = Gyors (1)
choice-fulminato-action-movement = Mozgás (3)
choice-fulminato-action-standard = Normál (3)
choice-fulminato-action-full = Teljes kör (6)
choice-fulminato-action-timeless = Időtlen (0)
choice-fulminato-action-maneuver = Manőver: roham, elgáncsolás, lefegyverzés… (3)
choice-fulminato-action-retreat = Visszavonulás (6)
choice-fulminato-action-speak = Egy mondat kimondása (0)

## Names used in replies

fulminato-label-mind = Elme
fulminato-label-grace = Kecsesség
fulminato-label-constitution = Alkat
fulminato-label-dexterity = Ügyesség
fulminato-label-skill = Képzettség
fulminato-label-deflection = Hárítás
fulminato-label-limb = Végtag
fulminato-label-cover = Fedezék
fulminato-label-test = Kocka
fulminato-label-attacker = Támadó
fulminato-label-defender = Védő
fulminato-kind-melee = közelharci
fulminato-kind-ranged = távolsági
fulminato-weapon-weapon = fegyverrel
fulminato-weapon-improvised = sebzésre nem készült tárggyal
fulminato-weapon-improvised-off-hand = sebzésre nem készült tárggyal, ügyetlen kézzel
fulminato-weapon-unarmed = fegyvertelenül
fulminato-state-ready = kész
fulminato-state-surprised = meglepett
fulminato-state-tied-up = megkötözött
fulminato-state-unconscious = eszméletlen
fulminato-state-paralysed = megbénult
fulminato-state-held = lefogott (birkózásban)
fulminato-location-none = nincs sebzés (rossz célzás, lepattanás)
fulminato-location-limb = végtag (fél sebzés)
fulminato-location-torso = törzs (teljes sebzés)
fulminato-location-head = fej (dupla sebzés, kritikus)
fulminato-limb-left-leg = bal láb
fulminato-limb-right-leg = jobb láb
fulminato-limb-off-hand-arm = ügyetlen kar
fulminato-limb-main-arm = ügyes kar
fulminato-action-precision = precíziós
fulminato-action-quick = gyors
fulminato-action-movement = mozgás
fulminato-action-standard = normál
fulminato-action-full = teljes kör
fulminato-action-timeless = időtlen
fulminato-action-maneuver = manőver
fulminato-action-retreat = visszavonulás
fulminato-action-speak = beszéd

## Dice

fulminato-die = { $label } d{ $sides }: { $value }
fulminato-ranks = fokozat { $ranks }
fulminato-rank-bonus = { $bonus } a fokozatokból
fulminato-modifier = { $modifier } bónusz
fulminato-pool = { $dice } = { $total }

## Roster and tracker

fulminato-roster-title = **Fulminato névsor** ({ $count })
fulminato-roster-empty = A névsor még üres. Harcolókat a /fulminato hozzáadás paranccsal vehetsz fel.
fulminato-roster-line = • { $name }: Elme d{ $mind }, Kecsesség d{ $grace } — { $controller }
fulminato-no-fight = Nem folyik harc. Indíts egyet a /fulminato kezdés paranccsal.
fulminato-round = **{ $round }. kör**
fulminato-surprise-round = **Meglepetéskör**: csak a meglepők cselekszenek, fejenként 3 akcióponttal.
fulminato-chronicler = Krónikás: { $chronicler }
fulminato-order-line = { $marker } { $position }. { $name }{ $total }{ $owner }
fulminato-order-total = { " " }({ $total })
fulminato-order-owner = { " " }— { $owner }
fulminato-current = { $name } következik: { $left } akciópontja maradt.
fulminato-surprised-list = Meglepettek (ebben a körben nincs hárításkockájuk): { $names }

## Events

fulminato-added = { $by } felvette a névsorba: { $name } (Elme d{ $mind }, Kecsesség d{ $grace }).
fulminato-added-during-fight = Harc folyik: { $name } a következő /fulminato kezdés alkalmával csatlakozik.
fulminato-removed = { $by } eltávolította: { $name }.
fulminato-started = { $by } harcot indít. Kezdeményezés, dElme + dKecsesség:
fulminato-init-line = • { $name }: { $rolls }
fulminato-init-reroll = döntetlen, újradobás: { $roll }
fulminato-ended = { $by } a(z) { $round }. kör után befejezte a harcot. A névsor megmarad a következő harcra.
fulminato-turn-ended = { $name } köre véget ért.
fulminato-round-started = Kezdődik a(z) { $round }. kör.
fulminato-delayed = { $name } késleltet, hogy ebben a körben { $other } után cselekedjen.
fulminato-spent = { $name } { $action } akciót hajt végre ({ $cost } akciópont): { $left } maradt.
fulminato-spent-timeless = { $name } { $action } akciót hajt végre (akciópont nélkül).

## Attacks, tests and rolls

fulminato-attack-title = { $by }: { $kind } támadás { $weapon }
fulminato-attack-who = { $attacker } támadása { $defender } ellen
fulminato-attack-someone = valaki
fulminato-attack-line = Támadás: { $pool }
fulminato-deflection-line = Hárítás: { $pool }
fulminato-deflection-parts = { $dice } + pajzs { $shield } + páncél { $armour } + extra { $extra } = { $total }
fulminato-deflection-helpless = Hárítás: 0 — a védő { $state }, nem tud hárítani.
fulminato-deflection-surprised = A védő meglepett: nincs hárításkocka, csak a bónuszok.
fulminato-deflection-from-fight = (A védő meglepett ennek a harcnak a meglepetéskörében.)
fulminato-flankers = { $flankers } bekerítő: { $ranks } negatív fokozat a hárításkockán.
fulminato-cover-line = Fedezék: { $die } → { $hit ->
    [yes] helyette a fedezéket adó személyt találja; az alábbi eredmény rá vonatkozik.
   *[no] a fedezéket nem találja; a támadás a célpontja felé folytatódik.
}
fulminato-final-line = Végeredmény: { $attack } − { $deflection } = { $final }
fulminato-location-line = Találati hely: { $location }
fulminato-location-limb-line = Találati hely: { $location } — { $die } → { $limb }
fulminato-location-called = Találati hely: { $location } (célzott támadás)
fulminato-damage-line = Sebzés: { $rolled } → { $dealt }
fulminato-damage-rolled = { $breakdown }
fulminato-limb-disabled = A végtag ({ $limb }) a gyógyulásig használhatatlan (a sebzés legalább az életpontok fele).
fulminato-limb-not-disabled = A végtag ({ $limb }) még működik (az életpontok felénél kevesebb).
fulminato-interpretations = Alkalmazott értelmezések:
fulminato-test-line = Próba: { $pool } a(z) { $difficulty } nehézség ellen → { $success ->
    [yes] **Siker**
   *[no] **Kudarc**
}
fulminato-test-title = { $by } próbát dob
fulminato-roll-result = { $by } dob: `{ $expression }`: { $breakdown }

## Interpretations (bot/rules/fulminato.py: Interpretation)

fulminato-interp-ranks-outside-deflection = A szöveg csak a hárításnál határozza meg a fokozatokat; ugyanezek a lépések érvényesültek erre a dobásra is (pozitív: a kocka két oldallal nő d12-ig, utána +1; negatív: egyenként −1).
fulminato-interp-half-rounds-down = A végtagra jutó fél sebzést lefelé kerekítjük.
fulminato-interp-surprised-keeps-bonuses = A meglepett védő csak a d6-ot veszíti el: a pajzs, a páncél és az egyéb bónuszok továbbra is számítanak.
fulminato-interp-deflection-floor-zero = A hárítás sosem megy 0 alá.
fulminato-interp-flanking-count = Bekerítés: az első közelharci támadó nem számít; minden további egy negatív fokozatot ad (legfeljebb 3-at).
fulminato-interp-difficulty-met-succeeds = A nehézség pontos elérése sikernek számít.
fulminato-interp-called-shot-location = A célzott támadás akkor találja a megcélzott testrészt, ha a végeredmény eléri annak a testrésznek a sávját.
fulminato-interp-delay-this-round = A késleltetés csak erre a körre szól; a következő körben visszaáll a kezdeményezési sorrend.
fulminato-interp-surprise-order-as-given = Több meglepő a megadás sorrendjében cselekszik.
fulminato-interp-initiative-tie-unresolved = A döntetlent sok újradobás után sem sikerült feloldani; a holtversenyben lévő harcolók a megadott sorrendben maradnak.

## Buttons

fulminato-button-next = Következő kör

## Errors of the Discord layer

fulminato-ui-error-name-comma = A harcoló neve nem tartalmazhat vesszőt („{ $name }”): a /fulminato kezdés parancsban a vesszők választják el a neveket. Használj másik nevet.
fulminato-ui-error-roster-full = Az asztal névsorában már { $max } harcoló van, ennél több nem fér el. Előbb távolíts el valakit.
fulminato-ui-error-fight-running = Ennél az asztalnál már folyik egy harc. Előbb fejezd be a /fulminato befejezés paranccsal.
fulminato-ui-error-no-fight = Ennél az asztalnál nem folyik harc. Indíts egyet a /fulminato kezdés paranccsal.
fulminato-ui-error-stale = Ezek a gombok elavultak: most { $name } következik. Használd a legutóbbi üzenet gombjait, vagy a /fulminato mutat parancsot.
fulminato-ui-error-not-your-combatant = { $name } irányítója { $controller }. Csak ő, a harc krónikása vagy egy asztalmoderátor cselekedhet helyette: { $name }.
fulminato-ui-error-not-chronicler = Ezt csak a harc krónikása ({ $chronicler }) vagy egy asztalmoderátor teheti meg.
fulminato-ui-error-bot-owner = { $name } egy bot, nem irányíthat harcolót. Válassz egy személyt, vagy hagyd üresen a tulajdonost.
fulminato-ui-error-cover-melee = A másik személy által adott fedezék csak távolsági támadásra vonatkozik. Válaszd a távolságit, vagy hagyd ki a fedezéket.
fulminato-ui-error-no-names = A(z) „{ $value }” lista senkit sem nevez meg. Írd be a harcolók nevét vesszővel elválasztva.
fulminato-ui-error-dice = Nem tudtam értelmezni ezeket a kockákat: „{ $value }”. Írj Fulminato-kockákat szóközzel elválasztva, pl. d8 d6.
fulminato-ui-error-too-many-dice = Egy próba legfeljebb { $max } kockával dob.
