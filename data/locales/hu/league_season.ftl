# Ligaszezonok: játékosok, fordulók és párosítások, eredmények, tabella, a napló.

## Commands

cmd-league-join = csatlakozás
cmd-league-join-desc = Csatlakozás egy ligához játékosként (itt a nevével, bárhol máshol a kódjával)
cmd-league-leave = kilépés
cmd-league-leave-desc = Kilépés egy ligából (ha már párosítottak, visszalépsz: a játszmáid megmaradnak)
cmd-league-standings = tabella
cmd-league-standings-desc = A liga tabellája: pontok, majd GYP-különbség, sorsolás erőssége, egymás elleni eredmény
cmd-league-report = eredmény
cmd-league-report-desc = Egy forduló játszmád eredményének bejelentése (az ellenfeled megerősíti)
cmd-league-record = napló
cmd-league-record-desc = A ligaszezon minden változása: ki és mikor végezte
cmd-league-list = lista
cmd-league-list-desc = A szerver minden ligája a vállalásával és a létrehozás idejével
opt-league-my_vp = saját_gyp
opt-league-my_vp-desc = Az általad szerzett győzelmi pontok
opt-league-opponent_vp = ellenfél_gyp
opt-league-opponent_vp-desc = Az ellenfeled által szerzett győzelmi pontok
cmd-league-admin-pair = párosítás
cmd-league-admin-pair-desc = A következő forduló párosítása: svájci, körmérkőzés vagy saját párok
cmd-league-admin-player = játékos
cmd-league-admin-player-desc = Játékos hozzáadása, eltávolítása vagy visszaléptetése
cmd-league-admin-result = végeredmény
cmd-league-admin-result-desc = Egy játszma eredményének rögzítése (felülírja a játékosok bejelentését)
cmd-league-admin-points = pontok
cmd-league-admin-points-desc = Pontok győzelemért, döntetlenért és vereségért (3/1/0, ha nem változtatod)
cmd-league-admin-delete = törlés
cmd-league-admin-delete-desc = Olyan liga törlése, amelyből még senki nem sorsolt (sorsolásos liga megmarad)
opt-league-admin-name = név
opt-league-admin-name-desc = A liga neve
opt-league-admin-round = forduló
opt-league-admin-round-desc = A forduló száma
opt-league-admin-method = módszer
opt-league-admin-method-desc = Párosítás: svájci (tabella szerint, legkevesebb visszavágó), körmérkőzés vagy saját párok
opt-league-admin-deadline_days = határidő_nap
opt-league-admin-deadline_days-desc = Hány nap alatt kell lejátszani a fordulót (a vége felé emlékeztetőt kapnak)
opt-league-admin-pairs = párok
opt-league-admin-pairs-desc = Saját párok: @Ana @Bela, @Cruz szabad (vesszővel elválasztva)
opt-league-admin-action = művelet
opt-league-admin-action-desc = Hozzáadás, eltávolítás (ha még nem volt párosítva) vagy visszaléptetés (játszmái megmaradnak)
opt-league-admin-user = felhasználó
opt-league-admin-user-desc = A játékos
opt-league-admin-user_vp = felhasználó_gyp
opt-league-admin-user_vp-desc = A játékos által szerzett győzelmi pontok
opt-league-admin-opponent_vp = ellenfél_gyp
opt-league-admin-opponent_vp-desc = Az ellenfele által szerzett győzelmi pontok
opt-league-admin-win = győzelem
opt-league-admin-win-desc = Pontok egy győzelemért
opt-league-admin-draw = döntetlen
opt-league-admin-draw-desc = Pontok egy döntetlenért
opt-league-admin-loss = vereség
opt-league-admin-loss-desc = Pontok egy vereségért
choice-league-method-swiss = Svájci (tabella szerint, legkevesebb visszavágóval)
choice-league-method-round-robin = Körmérkőzés (mindenki mindenkivel)
choice-league-method-manual = Saját párok
choice-league-player-action-add = hozzáadás
choice-league-player-action-remove = eltávolítás
choice-league-player-action-drop = visszaléptetés

## Replies

league-season-title = **{ $name }** (kód: `{ $code }`)
league-player-joined = { $player } csatlakozott a(z) **{ $name }** ligához: { $count } játékos.
league-player-left = { $player } kilépett a(z) **{ $name }** ligából: { $count } játékos.
league-pair-bye = { $player }: szabadnap (győzelemnek számít)
league-pair-open = { $first } – { $second }: { $status }
league-pair-result = { $first } { $first_vp }–{ $second_vp } { $second }: { $status }
league-result-missing = még nincs eredmény
league-result-reported = az egyik játékos bejelentette, a másikra vár
league-result-confirmed = mindkét játékos megerősítette
league-result-disputed = vitatott: a játékosok bejelentései eltérnek
league-result-set = szervező rögzítette
league-result-bye = szabadnap
league-method-swiss = svájci
league-method-round-robin = körmérkőzés
league-method-manual = kézi párosítás
league-no-deadline = nincs határidő
league-round-not-paired = A(z) { $round }. forduló még nincs párosítva.
league-round-pairs = **{ $round }. forduló** ({ $method }), határidő: { $deadline }:
league-report-how = Mindkét játékos bejelenti az eredményt a /liga eredmény paranccsal; az eredmény akkor számít, ha a kettő egyezik.
league-report-waiting = Az ellenfeled a /liga eredmény paranccsal erősíti meg (ugyanazt az eredményt a saját oldaláról).
league-report-disputed = A bejelentéseitek eltérnek: egyezzetek meg és jelentsétek újra, vagy kérjétek meg egy szervezőt, hogy rögzítse.
league-standings-header = `#  ` játékos — pont · Gy-D-V · GYP-különbség · sorsolás · egymás ellen
league-standings-row = `{ $rank }.` { $player } — **{ $points }** · { $wins }-{ $draws }-{ $losses } · { $vp } · { $strength } · { $h2h }
league-standings-rule = Győzelem { $win }, döntetlen { $draw }, vereség { $loss } pont; holtversenyben a GYP-különbség, a sorsolás erőssége (a lejátszott ellenfelek pontjai), majd az egymás elleni eredmény dönt. † visszalépett.
league-no-players = Még senki nem csatlakozott: /liga csatlakozás.
league-standings-open = { $count ->
    [one] Egy eredmény még hiányzik vagy vitatott (még nem számít).
   *[other] { $count } eredmény még hiányzik vagy vitatott (még nem számítanak).
}
league-record-title = A napló ({ $count } változás, a legújabb a végén):
league-record-empty = Még semmi sem változott.
league-record-joined = { $when }: { $players } csatlakozott
league-record-added = { $when }: { $by } hozzáadta: { $players }
league-record-left = { $when }: { $players } kilépett
league-record-removed = { $when }: { $by } eltávolította: { $players }
league-record-dropped = { $when }: { $by } visszaléptette: { $players }
league-record-points = { $when }: { $by } a pontokat erre állította: { $detail } (győzelem/döntetlen/vereség)
league-record-paired = { $when }: { $by } párosította a(z) { $round }. fordulót ({ $detail })
league-record-reported = { $when }: { $by } bejelentette: { $detail }, { $round }. forduló ({ $players })
league-record-set = { $when }: { $by } rögzítette a(z) { $round }. forduló ({ $players }) eredményét: { $detail }
league-code-line = Kód: `{ $code }` (csatlakozás bármelyik szerverről vagy a bottal folytatott privát üzenetből: /liga csatlakozás), { $players } játékos.
league-verify-pairs-ok = { $round }. forduló ({ $method }): a párok azok, amelyeket a mag ad. ✅
league-verify-pairs-bad = { $round }. forduló ({ $method }): a tárolt párok NEM azok, amelyeket a mag ad. ❌
league-verify-pairs-hand = { $round }. forduló: kézzel párosítva (a véletlennek nincs mit ellenőrizni).
league-list-title = **{ $server } ligái** ({ $count }), a legrégebbi elöl:
league-list-line = • **{ $name }** (kód: `{ $code }`), létrehozva: { $created }, vállalás: `{ $commitment }`
league-list-empty = Ezen a szerveren még nincs liga.
league-deleted = A(z) **{ $name }** liga törölve (egyetlen fordulót sem sorsoltak). A vállalása ez volt: `{ $commitment }`.

## The season as a page (export)

league-html-intro = Szezon: { $season }. Kód: { $code } — bárki megnézheti ezt a ligát, és ellenőrizheti a /liga ellenőrzés paranccsal.
league-html-commitment = Vállalás (a titkos mag SHA-256-ja):
league-html-seed = Mag (felfedve):
league-html-standings = Tabella
league-html-standings-columns = #|Játékos|Pont|Gy-D-V|GYP-különbség|Sorsolás erőssége|Egymás ellen
league-html-round = { $round }. forduló ({ $method })
league-html-deadline = Határidő:
league-html-pairs-columns = Játékos|Ellenfél|Eredmény|Állapot
league-html-draws = Sorsolások
league-html-draws-columns = Forduló|Stratégia|Felállás|Tervek
league-html-players = Játékosok
league-html-players-columns = Játékos|Csatlakozott|Állapot
league-html-dropped = visszalépett

## Errors

league-error-points-range = A győzelemért, döntetlenért és vereségért járó pont 0 és { $max } között lehet.
league-error-points-order = A győzelem legalább annyi pontot ér, mint a döntetlen, a döntetlen legalább annyit, mint a vereség.
league-error-pair-self = Egy játékos nem párosítható önmagával.
league-error-vp-range = A győzelmi pont 0 és { $max } között lehet.
league-error-too-few-players = Egy fordulóhoz legalább { $min } csatlakozott játékos kell.
league-error-too-many-players = Egy ligában legfeljebb { $max } játékos lehet.
league-error-round-robin-over = A körmérkőzés véget ért: { $rounds } fordulóból áll.
league-error-not-a-player = <@{ $user }> nem játékosa ennek a ligának.
league-error-paired-twice = <@{ $user }> több párban is szerepel: fordulónként mindenki egyszer játszik.
league-error-no-pairs = Add meg a párokat: @Ana @Bela, @Cruz szabad (vesszővel elválasztva).
league-error-pairs-format = „{ $chunk }” nem pár: írj két játékost (@Ana @Bela), vagy egy játékost és azt, hogy szabad.
league-error-already-player = Már játékosa vagy ennek a ligának.
league-error-full = Ez a liga megtelt ({ $max } játékos).
league-error-round-paired = A(z) { $round }. forduló már párosítva van.
league-error-round-order = A fordulókat sorban kell párosítani: a következő a(z) { $next }., nem a(z) { $round }.
league-error-no-game = A liga { $round }. fordulójában nincs bejelenthető játszmád (nem vagy párosítva, vagy szabadnapos vagy).
league-error-unknown-ref = Itt nincs „{ $ref }” nevű liga. A saját szerverén kívül a ligát a kódjával add meg (8 karakter, a saját szerverén a /liga mutat parancs mutatja).
league-error-other-server = A(z) **{ $name }** liga egy másik szerveré: ott csak a saját szervezői kezelhetik.
league-error-deadline-range = Egy forduló határideje 1 és { $max } nap között lehet.
league-error-delete-drawn = A(z) **{ $name }** ligának vannak sorsolásai, ezért megmarad: sorsolásos liga nem törölhető (így a szervezők minden sorsolása látható marad).
league-error-draw-in-order = A(z) { $round }. forduló csak a(z) { $previous }. forduló után sorsolható: a sorsolás sosem jár a szezon előtt.

## A league game's end

league-game-report = **{ $name }** liga, { $round }. forduló: { $first } { $first_vp }–{ $second_vp } { $second }. Mindkét játékos a gombbal jelenti be ezt az eredményt; akkor számít, ha mindketten megtették.
league-game-confirm = Eredmény bejelentése a ligának
league-game-not-yours = Ennek a játszmának az eredményét csak a két játékosa jelentheti be.

## Reminders and late results

league-reminder = { $who }: a(z) **{ $name }** (kód: `{ $code }`) liga { $round }. fordulójában játszott játszmádnak még nincs eredménye; a forduló vége: { $deadline }. Játszd le, és jelentsd be a /liga eredmény paranccsal.
league-error-report-late = A(z) { $round }. forduló határideje lejárt: az eredményt most egy szervező rögzíti (/liga-admin végeredmény).
league-error-dropped = <@{ $user }> visszalépett ebből a ligából: a játszmái nem kapnak új eredményt.
league-error-method-unknown = „{ $method }” nem párosítási mód: svájci, körmérkőzés vagy saját párok.
