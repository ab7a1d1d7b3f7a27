# Parancsok, opciók és választási lehetőségek nevei és leírásai (amit a Discord a választóban mutat).
# Nevek: kisbetű, szóköz nélkül, legfeljebb 32 karakter. Leírások: legfeljebb 100 karakter.

## /flip

cmd-flip = flip
cmd-flip-desc = Flip a saját Fate Deckedből ennél az asztalnál
opt-flip-modifiers = módosítók
opt-flip-modifiers-desc = Fate módosítók: +, ++, -, --, +2, -1, 0 vagy +- (üres: nincs)
opt-flip-reason = indok
opt-flip-reason-desc = Mire szól a flip; az eredménnyel együtt jelenik meg
opt-flip-edition = kiadás
opt-flip-edition-desc = Egy másik kiadás szabályai ehhez a fliphez

## /hand

cmd-hand = kéz
cmd-hand-desc = A Control Handed ennél az asztalnál
cmd-hand-draw = húzás
cmd-hand-draw-desc = Húzási fázis: húzz a kiadásod kézméretéig
opt-hand-draw-soulstone = soulstone
opt-hand-draw-soulstone-desc = Költs el egy Soulstone-t extra lapokért, majd dobj el a kézméretig (M2E/M3E)
cmd-hand-show = mutat
cmd-hand-show-desc = Privátban megmutatja a kezed, és frissíti a kezedet tartalmazó közvetlen üzenetet
cmd-hand-discard = eldobás
cmd-hand-discard-desc = Válaszd ki, mely lapokat dobod el a kezedből

## /deck

cmd-deck = pakli
cmd-deck-desc = Az asztal Fate Deckjei
cmd-deck-status = állapot
cmd-deck-status-desc = Minden pakli, kéz és Discard Pile lapjai ennél az asztalnál
cmd-deck-shuffle = keverés
cmd-deck-shuffle-desc = A Discard Pile-od visszakeverése a paklidba
cmd-deck-reset = újrakezdés
cmd-deck-reset-desc = Új, 54 lapos pakli (a kezed is visszakerül)
opt-deck-reset-player = játékos
opt-deck-reset-player-desc = Egy másik játékos paklijának újrakezdése (csak asztalmoderátoroknak)

## /panel

cmd-panel = panel
cmd-panel-desc = Gyorsflip-panel kitétele: Flip, +, ++, −, −−, Kéz

## /table

cmd-table = asztal
cmd-table-desc = Az asztal beállításai (módosításukhoz asztalmoderátor kell)
cmd-table-game = játék
cmd-table-game-desc = A játék, amit ennél az asztalnál játszotok
opt-table-game-game = játék
opt-table-game-game-desc = A játék vagy kiadás (hagyd üresen a jelenlegi megtekintéséhez)
cmd-table-deck = pakli
cmd-table-deck-desc = Játékosonként egy pakli, vagy egy közös pakli mindenkinek
opt-table-deck-mode = mód
opt-table-deck-mode-desc = Saját vagy közös pakli (hagyd üresen a jelenlegi mód megtekintéséhez)
cmd-table-language = nyelv
cmd-table-language-desc = A bot válaszainak nyelve ennél az asztalnál
opt-table-language-language = nyelv
opt-table-language-language-desc = Egy nyelv, vagy mindenki a sajátját (hagyd üresen a jelenlegi megtekintéséhez)
cmd-table-moderator_role = moderátor_rang
cmd-table-moderator_role-desc = A rang, amely módosíthatja az asztal beállításait és újrakezdheti a paklikat
opt-table-moderator_role-role = rang
opt-table-moderator_role-role-desc = A moderátori rang (hagyd üresen az eltávolításához)

## /roll

cmd-roll = dobás
cmd-roll-desc = Kockadobás szabványos jelöléssel, pl. 2d6+3 vagy 4d6kh3
opt-roll-expression = kifejezés
opt-roll-expression-desc = Kockajelölés, pl. 1d20+5, 3d6, 4d6kh3, 2d10ro1

## /help

cmd-help = súgó
cmd-help-desc = Mit tud a Fatebot, példákkal

## Choices

choice-edition-m4e = Malifaux negyedik kiadás (M4E)
choice-edition-m3e = Malifaux harmadik kiadás (M3E)
choice-edition-m2e = Malifaux második kiadás (M2E)
choice-game-fulminato = Fulminato
choice-game-doomtrooper = Doomtrooper
choice-deck-personal = Saját: játékosonként egy pakli
choice-deck-shared = Közös: egy pakli az egész asztalnak
choice-language-auto = Mindenki a saját nyelvén
choice-language-en = English
choice-language-es = Español
choice-language-hu = Magyar
