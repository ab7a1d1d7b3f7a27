## Tempó (issue 22): meddig vár egy lépés, amely egy emberre vár, és ahol a bot nem tag

cmd-table-pace = tempó
cmd-table-pace-desc = Meddig várnak az asztal lépései a válaszra: perceket, napokat, vagy amíg valaki le nem állítja
opt-table-pace-pace = tempó
opt-table-pace-pace-desc = Élő (percek), levelezős (napok) vagy korlátlan (hagyd üresen a jelenlegi megtekintéséhez)
opt-table-pace-reminder_hours = emlékeztető_órák
opt-table-pace-reminder_hours-desc = Levelezős tempónál: hány óránként kapjon emlékeztetőt, akinek válaszolnia kell
opt-table-pace-reminders = emlékeztetők
opt-table-pace-reminders-desc = Levelezős tempónál: legfeljebb hány emlékeztető legyen (0–3)
opt-game-pace = tempó
opt-game-pace-desc = Ennek a játszmának a tempója (hagyd üresen az asztal tempójához)
choice-pace-live = Élő: válasz perceken belül
choice-pace-post = Levelezős: válasz napokon belül
choice-pace-none = Korlátlan: várakozás, amíg valaki le nem állítja
pace-live-text = élő (egy lépés { $minutes } percig vár)
pace-post-text = levelezős (egy lépés { $days } napig vár; { $hours } óránként emlékeztető, legfeljebb { $count })
pace-none-text = korlátlan (egy lépés addig vár, amíg valaki le nem állítja)
table-pace-set = { $by } beállította az asztal tempóját: { $pace }. A már várakozó lépések megtartják a határidejüket.
game-pace-line = A játszma tempója: { $pace }
pace-note-no-bot = A Fatebot itt nem tag, ezért nem tud emlékeztetőt küldeni, és egy lépés üzenetét csak a rajta kiadott utolsó parancs vagy gombnyomás utáni 15 percen belül tudja frissíteni (a Discord korlátja); utána a következő gombnyomás hozza naprakészre az üzenetet.
error-pace-unknown = A(z) „{ $value }” nem tempó. Ismert tempók: { $known }.
error-pace-reminder-hours = Az emlékeztetők { $min }–{ $max } óránként jöhetnek, nem { $value } óránként.
error-pace-reminders = Legfeljebb { $max } emlékeztető lehet, nem { $value }.
table-error-no-roles-here = Moderátori rangot csak olyan szerveren lehet megadni, amely hozzáadta a Fatebotot. Itt az asztal beállításait mindenki módosíthatja, aki az asztalnál van (csoportos üzenetben), illetve a Csatornák kezelése joggal rendelkező tagok (szerveren).
flip-choice-until-date = A flipelő a gombokkal eddig cserélhet lapot: { $time }.
