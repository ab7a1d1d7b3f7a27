# A duelek, a duel menete, a kezdeményezés, a körök és a véletlenszerű kiválasztás hibái (bot/rules).

## Duel set-up

error-duel-stat-out-of-range = A stat { $min } és { $max } közötti egész szám lehet; „{ $value }” nem az. Add meg a modell statját a bónuszokkal együtt, pl. `6`.
error-duel-tn-out-of-range = A célszám (TN) { $min } és { $max } között lehet; „{ $value }” nem az. Add meg az action TN-jét, pl. `12`.
error-duel-raise-step-out-of-range = Az emelés értéke 1 és { $max } között lehet; „{ $value }” nem az. A szokásos 5-höz hagyd üresen.
error-duel-tn-suits-without-tn = A TN színeihez TN is kell: add meg a TN-t is, vagy hagyd el a TN színeit.
error-duel-resister-stat-missing = A duel elfogadásához add meg a modelled resist statját (pl. `Df 5` → `5`).
error-damage-value-out-of-range = A sebzésértékek 0 és { $max } között lehetnek; „{ $value }” nem az. Add meg az action gyenge/közepes/erős sebzését, pl. `2 3 4`.
error-damage-flip-not-in-edition = A(z) { $edition } kiadásban nincs damage flip: a sebzés az action fix értéke plusz az emelések. Az emeléseidet a /duel mutatja.

## Soulstones and empower

error-boost-soulstone-not-in-edition = A(z) { $edition } kiadásban a duelekben nincs Soulstone-os + vagy szín. Helyette empowerelj: dobj el a kezedből egy legfeljebb 5 értékű lapot egy +-ért és a lap színéért.
error-boost-one-soulstone = A(z) { $edition } kiadásban egy modell duelenként egy Soulstone-t költhet: válassz +-t vagy színt, ne mindkettőt.
error-boost-empower-not-in-edition = Az empower M4E-szabály; a(z) { $edition } kiadásban költs el egy Soulstone-t egy +-ért vagy egy színért.
error-boost-empower-too-high = { $card } túl magas az empowerhez: válassz a kezedből egy legfeljebb { $max } értékű lapot.
error-boost-empower-exclusive = Az empower már ad egy +-t és az eldobott lap színét; ne adj hozzá Soulstone-os +-t vagy színt is.
error-red-joker-suit-required = A(z) { $edition } kiadásban a Red Joker egy általad választott színnek számít: válaszd a Rams, Crows, Masks vagy Tomes színt.

## Relenting

error-relent-not-in-edition = A(z) { $edition } kiadásban nincs relent: fogadd el a duelt, és flipelj a szokásos módon.
error-relent-with-boost = A relentelő modell nem flipel, így nem költhet Soulstone-t és nem empowerelhet. Relentelj nélkülük, vagy fogadd el a duelt.
error-relent-enemy = Csak az a modell relentelhet, amelyet egy baráti modell céloz; ellenséges modell soha. Ha a saját modelledet akarod relenteltetni, indítsd az opposed duelt saját magaddal mint ellenféllel.

## Steps of a duel

error-duel-wrong-phase = { $phase ->
    [awaiting-resister] Ez a duel még arra vár, hogy az ellenfél elfogadja.
    [awaiting-initiator-boost] Ez a duel arra vár, hogy a támadó bejelentse a Soulstone-költését.
    [choosing] Ez a duel arra vár, hogy valaki lapot válasszon.
    [cheating] Ez a duel a cheatelés lépésénél tart: cheatelj, vagy tartsd meg a lapodat.
    [done] Ez a duel már véget ért.
   *[other] Ez a duel lejárt; indíts újat.
}
error-duel-not-participant = Nem vagy része ennek a duelnek; csak a két játékosa léphet benne.
error-duel-not-your-turn = Nem te következel ebben a duelben: <@{ $player }> lépésére várunk.
error-duel-not-finished = Ez a duel még nem ért véget; az eredmény akkor jön, ha minden lapot kiválasztottak, és minden cheatelés megtörtént vagy elmaradt.
error-duel-cards-missing = Ennek a duelnek a lapjai már nincsenek játékban (újrakezdett valaki egy paklit?). A duel nem folytatható; indíts újat.

## Cheating fate

error-cheat-negative-flip = Nem cheatelhetsz: a flipeden a kioltás után − maradt.
error-cheat-black-joker = Nem cheatelhetsz: Black Jokert húztál.
error-cheat-opponent-red-joker = Nem cheatelhetsz: az ellenfeled Red Jokere kizár.
error-cheat-relented = Relenteltél, így nincs lapod, amivel cheatelhetnél.
error-cheat-empty-hand = Nincs lap a kezedben, amivel cheatelhetnél.
error-cheat-already-used = Ebben a duelben már megvolt a lehetőséged a cheatelésre (mindenkinek egy jár, akár élt vele, akár nem).
error-cheat-not-allowed = Ebben a kiadásban ez a flip nem cheatelhető.

## Initiative

error-initiative-same-player = A kezdeményezés két különböző játékos között dől el: nevezd meg az ellenfeledet.
error-initiative-turn = „{ $value }” nem körszám; a körök 1-től számítanak.
error-initiative-pass-tokens = A Pass Tokenek száma 0 és { $max } között lehet; „{ $value }” nem az.
error-initiative-not-a-player = <@{ $player }> nem tartozik ennek a kezdeményezésnek a két játékosa közé.
error-initiative-attacker-unknown = M4E-ben az 1. körben a Támadóé a kezdeményezés: add meg, ki a Támadó (vagy futtasd előbb az /encounter parancsot).
error-initiative-last-activator-unknown = M4E-ben az a játékos dönt a kezdeményezésről, aki nem az utolsó modellt aktiválta: add meg, ki aktivált utoljára.
error-initiative-wrong-phase = { $phase ->
    [soulstones] Ez a kezdeményezés egy Soulstone-döntésre vár.
    [cheating] Ez a kezdeményezés cheatelésre vagy passzra vár.
    [choosing] Ez a kezdeményezés arra vár, hogy kiválasszák a kezdő játékost.
    [done] Ez a kezdeményezés már eldőlt.
   *[other] Ez a kezdeményezés lejárt; kezdd újra.
}
error-initiative-not-participant = Nem tartozol ennek a kezdeményezésnek a két játékosa közé.
error-initiative-not-your-turn = Nem te következel: <@{ $player }> lépésére várunk.
error-initiative-endless-tie = A kezdeményezési flipek { $rounds } alkalommal egymás után döntetlenre jöttek ki (a paklikban túl kevés különböző lap van). Keverj meg vagy kezdj újra egy paklit, és próbáld újra.

## Turns, draw phase, VP and soulstones

error-draw-soulstone-not-in-edition = A(z) { $edition } kiadásban nincs Soulstone-os húzás; húzz nélküle.
error-draw-discard-count = Pontosan { $needed } lapot dobj el, hogy visszaérj { $size } lapra (te { $given } lapot választottál).
error-game-turn = „{ $value }” nem körszám; a körök 1-től számítanak.
error-vp-turn-one = A(z) { $edition } kiadásban az 1. kör végén senki sem kap VP-t.
error-vp-negative = Ettől 0 alá menne a pontszám (most { $current }).
error-vp-strategy-cap = A Strategy VP felső határa { $cap } a(z) { $edition } kiadásban; neked { $current } van.
error-vp-scheme-cap = „{ $scheme }” legfeljebb { $cap } VP-t adhat; eddig { $current } VP-t adott.
error-vp-schemes-total-cap = A Scheme-ek összesen legfeljebb { $cap } VP-t adnak; neked { $current } VP-d van Scheme-ekből.
error-vp-scheme-name = Add meg a Scheme nevét.
error-soulstones-negative = A Soulstone-ok száma nem lehet negatív („{ $value }”).
error-soulstones-not-enough = Nincs elég Soulstone: { $needed } kell, a poolban { $pool } van.

## Random determinations

error-random-model-count = 1 és { $max } közötti számú jelölt modellt adj meg (nem ennyit: { $value }).
error-random-model-choice = A(z) { $value }. jelölt nem a legalacsonyabb lappal holtversenyben áll: válassz ezek közül: { $allowed }.
error-random-player-same = Véletlen játékost két különböző játékos közül lehet választani: nevezd meg az ellenfeledet.
error-random-player-endless-tie = A flipek { $rounds } alkalommal egymás után döntetlenre jöttek ki (a paklikban túl kevés különböző lap van). Keverj meg vagy kezdj újra egy paklit, és próbáld újra.
