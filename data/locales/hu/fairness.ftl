## 24-es hibajegy, 1. rész: a rejtett információ soha nem szivárog ki

# Ligák magja
league-reveal-confirm = Felfeded a(z) **{ $name }** liga magját? A liga minden fordulója ebből a magból származik, akár kisorsolták már, akár nem: amint nyilvános, bárki kiszámíthatja az összes későbbi fordulót, mielőtt kisorsolnák. Ezért a felfedés után ennek a ligának már egyetlen fordulója sem sorsolható ki ({ $count ->
    [one] eddig egy fordulót sorsoltak ki
   *[other] eddig { $count } fordulót sorsoltak ki
}); a szezon folytatásához hozz létre új ligát a /liga-admin létrehozás paranccsal. Nyomd meg a gombot a mag közzétételéhez, vagy zárd be ezt az üzenetet, és a mag titokban marad.
league-reveal-button = Mag felfedése
league-reveal-done = A(z) { $name } liga magja mostantól nyilvános.
league-error-revealed = A(z) { $name } liga magját már felfedték, így bárki kiszámíthatja a(z) { $round }. fordulót, mielőtt kisorsolnák: felfedés után nincs több sorsolás. A szezon folytatásához hozz létre új ligát a /liga-admin létrehozás paranccsal.

# Egy válasz, amelyet a Discord hiba ellenére is megjeleníthetett
reply-error-maybe-shown = A Discord hibával válaszolt az üzenetemre, de lehet, hogy már megjelenítette, ezért a parancs érvényben marad (semmit sem vontam vissza: a lapok, amelyeket bárki láthatott, ott maradnak, ahol vannak). Keresd a választ a csatornán; ha nincs ott, amit megnyitott, magától lejár.

# Játszmák: amit csak a másik játékos engedhet meg
opt-game-end-concede = feladás
opt-game-end-concede-desc = Add fel a játszmát: azonnal véget ér, és csak a saját terveid derülnek ki
game-end-ask = { $by } a természetes vége előtt be akarja fejezni a játszmát. { $opponent }, beleegyezel? A befejezéskor minden még titkos terv kiderül (a tieid is). Ha egyedül akarja befejezni, { $by } feladhatja (/játszma befejezés feladás:True), ami csak a saját terveit fedi fel.
game-end-agree-button = Beleegyezem a befejezésbe
game-end-agreed = { $opponent } beleegyezett, hogy { $by } befejezze a játszmát.
game-end-needs-agreement = A játszma természetes vége előtti befejezéséhez { $opponent } beleegyezése kell, vagy egy nem játszó asztalmoderátor.
game-conceded = { $player } feladta.
game-error-concede-not-playing = Játszmát csak a két játékos egyike adhat fel.
game-score-ask = { $by } módosítaná { $opponent } pontjait: { $change }. { $opponent }, beleegyezel?
game-score-agree-button = Beleegyezem a módosításba
game-score-agreed = { $opponent } beleegyezett a { $by } által kért módosításba.
game-score-needs-agreement = A saját pontjait és Soulstone poolját csak { $opponent } módosítja (vagy beleegyezik a te módosításodba), illetve egy nem játszó asztalmoderátor.
game-change-strategy = Strategy { $value } VP
game-change-scheme = { $scheme } { $value } VP
game-change-soulstones = Soulstone pool { $value }
game-agree-not-yours = Ebbe csak { $owner } egyezhet bele.
game-error-agreement-stale = Ez a kérés egy korábbi játszmára vonatkozott ennél az asztalnál: semmi sem változott. Kérd újra.

# Egy másik játékos paklijából csak az ő kattintására lehet flipelni
flip-request-button = Flipelek a paklimból
flip-request-not-yours = Itt csak { $owner } flipelhet a saját paklijából.
random-player-ask = { $by } véletlen játékost kér { $opponent } játékostól: mindketten flipelnek, a magasabb lap nyer. { $opponent }, nyomd meg a gombot, hogy a paklidból flipelj.
encounter-ask = { $by } arra kéri { $opponent } játékost, hogy állítsák össze az encountert: mindketten a saját paklijukból flipelnek. { $opponent }, nyomd meg a gombot, hogy a paklidból flipelj.
game-request-replaced = Egy újabb kérés váltotta fel.
game-request-lapsed = Ez a kérés lejárt: semmi sem változott.
game-request-closed = Ez a kérés már nem nyitott.
game-error-request-gone = Ez a kérés már nem nyitott (megválaszolták, újabb váltotta fel, vagy lejárt): semmi sem változott. Kérd újra, ha még kell.
