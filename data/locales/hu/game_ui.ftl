# /game: parancsnevek, az előkészítés és a körök üzenetei, pontszámok és hibák.

## Commands

cmd-game = játszma
cmd-game-desc = Malifaux játszma ennél az asztalnál: encounter, körök, kezdeményezés, VP
cmd-game-start = kezdés
cmd-game-start-desc = Játszma indítása egy ellenfél ellen: új paklik és az encounter
cmd-game-next = következő
cmd-game-next-desc = A kör lezárása és a következő indítása (húzási fázis és kezdeményezés)
cmd-game-score = pontszám
cmd-game-score-desc = VP hozzáadása vagy Soulstone pool módosítása (üres: a pontszám megjelenítése)
cmd-game-end = befejezés
cmd-game-end-desc = A játszma befejezése és az összegzés közzététele
cmd-game-set-aside = félretétel
cmd-game-set-aside-desc = Moderátoroknak: a bot számára olvashatatlan játszma félretétele, hogy újat lehessen kezdeni
opt-game-opponent = ellenfél
opt-game-opponent-desc = A játékos, aki ellen játszol
opt-game-season = szezon
opt-game-season-desc = Az encounter szezonja (alapból: a kiadásé)
opt-game-league = liga
opt-game-league-desc = Ligaforduló játszása: a liga neve (a fordulót is add meg)
opt-game-round = forduló
opt-game-round-desc = A lejátszandó ligaforduló (a sorsolásában te vagy az első oldal)
opt-game-soulstones = soulstone
opt-game-soulstones-desc = Az el nem költött hire pontjaid: a kezdő Soulstone Poolod (a kiadás felső határáig)
opt-game-opponent_soulstones = ellenfél_soulstone
opt-game-opponent_soulstones-desc = Az ellenfeled el nem költött hire pontjai: az ő kezdő Soulstone Poolja
opt-game-last_activation = utolsó_aktiválás
opt-game-last_activation-desc = M4E: ki aktiválta az utolsó modellt ebben a körben (a másik játékos dönt a kezdeményezésről)
opt-game-attacker_pass_tokens = támadó_pass_token
opt-game-attacker_pass_tokens-desc = M3E: a Támadó megmaradt Pass Tokenjei ehhez az Initiative Fliphez (alapból az előző körből)
opt-game-defender_pass_tokens = védekező_pass_token
opt-game-defender_pass_tokens-desc = M3E: a Védekező megmaradt Pass Tokenjei ehhez az Initiative Fliphez (alapból az előző körből)
opt-game-player = játékos
opt-game-player-desc = Kinek a pontszáma vagy poolja változzon (alapból: a tiéd)
opt-game-strategy = strategy
opt-game-strategy-desc = Hozzáadandó Strategy VP (javításhoz negatív)
opt-game-scheme = scheme
opt-game-scheme-desc = A pontot hozó Scheme (a scheme_vp-t is add meg)
opt-game-scheme_vp = scheme_vp
opt-game-scheme_vp-desc = A Scheme-ért hozzáadandó VP (javításhoz negatív)
opt-game-soulstones-change = soulstone
opt-game-soulstones-change-desc = Szerzett (pozitív) vagy elköltött (negatív) Soulstone-ok

## Setup

game-title = **Játszma** ({ $edition }, { $season }): { $first } – { $second }
game-title-league = **Játszma** ({ $edition }, { $season }, liga: { $league }, { $round }. forduló): { $first } – { $second }
game-fresh-decks = Mindkét játékosnak új, 54 lapos paklija van.
game-league-sides = Az encounter a ligaforduló tárolt sorsolása; az első oldal: { $first }.
game-soulstone-pools = Soulstone Poolok: { $first } { $first_pool }, { $second } { $second_pool }.
game-choose-strategy = { $attacker }: az 1. kör előtt válaszd ki lent a Strategy-t.
game-setup-next = Hire és deployolás, utána a /játszma következő indítja az 1. kört.
game-attacker = Támadó: { $who }
game-strategy = Strategy: { $strategy }
game-deployment = Deployment: { $deployment }

## Turns

game-turn-title = **{ $turn }. kör** ({ $edition }): { $first } – { $second }
game-draw-phase = Húzási fázis: { $first } kezében { $first_count } lap, { $second } kezében { $second_count } lap (kézméret: { $size }). A kezed a közvetlen üzeneteidben van.
game-soulstone-drew = { $who } elköltött egy Soulstone-t, húzott még { $extra } lapot, majd visszadobott a kézméretig.
game-draw-waiting = Soulstone-os húzás: várunk rájuk: { $players } (lent a gombok; a lapjaidat csak te látod).
game-no-soulstone-draw-done = Ebben a körben nincs Soulstone-os húzás.
game-init-title = Kezdeményezés:
game-init-flip = { $who } flipje: { $card }
game-init-flip-tokens = { $who } flipje: { $card } (+{ $tokens } Pass Token)
game-init-tie-reflip = { $who } újraflipel (döntetlen): { $card }
game-init-soulstone-reflip = { $who } elkölt egy Soulstone-t, és újraflipel: { $card } (ez helyett: { $replaced })
game-init-soulstone-keep = { $who } megtartja: { $card }
game-init-cheat = { $who } cheatel: { $card } (ez helyett: { $replaced })
game-init-decline = { $who } nem cheatel
game-init-cheat-skipped = { $who } nem cheatelhet: { $reason }
game-init-chose = { $who } döntése: { $first } kezd
game-init-block-negative-flip = a flipen negatív módosító van
game-init-block-black-joker = a Black Joker nem cheatelhető
game-init-block-opponent-red-joker = az ellenfél Red Jokert flipelt
game-init-block-relented = relentelt
game-init-block-empty-hand = nincs lap a kezében
game-init-block-already-used = már cheatelt
game-init-block-not-allowed = ebben a kiadásban az Initiative Flip nem cheatelhető
game-init-waiting-soulstones = Várunk rá: { $who } — költs el egy Soulstone-t az újraflipre, vagy tartsd meg a lapot.
game-init-waiting-cheating = Várunk rá: { $who } — cheatelj a kezedből, vagy ne.
game-init-waiting-choosing = Várunk rá: { $who } — döntsd el, ki kezd.
game-init-waiting-done = A kezdeményezés eldőlt.
game-init-waiting-expired = A kezdeményezés lejárt.
game-init-totals = Végösszegek: { $first } { $first_total }, { $second } { $second_total }.
game-init-interpretation = (szabályértelmezés: { $tag }, lásd /súgó)
game-init-lapsed = A kezdeményezés nem fejeződött be időben: a lapjai a Discard Pile-okra kerültek. Döntsétek el az asztalnál.
game-first-player = Ebben a körben { $who } kezd.
game-first-player-attacker = A kezdeményezés { $who } játékosé: az 1. körben a Támadóé.
game-activation = Aktiválások. Amikor a(z) { $turn }. kör véget ér, pontozzatok a /játszma pontszám paranccsal, majd jöhet a /játszma következő.
game-button-soulstone-draw = Soulstone-os húzás (+{ $extra } lap)
game-button-no-soulstone-draw = Nincs Soulstone-os húzás
game-button-reflip = Soulstone költése: újraflip
game-button-keep = Megtartom a lapomat
game-button-cheat = Cheatelés a kezemből
game-button-decline = Nem cheatelek
game-button-me-first = Én kezdek
game-button-opponent-first = Az ellenfelem kezd
game-cheat-prompt = Válaszd ki a lapot, amivel cheatelsz (csak te látod):
game-cheat-placeholder = A lap a kezedből
game-cheated = Ezzel a lappal cheateltél az Initiative Flipen: { $card }.
game-dm-closed-other = { $who } nem kaphatta meg a kezét közvetlen üzenetben: használhatja a /kéz mutat parancsot.

## End of a turn, scores, summary

game-end-of-turn = **A(z) { $turn }. kör vége.**
game-end-check-goes-on = Végellenőrzés: { $who } flipje { $card } ({ $target } vagy több esetén folytatódik): a játszma folytatódik.
game-end-check-over = Végellenőrzés: { $who } flipje { $card } ({ $target } vagy több esetén folytatódik): a játszma véget ér.
game-last-turn = A(z) { $edition } kiadásban a(z) { $turn }. kör az utolsó: a játszma véget ér.
game-decks-shuffled = A Discard Pile-okat visszakevertük a paklikba (a kezek megmaradnak).
game-setup = előkészítés
game-turn-short = { $turn }. kör
game-score-title = **Pontszám** ({ $turn }): { $first } – { $second }
game-score-line = { $who }: { $total } VP ({ $parts }); { $pool } Soulstone
game-score-strategy = Strategy { $vp }
game-score-scheme = { $scheme } { $vp }
game-score-caps = Felső határok: Strategy { $strategy } VP, Scheme-enként { $scheme } VP, Scheme-ek összesen { $schemes } VP.
game-summary-title = **Vége a játszmának** a(z) { $turns }. kör után: { $first } – { $second }
game-summary-winner = Győztes: { $who }.
game-summary-draw = A játszma döntetlen.
game-summary-check = { $turn }. kör: { $card } (kellett: { $target })
game-summary-checks = Végellenőrzések: { $checks }
game-ended = **A játszmát lezárták** ({ $by_turn }. kör).
game-ended-initiative-lapsed = A nyitott kezdeményezés lapjai a Discard Pile-okra kerültek.

## Errors

game-error-no-game = Ennél az asztalnál nincs játszma. Indíts egyet a /játszma kezdés paranccsal.
game-error-already-running = Ennél az asztalnál már folyik egy játszma. Előbb fejezd be a /játszma befejezés paranccsal.
game-error-not-your-game = Ezt csak a játszma játékosai ({ $first } és { $second }) vagy egy asztalmoderátor teheti meg.
game-error-not-a-player = <@{ $player }> nem tartozik ennek a játszmának a két játékosa közé.
game-error-over = A játszma véget ért. Az összegzést a /játszma befejezés teszi közzé.
game-error-strategy-open = { $attacker } játékosnak előbb ki kell választania a Strategy-t (a menü a játszma előkészítő üzenete alatt).
game-error-draw-waiting = A húzási fázis még a Soulstone-os húzásról szóló döntésre vár: { $players } (gombok a kör üzenetén).
game-error-initiative-open = Ennek a körnek a kezdeményezése még nem dőlt el: fejezd be a kör üzenetén lévő gombokkal.
game-error-last-activator-needed = M4E: add meg, ki aktiválta az utolsó modellt a(z) { $turn }. körben (az utolsó_aktiválás opció); a másik játékos dönti el, kié a kezdeményezés.
game-error-pass-tokens-m3e = A Pass Tokenek az M3E kezdeményezéséhez tartoznak; ez a játszma { $edition }.
game-error-league-round-needed = Add meg a lejátszandó ligafordulót (a forduló opció).
game-error-league-needed = A forduló egy ligához tartozik: add meg a liga opciót is.
game-error-league-and-season = A ligaforduló a ligája szezonjával jár: hagyd üresen a szezon opciót.
game-error-soulstones-range = „{ $value }” Soulstone a tartományon kívül esik: 0 és { $max } között adj meg értéket.
game-error-points-range = „{ $value }” VP a tartományon kívül esik: egyszerre legfeljebb { $max } pontot adj hozzá vagy vonj le.
game-error-scheme-points-needed = Add meg a Scheme VP-jét (a scheme_vp opció).
game-error-not-started = Az 1. kör előtt senki sem pontoz: indítsd el a /játszma következő paranccsal.
game-error-no-draw-decision = Most nincs Soulstone-os húzás, amiről döntened kellene.
game-error-discard-first = Előbb dobj vissza a kézméretedig (a menü a privát üzenetedben).
game-error-no-discard-due = Most nincs mit eldobnod.
game-error-initiative-unknown = Ez a kezdeményezés véget ért vagy lejárt.
game-error-cheat-empty-hand = Üres a kezed: nincs mivel cheatelni.

# Egy játszma-dokumentum, amelyet a bot nem tud olvasni (issue 24 §5): egy moderátor félreteszi.
game-error-unreadable = Ennél az asztalnál a játszma nem olvasható ({ $problem }). Semmi sem változott. Az asztal moderátora félreteheti a /játszma félretétel paranccsal (a bot üzemeltetője megőrzi), és új játszmát indíthat.
game-error-set-aside-readable = Ennek az asztalnak a játszmája olvasható: inkább fejezd be a /játszma befejezés paranccsal.
game-error-set-aside-moderator = Ennek az asztalnak a játszmáját csak az asztal moderátora teheti félre.
game-set-aside = { $who } félretette ennek az asztalnak a játszmáját, amelyet a bot nem tudott olvasni ({ $problem }). A bot üzemeltetője megőrzi; új játszmát a /játszma kezdés paranccsal indíthatsz.
