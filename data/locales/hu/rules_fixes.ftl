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
rules-error-idol-edge-needed = Corrupted Idols: a marker a középvonalnak arra a szélére kerül, amelyet a kezdeményező játékos választ; válaszd a bal vagy a jobb szélt.
