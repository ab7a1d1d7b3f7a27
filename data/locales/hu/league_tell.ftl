# Ligák: minden játékos ott kap értesítést, ahol látja (bot/ui/league/tell.py)
league-tell-paired = { $who }: **{ $name }** (kód: `{ $code }`) { $round }. forduló: az ellenfeled { $opponent }. Határidő: { $deadline }. { $encounter } { $start } Utána jelentsd a végén lévő gombbal vagy a /liga eredmény paranccsal.
league-tell-bye = { $who }: **{ $name }** (kód: `{ $code }`) { $round }. forduló: szabadnapos vagy (győzelemnek számít, nincs játszma).
league-tell-encounter = Ütközet: { $strategy }, { $deployment }.
league-tell-no-encounter = Az ütközetet még nem sorsolták ki.
league-tell-confirm = { $who }: { $opponent } a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójában vívott játszmátokat így jelentette: { $score } (elöl a te győzelmi pontjaid). Erősítsd meg a gombbal, vagy jelentsd a saját eredményedet a /liga eredmény paranccsal.
league-tell-confirm-button = Eredmény megerősítése
league-tell-disputed = { $who }: a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójáról { $opponent } és te eltérő eredményt jelentettetek. Egyezzetek meg és jelentsétek újra, vagy a szervező megadja az eredményt.
league-tell-dispute-organisers = A(z) **{ $name }** szervezőinek: a(z) { $round }. fordulóban { $first } és { $second } jelentése eltér; adjátok meg az eredményt a /liga-admin végeredmény paranccsal.
league-reminder-opponent = { $who }: a(z) **{ $name }** (kód: `{ $code }`) { $round }. fordulójában { $opponent } elleni játszmádnak még nincs eredménye; a forduló vége: { $deadline }. Játsszátok le és jelentsd a /liga eredmény paranccsal.
league-error-confirm-own = Ezt az eredményt te jelentetted: az ellenfeled erősíti meg.
league-error-confirm-not-yours = A(z) { $round }. forduló e játszmájának eredményét csak az ellenfél erősítheti meg.
league-error-nothing-to-confirm = Ebben a(z) { $round }. fordulós játszmában nincs megerősítendő jelentés (már megerősítették, vitatott vagy a szervező megadta).
league-tell-start-elsewhere = Indítsátok ott, ahol mindketten jelen vagytok, egy szervercsatornában vagy csoportos privát üzenetben (nem a bottal folytatott privát üzenetben): `/játszma kezdés liga:{ $code } forduló:{ $round }`, ellenfélként { $opponent }.
league-tell-start-button = Játszma indítása
league-start-error-not-yours = Ennek a párosításnak a játszmáját csak a két játékosa indíthatja.
league-start-error-not-paired = Ez a párosítás már nem szerepel a liga { $round }. fordulójában: lásd /liga mutat.
league-start-error-played = A { $round }. forduló e játszmáját már jelentették vagy eldöntötték: nincs mit elindítani.
