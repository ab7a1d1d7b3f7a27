# /crew: a játékosok beillesztett listákból mentett csapatai, és a szerveren közös modellkártyák (docs/crews.md).

## Commands

cmd-crew = csapat
cmd-crew-desc = Beillesztett listákból mentett csapataid, és a szerveren közös modellkártyák
cmd-crew-import = importálás
cmd-crew-import-desc = Csapat mentése beillesztett listából (biggerhat, Tabletop Simulator, "Név 6ss") vagy fájlból
opt-crew-import-file = fájl
opt-crew-import-file-desc = Szövegfájl a csapatlistával (nélküle egy űrlap nyílik a beillesztéshez)
cmd-crew-list = lista
cmd-crew-list-desc = A csapataid (csak te látod őket)
cmd-crew-show = mutat
cmd-crew-show-desc = Az egyik csapatod a modelljei kártyáival (csak te látod)
cmd-crew-delete = törlés
cmd-crew-delete-desc = Az egyik csapatod törlése
opt-crew-name = név
opt-crew-name-desc = A csapat neve
cmd-crew-card = kártya
cmd-crew-card-desc = Modellkártyák: egyszer kell megadni, és az egész szerver használja őket
cmd-crew-card-set = megadás
cmd-crew-card-set-desc = Modellkártya megadása űrlapon, vagy kártyák beillesztése, csatolása a kártyajelöléssel
opt-crew-card-paste = beillesztés
opt-crew-card-paste-desc = True: egy vagy több kártya beillesztése szövegként az űrlap kitöltése helyett
opt-crew-card-file = fájl
opt-crew-card-file-desc = Szövegfájl egy vagy több kártyával a kártyajelöléssel
cmd-crew-card-show = mutat
cmd-crew-card-show-desc = Egy modellkártya szövegként, másoláshoz és megosztáshoz
opt-crew-card-model = modell
opt-crew-card-model-desc = A modell neve

## Forms

crew-modal-title = Csapat importálása
crew-modal-label = Csapatlista
crew-modal-placeholder = Illeszd be a listát: biggerhat-export, Tabletop Simulator-lista vagy "Név 6ss" sorok
crew-card-block-modal-title = Modellkártyák beillesztése
crew-card-block-modal-label = Kártyák (köztük egy üres sor)
crew-card-block-modal-placeholder = Bíró / Df 5 Wp 6 Sp 5 Sz 2 Hp 9 Base 30 / * Penge | 6r | Df | - | 3/4/5
crew-card-modal-title = Modellkártya
crew-card-modal-name = A modell neve
crew-card-modal-stats = Értékek
crew-card-modal-actions = Akciók (* …) és triggerek (+ …)

## Replies

crew-heading = { $name } ({ $faction }), { $count ->
    [one] { $count } modell
   *[other] { $count } modell
}
crew-no-faction = frakció nélkül
crew-cache = Soulstone-készlet: { $count }
crew-no-card = még nincs kártyája
crew-format-labelled = Biggerhat-exportként olvasva.
crew-format-tts = Tabletop Simulator-listaként olvasva.
crew-format-ss = "Név 6ss" sorokként olvasva.
crew-imported = A(z) { $name } csapat elmentve.
crew-imported-replaced = A(z) { $name } csapat lecserélve az új listára.
crew-unmatched = { $count ->
    [one] { $count } modellnek még nincs kártyája ezen a szerveren:
   *[other] { $count } modellnek még nincs kártyája ezen a szerveren:
}
crew-unmatched-hint = Minden kártyát egyszer kell megadni a /csapat kártya megadás paranccsal: az egész szerver használhatja.
crew-all-matched = Minden modellnek van kártyája ezen a szerveren.
crew-private-note = A csapataidat csak te látod.
crew-list-empty = Még nincs csapatod: a /csapat importálás beillesztett listából ment egyet.
crew-list-title = { $count ->
    [one] A csapatod
   *[other] A(z) { $count } csapatod
}
crew-deleted = A(z) { $name } csapat törölve.
crew-cards-saved = { $count ->
    [one] { $count } kártya elmentve ehhez a szerverhez.
   *[other] { $count } kártya elmentve ehhez a szerverhez.
}
crew-card-new = Új: { $name }
crew-card-replaced = Lecserélve: { $name }
crew-cards-shared-note = Ezeket a kártyákat az egész szerver használhatja; lecserélni csak te tudod őket.
crew-card-title = Kártya: { $name }
crew-card-share-note = Másold ki ezt a szöveget a kártya megosztásához: a /csapat kártya megadás beillesztés:True visszaolvassa.
crew-more-lines = { $count ->
    [one] … és még { $count } sor.
   *[other] … és még { $count } sor.
}

## Errors

crew-error-server-only = A modellkártyákon egy szerver osztozik: ezt a parancsot egy szerver csatornájában használd.
crew-error-name = A csapatnak betűkből vagy számjegyekből álló név kell.
crew-error-too-many = Már { $max } csapatod van: előbb törölj egyet a /csapat törlés paranccsal.
crew-error-unknown = Nincs „{ $name }” nevű csapatod. A /csapat lista megmutatja a csapataidat.
crew-error-file-too-large = A fájl { $size } bájt; legfeljebb { $max } bájtot olvasok be.
crew-error-not-utf8 = A fájl nem UTF-8 szöveg ({ $position }. bájt).
crew-card-error-unknown = Ezen a szerveren még nincs kártyája ennek: „{ $name }”. A /csapat kártya megadás megadja.
crew-card-error-not-author = { $name } kártyáját { $author } adta meg: csak ő cserélheti le.
crew-card-error-name = { $line }. sor: „{ $text }” nem név (1–{ $max } karakter, | * + ` < > @ # nélkül).
crew-card-error-number = { $line }. sor: a(z) { $what } { $low } és { $high } közötti egész szám legyen, nem „{ $text }”.
crew-card-error-stats = { $line }. sor: az értékek sorában Df, Wp, Sp, Sz, Hp és Base kell, mindegyik egyszer, a számával („{ $text }”).
crew-card-error-suit = { $line }. sor: a trigger a színeivel kezdődik (r, c, m vagy t, egytől háromig), utána jön a neve („{ $text }”).
crew-card-error-action = { $line }. sor: egy akció így néz ki: „* név | képesség | ellenáll | TN | sebzés”, öt rész |-vel elválasztva („{ $text }”).
crew-card-error-skill = { $line }. sor: a képesség egy szám, utána választhatóan egy színbetű (r, c, m vagy t), például 6r („{ $text }”).
crew-card-error-resist = { $line }. sor: az ellenállás Df, Wp, Sp, Sz vagy - legyen („{ $text }”).
crew-card-error-damage = { $line }. sor: a sebzés legfeljebb három szám, például 2/3/4, vagy - („{ $text }”).
crew-card-error-no-target = { $line }. sor: egy akcióhoz ellenálló érték vagy TN kell („{ $text }”).
crew-card-error-short = { $line }. sor: a kártya első sora a név, a következő az értékek.
crew-card-error-too-many = { $line }. sor: itt legfeljebb { $max } lehet („{ $text }”).
crew-card-error-trigger-first = { $line }. sor: a trigger (+) az akciója (*) után jön („{ $text }”).
crew-card-error-line = { $line }. sor: az értékek után minden sor akció (*) vagy trigger (+) („{ $text }”).
crew-card-error-twice = { $line }. sor: ebben a blokkban kétszer szerepel ennek a kártyája: „{ $text }”.
crew-card-error-long = { $line }. sor: „{ $text }” kártyája hosszabb { $max } karakternél.
crew-list-error-cost = { $line }. sor: egy modell legfeljebb { $max } soulstone-ba kerül („{ $text }”).
crew-list-error-cache = { $line }. sor: a soulstone-készlet legfeljebb { $max } lehet („{ $text }”).
crew-list-error-too-many = { $line }. sor: itt legfeljebb { $max } lehet („{ $text }”).
crew-list-error-upgrade-first = { $line }. sor: a fejlesztés annak a modellnek a sora alá kerül, amelyhez tartozik („{ $text }”).
crew-list-error-no-models = A listában nincsenek modellek.
crew-list-error-indent = { $line }. sor: a Tabletop Simulator-listában a modellek két, a fejlesztések négy szóközzel beljebb kezdődnek („{ $text }”).
crew-list-error-ss-line = { $line }. sor: minden sor egy modell és az ára legyen, például „Judge 9ss” („{ $text }”).
crew-list-error-format = { $line }. sor: ezt a Fatebot nem tudja csapatlistaként olvasni (biggerhat-export, Tabletop Simulator-lista vagy „Név 6ss” sorok): „{ $text }”.
crew-list-error-long = A lista hosszabb { $max } karakternél.

## /help

help-topic-crews = Csapatok
help-topic-crews-desc = A csapataid és a szerveren közös modellkártyák
help-page-crews = A `/csapat importálás` beillesztett listából ment csapatot: biggerhat-exportból, Tabletop Simulator-listából vagy "Név 6ss" sorokból, a formátumot magától felismeri; a `/csapat lista` és a `/csapat mutat név:Justice` csak neked mutatja a csapataidat, a `/csapat törlés név:Justice` töröl egyet.
    A modellkártyákat szerverenként egyszer kell megadni: a `/csapat kártya megadás` űrlapot nyit, a `/csapat kártya megadás beillesztés:True` a kártyajelöléssel írt kártyákat olvassa be, a `/csapat kártya mutat modell:Judge` pedig szövegként adja a kártyát a megosztáshoz. A Fatebot nem tartalmaz kártyaadatokat.
    Játékban: az előkészítés alatt a `/csapat választás` titokban rögzíti az egyik csapatodat, és mindkettő akkor derül ki, amikor mindkét játékos választott; utána a `/duel ellenfél_ellen` a `támadó`, `akció` és `célpont` megadásával a kártyákról veszi a tulajdonságot, a színt, az ellenállást és a célszámot, privátban megmondja minden trigger esélyét, a sebzés pedig a célpont életerejéből vonódik le a táblán.
