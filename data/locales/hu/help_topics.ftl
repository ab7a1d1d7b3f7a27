# /help: áttekintés és témánként egy oldal (menüből választva). A `/név opciók` alakban, fordított aposztrófok
# közé írt parancsok kattintható parancsemlítésként jelennek meg, minden olvasónak a saját Discord-nyelvén.
help-overview = Kezdd a `/flip` vagy a `/flip módosítók:+`, a `/duel egyszerű stat:6 célszám:12` és a `/kéz húzás` paranccsal. Lent a menüben válassz témát a továbbiakhoz, példákkal. A parancsok a saját Discord-nyelveden látszanak: kattints egyre a használatához.
help-menu-placeholder = Válassz témát
help-topic-overview = Áttekintés
help-topic-overview-desc = Mit tud a Fatebot, röviden
help-topic-flips = Flipek
help-topic-flips-desc = /flip, módosítók, a gyorsflip-panel, kockák
help-topic-duels = Duelek
help-topic-duels-desc = Egyszerű és ellenfél elleni duelek, cheat, sebzés, kezdeményezés
help-topic-hands = Kéz és pakli
help-topic-hands-desc = A kezed, a paklid, adatvédelem
help-topic-encounters = Encounterek
help-topic-encounters-desc = Strategy, Deployment és Scheme-ek
help-topic-leagues = Ligák
help-topic-leagues-desc = Tisztességes, ellenőrizhető sorsolás szervezőknek
help-topic-games = Játszmák
help-topic-games-desc = A körkövető: körök, VP, Soulstone-ok
help-topic-fulminato = Fulminato
help-topic-fulminato-desc = Kockás harc: kezdeményezés, akciók, támadások
help-topic-doomtrooper = Doomtrooper
help-topic-doomtrooper-desc = Harcosok, harc és szabotázs
help-topic-settings = Beállítások
help-topic-settings-desc = Az asztal beállításai, és ki módosíthatja őket
help-topic-readings = Szabályértelmezések
help-topic-readings-desc = Ahol a könyvek hallgatnak
help-page-encounters = Az `/encounter ellenfél:@Ana` flipel a Támadóért és a Védekezőért: a Strategy a Támadó színéből, a Deployment a Védekező színéből jön, aztán a Scheme pool, minden flip látható.
    Az `/encounter kiadás:m3e` másik kiadást használ; ellenfél nélkül a bot egy új pakliból flipel mindkét oldalnak.
    Az „⚠ ellenőrizetlen” olyan megfeleltetést jelöl, amelyet a szezonfájl egyetlen közösségi forrásból vesz.
help-page-leagues = A szervezők (Szerver kezelése jog vagy a szervezői rang) vezetik egy liga sorsolásait:
    a `/liga-admin létrehozás név:Tavasz szezon:m4e-gg1` minden sorsolás előtt közzéteszi egy titkos mag SHA-256-ját.
    A `/liga-admin sorsolás név:Tavasz forduló:1` ebből a magból sorsolja a forduló encounterét; a `/liga mutat név:Tavasz` megmutatja a sorsolásokat, a `/liga-admin exportálás név:Tavasz` CSV-ben adja őket.
    A `/liga-admin felfedés név:Tavasz` a végén közzéteszi a magot; ezután bárki ellenőrizheti az összes sorsolást a `/liga ellenőrzés név:Tavasz` paranccsal.
    A játékosok a `/liga csatlakozás név:Tavasz` paranccsal csatlakoznak (másik szerverről vagy a bottal folytatott privát üzenetből a liga kódjával), a `/liga eredmény` paranccsal jelentenek, és a `/liga tabella` mutatja az állást; a szervezők a `/liga-admin párosítás` paranccsal párosítják a fordulókat (svájci, körmérkőzés vagy kézzel).
help-page-games = Körkövető egy Malifaux-játszmához ezen az asztalon:
    a `/játszma kezdés ellenfél:@Ana` előkészíti az encountert és a Soulstone-készleteket (ligajátszmához add meg a `liga:` és a `forduló:` opciót); a `/játszma kezdés ellenfél:@Ana szál:True` saját szálat ad a játszmának, így több játszma osztozhat egy csatornán.
    A `/játszma következő` lefuttatja a húzási fázist, a kezdeményezést és a kör végi keverést; a `/játszma pontszám strategy:1` VP-t jegyez (egy Scheme-ért: add meg a `scheme:` opciót, a készletből választva, és a `scheme_vp:` opciót); a `/játszma befejezés` ellenőrzi a játszma végét, és közzéteszi az összegzést.
    A `/kezdeményezés ellenfél:@Ana támadó:@Ana` önállóan dönti el a kezdeményezést, a kiadás eljárása szerint (a `támadó:` megadja, ki támadott: M4E-ben övé az 1. kör kezdeményezése).
    Titkos Scheme-ek: a `/scheme választás` privát menüben választja ki a tiédet, és azonnal közzétesz egy SHA-256 lenyomatot; a `/scheme felfedés` a sójával mutat meg egyet, hogy bárki ellenőrizhesse; a `/scheme mutat` a játszma lenyomatait sorolja fel. M3E: a `/soulstone csökkentés` egy Soulstone-ért csökkenti a sebzést.
    Üzenetváltásban: a `/játszma kész megjegyzés:Lady Justice rárohamozott` átadja az aktivációdat (ahogy a tábla Kész gombja is; a `hogyan:` jelzi, hogy ez volt az utolsó modelled, hogy nincs több, vagy elkölt egy M3E Pass Tokent), és az ellenfél egyszer kap értesítést; a `/játszma emlékeztetés` aktivációnként egyszer emlékezteti. A `/játszma napló` a nyitott lépésekkel kezdődik, a `/játszmáim` megnevezi minden játszma szerverét, csatornáját és kiadását.
help-page-fulminato = A Fulminato kockás harca: a `/fulminato hozzáadás név:Ada elme:d8 kecsesség:d6` harcolót ad hozzá, a `/fulminato kezdés` kezdeményezést dob (Elme + Kecsesség, döntetlennél újradobás, választható meglepetéskör), a `/fulminato következő` továbblép, a `/fulminato akció` akciópontot költ.
    A `/fulminato támadás` egy támadást old fel a hárítás ellen fokozatokkal, találati hellyel és sebzéssel, minden kocka látható; a `/fulminato próba kockák:d8 d6 nehézség:8` egyszerű próba.
    A `/fulminato szembeni` szembeni dobás (döntetlennél a támadó veszít); a `/fulminato lefogás` megragad, mozgat, megkötöz vagy kiszabadít.
    Értelmezések: a meglepett védő elveszti a d6-ot, de a pajzs és a páncél megmarad; a bekerítés az első utáni minden bekerítőért egy fokozatot ad (legfeljebb 3-at).
help-page-doomtrooper = A Doomtrooper harca és szabotázsa: `/doomtrooper kezdés ellenfél:@Ana`, majd `/doomtrooper hozzáadás` minden harcoshoz (harc, lövés, páncél, érték).
    A `/doomtrooper támadás` a harcot vagy a lövést oldja fel a Páncél ellen (fedezék, első csapás, sebesült vagy halott); a `/doomtrooper jóváírás` jóváír egy jutalmat; a `/doomtrooper szabotázs` szabotál; a `/doomtrooper pontok` az előléptetési és sorspontokat mutatja.
    Értelmezés: a jutalom a gyilkos harcos játékosáé.
help-page-settings = Minden asztalnak (csatorna vagy szál) saját beállításai vannak: az `/asztal játék játék:M3E` a játékot vagy kiadást választja ki, az `/asztal pakli mód:Közös` egy közös paklit ad az asztalnak, az `/asztal nyelv nyelv:Magyar` a válaszok nyelvét állítja be, az `/asztal moderátor_rang` pedig megnevezi a rangot, amely módosíthatja őket. Az `/asztal tempó tempó:Levelezős` mellett minden lépés percek helyett napokig vár (`Korlátlan`: amíg valaki le nem állítja), a `/játszma kezdés tempó:` pedig egy játszma tempóját állítja be. Az `/asztal ellenőrizhető_pakli be:True` a játszmán kívüli keveréseket is ellenőrizhetővé teszi: minden pakli az első használatakor közzéteszi titkos magjának SHA-256 értékét, és újrakezdéskor egy jegyzőkönyvvel együtt felfedi a magot (lásd az ellenőrizhető pakli témát).
    Bárki megnézheti őket (opció nélkül a parancs a beállítást mutatja; a moderátori rang parancsa rang nélkül törli a rangot); a módosításhoz Csatornák kezelése, Szerver kezelése jog vagy a moderátori rang kell.
