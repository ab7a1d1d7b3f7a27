# Szabályjavítások (12-es issue).

rules-error-stat-below-minimum = A(z) { $edition } kiadásban egy tulajdonság sosem kisebb { $min }-nél (a Sebek kivételével minden tulajdonság legalább 1, módosítóktól függetlenül); a(z) „{ $value }” nem megengedett. Adj meg legalább { $min } értéket.
rules-error-model-count = Egy crew-ban 0 és { $max } között lehet a modellek száma; a(z) „{ $value }” nem modellszám.
rules-error-models-and-pass-tokens = Vagy a modellszámokat add meg (a bot kiszámolja a Pass Tokeneket), vagy a Pass Tokeneket, de ne mindkettőt.
rules-error-initiative-holder-unknown = M3E: egyenlő kezdeményezési lapoknál az előző kezdeményező játékos cheatelhet először, az első kör előtt pedig a Támadó számít annak. Add meg, ki támadott, az `attacker` opcióval (a későbbi körökben az asztal által rögzített játékos számít).
rules-error-initiative-attacker-m2e = Az `attacker` az M3E-hez (ki cheatel először egyenlő lapoknál az 1. kör előtt) és az M4E-hez (az 1. kör kezdeményezése) való; ez a kezdeményezés a(z) { $edition } szabályait használja. Hagyd el.
rules-error-initiative-soulstones-m2e = A kezdeményezési lap Soulstone-nal való újrahúzása M2E-szabály; ez a kezdeményezés a(z) { $edition } szabályait használja. Hagyd el a `soulstone` és `opponent_soulstone` opciókat.
opt-initiative-models = modellek
opt-initiative-models-desc = M3E: a crew-d modelljeinek száma; a kisebb crew a különbséget kapja Pass Tokenként
opt-initiative-opponent_models = ellenfel_modelljei
opt-initiative-opponent_models-desc = M3E: az ellenfél modelljeinek száma (mindkét számot add meg)
opt-initiative-soulstone = soulstone
opt-initiative-soulstone-desc = M2E: van Soulstone-od az újrahúzáshoz (ez az asztal megjegyzi)
opt-initiative-opponent_soulstone = ellenfel_soulstone
opt-initiative-opponent_soulstone-desc = M2E: az ellenfélnek van Soulstone-ja az újrahúzáshoz (megjegyezve)
rules-error-models-both = Add meg mindkét modellszámot: a tiédet (`models`) és az ellenfélét (`opponent_models`).

## /game: eldobás a kör elején, Soulstone-húzás sorrendje, Pass Tokenek, Corrupted Idols
rules-error-game-models-both = Add meg mindkét crew modellszámát: `attacker_models` és `defender_models`.
rules-error-discard-waiting = A kör még az eldobásnál tart: { $players } döntésére vár („Minden lapot megtartok” vagy „Lapok eldobása…” a kör üzenetén).
rules-error-no-discard-step = Most nem vár rád eldobás: ez a kör elején, a húzás előtt jön, annak, akinek van lapja.
rules-error-first-deployer-needed = M2E 1. kör: aki elsőként deployolt, az jelenti be először a Soulstone-os húzást. Add meg a `first_deployer` opcióval.
rules-error-soulstone-draw-order = { $who } jelenti be először a Soulstone-os húzást (M2E: az előző kör első játékosa, az 1. körben aki elsőként deployolt); várd meg.
rules-error-idol-edge-pending = Corrupted Idols: { $who } előbb válassza ki a szélt a kör Strategy Markeréhez (gombok a kör üzenetén).
rules-error-idol-no-choice = Most nincs kiválasztandó szél a Strategy Markerhez.
rules-error-idol-not-yours = Csak { $who }, a kezdeményező játékos választja ki a Strategy Marker szélét.
rules-button-keep-all = Minden lapot megtartok
rules-button-discard-some = Lapok eldobása…
rules-button-idol-left = Bal szél (az enyém)
rules-button-idol-right = Jobb szél (az enyém)
rules-discard-step-waiting = Eldobás (a húzás előtt): { $players } döntésére vár. Az eldobott lapok a húzás alatt a Discard Pile-ban maradnak.
rules-discard-step-prompt = Válaszd ki, mely lapokat dobod el a húzás előtt (csak te látod), vagy tartsd meg mindet.
rules-discard-step-placeholder = Eldobandó lapok
rules-discard-step-kept = Minden lapodat megtartottad.
rules-discard-step-done = { $count ->
    [one] 1 lapot dobtál el.
   *[other] { $count } lapot dobtál el.
}
rules-pass-tokens-granted = Pass Tokenek: { $who } { $tokens } tokent kap (kevesebb modellje van, mint az ellenfélnek).
rules-idol-card = { $strategy }: { $who } kezdeményezési lapja ({ $card }) határozza meg a Strategy Markert.
rules-idol-card-flipped = { $strategy }: { $who } kezdeményezési lapja Joker volt; új lap a Strategy Markerhez: { $flips }.
rules-idol-choose-edge = { $who } választja ki a középvonal szélét a markerhez (gombok lent; bal és jobb úgy, ahogy { $who } látja az asztalt).
rules-idol-outcome-place = Marker: { $spot }.
rules-idol-outcome-base-contact = Marker: { $spot }, ugyanoda, ahová az előző körben, ezért base contactba kerül az előző markerrel.
rules-idol-outcome-no-marker = Ebben a körben nincs új marker: harmadszor is ugyanoda kerülne ({ $spot }).
rules-idol-spot-centre = az asztal középpontja
rules-idol-spot-left-8 = a középvonalon, 8″-re a { $first } bal oldalán lévő széltől
rules-idol-spot-right-8 = a középvonalon, 8″-re a { $first } jobb oldalán lévő széltől
rules-idol-spot-left-edge = a középvonal { $first } bal oldalán lévő végén
rules-idol-spot-right-edge = a középvonal { $first } jobb oldalán lévő végén
opt-game-attacker_models = támadó_modelljei
opt-game-attacker_models-desc = M3E: a Támadó modelljeinek száma most; a kisebb crew a különbséget kapja Pass Tokenként
opt-game-defender_models = védekező_modelljei
opt-game-defender_models-desc = M3E: a Védekező modelljeinek száma most (mindkét számot add meg)
opt-game-first_deployer = elsőként_deployolt
opt-game-first_deployer-desc = M2E 1. kör: ki deployolt elsőként (ő jelenti be először a Soulstone-os húzást)

## "nem ellenőrzött", válaszonként egyszer
rules-unverified-once = ⚠ nem ellenőrzött: { $parts } — a szezonfájl által kikövetkeztetettnek jelölt (egyetlen forrásból származó) megfeleltetés döntötte el; ellenőrizd a szabálykönyvedben.
rules-unverified-part-strategy = Strategy
rules-unverified-part-deployment = Deployment
rules-unverified-part-schemes = Scheme-ek
rules-unverified-part-next-available = következő elérhető Scheme-ek
rules-error-soulstone-not-yours = { $player } azt mondta, van Soulstone-ja a kezdeményezéshez; csak ő mondhatja, hogy már nincs (meg is tarthatja egyszerűen a lapját).
rules-initiative-tie-holder = Egyenlő lapoknál { $who } cheatelhet először (az előző kezdeményező játékos; az 1. kör előtt a Támadó).
