## A bot/rules/fulminato.py hibái (Fulminato harc).

fulminato-error-die = { $die } nem Fulminato-kocka. Használd ezek egyikét: { $allowed }.
fulminato-error-no-dice = Egy dobáshoz legalább egy kocka kell. Add meg a dobandó kockákat, például d8 és d6.
fulminato-error-difficulty = A nehézség nem lehet { $difficulty }. Adj meg 0 vagy nagyobb számot: a könnyű 6, a bonyolult 12.
fulminato-error-unarmed-ranged = A fegyvertelen támadás közelharci támadás. Válaszd a közelharcot, vagy válassz fegyvert (dobott tárgynál rögtönzöttet).
fulminato-error-flankers = A bekerítők száma nem lehet { $flankers }. Add meg, hány közelharci támadó keríti be a célpontot (ha senki, 0).
fulminato-error-surprised-ranks = Meglepett védőnek a hárításkocka csak negatív fokozatokkal engedhető meg, nem ennyivel: { $ranks }. Adj meg nullánál kisebb számot, vagy hagyd el.
fulminato-error-damage = A sebzés nem lehet { $damage }. Add meg a dobott sebzést, 0 vagy több.
fulminato-error-called-target = A célzott támadás a fejre vagy egy adott végtagra irányulhat, nem erre: { $target ->
        [torso] a törzs
        [none] semmi
       *[other] { $target }
    }.
fulminato-error-ap-insufficient = A(z) { $action ->
        [precision] precíziós
        [quick] gyors
        [movement] mozgás
        [standard] normál
        [full] teljes körös
        [timeless] időtlen
        [maneuver] manőver
        [retreat] visszavonulás
        [speak] beszéd
       *[other] { $action }
    } akció { $cost } akciópontba kerül; ebben a körben { $left } maradt. Válassz olcsóbb akciót, vagy fejezd be a körödet.
fulminato-error-combatant-name = A harcolónak 1–{ $max } karakteres név kell.
fulminato-error-no-combatants = Egy harchoz legalább egy harcoló kell. Adj hozzá harcolókat az Elme- és Kecsesség-kockájukkal.
fulminato-error-duplicate-combatant = Két harcoló is ezt a nevet viseli: { $name }. Adj mindegyiknek különböző nevet.
fulminato-error-unknown-combatant = Ebben a harcban nincs ilyen nevű harcoló: { $name }. Ellenőrizd a nevet a kezdeményezési sorrendben.
fulminato-error-surprise-overlap = { $name } nem lehet egyszerre meglepő és meglepett. Csak az egyik listába tedd.
fulminato-error-surprise-without-surprisers = Valaki meglepett, de senki sem lepi meg. Nevezd meg a harcolókat, akik a meglepetéskörben cselekszenek.
fulminato-error-not-your-turn = Most { $current } köre van, nem { $name } köre. Más harcoló körében csak időtlen akciók (például beszéd) végezhetők.
fulminato-error-delay-target = { $current } csak olyan harcoló mögé késleltethet, aki ebben a körben még nem cselekedett, és { $name } nem ilyen. Válassz a sorrendben későbbi harcolót.
fulminato-error-delay-after-acting = { $name } ebben a körben már költött akciópontot, így már nem késleltethet. Késleltess cselekvés előtt, vagy fejezd be a kört.
fulminato-error-last-combatant = { $name } az utolsó harcoló; az eltávolításával senki sem maradna a harcban. Inkább fejezd be a harcot.
fulminato-error-hit-points-max-needed = Az Állóképesség-próba ellenőrzéséhez a megmaradt életpontok mellett add meg a védő maximális életpontját is (életpont).
fulminato-error-hit-points = A megmaradt életpontnak 0 és a maximum ({ $max }) között kell lennie; ezt adtad meg: { $hit_points }.
fulminato-error-flank-ranged = Távolsági fegyverrel nem lehet bekeríteni: a távolsági támadáshoz nem adható meg bekerítő (megadott bekerítők: { $flankers }). Hagyd a bekerítőket 0-n, vagy válaszd a közelharcit.
