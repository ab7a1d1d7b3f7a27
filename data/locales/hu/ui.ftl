# A Discord-réteg válaszai, gombjai, menüi és hibái (bot/ui, cogs).

## Cards

suit-rams = Rams
suit-crows = Crows
suit-masks = Masks
suit-tomes = Tomes
card-suited = { $suit } { $value }
card-red-joker = Red Joker
card-black-joker = Black Joker
cards-none = nincs

## Flips

flip-modifier-none = nincs módosító
flip-header = { $player } flipel ({ $modifiers })
flip-header-reason = { $player } flipel, indok: „{ $reason }” ({ $modifiers })
flip-edition-override = Szabályok: { $edition }
flip-reshuffled = A húzópakli üres volt: előbb a Discard Pile-t keverte meg új paklinak.
flip-flipped = Felfordítva: { $cards }
flip-card = Lap: { $card }
flip-why-free-choice = + esetén bármelyik felfordított lap használható; a legmagasabb látszik.
flip-why-lowest = − esetén a legalacsonyabb lapot kell használni.
flip-why-lowest-tied = − esetén a legalacsonyabb lapot kell használni; több lapnak is ez az értéke, így a flipelő választja ki a színt.
flip-why-red-joker-allowed = − esetén a legalacsonyabb lapot kell használni, de helyette a Red Joker mindig választható.
flip-why-black-joker-forced = A Black Jokert kell használni, a módosítóktól függetlenül.
flip-why-both-jokers = Mindkét Joker kijött: a Black Jokert kell használni.
flip-switched = A flipelő lapot cserélt.
flip-choice-until = A flipelő a gombokkal { $time }-ig cserélhet lapot.
flip-choice-closed = (A választás lezárult; a látható lap marad.)

## Hands (only ever shown to their owner)

hand-title = A kezed itt: { $table } — { $count } / { $size } lap
hand-empty = (nincs lap)
hand-drew = { $count ->
    [0] A kezed már tele van: nem húztál lapot.
    [one] Húztál egy lapot.
   *[other] Húztál { $count } lapot.
}
hand-discarded = { $count ->
    [one] Eldobtad: { $cards }.
   *[other] Eldobtál { $count } lapot: { $cards }.
}
hand-must-discard = { $count ->
    [one] Eggyel több lap van a kezedben a megengedettnél: lent válaszd ki, melyiket dobod el.
   *[other] { $count } lappal több van a kezedben a megengedettnél: lent válaszd ki, melyeket dobod el.
}
hand-dm-title = { $count ->
    [0] A kezed itt: { $table } ({ $server }) — üres.
    [one] A kezed itt: { $table } ({ $server }) — egy lap
   *[other] A kezed itt: { $table } ({ $server }) — { $count } lap
}
hand-dm-closed = Nem tudtam közvetlen üzenetben elküldeni a kezedet, mert zárva vannak a közvetlen üzeneteid. Megnyitásuk: jobb klikk (vagy hosszan nyomva) a szerver ikonján → Adatvédelmi beállítások → kapcsold be a közvetlen üzeneteket. Addig a /kéz mutat itt, privátban mindig megmutatja a kezedet.
hand-dm-failed = A Discord most nem engedte frissíteni a kezedet tartalmazó közvetlen üzenetet; a következő kézparancsodnál frissül. A /kéz mutat mindig működik.
discard-placeholder = Válaszd ki az eldobandó lapokat
discard-placeholder-exact = { $count ->
    [one] Válaszd ki az eldobandó lapot
   *[other] Válassz ki { $count } eldobandó lapot
}
discard-prompt = Az alábbi menüben válaszd ki az eldobandó lapokat. Az eldobott lapok képpel felfelé a Discard Pile-odra kerülnek.

## Decks

deck-mode-personal = játékosonként egy pakli
deck-mode-shared = egy közös pakli
deck-status-title = Fate Deckek itt: { $table } ({ $mode }):
deck-status-empty = Itt még senki sem flipelt és nem húzott: minden pakli az első használatkor jön létre és keveredik meg.
deck-status-truncated = …és több pakli, mint amennyi egy üzenetbe belefér.
deck-shared-owner = Közös pakli
deck-hand-count = { $player }: { $count ->
    [one] egy lap
   *[other] { $count } lap
}
deck-no-hands = nincs lap kézben
deck-discard-more = (és még { $count })
deck-status-line = **{ $owner }** — húzópakli { $draw }, Discard Pile { $discard_count }, játékban { $in_play }; kezek: { $hands }
    Discard Pile (felülről): { $discard }
deck-shuffled = { $player } visszakeverte a Discard Pile-ját a paklijába: { $draw } lap húzható.
deck-shuffled-shared = { $player } visszakeverte a közös Discard Pile-t a pakliba: { $draw } lap húzható.
deck-cut-note = M4E: az ellenfél elemelheti a paklit. A Fatebot keverése már egyenletesen véletlenszerű, így az emelés semmin sem változtat; nem kell kérni.
deck-reset-self = { $target } új, 54 lapos Fate Decket kapott { $returned ->
    [0] (üres volt a keze).
    [one] (egy lap jött vissza a kezéből).
   *[other] ({ $returned } lap jött vissza a kezéből).
}
deck-reset-other = { $by } újrakezdte { $target } Fate Deckjét: 54 új lap { $returned ->
    [0] (üres volt a keze).
    [one] (egy lap jött vissza a kezéből).
   *[other] ({ $returned } lap jött vissza a kezéből).
}
deck-reset-shared = { $by } újrakezdte a közös Fate Decket: 54 új lap { $returned ->
    [0] (nem volt lap a kezekben).
    [one] (egy lap jött vissza egy kézből).
   *[other] ({ $returned } lap jött vissza a kezekből).
}
deck-reset-shared-hand = { $returned ->
    [0] { $target } keze üres volt: semmi sem került vissza a közös pakliba.
    [one] { $target } kezét (egy lap) képpel lefelé bekevertük a közös húzópakliba; senki sem látja.
   *[other] { $target } kezét ({ $returned } lap) képpel lefelé bekevertük a közös húzópakliba; senki sem látja őket.
}

## Panel

panel-text = **Gyorsflipek** — nyomj meg egy gombot, és a saját paklidból flipelsz ennél az asztalnál (az eredmény ide kerül). A **Kéz** privátban mutatja a kezedet.
panel-flip = Flip
panel-plus = +
panel-plus2 = ++
panel-minus = −
panel-minus2 = −−
panel-hand = Kéz

## Table settings

table-no-role = nincs
table-settings = { $table } beállításai:
    • Játék: { $game }
    • Paklik: { $mode }
    • Nyelv: { $language }
    • Moderátori rang: { $role }
    • Tempó: { $pace }
    • Ellenőrizhető keverés játszmán kívül: { $fair }
    Az asztalmoderátorok (Csatornák kezelése, Szerver kezelése vagy a moderátori rang; csoportos üzenetben bárki az asztalnál) a /asztal játék, /asztal pakli, /asztal nyelv, /asztal tempó, /asztal ellenőrizhető_pakli és /asztal moderátor_rang paranccsal módosíthatják őket.
table-game-set = { $by } beállította az asztal játékát: { $game }.
table-deck-set = { $by } beállította az asztal paklimódját: { $mode }.
table-language-set = { $by } beállította az asztal nyelvét: { $language }.
table-role-set = { $by } beállította az asztal moderátori rangját: { $role }.
table-role-cleared = { $by } eltávolította az asztal moderátori rangját; a Csatornák kezelése és a Szerver kezelése jogosultság továbbra is számít.

## Dice

roll-result = { $player } dob: `{ $expression }`: { $breakdown }
    Összesen: { $total }

## Errors (always private)

error-guild-only = Ez a parancs egy szerver szöveges csatornáján vagy szálában működik: minden csatorna egy asztal, saját paklikkal.
error-not-your-control = Ezek a gombok { $owner } gombjai. Használd a sajátjaidat: /flip, /kéz mutat vagy a panel.
error-missing-permissions = Ehhez itt ezekre a jogosultságokra van szükséged: { $permissions }.
error-bot-missing-permissions = Ezekre a jogosultságokra van szükségem ebben a csatornában: { $permissions }. Kérj meg egy szerveradmint, hogy adja meg őket.
error-missing-role = Nincs meg a rangod, amely ehhez a parancshoz kell.
error-check-failed = Itt nem használhatod ezt a parancsot.
error-option-invalid = Nem értettem ezt: „{ $value }”. Ellenőrizd az opciót, és próbáld újra.
error-option-not-member = { $user } nem tagja ennek a szervernek. Válassz valakit ennél az asztalnál.
error-command-outdated = A bot parancsai épp frissültek, és a Discord még a régi változatot mutatja. Várj egy percet (vagy indítsd újra a Discordot), és próbáld újra.
error-unexpected = Valami hiba történt nálam. Semmi sem változott. Ha újra előfordul, szólj a bot üzemeltetőjének, és add meg a hibaazonosítót: { $id }.
error-hand-empty = Üres a kezed: nincs mit eldobni. Húzz a /kéz húzás paranccsal.
error-discard-stale = Ez a menü elavult. Használd újra a /kéz eldobás parancsot.
error-discard-exact = { $count ->
    [one] Pontosan egy eldobandó lapot válassz.
   *[other] Pontosan { $count } eldobandó lapot válassz.
}
error-player-is-bot = { $player } egy bot, nincs Fate Deckje. Válassz egy játékost.
error-table-role-unusable = { $role } nem lehet moderátori rang (ez az @everyone, vagy egy integráció kezeli). Válassz egy rangot, amelyet a moderátoroknak adsz.

permission-manage-channels = Csatornák kezelése
permission-manage-guild = Szerver kezelése
permission-send-messages = Üzenetek küldése
permission-send-messages-in-threads = Üzenetek küldése szálakban
permission-create-public-threads = Nyilvános szálak létrehozása
permission-embed-links = Linkek beágyazása
permission-read-message-history = Üzenetelőzmények olvasása
permission-view-channel = Csatorna megtekintése

## /help

help-title = Fatebot — a Malifaux Fate Deck a Discordon
help-intro = Minden csatorna vagy szál egy **asztal**. Minden asztalnál minden játékosnak saját, 54 lapos Fate Deckje van (vagy az asztal közös paklit használ), egy nyilvános Discard Pile-ja és egy privát Control Handje, amelyet a közvetlen üzeneteidben tartok.
help-flips = A `/flip` egy lapot fordít fel. A `/flip módosítók:+` kettőt, és te választasz (gombokkal, csak te); a `/flip módosítók:--` hármat, és a legalacsonyabbat kell használni. A `+-` kioltja egymást; a `+2` és `-1` is működik, legfeljebb 4 lapig. Az `indok:Támadás` címkét ad, a `kiadás:` egy másik kiadás szabályait használja.
help-hands = A `/kéz húzás` a kézméretedig húz (M4E-ben 7, M2E/M3E-ben 6); a `/kéz húzás soulstone:True` M2E/M3E-ben még kettőt húz, majd visszadobsz a kézméretig. A `/kéz mutat` privátban mutatja a kezedet; a `/kéz eldobás` privát menüt nyit.
help-decks = A `/pakli állapot` minden pakli kupacait, a kezek méretét (a lapokat soha) és a nyilvános Discard Pile-t mutatja. A `/pakli keverés` visszakeveri a Discard Pile-odat. A `/pakli újrakezdés` új paklit ad; a moderátorok a `játékos:` opcióval bárkiét újrakezdhetik.
help-panel = A `/panel` gombokat tesz ki (Flip, +, ++, −, −−, Kéz): aki megnyomja, a saját paklijából flipel. Az újraindításom után is működik.
help-duels =
    • `/duel egyszerű stat:6 célszám:12`: a statod és egy flip egy célszám ellen.
    • `/duel ellenfél_ellen ellenfél:@Ana stat:6`: egy másik játékos ellen, aki a saját statjával fogadja el. Ha a modelled egy baráti modellt céloz, add meg saját magadat ellenfélként: csak ekkor relentelhet a célpont.
    Soulstone-ok (M2E/M3E) vagy empower (M4E), relent, + esetén te választasz a felfordított lapok közül, majd mindenki a saját kezéből, privátban cheatelhet, a kiadás sorrendjében.
    • `/sebzés gyenge:1 közepes:2 erős:4`: sebzésflip (M2E/M3E).
    • `/kezdeményezés ellenfél:@Ana támadó:@Ana`, `/véletlen modell darab:3`, `/véletlen játékos ellenfél:@Ana`.
help-dice = `/dobás 1d20+5`, `/dobás 4d6kh3` (a 3 legmagasabb marad), `/dobás 2d10ro1` (az egyeseket egyszer újradobja).
help-privacy = A kezedet csak te látod (privát válaszok és közvetlen üzenetek); a csatornák csak azt látják, hány lap van nálad. A gombok csak annak a játékosnak működnek, akié. A keverés az operációs rendszer biztonságos véletlenforrását használja.
help-interpretations = • A Black Jokert kell használni a módosítóktól függetlenül; ha mindkét Joker kijön, a Black Jokert kell használni. • − esetén a Red Joker továbbra is választható. • M2E: opposed duelben az alacsonyabb végösszeg cheatel először (mint M3E-ben); az M2E sebzés az M3E sebzéstáblát használja. • M3E: egyenlő végösszegnél a védekező cheatel először; egyenlő kezdeményezési végösszegnél újra kell flipelni. • M4E: egyenlőségnél az ellenálló cheatel először. • M3E relent: senki sem flipel, és a duel döntetlen. • Az opposed duel minden kiadásban elfogad TN-t. • M4E-ben az empowerhez a Black Joker is eldobható (+, szín nélkül).
help-footer = A válaszok az asztal nyelvén jönnek, ennek hiányában a Discordod nyelvén.
