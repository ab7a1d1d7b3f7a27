## A ligapárok saját szála (bot/ui/game/league_thread.py) és a naprakész tabella (bot/ui/league/standings_post.py)

opt-league-admin-threads = szálak
opt-league-admin-threads-desc = Hol nyíljon meg az egyes párok játszmájának szála (alapból: ez a csatorna)
league-thread-start-here = Nyomd meg a **Játszma indítása** gombot: a Fatebot szálat nyit a játszmátoknak ezen a szerveren, és mindkettőtöket hozzáad. Vagy indítsátok egy asztalnál, amelyet mindketten láttok: `/játszma kezdés liga:{ $code } forduló:{ $round }`, ellenfélként { $opponent }.
league-thread-notice-link = A játszma szála: { $thread }
league-thread-error-started = Ennek a párosításnak a játszmája már elindult a saját szálában: { $thread }. Ott játsszátok.
league-thread-error-cannot = A Fatebot nem tud szálat nyitni ennek a párnak: { $reason } Semmi sem indult el. Indítsátok el a játszmát magatok: egyikőtök futtassa a `/játszma kezdés liga:{ $code } forduló:{ $round }` parancsot { $opponent } ellenféllel, a liga szerverének egy olyan csatornájában, amelyet mindketten láttok.
league-thread-why-no-server = szálak csak szerveren vannak.
league-thread-why-room-gone = a szervezők által a szálaknak választott csatorna ({ $channel }) már nem létezik, vagy a Fatebot nem látja.
league-thread-why-channel = szálak csak szöveges csatornákban és fórumokban nyílnak.
league-thread-why-tag = az a fórum minden bejegyzéshez címkét kér.
league-thread-why-permissions = a Fatebotnak ott hiányoznak ezek a jogosultságok: { $permissions }.
league-thread-why-opponent = { $opponent } nem tagja ennek a szervernek, így nem látná a szálat.
league-thread-room-no-bot = A Fatebot nem tagja ennek a szervernek, ezért nem tud szálakat nyitni a pároknak. Semmi sem lett párosítva.
league-thread-room-permissions = A Fatebot nem tud szálakat nyitni a pároknak itt: { $channel }: hiányzik ott ez: { $permissions }. Semmi sem lett párosítva; add meg a jogosultságokat, vagy válassz másik csatornát.
league-standings-post-title = **Tabella** (a Fatebot minden forduló után frissíti; utolsó lezárt forduló: { $round }.)
league-standing-you = A(z) { $rank }. helyen állsz { $players } játékosból, { $points } ponttal.
