# /game undo: az utolsó nyilvántartási lépés (körváltás, VP, Soulstone pool), az ellenfél beleegyezésével

cmd-game-undo = visszavonás
cmd-game-undo-desc = Az utolsó nyilvántartási lépés (körváltás, VP, Soulstone) visszavonása az ellenfél beleegyezésével
game-undo-step-vp = { $change } VP { $player } javára (most { $total } VP; { $turn ->
    [0] előkészítés
   *[other] { $turn }. kör
}, { $when })
game-undo-step-vp-scheme = { $change } VP { $player } javára, { $scheme } (most { $total } VP; { $turn ->
    [0] előkészítés
   *[other] { $turn }. kör
}, { $when })
game-undo-step-soulstones = Soulstone pool { $change } { $player } számára (most { $pool }; { $turn ->
    [0] előkészítés
   *[other] { $turn }. kör
}, { $when })
game-undo-step-turn = a /játszma következő elkezdte a(z) { $turn }. kört ({ $when })
game-undo-step-turn-ended = a /játszma következő a(z) { $turn }. kör után befejezte a játszmát ({ $when })
game-undo-turn-back = A visszavonás visszavisz { $turn ->
    [0] az előkészítéshez
   *[other] a(z) { $turn }. körbe
}. A húzott lapok a kezekben, a felfordított lapok a Discard Pile-okban maradnak: amit valaki már látott, az sosem kerül vissza.
game-undo-game-open = A játszma újra folyik.
game-undo-preview = Az utolsó nyilvántartási lépés: { $step }.
game-undo-preview-ask = A visszavonáshoz { $opponent } beleegyezése kell: a gomb közzéteszi a kérésedet a csatornán.
game-undo-preview-referee = Nem játszó asztalmoderátorként magad is visszavonhatod.
game-undo-ask-button = Az ellenfelem beleegyezését kérem
game-undo-now-button = Visszavonás
game-undo-asked = A kérés kint van: { $opponent } dönt.
game-undo-ask = { $by } visszavonná az utolsó nyilvántartási lépést: { $step }. { $opponent }, beleegyezel?
game-undo-agree-button = Beleegyezem a visszavonásba
game-undo-agreed = { $opponent } beleegyezett { $by } kérésébe, visszavonva: { $step }.
game-undo-by-referee = { $by } (asztalmoderátor) visszavonta: { $step }.
game-undo-done = Visszavonva.
game-undo-needs-agreement = Egy lépés visszavonásához { $opponent } beleegyezése kell, vagy egy nem játszó asztalmoderátor.
game-undo-error-nothing = Ebben a játszmában nem maradt visszavonható nyilvántartási lépés. Csak a körváltás (/játszma következő), a VP és a Soulstone pool (/játszma pontszám) vonható vissza; a felfordított lapok soha.
game-undo-error-stale = Ez már nem az utolsó nyilvántartási lépés (már visszavonták, vagy jött utána egy másik): semmi sem változott. Használd újra a /játszma visszavonás parancsot.
game-undo-error-changed = A játszma e lépés óta úgy változott, amit a naplója nem magyaráz meg, így a visszavonás csak találgatás lenne: semmi sem változott. Javítsd a /játszma pontszám paranccsal.
game-undo-error-pool = { $player } Soulstone poolja most { $pool }: a lépés visszavonása a megengedett tartományon kívülre vinné (azokat a köveket azóta elköltötték). Semmi sem változott; javítsd a /játszma pontszám paranccsal.
game-undo-error-unreadable = A lépés feljegyzése nem olvasható, ezért nem vonható vissza: semmi sem változott.
