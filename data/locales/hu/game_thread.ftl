## Játszma saját szálban (/game start thread:True): bot/ui/game/thread.py

opt-game-thread = szál
opt-game-thread-desc = Nyiss szálat ennek a játszmának, és ott játsszátok (több játszma is osztozhat egy csatornán)
game-thread-name = { $player } vs { $opponent } · { $edition }
game-thread-post = Malifaux-játszma: { $player } – { $opponent }. Az előkészítése következik.
game-thread-started = A játszmádnak saját szála van: { $thread }. Az a szál a játszma asztala: ott játsszátok a /játszma következő, /játszma pontszám, /duel és a többi parancsot.
game-thread-error-no-server = Saját szálat egy játszma csak szerveren kaphat: a privát üzenetekben és a csoportos üzenetekben nincsenek szálak. Semmi sem indult el; hagyd üresen a `szál` opciót, és játsszatok itt.
game-thread-error-no-bot = A Fatebot nem tagja ennek a szervernek (csak a saját telepítésed van itt), ezért nem tud szálat nyitni. Semmi sem indult el; hagyd üresen a `szál` opciót, és játsszatok itt, vagy kérd meg a szervert, hogy adja hozzá a Fatebotot.
game-thread-error-channel = A Fatebot ebből a csatornából nem tud szálat nyitni: csak szöveges csatornáknak, fórumoknak és szálaiknak vannak szálai. Semmi sem indult el.
game-thread-error-permissions = A Fatebotnak itt ezekre a jogosultságokra van szüksége a játszma szálának megnyitásához: { $permissions }. Semmi sem indult el; kérj meg egy szerveradmint, hogy adja meg őket.
game-thread-error-player-permissions = Ezekre a jogosultságokra van szükséged itt egy szál megnyitásához, és a Fatebot csak annak nyit szálat, aki maga is megtehetné: { $permissions }. Semmi sem indult el; hagyd üresen a `szál` opciót, és játsszatok itt.
game-thread-error-tag-required = Ez a fórum minden bejegyzéshez címkét kér, a Fatebot pedig nem választ egyet sem. Semmi sem indult el; indítsd a játszmát kötelező címkék nélküli csatornából, vagy kérj meg egy moderátort, hogy szüntesse meg a követelményt.
game-thread-error-left = A játszma nem indult el: { $reason } A Fatebot nem tudta törölni a neki nyitott üres szálat ({ $thread }); egy moderátor törölheti.
