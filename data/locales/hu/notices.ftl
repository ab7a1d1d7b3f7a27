# Ki következik: az értesítés, hogy egy játékos következik, az emlékeztetők és az /értesítés.
notice-line = { $who }: te következel — { $owed }. { $link }
notice-reminder = { $who }: emlékeztető, még mindig te következel — { $owed }. { $link }
notice-owed-duel-accept = fogadd el vagy utasítsd el a duelt
notice-owed-duel-soulstone = a Soulstone-választásod a duelben
notice-owed-duel-choose = válaszd ki a lapodat a duelben
notice-owed-duel-cheat = a cheat-ablakod
notice-owed-initiative = a kezdeményezés
notice-owed-discard = a dobási lépés
notice-owed-soulstone-draw = a Soulstone-húzásod
notice-owed-scheme = válaszd ki a Scheme-edet
notice-no-reminders-here = A bot nem tagja ennek a csatornának, ezért itt nem jöhetnek emlékeztetők; az `/értesítés mód:dm` DM-ben küldi őket.
cmd-notify = értesítés
cmd-notify-desc = Hogyan szóljon a bot, ha te következel, minden asztalnál: megemlítés, DM vagy semmi
opt-notify-mode = mód
opt-notify-mode-desc = megemlítés (alapértelmezett), inkább DM, vagy ne említsen meg
choice-notify-mode-ping = említs meg a csatornában
choice-notify-mode-dm = inkább DM-ben szólj
choice-notify-mode-none = ne említs meg
notify-now-ping = Ha te következel, a bot megemlít az asztal csatornájában (minden asztalnál).
notify-now-dm = Ha te következel, a bot DM-ben szól, a gombokra mutató linkkel (minden asztalnál).
notify-now-none = A bot többé egyik asztalnál sem szól, ha te következel; a várakozó lépés továbbra is a nevedet mutatja.
help-topic-notices = Ki következik
help-topic-notices-desc = Értesítések, emlékeztetők és az /értesítés
help-page-notices = Ha egy duel, egy kezdeményezés vagy egy `/játszma` kör rád kezd várni, és nem te léptél épp, a bot egy rövid sort küld, amely csak téged említ meg, megmondja, mi a dolgod, és a gombokra mutat. Levelezős tempójú asztalnál az asztal időköze után emlékeztető jön (hacsak másképp nincs beállítva, 24 óra, legfeljebb 3).
    Az `/értesítés mód:dm` ugyanezt a sort DM-ben küldi, az `/értesítés mód:none` pedig kikapcsolja; egyetlen választás minden asztalra. Ahol csak te telepítetted a botot, az értesítés a parancsra adott válasz, és emlékeztető csak DM-ben jön.
